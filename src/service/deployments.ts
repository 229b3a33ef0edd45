/** Get deployment: an artifact's deployment to an environment, and what it replaced. */
import type * as Zod from '../parsing/zod.js'
import type { ServiceClient } from './client.js'
import { checkRecord, ignoringCase, type IdentityField } from './identity.js'
import { answerSchemas } from './load-schemas.js'

/** Not in the published description: the path and answer are the ones the service serves. */
export async function getDeployment(
  client: ServiceClient,
  query: { org: string; environment: string; fingerprint: string }
): Promise<Deployment> {
  const answer = await client.get(
    ['deployments', query.org, query.environment, query.fingerprint],
    {},
    answers().then(schemas => schemas.DeploymentSchema)
  )
  return checkRecord(answer, 'a deployment', deploymentFields(query, answer))
}

/** Get deployment: not in the description, so both fields are checked when carried. */
export function deploymentFields(
  asked: { environment: string; fingerprint: string },
  answer: Deployment
): IdentityField[] {
  return [
    {
      label: 'fingerprint',
      asked: asked.fingerprint,
      answered: answer.fingerprint,
      same: ignoringCase
    },
    { label: 'environment', asked: asked.environment, answered: answer.env_name }
  ]
}

/** The answer about a deployment: an artifact in an environment, and the one it replaced. */
const answers = answerSchemas((z, { GitCommitInfoSchema, RepoInfoSchema, num, text }) => {
  const DeployedArtifactSchema = z.looseObject({
    flow_name: text,
    trail_name: text,
    template_reference_name: text,
    git_commit: text,
    git_commit_info: z.nullish(GitCommitInfoSchema),
    repo_info: z.nullish(RepoInfoSchema)
  })

  const DeploymentSchema = z.looseObject({
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
  return { DeploymentSchema }
})

export type Deployment = Zod.infer<Answers['DeploymentSchema']>
type Answers = Awaited<ReturnType<typeof answers>>
