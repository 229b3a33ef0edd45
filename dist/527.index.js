export const id = 527;
export const ids = [527];
export const modules = {

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

/***/ 1510:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ requireEnvironmentName),
/* harmony export */   z: () => (/* binding */ readEnvironmentName)
/* harmony export */ });
/* harmony import */ var _input_error_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9354);
/* harmony import */ var _parse_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3718);
/**
 * An environment's name. The vendor CLI's `get snapshot` takes the environment and the
 * snapshot in one argument (`production~1`, `production#3`, `production@{2026-01-01T00:00:00}`);
 * given as an environment here, such an expression would be read as the name of another
 * environment, or refused for a character a name cannot hold, so it is refused saying where
 * the snapshot goes.
 */


const SNAPSHOT_EXPRESSION = /^(.+?)(~\d+|#\d+|@\{[^}]*\})$/;
/**
 * `where` says where a snapshot is given instead, for the command reading the name: its own
 * input, or get-snapshot's.
 */
function readEnvironmentName(source, name, where) {
    checkNoSnapshot(name, source(name), where);
    return (0,_parse_js__WEBPACK_IMPORTED_MODULE_1__/* .readName */ .MQ)(source, name);
}
function requireEnvironmentName(source, name, where) {
    checkNoSnapshot(name, source(name), where);
    return (0,_parse_js__WEBPACK_IMPORTED_MODULE_1__/* .readName */ .MQ)(source, name, true);
}
function checkNoSnapshot(name, value, where) {
    const match = value === undefined ? null : SNAPSHOT_EXPRESSION.exec(value);
    if (!match)
        return;
    const [, environment = '', expression = ''] = match;
    const snapshot = expression.startsWith('#') ? expression.slice(1) : expression;
    const instead = where === 'own'
        ? `${name}: ${environment} with snapshot: ${snapshot}`
        : `${name}: ${environment} (a snapshot, such as ${expression}, is read with get-snapshot's snapshot input)`;
    throw new _input_error_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d(name, `has ${(0,_input_error_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .h)(value ?? '')}, which is a snapshot expression (${expression}), not an environment's name`, instead);
}


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

/***/ 683:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ sendSnapshotReport)
/* harmony export */ });
/* unused harmony export MAX_SUMMARY_ROWS */
/* harmony import */ var _service_snapshots_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(750);
/* harmony import */ var _summary_markdown_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7175);
/* harmony import */ var _summary_timestamps_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2095);
/* harmony import */ var _writes_send_or_print_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2001);




/** What a report of each kind finds, for the log and the summary's heading. */
const WHAT_RUNS = {
    server: { one: 'artifact', many: 'artifacts', place: 'Path' },
    docker: { one: 'container', many: 'containers', place: 'Container' },
    // Each digest of a pod once, as the report holds it: two containers of one pod that run
    // one image at one digest are one image running there.
    K8S: { one: 'container image', many: 'container images', place: 'Namespace/pod' }
};
/** The summary's table holds at most this many rows; the rest are counted, `result` has all. */
const MAX_SUMMARY_ROWS = 500;
function counted(report) {
    const words = WHAT_RUNS[report.kind];
    const n = report.found.length;
    return `${n} ${n === 1 ? words.one : words.many}`;
}
/** The log line that says what the report claims, before it is sent. */
function reportLine(report) {
    if (report.found.length === 0) {
        return `Nothing runs here: the ${report.kind} report for environment "${report.environment}" is empty, so the service will record that nothing runs in it.`;
    }
    return `Reporting ${counted(report)} running in environment "${report.environment}" (${report.kind}).`;
}
/** The short form reads in a table; the whole fingerprint stays one hover away. */
function fingerprintCell(fingerprint) {
    const whole = (0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeText */ .X1)(fingerprint).replace(/"/g, '&quot;');
    return `<code title="${whole}">${(0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeText */ .X1)((0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .shortFingerprint */ .nE)(fingerprint))}</code>`;
}
function foundTable(report) {
    const rows = report.found
        .slice(0, MAX_SUMMARY_ROWS)
        .map(item => [
        (0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeText */ .X1)(item.name),
        fingerprintCell(item.fingerprint),
        (0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeText */ .X1)(item.where),
        item.createdAt === undefined ? '—' : (0,_summary_timestamps_js__WEBPACK_IMPORTED_MODULE_3__/* .shortTime */ .Mj)(item.createdAt)
    ]);
    const lines = [(0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .table */ .tp)(['Name', 'Fingerprint', WHAT_RUNS[report.kind].place, 'Since'], rows)];
    const rest = report.found.length - rows.length;
    if (rest > 0) {
        lines.push(`_${rest} more not shown here; the step's \`result\` output holds the whole report._`);
    }
    return lines.join('\n\n');
}
function summaryOf(report, body) {
    const sections = [body];
    sections.push(report.found.length === 0
        ? '**Nothing runs here:** the report is empty, and says so to the service.'
        : foundTable(report));
    if (report.leftOut.length > 0) {
        sections.push(`**Left out (${report.leftOut.length}):**\n\n` +
            report.leftOut.map(line => `- ${(0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeText */ .X1)(line)}`).join('\n'));
    }
    return sections.join('\n\n') + '\n';
}
/**
 * Sends the report (or prints it in a dry run, through sendOrPrint), and returns the step's
 * outputs (`count`, `result`, `environment`, `html-url` when the answer gives one) and a
 * summary table: name, fingerprint, where, since; then the left-out lines.
 */
async function sendSnapshotReport(report, context) {
    context.log.info(reportLine(report));
    const request = (0,_service_snapshots_js__WEBPACK_IMPORTED_MODULE_0__/* .snapshotReportRequest */ .EP)(context.common.org, report.environment, report.kind, report.body);
    const outcome = await (0,_writes_send_or_print_js__WEBPACK_IMPORTED_MODULE_1__/* .sendOrPrint */ .T5)(request, context);
    if (outcome.sent) {
        context.log.info(`Snapshot of environment "${report.environment}" reported.`);
    }
    const written = (0,_writes_send_or_print_js__WEBPACK_IMPORTED_MODULE_1__/* .renderWriteSummary */ .Ah)(outcome, {
        recorded: `Snapshot of ${report.environment}: ${counted(report)} running`,
        // The table and the left-out lines below say the rest.
        where: `environment ${(0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .code */ .aY)(report.environment)} (${(0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeText */ .X1)(report.kind)})`,
        rows: []
    });
    return {
        outcome: outcome.sent ? 'ok' : 'skipped',
        outputs: {
            ...(0,_writes_send_or_print_js__WEBPACK_IMPORTED_MODULE_1__/* .writeOutputs */ .Kn)(outcome),
            count: String(report.found.length),
            environment: report.environment
        },
        summary: summaryOf(report, written.trimEnd())
    };
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


/***/ }),

/***/ 2001:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Uv: () => (/* binding */ definedOnly),
  Ah: () => (/* binding */ renderWriteSummary),
  T5: () => (/* binding */ sendOrPrint),
  Kn: () => (/* binding */ writeOutputs)
});

// UNUSED EXPORTS: describeTarget

// EXTERNAL MODULE: ./src/http/request-error.ts
var request_error = __webpack_require__(8734);
// EXTERNAL MODULE: ./src/http/url.ts
var http_url = __webpack_require__(6697);
;// CONCATENATED MODULE: ./src/writes/cli-dry-run.ts
/**
 * A dry run's request as the vendor CLI's `--dry-run` prints it (internal/requests/requests.go:
 * `Client.Do` with DryRun, and `PayloadOutput`), line for line, so a migrating user can run
 * the CLI's call and the step in a dry run and diff the two before switching. The token is
 * never part of it: the CLI prints no header either, and neither does this.
 */

const CLI_DRY_RUN_BANNER = '############### THIS IS A DRY-RUN  ###############';
const PAYLOAD_LINE = 'this is the payload that would be sent in a real run:';
/**
 * The CLI's lines: the banner, the URL, then a JSON body as `PayloadOutput` prints it (the
 * message, a space, a line break, a space, the body indented by four spaces), or each JSON
 * part of a multipart body as `Field: <part>, Value: <json>`. A file part is not printed,
 * as the CLI prints none.
 */
function cliDryRunText(baseUrl, request) {
    const url = (0,http_url/* buildUrl */.c$)(baseUrl, request.segments).href;
    const json = goJson(request.json);
    const payload = request.multipart
        ? `${PAYLOAD_LINE}\nField: ${request.jsonPart ?? 'data_json'}, Value: ${json}`
        : `${PAYLOAD_LINE} \n ${json}`;
    return `${CLI_DRY_RUN_BANNER}\nthe request would have been sent to: ${url}\n${payload}`;
}
/**
 * JSON as Go's encoding/json writes it and json.Indent lays it out with four spaces: Go
 * escapes <, > and & (and U+2028, U+2029) inside strings, so a title such as "a < b" prints
 * the same from both.
 */
function goJson(value) {
    return JSON.stringify(value, null, 4).replace(/[<>&\u2028\u2029]/g, escapeLikeGo);
}
function escapeLikeGo(character) {
    return `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`;
}

// EXTERNAL MODULE: ./src/summary/markdown.ts
var markdown = __webpack_require__(7175);
;// CONCATENATED MODULE: ./src/writes/send-or-print.ts



function describeTarget(request) {
    return `${request.method} /${request.segments.join('/')}`;
}
async function sendOrPrint(request, context) {
    const json = JSON.stringify(request.json, null, 2);
    const service = context.common.dryRun ? undefined : context.service;
    if (!service) {
        const jsonPart = request.jsonPart ?? 'data_json';
        const parts = request.multipart
            ? ` as multipart/form-data: ${jsonPart}${request.file ? `, ${request.file.part} ${request.file.description}` : ''}`
            : ' as application/json';
        context.log.info(`Dry run: would ${describeTarget(request)}${parts}; nothing was sent. As the vendor CLI's --dry-run prints it:`);
        logBody(context.log, cliDryRunText(context.common.baseUrl, request));
        return { sent: false, answer: undefined, body: request.json, json };
    }
    const answer = await service.send(request);
    return { sent: true, answer, htmlUrl: answerUrl(answer), body: request.json, json };
}
/**
 * The most of a dry run's body printed to the log. The runner reads the log through a pipe:
 * a body of tens of MB printed a line at a time queued so many writes on it that writing
 * failed (write EINVAL) and the step died. The whole body is in the step's outputs.
 */
const MAX_PRINTED_BODY_BYTES = 64 * 1024;
/** A log line is one line: the body is logged line by line, at most MAX_PRINTED_BODY_BYTES. */
function logBody(log, text) {
    const total = Buffer.byteLength(text);
    if (total <= MAX_PRINTED_BODY_BYTES) {
        for (const line of text.split('\n'))
            log.info(line);
        return;
    }
    let printed = 0;
    for (const line of text.split('\n', MAX_PRINTED_BODY_BYTES)) {
        const bytes = Buffer.byteLength(line) + 1;
        if (printed + bytes > MAX_PRINTED_BODY_BYTES)
            break;
        log.info(line);
        printed += bytes;
    }
    log.info(`... ${total - printed} of the body's ${total} bytes not printed (the log shows at most ${MAX_PRINTED_BODY_BYTES}); the step's \`result\` output, or the file its \`result-file\` output names when \`result\` is over 1 MB, holds the whole body.`);
}
/** The record's page in the service, when its answer gives one. */
function answerUrl(answer) {
    return (0,request_error/* isRecord */.u4)(answer) && typeof answer.html_url === 'string' ? answer.html_url : undefined;
}
/** The step outputs every write sets: result, and html-url when the answer gives one. */
function writeOutputs(outcome) {
    const outputs = {
        // In a dry run, what would have been sent: a later step can still read it.
        result: JSON.stringify(outcome.sent ? (outcome.answer ?? null) : outcome.body)
    };
    if (outcome.htmlUrl)
        outputs['html-url'] = outcome.htmlUrl;
    return outputs;
}
/**
 * The job summary of a write, a short block: what was recorded, where, and the link to it;
 * its facts and, in a dry run, the body that would have been sent, collapsed. So a build job
 * of five writes reads as five short blocks. The method and path are for the log: a reviewer
 * reads the record, not the request that made it.
 */
function renderWriteSummary(outcome, what) {
    const heading = outcome.sent
        ? `## ${(0,markdown/* escapeText */.X1)(what.recorded)}`
        : `## Dry run: not sent (${(0,markdown/* escapeText */.X1)(what.recorded)})`;
    const sections = [heading];
    const lead = (0,markdown/* facts */.Ix)([
        ['Where', what.where],
        ['In the service', outcome.htmlUrl ? (0,markdown/* link */.nf)('open the record', outcome.htmlUrl) : undefined]
    ]);
    if (lead)
        sections.push(lead);
    const rows = (0,markdown/* facts */.Ix)(what.rows);
    if (rows)
        sections.push((0,markdown/* details */.zH)('Details', rows));
    if (!outcome.sent) {
        sections.push((0,markdown/* details */.zH)('Body that would have been sent', (0,markdown/* codeBlock */.DV)(outcome.json, 'json')));
    }
    return sections.join('\n\n') + '\n';
}
/** Only fields that are set: the bodies are strict, and null is not the same as unset. */
function definedOnly(value) {
    return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined));
}


/***/ })

};
