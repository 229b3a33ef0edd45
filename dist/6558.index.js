export const id = 6558;
export const ids = [6558];
export const modules = {

/***/ 6558:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   command: () => (/* binding */ command)
/* harmony export */ });
/* harmony import */ var _attest_pipeline_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1086);
/* harmony import */ var _inputs_parse_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3718);
/* harmony import */ var _summary_compliance_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5153);
/* harmony import */ var _summary_markdown_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7175);
/**
 * attest-generic: records that something was checked, compliant or not (`compliant` is
 * required: evidence never defaults to passing), about the trail or one of its artifacts.
 * It gathers nothing: the inputs are the evidence.
 */




const command = (0,_attest_pipeline_js__WEBPACK_IMPORTED_MODULE_0__/* .attestationCommand */ .Q)({
    type: 'generic',
    reads: { commit: true, attachments: true },
    readInputs: source => {
        const compliant = (0,_inputs_parse_js__WEBPACK_IMPORTED_MODULE_1__/* .requireValue */ .vd)(source, 'compliant', '"true" (the check passed) or "false" (it did not)');
        return { compliant: (0,_inputs_parse_js__WEBPACK_IMPORTED_MODULE_1__/* .parseBoolean */ .yG)('compliant', compliant) };
    },
    commit: 'run',
    body: (_, { compliant }) => ({ is_compliant: compliant }),
    detail: (_, { compliant }) => (compliant ? 'compliant' : 'not compliant'),
    summary: {
        rows: (_, { compliant, evidence }) => [
            ['Status', (0,_summary_compliance_js__WEBPACK_IMPORTED_MODULE_2__/* .complianceMark */ .tX)(compliant ? 'compliant' : 'non-compliant')],
            [
                'Target artifacts',
                evidence.target_artifacts ? (0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeText */ .X1)(evidence.target_artifacts.join(', ')) : undefined
            ]
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
