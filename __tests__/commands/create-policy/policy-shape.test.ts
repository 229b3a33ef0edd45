/**
 * The shape check of an environment policy: the published keys of version 1 pass, with
 * exceptions, conditions and controls; anything else is named with where it is.
 */
import { findPolicyProblem } from '../../../src/commands/create-policy/policy-shape.js'

const SCHEMA = 'https://kosli.com/schemas/policy/environment/v1'

it('accepts every published key of version 1', () => {
  expect(
    findPolicyProblem({
      _schema: SCHEMA,
      artifacts: {
        provenance: { required: true, exceptions: [{ if: '${{ flow.name == "legacy" }}' }] },
        'trail-compliance': { required: false },
        attestations: [
          { name: 'unit-tests', type: 'junit' },
          { type: 'custom:coverage', if: '${{ flow.tags.tier == "1" }}' },
          { name: 'decision', type: 'decision', for_control: 'assert-artifact-ctl' }
        ]
      }
    })
  ).toBeUndefined()
  expect(findPolicyProblem({ _schema: SCHEMA })).toBeUndefined()
})

it.each<[string, Record<string, unknown>, RegExp]>([
  ['no _schema', { artifacts: {} }, /^it has no _schema line \(_schema: https:/],
  ['a _schema that is no URL', { _schema: 'v1' }, /^its _schema "v1" is not a URL/],
  [
    'a _schema without a version',
    { _schema: 'https://kosli.com/schemas/policy/environment' },
    /does not end with a version such as \/v1/
  ],
  [
    'a later version',
    { _schema: 'https://kosli.com/schemas/policy/environment/v2' },
    /asks for version 2, and this action knows the keys of version 1 only/
  ],
  [
    'an unknown top-level key',
    { _schema: SCHEMA, artifact: {} },
    /^it has the top-level key "artifact", which an environment policy does not have \(it has _schema, artifacts\)$/
  ],
  [
    'a misspelt rule',
    { _schema: SCHEMA, artifacts: { trail_compliance: { required: true } } },
    /^artifacts has the key "trail_compliance", which is not a rule/
  ],
  [
    'required that is not a boolean',
    { _schema: SCHEMA, artifacts: { provenance: { required: 'yes' } } },
    /^its artifacts.provenance.required is not true or false$/
  ],
  [
    'a misspelt field of a rule',
    { _schema: SCHEMA, artifacts: { provenance: { require: true } } },
    /^artifacts.provenance has the key "require"/
  ],
  [
    'an exception without if',
    { _schema: SCHEMA, artifacts: { provenance: { exceptions: [{ when: 'x' }] } } },
    /^its artifacts.provenance.exceptions\[0\] is not a mapping with only an if expression$/
  ],
  [
    'attestations that are not a list',
    { _schema: SCHEMA, artifacts: { attestations: { name: 'x' } } },
    /^its artifacts.attestations is not a list$/
  ],
  [
    'an attestation without a type',
    { _schema: SCHEMA, artifacts: { attestations: [{ name: 'unit-tests' }] } },
    /^its artifacts.attestations\[0\] has no type/
  ],
  [
    'an attestation with an unknown key',
    { _schema: SCHEMA, artifacts: { attestations: [{ type: 'junit', must_pass: 'yes' }] } },
    /^artifacts.attestations\[0\] has the key "must_pass"/
  ]
])('names %s', (_, document, problem) => {
  expect(findPolicyProblem(document)).toMatch(problem)
})
