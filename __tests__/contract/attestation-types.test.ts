/**
 * The table of attestation types (src/service/attestation-types.ts) is the one list of
 * them: it matches the service's published description, and what else names the types (the
 * request paths, the sandbox's routes and seed schema, override-attestation) follows it.
 */
import {
  ATTESTATION_TYPES,
  ATTESTATION_TYPE_NAMES,
  BUILT_IN_ATTESTATION_TYPES
} from '../../src/service/attestation-types.js'
import { attestationRequest } from '../../src/service/attestations.js'
import type { AttestationBodies } from '../../src/service/attestation-types.js'
import { command } from '../../src/commands/override-attestation/index.js'
import { ATTESTATION_ROUTES } from '../../sandbox/routes/attestation-types.js'
import { ROUTES } from '../../sandbox/router.js'
import { isAttestationType } from '../../sandbox/seed-schema.js'
import { loadSpec, specIt } from '../kit/openapi.js'
import { declaredCommand, inputError, ownInputs } from '../kit/sentences.js'

const overrideAttestation = declaredCommand('override-attestation', command)

const TRAIL_PATH = '/attestations/{org}/{flow_name}/trail/{trail_name}/'

describe('the table of attestation types', () => {
  specIt('names the built-in types the published description enumerates, in its order', () => {
    const schemas = (loadSpec() as unknown as SpecSchemas).components.schemas
    const enumOf = (schema: string, field: string) =>
      schemas[schema]?.properties[field]?.anyOf?.find(option => option.enum)?.enum
    expect(BUILT_IN_ATTESTATION_TYPES).toEqual(
      enumOf('OverrideAttestationPostInput', 'original_attestation_type')
    )
    expect(BUILT_IN_ATTESTATION_TYPES).toEqual(enumOf('RequiredAttestationRule', 'type'))
  })

  specIt(
    'has a type for every published attestation path, and each published type its path',
    () => {
      const published = Object.keys(loadSpec().paths)
        .filter(path => path.startsWith(TRAIL_PATH) && loadSpec().paths[path]?.post)
        .map(path => path.slice(TRAIL_PATH.length))
        .filter(segment => segment !== 'override')
      const segments = ATTESTATION_TYPE_NAMES.map(name => ATTESTATION_TYPES[name].segment)
      expect(segments).toEqual(expect.arrayContaining(published))
      // Only the decision's path is the reference CLI's and not published.
      expect(segments.filter(segment => !published.includes(segment))).toEqual(['system'])
    }
  )

  it('gives each type a label and a path segment of its own', () => {
    const entries = ATTESTATION_TYPE_NAMES.map(name => ATTESTATION_TYPES[name])
    for (const entry of entries) expect(entry.label).toMatch(/^[A-Z]/)
    expect(new Set(entries.map(entry => entry.segment)).size).toBe(entries.length)
    expect(new Set(entries.map(entry => entry.label)).size).toBe(entries.length)
  })

  it.each(['generic', 'junit', 'decision'] as (keyof AttestationBodies)[])(
    'places a %s attestation at its segment',
    type => {
      const target = { org: 'acme', flow: 'shop', trail: 'build-1' }
      const request = attestationRequest(target, type, {} as AttestationBodies[typeof type])
      expect(request.segments).toEqual([
        'attestations',
        'acme',
        'shop',
        'trail',
        'build-1',
        ATTESTATION_TYPES[type].segment
      ])
    }
  )

  it('is what the sandbox serves: every route at its type segment, stored under its name', () => {
    for (const { type, segment } of ATTESTATION_ROUTES) {
      expect(segment).toBe(ATTESTATION_TYPES[type].segment)
      expect(
        ROUTES.some(
          route =>
            route.method === 'POST' &&
            route.pattern.join('/') === `attestations/:org/:flow_name/trail/:trail_name/${segment}`
        )
      ).toBe(true)
    }
  })

  it.each(ATTESTATION_TYPE_NAMES)(
    'is what the sandbox seed and override-attestation accept by name: %s',
    name => {
      const { builtIn } = ATTESTATION_TYPES[name]
      expect(isAttestationType(name)).toBe(builtIn)
      const values = {
        flow: 'shop',
        trail: 'build-1',
        name: 'tests',
        reason: 'a false positive',
        compliant: 'true',
        'attestation-type': name
      }
      if (builtIn) {
        expect(ownInputs(overrideAttestation, values).body.original_attestation_type).toBe(name)
      } else {
        expect(inputError(() => ownInputs(overrideAttestation, values)).input).toBe(
          'attestation-type'
        )
      }
    }
  )
})

interface SpecSchemas {
  components: {
    schemas: Record<
      string,
      { properties: Record<string, { anyOf?: { enum?: string[] }[] } | undefined> } | undefined
    >
  }
}
