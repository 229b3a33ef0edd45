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
/* harmony import */ var _inputs_control_id_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4332);
/* harmony import */ var _inputs_parse_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3718);
/* harmony import */ var _summary_states_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2764);
/* harmony import */ var _summary_markdown_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7175);
/**
 * attest-decision: records the outcome of evaluating a governance control (`compliant` is
 * required: a decision never defaults to passing), on the trail or one of its artifacts. It
 * posts to `.../trail/{trail}/system` with `type_name: "decision"`, the control and
 * `attestation_data: {is_compliant}`, as the reference CLI's `kosli attest decision` does;
 * that endpoint is not in the published description. It gathers nothing: the inputs are the
 * evidence.
 */





function readDecisionInputs(source) {
    const control = (0,_inputs_control_id_js__WEBPACK_IMPORTED_MODULE_1__/* .readControlId */ .F)(source, 'control');
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
    detail: (_, { control, compliant }) => `control ${control}: ${compliant ? 'compliant' : 'non-compliant'}`,
    summary: {
        rows: (_, { control, compliant }) => [
            ['Control', (0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_4__/* .code */ .aY)(control)],
            ['Decision', (0,_summary_states_js__WEBPACK_IMPORTED_MODULE_3__/* .stateMark */ .B3)(compliant ? 'compliant' : 'non-compliant')]
        ]
    }
});


/***/ }),

/***/ 4332:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ readControlId)
/* harmony export */ });
/* harmony import */ var _input_error_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9354);
/* harmony import */ var _parse_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3718);
/**
 * An input naming a governance control by its identifier (attest-decision's `control`, tag's
 * `resource` for a control): one short line, as the service's identifiers are.
 */


const CONTROL_FORM = 'the identifier of a control, such as RCTL-043, on one line';
const MAX_CONTROL_LENGTH = 256;
function readControlId(source, name) {
    const control = (0,_parse_js__WEBPACK_IMPORTED_MODULE_1__/* .requireValue */ .vd)(source, name, CONTROL_FORM).trim();
    // An identifier is one short line: a line break or control character is a pasting mistake.
    // eslint-disable-next-line no-control-regex
    if (/[\u0000-\u001f\u007f]/.test(control) || control.length > MAX_CONTROL_LENGTH) {
        throw new _input_error_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d(name, `has ${(0,_input_error_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .h)(control.slice(0, 60))}, which is not a control identifier`, CONTROL_FORM);
    }
    return control;
}


/***/ }),

/***/ 2764:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B3: () => (/* binding */ stateMark),
/* harmony export */   Bt: () => (/* binding */ complianceState),
/* harmony export */   CY: () => (/* binding */ stateHeading),
/* harmony export */   LS: () => (/* binding */ plural),
/* harmony export */   _p: () => (/* binding */ byAttention),
/* harmony export */   eY: () => (/* binding */ stateEmoji),
/* harmony export */   e_: () => (/* binding */ needsAttention),
/* harmony export */   fc: () => (/* binding */ complianceOf),
/* harmony export */   g0: () => (/* binding */ countAttention),
/* harmony export */   jo: () => (/* binding */ warningNote),
/* harmony export */   nU: () => (/* binding */ severityMark),
/* harmony export */   uM: () => (/* binding */ changeMark)
/* harmony export */ });
/**
 * The one vocabulary of every job summary: each state's word and its one mark, and the state
 * words of the service's answers translated into it. A summary shows a state only through
 * here, so "non-compliant" is spelled and marked the same in every command (a policy test
 * keeps emoji out of every other module). Each mark stands beside its word, so a summary
 * reads the same without emoji.
 */
const MARKS = {
    compliant: '✅',
    'non-compliant': '❌',
    incomplete: '⏳',
    missing: '⚠️',
    unknown: '❔',
    failing: '❌',
    passing: '✅',
    skipped: '⏭️'
};
/** `❌ non-compliant`; with `word`, the same mark beside another word for it (`❌ not found`). */
function stateMark(state, word = state) {
    return `${MARKS[state]} ${word}`;
}
/** `❌ Non-compliant`: the mark and word that begin a heading. */
function stateHeading(state, word = state) {
    return `${MARKS[state]} ${word.charAt(0).toUpperCase()}${word.slice(1)}`;
}
/** The mark alone, before a name that is not the state's word (`❌ PriceTest`). */
function stateEmoji(state) {
    return MARKS[state];
}
/**
 * The state from a service status word and the is_compliant flag. The words the service
 * sends: COMPLIANT, NON-COMPLIANT (NON_COMPLIANT in some answers), INCOMPLETE, MISSING,
 * PENDING, and an attestation's COMPLETE (which says only that it was recorded: its flag
 * then says whether it complies). The word wins where it says more than the flag: an
 * INCOMPLETE trail also has is_compliant false.
 */
function complianceState(status, isCompliant) {
    switch ((status ?? '')
        .trim()
        .toUpperCase()
        .replace(/[_\s]+/g, '-')) {
        case 'MISSING':
            return 'missing';
        case 'INCOMPLETE':
        case 'PENDING':
            return 'incomplete';
        case 'NON-COMPLIANT':
        case 'NONCOMPLIANT':
        case 'NOT-COMPLIANT':
            return 'non-compliant';
        case 'COMPLIANT':
            return 'compliant';
    }
    return complianceOf(isCompliant);
}
/** The state a bare compliance flag gives: true, false, or unknown when it is absent. */
function complianceOf(isCompliant) {
    if (isCompliant === true)
        return 'compliant';
    if (isCompliant === false)
        return 'non-compliant';
    return 'unknown';
}
/** Which rows a reviewer needs first: lower comes first. */
const ATTENTION = {
    missing: 0,
    'non-compliant': 1,
    failing: 1,
    incomplete: 2,
    unknown: 3,
    skipped: 4,
    compliant: 5,
    passing: 5
};
/** Whether a row in this state needs a reviewer's attention. */
function needsAttention(state) {
    return ATTENTION[state] <= ATTENTION.unknown;
}
/**
 * The items with those that need attention first (missing, then non-compliant or failing,
 * then incomplete, then unknown), the order of the answer kept within each state.
 */
function byAttention(items, stateOf) {
    const rank = (item) => {
        const state = stateOf(item);
        return state === undefined ? ATTENTION.unknown : ATTENTION[state];
    };
    return items
        .map((item, index) => ({ item, index, rank: rank(item) }))
        .sort((a, b) => a.rank - b.rank || a.index - b.index)
        .map(entry => entry.item);
}
/**
 * `1 missing, 2 non-compliant`: the states that need attention, counted in attention order;
 * undefined when none does.
 */
function countAttention(states) {
    const counts = new Map();
    const tallied = Array.isArray(states)
        ? states.map(state => [state, 1])
        : [...states];
    for (const [state, count] of tallied) {
        if (state !== undefined && needsAttention(state) && state !== 'unknown') {
            counts.set(state, (counts.get(state) ?? 0) + count);
        }
    }
    const parts = [...counts]
        .sort(([a], [b]) => ATTENTION[a] - ATTENTION[b])
        .map(([state, count]) => `${count} ${state}`);
    return parts.length > 0 ? parts.join(', ') : undefined;
}
/** `1 attestation`, `4 attestations`. */
function plural(count, noun, nouns = `${noun}s`) {
    return `${count} ${count === 1 ? noun : nouns}`;
}
const SEVERITY_MARKS = { high: '🔴', medium: '🟠', low: '🟡' };
/** `🔴 high`. */
function severityMark(severity) {
    return `${SEVERITY_MARKS[severity]} ${severity}`;
}
const CHANGE_MARKS = {
    added: '➕',
    removed: '➖',
    updated: '🔁',
    scaled: '↕️'
};
/** `➕ added`; with `detail`, said after the word (`↕️ scaled 2 → 3`). */
function changeMark(change, detail) {
    return `${CHANGE_MARKS[change]} ${change}${detail ? ` ${detail}` : ''}`;
}
/** A note a reviewer must not miss (the service judged another scope than asked): a quote. */
function warningNote(text) {
    return `> ⚠️ ${text}`;
}


/***/ })

};
