/**
 * Which commands read each input, and the defaults action.yml declares. One table for the
 * README's reference (`npm run docs`) and for the run-time warning about inputs the chosen
 * command ignores; a test keeps it equal to action.yml (its "Commands:" notes and defaults).
 */
export interface InputEntry {
  /** The commands that read the input, or 'all'. */
  commands: 'all' | readonly string[]
  /** The default action.yml declares: the runner passes it whenever a step leaves it out. */
  default?: string
}

export const INPUT_CATALOG: Readonly<Record<string, InputEntry>> = {
  command: { commands: 'all' },
  'api-token': { commands: 'all' },
  org: { commands: 'all' },
  'base-url': { commands: 'all' },
  'dry-run': { commands: 'all', default: 'false' },
  'timeout-seconds': { commands: 'all', default: '30' },
  'max-retries': { commands: 'all', default: '3' },
  summary: { commands: 'all', default: 'true' },
  fingerprint: {
    commands: ['assert-artifact', 'get-deployment', 'override-attestation', 'attest-jira']
  },
  'artifact-path': { commands: ['assert-artifact', 'get-deployment', 'attest-jira'] },
  'artifact-type': { commands: ['assert-artifact', 'get-deployment', 'attest-jira'] },
  exclude: { commands: ['assert-artifact', 'get-deployment', 'attest-jira'] },
  'registry-username': { commands: ['assert-artifact', 'get-deployment', 'attest-jira'] },
  'registry-password': { commands: ['assert-artifact', 'get-deployment', 'attest-jira'] },
  flow: {
    commands: [
      'assert-artifact',
      'list-trails',
      'override-attestation',
      'list-attestations',
      'get-approval',
      'attest-jira'
    ]
  },
  environment: { commands: ['assert-artifact', 'get-deployment'] },
  policies: { commands: ['assert-artifact'] },
  'fail-on-non-compliant': { commands: ['assert-artifact'], default: 'true' },
  trail: { commands: ['override-attestation', 'attest-jira'] },
  name: { commands: ['override-attestation', 'attest-jira'] },
  reason: { commands: ['override-attestation'] },
  compliant: { commands: ['override-attestation'] },
  'attestation-type': { commands: ['override-attestation'] },
  'target-artifacts': { commands: ['override-attestation', 'attest-jira'] },
  description: { commands: ['override-attestation', 'attest-jira'] },
  'origin-url': { commands: ['override-attestation', 'attest-jira'] },
  'user-data': { commands: ['override-attestation', 'attest-jira'] },
  annotations: { commands: ['override-attestation', 'attest-jira'] },
  'external-urls': { commands: ['override-attestation', 'attest-jira'] },
  'repo-id': { commands: ['list-builds'] },
  'repo-name': { commands: ['list-builds'] },
  'start-ts': { commands: ['list-builds'] },
  'end-ts': { commands: ['list-builds'] },
  'from-ts': { commands: ['list-attestations'] },
  'to-ts': { commands: ['list-attestations'] },
  page: { commands: ['list-builds', 'list-trails', 'list-attestations'] },
  'per-page': { commands: ['list-builds', 'list-trails', 'list-attestations'] },
  'all-pages': { commands: ['list-builds', 'list-trails', 'list-attestations'], default: 'false' },
  'max-items': { commands: ['list-builds', 'list-trails', 'list-attestations'] },
  'approval-number': { commands: ['get-approval'] },
  'fail-unless-approved': { commands: ['get-approval'], default: 'false' },
  'jira-base-url': { commands: ['attest-jira'] },
  'jira-username': { commands: ['attest-jira'] },
  'jira-api-token': { commands: ['attest-jira'] },
  'jira-pat': { commands: ['attest-jira'] },
  'jira-project-keys': { commands: ['attest-jira'] },
  'jira-ignore-project-keys': { commands: ['attest-jira'] },
  'jira-issue-fields': { commands: ['attest-jira'] },
  'key-sources': { commands: ['attest-jira'], default: 'commits,branch,pr-title' },
  'secondary-source': { commands: ['attest-jira'] },
  'commit-sha': { commands: ['attest-jira'] },
  'github-token': { commands: ['attest-jira'], default: '${{ github.token }}' },
  attachments: { commands: ['attest-jira'] },
  attachment: { commands: ['attest-jira'] },
  'redact-commit-info': { commands: ['attest-jira'] },
  assert: { commands: ['attest-jira'], default: 'false' }
}

/** Runner defaults that are expressions: set on every run, so no sign that a step gave them. */
function isExpression(value: string | undefined): boolean {
  return value?.includes('${{') ?? false
}

/**
 * The inputs a step gave that the command does not read: set, not the declared default, and
 * not set by the runner itself (an expression default such as github-token's).
 */
export function inputsIgnoredBy(
  command: string,
  given: (name: string) => string | undefined
): string[] {
  return Object.entries(INPUT_CATALOG)
    .filter(([, entry]) => entry.commands !== 'all' && !entry.commands.includes(command))
    .filter(([name, entry]) => {
      const value = given(name)
      return value !== undefined && value !== entry.default && !isExpression(entry.default)
    })
    .map(([name]) => name)
}
