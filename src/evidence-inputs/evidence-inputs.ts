/**
 * Every reader of the inputs that describe evidence, shared by the commands that write
 * attestations: where it goes, its name, the artifact it is about, target artifacts, user
 * data, annotations and external URLs. Each is checked against the published request
 * schemas, so the service never sees a bad body.
 */
import { readOptionalArtifact, type ArtifactInput } from '../inputs/artifact.js'
import { InputError, quote } from '../inputs/input-error.js'
import { refuseDeepJson } from '../inputs/nesting.js'
import { FINGERPRINT_PATTERN, readList, readName, requireValue } from '../inputs/parse.js'
import type { InputSource } from '../inputs/source.js'
import type { EvidenceFields } from '../service/attestation-types.js'
import type { ExternalUrl, JsonValue } from '../service/bodies.js'
import { runUrl } from '../action/run.js'
import { redactUrl } from '../http/url.js'
import { readTrailInput } from '../run-commit/trail-default.js'
import { readUserData } from './user-data.js'

/** Attestation names and target artifacts (OverrideAttestationPostInput, JiraAttestationPostInput). */
export const ATTESTATION_NAME_PATTERN = /^[a-zA-Z0-9\-_,]+$/
const ATTESTATION_NAME_FORM = 'letters, digits, "-", "_" or ","'
const ANNOTATION_KEY_PATTERN = /^[A-Za-z0-9_-]+$/
const EXTERNAL_URL_NAME_PATTERN = /^[^=.]+$/

export function readAttestationName(source: InputSource, name: string): string {
  const value = requireValue(source, name, `an attestation name of ${ATTESTATION_NAME_FORM}`)
  if (!ATTESTATION_NAME_PATTERN.test(value)) {
    throw new InputError(
      name,
      `has ${quote(value)}, which is not a valid attestation name`,
      `${ATTESTATION_NAME_FORM} only`
    )
  }
  return value
}

/**
 * `name` of an attest command, as the vendor CLI reads it: a plain attestation name, or
 * `<artifact>.<attestation>`, which records the attestation about the artifact the flow
 * template names `<artifact>` (sent as target_artifacts, the name as attestation_name).
 * Exactly one dot, with a valid name on each side; the service takes no dot in either.
 */
export interface AttestationTarget {
  name: string
  /** The template's artifact name before the dot, when there is one. */
  artifact?: string
}

const DOTTED_FORM =
  `an attestation name of ${ATTESTATION_NAME_FORM}, or <artifact>.<attestation> to record it ` +
  'about the artifact the flow template names <artifact>'

export function readAttestationTarget(source: InputSource, input: string): AttestationTarget {
  const value = requireValue(source, input, DOTTED_FORM)
  const parts = value.split('.')
  const refuse = (problem: string) =>
    new InputError(input, `has ${quote(value)}, which ${problem}`, DOTTED_FORM)
  if (parts.length > 2) {
    // `scan/../x` is no name with dots to split, but a path.
    const dotted = parts.every(part => part === '' || ATTESTATION_NAME_PATTERN.test(part))
    throw refuse(dotted ? 'has more than one dot' : 'is not a valid attestation name')
  }
  const [first = '', second] = parts
  if (second === undefined) {
    if (!ATTESTATION_NAME_PATTERN.test(value)) throw refuse('is not a valid attestation name')
    return { name: value }
  }
  if (first === '') throw refuse('has no artifact name before its dot')
  if (second === '') throw refuse('has no attestation name after its dot')
  if (!ATTESTATION_NAME_PATTERN.test(first)) {
    throw refuse(`names the artifact ${quote(first)}, which is not a valid artifact name`)
  }
  if (!ATTESTATION_NAME_PATTERN.test(second)) {
    throw refuse(`names the attestation ${quote(second)}, which is not a valid attestation name`)
  }
  return { name: second, artifact: first }
}

/**
 * The attestation's name and the evidence fields, the artifact of a dotted name sent as its
 * target_artifacts. A dotted name and target-artifacts together would name targets twice.
 */
export function readNamedEvidence(source: InputSource): {
  name: string
  evidence: Omit<EvidenceFields, 'artifact_fingerprint'>
} {
  const target = readAttestationTarget(source, 'name')
  const evidence = readEvidenceFields(source)
  if (target.artifact === undefined) return { name: target.name, evidence }
  if (evidence.target_artifacts !== undefined) {
    throw new InputError(
      'target-artifacts',
      `is set, and name ${quote(`${target.artifact}.${target.name}`)} names the target artifact ${quote(target.artifact)} before its dot`,
      'one of the two: a dotted name for one artifact, or a plain name with target-artifacts'
    )
  }
  return { name: target.name, evidence: { ...evidence, target_artifacts: [target.artifact] } }
}

export function readTargetArtifacts(
  source: InputSource,
  name = 'target-artifacts'
): string[] | undefined {
  const values = readList(source, name)
  for (const value of values) {
    if (!ATTESTATION_NAME_PATTERN.test(value)) {
      throw new InputError(
        name,
        `has ${quote(value)}, which is not a valid artifact name`,
        `names of ${ATTESTATION_NAME_FORM}`
      )
    }
  }
  return values.length > 0 ? values : undefined
}

function parseJson(name: string, value: string, expected: string): JsonValue {
  let parsed: JsonValue
  try {
    parsed = JSON.parse(value) as JsonValue
  } catch (error) {
    const reason = error instanceof Error ? error.message.replace(/\.$/, '') : 'parse error'
    throw new InputError(name, `is not valid JSON (${reason})`, expected)
  }
  refuseDeepJson(name, value, undefined, expected)
  return parsed
}

const looksLikeJson = (value: string) => /^[[{]/.test(value)

/** `user-data`: inline JSON or the path of a JSON file (see user-data.ts). */
export { readUserData }
export type { JsonValue }

/** Parses `key=value` lines; blank lines and lines starting with # are skipped. */
function readPairs(name: string, value: string, expected: string): [string, string][] {
  return value
    .split('\n')
    .map(line => line.trim())
    .filter(line => line !== '' && !line.startsWith('#'))
    .map(line => {
      const at = line.indexOf('=')
      if (at <= 0)
        throw new InputError(name, `has the line ${quote(line)}, which is not key=value`, expected)
      return [line.slice(0, at).trim(), line.slice(at + 1).trim()]
    })
}

function asObject(name: string, parsed: JsonValue, expected: string): Record<string, JsonValue> {
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new InputError(name, 'is JSON but not an object', expected)
  }
  return parsed
}

/** `annotations`: a JSON object of strings, or `key=value` lines. */
export function readAnnotations(
  source: InputSource,
  name = 'annotations'
): Record<string, string> | undefined {
  const value = source(name)
  if (value === undefined) return undefined
  const expected =
    'a JSON object of strings or key=value lines, keys of letters, digits, "_" or "-"'
  const entries = looksLikeJson(value)
    ? Object.entries(asObject(name, parseJson(name, value, expected), expected))
    : readPairs(name, value, expected)
  const annotations: [string, string][] = []
  for (const [key, item] of entries) {
    if (!ANNOTATION_KEY_PATTERN.test(key)) {
      throw new InputError(
        name,
        `has the key ${quote(key)}, which has characters not allowed`,
        expected
      )
    }
    if (typeof item !== 'string') {
      throw new InputError(
        name,
        `has a ${item === null ? 'null' : typeof item} value for ${quote(key)}`,
        expected
      )
    }
    annotations.push([key, item])
  }
  // Built from entries, so a key such as __proto__ stays a key like any other.
  return Object.fromEntries(annotations)
}

function checkHref(name: string, key: string, href: unknown, expected: string): string {
  if (typeof href !== 'string' || !/^https?:\/\/[^\s]+$/i.test(href)) {
    throw new InputError(
      name,
      `has ${quote(redactUrl(String(href)))} for ${quote(key)}, which is not an http(s) URL`,
      expected
    )
  }
  return href
}

/** `external-urls`: a JSON object of `{href, fingerprint?}` (or plain URL strings), or `name=url` lines. */
export function readExternalUrls(
  source: InputSource,
  name = 'external-urls'
): Record<string, ExternalUrl> | undefined {
  const value = source(name)
  if (value === undefined) return undefined
  const expected = 'a JSON object of {"href": url, "fingerprint"?: sha256} or name=url lines'
  const entries: [string, JsonValue][] = looksLikeJson(value)
    ? Object.entries(asObject(name, parseJson(name, value, expected), expected))
    : readPairs(name, value, expected)
  const urls: [string, ExternalUrl][] = []
  for (const [key, item] of entries) {
    if (!EXTERNAL_URL_NAME_PATTERN.test(key)) {
      throw new InputError(name, `has the name ${quote(key)}, which contains "=" or "."`, expected)
    }
    if (typeof item === 'string') {
      urls.push([key, { href: checkHref(name, key, item, expected) }])
      continue
    }
    if (typeof item !== 'object' || item === null || Array.isArray(item)) {
      throw new InputError(
        name,
        `has a value for ${quote(key)} that is neither a URL nor an object`,
        expected
      )
    }
    const unknown = Object.keys(item).filter(field => field !== 'href' && field !== 'fingerprint')
    if (unknown.length > 0) {
      throw new InputError(
        name,
        `has the unknown field ${quote(unknown[0] ?? '')} for ${quote(key)}`,
        expected
      )
    }
    const entry: ExternalUrl = { href: checkHref(name, key, item.href, expected) }
    if (item.fingerprint !== undefined) {
      if (typeof item.fingerprint !== 'string' || !FINGERPRINT_PATTERN.test(item.fingerprint)) {
        throw new InputError(
          name,
          `has a fingerprint for ${quote(key)} that is not 64 lowercase hex characters`,
          expected
        )
      }
      entry.fingerprint = item.fingerprint
    }
    urls.push([key, entry])
  }
  return Object.fromEntries(urls)
}

/** `origin-url`: where the evidence comes from; commands default it to the run URL. */
export function readOriginUrl(source: InputSource, name = 'origin-url'): string | undefined {
  const value = source(name)
  if (value !== undefined && !/^https?:\/\/\S+$/i.test(value)) {
    throw new InputError(
      name,
      `has ${quote(redactUrl(value))}, which is not an http(s) URL`,
      'the URL of the run or page the evidence comes from'
    )
  }
  return value
}

/**
 * The evidence fields every attestation write takes from its inputs as they are, with
 * origin-url defaulting to the run's URL. Only set fields are present: the bodies are
 * strict, and null is not the same as unset.
 */
export function readEvidenceFields(source: InputSource): EvidenceFields {
  const fields: EvidenceFields = {
    description: source('description'),
    origin_url: readOriginUrl(source, 'origin-url') ?? runUrl(),
    target_artifacts: readTargetArtifacts(source, 'target-artifacts'),
    user_data: readUserData(source, 'user-data'),
    annotations: readAnnotations(source, 'annotations'),
    external_urls: readExternalUrls(source, 'external-urls')
  }
  return Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined)
  ) as EvidenceFields
}

export interface EvidenceInputs {
  flow: string
  /** Undefined when not given: the run's commit is the default (see trail.ts). */
  trail: string | undefined
  name: string
  artifact?: ArtifactInput
  /** Only the fields that are set: the bodies are strict, and null is not the same as unset. */
  evidence: Omit<EvidenceFields, 'artifact_fingerprint'>
}

export function readEvidenceInputs(source: InputSource): EvidenceInputs {
  const flow = readName(source, 'flow', true)
  const trail = readTrailInput(source)
  const { name, evidence } = readNamedEvidence(source)
  return { flow, trail, name, artifact: readOptionalArtifact(source), evidence }
}
