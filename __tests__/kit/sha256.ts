import { createHash } from 'node:crypto'

/** The SHA-256 of the bytes (or the UTF-8 text), as lowercase hex. */
export function sha256(data: string | Buffer): string {
  return createHash('sha256').update(data).digest('hex')
}
