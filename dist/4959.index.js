export const id = 4959;
export const ids = [4959];
export const modules = {

/***/ 4959:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   command: () => (/* binding */ command)
/* harmony export */ });
/* harmony import */ var _lists_paging_inputs_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7495);
/* harmony import */ var _inputs_input_error_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9354);
/* harmony import */ var _inputs_parse_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3718);
/* harmony import */ var _summary_states_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2764);
/* harmony import */ var _summary_markdown_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(7175);
/* harmony import */ var _summary_timestamps_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(2095);
/* harmony import */ var _service_endpoints_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(654);
/* harmony import */ var _lists_list_outputs_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1736);
/* harmony import */ var _lists_paging_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(6453);
/* harmony import */ var _action_skip_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(4835);
/**
 * list-trails: the trails of a flow, newest first, with each trail's compliance state.
 * Without paging inputs it asks for the unpaged list (every trail in one answer). With
 * fingerprint or flow-tag it asks the org-wide listing instead (`GET /trails/{org}`), which
 * the service always pages; flow then narrows it to one flow.
 */










/** The published form of a flow tag (key=value), its key as tags are set. */
const FLOW_TAG = /^[a-zA-Z0-9][a-zA-Z0-9\-_.~]*=.*$/;
const FLOW_TAG_FORM = 'key=value, the key of letters, digits, ".", "-", "_" or "~" starting with a letter or digit';
/**
 * The interface gives no page-size limits for List trails; 100 is this action's bound.
 * No default: without paging inputs nothing is sent and the whole list comes back.
 */
const TRAIL_PAGE_LIMITS = { minPerPage: 1, maxPerPage: 100 };
/** The page size used for all-pages when per-page is unset (the service's own default). */
const ALL_PAGES_PER_PAGE = 20;
function parseInputs(source) {
    const fingerprint = (0,_inputs_parse_js__WEBPACK_IMPORTED_MODULE_2__/* .readFingerprint */ .bi)(source, 'fingerprint');
    const flowTag = source('flow-tag')?.trim();
    if (flowTag !== undefined && !FLOW_TAG.test(flowTag)) {
        throw new _inputs_input_error_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .d('flow-tag', `has ${(0,_inputs_input_error_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .h)(flowTag)}, which is not key=value`, FLOW_TAG_FORM);
    }
    const read = (0,_lists_paging_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .readPaging */ .p)(source, TRAIL_PAGE_LIMITS);
    const paging = read.allPages && read.perPage === undefined ? { ...read, perPage: ALL_PAGES_PER_PAGE } : read;
    if (fingerprint === undefined && flowTag === undefined) {
        return { flow: (0,_inputs_parse_js__WEBPACK_IMPORTED_MODULE_2__/* .readName */ .MQ)(source, 'flow', true), paging };
    }
    const flow = (0,_inputs_parse_js__WEBPACK_IMPORTED_MODULE_2__/* .readName */ .MQ)(source, 'flow');
    return { flow, paging, across: { fingerprint, flowTag } };
}
async function run(inputs, context) {
    const service = context.service;
    if (!service)
        return (0,_action_skip_js__WEBPACK_IMPORTED_MODULE_7__/* .skippedWithoutToken */ .A)(context.log, 'the trails were not listed');
    const { org } = context.common;
    const { paging, flow, across } = inputs;
    const paged = across !== undefined || paging.page !== undefined || paging.perPage !== undefined;
    const collector = new _lists_list_outputs_js__WEBPACK_IMPORTED_MODULE_5__/* .ListCollector */ .cd('list-trails', stateOf);
    const listing = await (0,_lists_list_outputs_js__WEBPACK_IMPORTED_MODULE_5__/* .collectListing */ .Zb)(collector, add => (0,_lists_paging_js__WEBPACK_IMPORTED_MODULE_6__/* .streamPages */ .Bd)(({ page, perPage }) => across
        ? (0,_service_endpoints_js__WEBPACK_IMPORTED_MODULE_4__/* .listOrgTrails */ .k9)(service, { org, page, perPage, flow, ...across })
        : (0,_service_endpoints_js__WEBPACK_IMPORTED_MODULE_4__/* .listTrails */ .ao)(service, { org, flow, page, perPage, paged }), paging, add));
    const columns = ['Trail', 'Created', 'Compliance', 'Created by', 'Description'];
    const view = {
        title: across ? `Trails in ${(0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_8__/* .escapeText */ .X1)(org)}` : `Trails of flow ${(0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_8__/* .escapeText */ .X1)(flow)}`,
        facts: [
            ['Flow', across && flow ? (0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_8__/* .escapeText */ .X1)(flow) : undefined],
            ['Artifact', across?.fingerprint ? (0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_8__/* .code */ .aY)(across.fingerprint) : undefined],
            ['Flow tag', across?.flowTag ? (0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_8__/* .code */ .aY)(across.flowTag) : undefined],
            ['Pages fetched', paged ? String(listing.pagesFetched) : undefined]
        ],
        columns: across ? ['Flow', ...columns] : columns,
        emptyNote: across ? 'No trail matches.' : 'The flow has no trails yet.',
        stateOf: stateOf,
        row: trail => [
            ...(across ? [(0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_8__/* .escapeText */ .X1)(trail.flow?.name)] : []),
            (0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_8__/* .link */ .nf)(trail.name, trail.html_url),
            (0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_8__/* .escapeText */ .X1)((0,_summary_timestamps_js__WEBPACK_IMPORTED_MODULE_9__/* .shortTime */ .Mj)(trail.created_at)),
            (0,_summary_states_js__WEBPACK_IMPORTED_MODULE_3__/* .stateMark */ .B3)(stateOf(trail)),
            (0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_8__/* .escapeText */ .X1)(trail.created_by),
            (0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_8__/* .escapeText */ .X1)(trail.description)
        ]
    };
    return collector.finish(view, listing.total, context.log);
}
function stateOf(trail) {
    return (0,_summary_states_js__WEBPACK_IMPORTED_MODULE_3__/* .complianceState */ .Bt)(trail.compliance_state ?? trail.compliance_status?.status, trail.is_compliant ?? trail.compliance_status?.is_compliant);
}
const command = { parseInputs, run };


/***/ })

};
