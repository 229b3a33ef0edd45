/**
 * A container registry emulator on loopback that answers like Docker Hub and GHCR for
 * manifest reads: `GET /v2/<name>/manifests/<ref>` answers 401 with
 * `WWW-Authenticate: Bearer realm=...,service=...,scope=...` until it gets a token, the
 * token endpoint hands out tokens (anonymously, or for Basic credentials it knows; 401 for
 * wrong ones), and the manifest comes with its `Docker-Content-Digest`. The token endpoint is
 * on the registry's own origin (as GHCR's) or on a second server (as Docker Hub's
 * auth.docker.io). Plain http: the action reaches a loopback registry over http after https
 * fails there. It also serves what the action must refuse: any bytes under any content type,
 * with or without the digest header, and an SSO gateway's sign-in page in front of it all.
 */
import { createHash, randomBytes } from 'node:crypto'
import { jsonReply, startLoopbackServer, type LoopbackServer } from './loopback-server.js'
import type { RecordedRequest } from './loopback-server.js'

export interface RegistryImage {
  repository: string
  tag: string
  /** The manifest's bytes, sent as they are; a generated OCI index when absent. */
  manifest?: string | Buffer
  /** Its Content-Type; the OCI index type by default. */
  contentType?: string
  /** Sent without Docker-Content-Digest (some registries and mirrors omit it). */
  withoutDigestHeader?: boolean
  /** Only the users listed in RegistryOptions.users may pull it. */
  private?: boolean
}

export interface RegistryOptions {
  images?: RegistryImage[]
  /** username -> password, for Basic credentials at the token endpoint. */
  users?: Record<string, string>
  /** 'separate': the token endpoint is another origin (Docker Hub); 'same' (GHCR) by default. */
  realm?: 'same' | 'separate'
  /** Names a digest in Docker-Content-Digest that is not the manifest's. */
  wrongDigestHeader?: boolean
  /**
   * An SSO gateway or captive proxy in front of the registry: every request is answered 200
   * with this HTML sign-in page, and no Docker-Content-Digest.
   */
  signInPage?: string
}

export interface RegistryEmulator {
  /** host:port, as an image reference names the registry. */
  readonly host: string
  readonly tokenOrigin: string
  /** Requests to the registry itself. */
  readonly registryRequests: RecordedRequest[]
  /** Requests to the token endpoint. */
  readonly tokenRequests: RecordedRequest[]
  /** Every token handed out. */
  readonly tokens: string[]
  /** "sha256:<hex>" of an image's manifest bytes. */
  digestOf(repository: string, tag: string): string
  close(): Promise<void>
}

export const DEFAULT_IMAGES: RegistryImage[] = [
  { repository: 'library/alpine', tag: '3.20' },
  { repository: 'acme/web-app', tag: '1.0.0' },
  { repository: 'acme/private-app', tag: '2.1.0', private: true }
]

const INDEX_TYPE = 'application/vnd.oci.image.index.v1+json'
const SERVICE = 'registry.sandbox'

/** A small but real-looking OCI image index, different for every image. */
export function sampleIndex(repository: string, tag: string): string {
  const digest = (text: string) => `sha256:${createHash('sha256').update(text).digest('hex')}`
  return JSON.stringify(
    {
      schemaVersion: 2,
      mediaType: INDEX_TYPE,
      manifests: ['amd64', 'arm64'].map(architecture => ({
        mediaType: 'application/vnd.oci.image.manifest.v1+json',
        digest: digest(`${repository}:${tag}:${architecture}`),
        size: 1024,
        platform: { architecture, os: 'linux' }
      }))
    },
    null,
    3
  )
}

export async function startRegistry(options: RegistryOptions = {}): Promise<RegistryEmulator> {
  const images = (options.images ?? DEFAULT_IMAGES).map(image => ({
    ...image,
    manifest: image.manifest ?? sampleIndex(image.repository, image.tag)
  }))
  const users = options.users ?? {}
  /** token -> who it was given to (undefined: anonymous) and the repositories it may pull. */
  const granted = new Map<string, { user?: string; repositories: string[] }>()
  const tokens: string[] = []

  const find = (repository: string, reference: string) =>
    images.find(
      image =>
        image.repository === repository &&
        (image.tag === reference || digestOf(image.manifest) === reference)
    )

  let tokenOrigin = ''
  const handleToken = async (call: {
    query: URLSearchParams
    headers: Record<string, string | string[] | undefined>
  }) => {
    let user: string | undefined
    const authorization = String(call.headers.authorization ?? '')
    if (authorization) {
      const match = /^Basic (.+)$/.exec(authorization)
      const [name, password] = Buffer.from(match?.[1] ?? '', 'base64')
        .toString('utf8')
        .split(/:(.*)/s)
      if (!match || name === undefined || users[name] === undefined || users[name] !== password) {
        return jsonReply(401, {
          errors: [{ code: 'UNAUTHORIZED', message: 'incorrect username or password' }]
        })
      }
      user = name
    }
    const scope = call.query.get('scope') ?? ''
    const repository = /^repository:([^:]+):pull$/.exec(scope)?.[1]
    const token = randomBytes(24).toString('hex')
    granted.set(token, { user, repositories: repository ? [repository] : [] })
    tokens.push(token)
    return jsonReply(200, { token, access_token: token, expires_in: 300 })
  }

  const registry: LoopbackServer = await startLoopbackServer({
    host: '127.0.0.1',
    port: 0,
    mountPath: '',
    maxBodyBytes: 1024,
    handle: async call => {
      const path = call.pathUnderMount ?? ''
      if (options.signInPage !== undefined) {
        return {
          status: 200,
          headers: { 'content-type': 'text/html; charset=utf-8' },
          body: options.signInPage
        }
      }
      if (path === '/token' && options.realm !== 'separate') return handleToken(call)
      const match = /^\/v2\/(.+)\/manifests\/([^/]+)$/.exec(path)
      const challenge = (repository: string) => ({
        'www-authenticate': `Bearer realm="${tokenOrigin}/token",service="${SERVICE}",scope="repository:${repository}:pull"`,
        'docker-distribution-api-version': 'registry/2.0'
      })
      if (path === '/v2/' || path === '/v2') {
        return jsonReply(401, { errors: [{ code: 'UNAUTHORIZED' }] }, challenge(''))
      }
      if (!match || (call.method !== 'GET' && call.method !== 'HEAD')) {
        return jsonReply(404, { errors: [{ code: 'NOT_FOUND' }] })
      }
      const [, repository = '', reference = ''] = match
      const bearer = /^Bearer (.+)$/.exec(String(call.headers.authorization ?? ''))?.[1]
      const grant = bearer ? granted.get(bearer) : undefined
      if (!grant || !grant.repositories.includes(repository)) {
        return jsonReply(
          401,
          { errors: [{ code: 'UNAUTHORIZED', message: 'authentication required' }] },
          challenge(repository)
        )
      }
      const image = find(repository, reference)
      if (!image || (image.private && grant.user === undefined)) {
        // As Docker Hub: a private image looks the same as a missing one to a stranger.
        return image
          ? jsonReply(
              401,
              { errors: [{ code: 'UNAUTHORIZED', message: 'insufficient_scope' }] },
              challenge(repository)
            )
          : jsonReply(404, { errors: [{ code: 'MANIFEST_UNKNOWN', message: 'manifest unknown' }] })
      }
      const digest = options.wrongDigestHeader
        ? digestOf(Buffer.concat([Buffer.from(image.manifest), Buffer.from(' ')]))
        : digestOf(image.manifest)
      return {
        status: 200,
        headers: {
          'content-type': image.contentType ?? INDEX_TYPE,
          ...(image.withoutDigestHeader ? {} : { 'docker-content-digest': digest }),
          'docker-distribution-api-version': 'registry/2.0'
        },
        body: call.method === 'HEAD' ? '' : image.manifest
      }
    }
  })

  let tokenServer: LoopbackServer | undefined
  if (options.realm === 'separate') {
    tokenServer = await startLoopbackServer({
      host: '127.0.0.1',
      port: 0,
      mountPath: '',
      maxBodyBytes: 1024,
      handle: async call =>
        call.pathUnderMount === '/token'
          ? handleToken(call)
          : jsonReply(404, { errors: [{ code: 'NOT_FOUND' }] })
    })
  }
  tokenOrigin = tokenServer?.origin ?? registry.origin

  return {
    host: new URL(registry.origin).host,
    tokenOrigin,
    registryRequests: registry.requests,
    tokenRequests: tokenServer ? tokenServer.requests : registry.requests,
    tokens,
    digestOf: (repository, tag) => {
      const image = find(repository, tag)
      if (!image) throw new Error(`no image ${repository}:${tag} in the registry emulator`)
      return digestOf(image.manifest)
    },
    close: async () => {
      await registry.close()
      await tokenServer?.close()
    }
  }
}

function digestOf(manifest: string | Buffer): string {
  return `sha256:${createHash('sha256').update(manifest).digest('hex')}`
}
