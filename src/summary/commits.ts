/**
 * How a summary shows a commit: its short SHA (7 characters, as GitHub shows one), linked to
 * the commit on its repository's server. The full SHA stays in the step's outputs and in the
 * link. One helper, so every summary shows commits alike.
 */
import { code, escapeText, link, linkableUrl, linkMarkdown } from './markdown.js'
import { stepEnv } from '../runner/step-scope.js'

const SHORT = 7
const FULL_SHA = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/i

/**
 * The run's repository on its server (`GITHUB_SERVER_URL/GITHUB_REPOSITORY`), where the
 * run's own commits are; undefined outside a run.
 */
export function runRepositoryUrl(env: NodeJS.ProcessEnv = stepEnv()): string | undefined {
  const server = (env.GITHUB_SERVER_URL || 'https://github.com').replace(/\/+$/, '')
  const repository = env.GITHUB_REPOSITORY
  if (!repository || !/^[\w.-]+\/[\w.-]+$/.test(repository)) return undefined
  return linkableUrl(`${server}/${repository}`) ? `${server}/${repository}` : undefined
}

/**
 * A commit as `4f3c2b1`, linked to `url` (the answer's commit_url or git_commit_info.url)
 * when it is an http(s) address, else to the commit in the run's repository; plain text
 * outside a run. A value that is no SHA is shown whole, as text.
 */
export function commitLink(sha: string | null | undefined, url?: string | null): string {
  if (!sha) return '—'
  if (!/^[0-9a-f]{7,64}$/i.test(sha)) return escapeText(sha)
  const short = sha.slice(0, SHORT)
  const repository = runRepositoryUrl()
  const target = linkableUrl(url) ? url : repository && `${repository}/commit/${sha}`
  return linkMarkdown(code(short), target)
}

/**
 * A trail's name as a heading shows it: a trail named by its commit's full SHA (the default
 * trail of begin-trail and the attest commands) by its short SHA, any other name as it is.
 * The outputs and the trail's link carry the whole name.
 */
export function trailLabel(trail: string): string {
  return FULL_SHA.test(trail) ? code(trail.slice(0, SHORT)) : escapeText(trail)
}

/** The trail by its label, linked to its page when the answer gives one. */
export function trailLink(trail: string, url: string | null | undefined): string {
  return FULL_SHA.test(trail) ? linkMarkdown(trailLabel(trail), url) : link(trail, url)
}
