/**
 * The set and unset inputs of tag, checked as the service's TagPatchInput checks them:
 * every key letters, digits, ".", "-", "_" or "~", starting with a letter or digit; a value
 * any text without a line break or comma (those separate the entries). A key given twice,
 * or both set and unset, is refused rather than leaving the service to pick one.
 */
import { InputError, quote } from '../../inputs/input-error.js'
import { readList } from '../../inputs/parse.js'
import type { InputSource } from '../../inputs/source.js'

/** The published pattern of a `set_tags` key. */
const TAG_KEY_PATTERN = /^[a-zA-Z0-9][a-zA-Z0-9\-_.~]*$/

const KEY_FORM = 'keys of letters, digits, ".", "-", "_" or "~", starting with a letter or digit'
const SET_FORM = `key=value entries, one a line or comma-separated, with ${KEY_FORM}`
const UNSET_FORM = `tag keys, one a line or comma-separated: ${KEY_FORM}`

export interface TagChanges {
  set: Record<string, string>
  unset: string[]
}

function checkKey(input: string, key: string, form: string): void {
  if (!TAG_KEY_PATTERN.test(key)) {
    throw new InputError(input, `has the key ${quote(key)}, which the service refuses`, form)
  }
}

export function readTagChanges(source: InputSource): TagChanges {
  const set: Record<string, string> = {}
  for (const entry of readList(source, 'set')) {
    const equals = entry.indexOf('=')
    if (equals < 0) {
      throw new InputError('set', `has ${quote(entry)}, which is not key=value`, SET_FORM)
    }
    const key = entry.slice(0, equals).trim()
    checkKey('set', key, SET_FORM)
    if (Object.hasOwn(set, key)) {
      throw new InputError('set', `gives the key ${quote(key)} twice`, SET_FORM)
    }
    set[key] = entry.slice(equals + 1).trim()
  }
  const unset: string[] = []
  for (const key of readList(source, 'unset')) {
    checkKey('unset', key, UNSET_FORM)
    if (Object.hasOwn(set, key)) {
      throw new InputError(
        'unset',
        `has ${quote(key)}, which set also gives`,
        'each key in set or unset, not both'
      )
    }
    if (!unset.includes(key)) unset.push(key)
  }
  if (Object.keys(set).length === 0 && unset.length === 0) {
    throw new InputError(
      'set',
      'is empty and so is unset',
      `${SET_FORM}, or unset with ${UNSET_FORM}`
    )
  }
  return { set, unset }
}
