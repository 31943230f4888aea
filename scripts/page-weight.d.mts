export type FileSize = { file: string; bytes: number; gzip: number }

export type PageWeight = { js: FileSize[]; jsGzip: number; cssGzip: number }

export declare const BUDGETS: { criticalJsGzip: number; criticalCssGzip: number; precacheBytes: number }
export declare const FIRST_ROUND_TRIP_BYTES: number
export declare const ACCOUNT_PAGES: string[]
export declare const CRITICAL_JS_GUARD: { marketing: number; catalogue: number; account: number }
/** The critical-JS guard of one prerendered page. */
export declare function criticalJsGuard(path: string): number
export declare function prerenderedPages(distDir: string): Array<{ path: string; file: string }>
export declare function referencedAssets(html: string): {
  entries: string[]
  js: string[]
  css: string[]
  inlineCss: string[]
}
export declare function pageWeight(distDir: string, htmlFile: string): PageWeight
export declare function precacheSize(distDir: string): { bytes: number; files: number }
export declare function kb(bytes: number): string
