/** get-deployment's job summary: the deployment, what it replaced and the change between. */
import { code, escapeText, facts, link, shortFingerprint } from '../../summary/markdown.js'
import { readableTime } from '../../summary/timestamps.js'
import { commitLink } from '../../summary/commits.js'
import { isRecord } from '../../http/request-error.js'
import type { Deployment } from '../../service/deployments.js'

export function renderDeploymentSummary(
  deployment: Deployment,
  environment: string,
  fingerprint: string
): string {
  const replaced = deployment.replaced_artifact
  const artifact = deployment.artifact
  const name = deployment.artifact_name ?? shortFingerprint(fingerprint)
  const commit = artifact?.git_commit_info?.sha1 ?? artifact?.git_commit
  const snapshot = deployment.snapshot_index
  const sections = [
    `## Deployment of ${escapeText(name)} to environment ${escapeText(environment)}`,
    facts([
      ['Artifact', link(name, linkHref(deployment, 'artifact'))],
      ['Fingerprint', code(fingerprint)],
      ['Deployed', escapeText(readableTime(deployment.deployed_at))],
      ['Environment', escapeText(deployment.env_name ?? environment)],
      [
        'Snapshot',
        snapshot != null ? link(`#${snapshot}`, linkHref(deployment, 'snapshot')) : undefined
      ],
      ['Flow', escapeText(artifact?.flow_name)],
      ['Trail', escapeText(artifact?.trail_name)],
      ['Commit', commit ? commitLink(commit, artifact?.git_commit_info?.url) : undefined],
      [
        'Replaced',
        replaced?.fingerprint
          ? `${escapeText(replaced.artifact_name ?? 'artifact')} ${code(replaced.fingerprint)}`
          : 'nothing (first of its name here)'
      ],
      [
        'Replaced trail',
        replaced?.artifact?.trail_name ? escapeText(replaced.artifact.trail_name) : undefined
      ],
      ['Changes', deployment.diff_url ? link('compare', deployment.diff_url) : undefined]
    ])
  ]
  return sections.join('\n\n') + '\n'
}

/** `_links.<name>.href`, which the service sends but the interface leaves open. */
function linkHref(deployment: Deployment, name: string): string | undefined {
  const links = isRecord(deployment._links) ? deployment._links[name] : undefined
  const href = isRecord(links) ? links.href : undefined
  return typeof href === 'string' ? href : undefined
}
