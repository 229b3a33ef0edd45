/**
 * Contract: the attachment_file part as every attestation endpoint of the published
 * description names it (a binary string of application/octet-stream), and as the action
 * encodes it: one file as it is, or evidence.tgz.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createServer } from 'node:http'
import { packAttachmentPart } from '../../src/attachments/attachment-part.js'
import { ServiceClient } from '../../src/service/client.js'
import { attestationRequest } from '../../src/service/attestations.js'
import { listenOnLoopback } from '../kit/loopback.js'
import { describeWithSpec, loadSpec } from '../kit/openapi.js'

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
    const attachment = await packAttachmentPart(
      {
        input: 'attachments',
        paths: names.map(name => join(dir, name))
      },
      {
        warning: message => {
          throw new Error(`unexpected warning: ${message}`)
        }
      }
    )
    const received: { contentType?: string; body: string }[] = []
    const server = await listenOnLoopback(
      createServer((req, res) => {
        const chunks: Buffer[] = []
        req.on('data', (chunk: Buffer) => chunks.push(chunk))
        req.on('end', () => {
          received.push({
            contentType: req.headers['content-type'],
            body: Buffer.concat(chunks).toString('latin1')
          })
          res.writeHead(201, { 'content-type': 'application/json' }).end('{}')
        })
      })
    )
    const client = new ServiceClient({
      baseUrl: new URL(`${server.origin}/api/v2`),
      token: 'test-token',
      userAgent: 'test',
      timeoutMs: 5000,
      maxRetries: 0
    })
    try {
      const target = { org: 'acme', flow: 'shop', trail: 'main' }
      const body = { attestation_name: 'evidence', is_compliant: true }
      await client.send(attestationRequest(target, 'generic', body, attachment))
    } finally {
      client.dispose()
      await server.close()
    }
    expect(received).toHaveLength(1)
    expect(received[0]?.body).toContain(
      `Content-Disposition: form-data; name="attachment_file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n`
    )
    expect(received[0]?.contentType).toMatch(/^multipart\/form-data; boundary=/)
  })
})
