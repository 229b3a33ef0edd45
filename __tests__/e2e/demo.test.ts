/**
 * `npm run demo`, the README's first Quick start command: the whole loop against the
 * sandbox, each step's verdict as the story says it, after the step as a workflow writes it. The demo runs the bundled action with
 * runAction (tools/run-action.ts), so, like the other suites that do, it needs Node 24.
 */
import { spawn } from 'node:child_process'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parse } from 'yaml'

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

/** Each numbered step's heading and the verdict line under its `with:` block. */
function verdicts(stdout: string): Record<string, string> {
  const steps: Record<string, string> = {}
  for (const match of stdout.matchAll(
    /^=== (\d+)\. ([a-z-]+):.*===\n(?: {2}.*\n)+\n(Step [A-Za-z]+)/gm
  )) {
    steps[`${match[1]} ${match[2]}`] = match[3] ?? ''
  }
  return steps
}

/** The step as the demo printed it before its result: the YAML between heading and verdict. */
function stepBlocks(stdout: string): { command: string; yaml: string }[] {
  return [...stdout.matchAll(/^=== \d+\. ([a-z-]+):.*===\n((?: {2}.*\n)+)\nStep /gm)].map(
    match => ({ command: match[1] ?? '', yaml: match[2] ?? '' })
  )
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
      '6 get-trail': 'Step passed',
      '7 assert-artifact': 'Step FAILED',
      '8 attest-junit': 'Step passed',
      '9 assert-artifact': 'Step passed',
      '10 get-trail': 'Step passed',
      '11 get-snapshot': 'Step passed'
    })
    // Before the gate, the trail says what it still lacks: the failing tests.
    const before = stdout.slice(stdout.indexOf('=== 6.'), stdout.indexOf('=== 7.'))
    expect(before).toContain('non-compliant = ["checkout.unit-tests"]')
    const gate = stdout.slice(stdout.indexOf('=== 7.'), stdout.indexOf('=== 8.'))
    expect(gate).toContain('non-compliant attestation "unit-tests" (junit)')
    expect(stdout.slice(stdout.indexOf('=== 9.'), stdout.indexOf('=== 10.'))).toContain(
      'compliant = true'
    )
    // At the end, the trail's audit package is saved where a workflow would upload it from.
    const audit = stdout.slice(stdout.indexOf('=== 10.'))
    expect(audit).toContain('- Audit package: `audit/trail.tgz`')
    expect(audit).toMatch(/Saved audit\/trail\.tgz \(\d+ bytes\)/)
    // Workflow commands the runs printed stay inside the runs: the demo shows them as text.
    const snapshot = stdout.slice(stdout.indexOf('=== 11.'))
    expect(snapshot).toMatch(/## ✅ Compliant: snapshot \[#5\]\([^)]+\) of environment production/)
    expect(snapshot).toContain('| checkout')
    expect(stdout.split('\n').filter(line => line.startsWith('::'))).toEqual([])

    // Before each result, the step as a workflow writes it: the command's sub-action and a
    // with: block whose secrets are placeholders.
    const blocks = stepBlocks(stdout)
    expect(blocks.map(block => block.command)).toEqual(
      Object.keys(verdicts(stdout)).map(key => key.split(' ')[1])
    )
    for (const { command, yaml } of blocks) {
      const [step] = parse(yaml) as { uses: string; with: Record<string, string> }[]
      expect(step?.uses).toBe(`kosli-dev/compliance-action/${command}@v1`)
      expect(step?.with['api-token']).toBe('${{ secrets.KOSLI_API_TOKEN }}')
      expect(step?.with).not.toHaveProperty('command')
    }
    const jiraStep = blocks.find(block => block.command === 'attest-jira')?.yaml ?? ''
    expect(jiraStep).toContain('jira-api-token: ${{ secrets.JIRA_API_TOKEN }}')
    // The sandbox's token shows nowhere: no api-token line but the placeholder.
    const tokenLines = stdout.match(/api-token: .*/g) ?? []
    expect(tokenLines.length).toBeGreaterThanOrEqual(8)
    expect(tokenLines.filter(line => !line.includes('${{ secrets.'))).toEqual([])

    // What a reviewer does not need: request lines and temporary paths.
    expect(stdout).not.toMatch(/\b(GET|PUT|POST) \/\S/)
    expect(stdout).not.toContain(tmpdir())
    expect(stdout).not.toContain(process.cwd())
  }, 60_000)
})
