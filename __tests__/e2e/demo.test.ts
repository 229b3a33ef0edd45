/**
 * `npm run demo`, the README's first Quick start command: the whole loop against the
 * sandbox, each step's verdict as the story says it. The demo runs the bundled action with
 * runAction (tools/run-action.ts), so, like the other suites that do, it needs Node 24.
 */
import { spawn } from 'node:child_process'
import { join } from 'node:path'

function runDemo(): Promise<{ code: number | null; stdout: string }> {
  return new Promise(done => {
    const child = spawn(
      process.execPath,
      [join('node_modules', 'tsx', 'dist', 'cli.mjs'), 'scripts/demo.ts'],
      {
        env: { ...process.env, NODE_OPTIONS: '' },
        stdio: ['ignore', 'pipe', 'pipe']
      }
    )
    let stdout = ''
    child.stdout.on('data', chunk => (stdout += chunk))
    child.on('close', code => done({ code, stdout }))
  })
}

/** Each numbered step's heading and the verdict line under it. */
function verdicts(stdout: string): Record<string, string> {
  const steps: Record<string, string> = {}
  for (const match of stdout.matchAll(/^=== (\d+)\. ([a-z-]+):.*===\n(Step [A-Za-z]+)/gm)) {
    steps[`${match[1]} ${match[2]}`] = match[3] ?? ''
  }
  return steps
}

describe('npm run demo', () => {
  it('records the evidence, fails the gate on the failing tests, and passes it once they are fixed', async () => {
    const { code, stdout } = await runDemo()
    expect(code).toBe(0)
    expect(verdicts(stdout)).toEqual({
      '1 create-flow': 'Step passed',
      '2 begin-trail': 'Step passed',
      '3 attest-artifact': 'Step passed',
      '4 attest-junit': 'Step passed',
      '5 attest-jira': 'Step passed',
      '6 assert-artifact': 'Step FAILED',
      '7 attest-junit': 'Step passed',
      '8 assert-artifact': 'Step passed'
    })
    const gate = stdout.slice(stdout.indexOf('=== 6.'), stdout.indexOf('=== 7.'))
    expect(gate).toContain('non-compliant attestation "unit-tests" (junit)')
    expect(stdout.slice(stdout.indexOf('=== 8.'))).toContain('compliant = true')
    // Workflow commands the runs printed stay inside the runs: the demo shows them as text.
    expect(stdout.split('\n').filter(line => line.startsWith('::'))).toEqual([])
  }, 60_000)
})
