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
    commands: [
      'assert-artifact',
      'get-deployment',
      'override-attestation',
      'attest-jira',
      'attest-artifact',
      'attest-generic',
      'attest-custom',
      'attest-junit',
      'attest-snyk',
      'attest-pull-request'
    ]
  },
  'artifact-path': {
    commands: [
      'assert-artifact',
      'get-deployment',
      'attest-jira',
      'attest-artifact',
      'attest-generic',
      'attest-custom',
      'attest-junit',
      'attest-snyk',
      'attest-pull-request'
    ]
  },
  'artifact-type': {
    commands: [
      'assert-artifact',
      'get-deployment',
      'attest-jira',
      'attest-artifact',
      'attest-generic',
      'attest-custom',
      'attest-junit',
      'attest-snyk',
      'attest-pull-request'
    ]
  },
  exclude: {
    commands: [
      'assert-artifact',
      'get-deployment',
      'attest-jira',
      'attest-artifact',
      'attest-generic',
      'attest-custom',
      'attest-junit',
      'attest-snyk',
      'attest-pull-request'
    ]
  },
  'registry-username': {
    commands: [
      'assert-artifact',
      'get-deployment',
      'attest-jira',
      'attest-artifact',
      'attest-generic',
      'attest-custom',
      'attest-junit',
      'attest-snyk',
      'attest-pull-request'
    ]
  },
  'registry-password': {
    commands: [
      'assert-artifact',
      'get-deployment',
      'attest-jira',
      'attest-artifact',
      'attest-generic',
      'attest-custom',
      'attest-junit',
      'attest-snyk',
      'attest-pull-request'
    ]
  },
  flow: {
    commands: [
      'assert-artifact',
      'list-trails',
      'override-attestation',
      'list-attestations',
      'get-approval',
      'attest-jira',
      'create-flow',
      'begin-trail',
      'attest-artifact',
      'attest-generic',
      'attest-custom',
      'attest-junit',
      'attest-snyk',
      'attest-pull-request'
    ]
  },
  environment: { commands: ['assert-artifact', 'get-deployment'] },
  policies: { commands: ['assert-artifact'] },
  'fail-on-non-compliant': { commands: ['assert-artifact'], default: 'true' },
  trail: {
    commands: [
      'override-attestation',
      'attest-jira',
      'begin-trail',
      'attest-artifact',
      'attest-generic',
      'attest-custom',
      'attest-junit',
      'attest-snyk',
      'attest-pull-request'
    ]
  },
  name: {
    commands: [
      'override-attestation',
      'attest-jira',
      'attest-generic',
      'attest-custom',
      'attest-junit',
      'attest-snyk',
      'attest-pull-request'
    ]
  },
  reason: { commands: ['override-attestation'] },
  compliant: { commands: ['override-attestation', 'attest-generic'] },
  'attestation-type': { commands: ['override-attestation'] },
  'target-artifacts': {
    commands: [
      'override-attestation',
      'attest-jira',
      'attest-generic',
      'attest-custom',
      'attest-junit',
      'attest-snyk',
      'attest-pull-request'
    ]
  },
  description: {
    commands: [
      'override-attestation',
      'attest-jira',
      'create-flow',
      'begin-trail',
      'attest-artifact',
      'attest-generic',
      'attest-custom',
      'attest-junit',
      'attest-snyk',
      'attest-pull-request'
    ]
  },
  'origin-url': {
    commands: [
      'override-attestation',
      'attest-jira',
      'begin-trail',
      'attest-generic',
      'attest-custom',
      'attest-junit',
      'attest-snyk',
      'attest-pull-request'
    ]
  },
  'user-data': {
    commands: [
      'override-attestation',
      'attest-jira',
      'begin-trail',
      'attest-artifact',
      'attest-generic',
      'attest-custom',
      'attest-junit',
      'attest-snyk',
      'attest-pull-request'
    ]
  },
  annotations: {
    commands: [
      'override-attestation',
      'attest-jira',
      'attest-artifact',
      'attest-generic',
      'attest-custom',
      'attest-junit',
      'attest-snyk',
      'attest-pull-request'
    ]
  },
  'external-urls': {
    commands: [
      'override-attestation',
      'attest-jira',
      'begin-trail',
      'attest-artifact',
      'attest-generic',
      'attest-custom',
      'attest-junit',
      'attest-snyk',
      'attest-pull-request'
    ]
  },
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
  'commit-sha': {
    commands: [
      'attest-jira',
      'begin-trail',
      'attest-artifact',
      'attest-generic',
      'attest-custom',
      'attest-pull-request'
    ]
  },
  'github-token': {
    commands: ['attest-jira', 'attest-pull-request'],
    default: '${{ github.token }}'
  },
  attachments: { commands: ['attest-jira', 'attest-generic', 'attest-custom'] },
  attachment: { commands: ['attest-jira', 'attest-generic', 'attest-custom'] },
  'redact-commit-info': {
    commands: ['attest-jira', 'begin-trail', 'attest-artifact', 'attest-generic', 'attest-custom']
  },
  assert: { commands: ['attest-jira', 'attest-pull-request'], default: 'false' },
  'results-dir': { commands: ['attest-junit'], default: '.' },
  'scan-results': { commands: ['attest-snyk'] },
  'upload-results': { commands: ['attest-junit', 'attest-snyk'], default: 'true' },
  'template-file': { commands: ['create-flow', 'begin-trail'] },
  visibility: { commands: ['create-flow'] },
  'artifact-name': { commands: ['attest-artifact'] },
  filename: { commands: ['attest-artifact'] },
  'build-url': { commands: ['attest-artifact'] },
  'type-name': { commands: ['attest-custom'] },
  'attestation-data': { commands: ['attest-custom'] }
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
