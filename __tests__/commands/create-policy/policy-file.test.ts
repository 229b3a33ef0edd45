/**
 * create-policy's policy-file at the service's limit and past it: a policy of exactly
 * 10 MB is read whole and its bytes are the bytes sent; a byte more is refused in one
 * sentence naming policy-file and the limit, before the file is read.
 */
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { MAX_POLICY_BYTES, readPolicyFile } from '../../../src/commands/create-policy/index.js'
import { readRegularFileSync } from '../../../src/files/regular-file.js'
import { expectOneSentence, inputError } from '../../kit/sentences.js'
import { useTempDir } from '../../kit/temp.js'

const work = useTempDir('policy-file-')

const RULES =
  '_schema: https://kosli.com/schemas/policy/environment/v1\nartifacts:\n  provenance:\n    required: true\n'

/** A valid policy of exactly `bytes` bytes: its rules, then a comment line to fill. */
async function policyOf(name: string, bytes: number): Promise<string> {
  const path = join(work.path, name)
  await writeFile(path, `${RULES}# ${'x'.repeat(bytes - RULES.length - 3)}\n`)
  return path
}

it('is 10 MB, the service limit', () => {
  expect(MAX_POLICY_BYTES).toBe(10 * 1024 * 1024)
})

it('reads a policy of exactly 10 MB whole', async () => {
  const path = await policyOf('at-limit.yml', MAX_POLICY_BYTES)
  const file = readPolicyFile(path)
  expect(file.content.length).toBe(MAX_POLICY_BYTES)
  expect(file.content.subarray(0, RULES.length).toString()).toBe(RULES)
}, 60_000)

it('refuses a byte over 10 MB in one sentence naming policy-file and the limit', async () => {
  const path = await policyOf('over-limit.yml', MAX_POLICY_BYTES + 1)
  const error = inputError(() => readPolicyFile(path))
  expect(error.input).toBe('policy-file')
  expect(error.message).toMatch(
    /^Input "policy-file" names ".*over-limit\.yml", which is 10485761 bytes, over the service's limit of 10 MB \(10485760 bytes\); expected the path of a YAML environment policy of at most 10 MB/
  )
  expectOneSentence(error, 'policy-file')
})

it('refuses a policy of millions of YAML items in one sentence, before parsing it', async () => {
  // Parsed, 700,000 items would take seconds and hundreds of MB; the 10 MB limit holds 5 million.
  const path = join(work.path, 'items.yml')
  await writeFile(path, `${RULES}exceptions: [${'1,'.repeat(700_000)}1]\n`)
  const error = inputError(() => readPolicyFile(path))
  expect(error.message).toMatch(
    /^Input "policy-file" names ".*items\.yml", which holds more YAML than any such file needs \(over 2,000,000 tokens, as in a list of millions of items\); expected the path of a YAML environment policy/
  )
  expectOneSentence(error, 'policy-file')
})

it('reads at most one byte past a bound, however large the file', async () => {
  const path = join(work.path, 'large.bin')
  await writeFile(path, Buffer.alloc(3 * 1024 * 1024 + 5, 7))
  expect(readRegularFileSync(path, 1024).content.length).toBe(1025)
  expect(readRegularFileSync(path, 2 * 1024 * 1024).content.length).toBe(2 * 1024 * 1024 + 1)
  expect(readRegularFileSync(path, 8 * 1024 * 1024).content.length).toBe(3 * 1024 * 1024 + 5)
})
