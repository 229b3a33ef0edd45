import { COMMAND_NAMES } from '../../src/commands/registry.js'
import { COMMANDS_WITH_EXAMPLES, exampleInputs } from './examples.js'

const servers = { jira: { baseUrl: 'http://127.0.0.1:1/', username: 'u', apiToken: 't' } }

describe('__tests__/kit/examples.ts', () => {
  it.each(COMMAND_NAMES.map(command => [command]))('has valid inputs for %s', command => {
    expect(() => exampleInputs(command, servers)).not.toThrow()
  })

  it('names only commands the registry has', () => {
    expect(COMMANDS_WITH_EXAMPLES.filter(name => !COMMAND_NAMES.includes(name))).toEqual([])
  })

  it('says which command has no examples', () => {
    expect(() => exampleInputs('attest-nothing', servers)).toThrow(
      'Command "attest-nothing" has no examples: export its valid inputs as `example` from ' +
        '__tests__/commands/attest-nothing/example.ts.'
    )
  })
})
