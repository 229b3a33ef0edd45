/**
 * The one error type for every user-facing fingerprint failure. Its message is a single sentence
 * that names the action input at fault (`artifact-path`, `artifact-type` or `exclude`) and the fix,
 * so the action layer can print it as is.
 */
export class FingerprintError extends Error {
  override readonly name = 'FingerprintError'

  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
  }
}

/** The errno code of a Node.js system error, if it is one. */
export function errnoCode(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const { code } = error
    return typeof code === 'string' ? code : undefined
  }
  return undefined
}

/** A short, human reason for a failed file-system call, e.g. "permission denied (EACCES)". */
export function describeFsFailure(error: unknown): string {
  const code = errnoCode(error)
  switch (code) {
    case 'ENOENT':
      return 'it does not exist'
    case 'EACCES':
    case 'EPERM':
      return `permission denied (${code})`
    case 'ELOOP':
      return 'it is a loop of symbolic links (ELOOP)'
    case 'ENOTDIR':
      return 'a part of the path is not a directory (ENOTDIR)'
    case 'EISDIR':
      return 'it is a directory (EISDIR)'
    case 'ENOTREGULAR':
      return 'it is not a regular file (a FIFO or a device)'
    case undefined:
      return error instanceof Error ? error.message : String(error)
    default:
      return `${code}`
  }
}
