/** detach-policy: what it reads and sets (declarations/policy-attachment.ts). */
import { policyAttachmentDeclaration } from '../../declarations/policy-attachment.js'

export const declaration = policyAttachmentDeclaration({
  name: 'detach-policy',
  cli: ['kosli detach-policy'],
  summary: 'Detaches environment policies from an environment; the others stay attached.',
  verb: 'detach',
  preposition: 'from'
})
