/** List actions: the org's compliance actions, what triggers them, whether they fail. */
import type { ServiceClient } from './client.js'
import { schemasLoader } from './load-schemas.js'
import type { ComplianceAction } from './answers/actions.js'

const answers = schemasLoader(() => import('./answers/actions.js'))

export function listActions(client: ServiceClient, org: string): Promise<ComplianceAction[]> {
  return client.get(
    ['actions', org],
    {},
    answers().then(schemas => schemas.ActionListSchema)
  )
}
