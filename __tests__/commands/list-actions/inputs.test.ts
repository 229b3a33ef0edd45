/** Input parsing of list-actions: it has none of its own. */
import { command } from '../../../src/commands/list-actions/index.js'
import { declaredCommand, ownInputs } from '../../kit/sentences.js'

const listActionsCommand = declaredCommand('list-actions', command)

describe('list-actions inputs', () => {
  it('has none of its own', () => {
    expect(ownInputs(listActionsCommand, {})).toEqual({})
  })
})
