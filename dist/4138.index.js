export const id = 4138;
export const ids = [4138];
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

/***/ 4138:
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
// EXTERNAL MODULE: ./src/service/endpoints.ts + 2 modules
var endpoints = __webpack_require__(654);
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
    const trail = await (0,identity/* explainRead */.yS)((0,endpoints/* getTrail */.PH)(service, ref), {
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
