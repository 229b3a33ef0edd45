/**
 * Check runs (`POST /repos/{owner}/{repo}/check-runs`, `checks: write`): a verdict shown on a
 * commit and in its pull request's checks. Written completed, in one request: the step has its
 * verdict before it writes. GitHub takes at most MAX_CHECK_TEXT characters of summary or text.
 */
import * as z from '../parsing/zod.js'
import { parse, repoParameters } from './api.js'
import type { GitHubConnection } from './octokit.js'

/** The most characters GitHub takes in a check run's `output.summary` (and `output.text`). */
export const MAX_CHECK_TEXT = 65_535

export type CheckConclusion = 'success' | 'neutral' | 'failure'

export interface CheckRunReport {
  /** The check's name on the commit: one per flow, so two flows' checks stand apart. */
  name: string
  headSha: string
  conclusion: CheckConclusion
  title: string
  /** Markdown, at most MAX_CHECK_TEXT characters (the caller cuts it). */
  summary: string
  /** Where the check's "details" link goes (the run's page), when known. */
  detailsUrl?: string
}

export interface WrittenCheckRun {
  id: number
  /** As GitHub answers it: a display field, not checked to be a URL here. */
  htmlUrl?: string
}

const CheckRunSchema = z.looseObject({
  id: z.number(),
  html_url: z.catch(z.nullish(z.string()), undefined)
})

export async function createCheckRun(
  github: GitHubConnection,
  repository: string,
  report: CheckRunReport
): Promise<WrittenCheckRun> {
  const { data } = await github.octokit.rest.checks.create({
    ...repoParameters(repository),
    name: report.name,
    head_sha: report.headSha,
    status: 'completed',
    conclusion: report.conclusion,
    ...(report.detailsUrl ? { details_url: report.detailsUrl } : {}),
    output: { title: report.title, summary: report.summary }
  })
  const run = parse(CheckRunSchema, data, 'a check run')
  return { id: run.id, htmlUrl: run.html_url ?? undefined }
}
