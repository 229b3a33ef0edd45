/** attach-policy: what it reads and sets (declarations/policy-attachment.ts). */
import { policyAttachmentDeclaration } from '../../declarations/policy-attachment.js'

export const declaration = policyAttachmentDeclaration({
  name: 'attach-policy',
  cli: ['kosli attach-policy'],
  summary:
    'Attaches environment policies to an environment, so its snapshots and asserts are judged by them.',
  verb: 'attach',
  preposition: 'to'
})
