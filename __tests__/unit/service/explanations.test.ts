/**
 * The service's error answers explained by their cause: its own reason first, then the input
 * to check, and a command's advice only when the 404 is about what the command asked for.
 */
import { explainFailure } from '../../../src/action/failure.js'
import { RequestError, errorReason, formatErrorBody } from '../../../src/http/request-error.js'
import {
  SERVICE_NAME,
  explainMissing,
  explainNotFound,
  explainServiceAnswer,
  isUnknownRoute,
  missingThing,
  type NotFoundExplanation
} from '../../../src/service/explanations.js'
import { EU_BASE_URL, US_BASE_URL } from '../../../src/service/roots.js'

const PATH = `/api/v2/asserts/acmee/fingerprint/${'e'.repeat(64)}`

/** The error the transport throws for a status answered with `body`. */
function answered(status: number, body: string, method = 'GET'): RequestError {
  return new RequestError({
    system: SERVICE_NAME,
    kind: 'status',
    method,
    path: PATH,
    status,
    detail: formatErrorBody(body),
    attempts: 1,
    reason: errorReason(body)
  })
}

const json = (value: object) => JSON.stringify(value)

const ASSERT: NotFoundExplanation = {
  about: ['artifact'],
  missing: 'Artifact eee is not known to org "acmee"',
  advice: 'report the artifact from its build job first, or check flow and the fingerprint'
}

describe('errorReason', () => {
  it.each([
    [
      json({ message: "Organization 'acmee' not found", errors: null }),
      "Organization 'acmee' not found"
    ],
    [json({ detail: 'Not Found' }), 'Not Found'],
    [json({ message: 'Flow   "x"\nnot\u2028found\u0000' }), 'Flow "x" not found']
  ])('reads the reason of %s, on one line', (body, reason) => {
    expect(errorReason(body)).toBe(reason)
  })

  it.each([
    json({ detail: [{ loc: ['query', 'page'], msg: 'bad', type: 'x' }] }),
    '<html><title>Sign in</title></html>',
    'Not Found',
    '',
    json({ message: '   ' }),
    '[1]'
  ])('finds no reason in %j', body => {
    expect(errorReason(body)).toBeUndefined()
  })

  it('shortens a long reason', () => {
    expect(errorReason(json({ message: 'x'.repeat(5000) }))?.length).toBeLessThanOrEqual(201)
  })
})

describe('missingThing', () => {
  it.each([
    ["Organization 'acmee' not found", 'organization'],
    ["Flow 'x' not found in organization 'acme'", 'flow'],
    ["Environment 'y' does not exist", 'environment'],
    ["Artifact with fingerprint 'e' not found in flow 'x'", 'artifact'],
    ['Invalid API token', undefined]
  ])('%s is about %s', (reason, thing) => {
    expect(missingThing(reason)).toBe(thing)
  })
})

describe('explainServiceAnswer', () => {
  it.each([
    ["Organization 'acmee' not found", 'the org input'],
    ["Flow 'x' not found in organization 'acme'", 'the flow input'],
    ["Environment 'y' not found in organization 'acme'", 'the environment input'],
    [
      "Trail 't' not found in flow 'x'",
      "the trail input (by default the commit's SHA, the trail begin-trail creates)"
    ],
    ["Policy 'p' not found in organization 'acme'", 'the policies input']
  ])('leads with "%s", then names %s', (reason, input) => {
    const message = explainServiceAnswer(answered(404, json({ message: reason, errors: null })))
    expect(message).toBe(
      `${reason} (the compliance service answered 404 to GET ${PATH}): check ${input}` +
        (input === 'the org input'
          ? `, and that base-url is the root of the org's region; EU and US accounts have different roots, ${EU_BASE_URL} (EU) or ${US_BASE_URL} (US).`
          : '.')
    )
  })

  it("tells FastAPI's answer for an unknown path from a reason about a missing thing", () => {
    expect(isUnknownRoute(answered(404, json({ detail: 'Not Found' })))).toBe(true)
    expect(isUnknownRoute(answered(404, json({ message: "Flow 'x' not found" })))).toBe(false)
    expect(isUnknownRoute(answered(404, 'Not Found'))).toBe(false)
  })

  it('says that base-url is probably wrong for a path the service has no route for', () => {
    const message = explainServiceAnswer(answered(404, json({ detail: 'Not Found' })))
    expect(message).toMatch(/^The base-url input is probably wrong: /)
    expect(message).toContain(`GET ${PATH}`)
    expect(message).toContain(EU_BASE_URL)
    expect(message).toContain(US_BASE_URL)
    expect(message).not.toMatch(/\n/)
  })

  it('names api-token and both regions for a 401, after the reason', () => {
    const message = explainServiceAnswer(
      answered(401, json({ message: 'Invalid API token', errors: null }))
    )
    expect(message).toMatch(/^Invalid API token \(the compliance service answered 401 to GET /)
    expect(message).toMatch(/: check that api-token is valid, not expired and for this org/)
    expect(message).toContain('EU and US accounts have different roots')
    expect(message).toContain(EU_BASE_URL)
    expect(message).toContain(US_BASE_URL)
  })

  it('keeps the status first for a 401 without a reason, still naming api-token and the regions', () => {
    const message = explainServiceAnswer(answered(401, '<html><title>Denied</title></html>'))
    expect(message).toMatch(/^The compliance service answered 401 to GET /)
    expect(message).toMatch(/\. Check that api-token is valid/)
    expect(message).toContain('EU and US accounts have different roots')
  })

  it('leaves other statuses, other systems and other kinds to the general text', () => {
    expect(explainServiceAnswer(answered(422, json({ message: 'bad' })))).toBeUndefined()
    expect(explainServiceAnswer(answered(500, json({ message: 'boom' })))).toBeUndefined()
    const jira = new RequestError({
      system: 'Jira',
      kind: 'status',
      method: 'GET',
      path: '/rest/api/2/issue/A-1',
      status: 404,
      detail: 'Not Found',
      attempts: 1,
      reason: 'Not Found'
    })
    expect(explainServiceAnswer(jira)).toBeUndefined()
  })
})

describe("a command's own explanation of its 404", () => {
  it('gives way to the cause when the reason is about the org, a flow or an environment', () => {
    for (const reason of [
      "Organization 'acmee' not found",
      "Flow 'x' not found in organization 'acme'",
      "Environment 'y' not found in organization 'acme'"
    ]) {
      expect(explainMissing(answered(404, json({ message: reason })), ASSERT)).toBeUndefined()
    }
  })

  it('gives way for a path the service has no route for', () => {
    expect(explainMissing(answered(404, json({ detail: 'Not Found' })), ASSERT)).toBeUndefined()
  })

  it('follows the reason with its advice when the 404 is about what it asked for', () => {
    const reason = "Artifact with fingerprint 'eee' not found in flow 'x'"
    expect(explainMissing(answered(404, json({ message: reason })), ASSERT)).toBe(
      `${reason} (the compliance service answered 404 to GET ${PATH}): ${ASSERT.advice}.`
    )
  })

  it('puts its advice after a reason it does not recognise', () => {
    const message = explainMissing(answered(404, json({ message: 'No such thing here' })), ASSERT)
    expect(message).toMatch(/^No such thing here \(the compliance service answered 404 /)
    expect(message).toMatch(/report the artifact from its build job first, or .*\.$/)
  })

  it('says what is missing in its own words when the service gives no reason', () => {
    expect(explainMissing(answered(404, ''), ASSERT)).toBe(
      `${ASSERT.missing} (the compliance service answered 404 to GET ${PATH}: the response had no body); ${ASSERT.advice}.`
    )
  })

  it('through explainFailure, a wrong org never gets the advice to report the artifact', async () => {
    const request = Promise.reject(
      answered(404, json({ message: "Organization 'acmee' not found", errors: null }))
    )
    const failure = await explainNotFound(request, ASSERT).catch((error: unknown) => error)
    const message = explainFailure(failure)
    expect(message).toMatch(
      /^Organization 'acmee' not found \(the compliance service answered 404 /
    )
    expect(message).toMatch(/: check the org input/)
    expect(message).not.toMatch(/report the artifact/)
  })
})
