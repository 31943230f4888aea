import type { Outcome } from '../src/lib/content/outcomes'

export declare const OG_FIGURES_KEYWORD: string
export declare function loadOgFigures(): Promise<string>
export declare function withPngText(png: Buffer, keyword: string, text: string): Buffer
export declare function pngText(png: Buffer): Record<string, string>
export type PlanCard = { outcome: Outcome; tracks: string[]; file: string; text: string }
export declare function loadPlanCards(): Promise<PlanCard[]>
export declare function pngSize(png: Buffer): { width: number; height: number } | null
