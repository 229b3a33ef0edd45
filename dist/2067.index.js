export const id = 2067;
export const ids = [2067];
export const modules = {

/***/ 2067:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   command: () => (/* binding */ command)
/* harmony export */ });
/* harmony import */ var _lists_paging_inputs_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7495);
/* harmony import */ var _inputs_parse_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3718);
/* harmony import */ var _summary_states_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2764);
/* harmony import */ var _summary_markdown_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(7175);
/* harmony import */ var _summary_timestamps_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(2095);
/* harmony import */ var _service_explanations_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(931);
/* harmony import */ var _service_environments_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6421);
/* harmony import */ var _lists_list_outputs_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1736);
/* harmony import */ var _lists_paging_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(6453);
/* harmony import */ var _action_skip_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(4835);
/* harmony import */ var _inputs_environment_name_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(1510);
/**
 * log-environment: an environment's events (the vendor CLI's `log environment`), page by page:
 * each artifact that started, stopped or scaled there, in which snapshot, and whether it and
 * the snapshot were compliant. The service answers a bare array, so all-pages reads until a
 * page comes back short.
 */











/** The published bounds of per_page for the events (1..100, default 15). */
const EVENT_PAGE_LIMITS = { minPerPage: 1, maxPerPage: 100 };
function parseInputs(source) {
    return {
        environment: (0,_inputs_environment_name_js__WEBPACK_IMPORTED_MODULE_7__/* .requireEnvironmentName */ .U)(source, 'environment', 'get-snapshot'),
        reverse: (0,_inputs_parse_js__WEBPACK_IMPORTED_MODULE_1__/* .readBoolean */ .Vf)(source, 'reverse'),
        paging: (0,_lists_paging_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .readPaging */ .p)(source, EVENT_PAGE_LIMITS)
    };
}
async function run(inputs, context) {
    const service = context.service;
    if (!service)
        return (0,_action_skip_js__WEBPACK_IMPORTED_MODULE_8__/* .skippedWithoutToken */ .A)(context.log, 'the events were not listed');
    const { org } = context.common;
    const { environment, reverse, paging } = inputs;
    const collector = new _lists_list_outputs_js__WEBPACK_IMPORTED_MODULE_5__/* .ListCollector */ .cd('log-environment');
    const listing = await (0,_service_explanations_js__WEBPACK_IMPORTED_MODULE_3__/* .explainNotFound */ .hf)((0,_lists_list_outputs_js__WEBPACK_IMPORTED_MODULE_5__/* .collectListing */ .Zb)(collector, add => (0,_lists_paging_js__WEBPACK_IMPORTED_MODULE_6__/* .streamPages */ .Bd)(({ page, perPage }) => (0,_service_environments_js__WEBPACK_IMPORTED_MODULE_4__/* .listEnvironmentEvents */ .lL)(service, { org, environment, page, perPage, reverse }), paging, add)), {
        about: ['environment'],
        missing: `Org "${org}" has no environment "${environment}"`,
        advice: 'check the environment input'
    });
    const view = {
        title: `Events of environment ${(0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_9__/* .escapeText */ .X1)(environment)}`,
        facts: [
            ['Order', reverse ? 'oldest first' : 'newest first'],
            ['Pages fetched', String(listing.pagesFetched)]
        ],
        columns: [
            'Snapshot',
            'When',
            'Event',
            'Artifact',
            'Fingerprint',
            'Flow',
            'Artifact compliance'
        ],
        emptyNote: 'The environment has no events yet.',
        row: event => [
            event.snapshot_index == null ? '—' : `#${event.snapshot_index}`,
            (0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_9__/* .escapeText */ .X1)((0,_summary_timestamps_js__WEBPACK_IMPORTED_MODULE_10__/* .shortTime */ .Mj)(event.reported_at)),
            (0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_9__/* .escapeText */ .X1)(event.description ?? event.type),
            (0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_9__/* .escapeText */ .X1)(event.artifact_name),
            (0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_9__/* .code */ .aY)((0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_9__/* .shortFingerprint */ .nE)(event.sha256)),
            (0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_9__/* .escapeText */ .X1)((event.flows ?? []).map(flow => flow.flow_name ?? '').join(', ') || '—'),
            event.artifact_compliance == null
                ? '—'
                : (0,_summary_states_js__WEBPACK_IMPORTED_MODULE_2__/* .stateMark */ .B3)(event.artifact_compliance ? 'compliant' : 'non-compliant')
        ]
    };
    return collector.finish(view, listing.total, context.log);
}
const command = { parseInputs, run };


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

/***/ 6421:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DO: () => (/* binding */ listEnvironments),
/* harmony export */   jY: () => (/* binding */ findEnvironment),
/* harmony export */   lL: () => (/* binding */ listEnvironmentEvents),
/* harmony export */   nG: () => (/* binding */ createEnvironmentRequest)
/* harmony export */ });
/* unused harmony exports environmentFields, orgEnvironmentsFilter, environmentEventsFilter */
/* harmony import */ var _http_request_error_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8734);
/* harmony import */ var _identity_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7065);
/* harmony import */ var _load_schemas_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9878);
/* harmony import */ var _pages_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5319);




/**
 * PUT /environments/{org}: creates the environment, or updates the one of that name. The
 * description declares its answer without a shape: an empty 200 or 201 is success too.
 */
const createEnvironmentRequest = (org, body) => ({
    method: 'PUT',
    segments: ['environments', org],
    json: body,
    multipart: false,
    emptyAnswerStatuses: [200, 201]
});
/**
 * GET /environments/{org}: every environment of the org in one answer. Each must name the
 * org asked (the description requires the field), or nothing is listed.
 */
async function listEnvironments(client, org) {
    const answer = await client.get(['environments', org], {}, answers().then(schemas => schemas.EnvironmentListSchema));
    (0,_identity_js__WEBPACK_IMPORTED_MODULE_1__/* .checkListing */ .xw)(answer, 'an environment', orgEnvironmentsFilter(org));
    return answer;
}
/**
 * GET /environments/{org}/{env}: the environment, or undefined when the service answers 404
 * (it does not exist). Any other failure is thrown.
 */
async function findEnvironment(client, query) {
    let answer;
    try {
        answer = await client.get(['environments', query.org, query.environment], {}, answers().then(schemas => schemas.EnvironmentSchema));
    }
    catch (error) {
        if (error instanceof _http_request_error_js__WEBPACK_IMPORTED_MODULE_0__/* .RequestError */ .GI && error.status === 404)
            return undefined;
        throw error;
    }
    return (0,_identity_js__WEBPACK_IMPORTED_MODULE_1__/* .checkRecord */ .EQ)(answer, 'an environment', environmentFields(query, answer));
}
/** The service answers a bare array: a page shorter than per_page is the last. */
async function listEnvironmentEvents(client, query) {
    const events = await client.get(['environments', query.org, query.environment, 'events'], {
        ...(0,_pages_js__WEBPACK_IMPORTED_MODULE_2__/* .pageParams */ .GU)(query),
        reverse: query.reverse === undefined ? undefined : String(query.reverse)
    }, answers().then(schemas => schemas.EnvironmentEventListSchema));
    (0,_identity_js__WEBPACK_IMPORTED_MODULE_1__/* .checkListing */ .xw)(events, 'an event', environmentEventsFilter(query.environment));
    return { items: events };
}
/** Get environment: its name and org, both required. */
function environmentFields(asked, answer) {
    return [
        { label: 'name', asked: asked.environment, answered: answer.name, required: true },
        { label: 'org', asked: asked.org, answered: answer.org, required: true }
    ];
}
/** List environments: each environment's org, which the description requires. */
function orgEnvironmentsFilter(org) {
    return {
        listing: `the environments of org ${JSON.stringify(org)}`,
        fieldsOf: env => [{ label: 'org', asked: org, answered: env.org, required: true }]
    };
}
/** Log environment: each event's environment, when carried. */
function environmentEventsFilter(environment) {
    return {
        listing: `the events of environment ${JSON.stringify(environment)}`,
        fieldsOf: event => [
            { label: 'environment', asked: environment, answered: event.environment_name }
        ]
    };
}
/** The answers about environments: one or all of the org's, and an environment's events. */
const answers = (0,_load_schemas_js__WEBPACK_IMPORTED_MODULE_3__/* .answerSchemas */ .T)((z, { flag, list, num, shown, text }) => {
    const EnvironmentRecordSchema = z.looseObject({
        name: z.string(),
        org: text,
        type: text,
        description: text,
        last_modified_at: num,
        last_reported_at: num,
        state: flag,
        include_scaling: flag,
        tags: z.nullish(z.record(z.string(), z.unknown())),
        policies: list(z.string()),
        included_environments: list(z.string())
    });
    const EnvironmentSchema = EnvironmentRecordSchema;
    const EnvironmentListSchema = z.array(EnvironmentRecordSchema);
    const EnvironmentEventSchema = z.looseObject({
        environment_name: text,
        snapshot_index: num,
        artifact_name: text,
        sha256: text,
        description: text,
        reported_at: num,
        flows: shown(z.nullable(z.array(z.looseObject({ flow_name: text })))),
        artifact_compliance: flag,
        snapshot_compliance: flag,
        type: text
    });
    const EnvironmentEventListSchema = z.array(EnvironmentEventSchema);
    return {
        EnvironmentSchema,
        EnvironmentListSchema,
        EnvironmentEventListSchema,
        EnvironmentRecordSchema,
        EnvironmentEventSchema
    };
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


/***/ })

};
