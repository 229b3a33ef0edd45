/** What a verified signature must also say: checkClaims and matchesSubject. */
import {
  checkClaims,
  matchesSubject,
  type ProvenancePolicy
} from '../../../src/commands/attest-provenance/claims.js'

const SHA256 = 'a'.repeat(64)
const policy: ProvenancePolicy = {
  repository: 'acme/web-app',
  signerWorkflow: 'acme/web-app/.github/workflows/build.yml',
  predicateType: 'https://slsa.dev/provenance/v1',
  digests: { sha256: SHA256 }
}
const built = {
  sourceRepository: 'https://github.com/acme/web-app',
  buildSigner: 'https://github.com/acme/web-app/.github/workflows/build.yml@refs/heads/main'
}

describe('checkClaims', () => {
  it('accepts the repository and the signer workflow at any ref', () => {
    expect(checkClaims(built, policy)).toBeUndefined()
    expect(
      checkClaims(
        { ...built, buildSigner: built.buildSigner.replace('heads/main', 'tags/v1') },
        policy
      )
    ).toBeUndefined()
  })

  it('never counts a release attestation, which names no source repository', () => {
    expect(
      checkClaims({ buildSigner: built.buildSigner }, { ...policy, signerWorkflow: undefined })
    ).toMatch(/no source repository/)
  })

  it('compares the signer as a literal prefix ending at "@", never a pattern', () => {
    const signer = (uri: string) => checkClaims({ ...built, buildSigner: uri }, policy)
    expect(
      signer('https://github.com/acme/web-app/.github/workflows/build.yml.evil@refs/heads/x')
    ).toBeDefined()
    expect(
      signer('https://github.com/acme/web-app/.github/workflows/buildXyml@refs/heads/main')
    ).toBeDefined()
    expect(
      signer('https://github.com/evil/acme/web-app/.github/workflows/build.yml@x')
    ).toBeDefined()
    expect(signer('https://github.com/acme/web-app/.github/workflows/build.yml')).toBeDefined()
    expect(checkClaims({ sourceRepository: built.sourceRepository }, policy)).toMatch(
      /no build signer/
    )
  })

  it('refuses another repository, one whose name only begins the same among them', () => {
    expect(
      checkClaims({ ...built, sourceRepository: 'https://github.com/acme/web-app-fork' }, policy)
    ).toMatch(/not https:\/\/github.com\/acme\/web-app$/)
  })
})

describe('matchesSubject', () => {
  it('matches a subject by a digest both know, and not when one they both know differs', () => {
    expect(matchesSubject([{ digest: { sha256: SHA256 } }], { sha256: SHA256 })).toBe(true)
    expect(matchesSubject([{ digest: { sha512: 'b'.repeat(128) } }], { sha256: SHA256 })).toBe(
      false
    )
    expect(
      matchesSubject([{ digest: { sha256: SHA256, sha512: 'c' } }], { sha256: SHA256, sha512: 'b' })
    ).toBe(false)
    expect(
      matchesSubject([{ digest: { sha256: 'b'.repeat(64) } }, { digest: { sha256: SHA256 } }], {
        sha256: SHA256
      })
    ).toBe(true)
    expect(matchesSubject(undefined, { sha256: SHA256 })).toBe(false)
    expect(matchesSubject([{ digest: { __proto__: SHA256 } }], { sha256: SHA256 })).toBe(false)
  })
})
