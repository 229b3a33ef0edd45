/**
 * The end checks of downloaded files, on real archives made by GNU tar and gzip and on PDFs:
 * a whole file passes however its bytes are split; one cut anywhere fails as cut; one that is
 * whole but not of its kind fails as malformed. Zero blocks inside an entry's data, sizes in
 * GNU base-256 and in pax records are never taken for the end of the archive.
 */
import { execFileSync } from 'node:child_process'
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import {
  CutFileError,
  MalformedFileError,
  gzippedTarEndCheck,
  pdfEndCheck,
  type EndCheck
} from '../../../src/http/whole-file.js'
import { trailPdf } from '../../../sandbox/audit.js'

let folder = ''
let gnuTarball = Buffer.alloc(0)
let paxTarball = Buffer.alloc(0)

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'whole-file-'))
  const tree = join(folder, 'tree')
  await mkdir(join(tree, 'attestations'), { recursive: true })
  await writeFile(join(tree, 'manifest.json'), '{"trail": "t1"}')
  // Whole blocks of zeros inside an entry: a walker that does not skip data sees an "end".
  await writeFile(join(tree, 'attestations', 'zeros.bin'), Buffer.alloc(8192))
  await writeFile(join(tree, `${'long-name-'.repeat(15)}.json`), '{}')
  const tar = (format: string) =>
    execFileSync('tar', ['-c', `--format=${format}`, '-C', tree, '.'], {
      maxBuffer: 64 * 1024 * 1024
    })
  gnuTarball = gzipSync(tar('gnu'))
  paxTarball = gzipSync(tar('pax'))
})

afterAll(async () => {
  await rm(folder, { recursive: true, force: true })
})

/** Feeds `bytes` to a fresh check in pieces of `piece` bytes, then finishes it. */
async function check(make: () => EndCheck, bytes: Buffer, piece = 997): Promise<unknown> {
  const end = make()
  try {
    for (let offset = 0; offset < bytes.length; offset += piece) {
      await end.update(bytes.subarray(offset, offset + piece))
    }
    await end.finish()
    return undefined
  } catch (error) {
    end.dispose()
    return error
  }
}

/** A ustar header block of `type` for `size` bytes, its size field written by `sizeField`. */
function header(name: string, type: string, sizeField: Buffer): Buffer {
  const block = Buffer.alloc(512)
  block.write(name, 0, 100, 'latin1')
  block.write('0000644\0', 100, 'latin1')
  block.write('0000000\0', 108, 'latin1')
  block.write('0000000\0', 116, 'latin1')
  sizeField.copy(block, 124)
  block.write('00000000000\0', 136, 'latin1')
  block.fill(' ', 148, 156)
  block.write(type, 156, 'latin1')
  block.write('ustar\u000000', 257, 'latin1')
  const sum = block.reduce((total, byte) => total + byte, 0)
  block.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 'latin1')
  return block
}

const octalSize = (size: number) => Buffer.from(`${size.toString(8).padStart(11, '0')}\0`)
const END_OF_ARCHIVE = Buffer.alloc(1024)

describe('a gzipped tarball', () => {
  it.each([1, 7, 512, 997, 65536])(
    'is whole when GNU tar made it, split into pieces of %i bytes',
    async piece => {
      expect(await check(gzippedTarEndCheck, gnuTarball, piece)).toBeUndefined()
      expect(await check(gzippedTarEndCheck, paxTarball, piece)).toBeUndefined()
    }
  )

  it('is whole as several gzip members, as concatenated gzip files are', async () => {
    const tar = execFileSync('tar', ['-c', '-C', join(folder, 'tree'), '.'])
    const members = Buffer.concat([gzipSync(tar.subarray(0, 4096)), gzipSync(tar.subarray(4096))])
    expect(await check(gzippedTarEndCheck, members)).toBeUndefined()
  })

  it.each([0.1, 0.25, 0.5, 0.75, 0.9, 0.99])(
    'is cut when the stream stops at %f of its length',
    async share => {
      const cut = gnuTarball.subarray(0, Math.floor(gnuTarball.length * share))
      const error = await check(gzippedTarEndCheck, cut)
      expect(error).toBeInstanceOf(CutFileError)
      expect((error as Error).message).toBe('its gzip stream stops before its end')
    }
  )

  it('is cut when only the last bytes of the gzip trailer are missing', async () => {
    const error = await check(gzippedTarEndCheck, gnuTarball.subarray(0, gnuTarball.length - 1))
    expect(error).toBeInstanceOf(CutFileError)
  })

  it('is cut when a whole gzip stream holds a tar without its end-of-archive blocks', async () => {
    const tar = execFileSync('tar', ['-c', '-C', join(folder, 'tree'), './manifest.json'])
    const entries = tar.subarray(0, 1024) // one header, one data block
    const error = await check(gzippedTarEndCheck, gzipSync(entries))
    expect(error).toBeInstanceOf(CutFileError)
    expect((error as Error).message).toBe('its tar archive stops before its end-of-archive blocks')
  })

  it('reads a GNU base-256 size, so zero data blocks are not taken for the end', async () => {
    const size = Buffer.alloc(12)
    size[0] = 0x80
    size.writeUInt32BE(2048, 8)
    const entry = Buffer.concat([header('big.bin', '0', size), Buffer.alloc(2048)])
    expect(await check(gzippedTarEndCheck, gzipSync(entry))).toBeInstanceOf(CutFileError)
    const whole = Buffer.concat([entry, END_OF_ARCHIVE])
    expect(await check(gzippedTarEndCheck, gzipSync(whole))).toBeUndefined()
  })

  it("reads a pax header's size record, which overrides the header's own", async () => {
    const record = '13 size=2048\n'
    const pax = Buffer.concat([
      header('PaxHeaders/big.bin', 'x', octalSize(record.length)),
      Buffer.from(record.padEnd(512, '\0'))
    ])
    const entry = Buffer.concat([pax, header('big.bin', '0', octalSize(0)), Buffer.alloc(2048)])
    expect(await check(gzippedTarEndCheck, gzipSync(entry))).toBeInstanceOf(CutFileError)
    const whole = Buffer.concat([entry, END_OF_ARCHIVE])
    expect(await check(gzippedTarEndCheck, gzipSync(whole))).toBeUndefined()
  })

  it('is malformed when the gzip stream holds something other than a tar', async () => {
    const error = await check(gzippedTarEndCheck, gzipSync(Buffer.alloc(4096, 'not a tar ')))
    expect(error).toBeInstanceOf(MalformedFileError)
    expect((error as Error).message).toBe(
      'its tar archive has a header block whose checksum is wrong'
    )
  })

  it('is malformed when the gzip stream is damaged', async () => {
    const damaged = Buffer.from(gnuTarball)
    // The CRC-32 in the trailer no longer matches what inflates.
    damaged.writeUInt32LE((damaged.readUInt32LE(damaged.length - 8) + 1) >>> 0, damaged.length - 8)
    const error = await check(gzippedTarEndCheck, damaged)
    expect(error).toBeInstanceOf(MalformedFileError)
    expect((error as Error).message).toMatch(/^its gzip stream is damaged: /)
  })
})

describe('a PDF', () => {
  const pdf = trailPdf(['Trail t1 of flow web-app', 'Compliance: COMPLIANT'])

  it.each([1, 5, 997])('is whole when it ends with %%%%EOF, in pieces of %i bytes', async piece => {
    expect(await check(pdfEndCheck, pdf, piece)).toBeUndefined()
  })

  it('is whole with up to 1024 bytes after %%EOF, as PDF readers accept', async () => {
    const trailing = Buffer.concat([pdf, Buffer.alloc(1000, 0x20)])
    expect(await check(pdfEndCheck, trailing)).toBeUndefined()
  })

  it('is cut when it stops before its %%EOF', async () => {
    const error = await check(pdfEndCheck, pdf.subarray(0, pdf.length - 7))
    expect(error).toBeInstanceOf(CutFileError)
    expect((error as Error).message).toBe('no %%EOF in its last 1024 bytes')
  })

  it('is cut when the %%EOF it holds is far from its end (a cut after an earlier revision)', async () => {
    const more = Buffer.concat([pdf, Buffer.alloc(4096, 0x41)])
    expect(await check(pdfEndCheck, more)).toBeInstanceOf(CutFileError)
  })
})
