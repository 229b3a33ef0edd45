/**
 * The attestation types the sandbox accepts: every type the action posts, each served at
 * POST /attestations/{org}/{flow_name}/trail/{trail_name}/{segment}. The action's table of
 * attestation types (src/service/attestation-types.ts) gives each its segment, its label, the name
 * it is stored by, its strict body schema and how the service judges a body compliant, so a
 * new type is served without an edit here. Reading, targets and storing are shared
 * (attest.ts); a type's own fields are kept with the record for later reads.
 *
 * Where the service stores a type otherwise, it says so below:
 * - custom: stored as `custom:<type_name>`, its attestation_data as the JSON value whether
 *   it came as the object (as the reference CLI sends it) or as JSON text (as the
 *   description declares it);
 * - jira: its results have a field of their own in the store, as seeded ones do.
 */
import * as z from '../../src/parsing/zod.js'
import {
  ATTESTATION_TYPES,
  POSTED_ATTESTATION_TYPES,
  attestationFields,
  type AttestationBase,
  type AttestationBodies,
  type AttestationType,
  type PostedTypeEntry
} from '../../src/service/attestation-types.js'
import { attestation } from './attest.js'
import type { AttestationRoute, Judgement } from './attest.js'

const COMMON_FIELDS = new Set(Object.keys(attestationFields(z)))

/** The body's fields beyond those every attestation has. */
function ownFields(body: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(body).filter(([key]) => !COMMON_FIELDS.has(key)))
}

type Stored = {
  [T in AttestationType]?: (body: AttestationBodies[T]) => Omit<Judgement, 'compliant'>
}

const STORED_OTHERWISE: Stored = {
  custom: body => ({
    type: `custom:${body.type_name}`,
    evidence: {
      attestation_data:
        typeof body.attestation_data === 'string'
          ? (JSON.parse(body.attestation_data) as unknown)
          : body.attestation_data
    }
  }),
  jira: body => ({ jiraResults: body.jira_results })
}

/** A posted type's entry, read without its own body type: the sandbox serves every one alike. */
type AnyPostedEntry = PostedTypeEntry<z.ZodMiniType<AttestationBase>>
type AnyStored = (body: AttestationBase) => Omit<Judgement, 'compliant'>

function served(type: AttestationType): AttestationRoute {
  const entry = ATTESTATION_TYPES[type] as unknown as AnyPostedEntry
  const stored = STORED_OTHERWISE[type] as AnyStored | undefined
  return attestation({
    schema: entry.body(z),
    judge: body => ({
      compliant: entry.compliant(body),
      ...(stored ? stored(body) : { evidence: ownFields(body) })
    })
  })(type)
}

export const ATTESTATION_ROUTES: readonly AttestationRoute[] = POSTED_ATTESTATION_TYPES.map(served)
