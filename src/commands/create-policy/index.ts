/**
 * create-policy: `PUT /policies/{org}` as multipart, the metadata as `payload`
 * (`{name, description, type: "env", comment}`) and the YAML as `policy_file`, as the vendor
 * CLI's `kosli create policy` sends them. The service creates the policy, or adds a version
 * when the file differs from its latest one. The file is read and checked before anything is
 * sent (a YAML mapping, at most 10 MB, in the shape of an environment policy), and the bytes
 * checked are the bytes sent.
 */
import { renderWriteSummary, sendOrPrint, writeOutputs } from '../../writes/send-or-print.js'
import { isRecord } from '../../http/request-error.js'
import { InputError, quote } from '../../inputs/input-error.js'
import { checkedPart, readNamedFile, type CheckedFile } from '../../inputs/named-file.js'
import { readName } from '../../inputs/parse.js'
import type { InputSource } from '../../inputs/source.js'
import { parseYamlMapping } from '../../inputs/yaml-check.js'
import { code, escapeText } from '../../summary/markdown.js'
import type { PolicyPayload } from '../../service/bodies.js'
import { createPolicyRequest } from '../../service/policies.js'
import type { Command, CommandContext, CommandResult } from '../../action/command.js'
import { findPolicyProblem } from './policy-shape.js'

/** The bytes checked, which are the bytes sent. */
export type PolicyFile = CheckedFile

export interface CreatePolicyInputs {
  payload: PolicyPayload
  file: PolicyFile
}

/** The service's limit for policy_file: a file it would take is not refused here. */
export const MAX_POLICY_BYTES = 10 * 1024 * 1024
const POLICY_LIMIT = `10 MB (${MAX_POLICY_BYTES} bytes)`
const POLICY_FORM =
  'the path of a YAML environment policy of at most 10 MB, starting "_schema: https://kosli.com/schemas/policy/environment/v1", with an artifacts mapping of provenance, trail-compliance and attestations rules'

function parseInputs(source: InputSource): CreatePolicyInputs {
  const name = readName(source, 'policy', true)
  const path = source('policy-file')
  if (path === undefined) throw new InputError('policy-file', 'is empty', POLICY_FORM)
  return {
    payload: {
      name,
      // PolicyPutInput's defaults: an unset description or comment is sent as empty.
      description: source('description') ?? '',
      type: 'env',
      comment: source('comment') ?? ''
    },
    file: readPolicyFile(path)
  }
}

export function readPolicyFile(path: string): PolicyFile {
  const refuse = (problem: string): never => {
    throw new InputError('policy-file', `names ${quote(path)}, ${problem}`, POLICY_FORM)
  }
  const content = readNamedFile('policy-file', path, POLICY_FORM, {
    bytes: MAX_POLICY_BYTES,
    over: size => `which is ${size} bytes, over the service's limit of ${POLICY_LIMIT}`,
    grew: `which grew over the limit of ${POLICY_LIMIT}`
  })
  const parsed = parseYamlMapping(content)
  if ('problem' in parsed) return refuse(parsed.problem)
  const problem = findPolicyProblem(parsed.value)
  if (problem) refuse(`which is not an environment policy: ${problem}`)
  return { path, content }
}

/**
 * The latest version the answer (PolicyResponse) lists, when it lists any and names the
 * policy sent: the versions of another policy are not this one's.
 */
function latestVersion(answer: unknown, name: string): number | undefined {
  if (!isRecord(answer) || answer.name !== name || !Array.isArray(answer.versions)) {
    return undefined
  }
  const versions = answer.versions
    .map(version => (isRecord(version) ? version.version : undefined))
    .filter((version): version is number => typeof version === 'number')
  return versions.length > 0 ? Math.max(...versions) : undefined
}

async function run(inputs: CreatePolicyInputs, context: CommandContext): Promise<CommandResult> {
  const { payload, file } = inputs
  const outcome = await sendOrPrint(
    createPolicyRequest(context.common.org, payload, checkedPart('policy_file', file)),
    context
  )
  const version = outcome.sent ? latestVersion(outcome.answer, payload.name) : undefined
  if (outcome.sent) {
    context.log.info(
      `Policy "${payload.name}" is in place${version !== undefined ? ` at version ${version}` : ''}, from ${file.path}.`
    )
  }
  const summary = renderWriteSummary(outcome, {
    recorded: `Policy ${payload.name} created or updated`,
    rows: [
      ['Policy', escapeText(payload.name)],
      ['Version', version !== undefined ? String(version) : undefined],
      ['Description', payload.description ? escapeText(payload.description) : undefined],
      ['Comment', payload.comment ? escapeText(payload.comment) : undefined],
      ['Policy file', code(file.path)]
    ]
  })
  return {
    outcome: outcome.sent ? 'ok' : 'skipped',
    outputs: {
      ...writeOutputs(outcome),
      policy: payload.name,
      ...(version !== undefined ? { version: String(version) } : {})
    },
    summary
  }
}

export const command: Command<CreatePolicyInputs> = { parseInputs, run }
