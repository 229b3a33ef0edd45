/**
 * Contract: the attachment_file part as every attestation endpoint of the published
 * description names it (a binary string of application/octet-stream), and as the action
 * encodes it: one file as it is, or evidence.tgz.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { attachmentPart, packAttachments } from '../../src/evidence/attachments.js'
import { encodeMultipart } from '../../src/http/multipart.js'
import { describeWithSpec, loadSpec } from '../helpers/openapi.js'

type Schema = Record<string, unknown>

/** Every multipart request body schema of the description that has an attachment_file. */
function attachmentSchemas(): [string, Schema][] {
  const spec = loadSpec() as unknown as {
    paths: Record<
      string,
      Record<string, { requestBody?: { content?: Record<string, { schema?: Schema }> } }>
    >
    components: { schemas: Record<string, { properties?: Record<string, Schema> }> }
  }
  const found: [string, Schema][] = []
  for (const [path, operations] of Object.entries(spec.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const ref = operation.requestBody?.content?.['multipart/form-data']?.schema?.$ref
      if (typeof ref !== 'string') continue
      const schema = spec.components.schemas[ref.split('/').at(-1) ?? '']
      const part = schema?.properties?.attachment_file
      if (part) found.push([`${method.toUpperCase()} ${path}`, part])
    }
  }
  return found
}

describeWithSpec('attachment_file', () => {
  let dir: string

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'attachment-contract-'))
    await writeFile(join(dir, 'a.txt'), 'a')
    await writeFile(join(dir, 'b.txt'), 'b')
  })

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true })
  })

  it('is a binary string of application/octet-stream on every attestation endpoint that takes one', () => {
    const schemas = attachmentSchemas()
    expect(schemas.map(([operation]) => operation)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^POST \/attestations\/.*\/jira$/)])
    )
    for (const [operation, schema] of schemas) {
      const options = (schema.anyOf as Schema[] | undefined) ?? [schema]
      expect({ operation, binary: options.filter(option => option.type === 'string') }).toEqual({
        operation,
        binary: [{ type: 'string', contentMediaType: 'application/octet-stream' }]
      })
    }
  })

  it.each([
    ['one file', ['a.txt'], 'a.txt'],
    ['several files', ['a.txt', 'b.txt'], 'evidence.tgz']
  ])('is sent as a file part of that type: %s', async (_case, names, filename) => {
    const packed = await packAttachments({
      input: 'attachments',
      paths: names.map(name => join(dir, name))
    })
    const { body, contentType } = await encodeMultipart([
      { name: 'data_json', value: '{}' },
      attachmentPart(packed)
    ])
    const text = body.toString('latin1')
    expect(text).toContain(
      `Content-Disposition: form-data; name="attachment_file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n`
    )
    expect(contentType).toMatch(/^multipart\/form-data; boundary=/)
  })
})
