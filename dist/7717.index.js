export const id = 7717;
export const ids = [7717];
export const modules = {

/***/ 7717:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   command: () => (/* binding */ command)
/* harmony export */ });
/* harmony import */ var _run_commit_run_commit_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1623);
/* harmony import */ var _run_commit_trail_default_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9885);
/* harmony import */ var _writes_send_or_print_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3306);
/* harmony import */ var _action_run_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3147);
/* harmony import */ var _evidence_inputs_evidence_inputs_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6826);
/* harmony import */ var _inputs_parse_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3718);
/* harmony import */ var _inputs_commit_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(8836);
/* harmony import */ var _inputs_template_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(5587);
/* harmony import */ var _summary_attestation_facts_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(9028);
/* harmony import */ var _summary_commits_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(434);
/* harmony import */ var _summary_markdown_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(7175);
/* harmony import */ var _service_endpoints_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(654);
/**
 * begin-trail: begins the trail of this build, or updates it when it exists (a PUT), so a
 * re-run does no harm. The trail is named after the commit unless `trail` is given, and
 * carries the commit, the repository and the run it came from.
 */












function parseInputs(source) {
    return {
        flow: (0,_inputs_parse_js__WEBPACK_IMPORTED_MODULE_5__/* .readName */ .MQ)(source, 'flow', true),
        trail: (0,_run_commit_trail_default_js__WEBPACK_IMPORTED_MODULE_1__/* .readTrailInput */ .v1)(source),
        template: (0,_inputs_template_js__WEBPACK_IMPORTED_MODULE_7__/* .readTemplateFile */ .Pj)(source, 'template-file'),
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
    const request = (0,_service_endpoints_js__WEBPACK_IMPORTED_MODULE_8__/* .beginTrailRequest */ .T8)({ org: context.common.org, flow: inputs.flow }, body, inputs.template ? (0,_inputs_template_js__WEBPACK_IMPORTED_MODULE_7__/* .templatePart */ .SX)(inputs.template) : undefined);
    const outcome = await (0,_writes_send_or_print_js__WEBPACK_IMPORTED_MODULE_2__/* .sendOrPrint */ .T5)(request, context);
    if (outcome.sent)
        context.log.info(`Trail "${trail}" of flow "${inputs.flow}" is in place.`);
    const summary = (0,_writes_send_or_print_js__WEBPACK_IMPORTED_MODULE_2__/* .renderWriteSummary */ .Ah)(outcome, {
        recorded: 'Trail begun',
        where: (0,_summary_attestation_facts_js__WEBPACK_IMPORTED_MODULE_9__/* .onTrail */ .Ej)(inputs.flow, trail),
        rows: [
            ['Flow', (0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_10__/* .escapeText */ .X1)(inputs.flow)],
            ['Trail', (0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_10__/* .escapeText */ .X1)(trail)],
            ['Commit', commit.sha ? (0,_summary_commits_js__WEBPACK_IMPORTED_MODULE_11__/* .commitLink */ .wn)(commit.sha, commit.commitUrl) : undefined],
            ['Template', inputs.template ? (0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_10__/* .code */ .aY)(inputs.template.path) : "the flow's"],
            ['Description', body.description ? (0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_10__/* .escapeText */ .X1)(body.description) : undefined]
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

/***/ 5587:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Pj: () => (/* binding */ readTemplateFile),
/* harmony export */   SX: () => (/* binding */ templatePart)
/* harmony export */ });
/* unused harmony export MAX_TEMPLATE_BYTES */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _input_error_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9354);
/* harmony import */ var _files_regular_file_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5354);
/* harmony import */ var _named_path_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6646);
/* harmony import */ var _yaml_check_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6639);
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
    let content;
    try {
        const { real, info } = (0,_named_path_js__WEBPACK_IMPORTED_MODULE_3__/* .checkNamedPath */ .h)(name, path, 'file', TEMPLATE_FORM);
        if (info.size > MAX_TEMPLATE_BYTES) {
            throw new _input_error_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .d(name, `names ${(0,_input_error_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .h)(path)}, which is ${info.size} bytes, over the limit of 1 MiB (1048576 bytes)`, TEMPLATE_FORM);
        }
        content = (0,_files_regular_file_js__WEBPACK_IMPORTED_MODULE_2__/* .readRegularFileSync */ .cG)(real).content;
    }
    catch (error) {
        if (error instanceof _input_error_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .d)
            throw error;
        throw new _input_error_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .d(name, `names ${(0,_input_error_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .h)(path)}, which does not exist or cannot be read`, TEMPLATE_FORM);
    }
    // Checked again on what was read: the file may have grown since it was measured.
    if (content.length > MAX_TEMPLATE_BYTES) {
        throw new _input_error_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .d(name, `names ${(0,_input_error_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .h)(path)}, which grew over 1 MiB`, TEMPLATE_FORM);
    }
    const problem = (0,_yaml_check_js__WEBPACK_IMPORTED_MODULE_4__/* .checkYamlMapping */ .mr)(content.toString('utf8'));
    if (problem !== undefined) {
        throw new _input_error_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .d(name, `names ${(0,_input_error_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .h)(path)}, ${problem}`, TEMPLATE_FORM);
    }
    return { path, content };
}
/** The template as a template_file part: the bytes checked while reading the inputs. */
function templatePart(template) {
    return {
        part: 'template_file',
        description: `from ${template.path}`,
        filename: (0,node_path__WEBPACK_IMPORTED_MODULE_0__.basename)(template.path),
        load: () => Promise.resolve(new Blob([new Uint8Array(template.content)]))
    };
}


/***/ }),

/***/ 6639:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $0: () => (/* binding */ parseYamlMapping),
/* harmony export */   Tp: () => (/* binding */ yamlOverBudget),
/* harmony export */   mr: () => (/* binding */ checkYamlMapping)
/* harmony export */ });
/* unused harmony export MAX_YAML_TOKENS */
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8815);
/**
 * Checks that a text is YAML whose document is a mapping, in time linear in its size. The
 * `yaml` package's own duplicate-key check compares each key with every earlier key of its
 * mapping (40,000 keys: 12 s; a 10 MB mapping: over an hour), so it is off and duplicates
 * are found here with one Set per mapping, walking the document without recursion. Aliases
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
 * Undefined when `text` is a YAML mapping without duplicate keys; else what is wrong, as the
 * end of a sentence that starts with the file ("which is not valid YAML (...)").
 */
function checkYamlMapping(text) {
    const parsed = parseYamlMapping(text);
    return 'problem' in parsed ? parsed.problem : undefined;
}
/**
 * The mapping a YAML text holds, read as checkYamlMapping checks it; or what is wrong, in
 * the same words.
 */
function parseYamlMapping(text) {
    const problem = (found) => ({ problem: found });
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
    const duplicate = findDuplicateKey(contents);
    if (duplicate !== undefined) {
        return problem(`which is not valid YAML (the key ${JSON.stringify(duplicate).slice(0, 80)} appears twice in one mapping)`);
    }
    try {
        // What the service will do with it: aliases are expanded, within a budget.
        return { value: document.toJS({ maxAliasCount: MAX_ALIAS_COUNT }) };
    }
    catch (error) {
        return problem(describeFailure(error));
    }
}
/** The first key found twice in one mapping, anywhere in the document. */
function findDuplicateKey(root) {
    const pending = [root];
    while (pending.length > 0) {
        const node = pending.pop();
        if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(node)) {
            const seen = new Set();
            for (const pair of node.items) {
                if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(pair.key)) {
                    if (seen.has(pair.key.value))
                        return String(pair.key.value);
                    seen.add(pair.key.value);
                }
                else if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isAlias */ .Vj)(pair.key)) {
                    pending.push(pair.key);
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


/***/ })

};
