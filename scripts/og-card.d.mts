export declare const OG_FIGURES_KEYWORD: string
export declare function loadOgFigures(): Promise<string>
export declare function withPngText(png: Buffer, keyword: string, text: string): Buffer
export declare function pngText(png: Buffer): Record<string, string>
