import { createHash } from 'node:crypto'
import type { Dirent, Stats } from 'node:fs'
import { lstat, readdir, readlink, stat } from 'node:fs/promises'
import { bytesOf, readable, toByteString } from './bytes.js'
import { describeFsFailure, errnoCode, FingerprintError } from './errors.js'
import {
  collectExcludedPaths,
  excludeInputPatterns,
  type ExclusionPattern,
  readIgnoreFile
} from './exclusions.js'
import { sha256OfFile } from './file.js'
import { join } from './go-path.js'
import { OrderedDigest } from './ordered-digest.js'

export interface DirectoryOptions {
  /** Glob patterns relative to the directory (Go filepath.Match syntax plus "**"). */
  exclude?: readonly string[]
}

// Files bigger than one read chunk are hashed concurrently (small ones finish synchronously, see
// file.ts): enough to overlap their reads with hashing without holding many 2 MiB read buffers.
const MAX_CONCURRENT_FILES = 16

interface Walk {
  excluded: Set<string>
  digest: OrderedDigest
  shownRoot: string
}

/**
 * Fingerprint of a directory artifact, byte for byte the reference Kosli CLI's: a depth-first,
 * pre-order walk (root not included) over entries sorted by the bytes of their names. For each
 * entry it appends hex(sha256(base name)); a directory is then descended; a symbolic link to a
 * directory appends hex(sha256(link target text)) and is not followed; anything else (a file or a
 * link to one) appends hex(sha256(content)). The result is sha256 of all those hex strings, so an
 * empty directory gives the SHA-256 of nothing. Excluded entries (the `exclude` patterns plus
 * the lines of `<root>/.kosli_ignore`, matched as the CLI matches them) are skipped, a directory
 * with its whole subtree; the ignore file itself is hashed unless a pattern excludes it.
 */
export async function fingerprintDirectory(
  root: string,
  options: DirectoryOptions = {}
): Promise<string> {
  await assertIsDirectory(root)
  const rootBytes = toByteString(root)
  const patterns: ExclusionPattern[] = [
    ...excludeInputPatterns(options.exclude ?? []),
    ...(await readIgnoreFile(rootBytes, root))
  ]
  const walk: Walk = {
    excluded: collectExcludedPaths(rootBytes, patterns, root),
    digest: new OrderedDigest(MAX_CONCURRENT_FILES),
    shownRoot: root
  }
  await walkDirectory(rootBytes, walk)
  return walk.digest.digest()
}

async function assertIsDirectory(root: string): Promise<void> {
  if (root === '') {
    throw new FingerprintError('artifact-path is empty; set it to the directory to fingerprint.')
  }
  let info: Stats
  try {
    info = await lstat(root)
  } catch (error) {
    throw new FingerprintError(
      errnoCode(error) === 'ENOENT'
        ? `artifact-path "${root}" does not exist; check the path and that an earlier step created the directory.`
        : `Cannot read artifact-path "${root}" because ${describeFsFailure(error)}; check the path and its permissions.`,
      { cause: error }
    )
  }
  if (info.isSymbolicLink()) {
    const target = await stat(root).catch(() => undefined)
    if (target?.isDirectory()) {
      // The CLI walks the link itself without following it and would report the digest of an
      // empty directory for any such link; refuse rather than produce that misleading value.
      throw new FingerprintError(
        `artifact-path "${root}" is a symbolic link to a directory, which the reference Kosli CLI fingerprints as an empty directory; point artifact-path at the real directory (or end it with "/").`
      )
    }
    if (target === undefined) {
      throw new FingerprintError(
        `artifact-path "${root}" is a broken symbolic link; point it at the directory to fingerprint.`
      )
    }
    info = target
  }
  if (!info.isDirectory()) {
    throw new FingerprintError(
      `artifact-path "${root}" is not a directory; set artifact-type: file for a single file (or leave artifact-type empty to detect it).`
    )
  }
}

async function walkDirectory(dirPath: string, walk: Walk): Promise<void> {
  let entries: Dirent<Buffer>[]
  try {
    entries = await readdir(bytesOf(dirPath), { withFileTypes: true, encoding: 'buffer' })
  } catch (error) {
    throw unreadable(dirPath, error, walk)
  }
  // Go's os.ReadDir sorts names as byte strings.
  entries.sort((left, right) => Buffer.compare(left.name, right.name))
  for (const entry of entries) {
    const path = join(dirPath, entry.name.toString('latin1'))
    // An excluded directory is simply not descended, which drops its whole subtree.
    if (walk.excluded.has(path)) continue
    if (entry.isSymbolicLink()) {
      await addSymbolicLink(path, entry.name, walk)
    } else if (entry.isDirectory()) {
      walk.digest.append(sha256Hex(entry.name))
      await walkDirectory(path, walk)
    } else {
      assertReadableKind(path, entry, walk)
      walk.digest.append(sha256Hex(entry.name))
      await addContent(path, walk)
    }
  }
}

async function addSymbolicLink(path: string, name: Buffer, walk: Walk): Promise<void> {
  let target: Stats
  try {
    target = await stat(bytesOf(path))
  } catch (error) {
    const code = errnoCode(error)
    if (code === 'ENOENT' || code === 'ELOOP') {
      throw new FingerprintError(
        `artifact-path "${walk.shownRoot}" contains the broken symbolic link "${readable(path)}", which cannot be fingerprinted; fix or delete the link, or list it in exclude.`,
        { cause: error }
      )
    }
    throw unreadable(path, error, walk)
  }
  walk.digest.append(sha256Hex(name))
  if (target.isDirectory()) {
    // The link's own text ("../shared"), not the directory it points to.
    const linkText = await readlink(bytesOf(path), { encoding: 'buffer' }).catch(error => {
      throw unreadable(path, error, walk)
    })
    walk.digest.append(sha256Hex(linkText))
    return
  }
  assertReadableKind(path, target, walk)
  await addContent(path, walk)
}

async function addContent(path: string, walk: Walk): Promise<void> {
  await walk.digest.appendLater(() =>
    sha256OfFile(bytesOf(path)).catch(error => {
      throw unreadable(path, error, walk)
    })
  )
}

/**
 * Sockets, FIFOs and devices: the CLI would fail to open them, block forever on a FIFO, or hash a
 * device's endless output. Refuse them with a fix instead.
 */
function assertReadableKind(path: string, kind: Dirent<Buffer> | Stats, walk: Walk): void {
  if (kind.isFile()) return
  throw new FingerprintError(
    `artifact-path "${walk.shownRoot}" contains "${readable(path)}", which is a socket, FIFO or device and cannot be fingerprinted; list it in exclude or remove it.`
  )
}

function unreadable(path: string, error: unknown, walk: Walk): FingerprintError {
  return new FingerprintError(
    `Cannot read "${readable(path)}" in artifact-path "${walk.shownRoot}" because ${describeFsFailure(error)}; fix its permissions or list it in exclude.`,
    { cause: error }
  )
}

function sha256Hex(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex')
}
