/**
 * Input parsing of list-trails: what it accepts (no paging unless asked for, 20 a page for
 * all-pages), and that every refusal is one sentence naming the input at fault (checked
 * before any request is made).
 */
import { command as listTrailsCommand } from '../../../src/commands/list-trails/index.js'
import { expectRefused, ownInputs } from '../../kit/sentences.js'

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

  it.each([
    [{}, 'flow', /is empty/],
    [{ flow: '../admin' }, 'flow', /path separator/],
    [{ flow: '..' }, 'flow', /dot segment/],
    [{ flow: 'web-app', 'per-page': '0' }, 'per-page', /from 1 to 100/],
    [{ flow: 'web-app', 'per-page': '101' }, 'per-page', /out of range/]
  ])('refuses %j naming %s', (values, input, problem) => {
    expectRefused(listTrailsCommand, values, input, problem)
  })
})
