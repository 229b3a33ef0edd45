/**
 * `npx tsx scripts/changelog-section.ts v1.2.3`: prints the CHANGELOG.md section of that
 * release (the release notes), or fails naming what is missing. Used by the release
 * workflow.
 */
import { readFileSync } from 'node:fs'
import { changelogSection, versionOfTag } from '../tools/changelog.js'

try {
  const version = versionOfTag(process.argv[2] ?? '')
  const changelog = readFileSync(new URL('../CHANGELOG.md', import.meta.url), 'utf8')
  process.stdout.write(`${changelogSection(changelog, version)}\n`)
} catch (error) {
  console.error((error as Error).message)
  process.exit(1)
}
