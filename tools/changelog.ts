/**
 * Reads one release's section out of a Keep a Changelog file: the release notes a tag
 * publishes are the words reviewed in CHANGELOG.md, not a second copy.
 */

/** The body of `## [version]` (with or without ` - date`), up to the next `## ` heading. */
export function changelogSection(changelog: string, version: string): string {
  const lines = changelog.split(/\r?\n/)
  const heading = new RegExp(`^## \\[${version.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\](\\s|$)`)
  const start = lines.findIndex(line => heading.test(line))
  if (start < 0) {
    throw new Error(
      `CHANGELOG.md has no section for ${version}: add "## [${version}] - YYYY-MM-DD" with its changes before tagging v${version}.`
    )
  }
  let end = start + 1
  while (end < lines.length && !/^## /.test(lines[end] as string)) end++
  // Link reference definitions ("[1.0.0]: https://...") belong to the file, not the section.
  const body = lines
    .slice(start + 1, end)
    .filter(line => !/^\[[^\]]+\]:\s/.test(line))
    .join('\n')
    .trim()
  if (!/^- /m.test(body)) {
    throw new Error(
      `CHANGELOG.md's section for ${version} lists no change: add its entries before tagging v${version}.`
    )
  }
  return body
}

/** `v1.2.3` → `1.2.3`; anything that is not a release tag is refused. */
export function versionOfTag(tag: string): string {
  const match = /^v(\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?)$/.exec(tag)
  if (!match)
    throw new Error(
      `"${tag}" is not a release tag; expected v<major>.<minor>.<patch>, such as v1.2.3.`
    )
  return match[1] as string
}
