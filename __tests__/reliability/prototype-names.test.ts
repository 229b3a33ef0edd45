/**
 * Names that every JavaScript object answers to (`__proto__`, `constructor`, `valueOf`), given
 * where the action takes a name: a key of an input, a choice, a name in a file, a word of a
 * remote answer. A key is kept like any other, a choice the action does not hold is refused,
 * and a lookup finds only what the action's own table holds, never a member of
 * Object.prototype.
 */
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { readTagTarget } from '../../src/commands/tag/target.js'
import { readPathSpec } from '../../src/commands/snapshot-paths/path-spec.js'
import { readAnnotations, readExternalUrls } from '../../src/evidence-inputs/evidence-inputs.js'
import { pageTitle } from '../../src/fingerprint/manifest.js'
import { RequestError, errorReason, formatErrorBody } from '../../src/http/request-error.js'
import { inputsFromRecord } from '../../src/inputs/source.js'
import { SERVICE_NAME, explainServiceAnswer } from '../../src/service/explanations.js'
import { expectOneSentence, inputError } from '../kit/sentences.js'
import { useSandbox } from '../kit/servers.js'
import { useTempDir } from '../kit/temp.js'
import { authHeaders } from '../sandbox/client.js'

const NAMES = ['__proto__', 'constructor', 'valueOf', 'hasOwnProperty']

/** Own keys, and the prototype left as it was. */
function expectPlainWithKeys(value: object | undefined, keys: string[]): void {
  expect(Object.getPrototypeOf(value)).toBe(Object.prototype)
  expect(Object.keys(value ?? {})).toEqual(keys)
}

describe('keys of an input', () => {
  it.each(NAMES)('annotations keeps %s as a key, in JSON and in lines', name => {
    for (const given of [JSON.stringify({ [name]: 'x', b: 'y' }), `${name}=x\nb=y`]) {
      const annotations = readAnnotations(inputsFromRecord({ annotations: given }))
      expectPlainWithKeys(annotations, [name, 'b'])
      expect(JSON.parse(JSON.stringify(annotations))).toEqual(JSON.parse(`{"${name}":"x","b":"y"}`))
    }
  })

  it.each(NAMES)('external-urls keeps %s as a name, in JSON and in lines', name => {
    const url = 'https://ci.example/run/1'
    for (const given of [JSON.stringify({ [name]: url }), `${name}=${url}`]) {
      const urls = readExternalUrls(inputsFromRecord({ 'external-urls': given }))
      expectPlainWithKeys(urls, [name])
      expect(JSON.stringify(urls)).toBe(`{"${name}":{"href":"${url}"}}`)
    }
  })
})

describe('a choice', () => {
  it.each(NAMES)('tag refuses resource-type %s, before any request', name => {
    const error = inputError(() =>
      readTagTarget(inputsFromRecord({ 'resource-type': name, resource: 'web' }))
    )
    expectOneSentence(error, 'resource-type')
    expect(error.message).toContain('which cannot be tagged here')
  })
})

describe('names in a file', () => {
  const work = useTempDir('prototype-names-')

  async function pathSpec(text: string): Promise<string> {
    await writeFile(join(work.path, 'spec.yml'), text)
    return 'spec.yml'
  }

  it.each(NAMES)('path-spec reads an artifact named %s as an artifact', async name => {
    const path = await pathSpec(
      `version: 1\nartifacts:\n  ${name}:\n    path: app\n  web:\n    path: www\n`
    )
    const specs = readPathSpec(path, work.path)
    expect(specs.map(spec => [spec.name, spec.path])).toEqual([
      [name.toLowerCase(), 'app'],
      ['web', 'www']
    ])
  })

  it('path-spec refuses a top-level __proto__, not reading version and artifacts through it', async () => {
    const path = await pathSpec(
      '__proto__:\n  version: 1\n  artifacts:\n    web:\n      path: www\n'
    )
    const error = inputError(() => readPathSpec(path, work.path))
    expectOneSentence(error, 'path-spec')
    expect(error.message).toContain('it has the key "__proto__", which a path spec has not')
  })
})

describe('words of a remote answer', () => {
  it('a page title keeps an entity named like a member of every object as written', () => {
    expect(pageTitle('<title>&constructor; &valueOf; &amp;</title>')).toBe(
      '&constructor; &valueOf; &'
    )
  })

  it('a 404 about a thing named like a member of every object names no input to check', () => {
    const answer = (thing: string) => {
      const body = JSON.stringify({ message: `${thing} 'x' not found` })
      return explainServiceAnswer(
        new RequestError({
          system: SERVICE_NAME,
          kind: 'status',
          method: 'GET',
          path: '/api/v2/flows/acme/x',
          status: 404,
          detail: formatErrorBody(body),
          attempts: 1,
          reason: errorReason(body)
        })
      )
    }
    for (const name of ['Constructor', 'Valueof']) {
      expect(answer(name)).toBe(answer('Gadget')?.replace('Gadget', name))
      expect(answer(name)).not.toContain('function')
    }
  })
})

describe('the sandbox', () => {
  const sandbox = useSandbox()

  it.each(NAMES)('answers 400 to tagging a resource of type %s', async name => {
    const response = await fetch(`${sandbox.baseUrl}/tags/${sandbox.org}/${name}/web`, {
      method: 'PATCH',
      headers: { ...authHeaders(sandbox), 'content-type': 'application/json' },
      body: JSON.stringify({ set_tags: { team: 'web' } })
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ message: `Invalid resource type '${name}'` })
  })
})
