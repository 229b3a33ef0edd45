/**
 * Input parsing of list-builds: what it accepts (its interface defaults, filters, fractional
 * timestamps and paging), and that every refusal is one sentence naming the input at fault
 * (checked before any request is made).
 */
import { command } from '../../../src/commands/list-builds/index.js'
import { declaredCommand, expectRefused, ownInputs } from '../../kit/sentences.js'

const listBuildsCommand = declaredCommand('list-builds', command)

describe('list-builds inputs', () => {
  it('applies the interface defaults: page unset, 15 per page', () => {
    expect(ownInputs(listBuildsCommand, {})).toEqual({
      paging: { page: undefined, perPage: 15, allPages: false, maxItems: undefined },
      repoId: undefined,
      repoName: undefined,
      startTs: undefined,
      endTs: undefined
    })
  })

  it('reads filters, fractional timestamps and paging', () => {
    const inputs = ownInputs(listBuildsCommand, {
      'repo-name': 'acme/web-app',
      'repo-id': '718204331',
      'start-ts': '1767225600.5',
      'end-ts': '1767312000',
      page: '2',
      'per-page': '0',
      'max-items': '7'
    })
    expect(inputs).toMatchObject({
      repoName: 'acme/web-app',
      repoId: '718204331',
      startTs: 1767225600.5,
      endTs: 1767312000
    })
    expect(inputs.paging).toEqual({ page: 2, perPage: 0, allPages: false, maxItems: 7 })
  })

  it('accepts start-ts equal to end-ts', () => {
    expect(ownInputs(listBuildsCommand, { 'start-ts': '100', 'end-ts': '100' })).toMatchObject({
      startTs: 100,
      endTs: 100
    })
  })

  it.each([
    [{ page: '0' }, 'page', /out of range/],
    [{ page: 'two' }, 'page', /not a whole number/],
    [{ page: '1.5' }, 'page', /not a whole number/],
    [{ 'per-page': '51' }, 'per-page', /from 0 to 50/],
    [{ 'per-page': '-1' }, 'per-page', /out of range/],
    [{ 'per-page': '0', 'all-pages': 'true' }, 'per-page', /no page would ever hold an item/],
    [{ 'all-pages': 'yes' }, 'all-pages', /not a boolean/],
    [{ 'max-items': '0' }, 'max-items', /out of range/],
    [{ 'start-ts': '-5' }, 'start-ts', /negative/],
    [{ 'start-ts': 'yesterday' }, 'start-ts', /not a number of seconds/],
    [{ 'end-ts': '1767225600000000' }, 'end-ts', /milliseconds/],
    [{ 'start-ts': '200', 'end-ts': '100' }, 'start-ts', /after end-ts/],
    [{ 'repo-name': 'acme/web app' }, 'repo-name', /spaces/],
    [{ 'repo-id': 'x'.repeat(300) }, 'repo-id', /characters long/]
  ])('refuses %j naming %s', (values, input, problem) => {
    expectRefused(listBuildsCommand, values, input, problem)
  })
})
