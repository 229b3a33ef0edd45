/**
 * Every input that names a JSON or YAML file, given one in UTF-16 (what Windows PowerShell's
 * `>` and `Out-File` write): refused before any request, in one sentence that names the
 * input and the encoding, where read as UTF-8 it was refused as JSON quoting NUL characters
 * back, or as YAML that "is a single value".
 */
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { command as attestCustom } from '../../src/commands/attest-custom/index.js'
import { command as attestGeneric } from '../../src/commands/attest-generic/index.js'
import { command as attestSnyk } from '../../src/commands/attest-snyk/index.js'
import { command as createAttestationType } from '../../src/commands/create-attestation-type/index.js'
import { command as createFlow } from '../../src/commands/create-flow/index.js'
import { command as createPolicy } from '../../src/commands/create-policy/index.js'
import { command as snapshotPaths } from '../../src/commands/snapshot-paths/index.js'
import { findKubeconfig, loadKubeconfig } from '../../src/commands/snapshot-k8s/kubeconfig.js'
import { inputsFromRecord } from '../../src/inputs/source.js'
import { declaredCommand, expectRefused, type DeclaredCommand } from '../kit/sentences.js'
import { useTempDir } from '../kit/temp.js'

const work = useTempDir('wide-encodings-')

/** `text` as Windows PowerShell 5's Out-File writes it: UTF-16LE after its byte-order mark. */
async function utf16File(name: string, text: string): Promise<string> {
  const path = join(work.path, name)
  await writeFile(path, Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]))
  return path
}

const REFUSED = /is UTF-16 text \(as Windows PowerShell's > and Out-File write\), not UTF-8/

const ATTEST = { flow: 'web-app', trail: 'release-1', name: 'checks' }

const CASES: {
  input: string
  command: DeclaredCommand<unknown>
  text: string
  values: Record<string, string>
}[] = [
  {
    input: 'attestation-data',
    command: declaredCommand('attest-custom', attestCustom),
    text: '{"passed": true}',
    values: { ...ATTEST, 'type-name': 'coverage' }
  },
  {
    input: 'user-data',
    command: declaredCommand('attest-generic', attestGeneric),
    text: '{"build": 42}',
    values: { ...ATTEST, compliant: 'true' }
  },
  {
    input: 'scan-results',
    command: declaredCommand('attest-snyk', attestSnyk),
    text: '{"vulnerabilities": [], "ok": true}',
    values: ATTEST
  },
  {
    input: 'schema-file',
    command: declaredCommand('create-attestation-type', createAttestationType),
    text: '{"type": "object"}',
    values: { 'type-name': 'coverage' }
  },
  {
    input: 'template-file',
    command: declaredCommand('create-flow', createFlow),
    text: 'version: 1\ntrail:\n  attestations:\n    - name: tests\n      type: junit\n',
    values: { flow: 'web-app' }
  },
  {
    input: 'policy-file',
    command: declaredCommand('create-policy', createPolicy),
    text: '_schema: https://kosli.com/schemas/policy/environment/v1\nartifacts:\n  provenance:\n    required: true\n',
    values: { policy: 'production-ready' }
  },
  {
    input: 'path-spec',
    command: declaredCommand('snapshot-paths', snapshotPaths),
    text: 'version: 1\nartifacts:\n  web:\n    path: www\n',
    values: { environment: 'web-servers' }
  }
]

it.each(CASES)('$input refuses a UTF-16 file, naming the encoding', async test => {
  const path = await utf16File(`${test.input}.utf16`, test.text)
  expectRefused(test.command, { ...test.values, [test.input]: path }, test.input, REFUSED)
})

it('kubeconfig refuses a UTF-16 file, naming the encoding', async () => {
  const path = await utf16File('kubeconfig.utf16', 'apiVersion: v1\nkind: Config\n')
  const values: Record<string, string> = { kubeconfig: path }
  expect(() => loadKubeconfig(findKubeconfig(inputsFromRecord(values)))).toThrow(REFUSED)
})
