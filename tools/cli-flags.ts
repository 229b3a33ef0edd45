/**
 * The vendor CLI's flags, for the variables a step reads and docs/migrating.md: every flag of
 * each command a step replaces (cmd/kosli/<command>.go of the vendor CLI, August 2026, with the
 * flags its helpers add), and the global ones every command takes. The CLI reads each flag,
 * when it is not given, from KOSLI_<FLAG> (root.go's bindFlags), so this is also the list of
 * the variables a migrating job may hold.
 */

import type { FlagForm } from '../src/declarations/types.js'

export type { FlagForm }

export interface CliFlag {
  form: FlagForm
  /** The value the CLI takes when neither the flag nor its variable is given. */
  default?: string
}

/** The persistent flags of the CLI's root command, which every command takes. */
export const GLOBAL_FLAGS: Readonly<Record<string, CliFlag>> = {
  'api-token': { form: 'text' },
  org: { form: 'text' },
  host: { form: 'text', default: 'https://app.kosli.com' },
  'http-proxy': { form: 'text' },
  'max-api-retries': { form: 'text', default: '3' },
  'config-file': { form: 'text', default: 'kosli' },
  debug: { form: 'boolean', default: 'false' },
  quiet: { form: 'boolean', default: 'false' }
}

/**
 * The flags every `kosli attest` command takes besides its own, which the CLI adds to each
 * in one helper (addAttestationFlags, cmd/kosli/flags.go): the artifact, the commit, the
 * evidence and where the record goes.
 */
const ATTESTATION_FLAGS: Readonly<Record<string, CliFlag>> = {
  fingerprint: { form: 'text' },
  commit: { form: 'text' },
  'redact-commit-info': { form: 'list' },
  'origin-url': { form: 'text' },
  name: { form: 'text' },
  'external-fingerprint': { form: 'pairs' },
  'external-url': { form: 'pairs' },
  annotate: { form: 'pairs' },
  flow: { form: 'text' },
  trail: { form: 'text' },
  'user-data': { form: 'text' },
  attachments: { form: 'list' },
  'repo-root': { form: 'text', default: '.' },
  description: { form: 'text' },
  'repo-id': { form: 'text' },
  repository: { form: 'text' },
  'repo-url': { form: 'text' },
  'repo-provider': { form: 'text' },
  'artifact-type': { form: 'text' },
  'registry-provider': { form: 'text' },
  'registry-username': { form: 'text' },
  'registry-password': { form: 'text' },
  exclude: { form: 'list' },
  'dry-run': { form: 'boolean', default: 'false' }
}

/** Each command's own flags, by the command as typed (`kosli attest generic`). */
export const CLI_FLAGS: Readonly<Record<string, Readonly<Record<string, CliFlag>>>> = {
  'kosli assert artifact': {
    fingerprint: { form: 'text' },
    flow: { form: 'text' },
    environment: { form: 'text' },
    output: { form: 'text', default: 'table' },
    policy: { form: 'list' },
    'artifact-type': { form: 'text' },
    'registry-provider': { form: 'text' },
    'registry-username': { form: 'text' },
    'registry-password': { form: 'text' },
    exclude: { form: 'list' },
    'dry-run': { form: 'boolean', default: 'false' }
  },
  'kosli assert pullrequest github': {
    commit: { form: 'text' },
    'github-token': { form: 'text' },
    'github-org': { form: 'text' },
    repository: { form: 'text' },
    'github-base-url': { form: 'text' },
    'dry-run': { form: 'boolean', default: 'false' }
  },
  'kosli assert snapshot': {
    'dry-run': { form: 'boolean', default: 'false' }
  },
  'kosli attach-policy': {
    environment: { form: 'list' },
    'dry-run': { form: 'boolean', default: 'false' }
  },
  'kosli attest artifact': {
    fingerprint: { form: 'text' },
    flow: { form: 'text' },
    commit: { form: 'text' },
    'redact-commit-info': { form: 'list' },
    'build-url': { form: 'text' },
    'commit-url': { form: 'text' },
    'repo-root': { form: 'text', default: '.' },
    name: { form: 'text' },
    'display-name': { form: 'text' },
    trail: { form: 'text' },
    'external-fingerprint': { form: 'pairs' },
    'external-url': { form: 'pairs' },
    annotate: { form: 'pairs' },
    'repo-id': { form: 'text' },
    repository: { form: 'text' },
    'repo-url': { form: 'text' },
    'repo-provider': { form: 'text' },
    'artifact-type': { form: 'text' },
    'registry-provider': { form: 'text' },
    'registry-username': { form: 'text' },
    'registry-password': { form: 'text' },
    exclude: { form: 'list' },
    'dry-run': { form: 'boolean', default: 'false' }
  },
  'kosli attest custom': {
    type: { form: 'text' },
    'attestation-data': { form: 'text' },
    ...ATTESTATION_FLAGS
  },
  'kosli attest decision': {
    control: { form: 'text' },
    compliant: { form: 'boolean', default: 'false' },
    ...ATTESTATION_FLAGS
  },
  'kosli attest generic': {
    compliant: { form: 'boolean', default: 'true' },
    ...ATTESTATION_FLAGS
  },
  'kosli attest jira': {
    'jira-base-url': { form: 'text' },
    'jira-username': { form: 'text' },
    'jira-api-token': { form: 'text' },
    'jira-pat': { form: 'text' },
    'jira-project-key': { form: 'list' },
    'jira-issue-fields': { form: 'text' },
    'jira-secondary-source': { form: 'text' },
    'ignore-branch-match': { form: 'boolean', default: 'false' },
    assert: { form: 'boolean', default: 'false' },
    ...ATTESTATION_FLAGS
  },
  'kosli attest junit': {
    'results-dir': { form: 'text', default: '.' },
    'upload-results': { form: 'boolean', default: 'true' },
    ...ATTESTATION_FLAGS
  },
  'kosli attest override': {
    reason: { form: 'text' },
    'new-compliance-status': { form: 'boolean', default: 'false' },
    'original-attestation-type': { form: 'text' },
    ...ATTESTATION_FLAGS
  },
  'kosli attest pullrequest github': {
    assert: { form: 'boolean', default: 'false' },
    fingerprint: { form: 'text' },
    commit: { form: 'text' },
    'redact-commit-info': { form: 'list' },
    'origin-url': { form: 'text' },
    name: { form: 'text' },
    'external-fingerprint': { form: 'pairs' },
    'external-url': { form: 'pairs' },
    annotate: { form: 'pairs' },
    flow: { form: 'text' },
    trail: { form: 'text' },
    'user-data': { form: 'text' },
    attachments: { form: 'list' },
    'repo-root': { form: 'text', default: '.' },
    description: { form: 'text' },
    'repo-id': { form: 'text' },
    repository: { form: 'text' },
    'repo-url': { form: 'text' },
    'repo-provider': { form: 'text' },
    'artifact-type': { form: 'text' },
    'registry-provider': { form: 'text' },
    'registry-username': { form: 'text' },
    'registry-password': { form: 'text' },
    exclude: { form: 'list' },
    'dry-run': { form: 'boolean', default: 'false' },
    'github-token': { form: 'text' },
    'github-org': { form: 'text' },
    'github-base-url': { form: 'text' }
  },
  'kosli attest snyk': {
    'scan-results': { form: 'text' },
    'upload-results': { form: 'boolean', default: 'true' },
    ...ATTESTATION_FLAGS
  },
  'kosli begin trail': {
    flow: { form: 'text' },
    description: { form: 'text' },
    'template-file': { form: 'text' },
    'user-data': { form: 'text' },
    commit: { form: 'text' },
    'redact-commit-info': { form: 'list' },
    'repo-root': { form: 'text', default: '.' },
    'origin-url': { form: 'text' },
    'external-fingerprint': { form: 'pairs' },
    'external-url': { form: 'pairs' },
    'repo-id': { form: 'text' },
    repository: { form: 'text' },
    'repo-url': { form: 'text' },
    'repo-provider': { form: 'text' },
    'dry-run': { form: 'boolean', default: 'false' }
  },
  'kosli create attestation-type': {
    description: { form: 'text' },
    schema: { form: 'text' },
    jq: { form: 'list' },
    summary: { form: 'list' },
    'summary-json': { form: 'text' },
    'dry-run': { form: 'boolean', default: 'false' }
  },
  'kosli create environment': {
    type: { form: 'text' },
    description: { form: 'text' },
    'exclude-scaling': { form: 'boolean', default: 'false' },
    'include-scaling': { form: 'boolean', default: 'false' },
    'require-provenance': { form: 'boolean', default: 'false' },
    'included-environments': { form: 'list' },
    'dry-run': { form: 'boolean', default: 'false' }
  },
  'kosli create flow': {
    description: { form: 'text' },
    visibility: { form: 'text' },
    template: { form: 'list' },
    'template-file': { form: 'text' },
    'use-empty-template': { form: 'boolean', default: 'false' },
    'dry-run': { form: 'boolean', default: 'false' }
  },
  'kosli create policy': {
    description: { form: 'text' },
    comment: { form: 'text' },
    type: { form: 'text', default: 'env' },
    'dry-run': { form: 'boolean', default: 'false' }
  },
  'kosli detach-policy': {
    environment: { form: 'list' },
    'dry-run': { form: 'boolean', default: 'false' }
  },
  'kosli diff snapshots': {
    output: { form: 'text', default: 'table' },
    'show-unchanged': { form: 'boolean', default: 'false' }
  },
  'kosli fingerprint': {
    'artifact-type': { form: 'text' },
    'registry-provider': { form: 'text' },
    'registry-username': { form: 'text' },
    'registry-password': { form: 'text' },
    exclude: { form: 'list' }
  },
  'kosli get attestation': {
    output: { form: 'text', default: 'table' },
    flow: { form: 'text' },
    trail: { form: 'text' },
    fingerprint: { form: 'text' },
    'attestation-id': { form: 'text' }
  },
  'kosli get snapshot': {
    output: { form: 'text', default: 'table' }
  },
  'kosli get trail': {
    flow: { form: 'text' },
    output: { form: 'text', default: 'table' }
  },
  'kosli list attestation-types': {
    output: { form: 'text', default: 'table' }
  },
  'kosli list environments': {
    name: { form: 'text' },
    type: { form: 'list' },
    'space-id': { form: 'list' },
    tag: { form: 'list' },
    sort: { form: 'text' },
    'sort-direction': { form: 'text' },
    output: { form: 'text', default: 'table' },
    page: { form: 'text' },
    'page-limit': { form: 'text', default: '15' }
  },
  'kosli list policies': {
    output: { form: 'text', default: 'table' }
  },
  'kosli list trails': {
    flow: { form: 'text' },
    fingerprint: { form: 'text' },
    'flow-tag': { form: 'text' },
    output: { form: 'text', default: 'table' },
    page: { form: 'text' },
    'page-limit': { form: 'text', default: '15' }
  },
  'kosli log environment': {
    interval: { form: 'text' },
    repo: { form: 'list' },
    start: { form: 'text' },
    end: { form: 'text' },
    'start-ts': { form: 'text' },
    'end-ts': { form: 'text' },
    reverse: { form: 'boolean', default: 'false' },
    output: { form: 'text', default: 'table' },
    page: { form: 'text' },
    'page-limit': { form: 'text', default: '15' }
  },
  'kosli search': {
    output: { form: 'text', default: 'table' }
  },
  'kosli snapshot docker': {
    'dry-run': { form: 'boolean', default: 'false' }
  },
  'kosli snapshot k8s': {
    kubeconfig: { form: 'text', default: '~/.kube/config' },
    'config-file': { form: 'text' },
    namespaces: { form: 'list' },
    'namespaces-regex': { form: 'list' },
    'exclude-namespaces': { form: 'list' },
    'exclude-namespaces-regex': { form: 'list' },
    'dry-run': { form: 'boolean', default: 'false' }
  },
  'kosli snapshot path': {
    path: { form: 'text' },
    name: { form: 'text' },
    exclude: { form: 'list' },
    watch: { form: 'boolean', default: 'false' },
    'dry-run': { form: 'boolean', default: 'false' }
  },
  'kosli snapshot paths': {
    'paths-file': { form: 'text' },
    watch: { form: 'boolean', default: 'false' },
    'dry-run': { form: 'boolean', default: 'false' }
  },
  'kosli tag': {
    set: { form: 'pairs' },
    unset: { form: 'list' },
    provider: { form: 'text' },
    'repo-id': { form: 'text' },
    'dry-run': { form: 'boolean', default: 'false' }
  }
}
