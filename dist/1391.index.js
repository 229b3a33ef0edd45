export const id = 1391;
export const ids = [1391];
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

/***/ 1391:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  command: () => (/* binding */ command)
});

// EXTERNAL MODULE: ./src/inputs/input-error.ts
var input_error = __webpack_require__(9354);
// EXTERNAL MODULE: ./src/evidence-inputs/evidence-inputs.ts + 1 modules
var evidence_inputs = __webpack_require__(6826);
// EXTERNAL MODULE: ./src/run-commit/trail-default.ts
var trail_default = __webpack_require__(9885);
// EXTERNAL MODULE: ./src/inputs/parse.ts
var parse = __webpack_require__(3718);
// EXTERNAL MODULE: ./src/inputs/source.ts
var inputs_source = __webpack_require__(4620);
// EXTERNAL MODULE: ./src/service/attestations.ts
var attestations = __webpack_require__(4536);
// EXTERNAL MODULE: ./src/service/identity.ts
var identity = __webpack_require__(7065);
// EXTERNAL MODULE: ./src/action/skip.ts
var skip = __webpack_require__(4835);
// EXTERNAL MODULE: ./src/inputs/fingerprint-form.ts
var fingerprint_form = __webpack_require__(4960);
// EXTERNAL MODULE: ./src/http/request-error.ts
var request_error = __webpack_require__(8734);
// EXTERNAL MODULE: ./src/service/search.ts
var search = __webpack_require__(8867);
;// CONCATENATED MODULE: ./src/commands/get-attestation/prefix.ts



/** At most this many fingerprints are named when several start with the digits given. */
const MAX_NAMED = 3;
/**
 * The whole fingerprint of the one artifact of `flow` whose fingerprint starts with `start`;
 * `start` itself when it is whole already or the search finds none (the read then answers
 * in the service's words). Several such artifacts are an Error naming them.
 */
async function wholeFingerprint(service, asked, log) {
    const { org, flow, start } = asked;
    if (fingerprint_form/* FINGERPRINT_PATTERN */.o6.test(start))
        return start;
    const found = await searchOrNone(service, org, start);
    const whole = [
        ...new Set(found
            .filter(artifact => artifact.flow === flow)
            .map(artifact => artifact.fingerprint?.toLowerCase() ?? '')
            .filter(fingerprint => fingerprint_form/* FINGERPRINT_PATTERN */.o6.test(fingerprint) && fingerprint.startsWith(start)))
    ].sort();
    if (whole.length > 1) {
        const named = whole.slice(0, MAX_NAMED).join(', ');
        const more = whole.length > MAX_NAMED ? `, and ${whole.length - MAX_NAMED} more` : '';
        throw new Error(`Fingerprint "${start}" is the start of ${whole.length} artifacts' fingerprints in flow "${flow}" (${named}${more}), so the service would answer about one of them, its pick; nothing was read: give more of the fingerprint, or all 64 characters.`);
    }
    const [one] = whole;
    if (one === undefined)
        return start;
    log.info(`Fingerprint "${start}" is the start of artifact ${one} of flow "${flow}" alone.`);
    return one;
}
/** The search's artifacts; none when the service finds no match (its 404). */
async function searchOrNone(service, org, value) {
    try {
        return (await (0,search/* search */.$)(service, { org, value }, 'no attestation was read')).artifacts;
    }
    catch (error) {
        if (error instanceof request_error/* RequestError */.GI && error.status === 404)
            return [];
        throw error;
    }
}

// EXTERNAL MODULE: ./src/summary/states.ts
var states = __webpack_require__(2764);
// EXTERNAL MODULE: ./src/summary/commits.ts
var commits = __webpack_require__(434);
// EXTERNAL MODULE: ./src/summary/markdown.ts
var markdown = __webpack_require__(7175);
// EXTERNAL MODULE: ./src/summary/timestamps.ts
var timestamps = __webpack_require__(2095);
;// CONCATENATED MODULE: ./src/commands/get-attestation/summary.ts




function renderAttestationSummary(attestation, all, lookup) {
    const compliant = attestation.is_compliant === true;
    const heading = (0,states/* stateHeading */.CY)(compliant ? 'compliant' : 'non-compliant');
    const name = attestation.attestation_name ?? ('name' in lookup ? lookup.name : 'attestation');
    const commit = attestation.git_commit_info;
    const sections = [
        `## ${heading}: attestation ${(0,markdown/* link */.nf)(name, attestation.html_url)}`,
        (0,markdown/* facts */.Ix)([
            ['Type', (0,markdown/* escapeText */.X1)(attestation.attestation_type)],
            ['Status', (0,states/* stateMark */.B3)(compliant ? 'compliant' : 'non-compliant')],
            ['Flow', (0,markdown/* escapeText */.X1)(attestation.flow_name ?? ('flow' in lookup ? lookup.flow : undefined))],
            [
                'Trail',
                (0,markdown/* escapeText */.X1)(attestation.trail_name ?? ('trail' in lookup ? lookup.trail : undefined))
            ],
            [
                'Artifact',
                attestation.artifact_fingerprint
                    ? (0,markdown/* code */.aY)(attestation.artifact_fingerprint)
                    : 'fingerprint' in lookup
                        ? (0,markdown/* code */.aY)(lookup.fingerprint)
                        : undefined
            ],
            ['Reported by', (0,markdown/* escapeText */.X1)(attestation.reported_by)],
            ['Reported', (0,markdown/* escapeText */.X1)((0,timestamps/* readableTime */.GI)(attestation.created_at))],
            ['Description', attestation.description ? (0,markdown/* escapeText */.X1)(attestation.description) : undefined],
            ['Commit', commit?.sha1 ? (0,commits/* commitLink */.wn)(commit.sha1, commit.url) : undefined],
            [
                'Origin',
                attestation.origin_url ? (0,markdown/* link */.nf)(attestation.origin_url, attestation.origin_url) : undefined
            ],
            ['Attestation id', attestation.attestation_id ? (0,markdown/* code */.aY)(attestation.attestation_id) : undefined]
        ])
    ];
    if (attestation.html_url) {
        sections.push((0,markdown/* link */.nf)('View the attestation in the compliance service', attestation.html_url));
    }
    if (all.length > 1) {
        sections.push(`### Every record of this name (${all.length}); the latest is shown above`, (0,markdown/* table */.tp)(['Reported', 'Status', 'By', 'Link'], all.map(record => [
            (0,markdown/* escapeText */.X1)((0,timestamps/* shortTime */.Mj)(record.created_at)),
            (0,states/* stateMark */.B3)(record.is_compliant === true ? 'compliant' : 'non-compliant'),
            (0,markdown/* escapeText */.X1)(record.reported_by),
            (0,markdown/* link */.nf)(record.attestation_id ?? 'view', record.html_url)
        ])));
    }
    return sections.join('\n\n') + '\n';
}

;// CONCATENATED MODULE: ./src/commands/get-attestation/index.ts
/**
 * get-attestation: one attestation, named in one of three ways, each its own path in the
 * published description (the vendor CLI's get attestation uses the same three): by name on a
 * trail (by default the run's commit, as the attest commands' trail), by name on an
 * artifact's fingerprint, or by id. A name recorded several times answers every record; the
 * latest is the one reported. No record is a failure naming what was asked for, and so is an
 * answer whose records are all others (a service or proxy that ignored the id's filter). The
 * start of a fingerprint is first made whole (./prefix.ts), so that it names one artifact.
 */










const ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,127}$/;
const ID_FORM = 'an attestation id of letters, digits, "-" and "_" (as the service shows it)';
const WAYS = 'name with flow and either trail or fingerprint, or attestation-id alone';
function parseInputs(source) {
    const id = source('attestation-id');
    if (id !== undefined) {
        // Not flow or trail: KOSLI_FLOW and KOSLI_TRAIL often stand in for them workflow-wide.
        for (const other of ['name', 'fingerprint']) {
            if (source(other) !== undefined) {
                throw new input_error/* InputError */.d(other, 'is given together with attestation-id, which names the attestation on its own', `one way to name it: ${WAYS}`);
            }
        }
        if (!ID_PATTERN.test(id)) {
            throw new input_error/* InputError */.d('attestation-id', `has ${JSON.stringify(id.slice(0, 80))}, which is not an id`, ID_FORM);
        }
        return { id };
    }
    if (source('name') === undefined) {
        throw new input_error/* InputError */.d('name', 'is empty and attestation-id is not given', `one way to name the attestation: ${WAYS}`);
    }
    const name = (0,evidence_inputs/* readAttestationName */.Q6)(source, 'name');
    const flow = (0,parse/* readName */.MQ)(source, 'flow', true);
    const trail = (0,parse/* readName */.MQ)(source, 'trail');
    const fingerprint = (0,parse/* readFingerprintPrefix */.Bl)(source, 'fingerprint');
    if (trail !== undefined && fingerprint !== undefined) {
        throw new input_error/* InputError */.d('fingerprint', 
        // Both may come from the job's environment: say where an empty one is read from.
        `is given together with trail (an empty fingerprint is read from ${inputs_source/* FINGERPRINT_VARIABLE */.wP})`, 'one of the two: trail for an attestation on the trail, fingerprint for one on an artifact');
    }
    if (trail !== undefined)
        return { flow, trail, name };
    if (fingerprint !== undefined)
        return { flow, fingerprint, name };
    // Neither: the run's own trail, the one the attest commands record in by default.
    const defaulted = (0,trail_default/* trailOrCommit */.TO)(undefined, (0,trail_default/* runCommitSha */.z6)(), 'a trail name, or fingerprint for an attestation on an artifact, or a run with GITHUB_SHA set');
    return { flow, trail: defaulted, name };
}
async function run(inputs, context) {
    const service = context.service;
    if (!service)
        return (0,skip/* skippedWithoutToken */.A)(context.log, 'the attestation was not read');
    const { org } = context.common;
    const lookup = { org, ...inputs };
    const asked = describeLookup(lookup);
    const read = 'fingerprint' in lookup
        ? {
            ...lookup,
            fingerprint: await wholeFingerprint(service, { org, flow: lookup.flow, start: lookup.fingerprint }, context.log)
        }
        : lookup;
    const found = await (0,identity/* explainRead */.yS)((0,attestations/* getAttestations */.C_)(service, read), {
        about: ['attestation', 'artifact'],
        missing: `${asked} is not known`,
        notRecorded: `${asked} is not recorded`,
        advice: adviceFor(lookup)
    });
    const latest = latestOf(found);
    if (!latest) {
        throw new Error(`${asked} is not recorded (the service answered with no attestation); ${adviceFor(lookup)}.`);
    }
    const compliant = latest.is_compliant === true;
    context.log.info(`${asked} is ${compliant ? 'compliant' : 'not compliant'}` +
        (found.length > 1 ? ` (the latest of ${found.length} recorded).` : '.'));
    return {
        outcome: 'ok',
        outputs: {
            compliant: String(compliant),
            'attestation-id': latest.attestation_id ?? '',
            'html-url': latest.html_url ?? '',
            result: JSON.stringify(latest)
        },
        summary: renderAttestationSummary(latest, found, lookup)
    };
}
function describeLookup(lookup) {
    if ('id' in lookup)
        return `Attestation ${lookup.id} of org "${lookup.org}"`;
    if ('trail' in lookup)
        return `Attestation "${lookup.name}" on trail "${lookup.trail}" of flow "${lookup.flow}"`;
    return `Attestation "${lookup.name}" on artifact ${lookup.fingerprint} of flow "${lookup.flow}"`;
}
function adviceFor(lookup) {
    if ('id' in lookup)
        return 'check attestation-id and org';
    return `check flow, ${'trail' in lookup ? 'trail' : 'fingerprint'} and name (without an artifact prefix), and that the attestation was recorded`;
}
/** The latest record: the service lists them oldest first, but do not depend on it. */
function latestOf(records) {
    let latest;
    for (const record of records) {
        if (!latest || (record.created_at ?? 0) >= (latest.created_at ?? 0))
            latest = record;
    }
    return latest;
}
const command = { parseInputs, run };


/***/ }),

/***/ 8867:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ search)
/* harmony export */ });
/* unused harmony export searchFilter */
/* harmony import */ var _identity_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7065);
/* harmony import */ var _load_schemas_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9878);


/**
 * GET /search/{org}/sha/{value}: the artifacts whose fingerprint or commit starts with
 * `value`. An answer holding another is refused; `outcome` says what is then not done, for a
 * read the search serves.
 */
async function search(client, query, outcome) {
    const answer = await client.get(['search', query.org, 'sha', query.value], {}, answers().then(schemas => schemas.SearchResultSchema));
    (0,_identity_js__WEBPACK_IMPORTED_MODULE_0__/* .checkListing */ .xw)(answer.artifacts, 'an artifact', { ...searchFilter(query.value), outcome });
    return answer;
}
/** Search: every artifact found has the fingerprint or the commit searched for. */
function searchFilter(value) {
    const prefix = value.toLowerCase();
    const starts = (answered) => answered.toLowerCase().startsWith(prefix);
    return {
        listing: `the artifacts whose fingerprint or commit starts with ${value}`,
        fieldsOf: artifact => [
            {
                label: 'fingerprint or commit',
                asked: value,
                answered: artifact.git_commit && starts(artifact.git_commit)
                    ? artifact.git_commit
                    : artifact.fingerprint,
                same: starts
            }
        ]
    };
}
/** The answer of search: what a fingerprint or commit start resolved to, and the artifacts found. */
const answers = (0,_load_schemas_js__WEBPACK_IMPORTED_MODULE_1__/* .answerSchemas */ .T)((z, { flag, list, num, shown, text }) => {
    const SearchMatchesSchema = z.nullish(z.looseObject({ count: num, matches: list(z.string()) }));
    const FoundArtifactSchema = z.looseObject({
        fingerprint: text,
        name: text,
        has_provenance: flag,
        git_commit: text,
        flow: text,
        trail: text,
        compliance_state: text,
        running_in: list(z.string()),
        exited_from: list(z.string()),
        html_url: shown(z.nullable(z.string())),
        commit_url: shown(z.nullable(z.string()))
    });
    const SearchResultSchema = z.looseObject({
        resolved_to: z.nullish(z.looseObject({
            type: text,
            full_match: text,
            fingerprints: SearchMatchesSchema,
            commits: SearchMatchesSchema
        })),
        artifacts: z.array(FoundArtifactSchema)
    });
    return { SearchResultSchema, FoundArtifactSchema };
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
