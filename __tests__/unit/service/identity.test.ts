/**
 * The check every read applies to its answer (src/service/identity.ts, and each resource's
 * module): fields the answer carries must match, required ones must be there, optional ones
 * may be left out (as the published description's own examples leave them out).
 */
import {
  NotRecordedError,
  checkListing,
  checkRecord,
  explainNotRecorded,
  matchingRecords,
  mismatchOf
} from '../../../src/service/identity.js'
import { attestationNameFields } from '../../../src/service/attestations.js'
import { orgTrailsFilter, trailFields } from '../../../src/service/trails.js'
import type { Attestation } from '../../../src/service/attestations.js'
import type { Trail, TrailDetail } from '../../../src/service/trails.js'

const FINGERPRINT = 'a'.repeat(64)

describe('mismatchOf', () => {
  it('passes an answer that leaves out an optional field, and names a required one left out', () => {
    expect(
      mismatchOf('a deployment', [{ label: 'environment', asked: 'prod', answered: null }])
    ).toBe(undefined)
    expect(
      mismatchOf('an approval', [
        { label: 'number', asked: 3, answered: undefined, required: true }
      ])
    ).toBe('an approval without a number')
  })

  it('names the first field that differs, quoted and bounded', () => {
    expect(
      mismatchOf('a trail', [{ label: 'flow', asked: 'web', answered: 'x'.repeat(300) }])
    ).toBe(`a trail whose flow is "${'x'.repeat(100)}…"`)
    expect(mismatchOf('an approval', [{ label: 'number', asked: 3, answered: 4 }])).toBe(
      'an approval whose number is 4'
    )
    // A value of another type is described, never dumped.
    expect(mismatchOf('a trail', [{ label: 'name', asked: 'main', answered: { deep: [] } }])).toBe(
      'a trail whose name is of type object'
    )
  })

  it('takes a number for the same number, and compares with `same` when given', () => {
    expect(mismatchOf('an approval', [{ label: 'number', asked: 3, answered: 3 }])).toBeUndefined()
    const upper = FINGERPRINT.toUpperCase()
    expect(
      mismatchOf('an assertion', [
        {
          label: 'fingerprint',
          asked: FINGERPRINT,
          answered: upper,
          same: (a, b) => a.toLowerCase() === b
        }
      ])
    ).toBeUndefined()
  })
})

describe('reading a record', () => {
  it('checkRecord returns the record asked for and throws NotRecordedError for another', () => {
    const trail = { name: 'main', flow: { name: 'web' } } as TrailDetail
    expect(checkRecord(trail, 'a trail', trailFields({ flow: 'web', trail: 'main' }, trail))).toBe(
      trail
    )
    expect(() =>
      checkRecord(trail, 'a trail', trailFields({ flow: 'api', trail: 'main' }, trail))
    ).toThrow(new NotRecordedError('the service answered a trail whose flow is "web" instead'))
  })

  it('matchingRecords keeps the records asked for, and refuses an answer of others only', () => {
    const records = [{ id: 'a' }, { id: 'b' }]
    const fieldsOf = (asked: string) => (record: { id: string }) => [
      { label: 'id', asked, answered: record.id, required: true }
    ]
    expect(matchingRecords(records, 'an attestation', fieldsOf('b'))).toEqual([{ id: 'b' }])
    expect(matchingRecords([], 'an attestation', fieldsOf('b'))).toEqual([])
    expect(() => matchingRecords(records, 'an attestation', fieldsOf('c'))).toThrow(
      'the service answered 2 records, none of them the one asked: the first is an attestation whose id is "a"'
    )
  })

  it("takes the published description's example attestation, which has no flow or trail", () => {
    const example = {
      attestation_id: '1234567890',
      attestation_name: 'generic-evidence',
      attestation_type: 'generic',
      is_compliant: true
    } as Attestation
    const asked = { name: 'generic-evidence', flow: 'web', trail: 'main' }
    expect(mismatchOf('an attestation', attestationNameFields(asked, example))).toBeUndefined()
    // Named with its artifact's prefix, as an attestation on an artifact may be.
    const prefixed = { ...example, attestation_name: 'image.generic-evidence' }
    expect(mismatchOf('an attestation', attestationNameFields(asked, prefixed))).toBeUndefined()
    const other = { ...example, trail_name: 'release' }
    expect(mismatchOf('an attestation', attestationNameFields(asked, other))).toBe(
      'an attestation whose trail is "release"'
    )
  })

  it('takes an attestation on an artifact whose fingerprint starts with the one asked, and no other', () => {
    const full = 'ab12'.repeat(16)
    const record = { attestation_name: 'scan', artifact_fingerprint: full } as Attestation
    for (const fingerprint of [full, full.slice(0, 5), full.slice(0, 12).toUpperCase()]) {
      const asked = { name: 'scan', flow: 'web', fingerprint }
      expect(mismatchOf('an attestation', attestationNameFields(asked, record))).toBeUndefined()
    }
    const asked = { name: 'scan', flow: 'web', fingerprint: 'ab13a' }
    expect(mismatchOf('an attestation', attestationNameFields(asked, record))).toBe(
      `an attestation whose artifact is "${full}"`
    )
  })

  it('explainNotRecorded puts what came instead in the command sentence, and lets other errors by', async () => {
    await expect(
      explainNotRecorded(
        Promise.reject(new NotRecordedError('the service answered x')),
        answered => `Trail "main" is not recorded (${answered}); check trail.`
      )
    ).rejects.toThrow('Trail "main" is not recorded (the service answered x); check trail.')
    const other = new Error('network')
    await expect(explainNotRecorded(Promise.reject(other), () => 'no')).rejects.toBe(other)
  })
})

describe('checking a listing', () => {
  const trail = (flow: string, tags?: object, events?: object[]) =>
    ({ name: 't', flow: { name: flow, ...(tags ? { tags } : {}) }, events }) as Trail

  it('refuses, in one sentence, a listing with a record outside its filters', () => {
    const filter = orgTrailsFilter({ flow: 'web' })
    expect(() => checkListing([trail('web')], 'a trail', filter)).not.toThrow()
    expect(() => checkListing([trail('web'), trail('api')], 'a trail', filter)).toThrow(
      /^The compliance service answered a trail whose flow is "api" when asked for the trails of flow "web", so it did not apply the request as sent and nothing is listed; [^.]*\.$/
    )
  })

  it('checks a flow tag when the flow carries tags, and a fingerprint when the events name artifacts', () => {
    const tagged = orgTrailsFilter({ flowTag: 'team=a=b' })
    expect(() => checkListing([trail('web')], 'a trail', tagged)).not.toThrow()
    expect(() => checkListing([trail('web', { team: 'a=b' })], 'a trail', tagged)).not.toThrow()
    expect(() => checkListing([trail('web', { pci: 'true' })], 'a trail', tagged)).toThrow(
      /a trail without a flow tag team when asked for the trails of flow tag "team=a=b"/
    )
    const byArtifact = orgTrailsFilter({ fingerprint: FINGERPRINT })
    const reported = (fingerprint: string) => ({ type: 'artifact_creation_reported', fingerprint })
    const other = 'b'.repeat(64)
    // A rebuilt artifact: the trail's events name every fingerprint reported to it.
    expect(() =>
      checkListing(
        [trail('web', undefined, [reported(other), reported(FINGERPRINT)]), trail('web')],
        'a trail',
        byArtifact
      )
    ).not.toThrow()
    expect(() =>
      checkListing([trail('web', undefined, [reported(other)])], 'a trail', byArtifact)
    ).toThrow(`a trail whose artifact is "${other}"`)
  })
})
