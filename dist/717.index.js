export const id = 717;
export const ids = [717];
export const modules = {

/***/ 7717:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   command: () => (/* binding */ command)
/* harmony export */ });
/* harmony import */ var _evidence_attestation_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8843);
/* harmony import */ var _evidence_run_commit_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9592);
/* harmony import */ var _evidence_trail_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4585);
/* harmony import */ var _evidence_write_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5594);
/* harmony import */ var _action_run_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(3147);
/* harmony import */ var _evidence_inputs_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7218);
/* harmony import */ var _inputs_parse_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3718);
/* harmony import */ var _inputs_commit_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(8836);
/* harmony import */ var _inputs_template_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(5587);
/* harmony import */ var _summary_markdown_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(7175);
/* harmony import */ var _service_endpoints_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(425);
/**
 * begin-trail: begins the trail of this build, or updates it when it exists (a PUT), so a
 * re-run does no harm. The trail is named after the commit unless `trail` is given, and
 * carries the commit, the repository and the run it came from.
 */











function parseInputs(source) {
    return {
        flow: (0,_inputs_parse_js__WEBPACK_IMPORTED_MODULE_5__/* .readName */ .MQ)(source, 'flow', true),
        trail: (0,_evidence_trail_js__WEBPACK_IMPORTED_MODULE_2__/* .readTrailInput */ .v1)(source),
        template: (0,_inputs_template_js__WEBPACK_IMPORTED_MODULE_7__/* .readTemplateFile */ .Pj)(source, 'template-file'),
        commitSha: (0,_inputs_commit_js__WEBPACK_IMPORTED_MODULE_6__/* .readCommitSha */ .e$)(source, 'commit-sha'),
        redact: (0,_inputs_commit_js__WEBPACK_IMPORTED_MODULE_6__/* .readRedactions */ .Xg)(source, 'redact-commit-info'),
        fields: (0,_evidence_attestation_js__WEBPACK_IMPORTED_MODULE_0__/* .definedOnly */ .Uv)({
            description: source('description'),
            origin_url: (0,_evidence_inputs_js__WEBPACK_IMPORTED_MODULE_4__/* .readOriginUrl */ .gJ)(source, 'origin-url') ?? (0,_action_run_js__WEBPACK_IMPORTED_MODULE_9__/* .runUrl */ .V)(),
            external_urls: (0,_evidence_inputs_js__WEBPACK_IMPORTED_MODULE_4__/* .readExternalUrls */ .MV)(source, 'external-urls'),
            user_data: (0,_evidence_inputs_js__WEBPACK_IMPORTED_MODULE_4__/* .readUserData */ .AA)(source, 'user-data')
        })
    };
}
async function run(inputs, context) {
    const commit = await (0,_evidence_run_commit_js__WEBPACK_IMPORTED_MODULE_1__/* .readRunCommit */ .t)(inputs, context.log);
    const trail = (0,_evidence_trail_js__WEBPACK_IMPORTED_MODULE_2__/* .trailOrCommit */ .TO)(inputs.trail, commit.sha);
    const body = (0,_evidence_attestation_js__WEBPACK_IMPORTED_MODULE_0__/* .definedOnly */ .Uv)({
        name: trail,
        ...inputs.fields,
        git_commit_info: commit.gitCommitInfo,
        repo_info: commit.repoInfo
    });
    const request = (0,_service_endpoints_js__WEBPACK_IMPORTED_MODULE_8__/* .beginTrailRequest */ .T8)({ org: context.common.org, flow: inputs.flow }, body, inputs.template ? (0,_inputs_template_js__WEBPACK_IMPORTED_MODULE_7__/* .templatePart */ .SX)(inputs.template) : undefined);
    const outcome = await (0,_evidence_write_js__WEBPACK_IMPORTED_MODULE_3__/* .sendOrPrint */ .T5)(request, context);
    if (outcome.sent)
        context.log.info(`Trail "${trail}" of flow "${inputs.flow}" is in place.`);
    const summary = (0,_evidence_write_js__WEBPACK_IMPORTED_MODULE_3__/* .renderWriteSummary */ .Ah)(outcome, {
        recorded: `Trail ${trail} begun in flow ${inputs.flow}`,
        rows: [
            ['Flow', (0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_10__/* .escapeText */ .X1)(inputs.flow)],
            ['Trail', (0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_10__/* .escapeText */ .X1)(trail)],
            [
                'Commit',
                commit.sha ? (0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_10__/* .link */ .nf)(commit.sha.slice(0, 12), commit.commitUrl ?? undefined) : undefined
            ],
            ['Template', inputs.template ? (0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_10__/* .code */ .aY)(inputs.template.path) : "the flow's"],
            ['Description', body.description ? (0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_10__/* .escapeText */ .X1)(body.description) : undefined]
        ]
    });
    return {
        outcome: outcome.sent ? 'ok' : 'skipped',
        outputs: { ...(0,_evidence_write_js__WEBPACK_IMPORTED_MODULE_3__/* .writeOutputs */ .Kn)(outcome), flow: inputs.flow, trail },
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
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8815);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1318);
/* harmony import */ var _named_path_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6646);
/**
 * `template-file`: a flow or trail template in the vendor's YAML format (`version: 1`,
 * `trail: {attestations, artifacts}`). It is read, size-checked and parsed before any
 * request, and the bytes that were checked are the bytes sent: a file edited in between
 * cannot slip through unchecked.
 */




/** The service's limit for template_file. */
const MAX_TEMPLATE_BYTES = 10 * 1024 * 1024;
const TEMPLATE_FORM = 'the path of a YAML flow template of at most 10 MB, such as "version: 1" with a "trail:" mapping of attestations and artifacts';
function readTemplateFile(source, name) {
    const path = source(name);
    if (path === undefined)
        return undefined;
    let content;
    try {
        const { real, info } = (0,_named_path_js__WEBPACK_IMPORTED_MODULE_3__/* .checkNamedPath */ .hL)(name, path, 'file', TEMPLATE_FORM);
        if (info.size > MAX_TEMPLATE_BYTES) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .d(name, `names ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .h)(path)}, which is ${info.size} bytes, over the service's limit`, TEMPLATE_FORM);
        }
        content = (0,_named_path_js__WEBPACK_IMPORTED_MODULE_3__/* .readRegularFileSync */ .cG)(real).content;
    }
    catch (error) {
        if (error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .d)
            throw error;
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .d(name, `names ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .h)(path)}, which does not exist or cannot be read`, TEMPLATE_FORM);
    }
    // Checked again on what was read: the file may have grown since it was measured.
    if (content.length > MAX_TEMPLATE_BYTES) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .d(name, `names ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .h)(path)}, which grew over 10 MB`, TEMPLATE_FORM);
    }
    let parsed;
    try {
        parsed = (0,yaml__WEBPACK_IMPORTED_MODULE_1__/* .parse */ .qg)(content.toString('utf8'));
    }
    catch (error) {
        const reason = (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .d(name, `names ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .h)(path)}, which is not valid YAML (${reason.replace(/[.:]+$/, '')})`, TEMPLATE_FORM);
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .d(name, `names ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .h)(path)}, whose YAML is ${parsed === null ? 'empty' : Array.isArray(parsed) ? 'a list' : 'a single value'}, not a mapping`, TEMPLATE_FORM);
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


/***/ })

};
