/**
 * The one-pass reader of plain result files against the full path (fast-xml-parser's validator
 * and parser): on every fixture and on the edge cases, it either gives the same tree or gives
 * up, and it never takes a document the validator refuses.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { decodeXml, parseInFull, parseXml } from '../../../src/commands/attest-junit/xml.js'
import { decodeReferences, scanPlainXml } from '../../../src/commands/attest-junit/xml-scan.js'

const FIXTURES = join(process.cwd(), '__fixtures__', 'junit')

function xmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap(name => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return xmlFiles(path)
    return name.endsWith('.xml') ? [path] : []
  })
}

function fullPath(text: string) {
  try {
    return { elements: parseInFull(text, 'r.xml') }
  } catch (error) {
    return { error: (error as Error).message }
  }
}

const PLAIN: [string, string][] = [
  ['a declaration and a self-closed root', '<?xml version="1.0" encoding="UTF-8"?>\n<testsuite/>'],
  ['CRLF line ends inside an attribute', '<testsuite name="a\r\nb"\r\n tests="1"></testsuite>'],
  ['values trimmed as the parser trims them', '<testsuite name="  spaced  " x=\'\t1 \'/>'],
  [
    'references in values and text',
    '<testsuite name="a &amp; b &#x41;&#66; &lt;&gt; &nope;"><testcase name="t">1 &lt; 2 &#169;</testcase></testsuite>'
  ],
  ['a > inside a value', '<testsuite name="expected: <1>"/>'.replace('<1>', '&lt;1>')],
  [
    'comments and CDATA',
    '<!-- head --><testsuites><!-- a -- b --><testsuite><testcase><failure><![CDATA[ <x> & ]]></failure></testcase></testsuite></testsuites><!-- tail -->\n'
  ],
  ['prefixed names', '<ns:testsuite xmlns:ns="urn:x"><ns:testcase ns:time="1"/></ns:testsuite>'],
  ['an empty value', '<testsuite name=""/>'],
  [
    'the text of a failure and an error, around comments, CDATA and a child',
    '<testsuite><testcase><failure message="m">\n  a &lt; b <!-- c --> d\n<![CDATA[ <x> &amp; ]]> e <x/> f\n</failure><error><![CDATA[]]>  </error><skipped>kept nowhere</skipped></testcase></testsuite>'
  ],
  [
    'spaces and line ends before the end of a tag',
    '<testsuite >\n<testcase name="a" />\n<testcase\n  name="b"\n/><testcase\tname="c"\t></testcase></testsuite>'
  ]
]

const NOT_PLAIN: [string, string][] = [
  ['cut short', readFileSync(join(FIXTURES, 'invalid', 'malformed', 'results.xml'), 'utf8')],
  ['an unclosed root', '<testsuite name="a"><testcase name="x"/>'],
  ['mismatched tags', '<testsuite><testcase></testsuite></testcase>'],
  ['text before the root', 'hello<testsuite/>'],
  ['text after the root', '<testsuite/>x'],
  ['an unquoted value', '<testsuite name=a/>'],
  ['a repeated attribute', '<testsuite name="a" name="b"/>'],
  ['a name starting with a digit', '<1testsuite/>'],
  ['a closing tag never opened', '<testsuite/></testcase>'],
  ['a < inside a value', '<testsuite name="a<b"/>'],
  ['attributes without a space between', '<testsuite name="a"x="b"/>'],
  ['two roots', '<a/><b/>'],
  ['nothing', ''],
  ['an unclosed comment', '<testsuite><!-- a </testsuite>'],
  ['an unclosed CDATA section', '<testsuite><![CDATA[ a </testsuite>'],
  ['a bare &', '<testsuite>a & b</testsuite>'],
  ['a bare <', '<testsuite> a < b </testsuite>'],
  ['a boolean attribute', '<testsuite flaky/>'],
  ['spaces around =', '<testsuite name = "a"/>'],
  ['a closing tag with attributes', '<testsuite></testsuite x="1">'],
  ['a DOCTYPE', '<!DOCTYPE x [<!ENTITY a "b">]><testsuite name="&a;"/>'],
  ['a late declaration', '<testsuite/><?xml version="1.0"?>'],
  ['a name an object already has', '<testsuite><constructor/></testsuite>'],
  ['an attribute an object already has', '<testsuite __proto__="x"/>'],
  ['a name outside ASCII', '<testsuite><tëst/></testsuite>'],
  ['deep nesting', `<testsuites>${'<a>'.repeat(40)}${'</a>'.repeat(40)}</testsuites>`]
]

describe('scanPlainXml', () => {
  it.each(xmlFiles(FIXTURES))('gives the full path’s tree or gives up: %s', file => {
    const text = (() => {
      try {
        return decodeXml(readFileSync(file), file)
      } catch {
        return undefined
      }
    })()
    if (text === undefined) return
    const plain = scanPlainXml(text)
    if (plain !== undefined) expect(plain).toEqual(fullPath(text).elements)
  })

  it('reads the usual runner outputs in one pass', () => {
    for (const format of ['surefire', 'pytest', 'jest-junit', 'gotestsum', 'gradle']) {
      for (const file of xmlFiles(join(FIXTURES, format))) {
        expect([file, scanPlainXml(decodeXml(readFileSync(file), file)) !== undefined]).toEqual([
          file,
          true
        ])
      }
    }
  })

  it('keeps the text of failures and errors only, pieces trimmed and CDATA as written', () => {
    const text = PLAIN.find(([name]) => name.startsWith('the text of a failure'))?.[1] ?? ''
    const testcase = scanPlainXml(text)?.[0]?.children[0]
    expect(testcase?.children.map(child => [child.name, child.text])).toEqual([
      ['failure', 'a < b  d\n<x> &amp;\ne\nf'],
      ['error', undefined],
      ['skipped', undefined]
    ])
  })

  it.each(PLAIN)('reads %s as the full path does', (_, text) => {
    const plain = scanPlainXml(text)
    expect(plain).toBeDefined()
    expect(plain).toEqual(fullPath(text).elements)
  })

  it.each(NOT_PLAIN)('gives up on %s, and parseXml answers as the full path does', (_, text) => {
    expect(scanPlainXml(text)).toBeUndefined()
    const full = fullPath(text)
    if ('error' in full) expect(() => parseXml(text, 'r.xml')).toThrow(full.error)
    else expect(parseXml(text, 'r.xml')).toEqual(full.elements)
  })
})

describe('decodeReferences', () => {
  it('decodes the predefined entities and character references, and leaves the rest as written', () => {
    expect(decodeReferences('a &lt;b&gt; &amp;&quot;&apos; &#65;&#x42; &#x110000; &#; &LT;')).toBe(
      'a <b> &"\' AB &#x110000; &#; &LT;'
    )
    expect(decodeReferences('x&a&lt;y')).toBe('x&a<y')
  })

  it('leaves names an object answers to as written, not the text of a function', () => {
    expect(decodeReferences('&constructor; &toString; &__proto__;')).toBe(
      '&constructor; &toString; &__proto__;'
    )
  })
})
