/** Input parsing of list-actions: it has none of its own. */
import { command as listActionsCommand } from '../../../src/commands/list-actions/index.js'
import { ownInputs } from '../../kit/sentences.js'

describe('list-actions inputs', () => {
  it('has none of its own', () => {
    expect(ownInputs(listActionsCommand, {})).toEqual({})
  })
})
