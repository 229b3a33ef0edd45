/**
 * Request bodies of the JUnit and Snyk attestations, as strict as the published
 * `JUnitAttestationPostInput` and `SnykAttestationPostInput`: unknown fields are a 422, at
 * every level the description closes (JUnitResult, SnykResultsSummary, SnykTool,
 * ProjectScanResult); FoundIssue and IssueLocation stay open, as published.
 */
import { z } from 'zod'
import { attestationCommonFields } from './bodies.js'

export const junitResultSchema = z.strictObject({
  name: z.string(),
  failures: z.int(),
  errors: z.int(),
  skipped: z.int(),
  total: z.int(),
  duration: z.number(),
  timestamp: z.number().nullish()
})

export const junitBodySchema = z.strictObject({
  ...attestationCommonFields,
  junit_results: z.array(junitResultSchema)
})
export type JUnitBody = z.output<typeof junitBodySchema>

const issueLocation = z.looseObject({ uri: z.string(), lines: z.string() })

const foundIssue = z.looseObject({
  id: z.string(),
  message: z.string(),
  locations: z.array(issueLocation).optional(),
  priority_score: z.number().nullish()
})

const projectScanResult = z.strictObject({
  low_count: z.int(),
  medium_count: z.int(),
  high_count: z.int(),
  low: z.array(foundIssue).nullish(),
  medium: z.array(foundIssue).nullish(),
  high: z.array(foundIssue).nullish()
})

export const snykBodySchema = z.strictObject({
  ...attestationCommonFields,
  snyk_results: z.strictObject({
    schema_version: z.int().optional(),
    tool: z.strictObject({ name: z.string(), version: z.string() }),
    results: z.array(projectScanResult)
  })
})
export type SnykBody = z.output<typeof snykBodySchema>
