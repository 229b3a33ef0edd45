/**
 * `npm run demo`, the README's first Quick start command: the whole loop against the
 * sandbox, each step's verdict as the story says it, after the step as a workflow writes it. The demo runs the bundled action with
 * runAction (tools/run-action.ts), so, like the other suites that do, it needs Node 24.
 */
import { spawn } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parse } from 'yaml'

function runDemo(...args: string[]): Promise<{ code: number | null; stdout: string }> {
  return new Promise(done => {
    const child = spawn(
      process.execPath,
      [join('node_modules', 'tsx', 'dist', 'cli.mjs'), 'scripts/demo.ts', ...args],
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
  // One run of the whole loop (each step a process of the bundle), with --summaries, which
  // adds only the summary files and the closing line naming their folder.
  let dir: string
  let demo: { code: number | null; stdout: string }
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'demo-summaries-test-'))
    demo = await runDemo('--summaries', dir)
  }, 180_000)
  afterAll(() => rm(dir, { recursive: true, force: true }))

  it('records the evidence, fails the gate on the failing tests, and passes it once they are fixed', () => {
    const { code } = demo
    // The story itself, without the closing line --summaries adds.
    const stdout = demo.stdout.slice(0, demo.stdout.lastIndexOf("\nEach step's job summary is in"))
    expect(code).toBe(0)
    expect(verdicts(stdout)).toEqual({
      '1 create-flow': 'Step passed',
      '2 begin-trail': 'Step passed',
      '3 attest-artifact': 'Step passed',
      '4 attest-junit': 'Step passed',
      '5 attest-jira': 'Step passed',
      '6 create-environment': 'Step passed',
      '7 create-policy': 'Step passed',
      '8 attach-policy': 'Step passed',
      '9 get-trail': 'Step passed',
      '10 check-readiness': 'Step passed',
      '11 assert-artifact': 'Step FAILED',
      '12 attest-junit': 'Step passed',
      '13 assert-artifact': 'Step passed',
      '14 get-trail': 'Step passed',
      '15 snapshot-paths': 'Step passed',
      '16 get-snapshot': 'Step FAILED',
      '17 snapshot-paths': 'Step passed',
      '18 get-snapshot': 'Step passed'
    })
    // Before the gate, the trail says what it still lacks: the failing tests.
    const before = stdout.slice(stdout.indexOf('=== 9.'), stdout.indexOf('=== 10.'))
    expect(before).toContain('non-compliant = ["checkout.unit-tests"]')
    // Where the change is reviewed, before any deploy: the commit's readiness names the rules
    // it does not meet yet, on a check run and a comment on its pull request.
    const readiness = stdout.slice(stdout.indexOf('=== 10.'), stdout.indexOf('=== 11.'))
    expect(readiness).toContain('ready = false')
    expect(readiness).toContain('## ❌ Not ready to deploy')
    expect(readiness).toContain(
      'attestation `unit-tests` (`junit`) is non-compliant in trail `4f3c2b1` of flow `checkout`'
    )
    expect(readiness).toContain(
      'check run "Readiness of checkout" on 4f3c2b1 (neutral) and a comment on pull request #7'
    )
    // The gate at the environment's scope names the failing tests and each rule of the
    // environment's policy they break, in its error and its summary.
    const gate = stdout.slice(stdout.indexOf('=== 11.'), stdout.indexOf('=== 12.'))
    expect(gate).toContain('non-compliant attestation "unit-tests" (junit)')
    expect(gate).toContain(
      'failing policy "provenance-and-trail" v1 (trail-compliance rule: the artifact is not compliant in trail'
    )
    expect(gate).toContain(
      'attestation rule: attestation "unit-tests" (junit) is non-compliant in trail'
    )
    expect(gate).toContain('### What the failing policies ask')
    expect(gate).toContain('scope = environment')
    expect(stdout.slice(stdout.indexOf('=== 13.'), stdout.indexOf('=== 14.'))).toContain(
      'compliant = true'
    )
    // At the end, the trail's audit package is saved where a workflow would upload it from.
    const audit = stdout.slice(stdout.indexOf('=== 14.'), stdout.indexOf('=== 15.'))
    expect(audit).toContain('- Audit package: `audit/trail.tgz`')
    expect(audit).toMatch(/Saved audit\/trail\.tgz \(\d+ bytes\)/)
    // The deployed folder, reported by snapshot-paths: patched by hand, it matches no build
    // and the environment's gate fails; deployed as built, the next snapshot passes it.
    const patched = stdout.slice(stdout.indexOf('=== 15.'), stdout.indexOf('=== 17.'))
    expect(patched).toContain('| checkout | <code title=')
    expect(patched).toContain('Snapshot #1 of environment web-servers is not compliant')
    expect(patched).toContain('with no provenance')
    // The snapshot's gate names the artifact by its name and the rules it fails, the reason
    // they share said once.
    expect(patched).toMatch(
      /checkout \([0-9a-f]{12}\) with no provenance \(reported in no flow\) \[policy "provenance-and-trail" v1, provenance, trail-compliance and attestation rules: no provenance: no flow reported the artifact\];/
    )
    expect(patched).toContain('| provenance-and-trail: no provenance (+2 more) |')
    const asBuilt = stdout.slice(stdout.indexOf('=== 17.'))
    expect(asBuilt).toMatch(/## ✅ Compliant: snapshot \[#2\]\([^)]+\) of environment web-servers/)
    expect(asBuilt).toContain('| [checkout](')
    // Workflow commands the runs printed stay inside the runs: the demo shows them as text.
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
  })

  it("writes each step's job summary with --summaries, the Markdown npm run picture renders", async () => {
    const { code, stdout } = demo
    expect(stdout).toContain(`Each step's job summary is in ${dir}`)
    expect(code).toBe(0)
    const steps = JSON.parse(await readFile(join(dir, 'steps.json'), 'utf8')) as {
      number: number
      command: string
      failed: boolean
      summary: string
    }[]
    expect(steps.map(step => `${step.number} ${step.command}`)).toEqual(
      Object.keys(verdicts(stdout))
    )
    expect(steps.filter(step => step.failed).map(step => step.number)).toEqual([11, 16])
    // Each file holds the summary the step wrote, as the demo printed it.
    for (const step of steps) {
      const markdown = await readFile(join(dir, step.summary), 'utf8')
      const printed = markdown.trim().replace(/^/gm, '  ')
      expect(stdout).toContain(printed)
    }
    const gate = await readFile(join(dir, '11-assert-artifact.md'), 'utf8')
    expect(gate).toContain('unit-tests')
    expect(gate).toContain('### What the failing policies ask')
    // What check-readiness wrote on the pull request: its check run's summary and the comment,
    // headed by the comment's hidden marker.
    const checkRun = await readFile(join(dir, 'readiness-check-run.md'), 'utf8')
    expect(checkRun).toContain('### ❌ Not ready for `web-servers`')
    const comment = await readFile(join(dir, 'readiness-comment.md'), 'utf8')
    expect(comment.split('\n')[0]).toBe(
      '<!-- kosli-compliance-action:check-readiness flow=checkout -->'
    )
    expect(comment).toContain(checkRun.trim())
  })
})
