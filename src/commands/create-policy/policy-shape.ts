/**
 * The shape of an environment policy file, checked before it is sent: the keys the vendor
 * publishes for version 1 (its policy reference and JSON Schema, and the CLI's examples),
 * each with the form it gives it. A misspelt key (`artifact:`, `trail_compliance:`,
 * `require: true`) would otherwise be refused by the service only after the upload, or, if
 * it were ignored, leave a rule out of the gate without a word.
 *
 *   _schema: https://kosli.com/schemas/policy/environment/v1
 *   artifacts:
 *     provenance: {required: bool, exceptions: [{if: expr}]}
 *     trail-compliance: {required: bool, exceptions: [{if: expr}]}
 *     attestations: [{name?: str, type: str, if?: expr, for_control?: str}]
 */

export const POLICY_SCHEMA_URL = 'https://kosli.com/schemas/policy/environment/v1'

const TOP_KEYS = ['_schema', 'artifacts']
const ARTIFACT_KEYS = ['provenance', 'trail-compliance', 'attestations']
const BOOLEAN_RULE_KEYS = ['required', 'exceptions']
const ATTESTATION_KEYS = ['name', 'type', 'if', 'for_control']

const isMapping = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const known = (keys: readonly string[]) => keys.join(', ')

/** The first problem found, as the end of "which is not an environment policy: …", or undefined. */
export function findPolicyProblem(document: Record<string, unknown>): string | undefined {
  for (const key of Object.keys(document)) {
    if (!TOP_KEYS.includes(key)) {
      return `it has the top-level key ${JSON.stringify(key)}, which an environment policy does not have (it has ${known(TOP_KEYS)})`
    }
  }
  const schema = document._schema
  if (schema === undefined) return `it has no _schema line (_schema: ${POLICY_SCHEMA_URL})`
  const problem = schemaProblem(schema)
  if (problem) return problem
  const artifacts = document.artifacts
  if (artifacts === undefined || artifacts === null) return undefined
  if (!isMapping(artifacts)) return 'its artifacts is not a mapping'
  for (const [key, value] of Object.entries(artifacts)) {
    if (!ARTIFACT_KEYS.includes(key)) {
      return `artifacts has the key ${JSON.stringify(key)}, which is not a rule (the rules are ${known(ARTIFACT_KEYS)})`
    }
    const found =
      key === 'attestations' ? attestationsProblem(value) : booleanRuleProblem(key, value)
    if (found) return found
  }
  return undefined
}

function schemaProblem(schema: unknown): string | undefined {
  const expected = `(_schema: ${POLICY_SCHEMA_URL})`
  if (typeof schema !== 'string') return `its _schema is not a URL ${expected}`
  let url: URL
  try {
    url = new URL(schema)
  } catch {
    return `its _schema ${JSON.stringify(schema.slice(0, 100))} is not a URL ${expected}`
  }
  const version = /\/v(\d+)\/?$/.exec(url.pathname)?.[1]
  if (version === undefined) {
    return `its _schema ${JSON.stringify(schema.slice(0, 100))} does not end with a version such as /v1 ${expected}`
  }
  if (version !== '1') {
    return `its _schema asks for version ${version}, and this action knows the keys of version 1 only ${expected}`
  }
  return undefined
}

function booleanRuleProblem(rule: string, value: unknown): string | undefined {
  const at = `artifacts.${rule}`
  if (value === null) return undefined
  if (!isMapping(value)) return `its ${at} is not a mapping (required: true or false)`
  for (const [key, field] of Object.entries(value)) {
    if (!BOOLEAN_RULE_KEYS.includes(key)) {
      return `${at} has the key ${JSON.stringify(key)} (it takes ${known(BOOLEAN_RULE_KEYS)})`
    }
    if (key === 'required' && typeof field !== 'boolean') {
      return `its ${at}.required is not true or false`
    }
    if (key === 'exceptions') {
      if (!Array.isArray(field)) return `its ${at}.exceptions is not a list`
      for (const [index, exception] of field.entries()) {
        if (!isMapping(exception) || Object.keys(exception).some(name => name !== 'if')) {
          return `its ${at}.exceptions[${index}] is not a mapping with only an if expression`
        }
        if (typeof exception.if !== 'string') {
          return `its ${at}.exceptions[${index}].if is not an expression`
        }
      }
    }
  }
  return undefined
}

function attestationsProblem(value: unknown): string | undefined {
  if (value === null) return undefined
  if (!Array.isArray(value)) return 'its artifacts.attestations is not a list'
  for (const [index, rule] of value.entries()) {
    const at = `artifacts.attestations[${index}]`
    if (!isMapping(rule)) return `its ${at} is not a mapping with a type`
    for (const [key, field] of Object.entries(rule)) {
      if (!ATTESTATION_KEYS.includes(key)) {
        return `${at} has the key ${JSON.stringify(key)} (it takes ${known(ATTESTATION_KEYS)})`
      }
      if (typeof field !== 'string' || field === '') return `its ${at}.${key} is not a text`
    }
    if (rule.type === undefined) {
      return `its ${at} has no type (generic, junit, snyk, pull_request, jira, sonar, custom:<name> or *)`
    }
  }
  return undefined
}
