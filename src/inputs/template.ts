/**
 * `template-file`: a flow or trail template in the vendor's YAML format (`version: 1`,
 * `trail: {attestations, artifacts}`). It is read, size-checked and parsed before any
 * request, and the bytes that were checked are the bytes sent: a file edited in between
 * cannot slip through unchecked.
 */
import { InputError, quote } from './input-error.js'
import { readNamedFile, type CheckedFile } from './named-file.js'
import type { InputSource } from './source.js'
import { checkYamlMapping } from './yaml-check.js'

/**
 * 1 MiB, below the service's 10 MB: a real template is a few kilobytes, and the YAML parser
 * needs about 3 s and 600 MB to read a hostile 1 MiB (a flow list of 500,000 items), so 10 MB
 * would take half a minute and more memory than a runner has.
 */
export const MAX_TEMPLATE_BYTES = 1024 * 1024
const TEMPLATE_FORM =
  'the path of a YAML flow template of at most 1 MiB, such as "version: 1" with a "trail:" mapping of attestations and artifacts'

export type TemplateFile = CheckedFile

export function readTemplateFile(source: InputSource, name: string): TemplateFile | undefined {
  const path = source(name)
  if (path === undefined) return undefined
  const content = readNamedFile(name, path, TEMPLATE_FORM, {
    bytes: MAX_TEMPLATE_BYTES,
    over: size => `which is ${size} bytes, over the limit of 1 MiB (1048576 bytes)`,
    grew: 'which grew over 1 MiB'
  })
  const problem = checkYamlMapping(content)
  if (problem !== undefined) {
    throw new InputError(name, `names ${quote(path)}, ${problem}`, TEMPLATE_FORM)
  }
  return { path, content }
}
