/**
 * get-trail as steps run in-process (kit/step.ts) when the trail's links are not http(s) URLs: a
 * path (a self-hosted service, a rewriting proxy), a script or data URL, text that only
 * looks like a URL. The trail was read, so the step succeeds with its outputs (`html-url` as
 * the service sent it); the summary shows the names as text, never as a link.
 */
import { COMPLIANT_TRAIL, WEB_APP_FLOW } from '../../../sandbox/fixtures.js'
import { API_ROOT } from '../../../sandbox/server.js'
import { runStep } from '../../kit/step.js'
import { renderSummary } from '../../kit/summary-html.js'
import { annotations } from '../../kit/annotations.js'
import { serviceInputs } from '../../kit/examples.js'
import { rewriteJsonStrings, startRewritingProxy } from '../../kit/rewriting-proxy.js'
import { useSandbox } from '../../kit/servers.js'

const sandbox = useSandbox({ resetEach: true })

/** get-trail on the compliant trail, its `html_url` and `origin_url` answered as `value`. */
async function getTrailWithLinks(value: string) {
  const proxy = await startRewritingProxy(sandbox.origin, json =>
    rewriteJsonStrings(json, (text, key) =>
      key === 'html_url' || key === 'origin_url' ? value : text
    )
  )
  try {
    return await runStep({
      inputs: serviceInputs(
        { token: sandbox.token, org: sandbox.org, baseUrl: `${proxy.origin}${API_ROOT}` },
        'get-trail',
        {
          flow: WEB_APP_FLOW,
          trail: COMPLIANT_TRAIL,
          assert: 'true'
        }
      )
    })
  } finally {
    await proxy.close()
  }
}

describe('get-trail with a trail whose links are not http(s) URLs', () => {
  it.each([
    ['a path', '/org/flow/trail'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a data: URL holding HTML', 'data:text/html,<script>alert(1)</script>'],
    ['text that only starts like a URL', 'https://[not a host/trail']
  ])('%s: passes the gate with its outputs and shows the trail unlinked', async (_what, value) => {
    const run = await getTrailWithLinks(value)
    expect({ exitCode: run.exitCode, errors: annotations(run.stdout) }).toEqual({
      exitCode: 0,
      errors: []
    })
    expect(run.outputs).toMatchObject({
      outcome: 'compliant',
      compliant: 'true',
      'compliance-state': 'COMPLIANT',
      'html-url': value
    })
    const summary = renderSummary(run.summary)
    expect(summary.headings[0]?.text).toBe(
      `✅ Compliant: trail ${COMPLIANT_TRAIL} of flow ${WEB_APP_FLOW}`
    )
    // GitHub links e-mail addresses in text by itself (mailto:); the action links only http(s).
    expect(summary.links.filter(link => !/^(https?:\/\/|mailto:)/.test(link.href))).toEqual([])
    // Every attestation is still listed, by name, without a link to a page that is not one.
    expect(run.summary).not.toContain('attestation_id=')
    expect(summary.html).not.toContain('<script>')
  })

  it('links a trail page whose URL holds a lone surrogate, instead of failing on it', async () => {
    const run = await getTrailWithLinks('https://app.acme.example/trails/\ud800')
    expect(run.exitCode).toBe(0)
    expect(run.summary.split('\n')[0]).toContain('](https://app.acme.example/trails/%EF%BF%BD)')
    expect(run.summary).toContain('attestation_id=')
  })
})
