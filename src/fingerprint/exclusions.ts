import { realpath, stat } from 'node:fs/promises'
import { readRegularFile } from '../files/regular-file.js'
import { bytesOf, readable, toByteString, trimSpace } from './bytes.js'
import { describeFsFailure, errnoCode, FingerprintError } from './fingerprint-error.js'
import { assertWellFormed, BadPatternError } from './go-match.js'
import { join } from './go-path.js'
import { globWithDoubleStar } from './glob.js'

/** The ignore file the reference CLI reads from the root of a directory artifact. */
const IGNORE_FILE_NAME = '.kosli_ignore'

/** The inputs a message names: the artifact's path and its exclusion patterns. */
export interface InputNames {
  path: string
  exclude: string
}

/** The fingerprint's own inputs, which every artifact command shares. */
export const FINGERPRINT_INPUTS: InputNames = { path: 'artifact-path', exclude: 'exclude' }

/** An exclusion pattern (byte string) and where it came from, for error messages. */
export interface ExclusionPattern {
  pattern: string
  source: 'exclude' | typeof IGNORE_FILE_NAME
}

// bufio.Scanner's default token limit: the CLI stops reading the ignore file (silently) at the
// first line this long, so later lines never take effect.
const MAX_IGNORE_LINE_BYTES = 64 * 1024

/**
 * The patterns of an ignore file, read the way the CLI reads them: split on "\n" (a trailing "\r"
 * dropped), everything from the first "#" on is a comment, surrounding white space trimmed,
 * empty lines skipped. `content` is a byte string.
 */
export function parseIgnoreFile(content: string): string[] {
  const patterns: string[] = []
  const lines = content.split('\n')
  if (lines[lines.length - 1] === '') lines.pop() // the text after a final newline is no line
  for (const rawLine of lines) {
    if (rawLine.length >= MAX_IGNORE_LINE_BYTES) break
    const line = rawLine.endsWith('\r') ? rawLine.slice(0, -1) : rawLine
    const hash = line.indexOf('#')
    const pattern = trimSpace(hash === -1 ? line : line.slice(0, hash))
    if (pattern.length > 0) patterns.push(pattern)
  }
  return patterns
}

/** The patterns of `<root>/.kosli_ignore`, or none when there is no such file. */
export async function readIgnoreFile(
  root: string,
  shownRoot: string,
  names: InputNames = FINGERPRINT_INPUTS
): Promise<ExclusionPattern[]> {
  let content: Buffer
  try {
    // Through links, as Go opens it; a regular file only, so a FIFO is refused, not waited on.
    const real = await realpath(bytesOf(join(root, IGNORE_FILE_NAME)), { encoding: 'buffer' })
    if ((await stat(real)).isDirectory()) return []
    content = (await readRegularFile(real)).content
  } catch (error) {
    const code = errnoCode(error)
    // Missing: nothing to ignore. A directory of that name: Go opens it and reads no lines.
    if (code === 'ENOENT') return []
    throw new FingerprintError(
      `Cannot read ${IGNORE_FILE_NAME} in ${names.path} "${shownRoot}" because ${describeFsFailure(error)}; make it a file the runner can read, or remove it.`,
      { cause: error }
    )
  }
  return parseIgnoreFile(content.toString('latin1')).map(pattern => ({
    pattern,
    source: IGNORE_FILE_NAME
  }))
}

/** Turns the `exclude` input into patterns, refusing empty ones as the CLI's flag does. */
export function excludeInputPatterns(
  exclude: readonly string[],
  names: InputNames = FINGERPRINT_INPUTS
): ExclusionPattern[] {
  return exclude.map(pattern => {
    if (pattern === '') {
      throw new FingerprintError(
        `${names.exclude} contains an empty pattern, which usually means an unset variable; remove the empty entry or give it a value.`
      )
    }
    return { pattern: toByteString(pattern), source: 'exclude' }
  })
}

/**
 * Every path (spelled as the directory walk spells it: Join(root, relative path)) that the CLI
 * excludes: the union of the matches of Join(root, pattern) for each pattern.
 */
export function collectExcludedPaths(
  root: string,
  patterns: readonly ExclusionPattern[],
  shownRoot: string,
  names: InputNames = FINGERPRINT_INPUTS
): Set<string> {
  const excluded = new Set<string>()
  for (const { pattern, source } of patterns) {
    const where = source === 'exclude' ? `${names.exclude} pattern` : `${IGNORE_FILE_NAME} pattern`
    try {
      assertWellFormed(pattern)
    } catch (error) {
      if (!(error instanceof BadPatternError)) throw error
      throw new FingerprintError(
        `The ${where} "${readable(pattern)}" is not a valid glob (check its [ ] classes and \\ escapes); fix or remove it.`
      )
    }
    let matches: Set<string>
    try {
      matches = globWithDoubleStar(join(root, pattern))
    } catch (error) {
      if (error instanceof BadPatternError) {
        // The CLI globs root + pattern, so glob characters in the root path itself count too.
        throw new FingerprintError(
          `The ${where} "${readable(pattern)}" cannot be applied because ${names.path} "${shownRoot}" itself contains glob characters (*, ?, [ or \\); rename the directory or drop the pattern.`
        )
      }
      throw new FingerprintError(
        `Cannot expand the ${where} "${readable(pattern)}" under ${names.path} "${shownRoot}" because ${describeFsFailure(error)}; fix the permissions or narrow the pattern.`,
        { cause: error }
      )
    }
    for (const path of matches) excluded.add(path)
  }
  return excluded
}
