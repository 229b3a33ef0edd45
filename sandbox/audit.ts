/**
 * A trail's audit package and PDF report, made on the fly: the package is a real gzipped
 * ustar archive (manifest.json, the trail as JSON, trail-page.pdf), the report a small valid
 * PDF naming the trail and its compliance, as the published description describes both.
 */
import { gzipSync } from 'node:zlib'

/** A one-page PDF whose only text is `lines`; the cross-reference offsets are exact. */
export function trailPdf(lines: readonly string[]): Buffer {
  const escape = (text: string) => text.replace(/[\\()]/g, '\\$&').replace(/[^\x20-\x7e]/g, '?')
  const text = lines
    .map((line, index) => `BT /F1 12 Tf 72 ${720 - index * 18} Td (${escape(line)}) Tj ET`)
    .join('\n')
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`
  ]
  let pdf = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'))
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`
  })
  const xref = Buffer.byteLength(pdf, 'latin1')
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  pdf += offsets.map(offset => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(pdf, 'latin1')
}

/** A gzipped tar of the given files (regular files, names under 100 bytes). */
export function gzippedTar(
  files: readonly { name: string; content: Buffer }[],
  mtime: number
): Buffer {
  const blocks: Buffer[] = []
  for (const file of files) {
    const header = Buffer.alloc(512)
    const field = (offset: number, length: number, value: string) =>
      header.write(value, offset, length, 'latin1')
    const octal = (offset: number, length: number, value: number) =>
      field(offset, length, `${value.toString(8).padStart(length - 1, '0')}\0`)
    field(0, 100, file.name)
    octal(100, 8, 0o644)
    octal(108, 8, 0)
    octal(116, 8, 0)
    octal(124, 12, file.content.length)
    octal(136, 12, Math.floor(mtime))
    header.fill(' ', 148, 156)
    field(156, 1, '0')
    field(257, 6, 'ustar\0')
    field(263, 2, '00')
    const checksum = header.reduce((sum, byte) => sum + byte, 0)
    field(148, 8, `${checksum.toString(8).padStart(6, '0')}\0 `)
    blocks.push(header, file.content, Buffer.alloc((512 - (file.content.length % 512)) % 512))
  }
  blocks.push(Buffer.alloc(1024))
  return gzipSync(Buffer.concat(blocks))
}
