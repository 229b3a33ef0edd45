/**
 * The bundle's stand-in for @actions/exec (src/bundle/exec.ts): wired by tsconfig.json
 * `paths`, it keeps the package, and child_process with it, out of the code every step loads,
 * and still hands out the real thing.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { exec, getExecOutput, loadExec } from '../../src/bundle/exec.js'
import * as realExec from '../../node_modules/@actions/exec/lib/exec.js'

const DIST = join(process.cwd(), 'dist')
/** A name from @actions/exec's own source, to tell whether a bundle file holds it. */
const EXEC_MARK = '_getSpawnFileName'

describe('the lazy @actions/exec of the bundle', () => {
  it('loads the package itself', async () => {
    const loaded = await loadExec()
    expect(loaded.getExecOutput).toBe(realExec.getExecOutput)
  })

  it('runs a program through the package and hands back its output and exit code', async () => {
    const script = 'process.stdout.write("out"); process.stderr.write("err"); process.exit(3)'
    const result = await getExecOutput(process.execPath, ['-e', script], {
      silent: true,
      ignoreReturnCode: true
    })
    expect(result).toEqual({ exitCode: 3, stdout: 'out', stderr: 'err' })
    await expect(
      exec(process.execPath, ['-e', 'process.exit(2)'], { silent: true })
    ).rejects.toThrow(/failed with exit code 2/)
  })

  it('is what every import of @actions/exec gets in the bundle', () => {
    const config = JSON.parse(readFileSync(join(process.cwd(), 'tsconfig.json'), 'utf8')) as {
      compilerOptions: { paths?: Record<string, string[]> }
    }
    expect(config.compilerOptions.paths?.['@actions/exec']).toEqual(['./src/bundle/exec.ts'])
    // dist/ is checked to be a fresh bundle of src/: nothing the action runs uses the package,
    // so no file of the bundle holds it.
    const files = ['index.js', ...readdirSync(DIST).filter(name => /^\d+\.index\.js$/.test(name))]
    expect(
      files.filter(name => readFileSync(join(DIST, name), 'utf8').includes(EXEC_MARK))
    ).toEqual([])
  })
})
