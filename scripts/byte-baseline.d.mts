export type BaselineSizes = Record<string, { jsGzip: number; cssGzip: number }>
export declare function readBaseline(): BaselineSizes
export declare function writeBaseline(sizes: BaselineSizes): void
export declare function change(bytes: number, before: number | undefined): string
