/** The answer about a deployment: an artifact in an environment, and the one it replaced. */
import * as z from '../../parsing/zod.js'
import { GitCommitInfoSchema, RepoInfoSchema, num, text } from './parts.js'

const DeployedArtifactSchema = z.looseObject({
  flow_name: text,
  trail_name: text,
  template_reference_name: text,
  git_commit: text,
  git_commit_info: z.nullish(GitCommitInfoSchema),
  repo_info: z.nullish(RepoInfoSchema)
})

export const DeploymentSchema = z.looseObject({
  fingerprint: text,
  deployed_at: num,
  artifact_name: text,
  env_name: text,
  snapshot_index: num,
  artifact: z.nullish(DeployedArtifactSchema),
  replaced_artifact: z.nullish(
    z.looseObject({
      fingerprint: text,
      artifact_name: text,
      snapshot_index: num,
      artifact: z.nullish(DeployedArtifactSchema)
    })
  ),
  diff_url: text
})
export type Deployment = z.infer<typeof DeploymentSchema>
