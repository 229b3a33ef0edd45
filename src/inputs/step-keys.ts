/**
 * The keys a step gave, as the action sees them. The runner passes every `with:` key of a
 * step as INPUT_<KEY> (upper case, spaces as "_", hyphens kept), declared or not, and only
 * warns "Unexpected input(s)"; @actions/core's getInput reads only the names it is asked for,
 * so a misspelt key (`enviroment`, `results_dir`) would otherwise go unseen.
 */
import { stepEnv } from '../runner/step-scope.js'

/** A `with:` key as the user typed it (the lower-cased name after INPUT_), and its value. */
export interface StepKey {
  key: string
  value: string
}

/** A key the step gave that its command does not read. */
export interface UnreadKey {
  /** As the user typed it: the lower-cased name after INPUT_. */
  key: string
  /** Another command reads it; otherwise no command has it (a misspelt key, most likely). */
  readByOthers: boolean
  /** The input of the command it most likely meant, when there is one to name. */
  nearest?: string
}

const PREFIX = 'INPUT_'

/**
 * INPUT_ names that no `with:` key of the user sets, so they never count as given. The one
 * list of them:
 * - command: each sub-action's entry (dist/commands/<name>.js) sets INPUT_COMMAND to its own
 *   command; on the root action it is the input that picks the command.
 *
 * Told apart otherwise, so not listed by name:
 * - The runner's defaults: through the root action.yml the runner passes every input that
 *   has a default, whichever command runs. A value equal to its declared default, and any
 *   input whose default is an expression (`${{ github.token }}`), do not count.
 * - Empty values: an empty input is an unset one everywhere in the action.
 * - Names not in upper case: the runner writes only upper case, and getInput reads only
 *   upper case; a mixed-case INPUT_ variable comes from an `env:` block, not a `with:` key.
 * - Composite actions: GitHub's runner gives a composite action's own inputs to its steps
 *   only through the `inputs` context, never as INPUT_ variables. act, and the Gitea and
 *   Forgejo runners built on it, also export them as INPUT_<NAME> to the steps inside: there
 *   they count as given, as a misspelt key would (docs/behaviour.md says how to clear one).
 */
export const RUNNER_SET_INPUTS: readonly string[] = ['command']

/** The keys the step gave: INPUT_ variables with a value, the runner's own left out. */
export function stepKeys(env: Record<string, string | undefined> = stepEnv()): StepKey[] {
  const keys: StepKey[] = []
  for (const [name, raw] of Object.entries(env)) {
    if (!name.startsWith(PREFIX) || name !== name.toUpperCase()) continue
    const key = name.slice(PREFIX.length).toLowerCase()
    const value = raw?.trim() ?? ''
    if (key === '' || value === '' || RUNNER_SET_INPUTS.includes(key)) continue
    keys.push({ key, value })
  }
  return keys.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
}
