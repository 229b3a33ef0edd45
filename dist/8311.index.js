export const id = 8311;
export const ids = [8311];
export const modules = {

/***/ 8311:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   command: () => (/* binding */ command)
/* harmony export */ });
/* harmony import */ var _attest_pipeline_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1086);
/* harmony import */ var _inputs_input_error_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9354);
/* harmony import */ var _inputs_parse_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3718);
/* harmony import */ var _summary_compliance_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5153);
/* harmony import */ var _summary_markdown_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7175);
/**
 * attest-decision: records the outcome of evaluating a governance control (`compliant` is
 * required: a decision never defaults to passing), on the trail or one of its artifacts. It
 * posts to `.../trail/{trail}/system` with `type_name: "decision"`, the control and
 * `attestation_data: {is_compliant}`, as the reference CLI's `kosli attest decision` does;
 * that endpoint is not in the published description. It gathers nothing: the inputs are the
 * evidence.
 */





const CONTROL_FORM = 'the identifier of a control, such as RCTL-043, on one line';
const MAX_CONTROL_LENGTH = 256;
function readDecisionInputs(source) {
    const control = (0,_inputs_parse_js__WEBPACK_IMPORTED_MODULE_2__/* .requireValue */ .vd)(source, 'control', CONTROL_FORM).trim();
    // An identifier is one short line: a line break or control character is a pasting mistake.
    // eslint-disable-next-line no-control-regex
    if (/[\u0000-\u001f\u007f]/.test(control) || control.length > MAX_CONTROL_LENGTH) {
        throw new _inputs_input_error_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .d('control', `has ${(0,_inputs_input_error_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .h)(control.slice(0, 60))}, which is not a control identifier`, CONTROL_FORM);
    }
    const compliant = (0,_inputs_parse_js__WEBPACK_IMPORTED_MODULE_2__/* .requireValue */ .vd)(source, 'compliant', '"true" (the control was satisfied) or "false" (it was not)');
    return { control, compliant: (0,_inputs_parse_js__WEBPACK_IMPORTED_MODULE_2__/* .parseBoolean */ .yG)('compliant', compliant) };
}
const command = (0,_attest_pipeline_js__WEBPACK_IMPORTED_MODULE_0__/* .attestationCommand */ .Q)({
    type: 'decision',
    reads: { commit: true, attachments: true },
    readInputs: readDecisionInputs,
    commit: 'run',
    body: (_, { control, compliant }) => ({
        type_name: 'decision',
        control,
        attestation_data: { is_compliant: compliant }
    }),
    detail: (_, { control, compliant }) => `control ${control}: ${compliant ? 'compliant' : 'not compliant'}`,
    summary: {
        rows: (_, { control, compliant }) => [
            ['Control', (0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_4__/* .code */ .aY)(control)],
            ['Decision', (0,_summary_compliance_js__WEBPACK_IMPORTED_MODULE_3__/* .complianceMark */ .tX)(compliant ? 'compliant' : 'non-compliant')]
        ]
    }
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


/***/ })

};
