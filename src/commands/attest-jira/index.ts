/**
 * attest-jira: finds the Jira issue keys a push or pull request references (every commit of
 * a push, the branch, the pull request's title and body), checks each in Jira, and posts a
 * Jira attestation to the trail or artifact. The attestation is posted whenever Jira answered,
 * missing issues included, because that is the evidence; `assert` then decides the step.
 * Bad Jira credentials, and a key source that was asked for but could not be read, fail the
 * step and post nothing: such an attestation would record evidence that was never gathered.
 */
import { assertedResult } from '../../evidence/verdict.js'
import * as core from '@actions/core'
import { readRunFacts, type RunFacts } from '../../github/event.js'
import { connectGitHub } from '../../github/connect.js'
import { gatherReferences, type KeySource, type References } from '../../github/references.js'
import { readOptionalArtifact, type ArtifactInput } from '../../inputs/artifact.js'
import type { CommonInputs } from '../../action/common-inputs.js'
import { readAttestationName, readEvidenceFields } from '../../evidence/inputs.js'
import { readJiraInputs, type JiraInputs } from './inputs.js'
import { readBoolean, readName } from '../../inputs/parse.js'
import {
  readCommitSha,
  readKeySources,
  readRedactions,
  type Redactable
} from './reference-inputs.js'
import type { InputSource } from '../../inputs/source.js'
import { readGitHubToken } from '../../inputs/tokens.js'
import {
  describeAttachment,
  packAttachments,
  readAttachments,
  type AttachmentPaths
} from '../../evidence/attachments.js'
import { JiraClient, JiraCredentialsError, type JiraIssue } from './jira-client.js'
import { findKeysBySource } from './keys.js'
import { renderJiraSummary } from './summary.js'
import { describeRetry } from '../../action/retry-log.js'
import type { EvidenceFields, JiraAttestationBody } from '../../service/attestations.js'
import { attachmentFilePart } from '../../evidence/attachment.js'
import { recordEvidence } from '../../evidence/record.js'
import { readTrailInput } from '../../evidence/trail.js'
import { USER_AGENT } from '../../version.js'
import { resolveFingerprint } from '../../action/artifact-fingerprint.js'
import { describeKeys, missingMessage, noKeyMessage, unreadableMessage } from './messages.js'
import { commitRecords } from '../../evidence/commit-records.js'
import type { Command, CommandContext, CommandResult } from '../../action/command.js'

export interface AttestJiraInputs {
  flow: string
  /** Undefined: the trail of the commit attested. */
  trail?: string
  name: string
  artifact?: ArtifactInput
  jira: JiraInputs
  sources: KeySource[]
  secondarySource?: string
  commitSha?: string
  githubToken?: string
  attachments?: AttachmentPaths
  redact: Redactable[]
  assert: boolean
  /** data_json fields taken from inputs as they are. */
  evidence: EvidenceFields
}

function parseInputs(source: InputSource, _common: CommonInputs): AttestJiraInputs {
  const jira = readJiraInputs(source, secret => core.setSecret(secret))
  const githubToken = readGitHubToken(source, secret => core.setSecret(secret))
  return {
    flow: readName(source, 'flow', true),
    trail: readTrailInput(source),
    name: readAttestationName(source, 'name'),
    artifact: readOptionalArtifact(source),
    jira,
    sources: readKeySources(source, 'key-sources'),
    secondarySource: source('secondary-source'),
    commitSha: readCommitSha(source, 'commit-sha'),
    githubToken,
    attachments: readAttachments(source, 'attachments', 'attachment'),
    redact: readRedactions(source, 'redact-commit-info'),
    assert: readBoolean(source, 'assert', false),
    evidence: readEvidenceFields(source)
  }
}

async function run(inputs: AttestJiraInputs, context: CommandContext): Promise<CommandResult> {
  const { log, common } = context
  // Packed first: an attachment over the limit fails the step before any request.
  const attachment = inputs.attachments ? await packAttachments(inputs.attachments) : undefined
  for (const sentence of attachment?.leftOut ?? []) log.warning(sentence)
  if (attachment) log.info(`Attachment: ${describeAttachment(attachment)}.`)
  const fingerprint = inputs.artifact
    ? await resolveFingerprint(inputs.artifact, context)
    : undefined
  const facts = readRunFacts()
  if (facts.payloadProblem) log.warning(`The event payload was not used: ${facts.payloadProblem}.`)
  const references = await gatherReferences(facts, {
    sources: inputs.sources,
    commitSha: inputs.commitSha,
    github: connectGitHub(inputs.githubToken, common.timeoutMs, {
      maxRetries: common.maxRetries,
      onRetry: event => log.info(describeRetry(event, 'GitHub'))
    })
  })
  // Evidence without a source that was asked for could miss keys: post nothing instead.
  if (references.unreadable.length > 0) throw new Error(unreadableMessage(references.unreadable))
  const { keys, keySources, searched } = findKeys(inputs, references)
  log.info(
    keys.length > 0
      ? `Issue keys found: ${describeKeys(keys, keySources)}.`
      : 'No issue key was found.'
  )

  const issues = await lookUp(keys, inputs.jira, context)
  const found = issues.filter(issue => issue.exists).map(issue => issue.key)
  const missing = issues.filter(issue => !issue.exists).map(issue => issue.key)
  const body = buildBody(inputs, facts, references, issues)
  const recorded = await recordEvidence(
    // As begin-trail names it by default: one trail per commit.
    { flow: inputs.flow, trail: inputs.trail ?? references.commit?.sha },
    {
      type: 'jira',
      body,
      attachment: attachment ? attachmentFilePart(attachment) : undefined,
      fingerprint,
      detail: `${found.length} of ${keys.length} issues found`
    },
    context
  )
  const posted = recorded.report.posted

  const outputs: Record<string, string> = {
    'issue-keys': JSON.stringify(keys),
    'found-issue-keys': JSON.stringify(found),
    'missing-issue-keys': JSON.stringify(missing),
    ...recorded.outputs
  }
  const summary = renderJiraSummary({
    ...recorded.report,
    attachment: attachment ? describeAttachment(attachment) : undefined,
    issues: issues.map(issue => ({
      key: issue.key,
      exists: issue.exists,
      url: issue.url,
      summary: typeof issue.fields?.summary === 'string' ? issue.fields.summary : undefined,
      sources: keySources.get(issue.key) ?? []
    })),
    searched
  })

  const problem =
    keys.length === 0
      ? noKeyMessage(searched.map(item => item.source))
      : missing.length > 0
        ? missingMessage(missing, keySources)
        : undefined
  return assertedResult({ assert: inputs.assert, problem, posted }, { outputs, summary }, log)
}

/** Searches every text on its own; the secondary source is searched whenever it is given. */
function findKeys(inputs: AttestJiraInputs, references: References) {
  const texts: { source: string; text: string }[] = [...references.texts]
  const searched: { source: string; detail: string }[] = [...references.searched]
  if (inputs.secondarySource !== undefined) {
    texts.push({ source: 'secondary-source', text: inputs.secondarySource })
    searched.push({
      source: 'secondary-source',
      detail: `${inputs.secondarySource.length} characters`
    })
  }
  const keySources = findKeysBySource(texts, {
    projectKeys: inputs.jira.projectKeys,
    ignoreProjectKeys: inputs.jira.ignoreProjectKeys
  })
  return { keys: [...keySources.keys()], keySources, searched }
}

async function lookUp(
  keys: string[],
  jira: JiraInputs,
  context: CommandContext
): Promise<JiraIssue[]> {
  if (keys.length === 0) return []
  const client = new JiraClient({
    baseUrl: jira.baseUrl,
    credentials: jira.credentials,
    userAgent: USER_AGENT,
    timeoutMs: context.common.timeoutMs,
    maxRetries: context.common.maxRetries,
    onRetry: event => context.log.info(describeRetry(event, 'Jira'))
  })
  try {
    return await context.log.group(`Looking up ${keys.length} issue(s) in Jira`, async () => {
      await client.checkCredentials()
      const issues = await client.lookupAll(keys, jira.issueFields)
      for (const issue of issues)
        context.log.info(`${issue.key}: ${issue.exists ? 'found' : 'not found'}`)
      return issues
    })
  } catch (error) {
    if (error instanceof JiraCredentialsError) {
      throw new Error(
        `${error.message} No attestation was posted: recording the issues as missing would be false evidence.`,
        { cause: error }
      )
    }
    throw error
  } finally {
    client.dispose()
  }
}

function buildBody(
  inputs: AttestJiraInputs,
  facts: RunFacts,
  references: References,
  issues: readonly JiraIssue[]
): JiraAttestationBody {
  return {
    attestation_name: inputs.name,
    jira_results: issues.map(issue => ({
      issue_id: issue.key,
      issue_url: issue.url,
      issue_exists: issue.exists,
      ...(issue.fields ? { issue_fields: issue.fields } : {})
    })),
    ...inputs.evidence,
    ...commitRecords(references, facts, inputs.redact)
  }
}

export const command: Command<AttestJiraInputs> = { parseInputs, run }
