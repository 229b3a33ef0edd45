export const id = 6841;
export const ids = [6841];
export const modules = {

/***/ 6841:
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
// EXTERNAL MODULE: ./src/service/endpoints.ts + 2 modules
var endpoints = __webpack_require__(654);
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
    const listing = await (0,list_outputs/* collectListing */.Zb)(collector, add => (0,paging/* streamPages */.Bd)(({ page, perPage }) => (0,endpoints/* listBuilds */.YF)(service, {
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


/***/ })

};
