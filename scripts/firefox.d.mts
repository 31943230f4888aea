export declare const FIREFOX_PATH: string
export declare const FIREFOX_CHANNEL: string | undefined
