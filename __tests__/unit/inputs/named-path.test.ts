/**
 * Every input that names one file read into evidence (user-data, attestation-data,
 * template-file, scan-results) or a directory of them (results-dir): a link out of the
 * workspace, /proc, a FIFO and a device are refused with one sentence naming the input and
 * the path, and nothing is read from them (a FIFO would block the read for ever).
 */
import { execFileSync } from 'node:child_process'
import { mkdir, symlink, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { readUserData } from '../../../src/evidence-inputs/user-data.js'
import { readJsonFile } from '../../../src/inputs/json-file.js'
import { readTemplateFile } from '../../../src/inputs/template.js'
import { inputsFromRecord } from '../../../src/inputs/source.js'
import { command as attestSnyk } from '../../../src/commands/attest-snyk/index.js'
import { command as attestJUnit } from '../../../src/commands/attest-junit/index.js'
import { useTempDir } from '../../kit/temp.js'
import { declaredCommand, ownInputs, refusal } from '../../kit/sentences.js'

const attestSnykCommand = declaredCommand('attest-snyk', attestSnyk)
const attestJUnitCommand = declaredCommand('attest-junit', attestJUnit)

const temp = useTempDir('named-path-')
const savedWorkspace = process.env.GITHUB_WORKSPACE
let workspace: string

beforeAll(async () => {
  workspace = join(temp.path, 'workspace')
  await mkdir(join(workspace, 'results'), { recursive: true })
  // Valid for every reader: only where it lives makes it wrong.
  await writeFile(join(temp.path, 'outside.json'), '{"token": "ghp_outsideSECRET", "version": 1}')
  await mkdir(join(temp.path, 'outside-results'))
  await symlink(join(temp.path, 'outside.json'), join(workspace, 'outside-link.json'))
  await symlink(join(temp.path, 'outside-results'), join(workspace, 'outside-results'))
  await symlink('/proc/self/environ', join(workspace, 'environ'))
  await symlink('/dev/zero', join(workspace, 'zero'))
  await writeFile(join(workspace, 'inside.json'), '{"version": 1, "trail": {}}')
  await symlink(join(workspace, 'inside.json'), join(workspace, 'inside-link.json'))
  execFileSync('mkfifo', [join(workspace, 'pipe')])
  process.env.GITHUB_WORKSPACE = workspace
})

afterAll(() => {
  if (savedWorkspace === undefined) delete process.env.GITHUB_WORKSPACE
  else process.env.GITHUB_WORKSPACE = savedWorkspace
})

const readers: [string, (path: string) => unknown][] = [
  ['user-data', path => readUserData(inputsFromRecord({ 'user-data': path }))],
  [
    'attestation-data',
    path => readJsonFile(inputsFromRecord({ 'attestation-data': path }), 'attestation-data', 'JSON')
  ],
  [
    'template-file',
    path => readTemplateFile(inputsFromRecord({ 'template-file': path }), 'template-file')
  ],
  [
    'scan-results',
    path =>
      ownInputs(attestSnykCommand, { flow: 'f', trail: 't', name: 'snyk', 'scan-results': path })
  ]
]

describe.each(readers)('%s', (input, read) => {
  it('reads a link that stays inside the workspace', () => {
    if (input === 'scan-results') return // its JSON is checked when it runs
    expect(() => read(join(workspace, 'inside-link.json'))).not.toThrow()
  })

  it.each([
    [
      'a link out of the workspace',
      'outside-link.json',
      /which is a link to ".*outside\.json", outside the workspace/
    ],
    [
      'a link to /proc/self/environ',
      'environ',
      /which resolves to "\/proc\/[^"]+", kernel state that is never evidence/
    ],
    ['a link to a device', 'zero', /which is a link to "\/dev\/zero", outside the workspace/],
    ['a FIFO', 'pipe', /which is not a regular file/]
  ])('refuses %s, naming the input and the path', (_case, name, why) => {
    const message = refusal(() => read(join(workspace, name)))
    expect(
      message.startsWith(`Input "${input}" names ${JSON.stringify(join(workspace, name))}, `)
    ).toBe(true)
    expect(message).toMatch(why)
    expect(message).not.toContain('ghp_outsideSECRET')
  })

  it('refuses /proc named directly', () => {
    expect(refusal(() => read('/proc/self/environ'))).toMatch(/kernel state that is never evidence/)
  })
})

describe('results-dir', () => {
  const parse = (dir: string) =>
    ownInputs(attestJUnitCommand, { flow: 'f', trail: 't', name: 'junit', 'results-dir': dir })

  it('refuses a link to a directory outside the workspace, and /proc', () => {
    expect(refusal(() => parse(join(workspace, 'outside-results')))).toMatch(
      /^Input "results-dir" names ".*outside-results", which is a link to ".*outside-results", outside the workspace/
    )
    expect(refusal(() => parse('/proc/self'))).toMatch(/kernel state that is never evidence/)
    expect(() => parse(join(workspace, 'results'))).not.toThrow()
  })
})
