/**
 * Commits in summaries: a short SHA linked to the commit, on the answer's URL or else on the
 * run's repository; trails named by a full SHA shown by its short form.
 */
import { commitLink, trailLabel, trailLink } from '../../../src/summary/commits.js'

const SHA = '4f3c2b1a09e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4'
const saved = { ...process.env }

afterEach(() => {
  process.env = { ...saved }
})

describe('commitLink', () => {
  it("links the short SHA to the answer's commit URL", () => {
    expect(commitLink(SHA, `https://git.example/acme/shop/commit/${SHA}`)).toBe(
      `[\`4f3c2b1\`](https://git.example/acme/shop/commit/${SHA})`
    )
  })

  it("links it to the run's repository on its server when the answer gives no URL", () => {
    process.env.GITHUB_SERVER_URL = 'https://ghe.example/'
    process.env.GITHUB_REPOSITORY = 'acme/shop'
    expect(commitLink(SHA, undefined)).toBe(
      `[\`4f3c2b1\`](https://ghe.example/acme/shop/commit/${SHA})`
    )
    // A URL that is no http(s) address is not followed.
    expect(commitLink(SHA, 'javascript:alert(1)')).toBe(
      `[\`4f3c2b1\`](https://ghe.example/acme/shop/commit/${SHA})`
    )
  })

  it('shows the short SHA as text outside a run, and a value that is no SHA whole', () => {
    delete process.env.GITHUB_REPOSITORY
    expect(commitLink(SHA)).toBe('`4f3c2b1`')
    expect(commitLink('main | x')).toBe('main \\| x')
    expect(commitLink(undefined)).toBe('—')
  })
})

describe('trailLabel', () => {
  it('shows a trail named by a full SHA by its short SHA, any other name as it is', () => {
    expect(trailLabel(SHA)).toBe('`4f3c2b1`')
    expect(trailLabel('release-1.4.0')).toBe('release-1.4.0')
    expect(trailLink(SHA, 'https://app.example/t')).toBe('[`4f3c2b1`](https://app.example/t)')
    expect(trailLink('main', 'not a url')).toBe('main')
  })
})
