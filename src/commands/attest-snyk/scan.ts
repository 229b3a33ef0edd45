/**
 * A Snyk scan result as the published `SnykResultsSummary`: one `ProjectScanResult` per
 * SARIF run (snyk code/container/iac test --sarif) or per project of Snyk's JSON output
 * (snyk test/container test/iac test --json, one object or an array of them). Severities map
 * as the reference client maps them: critical, high and SARIF `error` are high; medium and
 * `warning` are medium; low, `note` and `info` are low.
 */
import type { FoundIssue, SnykResults } from '../../service/attestation-types.js'

type IssueLocation = NonNullable<FoundIssue['locations']>[number]

/** An issue as this command reads it: with its locations, `[]` when it has none. */
export type LocatedIssue = FoundIssue & { locations: IssueLocation[] }

/** A project as this command reads it: every severity listed, `[]` when it has none. */
export type ScannedProject = SnykResults['results'][number] & Record<Level, LocatedIssue[]>

/** The scan as this command reads it, which the body's `snyk_results` takes as it is. */
export type Scan = Omit<SnykResults, 'results'> & { results: ScannedProject[] }

/** A file that is not a usable scan result: what is wrong with it, and what was expected. */
export class ScanFileError extends Error {
  constructor(
    readonly problem: string,
    readonly expected: string,
    path: string
  ) {
    super(`${path} ${problem}; expected ${expected}`)
  }
}

type Level = 'high' | 'medium' | 'low'

const LEVELS: Record<string, Level> = {
  critical: 'high',
  high: 'high',
  error: 'high',
  medium: 'medium',
  warning: 'medium',
  low: 'low',
  note: 'low',
  info: 'low'
}

type Json = Record<string, unknown>
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined)

function emptyProject(): ScannedProject {
  return { high_count: 0, medium_count: 0, low_count: 0, high: [], medium: [], low: [] }
}

function add(project: ScannedProject, level: Level, issue: LocatedIssue): void {
  project[level].push(issue)
  project[`${level}_count`]++
}

export function isSarif(data: unknown): data is Json {
  if (!isObject(data) || !Array.isArray(data.runs)) return false
  const schema = text(data.$schema) ?? ''
  return /sarif/i.test(schema) || text(data.version)?.startsWith('2.') === true
}

function sarifLocations(result: Json): IssueLocation[] {
  const locations = Array.isArray(result.locations) ? result.locations : []
  return locations.flatMap((location): IssueLocation[] => {
    const physical = isObject(location) ? location.physicalLocation : undefined
    if (!isObject(physical)) return []
    const artifact = isObject(physical.artifactLocation) ? physical.artifactLocation : {}
    const region = isObject(physical.region) ? physical.region : {}
    const start = typeof region.startLine === 'number' ? region.startLine : undefined
    const end = typeof region.endLine === 'number' ? region.endLine : undefined
    const lines =
      start === undefined ? '' : end !== undefined && end !== start ? `${start}-${end}` : `${start}`
    return [{ uri: text(artifact.uri) ?? '', lines }]
  })
}

/**
 * A run's rules by index and by id. Looked up by id through a Map: a search of the list for
 * each result would take results × rules steps (10^10 for a hostile 32 MiB file).
 */
interface Rules {
  list: Json[]
  byId: Map<unknown, Json>
}

function indexRules(list: Json[]): Rules {
  const byId = new Map<unknown, Json>()
  // The first rule with an id wins, as a search from the start would find it.
  for (const rule of list) if (!byId.has(rule.id)) byId.set(rule.id, rule)
  return { list, byId }
}

/** The result's level, else its rule's Snyk severity or default level, else SARIF's default. */
function sarifLevel(result: Json, rules: Rules): string {
  const given = text(result.level)
  if (given) return given
  const rule =
    (typeof result.ruleIndex === 'number' ? rules.list[result.ruleIndex] : undefined) ??
    rules.byId.get(result.ruleId)
  const properties = isObject(rule?.properties) ? rule.properties : {}
  const problem = isObject(properties.problem) ? properties.problem : {}
  const config = isObject(rule?.defaultConfiguration) ? rule.defaultConfiguration : {}
  return text(problem.severity) ?? text(config.level) ?? 'warning'
}

function readSarif(data: Json): Scan {
  const runs = (data.runs as unknown[]).filter(isObject)
  const driver = (run: Json | undefined): Json => {
    const tool = isObject(run?.tool) ? run.tool : {}
    return isObject(tool.driver) ? tool.driver : {}
  }
  const first = driver(runs[0])
  const results = runs.map(run => {
    const rulesValue = driver(run).rules
    const rules = indexRules(Array.isArray(rulesValue) ? rulesValue.filter(isObject) : [])
    const project = emptyProject()
    for (const result of Array.isArray(run.results) ? run.results.filter(isObject) : []) {
      const level = LEVELS[sarifLevel(result, rules).toLowerCase()]
      if (!level) continue // SARIF `none`: not a finding
      const message = isObject(result.message) ? text(result.message.text) : undefined
      const properties = isObject(result.properties) ? result.properties : {}
      const issue: LocatedIssue = {
        id: text(result.ruleId) ?? '',
        message: message ?? '',
        locations: sarifLocations(result)
      }
      if (typeof properties.priorityScore === 'number')
        issue.priority_score = properties.priorityScore
      add(project, level, issue)
    }
    return project
  })
  return {
    schema_version: 1,
    tool: { name: text(first.name) ?? 'Snyk', version: text(first.version) ?? '' },
    results
  }
}

function isSnykProject(value: unknown): value is Json {
  return (
    isObject(value) &&
    (Array.isArray(value.vulnerabilities) || Array.isArray(value.infrastructureAsCodeIssues))
  )
}

function toolName(project: Json): string {
  if (Array.isArray(project.infrastructureAsCodeIssues)) return 'Snyk IaC'
  if (project.packageManager === 'deb' || project.packageManager === 'apk' || project.docker)
    return 'Snyk Container'
  return 'Snyk Open Source'
}

/** Snyk lists a vulnerability once per dependency path: each id counts once per project. */
function readSnykProject(project: Json): ScannedProject {
  const result = emptyProject()
  const file = text(project.displayTargetFile) ?? text(project.targetFile)
  const issues = [
    ...(Array.isArray(project.vulnerabilities) ? project.vulnerabilities : []),
    ...(Array.isArray(project.infrastructureAsCodeIssues) ? project.infrastructureAsCodeIssues : [])
  ].filter(isObject)
  const seen = new Set<string>()
  for (const item of issues) {
    const id = text(item.id) ?? ''
    if (seen.has(id)) continue
    seen.add(id)
    const level = LEVELS[(text(item.severity) ?? '').toLowerCase()]
    if (!level) continue
    const line =
      typeof item.lineNumber === 'number' && item.lineNumber > 0 ? String(item.lineNumber) : ''
    const issue: LocatedIssue = {
      id,
      message: text(item.title) ?? text(item.message) ?? '',
      locations: file ? [{ uri: file, lines: line }] : []
    }
    if (typeof item.priorityScore === 'number') issue.priority_score = item.priorityScore
    add(result, level, issue)
  }
  return result
}

/** Parses the text of a scan file; throws ScanFileError naming the file when it is none. */
export function readScan(content: string, path: string): Scan {
  let data: unknown
  try {
    data = JSON.parse(content.replace(/^\uFEFF/, ''))
  } catch (error) {
    const reason = error instanceof Error ? error.message.replace(/\.$/, '') : 'parse error'
    throw new ScanFileError(`is not JSON (${reason})`, "Snyk's --json or --sarif output", path)
  }
  if (isSarif(data)) return readSarif(data)
  const projects = Array.isArray(data) ? data : [data]
  const failed = projects.find(p => isObject(p) && p.ok === false && typeof p.error === 'string')
  if (failed && isObject(failed)) {
    throw new ScanFileError(
      `is Snyk's report of a scan that did not run (${String(failed.error).slice(0, 200)})`,
      'the output of a scan that ran: fix the scan before recording it',
      path
    )
  }
  if (projects.length === 0 || !projects.every(isSnykProject)) {
    throw new ScanFileError(
      'is neither SARIF nor Snyk JSON (no "runs", and no "vulnerabilities" or "infrastructureAsCodeIssues")',
      'the output of snyk test --json or --sarif',
      path
    )
  }
  return {
    schema_version: 1,
    tool: { name: toolName(projects[0] as Json), version: '' },
    results: projects.map(project => readSnykProject(project as Json))
  }
}

export interface SeverityCounts {
  high: number
  medium: number
  low: number
  total: number
}

export function countSeverities(results: Scan): SeverityCounts {
  const counts = { high: 0, medium: 0, low: 0, total: 0 }
  for (const project of results.results) {
    counts.high += project.high_count
    counts.medium += project.medium_count
    counts.low += project.low_count
  }
  counts.total = counts.high + counts.medium + counts.low
  return counts
}
