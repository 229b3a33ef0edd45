/**
 * Where readiness is shown besides the job summary: a check run on the commit and, on a pull
 * request, the one comment this command keeps for the flow. A token without the permission a
 * write needs (a fork's pull request always has one) is a warning naming that permission: the
 * job summary still shows everything, and the step's verdict does not depend on GitHub.
 */
import type { CommandContext } from '../../action/command.js'
import { describeRetry } from '../../action/retry-log.js'
import { permissionRefusal } from '../../github/api.js'
import { createCheckRun, MAX_CHECK_TEXT, type CheckConclusion } from '../../github/check-runs.js'
import { connectGitHub } from '../../github/connect.js'
import { MAX_COMMENT_BODY, writeStickyComment } from '../../github/sticky-comments.js'
import { linkableUrl } from '../../summary/markdown.js'
import { fitText } from './report.js'

export interface Publication {
  flow: string
  /** `owner/name`; undefined outside a run (no GITHUB_REPOSITORY). */
  repository?: string
  /** The commit the check run is written on: a pull request's head, else GITHUB_SHA. */
  headSha?: string
  /** The pull request's number, on a pull request event. */
  pullRequest?: number
  conclusion: CheckConclusion
  title: string
  markdown: string
  /** The run's page, for the check's details link and the note on a cut report. */
  runUrl?: string
}

export interface Published {
  checkRunUrl: string
  commentUrl: string
  /** Why a write failed otherwise than for a permission: the step fails with it, after the summary. */
  failures: string[]
}

export interface PublishOptions {
  token?: string
  checkRun: boolean
  comment: boolean
}

/** The hidden line that names this command's comment for this flow, and no other. */
export function commentMarker(flow: string): string {
  return `<!-- kosli-compliance-action:check-readiness flow=${encodeURIComponent(flow)} -->`
}

export function checkRunName(flow: string): string {
  return `Readiness of ${flow}`
}

export async function publish(
  publication: Publication,
  options: PublishOptions,
  context: CommandContext
): Promise<Published> {
  const { log, common } = context
  const published: Published = { checkRunUrl: '', commentUrl: '', failures: [] }
  const wanted = options.checkRun || options.comment
  if (!wanted) return published
  if (!publication.repository) {
    log.warning(
      'GITHUB_REPOSITORY is not set: no check run or comment was written, only the job summary.'
    )
    return published
  }
  const rest = publication.runUrl
    ? `The report goes on in the job summary of ${publication.runUrl}.`
    : 'The report goes on in the job summary of the run.'
  const github = connectGitHub(options.token, common.timeoutMs, {
    maxRetries: common.maxRetries,
    onRetry: event => log.info(describeRetry(event, 'GitHub')),
    log
  })
  const client = github ? await github() : undefined

  if (options.checkRun) {
    if (!publication.headSha) {
      log.warning('The run names no commit (GITHUB_SHA is not set): no check run was written.')
    } else {
      const summary = fitText(publication.markdown, MAX_CHECK_TEXT, rest)
      const name = checkRunName(publication.flow)
      if (common.dryRun || !client) {
        log.info(
          `Dry run: check run "${name}" (${publication.conclusion}) was not written on ${publication.headSha}.`
        )
      } else {
        const run = await written('checks: write', 'the check run', published, log, () =>
          createCheckRun(client, publication.repository ?? '', {
            name,
            headSha: publication.headSha ?? '',
            conclusion: publication.conclusion,
            title: publication.title,
            summary,
            detailsUrl: publication.runUrl
          })
        )
        if (run) {
          published.checkRunUrl = linkableUrl(run.htmlUrl)?.href ?? ''
          log.info(
            `Check run "${name}" concludes ${publication.conclusion} on ${publication.headSha.slice(0, 7)}.`
          )
        }
      }
    }
  }

  if (options.comment) {
    if (publication.pullRequest === undefined) {
      log.info('Not a pull request event: no comment was written.')
    } else if (common.dryRun || !client) {
      log.info(`Dry run: the comment on pull request #${publication.pullRequest} was not written.`)
    } else {
      const number = publication.pullRequest
      const marker = commentMarker(publication.flow)
      const body = fitText(publication.markdown, MAX_COMMENT_BODY - marker.length - 1, rest)
      const comment = await written(
        'pull-requests: write',
        'the pull request comment',
        published,
        log,
        () =>
          writeStickyComment(client, {
            repository: publication.repository ?? '',
            number,
            marker,
            body
          })
      )
      if (comment) {
        published.commentUrl = linkableUrl(comment.htmlUrl)?.href ?? ''
        log.info(
          `${comment.edited ? 'Edited the' : 'Posted a'} readiness comment on pull request #${number}.`
        )
      }
    }
  }
  return published
}

/**
 * A write, or undefined when it failed. A token without the write's permission is a warning
 * that names it; any other failure (a wrong GITHUB_API_URL, GitHub down after the retries) is
 * kept for the step to fail with once the rest is written and the job summary shows readiness.
 */
async function written<T>(
  permission: string,
  what: string,
  published: Published,
  log: CommandContext['log'],
  write: () => Promise<T>
): Promise<T | undefined> {
  try {
    return await write()
  } catch (error) {
    const refusal = permissionRefusal(error)
    if (refusal !== undefined) {
      log.warning(
        `GitHub refused ${what} (403: ${refusal}): the token lacks "permissions: ${permission}", ` +
          "as a fork's pull request always does. The job summary shows the readiness instead."
      )
      return undefined
    }
    const reason = error instanceof Error ? error.message : String(error)
    published.failures.push(
      `The GitHub API did not take ${what}: ${reason.replace(/[.\s]+$/, '')}.`
    )
    return undefined
  }
}
