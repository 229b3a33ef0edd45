export const id = 5031;
export const ids = [5031];
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

/***/ 5031:
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
// EXTERNAL MODULE: ./src/service/identity.ts
var identity = __webpack_require__(7065);
// EXTERNAL MODULE: ./src/service/load-schemas.ts
var load_schemas = __webpack_require__(9878);
;// CONCATENATED MODULE: ./src/service/approvals.ts


async function getApproval(client, query) {
    const answer = await client.get(['approvals', query.org, query.flow, String(query.number)], {}, answers().then(schemas => schemas.ApprovalSchema));
    return (0,identity/* checkRecord */.EQ)(answer, 'an approval', approvalFields(query.number, answer));
}
/** Get approval: its number, required. */
function approvalFields(number, answer) {
    return [{ label: 'number', asked: number, answered: answer.release_number, required: true }];
}
/** The answer about an approval: its state and each reviewer's decision. */
const answers = (0,load_schemas/* answerSchemas */.T)((z, { list, num, text }) => {
    /** One reviewer's decision on an approval. */
    const ReviewSchema = z.looseObject({
        state: text,
        comment: text,
        approved_by: text,
        approval_url: text,
        timestamp: num
    });
    const ApprovalSchema = z.looseObject({
        release_number: num,
        state: z.string(),
        base_artifact: text,
        target_artifact: text,
        artifact_name: text,
        description: text,
        environment: text,
        created_at: num,
        last_modified_at: num,
        approvals: list(ReviewSchema)
    });
    return { ApprovalSchema };
});

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
    const approval = await (0,identity/* explainRead */.yS)(getApproval(service, { org, flow, number }), {
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

/***/ 7065:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EQ: () => (/* binding */ checkRecord),
/* harmony export */   I7: () => (/* binding */ checkPage),
/* harmony export */   SY: () => (/* binding */ ignoringCase),
/* harmony export */   U9: () => (/* binding */ matchingRecords),
/* harmony export */   aC: () => (/* binding */ NotRecordedError),
/* harmony export */   d$: () => (/* binding */ refuseListing),
/* harmony export */   xK: () => (/* binding */ explainNotRecorded),
/* harmony export */   xw: () => (/* binding */ checkListing),
/* harmony export */   yS: () => (/* binding */ explainRead)
/* harmony export */ });
/* unused harmony export mismatchOf */
/* harmony import */ var _explanations_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(931);
/**
 * An answer is checked against the question. A read names one record (by id, by flow and
 * trail, by number) or asks for a filtered listing; a service that ignores part of the
 * request, or a proxy that drops its query, answers another record, and a step must never
 * report that record as the one asked for (a gate would pass on another record's verdict).
 *
 * Each read lists the fields of its answer that say which record it is, beside what was
 * asked, in its resource's module next to the read (trailFields in trails.ts). A field the
 * answer carries must match. A field the published description requires must be there; one
 * it leaves optional is not held against an answer that omits it, since the service's
 * answers are often leaner than the description.
 */

/** Fingerprints and repository names name the same thing in either case. */
const ignoringCase = (answered, asked) => answered.toLowerCase() === asked.toLowerCase();
/**
 * A read whose answer names another record than the one asked for. `answered` says what
 * came instead, for the command to put in its own sentence about what was asked.
 */
class NotRecordedError extends Error {
    answered;
    constructor(answered) {
        super(`The record asked for is not recorded (${answered}).`);
        this.answered = answered;
        this.name = 'NotRecordedError';
    }
}
/**
 * `a trail whose flow is "payments"` or `a trail without a flow`, for the first field that
 * does not match; undefined when every field does. `noun` carries its article.
 */
function mismatchOf(noun, fields) {
    for (const field of fields) {
        if (field.answered === undefined || field.answered === null) {
            if (field.required)
                return `${noun} without ${article(field.label)} ${field.label}`;
            continue;
        }
        if (!agrees(field))
            return `${noun} whose ${field.label} is ${shown(field.answered)}`;
    }
    return undefined;
}
/** The answer, when it is the record asked for; else a NotRecordedError saying what came. */
function checkRecord(answer, noun, fields) {
    const mismatch = mismatchOf(noun, fields);
    if (mismatch !== undefined) {
        throw new NotRecordedError(`the service answered ${mismatch} instead`);
    }
    return answer;
}
/**
 * The records that are the one asked for (a name recorded several times has several). An
 * answer with records but none of them asked for is a NotRecordedError; an empty one is
 * returned empty, for the command to say so.
 */
function matchingRecords(records, noun, fieldsOf) {
    const matching = records.filter(record => mismatchOf(noun, fieldsOf(record)) === undefined);
    const first = records[0];
    if (matching.length > 0 || first === undefined)
        return matching;
    const mismatch = mismatchOf(noun, fieldsOf(first)) ?? noun;
    throw new NotRecordedError(records.length === 1
        ? `the service answered ${mismatch} instead`
        : `the service answered ${records.length} records, none of them the one asked: the first is ${mismatch}`);
}
/**
 * A listing is refused, not trimmed, when it holds a record outside what was asked: the
 * service did not apply the request as sent, so its counts and pages cannot be trusted either.
 */
function checkListing(items, noun, filter) {
    const { listing, fieldsOf, outcome } = filter;
    for (const item of items) {
        const mismatch = mismatchOf(noun, fieldsOf(item));
        if (mismatch !== undefined)
            refuseListing(mismatch, listing, outcome);
    }
}
/**
 * A page of a listing is the page asked, when the answer says which it is: a service or proxy
 * that ignores `page` answers the first page again, and every page would repeat it.
 */
function checkPage(asked, answered, filter) {
    if (answered == null || answered === asked)
        return;
    refuseListing(`page ${answered}`, `page ${asked} of ${filter.listing}`, filter.outcome);
}
/**
 * A listing the service answered with something else than asked: nothing is listed, or
 * `outcome` when the listing serves another read.
 */
function refuseListing(answered, listing, outcome = 'nothing is listed') {
    throw new Error(`The compliance service answered ${answered} when asked for ${listing}, so it did not ` +
        `apply the request as sent and ${outcome}; check that no proxy between the runner and ` +
        'the service rewrites requests, then run the step again.');
}
/**
 * A read in its command's words: a 404 about what was asked (explainNotFound), and an answer
 * about another record than asked, named in the same sentence shape.
 */
function explainRead(request, explanation) {
    return explainNotRecorded((0,_explanations_js__WEBPACK_IMPORTED_MODULE_0__/* .explainNotFound */ .hf)(request, explanation), answered => `${explanation.notRecorded} (${answered}); ${explanation.advice}.`);
}
async function explainNotRecorded(request, explain) {
    try {
        return await request;
    }
    catch (error) {
        if (error instanceof NotRecordedError) {
            throw new Error(explain(error.answered), { cause: error });
        }
        throw error;
    }
}
function agrees(field) {
    const { answered } = field;
    if (typeof answered !== 'string' && typeof answered !== 'number')
        return false;
    const asked = String(field.asked);
    return field.same ? field.same(String(answered), asked) : String(answered) === asked;
}
const MAX_SHOWN = 100;
/** A value from the service, quoted and bounded, as a message may hold it. */
function shown(value) {
    if (typeof value === 'number' || typeof value === 'boolean')
        return String(value);
    // Not quoted whole: an object can be large or deep, and its type says enough.
    if (typeof value !== 'string')
        return Array.isArray(value) ? 'a list' : `of type ${typeof value}`;
    const cut = value.length > MAX_SHOWN ? `${value.slice(0, MAX_SHOWN)}…` : value;
    return JSON.stringify(cut);
}
function article(word) {
    return /^[aeiou]/i.test(word) ? 'an' : 'a';
}


/***/ }),

/***/ 9878:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T: () => (/* binding */ answerSchemas)
/* harmony export */ });
function answerSchemas(build) {
    let loading;
    return () => {
        // One turn of the event loop first: the caller sends its request in this one, and the
        // chunk's compile (about 10 ms) then overlaps the wait for the answer instead of coming
        // before the request is written.
        loading ??= new Promise(resolve => setImmediate(resolve))
            .then(() => Promise.all(/* import() */[__webpack_require__.e(1831), __webpack_require__.e(9925)]).then(__webpack_require__.bind(__webpack_require__, 9925)))
            .then(parts => build(parts.builders, parts));
        return loading;
    };
}


/***/ }),

/***/ 7175:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DV: () => (/* binding */ codeBlock),
/* harmony export */   Ix: () => (/* binding */ facts),
/* harmony export */   X1: () => (/* binding */ escapeText),
/* harmony export */   aY: () => (/* binding */ code),
/* harmony export */   gQ: () => (/* binding */ inertCode),
/* harmony export */   k9: () => (/* binding */ linkMarkdown),
/* harmony export */   nE: () => (/* binding */ shortFingerprint),
/* harmony export */   nf: () => (/* binding */ link),
/* harmony export */   os: () => (/* binding */ shortText),
/* harmony export */   s6: () => (/* binding */ linkableUrl),
/* harmony export */   tp: () => (/* binding */ table),
/* harmony export */   zH: () => (/* binding */ details)
/* harmony export */ });
/** Small, escaping Markdown builders for job summaries. */
/** Escapes text for a table cell or inline use: no HTML, no table breaks, one line. */
function escapeText(value) {
    if (value === undefined || value === null || value === '')
        return '—';
    return String(value)
        .replace(/[\r\n]+/g, ' ')
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/([\\`*_[\]])/g, '\\$1')
        .replace(/\|/g, '\\|');
}
function code(value) {
    if (!value)
        return '—';
    return `\`${value.replace(/[`\r\n|]/g, '')}\``;
}
/**
 * The address a summary may link to: an absolute http(s) URL with a host, and nothing else.
 * Any other value a remote sends in a link field (a path from a self-hosted service or a
 * rewriting proxy, `javascript:`, `data:`, text that is no URL at all) gives undefined, so it
 * is shown as text. Never throws: a display field must never fail a step.
 */
function linkableUrl(value) {
    // The host must follow the two slashes: the URL parser would read "https:///x" as host x.
    if (!value || !/^https?:\/\/[^/\\]/i.test(value))
        return undefined;
    try {
        const url = new URL(value);
        return url.hostname === '' ? undefined : url;
    }
    catch {
        return undefined;
    }
}
/**
 * Characters that end or break a link destination, a table cell or an escape in Markdown:
 * percent-encoded in the path, query and fragment (never needed there as they are).
 */
const UNSAFE_IN_DESTINATION = /[()[\]|`\\<>"'\s]/g;
/** A link for http(s) URLs (see linkableUrl); anything else is shown as plain text. */
function link(label, url) {
    return linkMarkdown(escapeText(label), url);
}
/** The same for a label that is Markdown already (`code(...)`), shown as it is unlinked. */
function linkMarkdown(label, url) {
    const target = linkableUrl(url);
    if (!target)
        return label;
    // Built from its parts, so credentials in the URL are never shown.
    const rest = `${target.pathname}${target.search}${target.hash}`.replace(UNSAFE_IN_DESTINATION, character => `%${character.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
    return `[${label}](${target.protocol}//${target.host}${rest})`;
}
function table(headers, rows) {
    const head = `| ${headers.join(' | ')} |`;
    const rule = `| ${headers.map(() => '---').join(' | ')} |`;
    return [head, rule, ...rows.map(row => `| ${row.join(' | ')} |`)].join('\n');
}
function facts(rows) {
    return rows
        .filter((row) => row[1] !== undefined)
        .map(([name, value]) => `- **${name}:** ${value}`)
        .join('\n');
}
/**
 * A fenced code block whose fence is longer than any run of backticks in the text, so the
 * text shows exactly as it is, whatever it holds.
 */
function codeBlock(text, language = '') {
    const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map(run => run.length));
    const fence = '`'.repeat(Math.max(3, longest + 1));
    return `${fence}${language}\n${text}\n${fence}`;
}
/**
 * Text of at most `max` characters, its middle cut out (`…`) when longer: an image's
 * registry and its tag both stay readable. For a table cell, which a browser cannot break
 * inside a word, so a long name would make the table scroll sideways.
 */
function shortText(value, max) {
    const characters = [...value];
    if (characters.length <= max)
        return value;
    const head = Math.ceil((max - 1) / 2);
    const tail = max - 1 - head;
    return `${characters.slice(0, head).join('')}…${tail > 0 ? characters.slice(-tail).join('') : ''}`;
}
function shortFingerprint(fingerprint) {
    return fingerprint ? fingerprint.slice(0, 12) : '—';
}
/**
 * A collapsed section: what a reviewer opens only when they need it (the facts of a write,
 * its body), so the summaries of a job's writes read as short blocks. The blank lines let
 * GitHub render the Markdown inside.
 */
function details(label, body) {
    return `<details><summary>${escapeText(label)}</summary>\n\n${body}\n\n</details>`;
}
/**
 * Text from elsewhere (a name the service sent) as an inline code span, for Markdown that
 * people are notified of (a check run, a pull request comment): inside a code span no link,
 * HTML, emphasis or `@name` mention is made, where a backslash or an HTML entity before `@`
 * still pings. The fence is longer than any run of backticks in the text, so none ends it
 * early; line breaks and control characters become spaces. Not for table cells (a `|` there
 * would split the cell).
 */
function inertCode(value, maxLength = 200) {
    // eslint-disable-next-line no-control-regex -- matching control characters is the point
    const flat = (value ?? '').replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ');
    const text = flat.length > maxLength ? `${flat.slice(0, maxLength)}…` : flat;
    if (text.trim() === '')
        return '—';
    const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map(run => run.length));
    const fence = '`'.repeat(longest + 1);
    // A space each side keeps a backtick at either end apart from the fence; GitHub strips it.
    const padded = /^[` ]|[` ]$/.test(text) ? ` ${text} ` : text;
    return `${fence}${padded}${fence}`;
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
