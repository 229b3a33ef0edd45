/**
 * create-attestation-type: `POST /custom-attestation-types/{org}` as multipart, data_json
 * `{name, description?, evaluator?: {content_type: "jq", rules}}` and the schema file as
 * type_schema, as the vendor CLI's `kosli create attestation-type` sends it. The service
 * creates the type, or keeps a new version of it when its definition changed: re-running
 * the step is safe.
 */
import { renderWriteSummary, sendOrPrint, writeOutputs } from '../../writes/send-or-print.js'
import { InputError, quote } from '../../inputs/input-error.js'
import { checkedPart, readNamedFile, type CheckedFile } from '../../inputs/named-file.js'
import { utf8Text } from '../../files/utf8-text.js'
import type { InputSource } from '../../inputs/source.js'
import { readTypeName, TYPE_NAME_FORM } from '../../inputs/type-name.js'
import { code, escapeText } from '../../summary/markdown.js'
import type { CreateAttestationTypeBody } from '../../service/bodies.js'
import { createAttestationTypeRequest } from '../../service/custom-attestation-types.js'
import type { Command, CommandContext, CommandResult } from '../../action/command.js'
import { findSchemaProblem } from './schema-check.js'

/** The bytes checked, which are the bytes sent. */
export type SchemaFile = CheckedFile

export interface CreateAttestationTypeInputs {
  body: CreateAttestationTypeBody
  schema?: SchemaFile
}

const SCHEMA_FORM = 'the path of a JSON Schema file (a JSON object), at most 1 MB'
export const MAX_SCHEMA_BYTES = 1024 * 1024

function parseInputs(source: InputSource): CreateAttestationTypeInputs {
  const name = readTypeName(source, TYPE_NAME_FORM)
  const rules = (source('jq-rules') ?? '')
    .split(/\r?\n/)
    .map(rule => rule.trim())
    .filter(rule => rule !== '')
  const description = source('description')
  const body: CreateAttestationTypeBody = {
    name,
    ...(description !== undefined ? { description } : {}),
    ...(rules.length > 0 ? { evaluator: { content_type: 'jq', rules } } : {})
  }
  const path = source('schema-file')
  return { body, ...(path !== undefined ? { schema: readSchemaFile(path) } : {}) }
}

function readSchemaFile(path: string): SchemaFile {
  const refuse = (problem: string): never => {
    throw new InputError('schema-file', `names ${quote(path)}, which ${problem}`, SCHEMA_FORM)
  }
  const content = readNamedFile('schema-file', path, SCHEMA_FORM, {
    bytes: MAX_SCHEMA_BYTES,
    over: () => 'which is over 1 MB',
    grew: 'which grew over 1 MB'
  })
  const read = utf8Text(content)
  if ('problem' in read) return refuse(read.problem)
  let document: unknown
  try {
    document = JSON.parse(read.text)
  } catch (error) {
    const reason = error instanceof Error ? error.message.replace(/\.$/, '') : 'parse error'
    return refuse(`is not valid JSON (${reason})`)
  }
  const problem = findSchemaProblem(document)
  if (problem) refuse(`is not a JSON Schema: ${problem}`)
  return { path, content }
}

async function run(
  inputs: CreateAttestationTypeInputs,
  context: CommandContext
): Promise<CommandResult> {
  const { body, schema } = inputs
  const schemaFile = schema && checkedPart('type_schema', schema)
  const request = createAttestationTypeRequest(context.common.org, body, schemaFile)
  const outcome = await sendOrPrint(request, context)
  if (outcome.sent) context.log.info(`Custom attestation type "${body.name}" is in place.`)
  const rules = body.evaluator?.rules ?? []
  const summary = renderWriteSummary(outcome, {
    recorded: `Custom attestation type ${body.name} created or updated`,
    rows: [
      ['Type', escapeText(body.name)],
      ['Description', body.description ? escapeText(body.description) : undefined],
      ['Schema', schema ? code(schema.path) : 'none'],
      ['jq rules', rules.length > 0 ? rules.map(rule => code(rule)).join('<br>') : 'none']
    ]
  })
  return { outcome: outcome.sent ? 'ok' : 'skipped', outputs: writeOutputs(outcome), summary }
}

export const command: Command<CreateAttestationTypeInputs> = { parseInputs, run }
