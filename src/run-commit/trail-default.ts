/**
 * The `trailDefaultsToCommit` trait of a declaration, in one place: what a command's page says
 * of it, reading `trail` with the refusal a run without a commit gets, and the default itself.
 * The trail a build-side record goes to: the trail input, else the run's commit.
 */
import { readRunFacts } from '../github/event.js'
import { InputError } from '../inputs/input-error.js'
import { readName } from '../inputs/parse.js'
import type { InputSource } from '../inputs/source.js'

/**
 * Undefined when not given: the commit is the default, known only once it is read. A run
 * that names no commit at all (no commit-sha, no GITHUB_SHA) is refused here, before any
 * request, rather than after the evidence was gathered.
 */
export function readTrailInput(source: InputSource): string | undefined {
  const trail = readName(source, 'trail')
  if (trail === undefined && source('commit-sha') === undefined)
    trailOrCommit(trail, runCommitSha())
  return trail
}

/**
 * One trail per commit is the default, so begin-trail and every later attest step of the
 * run (in any job) agree on it without passing it around.
 */
export function trailOrCommit(
  given: string | undefined,
  sha: string | undefined,
  expected = 'a trail name, or a run with GITHUB_SHA set'
): string {
  if (given !== undefined) return given
  if (sha) return sha
  throw new InputError(
    'trail',
    'is empty and the run names no commit to default it to (GITHUB_SHA is not set)',
    expected
  )
}

/** The trail input as read by readTrailInput, else the run's commit (see runCommitSha). */
export function trailOrRunCommit(given: string | undefined): string {
  return trailOrCommit(given, runCommitSha())
}

/** What a command's page says of the trait; `readsCommitSha` when it has a commit-sha input. */
export function describeTrailDefault(readsCommitSha: boolean): string {
  const commit = `a pull request's head commit${readsCommitSha ? ', or `commit-sha` where given' : ''}`
  return `\`trail\` defaults to the commit the run is about (${commit}), so every job of a run agrees on it.`
}

/**
 * The run's commit, for commands that need no more of it than its id: a pull request's head
 * (GITHUB_SHA is then a generated merge commit), else GITHUB_SHA.
 */
export function runCommitSha(): string | undefined {
  const facts = readRunFacts()
  return facts.pullRequest?.headSha ?? facts.sha
}
