/**
 * attest-provenance in-process against the sandbox service, the GitHub API emulator serving
 * attestations, and a loopback blob host serving snappy bundles: real Sigstore bundles (a
 * private repository's, verified by GitHub's trust root; sigstore-js's npm provenance,
 * verified by the public-good root) and bundles broken one way each. Every case records; only
 * `assert` fails the step.
 */
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import * as snappy from 'snappyjs'
import type { RecordedRequest } from '../../../sandbox/server.js'
import type { GitHubAttestationDefinition } from '../../../sandbox/github.js'
import { COMPLIANT_TRAIL, WEB_APP_FLOW } from '../../../sandbox/fixtures.js'
import type { ActionRun } from '../../../tools/run-action.js'
import { runStep } from '../../kit/step.js'
import { serviceInputs } from '../../kit/examples.js'
import { dataJsonOf, postedForm, postsIn } from '../../kit/posted.js'
import { useGitHub, useSandbox } from '../../kit/servers.js'
import { SIGSTORE_FOLDER, SIGSTORE_MISSING } from '../../kit/sigstore-location.js'

const file = (name: string) => readFileSync(join(SIGSTORE_FOLDER, name))
const json = (name: string) => JSON.parse(file(name).toString('utf8')) as Record<string, unknown>
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')

type Bundle = Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any

const WHEEL = 'github_provenance_demo-0.0.12-py3-none-any.whl'
const PACKAGE = 'sigstore-js-2.1.0.tgz'
const digestOf = (n: number) => n.toString(16).padStart(2, '0').repeat(32)

/** Digests the emulator lists broken bundles under, one case each. */
const TAMPERED = digestOf(0xa1)
const NO_TIMESTAMP = digestOf(0xa2)
const NO_LOG_ENTRY = digestOf(0xa3)
const BAD_SIGNATURE = digestOf(0xa4)
const OTHER_SUBJECT = digestOf(0xa5)
const NOTHING = digestOf(0xa6)

interface Fixtures {
  wheelDigest: string
  packageDigest: string
  github: Bundle
  publicGood: Bundle
  invalid: Bundle
}

function loadFixtures(): Fixtures {
  return {
    wheelDigest: sha256(file(WHEEL)),
    packageDigest: sha256(file(PACKAGE)),
    github: JSON.parse(
      file('github_provenance_demo-0.0.12-py3-none-any-bundle.jsonl').toString('utf8').trim()
    ) as Bundle,
    publicGood: json('sigstore-js-2.1.0-bundle.json'),
    invalid: json('sigstoreBundle-invalid-signature.json')
  }
}

const fixtures = SIGSTORE_MISSING ? undefined : loadFixtures()

/** The blob host: snappy bundles by path, and the headers of every request it was sent. */
const blobs = new Map<string, Buffer>()
const blobRequests: { url: string; headers: IncomingHttpHeaders }[] = []
let blobServer: Server | undefined
let blobOrigin = 'http://127.0.0.1:1'

function blobUrl(name: string, bundle: Bundle): string {
  blobs.set(`/blobs/${name}`, Buffer.from(snappy.compress(Buffer.from(JSON.stringify(bundle)))))
  return `${blobOrigin}/blobs/${name}?sv=2025-01-05&sig=c2lnbmVk`
}

function attestations(f: Fixtures): GitHubAttestationDefinition[] {
  const tampered = structuredClone(f.github)
  const statement = JSON.parse(Buffer.from(tampered.dsseEnvelope.payload, 'base64').toString())
  statement.subject[0].digest.sha256 = TAMPERED
  tampered.dsseEnvelope.payload = Buffer.from(JSON.stringify(statement)).toString('base64')
  const noTimestamp = structuredClone(f.github)
  noTimestamp.verificationMaterial.timestampVerificationData = { rfc3161Timestamps: [] }
  const noLogEntry = structuredClone(f.publicGood)
  noLogEntry.verificationMaterial.tlogEntries = []
  const at = (repository: string, digest: string, bundle: Bundle) => ({
    repository,
    digest: `sha256:${digest}`,
    bundle
  })
  return [
    at('actions/attest-demo', f.wheelDigest, f.github),
    at('acme/other', f.wheelDigest, f.github),
    {
      repository: 'sigstore/sigstore-js',
      digest: `sha256:${f.packageDigest}`,
      bundle: null,
      bundleUrl: blobUrl('sigstore-js', f.publicGood)
    },
    at('acme/tampered', TAMPERED, tampered),
    at('actions/attest-demo', NO_TIMESTAMP, noTimestamp),
    at('sigstore/sigstore-js', NO_LOG_ENTRY, noLogEntry),
    at('acme/web-app', BAD_SIGNATURE, f.invalid),
    at('actions/attest-demo', OTHER_SUBJECT, f.github)
  ]
}

const describeWithFixtures = SIGSTORE_MISSING
  ? (name: string, tests: () => void) => describe.skip(`${name} (${SIGSTORE_MISSING})`, tests)
  : describe

const sandbox = useSandbox()
const definitions: GitHubAttestationDefinition[] = []
const github = useGitHub({ attestations: definitions })
/** A digest attested three times, one attestation a page: the one that verifies comes last. */
const pagedDefinitions: GitHubAttestationDefinition[] = []
const pagedGitHub = useGitHub({ attestations: pagedDefinitions, maxPerPage: 1 })

beforeAll(async () => {
  blobServer = createServer((request, response) => {
    blobRequests.push({ url: request.url ?? '', headers: request.headers })
    const body = blobs.get(new URL(request.url ?? '/', 'http://blob').pathname)
    if (!body) {
      response.writeHead(404).end()
      return
    }
    response.writeHead(200, { 'content-type': 'application/octet-stream' }).end(body)
  })
  await new Promise<void>(resolve => blobServer?.listen(0, '127.0.0.1', resolve))
  blobOrigin = `http://127.0.0.1:${(blobServer.address() as AddressInfo).port}`
  if (fixtures) {
    definitions.push(...attestations(fixtures))
    const at = (bundle: Bundle) => ({
      repository: 'actions/attest-demo',
      digest: `sha256:${fixtures.wheelDigest}`,
      bundle
    })
    pagedDefinitions.push(at(fixtures.invalid), at(fixtures.invalid), at(fixtures.github))
  }
  // The artifacts the records are about, reported on the trail first.
  const digests = fixtures ? [fixtures.wheelDigest, fixtures.packageDigest] : ([] as string[])
  for (const [index, fingerprint] of [
    ...digests,
    TAMPERED,
    NO_TIMESTAMP,
    NO_LOG_ENTRY,
    BAD_SIGNATURE,
    OTHER_SUBJECT,
    NOTHING
  ].entries()) {
    const run = await runStep({
      inputs: serviceInputs(sandbox, 'attest-artifact', {
        flow: WEB_APP_FLOW,
        trail: COMPLIANT_TRAIL,
        fingerprint,
        'artifact-name': `artifact-${index}`,
        filename: `artifact-${index}.bin`
      })
    })
    expect(run.exitCode).toBe(0)
  }
})

afterAll(
  () => new Promise<void>(resolve => (blobServer ? blobServer.close(() => resolve()) : resolve()))
)

beforeEach(() => {
  github.clearRequests()
  sandbox.clearRequests()
  blobRequests.length = 0
})

function provenance(extra: Record<string, string>): Promise<ActionRun> {
  return runStep({
    inputs: serviceInputs(sandbox, 'attest-provenance', {
      flow: WEB_APP_FLOW,
      trail: COMPLIANT_TRAIL,
      'github-token': github.token,
      'max-retries': '0',
      ...extra
    }),
    env: { GITHUB_API_URL: github.apiUrl }
  })
}

async function posted(): Promise<{ data: Record<string, unknown>; bundles?: string }> {
  const posts = postsIn(sandbox.requests)
  expect(posts).toHaveLength(1)
  const [post] = posts as [RecordedRequest]
  expect(post.path).toBe(
    `/api/v2/attestations/${sandbox.org}/${WEB_APP_FLOW}/trail/${COMPLIANT_TRAIL}/generic`
  )
  const form = await postedForm(post)
  const attachment = form.get('attachment_file')
  return {
    data: dataJsonOf(form),
    bundles: attachment instanceof Blob ? await attachment.text() : undefined
  }
}

describeWithFixtures('attest-provenance with real Sigstore bundles', () => {
  it("verifies a private repository's bundle against GitHub's trust root, and records its claims", async () => {
    const f = fixtures as Fixtures
    const run = await provenance({
      fingerprint: f.wheelDigest,
      repository: 'actions/attest-demo',
      'signer-workflow': 'actions/attest-demo/.github/workflows/build-python.yml',
      assert: 'true'
    })
    expect(run.exitCode).toBe(0)
    expect(run.outputs).toMatchObject({
      outcome: 'compliant',
      verified: 'true',
      'source-commit': 'a6c23b9806c593664f68637c8f9d45dfcf98b2db',
      'signer-workflow':
        'https://github.com/actions/attest-demo/.github/workflows/build-python.yml@refs/heads/main'
    })
    const { data, bundles } = await posted()
    expect(data).toMatchObject({
      attestation_name: 'provenance',
      artifact_fingerprint: f.wheelDigest,
      is_compliant: true,
      user_data: {
        predicate_type: 'https://slsa.dev/provenance/v1',
        source_repository: 'https://github.com/actions/attest-demo',
        source_ref: 'refs/heads/main',
        source_commit: 'a6c23b9806c593664f68637c8f9d45dfcf98b2db',
        signer_workflow:
          'https://github.com/actions/attest-demo/.github/workflows/build-python.yml@refs/heads/main',
        run_url: 'https://github.com/actions/attest-demo/actions/runs/8788389601/attempts/1',
        trust_domain: 'github'
      }
    })
    // The bundle as read, for an auditor to verify again.
    expect(JSON.parse(bundles?.trim() ?? 'null')).toEqual(f.github)
    // The colon goes as %3A, as Octokit's own route for this listing sends it.
    expect(github.requests.map(request => decodeURIComponent(request.path))).toEqual([
      `/repos/actions/attest-demo/attestations/sha256:${f.wheelDigest}`
    ])
    expect(run.summary).toContain('verified')
  })

  it('reads every page of the attestations, so one that verifies on a later page counts', async () => {
    const f = fixtures as Fixtures
    const run = await runStep({
      inputs: serviceInputs(sandbox, 'attest-provenance', {
        flow: WEB_APP_FLOW,
        trail: COMPLIANT_TRAIL,
        'github-token': pagedGitHub.token,
        'max-retries': '0',
        fingerprint: f.wheelDigest,
        repository: 'actions/attest-demo',
        assert: 'true'
      }),
      env: { GITHUB_API_URL: pagedGitHub.apiUrl }
    })
    expect([run.exitCode, run.outputs.verified]).toEqual([0, 'true'])
    // The digest begins with a letter after "sha256:", which Octokit would read as a
    // variable of the URL were the colon left as it is in a next-page link.
    expect(f.wheelDigest).toMatch(/^[a-f]/)
    const listing = `/repos/actions/attest-demo/attestations/sha256:${f.wheelDigest}`
    expect(
      pagedGitHub.requests.map(request => [
        decodeURIComponent(request.path),
        request.query.get('page')
      ])
    ).toEqual([
      [listing, null],
      [listing, '2'],
      [listing, '3']
    ])
    const { data, bundles } = await posted()
    expect(data).toMatchObject({ is_compliant: true })
    expect(bundles?.trim().split('\n').length).toBe(3)
  })

  it('verifies a public-good bundle read from the blob host without the token, by the sha512 of the file', async () => {
    const f = fixtures as Fixtures
    const run = await provenance({
      'artifact-path': join(SIGSTORE_FOLDER, PACKAGE),
      repository: 'sigstore/sigstore-js',
      'signer-workflow': 'sigstore/sigstore-js/.github/workflows/release.yml'
    })
    expect(run.exitCode).toBe(0)
    expect(run.outputs).toMatchObject({
      outcome: 'ok',
      verified: 'true',
      fingerprint: f.packageDigest,
      'source-commit': '26d16513386ffaa790b1c32f927544f1322e4194'
    })
    const { data } = await posted()
    expect(data).toMatchObject({ is_compliant: true, user_data: { trust_domain: 'public-good' } })
    expect(blobRequests).toHaveLength(1)
    expect(blobRequests[0]?.url).toMatch(/^\/blobs\/sigstore-js\?sv=/)
    const sent = JSON.stringify(blobRequests[0]?.headers)
    expect(blobRequests[0]?.headers.authorization).toBeUndefined()
    expect(sent).not.toContain(github.token)
    expect(sent).not.toContain(sandbox.token)
  })

  const refused: [string, () => Record<string, string>, string][] = [
    [
      'a tampered payload',
      () => ({ fingerprint: TAMPERED, repository: 'acme/tampered' }),
      'signature'
    ],
    [
      'a bundle without its timestamp',
      () => ({ fingerprint: NO_TIMESTAMP, repository: 'actions/attest-demo' }),
      'signature'
    ],
    [
      'a public-good bundle without its log entry',
      () => ({ fingerprint: NO_LOG_ENTRY, repository: 'sigstore/sigstore-js' }),
      'signature'
    ],
    [
      'a signature its log entry does not match',
      () => ({ fingerprint: BAD_SIGNATURE, repository: 'acme/web-app' }),
      'signature'
    ],
    [
      'another repository',
      () => ({ fingerprint: (fixtures as Fixtures).wheelDigest, repository: 'acme/other' }),
      'identity'
    ],
    [
      'another signer workflow',
      () => ({
        fingerprint: (fixtures as Fixtures).wheelDigest,
        repository: 'actions/attest-demo',
        'signer-workflow': 'actions/attest-demo/.github/workflows/build.yml'
      }),
      'identity'
    ],
    [
      'another subject',
      () => ({ fingerprint: OTHER_SUBJECT, repository: 'actions/attest-demo' }),
      'digest'
    ],
    [
      'another predicate type',
      () => ({
        fingerprint: (fixtures as Fixtures).wheelDigest,
        repository: 'actions/attest-demo',
        'predicate-type': 'https://slsa.dev/provenance/v0.2'
      }),
      'predicate'
    ],
    [
      'no attestation',
      () => ({ fingerprint: NOTHING, repository: 'actions/attest-demo' }),
      'no attestation'
    ]
  ]

  it.each(refused)(
    'records %s as not verified, and passes without assert',
    async (_, inputs, reason) => {
      const run = await provenance(inputs())
      expect(run.exitCode).toBe(0)
      expect(run.outputs).toMatchObject({ outcome: 'ok', verified: 'false', 'source-commit': '' })
      expect(run.stdout).toContain('The step passes because assert is false')
      const { data, bundles } = await posted()
      expect(data).toMatchObject({ is_compliant: false, user_data: { reason } })
      expect(bundles === undefined).toBe(reason === 'no attestation')
    }
  )

  it.each(
    refused.filter(([, , reason]) => ['signature', 'identity', 'no attestation'].includes(reason))
  )('fails the step with assert on %s, having recorded it', async (_, inputs, reason) => {
    const run = await provenance({ ...inputs(), assert: 'true' })
    expect(run.exitCode).toBe(1)
    expect(run.outputs).toMatchObject({ outcome: 'non-compliant', verified: 'false' })
    expect(run.stdout).toContain(`(${reason}:`)
    const { data } = await posted()
    expect(data).toMatchObject({ is_compliant: false, user_data: { reason } })
  })
})

describe('attest-provenance inputs', () => {
  it('refuses user-data, since the verification is the user data', async () => {
    const run = await provenance({ fingerprint: NOTHING, 'user-data': '{"a": 1}' })
    expect(run.exitCode).toBe(1)
    expect(run.stdout).toContain('Input "user-data" is set')
    expect(postsIn(sandbox.requests)).toEqual([])
    expect(github.requests).toEqual([])
  })

  it('refuses a signer workflow with a ref before any request', async () => {
    const run = await provenance({
      fingerprint: NOTHING,
      'signer-workflow': 'acme/web-app/.github/workflows/build.yml@refs/heads/main'
    })
    expect(run.exitCode).toBe(1)
    expect(run.stdout).toContain('leave out "@<ref>"')
    expect(github.requests).toEqual([])
  })
})
