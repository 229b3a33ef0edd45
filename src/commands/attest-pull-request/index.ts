/**
 * attest-pull-request: records the pull requests of the commit (the one a push merged, or a
 * pull_request event's own), each with its commits and approving reviews, as a pull request
 * attestation. It is posted whether or not there is one, because that is the evidence;
 * `assert` then fails the step when there is none (the four-eyes check). A GitHub read that
 * fails posts nothing: an empty list would record evidence that was never gathered.
 */
import { attestationCommand, type AttestInputs } from '../../attest/pipeline.js'
import { GitHubApiError, type GitHubClient } from '../../github/api.js'
import { commitRecords, logUnreadCommit } from '../../run-commit/commit-records.js'
import { describeRetry } from '../../action/retry-log.js'
import { connectGitHub } from '../../github/connect.js'
import { readRunFacts, type RunFacts } from '../../github/event.js'
import {
  getPull,
  listPullsOfCommit,
  PULL_COMMITS_LISTED,
  readPullEvidence,
  type PullRequestEvidence,
  type PullRequestListing
} from '../../github/pulls.js'
import { missingCommitCause, readSubjectCommit } from '../../github/subject-commit.js'
import type { CommandContext } from '../../action/command.js'
import { approverLogins, foundPullRequest } from './body.js'
import { readPullRequestInputs, type PullRequestInputs } from './inputs.js'
import { renderPullRequestSummary } from './summary.js'

export type AttestPullRequestInputs = AttestInputs<PullRequestInputs>

const NOTHING_POSTED =
  'No attestation was posted: an attestation without the pull requests would record evidence that was never gathered.'

/**
 * The commit (a short commit-sha resolved, with what is known of it, for git_commit_info)
 * and its pull requests, read in one pass over the event and the GitHub API.
 */
async function gather(inputs: AttestPullRequestInputs, context: CommandContext) {
  const { log, common } = context
  const facts = readRunFacts()
  if (facts.payloadProblem) log.warning(`The event payload was not used: ${facts.payloadProblem}.`)
  const github = connectGitHub(inputs.githubToken, common.timeoutMs, {
    maxRetries: common.maxRetries,
    onRetry: event => log.info(describeRetry(event, 'GitHub')),
    log
  })
  const subject = await readSubjectCommit(facts, { commitSha: inputs.commitSha, github })
  logUnreadCommit(subject, log)
  const commit = subject.commit
  if (!commit) {
    throw new Error(
      `The commit to attest is unknown: ${missingCommitCause(facts)}. Give commit-sha.`
    )
  }
  if (!facts.repository) {
    throw new Error(
      'The repository is unknown: GITHUB_REPOSITORY is not set. No attestation was posted.'
    )
  }
  const pulls = await log.group(`Reading the pull requests of ${commit.sha.slice(0, 7)}`, () =>
    readPulls(inputs, facts, commit.sha, github, log)
  )
  return { facts, subject, commit, pulls }
}

export const command = attestationCommand({
  type: 'pull_request',
  readInputs: readPullRequestInputs,
  commit: ({ subject, facts, commit }) => ({
    sha: commit.sha,
    ...commitRecords(subject, facts, [])
  }),
  gather,
  body: ({ pulls }) => ({
    git_provider: 'github' as const,
    pull_requests: pulls.map(foundPullRequest)
  }),
  detail: ({ pulls }) => `${pulls.length} pull request(s)`,
  outputs: ({ pulls }) => ({
    'pull-requests': String(pulls.length),
    approvers: JSON.stringify(approverLogins(pulls))
  }),
  summary: {
    render: (report, { commit, pulls }) =>
      renderPullRequestSummary({ ...report, commit: commit.sha, commitUrl: commit.url, pulls })
  },
  verdict: ({ commit, pulls }) =>
    pulls.length === 0
      ? `No pull request contains commit ${commit.sha.slice(0, 7)}: it reached the branch without review, so the attestation records none and is not compliant. Merge changes through a pull request`
      : undefined
})

/**
 * A pull_request event's own pull request (read by number: the commit listing can lag behind
 * a push by seconds); otherwise every pull request GitHub lists for the commit.
 */
async function readPulls(
  inputs: AttestPullRequestInputs,
  facts: RunFacts,
  sha: string,
  github: (() => Promise<GitHubClient>) | undefined,
  log: CommandContext['log']
): Promise<PullRequestEvidence[]> {
  const repository = facts.repository ?? ''
  const own = inputs.commitSha === undefined ? facts.pullRequest?.number : undefined
  try {
    if (!github) throw new Error('github-token is empty')
    const client = await github()
    const listed: PullRequestListing[] =
      own !== undefined
        ? [await getPull(client, repository, own)]
        : await listPullsOfCommit(client, repository, sha)
    const pulls: PullRequestEvidence[] = []
    for (const pull of listed) {
      const evidence = await readPullEvidence(client, repository, pull)
      const approvers = [...new Set(evidence.approvals.map(approval => approval.login))]
      log.info(
        `#${evidence.number} ${evidence.state.toLowerCase()} by ${evidence.author}: ${evidence.commits.length} commit(s), ` +
          (approvers.length > 0 ? `approved by ${approvers.join(', ')}` : 'no approving review')
      )
      if (evidence.commits.length >= PULL_COMMITS_LISTED) {
        log.warning(
          `#${evidence.number}'s evidence names its first ${PULL_COMMITS_LISTED} commits only: ` +
            `GitHub lists no more of a pull request, so any later ones are not in it.`
        )
      }
      pulls.push(evidence)
    }
    if (listed.length === 0) log.info(`GitHub lists no pull request with commit ${sha}.`)
    return pulls
  } catch (error) {
    throw new Error(readFailure(error, own, sha), { cause: error })
  }
}

/** Why the read failed and what to do; a 403 or 404 names the permission to grant. */
function readFailure(error: unknown, own: number | undefined, sha: string): string {
  const what =
    own !== undefined ? `pull request #${own}` : `the pull requests of commit ${sha.slice(0, 7)}`
  const reason = (error instanceof Error ? error.message : String(error)).replace(/[.\s]+$/, '')
  if (
    error instanceof GitHubApiError &&
    !error.rateLimited &&
    (error.status === 403 || error.status === 404)
  ) {
    return (
      `github-token may not read ${what} (the GitHub API answered ${error.status}): the token needs ` +
      `read access to pull requests. Grant it in the workflow with "permissions: pull-requests: read" ` +
      `(with "contents: read"), or give a token that can read this repository. ${NOTHING_POSTED}`
    )
  }
  return `The GitHub API could not read ${what}: ${reason}. ${NOTHING_POSTED}`
}
