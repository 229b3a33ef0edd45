export declare const SPEC_VARIABLE: string
export declare const SPEC_PATH: string
export declare const SPEC_MISSING: string | undefined
