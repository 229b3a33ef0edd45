/**
 * readCommonInputs reads the defaults of the common inputs from their declaration
 * (src/declarations/common.ts), and has none of its own: given a declaration whose defaults
 * differ from today's, it reads those, for a command that talks to the service and for one
 * that works on the runner alone.
 */
import type { CommandKind, InputDeclaration } from '../../../src/declarations/types.js'
import { inputsFromRecord } from '../../../src/inputs/source.js'

/** Every common default changed from what the real declaration says. */
const CHANGED: Readonly<Record<string, string>> = {
  'dry-run': 'true',
  'timeout-seconds': '45',
  'max-retries': '7',
  summary: 'false'
}

/** jest 29's mock of an ES module, which @types/jest does not describe. */
const mocker = import.meta.jest as unknown as {
  unstable_mockModule(path: string, factory: () => unknown): void
}

mocker.unstable_mockModule('../../../src/declarations/common.js', () => ({
  commonInputs: (kind: CommandKind): Record<string, InputDeclaration> =>
    Object.fromEntries(
      Object.entries(CHANGED)
        .filter(([name]) => kind !== 'local' || name !== 'dry-run')
        .map(([name, value]) => [name, { description: name, default: value }])
    )
}))

const { readCommonInputs } = await import('../../../src/action/common-inputs.js')

const COMMANDS = ['list-builds', 'fingerprint']
const isLocal = (command: string) => command === 'fingerprint'

describe('readCommonInputs with other declared defaults', () => {
  it('reads them for a command that talks to the service', () => {
    // dry-run is true by the declaration alone, so no token is needed.
    const common = readCommonInputs(
      inputsFromRecord({ command: 'list-builds', org: 'acme' }),
      COMMANDS,
      { isLocal }
    )
    expect(common).toMatchObject({
      dryRun: true,
      timeoutMs: 45_000,
      maxRetries: 7,
      summary: false
    })
  })

  it('reads them for a command that works on the runner alone', () => {
    const common = readCommonInputs(inputsFromRecord({ command: 'fingerprint' }), COMMANDS, {
      isLocal
    })
    expect(common).toMatchObject({ timeoutMs: 45_000, maxRetries: 7, summary: false })
  })

  it('lets a given value win over a declared default', () => {
    const common = readCommonInputs(
      inputsFromRecord({
        command: 'list-builds',
        org: 'acme',
        'api-token': 'token-value',
        'dry-run': 'false',
        'timeout-seconds': '30',
        'max-retries': '3',
        summary: 'true'
      }),
      COMMANDS,
      { isLocal }
    )
    expect(common).toMatchObject({ dryRun: false, timeoutMs: 30_000, maxRetries: 3, summary: true })
  })
})
