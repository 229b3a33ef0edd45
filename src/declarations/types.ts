/**
 * What a command declares about itself, once, in `src/commands/<name>/declaration.ts`. The
 * root action.yml, each command's own action.yml, the input catalog the action reads at run
 * time, the command loaders, the docs and the test tables are all written from these by
 * `npm run generate`, so none of them is kept by hand.
 */

/**
 * gate: decides whether the step passes (a non-compliant answer fails it);
 * read: reads the service and sets outputs;
 * write: records something in the service (in a dry run, prints it instead);
 * local: works on the runner alone and talks to no service.
 */
export type CommandKind = 'gate' | 'read' | 'write' | 'local'

export interface InputDeclaration {
  /** What the input means for this command, in sentences; shown in action.yml and docs. */
  description: string
  /** The command refuses to run without it, or without its flag's variable where it has one. */
  required?: boolean
  /** The value the runner passes when a step leaves the input out. */
  default?: string
  /**
   * The vendor CLI's flag this input stands for, when its name is not the flag's own
   * (`commit` for commit-sha): without it, a flag of the command's CLI commands with the
   * input's name is the one. null when a flag of that name means something else here. When
   * the step does not give the input, the flag's variable (KOSLI_<FLAG>) is read.
   */
  flag?: string | null
}

/**
 * How the vendor CLI parses a flag's value, and so its variable's: text as it is, a list
 * (comma-separated), a boolean (Go's strconv.ParseBool), or key=value pairs (comma-separated).
 */
export type FlagForm = 'text' | 'list' | 'boolean' | 'pairs'

/** The variable a step reads for an input it was not given, as the vendor CLI reads it. */
export interface InputVariable {
  /** KOSLI_<FLAG>: the flag upper-cased, dashes as underscores. */
  variable: string
  flag: string
  form: FlagForm
  /**
   * What the CLI took when neither the flag nor its variable was given, for an input the step
   * requires: its refusal names it.
   */
  cliDefault?: string
}

/** One call of a vendor CLI command, and the step that replaces it, for docs/migrating.md. */
export interface CliMigration {
  /** A typical call, as a workflow runs it. */
  call: string
  /** The `with:` of the step that replaces the call (the service inputs left out). */
  with: Readonly<Record<string, string>>
  /** The inputs the call's arguments become, in order. */
  args?: readonly string[]
  /** The command's flags that no input stands for, each with why. */
  flagsWithout?: Readonly<Record<string, string>>
  /** What still differs from the CLI, each with its reason. */
  differences?: readonly string[]
}

export interface OutputDeclaration {
  /** What the output holds for this command: one meaning per command. */
  description: string
}

export interface CommandTraits {
  /**
   * `trail` defaults to the commit the run is about, so every job of a run agrees on it.
   * Read, described and implemented in src/run-commit/trail-default.ts.
   */
  trailDefaultsToCommit?: boolean
}

export interface CommandDeclaration {
  name: string
  kind: CommandKind
  /** One sentence for the command table: what a user gets from the step. */
  summary: string
  /** The inputs this command reads besides the common ones every command of its kind reads. */
  inputs: Readonly<Record<string, InputDeclaration>>
  /** The outputs this command sets besides `outcome`, which every command sets. */
  outputs: Readonly<Record<string, OutputDeclaration>>
  traits?: CommandTraits
  /**
   * The vendor CLI's commands this command replaces, as typed (`kosli assert artifact`);
   * docs/migrating.md maps each to this command's step. Absent for a command the CLI lacks.
   */
  cli?: readonly string[]
  /**
   * For a command the CLI lacks that is no mere API call: what the CLI offers instead, said in
   * docs/migrating.md in place of the note about the service's API.
   */
  cliLacks?: string
  /** For each command of `cli`: a typical call, its step, and what still differs. */
  migration?: Readonly<Record<string, CliMigration>>
}
