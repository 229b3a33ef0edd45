/**
 * check-readiness: what the commit still lacks to deploy. For each artifact of the commit's
 * trail and each environment (or the policies given), the service's assert names every
 * unsatisfied rule; the step shows that as a check run on the commit, as one comment on its
 * pull request (edited in place by later runs) and in the job summary, before any deploy job
 * asks. With fail-when-lacking it is a gate too, failing only after everything is written.
 */
import { skippedWithoutToken } from '../../action/skip.js'
import type { Command, CommandContext, CommandResult } from '../../action/command.js'
import { readRunFacts } from '../../github/event.js'
import { runCommitSha } from '../../run-commit/trail-default.js'
import { runUrl } from '../../action/run.js'
import { parseInputs, type CheckReadinessInputs } from './inputs.js'
import { publish } from './publish.js'
import { readReadiness } from './readiness.js'
import { isReady, lackingEntries, reportMarkdown, reportTitle, scopeWords } from './report.js'

/** Events whose payload is a pull request the comment goes on. */
const PULL_REQUEST_EVENTS = new Set(['pull_request', 'pull_request_target'])

async function run(inputs: CheckReadinessInputs, context: CommandContext): Promise<CommandResult> {
  const { log, common } = context
  const service = context.service
  if (!service) return skippedWithoutToken(log, 'the readiness was not read')
  const facts = {
    flow: inputs.flow,
    trail: inputs.trail,
    environments: inputs.environments,
    policies: inputs.policies
  }
  const readiness = await log.group(`Reading the readiness of trail ${inputs.trail}`, () =>
    readReadiness(service, { org: common.org, ...facts })
  )
  const ready = isReady(readiness)
  const lacking = lackingEntries(readiness)
  const markdown = reportMarkdown(readiness, facts)
  const title = reportTitle(readiness, facts)

  const run = readRunFacts()
  const pullRequest = PULL_REQUEST_EVENTS.has(run.eventName) ? run.pullRequest?.number : undefined
  const published = await publish(
    {
      flow: inputs.flow,
      repository: run.repository,
      headSha: runCommitSha(),
      pullRequest,
      conclusion: ready ? 'success' : inputs.failWhenLacking ? 'failure' : 'neutral',
      title,
      markdown,
      runUrl: runUrl()
    },
    { token: inputs.githubToken, checkRun: inputs.checkRun, comment: inputs.comment },
    context
  )

  const outputs = {
    ready: String(ready),
    lacking: JSON.stringify(lacking),
    'check-run-url': published.checkRunUrl,
    'comment-url': published.commentUrl
  }
  const outcome = ready ? 'compliant' : 'non-compliant'
  for (const entry of lacking) {
    const where = entry.environment === null ? '' : ` for "${entry.environment}"`
    log.info(
      `Artifact ${JSON.stringify(entry.artifact)}${where} lacks ${entry.rule}: ${entry.resolution}.`
    )
  }
  log.info(`${title}.`)
  const failures = [...published.failures]
  if (!ready && inputs.failWhenLacking) {
    failures.unshift(
      readiness.artifacts.length === 0
        ? `Trail "${inputs.trail}" of flow "${inputs.flow}" has no artifacts yet, so none is ready for ${scopeWords(facts)}`
        : `${title}; see the lacking output, the check run or the job summary for each rule`
    )
  }
  return {
    outcome,
    outputs,
    summary: markdown,
    ...(failures.length > 0 ? { failure: failures.join(' ') } : {})
  }
}

export const command: Command<CheckReadinessInputs> = { parseInputs, run }
