/**
 * Input parsing of get-trail: the trail defaults to the run's commit, and the download paths
 * must stay inside the workspace (by "..", an absolute path elsewhere, or a linked folder),
 * each refusal one sentence naming the input, before any request.
 */
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { command } from '../../../src/commands/get-trail/index.js'
import { declaredCommand, expectRefused, ownInputs } from '../../kit/sentences.js'

const getTrailCommand = declaredCommand('get-trail', command)

let workspace = ''
let runnerTemp = ''
const saved = {
  workspace: process.env.GITHUB_WORKSPACE,
  sha: process.env.GITHUB_SHA,
  temp: process.env.RUNNER_TEMP
}

beforeAll(async () => {
  workspace = await mkdtemp(join(tmpdir(), 'get-trail-inputs-'))
  runnerTemp = await mkdtemp(join(tmpdir(), 'get-trail-runner-temp-'))
  await mkdir(join(workspace, 'audit'))
  await mkdir(join(workspace, 'repo', '.git'), { recursive: true })
  await writeFile(join(workspace, 'notes.txt'), 'a file, not a folder')
  await symlink(tmpdir(), join(workspace, 'out-link'))
  await symlink(join(workspace, 'repo', '.git'), join(workspace, 'git-link'))
  await symlink(join(workspace, 'repo'), join(workspace, 'repo-link'))
  await symlink(join(workspace, 'missing'), join(workspace, 'dangling'))
  await symlink(runnerTemp, join(workspace, 'temp-link'))
  process.env.GITHUB_WORKSPACE = workspace
  process.env.GITHUB_SHA = 'a'.repeat(40)
  process.env.RUNNER_TEMP = runnerTemp
})

afterAll(async () => {
  for (const [name, value] of [
    ['GITHUB_WORKSPACE', saved.workspace],
    ['GITHUB_SHA', saved.sha],
    ['RUNNER_TEMP', saved.temp]
  ] as const) {
    if (value === undefined) delete process.env[name]
    else process.env[name] = value
  }
  await rm(workspace, { recursive: true, force: true })
  await rm(runnerTemp, { recursive: true, force: true })
})

describe('get-trail inputs', () => {
  it("reads the run's commit as the trail when none is given", () => {
    expect(ownInputs(getTrailCommand, { flow: 'web-app' })).toEqual({
      flow: 'web-app',
      trail: 'a'.repeat(40),
      assert: false,
      auditPackage: undefined,
      auditPdf: undefined
    })
  })

  it('takes download paths relative to the workspace', () => {
    const inputs = ownInputs(getTrailCommand, {
      flow: 'web-app',
      trail: 't1',
      'audit-package': 'audit/package.tgz',
      'audit-pdf': 'new/folder/report.pdf'
    })
    expect(inputs.auditPackage).toBe(join(workspace, 'audit', 'package.tgz'))
    expect(inputs.auditPdf).toBe(join(workspace, 'new', 'folder', 'report.pdf'))
  })

  it('takes an absolute path under RUNNER_TEMP, and a link into it', () => {
    const inputs = ownInputs(getTrailCommand, {
      flow: 'web-app',
      trail: 't1',
      'audit-package': join(runnerTemp, 'evidence', 'package.tgz'),
      'audit-pdf': 'temp-link/report.pdf'
    })
    expect(inputs.auditPackage).toBe(join(runnerTemp, 'evidence', 'package.tgz'))
    expect(inputs.auditPdf).toBe(join(workspace, 'temp-link', 'report.pdf'))
  })

  it('takes a file name of 255 bytes, the longest a file system takes', () => {
    const name = `${'é'.repeat(125)}.pdf`
    expect(Buffer.byteLength(name)).toBe(254)
    const inputs = ownInputs(getTrailCommand, { flow: 'web-app', 'audit-pdf': `audit/x${name}` })
    expect(inputs.auditPdf).toBe(join(workspace, 'audit', `x${name}`))
  })

  it.each([
    [{ 'audit-package': '../package.tgz' }, 'audit-package', /which is outside the workspace/],
    [{ 'audit-pdf': '/etc/report.pdf' }, 'audit-pdf', /which is outside the workspace/],
    [{ 'audit-pdf': 'audit/../../x.pdf' }, 'audit-pdf', /which is outside the workspace/],
    [{ 'audit-pdf': '.' }, 'audit-pdf', /which is outside the workspace/],
    [{ 'audit-pdf': 'out-link/report.pdf' }, 'audit-pdf', /a link to outside the workspace/],
    [{ 'audit-package': 'audit' }, 'audit-package', /which is a folder/],
    [{ 'audit-pdf': `audit/${'é'.repeat(126)}.pdf` }, 'audit-pdf', /longer than 255 bytes/],
    [{ 'audit-pdf': 'repo/.git/report.pdf' }, 'audit-pdf', /inside a \.git folder/],
    [{ 'audit-pdf': 'repo/.Git/hooks/pre-commit' }, 'audit-pdf', /inside a \.git folder/],
    [{ 'audit-pdf': 'repo/.git./config' }, 'audit-pdf', /inside a \.git folder/],
    [{ 'audit-pdf': 'git-link/config' }, 'audit-pdf', /inside a \.git folder/],
    [{ 'audit-pdf': 'repo-link/.git/config' }, 'audit-pdf', /inside a \.git folder/],
    [{ 'audit-pdf': join(tmpdir(), 'elsewhere.pdf') }, 'audit-pdf', /outside the workspace/],
    [{ 'audit-pdf': 'dangling/report.pdf' }, 'audit-pdf', /a link that points nowhere/],
    [{ 'audit-pdf': 'notes.txt/report.pdf' }, 'audit-pdf', /whose folder "notes\.txt" is a file/],
    [
      { 'audit-package': 'a/x', 'audit-pdf': 'a/./x' },
      'audit-pdf',
      /names the same file as audit-package/
    ],
    [{ trail: 'no/slash' }, 'trail', /path separator/],
    [{ assert: 'yes please' }, 'assert', /boolean/]
  ])('refuses %j naming %s', (values, input, problem) => {
    expectRefused(getTrailCommand, { flow: 'web-app', ...values }, input, problem)
  })
})
