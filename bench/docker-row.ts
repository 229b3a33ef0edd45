/**
 * The snapshot-docker row: the action against a `docker ps` + `docker image inspect` shell
 * pipeline that finds the same digests, both on the same real engine (kit/docker-engine.ts,
 * started for the row in a folder of its own) running 50 containers from 10 pushed images.
 */
import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  DOCKER_MISSING,
  importBaseImage,
  pushedImage,
  runContainer,
  startDockerEngine,
  type DockerEngine
} from '../__tests__/kit/docker-engine.js'
import { mapBounded } from '../src/concurrency.js'
import { node24Path } from '../tools/run-action.js'
import {
  actionProcess,
  alternate,
  baseEnv,
  expectSample,
  externalCommand,
  median,
  scratchFile,
  timeProcess,
  type ProcessSpec
} from './measure.js'
import { commonInputs, slowdownRow, type RowContext, type RowResult } from './rows.js'

const IMAGES = 10
const CONTAINERS = 50

export interface DockerBench {
  engine: DockerEngine
  /** The registry digest of each image, as the registry reports it. */
  digests: string[]
}

/** Starts the engine and registry, pushes the images and runs the containers. */
export async function startDockerBench(
  log: (message: string) => void
): Promise<DockerBench | undefined> {
  if (DOCKER_MISSING) {
    log(DOCKER_MISSING)
    return undefined
  }
  const engine = await startDockerEngine(await mkdtemp(join(tmpdir(), 'bench-docker-')))
  try {
    await importBaseImage(engine)
    const images = await mapBounded(
      Array.from({ length: IMAGES }, (_, i) => i),
      3,
      i => pushedImage(engine, `bench/app${i}`, '1.0')
    )
    await mapBounded(
      Array.from({ length: CONTAINERS }, (_, i) => i),
      5,
      i => runContainer(engine, images[i % IMAGES]?.reference ?? '', `bench-${i}`)
    )
    return { engine, digests: images.map(image => image.digest).sort() }
  } catch (error) {
    await engine.stop()
    throw error
  }
}

/** The distinct digests a JSON `result` (a DockerReport) or the pipeline's lines name. */
function digestsOfReport(result: string | undefined): string[] {
  try {
    const body = JSON.parse(result ?? '') as { artifacts: { digests: Record<string, string> }[] }
    return [...new Set(body.artifacts.flatMap(a => Object.values(a.digests)))].sort()
  } catch {
    return []
  }
}

function digestsOfLines(stdout: string): string[] {
  return [...new Set(stdout.match(/[a-f0-9]{64}/g) ?? [])].sort()
}

/** The median time Node 24 takes to start and exit doing nothing, in whole milliseconds. */
async function nodeStart(runs: number): Promise<number> {
  const spec: ProcessSpec = { command: node24Path(), args: ['-e', '0'], env: baseEnv() }
  const times: number[] = []
  for (let run = 0; run < runs; run++) times.push((await timeProcess(spec)).ms)
  return Math.round(median(times))
}

export async function dockerRow(context: RowContext, bench: DockerBench): Promise<RowResult> {
  const env = { DOCKER_HOST: bench.engine.dockerHost }
  const action = await actionProcess(
    {
      ...commonInputs(context.services),
      command: 'snapshot-docker',
      environment: 'bench-docker',
      'dry-run': 'true'
    },
    { env }
  )
  // What a shell step does without the action: list the running images, inspect each.
  const pipeline =
    "docker ps --format '{{.Image}}' | sort -u | xargs docker image inspect --format '{{index .RepoDigests 0}}'"
  const spec = externalCommand('sh', ['-c', pipeline], scratchFile('docker-pipeline.usage'))
  const reference: ProcessSpec = {
    ...spec,
    env: { ...spec.env, ...env, DOCKER_CONFIG: join(bench.engine.root, 'config') }
  }
  const expected = bench.digests.join(',')
  try {
    const result = await alternate({
      runs: context.runs,
      measured: () => action.run(),
      reference: () => timeProcess(reference),
      checkMeasured: s =>
        expectSample(
          'snapshot-docker',
          s,
          s.exitCode === 0 &&
            s.outputs.count === String(CONTAINERS) &&
            digestsOfReport(s.outputs.result).join(',') === expected,
          `count ${s.outputs.count}`
        ),
      checkReference: s =>
        expectSample(
          'docker ps | docker image inspect',
          s,
          s.exitCode === 0 && digestsOfLines(s.stdout).join(',') === expected
        )
    })
    // The floor under any Node step, measured in the same run: Node starting and doing
    // nothing. A Node step cannot start faster than Node, so the goal is the shell pipeline
    // plus that start: each reference sample gets the bare start's median added.
    const bare = await nodeStart(context.runs)
    const row = slowdownRow(
      `snapshot-docker (${CONTAINERS} containers, ${IMAGES} images)`,
      result.measured,
      result.reference.map(sample => ({ ...sample, ms: sample.ms + bare })),
      `docker ps + docker image inspect, plus \`node -e 0\` (${bare} ms)`,
      1.0
    )
    return {
      ...row,
      notes: [...row.notes, `snapshot-docker: \`node -e 0\` median ${bare} ms.`]
    }
  } finally {
    await action.dispose()
  }
}
