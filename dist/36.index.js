export const id = 36;
export const ids = [36];
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

/***/ 5328:
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
;// CONCATENATED MODULE: ./src/lists/outputs.ts
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
    const collector = new ListCollector(report.command, report.view.complianceOf);
    await collector.add(report.listing.items);
    return collector.finish(report.view, report.listing.total, log, report.outputs);
}
/** The items of a listing as its pages arrive, in order; see the file's comment. */
class ListCollector {
    command;
    complianceOf;
    file;
    /** The JSON so far, while it still fits in the `result` output. */
    held = [];
    bytes = 1; // "["
    count = 0;
    failing = 0;
    first = [];
    constructor(command, complianceOf) {
        this.command = command;
        this.complianceOf = complianceOf;
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
            // list-actions answers with the whole list: no input makes it smaller.
            smallerWith: this.command === 'list-actions' ? undefined : 'max-items'
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
/* harmony import */ var _inputs_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1318);
/* harmony import */ var _inputs_parse_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3718);
/**
 * Paging inputs of the list commands: `page`, `per-page`, `all-pages` and `max-items`, each
 * checked against the limits of the operation it pages through before any request.
 */


/** Far above any real listing; keeps a typo from asking for page 10^15. */
const MAX_PAGE = 1_000_000;
const MAX_ITEMS = 1_000_000;
function readPaging(source, limits) {
    const page = (0,_inputs_parse_js__WEBPACK_IMPORTED_MODULE_1__/* .readInteger */ .JI)(source, 'page', { min: 1, max: MAX_PAGE });
    const perPage = (0,_inputs_parse_js__WEBPACK_IMPORTED_MODULE_1__/* .readInteger */ .JI)(source, 'per-page', {
        min: limits.minPerPage,
        max: limits.maxPerPage,
        fallback: limits.defaultPerPage
    });
    const allPages = (0,_inputs_parse_js__WEBPACK_IMPORTED_MODULE_1__/* .readBoolean */ .Vf)(source, 'all-pages', false);
    const maxItems = (0,_inputs_parse_js__WEBPACK_IMPORTED_MODULE_1__/* .readInteger */ .JI)(source, 'max-items', { min: 1, max: MAX_ITEMS });
    if (allPages && perPage === 0) {
        throw new _inputs_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d('per-page', 'is 0 with all-pages true, so no page would ever hold an item', `a page size from 1 to ${limits.maxPerPage} with all-pages`);
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

/***/ 425:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  fp: () => (/* binding */ assertArtifact),
  Cf: () => (/* binding */ attestationRequest),
  T8: () => (/* binding */ beginTrailRequest),
  _H: () => (/* binding */ createAttestationTypeRequest),
  eV: () => (/* binding */ createFlowRequest),
  cN: () => (/* binding */ downloadAuditPackage),
  ab: () => (/* binding */ downloadAuditPdf),
  wr: () => (/* binding */ getApproval),
  C_: () => (/* binding */ getAttestations),
  i8: () => (/* binding */ getDeployment),
  PH: () => (/* binding */ getTrail),
  kP: () => (/* binding */ listActions),
  el: () => (/* binding */ listAttestations),
  YF: () => (/* binding */ listBuilds),
  k9: () => (/* binding */ listOrgTrails),
  ao: () => (/* binding */ listTrails),
  Kh: () => (/* binding */ overrideRequest),
  iL: () => (/* binding */ reportArtifactRequest),
  a_: () => (/* binding */ tagRequest)
});

// UNUSED EXPORTS: AUDIT_PACKAGE, AUDIT_PDF

;// CONCATENATED MODULE: ./src/service/load-schemas.ts
let loading;
function loadSchemas() {
    // One turn of the event loop first: the caller sends its request in this one, and the
    // chunk's compile (about 10 ms) then overlaps the wait for the answer instead of coming
    // before the request is written.
    loading ??= new Promise(resolve => setImmediate(resolve)).then(() => Promise.all(/* import() */[__webpack_require__.e(831), __webpack_require__.e(51)]).then(__webpack_require__.bind(__webpack_require__, 2051)));
    return loading;
}

;// CONCATENATED MODULE: ./src/service/endpoints.ts

function assertArtifact(client, query) {
    return client.get(['asserts', query.org, 'fingerprint', query.fingerprint], {
        flow_name: query.flow,
        environment_name: query.environment,
        policy_name: query.policies && query.policies.length > 0 ? query.policies : undefined
    }, loadSchemas().then(schemas => schemas.AssertionResultSchema));
}
const known = (value) => (value == null ? undefined : value);
async function listBuilds(client, query) {
    const answer = await client.get(['builds', query.org], {
        page: query.page,
        per_page: query.perPage,
        repo_id: query.repoId,
        repo_name: query.repoName,
        // The published description spells these two with hyphens (the notes say start_ts);
        // the service ignores unknown parameters, so the other spelling would silently not filter.
        'start-ts': query.startTs,
        'end-ts': query.endTs
    }, loadSchemas().then(schemas => schemas.BuildPageSchema));
    return {
        items: answer.builds,
        total: known(answer.total_count),
        pageCount: known(answer.total_pages)
    };
}
async function listTrails(client, query) {
    const paging = query.paged ? { page: query.page, per_page: query.perPage } : {};
    const answer = await client.get(['trails', query.org, query.flow], paging, loadSchemas().then(schemas => schemas.TrailPageSchema));
    if (!query.paged) {
        return { items: answer.data, total: answer.data.length, pageCount: 1 };
    }
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
    return { items: answer.data, ...fromPagination(answer.pagination) };
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
        page: query.page,
        per_page: query.perPage
    }, loadSchemas().then(schemas => schemas.TrailPageSchema));
    return pageOfTrails(answer, query.page);
}
async function listAttestations(client, query) {
    const answer = await client.get(['attestations', query.org, query.flow], {
        page: query.page,
        per_page: query.perPage,
        from_timestamp: query.fromTimestamp,
        to_timestamp: query.toTimestamp
    }, loadSchemas().then(schemas => schemas.AttestationPageSchema));
    return {
        items: answer.data,
        ...(answer.pagination ? fromPagination(answer.pagination) : {})
    };
}
function fromPagination(pagination) {
    return { total: known(pagination.total), pageCount: known(pagination.page_count) };
}
/** Not in the published description: the path and answer are the ones the service serves. */
function getDeployment(client, query) {
    return client.get(['deployments', query.org, query.environment, query.fingerprint], {}, loadSchemas().then(schemas => schemas.DeploymentSchema));
}
function getApproval(client, query) {
    return client.get(['approvals', query.org, query.flow, String(query.number)], {}, loadSchemas().then(schemas => schemas.ApprovalSchema));
}
function getTrail(client, ref) {
    return client.get(['trails', ref.org, ref.flow, ref.trail], {}, loadSchemas().then(schemas => schemas.TrailDetailSchema));
}
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
    magic: Buffer.from([0x1f, 0x8b])
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
    magic: Buffer.from('%PDF-', 'latin1')
};
function downloadAuditPackage(client, ref, target) {
    return client.download(['trails', ref.org, ref.flow, ref.trail, 'audit_package'], target, AUDIT_PACKAGE);
}
function downloadAuditPdf(client, ref, target) {
    return client.download(['trails', ref.org, ref.flow, ref.trail, 'audit_pdf'], target, AUDIT_PDF);
}
/** Every attestation the lookup names: several when one name was recorded more than once. */
async function getAttestations(client, lookup) {
    if ('id' in lookup) {
        const page = await client.get(['attestations', lookup.org], { attestation_id: lookup.id }, loadSchemas().then(schemas => schemas.AttestationPageSchema));
        return page.data;
    }
    const segments = 'trail' in lookup
        ? ['attestations', lookup.org, lookup.flow, 'trail', lookup.trail, lookup.name]
        : ['attestations', lookup.org, lookup.flow, 'artifact', lookup.fingerprint, lookup.name];
    return client.get(segments, {}, loadSchemas().then(schemas => schemas.AttestationListSchema));
}
function listActions(client, org) {
    return client.get(['actions', org], {}, loadSchemas().then(schemas => schemas.ActionListSchema));
}
// Writes. Each is sent once: the transport repeats a write only when the service cannot have
// applied it (connection refused, 409, 429, 503), so nothing is recorded twice.
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
const beginTrailRequest = (target, body, template) => ({
    method: 'PUT',
    segments: ['trails', target.org, target.flow],
    json: body,
    multipart: true,
    file: template,
    emptyAnswerStatuses: UPDATED
});
const reportArtifactRequest = (target, body) => ({
    method: 'POST',
    segments: ['artifacts', target.org, target.flow],
    json: body,
    multipart: false
});
/** Every attestation type: multipart, data_json and an optional attachment_file. */
const attestationRequest = (target, type, body, attachment) => ({
    method: 'POST',
    segments: ['attestations', target.org, target.flow, 'trail', target.trail, type],
    json: body,
    multipart: true,
    file: attachment
});
/** JSON, not multipart; the published description declares 201 without a body. */
const overrideRequest = (target, body) => ({
    method: 'POST',
    segments: ['attestations', target.org, target.flow, 'trail', target.trail, 'override'],
    json: body,
    multipart: false,
    emptyAnswerStatuses: [201]
});
/**
 * PATCH /tags/{org}/{resource_type}/{resource_id}. The description declares its 200 answer
 * without a shape: an empty 200 is success too.
 */
const tagRequest = (org, type, resource, body) => ({
    method: 'PATCH',
    segments: ['tags', org, type, resource],
    json: body,
    multipart: false,
    emptyAnswerStatuses: [200]
});
/**
 * POST /custom-attestation-types/{org}: data_json and, when given, the schema as
 * type_schema. The description declares its 201 answer without a shape.
 */
const createAttestationTypeRequest = (org, body, schema) => ({
    method: 'POST',
    segments: ['custom-attestation-types', org],
    json: body,
    multipart: true,
    file: schema,
    emptyAnswerStatuses: [201]
});


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

/***/ 7175:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DV: () => (/* binding */ codeBlock),
/* harmony export */   Ix: () => (/* binding */ facts),
/* harmony export */   X1: () => (/* binding */ escapeText),
/* harmony export */   aY: () => (/* binding */ code),
/* harmony export */   nE: () => (/* binding */ shortFingerprint),
/* harmony export */   nf: () => (/* binding */ link),
/* harmony export */   tp: () => (/* binding */ table)
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
/** A link, only for http(s) URLs: anything else is shown as plain text. */
function link(label, url) {
    if (!url || !/^https?:\/\//i.test(url))
        return escapeText(label);
    // Both parentheses: an unbalanced "(" in a link destination stops it being a link at all.
    const target = encodeURI(decodeURIComponentSafe(url)).replace(/\(/g, '%28').replace(/\)/g, '%29');
    return `[${escapeText(label)}](${target})`;
}
function decodeURIComponentSafe(url) {
    try {
        return decodeURI(url);
    }
    catch {
        return url;
    }
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
function shortFingerprint(fingerprint) {
    return fingerprint ? fingerprint.slice(0, 12) : '—';
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
