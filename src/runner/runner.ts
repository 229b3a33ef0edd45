/**
 * The one seam between the action and whatever runs it. A command reaches the runner only
 * through this: the step's environment (its inputs among it), its outputs, the job summary,
 * log lines and annotations, secrets to mask, and the failure. The workflow runner is wired
 * in by actions-runner.ts through @actions/core; tests wire it in memory.
 */

/** The step's environment, as the runner set it: INPUT_*, GITHUB_*, RUNNER_*, KOSLI_*. */
export type Env = Readonly<Record<string, string | undefined>>

/** Where an annotation points, as the runner shows it. */
export interface AnnotationProperties {
  title?: string
  file?: string
  startLine?: number
}

export interface Runner {
  readonly env: Env
  /** The input as the runner passes it (INPUT_<NAME>), trimmed; undefined when empty. */
  input(name: string): string | undefined
  /** One log line, as it is: callers neutralise remote text first (action/log.ts). */
  info(line: string): void
  debug(line: string): void
  warning(message: string): void
  error(message: string, properties?: AnnotationProperties): void
  group<T>(title: string, work: () => Promise<T>): Promise<T>
  /** Hides the value wherever the runner prints it, from now on. */
  mask(secret: string): void
  setOutput(name: string, value: string): void
  /** Appends to the job summary; throws when the runner has none (GITHUB_STEP_SUMMARY unset). */
  appendSummary(markdown: string): Promise<void>
  /** Fails the step with the message as its error annotation. */
  fail(message: string): void
  /** How the step waits before a retry; real time when absent (tests count the waits). */
  sleep?(ms: number): Promise<void>
}
