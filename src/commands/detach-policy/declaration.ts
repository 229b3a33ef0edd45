/** detach-policy: what it reads and sets (declarations/policy-attachment.ts). */
import { policyAttachmentDeclaration } from '../../declarations/policy-attachment.js'

export const declaration = policyAttachmentDeclaration({
  name: 'detach-policy',
  cli: ['kosli detach-policy'],
  migration: {
    'kosli detach-policy': {
      call: 'kosli detach-policy prod-rules --environment production',
      with: {},
      args: ['policies'],
      differences: ['As for attach-policy, the step takes one environment.']
    }
  },
  summary: 'Detaches environment policies from an environment; the others stay attached.',
  verb: 'detach',
  preposition: 'from'
})
