export declare function findNode24(where?: {
  root?: string
  execPath?: string
  version?: string
}): { path: string } | { missing: string }
export declare function underCi(env?: Record<string, string | undefined>): boolean
export declare function suitesRunningTheAction(root?: string): string[]
export declare function findNodeForDemo(where?: {
  root?: string
  execPath?: string
  version?: string
}): { path: string; note?: string } | { missing: string }
export declare const BUNDLE_PROCESS_LOG: string
export declare const ACTION_METADATA_CACHE: string
