export const id = 50;
export const ids = [50];
export const modules = {

/***/ 3669:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ATTESTATION_PAGE_LIMITS: () => (/* binding */ ATTESTATION_PAGE_LIMITS),
/* harmony export */   listAttestationsCommand: () => (/* binding */ listAttestationsCommand)
/* harmony export */ });
/* harmony import */ var _inputs_paging_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1245);
/* harmony import */ var _inputs_parse_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3718);
/* harmony import */ var _inputs_time_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9888);
/* harmony import */ var _report_markdown_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(4285);
/* harmony import */ var _report_time_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(5813);
/* harmony import */ var _service_reads_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2306);
/* harmony import */ var _list_result_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9874);
/* harmony import */ var _paging_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4944);
/* harmony import */ var _skip_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6131);
/**
 * list-attestations: the attestations of a flow, newest first, optionally within a time
 * window; for audits of what evidence was recorded, by whom, and whether it passed.
 */









/** per_page defaults to 20 (interface §4.5); it states no maximum, 100 is this action's bound. */
const ATTESTATION_PAGE_LIMITS = { minPerPage: 1, maxPerPage: 100, defaultPerPage: 20 };
function parseInputs(source) {
    const flow = (0,_inputs_parse_js__WEBPACK_IMPORTED_MODULE_1__/* .readName */ .MQ)(source, 'flow', true);
    const paging = (0,_inputs_paging_js__WEBPACK_IMPORTED_MODULE_0__/* .readPaging */ .p)(source, ATTESTATION_PAGE_LIMITS);
    // The service takes whole seconds here (from_timestamp and to_timestamp are integers).
    const window = (0,_inputs_time_js__WEBPACK_IMPORTED_MODULE_2__/* .checkTimeWindow */ .i)({ name: 'from-ts', value: (0,_inputs_time_js__WEBPACK_IMPORTED_MODULE_2__/* .readTimestamp */ .L)(source, 'from-ts', true) }, { name: 'to-ts', value: (0,_inputs_time_js__WEBPACK_IMPORTED_MODULE_2__/* .readTimestamp */ .L)(source, 'to-ts', true) });
    return { flow, paging, fromTimestamp: window.from, toTimestamp: window.to };
}
async function run(inputs, context) {
    const service = context.service;
    if (!service)
        return (0,_skip_js__WEBPACK_IMPORTED_MODULE_5__/* .skippedWithoutToken */ .A)(context.log, 'the attestations were not listed');
    const { org } = context.common;
    const { flow, fromTimestamp, toTimestamp } = inputs;
    const listing = await (0,_paging_js__WEBPACK_IMPORTED_MODULE_6__/* .collectPages */ .VV)(({ page, perPage }) => (0,_service_reads_js__WEBPACK_IMPORTED_MODULE_3__/* .listAttestations */ .el)(service, { org, flow, page, perPage, fromTimestamp, toTimestamp }), inputs.paging);
    return (0,_list_result_js__WEBPACK_IMPORTED_MODULE_4__/* .listResult */ .q)({
        command: 'list-attestations',
        items: listing.items,
        total: listing.total,
        summary: {
            title: `Attestations of flow ${(0,_report_markdown_js__WEBPACK_IMPORTED_MODULE_7__/* .escapeText */ .X1)(flow)}`,
            facts: [
                ['From', fromTimestamp !== undefined ? (0,_report_markdown_js__WEBPACK_IMPORTED_MODULE_7__/* .escapeText */ .X1)((0,_report_time_js__WEBPACK_IMPORTED_MODULE_8__/* .isoTime */ .L)(fromTimestamp)) : undefined],
                ['To', toTimestamp !== undefined ? (0,_report_markdown_js__WEBPACK_IMPORTED_MODULE_7__/* .escapeText */ .X1)((0,_report_time_js__WEBPACK_IMPORTED_MODULE_8__/* .isoTime */ .L)(toTimestamp)) : undefined],
                ['Pages fetched', String(listing.pagesFetched)]
            ],
            columns: ['Created', 'Attestation', 'Type', 'Trail', 'Compliant', 'Reported by'],
            emptyNote: 'No attestations match.'
        },
        row: attestation => [
            (0,_report_markdown_js__WEBPACK_IMPORTED_MODULE_7__/* .escapeText */ .X1)((0,_report_time_js__WEBPACK_IMPORTED_MODULE_8__/* .shortTime */ .M)(attestation.created_at)),
            (0,_report_markdown_js__WEBPACK_IMPORTED_MODULE_7__/* .link */ .nf)(attestation.attestation_name ?? 'unnamed', attestation.html_url),
            (0,_report_markdown_js__WEBPACK_IMPORTED_MODULE_7__/* .escapeText */ .X1)(attestation.attestation_type),
            (0,_report_markdown_js__WEBPACK_IMPORTED_MODULE_7__/* .escapeText */ .X1)(textField(attestation, 'trail_name')),
            (0,_report_markdown_js__WEBPACK_IMPORTED_MODULE_7__/* .yesNo */ .Lm)(attestation.is_compliant),
            (0,_report_markdown_js__WEBPACK_IMPORTED_MODULE_7__/* .escapeText */ .X1)(attestation.reported_by)
        ]
    }, context.log);
}
/** A field the interface does not list but the service may send (trail_name). */
function textField(attestation, name) {
    const value = attestation[name];
    return typeof value === 'string' ? value : undefined;
}
const listAttestationsCommand = { parseInputs, run };


/***/ })

};
