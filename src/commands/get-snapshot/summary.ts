/** get-snapshot's job summary: what runs in the environment, each artifact's compliance, flow and trail. */
import { byAttention, plural, stateHeading, stateMark } from '../../summary/states.js'
import { trailLabel } from '../../summary/commits.js'
import {
  code,
  details,
  escapeText,
  facts,
  link,
  shortFingerprint,
  shortText,
  table
} from '../../summary/markdown.js'
import { readableTime } from '../../summary/timestamps.js'
import type { Snapshot, SnapshotArtifact } from '../../service/snapshots.js'
import { briefReason, describeRuleLinesMarkdown } from '../../policy-results/wording.js'
import type { UnsatisfiedRule } from '../../policy-results/unsatisfied-rule.js'
import { flowsOf, isCompliant, rulesOf, runningArtifacts, type ArtifactFlow } from './findings.js'
import { appliedPolicies } from './policies.js'

/** Rows past this are counted, not shown: a summary stays readable and under its cap. */
const MAX_ROWS = 200
/**
 * The most characters a cell shows of a name or a reason: a name has no space to wrap at,
 * so a longer one would make the table scroll sideways at a job summary's 880 pixels.
 */
const MAX_NAME = 40
const MAX_REASON = 60
/** Non-compliant artifacts past this are counted below the table, not explained. */
const MAX_EXPLAINED = 20
/** Rules named for each explained artifact. */
const MAX_RULES = 10

export function renderSnapshotSummary(snapshot: Snapshot, environment: string): string {
  const running = runningArtifacts(snapshot)
  const failing = running.filter(artifact => !isCompliant(artifact)).length
  // The service's verdict and the artifacts must agree, as the gate reads them.
  const verdict = stateHeading(snapshot.compliant && failing === 0 ? 'compliant' : 'non-compliant')
  const policies = appliedPolicies(snapshot)
  const shown = byAttention(running, artifactState).slice(0, MAX_ROWS)
  const rows = shown.map(artifact => [
    link(shortText(nameOf(artifact), MAX_NAME), artifact.html_url),
    code(shortFingerprint(artifact.fingerprint)),
    stateMark(artifactState(artifact)),
    reasonCell(artifact),
    ...flowCells(flowsOf(artifact)),
    escapeText(readableTime(artifact.creationTimestamp?.[0]) ?? '—')
  ])
  const sections = [
    `## ${verdict}: snapshot ${link(`#${snapshot.index}`, snapshot.html_url)} of environment ${escapeText(environment)}`,
    facts([
      [
        'Judged',
        `every artifact running in environment ${escapeText(environment)}, against ${judgedBy(policies)}`
      ],
      ['Taken', escapeText(readableTime(snapshot.timestamp))],
      ['Latest', snapshot.is_latest == null ? undefined : snapshot.is_latest ? 'yes' : 'no'],
      [
        'Running',
        `${plural(running.length, 'artifact')}${failing > 0 ? `, ${failing} non-compliant` : ''}`
      ]
    ]),
    running.length === 0
      ? 'Nothing runs in this snapshot.'
      : table(
          ['Artifact', 'Fingerprint', 'Compliance', 'Reason', 'Flow', 'Trail', 'Running since'],
          rows
        ),
    ...belowTheTable(shown)
  ]
  if (running.length > MAX_ROWS) {
    sections.push(`${running.length - MAX_ROWS} more running artifacts are in the result output.`)
  }
  return sections.join('\n\n') + '\n'
}

function nameOf(artifact: SnapshotArtifact): string {
  return artifact.name || shortFingerprint(artifact.fingerprint)
}

/** Why a row is non-compliant, in a few words; nothing for a compliant one. */
function reasonCell(artifact: SnapshotArtifact): string {
  if (isCompliant(artifact)) return '—'
  const rules = rulesOf(artifact)
  const [first] = rules
  if (!first) {
    return flowsOf(artifact).length === 0
      ? 'no provenance (reported in no flow)'
      : 'non-compliant (no rule named)'
  }
  const more = rules.length > 1 ? ` (+${rules.length - 1} more)` : ''
  return escapeText(`${shortText(briefReason(first), MAX_REASON - more.length)}${more}`)
}

/** `web-app-image (`5e7ab2d5a394`)`: an artifact by its whole name, in a list below the table. */
function fullName(artifact: SnapshotArtifact): string {
  return `${escapeText(nameOf(artifact))} (${code(shortFingerprint(artifact.fingerprint))})`
}

function explanation(artifact: SnapshotArtifact, rules: readonly UnsatisfiedRule[]): string {
  const described = describeRuleLinesMarkdown(rules)
  const lines = described.slice(0, MAX_RULES).map(line => `  - ${line}`)
  if (described.length > MAX_RULES) {
    lines.push(`  - ${described.length - MAX_RULES} more, in the non-compliant output`)
  }
  if (lines.length === 0) {
    lines.push(
      flowsOf(artifact).length === 0
        ? '  - no provenance: no flow reported the artifact'
        : '  - the service named no rule it fails'
    )
  }
  return [`- ${fullName(artifact)}`, ...lines].join('\n')
}

/**
 * What the table leaves out: each non-compliant artifact by its whole name, with every rule
 * it does not satisfy; then, folded, the whole name of any other artifact the table shortened.
 */
function belowTheTable(shown: readonly SnapshotArtifact[]): string[] {
  const failing = shown.filter(artifact => !isCompliant(artifact))
  const sections: string[] = []
  if (failing.length > 0) {
    const explained = failing
      .slice(0, MAX_EXPLAINED)
      .map(artifact => explanation(artifact, rulesOf(artifact)))
    if (failing.length > MAX_EXPLAINED) {
      explained.push(`- ${failing.length - MAX_EXPLAINED} more, in the non-compliant output`)
    }
    sections.push('### Why they are non-compliant', explained.join('\n'))
  }
  const shortened = shown.filter(
    artifact => isCompliant(artifact) && [...nameOf(artifact)].length > MAX_NAME
  )
  if (shortened.length > 0) {
    sections.push(
      details('Full names', shortened.map(artifact => `- ${fullName(artifact)}`).join('\n'))
    )
  }
  return sections
}

function artifactState(artifact: SnapshotArtifact) {
  return isCompliant(artifact) ? ('compliant' as const) : ('non-compliant' as const)
}

function judgedBy(policies: string[] | undefined): string {
  if (policies === undefined) return 'policies not stated (the answer does not say which)'
  if (policies.length === 0) return 'no policy (none applied: nothing was judged)'
  return `its policies: ${escapeText(policies.join(', '))}`
}

/** The Flow and Trail cells: each flow the artifact is in, on a line of its own. */
function flowCells(flows: ArtifactFlow[]): [string, string] {
  if (flows.length === 0) return ['—', '—']
  return [
    flows.map(({ flow }) => escapeText(flow)).join('<br>'),
    flows.map(({ trail }) => (trail ? trailLabel(trail) : '—')).join('<br>')
  ]
}
