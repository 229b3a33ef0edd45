export const id = 6588;
export const ids = [6588];
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

/***/ 6588:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  command: () => (/* binding */ command)
});

// EXTERNAL MODULE: ./src/service/endpoints.ts + 2 modules
var endpoints = __webpack_require__(654);
// EXTERNAL MODULE: ./src/service/identity.ts
var identity = __webpack_require__(7065);
// EXTERNAL MODULE: ./src/action/skip.ts
var skip = __webpack_require__(4835);
;// CONCATENATED MODULE: ./src/commands/diff-snapshots/changes.ts
const change = (artifact) => ({
    name: artifact.name ?? '',
    fingerprint: artifact.fingerprint ?? '',
    flow: artifact.flow ?? ''
});
function changesOf(diff) {
    return {
        added: diff.snappish2.artifacts.map(change),
        removed: diff.snappish1.artifacts.map(change),
        changed: diff.changed.artifacts.map(artifact => ({
            ...change(artifact),
            'instances-1': artifact.s1_instance_count ?? null,
            'instances-2': artifact.s2_instance_count ?? null
        })),
        unchanged: diff['not-changed'].artifacts.length
    };
}
/** `1 added, 1 removed, none changed` */
function countsSentence(changes) {
    const part = (count, word) => `${count === 0 ? 'none' : count} ${word}`;
    return [
        part(changes.added.length, 'added'),
        part(changes.removed.length, 'removed'),
        part(changes.changed.length, 'changed')
    ].join(', ');
}

// EXTERNAL MODULE: ./src/inputs/input-error.ts
var input_error = __webpack_require__(9354);
// EXTERNAL MODULE: ./src/inputs/parse.ts
var parse = __webpack_require__(3718);
// EXTERNAL MODULE: ./src/snapshots/moment.ts
var moment = __webpack_require__(7669);
;// CONCATENATED MODULE: ./src/commands/diff-snapshots/snappish.ts
/**
 * A snappish as the service's env-diff takes it, and as the vendor CLI's `diff snapshots`
 * sends it: an environment name, then optionally `#N` (the Nth snapshot, from 1), `~N` (N
 * behind the latest) or a moment after `@`. Checked while inputs are read.
 */



const FORMS = `environment, environment#N (N from 1), environment~N or environment followed by ${moment/* MOMENT_FORMS */.Z}, for example production#41 or production@{1.days.ago}`;
function readSnappish(source, input) {
    const value = (0,parse/* requireValue */.vd)(source, input, FORMS).trim();
    const at = /[#~@]/.exec(value);
    const environment = at ? value.slice(0, at.index) : value;
    if (environment === '') {
        throw new input_error/* InputError */.d(input, `has ${(0,input_error/* quote */.h)(value)}, which names no environment`, FORMS);
    }
    (0,parse/* checkName */.I3)(input, environment);
    if (at) {
        const rest = value.slice(at.index);
        if (!/^(#[1-9]\d{0,8}|~\d{1,9})$/.test(rest) && !(0,moment/* isSnapshotMoment */.V)(rest)) {
            throw new input_error/* InputError */.d(input, `has ${(0,input_error/* quote */.h)(value)}, which is not a snapshot of ${(0,input_error/* quote */.h)(environment)}`, FORMS);
        }
    }
    return value;
}

// EXTERNAL MODULE: ./src/summary/markdown.ts
var markdown = __webpack_require__(7175);
// EXTERNAL MODULE: ./src/summary/states.ts
var states = __webpack_require__(2764);
;// CONCATENATED MODULE: ./src/commands/diff-snapshots/summary.ts
/**
 * diff-snapshots' job summary: each artifact added, removed or scaled. An added artifact with
 * the name of a removed one is shown as that name's update, the usual reading of a deploy.
 */



const MAX_ROWS = 200;
function renderDiffSummary(diff, changes, asked) {
    const first = diff.snappish1.snapshot_id ?? asked.first;
    const second = diff.snappish2.snapshot_id ?? asked.second;
    const removedNames = new Map(changes.removed.map(artifact => [artifact.name, artifact]));
    const updated = new Set();
    const rows = [];
    for (const artifact of changes.added) {
        const before = artifact.name ? removedNames.get(artifact.name) : undefined;
        if (before)
            updated.add(artifact.name);
        rows.push([
            (0,states/* changeMark */.uM)(before ? 'updated' : 'added'),
            (0,markdown/* escapeText */.X1)(artifact.name),
            before
                ? `${(0,markdown/* code */.aY)((0,markdown/* shortFingerprint */.nE)(before.fingerprint))} → ${(0,markdown/* code */.aY)((0,markdown/* shortFingerprint */.nE)(artifact.fingerprint))}`
                : (0,markdown/* code */.aY)((0,markdown/* shortFingerprint */.nE)(artifact.fingerprint)),
            (0,markdown/* escapeText */.X1)(artifact.flow || '—')
        ]);
    }
    for (const artifact of changes.removed) {
        if (updated.has(artifact.name))
            continue;
        rows.push([
            (0,states/* changeMark */.uM)('removed'),
            (0,markdown/* escapeText */.X1)(artifact.name),
            (0,markdown/* code */.aY)((0,markdown/* shortFingerprint */.nE)(artifact.fingerprint)),
            (0,markdown/* escapeText */.X1)(artifact.flow || '—')
        ]);
    }
    for (const artifact of changes.changed) {
        rows.push([
            (0,states/* changeMark */.uM)('scaled', `${artifact['instances-1'] ?? '?'} → ${artifact['instances-2'] ?? '?'}`),
            (0,markdown/* escapeText */.X1)(artifact.name),
            (0,markdown/* code */.aY)((0,markdown/* shortFingerprint */.nE)(artifact.fingerprint)),
            (0,markdown/* escapeText */.X1)(artifact.flow || '—')
        ]);
    }
    const sections = [
        `## ${(0,markdown/* escapeText */.X1)(first)} → ${(0,markdown/* escapeText */.X1)(second)}: ${countsSentence(changes)}`,
        (0,markdown/* facts */.Ix)([
            ['From', (0,markdown/* escapeText */.X1)(first)],
            ['To', (0,markdown/* escapeText */.X1)(second)],
            ['Unchanged', String(changes.unchanged)]
        ]),
        rows.length === 0
            ? 'Both snapshots run the same artifacts.'
            : (0,markdown/* table */.tp)(['Change', 'Artifact', 'Fingerprint', 'Flow'], rows.slice(0, MAX_ROWS))
    ];
    if (rows.length > MAX_ROWS)
        sections.push(`${rows.length - MAX_ROWS} more changes are in the result output.`);
    return sections.join('\n\n') + '\n';
}

;// CONCATENATED MODULE: ./src/commands/diff-snapshots/index.ts






function parseInputs(source) {
    return { first: readSnappish(source, 'snapshot-1'), second: readSnappish(source, 'snapshot-2') };
}
async function run(inputs, context) {
    const service = context.service;
    if (!service)
        return (0,skip/* skippedWithoutToken */.A)(context.log, 'the snapshots were not compared');
    const { org } = context.common;
    const { first, second } = inputs;
    const asked = `snapshots "${first}" and "${second}"`;
    const diff = await (0,identity/* explainRead */.yS)((0,endpoints/* diffSnapshots */.V1)(service, { org, first, second }), {
        about: ['environment'],
        missing: `Org "${org}" cannot compare ${asked}`,
        notRecorded: `The comparison of ${asked} is not what the service answered`,
        advice: 'check snapshot-1 and snapshot-2: each names an environment of the org and one of its snapshots'
    });
    const changes = changesOf(diff);
    context.log.info(`${diff.snappish1.snapshot_id ?? first} → ${diff.snappish2.snapshot_id ?? second}: ${countsSentence(changes)}.`);
    return {
        outcome: 'ok',
        outputs: {
            added: JSON.stringify(changes.added),
            removed: JSON.stringify(changes.removed),
            changed: JSON.stringify(changes.changed),
            result: JSON.stringify(diff)
        },
        summary: renderDiffSummary(diff, changes, inputs)
    };
}
const command = { parseInputs, run };


/***/ }),

/***/ 7669:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V: () => (/* binding */ isSnapshotMoment),
/* harmony export */   Z: () => (/* binding */ MOMENT_FORMS)
/* harmony export */ });
/**
 * A snapshot named by a moment, as the service's snapshot reads take it after `@`:
 * `@{YYYY-MM-DDTHH:MM:SS}` (UTC, a real date and time), `@{N.<unit>.ago}` or `@{now}`.
 * One rule for get-snapshot's `snapshot` and diff-snapshots' snappishes.
 */
const AGO = /^@\{[1-9]\d{0,5}\.(hours|days|weeks|months)\.ago\}$/;
const MOMENT = /^@\{(\d{4})-(\d\d)-(\d\d)T(\d\d):(\d\d):(\d\d)\}$/;
const MOMENT_FORMS = '@{YYYY-MM-DDTHH:MM:SS} (UTC) or @{N.<hours|days|weeks|months>.ago}';
function isSnapshotMoment(text) {
    if (AGO.test(text) || text === '@{now}')
        return true;
    const moment = MOMENT.exec(text);
    return moment !== null && isRealMoment(moment.slice(1).map(Number));
}
function isRealMoment([year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0]) {
    const time = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
    return (time.getUTCFullYear() === year &&
        time.getUTCMonth() === month - 1 &&
        time.getUTCDate() === day &&
        hour < 24 &&
        minute < 60 &&
        second < 60);
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
