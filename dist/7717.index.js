export const id = 7717;
export const ids = [7717];
export const modules = {

/***/ 7717:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   command: () => (/* binding */ command)
/* harmony export */ });
/* harmony import */ var _run_commit_run_commit_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4004);
/* harmony import */ var _run_commit_trail_default_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9885);
/* harmony import */ var _writes_send_or_print_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2001);
/* harmony import */ var _action_run_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3147);
/* harmony import */ var _evidence_inputs_evidence_inputs_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6826);
/* harmony import */ var _inputs_parse_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3718);
/* harmony import */ var _inputs_commit_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(8836);
/* harmony import */ var _inputs_template_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(5587);
/* harmony import */ var _inputs_named_file_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(3959);
/* harmony import */ var _summary_attestation_facts_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(9028);
/* harmony import */ var _summary_commits_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(434);
/* harmony import */ var _summary_markdown_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(7175);
/* harmony import */ var _service_trails_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(4950);
/**
 * begin-trail: begins the trail of this build, or updates it when it exists (a PUT), so a
 * re-run does no harm. The trail is named after the commit unless `trail` is given, and
 * carries the commit, the repository and the run it came from.
 */













function parseInputs(source) {
    return {
        flow: (0,_inputs_parse_js__WEBPACK_IMPORTED_MODULE_5__/* .readName */ .MQ)(source, 'flow', true),
        trail: (0,_run_commit_trail_default_js__WEBPACK_IMPORTED_MODULE_1__/* .readTrailInput */ .v1)(source),
        template: (0,_inputs_template_js__WEBPACK_IMPORTED_MODULE_7__/* .readTemplateFile */ .P)(source, 'template-file'),
        commitSha: (0,_inputs_commit_js__WEBPACK_IMPORTED_MODULE_6__/* .readCommitSha */ .e$)(source, 'commit-sha'),
        redact: (0,_inputs_commit_js__WEBPACK_IMPORTED_MODULE_6__/* .readRedactions */ .Xg)(source, 'redact-commit-info'),
        fields: (0,_writes_send_or_print_js__WEBPACK_IMPORTED_MODULE_2__/* .definedOnly */ .Uv)({
            description: source('description'),
            origin_url: (0,_evidence_inputs_evidence_inputs_js__WEBPACK_IMPORTED_MODULE_4__/* .readOriginUrl */ .gJ)(source, 'origin-url') ?? (0,_action_run_js__WEBPACK_IMPORTED_MODULE_3__/* .runUrl */ .Vp)(),
            external_urls: (0,_evidence_inputs_evidence_inputs_js__WEBPACK_IMPORTED_MODULE_4__/* .readExternalUrls */ .MV)(source, 'external-urls'),
            user_data: (0,_evidence_inputs_evidence_inputs_js__WEBPACK_IMPORTED_MODULE_4__/* .readUserData */ .AA)(source, 'user-data')
        })
    };
}
async function run(inputs, context) {
    const commit = await (0,_run_commit_run_commit_js__WEBPACK_IMPORTED_MODULE_0__/* .readRunCommit */ .t)(inputs, context.log);
    const trail = (0,_run_commit_trail_default_js__WEBPACK_IMPORTED_MODULE_1__/* .trailOrCommit */ .TO)(inputs.trail, commit.sha);
    const body = (0,_writes_send_or_print_js__WEBPACK_IMPORTED_MODULE_2__/* .definedOnly */ .Uv)({
        name: trail,
        ...inputs.fields,
        git_commit_info: commit.gitCommitInfo,
        repo_info: commit.repoInfo
    });
    const request = (0,_service_trails_js__WEBPACK_IMPORTED_MODULE_11__/* .beginTrailRequest */ .T8)({ org: context.common.org, flow: inputs.flow }, body, inputs.template && (0,_inputs_named_file_js__WEBPACK_IMPORTED_MODULE_8__/* .checkedPart */ .N)('template_file', inputs.template));
    const outcome = await (0,_writes_send_or_print_js__WEBPACK_IMPORTED_MODULE_2__/* .sendOrPrint */ .T5)(request, context);
    if (outcome.sent)
        context.log.info(`Trail "${trail}" of flow "${inputs.flow}" is in place.`);
    const summary = (0,_writes_send_or_print_js__WEBPACK_IMPORTED_MODULE_2__/* .renderWriteSummary */ .Ah)(outcome, {
        recorded: 'Trail begun',
        where: (0,_summary_attestation_facts_js__WEBPACK_IMPORTED_MODULE_9__/* .onTrail */ .Ej)(inputs.flow, trail),
        rows: [
            ['Flow', (0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_12__/* .escapeText */ .X1)(inputs.flow)],
            ['Trail', (0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_12__/* .escapeText */ .X1)(trail)],
            ['Commit', commit.sha ? (0,_summary_commits_js__WEBPACK_IMPORTED_MODULE_10__/* .commitLink */ .wn)(commit.sha, commit.commitUrl) : undefined],
            ['Template', inputs.template ? (0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_12__/* .code */ .aY)(inputs.template.path) : "the flow's"],
            ['Description', body.description ? (0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_12__/* .escapeText */ .X1)(body.description) : undefined]
        ]
    });
    return {
        outcome: outcome.sent ? 'ok' : 'skipped',
        outputs: { ...(0,_writes_send_or_print_js__WEBPACK_IMPORTED_MODULE_2__/* .writeOutputs */ .Kn)(outcome), flow: inputs.flow, trail },
        summary
    };
}
const command = { parseInputs, run };


/***/ }),

/***/ 3959:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ checkedPart),
/* harmony export */   w: () => (/* binding */ readNamedFile)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _files_regular_file_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5354);
/* harmony import */ var _input_error_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9354);
/* harmony import */ var _named_path_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6646);
/**
 * A file a user names in an input (template-file, schema-file, policy-file, path-spec,
 * attestation-data), read whole before any request: checked as named-path.ts checks it,
 * measured against its limit before it is read and again on what was read (it may grow in
 * between), and read at most one byte past the limit, so a hostile file is never held whole.
 */




/**
 * The bytes of the file `path` names, or an InputError naming `input`, the path and `form`.
 * `at` is where the file is when `path` is relative to somewhere other than the working
 * directory; the sentences still quote `path`, as the user wrote it.
 */
function readNamedFile(input, path, form, limit, at = path) {
    const refuse = (problem) => new _input_error_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .d(input, `names ${(0,_input_error_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .h)(path)}, ${problem}`, form);
    let content;
    try {
        const { real, info } = (0,_named_path_js__WEBPACK_IMPORTED_MODULE_3__/* .checkNamedPath */ .h)(input, at, 'file', form);
        if (info.size > limit.bytes)
            throw refuse(limit.over(info.size));
        content = (0,_files_regular_file_js__WEBPACK_IMPORTED_MODULE_1__/* .readRegularFileSync */ .cG)(real, limit.bytes).content;
    }
    catch (error) {
        if (error instanceof _input_error_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .d)
            throw error;
        throw refuse('which does not exist or cannot be read');
    }
    if (content.length > limit.bytes)
        throw refuse(limit.grew);
    return content;
}
/** The file as a part of a multipart write: the bytes checked, not the file as it is now. */
function checkedPart(part, file) {
    return {
        part,
        filename: (0,node_path__WEBPACK_IMPORTED_MODULE_0__.basename)(file.path),
        description: `from ${file.path} (${file.content.length} bytes)`,
        load: () => Promise.resolve(new Blob([new Uint8Array(file.content)]))
    };
}


/***/ }),

/***/ 5587:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P: () => (/* binding */ readTemplateFile)
/* harmony export */ });
/* unused harmony export MAX_TEMPLATE_BYTES */
/* harmony import */ var _input_error_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9354);
/* harmony import */ var _named_file_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3959);
/* harmony import */ var _yaml_check_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6639);
/**
 * `template-file`: a flow or trail template in the vendor's YAML format (`version: 1`,
 * `trail: {attestations, artifacts}`). It is read, size-checked and parsed before any
 * request, and the bytes that were checked are the bytes sent: a file edited in between
 * cannot slip through unchecked.
 */



/**
 * 1 MiB, below the service's 10 MB: a real template is a few kilobytes, and the YAML parser
 * needs about 3 s and 600 MB to read a hostile 1 MiB (a flow list of 500,000 items), so 10 MB
 * would take half a minute and more memory than a runner has.
 */
const MAX_TEMPLATE_BYTES = 1024 * 1024;
const TEMPLATE_FORM = 'the path of a YAML flow template of at most 1 MiB, such as "version: 1" with a "trail:" mapping of attestations and artifacts';
function readTemplateFile(source, name) {
    const path = source(name);
    if (path === undefined)
        return undefined;
    const content = (0,_named_file_js__WEBPACK_IMPORTED_MODULE_1__/* .readNamedFile */ .w)(name, path, TEMPLATE_FORM, {
        bytes: MAX_TEMPLATE_BYTES,
        over: size => `which is ${size} bytes, over the limit of 1 MiB (1048576 bytes)`,
        grew: 'which grew over 1 MiB'
    });
    const problem = (0,_yaml_check_js__WEBPACK_IMPORTED_MODULE_2__/* .checkYamlMapping */ .mr)(content);
    if (problem !== undefined) {
        throw new _input_error_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d(name, `names ${(0,_input_error_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .h)(path)}, ${problem}`, TEMPLATE_FORM);
    }
    return { path, content };
}


/***/ }),

/***/ 6639:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $0: () => (/* binding */ parseYamlMapping),
/* harmony export */   L: () => (/* binding */ checkKeys),
/* harmony export */   Tp: () => (/* binding */ yamlOverBudget),
/* harmony export */   mr: () => (/* binding */ checkYamlMapping)
/* harmony export */ });
/* unused harmony export MAX_YAML_TOKENS */
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8815);
/* harmony import */ var _files_utf8_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2370);
/**
 * Checks that a text is YAML whose document is a mapping, in time linear in its size. The
 * `yaml` package's own duplicate-key check compares each key with every earlier key of its
 * mapping (40,000 keys: 12 s; a 10 MB mapping: over an hour), so it is off and duplicates
 * are found here with one Set per mapping, walking the document without recursion; so is a
 * key that is a list or a mapping, which the package could take hours to convert. Aliases
 * are expanded with the package's alias budget, so a "billion laughs" document is refused.
 * Before any of that, the text's tokens are counted against a budget (see MAX_YAML_TOKENS).
 */


/** The package's default: each alias may stand for at most 100 nodes once expanded. */
const MAX_ALIAS_COUNT = 100;
/**
 * The most YAML tokens a file input may hold. The package's parser takes about 4 s and
 * 600 MB per million list items (3 tokens each), so a 10 MB policy of one flow list would
 * take a minute and more memory than a runner has, and end in a crash rather than a
 * sentence. Two million is what the longest list a 1 MiB template can hold needs, and
 * thousands of times what a real template, policy, path spec or kubeconfig holds. Counting
 * needs only the lexer, which stops at the budget (about 0.4 s).
 */
const MAX_YAML_TOKENS = 2_000_000;
/**
 * Undefined when `text` holds at most MAX_YAML_TOKENS tokens; else what is wrong, as a
 * predicate of the file ("<file> holds more YAML than...").
 */
function yamlOverBudget(text) {
    const tokens = new yaml__WEBPACK_IMPORTED_MODULE_0__/* .Lexer */ .JG().lex(text);
    for (let count = 1; !tokens.next().done; count++) {
        if (count > MAX_YAML_TOKENS) {
            return `holds more YAML than any such file needs (over ${MAX_YAML_TOKENS.toLocaleString('en-US')} tokens, as in a list of millions of items)`;
        }
    }
    return undefined;
}
/**
 * Undefined when `source` (a file's bytes, read as UTF-8 by utf8Text, or text) is a YAML
 * mapping whose keys are names, none given twice in one mapping; else what is wrong, as the
 * end of a sentence that starts with the file ("which is not valid YAML (...)").
 */
function checkYamlMapping(source) {
    const parsed = parseYamlMapping(source);
    return 'problem' in parsed ? parsed.problem : undefined;
}
/**
 * The mapping a YAML file's bytes or text hold, read as checkYamlMapping checks them; or
 * what is wrong, in the same words.
 */
function parseYamlMapping(source) {
    const problem = (found) => ({ problem: found });
    const read = typeof source === 'string' ? { text: source } : (0,_files_utf8_text_js__WEBPACK_IMPORTED_MODULE_1__/* .utf8Text */ .H)(source);
    if ('problem' in read)
        return problem(`which ${read.problem}`);
    const { text } = read;
    const overBudget = yamlOverBudget(text);
    if (overBudget !== undefined)
        return problem(`which ${overBudget}`);
    let document;
    try {
        document = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .parseDocument */ .Tp)(text, { uniqueKeys: false });
    }
    catch (error) {
        return problem(describeFailure(error));
    }
    const error = document.errors[0];
    if (error)
        return problem(describeFailure(error));
    const contents = document.contents;
    if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(contents)) {
        const what = contents === null ? 'empty' : (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isSeq */ .oP)(contents) ? 'a list' : 'a single value';
        return problem(`whose YAML is ${what}, not a mapping`);
    }
    const keys = checkKeys(document, text, true);
    if (keys !== undefined)
        return problem(`which ${keys}`);
    try {
        // What the service will do with it: aliases are expanded, within a budget.
        return { value: document.toJS({ maxAliasCount: MAX_ALIAS_COUNT }) };
    }
    catch (error) {
        return problem(describeFailure(error));
    }
}
/**
 * What is wrong with the keys of a parsed document, as a predicate of the file ("uses a list
 * or a mapping as a key (line 3), ..."); undefined when no key is a list or a mapping (and,
 * with `refuseDuplicates`, none is given twice in one mapping). Checked before the document
 * is converted: the package turns a key that is a list or a mapping into a string, in time
 * exponential in how deeply such keys nest (300 nested keys, 600 bytes of text, take 3 s,
 * and each hundred more ten times as long), and no file the action reads has one. The walk
 * keeps its own stack, so a deep document cannot overflow it.
 */
function checkKeys(document, text, refuseDuplicates) {
    const pending = [document.contents];
    while (pending.length > 0) {
        const node = pending.pop();
        if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(node)) {
            const seen = new Set();
            for (const pair of node.items) {
                // An alias key is left to the package: it writes an alias of a list or a mapping as
                // its name ("*base") and counts it against the alias budget. Resolving each one here
                // would search the whole document once per alias.
                if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isCollection */ .P3)(pair.key)) {
                    return `uses a list or a mapping as a key (line ${lineOf(text, pair.key.range?.[0])}), where a name is expected`;
                }
                if (refuseDuplicates && (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(pair.key)) {
                    if (seen.has(pair.key.value)) {
                        return `is not valid YAML (the key ${JSON.stringify(String(pair.key.value)).slice(0, 80)} appears twice in one mapping)`;
                    }
                    seen.add(pair.key.value);
                }
                pending.push(pair.value);
            }
        }
        else if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isSeq */ .oP)(node)) {
            // One by one: spreading 500,000 items as arguments would overflow the stack.
            for (const item of node.items)
                pending.push(item);
        }
    }
    return undefined;
}
/** The 1-based line of a character offset of `text`. */
function lineOf(text, offset = 0) {
    let line = 1;
    for (let at = text.indexOf('\n'); at >= 0 && at < offset; at = text.indexOf('\n', at + 1))
        line++;
    return line;
}
function describeFailure(error) {
    const message = error instanceof Error ? error.message : String(error);
    if (/call stack/i.test(message)) {
        return 'which nests its collections deeper than the YAML parser can follow';
    }
    if (/alias/i.test(message)) {
        return 'which is not valid YAML (its aliases expand to too many nodes, as in a "billion laughs" document)';
    }
    const first = message.split('\n')[0] ?? '';
    return `which is not valid YAML (${first.replace(/[.:]+$/, '')})`;
}


/***/ }),

/***/ 3470:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   TG: () => (/* binding */ createLegacyFlowRequest),
/* harmony export */   eV: () => (/* binding */ createFlowRequest),
/* harmony export */   wF: () => (/* binding */ UPDATED)
/* harmony export */ });
/**
 * A PUT that updates what exists answers 200, which the description declares without a body
 * for flows (and not at all for trails, though the service answers it): an empty 200 is the
 * update's success, anything else on a 2xx must still be JSON.
 */
const UPDATED = [200];
const createFlowRequest = (org, body, template) => ({
    method: 'PUT',
    segments: ['flows', org, 'template_file'],
    json: body,
    multipart: true,
    file: template,
    emptyAnswerStatuses: UPDATED
});
/**
 * The deprecated `PUT /flows/{org}` (JSON, `LegacyCreateFlow`), which the vendor CLI still
 * sends for a flow created with neither --template-file nor --use-empty-template.
 */
const createLegacyFlowRequest = (org, body) => ({
    method: 'PUT',
    segments: ['flows', org],
    json: body,
    multipart: false,
    emptyAnswerStatuses: UPDATED
});


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

/***/ 5319:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GU: () => (/* binding */ pageParams),
/* harmony export */   ZK: () => (/* binding */ fromPagination),
/* harmony export */   eO: () => (/* binding */ known)
/* harmony export */ });
/** The page a query asks for, in the service's parameter names. */
const pageParams = (query) => ({ page: query.page, per_page: query.perPage });
const known = (value) => (value == null ? undefined : value);
function fromPagination(pagination) {
    return { total: known(pagination.total), pageCount: known(pagination.page_count) };
}


/***/ }),

/***/ 4950:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   PH: () => (/* binding */ getTrail),
/* harmony export */   T8: () => (/* binding */ beginTrailRequest),
/* harmony export */   ao: () => (/* binding */ listTrails),
/* harmony export */   k9: () => (/* binding */ listOrgTrails)
/* harmony export */ });
/* unused harmony exports trailFields, flowTrailsFilter, orgTrailsFilter, answers */
/* harmony import */ var _flows_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3470);
/* harmony import */ var _identity_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7065);
/* harmony import */ var _load_schemas_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9878);
/* harmony import */ var _pages_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5319);




const beginTrailRequest = (target, body, template) => ({
    method: 'PUT',
    segments: ['trails', target.org, target.flow],
    json: body,
    multipart: true,
    file: template,
    emptyAnswerStatuses: _flows_js__WEBPACK_IMPORTED_MODULE_1__/* .UPDATED */ .wF
});
async function listTrails(client, query) {
    const paging = query.paged ? (0,_pages_js__WEBPACK_IMPORTED_MODULE_2__/* .pageParams */ .GU)(query) : {};
    const answer = await client.get(['trails', query.org, query.flow], paging, answers().then(schemas => schemas.TrailPageSchema));
    const filter = flowTrailsFilter(query.flow);
    (0,_identity_js__WEBPACK_IMPORTED_MODULE_0__/* .checkListing */ .xw)(answer.data, 'a trail', filter);
    // Unasked, the service may still page the answer: its pagination then says how many more.
    if (!query.paged && !answer.pagination) {
        return { items: answer.data, total: answer.data.length, pageCount: 1 };
    }
    (0,_identity_js__WEBPACK_IMPORTED_MODULE_0__/* .checkPage */ .I7)(query.page, answer.pagination?.page, filter);
    return pageOfTrails(answer, query.page);
}
/**
 * A page of a trail listing. `pagination` is present only when there are several pages:
 * without it, this is the only one.
 */
function pageOfTrails(answer, page) {
    if (!answer.pagination) {
        return { items: answer.data, total: page === 1 ? answer.data.length : undefined, pageCount: 1 };
    }
    return { items: answer.data, ...(0,_pages_js__WEBPACK_IMPORTED_MODULE_2__/* .fromPagination */ .ZK)(answer.pagination) };
}
/**
 * GET /trails/{org}: trails across the org's flows, filtered. Always paged by the service
 * (page 1, 20 a page, by default), so the page and page size are sent when known.
 */
async function listOrgTrails(client, query) {
    const answer = await client.get(['trails', query.org], {
        flow: query.flow,
        flow_tag: query.flowTag,
        fingerprint: query.fingerprint,
        ...(0,_pages_js__WEBPACK_IMPORTED_MODULE_2__/* .pageParams */ .GU)(query)
    }, answers().then(schemas => schemas.TrailPageSchema));
    const filter = orgTrailsFilter(query);
    (0,_identity_js__WEBPACK_IMPORTED_MODULE_0__/* .checkListing */ .xw)(answer.data, 'a trail', filter);
    (0,_identity_js__WEBPACK_IMPORTED_MODULE_0__/* .checkPage */ .I7)(query.page, answer.pagination?.page, filter);
    return pageOfTrails(answer, query.page);
}
async function getTrail(client, ref) {
    const answer = await client.get(['trails', ref.org, ref.flow, ref.trail], {}, answers().then(schemas => schemas.TrailDetailSchema));
    return (0,_identity_js__WEBPACK_IMPORTED_MODULE_0__/* .checkRecord */ .EQ)(answer, 'a trail', trailFields(ref, answer));
}
/** Get trail: its name and its flow's name, both required. */
function trailFields(asked, answer) {
    return [
        { label: 'name', asked: asked.trail, answered: answer.name, required: true },
        { label: 'flow', asked: asked.flow, answered: answer.flow?.name, required: true }
    ];
}
/** List trails of a flow: each trail's flow, required. */
function flowTrailsFilter(flow) {
    return {
        listing: `the trails of flow ${JSON.stringify(flow)}`,
        fieldsOf: trail => [{ label: 'flow', asked: flow, answered: trail.flow?.name, required: true }]
    };
}
/**
 * The org-wide trail listing: the flow's name (required), the flow's tags when carried, and
 * for a fingerprint the artifacts the trail's events say were reported to it. Its compliance
 * is not used for that: it lists one artifact per name, so a rebuilt artifact's earlier
 * fingerprint is not in it.
 */
function orgTrailsFilter(asked) {
    const { flow, flowTag, fingerprint } = asked;
    const named = [
        flow !== undefined ? `flow ${JSON.stringify(flow)}` : undefined,
        flowTag !== undefined ? `flow tag ${JSON.stringify(flowTag)}` : undefined,
        fingerprint !== undefined ? `artifact ${fingerprint}` : undefined
    ].filter(filter => filter !== undefined);
    const [tagKey = '', ...tagValue] = flowTag?.split('=') ?? [];
    return {
        listing: named.length > 0 ? `the trails of ${named.join(' and ')}` : "the org's trails",
        fieldsOf: trail => {
            const fields = [];
            if (flow !== undefined) {
                fields.push({ label: 'flow', asked: flow, answered: trail.flow?.name, required: true });
            }
            if (flowTag !== undefined) {
                const tags = trail.flow?.tags;
                fields.push({
                    label: `flow tag ${tagKey}`,
                    asked: tagValue.join('='),
                    answered: isObject(tags) ? tags[tagKey] : undefined,
                    required: isObject(tags)
                });
            }
            if (fingerprint !== undefined) {
                const reported = reportedFingerprints(trail);
                fields.push({
                    label: 'artifact',
                    asked: fingerprint,
                    answered: reported.find(print => (0,_identity_js__WEBPACK_IMPORTED_MODULE_0__/* .ignoringCase */ .SY)(print, fingerprint)) ?? reported[0],
                    same: _identity_js__WEBPACK_IMPORTED_MODULE_0__/* .ignoringCase */ .SY
                });
            }
            return fields;
        }
    };
}
/** The fingerprints of the artifacts a trail's events say were reported to it, if it has events. */
function reportedFingerprints(trail) {
    const events = trail.events;
    if (!Array.isArray(events))
        return [];
    return events.flatMap((event) => isObject(event) &&
        event.type === 'artifact_creation_reported' &&
        typeof event.fingerprint === 'string' &&
        event.fingerprint !== ''
        ? [event.fingerprint]
        : []);
}
function isObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
/** The answers about trails: a listing's trails, and one trail with its template and events. */
const answers = (0,_load_schemas_js__WEBPACK_IMPORTED_MODULE_3__/* .answerSchemas */ .T)((z, { AttestationStatusSchema, GitCommitInfoSchema, PaginationSchema, flag, list, num, text }) => {
    const TrailSchema = z.looseObject({
        name: z.string(),
        created_at: num,
        last_modified_at: num,
        compliance_status: z.nullish(z.looseObject({
            status: text,
            is_compliant: flag,
            attestations_statuses: list(AttestationStatusSchema)
        })),
        compliance_state: text,
        is_compliant: flag,
        created_by: text,
        html_url: text,
        description: text,
        origin_url: text,
        /** The trail's flow: what an org-wide listing needs to tell trails of two flows apart. */
        flow: z.catch(z.nullish(z.looseObject({ name: text })), undefined)
    });
    const TemplateAttestationSchema = z.looseObject({ name: z.string(), type: text });
    const ArtifactStatusSchema = z.looseObject({
        artifact_fingerprint: text,
        status: text,
        is_compliant: flag,
        unexpected: flag,
        attestations_statuses: list(AttestationStatusSchema)
    });
    /** One event of a trail; the fields each type carries, as the vendor CLI reads them. */
    const TrailEventSchema = z.looseObject({
        type: text,
        timestamp: num,
        is_compliant: flag,
        attestation_type: text,
        attestation_id: text,
        template_reference_name: text,
        target_artifact: text,
        artifact_name: text,
        environment_name: text,
        snapshot_index: num,
        approval_number: num,
        state: text,
        reviewer: text,
        git_commit_info: z.nullish(z.looseObject({ sha1: text, url: text }))
    });
    /** Get trail: the trail with its template, its compliance per artifact, and its events. */
    const TrailDetailSchema = z.looseObject({
        ...TrailSchema.shape,
        compliance_status: z.nullish(z.looseObject({
            status: text,
            is_compliant: flag,
            attestations_statuses: list(AttestationStatusSchema),
            artifacts_statuses: z.nullish(z.record(z.string(), ArtifactStatusSchema)),
            evaluated_at: num
        })),
        template: z.nullish(z.looseObject({
            trail: z.nullish(z.looseObject({
                attestations: list(TemplateAttestationSchema),
                artifacts: list(z.looseObject({
                    name: z.string(),
                    attestations: list(TemplateAttestationSchema)
                }))
            }))
        })),
        git_commit_info: z.nullish(GitCommitInfoSchema),
        events: list(TrailEventSchema)
    });
    /** List trails answers `{data, pagination?}` or, without paging parameters, a bare list. */
    const TrailPageSchema = z.pipe(z.union([
        z.looseObject({ data: z.array(TrailSchema), pagination: z.nullish(PaginationSchema) }),
        z.array(TrailSchema)
    ]), z.transform(value => (Array.isArray(value) ? { data: value, pagination: null } : value)));
    return {
        TrailDetailSchema,
        TrailPageSchema,
        TrailSchema,
        TrailEventSchema,
        ArtifactStatusSchema
    };
});


/***/ }),

/***/ 9028:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dq: () => (/* binding */ renderAttestationSummary),
/* harmony export */   Ej: () => (/* binding */ onTrail),
/* harmony export */   SU: () => (/* binding */ attestationFacts)
/* harmony export */ });
/* harmony import */ var _commits_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(434);
/* harmony import */ var _markdown_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7175);
/**
 * The frame of every attestation's job summary, a short block: a heading, where it was
 * recorded and the link to it, the type's own sections (failing tests, findings), and
 * collapsed below them the facts and, in a dry run, the payload that would have been posted.
 */


/** `flow checkout, trail `4f3c2b1``: where a write went, as its summary's first line says it. */
function onTrail(flow, trail) {
    return `flow ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeText */ .X1)(flow)}, trail ${(0,_commits_js__WEBPACK_IMPORTED_MODULE_0__/* .trailLabel */ .jK)(trail)}`;
}
/** The facts an attestation's summary keeps collapsed: where it was recorded, and about what. */
function attestationFacts(where) {
    return [
        ['Flow', (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeText */ .X1)(where.flow)],
        ['Trail', (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeText */ .X1)(where.trail)],
        ['Attestation', (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeText */ .X1)(where.attestationName)],
        ['Artifact', where.fingerprint ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .code */ .aY)(where.fingerprint) : undefined]
    ];
}
function renderAttestationSummary(report, view) {
    const sections = [
        `## ${view.heading}`,
        (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .facts */ .Ix)([
            ['Where', onTrail(report.flow, report.trail)],
            [
                'In the service',
                report.attestationUrl ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .link */ .nf)('open the attestation', report.attestationUrl) : undefined
            ]
        ]),
        ...view.sections,
        (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .details */ .zH)('Details', [(0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .facts */ .Ix)([...attestationFacts(report), ...view.facts]), ...(view.details ?? [])].join('\n\n'))
    ];
    if (report.payload !== undefined) {
        sections.push((0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .details */ .zH)('Payload that would have been posted', (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .codeBlock */ .DV)(report.payload, 'json')));
    }
    return sections.join('\n\n') + '\n';
}


/***/ }),

/***/ 434:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   jK: () => (/* binding */ trailLabel),
/* harmony export */   lp: () => (/* binding */ trailLink),
/* harmony export */   wn: () => (/* binding */ commitLink)
/* harmony export */ });
/* unused harmony export runRepositoryUrl */
/* harmony import */ var _markdown_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7175);
/* harmony import */ var _runner_step_scope_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7719);
/**
 * How a summary shows a commit: its short SHA (7 characters, as GitHub shows one), linked to
 * the commit on its repository's server. The full SHA stays in the step's outputs and in the
 * link. One helper, so every summary shows commits alike.
 */


const SHORT = 7;
const FULL_SHA = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/i;
/**
 * The run's repository on its server (`GITHUB_SERVER_URL/GITHUB_REPOSITORY`), where the
 * run's own commits are; undefined outside a run.
 */
function runRepositoryUrl(env = (0,_runner_step_scope_js__WEBPACK_IMPORTED_MODULE_0__/* .stepEnv */ .WH)()) {
    const server = (env.GITHUB_SERVER_URL || 'https://github.com').replace(/\/+$/, '');
    const repository = env.GITHUB_REPOSITORY;
    if (!repository || !/^[\w.-]+\/[\w.-]+$/.test(repository))
        return undefined;
    return (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .linkableUrl */ .s6)(`${server}/${repository}`) ? `${server}/${repository}` : undefined;
}
/**
 * A commit as `4f3c2b1`, linked to `url` (the answer's commit_url or git_commit_info.url)
 * when it is an http(s) address, else to the commit in the run's repository; plain text
 * outside a run. A value that is no SHA is shown whole, as text.
 */
function commitLink(sha, url) {
    if (!sha)
        return '—';
    if (!/^[0-9a-f]{7,64}$/i.test(sha))
        return (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeText */ .X1)(sha);
    const short = sha.slice(0, SHORT);
    const repository = runRepositoryUrl();
    const target = (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .linkableUrl */ .s6)(url) ? url : repository && `${repository}/commit/${sha}`;
    return (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .linkMarkdown */ .k9)((0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .code */ .aY)(short), target);
}
/**
 * A trail's name as a heading shows it: a trail named by its commit's full SHA (the default
 * trail of begin-trail and the attest commands) by its short SHA, any other name as it is.
 * The outputs and the trail's link carry the whole name.
 */
function trailLabel(trail) {
    return FULL_SHA.test(trail) ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .code */ .aY)(trail.slice(0, SHORT)) : (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeText */ .X1)(trail);
}
/** The trail by its label, linked to its page when the answer gives one. */
function trailLink(trail, url) {
    return FULL_SHA.test(trail) ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .linkMarkdown */ .k9)(trailLabel(trail), url) : (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .link */ .nf)(trail, url);
}


/***/ })

};
