/**
 * docs/migrating.md accounts for every command of the vendor CLI exactly once: a declaration
 * names it in its `cli` (the generated table maps it to the step), or the hand-written list
 * of commands the action does not offer names it with a reason. A command that gains a step
 * must leave that list.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { loadDeclarations } from '../../tools/declarations.js'
import { PROJECT_ROOT } from '../../tools/run-action.js'

/**
 * The CLI's command tree (cmd/kosli of the vendor CLI, August 2026): every command a user can
 * run, its hidden `docs` generator left out.
 */
const CLI_COMMANDS = [
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

const page = readFileSync(join(PROJECT_ROOT, 'docs', 'migrating.md'), 'utf8')
const notOffered = page.slice(page.indexOf('## CLI commands the action does not offer'))

/** The CLI commands a text names in backticks, a group such as `kosli assert pullrequest` aside. */
function named(text: string): string[] {
  return [...text.matchAll(/`(kosli [a-z0-9 -]+)`/g)]
    .map(match => match[1] ?? '')
    .filter(command => CLI_COMMANDS.includes(command))
}

describe('docs/migrating.md and the CLI command tree', () => {
  let declared: string[]

  beforeAll(async () => {
    const declarations = await loadDeclarations(join(PROJECT_ROOT, 'src', 'commands'))
    declared = declarations.flatMap(declaration => [...(declaration.cli ?? [])])
  })

  it('declares only commands the CLI has, each by one declaration', () => {
    expect(declared.filter(command => !CLI_COMMANDS.includes(command))).toEqual([])
    expect(new Set(declared).size).toBe(declared.length)
  })

  it('lists every other CLI command as not offered, and none that has a step', () => {
    expect(notOffered.length).toBeGreaterThan(0)
    const listed = named(notOffered)
    expect(listed.filter(command => declared.includes(command))).toEqual([])
    // The other hosts' `kosli assert pullrequest` commands are named as a group.
    const grouped = ['azure', 'bitbucket', 'gitlab'].map(host => `kosli assert pullrequest ${host}`)
    const missing = CLI_COMMANDS.filter(
      command => !declared.includes(command) && !listed.includes(command)
    )
    expect(missing).toEqual(grouped)
    expect(notOffered).toContain('the matching `kosli assert pullrequest` commands')
  })
})
