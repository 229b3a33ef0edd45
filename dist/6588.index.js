export const id = 6588;
export const ids = [6588];
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

/***/ 6588:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  command: () => (/* binding */ command)
});

// EXTERNAL MODULE: ./src/service/snapshots.ts
var snapshots = __webpack_require__(750);
// EXTERNAL MODULE: ./src/service/identity.ts
var identity = __webpack_require__(7065);
// EXTERNAL MODULE: ./src/action/skip.ts
var skip = __webpack_require__(4835);
;// CONCATENATED MODULE: ./src/commands/diff-snapshots/changes.ts
const change = (artifact) => ({
    name: artifact.name ?? '',
    fingerprint: artifact.fingerprint ?? '',
    flow: artifact.flow ?? ''
});
function changesOf(diff) {
    return {
        added: diff.snappish2.artifacts.map(change),
        removed: diff.snappish1.artifacts.map(change),
        changed: diff.changed.artifacts.map(artifact => ({
            ...change(artifact),
            'instances-1': artifact.s1_instance_count ?? null,
            'instances-2': artifact.s2_instance_count ?? null
        })),
        unchanged: diff['not-changed'].artifacts.length
    };
}
/** `1 added, 1 removed, none changed` */
function countsSentence(changes) {
    const part = (count, word) => `${count === 0 ? 'none' : count} ${word}`;
    return [
        part(changes.added.length, 'added'),
        part(changes.removed.length, 'removed'),
        part(changes.changed.length, 'changed')
    ].join(', ');
}

// EXTERNAL MODULE: ./src/inputs/input-error.ts
var input_error = __webpack_require__(9354);
// EXTERNAL MODULE: ./src/inputs/parse.ts
var parse = __webpack_require__(3718);
// EXTERNAL MODULE: ./src/snapshots/moment.ts
var moment = __webpack_require__(7669);
;// CONCATENATED MODULE: ./src/commands/diff-snapshots/snappish.ts
/**
 * A snappish as the service's env-diff takes it, and as the vendor CLI's `diff snapshots`
 * sends it: an environment name, then optionally `#N` (the Nth snapshot, from 1), `~N` (N
 * behind the latest) or a moment after `@`. Checked while inputs are read.
 */



const FORMS = `environment, environment#N (N from 1), environment~N or environment followed by ${moment/* MOMENT_FORMS */.Z}, for example production#41 or production@{1.days.ago}`;
function readSnappish(source, input) {
    const value = (0,parse/* requireValue */.vd)(source, input, FORMS).trim();
    const at = /[#~@]/.exec(value);
    const environment = at ? value.slice(0, at.index) : value;
    if (environment === '') {
        throw new input_error/* InputError */.d(input, `has ${(0,input_error/* quote */.h)(value)}, which names no environment`, FORMS);
    }
    (0,parse/* checkName */.I3)(input, environment);
    if (at) {
        const rest = value.slice(at.index);
        if (!/^(#[1-9]\d{0,8}|~\d{1,9})$/.test(rest) && !(0,moment/* isSnapshotMoment */.V)(rest)) {
            throw new input_error/* InputError */.d(input, `has ${(0,input_error/* quote */.h)(value)}, which is not a snapshot of ${(0,input_error/* quote */.h)(environment)}`, FORMS);
        }
    }
    return value;
}

// EXTERNAL MODULE: ./src/summary/markdown.ts
var markdown = __webpack_require__(7175);
// EXTERNAL MODULE: ./src/summary/states.ts
var states = __webpack_require__(2764);
;// CONCATENATED MODULE: ./src/commands/diff-snapshots/summary.ts
/**
 * diff-snapshots' job summary: each artifact added, removed or scaled. An added artifact with
 * the name of a removed one is shown as that name's update, the usual reading of a deploy.
 */



const MAX_ROWS = 200;
function renderDiffSummary(diff, changes, asked) {
    const first = diff.snappish1.snapshot_id ?? asked.first;
    const second = diff.snappish2.snapshot_id ?? asked.second;
    const removedNames = new Map(changes.removed.map(artifact => [artifact.name, artifact]));
    const updated = new Set();
    const rows = [];
    for (const artifact of changes.added) {
        const before = artifact.name ? removedNames.get(artifact.name) : undefined;
        if (before)
            updated.add(artifact.name);
        rows.push([
            (0,states/* changeMark */.uM)(before ? 'updated' : 'added'),
            (0,markdown/* escapeText */.X1)(artifact.name),
            before
                ? `${(0,markdown/* code */.aY)((0,markdown/* shortFingerprint */.nE)(before.fingerprint))} → ${(0,markdown/* code */.aY)((0,markdown/* shortFingerprint */.nE)(artifact.fingerprint))}`
                : (0,markdown/* code */.aY)((0,markdown/* shortFingerprint */.nE)(artifact.fingerprint)),
            (0,markdown/* escapeText */.X1)(artifact.flow || '—')
        ]);
    }
    for (const artifact of changes.removed) {
        if (updated.has(artifact.name))
            continue;
        rows.push([
            (0,states/* changeMark */.uM)('removed'),
            (0,markdown/* escapeText */.X1)(artifact.name),
            (0,markdown/* code */.aY)((0,markdown/* shortFingerprint */.nE)(artifact.fingerprint)),
            (0,markdown/* escapeText */.X1)(artifact.flow || '—')
        ]);
    }
    for (const artifact of changes.changed) {
        rows.push([
            (0,states/* changeMark */.uM)('scaled', `${artifact['instances-1'] ?? '?'} → ${artifact['instances-2'] ?? '?'}`),
            (0,markdown/* escapeText */.X1)(artifact.name),
            (0,markdown/* code */.aY)((0,markdown/* shortFingerprint */.nE)(artifact.fingerprint)),
            (0,markdown/* escapeText */.X1)(artifact.flow || '—')
        ]);
    }
    const sections = [
        `## ${(0,markdown/* escapeText */.X1)(first)} → ${(0,markdown/* escapeText */.X1)(second)}: ${countsSentence(changes)}`,
        (0,markdown/* facts */.Ix)([
            ['From', (0,markdown/* escapeText */.X1)(first)],
            ['To', (0,markdown/* escapeText */.X1)(second)],
            ['Unchanged', String(changes.unchanged)]
        ]),
        rows.length === 0
            ? 'Both snapshots run the same artifacts.'
            : (0,markdown/* table */.tp)(['Change', 'Artifact', 'Fingerprint', 'Flow'], rows.slice(0, MAX_ROWS))
    ];
    if (rows.length > MAX_ROWS)
        sections.push(`${rows.length - MAX_ROWS} more changes are in the result output.`);
    return sections.join('\n\n') + '\n';
}

;// CONCATENATED MODULE: ./src/commands/diff-snapshots/index.ts






function parseInputs(source) {
    return { first: readSnappish(source, 'snapshot-1'), second: readSnappish(source, 'snapshot-2') };
}
async function run(inputs, context) {
    const service = context.service;
    if (!service)
        return (0,skip/* skippedWithoutToken */.A)(context.log, 'the snapshots were not compared');
    const { org } = context.common;
    const { first, second } = inputs;
    const asked = `snapshots "${first}" and "${second}"`;
    const diff = await (0,identity/* explainRead */.yS)((0,snapshots/* diffSnapshots */.V1)(service, { org, first, second }), {
        about: ['environment'],
        missing: `Org "${org}" cannot compare ${asked}`,
        notRecorded: `The comparison of ${asked} is not what the service answered`,
        advice: 'check snapshot-1 and snapshot-2: each names an environment of the org and one of its snapshots'
    });
    const changes = changesOf(diff);
    context.log.info(`${diff.snappish1.snapshot_id ?? first} → ${diff.snappish2.snapshot_id ?? second}: ${countsSentence(changes)}.`);
    return {
        outcome: 'ok',
        outputs: {
            added: JSON.stringify(changes.added),
            removed: JSON.stringify(changes.removed),
            changed: JSON.stringify(changes.changed),
            result: JSON.stringify(diff)
        },
        summary: renderDiffSummary(diff, changes, inputs)
    };
}
const command = { parseInputs, run };


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

/***/ 750:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EP: () => (/* binding */ snapshotReportRequest),
/* harmony export */   V1: () => (/* binding */ diffSnapshots),
/* harmony export */   dV: () => (/* binding */ getSnapshot)
/* harmony export */ });
/* unused harmony exports snapshotFields, diffSideFields */
/* harmony import */ var _http_url_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6697);
/* harmony import */ var _identity_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7065);
/* harmony import */ var _load_schemas_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9878);



/**
 * PUT /environments/{org}/{env}/report/{kind}: what runs in the environment now. The answer
 * is 201 when a snapshot was made, 200 (no declared shape) when nothing changed since the last.
 */
const snapshotReportRequest = (org, environment, kind, body) => ({
    method: 'PUT',
    segments: ['environments', org, environment, 'report', kind],
    json: body,
    multipart: false,
    emptyAnswerStatuses: [200, 201]
});
async function getSnapshot(client, ref) {
    const answer = await client.get(['snapshots', ref.org, ref.environment, ref.expression], {}, answers().then(schemas => schemas.SnapshotSchema));
    return (0,_identity_js__WEBPACK_IMPORTED_MODULE_1__/* .checkRecord */ .EQ)(answer, 'a snapshot', snapshotFields(ref, answer));
}
async function diffSnapshots(client, query) {
    const answer = await client.get(['env-diff', query.org], { snappish1: query.first, snappish2: query.second }, answers().then(schemas => schemas.EnvironmentDiffSchema));
    (0,_identity_js__WEBPACK_IMPORTED_MODULE_1__/* .checkRecord */ .EQ)(answer, 'a diff whose first snapshot', diffSideFields(query.first, answer.snappish1.snapshot_id));
    return (0,_identity_js__WEBPACK_IMPORTED_MODULE_1__/* .checkRecord */ .EQ)(answer, 'a diff whose second snapshot', diffSideFields(query.second, answer.snappish2.snapshot_id));
}
/** `…/environments/<env>/snapshots/<n>`, a trailing `/`, a query or a fragment allowed. */
const SNAPSHOT_LINK = /\/environments\/([^/?#]+)\/snapshots\/(\d+)\/?(?:[?#]|$)/;
/**
 * Get snapshot: the answer names its environment only in html_url, which the description
 * requires as a string; so the link must be there and name the environment asked and the
 * snapshot answered. Null, or a link of another form, is a link missing: a gate that skipped
 * the comparison then would pass on another environment's snapshot. Then its index when a
 * number was asked (required), and that it is the latest when `-1` was asked.
 */
function snapshotFields(asked, answer) {
    const link = answer.html_url;
    const linked = typeof link === 'string' ? SNAPSHOT_LINK.exec(link) : null;
    const fields = [
        {
            label: 'link',
            asked: "a link to the environment's snapshot",
            answered: link,
            required: true,
            same: () => linked !== null
        }
    ];
    if (linked?.[1] !== undefined && linked[2] !== undefined) {
        fields.push({
            label: 'environment',
            asked: asked.environment,
            answered: (0,_http_url_js__WEBPACK_IMPORTED_MODULE_0__/* .decodeOrKeep */ .ry)(linked[1]),
            required: true
        }, 
        // The link names one snapshot, the index another: one of them is not the one asked.
        { label: 'linked snapshot', asked: `#${answer.index}`, answered: `#${linked[2]}` });
    }
    if (/^\d+$/.test(asked.expression)) {
        fields.push({
            label: 'index',
            asked: Number(asked.expression),
            answered: answer.index,
            required: true
        });
    }
    if (asked.expression === '-1' && answer.is_latest === false) {
        fields.push({ label: 'latest', asked: 'true', answered: 'false' });
    }
    return fields;
}
/**
 * Diff snapshots: each side's snapshot id names the environment asked, before its `#N` (or
 * any `~` or `@` it holds), and the snapshot itself when `#N` was asked. The description
 * lets the id be null, so an answer without one is taken; one that holds another
 * environment, or no number where `#N` was asked, is about something else.
 */
function diffSideFields(snappish, snapshotId) {
    if (snapshotId === null || snapshotId === undefined)
        return [];
    const environmentOf = (text) => text.split(/[#~@]/)[0] ?? text;
    const numberOf = (text) => /#(\d+)$/.exec(text)?.[1];
    const fields = [
        {
            label: 'environment',
            asked: environmentOf(snappish),
            answered: environmentOf(snapshotId),
            required: true
        }
    ];
    const number = numberOf(snappish);
    if (number !== undefined) {
        const answered = numberOf(snapshotId);
        fields.push({
            label: 'snapshot',
            asked: Number(number),
            answered: answered === undefined ? undefined : Number(answered),
            required: true
        });
    }
    return fields;
}
/** The answers about snapshots: one snapshot of an environment, and the diff of two. */
const answers = (0,_load_schemas_js__WEBPACK_IMPORTED_MODULE_2__/* .answerSchemas */ .T)((z, { flag, num, shown, text, PolicyEvaluationSchema }) => {
    /**
     * The policies' verdicts on one running artifact, each a PolicyEvaluationResponse as assert
     * answers it. The description leaves a snapshot's artifact open: both names are read.
     */
    const PolicyVerdictsSchema = shown(z.nullable(z.array(PolicyEvaluationSchema)));
    const SnapshotArtifactSchema = z.looseObject({
        name: text,
        fingerprint: text,
        compliant: flag,
        flow_name: shown(z.nullable(z.string())),
        trail_name: shown(z.nullable(z.string())),
        /** The published shape: each flow the artifact was reported in, with its trail. */
        flows: shown(z.nullable(z.array(z.looseObject({ flow_name: shown(z.string()), trail_name: shown(z.string()) })))),
        git_commit: shown(z.nullable(z.string())),
        commit_url: shown(z.nullable(z.string())),
        html_url: shown(z.nullable(z.string())),
        creationTimestamp: shown(z.nullable(z.array(z.number()))),
        annotation: shown(z.nullable(z.looseObject({ type: text, was: num, now: num }))),
        policy_decisions: PolicyVerdictsSchema,
        policy_evaluations: PolicyVerdictsSchema
    });
    /** GetSnapshotResponse: compliant and index are what a gate reads, so they are required. */
    const SnapshotSchema = z.looseObject({
        index: z.number(),
        compliant: z.boolean(),
        is_latest: flag,
        timestamp: num,
        type: text,
        html_url: text,
        artifacts: z.array(SnapshotArtifactSchema),
        applied_policies: shown(z.nullable(z.array(z.looseObject({ name: text }))))
    });
    const DiffArtifactSchema = z.looseObject({
        fingerprint: text,
        name: text,
        flow: text,
        commit_url: shown(z.nullable(z.string())),
        most_recent_timestamp: num,
        s1_instance_count: num,
        s2_instance_count: num
    });
    const DiffItemSchema = z.looseObject({
        snapshot_id: text,
        artifacts: z.array(DiffArtifactSchema)
    });
    /** EnvironmentDiffResponse: the four groups are required, as published. */
    const EnvironmentDiffSchema = z.looseObject({
        snappish1: DiffItemSchema,
        snappish2: DiffItemSchema,
        changed: DiffItemSchema,
        'not-changed': DiffItemSchema
    });
    return { SnapshotSchema, EnvironmentDiffSchema, SnapshotArtifactSchema, DiffArtifactSchema };
});


/***/ }),

/***/ 7669:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V: () => (/* binding */ isSnapshotMoment),
/* harmony export */   Z: () => (/* binding */ MOMENT_FORMS)
/* harmony export */ });
/**
 * A snapshot named by a moment, as the service's snapshot reads take it after `@`:
 * `@{YYYY-MM-DDTHH:MM:SS}` (UTC, a real date and time), `@{N.<unit>.ago}` or `@{now}`.
 * One rule for get-snapshot's `snapshot` and diff-snapshots' snappishes.
 */
const AGO = /^@\{[1-9]\d{0,5}\.(hours|days|weeks|months)\.ago\}$/;
const MOMENT = /^@\{(\d{4})-(\d\d)-(\d\d)T(\d\d):(\d\d):(\d\d)\}$/;
const MOMENT_FORMS = '@{YYYY-MM-DDTHH:MM:SS} (UTC) or @{N.<hours|days|weeks|months>.ago}';
function isSnapshotMoment(text) {
    if (AGO.test(text) || text === '@{now}')
        return true;
    const moment = MOMENT.exec(text);
    return moment !== null && isRealMoment(moment.slice(1).map(Number));
}
function isRealMoment([year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0]) {
    const time = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
    return (time.getUTCFullYear() === year &&
        time.getUTCMonth() === month - 1 &&
        time.getUTCDate() === day &&
        hour < 24 &&
        minute < 60 &&
        second < 60);
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


/***/ })

};
