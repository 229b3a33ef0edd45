/**
 * list-environments: `GET /environments/{org}`, every environment in one answer, each with
 * its type, attached policies and when it last reported. An answer holding an environment of
 * another org is refused (src/service/environments.ts).
 */
import { code, escapeText, link } from '../../summary/markdown.js'
import { shortTime } from '../../summary/timestamps.js'
import { listEnvironments } from '../../service/environments.js'
import type { Environment } from '../../service/environments.js'
import { orgListCommand } from '../../lists/org-list.js'

export const command = orgListCommand<Environment>({
  command: 'list-environments',
  what: 'the environments',
  read: listEnvironments,
  report: (_items, { common }) => ({
    view: {
      title: `Environments in ${escapeText(common.org)}`,
      columns: ['Environment', 'Type', 'Policies', 'Last reported', 'Description'],
      emptyNote: 'The org has no environments: create one with create-environment.',
      row: env => [
        link(env.name, typeof env.html_url === 'string' ? env.html_url : undefined),
        escapeText(env.type),
        (env.policies ?? []).map(name => code(name)).join(', ') || 'none',
        escapeText(shortTime(env.last_reported_at)),
        escapeText(env.description)
      ]
    }
  })
})
