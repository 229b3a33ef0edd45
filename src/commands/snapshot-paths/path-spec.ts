/**
 * The path spec, as the CLI's `snapshot paths --paths-file` reads it (internal/server's
 * PathsSpec, decoded with viper's UnmarshalExact): `version: 1`, then `artifacts` mapping each
 * artifact's name to its `path` and the patterns left out of it. The CLI spells the patterns
 * `exclude`; `ignore` is taken too, as the step's own input is named. Any other key, version
 * or shape is refused with one sentence naming path-spec, before anything is read or sent.
 *
 * The patterns are a list, or one string that viper's decode hook splits at every comma
 * (`strings.Split(s, ",")`): spaces are kept, so `"a, b"` is `a` and ` b`, as the CLI reads
 * it; an empty piece, which leaves nothing out there, is dropped.
 *
 * viper's keys are case-insensitive: it lowercases every key before decoding, artifact names
 * included, so the CLI reports `Web` as `web`. Keys are read the same way here, so that a path
 * spec moved from the CLI reports the names the environment already knows. Two keys that
 * differ only in case, which viper silently reads as one, are refused.
 */
import { resolve } from 'node:path'
import { readNamedFile } from '../../inputs/named-file.js'
import { InputError, quote } from '../../inputs/input-error.js'
import { parseYamlMapping } from '../../inputs/yaml-check.js'
import { isRecord } from '../../http/request-error.js'
import { checkArtifactName, type ArtifactSpec } from './artifact-spec.js'

export const PATH_SPEC_FORM =
  'a YAML file of at most 1 MiB holding "version: 1" and "artifacts:", a mapping of each ' +
  'artifact\'s name to its "path" (relative to the workspace) and optional "ignore" patterns, ' +
  'a list or one comma-separated string'

const MAX_PATH_SPEC_BYTES = 1024 * 1024

const ARTIFACT_KEYS = ['path', 'ignore', 'exclude']

/**
 * Reads and checks the path spec `path` names (relative to `workspace`, or absolute); every
 * artifact it names, in the file's order.
 */
export function readPathSpec(path: string, workspace: string): ArtifactSpec[] {
  const refuse = (problem: string): never => {
    throw new InputError('path-spec', `names ${quote(path)}, ${problem}`, PATH_SPEC_FORM)
  }
  const content = readNamedFile(
    'path-spec',
    path,
    PATH_SPEC_FORM,
    {
      bytes: MAX_PATH_SPEC_BYTES,
      over: size => `which is ${size} bytes, over 1 MiB`,
      grew: 'which grew over 1 MiB'
    },
    resolve(workspace, path)
  )
  const parsed = parseYamlMapping(content)
  if ('problem' in parsed) return refuse(parsed.problem)
  const problem = (what: string) => refuse(`which is not a path spec: ${what}`)
  const { version, artifacts, ...rest } = lowerKeys(parsed.value, 'the file', problem)
  const extra = Object.keys(rest)
  if (extra.length > 0)
    problem(`it has the key ${quote(extra[0] ?? '')}, which a path spec has not`)
  if (version !== 1) problem(`its version is ${quote(String(version))}, and only 1 exists`)
  if (!isRecord(artifacts) || Array.isArray(artifacts)) {
    return problem('its "artifacts" is not a mapping of names to paths')
  }
  const named = lowerKeys(artifacts, '"artifacts"', problem)
  const written = Object.keys(artifacts)
  if (written.length === 0) {
    // An empty snapshot says nothing runs here: never sent because a file listed nothing.
    problem('its "artifacts" names no artifact')
  }
  return written.map(writtenAs => {
    const name = writtenAs.toLowerCase()
    const reason = checkArtifactName(name)
    if (reason) problem(`the artifact name ${quote(name)} ${reason}`)
    const spec = artifactOf(name, named[name], problem)
    return writtenAs === name ? spec : { ...spec, writtenAs }
  })
}

/** `mapping` with its keys in lower case, as viper reads them; refused when two become one. */
function lowerKeys(
  mapping: Record<string, unknown>,
  where: string,
  problem: (what: string) => never
): Record<string, unknown> {
  const lowered: [string, unknown][] = []
  const writtenAs = new Map<string, string>()
  for (const [key, value] of Object.entries(mapping)) {
    const lower = key.toLowerCase()
    const earlier = writtenAs.get(lower)
    if (earlier !== undefined) {
      problem(
        `${where} has both ${quote(earlier)} and ${quote(key)}, which the CLI reads as one key, ${quote(lower)}: keep one`
      )
    }
    writtenAs.set(lower, key)
    lowered.push([lower, value])
  }
  // Built from entries, so a key such as __proto__ is a key the file has, not a prototype.
  return Object.fromEntries(lowered)
}

function artifactOf(
  name: string,
  written: unknown,
  problem: (what: string) => never
): ArtifactSpec {
  const where = `the artifact ${quote(name)}`
  if (!isRecord(written) || Array.isArray(written)) return problem(`${where} is not a mapping`)
  const entry = lowerKeys(written, where, problem)
  const unknown = Object.keys(entry).find(key => !ARTIFACT_KEYS.includes(key))
  if (unknown !== undefined) {
    problem(`${where} has the key ${quote(unknown)}; an artifact has path and ignore (or exclude)`)
  }
  if (typeof entry.path !== 'string' || entry.path.trim() === '') {
    problem(`${where} has no "path"`)
  }
  if (entry.ignore !== undefined && entry.exclude !== undefined) {
    problem(`${where} has both "ignore" and "exclude", which are one list: keep one`)
  }
  const given = entry.ignore ?? entry.exclude ?? []
  // One string is read as the CLI's config reader reads it: split at every comma, nothing trimmed.
  const patterns =
    typeof given === 'string' ? given.split(',').filter(piece => piece !== '') : given
  if (!Array.isArray(patterns) || !patterns.every(item => typeof item === 'string' && item)) {
    problem(
      `${where} has an "ignore" that is neither a list of glob patterns nor one string of them separated by commas`
    )
  }
  return {
    name,
    path: String(entry.path),
    ignore: patterns as string[],
    input: 'path-spec'
  }
}
