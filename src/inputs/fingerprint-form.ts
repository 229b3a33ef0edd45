/**
 * What a fingerprint input holds: a SHA-256 digest in lowercase hex. One check for the input
 * and for KOSLI_FINGERPRINT, which stands in for it, so both refuse the same values.
 */
import { quote } from './input-error.js'

export const FINGERPRINT_PATTERN = /^[a-f0-9]{64}$/
export const FINGERPRINT_FORM = 'a SHA-256 fingerprint of 64 lowercase hexadecimal characters'

/** Why a value is no fingerprint (`has "…", which has upper-case letters`), or undefined. */
export function fingerprintProblem(value: string): string | undefined {
  if (FINGERPRINT_PATTERN.test(value)) return undefined
  return /^[A-Fa-f0-9]{64}$/.test(value)
    ? `has ${quote(value)}, which has upper-case letters`
    : `has ${quote(value)}, which is not ${value.length === 64 ? 'hexadecimal' : '64 characters long'}`
}
