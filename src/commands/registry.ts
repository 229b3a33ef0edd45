/**
 * The commands by name. Each is loaded only when chosen, so a step pays for the code of
 * its own command and nothing else.
 */
import type { Command } from '../action/command.js'

type Loader = () => Promise<Command<unknown>>

const loaders: Record<string, Loader> = {
  'assert-artifact': async () => (await import('./assert-artifact/index.js')).assertArtifactCommand,
  'list-builds': async () => (await import('./list-builds/index.js')).listBuildsCommand,
  'list-trails': async () => (await import('./list-trails/index.js')).listTrailsCommand,
  'get-deployment': async () => (await import('./get-deployment/index.js')).getDeploymentCommand,
  'override-attestation': async () =>
    (await import('./override-attestation/index.js')).overrideAttestationCommand,
  'list-attestations': async () =>
    (await import('./list-attestations/index.js')).listAttestationsCommand,
  'get-approval': async () => (await import('./get-approval/index.js')).getApprovalCommand,
  'list-actions': async () => (await import('./list-actions/index.js')).listActionsCommand,
  'attest-jira': async () => (await import('./attest-jira/index.js')).attestJiraCommand,
  'create-flow': async () => (await import('./create-flow/index.js')).createFlowCommand,
  'begin-trail': async () => (await import('./begin-trail/index.js')).beginTrailCommand,
  'attest-artifact': async () => (await import('./attest-artifact/index.js')).attestArtifactCommand,
  'attest-generic': async () => (await import('./attest-generic/index.js')).attestGenericCommand,
  'attest-custom': async () => (await import('./attest-custom/index.js')).attestCustomCommand,
  'attest-junit': async () => (await import('./attest-junit/index.js')).attestJUnitCommand,
  'attest-snyk': async () => (await import('./attest-snyk/index.js')).attestSnykCommand,
  'attest-pull-request': async () =>
    (await import('./attest-pull-request/index.js')).attestPullRequestCommand
}

export const COMMAND_NAMES: readonly string[] = Object.keys(loaders)

export function loadCommand(name: string): Promise<Command<unknown>> {
  const loader = loaders[name]
  if (!loader) throw new RangeError(`unknown command ${name}`)
  return loader()
}
