import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { changelogSection, versionOfTag } from '../../tools/changelog.js'

const sample = `# Changelog

## [Unreleased]

### Added

## [1.1.0] - 2027-01-10

### Fixed

- The second fix.

## [1.0.0] - 2026-11-23

### Added

- The first command.
- Another one,
  on two lines.

[Unreleased]: https://example.test/compare/v1.1.0...HEAD
[1.0.0]: https://example.test/releases/tag/v1.0.0
`

describe('changelogSection', () => {
  it('returns the section of the version, up to the next release heading', () => {
    expect(changelogSection(sample, '1.1.0')).toBe('### Fixed\n\n- The second fix.')
  })

  it('leaves out the link references at the end of the file', () => {
    expect(changelogSection(sample, '1.0.0')).toBe(
      '### Added\n\n- The first command.\n- Another one,\n  on two lines.'
    )
  })

  it('matches the version exactly, not as a prefix or a pattern', () => {
    expect(() => changelogSection(sample, '1.0')).toThrow(/no section for 1\.0:/)
    expect(() => changelogSection(sample.replace('[1.1.0]', '[1x1x0]'), '1.1.0')).toThrow(
      /no section for 1\.1\.0/
    )
  })

  it('refuses a section without entries', () => {
    expect(() => changelogSection(sample, 'Unreleased')).toThrow(/lists no change/)
  })
})

describe('versionOfTag', () => {
  it('reads release tags and refuses others', () => {
    expect(versionOfTag('v1.2.3')).toBe('1.2.3')
    expect(versionOfTag('v2.0.0-rc.1')).toBe('2.0.0-rc.1')
    expect(() => versionOfTag('v1')).toThrow(/not a release tag/)
    expect(() => versionOfTag('1.2.3')).toThrow(/not a release tag/)
  })
})

describe('CHANGELOG.md', () => {
  const root = process.cwd()
  const changelog = readFileSync(join(root, 'CHANGELOG.md'), 'utf8')
  const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    version: string
  }

  it('has a dated section with entries for the version in package.json', () => {
    expect(changelog).toMatch(
      new RegExp(`^## \\[${version.replace(/\./g, '\\.')}\\] - \\d{4}-\\d{2}-\\d{2}$`, 'm')
    )
    expect(changelogSection(changelog, version)).toMatch(/^- /m)
  })

  it('keeps an Unreleased heading above the releases', () => {
    const headings = changelog.split('\n').filter(line => line.startsWith('## '))
    expect(headings[0]).toBe('## [Unreleased]')
  })
})
