/** The part of snappyjs (raw-block snappy, no type definitions of its own) the action uses. */
declare module 'snappyjs' {
  /** Decompresses a raw snappy block; throws when it is invalid or longer than maxLength. */
  export function uncompress<T extends Uint8Array | ArrayBuffer>(
    compressed: T,
    maxLength?: number
  ): T
  export function compress<T extends Uint8Array | ArrayBuffer>(uncompressed: T): T
}
