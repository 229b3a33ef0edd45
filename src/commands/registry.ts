/**
 * The commands by name. Each is loaded only when chosen, so a step pays for the code of
 * its own command and nothing else.
 */
import type { Command } from './types.js'

type Loader = () => Promise<Command<unknown>>

const loaders: Record<string, Loader> = {
  'assert-artifact': async () => (await import('./assert-artifact.js')).assertArtifactCommand,
  'list-builds': async () => (await import('./list-builds.js')).listBuildsCommand,
  'list-trails': async () => (await import('./list-trails.js')).listTrailsCommand,
  'get-deployment': async () => (await import('./get-deployment.js')).getDeploymentCommand,
  'override-attestation': async () =>
    (await import('./override-attestation.js')).overrideAttestationCommand,
  'list-attestations': async () => (await import('./list-attestations.js')).listAttestationsCommand,
  'get-approval': async () => (await import('./get-approval.js')).getApprovalCommand,
  'list-actions': async () => (await import('./list-actions.js')).listActionsCommand,
  'attest-jira': async () => (await import('./attest-jira.js')).attestJiraCommand
}

export const COMMAND_NAMES: readonly string[] = Object.keys(loaders)

export function loadCommand(name: string): Promise<Command<unknown>> {
  const loader = loaders[name]
  if (!loader) throw new RangeError(`unknown command ${name}`)
  return loader()
}
