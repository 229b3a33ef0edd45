/** Contract: list-environments's GET validates against the published description. */
import { runStep } from '../../kit/step.js'
import { createRequestValidator, specIt } from '../../kit/openapi.js'
import { serviceInputs } from '../../kit/examples.js'
import { useSandbox } from '../../kit/servers.js'

const sandbox = useSandbox()

specIt(
  'sends only requests the published description accepts',
  async () => {
    const run = await runStep({ inputs: serviceInputs(sandbox, 'list-environments') })
    expect(run.outputs.outcome).toBe('ok')
    expect(sandbox.requests.map(request => `${request.method} ${request.path}`)).toEqual([
      `GET /api/v2/environments/${sandbox.org}`
    ])
    const validate = createRequestValidator()
    for (const request of sandbox.requests) expect(await validate(request)).toEqual([])
  },
  30_000
)
