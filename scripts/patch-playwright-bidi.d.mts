export declare function patchPlaywrightBidi(): void
