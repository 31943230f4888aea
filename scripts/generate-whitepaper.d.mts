export type WhitepaperContent = typeof import('../src/lib/content/whitepaper')

export declare function loadWhitepaperContent(): Promise<WhitepaperContent>
export declare function renderWhitepaper(
  content: WhitepaperContent,
  model?: import('../src/lib/content/whitepaper').WhitepaperModel,
): Promise<{ pdf: Buffer; pages: number }>
export declare const WHITEPAPER_FILE: string
