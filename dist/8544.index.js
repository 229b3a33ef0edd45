export const id = 8544;
export const ids = [8544];
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

/***/ 8544:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  command: () => (/* binding */ command)
});

// EXTERNAL MODULE: ./src/summary/markdown.ts
var markdown = __webpack_require__(7175);
// EXTERNAL MODULE: ./src/summary/states.ts
var states = __webpack_require__(2764);
// EXTERNAL MODULE: ./src/summary/timestamps.ts
var timestamps = __webpack_require__(2095);
// EXTERNAL MODULE: ./src/service/load-schemas.ts
var load_schemas = __webpack_require__(9878);
;// CONCATENATED MODULE: ./src/service/actions.ts

function listActions(client, org) {
    return client.get(['actions', org], {}, answers().then(schemas => schemas.ActionListSchema));
}
/** The answer of list actions: the org's compliance actions, what triggers them, their state. */
const answers = (0,load_schemas/* answerSchemas */.T)((z, { flag, list, num, text }) => {
    const ActionSchema = z.looseObject({
        name: z.string(),
        type: text,
        number: num,
        triggers: list(z.string()),
        is_failing: flag,
        last_success_timestamp: num,
        last_failure_timestamp: num,
        flows: list(z.string()),
        environments: list(z.string())
    });
    const ActionListSchema = z.array(ActionSchema);
    return { ActionListSchema, ActionSchema };
});

// EXTERNAL MODULE: ./src/lists/org-list.ts
var org_list = __webpack_require__(7892);
;// CONCATENATED MODULE: ./src/commands/list-actions/index.ts
/**
 * list-actions: the org's notification actions, with the names of those currently failing
 * to notify in `failing`, so a scheduled job can alert on them.
 */





const command = (0,org_list/* orgListCommand */.g)({
    command: 'list-actions',
    what: 'the actions',
    read: listActions,
    report: (actions, { common, log }) => {
        const failing = actions.filter(action => action.is_failing === true).map(action => action.name);
        if (failing.length > 0)
            log.warning(`Actions failing to notify: ${failing.join(', ')}.`);
        const view = {
            title: `Notification actions in ${(0,markdown/* escapeText */.X1)(common.org)}`,
            headingNote: failing.length > 0 ? `${failing.length} failing` : undefined,
            facts: [
                [
                    'Failing',
                    failing.length > 0
                        ? (0,states/* stateMark */.B3)('failing', (0,markdown/* escapeText */.X1)(failing.join(', ')))
                        : (0,states/* stateMark */.B3)('passing', 'none')
                ]
            ],
            columns: ['Action', 'Type', 'Triggers', 'State', 'Last success', 'Last failure'],
            emptyNote: 'The org has no actions.',
            stateOf: action => action.is_failing === true
                ? 'failing'
                : action.is_failing === false
                    ? 'passing'
                    : undefined,
            row: action => [
                (0,markdown/* escapeText */.X1)(action.name),
                (0,markdown/* escapeText */.X1)(action.type),
                (0,markdown/* escapeText */.X1)((action.triggers ?? []).join(', ')),
                action.is_failing === true
                    ? (0,states/* stateMark */.B3)('failing')
                    : action.is_failing === false
                        ? (0,states/* stateMark */.B3)('passing', 'ok')
                        : '—',
                (0,markdown/* escapeText */.X1)((0,timestamps/* shortTime */.Mj)(action.last_success_timestamp)),
                (0,markdown/* escapeText */.X1)((0,timestamps/* shortTime */.Mj)(action.last_failure_timestamp))
            ]
        };
        return { view, outputs: { failing: JSON.stringify(failing) } };
    }
});


/***/ }),

/***/ 1736:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  cd: () => (/* binding */ ListCollector),
  Zb: () => (/* binding */ collectListing),
  qy: () => (/* binding */ listResult)
});

// EXTERNAL MODULE: ./src/summary/markdown.ts
var markdown = __webpack_require__(7175);
;// CONCATENATED MODULE: ./src/lists/table.ts
/**
 * The job summary of a list command: a heading with the count, optional facts (the filters
 * used), and a table capped at MAX_SUMMARY_ROWS rows with a note pointing to the full
 * result, so a long listing neither floods the summary nor gets dropped by the runner.
 */

const MAX_SUMMARY_ROWS = 100;
function renderListSummary(summary) {
    const of = summary.total !== undefined && summary.total !== summary.count ? ` of ${summary.total}` : '';
    const note = summary.headingNote ? ` (${summary.headingNote})` : '';
    const sections = [`## ${summary.title}: ${summary.count}${of}${note}`];
    const shownFacts = (summary.facts ?? []).filter(([, value]) => value !== undefined);
    if (shownFacts.length > 0)
        sections.push((0,markdown/* facts */.Ix)(shownFacts));
    const rowCount = summary.rowCount ?? summary.rows.length;
    if (rowCount === 0) {
        sections.push(summary.emptyNote ?? 'Nothing to list.');
        return sections.join('\n\n') + '\n';
    }
    const shown = summary.rows.slice(0, MAX_SUMMARY_ROWS);
    sections.push((0,markdown/* table */.tp)(summary.columns, shown));
    const hidden = rowCount - shown.length;
    if (hidden > 0) {
        sections.push(`_First ${shown.length} rows shown, and ${hidden} more: see the file named by the ` +
            '`result-file` output (or the `result` output)._');
    }
    return sections.join('\n\n') + '\n';
}

// EXTERNAL MODULE: ./src/action/output-limit.ts
var output_limit = __webpack_require__(1463);
// EXTERNAL MODULE: ./src/summary/states.ts
var states = __webpack_require__(2764);
// EXTERNAL MODULE: ./src/action/result-file.ts
var result_file = __webpack_require__(5652);
;// CONCATENATED MODULE: ./src/lists/list-outputs.ts
/**
 * What every list command hands back: `result` (the items as a JSON array), `count`,
 * `total-count` when known, `result-file` (the same JSON in a file under RUNNER_TEMP) and a
 * capped job summary.
 *
 * Items are taken page by page (ListCollector): each is written to the result file as it
 * arrives and then let go. What stays in memory is what the outputs and the capped summary
 * need: the JSON while it still fits in a step output, the first MAX_SUMMARY_ROWS items and
 * the counts. So a listing of any length costs the memory of a few pages.
 */




/** A whole list already in memory (list-actions: the service answers with all of it). */
async function listResult(report, log) {
    const collector = new ListCollector(report.command, report.view.stateOf, true);
    await collector.add(report.listing.items);
    return collector.finish(report.view, report.listing.total, log, report.outputs);
}
/** The items of a listing as its pages arrive, in order; see the file's comment. */
class ListCollector {
    command;
    stateOf;
    wholeList;
    file;
    /** The JSON so far, while it still fits in the `result` output. */
    held = [];
    bytes = 1; // "["
    count = 0;
    /** How many items of each state that needs attention, for the heading. */
    states = new Map();
    /** The items the summary shows: those that need attention first, MAX_SUMMARY_ROWS of them. */
    attention = [];
    first = [];
    constructor(command, stateOf, 
    /** The service answered the whole list at once: no input makes it smaller. */
    wholeList = false) {
        this.command = command;
        this.stateOf = stateOf;
        this.wholeList = wholeList;
        this.file = new result_file/* ResultFileStream */.gm(command);
    }
    async add(items) {
        if (items.length === 0)
            return;
        const parts = [];
        for (const item of items) {
            // JSON.stringify of the array is "[" + each item's JSON joined with "," + "]".
            const json = JSON.stringify(item) ?? 'null';
            parts.push(json);
            this.bytes += Buffer.byteLength(json, 'utf8') + 1; // its "," or the closing "]"
            const state = this.stateOf?.(item);
            if (state !== undefined && (0,states/* needsAttention */.e_)(state)) {
                this.states.set(state, (this.states.get(state) ?? 0) + 1);
                // An item that needs attention is shown wherever it comes in the listing.
                if (this.attention.length < MAX_SUMMARY_ROWS)
                    this.attention.push(item);
            }
            else if (this.first.length < MAX_SUMMARY_ROWS)
                this.first.push(item);
        }
        const text = parts.join(',');
        const lead = this.count === 0 ? '[' : ',';
        this.count += items.length;
        if (this.held) {
            this.held.push(lead, text);
            if (this.bytes > output_limit/* MAX_OUTPUT_BYTES */.$)
                this.held = undefined;
        }
        await this.file.write(lead + text);
    }
    /** Abandons the result file: the listing failed. */
    abandon() {
        return this.file.abandon();
    }
    async finish(view, total, log, extraOutputs) {
        const tail = this.count === 0 ? '[]' : ']';
        if (this.count === 0)
            this.bytes = 2;
        await this.file.write(tail);
        const saved = await this.file.finish({
            fitsInOutput: this.bytes <= output_limit/* MAX_OUTPUT_BYTES */.$,
            smallerWith: this.wholeList ? undefined : 'max-items'
        });
        if (saved.warning)
            log.warning(saved.warning);
        const resultFile = saved.path;
        const json = this.held ? this.held.join('') + tail : '';
        const outputs = {
            count: String(this.count),
            'result-file': resultFile,
            result: json,
            ...extraOutputs
        };
        if (total !== undefined)
            outputs['total-count'] = String(total);
        const of = total !== undefined ? ` of ${total}` : '';
        const where = resultFile ? `; the JSON is in ${resultFile}` : '';
        log.info(`Listed ${this.count}${of}${where}.`);
        const { row, stateOf, ...rest } = view;
        const shown = [
            ...(stateOf ? (0,states/* byAttention */._p)(this.attention, stateOf) : this.attention),
            ...this.first
        ].slice(0, MAX_SUMMARY_ROWS);
        const summary = renderListSummary({
            ...rest,
            headingNote: rest.headingNote ?? (0,states/* countAttention */.g0)(this.states),
            count: this.count,
            total: total,
            rows: shown.map(row),
            rowCount: this.count
        });
        const result = { outcome: 'ok', outputs, summary };
        // Too big for a step output: left out of memory, and fitOutputs says so as for any output.
        if (!this.held)
            result.oversized = { result: this.bytes };
        return result;
    }
}
/**
 * Reads a listing into a collector, and removes its partial result file when the reading
 * fails: `read` hands each page's items to `add`.
 */
async function collectListing(collector, read) {
    try {
        return await read(items => collector.add(items));
    }
    catch (error) {
        await collector.abandon();
        throw error;
    }
}


/***/ }),

/***/ 7892:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   g: () => (/* binding */ orgListCommand)
/* harmony export */ });
/* harmony import */ var _action_skip_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4835);
/* harmony import */ var _list_outputs_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1736);
/**
 * A list command with no inputs of its own whose answer is the org's whole list, in one
 * request (list-actions, list-attestation-types, list-environments, list-policies): in a dry
 * run without a token it skips, else every item is in `result` and in the summary's table.
 */


function orgListCommand(list) {
    return {
        parseInputs: () => ({}),
        async run(_inputs, context) {
            const service = context.service;
            if (!service)
                return (0,_action_skip_js__WEBPACK_IMPORTED_MODULE_1__/* .skippedWithoutToken */ .A)(context.log, `${list.what} were not listed`);
            const items = await list.read(service, context.common.org);
            const { view, outputs } = list.report(items, context);
            // The answer is the whole list, not a page of it.
            const listing = { items, total: items.length };
            return (0,_list_outputs_js__WEBPACK_IMPORTED_MODULE_0__/* .listResult */ .qy)({ command: list.command, listing, view, outputs }, context.log);
        }
    };
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
