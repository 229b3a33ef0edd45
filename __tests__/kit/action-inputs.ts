/**
 * Checks the `with:` of every step that uses this action against the action.yml it names,
 * as the runner would resolve it: `kosli-dev/compliance-action/<command>@<ref>` is the
 * sub-action in `<command>/action.yml`; `kosli-dev/compliance-action@<ref>` is the root
 * action, whose `command` picks the sub-action whose inputs the step may give. actionlint
 * cannot see inputs of an action it cannot fetch, so without this a misspelt or foreign
 * input in an example would pass every other check while the runner ignores it.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'

const OWN_ACTION = /^kosli-dev\/compliance-action(?:\/([^@]+))?@\S+$/

type ActionInputs = { declared: Set<string>; required: string[] }

const cache = new Map<string, ActionInputs | undefined>()

/** The inputs a folder's action.yml declares, or undefined when there is no such action. */
function actionInputs(root: string, folder: string): ActionInputs | undefined {
  const path = join(root, folder, 'action.yml')
  if (cache.has(path)) return cache.get(path)
  let found: ActionInputs | undefined
  if (existsSync(path)) {
    const action = parse(readFileSync(path, 'utf8')) as {
      inputs?: Record<string, { required?: boolean; default?: unknown }>
    }
    const inputs = Object.entries(action.inputs ?? {})
    found = {
      declared: new Set(inputs.map(([name]) => name)),
      required: inputs
        .filter(([, input]) => input.required === true && input.default === undefined)
        .map(([name]) => name)
    }
  }
  cache.set(path, found)
  return found
}

type Step = { uses?: unknown; with?: Record<string, unknown> | null }

function stepsOf(workflow: unknown): { job: string; index: number; step: Step }[] {
  const jobs = (workflow as { jobs?: Record<string, { steps?: unknown }> } | undefined)?.jobs
  return Object.entries(jobs ?? {}).flatMap(([job, body]) =>
    (Array.isArray(body?.steps) ? (body.steps as Step[]) : []).map((step, index) => ({
      job,
      index,
      step
    }))
  )
}

/** One step's findings: inputs the action does not declare, required ones missing. */
function stepFindings(root: string, uses: string, given: Record<string, unknown>): string[] {
  const match = OWN_ACTION.exec(uses)
  if (!match) return []
  const subAction = match[1]
  let folder = subAction
  const keys = Object.keys(given)
  if (subAction === undefined) {
    const command = given.command
    if (typeof command !== 'string' || command === '') {
      return [
        `${uses} is the root action: it needs command, or use ${uses.replace('@', '/<command>@')}`
      ]
    }
    folder = command
    keys.splice(keys.indexOf('command'), 1)
  }
  const inputs = actionInputs(root, folder as string)
  if (!inputs) return [`${uses}: no command ${JSON.stringify(folder)} (no ${folder}/action.yml)`]
  return [
    ...keys
      .filter(key => !inputs.declared.has(key))
      .map(key => `${uses}: input "${key}" is not an input of ${folder}`),
    ...inputs.required
      .filter(name => !(name in given))
      .map(name => `${uses}: required input "${name}" of ${folder} is missing`)
  ]
}

/**
 * Every problem with the inputs the workflow gives this action, as
 * `<job> step <n>: <problem>`; empty when every step's `with:` fits its action.yml.
 */
export function ownActionInputFindings(workflow: unknown, root = process.cwd()): string[] {
  return stepsOf(workflow).flatMap(({ job, index, step }) =>
    typeof step.uses === 'string'
      ? stepFindings(root, step.uses, step.with ?? {}).map(
          problem => `${job} step ${index + 1}: ${problem}`
        )
      : []
  )
}

/** How many steps of the workflow use this action (so a test can tell it checked some). */
export function ownActionSteps(workflow: unknown): number {
  return stepsOf(workflow).filter(
    ({ step }) => typeof step.uses === 'string' && OWN_ACTION.test(step.uses)
  ).length
}
