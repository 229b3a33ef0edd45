/**
 * The result files as an attachment: files dated after 2242 or before 1970 pack (PAX mtime
 * records) and unpack with the system's tar to their times; a result file swapped for a link
 * after it was found is refused rather than followed.
 */
import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdir, rm, stat, symlink, utimes, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { buildResultsAttachment } from '../../../src/commands/attest-junit/attachment.js'
import { useTempDir } from '../../kit/temp.js'

const temp = useTempDir('junit-attachment-')
const FUTURE = Date.UTC(2300, 0, 2) / 1000
const PAST = Date.UTC(1960, 5, 1) / 1000

async function bytesOf(part: Awaited<ReturnType<typeof buildResultsAttachment>>): Promise<Buffer> {
  return Buffer.from(await (await part.load()).arrayBuffer())
}

describe('buildResultsAttachment', () => {
  it('packs result files dated after 2242 and before 1970 with their times', async () => {
    const dir = join(temp.path, 'times')
    await mkdir(dir)
    const future = join(dir, 'future.xml')
    const past = join(dir, 'past.xml')
    await writeFile(future, '<testsuite name="future"/>')
    await writeFile(past, '<testsuite name="past"/>')
    await utimes(future, FUTURE, FUTURE)
    execFileSync('touch', ['-d', `@${PAST}`, past])
    const part = await buildResultsAttachment([future, past])
    const out = join(temp.path, 'out')
    await mkdir(out)
    execFileSync('tar', ['-xzf', '-', '-C', out, '--warning=no-timestamp'], {
      input: await bytesOf(part)
    })
    // Each under the path it was found at, as the vendor CLI packs them.
    expect((await stat(join(out, future))).mtimeMs / 1000).toBe(FUTURE)
    expect((await stat(join(out, past))).mtimeMs / 1000).toBe(PAST)
  })

  it('refuses a result file that became a link to a file outside', async () => {
    const dir = join(temp.path, 'swapped')
    await mkdir(dir)
    const secret = join(temp.path, 'secret.xml')
    await writeFile(secret, '<testsuite name="ghp_SECRET"/>')
    const a = join(dir, 'a.xml')
    await writeFile(join(dir, 'b.xml'), '<testsuite/>')
    await rm(a, { force: true })
    await symlink(secret, a)
    await expect(buildResultsAttachment([a, join(dir, 'b.xml')])).rejects.toMatchObject({
      code: 'ELOOP'
    })
  })

  it('stops packing once the archive passes the service limit, and names upload-results', async () => {
    const dir = join(temp.path, 'large')
    await mkdir(dir)
    // Random bytes do not compress: three 4 MiB files pack into more than 10 MB.
    const files = ['a.xml', 'b.xml', 'c.xml'].map(name => join(dir, name))
    for (const file of files) await writeFile(file, randomBytes(4 * 1024 * 1024))
    await expect(buildResultsAttachment(files)).rejects.toThrow(
      /over the service's 10 MB limit .*Set upload-results to false/
    )
  })
})
