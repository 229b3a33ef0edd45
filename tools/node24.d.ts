export declare function findNode24(where?: {
  root?: string
  execPath?: string
  version?: string
}): { path: string } | { missing: string }
export declare function underCi(env?: Record<string, string | undefined>): boolean
export declare function suitesRunningTheAction(root?: string): string[]
