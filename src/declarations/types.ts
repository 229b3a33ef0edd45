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
  /** The command refuses to run without it (and no environment variable stands in). */
  required?: boolean
  /** The value the runner passes when a step leaves the input out. */
  default?: string
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
}
