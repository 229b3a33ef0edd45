/**
 * What every command is: a parser that validates its inputs before any request, and a
 * runner that returns outputs, a job summary and, for gates, the reason to fail the step.
 */
import type { CommonInputs } from './common-inputs.js'
import type { InputSource } from '../inputs/source.js'
import type { ServiceClient } from '../service/client.js'

export type Outcome = 'compliant' | 'non-compliant' | 'ok' | 'skipped' | 'error'

export interface Logger {
  info(message: string): void
  warning(message: string): void
  debug(message: string): void
  group<T>(title: string, work: () => Promise<T>): Promise<T>
  /** Masks a secret learnt while running (a registry's token); absent in some test loggers. */
  mask?(secret: string): void
}

export interface CommandContext {
  common: CommonInputs
  /** The service client; undefined only in a dry run without a token. */
  service: ServiceClient | undefined
  log: Logger
}

/** What reading a command's inputs may need of the runner besides its inputs. */
export interface StepContext {
  /** Masks a secret an input holds (a GitHub or Jira token), before anything prints it. */
  mask(secret: string): void
}

export interface CommandResult {
  outcome: Outcome
  outputs: Record<string, string>
  /** Markdown for the job summary. */
  summary?: string
  /** Set when the step must fail although the command itself worked (a gate said no). */
  failure?: string
  /**
   * Outputs over the 1 MB limit that the command did not hold in memory (a long listing's
   * `result`): their byte size; the output itself is given empty. fitOutputs warns for them
   * as for any output over the limit.
   */
  oversized?: Record<string, number>
  /**
   * Error annotations about what the command read (a failing test): the action layer prints
   * as many as the runner shows and logs the line that counts the rest.
   */
  annotations?: ErrorAnnotations
}

/** An `::error` annotation: a title, a message, and where it points when that is known. */
export interface Annotation {
  title: string
  message: string
  /** As the source gives it: relative to the workspace, or absolute. */
  file?: string
  line?: number
}

export interface ErrorAnnotations {
  /** The first of them, in order; more than the runner shows is fine. */
  first: Annotation[]
  /** How many there are in all: `first` holds the first of them. */
  total: number
  /** The log line for the `count` not annotated: what they are, and where they are listed. */
  rest(count: number): string
}

export interface Command<Inputs> {
  /**
   * Reads and validates this command's inputs; throws InputError. No request: only stat, and
   * reading and parsing the files inputs name (user-data, attestation-data, template-file,
   * scan-results) and the event payload, so a bad one fails before any request.
   */
  parseInputs(source: InputSource, common: CommonInputs, step: StepContext): Inputs
  run(inputs: Inputs, context: CommandContext): Promise<CommandResult>
}
