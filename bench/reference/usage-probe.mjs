// Preloaded with `node --import` by the bench into a measured process: when it exits, writes
// `<peak RSS in KiB> <CPU time in ms, all threads, user + system>` to BENCH_USAGE_FILE.
import { writeFileSync } from 'node:fs'

const file = process.env.BENCH_USAGE_FILE
if (file) {
  process.on('exit', () => {
    const usage = process.resourceUsage()
    const cpuMs = (usage.userCPUTime + usage.systemCPUTime) / 1000
    writeFileSync(file, `${usage.maxRSS} ${Math.round(cpuMs)}`)
  })
}
