export const id = 5433;
export const ids = [5433];
export const modules = {

/***/ 5433:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   command: () => (/* binding */ command)
/* harmony export */ });
/* harmony import */ var _lists_paging_inputs_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7495);
/* harmony import */ var _inputs_parse_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3718);
/* harmony import */ var _inputs_time_window_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7665);
/* harmony import */ var _summary_states_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2764);
/* harmony import */ var _summary_markdown_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(7175);
/* harmony import */ var _summary_timestamps_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(2095);
/* harmony import */ var _service_attestations_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4536);
/* harmony import */ var _lists_list_outputs_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1736);
/* harmony import */ var _lists_paging_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(6453);
/* harmony import */ var _action_skip_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(4835);
/**
 * list-attestations: the attestations of a flow, newest first, optionally within a time
 * window; for audits of what evidence was recorded, by whom, and whether it passed.
 */










/**
 * The service's per_page has no stated maximum; 100 is this action's bound. Its default, the
 * service's 20, is declared.
 */
const ATTESTATION_PAGE_LIMITS = { minPerPage: 1, maxPerPage: 100 };
function parseInputs(source) {
    const flow = (0,_inputs_parse_js__WEBPACK_IMPORTED_MODULE_1__/* .readName */ .MQ)(source, 'flow', true);
    const paging = (0,_lists_paging_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .readPaging */ .p)(source, ATTESTATION_PAGE_LIMITS);
    // The service takes whole seconds here (from_timestamp and to_timestamp are integers).
    const window = (0,_inputs_time_window_js__WEBPACK_IMPORTED_MODULE_2__/* .checkTimeWindow */ .i)({ name: 'from-ts', value: (0,_inputs_time_window_js__WEBPACK_IMPORTED_MODULE_2__/* .readTimestamp */ .L)(source, 'from-ts', true) }, { name: 'to-ts', value: (0,_inputs_time_window_js__WEBPACK_IMPORTED_MODULE_2__/* .readTimestamp */ .L)(source, 'to-ts', true) });
    return { flow, paging, fromTimestamp: window.from, toTimestamp: window.to };
}
async function run(inputs, context) {
    const service = context.service;
    if (!service)
        return (0,_action_skip_js__WEBPACK_IMPORTED_MODULE_7__/* .skippedWithoutToken */ .A)(context.log, 'the attestations were not listed');
    const { org } = context.common;
    const { flow, fromTimestamp, toTimestamp } = inputs;
    const collector = new _lists_list_outputs_js__WEBPACK_IMPORTED_MODULE_5__/* .ListCollector */ .cd('list-attestations', stateOf);
    const listing = await (0,_lists_list_outputs_js__WEBPACK_IMPORTED_MODULE_5__/* .collectListing */ .Zb)(collector, add => (0,_lists_paging_js__WEBPACK_IMPORTED_MODULE_6__/* .streamPages */ .Bd)(({ page, perPage }) => (0,_service_attestations_js__WEBPACK_IMPORTED_MODULE_4__/* .listAttestations */ .el)(service, { org, flow, page, perPage, fromTimestamp, toTimestamp }), inputs.paging, add));
    const window = [
        ['From', fromTimestamp !== undefined ? (0,_summary_timestamps_js__WEBPACK_IMPORTED_MODULE_8__/* .readableTime */ .GI)(fromTimestamp) : undefined],
        ['To', toTimestamp !== undefined ? (0,_summary_timestamps_js__WEBPACK_IMPORTED_MODULE_8__/* .readableTime */ .GI)(toTimestamp) : undefined]
    ];
    const view = {
        title: `Attestations of flow ${(0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_9__/* .escapeText */ .X1)(flow)}`,
        facts: [...window, ['Pages fetched', String(listing.pagesFetched)]],
        columns: ['Created', 'Attestation', 'Type', 'Trail', 'Status', 'Reported by'],
        emptyNote: 'No attestations match.',
        stateOf: stateOf,
        row: attestation => [
            (0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_9__/* .escapeText */ .X1)((0,_summary_timestamps_js__WEBPACK_IMPORTED_MODULE_8__/* .shortTime */ .Mj)(attestation.created_at)),
            (0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_9__/* .link */ .nf)(attestation.attestation_name ?? 'unnamed', attestation.html_url),
            (0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_9__/* .escapeText */ .X1)(attestation.attestation_type),
            (0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_9__/* .escapeText */ .X1)(textField(attestation, 'trail_name')),
            (0,_summary_states_js__WEBPACK_IMPORTED_MODULE_3__/* .stateMark */ .B3)(stateOf(attestation)),
            (0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_9__/* .escapeText */ .X1)(attestation.reported_by)
        ]
    };
    return collector.finish(view, listing.total, context.log);
}
function stateOf(attestation) {
    return (0,_summary_states_js__WEBPACK_IMPORTED_MODULE_3__/* .complianceState */ .Bt)(undefined, attestation.is_compliant);
}
/** A field the interface does not list but the service may send (trail_name). */
function textField(attestation, name) {
    const value = attestation[name];
    return typeof value === 'string' ? value : undefined;
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
