/**
 * End to end: every read is checked against what it asked. A proxy in front of the sandbox
 * answers each request with the service's real answer for another record, or with the
 * answer to the same request without its query (a filter dropped on the way): the step
 * never reports that record as the one asked for. A single read fails as "not recorded",
 * naming what was asked; a listing holding a record outside what was asked is refused.
 */
import {
  APPROVAL_FLOW,
  APPROVAL_NUMBERS,
  ARTIFACT_ATTESTATION,
  COMPLIANT_FINGERPRINT,
  COMPLIANT_TRAIL,
  FIRST_DEPLOYMENT,
  LENIENT_POLICY,
  NON_COMPLIANT_FINGERPRINT,
  NON_COMPLIANT_TRAIL,
  PAYMENTS_FLOW,
  PRODUCTION_ENVIRONMENT,
  REPLACING_DEPLOYMENT,
  REPOS,
  STRICT_POLICY,
  TRAIL_ATTESTATION,
  WEB_APP_FLOW
} from '../../sandbox/fixtures.js'
import { runStep } from '../kit/step.js'
import { expectOneError } from '../kit/annotations.js'
import { forgedCommands } from '../kit/reliability.js'
import { serviceInputs } from '../kit/examples.js'
import { useSandbox } from '../kit/servers.js'

const sandbox = useSandbox({ resetEach: true })

/** `text` as a regular expression that matches it literally. */
const quoted = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** What the sandbox really answers to `served` (a path below the API root, maybe a query). */
async function answerTo(served: string): Promise<object> {
  const response = await fetch(`${sandbox.baseUrl}${served}`, {
    headers: { authorization: `Bearer ${sandbox.token}` }
  })
  expect(response.status).toBe(200)
  return (await response.json()) as object
}

/** From now on, a GET of exactly `asked` is answered with what the service answers to `served`. */
async function proxyAnswers(asked: string, served: string): Promise<object> {
  const body = await answerTo(served)
  answerWith(asked, body)
  return body
}

function answerWith(asked: string, body: object): void {
  const exactly = new RegExp(`^${quoted(asked)}$`)
  sandbox.faults.add({ method: 'GET', path: exactly, times: Infinity }, { status: 200, body })
}

const run = (command: string, inputs: Record<string, string>) =>
  runStep({ inputs: serviceInputs(sandbox, command, inputs) })

const org = () => sandbox.org

interface WrongAnswer {
  command: string
  inputs: Record<string, string>
  /** The path the step asks (below the API root, without the query). */
  asked: () => string
  /** What the proxy answers instead: another record's path, or the asked one without its query. */
  served: () => string
  error: () => RegExp
}

const singleReads: [string, WrongAnswer][] = [
  [
    'get-attestation by id, when the listing ignores the id',
    {
      command: 'get-attestation',
      inputs: { 'attestation-id': 'no-such-id' },
      asked: () => `/attestations/${org()}`,
      served: () => `/attestations/${org()}`,
      error: () =>
        new RegExp(
          `^Attestation no-such-id of org "${org()}" is not recorded \\(the service answered \\d+ ` +
            'records, none of them the one asked: the first is an attestation whose id is "[^"]+"\\); ' +
            'check attestation-id and org\\.$'
        )
    }
  ],
  [
    'get-attestation by name, answered with the one of another trail',
    {
      command: 'get-attestation',
      inputs: { flow: WEB_APP_FLOW, trail: NON_COMPLIANT_TRAIL, name: TRAIL_ATTESTATION.name },
      asked: () =>
        `/attestations/${org()}/${WEB_APP_FLOW}/trail/${NON_COMPLIANT_TRAIL}/${TRAIL_ATTESTATION.name}`,
      served: () =>
        `/attestations/${org()}/${WEB_APP_FLOW}/trail/${COMPLIANT_TRAIL}/${TRAIL_ATTESTATION.name}`,
      error: () =>
        new RegExp(
          `^Attestation "${TRAIL_ATTESTATION.name}" on trail "${NON_COMPLIANT_TRAIL}" of flow ` +
            `"${WEB_APP_FLOW}" is not recorded \\(the service answered an attestation whose trail ` +
            `is "${COMPLIANT_TRAIL}" instead\\); check flow, trail and name`
        )
    }
  ],
  [
    'get-attestation by name on an artifact, answered with the one of another artifact',
    {
      command: 'get-attestation',
      inputs: {
        flow: WEB_APP_FLOW,
        fingerprint: NON_COMPLIANT_FINGERPRINT,
        name: ARTIFACT_ATTESTATION.name
      },
      asked: () =>
        `/attestations/${org()}/${WEB_APP_FLOW}/artifact/${NON_COMPLIANT_FINGERPRINT}/${ARTIFACT_ATTESTATION.name}`,
      served: () =>
        `/attestations/${org()}/${WEB_APP_FLOW}/artifact/${COMPLIANT_FINGERPRINT}/${ARTIFACT_ATTESTATION.name}`,
      error: () =>
        new RegExp(
          `is not recorded \\(the service answered an attestation whose artifact is ` +
            `"${COMPLIANT_FINGERPRINT}" instead\\); check flow, fingerprint and name`
        )
    }
  ],
  [
    'get-trail with assert, answered with a compliant trail of another name',
    {
      command: 'get-trail',
      inputs: { flow: WEB_APP_FLOW, trail: NON_COMPLIANT_TRAIL, assert: 'true' },
      asked: () => `/trails/${org()}/${WEB_APP_FLOW}/${NON_COMPLIANT_TRAIL}`,
      served: () => `/trails/${org()}/${WEB_APP_FLOW}/${COMPLIANT_TRAIL}`,
      error: () =>
        new RegExp(
          `^Trail "${NON_COMPLIANT_TRAIL}" of flow "${WEB_APP_FLOW}" is not recorded in org ` +
            `"${org()}" \\(the service answered a trail whose name is "${COMPLIANT_TRAIL}" ` +
            'instead\\); check flow and trail'
        )
    }
  ],
  [
    'get-trail, answered with the trail of that name in another flow',
    {
      command: 'get-trail',
      inputs: { flow: PAYMENTS_FLOW, trail: COMPLIANT_TRAIL },
      asked: () => `/trails/${org()}/${PAYMENTS_FLOW}/${COMPLIANT_TRAIL}`,
      served: () => `/trails/${org()}/${WEB_APP_FLOW}/${COMPLIANT_TRAIL}`,
      error: () =>
        new RegExp(
          `is not recorded in org "${org()}" \\(the service answered a trail whose flow is ` +
            `"${WEB_APP_FLOW}" instead\\)`
        )
    }
  ],
  [
    'get-approval with fail-unless-approved, answered with another, approved, approval',
    {
      command: 'get-approval',
      inputs: {
        flow: APPROVAL_FLOW,
        'approval-number': String(APPROVAL_NUMBERS.PENDING),
        'fail-unless-approved': 'true'
      },
      asked: () => `/approvals/${org()}/${APPROVAL_FLOW}/${APPROVAL_NUMBERS.PENDING}`,
      served: () => `/approvals/${org()}/${APPROVAL_FLOW}/${APPROVAL_NUMBERS.APPROVED}`,
      error: () =>
        new RegExp(
          `^Approval ${APPROVAL_NUMBERS.PENDING} of flow "${APPROVAL_FLOW}" is not recorded in ` +
            `org "${org()}" \\(the service answered an approval whose number is ` +
            `${APPROVAL_NUMBERS.APPROVED} instead\\); check flow and approval-number\\.$`
        )
    }
  ],
  [
    'get-deployment, answered with the deployment of another artifact',
    {
      command: 'get-deployment',
      inputs: {
        environment: FIRST_DEPLOYMENT.environment,
        fingerprint: FIRST_DEPLOYMENT.fingerprint
      },
      asked: () =>
        `/deployments/${org()}/${FIRST_DEPLOYMENT.environment}/${FIRST_DEPLOYMENT.fingerprint}`,
      served: () =>
        `/deployments/${org()}/${REPLACING_DEPLOYMENT.environment}/${REPLACING_DEPLOYMENT.fingerprint}`,
      error: () =>
        new RegExp(
          `^No deployment of artifact ${FIRST_DEPLOYMENT.fingerprint} to environment ` +
            `"${FIRST_DEPLOYMENT.environment}" is recorded in org "${org()}" \\(the service ` +
            `answered a deployment whose fingerprint is "${REPLACING_DEPLOYMENT.fingerprint}" instead\\)`
        )
    }
  ],
  [
    'assert-artifact, answered with the compliant verdict of another artifact',
    {
      command: 'assert-artifact',
      inputs: { fingerprint: NON_COMPLIANT_FINGERPRINT },
      asked: () => `/asserts/${org()}/fingerprint/${NON_COMPLIANT_FINGERPRINT}`,
      served: () => `/asserts/${org()}/fingerprint/${COMPLIANT_FINGERPRINT}`,
      error: () =>
        new RegExp(
          `^Artifact ${NON_COMPLIANT_FINGERPRINT} is not recorded in org "${org()}" \\(the ` +
            `service answered an assertion whose fingerprint is "${COMPLIANT_FINGERPRINT}" ` +
            'instead\\); report the artifact from its build job first'
        )
    }
  ],
  [
    'assert-artifact in a flow, when the flow is dropped from the query',
    {
      command: 'assert-artifact',
      inputs: { fingerprint: COMPLIANT_FINGERPRINT, flow: PAYMENTS_FLOW },
      asked: () => `/asserts/${org()}/fingerprint/${COMPLIANT_FINGERPRINT}`,
      served: () => `/asserts/${org()}/fingerprint/${COMPLIANT_FINGERPRINT}`,
      error: () =>
        new RegExp(
          `^Artifact ${COMPLIANT_FINGERPRINT} is not recorded in org "${org()}" in flow ` +
            `"${PAYMENTS_FLOW}" \\(the service answered an assertion whose flow is ` +
            `"${WEB_APP_FLOW}" instead\\)`
        )
    }
  ]
]

const refusedListing = (noun: string, listing: () => string) => () =>
  new RegExp(
    `^The compliance service answered ${noun} when asked for ${listing()}, so it did not ` +
      'apply the request as sent and nothing is listed; check that no proxy between the ' +
      'runner and the service rewrites requests, then run the step again\\.$'
  )

const listings: [string, WrongAnswer][] = [
  [
    'list-trails of a flow, answered with the trails of another flow',
    {
      command: 'list-trails',
      inputs: { flow: PAYMENTS_FLOW },
      asked: () => `/trails/${org()}/${PAYMENTS_FLOW}`,
      served: () => `/trails/${org()}/${WEB_APP_FLOW}`,
      error: refusedListing(
        `a trail whose flow is "${WEB_APP_FLOW}"`,
        () => `the trails of flow "${PAYMENTS_FLOW}"`
      )
    }
  ],
  [
    'list-trails of an artifact, when the fingerprint is dropped from the query',
    {
      command: 'list-trails',
      inputs: { fingerprint: NON_COMPLIANT_FINGERPRINT },
      asked: () => `/trails/${org()}`,
      served: () => `/trails/${org()}`,
      error: refusedListing(
        'a trail whose artifact is "[0-9a-f]{64}"',
        () => `the trails of artifact ${NON_COMPLIANT_FINGERPRINT}`
      )
    }
  ],
  [
    'list-trails of a flow tag, when the tag is dropped from the query',
    {
      command: 'list-trails',
      inputs: { 'flow-tag': 'team=payments' },
      asked: () => `/trails/${org()}`,
      served: () => `/trails/${org()}`,
      error: refusedListing('a trail whose flow tag team is "(?!payments")[^"]+"', () =>
        quoted('the trails of flow tag "team=payments"')
      )
    }
  ],
  [
    'list-attestations of a flow, answered with those of another flow',
    {
      command: 'list-attestations',
      inputs: { flow: PAYMENTS_FLOW },
      asked: () => `/attestations/${org()}/${PAYMENTS_FLOW}`,
      served: () => `/attestations/${org()}/${WEB_APP_FLOW}`,
      error: refusedListing(
        `an attestation whose flow is "${WEB_APP_FLOW}"`,
        () => `the attestations of flow "${PAYMENTS_FLOW}"`
      )
    }
  ],
  [
    'list-builds of a repository, when the repository is dropped from the query',
    {
      command: 'list-builds',
      inputs: { 'repo-name': REPOS[0]?.name ?? '' },
      asked: () => `/builds/${org()}`,
      served: () => `/builds/${org()}`,
      error: refusedListing(
        `a build whose repository is "(?!${quoted(REPOS[0]?.name ?? '')}")[^"]+"`,
        () => quoted(`the builds of repository "${REPOS[0]?.name}"`)
      )
    }
  ]
]

describe('a read reports only the record it asked for', () => {
  it.each(singleReads)('%s: fails as not recorded', async (_title, wrong) => {
    await proxyAnswers(wrong.asked(), wrong.served())
    const result = await run(wrong.command, wrong.inputs)
    expect(expectOneError(result)[0]).toMatch(wrong.error())
    expect(result.outputs.compliant).toBeUndefined()
  })

  it('get-attestation by id reports the record asked for, not the newest, when the listing ignores the id', async () => {
    const page = (await proxyAnswers(`/attestations/${org()}`, `/attestations/${org()}`)) as {
      data: { attestation_id: string; created_at: number }[]
    }
    const newest = [...page.data].sort((a, b) => b.created_at - a.created_at)[0]
    // The record asked for is on the page the proxy answers, but it is not the newest.
    expect(page.data.map(record => record.attestation_id)).toContain(ARTIFACT_ATTESTATION.id)
    expect(newest?.attestation_id).not.toBe(ARTIFACT_ATTESTATION.id)
    const result = await run('get-attestation', { 'attestation-id': ARTIFACT_ATTESTATION.id })
    expect(result.exitCode).toBe(0)
    expect(result.outputs['attestation-id']).toBe(ARTIFACT_ATTESTATION.id)
  })
})

describe('assert-artifact passes only on a verdict of the scope and names it asked', () => {
  const asked = () => `/asserts/${org()}/fingerprint/${COMPLIANT_FINGERPRINT}`
  const evaluation = (name: string) => ({
    policy_name: name,
    policy_version: 1,
    status: 'COMPLIANT',
    rule_evaluations: []
  })
  /** The service's verdict on the policies `named`, said to evaluate `evaluated`. */
  async function policyVerdict(named: string, evaluated: string): Promise<object> {
    const verdict = await answerTo(`${asked()}?policy_name=${named}`)
    expect(verdict).toMatchObject({ scope: 'policy', compliant: true })
    return { ...verdict, policy_evaluations: [evaluation(evaluated)] }
  }
  const gate = (inputs: Record<string, string>) =>
    run('assert-artifact', { fingerprint: COMPLIANT_FINGERPRINT, ...inputs })

  it('fails on a compliant verdict about another environment', async () => {
    const verdict = await answerTo(`${asked()}?environment_name=${PRODUCTION_ENVIRONMENT}`)
    expect(verdict).toMatchObject({ scope: 'environment', environment: PRODUCTION_ENVIRONMENT })
    answerWith(asked(), { ...verdict, compliant: true, environment: 'other-environment' })
    const result = await gate({ environment: PRODUCTION_ENVIRONMENT })
    expect(expectOneError(result)[0]).toMatch(
      /\(the service answered an assertion whose environment is "other-environment" instead\)/
    )
    expect(result.outputs.compliant).toBeUndefined()
  })

  it('fails when policies were asked and only the flow was judged', async () => {
    await proxyAnswers(asked(), asked())
    const result = await gate({ policies: STRICT_POLICY })
    expect(expectOneError(result)[0]).toMatch(
      new RegExp(
        `^Only the flow was judged: asked about policy "${STRICT_POLICY}", the service ` +
          'answered at "flow" scope, .*a gate passes only on the verdict it asked for'
      )
    )
    expect(result.outputs.compliant).toBeUndefined()
  })

  it('fails on a compliant verdict that evaluated other policies than those asked', async () => {
    answerWith(asked(), await policyVerdict(LENIENT_POLICY, LENIENT_POLICY))
    const result = await gate({ policies: STRICT_POLICY })
    expect(expectOneError(result)[0]).toMatch(
      new RegExp(
        `\\(the service answered an assertion whose policy is "${LENIENT_POLICY}" instead\\)`
      )
    )
    expect(result.outputs.compliant).toBeUndefined()
  })

  it('passes on a compliant verdict that evaluated the policies asked', async () => {
    answerWith(asked(), await policyVerdict(STRICT_POLICY, STRICT_POLICY))
    const result = await gate({ policies: STRICT_POLICY })
    expect(result.exitCode).toBe(0)
    expect(result.outputs).toMatchObject({ outcome: 'compliant', scope: 'policy' })
  })
})

describe('what came instead is quoted safely', () => {
  it('a forged workflow command in the name of the trail that came instead stays inside the message', async () => {
    const asked = `/trails/${org()}/${WEB_APP_FLOW}/${COMPLIANT_TRAIL}`
    answerWith(asked, { ...(await answerTo(asked)), name: 'other\n::error::FORGED-name' })
    const result = await run('get-trail', {
      flow: WEB_APP_FLOW,
      trail: COMPLIANT_TRAIL,
      assert: 'true'
    })
    expect(expectOneError(result)[0]).toContain(
      '(the service answered a trail whose name is "other\\n::error::FORGED-name" instead)'
    )
    expect(forgedCommands(result.stdout, 'FORGED')).toEqual([])
  })
})

describe('a listing holding a record outside what it asked for is refused', () => {
  it.each(listings)('%s', async (_title, wrong) => {
    await proxyAnswers(wrong.asked(), wrong.served())
    const result = await run(wrong.command, wrong.inputs)
    expect(expectOneError(result)[0]).toMatch(wrong.error())
    expect(result.outputs.count).toBeUndefined()
  })
})
