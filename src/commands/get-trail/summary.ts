/**
 * get-trail's job summary: what the vendor CLI's markdown output shows (the trail's facts,
 * its commit, each attestation's status by trail and artifact, the events, links), laid out
 * for a reviewer: the verdict and what is missing first, then one table of attestations, one
 * of artifacts, and the events.
 */
import { isAbsolute, relative, sep } from 'node:path'
import { workspaceRoot } from '../../inputs/workspace-path.js'
import type { DownloadedFile } from '../../http/download.js'
import { byAttention, complianceOf, plural, stateHeading, stateMark } from '../../summary/states.js'
import { commitLink, trailLink } from '../../summary/commits.js'
import {
  code,
  details,
  escapeText,
  facts,
  link,
  linkableUrl,
  shortFingerprint,
  table
} from '../../summary/markdown.js'
import { readableTime, shortTime } from '../../summary/timestamps.js'
import type { TrailDetail, TrailEvent } from '../../service/trails.js'
import type { AttestationRow, TrailFindings } from './findings.js'

export interface SavedFiles {
  auditPackage?: DownloadedFile
  auditPdf?: DownloadedFile
}

export function renderTrailSummary(
  trail: TrailDetail,
  findings: TrailFindings,
  where: { flow: string; saved: SavedFiles }
): string {
  const trailUrl = trail.html_url ?? undefined
  // The trail is linked once, here: the facts below do not repeat flow, trail or SHA.
  const sections = [
    `## ${stateHeading(findings.state)}: trail ${trailLink(trail.name, trailUrl)} of flow ${escapeText(where.flow)}`
  ]
  const verdict = verdictLine(findings)
  if (verdict) sections.push(verdict)
  sections.push(trailFacts(trail, findings))
  sections.push('### Attestations', attestationTable(findings.attestations, trailUrl))
  if (findings.artifacts.length > 0) {
    sections.push(
      '### Artifacts',
      table(
        ['Artifact', 'Fingerprint', 'Compliance'],
        byAttention(findings.artifacts, artifact => artifact.state).map(artifact => [
          escapeText(artifact.name) + (artifact.unexpected ? ' (not in the template)' : ''),
          artifact.fingerprint ? code(shortFingerprint(artifact.fingerprint)) : 'not reported',
          stateMark(artifact.state)
        ])
      )
    )
  }
  // Every event is for the curious: the tables above say where the trail stands.
  const events = trail.events ?? []
  sections.push(details(`Events (${events.length})`, eventTable(events, trailUrl)))
  const files = savedLines(where.saved)
  if (files) sections.push('### Saved files', files)
  return sections.join('\n\n') + '\n'
}

function verdictLine(findings: TrailFindings): string | undefined {
  const parts: string[] = []
  if (findings.missing.length > 0)
    parts.push(`**Missing:** ${findings.missing.map(name => code(name)).join(', ')}`)
  if (findings.nonCompliant.length > 0)
    parts.push(`**Non-compliant:** ${findings.nonCompliant.map(name => code(name)).join(', ')}`)
  return parts.length > 0 ? parts.join('<br>') : undefined
}

/** What was judged: every attestation the trail and its artifacts have or its template expects. */
function judged(findings: TrailFindings): string {
  const onArtifacts = findings.artifacts.length
  return (
    `the whole trail: ${plural(findings.attestations.length, 'attestation')} on it` +
    `${onArtifacts > 0 ? ` and its ${plural(onArtifacts, 'artifact')}` : ''}, against the flow's template`
  )
}

function trailFacts(trail: TrailDetail, findings: TrailFindings): string {
  const commit = trail.git_commit_info
  const message = commit?.message?.split(/\r?\n/, 1)[0]
  return facts([
    ['Judged', judged(findings)],
    ['Description', trail.description ? escapeText(trail.description) : undefined],
    [
      'Created',
      `${escapeText(readableTime(trail.created_at))}${trail.created_by ? ` by ${escapeText(trail.created_by)}` : ''}`
    ],
    ['Last modified', escapeText(readableTime(trail.last_modified_at))],
    [
      'Commit',
      commit?.sha1
        ? `${commitLink(commit.sha1, commit.url)}${commit.author ? ` by ${escapeText(commit.author)}` : ''}` +
          `${commit.branch ? ` on ${escapeText(commit.branch)}` : ''}${message ? `: ${escapeText(message)}` : ''}`
        : undefined
    ],
    ['Origin', trail.origin_url ? link(trail.origin_url, trail.origin_url) : undefined]
  ])
}

function attestationTable(rows: readonly AttestationRow[], trailUrl: string | undefined): string {
  if (rows.length === 0) return 'The template expects no attestations and none is recorded.'
  const counted = rows.filter(row => row.state === 'compliant').length
  return (
    `${counted} of ${plural(rows.length, 'attestation')} compliant.\n\n` +
    table(
      ['Attestation', 'On', 'Type', 'Status'],
      byAttention(rows, row => row.state).map(row => [
        attestationLink(row.name, row.attestationId, trailUrl),
        row.artifact === undefined ? 'trail' : `artifact ${escapeText(row.artifact)}`,
        escapeText(row.type),
        stateMark(row.state) +
          (row.unexpected ? ' (not in the template)' : '') +
          (row.overridden ? ' (overridden)' : '')
      ])
    )
  )
}

/**
 * The attestation on the trail's page, as the web UI links it; its name as text when the
 * trail's page is not an http(s) URL (a path from a self-hosted service, say).
 */
function attestationLink(
  name: string,
  id: string | undefined,
  trailUrl: string | undefined
): string {
  const url = id ? linkableUrl(trailUrl) : undefined
  if (!id || !url) return escapeText(name)
  url.searchParams.set('attestation_id', id)
  return link(name, url.href)
}

function eventTable(events: readonly TrailEvent[], trailUrl: string | undefined): string {
  if (events.length === 0) return 'No events.'
  return table(
    ['When', 'Event', 'Commit', 'Compliance'],
    events.map(event => [
      escapeText(shortTime(event.timestamp)),
      describeEvent(event, trailUrl),
      commitLink(event.git_commit_info?.sha1, event.git_commit_info?.url),
      event.is_compliant == null ? '—' : stateMark(complianceOf(event.is_compliant))
    ])
  )
}

/** The event in words, as the vendor CLI words each type; unknown types by their name. */
export function describeEvent(event: TrailEvent, trailUrl?: string): string {
  const ref = escapeText(event.template_reference_name)
  const type = escapeText(event.attestation_type)
  const attestation = (label: string) =>
    attestationLink(label, event.attestation_id ?? undefined, trailUrl)
  switch (event.type) {
    case 'trail_reported':
      return 'trail started'
    case 'trail_updated':
      return 'trail updated'
    case 'trail_attestation_reported':
      return `${type} attestation reported for ${attestation(event.template_reference_name ?? '')} on the trail`
    case 'artifact_creation_reported':
      return event.artifact_name && event.artifact_name !== event.template_reference_name
        ? `artifact ${escapeText(event.artifact_name)} reported as ${ref}`
        : `artifact ${ref} reported`
    case 'artifact_attestation_reported':
    case 'trail_attestation_for_artifact_reported':
      return `${type} attestation reported for ${attestation(`${event.target_artifact ?? ''}.${event.template_reference_name ?? ''}`)}`
    case 'artifact_approval_reported':
      return (event.state ?? '').toUpperCase() === 'PENDING'
        ? `approval #${escapeText(event.approval_number)} requested`
        : `approval #${escapeText(event.approval_number)} ${escapeText((event.state ?? '').toLowerCase())} by ${escapeText(event.reviewer)}`
    case 'artifact_started_running':
    case 'artifact_stopped_running':
      return `artifact ${ref} ${event.type === 'artifact_started_running' ? 'started' : 'stopped'} running in ${escapeText(event.environment_name)}`
    default:
      return escapeText(event.type)
  }
}

/**
 * A saved file as the workflow names it: relative to the workspace, not the runner's disk;
 * one under RUNNER_TEMP by its whole path.
 */
function shown(path: string): string {
  const inWorkspace = relative(workspaceRoot(), path)
  const outside =
    inWorkspace === '' || inWorkspace.startsWith(`..${sep}`) || isAbsolute(inWorkspace)
  return code(outside ? path : inWorkspace)
}

function savedLines(saved: SavedFiles): string | undefined {
  const lines = [
    saved.auditPackage
      ? `- Audit package: ${shown(saved.auditPackage.path)} (${saved.auditPackage.bytes} bytes)`
      : undefined,
    saved.auditPdf
      ? `- PDF report: ${shown(saved.auditPdf.path)} (${saved.auditPdf.bytes} bytes)`
      : undefined
  ].filter((line): line is string => line !== undefined)
  return lines.length > 0 ? lines.join('\n') : undefined
}
