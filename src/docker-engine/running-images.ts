/**
 * What runs on a Docker engine: its running containers (GET /containers/json), and for each
 * the registry digest of its image (GET /images/{id}/json, RepoDigests): the one the name it
 * shows pins, else chosen as the vendor CLI chooses it (repo-digest.ts). Each image is
 * inspected once however many containers run it, with a bound on the requests in flight.
 * The engine's text is returned as it is: callers log it through the escaping logger.
 */
import { mapBounded } from '../concurrency.js'
import * as z from '../parsing/zod.js'
import type { DockerEngineClient } from './engine-client.js'
import { chooseRepoDigest, type RepoDigestProblem } from './repo-digest.js'

const ContainerSummarySchema = z.looseObject({
  Id: z.string().check(z.minLength(1)),
  Names: z.nullish(z.array(z.string())),
  /** The image as the container shows it: the name it was started with, or an ID. */
  Image: z.string().check(z.minLength(1)),
  ImageID: z.nullish(z.string()),
  /** Unix seconds. */
  Created: z.number().check(z.int(), z.nonnegative())
})
const ContainerListSchema = z.array(ContainerSummarySchema)
const ImageInspectSchema = z.looseObject({
  Id: z.string(),
  RepoDigests: z.nullish(z.array(z.string()))
})

type ContainerSummary = z.infer<typeof ContainerSummarySchema>

export interface RunningImage {
  /** The container's name, without the engine's leading "/". */
  container: string
  /** The image as the container shows it. */
  image: string
  /** 64 lowercase hex: the image's registry digest. */
  digest: string
  /** The container's creation, unix seconds. */
  createdAt: number
}

export interface LeftOutContainer {
  container: string
  image: string
  /** Why it is not reported, as a sentence part: "its image ... ". */
  reason: string
}

export interface RunningImages {
  running: RunningImage[]
  leftOut: LeftOutContainer[]
}

/** The most image inspections in flight at once. */
const INSPECT_CONCURRENCY = 8

/** Reads every running container and its image's registry digest; throws RequestError. */
export async function readRunningImages(client: DockerEngineClient): Promise<RunningImages> {
  const listed = await client.get('/containers/json')
  const containers = parsed(client, '/containers/json', ContainerListSchema, listed.body)
  // The ID names exactly the image that runs; a name may since point to another image.
  const imageKey = (c: ContainerSummary) => c.ImageID || c.Image
  const keys = [...new Set(containers.map(imageKey))]
  const inspected = await mapBounded(keys, INSPECT_CONCURRENCY, key => inspectImage(client, key))
  const repoDigests = new Map(keys.map((key, index) => [key, inspected[index]]))
  const running: RunningImage[] = []
  const leftOut: LeftOutContainer[] = []
  for (const c of containers) {
    const container = containerName(c)
    const digests = repoDigests.get(imageKey(c))
    if (digests === undefined) {
      leftOut.push({ container, image: c.Image, reason: 'its image is no longer on the engine' })
      continue
    }
    const choice = chooseRepoDigest(c.Image, digests)
    if ('digest' in choice) {
      running.push({ container, image: c.Image, digest: choice.digest, createdAt: c.Created })
    } else {
      leftOut.push({ container, image: c.Image, reason: leftOutReason(choice.problem, digests) })
    }
  }
  return { running, leftOut }
}

function leftOutReason(problem: RepoDigestProblem, repoDigests: readonly string[]): string {
  switch (problem) {
    case 'none':
      return 'its image has no registry digest (it was built here and never pushed to or pulled from a registry)'
    case 'unmatched':
      return "none of its image's registry digests belongs to the name the container shows"
    case 'not-sha256':
      return "its image's registry digest is not a sha256 digest"
    case 'pinned-absent':
      // Another of the image's digests would be another artifact.
      return `its name pins a digest that its image's registry digests (${listed(repoDigests)}) do not hold for that repository, and no other digest is reported in its place; check which image it runs with docker inspect`
  }
}

/** At most three RepoDigests, then how many more. */
function listed(repoDigests: readonly string[]): string {
  const shown = repoDigests.slice(0, 3).join(', ')
  return repoDigests.length > 3 ? `${shown} and ${repoDigests.length - 3} more` : shown
}

/** The image's RepoDigests, or undefined when the engine no longer has the image (404). */
async function inspectImage(
  client: DockerEngineClient,
  image: string
): Promise<string[] | undefined> {
  const path = `/images/${encodeURIComponent(image)}/json`
  const answer = await client.get(path, [404])
  if (answer.status === 404) return undefined
  const inspected = parsed(client, path, ImageInspectSchema, answer.body)
  // Asked by ID, the answer must be about that image: another's digests would report
  // something else as running.
  if (isImageId(image) && bareId(inspected.Id) !== bareId(image)) {
    throw client.unexpectedAnswer(
      path,
      `it describes image ${JSON.stringify(inspected.Id.slice(0, 80))}, not ${image}`
    )
  }
  return inspected.RepoDigests ?? []
}

function isImageId(key: string): boolean {
  return /^(sha256:)?[a-f0-9]{64}$/.test(key)
}

function bareId(id: string): string {
  return id.replace(/^sha256:/, '')
}

function containerName(c: ContainerSummary): string {
  const name = c.Names?.find(n => n.trim() !== '')
  return name ? name.replace(/^\//, '') : c.Id.slice(0, 12)
}

function parsed<T>(
  client: DockerEngineClient,
  path: string,
  schema: z.ZodMiniType<T>,
  body: unknown
): T {
  const result = schema.safeParse(body)
  if (result.success) return result.data
  const problems = result.error.issues
    .slice(0, 5)
    .map(issue => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
    .join('; ')
  throw client.unexpectedAnswer(
    path,
    `the JSON does not have the fields the Engine API documents (${problems})`
  )
}
