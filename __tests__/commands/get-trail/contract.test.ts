/**
 * Contract: get-trail's requests (the trail, its audit package and PDF report) validate
 * against the published OpenAPI description, which declares both downloads' content types
 * (application/gzip and application/pdf): the sandbox serves them so, and the client checks.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { COMPLIANT_TRAIL, WEB_APP_FLOW } from '../../../sandbox/fixtures.js'
import {
  AUDIT_PACKAGE,
  AUDIT_PDF,
  downloadAuditPackage,
  downloadAuditPdf
} from '../../../src/service/trail-downloads.js'
import { getTrail } from '../../../src/service/trails.js'
import { createRequestValidator, loadSpec, specIt } from '../../kit/openapi.js'
import { useSandbox, useServiceClient } from '../../kit/servers.js'

const sandbox = useSandbox()
const client = useServiceClient(sandbox)
let folder: string

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'get-trail-contract-'))
})

afterAll(async () => {
  await rm(folder, { recursive: true, force: true })
})

const ref = () => ({ org: sandbox.org, flow: WEB_APP_FLOW, trail: COMPLIANT_TRAIL })

specIt('get trail, audit package and audit PDF requests conform', async () => {
  const validate = createRequestValidator()
  sandbox.clearRequests()
  await getTrail(client, ref())
  await downloadAuditPackage(client, ref(), join(folder, 'package.tgz'))
  await downloadAuditPdf(client, ref(), join(folder, 'report.pdf'))
  expect(sandbox.requests.map(request => request.path)).toEqual([
    `/api/v2/trails/${sandbox.org}/${WEB_APP_FLOW}/${COMPLIANT_TRAIL}`,
    `/api/v2/trails/${sandbox.org}/${WEB_APP_FLOW}/${COMPLIANT_TRAIL}/audit_package`,
    `/api/v2/trails/${sandbox.org}/${WEB_APP_FLOW}/${COMPLIANT_TRAIL}/audit_pdf`
  ])
  for (const request of sandbox.requests) expect(await validate(request)).toEqual([])
})

specIt('the content types the description declares for the downloads are the ones accepted', () => {
  const paths = loadSpec().paths as Record<string, Record<string, unknown>>
  const declared = (path: string) => {
    const get = paths[path]?.get as {
      responses: Record<string, { headers?: Record<string, { description?: string }> }>
    }
    return get.responses['200']?.headers?.['Content-Type']?.description
  }
  const trail = '/trails/{org}/{flow_name}/{trail_name}'
  expect(AUDIT_PACKAGE.contentTypes).toContain(declared(`${trail}/audit_package`))
  expect(AUDIT_PDF.contentTypes).toContain(declared(`${trail}/audit_pdf`))
})
