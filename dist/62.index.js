export const id = 62;
export const ids = [62];
export const modules = {

/***/ 62:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  command: () => (/* binding */ command)
});

// EXTERNAL MODULE: ./src/service/attestation-types.ts
var attestation_types = __webpack_require__(3949);
// EXTERNAL MODULE: ./src/evidence-inputs/evidence-inputs.ts + 1 modules
var evidence_inputs = __webpack_require__(6826);
// EXTERNAL MODULE: ./src/inputs/input-error.ts
var input_error = __webpack_require__(9354);
// EXTERNAL MODULE: ./src/inputs/parse.ts
var parse = __webpack_require__(3718);
// EXTERNAL MODULE: ./src/summary/markdown.ts
var markdown = __webpack_require__(7175);
// EXTERNAL MODULE: ./src/writes/send-or-print.ts + 1 modules
var send_or_print = __webpack_require__(2001);
// EXTERNAL MODULE: ./src/service/explanations.ts
var explanations = __webpack_require__(931);
// EXTERNAL MODULE: ./src/service/attestations.ts
var attestations = __webpack_require__(4536);
// EXTERNAL MODULE: ./src/inputs/commit.ts
var commit = __webpack_require__(8836);
// EXTERNAL MODULE: ./src/run-commit/run-commit.ts
var run_commit = __webpack_require__(4004);
// EXTERNAL MODULE: ./src/summary/states.ts
var states = __webpack_require__(2764);
;// CONCATENATED MODULE: ./src/commands/override-attestation/summary.ts
/** override-attestation's job summary: the attestation, its new status and the reason. */


function renderOverrideSummary(inputs, sent, url) {
    const { body } = inputs;
    const status = (0,states/* stateMark */.B3)(body.new_compliance_status ? 'compliant' : 'non-compliant');
    const what = `${(0,markdown/* escapeText */.X1)(body.attestation_name)} in trail ${(0,markdown/* escapeText */.X1)(inputs.trail)}`;
    const heading = sent
        ? `Attestation overridden: ${what} is now ${status}`
        : `Dry run: override not sent (${what} would be ${status})`;
    return ([
        `## ${heading}`,
        (0,markdown/* facts */.Ix)([
            ['Flow', (0,markdown/* escapeText */.X1)(inputs.flow)],
            ['Trail', (0,markdown/* escapeText */.X1)(inputs.trail)],
            ['Attestation', (0,markdown/* escapeText */.X1)(body.attestation_name)],
            ['Type', (0,markdown/* escapeText */.X1)(body.original_attestation_type)],
            ['Artifact', body.artifact_fingerprint ? (0,markdown/* code */.aY)(body.artifact_fingerprint) : undefined],
            [
                'Target artifacts',
                body.target_artifacts ? (0,markdown/* escapeText */.X1)(body.target_artifacts.join(', ')) : undefined
            ],
            ['New status', status],
            ['Reason', (0,markdown/* escapeText */.X1)(body.reason)],
            ['In the service', url ? (0,markdown/* link */.nf)('attestation page', url) : undefined]
        ])
    ].join('\n\n') + '\n');
}

;// CONCATENATED MODULE: ./src/commands/override-attestation/index.ts
/**
 * override-attestation: replaces the compliance status of an attestation in a trail, with
 * a reason, as a record that a person decided so (a false positive, an accepted risk).
 * A write: in a dry run the body is printed and nothing is sent.
 */











/** original_attestation_type in the published description: a built-in type, or `custom:<type>`. */
const CUSTOM_TYPE = /^custom:\S+$/;
const TYPE_FORM = `one of ${attestation_types/* BUILT_IN_ATTESTATION_TYPES */.Ur.join(', ')}, or custom:<type> for a custom attestation type`;
const MAX_REASON_LENGTH = 10_000;
function parseInputs(source) {
    const flow = (0,parse/* readName */.MQ)(source, 'flow', true);
    const trail = (0,parse/* readName */.MQ)(source, 'trail', true);
    const { name, evidence } = (0,evidence_inputs/* readNamedEvidence */.FP)(source);
    const reason = (0,parse/* requireValue */.vd)(source, 'reason', 'why the status is overridden, in a sentence a reviewer can read');
    if (reason.length > MAX_REASON_LENGTH) {
        throw new input_error/* InputError */.d('reason', `is ${reason.length} characters long`, `at most ${MAX_REASON_LENGTH} characters`);
    }
    const type = readAttestationType(source);
    // Required: an override that silently defaulted to "compliant" would be the worst default.
    const compliant = (0,parse/* parseBoolean */.yG)('compliant', (0,parse/* requireValue */.vd)(source, 'compliant', '"true" (now compliant) or "false" (now not compliant)'));
    const body = {
        attestation_name: name,
        reason,
        new_compliance_status: compliant,
        original_attestation_type: type
    };
    const fingerprint = (0,parse/* readFingerprint */.bi)(source, 'fingerprint');
    if (fingerprint !== undefined)
        body.artifact_fingerprint = fingerprint;
    Object.assign(body, evidence);
    return { flow, trail, body, commit: (0,commit/* readCommitInputs */.hw)(source) };
}
function readAttestationType(source) {
    const value = (0,parse/* requireValue */.vd)(source, 'attestation-type', TYPE_FORM);
    if (attestation_types/* BUILT_IN_ATTESTATION_TYPES */.Ur.includes(value) || CUSTOM_TYPE.test(value))
        return value;
    throw new input_error/* InputError */.d('attestation-type', `has ${(0,input_error/* quote */.h)(value)}, which is not an attestation type`, TYPE_FORM);
}
async function run(inputs, context) {
    const { flow, trail } = inputs;
    // The commit and repository records, as the CLI sends them with every attestation.
    const commit = await (0,run_commit/* readRunCommit */.t)(inputs.commit, context.log);
    const body = (0,send_or_print/* definedOnly */.Uv)({
        ...inputs.body,
        git_commit_info: commit.gitCommitInfo,
        repo_info: commit.repoInfo
    });
    const what = `attestation "${body.attestation_name}" (${body.original_attestation_type}) in flow "${flow}", trail "${trail}"`;
    const status = body.new_compliance_status ? 'compliant' : 'not compliant';
    const request = (0,attestations/* overrideRequest */.Kh)({ org: context.common.org, flow, trail }, body);
    const outcome = await (0,explanations/* explainNotFound */.hf)((0,send_or_print/* sendOrPrint */.T5)(request, context), {
        about: ['attestation', 'artifact'],
        missing: `The service found no ${what} to override`,
        advice: 'check flow, trail, name, attestation-type (the type the attestation was reported ' +
            'with) and fingerprint'
    });
    if (outcome.sent)
        context.log.info(`Overrode ${what}: now ${status}.`);
    const summary = renderOverrideSummary({ ...inputs, body }, outcome.sent, outcome.htmlUrl);
    return {
        outcome: outcome.sent ? 'ok' : 'skipped',
        outputs: (0,send_or_print/* writeOutputs */.Kn)(outcome),
        summary: outcome.sent ? summary : `${summary}\n${(0,markdown/* codeBlock */.DV)(outcome.json, 'json')}\n`
    };
}
const command = { parseInputs, run };


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
