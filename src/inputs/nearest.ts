/**
 * The known name a mistyped one most likely meant: the closest by edit distance, when it is
 * close enough to be a slip (a letter or two, a missing plural) rather than another word.
 */
export function nearestName(typed: string, known: readonly string[]): string | undefined {
  const limit = Math.max(1, Math.min(3, Math.floor(typed.length / 4)))
  let best: { name: string; distance: number } | undefined
  for (const name of known) {
    const distance = editDistance(typed.toLowerCase(), name)
    if (distance <= limit && (best === undefined || distance < best.distance)) {
      best = { name, distance }
    }
  }
  return best?.name
}

/**
 * The known name closest to `typed`, always one when any is known: for a key no command has,
 * where naming some input beats naming none. Separators count alike (`results_dir` is
 * results-dir), a slip wins, then a name that begins with what was typed or is contained in
 * it (`env` is environment), then the smallest edit distance.
 */
export function closestName(typed: string, known: readonly string[]): string | undefined {
  const normal = typed.toLowerCase().replace(/[_ ]/g, '-')
  const slip = nearestName(normal, known)
  if (slip !== undefined) return slip
  const overlapping = known.filter(
    name => normal.length >= 3 && (name.startsWith(normal) || normal.startsWith(name))
  )
  const pool = overlapping.length > 0 ? overlapping : known
  let best: { name: string; distance: number } | undefined
  for (const name of pool) {
    const distance = editDistance(normal, name)
    if (best === undefined || distance < best.distance) best = { name, distance }
  }
  return best?.name
}

/** Levenshtein distance, in two rows: inputs are short names. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    for (let j = 1; j <= b.length; j++) {
      const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1)
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution)
    }
    previous = current
  }
  return previous[b.length] ?? 0
}
