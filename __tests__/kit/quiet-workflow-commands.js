/**
 * Jest setupFiles: code under test that runs in the test's own process (not through
 * runAction) issues workflow commands the way @actions/core does, straight to
 * process.stdout, which `silent: true` does not cover. On a runner, a test's
 * `::add-mask::t` would mask every "t" in the job's log. Lines that are workflow commands are
 * dropped here; everything else is written as it was.
 */
const QUIETED = Symbol.for('compliance-action.quiet-workflow-commands')

if (!process.stdout[QUIETED]) {
  const write = process.stdout.write.bind(process.stdout)
  process.stdout.write = (chunk, ...rest) => {
    const text = typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8')
    const kept = text.split(/(?<=\n)/).filter(line => !line.startsWith('::'))
    if (kept.length === 0) {
      const done = rest.find(argument => typeof argument === 'function')
      if (done) done()
      return true
    }
    return write(kept.join(''), ...rest)
  }
  process.stdout[QUIETED] = true
}
