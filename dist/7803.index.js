export const id = 7803;
export const ids = [7803];
export const modules = {

/***/ 7803:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   command: () => (/* binding */ command)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _attest_pipeline_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1086);
/* harmony import */ var _run_commit_run_commit_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1623);
/* harmony import */ var _run_commit_trail_default_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9885);
/* harmony import */ var _writes_send_or_print_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3306);
/* harmony import */ var _action_run_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3147);
/* harmony import */ var _inputs_artifact_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(5755);
/* harmony import */ var _inputs_input_error_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(9354);
/* harmony import */ var _evidence_inputs_evidence_inputs_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(6826);
/* harmony import */ var _inputs_parse_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(3718);
/* harmony import */ var _summary_attestation_facts_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(9028);
/* harmony import */ var _summary_commits_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(434);
/* harmony import */ var _summary_markdown_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(7175);
/* harmony import */ var _service_endpoints_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(654);
/* harmony import */ var _action_artifact_fingerprint_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(7603);
/**
 * attest-artifact: reports the artifact a build made to its flow and trail, by fingerprint,
 * or by a file, directory or image to fingerprint exactly as assert-artifact does. The
 * `fingerprint` output is what was reported, so a later job's gate asks about exactly it.
 *
 * It runs the stages every attest command does (src/attest/pipeline.ts: inputs,
 * fingerprint, commit, body, record, outputs, summary), in the same order, with the same
 * commit inputs and the same modules, but not through attestationCommand: its write is the
 * artifact itself (POST /artifacts), not an attestation on the trail. So there is no gather
 * stage (the artifact is the evidence, fingerprinted in the second stage), no evidence
 * fields of an attestation (no name, target artifacts or origin: build-url takes its place),
 * no attachment, and no verdict (nothing is judged here; assert-artifact judges).
 */















const ARTIFACT_NAME_FORM = 'the artifact\'s name in the flow template: letters, digits, "-" or "_"';
const ARTIFACT_NAME_PATTERN = /^[a-zA-Z0-9\-_]+$/;
function parseInputs(source) {
    const artifact = (0,_inputs_artifact_js__WEBPACK_IMPORTED_MODULE_6__/* .readArtifact */ .R)(source);
    const artifactName = source('artifact-name');
    if (artifactName === undefined)
        throw new _inputs_input_error_js__WEBPACK_IMPORTED_MODULE_7__/* .InputError */ .d('artifact-name', 'is empty', ARTIFACT_NAME_FORM);
    // template_reference_name allows no comma, unlike attestation names.
    if (!ARTIFACT_NAME_PATTERN.test(artifactName) || !_evidence_inputs_evidence_inputs_js__WEBPACK_IMPORTED_MODULE_8__/* .ATTESTATION_NAME_PATTERN */ .iy.test(artifactName)) {
        throw new _inputs_input_error_js__WEBPACK_IMPORTED_MODULE_7__/* .InputError */ .d('artifact-name', `has ${(0,_inputs_input_error_js__WEBPACK_IMPORTED_MODULE_7__/* .quote */ .h)(artifactName)}, which is not a valid artifact name`, ARTIFACT_NAME_FORM);
    }
    const buildUrl = (0,_evidence_inputs_evidence_inputs_js__WEBPACK_IMPORTED_MODULE_8__/* .readOriginUrl */ .gJ)(source, 'build-url') ?? (0,_action_run_js__WEBPACK_IMPORTED_MODULE_5__/* .runUrl */ .Vp)();
    if (!buildUrl) {
        throw new _inputs_input_error_js__WEBPACK_IMPORTED_MODULE_7__/* .InputError */ .d('build-url', 'is empty and the run URL is unknown (GITHUB_SERVER_URL, GITHUB_REPOSITORY or GITHUB_RUN_ID is not set)', 'the URL of the build that made the artifact');
    }
    return {
        flow: (0,_inputs_parse_js__WEBPACK_IMPORTED_MODULE_9__/* .readName */ .MQ)(source, 'flow', true),
        trail: (0,_run_commit_trail_default_js__WEBPACK_IMPORTED_MODULE_3__/* .readTrailInput */ .v1)(source),
        artifact,
        artifactName,
        filename: readFilename(source, artifact),
        buildUrl,
        ...(0,_attest_pipeline_js__WEBPACK_IMPORTED_MODULE_1__/* .readCommitInputs */ .h)(source),
        fields: (0,_writes_send_or_print_js__WEBPACK_IMPORTED_MODULE_4__/* .definedOnly */ .Uv)({
            description: source('description'),
            external_urls: (0,_evidence_inputs_evidence_inputs_js__WEBPACK_IMPORTED_MODULE_8__/* .readExternalUrls */ .MV)(source, 'external-urls'),
            annotations: (0,_evidence_inputs_evidence_inputs_js__WEBPACK_IMPORTED_MODULE_8__/* .readAnnotations */ .ti)(source, 'annotations'),
            user_data: (0,_evidence_inputs_evidence_inputs_js__WEBPACK_IMPORTED_MODULE_8__/* .readUserData */ .AA)(source, 'user-data')
        })
    };
}
/** The name shown for the artifact: the file's or directory's base name, or the image name. */
function readFilename(source, artifact) {
    const given = source('filename');
    if (given !== undefined)
        return given;
    if ('path' in artifact) {
        // An image is named by its name; a file or directory by its base name.
        const isFile = artifact.type === undefined || artifact.type === 'file' || artifact.type === 'dir';
        return isFile ? (0,node_path__WEBPACK_IMPORTED_MODULE_0__.basename)(artifact.path.replace(/\/+$/, '')) : artifact.path;
    }
    throw new _inputs_input_error_js__WEBPACK_IMPORTED_MODULE_7__/* .InputError */ .d('filename', 'is empty and the artifact is given by fingerprint, so there is no path to name it after', 'the file or image name to show for the artifact, such as app.tar.gz');
}
async function run(inputs, context) {
    // The run's commit first (the payload and the checkout, never a remote): a run that names
    // none fails before a registry is asked for the fingerprint.
    const commit = await (0,_run_commit_run_commit_js__WEBPACK_IMPORTED_MODULE_2__/* .readRunCommit */ .t)(inputs, context.log);
    const trail = (0,_run_commit_trail_default_js__WEBPACK_IMPORTED_MODULE_3__/* .trailOrCommit */ .TO)(inputs.trail, commit.sha);
    if (!commit.sha || !commit.commitUrl) {
        throw new _inputs_input_error_js__WEBPACK_IMPORTED_MODULE_7__/* .InputError */ .d('commit-sha', 'is empty and the run names no commit with a repository (GITHUB_SHA or GITHUB_REPOSITORY is not set)', 'the commit the artifact was built from, in a run with GITHUB_REPOSITORY set');
    }
    // Fingerprint: the artifact the record is about.
    const fingerprint = await (0,_action_artifact_fingerprint_js__WEBPACK_IMPORTED_MODULE_11__/* .resolveFingerprint */ .J)(inputs.artifact, context);
    // Body: CreateArtifact's own fields, with the commit records every build-side write has.
    const body = (0,_writes_send_or_print_js__WEBPACK_IMPORTED_MODULE_4__/* .definedOnly */ .Uv)({
        fingerprint,
        filename: inputs.filename,
        build_url: inputs.buildUrl,
        commit_url: commit.commitUrl,
        trail_name: trail,
        template_reference_name: inputs.artifactName,
        // CreateArtifact takes only a full commit id here.
        git_commit: /^[0-9a-f]{40}$/.test(commit.sha) ? commit.sha : undefined,
        git_commit_info: commit.gitCommitInfo,
        repo_info: commit.repoInfo,
        ...inputs.fields
    });
    // Record: sent, or printed in a dry run, as every write is.
    const request = (0,_service_endpoints_js__WEBPACK_IMPORTED_MODULE_10__/* .reportArtifactRequest */ .iL)({ org: context.common.org, flow: inputs.flow }, body);
    const outcome = await (0,_writes_send_or_print_js__WEBPACK_IMPORTED_MODULE_4__/* .sendOrPrint */ .T5)(request, context);
    if (outcome.sent) {
        context.log.info(`Artifact "${inputs.artifactName}" (${inputs.filename}) reported to flow "${inputs.flow}", trail "${trail}": ${fingerprint}.`);
    }
    // Outputs and summary: those of every write, where it went, and what was reported.
    const summary = (0,_writes_send_or_print_js__WEBPACK_IMPORTED_MODULE_4__/* .renderWriteSummary */ .Ah)(outcome, {
        recorded: `Artifact ${inputs.artifactName} reported`,
        where: (0,_summary_attestation_facts_js__WEBPACK_IMPORTED_MODULE_12__/* .onTrail */ .Ej)(inputs.flow, trail),
        rows: [
            ['Flow', (0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_13__/* .escapeText */ .X1)(inputs.flow)],
            ['Trail', (0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_13__/* .escapeText */ .X1)(trail)],
            ['Artifact', (0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_13__/* .escapeText */ .X1)(inputs.artifactName)],
            ['File', (0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_13__/* .escapeText */ .X1)(inputs.filename)],
            ['Fingerprint', (0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_13__/* .code */ .aY)(fingerprint)],
            ['Commit', (0,_summary_commits_js__WEBPACK_IMPORTED_MODULE_14__/* .commitLink */ .wn)(commit.sha, commit.commitUrl)]
        ]
    });
    return {
        outcome: outcome.sent ? 'ok' : 'skipped',
        outputs: { ...(0,_writes_send_or_print_js__WEBPACK_IMPORTED_MODULE_4__/* .writeOutputs */ .Kn)(outcome), fingerprint, flow: inputs.flow, trail },
        summary
    };
}
const command = { parseInputs, run };


/***/ })

};
