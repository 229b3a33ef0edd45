/**
 * `npm run local-action [-- ENV_FILE]`: runs src/main.ts with @github/local-action and the
 * inputs of ENV_FILE (default .env, a copy of .env.example).
 *
 * It first creates the GITHUB_OUTPUT and GITHUB_STEP_SUMMARY files the env file names
 * (@github/local-action refuses to write a summary to a file that does not exist), and
 * afterwards exits 1 when the action failed the step: @github/local-action itself always
 * exits 0, even after core.setFailed.
 */
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const envFile = resolve(process.argv[2] ?? join(root, '.env'))

if (!existsSync(envFile)) {
  console.error(
    `${envFile} does not exist: copy .env.example to .env (cp .env.example .env), start the sandbox (npm run sandbox) and run npm run local-action again.`
  )
  process.exit(2)
}

/** KEY=value lines of a dotenv file; comments and blank lines skipped. */
function readEnvFile(text: string): Map<string, string> {
  const values = new Map<string, string>()
  for (const line of text.split(/\r?\n/)) {
    const match = /^\s*([A-Za-z_][A-Za-z0-9_-]*)\s*=\s*(.*?)\s*$/.exec(line)
    if (match) values.set(match[1] as string, (match[2] as string).replace(/^(['"])(.*)\1$/, '$2'))
  }
  return values
}

const env = readEnvFile(readFileSync(envFile, 'utf8'))
for (const name of ['GITHUB_OUTPUT', 'GITHUB_STEP_SUMMARY']) {
  const path = env.get(name)
  if (!path) continue
  // Relative paths are relative to where @github/local-action runs: the project root.
  const file = resolve(root, path)
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, '') // each run starts with an empty output and summary
}
// The runner's temporary folder, where the result file goes, exists before a step starts.
const runnerTemp = env.get('RUNNER_TEMP')
if (runnerTemp) mkdirSync(resolve(root, runnerTemp), { recursive: true })

// The package exports only its TypeScript entry (src/index.ts); its CLI sits in bin/ beside it.
const require = createRequire(import.meta.url)
const cli = join(dirname(require.resolve('@github/local-action')), '..', 'bin', 'local-action.js')
const child = spawn(process.execPath, [cli, 'run', root, 'src/main.ts', envFile], {
  cwd: root,
  stdio: ['ignore', 'pipe', 'inherit']
})

let failed = false
let pending = ''
child.stdout.on('data', (chunk: Buffer) => {
  process.stdout.write(chunk)
  pending += chunk.toString('utf8')
  const lines = pending.split('\n')
  pending = lines.pop() ?? ''
  // Only core.setFailed prints ::error:: in this action (src/main.ts).
  if (lines.some(line => line.startsWith('::error'))) failed = true
})

child.on('close', code => {
  if (pending.startsWith('::error')) failed = true
  if (failed) console.error('The action failed the step (see the ::error:: line above).')
  process.exit(code !== 0 ? (code ?? 1) : failed ? 1 : 0)
})
