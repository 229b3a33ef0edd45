/** The summary-html kit itself: it must read GFM as GitHub does and catch a broken table. */
import { expectWellFormed, factsOf, renderSummary, tableWith } from './summary-html.js'

describe('summary-html kit', () => {
  it('reads headings, facts, tables, cells and links from GFM', () => {
    const summary = renderSummary(
      '## ✅ Title a\\|b\n\n- **Flow:** web\\|app\n- **Link:** [x](https://e.example/a?b=1&c=2)\n\n' +
        '### T\n\n| A | B |\n| --- | --- |\n| 1 \\| 2 | [l](https://x.example) |\n'
    )
    expect(summary.headings).toEqual([
      { level: 2, text: '✅ Title a|b' },
      { level: 3, text: 'T' }
    ])
    expect(factsOf(summary)).toEqual({ Flow: 'web|app', Link: 'x' })
    expect(tableWith(summary, ['A', 'B']).rows).toEqual([['1 | 2', 'l']])
    expect(summary.links).toEqual([
      { text: 'x', href: 'https://e.example/a?b=1&c=2' },
      { text: 'l', href: 'https://x.example' }
    ])
    expectWellFormed(summary)
  })

  it.each([
    ['a stray pipe', '| A | B |\n| --- | --- |\n| 1 | 2 | 3 |\n'],
    ['a line break in a cell', '| A | B |\n| --- | --- |\n| x\ny | z |\n'],
    ['an empty header row', '|  |  |\n| --- | --- |\n| a | b |\n'],
    ['raw HTML', '| A |\n| --- |\n| <img src=x> |\n']
  ])('fails a summary with %s', (_name, table) => {
    const summary = renderSummary(`## Heading\n\n${table}`)
    expect(() => expectWellFormed(summary)).toThrow()
  })
})
