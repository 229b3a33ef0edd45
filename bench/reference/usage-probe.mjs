// Preloaded with `node --import` by the bench into a measured process: when it exits, writes
// `<peak RSS in KiB> <CPU time in ms, all threads, user + system>` to BENCH_USAGE_FILE.
//
// The peak is the process's own high-water mark (VmHWM) where Linux gives it. getrusage's
// maxrss is not: a child started by fork and exec keeps the maxrss of the forked copy of its
// parent, so every small process the bench starts would report at least the bench's own size.
import { readFileSync, writeFileSync } from 'node:fs'

function peakKb(usage) {
  try {
    const found = /^VmHWM:\s+(\d+) kB$/m.exec(readFileSync('/proc/self/status', 'utf8'))
    if (found) return Number(found[1])
  } catch {
    // Not Linux: maxrss is the best there is.
  }
  return usage.maxRSS
}

const file = process.env.BENCH_USAGE_FILE
if (file) {
  process.on('exit', () => {
    const usage = process.resourceUsage()
    const cpuMs = (usage.userCPUTime + usage.systemCPUTime) / 1000
    writeFileSync(file, `${peakKb(usage)} ${Math.round(cpuMs)}`)
  })
}
