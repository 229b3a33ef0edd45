/**
 * The bundle's stand-in for undici (src/bundle/undici.ts): wired by tsconfig.json `paths`,
 * it keeps undici out of the code every step loads, and still hands out the real thing.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import ts from 'typescript'
// undici itself: jest, like the bundle, maps the bare `undici` to the stand-in (jest.config.js).
import { ProxyAgent as RealProxyAgent } from 'undici/index.js'
import { fetch, loadUndici, ProxyAgent } from '../../../src/bundle/undici.js'

const DIST = join(process.cwd(), 'dist')
/** A string from undici's own source, to tell whether a bundle file holds it. */
const UNDICI_MARK = "diagnosticsChannel.channel('undici:client:beforeConnect')"

describe('the lazy undici of the bundle', () => {
  it('refuses a ProxyAgent before undici is loaded, with a message that says so', () => {
    expect(() => new ProxyAgent({ uri: 'http://127.0.0.1:9' })).toThrow(
      /ProxyAgent was needed before loadUndici\(\) ran/
    )
  })

  it('hands out undici ProxyAgent once loaded', async () => {
    await loadUndici()
    const agent = new ProxyAgent({ uri: 'http://127.0.0.1:9' })
    expect(agent).toBeInstanceOf(RealProxyAgent)
    await agent.close()
  })

  it('fetches through undici, loading it on the first call', async () => {
    const server = createServer((_request, response) => response.end('pong'))
    await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
    try {
      const { port } = server.address() as AddressInfo
      const response = await fetch(`http://127.0.0.1:${port}/`)
      expect(await response.text()).toBe('pong')
    } finally {
      await new Promise(resolve => server.close(resolve))
    }
  })

  it('is what every import of undici gets in the bundle', () => {
    // tsconfig.json holds comments: read it as TypeScript does.
    const file = join(process.cwd(), 'tsconfig.json')
    const config = ts.parseConfigFileTextToJson(file, readFileSync(file, 'utf8')).config as {
      compilerOptions: { paths?: Record<string, string[]> }
    }
    expect(config.compilerOptions.paths?.undici).toEqual(['./src/bundle/undici.ts'])
    // dist/ is checked to be a fresh bundle of src/: undici sits in a chunk of its own.
    expect(readFileSync(join(DIST, 'index.js'), 'utf8')).not.toContain(UNDICI_MARK)
    const chunks = readdirSync(DIST).filter(name => /^\d+\.index\.js$/.test(name))
    expect(
      chunks.filter(name => readFileSync(join(DIST, name), 'utf8').includes(UNDICI_MARK))
    ).toHaveLength(1)
  })
})
