/** attach-policy: what it reads and sets (declarations/policy-attachment.ts). */
import { policyAttachmentDeclaration } from '../../declarations/policy-attachment.js'

export const declaration = policyAttachmentDeclaration({
  name: 'attach-policy',
  cli: ['kosli attach-policy'],
  migration: {
    'kosli attach-policy': {
      call: 'kosli attach-policy prod-rules security-rules --environment production',
      with: {},
      args: ['policies', 'policies'],
      differences: [
        'The CLI attaches to several environments in one call (--environment repeated, or KOSLI_ENVIRONMENT=staging,production); the step takes one environment: run it once for each, in a matrix over the environments.'
      ]
    }
  },
  summary:
    'Attaches environment policies to an environment, so its snapshots and asserts are judged by them.',
  verb: 'attach',
  preposition: 'to'
})
