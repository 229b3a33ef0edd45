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
import { fileURLToPath } from 'node:url'
import { parse } from 'yaml'
import { allInputs, inputVariables, loadDeclarations } from '../../tools/declarations.js'

const OWN_ACTION = /^kosli-dev\/compliance-action(?:\/([^@]+))?@\S+$/

/**
 * The inputs a step must give, each with the variable that may stand in for it, from the
 * declarations: action.yml leaves `required` off an input a variable can supply.
 */
const REQUIRED = new Map(
  (await loadDeclarations(fileURLToPath(new URL('../../src/commands/', import.meta.url)))).map(
    declaration => {
      const variables = inputVariables(declaration)
      const required = Object.entries(allInputs(declaration))
        .filter(([, input]) => input.required === true && input.default === undefined)
        .map(([name]) => ({ name, variable: variables[name]?.variable }))
      return [declaration.name, required]
    }
  )
)

type ActionInputs = { declared: Set<string>; required: { name: string; variable?: string }[] }

const cache = new Map<string, ActionInputs | undefined>()

/** The inputs a folder's action.yml declares, or undefined when there is no such action. */
function actionInputs(root: string, folder: string): ActionInputs | undefined {
  const path = join(root, folder, 'action.yml')
  if (cache.has(path)) return cache.get(path)
  let found: ActionInputs | undefined
  if (existsSync(path)) {
    const action = parse(readFileSync(path, 'utf8')) as { inputs?: Record<string, unknown> }
    found = {
      declared: new Set(Object.keys(action.inputs ?? {})),
      required: REQUIRED.get(folder) ?? []
    }
  }
  cache.set(path, found)
  return found
}

type Env = Record<string, unknown>
type Step = { uses?: unknown; with?: Record<string, unknown> | null; env?: Env }

/** Each step, with the variables in its scope: the workflow's, its job's and its own. */
function stepsOf(workflow: unknown): { job: string; index: number; step: Step; env: Env }[] {
  const top = workflow as { env?: Env; jobs?: Record<string, { steps?: unknown; env?: Env }> }
  return Object.entries(top?.jobs ?? {}).flatMap(([job, body]) =>
    (Array.isArray(body?.steps) ? (body.steps as Step[]) : []).map((step, index) => ({
      job,
      index,
      step,
      env: { ...top.env, ...body.env, ...step.env }
    }))
  )
}

/**
 * One step's findings: inputs the action does not declare, required ones missing (given
 * neither in `with:` nor through their variable).
 */
function stepFindings(
  root: string,
  uses: string,
  given: Record<string, unknown>,
  env: Env
): string[] {
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
      .filter(
        ({ name, variable }) => !(name in given) && !(variable !== undefined && variable in env)
      )
      .map(({ name }) => `${uses}: required input "${name}" of ${folder} is missing`)
  ]
}

/**
 * Every problem with the inputs the workflow gives this action, as
 * `<job> step <n>: <problem>`; empty when every step's `with:` fits its action.yml.
 */
export function ownActionInputFindings(workflow: unknown, root = process.cwd()): string[] {
  return stepsOf(workflow).flatMap(({ job, index, step, env }) =>
    typeof step.uses === 'string'
      ? stepFindings(root, step.uses, step.with ?? {}, env).map(
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
