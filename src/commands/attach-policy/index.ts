/**
 * attach-policy: `POST /environments/{org}/{env}/policies` with every policy named, in one
 * request. A policy already attached stays attached once: re-running the step changes nothing.
 */
import { policyAttachmentCommand } from '../../writes/policy-attachment.js'

export const command = policyAttachmentCommand('POST', 'attached to')
