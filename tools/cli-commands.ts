/**
 * The vendor CLI's commands, for docs/migrating.md: its whole command tree, and why a step does
 * not replace each command no declaration names in its `cli`. The page lists only those: a
 * command that gains a step leaves it without an edit here.
 */

/**
 * The CLI's command tree (cmd/kosli of the vendor CLI, August 2026): every command a user can
 * run, its hidden `docs` generator left out.
 */
export const CLI_COMMANDS: readonly string[] = [
  'allow artifact',
  ...['attestation-type', 'control', 'environment', 'flow'].map(what => `archive ${what}`),
  'assert artifact',
  ...['azure', 'bitbucket', 'github', 'gitlab'].map(host => `assert pullrequest ${host}`),
  'assert snapshot',
  'assert status',
  'attach-policy',
  ...[
    'artifact',
    'custom',
    'decision',
    'generic',
    'jira',
    'junit',
    'override',
    'snyk',
    'sonar'
  ].map(type => `attest ${type}`),
  ...['azure', 'bitbucket', 'github', 'gitlab'].map(host => `attest pullrequest ${host}`),
  'begin trail',
  'completion',
  'config',
  ...[
    'api-key',
    'attestation-type',
    'control',
    'environment',
    'flow',
    'policy',
    'service-account'
  ].map(what => `create ${what}`),
  'delete api-key',
  'delete service-account',
  'detach-policy',
  'diff snapshots',
  'disable beta',
  'enable beta',
  'evaluate input',
  'evaluate trail',
  'evaluate trails',
  'fingerprint',
  ...[
    'api-key',
    'artifact',
    'attestation',
    'attestation-type',
    'control',
    'default-org',
    'environment',
    'flow',
    'policy',
    'repo',
    'service-account',
    'snapshot',
    'trail'
  ].map(what => `get ${what}`),
  'join environment',
  ...[
    'api-keys',
    'artifacts',
    'attestation-types',
    'controls',
    'environments',
    'flows',
    'policies',
    'repos',
    'service-accounts',
    'snapshots',
    'trails'
  ].map(what => `list ${what}`),
  'log environment',
  'rename environment',
  'rename flow',
  'report artifact',
  'rotate api-key',
  'search',
  ...['azure', 'cloud-run', 'docker', 'ecs', 'k8s', 'lambda', 'path', 'paths', 's3', 'server'].map(
    kind => `snapshot ${kind}`
  ),
  'status',
  'tag',
  'unarchive control',
  'update control',
  'update default-org',
  'update service-account',
  'version'
].map(command => `kosli ${command}`)

/** Commands the action does not offer, in groups that share a reason. */
export interface NotOffered {
  commands: readonly string[]
  /** Why there is no step, and what to use instead. */
  why: string
}

export const NOT_OFFERED: readonly NotOffered[] = [
  {
    commands: [
      'kosli snapshot ecs',
      'kosli snapshot lambda',
      'kosli snapshot s3',
      'kosli snapshot azure',
      'kosli snapshot cloud-run'
    ],
    why: "each reads a cloud provider's API with that account's credentials; it belongs where the environment runs (a scheduled job with the account's role), which the CLI serves."
  },
  {
    commands: ['kosli snapshot server', 'kosli report artifact'],
    why: 'deprecated in the CLI itself, which points to its `snapshot paths` and `attest artifact` (the step [`attest-artifact`](commands/attest-artifact.md)).'
  },
  {
    commands: ['kosli evaluate trail', 'kosli evaluate trails', 'kosli evaluate input'],
    why: 'the CLI evaluates Rego with an embedded OPA, and no Rego engine is available to a JavaScript action; gate with `assert-artifact` (its `policies`) or `get-trail` with `assert: true`.'
  },
  {
    commands: ['kosli attest sonar'],
    why: "no SonarQube or SonarCloud client yet; record the quality gate's result with `attest-generic` or `attest-custom`."
  },
  {
    commands: [
      'kosli attest pullrequest gitlab',
      'kosli attest pullrequest bitbucket',
      'kosli attest pullrequest azure',
      'kosli assert pullrequest gitlab',
      'kosli assert pullrequest bitbucket',
      'kosli assert pullrequest azure'
    ],
    why: 'a GitHub Action reads the pull requests of the repository it runs in, on GitHub.'
  },
  {
    commands: ['kosli allow artifact'],
    why: "an exception to an environment's rules is a person's decision, not a pipeline's; make it in the web app or with the CLI."
  },
  {
    commands: [
      'kosli archive flow',
      'kosli archive environment',
      'kosli archive attestation-type',
      'kosli rename flow',
      'kosli rename environment',
      'kosli join environment'
    ],
    why: 'one-off administration of the org, not part of a build or a deploy.'
  },
  {
    commands: [
      'kosli create control',
      'kosli get control',
      'kosli list controls',
      'kosli update control',
      'kosli archive control',
      'kosli unarchive control'
    ],
    why: "a beta of the CLI, absent from the service's published description; `attest-decision` records a decision against a control."
  },
  {
    commands: [
      'kosli create api-key',
      'kosli get api-key',
      'kosli list api-keys',
      'kosli delete api-key',
      'kosli rotate api-key',
      'kosli create service-account',
      'kosli get service-account',
      'kosli list service-accounts',
      'kosli update service-account',
      'kosli delete service-account'
    ],
    why: 'administering credentials would need a workflow token allowed to mint them; kept out on purpose.'
  },
  {
    commands: [
      'kosli get artifact',
      'kosli get flow',
      'kosli get environment',
      'kosli get policy',
      'kosli get attestation-type',
      'kosli get repo',
      'kosli list artifacts',
      'kosli list flows',
      'kosli list snapshots',
      'kosli list repos'
    ],
    why: 'reads rarely called from workflows (none among the most used); `list-builds`, `get-trail`, `list-trails` and `get-attestation` answer what pipelines ask.'
  },
  {
    commands: ['kosli status', 'kosli assert status'],
    why: "the service's health; every step names an unreachable service in its own failure, and a gate fails then."
  },
  {
    commands: [
      'kosli config',
      'kosli get default-org',
      'kosli update default-org',
      'kosli enable beta',
      'kosli disable beta',
      'kosli version',
      'kosli completion'
    ],
    why: "the CLI's own settings and shell; a step takes its settings as inputs."
  }
]
