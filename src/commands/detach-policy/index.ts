/**
 * detach-policy: `DELETE /environments/{org}/{env}/policies` with every policy named, in one
 * request. A policy that is not attached is left as it is: re-running the step changes nothing.
 */
import { policyAttachmentCommand } from '../../writes/policy-attachment.js'

export const command = policyAttachmentCommand('DELETE', 'detached from')
