export declare const CHROMIUM_PATH: string
export declare const CHROMIUM_SHELL_PATH: string | undefined
export declare const CHROMIUM_FLAGS: string[]
