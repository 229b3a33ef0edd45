/** Get deployment: an artifact's deployment to an environment, and what it replaced. */
import type { ServiceClient } from './client.js'
import { checkRecord, ignoringCase, type IdentityField } from './identity.js'
import { schemasLoader } from './load-schemas.js'
import type { Deployment } from './answers/deployments.js'

const answers = schemasLoader(() => import('./answers/deployments.js'))

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
