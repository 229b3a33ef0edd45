/**
 * Inputs that several commands read, declared once. A command's declaration takes the ones it
 * reads, and may give one a description of its own where its meaning there is narrower.
 */
import type { InputDeclaration } from './types.js'

const FINGERPRINT = 'SHA-256 fingerprint of the artifact (64 lowercase hex characters)'
/** The fallback src/inputs/source.ts reads, said where the input is described. */
const FINGERPRINT_FALLBACK = 'When it and artifact-path are empty, KOSLI_FINGERPRINT is read.'

/** The artifact a read or gate is about. */
export const fingerprint: InputDeclaration = {
  description: `${FINGERPRINT}; give this or artifact-path. ${FINGERPRINT_FALLBACK}`,
  flag: 'fingerprint'
}

/** The artifact evidence is about, when it is about one rather than the whole trail. */
export const evidenceFingerprint: InputDeclaration = {
  description:
    `${FINGERPRINT} the evidence is about; without it (or artifact-path) the evidence is ` +
    `recorded on the trail. ${FINGERPRINT_FALLBACK}`,
  flag: 'fingerprint'
}

export const artifactPath: InputDeclaration = {
  description:
    'Path of a file or directory, or a docker image name, to fingerprint instead of giving ' +
    'fingerprint.'
}

export const artifactType: InputDeclaration = {
  description:
    'file, dir, docker or oci. Default: file or dir, from what artifact-path is; docker and oci ' +
    'must be set explicitly. docker reads the digest of an image pulled or pushed by the local ' +
    "docker daemon; oci reads the image's manifest digest from its registry (no daemon needed; " +
    'artifact-path is an image reference such as ghcr.io/org/app:1.2.3).'
}

export const exclude: InputDeclaration = {
  description:
    'Glob patterns (comma- or newline-separated, relative to the directory) left out of a directory ' +
    'fingerprint, in addition to the lines of its .kosli_ignore file.'
}

export const registryUsername: InputDeclaration = {
  description:
    "Account name for the image's registry, with artifact-type oci (a private image); leave both " +
    'registry inputs empty for an anonymous pull.'
}

export const registryPassword: InputDeclaration = {
  description:
    "Password or access token for the image's registry, with registry-username (masked; sent only " +
    'to the token service the registry names, or to the registry when it asks for Basic ' +
    'credentials).'
}

export const flow: InputDeclaration = {
  description: 'Flow name (required). When empty, KOSLI_FLOW is read.',
  flag: 'flow'
}

export const environment: InputDeclaration = {
  description: 'The environment the artifact was deployed to (required).',
  required: true
}

/** The environment a snapshot reports what runs in. */
export const snapshotEnvironment: InputDeclaration = {
  description:
    'Name of the environment the snapshot is of (required): letters, digits, ".", "-", ' +
    '"_" or "~", starting with a letter or digit.',
  required: true
}

const TRAIL_DEFAULT =
  "by default the commit's SHA (the run's commit, a pull request's head commit, or " +
  'commit-sha where given), so every job of a run agrees on it. When empty, KOSLI_TRAIL is read.'

/** The trail an attestation is recorded in. */
export const trail: InputDeclaration = {
  description: `The trail to record in; ${TRAIL_DEFAULT}`,
  flag: 'trail'
}

export const trailToBegin: InputDeclaration = {
  description: `The trail to begin; ${TRAIL_DEFAULT}`,
  flag: 'trail'
}

export const name: InputDeclaration = {
  description:
    'Attestation name (required), as the flow template names it: letters, digits, "-", "_" or ",". ' +
    'As with the vendor CLI, <artifact>.<attestation> records it about the artifact the template ' +
    'names <artifact> (its target artifact), under the name after the dot.',
  required: true
}

export const targetArtifacts: InputDeclaration = {
  description:
    'Artifact names from the flow template (comma- or newline-separated) the record is about.'
}

/** A longer description of what the command records. */
export function description(ofWhat: string): InputDeclaration {
  return { description: `A longer description recorded with ${ofWhat}.` }
}

export const originUrl: InputDeclaration = {
  description:
    'Link recorded as the origin of the record (http or https). Default: the URL ' +
    'of this workflow run.'
}

export const userData: InputDeclaration = {
  description:
    'Extra data recorded with it: inline JSON (an object or array, ' +
    'starting with "{" or "["), or the path of a file holding a JSON object (at most 5 MiB); ' +
    'nested at most 1000 levels deep.'
}

export const annotations: InputDeclaration = {
  description:
    'Annotations recorded with it: a JSON object of strings, or key=value ' +
    'lines (keys of letters, digits, "_" or "-").',
  flag: 'annotate'
}

export const externalUrls: InputDeclaration = {
  description:
    'Links recorded with it: a JSON object of {"href": url, ' +
    '"fingerprint"?: sha256} (or plain URLs), or name=url lines.',
  flag: 'external-url'
}

export const page: InputDeclaration = {
  description: 'Page to fetch (from 1; default 1); with all-pages, the first page fetched.'
}

/**
 * Items per page, with the range the list's endpoint takes and the size asked for when the
 * step gives none (without one, none is sent and the service decides).
 */
export function perPage(range: string, pageSize?: string): InputDeclaration {
  return {
    description: `Items per page: ${range}${pageSize === undefined ? '' : `, default ${pageSize}`}.`,
    ...(pageSize === undefined ? {} : { default: pageSize }),
    flag: 'page-limit'
  }
}

export const allPages: InputDeclaration = {
  description:
    'true to fetch every page from page on (after the first, up to 20 at a time), joined in order.',
  default: 'false'
}

export const maxItems: InputDeclaration = {
  description: 'Stop after this many items (fewer pages are fetched with all-pages).'
}

const COMMIT_SHA =
  'A short SHA is resolved to the full commit through the payload, the checkout or the GitHub ' +
  'API, or refused.'

/** The commit a build-side record names, and whose SHA the trail defaults to. */
export const commitSha: InputDeclaration = {
  description:
    "The commit recorded (and the default trail name) instead of the event's (a pull request's " +
    `head, else GITHUB_SHA). ${COMMIT_SHA}`,
  flag: 'commit'
}

/** The commit whose references or reviews are gathered. */
export function commitToSearch(what: string): InputDeclaration {
  return {
    description: `The commit ${what} instead of the event's (a push's commits, a pull request's head, else GITHUB_SHA). ${COMMIT_SHA}`,
    flag: 'commit'
  }
}

/** The GitHub API token, and what the command reads with it. */
export function githubToken(reads: string): InputDeclaration {
  return { description: `Token for the GitHub API. ${reads}`, default: '${{ github.token }}' }
}

export const attachments: InputDeclaration = {
  description:
    'Files and directories attached to the attestation, comma- or newline-separated. One file is ' +
    'sent as it is; a directory or several paths are packed into evidence.tgz. At most 10 MB as ' +
    'sent, checked before anything is sent.'
}

export const attachment: InputDeclaration = {
  description:
    'Older name of attachments (one file or directory, or several paths), still accepted; set one ' +
    'of the two.'
}

export const redactCommitInfo: InputDeclaration = {
  description: 'Commit details left out of the record, comma-separated: author, message, branch.'
}

/** Fails the step (outcome non-compliant) when the evidence does not hold. */
export function assertion(when: string): InputDeclaration {
  return {
    description: `true to fail the step (outcome non-compliant) ${when}; the attestation is posted either way.`,
    default: 'false'
  }
}

/** Whether the result files go with the attestation or only their counts. */
export function uploadResults(files: string): InputDeclaration {
  return {
    description: `true to attach ${files} to the attestation (at most 10 MB); false to send the counts only.`,
    default: 'true'
  }
}

const TEMPLATE =
  'in YAML (version: 1, with a trail: mapping of the attestations each trail and artifact needs), ' +
  'at most 1 MiB and without a key given twice in one mapping; checked to exist and parse ' +
  'before anything is sent.'

export const templateFile: InputDeclaration = { description: `The flow's template ${TEMPLATE}` }

export const trailTemplateFile: InputDeclaration = {
  description: `This trail's own template, instead of the flow's, ${TEMPLATE}`
}

/** How a command finds its artifact: the fingerprint, or what to compute it from. */
export function artifactInputs(
  fingerprintInput: InputDeclaration
): Record<string, InputDeclaration> {
  return {
    fingerprint: fingerprintInput,
    'artifact-path': artifactPath,
    'artifact-type': artifactType,
    exclude,
    'registry-username': registryUsername,
    'registry-password': registryPassword
  }
}

/** What every attest command records besides its own evidence. */
export const EVIDENCE_INPUTS: Readonly<Record<string, InputDeclaration>> = {
  'target-artifacts': targetArtifacts,
  description: description('the attestation'),
  'origin-url': originUrl,
  'user-data': userData,
  annotations,
  'external-urls': externalUrls
}

/** Paging of a list: which page, how large, all of them, or up to a count. */
export function pagingInputs(
  perPageRange: string,
  pageSize?: string
): Record<string, InputDeclaration> {
  return {
    page: page,
    'per-page': perPage(perPageRange, pageSize),
    'all-pages': allPages,
    'max-items': maxItems
  }
}

/** Files and directories sent with the attestation, under either name. */
export const ATTACHMENT_INPUTS: Readonly<Record<string, InputDeclaration>> = {
  attachments,
  attachment
}

/** What every attestation reads: the artifact it is about, where it goes, its name, its fields. */
export const ATTESTATION_INPUTS: Readonly<Record<string, InputDeclaration>> = {
  ...artifactInputs(evidenceFingerprint),
  flow,
  trail,
  name,
  ...EVIDENCE_INPUTS
}

/** The commit a build-side record is about, and what of it to leave out. */
export const COMMIT_INPUTS: Readonly<Record<string, InputDeclaration>> = {
  'commit-sha': commitSha,
  'redact-commit-info': redactCommitInfo
}
