export const id = 1368;
export const ids = [1368,5015];
export const modules = {

/***/ 4835:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ skippedWithoutToken)
/* harmony export */ });
function skippedWithoutToken(log, what) {
    log.warning(`Dry run without api-token: ${what} (outcome skipped).`);
    return { outcome: 'skipped', outputs: {} };
}


/***/ }),

/***/ 1368:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  command: () => (/* binding */ command)
});

// EXTERNAL MODULE: ./src/run-commit/trail-default.ts
var trail_default = __webpack_require__(9885);
// EXTERNAL MODULE: ./src/inputs/parse.ts
var parse = __webpack_require__(3718);
// EXTERNAL MODULE: ./src/inputs/workspace-path.ts
var workspace_path = __webpack_require__(6622);
// EXTERNAL MODULE: ./src/inputs/input-error.ts
var input_error = __webpack_require__(9354);
// EXTERNAL MODULE: ./src/http/whole-file.ts + 1 modules
var whole_file = __webpack_require__(5981);
;// CONCATENATED MODULE: ./src/service/trail-downloads.ts

/** What the description says the audit package is: application/gzip, a gzipped tarball. */
const AUDIT_PACKAGE = {
    what: 'a gzipped tarball',
    accept: 'application/gzip, application/octet-stream;q=0.5',
    contentTypes: [
        'application/gzip',
        'application/x-gzip',
        'application/x-tgz',
        'application/x-compressed-tar',
        'application/tar+gzip',
        'application/octet-stream',
        'binary/octet-stream'
    ],
    magic: Buffer.from([0x1f, 0x8b]),
    endCheck: whole_file/* gzippedTarEndCheck */.kk
};
/** The trail's PDF report: application/pdf. */
const AUDIT_PDF = {
    what: 'a PDF',
    accept: 'application/pdf, application/octet-stream;q=0.5',
    contentTypes: [
        'application/pdf',
        'application/x-pdf',
        'application/octet-stream',
        'binary/octet-stream'
    ],
    magic: Buffer.from('%PDF-', 'latin1'),
    endCheck: whole_file/* pdfEndCheck */.wK
};
function downloadAuditPackage(client, ref, target) {
    return client.download(['trails', ref.org, ref.flow, ref.trail, 'audit_package'], target, AUDIT_PACKAGE);
}
function downloadAuditPdf(client, ref, target) {
    return client.download(['trails', ref.org, ref.flow, ref.trail, 'audit_pdf'], target, AUDIT_PDF);
}

// EXTERNAL MODULE: ./src/service/trails.ts
var trails = __webpack_require__(4950);
// EXTERNAL MODULE: ./src/service/identity.ts
var identity = __webpack_require__(7065);
// EXTERNAL MODULE: ./src/action/skip.ts
var skip = __webpack_require__(4835);
// EXTERNAL MODULE: ./src/summary/states.ts
var states = __webpack_require__(2764);
;// CONCATENATED MODULE: ./src/commands/get-trail/findings.ts
/**
 * What a trail's compliance status says, flattened: every attestation the trail and each of
 * its artifacts has or expects, named as the template names them (`name` on the trail,
 * `artifact.name` on an artifact), with what is missing and what failed picked out.
 */

function trailFindings(trail) {
    const status = trail.compliance_status;
    const attestations = (status?.attestations_statuses ?? []).map(item => row(item));
    const artifacts = [];
    // Sorted, as the vendor CLI does, so the summary and outputs do not depend on key order.
    const byArtifact = Object.entries(status?.artifacts_statuses ?? {}).sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0);
    for (const [name, artifact] of byArtifact) {
        artifacts.push({
            name,
            fingerprint: artifact.artifact_fingerprint ?? undefined,
            state: (0,states/* complianceState */.Bt)(artifact.status, artifact.is_compliant),
            unexpected: artifact.unexpected === true
        });
        attestations.push(...(artifact.attestations_statuses ?? []).map(item => row(item, name)));
    }
    return {
        state: (0,states/* complianceState */.Bt)(trail.compliance_state ?? status?.status, trail.is_compliant ?? status?.is_compliant),
        attestations,
        artifacts,
        missing: attestations.filter(a => a.state === 'missing').map(a => a.reference),
        nonCompliant: attestations.filter(a => a.state === 'non-compliant').map(a => a.reference)
    };
}
function row(item, artifact) {
    const name = item.attestation_name ?? '(unnamed)';
    // A recorded attestation has a status of COMPLETE and its own verdict; MISSING says none is.
    const missing = (item.status ?? '').toUpperCase() === 'MISSING';
    const state = missing
        ? 'missing'
        : item.is_compliant === true
            ? 'compliant'
            : item.is_compliant === false
                ? 'non-compliant'
                : 'unknown';
    return {
        reference: artifact === undefined ? name : `${artifact}.${name}`,
        name,
        artifact,
        type: item.attestation_type ?? undefined,
        state,
        unexpected: item.unexpected === true,
        attestationId: item.attestation_id ?? undefined,
        overridden: Boolean(item.overridden_attestation_id)
    };
}

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/summary/commits.ts
var commits = __webpack_require__(434);
// EXTERNAL MODULE: ./src/summary/markdown.ts
var markdown = __webpack_require__(7175);
// EXTERNAL MODULE: ./src/summary/timestamps.ts
var timestamps = __webpack_require__(2095);
;// CONCATENATED MODULE: ./src/commands/get-trail/summary.ts
/**
 * get-trail's job summary: what the vendor CLI's markdown output shows (the trail's facts,
 * its commit, each attestation's status by trail and artifact, the events, links), laid out
 * for a reviewer: the verdict and what is missing first, then one table of attestations, one
 * of artifacts, and the events.
 */






function renderTrailSummary(trail, findings, where) {
    const trailUrl = trail.html_url ?? undefined;
    // The trail is linked once, here: the facts below do not repeat flow, trail or SHA.
    const sections = [
        `## ${(0,states/* stateHeading */.CY)(findings.state)}: trail ${(0,commits/* trailLink */.lp)(trail.name, trailUrl)} of flow ${(0,markdown/* escapeText */.X1)(where.flow)}`
    ];
    const verdict = verdictLine(findings);
    if (verdict)
        sections.push(verdict);
    sections.push(trailFacts(trail, findings));
    sections.push('### Attestations', attestationTable(findings.attestations, trailUrl));
    if (findings.artifacts.length > 0) {
        sections.push('### Artifacts', (0,markdown/* table */.tp)(['Artifact', 'Fingerprint', 'Compliance'], (0,states/* byAttention */._p)(findings.artifacts, artifact => artifact.state).map(artifact => [
            (0,markdown/* escapeText */.X1)(artifact.name) + (artifact.unexpected ? ' (not in the template)' : ''),
            artifact.fingerprint ? (0,markdown/* code */.aY)((0,markdown/* shortFingerprint */.nE)(artifact.fingerprint)) : 'not reported',
            (0,states/* stateMark */.B3)(artifact.state)
        ])));
    }
    // Every event is for the curious: the tables above say where the trail stands.
    const events = trail.events ?? [];
    sections.push((0,markdown/* details */.zH)(`Events (${events.length})`, eventTable(events, trailUrl)));
    const files = savedLines(where.saved);
    if (files)
        sections.push('### Saved files', files);
    return sections.join('\n\n') + '\n';
}
function verdictLine(findings) {
    const parts = [];
    if (findings.missing.length > 0)
        parts.push(`**Missing:** ${findings.missing.map(name => (0,markdown/* code */.aY)(name)).join(', ')}`);
    if (findings.nonCompliant.length > 0)
        parts.push(`**Non-compliant:** ${findings.nonCompliant.map(name => (0,markdown/* code */.aY)(name)).join(', ')}`);
    return parts.length > 0 ? parts.join('<br>') : undefined;
}
/** What was judged: every attestation the trail and its artifacts have or its template expects. */
function judged(findings) {
    const onArtifacts = findings.artifacts.length;
    return (`the whole trail: ${(0,states/* plural */.LS)(findings.attestations.length, 'attestation')} on it` +
        `${onArtifacts > 0 ? ` and its ${(0,states/* plural */.LS)(onArtifacts, 'artifact')}` : ''}, against the flow's template`);
}
function trailFacts(trail, findings) {
    const commit = trail.git_commit_info;
    const message = commit?.message?.split(/\r?\n/, 1)[0];
    return (0,markdown/* facts */.Ix)([
        ['Judged', judged(findings)],
        ['Description', trail.description ? (0,markdown/* escapeText */.X1)(trail.description) : undefined],
        [
            'Created',
            `${(0,markdown/* escapeText */.X1)((0,timestamps/* readableTime */.GI)(trail.created_at))}${trail.created_by ? ` by ${(0,markdown/* escapeText */.X1)(trail.created_by)}` : ''}`
        ],
        ['Last modified', (0,markdown/* escapeText */.X1)((0,timestamps/* readableTime */.GI)(trail.last_modified_at))],
        [
            'Commit',
            commit?.sha1
                ? `${(0,commits/* commitLink */.wn)(commit.sha1, commit.url)}${commit.author ? ` by ${(0,markdown/* escapeText */.X1)(commit.author)}` : ''}` +
                    `${commit.branch ? ` on ${(0,markdown/* escapeText */.X1)(commit.branch)}` : ''}${message ? `: ${(0,markdown/* escapeText */.X1)(message)}` : ''}`
                : undefined
        ],
        ['Origin', trail.origin_url ? (0,markdown/* link */.nf)(trail.origin_url, trail.origin_url) : undefined]
    ]);
}
function attestationTable(rows, trailUrl) {
    if (rows.length === 0)
        return 'The template expects no attestations and none is recorded.';
    const counted = rows.filter(row => row.state === 'compliant').length;
    return (`${counted} of ${(0,states/* plural */.LS)(rows.length, 'attestation')} compliant.\n\n` +
        (0,markdown/* table */.tp)(['Attestation', 'On', 'Type', 'Status'], (0,states/* byAttention */._p)(rows, row => row.state).map(row => [
            attestationLink(row.name, row.attestationId, trailUrl),
            row.artifact === undefined ? 'trail' : `artifact ${(0,markdown/* escapeText */.X1)(row.artifact)}`,
            (0,markdown/* escapeText */.X1)(row.type),
            (0,states/* stateMark */.B3)(row.state) +
                (row.unexpected ? ' (not in the template)' : '') +
                (row.overridden ? ' (overridden)' : '')
        ])));
}
/**
 * The attestation on the trail's page, as the web UI links it; its name as text when the
 * trail's page is not an http(s) URL (a path from a self-hosted service, say).
 */
function attestationLink(name, id, trailUrl) {
    const url = id ? (0,markdown/* linkableUrl */.s6)(trailUrl) : undefined;
    if (!id || !url)
        return (0,markdown/* escapeText */.X1)(name);
    url.searchParams.set('attestation_id', id);
    return (0,markdown/* link */.nf)(name, url.href);
}
function eventTable(events, trailUrl) {
    if (events.length === 0)
        return 'No events.';
    return (0,markdown/* table */.tp)(['When', 'Event', 'Commit', 'Compliance'], events.map(event => [
        (0,markdown/* escapeText */.X1)((0,timestamps/* shortTime */.Mj)(event.timestamp)),
        describeEvent(event, trailUrl),
        (0,commits/* commitLink */.wn)(event.git_commit_info?.sha1, event.git_commit_info?.url),
        event.is_compliant == null ? '—' : (0,states/* stateMark */.B3)((0,states/* complianceOf */.fc)(event.is_compliant))
    ]));
}
/** The event in words, as the vendor CLI words each type; unknown types by their name. */
function describeEvent(event, trailUrl) {
    const ref = (0,markdown/* escapeText */.X1)(event.template_reference_name);
    const type = (0,markdown/* escapeText */.X1)(event.attestation_type);
    const attestation = (label) => attestationLink(label, event.attestation_id ?? undefined, trailUrl);
    switch (event.type) {
        case 'trail_reported':
            return 'trail started';
        case 'trail_updated':
            return 'trail updated';
        case 'trail_attestation_reported':
            return `${type} attestation reported for ${attestation(event.template_reference_name ?? '')} on the trail`;
        case 'artifact_creation_reported':
            return event.artifact_name && event.artifact_name !== event.template_reference_name
                ? `artifact ${(0,markdown/* escapeText */.X1)(event.artifact_name)} reported as ${ref}`
                : `artifact ${ref} reported`;
        case 'artifact_attestation_reported':
        case 'trail_attestation_for_artifact_reported':
            return `${type} attestation reported for ${attestation(`${event.target_artifact ?? ''}.${event.template_reference_name ?? ''}`)}`;
        case 'artifact_approval_reported':
            return (event.state ?? '').toUpperCase() === 'PENDING'
                ? `approval #${(0,markdown/* escapeText */.X1)(event.approval_number)} requested`
                : `approval #${(0,markdown/* escapeText */.X1)(event.approval_number)} ${(0,markdown/* escapeText */.X1)((event.state ?? '').toLowerCase())} by ${(0,markdown/* escapeText */.X1)(event.reviewer)}`;
        case 'artifact_started_running':
        case 'artifact_stopped_running':
            return `artifact ${ref} ${event.type === 'artifact_started_running' ? 'started' : 'stopped'} running in ${(0,markdown/* escapeText */.X1)(event.environment_name)}`;
        default:
            return (0,markdown/* escapeText */.X1)(event.type);
    }
}
/**
 * A saved file as the workflow names it: relative to the workspace, not the runner's disk;
 * one under RUNNER_TEMP by its whole path.
 */
function shown(path) {
    const inWorkspace = (0,external_node_path_.relative)((0,workspace_path/* workspaceRoot */.o)(), path);
    const outside = inWorkspace === '' || inWorkspace.startsWith(`..${external_node_path_.sep}`) || (0,external_node_path_.isAbsolute)(inWorkspace);
    return (0,markdown/* code */.aY)(outside ? path : inWorkspace);
}
function savedLines(saved) {
    const lines = [
        saved.auditPackage
            ? `- Audit package: ${shown(saved.auditPackage.path)} (${saved.auditPackage.bytes} bytes)`
            : undefined,
        saved.auditPdf
            ? `- PDF report: ${shown(saved.auditPdf.path)} (${saved.auditPdf.bytes} bytes)`
            : undefined
    ].filter((line) => line !== undefined);
    return lines.length > 0 ? lines.join('\n') : undefined;
}

;// CONCATENATED MODULE: ./src/commands/get-trail/index.ts
/**
 * get-trail: a trail's compliance, attestations, artifacts and events. Its trail defaults to
 * the run's commit, as the attest commands' does, so a later job reads the trail the build
 * recorded in. With assert it is a gate: the step fails unless the trail is COMPLIANT, naming
 * what is missing and what failed. It can save the trail's audit package and PDF report into
 * the workspace for actions/upload-artifact.
 */










function parseInputs(source) {
    const flow = (0,parse/* readName */.MQ)(source, 'flow', true);
    const trail = (0,trail_default/* trailOrRunCommit */.u$)((0,trail_default/* readTrailInput */.v1)(source));
    const auditPackage = (0,workspace_path/* readWorkspacePath */.T)(source, 'audit-package');
    const auditPdf = (0,workspace_path/* readWorkspacePath */.T)(source, 'audit-pdf');
    if (auditPackage !== undefined && auditPackage === auditPdf) {
        throw new input_error/* InputError */.d('audit-pdf', 'names the same file as audit-package', 'another path, so one download does not overwrite the other');
    }
    return { flow, trail, assert: (0,parse/* readBoolean */.Vf)(source, 'assert'), auditPackage, auditPdf };
}
async function run(inputs, context) {
    const service = context.service;
    if (!service)
        return (0,skip/* skippedWithoutToken */.A)(context.log, 'the trail was not read');
    const ref = { org: context.common.org, flow: inputs.flow, trail: inputs.trail };
    const what = `Trail "${ref.trail}" of flow "${ref.flow}"`;
    const trail = await (0,identity/* explainRead */.yS)((0,trails/* getTrail */.PH)(service, ref), {
        about: ['trail'],
        missing: `${what} is not known to org "${ref.org}"`,
        notRecorded: `${what} is not recorded in org "${ref.org}"`,
        advice: "check flow and trail (by default the commit's SHA, the trail begin-trail creates)"
    });
    const findings = trailFindings(trail);
    const saved = await saveFiles(service, ref, inputs, context);
    const state = trail.compliance_state ?? trail.compliance_status?.status ?? findings.state.toUpperCase();
    const outputs = {
        compliant: String(findings.state === 'compliant'),
        'compliance-state': state,
        missing: JSON.stringify(findings.missing),
        'non-compliant': JSON.stringify(findings.nonCompliant),
        'html-url': trail.html_url ?? '',
        result: JSON.stringify(trail),
        ...(saved.auditPackage ? { 'audit-package': saved.auditPackage.path } : {}),
        ...(saved.auditPdf ? { 'audit-pdf': saved.auditPdf.path } : {})
    };
    const summary = renderTrailSummary(trail, findings, { flow: ref.flow, saved });
    if (!inputs.assert) {
        context.log.info(`${what} is ${state}.`);
        return { outcome: 'ok', outputs, summary };
    }
    if (findings.state === 'compliant') {
        context.log.info(`${what} is COMPLIANT: the gate passes.`);
        return { outcome: 'compliant', outputs, summary };
    }
    return {
        outcome: 'non-compliant',
        outputs,
        summary,
        failure: describeRefusal(what, state, findings)
    };
}
/** The downloads asked for, one after the other so two large files do not compete. */
async function saveFiles(service, ref, inputs, context) {
    const saved = {};
    if (inputs.auditPackage) {
        saved.auditPackage = await downloadAuditPackage(service, ref, inputs.auditPackage);
        context.log.info(describeSaved('audit package', saved.auditPackage));
    }
    if (inputs.auditPdf) {
        saved.auditPdf = await downloadAuditPdf(service, ref, inputs.auditPdf);
        context.log.info(describeSaved('PDF report', saved.auditPdf));
    }
    return saved;
}
function describeSaved(what, file) {
    return `Saved the trail's ${what} to ${file.path} (${file.bytes} bytes).`;
}
/** One sentence: the state, then what is missing and what is not compliant. */
function describeRefusal(what, state, findings) {
    const parts = [];
    if (findings.missing.length > 0)
        parts.push(`missing: ${findings.missing.join(', ')}`);
    if (findings.nonCompliant.length > 0)
        parts.push(`not compliant: ${findings.nonCompliant.join(', ')}`);
    const missingArtifacts = findings.artifacts.filter(a => a.state === 'missing');
    if (missingArtifacts.length > 0)
        parts.push(`artifacts not reported: ${missingArtifacts.map(a => a.name).join(', ')}`);
    const detail = parts.length > 0 ? ` (${parts.join('; ')})` : '';
    return `${what} is ${state}, not COMPLIANT${detail}; record the missing evidence or fix what failed before relying on it.`;
}
const command = { parseInputs, run };


/***/ }),

/***/ 5354:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   XF: () => (/* binding */ readRegularFile),
/* harmony export */   cG: () => (/* binding */ readRegularFileSync),
/* harmony export */   iZ: () => (/* binding */ NotRegularFileError),
/* harmony export */   iv: () => (/* binding */ openRegularFileSync),
/* harmony export */   nR: () => (/* binding */ readLinkedFileSync),
/* harmony export */   yq: () => (/* binding */ FileTooLargeError)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/**
 * Reading a file that must be a regular file, and nothing else: opened without following a
 * final link and without blocking, then checked, so a FIFO or a device is refused at once.
 * A read that waited on a FIFO would hang the step, and not even SIGTERM would end it: Node
 * waits, on exit, for the thread blocked in the read.
 */


/**
 * Not a regular file when opened: a directory, a FIFO, a device, or one that changed after
 * it was checked.
 */
class NotRegularFileError extends Error {
    code = 'ENOTREGULAR';
    constructor(path) {
        super(`${path.toString()} is not a regular file`);
    }
}
/**
 * Opening without following a final link and without blocking (a FIFO would wait for a
 * writer), then checking what was opened, closes the gap between a check and a read.
 */
const OPEN_FLAGS = node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOFOLLOW | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NONBLOCK;
async function readRegularFile(path) {
    const handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(path, OPEN_FLAGS);
    try {
        const info = await handle.stat();
        if (!info.isFile())
            throw new NotRegularFileError(path);
        return { content: await handle.readFile(), info };
    }
    finally {
        await handle.close();
    }
}
const READ_CHUNK_BYTES = 1024 * 1024;
/**
 * Reads a regular file whole; with `maxBytes`, reads at most one byte more than that, so a
 * file that grew past its limit after it was measured is never held whole (the caller
 * refuses content longer than its limit).
 */
function readRegularFileSync(path, maxBytes) {
    const { fd, info } = openRegularFileSync(path);
    try {
        if (maxBytes === undefined)
            return { content: (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(fd), info };
        const chunks = [];
        let length = 0;
        while (length <= maxBytes) {
            const chunk = Buffer.allocUnsafe(Math.min(READ_CHUNK_BYTES, maxBytes + 1 - length));
            const read = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, chunk, 0, chunk.length, null);
            if (read === 0)
                break;
            chunks.push(chunk.subarray(0, read));
            length += read;
        }
        return { content: Buffer.concat(chunks, length), info };
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
    }
}
/** Opens a regular file as readRegularFileSync does, for a caller that reads and closes it. */
function openRegularFileSync(path) {
    const fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(path, OPEN_FLAGS);
    try {
        const info = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync)(fd);
        if (!info.isFile())
            throw new NotRegularFileError(path);
        return { fd, info };
    }
    catch (error) {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
        throw error;
    }
}
/**
 * A file named by the runner's environment or by another file (a kubeconfig, DOCKER_CERT_PATH's
 * PEM files), read through its links as the tools that write them expect, but only when it is
 * a regular file, and refused past `maxBytes` with a FileTooLargeError.
 */
function readLinkedFileSync(path, maxBytes) {
    const { content } = readRegularFileSync((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(path), maxBytes);
    if (content.length > maxBytes)
        throw new FileTooLargeError(path, maxBytes);
    return content;
}
class FileTooLargeError extends Error {
    code = 'ETOOLARGE';
    constructor(path, maxBytes) {
        super(`${path} is over ${maxBytes / (1024 * 1024)} MiB`);
    }
}


/***/ }),

/***/ 5015:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bg: () => (/* binding */ commitUrl),
/* harmony export */   Yb: () => (/* binding */ unixSeconds),
/* harmony export */   forkOf: () => (/* binding */ forkOf),
/* harmony export */   readRunFacts: () => (/* binding */ readRunFacts),
/* harmony export */   zH: () => (/* binding */ formatAuthor)
/* harmony export */ });
/* harmony import */ var _files_regular_file_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5354);
/* harmony import */ var _parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1913);
/* harmony import */ var _runner_step_scope_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7719);
/**
 * Facts about the triggering event, from the runner's environment and the event payload
 * (GITHUB_EVENT_PATH). Parsing is tolerant: a field of the wrong shape is treated as absent,
 * never as a crash, because payloads differ between events and GitHub Enterprise versions.
 */



const text = _parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* ["catch"] */ .MfU(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .nullish */ .cl6(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()), undefined);
const PayloadCommitSchema = _parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
    id: _parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().check(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .minLength */ .BpQ(1)),
    message: text,
    author: _parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* ["catch"] */ .MfU(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .nullish */ .cl6(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({ name: text, email: text })), undefined),
    timestamp: text,
    url: text
});
const repoName = _parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* ["catch"] */ .MfU(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .nullish */ .cl6(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({ full_name: text })), undefined);
const PayloadSchema = _parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
    commits: _parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* ["catch"] */ .MfU(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .nullish */ .cl6(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .unknown */ .L5J())), undefined),
    head_commit: _parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .optional */ .lqM(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .unknown */ .L5J()),
    pull_request: _parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* ["catch"] */ .MfU(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .nullish */ .cl6(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
        number: _parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* ["catch"] */ .MfU(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .nullish */ .cl6(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig()), undefined),
        title: text,
        body: text,
        html_url: text,
        head: _parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* ["catch"] */ .MfU(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .nullish */ .cl6(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({ sha: text, ref: text, repo: repoName })), undefined),
        base: _parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* ["catch"] */ .MfU(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .nullish */ .cl6(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({ repo: repoName })), undefined)
    })), undefined),
    repository: _parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* ["catch"] */ .MfU(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .nullish */ .cl6(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
        full_name: text,
        id: _parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* ["catch"] */ .MfU(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .nullish */ .cl6(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .union */ .KCZ([_parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig(), _parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()])), undefined)
    })), undefined)
});
/** The variables the facts are read from: the step's own are read once while they stay. */
const RUN_VARIABLES = [
    'GITHUB_EVENT_NAME',
    'GITHUB_SHA',
    'GITHUB_REF_NAME',
    'GITHUB_HEAD_REF',
    'GITHUB_WORKSPACE',
    'GITHUB_SERVER_URL',
    'GITHUB_REPOSITORY',
    'GITHUB_REPOSITORY_ID',
    'GITHUB_EVENT_PATH'
];
let lastRead;
/**
 * The run's facts. A step asks for them several times (the trail's default while reading the
 * inputs, the commit, the record): the payload, which can be large, is parsed once.
 */
function readRunFacts(env = (0,_runner_step_scope_js__WEBPACK_IMPORTED_MODULE_2__/* .stepEnv */ .WH)()) {
    if (env !== (0,_runner_step_scope_js__WEBPACK_IMPORTED_MODULE_2__/* .stepEnv */ .WH)())
        return readFacts(env);
    const key = RUN_VARIABLES.map(name => env[name] ?? '').join('\0');
    if (lastRead?.key !== key)
        lastRead = { key, facts: readFacts(env) };
    return lastRead.facts;
}
function readFacts(env) {
    const facts = {
        eventName: env.GITHUB_EVENT_NAME || 'unknown',
        sha: env.GITHUB_SHA || undefined,
        refName: env.GITHUB_REF_NAME || undefined,
        headRef: env.GITHUB_HEAD_REF || undefined,
        workspace: env.GITHUB_WORKSPACE || undefined,
        serverUrl: (env.GITHUB_SERVER_URL || 'https://github.com').replace(/\/+$/, ''),
        repository: env.GITHUB_REPOSITORY || undefined,
        repositoryId: env.GITHUB_REPOSITORY_ID || undefined
    };
    const { payload, problem } = readPayload(env.GITHUB_EVENT_PATH);
    facts.payloadProblem = problem;
    const parsed = PayloadSchema.safeParse(payload ?? {});
    if (!parsed.success) {
        facts.payloadProblem ??= 'the event payload is not a JSON object';
        return facts;
    }
    const data = parsed.data;
    facts.repository ??= data.repository?.full_name ?? undefined;
    if (facts.repositoryId === undefined && data.repository?.id != null) {
        facts.repositoryId = String(data.repository.id);
    }
    if (facts.eventName === 'push') {
        const commits = (data.commits ?? []).map(commitFacts).filter(c => c !== undefined);
        facts.push = { commits, headCommit: commitFacts(data.head_commit) };
    }
    const pr = data.pull_request;
    if (pr) {
        facts.pullRequest = {
            number: pr.number ?? undefined,
            title: pr.title ?? '',
            body: pr.body ?? '',
            headSha: pr.head?.sha ?? undefined,
            headRef: pr.head?.ref ?? undefined,
            url: pr.html_url ?? undefined,
            headRepository: pr.head?.repo?.full_name ?? undefined,
            baseRepository: pr.base?.repo?.full_name ?? undefined
        };
    }
    return facts;
}
/**
 * The events whose workflows GitHub runs without secrets when the pull request comes from a
 * fork. pull_request_target is not one: it runs in the base repository, with its secrets.
 */
const FORK_EVENTS = new Set(['pull_request', 'pull_request_review', 'pull_request_review_comment']);
/**
 * The fork (`owner/name`) this run's pull request comes from, when it comes from one: its head
 * repository differs from its base repository in the event payload. Undefined otherwise, and
 * when the payload does not say.
 */
function forkOf(facts) {
    if (!FORK_EVENTS.has(facts.eventName))
        return undefined;
    const head = facts.pullRequest?.headRepository;
    const base = facts.pullRequest?.baseRepository;
    if (!head || !base)
        return undefined;
    return head.toLowerCase() === base.toLowerCase() ? undefined : head;
}
/**
 * GitHub delivers no webhook payload over 25 MB, so the runner writes no event file over it:
 * a larger file is not the event, and is not read whole into memory.
 */
const MAX_EVENT_BYTES = 25 * 1024 * 1024;
function readPayload(path) {
    if (!path)
        return { problem: 'GITHUB_EVENT_PATH is not set' };
    try {
        // A regular file only: a FIFO or a device named by the variable would block the step.
        const { content } = (0,_files_regular_file_js__WEBPACK_IMPORTED_MODULE_0__/* .readRegularFileSync */ .cG)(path, MAX_EVENT_BYTES);
        if (content.length > MAX_EVENT_BYTES) {
            return { problem: 'the event payload is over 25 MB, more than GitHub ever sends' };
        }
        return { payload: JSON.parse(content.toString('utf8')) };
    }
    catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        return { problem: `the event payload could not be read (${reason})` };
    }
}
function commitFacts(value) {
    const parsed = PayloadCommitSchema.safeParse(value);
    if (!parsed.success)
        return undefined;
    const commit = parsed.data;
    return {
        sha: commit.id,
        message: commit.message ?? undefined,
        author: formatAuthor(commit.author?.name, commit.author?.email),
        timestamp: unixSeconds(commit.timestamp),
        url: commit.url ?? undefined
    };
}
function formatAuthor(name, email) {
    if (!name && !email)
        return undefined;
    if (!email)
        return name ?? undefined;
    return `${name ?? ''} <${email}>`.trim();
}
/** ISO 8601 (or anything Date parses) to whole unix seconds. */
function unixSeconds(iso) {
    if (!iso)
        return undefined;
    const ms = Date.parse(iso);
    return Number.isNaN(ms) ? undefined : Math.floor(ms / 1000);
}
/** `https://github.com/owner/name/commit/sha` */
function commitUrl(facts, sha) {
    return facts.repository ? `${facts.serverUrl}/${facts.repository}/commit/${sha}` : undefined;
}


/***/ }),

/***/ 5981:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  ps: () => (/* binding */ CutFileError),
  OF: () => (/* binding */ MalformedFileError),
  kk: () => (/* binding */ gzippedTarEndCheck),
  wK: () => (/* binding */ pdfEndCheck)
});

// EXTERNAL MODULE: external "node:events"
var external_node_events_ = __webpack_require__(8474);
// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(8522);
;// CONCATENATED MODULE: ./src/http/tar-end.ts
/**
 * Walks a tar archive's blocks as they arrive, to tell whether it reaches its end: two zero
 * blocks where a header is due. Each header's checksum is checked and its entry's data
 * skipped by its size (octal, GNU base-256, or a pax `size` record), so zero blocks inside a
 * file are never taken for the end. Nothing of the archive is kept but one block and a pax
 * header.
 */
const BLOCK = 512;
/** The most of a pax extended header read for its `size` record; real ones are far smaller. */
const MAX_PAX_HEADER = 1024 * 1024;
/** Entry types whose size field does not count data blocks (links, devices, folders, FIFOs). */
const NO_DATA_TYPES = new Set(['1', '2', '3', '4', '5', '6']);
/** Bytes that are not a tar archive; its message says what, for "its gzip stream holds …". */
class TarFormatError extends Error {
    constructor(message) {
        super(message);
        this.name = 'TarFormatError';
    }
}
function createTarEnd() {
    let pending = Buffer.alloc(0);
    let dataBlocks = 0n;
    let zeroBlocks = 0;
    let ended = false;
    let paxSize;
    /** A pax extended header being read: its blocks so far and its length in bytes. */
    let pax;
    const takeBlock = (block) => {
        if (dataBlocks > 0n) {
            dataBlocks--;
            if (pax) {
                pax.blocks.push(Buffer.from(block));
                if (dataBlocks === 0n) {
                    paxSize = paxSizeRecord(Buffer.concat(pax.blocks).subarray(0, pax.length));
                    pax = undefined;
                }
            }
            return;
        }
        if (block.every(byte => byte === 0)) {
            zeroBlocks++;
            if (zeroBlocks === 2)
                ended = true;
            return;
        }
        zeroBlocks = 0;
        const header = readHeader(block);
        const size = paxSize ?? header.size;
        paxSize = undefined;
        dataBlocks = NO_DATA_TYPES.has(header.type) ? 0n : (size + BigInt(BLOCK - 1)) / BigInt(BLOCK);
        if (header.type === 'x' && dataBlocks > 0n) {
            if (size > BigInt(MAX_PAX_HEADER))
                throw new TarFormatError('a pax header over 1 MiB');
            pax = { blocks: [], length: Number(size) };
        }
    };
    return {
        update(bytes) {
            if (ended)
                return;
            pending = pending.length === 0 ? bytes : Buffer.concat([pending, bytes]);
            let offset = 0;
            while (!ended && pending.length - offset >= BLOCK) {
                takeBlock(pending.subarray(offset, offset + BLOCK));
                offset += BLOCK;
            }
            pending = ended ? Buffer.alloc(0) : Buffer.from(pending.subarray(offset));
        },
        get ended() {
            return ended;
        }
    };
}
/** The entry type and size of a header block, once its checksum is right. */
function readHeader(block) {
    const stored = parseOctal(block.subarray(148, 156));
    let unsigned = 0;
    let signed = 0;
    for (let index = 0; index < BLOCK; index++) {
        const byte = index >= 148 && index < 156 ? 0x20 : (block[index] ?? 0);
        unsigned += byte;
        signed += byte > 127 ? byte - 256 : byte;
    }
    if (stored === undefined || (BigInt(unsigned) !== stored && BigInt(signed) !== stored)) {
        throw new TarFormatError('a header block whose checksum is wrong');
    }
    const size = parseSize(block.subarray(124, 136));
    if (size === undefined)
        throw new TarFormatError('a header whose size is not a number');
    return { type: String.fromCharCode(block[156] ?? 0), size };
}
/** A numeric field: octal digits ended by NUL or space, or GNU's base-256 when its top bit is set. */
function parseSize(field) {
    const first = field[0] ?? 0;
    if (first & 0x80) {
        let value = BigInt(first & 0x7f);
        for (const byte of field.subarray(1))
            value = (value << 8n) | BigInt(byte);
        return value;
    }
    return parseOctal(field);
}
function parseOctal(field) {
    const text = field
        .toString('latin1')
        .replace(/[\0 ]+$/, '')
        .replace(/^ +/, '');
    if (text === '')
        return 0n;
    return /^[0-7]+$/.test(text) ? BigInt(`0o${text}`) : undefined;
}
/**
 * The `size` record of a pax extended header, if it has one. Records are "<length> key=value\n",
 * the length counting the whole record, so a value holding a line break is skipped whole.
 */
function paxSizeRecord(header) {
    let size;
    let offset = 0;
    while (offset < header.length) {
        const space = header.indexOf(0x20, offset);
        const digits = space > offset ? header.toString('latin1', offset, space) : '';
        const length = /^\d{1,8}$/.test(digits) ? Number(digits) : NaN;
        if (!Number.isInteger(length) || length <= space - offset || offset + length > header.length) {
            throw new TarFormatError('a pax header whose records are malformed');
        }
        const record = header.toString('utf8', space + 1, offset + length - 1);
        const match = /^size=(\d+)$/.exec(record);
        if (match?.[1])
            size = BigInt(match[1]);
        offset += length;
    }
    return size;
}

;// CONCATENATED MODULE: ./src/http/whole-file.ts
/**
 * Whether a downloaded file is whole. A body without a declared length ends the same way when
 * the server finishes and when the connection drops half-way, so the file's own end is read
 * instead: a gzip stream must inflate to its trailer (its CRC and length checked) and hold a
 * tar archive that reaches its end-of-archive blocks; a PDF must end with %%EOF. The checks
 * see the bytes as they are written, so nothing is read twice and nothing is held whole.
 */



/** A file that stops before its end: the connection was cut, so another attempt may succeed. */
class CutFileError extends Error {
    constructor(message) {
        super(message);
        this.name = 'CutFileError';
    }
}
/** A file that is whole but not of its kind (a gzip stream that does not hold a tar). */
class MalformedFileError extends Error {
    constructor(message) {
        super(message);
        this.name = 'MalformedFileError';
    }
}
/** How far from the end a PDF's %%EOF may be (what PDF readers accept after it). */
const PDF_TAIL_BYTES = 1024;
const PDF_END = Buffer.from('%%EOF', 'latin1');
function pdfEndCheck() {
    let tail = Buffer.alloc(0);
    return {
        async update(chunk) {
            tail = Buffer.concat([tail, chunk]);
            if (tail.length > PDF_TAIL_BYTES)
                tail = tail.subarray(tail.length - PDF_TAIL_BYTES);
        },
        async finish() {
            if (!tail.includes(PDF_END)) {
                throw new CutFileError(`no %%EOF in its last ${PDF_TAIL_BYTES} bytes`);
            }
        },
        dispose() {
            tail = Buffer.alloc(0);
        }
    };
}
function gzippedTarEndCheck() {
    const gunzip = (0,external_node_zlib_.createGunzip)();
    const tar = createTarEnd();
    let failure;
    gunzip.on('data', (chunk) => {
        if (failure)
            return;
        try {
            tar.update(chunk);
        }
        catch (error) {
            failure = error;
            gunzip.destroy();
        }
    });
    gunzip.on('error', (error) => (failure ??= error));
    const closed = (0,external_node_events_.once)(gunzip, 'close').catch(() => undefined);
    const fail = (error) => {
        if (error instanceof TarFormatError) {
            throw new MalformedFileError(`its tar archive has ${error.message}`);
        }
        // zlib says "unexpected end of file" when the stream stops before its trailer.
        if (error.code === 'Z_BUF_ERROR') {
            throw new CutFileError('its gzip stream stops before its end');
        }
        throw new MalformedFileError(`its gzip stream is damaged: ${error.message}`);
    };
    return {
        async update(chunk) {
            if (failure)
                fail(failure);
            if (!gunzip.write(chunk)) {
                await Promise.race([(0,external_node_events_.once)(gunzip, 'drain'), closed]);
            }
            if (failure)
                fail(failure);
        },
        async finish() {
            if (!failure) {
                gunzip.end();
                await closed;
            }
            if (failure)
                fail(failure);
            // A whole gzip stream around a tar cut short: the server's own output was cut.
            if (!tar.ended)
                throw new CutFileError('its tar archive stops before its end-of-archive blocks');
        },
        dispose() {
            gunzip.destroy();
        }
    };
}


/***/ }),

/***/ 6622:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T: () => (/* binding */ readWorkspacePath),
/* harmony export */   o: () => (/* binding */ workspaceRoot)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _input_error_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9354);
/* harmony import */ var _runner_step_scope_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7719);
/**
 * An input naming a file the action writes (a downloaded audit package): in the workspace,
 * relative to it, or under RUNNER_TEMP (where evidence waits for actions/upload-artifact), so
 * a later step finds it and nothing the runner keeps elsewhere (its tools, another job's
 * files, ~/.ssh) can be overwritten. Never inside a .git folder, where a file becomes the
 * checkout's configuration or a hook that runs. A path that leaves those folders by "..", by
 * being absolute elsewhere, or through a symbolic link in any of its folders, a link that
 * points nowhere, and a name longer than a file system takes, are refused before any request.
 */




const EXPECTED = 'a file path inside the workspace (GITHUB_WORKSPACE), relative to it, or an absolute path ' +
    'under RUNNER_TEMP, outside any .git folder, such as audit/trail.tgz';
/** The longest name of one file or folder (NAME_MAX), and of a whole path (PATH_MAX less one). */
const MAX_NAME_BYTES = 255;
const MAX_PATH_BYTES = 4095;
/** The workspace the paths are taken from: GITHUB_WORKSPACE, else the working directory. */
function workspaceRoot(env = (0,_runner_step_scope_js__WEBPACK_IMPORTED_MODULE_3__/* .stepEnv */ .WH)()) {
    return (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(env.GITHUB_WORKSPACE || process.cwd());
}
/** The folders a written file may land in: the workspace, and RUNNER_TEMP when set. */
function writableRoots(env) {
    const roots = [workspaceRoot(env)];
    if (env.RUNNER_TEMP)
        roots.push((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(env.RUNNER_TEMP));
    return roots;
}
function readWorkspacePath(source, name, env = (0,_runner_step_scope_js__WEBPACK_IMPORTED_MODULE_3__/* .stepEnv */ .WH)()) {
    const given = source(name);
    if (given === undefined)
        return undefined;
    const refuse = (problem) => new _input_error_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .d(name, `has ${(0,_input_error_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .h)(given)}, ${problem}`, EXPECTED);
    const roots = writableRoots(env);
    const target = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(roots[0] ?? '', given);
    const root = roots.find(candidate => isInside(candidate, target, false));
    if (root === undefined)
        throw refuse('which is outside the workspace');
    const parts = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(root, target).split(node_path__WEBPACK_IMPORTED_MODULE_1__.sep);
    const long = parts.find(part => Buffer.byteLength(part) > MAX_NAME_BYTES);
    if (long !== undefined) {
        throw refuse(`whose name ${(0,_input_error_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .h)(long)} is longer than ${MAX_NAME_BYTES} bytes, the most a file system takes`);
    }
    if (Buffer.byteLength(target) > MAX_PATH_BYTES) {
        throw refuse(`which is longer than ${MAX_PATH_BYTES} bytes as a whole path`);
    }
    if (parts.some(isGitFolder))
        throw refuse(INSIDE_GIT);
    checkFolders(root, parts.slice(0, -1), roots, refuse);
    const existing = lstatOrUndefined(target);
    if (existing?.isDirectory())
        throw refuse('which is a folder');
    if (existing?.isSymbolicLink())
        throw refuse('which is a symbolic link');
    return target;
}
const INSIDE_GIT = 'which is inside a .git folder, where git keeps its configuration and hooks';
/**
 * Each folder on the way that exists: a real folder, or a link that resolves inside one of
 * `roots` and outside any .git folder there. The first missing one ends the walk (the
 * download creates it, and the rest, inside the last folder checked).
 */
function checkFolders(root, folders, roots, refuse) {
    let folder = root;
    for (const part of folders) {
        folder = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(folder, part);
        const info = lstatOrUndefined(folder);
        if (info === undefined)
            return;
        if (info.isSymbolicLink()) {
            const real = realpathOrUndefined(folder);
            if (real === undefined)
                throw refuse(`which goes through a link that points nowhere`);
            const landing = roots
                .map(candidate => realpathOrUndefined(candidate) ?? candidate)
                .find(candidate => isInside(candidate, real, true));
            if (landing === undefined)
                throw refuse('whose folder is a link to outside the workspace');
            if ((0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(landing, real).split(node_path__WEBPACK_IMPORTED_MODULE_1__.sep).some(isGitFolder))
                throw refuse(INSIDE_GIT);
        }
        else if (!info.isDirectory()) {
            throw refuse(`whose folder ${(0,_input_error_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .h)(part)} is a file`);
        }
    }
}
/**
 * ".git" in any case (case-insensitive file systems), and with the trailing dots and spaces
 * Windows drops from a name.
 */
function isGitFolder(part) {
    return part.replace(/[. ]+$/, '').toLowerCase() === '.git';
}
/** True when `path` is below `root` (or `root` itself, when `orEqual`). */
function isInside(root, path, orEqual) {
    const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(root, path);
    if (rel === '')
        return orEqual;
    return !rel.startsWith(`..${node_path__WEBPACK_IMPORTED_MODULE_1__.sep}`) && rel !== '..' && !(0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(rel);
}
function realpathOrUndefined(path) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(path);
    }
    catch {
        return undefined;
    }
}
function lstatOrUndefined(path) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(path);
    }
    catch {
        return undefined;
    }
}


/***/ }),

/***/ 1913:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BpQ: () => (/* reexport safe */ zod_mini__WEBPACK_IMPORTED_MODULE_2__.BpQ),
/* harmony export */   FsL: () => (/* reexport safe */ zod_mini__WEBPACK_IMPORTED_MODULE_2__.FsL),
/* harmony export */   Ikc: () => (/* reexport safe */ zod_mini__WEBPACK_IMPORTED_MODULE_2__.Ikc),
/* harmony export */   KCZ: () => (/* reexport safe */ zod_mini__WEBPACK_IMPORTED_MODULE_2__.KCZ),
/* harmony export */   L5J: () => (/* reexport safe */ zod_mini__WEBPACK_IMPORTED_MODULE_2__.L5J),
/* harmony export */   MfU: () => (/* reexport safe */ zod_mini__WEBPACK_IMPORTED_MODULE_2__.MfU),
/* harmony export */   Whr: () => (/* reexport safe */ zod_mini__WEBPACK_IMPORTED_MODULE_2__.Whr),
/* harmony export */   X$i: () => (/* reexport safe */ zod_mini__WEBPACK_IMPORTED_MODULE_2__.X$i),
/* harmony export */   YOg: () => (/* reexport safe */ zod_mini__WEBPACK_IMPORTED_MODULE_2__.YOg),
/* harmony export */   YjP: () => (/* reexport safe */ zod_mini__WEBPACK_IMPORTED_MODULE_2__.YjP),
/* harmony export */   ZnW: () => (/* reexport safe */ zod_mini__WEBPACK_IMPORTED_MODULE_2__.ZnW),
/* harmony export */   _H3: () => (/* reexport safe */ zod_mini__WEBPACK_IMPORTED_MODULE_2__._H3),
/* harmony export */   aig: () => (/* reexport safe */ zod_mini__WEBPACK_IMPORTED_MODULE_2__.aig),
/* harmony export */   cl6: () => (/* reexport safe */ zod_mini__WEBPACK_IMPORTED_MODULE_2__.cl6),
/* harmony export */   g1P: () => (/* reexport safe */ zod_mini__WEBPACK_IMPORTED_MODULE_2__.g1P),
/* harmony export */   lqM: () => (/* reexport safe */ zod_mini__WEBPACK_IMPORTED_MODULE_2__.lqM),
/* harmony export */   mee: () => (/* reexport safe */ zod_mini__WEBPACK_IMPORTED_MODULE_2__.mee),
/* harmony export */   pdi: () => (/* reexport safe */ zod_mini__WEBPACK_IMPORTED_MODULE_2__.pdi),
/* harmony export */   zMY: () => (/* reexport safe */ zod_mini__WEBPACK_IMPORTED_MODULE_2__.zMY)
/* harmony export */ });
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8532);
/* harmony import */ var zod_locales__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(252);
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9286);
/**
 * zod for every schema the action parses answers with: its functional build (`zod/mini`),
 * whose schemas do not carry a method for every kind of schema (the full build attaches
 * dozens to each schema it builds), with zod's English messages, which that build leaves out
 * and which tell a user which field was wrong and how.
 *
 * The full build took a cold step about 15 ms to load and to build and run its answer's
 * schema; this build does the same work in a fraction.
 *
 * Import it as a namespace (`import * as z`). Re-exporting zod's own namespace object instead
 * would mark everything it exports as used, every locale included.
 */


(0,zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .config */ .$W)((0,zod_locales__WEBPACK_IMPORTED_MODULE_1__/* ["default"] */ .A)());



/***/ }),

/***/ 9885:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   TO: () => (/* binding */ trailOrCommit),
/* harmony export */   u$: () => (/* binding */ trailOrRunCommit),
/* harmony export */   v1: () => (/* binding */ readTrailInput),
/* harmony export */   z6: () => (/* binding */ runCommitSha)
/* harmony export */ });
/* unused harmony export describeTrailDefault */
/* harmony import */ var _github_event_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5015);
/* harmony import */ var _inputs_input_error_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9354);
/* harmony import */ var _inputs_parse_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3718);
/**
 * The `trailDefaultsToCommit` trait of a declaration, in one place: what a command's page says
 * of it, reading `trail` with the refusal a run without a commit gets, and the default itself.
 * The trail a build-side record goes to: the trail input, else the run's commit.
 */



/**
 * Undefined when not given: the commit is the default, known only once it is read. A run
 * that names no commit at all (no commit-sha, no GITHUB_SHA) is refused here, before any
 * request, rather than after the evidence was gathered.
 */
function readTrailInput(source) {
    const trail = (0,_inputs_parse_js__WEBPACK_IMPORTED_MODULE_2__/* .readName */ .MQ)(source, 'trail');
    if (trail === undefined && source('commit-sha') === undefined)
        trailOrCommit(trail, runCommitSha());
    return trail;
}
/**
 * One trail per commit is the default, so begin-trail and every later attest step of the
 * run (in any job) agree on it without passing it around.
 */
function trailOrCommit(given, sha, expected = 'a trail name, or a run with GITHUB_SHA set') {
    if (given !== undefined)
        return given;
    if (sha)
        return sha;
    throw new _inputs_input_error_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .d('trail', 'is empty and the run names no commit to default it to (GITHUB_SHA is not set)', expected);
}
/** The trail input as read by readTrailInput, else the run's commit (see runCommitSha). */
function trailOrRunCommit(given) {
    return trailOrCommit(given, runCommitSha());
}
/** What a command's page says of the trait; `readsCommitSha` when it has a commit-sha input. */
function describeTrailDefault(readsCommitSha) {
    const commit = `a pull request's head commit${readsCommitSha ? ', or `commit-sha` where given' : ''}`;
    return `\`trail\` defaults to the commit the run is about (${commit}), so every job of a run agrees on it.`;
}
/**
 * The run's commit, for commands that need no more of it than its id: a pull request's head
 * (GITHUB_SHA is then a generated merge commit), else GITHUB_SHA.
 */
function runCommitSha() {
    const facts = (0,_github_event_js__WEBPACK_IMPORTED_MODULE_0__.readRunFacts)();
    return facts.pullRequest?.headSha ?? facts.sha;
}


/***/ }),

/***/ 3470:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   TG: () => (/* binding */ createLegacyFlowRequest),
/* harmony export */   eV: () => (/* binding */ createFlowRequest),
/* harmony export */   wF: () => (/* binding */ UPDATED)
/* harmony export */ });
/**
 * A PUT that updates what exists answers 200, which the description declares without a body
 * for flows (and not at all for trails, though the service answers it): an empty 200 is the
 * update's success, anything else on a 2xx must still be JSON.
 */
const UPDATED = [200];
const createFlowRequest = (org, body, template) => ({
    method: 'PUT',
    segments: ['flows', org, 'template_file'],
    json: body,
    multipart: true,
    file: template,
    emptyAnswerStatuses: UPDATED
});
/**
 * The deprecated `PUT /flows/{org}` (JSON, `LegacyCreateFlow`), which the vendor CLI still
 * sends for a flow created with neither --template-file nor --use-empty-template.
 */
const createLegacyFlowRequest = (org, body) => ({
    method: 'PUT',
    segments: ['flows', org],
    json: body,
    multipart: false,
    emptyAnswerStatuses: UPDATED
});


/***/ }),

/***/ 7065:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EQ: () => (/* binding */ checkRecord),
/* harmony export */   I7: () => (/* binding */ checkPage),
/* harmony export */   SY: () => (/* binding */ ignoringCase),
/* harmony export */   U9: () => (/* binding */ matchingRecords),
/* harmony export */   aC: () => (/* binding */ NotRecordedError),
/* harmony export */   d$: () => (/* binding */ refuseListing),
/* harmony export */   xK: () => (/* binding */ explainNotRecorded),
/* harmony export */   xw: () => (/* binding */ checkListing),
/* harmony export */   yS: () => (/* binding */ explainRead)
/* harmony export */ });
/* unused harmony export mismatchOf */
/* harmony import */ var _explanations_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(931);
/**
 * An answer is checked against the question. A read names one record (by id, by flow and
 * trail, by number) or asks for a filtered listing; a service that ignores part of the
 * request, or a proxy that drops its query, answers another record, and a step must never
 * report that record as the one asked for (a gate would pass on another record's verdict).
 *
 * Each read lists the fields of its answer that say which record it is, beside what was
 * asked, in its resource's module next to the read (trailFields in trails.ts). A field the
 * answer carries must match. A field the published description requires must be there; one
 * it leaves optional is not held against an answer that omits it, since the service's
 * answers are often leaner than the description.
 */

/** Fingerprints and repository names name the same thing in either case. */
const ignoringCase = (answered, asked) => answered.toLowerCase() === asked.toLowerCase();
/**
 * A read whose answer names another record than the one asked for. `answered` says what
 * came instead, for the command to put in its own sentence about what was asked.
 */
class NotRecordedError extends Error {
    answered;
    constructor(answered) {
        super(`The record asked for is not recorded (${answered}).`);
        this.answered = answered;
        this.name = 'NotRecordedError';
    }
}
/**
 * `a trail whose flow is "payments"` or `a trail without a flow`, for the first field that
 * does not match; undefined when every field does. `noun` carries its article.
 */
function mismatchOf(noun, fields) {
    for (const field of fields) {
        if (field.answered === undefined || field.answered === null) {
            if (field.required)
                return `${noun} without ${article(field.label)} ${field.label}`;
            continue;
        }
        if (!agrees(field))
            return `${noun} whose ${field.label} is ${shown(field.answered)}`;
    }
    return undefined;
}
/** The answer, when it is the record asked for; else a NotRecordedError saying what came. */
function checkRecord(answer, noun, fields) {
    const mismatch = mismatchOf(noun, fields);
    if (mismatch !== undefined) {
        throw new NotRecordedError(`the service answered ${mismatch} instead`);
    }
    return answer;
}
/**
 * The records that are the one asked for (a name recorded several times has several). An
 * answer with records but none of them asked for is a NotRecordedError; an empty one is
 * returned empty, for the command to say so.
 */
function matchingRecords(records, noun, fieldsOf) {
    const matching = records.filter(record => mismatchOf(noun, fieldsOf(record)) === undefined);
    const first = records[0];
    if (matching.length > 0 || first === undefined)
        return matching;
    const mismatch = mismatchOf(noun, fieldsOf(first)) ?? noun;
    throw new NotRecordedError(records.length === 1
        ? `the service answered ${mismatch} instead`
        : `the service answered ${records.length} records, none of them the one asked: the first is ${mismatch}`);
}
/**
 * A listing is refused, not trimmed, when it holds a record outside what was asked: the
 * service did not apply the request as sent, so its counts and pages cannot be trusted either.
 */
function checkListing(items, noun, filter) {
    const { listing, fieldsOf, outcome } = filter;
    for (const item of items) {
        const mismatch = mismatchOf(noun, fieldsOf(item));
        if (mismatch !== undefined)
            refuseListing(mismatch, listing, outcome);
    }
}
/**
 * A page of a listing is the page asked, when the answer says which it is: a service or proxy
 * that ignores `page` answers the first page again, and every page would repeat it.
 */
function checkPage(asked, answered, filter) {
    if (answered == null || answered === asked)
        return;
    refuseListing(`page ${answered}`, `page ${asked} of ${filter.listing}`, filter.outcome);
}
/**
 * A listing the service answered with something else than asked: nothing is listed, or
 * `outcome` when the listing serves another read.
 */
function refuseListing(answered, listing, outcome = 'nothing is listed') {
    throw new Error(`The compliance service answered ${answered} when asked for ${listing}, so it did not ` +
        `apply the request as sent and ${outcome}; check that no proxy between the runner and ` +
        'the service rewrites requests, then run the step again.');
}
/**
 * A read in its command's words: a 404 about what was asked (explainNotFound), and an answer
 * about another record than asked, named in the same sentence shape.
 */
function explainRead(request, explanation) {
    return explainNotRecorded((0,_explanations_js__WEBPACK_IMPORTED_MODULE_0__/* .explainNotFound */ .hf)(request, explanation), answered => `${explanation.notRecorded} (${answered}); ${explanation.advice}.`);
}
async function explainNotRecorded(request, explain) {
    try {
        return await request;
    }
    catch (error) {
        if (error instanceof NotRecordedError) {
            throw new Error(explain(error.answered), { cause: error });
        }
        throw error;
    }
}
function agrees(field) {
    const { answered } = field;
    if (typeof answered !== 'string' && typeof answered !== 'number')
        return false;
    const asked = String(field.asked);
    return field.same ? field.same(String(answered), asked) : String(answered) === asked;
}
const MAX_SHOWN = 100;
/** A value from the service, quoted and bounded, as a message may hold it. */
function shown(value) {
    if (typeof value === 'number' || typeof value === 'boolean')
        return String(value);
    // Not quoted whole: an object can be large or deep, and its type says enough.
    if (typeof value !== 'string')
        return Array.isArray(value) ? 'a list' : `of type ${typeof value}`;
    const cut = value.length > MAX_SHOWN ? `${value.slice(0, MAX_SHOWN)}…` : value;
    return JSON.stringify(cut);
}
function article(word) {
    return /^[aeiou]/i.test(word) ? 'an' : 'a';
}


/***/ }),

/***/ 9878:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T: () => (/* binding */ answerSchemas)
/* harmony export */ });
function answerSchemas(build) {
    let loading;
    return () => {
        // One turn of the event loop first: the caller sends its request in this one, and the
        // chunk's compile (about 10 ms) then overlaps the wait for the answer instead of coming
        // before the request is written.
        loading ??= new Promise(resolve => setImmediate(resolve))
            .then(() => Promise.all(/* import() */[__webpack_require__.e(1831), __webpack_require__.e(9925)]).then(__webpack_require__.bind(__webpack_require__, 9925)))
            .then(parts => build(parts.builders, parts));
        return loading;
    };
}


/***/ }),

/***/ 5319:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GU: () => (/* binding */ pageParams),
/* harmony export */   ZK: () => (/* binding */ fromPagination),
/* harmony export */   eO: () => (/* binding */ known)
/* harmony export */ });
/** The page a query asks for, in the service's parameter names. */
const pageParams = (query) => ({ page: query.page, per_page: query.perPage });
const known = (value) => (value == null ? undefined : value);
function fromPagination(pagination) {
    return { total: known(pagination.total), pageCount: known(pagination.page_count) };
}


/***/ }),

/***/ 4950:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   PH: () => (/* binding */ getTrail),
/* harmony export */   T8: () => (/* binding */ beginTrailRequest),
/* harmony export */   ao: () => (/* binding */ listTrails),
/* harmony export */   k9: () => (/* binding */ listOrgTrails)
/* harmony export */ });
/* unused harmony exports trailFields, flowTrailsFilter, orgTrailsFilter, answers */
/* harmony import */ var _flows_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3470);
/* harmony import */ var _identity_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7065);
/* harmony import */ var _load_schemas_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9878);
/* harmony import */ var _pages_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5319);




const beginTrailRequest = (target, body, template) => ({
    method: 'PUT',
    segments: ['trails', target.org, target.flow],
    json: body,
    multipart: true,
    file: template,
    emptyAnswerStatuses: _flows_js__WEBPACK_IMPORTED_MODULE_1__/* .UPDATED */ .wF
});
async function listTrails(client, query) {
    const paging = query.paged ? (0,_pages_js__WEBPACK_IMPORTED_MODULE_2__/* .pageParams */ .GU)(query) : {};
    const answer = await client.get(['trails', query.org, query.flow], paging, answers().then(schemas => schemas.TrailPageSchema));
    const filter = flowTrailsFilter(query.flow);
    (0,_identity_js__WEBPACK_IMPORTED_MODULE_0__/* .checkListing */ .xw)(answer.data, 'a trail', filter);
    // Unasked, the service may still page the answer: its pagination then says how many more.
    if (!query.paged && !answer.pagination) {
        return { items: answer.data, total: answer.data.length, pageCount: 1 };
    }
    (0,_identity_js__WEBPACK_IMPORTED_MODULE_0__/* .checkPage */ .I7)(query.page, answer.pagination?.page, filter);
    return pageOfTrails(answer, query.page);
}
/**
 * A page of a trail listing. `pagination` is present only when there are several pages:
 * without it, this is the only one.
 */
function pageOfTrails(answer, page) {
    if (!answer.pagination) {
        return { items: answer.data, total: page === 1 ? answer.data.length : undefined, pageCount: 1 };
    }
    return { items: answer.data, ...(0,_pages_js__WEBPACK_IMPORTED_MODULE_2__/* .fromPagination */ .ZK)(answer.pagination) };
}
/**
 * GET /trails/{org}: trails across the org's flows, filtered. Always paged by the service
 * (page 1, 20 a page, by default), so the page and page size are sent when known.
 */
async function listOrgTrails(client, query) {
    const answer = await client.get(['trails', query.org], {
        flow: query.flow,
        flow_tag: query.flowTag,
        fingerprint: query.fingerprint,
        ...(0,_pages_js__WEBPACK_IMPORTED_MODULE_2__/* .pageParams */ .GU)(query)
    }, answers().then(schemas => schemas.TrailPageSchema));
    const filter = orgTrailsFilter(query);
    (0,_identity_js__WEBPACK_IMPORTED_MODULE_0__/* .checkListing */ .xw)(answer.data, 'a trail', filter);
    (0,_identity_js__WEBPACK_IMPORTED_MODULE_0__/* .checkPage */ .I7)(query.page, answer.pagination?.page, filter);
    return pageOfTrails(answer, query.page);
}
async function getTrail(client, ref) {
    const answer = await client.get(['trails', ref.org, ref.flow, ref.trail], {}, answers().then(schemas => schemas.TrailDetailSchema));
    return (0,_identity_js__WEBPACK_IMPORTED_MODULE_0__/* .checkRecord */ .EQ)(answer, 'a trail', trailFields(ref, answer));
}
/** Get trail: its name and its flow's name, both required. */
function trailFields(asked, answer) {
    return [
        { label: 'name', asked: asked.trail, answered: answer.name, required: true },
        { label: 'flow', asked: asked.flow, answered: answer.flow?.name, required: true }
    ];
}
/** List trails of a flow: each trail's flow, required. */
function flowTrailsFilter(flow) {
    return {
        listing: `the trails of flow ${JSON.stringify(flow)}`,
        fieldsOf: trail => [{ label: 'flow', asked: flow, answered: trail.flow?.name, required: true }]
    };
}
/**
 * The org-wide trail listing: the flow's name (required), the flow's tags when carried, and
 * for a fingerprint the artifacts the trail's events say were reported to it. Its compliance
 * is not used for that: it lists one artifact per name, so a rebuilt artifact's earlier
 * fingerprint is not in it.
 */
function orgTrailsFilter(asked) {
    const { flow, flowTag, fingerprint } = asked;
    const named = [
        flow !== undefined ? `flow ${JSON.stringify(flow)}` : undefined,
        flowTag !== undefined ? `flow tag ${JSON.stringify(flowTag)}` : undefined,
        fingerprint !== undefined ? `artifact ${fingerprint}` : undefined
    ].filter(filter => filter !== undefined);
    const [tagKey = '', ...tagValue] = flowTag?.split('=') ?? [];
    return {
        listing: named.length > 0 ? `the trails of ${named.join(' and ')}` : "the org's trails",
        fieldsOf: trail => {
            const fields = [];
            if (flow !== undefined) {
                fields.push({ label: 'flow', asked: flow, answered: trail.flow?.name, required: true });
            }
            if (flowTag !== undefined) {
                const tags = trail.flow?.tags;
                fields.push({
                    label: `flow tag ${tagKey}`,
                    asked: tagValue.join('='),
                    answered: isObject(tags) ? tags[tagKey] : undefined,
                    required: isObject(tags)
                });
            }
            if (fingerprint !== undefined) {
                const reported = reportedFingerprints(trail);
                fields.push({
                    label: 'artifact',
                    asked: fingerprint,
                    answered: reported.find(print => (0,_identity_js__WEBPACK_IMPORTED_MODULE_0__/* .ignoringCase */ .SY)(print, fingerprint)) ?? reported[0],
                    same: _identity_js__WEBPACK_IMPORTED_MODULE_0__/* .ignoringCase */ .SY
                });
            }
            return fields;
        }
    };
}
/** The fingerprints of the artifacts a trail's events say were reported to it, if it has events. */
function reportedFingerprints(trail) {
    const events = trail.events;
    if (!Array.isArray(events))
        return [];
    return events.flatMap((event) => isObject(event) &&
        event.type === 'artifact_creation_reported' &&
        typeof event.fingerprint === 'string' &&
        event.fingerprint !== ''
        ? [event.fingerprint]
        : []);
}
function isObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
/** The answers about trails: a listing's trails, and one trail with its template and events. */
const answers = (0,_load_schemas_js__WEBPACK_IMPORTED_MODULE_3__/* .answerSchemas */ .T)((z, { AttestationStatusSchema, GitCommitInfoSchema, PaginationSchema, flag, list, num, text }) => {
    const TrailSchema = z.looseObject({
        name: z.string(),
        created_at: num,
        last_modified_at: num,
        compliance_status: z.nullish(z.looseObject({
            status: text,
            is_compliant: flag,
            attestations_statuses: list(AttestationStatusSchema)
        })),
        compliance_state: text,
        is_compliant: flag,
        created_by: text,
        html_url: text,
        description: text,
        origin_url: text,
        /** The trail's flow: what an org-wide listing needs to tell trails of two flows apart. */
        flow: z.catch(z.nullish(z.looseObject({ name: text })), undefined)
    });
    const TemplateAttestationSchema = z.looseObject({ name: z.string(), type: text });
    const ArtifactStatusSchema = z.looseObject({
        artifact_fingerprint: text,
        status: text,
        is_compliant: flag,
        unexpected: flag,
        attestations_statuses: list(AttestationStatusSchema)
    });
    /** One event of a trail; the fields each type carries, as the vendor CLI reads them. */
    const TrailEventSchema = z.looseObject({
        type: text,
        timestamp: num,
        is_compliant: flag,
        attestation_type: text,
        attestation_id: text,
        template_reference_name: text,
        target_artifact: text,
        artifact_name: text,
        environment_name: text,
        snapshot_index: num,
        approval_number: num,
        state: text,
        reviewer: text,
        git_commit_info: z.nullish(z.looseObject({ sha1: text, url: text }))
    });
    /** Get trail: the trail with its template, its compliance per artifact, and its events. */
    const TrailDetailSchema = z.looseObject({
        ...TrailSchema.shape,
        compliance_status: z.nullish(z.looseObject({
            status: text,
            is_compliant: flag,
            attestations_statuses: list(AttestationStatusSchema),
            artifacts_statuses: z.nullish(z.record(z.string(), ArtifactStatusSchema)),
            evaluated_at: num
        })),
        template: z.nullish(z.looseObject({
            trail: z.nullish(z.looseObject({
                attestations: list(TemplateAttestationSchema),
                artifacts: list(z.looseObject({
                    name: z.string(),
                    attestations: list(TemplateAttestationSchema)
                }))
            }))
        })),
        git_commit_info: z.nullish(GitCommitInfoSchema),
        events: list(TrailEventSchema)
    });
    /** List trails answers `{data, pagination?}` or, without paging parameters, a bare list. */
    const TrailPageSchema = z.pipe(z.union([
        z.looseObject({ data: z.array(TrailSchema), pagination: z.nullish(PaginationSchema) }),
        z.array(TrailSchema)
    ]), z.transform(value => (Array.isArray(value) ? { data: value, pagination: null } : value)));
    return {
        TrailDetailSchema,
        TrailPageSchema,
        TrailSchema,
        TrailEventSchema,
        ArtifactStatusSchema
    };
});


/***/ }),

/***/ 434:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   jK: () => (/* binding */ trailLabel),
/* harmony export */   lp: () => (/* binding */ trailLink),
/* harmony export */   wn: () => (/* binding */ commitLink)
/* harmony export */ });
/* unused harmony export runRepositoryUrl */
/* harmony import */ var _markdown_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7175);
/* harmony import */ var _runner_step_scope_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7719);
/**
 * How a summary shows a commit: its short SHA (7 characters, as GitHub shows one), linked to
 * the commit on its repository's server. The full SHA stays in the step's outputs and in the
 * link. One helper, so every summary shows commits alike.
 */


const SHORT = 7;
const FULL_SHA = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/i;
/**
 * The run's repository on its server (`GITHUB_SERVER_URL/GITHUB_REPOSITORY`), where the
 * run's own commits are; undefined outside a run.
 */
function runRepositoryUrl(env = (0,_runner_step_scope_js__WEBPACK_IMPORTED_MODULE_0__/* .stepEnv */ .WH)()) {
    const server = (env.GITHUB_SERVER_URL || 'https://github.com').replace(/\/+$/, '');
    const repository = env.GITHUB_REPOSITORY;
    if (!repository || !/^[\w.-]+\/[\w.-]+$/.test(repository))
        return undefined;
    return (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .linkableUrl */ .s6)(`${server}/${repository}`) ? `${server}/${repository}` : undefined;
}
/**
 * A commit as `4f3c2b1`, linked to `url` (the answer's commit_url or git_commit_info.url)
 * when it is an http(s) address, else to the commit in the run's repository; plain text
 * outside a run. A value that is no SHA is shown whole, as text.
 */
function commitLink(sha, url) {
    if (!sha)
        return '—';
    if (!/^[0-9a-f]{7,64}$/i.test(sha))
        return (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeText */ .X1)(sha);
    const short = sha.slice(0, SHORT);
    const repository = runRepositoryUrl();
    const target = (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .linkableUrl */ .s6)(url) ? url : repository && `${repository}/commit/${sha}`;
    return (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .linkMarkdown */ .k9)((0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .code */ .aY)(short), target);
}
/**
 * A trail's name as a heading shows it: a trail named by its commit's full SHA (the default
 * trail of begin-trail and the attest commands) by its short SHA, any other name as it is.
 * The outputs and the trail's link carry the whole name.
 */
function trailLabel(trail) {
    return FULL_SHA.test(trail) ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .code */ .aY)(trail.slice(0, SHORT)) : (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeText */ .X1)(trail);
}
/** The trail by its label, linked to its page when the answer gives one. */
function trailLink(trail, url) {
    return FULL_SHA.test(trail) ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .linkMarkdown */ .k9)(trailLabel(trail), url) : (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .link */ .nf)(trail, url);
}


/***/ }),

/***/ 7175:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DV: () => (/* binding */ codeBlock),
/* harmony export */   Ix: () => (/* binding */ facts),
/* harmony export */   X1: () => (/* binding */ escapeText),
/* harmony export */   aY: () => (/* binding */ code),
/* harmony export */   gQ: () => (/* binding */ inertCode),
/* harmony export */   k9: () => (/* binding */ linkMarkdown),
/* harmony export */   nE: () => (/* binding */ shortFingerprint),
/* harmony export */   nf: () => (/* binding */ link),
/* harmony export */   os: () => (/* binding */ shortText),
/* harmony export */   s6: () => (/* binding */ linkableUrl),
/* harmony export */   tp: () => (/* binding */ table),
/* harmony export */   zH: () => (/* binding */ details)
/* harmony export */ });
/** Small, escaping Markdown builders for job summaries. */
/** Escapes text for a table cell or inline use: no HTML, no table breaks, one line. */
function escapeText(value) {
    if (value === undefined || value === null || value === '')
        return '—';
    return String(value)
        .replace(/[\r\n]+/g, ' ')
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/([\\`*_[\]])/g, '\\$1')
        .replace(/\|/g, '\\|');
}
function code(value) {
    if (!value)
        return '—';
    return `\`${value.replace(/[`\r\n|]/g, '')}\``;
}
/**
 * The address a summary may link to: an absolute http(s) URL with a host, and nothing else.
 * Any other value a remote sends in a link field (a path from a self-hosted service or a
 * rewriting proxy, `javascript:`, `data:`, text that is no URL at all) gives undefined, so it
 * is shown as text. Never throws: a display field must never fail a step.
 */
function linkableUrl(value) {
    // The host must follow the two slashes: the URL parser would read "https:///x" as host x.
    if (!value || !/^https?:\/\/[^/\\]/i.test(value))
        return undefined;
    try {
        const url = new URL(value);
        return url.hostname === '' ? undefined : url;
    }
    catch {
        return undefined;
    }
}
/**
 * Characters that end or break a link destination, a table cell or an escape in Markdown:
 * percent-encoded in the path, query and fragment (never needed there as they are).
 */
const UNSAFE_IN_DESTINATION = /[()[\]|`\\<>"'\s]/g;
/** A link for http(s) URLs (see linkableUrl); anything else is shown as plain text. */
function link(label, url) {
    return linkMarkdown(escapeText(label), url);
}
/** The same for a label that is Markdown already (`code(...)`), shown as it is unlinked. */
function linkMarkdown(label, url) {
    const target = linkableUrl(url);
    if (!target)
        return label;
    // Built from its parts, so credentials in the URL are never shown.
    const rest = `${target.pathname}${target.search}${target.hash}`.replace(UNSAFE_IN_DESTINATION, character => `%${character.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
    return `[${label}](${target.protocol}//${target.host}${rest})`;
}
function table(headers, rows) {
    const head = `| ${headers.join(' | ')} |`;
    const rule = `| ${headers.map(() => '---').join(' | ')} |`;
    return [head, rule, ...rows.map(row => `| ${row.join(' | ')} |`)].join('\n');
}
function facts(rows) {
    return rows
        .filter((row) => row[1] !== undefined)
        .map(([name, value]) => `- **${name}:** ${value}`)
        .join('\n');
}
/**
 * A fenced code block whose fence is longer than any run of backticks in the text, so the
 * text shows exactly as it is, whatever it holds.
 */
function codeBlock(text, language = '') {
    const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map(run => run.length));
    const fence = '`'.repeat(Math.max(3, longest + 1));
    return `${fence}${language}\n${text}\n${fence}`;
}
/**
 * Text of at most `max` characters, its middle cut out (`…`) when longer: an image's
 * registry and its tag both stay readable. For a table cell, which a browser cannot break
 * inside a word, so a long name would make the table scroll sideways.
 */
function shortText(value, max) {
    const characters = [...value];
    if (characters.length <= max)
        return value;
    const head = Math.ceil((max - 1) / 2);
    const tail = max - 1 - head;
    return `${characters.slice(0, head).join('')}…${tail > 0 ? characters.slice(-tail).join('') : ''}`;
}
function shortFingerprint(fingerprint) {
    return fingerprint ? fingerprint.slice(0, 12) : '—';
}
/**
 * A collapsed section: what a reviewer opens only when they need it (the facts of a write,
 * its body), so the summaries of a job's writes read as short blocks. The blank lines let
 * GitHub render the Markdown inside.
 */
function details(label, body) {
    return `<details><summary>${escapeText(label)}</summary>\n\n${body}\n\n</details>`;
}
/**
 * Text from elsewhere (a name the service sent) as an inline code span, for Markdown that
 * people are notified of (a check run, a pull request comment): inside a code span no link,
 * HTML, emphasis or `@name` mention is made, where a backslash or an HTML entity before `@`
 * still pings. The fence is longer than any run of backticks in the text, so none ends it
 * early; line breaks and control characters become spaces. Not for table cells (a `|` there
 * would split the cell).
 */
function inertCode(value, maxLength = 200) {
    // eslint-disable-next-line no-control-regex -- matching control characters is the point
    const flat = (value ?? '').replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ');
    const text = flat.length > maxLength ? `${flat.slice(0, maxLength)}…` : flat;
    if (text.trim() === '')
        return '—';
    const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map(run => run.length));
    const fence = '`'.repeat(longest + 1);
    // A space each side keeps a backtick at either end apart from the fence; GitHub strips it.
    const padded = /^[` ]|[` ]$/.test(text) ? ` ${text} ` : text;
    return `${fence}${padded}${fence}`;
}


/***/ }),

/***/ 2764:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B3: () => (/* binding */ stateMark),
/* harmony export */   Bt: () => (/* binding */ complianceState),
/* harmony export */   CY: () => (/* binding */ stateHeading),
/* harmony export */   LS: () => (/* binding */ plural),
/* harmony export */   _p: () => (/* binding */ byAttention),
/* harmony export */   eY: () => (/* binding */ stateEmoji),
/* harmony export */   e_: () => (/* binding */ needsAttention),
/* harmony export */   fc: () => (/* binding */ complianceOf),
/* harmony export */   g0: () => (/* binding */ countAttention),
/* harmony export */   jo: () => (/* binding */ warningNote),
/* harmony export */   nU: () => (/* binding */ severityMark),
/* harmony export */   uM: () => (/* binding */ changeMark)
/* harmony export */ });
/**
 * The one vocabulary of every job summary: each state's word and its one mark, and the state
 * words of the service's answers translated into it. A summary shows a state only through
 * here, so "non-compliant" is spelled and marked the same in every command (a policy test
 * keeps emoji out of every other module). Each mark stands beside its word, so a summary
 * reads the same without emoji.
 */
const MARKS = {
    compliant: '✅',
    'non-compliant': '❌',
    incomplete: '⏳',
    missing: '⚠️',
    unknown: '❔',
    failing: '❌',
    passing: '✅',
    skipped: '⏭️'
};
/** `❌ non-compliant`; with `word`, the same mark beside another word for it (`❌ not found`). */
function stateMark(state, word = state) {
    return `${MARKS[state]} ${word}`;
}
/** `❌ Non-compliant`: the mark and word that begin a heading. */
function stateHeading(state, word = state) {
    return `${MARKS[state]} ${word.charAt(0).toUpperCase()}${word.slice(1)}`;
}
/** The mark alone, before a name that is not the state's word (`❌ PriceTest`). */
function stateEmoji(state) {
    return MARKS[state];
}
/**
 * The state from a service status word and the is_compliant flag. The words the service
 * sends: COMPLIANT, NON-COMPLIANT (NON_COMPLIANT in some answers), INCOMPLETE, MISSING,
 * PENDING, and an attestation's COMPLETE (which says only that it was recorded: its flag
 * then says whether it complies). The word wins where it says more than the flag: an
 * INCOMPLETE trail also has is_compliant false.
 */
function complianceState(status, isCompliant) {
    switch ((status ?? '')
        .trim()
        .toUpperCase()
        .replace(/[_\s]+/g, '-')) {
        case 'MISSING':
            return 'missing';
        case 'INCOMPLETE':
        case 'PENDING':
            return 'incomplete';
        case 'NON-COMPLIANT':
        case 'NONCOMPLIANT':
        case 'NOT-COMPLIANT':
            return 'non-compliant';
        case 'COMPLIANT':
            return 'compliant';
    }
    return complianceOf(isCompliant);
}
/** The state a bare compliance flag gives: true, false, or unknown when it is absent. */
function complianceOf(isCompliant) {
    if (isCompliant === true)
        return 'compliant';
    if (isCompliant === false)
        return 'non-compliant';
    return 'unknown';
}
/** Which rows a reviewer needs first: lower comes first. */
const ATTENTION = {
    missing: 0,
    'non-compliant': 1,
    failing: 1,
    incomplete: 2,
    unknown: 3,
    skipped: 4,
    compliant: 5,
    passing: 5
};
/** Whether a row in this state needs a reviewer's attention. */
function needsAttention(state) {
    return ATTENTION[state] <= ATTENTION.unknown;
}
/**
 * The items with those that need attention first (missing, then non-compliant or failing,
 * then incomplete, then unknown), the order of the answer kept within each state.
 */
function byAttention(items, stateOf) {
    const rank = (item) => {
        const state = stateOf(item);
        return state === undefined ? ATTENTION.unknown : ATTENTION[state];
    };
    return items
        .map((item, index) => ({ item, index, rank: rank(item) }))
        .sort((a, b) => a.rank - b.rank || a.index - b.index)
        .map(entry => entry.item);
}
/**
 * `1 missing, 2 non-compliant`: the states that need attention, counted in attention order;
 * undefined when none does.
 */
function countAttention(states) {
    const counts = new Map();
    const tallied = Array.isArray(states)
        ? states.map(state => [state, 1])
        : [...states];
    for (const [state, count] of tallied) {
        if (state !== undefined && needsAttention(state) && state !== 'unknown') {
            counts.set(state, (counts.get(state) ?? 0) + count);
        }
    }
    const parts = [...counts]
        .sort(([a], [b]) => ATTENTION[a] - ATTENTION[b])
        .map(([state, count]) => `${count} ${state}`);
    return parts.length > 0 ? parts.join(', ') : undefined;
}
/** `1 attestation`, `4 attestations`. */
function plural(count, noun, nouns = `${noun}s`) {
    return `${count} ${count === 1 ? noun : nouns}`;
}
const SEVERITY_MARKS = { high: '🔴', medium: '🟠', low: '🟡' };
/** `🔴 high`. */
function severityMark(severity) {
    return `${SEVERITY_MARKS[severity]} ${severity}`;
}
const CHANGE_MARKS = {
    added: '➕',
    removed: '➖',
    updated: '🔁',
    scaled: '↕️'
};
/** `➕ added`; with `detail`, said after the word (`↕️ scaled 2 → 3`). */
function changeMark(change, detail) {
    return `${CHANGE_MARKS[change]} ${change}${detail ? ` ${detail}` : ''}`;
}
/** A note a reviewer must not miss (the service judged another scope than asked): a quote. */
function warningNote(text) {
    return `> ⚠️ ${text}`;
}


/***/ }),

/***/ 2095:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GI: () => (/* binding */ readableTime),
/* harmony export */   Ly: () => (/* binding */ isoTime),
/* harmony export */   Mj: () => (/* binding */ shortTime)
/* harmony export */ });
/** Service timestamps (seconds since the epoch, possibly fractional) as readers want them. */
/** ISO 8601 in UTC, or undefined for a missing or impossible value. */
function isoTime(seconds) {
    if (seconds === null || seconds === undefined || !Number.isFinite(seconds))
        return undefined;
    const date = new Date(seconds * 1000);
    return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}
/** `2026-11-21 12:04 UTC`: short enough for a table cell, unambiguous about the zone. */
function shortTime(seconds) {
    const iso = isoTime(seconds);
    return iso ? `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC` : '—';
}
/** `2026-11-21 12:04:07 UTC`: to the second, for when something was evaluated or deployed. */
function readableTime(seconds) {
    const iso = isoTime(seconds);
    return iso ? `${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC` : undefined;
}


/***/ })

};
