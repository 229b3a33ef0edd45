import { readFileSync } from 'node:fs'
import { ACTION_NAME, ACTION_VERSION, USER_AGENT } from '../../src/version.js'

const packageJson = JSON.parse(
  readFileSync(new URL('../../package.json', import.meta.url), 'utf8')
) as { version: string }

describe('version', () => {
  it("ACTION_VERSION equals package.json's version", () => {
    expect(ACTION_VERSION).toBe(packageJson.version)
  })

  it('USER_AGENT names the action and its version', () => {
    expect(USER_AGENT).toContain(ACTION_NAME)
    expect(USER_AGENT).toContain(packageJson.version)
    expect(USER_AGENT).toMatch(/^[\w.-]+\/\d+\.\d+\.\d+/)
  })

  it('USER_AGENT is a valid header value', () => {
    expect(USER_AGENT).not.toMatch(/[\r\n]/)
    expect(() => new Headers({ 'user-agent': USER_AGENT })).not.toThrow()
  })
})
