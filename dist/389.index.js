export const id = 389;
export const ids = [389];
export const modules = {

/***/ 389:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   command: () => (/* binding */ command)
/* harmony export */ });
/* harmony import */ var _summary_markdown_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7175);
/* harmony import */ var _summary_timestamps_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2095);
/* harmony import */ var _service_endpoints_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(425);
/* harmony import */ var _lists_outputs_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5328);
/* harmony import */ var _action_skip_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4835);





function parseInputs(_source) {
    return {};
}
async function run(_inputs, context) {
    const service = context.service;
    if (!service)
        return (0,_action_skip_js__WEBPACK_IMPORTED_MODULE_2__/* .skippedWithoutToken */ .A)(context.log, 'the actions were not listed');
    const actions = await (0,_service_endpoints_js__WEBPACK_IMPORTED_MODULE_0__/* .listActions */ .kP)(service, context.common.org);
    const failing = actions.filter(action => action.is_failing === true).map(action => action.name);
    if (failing.length > 0) {
        context.log.warning(`Actions failing to notify: ${failing.join(', ')}.`);
    }
    const view = {
        title: `Notification actions in ${(0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeText */ .X1)(context.common.org)}`,
        headingNote: failing.length > 0 ? `${failing.length} failing` : undefined,
        facts: [['Failing', failing.length > 0 ? `❌ ${(0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeText */ .X1)(failing.join(', '))}` : '✅ none']],
        columns: ['Action', 'Type', 'Triggers', 'State', 'Last success', 'Last failure'],
        emptyNote: 'The org has no actions.',
        row: action => [
            (0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeText */ .X1)(action.name),
            (0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeText */ .X1)(action.type),
            (0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeText */ .X1)((action.triggers ?? []).join(', ')),
            action.is_failing === true ? '❌ failing' : action.is_failing === false ? '✅ ok' : '—',
            (0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeText */ .X1)((0,_summary_timestamps_js__WEBPACK_IMPORTED_MODULE_4__/* .shortTime */ .Mj)(action.last_success_timestamp)),
            (0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeText */ .X1)((0,_summary_timestamps_js__WEBPACK_IMPORTED_MODULE_4__/* .shortTime */ .Mj)(action.last_failure_timestamp))
        ]
    };
    return (0,_lists_outputs_js__WEBPACK_IMPORTED_MODULE_1__/* .listResult */ .qy)({
        command: 'list-actions',
        // The answer is the whole list, not a page of it.
        listing: { items: actions, total: actions.length },
        view,
        outputs: { failing: JSON.stringify(failing) }
    }, context.log);
}
const command = { parseInputs, run };


/***/ })

};
