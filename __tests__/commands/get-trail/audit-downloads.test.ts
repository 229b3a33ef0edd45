/**
 * End to end: get-trail's audit-package and audit-pdf against a service that answers badly,
 * through the bundled action. Each failure is one error annotation naming what came instead,
 * and leaves nothing in the workspace: neither the file nor a temporary one beside it.
 */
import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { COMPLIANT_TRAIL, ORG, WEB_APP_FLOW } from '../../../sandbox/fixtures.js'
import { runStep } from '../../kit/step.js'
import { expectOneError } from '../../kit/annotations.js'
import { serviceInputs } from '../../kit/examples.js'
import { useSandboxSuite } from '../../kit/sandbox-suite.js'

const { sandbox, work: workspace } = useSandboxSuite('audit-downloads-')
const PDF_PATH = `/trails/${ORG}/${WEB_APP_FLOW}/${COMPLIANT_TRAIL}/audit_pdf`
const PACKAGE_PATH = `/trails/${ORG}/${WEB_APP_FLOW}/${COMPLIANT_TRAIL}/audit_package`

async function download(extra: Record<string, string>) {
  const run = await runStep({
    inputs: serviceInputs(sandbox, 'get-trail', {
      flow: WEB_APP_FLOW,
      trail: COMPLIANT_TRAIL,
      'max-retries': '0',
      ...extra
    }),
    cwd: workspace.path
  })
  const left = await readdir(join(workspace.path, 'audit')).catch(() => [])
  return { run, left }
}

describe('get-trail downloads that go wrong', () => {
  it('refuses a sign-in page answered with 200 in one sentence naming status, type and title', async () => {
    sandbox.faults.add({ path: PDF_PATH }, { html: true, status: 200 })
    const { run, left } = await download({ 'audit-pdf': 'audit/report.pdf' })
    const [error] = expectOneError(run)
    expect(error).toMatch(
      /^The compliance service sent an unexpected answer to GET \/api\/v2\/trails\/.+\/audit_pdf: status 200 with content type "text\/html[^"]*" and an HTML page titled "200 OK" .* where a PDF was expected, so nothing was written\. /
    )
    expect(left).toEqual([])
    expect(run.outputs['audit-pdf']).toBeUndefined()
  })

  it('leaves nothing when the connection drops in the middle of the package', async () => {
    sandbox.faults.add({ path: PACKAGE_PATH }, { drop: 'mid-body' })
    const { run, left } = await download({ 'audit-package': 'audit/package.tgz' })
    expect(expectOneError(run)[0]).toMatch(
      /could not be reached for GET \/api\/v2\/trails\/.+\/audit_package/
    )
    expect(left).toEqual([])
  })

  it('refuses a redirect of the download to another origin', async () => {
    sandbox.faults.add({ path: PDF_PATH }, { redirect: 'http://localhost:9/elsewhere.pdf' })
    const { run, left } = await download({ 'audit-pdf': 'audit/report.pdf' })
    expect(expectOneError(run)[0]).toMatch(
      /redirected GET \/api\/v2\/trails\/.+\/audit_pdf: it points to another origin \(http:\/\/localhost:9\)/
    )
    expect(left).toEqual([])
  })

  it('gives up on a download slower than timeout-seconds', async () => {
    sandbox.faults.add({ path: PDF_PATH }, { hang: true })
    const { run, left } = await download({
      'audit-pdf': 'audit/report.pdf',
      'timeout-seconds': '1'
    })
    expect(expectOneError(run)[0]).toMatch(
      /did not answer GET \/api\/v2\/trails\/.+\/audit_pdf in time/
    )
    expect(left).toEqual([])
  })
})
