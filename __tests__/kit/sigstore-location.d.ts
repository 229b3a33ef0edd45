export declare const SIGSTORE_VARIABLE: string
export declare const SIGSTORE_FOLDER: string
export declare const SIGSTORE_MISSING: string | undefined
