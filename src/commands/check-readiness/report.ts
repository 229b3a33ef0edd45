/**
 * How readiness reads: the `lacking` output and log lines in plain words (the shared wording of
 * policy results, src/policy-results/), and one Markdown
 * report for the check run, the pull request comment and the job summary. Every name the
 * service sent goes through a `Names`: quoted on one line in plain words, and as an inert code
 * span in Markdown (no link, HTML or `@mention` from it, for a comment notifies people).
 */
import { inertCode, linkMarkdown, shortFingerprint } from '../../summary/markdown.js'
import { stateEmoji, stateHeading } from '../../summary/states.js'
import { askedText, PLAIN, resolutionText, type Names } from '../../policy-results/wording.js'
import type { Lack, Readiness, TrailArtifact, Verdict } from './readiness.js'

const MAX_NAME = 120
const FULL_SHA = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/i

/**
 * Names as inert code spans: the shared wording's Markdown escapes names, which still lets
 * `@name` ping; here every name is a code span, since a check run and a comment notify people.
 */
export const INERT: Names = {
  name: value => inertCode(value, MAX_NAME),
  trail: value => inertCode(FULL_SHA.test(value) ? value.slice(0, 7) : value, MAX_NAME),
  word: value => inertCode(value, MAX_NAME)
}

/** One entry of the `lacking` output. */
export interface LackingEntry {
  environment: string | null
  artifact: string
  fingerprint: string | null
  rule: string
  resolution: string
}

interface LackText {
  rule: string
  resolution: string
}

function describeLack(lack: Lack, artifact: TrailArtifact, names: Names): LackText {
  switch (lack.kind) {
    case 'rule': {
      const { rule } = lack
      const version = rule.version == null ? '' : ` v${rule.version}`
      const asked = askedText(rule.ruleType, rule.attestation, names)
      const resolutions = rule.resolutions.map(item =>
        resolutionText(item, rule.attestation, names)
      )
      return {
        rule: `${asked} (policy ${names.name(rule.policy)}${version})`,
        resolution: resolutions.length > 0 ? resolutions.join('; ') : `not satisfied`
      }
    }
    case 'attestation': {
      const type = lack.type ? ` (${names.word(lack.type)})` : ''
      return {
        rule: `attestation ${names.name(lack.name)}${type}, compliant, in its trail`,
        resolution: lack.missing ? 'missing in its trail' : 'non-compliant in its trail'
      }
    }
    case 'not-reported':
      return {
        rule: 'the artifact reported to the trail by its build',
        resolution: `no build has reported artifact ${names.name(artifact.name)} to the trail yet`
      }
    case 'unexplained':
      return {
        rule: 'compliance',
        resolution: 'the service judged the artifact not compliant and named no rule it lacks'
      }
  }
}

export function lackingEntries(readiness: Readiness): LackingEntry[] {
  return readiness.verdicts.flatMap(verdict =>
    verdict.lacks.map(lack => ({
      environment: verdict.environment ?? null,
      artifact: verdict.artifact.name,
      fingerprint: verdict.artifact.fingerprint ?? null,
      ...describeLack(lack, verdict.artifact, PLAIN)
    }))
  )
}

export function isReady(readiness: Readiness): boolean {
  return readiness.artifacts.length > 0 && readiness.verdicts.every(verdict => verdict.ready)
}

export interface ReportFacts {
  flow: string
  trail: string
  environments: readonly string[]
  policies: readonly string[]
}

/** `production and staging`, `policies "a", "b"`: what the verdict is about, in plain words. */
export function scopeWords(facts: ReportFacts): string {
  if (facts.environments.length > 0) return listWords(facts.environments.map(name => `"${name}"`))
  return `${facts.policies.length === 1 ? 'policy' : 'policies'} ${listWords(facts.policies.map(name => `"${name}"`))}`
}

function listWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('')
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1) ?? ''}`
}

/** The check run's title (plain text, no Markdown). */
export function reportTitle(readiness: Readiness, facts: ReportFacts): string {
  const scope = scopeWords(facts)
  if (readiness.artifacts.length === 0) return 'No artifacts yet: nothing to deploy'
  if (isReady(readiness)) return `Ready for ${scope}`
  const lacking = readiness.verdicts.filter(verdict => !verdict.ready)
  const artifacts = new Set(lacking.map(verdict => verdict.artifact))
  const rules = lacking.reduce((sum, verdict) => sum + verdict.lacks.length, 0)
  return `Not ready for ${scope}: ${artifacts.size} of ${readiness.artifacts.length} artifact(s) lack ${rules} rule(s)`
}

/** The verdicts of one environment, or of the policies asked. */
function groups(readiness: Readiness): { environment?: string; verdicts: Verdict[] }[] {
  const order = [...new Set(readiness.verdicts.map(verdict => verdict.environment))]
  return order.map(environment => ({
    environment,
    verdicts: readiness.verdicts.filter(verdict => verdict.environment === environment)
  }))
}

function artifactLine(verdict: Verdict): string {
  const { artifact } = verdict
  const print = artifact.fingerprint ? ` ${inertCode(shortFingerprint(artifact.fingerprint))}` : ''
  const mark = stateEmoji(verdict.ready ? 'compliant' : 'non-compliant')
  const state = verdict.ready
    ? verdict.allowListed
      ? 'ready (allow-listed in the environment)'
      : 'ready'
    : 'lacks:'
  return `- ${mark} ${INERT.name(artifact.name)}${print} ${state}`
}

function groupSection(facts: ReportFacts, group: { environment?: string; verdicts: Verdict[] }) {
  const ready = group.verdicts.every(verdict => verdict.ready)
  const about =
    group.environment !== undefined
      ? INERT.name(group.environment)
      : `${facts.policies.length === 1 ? 'policy' : 'policies'} ${facts.policies.map(INERT.name).join(', ')}`
  const lines = [
    `### ${stateHeading(ready ? 'compliant' : 'non-compliant', ready ? 'ready' : 'not ready')} for ${about}`,
    ''
  ]
  if (group.verdicts.some(verdict => verdict.flowScopeOnly)) {
    lines.push(
      `> [!WARNING]\n> ${about} uses no policies: the service judged each artifact in its flow alone.`,
      ''
    )
  }
  for (const verdict of group.verdicts) {
    lines.push(artifactLine(verdict))
    for (const lack of verdict.lacks) {
      const text = describeLack(lack, verdict.artifact, INERT)
      lines.push(`  - ${text.rule}: ${text.resolution}`)
    }
  }
  return lines.join('\n')
}

/** The report: the same Markdown in the check run, the comment and the job summary. */
export function reportMarkdown(readiness: Readiness, facts: ReportFacts): string {
  const trail = readiness.trail
  const place = linkMarkdown(
    `trail ${INERT.trail(facts.trail)} of flow ${INERT.name(facts.flow)}`,
    trail.html_url
  )
  const ready = isReady(readiness)
  const head = `## ${stateHeading(ready ? 'compliant' : 'non-compliant', ready ? 'ready to deploy' : 'not ready to deploy')}`
  if (readiness.artifacts.length === 0) {
    return `${head}\n\nThe ${place} has no artifacts yet: nothing can be deployed, and nothing was judged.`
  }
  const count = readiness.artifacts.length
  return [
    head,
    '',
    `${count} artifact${count === 1 ? '' : 's'} of the ${place}, judged for ${
      facts.environments.length > 0
        ? facts.environments.map(INERT.name).join(', ')
        : facts.policies.map(INERT.name).join(', ')
    }.`,
    '',
    groups(readiness)
      .map(group => groupSection(facts, group))
      .join('\n\n')
  ].join('\n')
}

/**
 * Markdown cut to `max` characters at a line's end, with a line saying where the rest is:
 * a line is never cut inside, so no code span is left open to swallow what follows.
 */
export function fitText(markdown: string, max: number, rest: string): string {
  if (markdown.length <= max) return markdown
  const note = `\n\n${rest}`
  const room = max - note.length
  const cut = markdown.lastIndexOf('\n', room)
  return `${markdown.slice(0, Math.max(0, cut))}${note}`
}
