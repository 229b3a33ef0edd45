export const id = 4383;
export const ids = [4383];
export const modules = {

/***/ 4835:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ skippedWithoutToken)
/* harmony export */ });
function skippedWithoutToken(log, what) {
    log.warning(`Dry run without api-token: ${what} (outcome skipped).`);
    return { outcome: 'skipped', outputs: {} };
}


/***/ }),

/***/ 4383:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  command: () => (/* binding */ command)
});

// EXTERNAL MODULE: ./src/inputs/input-error.ts
var input_error = __webpack_require__(9354);
// EXTERNAL MODULE: ./src/inputs/parse.ts
var parse = __webpack_require__(3718);
// EXTERNAL MODULE: ./src/service/endpoints.ts + 2 modules
var endpoints = __webpack_require__(654);
// EXTERNAL MODULE: ./src/service/identity.ts
var identity = __webpack_require__(7065);
// EXTERNAL MODULE: ./src/summary/markdown.ts
var markdown = __webpack_require__(7175);
// EXTERNAL MODULE: ./src/summary/states.ts
var states = __webpack_require__(2764);
// EXTERNAL MODULE: ./src/summary/timestamps.ts
var timestamps = __webpack_require__(2095);
;// CONCATENATED MODULE: ./src/commands/get-approval/summary.ts
/** get-approval's job summary: the approval's state, its facts and each review. */



const APPROVED = 'APPROVED';
/**
 * An approval state as the state it stands for, with its own word: approved as compliant,
 * unapproved as non-compliant, pending as incomplete.
 */
function approvalState(state) {
    switch ((state ?? '').toUpperCase()) {
        case APPROVED:
            return { state: 'compliant', word: 'approved' };
        case 'UNAPPROVED':
            return { state: 'non-compliant', word: 'unapproved' };
        case 'PENDING':
            return { state: 'incomplete', word: 'pending' };
        default:
            return { state: 'unknown', word: (0,markdown/* escapeText */.X1)(state) };
    }
}
function approvalMark(state) {
    const { state: shown, word } = approvalState(state);
    return (0,states/* stateMark */.B3)(shown, word);
}
function renderApprovalSummary(approval, flow, number) {
    const reviews = approval.approvals ?? [];
    const approving = reviews.filter(review => (review.state ?? '').toUpperCase() === APPROVED);
    const environment = approval.environment
        ? ` for environment ${(0,markdown/* escapeText */.X1)(approval.environment)}`
        : '';
    const counted = reviews.length === 0
        ? 'no reviews yet'
        : `${approving.length} of ${(0,states/* plural */.LS)(reviews.length, 'review')} approve`;
    const sections = [
        `## ${(0,states/* stateHeading */.CY)(approvalState(approval.state).state, approvalState(approval.state).word)}: approval ${number} of flow ` +
            `${(0,markdown/* escapeText */.X1)(flow)}${environment} (${counted})`,
        (0,markdown/* facts */.Ix)([
            ['Release', (0,markdown/* escapeText */.X1)(approval.description)],
            ['Environment', approval.environment ? (0,markdown/* escapeText */.X1)(approval.environment) : undefined],
            ['Artifact', (0,markdown/* escapeText */.X1)(approval.artifact_name)],
            ['Created', (0,markdown/* escapeText */.X1)((0,timestamps/* readableTime */.GI)(approval.created_at))],
            ['Last changed', (0,markdown/* escapeText */.X1)((0,timestamps/* readableTime */.GI)(approval.last_modified_at))]
        ])
    ];
    sections.push(reviews.length === 0
        ? 'Nobody has reviewed it yet.'
        : (0,markdown/* table */.tp)(['Reviewer', 'State', 'Comment', 'When'], reviews.map(review => [
            (0,markdown/* link */.nf)(review.approved_by ?? 'someone', review.approval_url),
            approvalMark(review.state),
            (0,markdown/* escapeText */.X1)(review.comment),
            (0,markdown/* escapeText */.X1)((0,timestamps/* shortTime */.Mj)(review.timestamp))
        ])));
    return sections.join('\n\n') + '\n';
}

// EXTERNAL MODULE: ./src/action/skip.ts
var skip = __webpack_require__(4835);
;// CONCATENATED MODULE: ./src/commands/get-approval/index.ts
/**
 * get-approval: the state of a release approval. With fail-unless-approved it is a
 * deployment gate: the step fails unless the approval is APPROVED, naming each reviewer's
 * state, and `outcome` is compliant or non-compliant, as for assert-artifact.
 */






/** Approval numbers are positive; the upper bound (a 32-bit integer) only stops typos. */
const MAX_APPROVAL_NUMBER = 2_147_483_647;
function parseInputs(source) {
    const flow = (0,parse/* readName */.MQ)(source, 'flow', true);
    const number = (0,parse/* readInteger */.JI)(source, 'approval-number', { min: 1, max: MAX_APPROVAL_NUMBER });
    if (number === undefined) {
        throw new input_error/* InputError */.d('approval-number', 'is empty', 'the approval number, a whole number from 1');
    }
    return { flow, number, failUnlessApproved: (0,parse/* readBoolean */.Vf)(source, 'fail-unless-approved') };
}
async function run(inputs, context) {
    const service = context.service;
    if (!service)
        return (0,skip/* skippedWithoutToken */.A)(context.log, 'the approval was not asked for');
    const { org } = context.common;
    const { flow, number } = inputs;
    const approval = await (0,identity/* explainRead */.yS)((0,endpoints/* getApproval */.wr)(service, { org, flow, number }), {
        about: ['approval'],
        missing: `Approval ${number} of flow "${flow}" is not known to org "${org}"`,
        notRecorded: `Approval ${number} of flow "${flow}" is not recorded in org "${org}"`,
        advice: 'check flow and approval-number'
    });
    const state = approval.state.toUpperCase();
    const approved = state === APPROVED;
    const outputs = { state, approved: String(approved), result: JSON.stringify(approval) };
    const summary = renderApprovalSummary(approval, flow, number);
    const what = `Approval ${number} of flow "${flow}"`;
    if (!inputs.failUnlessApproved) {
        context.log.info(`${what} is ${state}.`);
        return { outcome: 'ok', outputs, summary };
    }
    if (approved) {
        context.log.info(`${what} is APPROVED: the gate passes.`);
        return { outcome: 'compliant', outputs, summary };
    }
    return { outcome: 'non-compliant', outputs, summary, failure: describeRefusal(approval, what) };
}
/** One message naming the overall state and each reviewer's state and comment. */
function describeRefusal(approval, what) {
    const reviews = (approval.approvals ?? []).map(review => {
        const comment = review.comment ? ` ("${review.comment.replace(/\s+/g, ' ').trim()}")` : '';
        return `${review.approved_by ?? 'someone'} ${review.state ?? 'gave no state'}${comment}`;
    });
    const by = reviews.length > 0 ? `reviews: ${reviews.join('; ')}` : 'nobody has reviewed it yet';
    const release = approval.description ? ` for "${approval.description}"` : '';
    return `${what}${release} is ${approval.state}, not APPROVED (${by}); the deployment must wait for approval.`;
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


/***/ }),

/***/ 2095:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GI: () => (/* binding */ readableTime),
/* harmony export */   Ly: () => (/* binding */ isoTime),
/* harmony export */   Mj: () => (/* binding */ shortTime)
/* harmony export */ });
/** Service timestamps (seconds since the epoch, possibly fractional) as readers want them. */
/** ISO 8601 in UTC, or undefined for a missing or impossible value. */
function isoTime(seconds) {
    if (seconds === null || seconds === undefined || !Number.isFinite(seconds))
        return undefined;
    const date = new Date(seconds * 1000);
    return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}
/** `2026-11-21 12:04 UTC`: short enough for a table cell, unambiguous about the zone. */
function shortTime(seconds) {
    const iso = isoTime(seconds);
    return iso ? `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC` : '—';
}
/** `2026-11-21 12:04:07 UTC`: to the second, for when something was evaluated or deployed. */
function readableTime(seconds) {
    const iso = isoTime(seconds);
    return iso ? `${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC` : undefined;
}


/***/ })

};
