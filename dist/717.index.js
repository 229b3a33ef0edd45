export const id = 717;
export const ids = [717];
export const modules = {

/***/ 7717:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   command: () => (/* binding */ command)
/* harmony export */ });
/* harmony import */ var _evidence_run_commit_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9592);
/* harmony import */ var _evidence_trail_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4585);
/* harmony import */ var _evidence_write_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5594);
/* harmony import */ var _action_run_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(3147);
/* harmony import */ var _evidence_inputs_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7218);
/* harmony import */ var _inputs_parse_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3718);
/* harmony import */ var _inputs_commit_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8836);
/* harmony import */ var _inputs_template_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4797);
/* harmony import */ var _summary_markdown_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(7175);
/* harmony import */ var _service_endpoints_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(654);
/**
 * begin-trail: begins the trail of this build, or updates it when it exists (a PUT), so a
 * re-run does no harm. The trail is named after the commit unless `trail` is given, and
 * carries the commit, the repository and the run it came from.
 */










function parseInputs(source) {
    return {
        flow: (0,_inputs_parse_js__WEBPACK_IMPORTED_MODULE_4__/* .readName */ .MQ)(source, 'flow', true),
        trail: (0,_evidence_trail_js__WEBPACK_IMPORTED_MODULE_1__/* .readTrailInput */ .v1)(source),
        template: (0,_inputs_template_js__WEBPACK_IMPORTED_MODULE_6__/* .readTemplateFile */ .Pj)(source, 'template-file'),
        commitSha: (0,_inputs_commit_js__WEBPACK_IMPORTED_MODULE_5__/* .readCommitSha */ .e$)(source, 'commit-sha'),
        redact: (0,_inputs_commit_js__WEBPACK_IMPORTED_MODULE_5__/* .readRedactions */ .Xg)(source, 'redact-commit-info'),
        fields: (0,_evidence_write_js__WEBPACK_IMPORTED_MODULE_2__/* .definedOnly */ .Uv)({
            description: source('description'),
            origin_url: (0,_evidence_inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .readOriginUrl */ .gJ)(source, 'origin-url') ?? (0,_action_run_js__WEBPACK_IMPORTED_MODULE_8__/* .runUrl */ .V)(),
            external_urls: (0,_evidence_inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .readExternalUrls */ .MV)(source, 'external-urls'),
            user_data: (0,_evidence_inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .readUserData */ .AA)(source, 'user-data')
        })
    };
}
async function run(inputs, context) {
    const commit = await (0,_evidence_run_commit_js__WEBPACK_IMPORTED_MODULE_0__/* .readRunCommit */ .t)(inputs, context.log);
    const trail = (0,_evidence_trail_js__WEBPACK_IMPORTED_MODULE_1__/* .trailOrCommit */ .TO)(inputs.trail, commit.sha);
    const body = (0,_evidence_write_js__WEBPACK_IMPORTED_MODULE_2__/* .definedOnly */ .Uv)({
        name: trail,
        ...inputs.fields,
        git_commit_info: commit.gitCommitInfo,
        repo_info: commit.repoInfo
    });
    const request = (0,_service_endpoints_js__WEBPACK_IMPORTED_MODULE_7__/* .beginTrailRequest */ .T8)({ org: context.common.org, flow: inputs.flow }, body, inputs.template ? (0,_inputs_template_js__WEBPACK_IMPORTED_MODULE_6__/* .templatePart */ .SX)(inputs.template) : undefined);
    const outcome = await (0,_evidence_write_js__WEBPACK_IMPORTED_MODULE_2__/* .sendOrPrint */ .T5)(request, context);
    if (outcome.sent)
        context.log.info(`Trail "${trail}" of flow "${inputs.flow}" is in place.`);
    const summary = (0,_evidence_write_js__WEBPACK_IMPORTED_MODULE_2__/* .renderWriteSummary */ .Ah)(outcome, {
        recorded: `Trail ${trail} begun in flow ${inputs.flow}`,
        rows: [
            ['Flow', (0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_9__/* .escapeText */ .X1)(inputs.flow)],
            ['Trail', (0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_9__/* .escapeText */ .X1)(trail)],
            [
                'Commit',
                commit.sha ? (0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_9__/* .link */ .nf)(commit.sha.slice(0, 12), commit.commitUrl ?? undefined) : undefined
            ],
            ['Template', inputs.template ? (0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_9__/* .code */ .aY)(inputs.template.path) : "the flow's"],
            ['Description', body.description ? (0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_9__/* .escapeText */ .X1)(body.description) : undefined]
        ]
    });
    return {
        outcome: outcome.sent ? 'ok' : 'skipped',
        outputs: { ...(0,_evidence_write_js__WEBPACK_IMPORTED_MODULE_2__/* .writeOutputs */ .Kn)(outcome), flow: inputs.flow, trail },
        summary
    };
}
const command = { parseInputs, run };


/***/ })

};
