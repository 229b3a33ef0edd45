export const id = 6841;
export const ids = [6841];
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
// EXTERNAL MODULE: ./src/summary/compliance.ts
var compliance = __webpack_require__(5153);
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
        complianceOf: buildState,
        row: build => {
            const state = buildState(build);
            return [
                (0,markdown/* escapeText */.X1)((0,timestamps/* shortTime */.Mj)(build.created_at)),
                (0,markdown/* escapeText */.X1)(build.flow_name),
                (0,markdown/* escapeText */.X1)(build.trail_name),
                (0,markdown/* escapeText */.X1)(build.repo_info?.name),
                linkedFingerprint(build),
                ...(withCompliance ? [state ? (0,compliance/* complianceMark */.tX)(state) : '—'] : [])
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
    return (0,compliance/* complianceState */.Bt)(status, flag);
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

/***/ 1736:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  cd: () => (/* binding */ ListCollector),
  Zb: () => (/* binding */ collectListing),
  qy: () => (/* binding */ listResult)
});

// EXTERNAL MODULE: ./src/summary/markdown.ts
var markdown = __webpack_require__(7175);
;// CONCATENATED MODULE: ./src/lists/table.ts
/**
 * The job summary of a list command: a heading with the count, optional facts (the filters
 * used), and a table capped at MAX_SUMMARY_ROWS rows with a note pointing to the full
 * result, so a long listing neither floods the summary nor gets dropped by the runner.
 */

const MAX_SUMMARY_ROWS = 100;
function renderListSummary(summary) {
    const of = summary.total !== undefined && summary.total !== summary.count ? ` of ${summary.total}` : '';
    const note = summary.headingNote ? ` (${summary.headingNote})` : '';
    const sections = [`## ${summary.title}: ${summary.count}${of}${note}`];
    const shownFacts = (summary.facts ?? []).filter(([, value]) => value !== undefined);
    if (shownFacts.length > 0)
        sections.push((0,markdown/* facts */.Ix)(shownFacts));
    const rowCount = summary.rowCount ?? summary.rows.length;
    if (rowCount === 0) {
        sections.push(summary.emptyNote ?? 'Nothing to list.');
        return sections.join('\n\n') + '\n';
    }
    const shown = summary.rows.slice(0, MAX_SUMMARY_ROWS);
    sections.push((0,markdown/* table */.tp)(summary.columns, shown));
    const hidden = rowCount - shown.length;
    if (hidden > 0) {
        sections.push(`_First ${shown.length} rows shown, and ${hidden} more: see the file named by the ` +
            '`result-file` output (or the `result` output)._');
    }
    return sections.join('\n\n') + '\n';
}

// EXTERNAL MODULE: ./src/action/output-limit.ts
var output_limit = __webpack_require__(1463);
// EXTERNAL MODULE: ./src/summary/compliance.ts
var compliance = __webpack_require__(5153);
// EXTERNAL MODULE: ./src/action/result-file.ts
var result_file = __webpack_require__(5652);
;// CONCATENATED MODULE: ./src/lists/list-outputs.ts
/**
 * What every list command hands back: `result` (the items as a JSON array), `count`,
 * `total-count` when known, `result-file` (the same JSON in a file under RUNNER_TEMP) and a
 * capped job summary.
 *
 * Items are taken page by page (ListCollector): each is written to the result file as it
 * arrives and then let go. What stays in memory is what the outputs and the capped summary
 * need: the JSON while it still fits in a step output, the first MAX_SUMMARY_ROWS items and
 * the counts. So a listing of any length costs the memory of a few pages.
 */




/** A whole list already in memory (list-actions: the service answers with all of it). */
async function listResult(report, log) {
    const collector = new ListCollector(report.command, report.view.complianceOf, true);
    await collector.add(report.listing.items);
    return collector.finish(report.view, report.listing.total, log, report.outputs);
}
/** The items of a listing as its pages arrive, in order; see the file's comment. */
class ListCollector {
    command;
    complianceOf;
    wholeList;
    file;
    /** The JSON so far, while it still fits in the `result` output. */
    held = [];
    bytes = 1; // "["
    count = 0;
    failing = 0;
    first = [];
    constructor(command, complianceOf, 
    /** The service answered the whole list at once: no input makes it smaller. */
    wholeList = false) {
        this.command = command;
        this.complianceOf = complianceOf;
        this.wholeList = wholeList;
        this.file = new result_file/* ResultFileStream */.gm(command);
    }
    async add(items) {
        if (items.length === 0)
            return;
        const parts = [];
        for (const item of items) {
            // JSON.stringify of the array is "[" + each item's JSON joined with "," + "]".
            const json = JSON.stringify(item) ?? 'null';
            parts.push(json);
            this.bytes += Buffer.byteLength(json, 'utf8') + 1; // its "," or the closing "]"
            if (this.first.length < MAX_SUMMARY_ROWS)
                this.first.push(item);
            const state = this.complianceOf?.(item);
            if (state !== undefined && (0,compliance/* isNotCompliant */.jy)(state))
                this.failing++;
        }
        const text = parts.join(',');
        const lead = this.count === 0 ? '[' : ',';
        this.count += items.length;
        if (this.held) {
            this.held.push(lead, text);
            if (this.bytes > output_limit/* MAX_OUTPUT_BYTES */.$)
                this.held = undefined;
        }
        await this.file.write(lead + text);
    }
    /** Abandons the result file: the listing failed. */
    abandon() {
        return this.file.abandon();
    }
    async finish(view, total, log, extraOutputs) {
        const tail = this.count === 0 ? '[]' : ']';
        if (this.count === 0)
            this.bytes = 2;
        await this.file.write(tail);
        const saved = await this.file.finish({
            fitsInOutput: this.bytes <= output_limit/* MAX_OUTPUT_BYTES */.$,
            smallerWith: this.wholeList ? undefined : 'max-items'
        });
        if (saved.warning)
            log.warning(saved.warning);
        const resultFile = saved.path;
        const json = this.held ? this.held.join('') + tail : '';
        const outputs = {
            count: String(this.count),
            'result-file': resultFile,
            result: json,
            ...extraOutputs
        };
        if (total !== undefined)
            outputs['total-count'] = String(total);
        const of = total !== undefined ? ` of ${total}` : '';
        const where = resultFile ? `; the JSON is in ${resultFile}` : '';
        log.info(`Listed ${this.count}${of}${where}.`);
        const { row, complianceOf, ...rest } = view;
        const failingNote = complianceOf && this.failing > 0 ? `${this.failing} not compliant` : undefined;
        const summary = renderListSummary({
            ...rest,
            headingNote: rest.headingNote ?? failingNote,
            count: this.count,
            total: total,
            rows: this.first.map(row),
            rowCount: this.count
        });
        const result = { outcome: 'ok', outputs, summary };
        // Too big for a step output: left out of memory, and fitOutputs says so as for any output.
        if (!this.held)
            result.oversized = { result: this.bytes };
        return result;
    }
}
/**
 * Reads a listing into a collector, and removes its partial result file when the reading
 * fails: `read` hands each page's items to `add`.
 */
async function collectListing(collector, read) {
    try {
        return await read(items => collector.add(items));
    }
    catch (error) {
        await collector.abandon();
        throw error;
    }
}


/***/ }),

/***/ 7495:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   p: () => (/* binding */ readPaging)
/* harmony export */ });
/* harmony import */ var _inputs_input_error_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9354);
/* harmony import */ var _inputs_parse_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3718);
/**
 * Paging inputs of the list commands: `page`, `per-page`, `all-pages` and `max-items`, each
 * checked against the limits of the operation it pages through before any request. Their
 * defaults (a command's page size among them) are declared with the inputs, in
 * src/declarations/shared-inputs.ts.
 */


/** Far above any real listing; keeps a typo from asking for page 10^15. */
const MAX_PAGE = 1_000_000;
const MAX_ITEMS = 1_000_000;
function readPaging(source, limits) {
    const page = (0,_inputs_parse_js__WEBPACK_IMPORTED_MODULE_1__/* .readInteger */ .JI)(source, 'page', { min: 1, max: MAX_PAGE });
    const perPage = (0,_inputs_parse_js__WEBPACK_IMPORTED_MODULE_1__/* .readInteger */ .JI)(source, 'per-page', {
        min: limits.minPerPage,
        max: limits.maxPerPage
    });
    const allPages = (0,_inputs_parse_js__WEBPACK_IMPORTED_MODULE_1__/* .readBoolean */ .Vf)(source, 'all-pages');
    const maxItems = (0,_inputs_parse_js__WEBPACK_IMPORTED_MODULE_1__/* .readInteger */ .JI)(source, 'max-items', { min: 1, max: MAX_ITEMS });
    if (allPages && perPage === 0) {
        throw new _inputs_input_error_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d('per-page', 'is 0 with all-pages true, so no page would ever hold an item', `a page size from 1 to ${limits.maxPerPage} with all-pages`);
    }
    return { page, perPage, allPages, maxItems };
}


/***/ }),

/***/ 6453:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bd: () => (/* binding */ streamPages)
/* harmony export */ });
/* unused harmony exports MAX_PAGES, DEFAULT_CONCURRENCY, collectPages */
/**
 * The most pages all-pages reads in one step, first included: far beyond a real listing
 * (1,000 pages of 50 builds is 50,000 builds), and a bound on the requests, time and memory
 * a service stating a wrong page count (or never sending a short page) can cost.
 */
const MAX_PAGES = 1000;
/**
 * Each page costs a round trip, and only the first is unavoidably alone: with 20 in flight, a
 * listing of up to 21 pages takes two round trips (bench/RESULTS.md: 4 in flight took six for
 * 20 pages). A service that finds it too much answers 429, and retries honour Retry-After.
 */
const DEFAULT_CONCURRENCY = 20;
/**
 * Items the pages fetched ahead may hold at once. A page that arrives before those ahead of it
 * waits, parsed, to be handed over in page order; waiting through a few young-generation
 * collections, it is promoted to the old generation, where it stays until a full collection
 * long after it was written out. Twenty waiting pages of 100 trails let V8 grow its heap
 * to about 140 MiB over 800 pages for a live heap of 11 MiB (docs/performance.md); with
 * five, it stayed under 80. So the window is bounded by items as well as by requests: 20 pages of up to
 * 25 items, 5 pages of 100.
 */
const ITEMS_AHEAD = 500;
/** Requests in flight after the first page, for pages of `perPage` items. */
function pagesAhead(perPage) {
    return Math.max(1, Math.min(DEFAULT_CONCURRENCY, Math.floor(ITEMS_AHEAD / perPage)));
}
/** A listing longer than all-pages reads: it fails rather than end silently incomplete. */
class ListingTooLongError extends Error {
    constructor(message) {
        super(message);
        this.name = 'ListingTooLongError';
    }
}
const READ_IN_PARTS = 'set max-items, or read the listing in parts with page and per-page';
/** Every item of the listing in memory: for tests and small listings. */
async function collectPages(fetchPage, paging, options = {}) {
    const items = [];
    const facts = await streamPages(fetchPage, paging, page => void items.push(...page), options);
    return { items, ...facts };
}
/**
 * Fetches the listing and hands each page's items to `sink` as soon as the pages before it
 * are handed over, so the caller can write them out and let them go: memory follows a
 * window of pages, not the listing.
 */
async function streamPages(fetchPage, paging, sink, options = {}) {
    const start = paging.page ?? 1;
    const first = await fetchPage({ page: start, perPage: paging.perPage });
    const total = first.total;
    let handed = 0;
    const hand = async (items) => {
        const room = paging.maxItems === undefined ? items.length : paging.maxItems - handed;
        const kept = room >= items.length ? items : items.slice(0, Math.max(0, room));
        handed += kept.length;
        if (kept.length > 0)
            await sink(kept);
    };
    await hand(first.items);
    if (!paging.allPages || enough(first.items.length, paging.maxItems)) {
        return { total, pagesFetched: 1 };
    }
    // The page size the service used: the one asked for, else what the first page held.
    const perPage = paging.perPage ?? first.items.length;
    if (perPage === 0)
        return { total, pagesFetched: 1 };
    const lastPage = lastPageOf(first, perPage);
    if (lastPage === undefined) {
        const pagesFetched = await walkUntilShortPage(fetchPage, first.items, start, perPage, paging, options, hand);
        return { total, pagesFetched };
    }
    let last = lastPage;
    if (paging.maxItems !== undefined) {
        const stillNeeded = paging.maxItems - first.items.length;
        last = Math.min(last, start + Math.ceil(stillNeeded / perPage));
    }
    const maxPages = options.maxPages ?? MAX_PAGES;
    // Checked before a single further request, and before a list of page numbers is built.
    if (last - start + 1 > maxPages) {
        const stated = first.pageCount !== undefined ? `${first.pageCount} pages` : `${total} items`;
        throw new ListingTooLongError(`The service says this listing has ${stated}: pages ${start} to ${last} would be read, ` +
            `more than the ${maxPages} pages all-pages reads in one step; ${READ_IN_PARTS}.`);
    }
    await fetchAhead(range(start + 1, last), options.concurrency ?? pagesAhead(perPage), async (page) => (await fetchPage({ page, perPage: paging.perPage })).items, hand);
    return { total, pagesFetched: Math.max(1, last - start + 1) };
}
/**
 * Fetches `pages` with up to `concurrency` requests in flight and hands each page over in
 * page order as soon as the pages before it are handed over. A request starts only for a page
 * within `concurrency` of the next one to hand over, so the pages held waiting stay bounded
 * however long the listing is. After a failure no new request starts; those in flight are
 * awaited, so nothing is left running, then the failure of the first page in order is thrown.
 */
async function fetchAhead(pages, concurrency, fetchItems, hand) {
    const pending = [];
    let next = 0;
    try {
        while (next < pages.length || pending.length > 0) {
            while (next < pages.length && pending.length < Math.max(1, concurrency)) {
                const request = fetchItems(pages[next++]);
                request.catch(() => undefined); // awaited in order below
                pending.push(request);
            }
            await hand(await pending.shift());
        }
    }
    finally {
        await Promise.allSettled(pending);
    }
}
function enough(collected, maxItems) {
    return maxItems !== undefined && collected >= maxItems;
}
function lastPageOf(first, perPage) {
    if (first.pageCount !== undefined)
        return first.pageCount;
    if (first.total !== undefined)
        return Math.ceil(first.total / perPage);
    return undefined;
}
async function walkUntilShortPage(fetchPage, firstItems, start, perPage, paging, options, hand) {
    let pages = 1;
    const limit = options.maxPages ?? MAX_PAGES;
    let collected = firstItems.length;
    let previous = firstItems;
    for (let page = start + 1; previous.length >= perPage; page++) {
        if (enough(collected, paging.maxItems))
            break;
        if (pages >= limit) {
            throw new ListingTooLongError(`The service gave no page count and page ${page - 1} was still full after ` +
                `${limit} pages, the most all-pages reads in one step; ${READ_IN_PARTS}.`);
        }
        previous = (await fetchPage({ page, perPage: paging.perPage })).items;
        if (previous.length === 0)
            break;
        pages++;
        await hand(previous);
        collected += previous.length;
    }
    return pages;
}
function range(from, to) {
    return to < from ? [] : Array.from({ length: to - from + 1 }, (_, index) => from + index);
}


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
