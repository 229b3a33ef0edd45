/**
 * `npm run picture`: the README's pictures, rendered from what the bundled action writes, so
 * they cannot drift from it. It runs the demo with `--summaries`. docs/job-summary.png is the
 * deployment gate that failed (at the environment's scope, naming the policy's rules the
 * artifact fails) and the get-trail step that explains it, as one job's summary.
 * docs/pull-request.png is what check-readiness wrote where the change is reviewed: its
 * comment on the pull request and its check run on the commit. Both in GitHub's markdown
 * styles, in headless Chromium.
 *
 * `npm run picture -- <file.md>...` renders summary files instead (any Markdown a step wrote
 * to GITHUB_STEP_SUMMARY), to a PNG in a temporary folder, and prints its path.
 *
 * Chromium is not part of `npm ci`: on Debian, `apt-get install -y chromium
 * fonts-noto-color-emoji` (the emoji font draws the summaries' state marks), or set CHROMIUM
 * to a Chromium or Chrome binary.
 */
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { basename, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Marked } from 'marked'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const README_PICTURE = join(ROOT, 'docs', 'job-summary.png')
const PULL_REQUEST_PICTURE = join(ROOT, 'docs', 'pull-request.png')
/** The README's pictures stay small to load (__tests__/policy/docs-layout.test.ts checks it). */
const MAX_BYTES = 200 * 1024
/** The width of a job summary on a run's page, in CSS pixels. */
const WIDTH = 880
/** How far the page widens for a table that would otherwise scroll, as on a wide screen. */
const MAX_WIDTH = 1400
const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium'
const require = createRequire(import.meta.url)
const STYLES = require.resolve('github-markdown-css/github-markdown-light.css')

/** One step's summary as the demo listed it in steps.json. */
interface DemoStep {
  number: number
  title: string
  command: string
  failed: boolean
  summary: string
}

/** A job's summary box: the steps' summaries one after another, as the run's page shows them. */
export function summaryPage(job: string, markdowns: string[], styles: string): string {
  return boxesPage([{ heading: `${job} summary`, markdowns }], styles)
}

/** A box of rendered Markdown under a heading, as GitHub frames a summary, comment or check. */
interface Box {
  heading: string
  markdowns: string[]
}

function boxesPage(boxes: Box[], styles: string): string {
  const gfm = new Marked({ gfm: true, breaks: false, async: false })
  const frames = boxes.map(
    ({ heading, markdowns }) =>
      `<div class="frame"><h3>${heading}</h3><div class="markdown-body">
${markdowns.map(markdown => gfm.parse(markdown) as string).join('\n')}
</div></div>`
  )
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${boxes[0]?.heading ?? ''}</title>
<style>${styles}
html, body { margin: 0; background: #ffffff; }
.frame { width: calc(100vw - 34px); margin: 16px; border: 1px solid #d0d7de; border-radius: 6px; }
.frame > h3 { margin: 0; padding: 12px 16px; font: 600 14px/1.5 -apple-system, "Segoe UI",
  "Noto Sans", Helvetica, Arial, sans-serif; color: #1f2328; border-bottom: 1px solid #d0d7de; }
.markdown-body { padding: 8px 24px 16px; font-size: 14px; }
</style></head>
<body>${frames.join('\n')}
<script>
  // Read by the measuring passes: the box's height, and how far its widest table overflows.
  addEventListener('load', () => {
    const frames = [...document.querySelectorAll('.frame')]
    const overflow = Math.max(0, ...[...document.querySelectorAll('table')]
      .map(table => table.scrollWidth - table.clientWidth))
    document.body.setAttribute('data-height', String(Math.ceil(frames[frames.length - 1].getBoundingClientRect().bottom) + 16))
    document.body.setAttribute('data-overflow', String(overflow))
  })
</script></body></html>
`
}

function chromium(args: string[]): Promise<string> {
  // As root, Chromium starts only without its sandbox; the page is a local file we wrote.
  const sandbox = process.getuid?.() === 0 ? ['--no-sandbox'] : []
  const all = ['--headless', '--disable-gpu', '--hide-scrollbars', ...sandbox, ...args]
  return new Promise((done, fail) => {
    const child = spawn(CHROMIUM, all, { stdio: ['ignore', 'pipe', 'pipe'] })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', chunk => (stdout += chunk))
    child.stderr.on('data', chunk => (stderr += chunk))
    child.on('error', fail)
    child.on('close', code =>
      code === 0 ? done(stdout) : fail(new Error(`chromium exited ${code}: ${stderr.trim()}`))
    )
  })
}

/** The laid-out page's height, and how many pixels its widest table overflows. */
async function measure(url: string, width: number): Promise<{ height: number; overflow: number }> {
  const dom = await chromium([`--window-size=${width},800`, '--dump-dom', url])
  const height = Number(/data-height="(\d+)"/.exec(dom)?.[1])
  if (!height) throw new Error('chromium did not lay the page out (no height measured)')
  return { height, overflow: Number(/data-overflow="(\d+)"/.exec(dom)?.[1] ?? 0) }
}

/**
 * Renders the page to a PNG as tall as its content, and wide enough for its widest table
 * (up to MAX_WIDTH): the measuring passes lay it out, the last one shoots.
 */
async function screenshot(html: string, png: string): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'picture-'))
  try {
    const page = join(dir, 'summary.html')
    await writeFile(page, html)
    const url = `file://${page}`
    const first = await measure(url, WIDTH)
    // A table that would scroll gets the room a wider screen gives it.
    const width = Math.min(MAX_WIDTH, WIDTH + first.overflow)
    const { height } = width === WIDTH ? first : await measure(url, width)
    await chromium([
      `--window-size=${width},${height}`,
      '--force-device-scale-factor=1',
      `--screenshot=${png}`,
      url
    ])
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

/**
 * The demo's failing gate and the last get-trail before it: the trail that explains it. The
 * demo's gate asks about an environment, so its summary says which of the policy's rules fail.
 */
export function gateAndTrail(steps: DemoStep[]): DemoStep[] {
  const gate = steps.find(step => step.command === 'assert-artifact' && step.failed)
  if (!gate) throw new Error('the demo has no failing assert-artifact step')
  const trail = steps.filter(step => step.command === 'get-trail' && step.number < gate.number)
  const explains = trail[trail.length - 1]
  if (!explains) throw new Error('the demo has no get-trail step before its failing gate')
  return [gate, explains]
}

function runDemo(dir: string): Promise<void> {
  const tsx = join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs')
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [tsx, 'scripts/demo.ts', '--summaries', dir], {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit']
    })
    child.on('error', fail)
    child.on('close', code => (code === 0 ? done() : fail(new Error(`the demo exited ${code}`))))
  })
}

async function readmePictures(styles: string): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'demo-summaries-'))
  try {
    await runDemo(dir)
    const steps = JSON.parse(await readFile(join(dir, 'steps.json'), 'utf8')) as DemoStep[]
    const chosen = gateAndTrail(steps)
    const markdowns = await Promise.all(
      chosen.map(step => readFile(join(dir, step.summary), 'utf8'))
    )
    await screenshot(summaryPage('deploy', markdowns, styles), README_PICTURE)
    await screenshot(boxesPage(await readinessBoxes(dir), styles), PULL_REQUEST_PICTURE)
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
  for (const picture of [README_PICTURE, PULL_REQUEST_PICTURE]) await checkSize(picture)
}

/** check-readiness's comment on the demo's pull request, and its check run on the commit. */
async function readinessBoxes(dir: string): Promise<Box[]> {
  const read = (file: string) =>
    readFile(join(dir, file), 'utf8').catch(() => {
      throw new Error(`the demo wrote no ${file}: its check-readiness step wrote nothing to GitHub`)
    })
  const [comment, checkRun] = await Promise.all([
    read('readiness-comment.md'),
    read('readiness-check-run.md')
  ])
  return [
    { heading: 'github-actions (bot) commented on the pull request', markdowns: [comment] },
    { heading: 'Check run on the commit', markdowns: [checkRun] }
  ]
}

async function checkSize(picture: string): Promise<void> {
  const { size } = await stat(picture)
  const name = `docs/${basename(picture)}`
  console.log(`Wrote ${name} (${Math.round(size / 1024)} KB).`)
  if (size > MAX_BYTES) {
    throw new Error(
      `${name} is over ${MAX_BYTES / 1024} KB: render fewer summaries or a narrower page`
    )
  }
}

async function filePictures(files: string[], styles: string): Promise<void> {
  const out = await mkdtemp(join(tmpdir(), 'summary-pictures-'))
  for (const file of files) {
    const markdown = await readFile(resolve(file), 'utf8')
    const png = join(out, `${basename(file).replace(/\.[^.]*$/, '')}.png`)
    await screenshot(summaryPage(basename(file, '.md'), [markdown], styles), png)
    console.log(png)
  }
}

if (!existsSync(CHROMIUM)) {
  console.log(
    `Chromium was not found at ${CHROMIUM}: install it (apt-get install -y chromium ` +
      `fonts-noto-color-emoji) or set CHROMIUM to its path.`
  )
  process.exit(1)
}
try {
  const styles = await readFile(STYLES, 'utf8')
  const files = process.argv.slice(2)
  await (files.length ? filePictures(files, styles) : readmePictures(styles))
} catch (error) {
  console.log(`No picture: ${error instanceof Error ? error.message : String(error)}.`)
  process.exitCode = 1
}
