/**
 * Input parsing of list-attestations: what it accepts (its paging default and whole-second
 * timestamps), and that every refusal is one sentence naming the input at fault (checked
 * before any request is made).
 */
import { command } from '../../../src/commands/list-attestations/index.js'
import { declaredCommand, expectRefused, ownInputs } from '../../kit/sentences.js'

const listAttestationsCommand = declaredCommand('list-attestations', command)

describe('list-attestations inputs', () => {
  it('defaults to 20 per page and reads whole-second timestamps', () => {
    expect(
      ownInputs(listAttestationsCommand, { flow: 'payments', 'from-ts': '10', 'to-ts': '20' })
    ).toEqual({
      flow: 'payments',
      paging: { page: undefined, perPage: 20, allPages: false, maxItems: undefined },
      fromTimestamp: 10,
      toTimestamp: 20
    })
  })

  it.each([
    [{ flow: 'payments', 'from-ts': '1.5' }, 'from-ts', /fractional part/],
    [{ flow: 'payments', 'to-ts': '-1' }, 'to-ts', /negative/],
    [{ flow: 'payments', 'from-ts': '30', 'to-ts': '20' }, 'from-ts', /after to-ts/],
    [{ flow: 'a/b' }, 'flow', /path separator/],
    [{ flow: 'payments', 'max-items': 'all' }, 'max-items', /not a whole number/]
  ])('refuses %j naming %s', (values, input, problem) => {
    expectRefused(listAttestationsCommand, values, input, problem)
  })
})
