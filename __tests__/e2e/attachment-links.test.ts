/**
 * End to end, for every command that reads `attachments` (found in the input catalog, not
 * listed here) and for attest-junit's results-dir: an attached directory holding links to
 * /proc/self/environ (the step's INPUT_ tokens), to the checkout's .git/config (its
 * AUTHORIZATION extraheader), to a token file beside the tree and to /etc/passwd, a FIFO and
 * a link to /dev/null. What is posted, unpacked with the system's tar, carries none of those
 * bytes; each path left out is named in a warning; a FIFO never blocks the run.
 */
import { execFileSync } from 'node:child_process'
import { mkdir, readFile, readlink, symlink, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { COMMAND_CATALOG, commandsReading } from '../../src/commands/catalog.js'
import { type ActionRun } from '../../tools/run-action.js'
import { runStep } from '../kit/step.js'
import { annotations } from '../kit/annotations.js'
import { exampleEnv, exampleRun } from '../kit/examples.js'
import { postedForm, postsIn } from '../kit/posted.js'
import { useJira, useSandbox } from '../kit/servers.js'
import { useTempDir } from '../kit/temp.js'
import { writeHostileWorkspace } from '../kit/hostile-tree.js'
import { writeTree } from '../kit/temp-tree.js'

const sandbox = useSandbox({ resetEach: true })
const jira = useJira()
const temp = useTempDir('e2e-attachment-links-')

const SECRET = 'ghp_outsideTheTreeSECRET0123456789'
const EXTRAHEADER = 'AUTHORIZATION: basic eC1hY2Nlc3MtdG9rZW46Y2hlY2tvdXQ='
const LEFT_OUT = ['environ', 'git-config', 'logs/passwd', 'null', 'pipe', 'token']

const attachmentCommands = (): string[] => commandsReading('attachments')

let workspace: string
let tree: string

beforeAll(() => {
  ;({ workspace, tree } = writeHostileWorkspace(temp.path, {
    token: SECRET,
    extraheader: EXTRAHEADER
  }))
  writeTree(tree, {
    logs: { 'junit.xml': '<testsuite name="unit"><testcase name="a"/></testsuite>' }
  })
})

async function postedFile(): Promise<File> {
  const posts = postsIn(sandbox.requests)
  expect(posts).toHaveLength(1)
  const file = (await postedForm(posts[0])).get('attachment_file')
  if (!(file instanceof File)) throw new Error('attachment_file did not arrive as a file part')
  return file
}

function expectNoOutsideBytes(bytes: Buffer): void {
  for (const secret of [SECRET, EXTRAHEADER, sandbox.token, 'root:x:0:0', 'INPUT_']) {
    expect(bytes.includes(Buffer.from(secret))).toBe(false)
  }
}

function run(command: string, extra: Record<string, string>): Promise<ActionRun> {
  const servers = { sandbox, jira }
  return runStep({
    inputs: exampleRun(command, servers, extra),
    env: exampleEnv(command, servers),
    cwd: workspace
  })
}

describe.each(attachmentCommands())(
  '%s with attachments holding links out of the tree',
  command => {
    it('posts only what is inside the tree and names each path left out', async () => {
      // Only the attachments: a command that also uploads files of its own (attest-junit's
      // result files) packs them into the same archive, which its own suite checks.
      const ownFiles = COMMAND_CATALOG[command]?.inputs.includes('upload-results')
      const action = await run(command, {
        attachments: 'evidence',
        ...(ownFiles ? { 'upload-results': 'false' } : {})
      })
      expect(action.exitCode).toBe(0)
      const file = await postedFile()
      expect(file.name).toBe('evidence.tgz')
      const archive = Buffer.from(await file.arrayBuffer())
      expectNoOutsideBytes(gunzipSync(archive))
      const out = join(temp.path, `unpacked-${command}`)
      await mkdir(out)
      execFileSync('tar', ['-xzf', '-', '-C', out], { input: archive })
      const listed = execFileSync('tar', ['-tzf', '-'], { input: archive, encoding: 'utf8' })
      expect(listed.split('\n').filter(Boolean)).toEqual([
        'logs/junit.xml',
        'logs/report-link.txt',
        'report.txt'
      ])
      expect(await readlink(join(out, 'logs', 'report-link.txt'))).toBe('../report.txt')
      expect(await readFile(join(out, 'report.txt'), 'utf8')).toBe('all good\n')
      const warnings = annotations(action.stdout, 'warning')
      for (const name of LEFT_OUT) {
        expect(warnings).toContainEqual(
          expect.stringContaining(`"evidence/${name}" was left out of the attachments`)
        )
      }
    })

    it('refuses a named path that is a link out of the workspace, before any request', async () => {
      const action = await run(command, { attachments: 'evidence/token' })
      expect(action.exitCode).not.toBe(0)
      expect(annotations(action.stdout)).toEqual([
        expect.stringMatching(
          /^Input "attachments" names "evidence\/token", which is a link to ".*token\.txt", outside the workspace/
        )
      ])
      expect(postsIn(sandbox.requests)).toEqual([])
    })
  }
)

describe('attest-junit with results-dir holding links out of the tree', () => {
  it('counts and attaches only the regular result files inside it', async () => {
    await writeFile(
      join(temp.path, 'outside.xml'),
      `<testsuite name="${SECRET}"><testcase name="leak"/></testsuite>`
    )
    await symlink(join(temp.path, 'outside.xml'), join(tree, 'logs', 'outside.xml'))
    execFileSync('mkfifo', [join(tree, 'logs', 'pipe.xml')])
    const action = await run('attest-junit', { 'results-dir': 'evidence' })
    expect(action.exitCode).toBe(0)
    const posts = postsIn(sandbox.requests)
    expect(posts).toHaveLength(1)
    expectNoOutsideBytes(Buffer.from(posts[0]?.body ?? Buffer.alloc(0)))
    const file = await postedFile()
    expect(Buffer.from(await file.arrayBuffer()).toString()).toBe(
      '<testsuite name="unit"><testcase name="a"/></testsuite>'
    )
  })
})
