/**
 * Flow and trail templates as clients upload them (`template_file`), in the vendor's YAML
 * format:
 *
 *     version: 1
 *     trail:
 *       attestations: [{name: jira-ticket, type: jira}]
 *       artifacts:
 *         - name: backend
 *           attestations: [{name: unit-tests, type: generic}]
 *
 * A file that is not such a template is a 400 `{"message"}`, as the service answers a bad
 * upload.
 */
import { parse } from 'yaml'
import { z } from 'zod'
import { HttpError } from './errors.js'
import { ATTESTATION_NAME_PATTERN } from '../src/service/attestation-types.js'
import { isAttestationType } from './seed-schema.js'
import type { FlowRecord } from './store.js'

export type Template = FlowRecord['template']

const attestation = z.object({
  name: z.string().regex(ATTESTATION_NAME_PATTERN),
  type: z.string().refine(isAttestationType, 'unknown attestation type')
})

const templateSchema = z.object({
  version: z.literal(1),
  trail: z
    .object({
      attestations: z.array(attestation).nullish(),
      artifacts: z
        .array(z.object({ name: z.string().min(1), attestations: z.array(attestation).nullish() }))
        .nullish()
    })
    .nullish()
})

export const EMPTY_TEMPLATE: Template = { attestations: [], artifacts: [] }

export function parseTemplate(text: string): Template {
  let document: unknown
  try {
    document = parse(text)
  } catch (error) {
    throw new HttpError(400, `template_file is not valid YAML: ${(error as Error).message}`)
  }
  const result = templateSchema.safeParse(document)
  if (!result.success) {
    const problem = result.error.issues[0]
    const where = problem ? problem.path.join('.') || '(root)' : '(root)'
    throw new HttpError(400, `template_file is not a valid template: ${where}: ${problem?.message}`)
  }
  const trail = result.data.trail
  return {
    attestations: (trail?.attestations ?? []).map(({ name, type }) => ({ name, type })),
    artifacts: (trail?.artifacts ?? []).map(artifact => ({
      name: artifact.name,
      attestations: (artifact.attestations ?? []).map(({ name, type }) => ({ name, type }))
    }))
  }
}
