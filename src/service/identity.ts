/**
 * An answer is checked against the question. A read names one record (by id, by flow and
 * trail, by number) or asks for a filtered listing; a service that ignores part of the
 * request, or a proxy that drops its query, answers another record, and a step must never
 * report that record as the one asked for (a gate would pass on another record's verdict).
 *
 * Each read lists the fields of its answer that say which record it is, beside what was
 * asked, in its resource's module next to the read (trailFields in trails.ts). A field the
 * answer carries must match. A field the published description requires must be there; one
 * it leaves optional is not held against an answer that omits it, since the service's
 * answers are often leaner than the description.
 */
import { explainNotFound, type NotFoundExplanation } from './explanations.js'

/** One field of an answer that says which record it is. */
export interface IdentityField {
  /** The field as a sentence names it: `name`, `flow`, `id`, `number`. */
  label: string
  asked: string | number
  /** The answer's value: undefined or null when the answer leaves it out. */
  answered: unknown
  /** The description requires it (or it is all that names the record): absent does not match. */
  required?: boolean
  /** Another agreement than equality, for values the service may spell otherwise. */
  same?: (answered: string, asked: string) => boolean
}

/** Fingerprints and repository names name the same thing in either case. */
export const ignoringCase = (answered: string, asked: string): boolean =>
  answered.toLowerCase() === asked.toLowerCase()

/**
 * A read whose answer names another record than the one asked for. `answered` says what
 * came instead, for the command to put in its own sentence about what was asked.
 */
export class NotRecordedError extends Error {
  constructor(readonly answered: string) {
    super(`The record asked for is not recorded (${answered}).`)
    this.name = 'NotRecordedError'
  }
}

/**
 * `a trail whose flow is "payments"` or `a trail without a flow`, for the first field that
 * does not match; undefined when every field does. `noun` carries its article.
 */
export function mismatchOf(noun: string, fields: readonly IdentityField[]): string | undefined {
  for (const field of fields) {
    if (field.answered === undefined || field.answered === null) {
      if (field.required) return `${noun} without ${article(field.label)} ${field.label}`
      continue
    }
    if (!agrees(field)) return `${noun} whose ${field.label} is ${shown(field.answered)}`
  }
  return undefined
}

/** The answer, when it is the record asked for; else a NotRecordedError saying what came. */
export function checkRecord<T>(answer: T, noun: string, fields: readonly IdentityField[]): T {
  const mismatch = mismatchOf(noun, fields)
  if (mismatch !== undefined) {
    throw new NotRecordedError(`the service answered ${mismatch} instead`)
  }
  return answer
}

/**
 * The records that are the one asked for (a name recorded several times has several). An
 * answer with records but none of them asked for is a NotRecordedError; an empty one is
 * returned empty, for the command to say so.
 */
export function matchingRecords<T>(
  records: readonly T[],
  noun: string,
  fieldsOf: (record: T) => readonly IdentityField[]
): T[] {
  const matching = records.filter(record => mismatchOf(noun, fieldsOf(record)) === undefined)
  const first = records[0]
  if (matching.length > 0 || first === undefined) return matching
  const mismatch = mismatchOf(noun, fieldsOf(first)) ?? noun
  throw new NotRecordedError(
    records.length === 1
      ? `the service answered ${mismatch} instead`
      : `the service answered ${records.length} records, none of them the one asked: the first is ${mismatch}`
  )
}

/** What a listing asked for: its name in a sentence, and each item's fields against it. */
export interface ListingFilter<T> {
  /** `the trails of flow "web-app"` */
  listing: string
  fieldsOf: (item: T) => readonly IdentityField[]
  /** What the step does not do when the listing is refused (default: nothing is listed). */
  outcome?: string
}

/**
 * A listing is refused, not trimmed, when it holds a record outside what was asked: the
 * service did not apply the request as sent, so its counts and pages cannot be trusted either.
 */
export function checkListing<T>(items: readonly T[], noun: string, filter: ListingFilter<T>): void {
  const { listing, fieldsOf, outcome } = filter
  for (const item of items) {
    const mismatch = mismatchOf(noun, fieldsOf(item))
    if (mismatch !== undefined) refuseListing(mismatch, listing, outcome)
  }
}

/**
 * A page of a listing is the page asked, when the answer says which it is: a service or proxy
 * that ignores `page` answers the first page again, and every page would repeat it.
 */
export function checkPage(
  asked: number,
  answered: number | null | undefined,
  filter: Pick<ListingFilter<unknown>, 'listing' | 'outcome'>
): void {
  if (answered == null || answered === asked) return
  refuseListing(`page ${answered}`, `page ${asked} of ${filter.listing}`, filter.outcome)
}

/**
 * A listing the service answered with something else than asked: nothing is listed, or
 * `outcome` when the listing serves another read.
 */
export function refuseListing(
  answered: string,
  listing: string,
  outcome = 'nothing is listed'
): never {
  throw new Error(
    `The compliance service answered ${answered} when asked for ${listing}, so it did not ` +
      `apply the request as sent and ${outcome}; check that no proxy between the runner and ` +
      'the service rewrites requests, then run the step again.'
  )
}

/**
 * A read in its command's words: a 404 about what was asked (explainNotFound), and an answer
 * about another record than asked, named in the same sentence shape.
 */
export function explainRead<T>(
  request: Promise<T>,
  explanation: NotFoundExplanation & { notRecorded: string }
): Promise<T> {
  return explainNotRecorded(
    explainNotFound(request, explanation),
    answered => `${explanation.notRecorded} (${answered}); ${explanation.advice}.`
  )
}

export async function explainNotRecorded<T>(
  request: Promise<T>,
  explain: (answered: string) => string
): Promise<T> {
  try {
    return await request
  } catch (error) {
    if (error instanceof NotRecordedError) {
      throw new Error(explain(error.answered), { cause: error })
    }
    throw error
  }
}

function agrees(field: IdentityField): boolean {
  const { answered } = field
  if (typeof answered !== 'string' && typeof answered !== 'number') return false
  const asked = String(field.asked)
  return field.same ? field.same(String(answered), asked) : String(answered) === asked
}

const MAX_SHOWN = 100

/** A value from the service, quoted and bounded, as a message may hold it. */
function shown(value: unknown): string {
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  // Not quoted whole: an object can be large or deep, and its type says enough.
  if (typeof value !== 'string') return Array.isArray(value) ? 'a list' : `of type ${typeof value}`
  const cut = value.length > MAX_SHOWN ? `${value.slice(0, MAX_SHOWN)}…` : value
  return JSON.stringify(cut)
}

function article(word: string): string {
  return /^[aeiou]/i.test(word) ? 'an' : 'a'
}
