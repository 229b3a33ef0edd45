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
/* harmony import */ var _summary_markdown_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(7175);
/* harmony import */ var _summary_timestamps_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(2095);
/* harmony import */ var _service_explanations_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(931);
/* harmony import */ var _service_endpoints_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(654);
/* harmony import */ var _lists_list_outputs_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1736);
/* harmony import */ var _lists_paging_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(6453);
/* harmony import */ var _action_skip_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(4835);
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
        environment: (0,_inputs_parse_js__WEBPACK_IMPORTED_MODULE_1__/* .readName */ .MQ)(source, 'environment', true),
        reverse: (0,_inputs_parse_js__WEBPACK_IMPORTED_MODULE_1__/* .readBoolean */ .Vf)(source, 'reverse'),
        paging: (0,_lists_paging_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .readPaging */ .p)(source, EVENT_PAGE_LIMITS)
    };
}
async function run(inputs, context) {
    const service = context.service;
    if (!service)
        return (0,_action_skip_js__WEBPACK_IMPORTED_MODULE_7__/* .skippedWithoutToken */ .A)(context.log, 'the events were not listed');
    const { org } = context.common;
    const { environment, reverse, paging } = inputs;
    const collector = new _lists_list_outputs_js__WEBPACK_IMPORTED_MODULE_5__/* .ListCollector */ .cd('log-environment');
    const listing = await (0,_service_explanations_js__WEBPACK_IMPORTED_MODULE_3__/* .explainNotFound */ .hf)((0,_lists_list_outputs_js__WEBPACK_IMPORTED_MODULE_5__/* .collectListing */ .Zb)(collector, add => (0,_lists_paging_js__WEBPACK_IMPORTED_MODULE_6__/* .streamPages */ .Bd)(({ page, perPage }) => (0,_service_endpoints_js__WEBPACK_IMPORTED_MODULE_4__/* .listEnvironmentEvents */ .lL)(service, { org, environment, page, perPage, reverse }), paging, add)), {
        about: ['environment'],
        missing: `Org "${org}" has no environment "${environment}"`,
        advice: 'check the environment input'
    });
    const view = {
        title: `Events of environment ${(0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_8__/* .escapeText */ .X1)(environment)}`,
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
            (0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_8__/* .escapeText */ .X1)((0,_summary_timestamps_js__WEBPACK_IMPORTED_MODULE_9__/* .shortTime */ .Mj)(event.reported_at)),
            (0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_8__/* .escapeText */ .X1)(event.description ?? event.type),
            (0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_8__/* .escapeText */ .X1)(event.artifact_name),
            (0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_8__/* .code */ .aY)((0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_8__/* .shortFingerprint */ .nE)(event.sha256)),
            (0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_8__/* .escapeText */ .X1)((event.flows ?? []).map(flow => flow.flow_name ?? '').join(', ') || '—'),
            event.artifact_compliance == null
                ? '—'
                : (0,_summary_states_js__WEBPACK_IMPORTED_MODULE_2__/* .stateMark */ .B3)(event.artifact_compliance ? 'compliant' : 'non-compliant')
        ]
    };
    return collector.finish(view, listing.total, context.log);
}
const command = { parseInputs, run };


/***/ })

};
