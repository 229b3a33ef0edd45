/**
 * diff-snapshots' job summary: each artifact added, removed or scaled. An added artifact with
 * the name of a removed one is shown as that name's update, the usual reading of a deploy.
 */
import { code, escapeText, facts, shortFingerprint, table } from '../../summary/markdown.js'
import { changeMark } from '../../summary/states.js'
import type { EnvironmentDiff } from '../../service/snapshots.js'
import { countsSentence, type Changes } from './changes.js'

const MAX_ROWS = 200

export function renderDiffSummary(
  diff: EnvironmentDiff,
  changes: Changes,
  asked: { first: string; second: string }
): string {
  const first = diff.snappish1.snapshot_id ?? asked.first
  const second = diff.snappish2.snapshot_id ?? asked.second
  const removedNames = new Map(changes.removed.map(artifact => [artifact.name, artifact]))
  const updated = new Set<string>()
  const rows: string[][] = []
  for (const artifact of changes.added) {
    const before = artifact.name ? removedNames.get(artifact.name) : undefined
    if (before) updated.add(artifact.name)
    rows.push([
      changeMark(before ? 'updated' : 'added'),
      escapeText(artifact.name),
      before
        ? `${code(shortFingerprint(before.fingerprint))} → ${code(shortFingerprint(artifact.fingerprint))}`
        : code(shortFingerprint(artifact.fingerprint)),
      escapeText(artifact.flow || '—')
    ])
  }
  for (const artifact of changes.removed) {
    if (updated.has(artifact.name)) continue
    rows.push([
      changeMark('removed'),
      escapeText(artifact.name),
      code(shortFingerprint(artifact.fingerprint)),
      escapeText(artifact.flow || '—')
    ])
  }
  for (const artifact of changes.changed) {
    rows.push([
      changeMark('scaled', `${artifact['instances-1'] ?? '?'} → ${artifact['instances-2'] ?? '?'}`),
      escapeText(artifact.name),
      code(shortFingerprint(artifact.fingerprint)),
      escapeText(artifact.flow || '—')
    ])
  }
  const sections = [
    `## ${escapeText(first)} → ${escapeText(second)}: ${countsSentence(changes)}`,
    facts([
      ['From', escapeText(first)],
      ['To', escapeText(second)],
      ['Unchanged', String(changes.unchanged)]
    ]),
    rows.length === 0
      ? 'Both snapshots run the same artifacts.'
      : table(['Change', 'Artifact', 'Fingerprint', 'Flow'], rows.slice(0, MAX_ROWS))
  ]
  if (rows.length > MAX_ROWS)
    sections.push(`${rows.length - MAX_ROWS} more changes are in the result output.`)
  return sections.join('\n\n') + '\n'
}
