/** utf8Text: UTF-8 read as such (its byte-order mark dropped), UTF-16 and UTF-32 refused. */
import { utf8Text } from '../../../src/files/utf8-text.js'

const BOM = {
  utf8: [0xef, 0xbb, 0xbf],
  utf16le: [0xff, 0xfe],
  utf16be: [0xfe, 0xff],
  utf32le: [0xff, 0xfe, 0x00, 0x00],
  utf32be: [0x00, 0x00, 0xfe, 0xff]
}

const utf16be = (text: string) => Buffer.from(text, 'utf16le').swap16()

describe('utf8Text', () => {
  it('reads UTF-8, with or without a byte-order mark, and an empty file', () => {
    expect(utf8Text(Buffer.from('{"a": "é"}'))).toEqual({ text: '{"a": "é"}' })
    expect(utf8Text(Buffer.from([...BOM.utf8, ...Buffer.from('a: 1')]))).toEqual({ text: 'a: 1' })
    expect(utf8Text(Buffer.alloc(0))).toEqual({ text: '' })
  })

  it.each([
    [
      'UTF-16',
      'little-endian, with its mark',
      Buffer.from([...BOM.utf16le, ...Buffer.from('{}', 'utf16le')])
    ],
    ['UTF-16', 'big-endian, with its mark', Buffer.from([...BOM.utf16be, ...utf16be('{}')])],
    ['UTF-32', 'little-endian, with its mark', Buffer.from([...BOM.utf32le, 0x7b, 0, 0, 0])],
    ['UTF-32', 'big-endian, with its mark', Buffer.from([...BOM.utf32be, 0, 0, 0, 0x7b])],
    ['UTF-16 or UTF-32', 'without a mark', Buffer.from('version: 1', 'utf16le')],
    ['UTF-16 or UTF-32', 'big-endian without a mark', utf16be('{}')]
  ])('refuses %s text, %s, naming it', (encoding, _form, bytes) => {
    expect(utf8Text(bytes)).toEqual({
      problem: `is ${encoding} text (as Windows PowerShell's > and Out-File write), not UTF-8`
    })
  })
})
