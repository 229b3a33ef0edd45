/**
 * An answer nested deeply enough to overflow the stack, in a field the response schemas let
 * through, is refused as it is read, with one sentence naming the service and the request:
 * a read (get-trail, whose trail would go on to the `result` output) and a write's answer
 * (attest-generic, whose answer would too), as steps run in-process (kit/step.ts). The limit is
 * the one inputs are held to. __tests__/reliability/remotes.test.ts proves the same refusal
 * for every remote.
 */
import { COMPLIANT_TRAIL, WEB_APP_FLOW } from '../../sandbox/fixtures.js'
import { MAX_JSON_DEPTH } from '../../src/http/json-depth.js'
import { runStep } from '../kit/step.js'
import { expectOneError } from '../kit/annotations.js'
import { exampleRun } from '../kit/examples.js'
import { deepJson } from '../kit/large-inputs.js'
import { useJira, useSandbox } from '../kit/servers.js'

const sandbox = useSandbox({ resetEach: true })
const jira = useJira()

/** About where walking or writing JSON overflows the stack. */
const LEVELS = 100_000

/** `answer` (a JSON object's text) with a `user_data` field nested LEVELS deep in front. */
function withDeepField(answer: string): string {
  return answer.replace(/^\s*\{/, `{"user_data":${deepJson(LEVELS)},`)
}

function answerWith(body: string) {
  return { status: 200, body, headers: { 'content-type': 'application/json' } }
}

const refusal = (method: string) =>
  new RegExp(
    `^The compliance service sent an unexpected answer to ${method} /api/v2/\\S+: its JSON is ` +
      `nested more than ${MAX_JSON_DEPTH} levels deep, far beyond any real answer \\(a few ` +
      `tens\\), so it is not read\\. Check that base-url is the API root`
  )

describe('an answer nested too deep', () => {
  it('to a read is refused naming the request and the service', async () => {
    const path = `/trails/${sandbox.org}/${WEB_APP_FLOW}/${COMPLIANT_TRAIL}`
    const honest = await fetch(`${sandbox.baseUrl}${path}`, {
      headers: { authorization: `Bearer ${sandbox.token}` }
    })
    expect(honest.status).toBe(200)
    sandbox.faults.add({ method: 'GET', path }, answerWith(withDeepField(await honest.text())))
    const run = await runStep({
      inputs: exampleRun('get-trail', { sandbox, jira }, { 'max-retries': '0' })
    })
    const [error] = expectOneError(run)
    expect(error).toMatch(refusal('GET'))
    expect(`${run.stdout}${run.stderr}`).not.toMatch(/call stack/i)
  })

  it("to a write is refused naming the request and the service, and the write's outputs are not set", async () => {
    sandbox.faults.add(
      { method: 'POST', path: '/attestations/' },
      answerWith(withDeepField('{"html_url": "https://app.example/a"}'))
    )
    const run = await runStep({
      inputs: exampleRun('attest-generic', { sandbox, jira }, { 'max-retries': '0' })
    })
    const [error] = expectOneError(run)
    expect(error).toMatch(refusal('POST'))
    expect(`${run.stdout}${run.stderr}`).not.toMatch(/call stack/i)
    expect(run.outputs.result).toBeUndefined()
  })
})
