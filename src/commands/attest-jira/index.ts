/**
 * attest-jira: finds the Jira issue keys a push or pull request references (every commit of
 * a push, the branch, the pull request's title and body), checks each in Jira, and posts a
 * Jira attestation to the trail or artifact. The attestation is posted whenever Jira answered,
 * missing issues included, because that is the evidence; `assert` then decides the step.
 * Bad Jira credentials, and a key source that was asked for but could not be read, fail the
 * step and post nothing: such an attestation would record evidence that was never gathered.
 */
import { readRunFacts } from '../../github/event.js'
import { connectGitHub } from '../../github/connect.js'
import { gatherReferences, type KeySource, type References } from '../../github/references.js'
import { attestationCommand, type AttestInputs } from '../../attest/pipeline.js'
import { commitRecords, logUnreadCommit } from '../../run-commit/commit-records.js'
import { readJiraInputs, type JiraInputs } from './inputs.js'
import { readKeySources } from './reference-inputs.js'
import type { InputSource } from '../../inputs/source.js'
import { readGitHubToken } from '../../inputs/tokens.js'
import { JiraClient, JiraCredentialsError, type JiraIssue } from './jira-client.js'
import { findKeysBySource } from './keys.js'
import { renderJiraSummary } from './summary.js'
import { describeRetry } from '../../action/retry-log.js'
import { USER_AGENT } from '../../version.js'
import { describeKeys, missingMessage, noKeyMessage, unreadableMessage } from './messages.js'
import type { CommandContext, StepContext } from '../../action/command.js'
import type { CommonInputs } from '../../action/common-inputs.js'

interface JiraOwnInputs {
  jira: JiraInputs
  githubToken?: string
  sources: KeySource[]
  secondarySource?: string
}

export type AttestJiraInputs = AttestInputs<JiraOwnInputs>

function readJiraOwnInputs(
  source: InputSource,
  _common: CommonInputs,
  step: StepContext
): JiraOwnInputs {
  const jira = readJiraInputs(source, step.mask)
  const githubToken = readGitHubToken(source, step.mask)
  return {
    jira,
    githubToken,
    sources: readKeySources(source, 'key-sources'),
    secondarySource: source('secondary-source')
  }
}

/**
 * The commit and the texts that may name issues (read in one pass over the event, the
 * checkout and the GitHub API), the keys found in them, and what Jira says of each.
 */
async function gather(inputs: AttestJiraInputs, context: CommandContext) {
  const { log, common } = context
  const facts = readRunFacts()
  if (facts.payloadProblem) log.warning(`The event payload was not used: ${facts.payloadProblem}.`)
  const references = await gatherReferences(facts, {
    sources: inputs.sources,
    commitSha: inputs.commitSha,
    github: connectGitHub(inputs.githubToken, common.timeoutMs, {
      maxRetries: common.maxRetries,
      onRetry: event => log.info(describeRetry(event, 'GitHub')),
      log
    })
  })
  // Evidence without a source that was asked for could miss keys: post nothing instead.
  if (references.unreadable.length > 0) throw new Error(unreadableMessage(references.unreadable))
  logUnreadCommit(references, log)
  const { keys, keySources, searched } = findKeys(inputs, references)
  log.info(
    keys.length > 0
      ? `Issue keys found: ${describeKeys(keys, keySources)}.`
      : 'No issue key was found.'
  )
  const issues = await lookUp(keys, inputs.jira, context)
  const missing = issues.filter(issue => !issue.exists).map(issue => issue.key)
  return { facts, references, keys, keySources, searched, issues, missing }
}

type Found = Awaited<ReturnType<typeof gather>>

const foundKeys = (found: Found) => found.issues.filter(issue => issue.exists).map(i => i.key)

export const command = attestationCommand({
  type: 'jira',
  reads: { commit: true, attachments: true },
  readInputs: readJiraOwnInputs,
  commit: ({ references, facts }, inputs) => ({
    sha: references.commit?.sha,
    ...commitRecords(references, facts, inputs.redact)
  }),
  gather,
  body: ({ issues }) => ({
    jira_results: issues.map(issue => ({
      issue_id: issue.key,
      issue_url: issue.url,
      issue_exists: issue.exists,
      ...(issue.fields ? { issue_fields: issue.fields } : {})
    }))
  }),
  detail: found => `${foundKeys(found).length} of ${found.keys.length} issues found`,
  outputs: found => ({
    'issue-keys': JSON.stringify(found.keys),
    'found-issue-keys': JSON.stringify(foundKeys(found)),
    'missing-issue-keys': JSON.stringify(found.missing)
  }),
  summary: {
    render: (report, { issues, keySources, searched }, _inputs, attachment) =>
      renderJiraSummary({
        ...report,
        attachment: attachment?.description,
        issues: issues.map(issue => ({
          key: issue.key,
          exists: issue.exists,
          url: issue.url,
          summary: typeof issue.fields?.summary === 'string' ? issue.fields.summary : undefined,
          sources: keySources.get(issue.key) ?? []
        })),
        searched
      })
  },
  verdict: ({ keys, missing, keySources, searched }) =>
    keys.length === 0
      ? noKeyMessage(searched.map(item => item.source))
      : missing.length > 0
        ? missingMessage(missing, keySources)
        : undefined
})

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
