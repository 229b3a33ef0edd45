/**
 * Input parsing of get-approval: what it accepts (a plain read unless fail-unless-approved),
 * and that every refusal is one sentence naming the input at fault (checked before any
 * request is made).
 */
import { command } from '../../../src/commands/get-approval/index.js'
import { declaredCommand, expectRefused, ownInputs } from '../../kit/sentences.js'

const getApprovalCommand = declaredCommand('get-approval', command)

describe('get-approval inputs', () => {
  it('is a plain read unless fail-unless-approved is true', () => {
    expect(ownInputs(getApprovalCommand, { flow: 'web-app', 'approval-number': '3' })).toEqual({
      flow: 'web-app',
      number: 3,
      failUnlessApproved: false
    })
  })

  it.each([
    [{ flow: 'web-app' }, 'approval-number', /is empty/],
    [{ flow: 'web-app', 'approval-number': '0' }, 'approval-number', /out of range/],
    [{ flow: 'web-app', 'approval-number': '-1' }, 'approval-number', /out of range/],
    [{ flow: 'web-app', 'approval-number': 'two' }, 'approval-number', /not a whole number/],
    [{ 'approval-number': '1' }, 'flow', /is empty/],
    [
      { flow: 'web-app', 'approval-number': '1', 'fail-unless-approved': 'maybe' },
      'fail-unless-approved',
      /boolean/
    ]
  ])('refuses %j naming %s', (values, input, problem) => {
    expectRefused(getApprovalCommand, values, input, problem)
  })
})
