export declare const PREVIEW_PORT: number
export declare const E2E_DEMO_PORT: number
export declare const E2E_PROD_PORT: number
export declare const MOCK_API_PORT: number
export declare const NGINX_PORT: number
export declare const NGINX_TEST_PORT: number
export declare const NGINX_TLS_PORT: number
export declare const NGINX_TEST_TLS_PORT: number
export declare const HOST: string
export declare function originOf(port: number): string
export declare function freePort(): Promise<number>
