import { nearestName } from '../../../src/inputs/nearest.js'
import { COMMAND_NAMES } from '../../../src/commands/catalog.js'

describe('nearestName', () => {
  it.each([
    ['list-action', 'list-actions'],
    ['assert-artefact', 'assert-artifact'],
    ['Attest-Junit', 'attest-junit'],
    ['attest-pullrequest', 'attest-pull-request'],
    ['begin_trail', 'begin-trail']
  ])('takes %s for a slip of %s', (typed, meant) => {
    expect(nearestName(typed, COMMAND_NAMES)).toBe(meant)
  })

  it.each(['deploy', 'attest', 'x', 'list-everything-now'])(
    'offers nothing for %s, which is another word',
    typed => {
      expect(nearestName(typed, COMMAND_NAMES)).toBeUndefined()
    }
  )
})
