export declare function patchPlaywrightBidi(options?: { check?: boolean }): 'applied' | 'already' | 'skipped'
