/**
 * `npm run local-action`, as docs/development.md documents it, against the sandbox: the env file is
 * .env.example with only the sandbox's address changed, and the folder it writes to does
 * not exist yet (as in a fresh clone).
 */
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, sep } from 'node:path'
import { useSandbox } from '../kit/servers.js'
import { NON_COMPLIANT_FINGERPRINT } from '../../sandbox/fixtures.js'

const root = process.cwd()
const sandbox = useSandbox({ token: 'local-sandbox-token' })
let work: string

beforeAll(async () => {
  // The token .env.example carries, as the sandbox command in docs/development.md sets it.
  work = await mkdtemp(join(tmpdir(), 'local-action-'))
})

afterAll(async () => {
  // A run still going after a failed test ends before its folder goes.
  await Promise.allSettled([compliant, nonCompliant, missing])
  await rm(work, { recursive: true, force: true })
})

async function envFileFromExample(name: string, replace: Record<string, string> = {}) {
  let text = (await readFile(join(root, '.env.example'), 'utf8'))
    .replace('http://127.0.0.1:4010/api/v2', sandbox.baseUrl)
    .replaceAll('.local-action/', join(work, name, '.local-action') + '/')
  for (const [from, to] of Object.entries(replace)) text = text.replace(from, to)
  const file = join(work, `${name}.env`)
  await writeFile(file, text)
  return file
}

function npmRunLocalAction(envFile: string) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>(done => {
    const child = spawn('npm', ['run', '--silent', 'local-action', '--', envFile], { cwd: root })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', chunk => (stdout += chunk))
    child.stderr.on('data', chunk => (stderr += chunk))
    child.on('close', code => done({ code, stdout, stderr }))
  })
}

type LocalActionRun = Awaited<ReturnType<typeof npmRunLocalAction>>

const compliantSummary = () => join(work, 'compliant', '.local-action', 'summary.md')
let summaryExistedBefore: boolean
/**
 * The three runs start side by side before the first test, each writing to a folder of its
 * own: most of a run is tsx and @github/local-action starting.
 */
let compliant: Promise<LocalActionRun>
let nonCompliant: Promise<LocalActionRun>
let missing: Promise<LocalActionRun>

beforeAll(async () => {
  const compliantEnv = await envFileFromExample('compliant')
  const nonCompliantEnv = await envFileFromExample('non-compliant', {
    'INPUT_FINGERPRINT=8396f3387559d77b96ab242835fad17c7e7ec63c43c318804f4f9ff77172e199': `INPUT_FINGERPRINT=${NON_COMPLIANT_FINGERPRINT}`
  })
  summaryExistedBefore = existsSync(compliantSummary())
  compliant = npmRunLocalAction(compliantEnv)
  nonCompliant = npmRunLocalAction(nonCompliantEnv)
  missing = npmRunLocalAction(join(work, 'missing.env'))
})

describe('npm run local-action', () => {
  it('runs .env.example against the sandbox, writes the summary and exits 0', async () => {
    expect(summaryExistedBefore).toBe(false)

    const run = await compliant

    expect(run.stdout).toContain('::set-output name=outcome::compliant')
    expect(run.stdout).not.toMatch(/^::error/m)
    expect(run.code).toBe(0)
    expect(await readFile(compliantSummary(), 'utf8')).toMatch(/compliant/i)
    // The result file goes to the env file's RUNNER_TEMP, not the machine's temporary folder.
    const resultFile = /^::set-output name=result-file::(.+)$/m.exec(run.stdout)?.[1]
    expect(resultFile?.startsWith(join(work, 'compliant', '.local-action', 'temp') + sep)).toBe(
      true
    )
    expect(existsSync(resultFile as string)).toBe(true)
  }, 120_000)

  it('exits 1 when the action fails the step', async () => {
    const run = await nonCompliant

    expect(run.stdout).toContain('::set-output name=outcome::non-compliant')
    expect(run.code).toBe(1)
  }, 120_000)

  it('says how to create the env file when it is missing', async () => {
    const run = await missing
    expect(run.code).toBe(2)
    expect(run.stderr).toContain('copy .env.example to .env')
  }, 120_000)
})
