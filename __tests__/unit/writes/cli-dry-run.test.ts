import { cliDryRunText, goJson } from '../../../src/writes/cli-dry-run.js'

describe('cliDryRunText', () => {
  // internal/requests/requests.go: PayloadOutput prints "%s \n %+v" for a JSON body.
  it('lays a JSON body out as the CLI does: the message, a space, a line break, a space, the body', () => {
    const text = cliDryRunText(new URL('https://app.kosli.com/api/v2'), {
      method: 'PATCH',
      segments: ['tags', 'acme', 'flow', 'web app'],
      json: { set_tags: {}, remove_tags: [] },
      multipart: false
    })
    expect(text.split('\n')).toEqual([
      '############### THIS IS A DRY-RUN  ###############',
      'the request would have been sent to: https://app.kosli.com/api/v2/tags/acme/flow/web%20app',
      'this is the payload that would be sent in a real run: ',
      ' {',
      '    "set_tags": {},',
      '    "remove_tags": []',
      '}'
    ])
  })

  it('names the JSON part of a multipart body, and prints no file part', () => {
    const text = cliDryRunText(new URL('https://app.kosli.com/api/v2/'), {
      method: 'PUT',
      segments: ['policies', 'acme'],
      json: { name: 'p' },
      multipart: true,
      jsonPart: 'payload',
      file: {
        part: 'policy_file',
        filename: 'p.yml',
        description: 'from p.yml',
        load: () => Promise.resolve(new Blob(['x']))
      }
    })
    expect(text.split('\n').slice(2)).toEqual([
      'this is the payload that would be sent in a real run:',
      'Field: payload, Value: {',
      '    "name": "p"',
      '}'
    ])
  })
})

describe('goJson', () => {
  it('escapes <, >, & and the line separators inside strings, as encoding/json does', () => {
    expect(goJson({ title: 'a < b && c > d\u2028' })).toBe(
      '{\n    "title": "a \\u003c b \\u0026\\u0026 c \\u003e d\\u2028"\n}'
    )
  })
})
