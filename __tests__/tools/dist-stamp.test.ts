import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { distIsCurrent, STAMP_FILE, stampBuild } from '../../tools/dist-stamp.js'
import { PROJECT_ROOT } from '../../tools/run-action.js'

let root: string

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'dist-stamp-'))
  await mkdir(join(root, 'src', 'commands'), { recursive: true })
  await mkdir(join(root, 'dist'))
  await writeFile(join(root, 'src', 'commands', 'a.ts'), 'export const a = 1\n')
  await writeFile(join(root, 'package.json'), '{}\n')
  await writeFile(join(root, 'dist', 'index.js'), 'bundle\n')
})

afterEach(() => rm(root, { recursive: true, force: true }))

const stampDist = () => stampBuild(root, join(root, 'dist'))

describe('npm test builds dist/ first unless it is current', () => {
  it('runs the check before the tests', async () => {
    const scripts = (
      JSON.parse(await readFile(join(PROJECT_ROOT, 'package.json'), 'utf8')) as {
        scripts: Record<string, string>
      }
    ).scripts
    expect(scripts.pretest).toBe('tsx scripts/ensure-dist.ts')
  })

  it('is not current before any recorded build', async () => {
    await expect(distIsCurrent(root)).resolves.toBe(false)
  })

  it('is current right after a build, and no longer once a source changes', async () => {
    await stampDist()
    await expect(distIsCurrent(root)).resolves.toBe(true)
    await writeFile(join(root, 'src', 'commands', 'a.ts'), 'export const a = 2\n')
    await expect(distIsCurrent(root)).resolves.toBe(false)
  })

  it('is no longer current when a source file is added or dist/ is changed', async () => {
    await stampDist()
    await writeFile(join(root, 'src', 'b.ts'), 'export const b = 1\n')
    await expect(distIsCurrent(root)).resolves.toBe(false)
    await stampDist()
    await writeFile(join(root, 'dist', 'index.js'), 'an older bundle\n')
    await expect(distIsCurrent(root)).resolves.toBe(false)
  })

  it('trusts a stamp made by a build elsewhere, as a fresh clone gets it with dist/', async () => {
    // scripts/check-dist.sh builds into a temporary folder and compares it with dist/, stamp
    // included: the stamp must not depend on where the build wrote.
    const elsewhere = join(root, 'fresh-build')
    await cp(join(root, 'dist'), elsewhere, { recursive: true })
    await stampBuild(root, elsewhere)
    await cp(join(elsewhere, STAMP_FILE), join(root, 'dist', STAMP_FILE))
    await expect(distIsCurrent(root)).resolves.toBe(true)
  })

  it('is not current when the stamp is not one', async () => {
    await writeFile(join(root, 'dist', STAMP_FILE), 'not json\n')
    await expect(distIsCurrent(root)).resolves.toBe(false)
  })
})
