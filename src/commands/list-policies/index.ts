/**
 * list-policies: `GET /policies/{org}`, every environment policy in one answer, each with its
 * latest version and the environments it is attached to (its YAML is in `result`).
 */
import { code, escapeText } from '../../summary/markdown.js'
import { shortTime } from '../../summary/timestamps.js'
import { listPolicies } from '../../service/policies.js'
import type { Policy } from '../../service/policies.js'
import { orgListCommand } from '../../lists/org-list.js'

function latestVersion(policy: Policy): number | undefined {
  const versions = (policy.versions ?? []).map(version => version.version)
  const known = versions.filter((version): version is number => typeof version === 'number')
  return known.length > 0 ? Math.max(...known) : undefined
}

export const command = orgListCommand<Policy>({
  command: 'list-policies',
  what: 'the policies',
  read: listPolicies,
  report: (_items, { common }) => ({
    view: {
      title: `Environment policies in ${escapeText(common.org)}`,
      columns: ['Policy', 'Latest version', 'Used by', 'Last modified', 'Description'],
      emptyNote: 'The org has no environment policies: create one with create-policy.',
      row: policy => [
        escapeText(policy.name),
        String(latestVersion(policy) ?? '—'),
        (policy.consuming_envs ?? []).map(name => code(name)).join(', ') || 'none',
        escapeText(shortTime(policy.last_modified_at ?? policy.created_at)),
        escapeText(policy.description)
      ]
    }
  })
})
