/** fingerprint's valid inputs: a directory of the repository's fixtures, hashed on the runner. */
import { type CommandExample, fixture } from '../../kit/example-parts.js'

export const example: CommandExample = {
  inputs: () => ({ 'artifact-path': fixture('snyk') })
}
