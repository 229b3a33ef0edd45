/**
 * begin-trail: begins the trail of this build, or updates it when it exists (a PUT), so a
 * re-run does no harm. The trail is named after the commit unless `trail` is given, and
 * carries the commit, the repository and the run it came from.
 */
import { readRunCommit } from '../../run-commit/run-commit.js'
import { readTrailInput, trailOrCommit } from '../../run-commit/trail-default.js'
import {
  definedOnly,
  renderWriteSummary,
  sendOrPrint,
  writeOutputs
} from '../../writes/send-or-print.js'
import { runUrl } from '../../action/run.js'
import {
  readExternalUrls,
  readOriginUrl,
  readUserData
} from '../../evidence-inputs/evidence-inputs.js'
import { readName } from '../../inputs/parse.js'
import { readCommitSha, readRedactions, type Redactable } from '../../inputs/commit.js'
import type { InputSource } from '../../inputs/source.js'
import { readTemplateFile, type TemplateFile } from '../../inputs/template.js'
import { checkedPart } from '../../inputs/named-file.js'
import { onTrail } from '../../summary/attestation-facts.js'
import { commitLink } from '../../summary/commits.js'
import { code, escapeText } from '../../summary/markdown.js'
import type { CreateTrailBody } from '../../service/bodies.js'
import { beginTrailRequest } from '../../service/trails.js'
import type { Command, CommandContext, CommandResult } from '../../action/command.js'

export interface BeginTrailInputs {
  flow: string
  trail?: string
  template?: TemplateFile
  commitSha?: string
  redact: Redactable[]
  fields: Pick<CreateTrailBody, 'description' | 'origin_url' | 'external_urls' | 'user_data'>
}

function parseInputs(source: InputSource): BeginTrailInputs {
  return {
    flow: readName(source, 'flow', true),
    trail: readTrailInput(source),
    template: readTemplateFile(source, 'template-file'),
    commitSha: readCommitSha(source, 'commit-sha'),
    redact: readRedactions(source, 'redact-commit-info'),
    fields: definedOnly({
      description: source('description'),
      origin_url: readOriginUrl(source, 'origin-url') ?? runUrl(),
      external_urls: readExternalUrls(source, 'external-urls'),
      user_data: readUserData(source, 'user-data')
    })
  }
}

async function run(inputs: BeginTrailInputs, context: CommandContext): Promise<CommandResult> {
  const commit = await readRunCommit(inputs, context.log)
  const trail = trailOrCommit(inputs.trail, commit.sha)
  const body: CreateTrailBody = definedOnly({
    name: trail,
    ...inputs.fields,
    git_commit_info: commit.gitCommitInfo,
    repo_info: commit.repoInfo
  })
  const request = beginTrailRequest(
    { org: context.common.org, flow: inputs.flow },
    body,
    inputs.template && checkedPart('template_file', inputs.template)
  )
  const outcome = await sendOrPrint(request, context)
  if (outcome.sent) context.log.info(`Trail "${trail}" of flow "${inputs.flow}" is in place.`)
  const summary = renderWriteSummary(outcome, {
    recorded: 'Trail begun',
    where: onTrail(inputs.flow, trail),
    rows: [
      ['Flow', escapeText(inputs.flow)],
      ['Trail', escapeText(trail)],
      ['Commit', commit.sha ? commitLink(commit.sha, commit.commitUrl) : undefined],
      ['Template', inputs.template ? code(inputs.template.path) : "the flow's"],
      ['Description', body.description ? escapeText(body.description) : undefined]
    ]
  })
  return {
    outcome: outcome.sent ? 'ok' : 'skipped',
    outputs: { ...writeOutputs(outcome), flow: inputs.flow, trail },
    summary
  }
}

export const command: Command<BeginTrailInputs> = { parseInputs, run }
