export const id = 5980;
export const ids = [5980];
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

/***/ 5980:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   command: () => (/* binding */ command)
/* harmony export */ });
/* harmony import */ var _summary_markdown_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7175);
/* harmony import */ var _summary_timestamps_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2095);
/* harmony import */ var _service_endpoints_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(654);
/* harmony import */ var _lists_list_outputs_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1736);
/* harmony import */ var _action_skip_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4835);





function parseInputs(_source) {
    return {};
}
async function run(_inputs, context) {
    const service = context.service;
    if (!service)
        return (0,_action_skip_js__WEBPACK_IMPORTED_MODULE_2__/* .skippedWithoutToken */ .A)(context.log, 'the environments were not listed');
    const environments = await (0,_service_endpoints_js__WEBPACK_IMPORTED_MODULE_0__/* .listEnvironments */ .DO)(service, context.common.org);
    const view = {
        title: `Environments in ${(0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeText */ .X1)(context.common.org)}`,
        columns: ['Environment', 'Type', 'Policies', 'Last reported', 'Description'],
        emptyNote: 'The org has no environments: create one with create-environment.',
        row: env => [
            (0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_3__/* .link */ .nf)(env.name, typeof env.html_url === 'string' ? env.html_url : undefined),
            (0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeText */ .X1)(env.type),
            (env.policies ?? []).map(name => (0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_3__/* .code */ .aY)(name)).join(', ') || 'none',
            (0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeText */ .X1)((0,_summary_timestamps_js__WEBPACK_IMPORTED_MODULE_4__/* .shortTime */ .Mj)(env.last_reported_at)),
            (0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeText */ .X1)(env.description)
        ]
    };
    return (0,_lists_list_outputs_js__WEBPACK_IMPORTED_MODULE_1__/* .listResult */ .qy)({
        command: 'list-environments',
        listing: { items: environments, total: environments.length },
        view
    }, context.log);
}
const command = { parseInputs, run };


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
