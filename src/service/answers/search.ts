/** The answer of search: what a fingerprint or commit start resolved to, and the artifacts found. */
import * as z from '../../parsing/zod.js'
import { flag, list, num, shown, text } from './parts.js'

const SearchMatchesSchema = z.nullish(z.looseObject({ count: num, matches: list(z.string()) }))

const FoundArtifactSchema = z.looseObject({
  fingerprint: text,
  name: text,
  has_provenance: flag,
  git_commit: text,
  flow: text,
  trail: text,
  compliance_state: text,
  running_in: list(z.string()),
  exited_from: list(z.string()),
  html_url: shown(z.nullable(z.string())),
  commit_url: shown(z.nullable(z.string()))
})
export type FoundArtifact = z.infer<typeof FoundArtifactSchema>

export const SearchResultSchema = z.looseObject({
  resolved_to: z.nullish(
    z.looseObject({
      type: text,
      full_match: text,
      fingerprints: SearchMatchesSchema,
      commits: SearchMatchesSchema
    })
  ),
  artifacts: z.array(FoundArtifactSchema)
})
export type SearchResult = z.infer<typeof SearchResultSchema>
