/** inertCode: text from elsewhere as one code span that nothing inside can end early. */
import { inertCode } from '../../../src/summary/markdown.js'

/** The content of a code span as CommonMark reads it: the fence, then up to the same fence. */
function spanContent(markdown: string): string | undefined {
  const open = /^`+/.exec(markdown)?.[0]
  if (!open) return undefined
  const rest = markdown.slice(open.length)
  const close = new RegExp(`(?<!\`)${open}(?!\`)`).exec(rest)
  if (!close || close.index + open.length !== rest.length) return undefined
  const inner = rest.slice(0, close.index)
  return /^ .* $/.test(inner) && inner.trim() !== '' ? inner.slice(1, -1) : inner
}

describe('inertCode', () => {
  it.each([
    'web-app',
    '@alice',
    '[x](https://evil.example)',
    '<img src=x onerror=alert(1)>',
    'a `tick` inside',
    '``two at the start',
    'ends with a tick`',
    ' spaced '
  ])('keeps %j whole inside one code span', value => {
    expect(spanContent(inertCode(value))).toBe(value)
  })

  it('turns line breaks and control characters into spaces, so the span stays on one line', () => {
    expect(inertCode('a\nb\r\nc\u0000d')).toBe('`a b c d`')
  })

  it('shortens a long name and shows a dash for an empty one', () => {
    expect(inertCode('x'.repeat(300), 10)).toBe(`\`${'x'.repeat(10)}…\``)
    expect(inertCode('')).toBe('—')
    expect(inertCode(null)).toBe('—')
  })
})
