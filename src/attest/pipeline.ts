/**
 * The one pipeline every attest command runs: inputs → attachment → commit → gather →
 * fingerprint → body → record → outputs → summary → verdict. A command declares only what is its own (its
 * inputs, the evidence it gathers, the fields of its type, its attachment, outputs, summary
 * and verdict); the order of the stages, and what every attestation does the same way, is
 * here, so each says, sends and sets the same things the same way.
 */
import { readEvidenceInputs, type EvidenceInputs } from '../evidence-inputs/evidence-inputs.js'
import { readCommitInputs, type Redactable } from '../inputs/commit.js'
import { readBoolean } from '../inputs/parse.js'
import type { InputSource } from '../inputs/source.js'
import type { CommonInputs } from '../action/common-inputs.js'
import { ATTESTATION_TYPES } from '../service/attestation-types.js'
import type {
  Command,
  CommandContext,
  CommandResult,
  ErrorAnnotations,
  StepContext
} from '../action/command.js'
import { resolveFingerprint } from '../action/artifact-fingerprint.js'
import type {
  AttestationBase,
  AttestationBodies,
  AttestationType
} from '../service/attestation-types.js'
import type { FilePart } from '../service/client.js'
import type { GitCommitInfo, RepoInfo } from '../service/bodies.js'
import { attestationFacts, onTrail, type AttestationReport } from '../summary/attestation-facts.js'
import { code, type FactRow } from '../summary/markdown.js'
import {
  packAttachmentPart,
  readAttachment,
  type AttachmentPaths
} from '../attachments/attachment-part.js'
import { recordEvidence, type RecordedEvidence } from './record.js'
import { readRunCommit, type RunCommit } from '../run-commit/run-commit.js'
import { assertedResult } from './verdict.js'
import { definedOnly, renderWriteSummary } from '../writes/send-or-print.js'

/** The inputs every attest command reads, and those of the shared ones its spec asks for. */
export interface SharedInputs extends EvidenceInputs {
  /** `commit-sha`, when the spec reads the commit inputs. */
  commitSha?: string
  /** `redact-commit-info`; empty unless the spec reads the commit inputs. */
  redact: Redactable[]
  /** `attachments` (or `attachment`), when the spec takes files to attach. */
  attachments?: AttachmentPaths
  /** `assert`; false unless the spec has a verdict. */
  assert: boolean
}

export type AttestInputs<Own> = SharedInputs & Own

/** The commit an attestation is about: the trail's default, and its records in the body. */
export interface AttestedCommit {
  sha?: string
  git_commit_info?: GitCommitInfo
  repo_info?: RepoInfo
}

/** The fields of a type beyond those every attestation has (name, evidence, commit). */
export type TypeFields<T extends AttestationType> = Omit<
  AttestationBodies[T],
  keyof AttestationBase
>

/**
 * What gather may use besides the command's context: the run's commit, when it was read, and
 * the artifact's fingerprint (computed once, on first ask; the same one is recorded).
 */
export interface GatherContext extends CommandContext {
  commit?: RunCommit
  fingerprint(): Promise<string | undefined>
}

export interface AttestationSpec<T extends AttestationType, Own extends object, Found> {
  type: T
  /** The shared inputs it reads beside the evidence inputs. */
  reads?: { commit?: boolean; attachments?: boolean }
  /**
   * Its own inputs, read before the shared ones (so a secret among them is masked first);
   * throws InputError. Every input is checked here, before any request.
   */
  readInputs?(source: InputSource, common: CommonInputs, step: StepContext): Own
  /**
   * Where the commit comes from. 'run': read from the run (commit-sha, else the pull
   * request's head, else GITHUB_SHA) before gathering. 'none': the type's body carries no
   * commit records, and the trail defaults to the run's commit. A function: the commit was
   * read with the evidence (one pass over the event and the API), and is picked from it.
   */
  commit: 'run' | 'none' | ((found: Found, inputs: AttestInputs<Own>) => AttestedCommit)
  /** Reads the evidence (results, a scan, issues, pull requests); absent when there is none. */
  gather?(inputs: AttestInputs<Own>, context: GatherContext): Promise<Found>
  /**
   * The fields of its type, over the shared base; and the user data, where what was found is
   * recorded there (attest-provenance's verification), over any the evidence inputs hold.
   */
  body(found: Found, inputs: AttestInputs<Own>): TypeFields<T> & Pick<AttestationBase, 'user_data'>
  /**
   * The file it attaches of what it found, which then also packs the `attachments` input
   * when it reads it (one attachment_file part holds both); without it, that input is packed
   * first, before anything is gathered.
   */
  attachment?(
    found: Found,
    inputs: AttestInputs<Own>,
    log: CommandContext['log']
  ): Promise<FilePart | undefined>
  /** What the evidence says, for the line that says it was posted: "12 tests, 0 failures". */
  detail(found: Found, inputs: AttestInputs<Own>): string
  /** Its outputs beside the ones every attestation sets. */
  outputs?(found: Found): Record<string, string>
  /** Warnings about what was found, logged once it is recorded (or printed). */
  warnings?(found: Found, posted: boolean): string[]
  /** Error annotations about what was found (failing tests), printed with the outputs. */
  annotate?(found: Found): ErrorAnnotations | undefined
  /**
   * Its job summary: its rows under the facts every attestation shows (write-summary frame),
   * or the whole summary rendered from the report (its own frame, attestation-facts.ts).
   */
  summary:
    | { rows(found: Found, inputs: AttestInputs<Own>): FactRow[] }
    | {
        render(
          report: AttestationReport,
          found: Found,
          inputs: AttestInputs<Own>,
          attachment: FilePart | undefined
        ): string
      }
  /** The problem that fails the step when `assert` is true (a warning otherwise); reads `assert`. */
  verdict?(found: Found, inputs: AttestInputs<Own>): string | undefined
}

/** Stage 1: every input, the command's own first, all checked before any request. */
function readInputs<Own extends object>(
  spec: AttestationSpec<AttestationType, Own, unknown>,
  source: InputSource,
  common: CommonInputs,
  step: StepContext
): AttestInputs<Own> {
  const own = spec.readInputs ? spec.readInputs(source, common, step) : ({} as Own)
  const shared: SharedInputs = {
    ...readEvidenceInputs(source),
    redact: [],
    assert: spec.verdict ? readBoolean(source, 'assert') : false
  }
  if (spec.reads?.commit) Object.assign(shared, readCommitInputs(source))
  if (spec.reads?.attachments) shared.attachments = readAttachment(source)
  return { ...shared, ...own }
}

/** The commit records of the body, each only when known (the bodies are strict). */
function commitRecords(commit: AttestedCommit | undefined): Omit<AttestedCommit, 'sha'> {
  return definedOnly({ git_commit_info: commit?.git_commit_info, repo_info: commit?.repo_info })
}

async function run<T extends AttestationType, Own extends object, Found>(
  spec: AttestationSpec<T, Own, Found>,
  inputs: AttestInputs<Own>,
  context: CommandContext
): Promise<CommandResult> {
  const { log } = context
  // The commit, from the payload and the checkout (never a remote), is read while the
  // attachments are packed: its git call then costs no time of its own.
  const readingCommit = spec.commit === 'run' ? readRunCommit(inputs, log) : undefined
  // Its failure is reported after the attachments' own, as if read second.
  readingCommit?.catch(() => undefined)
  // Packed first: an attachment over the limit fails the step before any request.
  let attachment =
    inputs.attachments && !spec.attachment
      ? await packAttachmentPart(inputs.attachments, log)
      : undefined
  if (attachment) log.info(`Attachment: ${attachment.description}.`)
  // A run that names no commit fails here, before any remote is asked.
  const runCommit = await readingCommit
  // The evidence, once every input was checked: result files that cannot be read fail the
  // step before a registry is asked for the artifact's fingerprint.
  let fingerprinting: Promise<string | undefined> | undefined
  const artifactFingerprint = () =>
    (fingerprinting ??= inputs.artifact
      ? resolveFingerprint(inputs.artifact, context)
      : Promise.resolve(undefined))
  const found = spec.gather
    ? await spec.gather(inputs, {
        ...context,
        commit: runCommit,
        fingerprint: artifactFingerprint
      })
    : (undefined as Found)
  // The artifact the evidence is about.
  const fingerprint = await artifactFingerprint()
  const commit: AttestedCommit | undefined =
    typeof spec.commit === 'function'
      ? spec.commit(found, inputs)
      : runCommit && {
          sha: runCommit.sha,
          git_commit_info: runCommit.gitCommitInfo,
          repo_info: runCommit.repoInfo
        }
  if (spec.attachment) attachment = await spec.attachment(found, inputs, log)

  // The body: the type's fields over the shared base (the fingerprint is added on record).
  const body = {
    attestation_name: inputs.name,
    ...inputs.evidence,
    ...spec.body(found, inputs),
    ...commitRecords(commit)
  } as AttestationBodies[T]
  const recorded = await recordEvidence(
    // As begin-trail names it by default: one trail per commit.
    { flow: inputs.flow, trail: inputs.trail ?? commit?.sha },
    { type: spec.type, body, attachment, fingerprint, detail: spec.detail(found, inputs) },
    context
  )
  const posted = recorded.report.posted
  for (const warning of spec.warnings?.(found, posted) ?? []) log.warning(warning)

  // Its own outputs first, then the ones every attestation sets.
  const outputs = { ...spec.outputs?.(found), ...recorded.outputs }
  const summary =
    'render' in spec.summary
      ? spec.summary.render(recorded.report, found, inputs, attachment)
      : writeSummary(spec.type, recorded, [
          ...spec.summary.rows(found, inputs),
          ['Attachment', attachment ? code(attachment.description) : undefined]
        ])
  const annotations = spec.annotate?.(found)
  const annotated = annotations ? { annotations } : {}
  // The verdict last: the attestation is the evidence, posted whatever it says.
  if (!spec.verdict) return { outcome: posted ? 'ok' : 'skipped', outputs, summary, ...annotated }
  const problem = spec.verdict(found, inputs)
  return {
    ...assertedResult({ assert: inputs.assert, problem, posted }, { outputs, summary }, log),
    ...annotated
  }
}

/** Where it was recorded and about what, the type's rows, and the request or payload. */
function writeSummary(
  type: AttestationType,
  recorded: RecordedEvidence,
  rows: readonly FactRow[]
): string {
  const { trail, attestationName, fingerprint, flow } = recorded.report
  return renderWriteSummary(recorded.outcome, {
    recorded: `${ATTESTATION_TYPES[type].label} attestation ${attestationName} recorded`,
    where: onTrail(flow, trail),
    rows: [...attestationFacts({ flow, trail, attestationName, fingerprint }), ...rows]
  })
}

/** The command an attestation spec makes: the pipeline, with the spec's stages in it. */
export function attestationCommand<T extends AttestationType, Own extends object, Found>(
  spec: AttestationSpec<T, Own, Found>
): Command<AttestInputs<Own>> {
  return {
    parseInputs: (source, common, step) =>
      readInputs(spec as AttestationSpec<AttestationType, Own, unknown>, source, common, step),
    run: (inputs, context) => run(spec, inputs, context)
  }
}
