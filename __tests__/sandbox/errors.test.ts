/** Refusals of the sandbox service: 401, 404, 405, 413 and 422, in FastAPI's order. */
import { useSandbox } from '../kit/servers.js'
import {
  APPROVAL_FLOW,
  COMPLIANT_FINGERPRINT,
  FAILING_ATTESTATION,
  INCOMPLETE_TRAIL,
  NON_COMPLIANT_FINGERPRINT,
  NON_COMPLIANT_TRAIL,
  PRODUCTION_ENVIRONMENT,
  UNKNOWN_APPROVAL_NUMBER,
  UNKNOWN_ENVIRONMENT,
  UNKNOWN_FINGERPRINT,
  UNKNOWN_POLICY,
  WEB_APP_FLOW
} from '../../sandbox/fixtures.js'
import { authHeaders, getJson, jiraData, overrideBody, postJira, postJson } from './client.js'
import type { Json } from './client.js'

const sandbox = useSandbox({ resetEach: true })

const overridePath = (trail = NON_COMPLIANT_TRAIL, flow = WEB_APP_FLOW, org = 'acme') =>
  `/attestations/${org}/${flow}/trail/${trail}/override`
const jiraPath = (trail = INCOMPLETE_TRAIL, flow = WEB_APP_FLOW, org = 'acme') =>
  `/attestations/${org}/${flow}/trail/${trail}/jira`

interface Detail {
  detail: { loc: (string | number)[]; msg: string; type: string }[]
}

const everyOperation: [method: 'GET' | 'POST', path: string][] = [
  ['GET', `/asserts/acme/fingerprint/${COMPLIANT_FINGERPRINT}`],
  ['GET', `/trails/acme/${WEB_APP_FLOW}`],
  ['GET', `/deployments/acme/${PRODUCTION_ENVIRONMENT}/${COMPLIANT_FINGERPRINT}`],
  ['POST', overridePath()],
  ['GET', `/attestations/acme/${WEB_APP_FLOW}`],
  ['POST', jiraPath()],
  ['GET', `/approvals/acme/${APPROVAL_FLOW}/1`],
  ['GET', '/builds/acme'],
  ['GET', '/actions/acme']
]

describe('authentication', () => {
  it.each(everyOperation)('%s %s without a token is 401 with a message', async (method, path) => {
    const response = await fetch(`${sandbox.baseUrl}${path}`, { method })
    expect(response.status).toBe(401)
    expect(response.headers.get('www-authenticate')).toBe('Bearer')
    const body = (await response.json()) as Json
    expect(body).toEqual({ message: expect.stringMatching(/Authorization/), errors: null })
  })

  it.each([
    ['a wrong token', 'Bearer sbx_00000000000000000000000000000000'],
    ['the right token under Basic', `Basic ${Buffer.from('x:y').toString('base64')}`],
    ['an empty Bearer', 'Bearer ']
  ])('refuses %s with 401 and never echoes the token', async (_, header) => {
    const answer = await getJson(sandbox, '/actions/acme', { authorization: header })
    expect(answer.status).toBe(401)
    expect(typeof answer.body.message).toBe('string')
    expect(JSON.stringify(answer.body)).not.toContain(sandbox.token)
  })

  it('records refused requests too', async () => {
    await fetch(`${sandbox.baseUrl}/actions/acme`)
    expect(sandbox.requests).toHaveLength(1)
    expect(sandbox.requests[0]).toMatchObject({
      method: 'GET',
      path: '/api/v2/actions/acme',
      status: 401
    })
  })

  it('checks the token before parameters: bad auth and a bad query is a 401', async () => {
    const answer = await getJson(sandbox, '/builds/acme?per_page=999', {})
    expect(answer.status).toBe(401)
  })
})

describe('routing', () => {
  it('answers an unknown path with FastAPI 404 {"detail": "Not Found"}, even without a token', async () => {
    for (const path of ['/api/v2/nothing/here', '/api/v1/actions/acme', '/acme/flows/web-app']) {
      const response = await fetch(`${sandbox.origin}${path}`)
      expect(response.status).toBe(404)
      expect(await response.json()).toEqual({ detail: 'Not Found' })
    }
  })

  it('answers a known path with the wrong method 405 and an Allow header', async () => {
    const response = await fetch(`${sandbox.baseUrl}/actions/acme`, {
      method: 'DELETE',
      headers: authHeaders(sandbox)
    })
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('GET')
  })

  it('decodes each path segment once, after splitting, so %2F stays inside a name', async () => {
    const encoded = await getJson(sandbox, `/trails/acme/web%2Dapp`)
    expect(encoded.status).toBe(200)
    const slash = await getJson(sandbox, `/trails/acme/web%2Fapp`)
    expect(slash.status).toBe(404)
    expect(slash.body.message).toBe("Flow 'web/app' not found in organization 'acme'")
    const doubly = await getJson(sandbox, `/trails/acme/web%252Fapp`)
    expect(doubly.body.message).toContain("Flow 'web%2Fapp'")
  })

  it('answers malformed percent-encoding with 400', async () => {
    const answer = await getJson(sandbox, '/trails/acme/web%zzapp')
    expect(answer.status).toBe(400)
    expect(answer.body.message).toMatch(/percent-encoding/)
  })

  it('accepts one trailing slash', async () => {
    expect((await getJson(sandbox, '/actions/acme/')).status).toBe(200)
  })
})

describe('404 in the published {"message", "errors"} shape', () => {
  it.each([
    ['unknown org', '/actions/umbrella', "Organization 'umbrella' not found"],
    ['unknown org (assert)', `/asserts/umbrella/fingerprint/${COMPLIANT_FINGERPRINT}`, 'umbrella'],
    ['unknown flow', '/trails/acme/no-such-flow', "Flow 'no-such-flow' not found"],
    ['unknown flow (attestations)', '/attestations/acme/no-such-flow', "Flow 'no-such-flow'"],
    ['unknown artifact', `/asserts/acme/fingerprint/${UNKNOWN_FINGERPRINT}`, UNKNOWN_FINGERPRINT],
    [
      'malformed fingerprint (no pattern on the path)',
      '/asserts/acme/fingerprint/abc',
      "'abc' not found"
    ],
    [
      'artifact outside flow_name',
      `/asserts/acme/fingerprint/${COMPLIANT_FINGERPRINT}?flow_name=payments`,
      "in flow 'payments'"
    ],
    [
      'unknown environment',
      `/asserts/acme/fingerprint/${COMPLIANT_FINGERPRINT}?environment_name=${UNKNOWN_ENVIRONMENT}`,
      `Environment '${UNKNOWN_ENVIRONMENT}'`
    ],
    [
      'unknown policy',
      `/asserts/acme/fingerprint/${COMPLIANT_FINGERPRINT}?policy_name=${UNKNOWN_POLICY}`,
      `Policy '${UNKNOWN_POLICY}'`
    ],
    [
      'unknown approval',
      `/approvals/acme/${APPROVAL_FLOW}/${UNKNOWN_APPROVAL_NUMBER}`,
      `Approval number ${UNKNOWN_APPROVAL_NUMBER}`
    ],
    [
      'deployment of an undeployed artifact',
      `/deployments/acme/${PRODUCTION_ENVIRONMENT}/${UNKNOWN_FINGERPRINT}`,
      'No deployment'
    ],
    [
      'deployment to an unknown environment',
      `/deployments/acme/${UNKNOWN_ENVIRONMENT}/${COMPLIANT_FINGERPRINT}`,
      `Environment '${UNKNOWN_ENVIRONMENT}'`
    ]
  ])('%s', async (_, path, text) => {
    const answer = await getJson(sandbox, path)
    expect(answer.status).toBe(404)
    expect(answer.body).toEqual({ message: expect.stringContaining(text), errors: null })
  })

  it('an override of an unknown trail, or of an attestation the trail lacks', async () => {
    const unknownTrail = await postJson(
      sandbox,
      overridePath('no-such-trail'),
      overrideBody(FAILING_ATTESTATION.name, FAILING_ATTESTATION.type)
    )
    expect(unknownTrail.status).toBe(404)
    expect(unknownTrail.body.message).toBe(
      `Trail 'no-such-trail' not found in flow '${WEB_APP_FLOW}'`
    )
    const unknownName = await postJson(
      sandbox,
      overridePath(),
      overrideBody('not-there', 'generic')
    )
    expect(unknownName.status).toBe(404)
    expect(unknownName.body.message).toContain("Attestation 'not-there' not found")
  })

  it('a Jira attestation for an artifact that is not in the trail', async () => {
    const answer = await postJira(
      sandbox,
      jiraPath(),
      jiraData(
        'jira-issues',
        { 'ABC-1': true },
        { artifact_fingerprint: NON_COMPLIANT_FINGERPRINT }
      )
    )
    expect(answer.status).toBe(404)
    expect(answer.body.message).toContain(NON_COMPLIANT_FINGERPRINT)
  })
})

describe('422 in FastAPI shape', () => {
  it.each([
    ['/builds/acme?per_page=51', ['query', 'per_page'], 'less_than_equal'],
    ['/builds/acme?per_page=-1', ['query', 'per_page'], 'greater_than_equal'],
    ['/builds/acme?page=0', ['query', 'page'], 'greater_than_equal'],
    ['/builds/acme?page=two', ['query', 'page'], 'int_parsing'],
    ['/builds/acme?start-ts=yesterday', ['query', 'start-ts'], 'float_parsing'],
    ['/trails/acme/web-app?per_page=1.5', ['query', 'per_page'], 'int_parsing'],
    ['/attestations/acme/web-app?from_timestamp=soon', ['query', 'from_timestamp'], 'int_parsing'],
    ['/approvals/acme/web-app/first', ['path', 'approval_number'], 'int_parsing']
  ])('GET %s is 422 at %j (%s)', async (path, loc, type) => {
    const answer = await getJson<Detail>(sandbox, path)
    expect(answer.status).toBe(422)
    expect(answer.body.detail).toEqual([
      expect.objectContaining({ loc, type, msg: expect.any(String) })
    ])
  })

  it('reports every bad parameter of a request at once', async () => {
    const answer = await getJson<Detail>(sandbox, '/builds/acme?page=0&per_page=500')
    expect(answer.body.detail.map(d => d.loc)).toEqual([
      ['query', 'page'],
      ['query', 'per_page']
    ])
  })

  it('validates before looking up: a bad parameter on an unknown flow is 422', async () => {
    const answer = await getJson<Detail>(sandbox, '/trails/acme/no-such-flow?page=x')
    expect(answer.status).toBe(422)
  })

  describe('override body (OverrideAttestationPostInput, additionalProperties false)', () => {
    const valid = () => overrideBody(FAILING_ATTESTATION.name, FAILING_ATTESTATION.type)

    it('an unknown field is 422 extra_forbidden at ["body", field]', async () => {
      const answer = await postJson<Detail>(sandbox, overridePath(), {
        ...valid(),
        compliant: true
      })
      expect(answer.status).toBe(422)
      expect(answer.body.detail).toEqual([
        {
          loc: ['body', 'compliant'],
          msg: 'Extra inputs are not permitted',
          type: 'extra_forbidden',
          input: true
        }
      ])
    })

    it('each missing required field is reported', async () => {
      const answer = await postJson<Detail>(sandbox, overridePath(), {})
      expect(answer.status).toBe(422)
      expect(answer.body.detail.map(d => [d.loc, d.type])).toEqual(
        expect.arrayContaining([
          [['body', 'attestation_name'], 'missing'],
          [['body', 'reason'], 'missing'],
          [['body', 'new_compliance_status'], 'missing'],
          [['body', 'original_attestation_type'], 'missing']
        ])
      )
    })

    it.each([
      [{ attestation_name: 'has space' }, ['body', 'attestation_name'], 'string_pattern_mismatch'],
      [
        { artifact_fingerprint: 'ABC' },
        ['body', 'artifact_fingerprint'],
        'string_pattern_mismatch'
      ],
      [
        { target_artifacts: ['ok', 'not ok'] },
        ['body', 'target_artifacts', 1],
        'string_pattern_mismatch'
      ],
      [
        { original_attestation_type: 'custom' },
        ['body', 'original_attestation_type'],
        'literal_error'
      ],
      [{ new_compliance_status: 'yes' }, ['body', 'new_compliance_status'], 'bool_type'],
      [{ reason: 42 }, ['body', 'reason'], 'string_type'],
      [
        { annotations: { 'has.dot': 'x' } },
        ['body', 'annotations', 'has.dot'],
        'string_pattern_mismatch'
      ],
      [{ annotations: { ok: 1 } }, ['body', 'annotations', 'ok'], 'string_type'],
      [{ external_urls: { report: {} } }, ['body', 'external_urls', 'report', 'href'], 'missing'],
      [
        { external_urls: { report: { href: 'https://x', size: 1 } } },
        ['body', 'external_urls', 'report', 'size'],
        'extra_forbidden'
      ],
      [{ git_commit_info: { message: 'no sha' } }, ['body', 'git_commit_info', 'sha1'], 'missing'],
      [
        { repo_info: { name: 'r', url: 'u', provider: 'svn' } },
        ['body', 'repo_info', 'provider'],
        'enum'
      ],
      [{ user_data: 'text' }, ['body', 'user_data'], 'union_type']
    ])('%j is 422 at %j (%s)', async (change, loc, type) => {
      const answer = await postJson<Detail>(sandbox, overridePath(), { ...valid(), ...change })
      expect(answer.status).toBe(422)
      expect(answer.body.detail).toEqual([expect.objectContaining({ loc, type })])
    })

    it('accepts custom:* types and null optional fields (then finds no such attestation)', async () => {
      const answer = await postJson(sandbox, overridePath(), {
        ...valid(),
        original_attestation_type: 'custom:pentest',
        description: null,
        user_data: [1, 2],
        external_urls: { report: { href: 'https://x', fingerprint: COMPLIANT_FINGERPRINT } }
      })
      expect(answer.status).toBe(404)
    })

    it('a body that is not JSON, not an object, or absent', async () => {
      const broken = await postJson<Detail>(sandbox, overridePath(), '{"attestation_name": ')
      expect(broken.status).toBe(422)
      expect(broken.body.detail[0]).toMatchObject({
        loc: ['body', expect.any(Number)],
        type: 'json_invalid'
      })
      const list = await postJson<Detail>(sandbox, overridePath(), [valid()])
      expect(list.body.detail[0]).toMatchObject({ loc: ['body'], type: 'model_attributes_type' })
      const empty = await postJson<Detail>(sandbox, overridePath(), '')
      expect(empty.body.detail[0]).toMatchObject({ loc: ['body'], type: 'missing' })
    })
  })

  describe('Jira body (multipart, data_json is JiraAttestationPostInput)', () => {
    it('requires the data_json part', async () => {
      const answer = await postJira<Detail>(sandbox, jiraPath(), undefined, new Blob(['x']))
      expect(answer.status).toBe(422)
      expect(answer.body.detail).toEqual([
        { loc: ['body', 'data_json'], msg: 'Field required', type: 'missing' }
      ])
    })

    it('refuses a JSON body instead of multipart', async () => {
      const answer = await postJson<Detail>(sandbox, jiraPath(), jiraData('jira-issues', {}))
      expect(answer.status).toBe(422)
      expect(answer.body.detail[0]?.loc).toEqual(['body', 'data_json'])
    })

    it.each([
      [{ extra: 1 }, ['body', 'data_json', 'extra'], 'extra_forbidden'],
      [{ jira_results: undefined }, ['body', 'data_json', 'jira_results'], 'missing'],
      [
        { jira_results: [{ issue_id: 'ABC-1', issue_url: 'u' }] },
        ['body', 'data_json', 'jira_results', 0, 'issue_exists'],
        'missing'
      ],
      [
        { jira_results: [{ issue_id: 'ABC-1', issue_url: 'u', issue_exists: true, key: 'x' }] },
        ['body', 'data_json', 'jira_results', 0, 'key'],
        'extra_forbidden'
      ],
      [
        { attestation_name: 'a b' },
        ['body', 'data_json', 'attestation_name'],
        'string_pattern_mismatch'
      ]
    ])('%j is 422 at %j (%s)', async (change, loc, type) => {
      const answer = await postJira<Detail>(sandbox, jiraPath(), {
        ...jiraData('jira-issues', { 'ABC-1': true }),
        ...change
      })
      expect(answer.status).toBe(422)
      expect(answer.body.detail).toEqual([expect.objectContaining({ loc, type })])
    })

    it('reports data_json that is not JSON', async () => {
      const answer = await postJira<Detail>(sandbox, jiraPath(), '{nope')
      expect(answer.body.detail[0]).toMatchObject({
        loc: ['body', 'data_json'],
        type: 'json_invalid'
      })
    })

    it('refuses an attachment over 10 MB with 413', async () => {
      const big = new Blob([new Uint8Array(10 * 1024 * 1024 + 1)])
      const answer = await postJira(
        sandbox,
        jiraPath(),
        jiraData('jira-issues', { 'ABC-1': true }),
        big
      )
      expect(answer.status).toBe(413)
      expect(answer.body.message).toMatch(/10MB/)
    })
  })
})
