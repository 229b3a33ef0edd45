/**
 * End to end: snapshot-paths as steps run in-process (kit/step.ts), against the
 * sandbox. The fingerprints it reports are the ones the fingerprint command computes for the
 * same paths and patterns; creationTimestamp is each path's modification time; a path spec
 * and the path/name/ignore inputs give the same report; a missing path, a path spec out of
 * shape, kernel files and a link to a directory are refused before anything is sent.
 */
import { mkdir, symlink, utimes, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { STAGING_ENVIRONMENT } from '../../../sandbox/fixtures.js'
import { type ActionRun } from '../../../tools/run-action.js'
import { runStep } from '../../kit/step.js'
import { expectRefusedBeforeAnyRequest } from '../../kit/annotations.js'
import { serviceInputs } from '../../kit/examples.js'
import { sha256 } from '../../kit/sha256.js'
import { useSandboxSuite } from '../../kit/sandbox-suite.js'

const { sandbox, work } = useSandboxSuite('e2e-snapshot-paths-')
const MODIFIED = 1_790_000_000
/** The workspace is a folder of the suite's directory, so a path can leave it and stay in ours. */
const workspace = () => join(work.path, 'ws')

const snapshot = (extra: Record<string, string>): Promise<ActionRun> =>
  runStep({
    inputs: serviceInputs(sandbox, 'snapshot-paths', {
      environment: STAGING_ENVIRONMENT,
      ...extra
    }),
    env: { GITHUB_WORKSPACE: workspace() }
  })

async function fingerprintOf(path: string, exclude = ''): Promise<string> {
  const run = await runStep({
    inputs: { command: 'fingerprint', 'artifact-path': path, exclude },
    env: { GITHUB_WORKSPACE: workspace() }
  })
  expect(run.exitCode).toBe(0)
  return run.outputs.fingerprint ?? ''
}

function sentBodies(): unknown[] {
  return sandbox.requests
    .filter(request => request.method === 'PUT')
    .map(request => JSON.parse(request.body.toString('utf8')) as unknown)
}

async function file(path: string, text: string): Promise<string> {
  const whole = join(workspace(), path)
  await mkdir(join(whole, '..'), { recursive: true })
  await writeFile(whole, text)
  return whole
}

beforeAll(async () => {
  await file('deployed/web/index.html', '<title>web</title>\n')
  await file('deployed/web/logs/today.log', 'request 1\n')
  await file('deployed/web/.kosli_ignore', '# generated\ncache\n')
  await file('deployed/web/cache/page', 'cached\n')
  await file('deployed/worker.jar', 'PK worker\n')
  await utimes(join(workspace(), 'deployed/web'), MODIFIED, MODIFIED)
  await utimes(join(workspace(), 'deployed/worker.jar'), MODIFIED + 60, MODIFIED + 60)
  await writeFile(join(work.path, 'outside.jar'), 'PK outside\n')
  await symlink(join(workspace(), 'deployed/web'), join(workspace(), 'current'))
})

describe('snapshot-paths as steps', () => {
  it("reports each artifact of a path spec with fingerprint's digest and its path's modification time", async () => {
    await file(
      'paths.yml',
      'version: 1\nartifacts:\n  web:\n    path: deployed/web\n    ignore: ["logs"]\n  worker:\n    path: deployed/worker.jar\n'
    )
    const web = await fingerprintOf(join(workspace(), 'deployed/web'), 'logs')
    const run = await snapshot({ 'path-spec': 'paths.yml' })

    expect(run.exitCode).toBe(0)
    expect(sentBodies()).toEqual([
      {
        artifacts: [
          { digests: { web }, creationTimestamp: MODIFIED },
          { digests: { worker: sha256('PK worker\n') }, creationTimestamp: MODIFIED + 60 }
        ]
      }
    ])
    expect(sandbox.requests.map(r => r.path)).toEqual([
      `/api/v2/environments/${sandbox.org}/${STAGING_ENVIRONMENT}/report/server`
    ])
    expect(run.outputs).toMatchObject({
      outcome: 'ok',
      count: '2',
      environment: STAGING_ENVIRONMENT
    })
    expect(run.summary).toContain('| Name | Fingerprint | Path | Since |')
    expect(run.summary).toContain(`| worker | <code title="${sha256('PK worker\n')}">`)
  })

  it('applies ignore as the CLI applies --exclude, and takes the CLI path spec spelling "exclude"', async () => {
    const withIgnore = await snapshot({ path: 'deployed/web', name: 'web', ignore: 'logs' })
    await file(
      'cli-paths.yml',
      'version: 1\nartifacts:\n  web:\n    path: deployed/web\n    exclude: [logs]\n'
    )
    const cliSpec = await snapshot({ 'path-spec': 'cli-paths.yml' })
    // One pattern without a list, which the CLI's config reader reads as a list of one.
    await file(
      'cli-one.yml',
      'version: 1\nartifacts:\n  web:\n    path: deployed/web\n    exclude: logs\n'
    )
    const cliOne = await snapshot({ 'path-spec': 'cli-one.yml' })
    const without = await snapshot({ path: 'deployed/web', name: 'web' })

    const runs = [withIgnore, cliSpec, cliOne, without]
    expect(runs.map(run => run.exitCode)).toEqual([0, 0, 0, 0])
    const [first, second, one, third] = sentBodies() as {
      artifacts: { digests: { web: string } }[]
    }[]
    const digest = (body: typeof first) => body?.artifacts[0]?.digests.web
    expect(digest(first)).toBe(await fingerprintOf(join(workspace(), 'deployed/web'), 'logs'))
    expect(digest(second)).toBe(digest(first))
    expect(digest(one)).toBe(digest(first))
    // .kosli_ignore applies either way: the cache never counts, the logs only when not ignored.
    expect(digest(third)).toBe(await fingerprintOf(join(workspace(), 'deployed/web')))
    expect(digest(third)).not.toBe(digest(first))
  })

  it("splits one exclude string at its commas as the CLI's config reader does, spaces kept", async () => {
    for (const name of ['a', 'b', 'c', ' c', 'a,b', 'a b']) await file(`deployed/csv/${name}`, name)
    const spec = {
      csv: '"a,b"',
      list: '[a, b]',
      whole: '["a,b"]',
      gaps: '",a,,b,"',
      spaced: '"a, c"',
      'spaced-list': '["a", " c"]',
      'trimmed-list': '[a, c]',
      words: '"a b"',
      'words-list': '["a b"]',
      empty: '""'
    }
    await file(
      'csv-paths.yml',
      [
        'version: 1',
        'artifacts:',
        '  none:',
        '    path: deployed/csv',
        ...Object.entries(spec).flatMap(([name, exclude]) => [
          `  ${name}:`,
          '    path: deployed/csv',
          `    exclude: ${exclude}`
        ]),
        ''
      ].join('\n')
    )
    const run = await snapshot({ 'path-spec': 'csv-paths.yml' })
    expect(run.exitCode).toBe(0)
    const [body] = sentBodies() as { artifacts: { digests: Record<string, string> }[] }[]
    const digests = Object.fromEntries(
      (body?.artifacts ?? []).flatMap(artifact => Object.entries(artifact.digests))
    )
    expect(Object.keys(digests).sort()).toEqual(['none', ...Object.keys(spec)].sort())
    expect(digests.csv).toBe(digests.list)
    expect(digests.gaps).toBe(digests.list)
    expect(digests.csv).not.toBe(digests.none)
    // Split at white space, "a,b" would be the one pattern a,b.
    expect(digests.csv).not.toBe(digests.whole)
    // "a, c" is a and " c", not a and c; "a b" is one pattern, not a and b.
    expect(digests.spaced).toBe(digests['spaced-list'])
    expect(digests.spaced).not.toBe(digests['trimmed-list'])
    expect(digests.words).toBe(digests['words-list'])
    expect(digests.words).not.toBe(digests.list)
    expect(digests.empty).toBe(digests.none)
    expect(digests.list).toBe(await fingerprintOf(join(workspace(), 'deployed/csv'), 'a\nb'))
  })

  it("reads a path spec's keys as the CLI's config reader does, in any case, and sends its names in lower case", async () => {
    await file(
      'cased-paths.yml',
      'Version: 1\nArtifacts:\n  Web-App:\n    Path: deployed/web\n    Exclude: [logs]\n'
    )
    const run = await snapshot({ 'path-spec': 'cased-paths.yml' })

    expect(run.exitCode).toBe(0)
    expect(sentBodies()).toEqual([
      {
        artifacts: [
          {
            digests: { 'web-app': await fingerprintOf(join(workspace(), 'deployed/web'), 'logs') },
            creationTimestamp: MODIFIED
          }
        ]
      }
    ])
    expect(run.stdout).toContain(
      `The path spec's artifact names are sent in lower case, as the CLI sends them: "Web-App" as "web-app".`
    )
  })

  it('prints the report in a dry run and sends nothing', async () => {
    const run = await snapshot({ path: 'deployed/worker.jar', name: 'worker', 'dry-run': 'true' })
    expect(run.exitCode).toBe(0)
    expect(sandbox.requests).toEqual([])
    expect(run.stdout).toContain(
      `Dry run: would PUT /environments/${sandbox.org}/${STAGING_ENVIRONMENT}/report/server`
    )
    expect(run.stdout).toContain(sha256('PK worker\n'))
    expect(run.outputs.count).toBe('1')
  })

  it('takes a path out of the workspace, and a link to a directory when it ends in "/"', async () => {
    const outside = await snapshot({ path: '../outside.jar', name: 'outside' })
    expect(outside.exitCode).toBe(0)
    const linked = await snapshot({ path: 'current/', name: 'web', ignore: 'logs' })
    expect(linked.exitCode).toBe(0)
    const [first, second] = sentBodies() as { artifacts: { digests: Record<string, string> }[] }[]
    expect(first?.artifacts[0]?.digests).toEqual({ outside: sha256('PK outside\n') })
    expect(second?.artifacts[0]?.digests.web).toBe(
      await fingerprintOf(join(workspace(), 'deployed/web'), 'logs')
    )
  })

  it.each([
    [
      { path: 'deployed/missing', name: 'web' },
      /^Input "path" names "deployed\/missing" for artifact "web", which does not exist/
    ],
    [
      { path: 'current', name: 'web' },
      /^Input "path" names "current" .*symbolic link to a directory.*end the path with "\/"/
    ],
    [
      { path: '/proc/self/environ', name: 'env' },
      /^Input "path" names "\/proc\/self\/environ" .*kernel state/
    ],
    [
      { path: 'deployed/worker.jar', name: 'worker', ignore: '*.tmp' },
      /^Input "path" .* which is a file, and ignore applies only inside a directory/
    ],
    [{ path: 'deployed/web' }, /^Input "name" is empty/],
    [{}, /^Input "path-spec" and path are both empty/],
    [
      { 'path-spec': 'paths.yml', path: 'deployed/web' },
      /^Input "path-spec" is set together with path/
    ]
  ])('refuses %j before anything is sent', async (extra, message) => {
    expectRefusedBeforeAnyRequest(await snapshot(extra), sandbox.requests, message)
  })

  it.each([
    ['version: 2\nartifacts:\n  web:\n    path: deployed/web\n', /its version is "2"/],
    [
      'version: 1\nartifacts:\n  web:\n    path: deployed/web\n    paths: [a]\n',
      /has the key "paths"/
    ],
    ['version: 1\nartifacts: {}\n', /names no artifact/],
    [
      'version: 1\nartifacts:\n  web:\n    path: deployed/nowhere\n',
      /Input "path-spec" names "deployed\/nowhere" for artifact "web", which does not exist/
    ],
    ['version: 1\nartifacts:\n  web: deployed/web\n', /the artifact "web" is not a mapping/],
    [
      'version: 1\nartifacts:\n  web:\n    path: deployed/web\n  Web:\n    path: deployed/worker.jar\n',
      /"artifacts" has both "web" and "Web", which the CLI reads as one key, "web": keep one/
    ],
    [
      'version: 1\nartifacts:\n  web:\n    path: deployed/web\n    PATH: deployed/worker.jar\n',
      /the artifact "web" has both "path" and "PATH", which the CLI reads as one key/
    ],
    ['- web\n', /whose YAML is a list/]
  ])(
    'refuses the path spec %j before anything is sent, naming path-spec',
    async (text, message) => {
      await file('bad-paths.yml', text)
      const run = await snapshot({ 'path-spec': 'bad-paths.yml' })
      expectRefusedBeforeAnyRequest(run, sandbox.requests, /^Input "path-spec" /)
      expect(run.stdout).toMatch(message)
    }
  )
})
