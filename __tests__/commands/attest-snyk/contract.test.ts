/**
 * Contract: the requests attest-snyk sends, SARIF and Snyk JSON scans with every input it can
 * send (artifact, target artifacts, each evidence field), validate against the service's
 * published OpenAPI description, multipart parts decoded.
 */
import { join } from 'node:path'
import { COMPLIANT_FINGERPRINT } from '../../../sandbox/fixtures.js'
import { runStep } from '../../kit/step.js'
import { describeWithSpec } from '../../kit/openapi.js'
import { everyEvidenceInput, serviceInputs } from '../../kit/examples.js'
import { expectOneConformingPost } from '../../kit/posted.js'
import { useSandbox } from '../../kit/servers.js'

const SNYK = join(process.cwd(), '__fixtures__', 'snyk')

const sandbox = useSandbox({ resetEach: true })

describeWithSpec('attest-snyk requests conform to the published description', () => {
  it.each([
    [{ 'scan-results': join(SNYK, 'code-test.sarif') }],
    [{ 'scan-results': join(SNYK, 'open-source.json'), fingerprint: COMPLIANT_FINGERPRINT }]
  ])('%j', async extra => {
    const run = await runStep({
      inputs: serviceInputs(sandbox, 'attest-snyk', {
        name: 'evidence',
        ...everyEvidenceInput(sandbox),
        ...extra
      })
    })
    await expectOneConformingPost(run, sandbox.requests)
  })
})
