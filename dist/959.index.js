export const id = 959;
export const ids = [959];
export const modules = {

/***/ 4959:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   command: () => (/* binding */ command)
/* harmony export */ });
/* harmony import */ var _lists_paging_inputs_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7495);
/* harmony import */ var _inputs_parse_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3718);
/* harmony import */ var _summary_compliance_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5153);
/* harmony import */ var _summary_markdown_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(7175);
/* harmony import */ var _summary_timestamps_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(2095);
/* harmony import */ var _service_endpoints_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(425);
/* harmony import */ var _lists_outputs_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5328);
/* harmony import */ var _lists_paging_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8741);
/* harmony import */ var _action_skip_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4835);
/**
 * list-trails: the trails of a flow, newest first, with each trail's compliance state.
 * Without paging inputs it asks for the unpaged list (every trail in one answer).
 */









/**
 * The interface gives no page-size limits for List trails; 100 is this action's bound.
 * No default: without paging inputs nothing is sent and the whole list comes back.
 */
const TRAIL_PAGE_LIMITS = { minPerPage: 1, maxPerPage: 100 };
/** The page size used for all-pages when per-page is unset (the service's own default). */
const ALL_PAGES_PER_PAGE = 20;
function parseInputs(source) {
    const flow = (0,_inputs_parse_js__WEBPACK_IMPORTED_MODULE_1__/* .readName */ .MQ)(source, 'flow', true);
    const paging = (0,_lists_paging_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .readPaging */ .p)(source, TRAIL_PAGE_LIMITS);
    if (paging.allPages && paging.perPage === undefined) {
        return { flow, paging: { ...paging, perPage: ALL_PAGES_PER_PAGE } };
    }
    return { flow, paging };
}
async function run(inputs, context) {
    const service = context.service;
    if (!service)
        return (0,_action_skip_js__WEBPACK_IMPORTED_MODULE_6__/* .skippedWithoutToken */ .A)(context.log, 'the trails were not listed');
    const { org } = context.common;
    const { paging, flow } = inputs;
    const paged = paging.page !== undefined || paging.perPage !== undefined;
    const collector = new _lists_outputs_js__WEBPACK_IMPORTED_MODULE_4__/* .ListCollector */ .cd('list-trails', stateOf);
    const listing = await (0,_lists_outputs_js__WEBPACK_IMPORTED_MODULE_4__/* .collectListing */ .Zb)(collector, add => (0,_lists_paging_js__WEBPACK_IMPORTED_MODULE_5__/* .streamPages */ .Bd)(({ page, perPage }) => (0,_service_endpoints_js__WEBPACK_IMPORTED_MODULE_3__/* .listTrails */ .ao)(service, { org, flow, page, perPage, paged }), paging, add));
    const view = {
        title: `Trails of flow ${(0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_7__/* .escapeText */ .X1)(flow)}`,
        facts: [['Pages fetched', paged ? String(listing.pagesFetched) : undefined]],
        columns: ['Trail', 'Created', 'Compliance', 'Created by', 'Description'],
        emptyNote: 'The flow has no trails yet.',
        complianceOf: stateOf,
        row: trail => [
            (0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_7__/* .link */ .nf)(trail.name, trail.html_url),
            (0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_7__/* .escapeText */ .X1)((0,_summary_timestamps_js__WEBPACK_IMPORTED_MODULE_8__/* .shortTime */ .Mj)(trail.created_at)),
            (0,_summary_compliance_js__WEBPACK_IMPORTED_MODULE_2__/* .complianceMark */ .tX)(stateOf(trail)),
            (0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_7__/* .escapeText */ .X1)(trail.created_by),
            (0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_7__/* .escapeText */ .X1)(trail.description)
        ]
    };
    return collector.finish(view, listing.total, context.log);
}
function stateOf(trail) {
    return (0,_summary_compliance_js__WEBPACK_IMPORTED_MODULE_2__/* .complianceState */ .Bt)(trail.compliance_state ?? trail.compliance_status?.status, trail.is_compliant ?? trail.compliance_status?.is_compliant);
}
const command = { parseInputs, run };


/***/ })

};
