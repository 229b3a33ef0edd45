import { chooseRepoDigest } from '../../../src/docker-engine/repo-digest.js'

const A = 'a'.repeat(64)
const B = 'b'.repeat(64)

describe('chooseRepoDigest chooses as the vendor CLI does', () => {
  it('takes the only one, and by the name without its tag when there are several', () => {
    expect(chooseRepoDigest('acme/web:1', [`acme/web@sha256:${A}`])).toEqual({
      digest: A,
      repoDigest: `acme/web@sha256:${A}`
    })
    expect(
      chooseRepoDigest('ghcr.io/acme/web:1', [
        `docker.io/acme/web@sha256:${A}`,
        `ghcr.io/acme/web@sha256:${B}`
      ])
    ).toMatchObject({ digest: B })
  })

  it('takes the first for an image named by its ID, also in the engine form sha256:<id>', () => {
    const digests = [`one/web@sha256:${A}`, `two/web@sha256:${B}`]
    expect(chooseRepoDigest('c'.repeat(64), digests)).toMatchObject({ digest: A })
    expect(chooseRepoDigest(`sha256:${'c'.repeat(64)}`, digests)).toMatchObject({ digest: A })
  })

  it('names the problem when there is none to choose', () => {
    expect(chooseRepoDigest('local/app:dev', [])).toEqual({ problem: 'none' })
    expect(chooseRepoDigest('x/app:1', [`a/app@sha256:${A}`, `b/app@sha256:${B}`])).toEqual({
      problem: 'unmatched'
    })
    expect(chooseRepoDigest('a/app', ['a/app@sha512:00'])).toEqual({
      problem: 'not-sha256',
      repoDigest: 'a/app@sha512:00'
    })
  })
})

describe("chooseRepoDigest prefers the image's own repository", () => {
  const C = 'c'.repeat(64)

  it('keeps a registry port, where the CLI cuts the name at the first ":"', () => {
    const digests = [`127.0.0.1:5000/acme/api@sha256:${A}`, `127.0.0.1:5000/acme/web@sha256:${B}`]
    expect(chooseRepoDigest('127.0.0.1:5000/acme/web:1.0', digests)).toEqual({
      digest: B,
      repoDigest: `127.0.0.1:5000/acme/web@sha256:${B}`
    })
  })

  it('does not take a repository whose name only begins with the image name', () => {
    const digests = [`acme/web-debug@sha256:${A}`, `acme/web@sha256:${B}`]
    expect(chooseRepoDigest('acme/web:2', digests)).toMatchObject({ digest: B })
    expect(chooseRepoDigest(`acme/web@sha256:${B}`, digests)).toMatchObject({ digest: B })
  })

  it("matches Docker Hub's names with or without docker.io/ and library/", () => {
    const digests = [`other/nginx@sha256:${A}`, `nginx@sha256:${C}`]
    expect(chooseRepoDigest('docker.io/library/nginx:1.27', digests)).toMatchObject({ digest: C })
    expect(chooseRepoDigest('library/nginx', digests)).toMatchObject({ digest: C })
  })

  it("falls back to the CLI's rule when no repository is the image's own", () => {
    expect(
      chooseRepoDigest('acme/web:1', [`x/y@sha256:${A}`, `acme/web-old@sha256:${B}`])
    ).toMatchObject({ digest: B })
  })
})

describe('chooseRepoDigest takes the digest a reference pins', () => {
  const C = 'c'.repeat(64)
  const D = 'd'.repeat(64)
  // Pushed to two repositories, and pulled again by a second manifest of the first.
  const digests = [
    `127.0.0.1:5000/acme/copy@sha256:${A}`,
    `127.0.0.1:5000/acme/web@sha256:${A}`,
    `127.0.0.1:5000/acme/web@sha256:${B}`
  ]

  it('takes the pinned digest of its repository, not the first of that repository', () => {
    expect(chooseRepoDigest(`127.0.0.1:5000/acme/web@sha256:${B}`, digests)).toEqual({
      digest: B,
      repoDigest: `127.0.0.1:5000/acme/web@sha256:${B}`
    })
    expect(chooseRepoDigest(`127.0.0.1:5000/acme/web@sha256:${A}`, digests)).toEqual({
      digest: A,
      repoDigest: `127.0.0.1:5000/acme/web@sha256:${A}`
    })
  })

  it('ignores a tag beside the digest, as docker does', () => {
    expect(chooseRepoDigest(`127.0.0.1:5000/acme/web:1.0@sha256:${B}`, digests)).toMatchObject({
      digest: B
    })
    expect(chooseRepoDigest(`127.0.0.1:5000/acme/web:moved@sha256:${B}`, digests)).toMatchObject({
      digest: B
    })
  })

  it("compares Docker Hub's names as docker reads them", () => {
    const hub = [`other/nginx@sha256:${A}`, `nginx@sha256:${C}`, `nginx@sha256:${D}`]
    expect(chooseRepoDigest(`docker.io/library/nginx@sha256:${D}`, hub)).toMatchObject({
      digest: D
    })
    expect(chooseRepoDigest(`library/nginx:1.27@sha256:${D}`, hub)).toMatchObject({ digest: D })
  })

  it('chooses none when the image does not hold the pinned digest for that repository', () => {
    // Held, but by another repository than the reference names.
    expect(chooseRepoDigest(`127.0.0.1:5000/acme/copy@sha256:${B}`, digests)).toEqual({
      problem: 'pinned-absent'
    })
    // Held by no repository at all, even as the image's only digest.
    expect(chooseRepoDigest(`127.0.0.1:5000/acme/web@sha256:${C}`, digests)).toEqual({
      problem: 'pinned-absent'
    })
    expect(chooseRepoDigest(`acme/web@sha256:${C}`, [`acme/web@sha256:${A}`])).toEqual({
      problem: 'pinned-absent'
    })
    // A digest that is not sha256 matches only its own text.
    expect(chooseRepoDigest('acme/web@sha512:00', [`acme/web@sha256:${A}`])).toEqual({
      problem: 'pinned-absent'
    })
  })
})
