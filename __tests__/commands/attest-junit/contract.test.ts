/**
 * Contract: the requests attest-junit sends, with every input it can send (artifact, target
 * artifacts, each evidence field, results with and without their attachment), validate
 * against the service's published OpenAPI description, multipart parts decoded.
 */
import { join } from 'node:path'
import { COMPLIANT_FINGERPRINT } from '../../../sandbox/fixtures.js'
import { runStep } from '../../kit/step.js'
import { describeWithSpec } from '../../kit/openapi.js'
import { everyEvidenceInput, serviceInputs } from '../../kit/examples.js'
import { expectOneConformingPost } from '../../kit/posted.js'
import { useSandbox } from '../../kit/servers.js'

const JUNIT = join(process.cwd(), '__fixtures__', 'junit')

const sandbox = useSandbox({ resetEach: true })

describeWithSpec('attest-junit requests conform to the published description', () => {
  it.each([
    [{ 'results-dir': join(JUNIT, 'gotestsum') }],
    [{ 'results-dir': join(JUNIT, 'jest-junit'), fingerprint: COMPLIANT_FINGERPRINT }],
    [{ 'results-dir': join(JUNIT, 'surefire'), 'upload-results': 'false' }]
  ])('%j', async extra => {
    const run = await runStep({
      inputs: serviceInputs(sandbox, 'attest-junit', {
        name: 'evidence',
        ...everyEvidenceInput(sandbox),
        ...extra
      })
    })
    await expectOneConformingPost(run, sandbox.requests)
  })
})
