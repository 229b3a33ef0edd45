/**
 * The frames attest-junit reads from a failure's trace (trace-frames.ts), and the bounded
 * search of the workspace for the files JVM frames name (source-files.ts): the cases the
 * steps in locations.test.ts do not show.
 */
import { mkdir, symlink, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { traceFrames } from '../../../src/commands/attest-junit/trace-frames.js'
import { findSourceFiles } from '../../../src/commands/attest-junit/source-files.js'
import { useTempDir } from '../../kit/temp.js'

const work = useTempDir('junit-trace-frames-')

describe('trace frames', () => {
  it('matches a classname written without its package by name, never to a framework class', () => {
    const trace = [
      'java.lang.AssertionError',
      '\tat org.junit.jupiter.api.Assertions.fail(Assertions.java:10)',
      '\tat com.acme.Assertions.check(Assertions.java:20)'
    ].join('\n')
    expect(traceFrames(trace, 'Assertions')).toEqual([
      { kind: 'class', packagePath: 'com/acme', fileName: 'Assertions.java', line: 20 }
    ])
    // With its package, the class is the test's whatever package it is in.
    expect(traceFrames(trace, 'org.junit.jupiter.api.Assertions')).toEqual([
      { kind: 'class', packagePath: 'org/junit/jupiter/api', fileName: 'Assertions.java', line: 10 }
    ])
  })

  it('reads a frame of the default package, and none without a line or a file name', () => {
    const trace = [
      '\tat PriceTest.total(PriceTest.java)',
      '\tat PriceTest.total(Unknown Source)',
      '\tat PriceTest.total(PriceTest.java:0)',
      '\tat PriceTest.total(PriceTest.java:7)'
    ].join('\n')
    expect(traceFrames(trace, 'PriceTest')).toEqual([
      { kind: 'class', packagePath: '', fileName: 'PriceTest.java', line: 7 }
    ])
  })

  it('leaves out library paths and .NET frames of other classes', () => {
    const trace = [
      '  File "/opt/venv/lib/python3.12/site-packages/x/y.py", line 3, in f',
      '    at Object.<anonymous> (node_modules/lib/index.js:1:1)',
      '    at node:internal/main/run_main_module:28:49',
      '   at Other.Helpers.Check() in /w/tests/Helpers.cs:line 9',
      '   at Acme.PriceTests.Total() in /w/tests/PriceTests.cs:line 42'
    ].join('\n')
    expect(traceFrames(trace, 'Acme.PriceTests')).toEqual([
      { kind: 'path', path: '/w/tests/PriceTests.cs', line: 42 }
    ])
  })

  it('reads only the start of a trace, and of each line', () => {
    const frame = '    at Object.<anonymous> (src/x.test.js:3:1)'
    expect(traceFrames(`${'x'.repeat(300 * 1024)}\n${frame}`, '')).toEqual([])
    expect(traceFrames(`${' '.repeat(3000)}${frame.trim()}`, '')).toEqual([])
    expect(traceFrames(`noise\n${frame}`, '')).toEqual([
      { kind: 'path', path: 'src/x.test.js', line: 3 }
    ])
  })

  it('keeps at most eight frames of a long trace', () => {
    const trace = Array.from({ length: 50 }, (_, n) => `\tat a.B.m(B.java:${n + 1})`).join('\n')
    expect(traceFrames(trace, 'a.B').map(frame => frame.line)).toEqual([1, 2, 3, 4, 5, 6, 7, 8])
  })
})

describe('source files', () => {
  it('finds files by name without entering node_modules, .git or a linked folder', async () => {
    const root = join(work.path, 'tree')
    for (const folder of ['src/a', 'node_modules/p', '.git/x', 'elsewhere/b']) {
      await mkdir(join(root, folder), { recursive: true })
      await writeFile(join(root, folder, 'T.java'), '')
    }
    await symlink(join(root, 'elsewhere'), join(root, 'src/linked'))
    const found = findSourceFiles(root, new Set(['T.java']))
    expect(found).toEqual({
      paths: new Map([['T.java', ['elsewhere/b/T.java', 'src/a/T.java']]]),
      complete: true
    })
  })

  it('stops after the most entries it reads, and says so', async () => {
    const root = join(work.path, 'wide')
    await mkdir(root)
    for (let n = 0; n < 5; n++) await writeFile(join(root, `f${n}.java`), '')
    expect(findSourceFiles(root, new Set(['f0.java']), 3).complete).toBe(false)
    expect(findSourceFiles(root, new Set(['f0.java']), 5).complete).toBe(true)
  })
})
