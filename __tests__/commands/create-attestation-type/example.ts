/** create-attestation-type's valid inputs: what the registry-driven suites run. */
import { type CommandExample, fixture } from '../../kit/example-parts.js'

export const example: CommandExample = {
  inputs: () => ({
    'type-name': 'coverage-report',
    description: 'Line coverage of the unit tests',
    'schema-file': fixture('attestation-types/coverage.schema.json'),
    'jq-rules': '.coverage >= 80\n(.files | length) > 0'
  })
}
