/**
 * Input parsing of list-trails: what it accepts (no paging unless asked for, 20 a page for
 * all-pages), and that every refusal is one sentence naming the input at fault (checked
 * before any request is made).
 */
import { command } from '../../../src/commands/list-trails/index.js'
import { declaredCommand, expectRefused, ownInputs } from '../../kit/sentences.js'

const listTrailsCommand = declaredCommand('list-trails', command)

describe('list-trails inputs', () => {
  it('sends no paging by default, so the whole list comes back unpaged', () => {
    expect(ownInputs(listTrailsCommand, { flow: 'web-app' }).paging).toEqual({
      page: undefined,
      perPage: undefined,
      allPages: false,
      maxItems: undefined
    })
  })

  it('pages 20 at a time for all-pages without per-page', () => {
    expect(
      ownInputs(listTrailsCommand, { flow: 'web-app', 'all-pages': 'true' }).paging.perPage
    ).toBe(20)
  })

  it('asks the org-wide listing with fingerprint or flow-tag, flow then optional', () => {
    const byArtifact = ownInputs(listTrailsCommand, { fingerprint: 'a'.repeat(64) })
    expect(byArtifact).toMatchObject({ across: { fingerprint: 'a'.repeat(64) } })
    expect(byArtifact.flow).toBeUndefined()
    expect(
      ownInputs(listTrailsCommand, { 'flow-tag': 'team=payments=core', flow: 'web-app' })
    ).toMatchObject({ flow: 'web-app', across: { flowTag: 'team=payments=core' } })
    expect(ownInputs(listTrailsCommand, { flow: 'web-app' }).across).toBeUndefined()
  })

  it.each([
    [{}, 'flow', /is empty/],
    [{ flow: '../admin' }, 'flow', /path separator/],
    [{ flow: '..' }, 'flow', /dot segment/],
    [{ flow: 'web-app', 'per-page': '0' }, 'per-page', /from 1 to 100/],
    [{ flow: 'web-app', 'per-page': '101' }, 'per-page', /out of range/],
    [{ fingerprint: 'abc' }, 'fingerprint', /64/],
    [{ 'flow-tag': 'team' }, 'flow-tag', /which is not key=value/],
    [{ 'flow-tag': '=payments' }, 'flow-tag', /which is not key=value/],
    [{ fingerprint: 'a'.repeat(64), flow: '../admin' }, 'flow', /path separator/]
  ])('refuses %j naming %s', (values, input, problem) => {
    expectRefused(listTrailsCommand, values, input, problem)
  })
})
