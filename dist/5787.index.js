export const id = 5787;
export const ids = [5787];
export const modules = {

/***/ 5787:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  DEFAULT_BUILDS_WINDOW_SECONDS: () => (/* binding */ DEFAULT_BUILDS_WINDOW_SECONDS),
  command: () => (/* binding */ command)
});

// EXTERNAL MODULE: ./src/lists/paging-inputs.ts
var paging_inputs = __webpack_require__(7495);
// EXTERNAL MODULE: ./src/inputs/input-error.ts
var input_error = __webpack_require__(9354);
;// CONCATENATED MODULE: ./src/commands/list-builds/query.ts
/** Free-text query values (repository names and IDs), which may contain "/" but not much else. */

const MAX_LENGTH = 256;
/** A single-line value without spaces or control characters, as filters in a query string. */
function readQueryValue(source, name, form) {
    const value = source(name);
    if (value === undefined)
        return undefined;
    // eslint-disable-next-line no-control-regex
    if (/[\s\u0000-\u001f\u007f]/.test(value)) {
        throw new input_error/* InputError */.d(name, `has ${(0,input_error/* quote */.h)(value)}, which contains spaces or control characters`, form);
    }
    if (value.length > MAX_LENGTH) {
        throw new input_error/* InputError */.d(name, `is ${value.length} characters long`, `${form}, at most ${MAX_LENGTH} characters`);
    }
    return value;
}

// EXTERNAL MODULE: ./src/inputs/time-window.ts
var time_window = __webpack_require__(7665);
// EXTERNAL MODULE: ./src/summary/markdown.ts
var markdown = __webpack_require__(7175);
// EXTERNAL MODULE: ./src/summary/states.ts
var states = __webpack_require__(2764);
// EXTERNAL MODULE: ./src/summary/timestamps.ts
var timestamps = __webpack_require__(2095);
// EXTERNAL MODULE: ./src/http/request-error.ts
var request_error = __webpack_require__(8734);
// EXTERNAL MODULE: ./src/service/identity.ts
var identity = __webpack_require__(7065);
// EXTERNAL MODULE: ./src/service/load-schemas.ts
var load_schemas = __webpack_require__(9878);
// EXTERNAL MODULE: ./src/service/pages.ts
var pages = __webpack_require__(5319);
;// CONCATENATED MODULE: ./src/service/builds.ts



async function listBuilds(client, query) {
    const answer = await client.get(['builds', query.org], {
        ...(0,pages/* pageParams */.GU)(query),
        repo_id: query.repoId,
        repo_name: query.repoName,
        // The published description spells these two with hyphens (the notes say start_ts);
        // the service ignores unknown parameters, so the other spelling would silently not filter.
        'start-ts': query.startTs,
        'end-ts': query.endTs
    }, answers().then(schemas => schemas.BuildPageSchema));
    const filter = buildsFilter(query);
    (0,identity/* checkListing */.xw)(answer.builds, 'a build', filter);
    (0,identity/* checkPage */.I7)(query.page, answer.page, filter);
    return {
        items: answer.builds,
        total: (0,pages/* known */.eO)(answer.total_count),
        pageCount: (0,pages/* known */.eO)(answer.total_pages)
    };
}
/**
 * List builds: each build's repository, when carried and asked for. The time window is not
 * checked: its bounds (inclusive, fractional seconds) are the service's own.
 */
function buildsFilter(asked) {
    const { repoName, repoId } = asked;
    const named = [
        repoName !== undefined ? `repository ${JSON.stringify(repoName)}` : undefined,
        repoId !== undefined ? `repository ID ${JSON.stringify(repoId)}` : undefined
    ].filter(filter => filter !== undefined);
    return {
        listing: named.length > 0 ? `the builds of ${named.join(' and ')}` : 'the builds',
        fieldsOf: build => {
            const fields = [];
            if (repoName !== undefined) {
                const answered = build.repo_info?.name;
                fields.push({ label: 'repository', asked: repoName, answered, same: identity/* ignoringCase */.SY });
            }
            if (repoId !== undefined) {
                fields.push({ label: 'repository ID', asked: repoId, answered: build.repo_info?.repo_id });
            }
            return fields;
        }
    };
}
/** The answer of list builds: a page of the artifacts built, with their flow and repository. */
const answers = (0,load_schemas/* answerSchemas */.T)((z, { RepoInfoSchema, each, num, text }) => {
    const BuildSchema = z.looseObject({
        created_at: num,
        ...each(text, 'fingerprint', 'flow_name', 'trail_name'),
        repo_info: z.nullish(RepoInfoSchema)
    });
    /** A page of builds: its paging fields stand beside the list, not in a `pagination`. */
    const BuildPageSchema = z.looseObject({
        ...each(num, 'page', 'per_page', 'total_pages', 'total_count'),
        builds: z.array(BuildSchema)
    });
    return { BuildPageSchema, BuildSchema };
});

// EXTERNAL MODULE: ./src/lists/list-outputs.ts + 1 modules
var list_outputs = __webpack_require__(1736);
// EXTERNAL MODULE: ./src/lists/paging.ts
var paging = __webpack_require__(6453);
// EXTERNAL MODULE: ./src/action/skip.ts
var skip = __webpack_require__(4835);
;// CONCATENATED MODULE: ./src/commands/list-builds/index.ts
/**
 * list-builds: the artifacts reported in a time window (28 days back from end-ts by
 * default), newest first, optionally of one repository; for reports and audits.
 */











/** The service's default window: the 28 days before end-ts. */
const DEFAULT_BUILDS_WINDOW_SECONDS = 28 * 24 * 3600;
/** The interface's limits for List builds: per_page 0 to 50 (its default, 15, is declared). */
const BUILD_PAGE_LIMITS = { minPerPage: 0, maxPerPage: 50 };
function parseInputs(source) {
    const paging = (0,paging_inputs/* readPaging */.p)(source, BUILD_PAGE_LIMITS);
    const repoId = readQueryValue(source, 'repo-id', 'the repository ID the service knows, for example 718204331');
    const repoName = readQueryValue(source, 'repo-name', 'a repository name such as acme/web-app');
    const window = (0,time_window/* checkTimeWindow */.i)({ name: 'start-ts', value: (0,time_window/* readTimestamp */.L)(source, 'start-ts', false) }, { name: 'end-ts', value: (0,time_window/* readTimestamp */.L)(source, 'end-ts', false) });
    return { paging, repoId, repoName, startTs: window.from, endTs: window.to };
}
async function run(inputs, context) {
    const service = context.service;
    if (!service)
        return (0,skip/* skippedWithoutToken */.A)(context.log, 'the builds were not listed');
    const { org } = context.common;
    // The window is resolved here, as the service would (end defaults to now, start to 28 days
    // before the end), and sent: every page then covers the same window, and the summary can
    // show the real dates.
    const endTs = inputs.endTs ?? Date.now() / 1000;
    const startTs = inputs.startTs ?? endTs - DEFAULT_BUILDS_WINDOW_SECONDS;
    const collector = new list_outputs/* ListCollector */.cd('list-builds', buildState);
    // The Compliance column is shown when any build, not only a summarised one, has a state.
    let withCompliance = false;
    const listing = await (0,list_outputs/* collectListing */.Zb)(collector, add => (0,paging/* streamPages */.Bd)(({ page, perPage }) => listBuilds(service, {
        org,
        page,
        perPage,
        repoId: inputs.repoId,
        repoName: inputs.repoName,
        startTs,
        endTs
    }), inputs.paging, items => {
        withCompliance ||= items.some(build => buildState(build) !== undefined);
        return add(items);
    }));
    const view = {
        title: `Builds in ${(0,markdown/* escapeText */.X1)(org)}`,
        facts: [
            ['Repository', inputs.repoName ? (0,markdown/* escapeText */.X1)(inputs.repoName) : undefined],
            ['Repository ID', inputs.repoId ? (0,markdown/* escapeText */.X1)(inputs.repoId) : undefined],
            ['From', windowBound(startTs, inputs.startTs === undefined, '28 days before the end')],
            ['To', windowBound(endTs, inputs.endTs === undefined, 'when listed')],
            ['Pages fetched', String(listing.pagesFetched)]
        ],
        columns: [
            'Created',
            'Flow',
            'Trail',
            'Repository',
            'Fingerprint',
            ...(withCompliance ? ['Compliance'] : [])
        ],
        emptyNote: 'No builds in this window.',
        stateOf: buildState,
        row: build => {
            const state = buildState(build);
            return [
                (0,markdown/* escapeText */.X1)((0,timestamps/* shortTime */.Mj)(build.created_at)),
                (0,markdown/* escapeText */.X1)(build.flow_name),
                (0,markdown/* escapeText */.X1)(build.trail_name),
                (0,markdown/* escapeText */.X1)(build.repo_info?.name),
                linkedFingerprint(build),
                ...(withCompliance ? [state ? (0,states/* stateMark */.B3)(state) : '—'] : [])
            ];
        }
    };
    return collector.finish(view, listing.total, context.log);
}
/** `2026-10-26 11:33:05 UTC (28 days before the end)` when the bound was defaulted. */
function windowBound(seconds, defaulted, meaning) {
    const time = (0,timestamps/* readableTime */.GI)(seconds) ?? String(seconds);
    return defaulted ? `${time} (${meaning})` : time;
}
/**
 * A build's compliance, when the service sends it. The published build item has no such
 * field; a build carrying the trail's fields (is_compliant, compliance_state or
 * compliance_status) gets the Compliance column.
 */
function buildState(build) {
    const nested = (0,request_error/* isRecord */.u4)(build.compliance_status) ? build.compliance_status : undefined;
    const status = [build.compliance_state, nested?.status].find((value) => typeof value === 'string' && value !== '');
    const flag = [build.is_compliant, nested?.is_compliant].find((value) => typeof value === 'boolean');
    if (status === undefined && flag === undefined)
        return undefined;
    return (0,states/* complianceState */.Bt)(status, flag);
}
/** The short fingerprint, linked to the artifact when the service gave a link. */
function linkedFingerprint(build) {
    const href = artifactHref(build);
    return href
        ? (0,markdown/* link */.nf)((0,markdown/* shortFingerprint */.nE)(build.fingerprint), href)
        : (0,markdown/* code */.aY)((0,markdown/* shortFingerprint */.nE)(build.fingerprint));
}
/** `_links.artifact.href`, which the service sends but the interface leaves open. */
function artifactHref(build) {
    const artifact = (0,request_error/* isRecord */.u4)(build._links) ? build._links.artifact : undefined;
    const href = (0,request_error/* isRecord */.u4)(artifact) ? artifact.href : undefined;
    return typeof href === 'string' ? href : undefined;
}
const command = { parseInputs, run };


/***/ }),

/***/ 7665:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ readTimestamp),
/* harmony export */   i: () => (/* binding */ checkTimeWindow)
/* harmony export */ });
/* harmony import */ var _input_error_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9354);
/** Time-window inputs: unix timestamps in seconds, with the start at or before the end. */

const DECIMAL = /^\d+(\.\d+)?$/;
const WHOLE = /^\d+$/;
/** 9999-12-31: a larger value is milliseconds or a typo, not a date the service knows. */
const MAX_SECONDS = 253_402_300_799;
/**
 * Reads one timestamp input. `whole` requires an integer, for operations whose parameters
 * are integers (list-attestations); list-builds accepts fractions of a second.
 */
function readTimestamp(source, name, whole) {
    const value = source(name);
    if (value === undefined)
        return undefined;
    const form = `a ${whole ? 'whole' : 'non-negative'} number of seconds since 1970-01-01 UTC, for example 1767225600`;
    if (!(whole ? WHOLE : DECIMAL).test(value)) {
        const problem = /^-/.test(value)
            ? 'is negative'
            : whole && DECIMAL.test(value)
                ? 'has a fractional part'
                : 'is not a number of seconds';
        throw new _input_error_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d(name, `has ${(0,_input_error_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .h)(value)}, which ${problem}`, form);
    }
    const seconds = Number(value);
    if (seconds > MAX_SECONDS) {
        throw new _input_error_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d(name, `has ${value}, which is after the year 9999 (milliseconds?)`, form);
    }
    return seconds;
}
/**
 * Checks that a window read with readTimestamp runs forwards. Each bound is named, so the
 * message says which input to change.
 */
function checkTimeWindow(from, to) {
    if (from.value !== undefined && to.value !== undefined && from.value > to.value) {
        throw new _input_error_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d(from.name, `has ${from.value}, which is after ${to.name} (${to.value})`, `${from.name} at or before ${to.name}`);
    }
    return { from: from.value, to: to.value };
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
