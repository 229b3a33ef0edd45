/**
 * Keeps a job summary within what the runner accepts: over 1 MiB per step the runner drops
 * the whole summary, so a long one is cut at a line break and says so.
 */
export const SUMMARY_LIMIT_BYTES = 1024 * 1024
const HEADROOM_BYTES = 4 * 1024

export function capSummary(markdown: string, limit = SUMMARY_LIMIT_BYTES): string {
  const size = Buffer.byteLength(markdown, 'utf8')
  if (size <= limit) return markdown
  const budget = limit - HEADROOM_BYTES
  let cut = Buffer.from(markdown, 'utf8').subarray(0, budget).toString('utf8')
  // A cut through a multi-byte character leaves a replacement character at the end.
  cut = cut.replace(/\uFFFD$/, '')
  const lastLine = cut.lastIndexOf('\n')
  if (lastLine > 0) cut = cut.slice(0, lastLine)
  const shownKiB = Math.round(Buffer.byteLength(cut, 'utf8') / 1024)
  const totalKiB = Math.round(size / 1024)
  return (
    `${cut}${closingOpenSections(cut)}\n\n> **Summary cut:** ${shownKiB} KiB of ${totalKiB} KiB shown, to stay under the ` +
    `runner's 1 MiB limit. The step's outputs have the full data (for a list, the file named ` +
    `by \`result-file\`).\n`
  )
}

/**
 * The `</details>` a cut through collapsed sections leaves open: without them the note would
 * sit collapsed inside the last one, where a reviewer does not see it. Text from a remote is
 * escaped before it reaches a summary, so every tag counted here is the summary's own.
 */
function closingOpenSections(cut: string): string {
  const opened = cut.match(/<details[\s>]/g)?.length ?? 0
  const closed = cut.match(/<\/details>/g)?.length ?? 0
  return '\n</details>'.repeat(Math.max(0, opened - closed))
}

/** Why the job summary was not written, and that nothing else is affected. */
export function describeSummaryFailure(path: string | undefined, error: unknown): string {
  const skip = 'the outputs are set as usual (set summary to false to skip the summary).'
  if (!path) {
    return (
      'The job summary was not written: GITHUB_STEP_SUMMARY is not set, as on runners without ' +
      `job summaries (older GitHub Enterprise Server, act, Gitea, Forgejo); ${skip}`
    )
  }
  const code = (error as NodeJS.ErrnoException | undefined)?.code
  const reason = code ? ` (${code})` : ''
  return `The job summary was not written: ${path} is not writable${reason}; ${skip}`
}
