/**
 * Input parsing of get-trail: the trail defaults to the run's commit, and the download paths
 * must stay inside the workspace (by "..", an absolute path elsewhere, or a linked folder),
 * each refusal one sentence naming the input, before any request.
 */
import { mkdir, mkdtemp, rm, symlink } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { command } from '../../../src/commands/get-trail/index.js'
import { declaredCommand, expectRefused, ownInputs } from '../../kit/sentences.js'

const getTrailCommand = declaredCommand('get-trail', command)

let workspace = ''
const saved = { workspace: process.env.GITHUB_WORKSPACE, sha: process.env.GITHUB_SHA }

beforeAll(async () => {
  workspace = await mkdtemp(join(tmpdir(), 'get-trail-inputs-'))
  await mkdir(join(workspace, 'audit'))
  await symlink(tmpdir(), join(workspace, 'out-link'))
  process.env.GITHUB_WORKSPACE = workspace
  process.env.GITHUB_SHA = 'a'.repeat(40)
})

afterAll(async () => {
  process.env.GITHUB_WORKSPACE = saved.workspace
  process.env.GITHUB_SHA = saved.sha
  if (saved.workspace === undefined) delete process.env.GITHUB_WORKSPACE
  if (saved.sha === undefined) delete process.env.GITHUB_SHA
  await rm(workspace, { recursive: true, force: true })
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

  it.each([
    [{ 'audit-package': '../package.tgz' }, 'audit-package', /which is outside the workspace/],
    [{ 'audit-pdf': '/etc/report.pdf' }, 'audit-pdf', /which is outside the workspace/],
    [{ 'audit-pdf': 'audit/../../x.pdf' }, 'audit-pdf', /which is outside the workspace/],
    [{ 'audit-pdf': '.' }, 'audit-pdf', /which is outside the workspace/],
    [{ 'audit-pdf': 'out-link/report.pdf' }, 'audit-pdf', /a link to outside the workspace/],
    [{ 'audit-package': 'audit' }, 'audit-package', /which is a folder/],
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
