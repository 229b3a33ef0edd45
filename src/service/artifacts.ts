/** Report an artifact: its fingerprint, name and commit, to a flow's trail. */
import type { CreateArtifactBody } from './bodies.js'
import type { WriteRequest } from './client.js'

export const reportArtifactRequest = (
  target: { org: string; flow: string },
  body: CreateArtifactBody
): WriteRequest => ({
  method: 'POST',
  segments: ['artifacts', target.org, target.flow],
  json: body,
  multipart: false
})
