/**
 * diff-snapshots: what changed between two snapshots (the vendor CLI's `diff snapshots`), of
 * one environment (what a deploy changed) or of two (what staging runs that production does
 * not). Outputs the artifacts added, removed and scaled, for release notes or a check.
 */
import type { InputSource } from '../../inputs/source.js'
import { diffSnapshots } from '../../service/snapshots.js'
import { explainRead } from '../../service/identity.js'
import { skippedWithoutToken } from '../../action/skip.js'
import type { Command, CommandContext, CommandResult } from '../../action/command.js'
import { changesOf, countsSentence } from './changes.js'
import { readSnappish } from './snappish.js'
import { renderDiffSummary } from './summary.js'

export interface DiffSnapshotsInputs {
  first: string
  second: string
}

function parseInputs(source: InputSource): DiffSnapshotsInputs {
  return { first: readSnappish(source, 'snapshot-1'), second: readSnappish(source, 'snapshot-2') }
}

async function run(inputs: DiffSnapshotsInputs, context: CommandContext): Promise<CommandResult> {
  const service = context.service
  if (!service) return skippedWithoutToken(context.log, 'the snapshots were not compared')
  const { org } = context.common
  const { first, second } = inputs
  const asked = `snapshots "${first}" and "${second}"`
  const diff = await explainRead(diffSnapshots(service, { org, first, second }), {
    about: ['environment'],
    missing: `Org "${org}" cannot compare ${asked}`,
    notRecorded: `The comparison of ${asked} is not what the service answered`,
    advice:
      'check snapshot-1 and snapshot-2: each names an environment of the org and one of its snapshots'
  })
  const changes = changesOf(diff)
  context.log.info(
    `${diff.snappish1.snapshot_id ?? first} → ${diff.snappish2.snapshot_id ?? second}: ${countsSentence(changes)}.`
  )
  return {
    outcome: 'ok',
    outputs: {
      added: JSON.stringify(changes.added),
      removed: JSON.stringify(changes.removed),
      changed: JSON.stringify(changes.changed),
      result: JSON.stringify(diff)
    },
    summary: renderDiffSummary(diff, changes, inputs)
  }
}

export const command: Command<DiffSnapshotsInputs> = { parseInputs, run }
