/**
 * `registry-username` and `registry-password`: credentials for reading an image's manifest
 * from its registry (artifact-type: oci). Both or neither; the password (and the Basic value
 * made from the pair) are masked in main.ts before any command reads its inputs.
 */
import type { RegistryCredentials } from '../fingerprint/oci.js'
import { InputError } from './input-error.js'
import type { InputSource } from './source.js'
import { checkToken } from './tokens.js'

export type { RegistryCredentials }

const PAIR_FORM = 'both registry-username and registry-password, or neither for an anonymous pull'

export function readRegistryCredentials(source: InputSource): RegistryCredentials | undefined {
  const username = source('registry-username')
  const password = source('registry-password')
  if (username === undefined && password === undefined) return undefined
  if (username === undefined)
    throw new InputError('registry-username', 'is empty while registry-password is set', PAIR_FORM)
  if (password === undefined)
    throw new InputError('registry-password', 'is empty while registry-username is set', PAIR_FORM)
  if (
    /[\s:]/.test(username) ||
    [...username].some(char => char.charCodeAt(0) < 0x20 || char === '\u007f')
  ) {
    throw new InputError(
      'registry-username',
      'contains a space, ":" or a control character',
      'the registry account name on one line'
    )
  }
  checkToken('registry-password', password)
  return { username, password }
}

/** What to mask: the password and the Basic value the realm is sent (base64 hides it). */
export function registrySecrets(source: InputSource): string[] {
  const username = source('registry-username')
  const password = source('registry-password')
  if (password === undefined) return []
  const secrets = [password]
  if (username !== undefined) {
    secrets.push(Buffer.from(`${username}:${password}`).toString('base64'))
  }
  return secrets
}
