export const id = 658;
export const ids = [658];
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

/***/ 1658:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  command: () => (/* binding */ command)
});

// EXTERNAL MODULE: ./src/evidence/trail.ts
var evidence_trail = __webpack_require__(4585);
// EXTERNAL MODULE: ./src/http/errors.ts
var errors = __webpack_require__(8549);
// EXTERNAL MODULE: ./src/inputs/parse.ts
var parse = __webpack_require__(3718);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/inputs/errors.ts
var inputs_errors = __webpack_require__(1318);
;// CONCATENATED MODULE: ./src/inputs/workspace-path.ts
/**
 * An input naming a file the action writes (a downloaded audit package): relative to the
 * workspace, and inside it, so a later actions/upload-artifact step finds it and nothing the
 * runner keeps elsewhere (its tools, another job's files, ~/.ssh) can be overwritten. A path
 * that leaves the workspace by "..", by being absolute elsewhere, or through a symbolic link
 * in one of its folders is refused before any request.
 */



const EXPECTED = 'a file path inside the workspace (GITHUB_WORKSPACE), such as audit/trail.tgz';
/** The workspace the paths are taken from: GITHUB_WORKSPACE, else the working directory. */
function workspaceRoot(env = process.env) {
    return (0,external_node_path_.resolve)(env.GITHUB_WORKSPACE || process.cwd());
}
function readWorkspacePath(source, name, env = process.env) {
    const given = source(name);
    if (given === undefined)
        return undefined;
    const root = workspaceRoot(env);
    const target = (0,external_node_path_.resolve)(root, given);
    const refuse = (problem) => new inputs_errors/* InputError */.d(name, `has ${(0,inputs_errors/* quote */.h)(given)}, ${problem}`, EXPECTED);
    if (!isInside(root, target))
        throw refuse('which is outside the workspace');
    // The nearest folder that exists decides where the file really lands.
    let folder = (0,external_node_path_.dirname)(target);
    while (!(0,external_node_fs_.existsSync)(folder) && isInside(root, (0,external_node_path_.dirname)(folder)))
        folder = (0,external_node_path_.dirname)(folder);
    if (!isInside(realpath(root), realpath(folder)) && realpath(folder) !== realpath(root)) {
        throw refuse('whose folder is a link to outside the workspace');
    }
    const existing = lstatOrUndefined(target);
    if (existing?.isDirectory())
        throw refuse('which is a folder');
    if (existing?.isSymbolicLink())
        throw refuse('which is a symbolic link');
    return target;
}
/** True when `path` is strictly below `root`. */
function isInside(root, path) {
    const rel = (0,external_node_path_.relative)(root, path);
    return rel !== '' && !rel.startsWith(`..${external_node_path_.sep}`) && rel !== '..' && !(0,external_node_path_.isAbsolute)(rel);
}
function realpath(path) {
    try {
        return (0,external_node_fs_.realpathSync)(path);
    }
    catch {
        return path;
    }
}
function lstatOrUndefined(path) {
    try {
        return (0,external_node_fs_.lstatSync)(path);
    }
    catch {
        return undefined;
    }
}

// EXTERNAL MODULE: ./src/service/endpoints.ts + 1 modules
var endpoints = __webpack_require__(425);
// EXTERNAL MODULE: ./src/action/skip.ts
var skip = __webpack_require__(4835);
// EXTERNAL MODULE: ./src/summary/compliance.ts
var compliance = __webpack_require__(5153);
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
            state: (0,compliance/* complianceState */.Bt)(artifact.status, artifact.is_compliant),
            unexpected: artifact.unexpected === true
        });
        attestations.push(...(artifact.attestations_statuses ?? []).map(item => row(item, name)));
    }
    return {
        state: (0,compliance/* complianceState */.Bt)(trail.compliance_state ?? status?.status, trail.is_compliant ?? status?.is_compliant),
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





const HEADINGS = {
    compliant: '✅ Compliant',
    'non-compliant': '❌ Non-compliant',
    incomplete: '⚠️ Incomplete',
    missing: '⚠️ Missing',
    unknown: '❔ Unknown'
};
function renderTrailSummary(trail, findings, where) {
    const trailUrl = trail.html_url ?? undefined;
    const sections = [
        `## ${HEADINGS[findings.state]}: trail ${(0,markdown/* link */.nf)(trail.name, trailUrl)} of flow ${(0,markdown/* escapeText */.X1)(where.flow)}`
    ];
    const verdict = verdictLine(findings);
    if (verdict)
        sections.push(verdict);
    sections.push(trailFacts(trail, where));
    sections.push('### Attestations', attestationTable(findings.attestations, trailUrl));
    if (findings.artifacts.length > 0) {
        sections.push('### Artifacts', (0,markdown/* table */.tp)(['Artifact', 'Fingerprint', 'Compliance'], findings.artifacts.map(artifact => [
            (0,markdown/* escapeText */.X1)(artifact.name) + (artifact.unexpected ? ' (not in the template)' : ''),
            artifact.fingerprint ? (0,markdown/* code */.aY)((0,markdown/* shortFingerprint */.nE)(artifact.fingerprint)) : 'not reported',
            (0,compliance/* complianceMark */.tX)(artifact.state)
        ])));
    }
    sections.push('### Events', eventTable(trail.events ?? [], trailUrl));
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
        parts.push(`**Not compliant:** ${findings.nonCompliant.map(name => (0,markdown/* code */.aY)(name)).join(', ')}`);
    return parts.length > 0 ? parts.join('<br>') : undefined;
}
function trailFacts(trail, where) {
    const commit = trail.git_commit_info;
    const message = commit?.message?.split(/\r?\n/, 1)[0];
    return (0,markdown/* facts */.Ix)([
        ['Flow', (0,markdown/* escapeText */.X1)(where.flow)],
        ['Trail', (0,markdown/* link */.nf)(trail.name, trail.html_url)],
        ['Compliance', (0,markdown/* escapeText */.X1)(trail.compliance_state ?? trail.compliance_status?.status)],
        ['Description', trail.description ? (0,markdown/* escapeText */.X1)(trail.description) : undefined],
        [
            'Created',
            `${(0,markdown/* escapeText */.X1)((0,timestamps/* readableTime */.GI)(trail.created_at))}${trail.created_by ? ` by ${(0,markdown/* escapeText */.X1)(trail.created_by)}` : ''}`
        ],
        ['Last modified', (0,markdown/* escapeText */.X1)((0,timestamps/* readableTime */.GI)(trail.last_modified_at))],
        [
            'Commit',
            commit?.sha1
                ? `${(0,markdown/* link */.nf)(commit.sha1.slice(0, 12), commit.url)}${commit.author ? ` by ${(0,markdown/* escapeText */.X1)(commit.author)}` : ''}` +
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
    return (`${counted} of ${(0,compliance/* plural */.LS)(rows.length, 'attestation')} compliant.\n\n` +
        (0,markdown/* table */.tp)(['Attestation', 'On', 'Type', 'Status'], rows.map(row => [
            attestationLink(row.name, row.attestationId, trailUrl),
            row.artifact === undefined ? 'trail' : `artifact ${(0,markdown/* escapeText */.X1)(row.artifact)}`,
            (0,markdown/* escapeText */.X1)(row.type),
            (0,compliance/* complianceMark */.tX)(row.state) +
                (row.unexpected ? ' (not in the template)' : '') +
                (row.overridden ? ' (overridden)' : '')
        ])));
}
/** The attestation on the trail's page, as the web UI links it. */
function attestationLink(name, id, trailUrl) {
    if (!id || !trailUrl)
        return (0,markdown/* escapeText */.X1)(name);
    const url = new URL(trailUrl);
    url.searchParams.set('attestation_id', id);
    return (0,markdown/* link */.nf)(name, url.href);
}
function eventTable(events, trailUrl) {
    if (events.length === 0)
        return 'No events.';
    return (0,markdown/* table */.tp)(['When', 'Event', 'Commit', 'Compliance'], events.map(event => [
        (0,markdown/* escapeText */.X1)((0,timestamps/* shortTime */.Mj)(event.timestamp)),
        describeEvent(event, trailUrl),
        event.git_commit_info?.sha1
            ? (0,markdown/* link */.nf)(event.git_commit_info.sha1.slice(0, 7), event.git_commit_info.url)
            : '—',
        event.is_compliant === true
            ? (0,compliance/* complianceMark */.tX)('compliant')
            : event.is_compliant === false
                ? (0,compliance/* complianceMark */.tX)('non-compliant')
                : '—'
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
/** A saved file as the workflow names it: relative to the workspace, not the runner's disk. */
function shown(path) {
    return (0,markdown/* code */.aY)((0,external_node_path_.relative)(workspaceRoot(), path) || path);
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
    const trail = (0,evidence_trail/* trailOrRunCommit */.u$)((0,evidence_trail/* readTrailInput */.v1)(source));
    const auditPackage = readWorkspacePath(source, 'audit-package');
    const auditPdf = readWorkspacePath(source, 'audit-pdf');
    if (auditPackage !== undefined && auditPackage === auditPdf) {
        throw new inputs_errors/* InputError */.d('audit-pdf', 'names the same file as audit-package', 'another path, so one download does not overwrite the other');
    }
    return { flow, trail, assert: (0,parse/* readBoolean */.Vf)(source, 'assert'), auditPackage, auditPdf };
}
async function run(inputs, context) {
    const service = context.service;
    if (!service)
        return (0,skip/* skippedWithoutToken */.A)(context.log, 'the trail was not read');
    const ref = { org: context.common.org, flow: inputs.flow, trail: inputs.trail };
    const what = `Trail "${ref.trail}" of flow "${ref.flow}"`;
    const trail = await (0,errors/* explainNotFound */.hf)((0,endpoints/* getTrail */.PH)(service, ref), answer => `${what} is not known to org "${ref.org}" (${answer}); check flow and trail (by default ` +
        "the commit's SHA, the trail begin-trail creates).");
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
        saved.auditPackage = await (0,endpoints/* downloadAuditPackage */.cN)(service, ref, inputs.auditPackage);
        context.log.info(describeSaved('audit package', saved.auditPackage));
    }
    if (inputs.auditPdf) {
        saved.auditPdf = await (0,endpoints/* downloadAuditPdf */.ab)(service, ref, inputs.auditPdf);
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

/***/ 5153:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bt: () => (/* binding */ complianceState),
/* harmony export */   LS: () => (/* binding */ plural),
/* harmony export */   jy: () => (/* binding */ isNotCompliant),
/* harmony export */   tX: () => (/* binding */ complianceMark)
/* harmony export */ });
const MARKS = {
    compliant: '✅ compliant',
    'non-compliant': '❌ non-compliant',
    incomplete: '⚠️ incomplete',
    missing: '⚠️ missing',
    unknown: '❔ unknown'
};
function complianceMark(state) {
    return MARKS[state];
}
/**
 * The state from a service status word (COMPLIANT, NON-COMPLIANT, INCOMPLETE, MISSING, or an
 * attestation's COMPLETE) and the is_compliant flag. The word wins where it says more than
 * the flag: an INCOMPLETE trail also has is_compliant false.
 */
function complianceState(status, isCompliant) {
    switch ((status ?? '').toUpperCase().replace(/_/g, '-')) {
        case 'MISSING':
            return 'missing';
        case 'INCOMPLETE':
            return 'incomplete';
        case 'NON-COMPLIANT':
            return 'non-compliant';
        case 'COMPLIANT':
            return 'compliant';
    }
    if (isCompliant === true)
        return 'compliant';
    if (isCompliant === false)
        return 'non-compliant';
    return 'unknown';
}
/** Missing, incomplete or failed: what a heading counts as "not compliant". */
function isNotCompliant(state) {
    return state === 'non-compliant' || state === 'incomplete' || state === 'missing';
}
/** `1 attestation`, `4 attestations`. */
function plural(count, noun, nouns = `${noun}s`) {
    return `${count} ${count === 1 ? noun : nouns}`;
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
