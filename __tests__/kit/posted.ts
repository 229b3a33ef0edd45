/** What the action posted, as the sandbox recorded it, and the workflow events it reads. */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { RecordedRequest } from '../../sandbox/server.js'
import type { ActionRun } from '../../tools/run-action.js'
import { expectConformingRequests } from './openapi.js'

const EVENTS = join(process.cwd(), '__fixtures__', 'events')

/** A workflow event payload from __fixtures__/events. */
export function event(name: string): unknown {
  return JSON.parse(readFileSync(join(EVENTS, name), 'utf8'))
}

/**
 * The commit and repository records a build-side write sends for a run as tools/run-action.ts
 * starts it (GITHUB_SHA, GITHUB_REF_NAME, GITHUB_REPOSITORY, no commit in the event payload).
 */
export const RUN_COMMIT_RECORDS = {
  git_commit_info: {
    sha1: 'f'.repeat(40),
    branch: 'main',
    url: `https://github.com/acme/web-app/commit/${'f'.repeat(40)}`
  },
  repo_info: {
    id: '123456',
    name: 'acme/web-app',
    provider: 'github',
    url: 'https://github.com/acme/web-app'
  }
}

/** The POST requests among `requests`, in the order they came. */
export function postsIn(requests: readonly RecordedRequest[]): RecordedRequest[] {
  return requests.filter(request => request.method === 'POST')
}

/** The requests among `requests` that write (every method but GET), in the order they came. */
export function writesIn(requests: readonly RecordedRequest[]): RecordedRequest[] {
  return requests.filter(request => request.method !== 'GET')
}

/** The multipart form a recorded request carried. */
export async function postedForm(request: RecordedRequest | undefined): Promise<FormData> {
  if (!request) throw new Error('nothing was posted')
  return new Response(new Uint8Array(request.body), {
    headers: { 'content-type': request.contentType ?? '' }
  }).formData()
}

/** The data_json part of the form a recorded request carried, parsed. */
export async function postedDataJson(
  request: RecordedRequest | undefined
): Promise<Record<string, unknown>> {
  return dataJsonOf(await postedForm(request))
}

/** Each part of the form a recorded request carried: a text as it is, a file as `file NAME: TEXT`. */
export async function postedParts(
  request: RecordedRequest | undefined
): Promise<Record<string, string>> {
  const found: Record<string, string> = {}
  for (const [name, value] of (await postedForm(request)).entries()) {
    found[name] = typeof value === 'string' ? value : `file ${value.name}: ${await value.text()}`
  }
  return found
}

export function dataJsonOf(form: FormData): Record<string, unknown> {
  return JSON.parse(String(form.get('data_json'))) as Record<string, unknown>
}

/**
 * A run that succeeded by posting exactly once, every request it sent conforming to the
 * published description.
 */
export async function expectOneConformingPost(
  run: Pick<ActionRun, 'exitCode'>,
  requests: readonly RecordedRequest[]
): Promise<void> {
  expect(run.exitCode).toBe(0)
  expect(postsIn(requests)).toHaveLength(1)
  await expectConformingRequests(requests)
}

/** A dry run that sent nothing at all, not even a read, and said so with outcome skipped. */
export function expectSkippedWithoutRequests(
  run: Pick<ActionRun, 'exitCode' | 'outputs'>,
  requests: readonly RecordedRequest[]
): void {
  expect(run.exitCode).toBe(0)
  expect(run.outputs.outcome).toBe('skipped')
  expect(requests).toHaveLength(0)
}
