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

/** The service looks an artifact's attestation up by its fingerprint's first 5 to 64 digits. */
const FINGERPRINT_PREFIX_PATTERN = /^[a-f0-9]{5,64}$/
export const FINGERPRINT_PREFIX_FORM =
  'a SHA-256 fingerprint in lowercase hexadecimal: all 64 characters, or the first 5 or more'

/** Why a value is neither a fingerprint nor the start of one, or undefined. */
export function fingerprintPrefixProblem(value: string): string | undefined {
  if (FINGERPRINT_PREFIX_PATTERN.test(value)) return undefined
  if (!/^[A-Fa-f0-9]*$/.test(value)) return `has ${quote(value)}, which is not hexadecimal`
  if (value.length < 5) return `has ${quote(value)}, which is shorter than 5 characters`
  if (value.length > 64) return `has ${quote(value)}, which is longer than 64 characters`
  return `has ${quote(value)}, which has upper-case letters`
}
