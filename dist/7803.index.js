export const id = 7803;
export const ids = [7803];
export const modules = {

/***/ 7603:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ resolveFingerprint),
/* harmony export */   Y: () => (/* binding */ computeFingerprint)
/* harmony export */ });
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(311);

/**
 * The timeout-seconds input (`common.timeoutMs`) bounds the wait for docker and each
 * registry request; max-retries (`common.maxRetries`) is the retries of a registry request.
 */
async function resolveFingerprint(artifact, context) {
    if ('fingerprint' in artifact)
        return artifact.fingerprint;
    return (await computeFingerprint(artifact, context)).fingerprint;
}
/** Fingerprints the file, directory or image `artifact` names, with the type it was read as. */
async function computeFingerprint(artifact, context) {
    const { log } = context;
    const { timeoutMs, maxRetries } = context.common;
    return log.group(`Fingerprinting ${artifact.path}`, async () => {
        const { fingerprintArtifact } = await Promise.all(/* import() */[__webpack_require__.e(7466), __webpack_require__.e(7545)]).then(__webpack_require__.bind(__webpack_require__, 7545));
        const computed = await fingerprintArtifact({
            ...artifact,
            docker: { timeoutMs },
            oci: {
                credentials: artifact.registry,
                userAgent: _version_js__WEBPACK_IMPORTED_MODULE_0__/* .USER_AGENT */ ._O,
                timeoutMs,
                maxRetries,
                // A token a registry hands out is a credential too.
                onSecret: secret => log.mask?.(secret)
            }
        });
        log.info(`${computed.type} ${artifact.path}: ${computed.fingerprint}`);
        return computed;
    });
}


/***/ }),

/***/ 7803:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   command: () => (/* binding */ command)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _inputs_commit_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8836);
/* harmony import */ var _run_commit_run_commit_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4004);
/* harmony import */ var _run_commit_trail_default_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9885);
/* harmony import */ var _writes_send_or_print_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3306);
/* harmony import */ var _action_run_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3147);
/* harmony import */ var _inputs_artifact_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(5755);
/* harmony import */ var _inputs_input_error_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(9354);
/* harmony import */ var _evidence_inputs_evidence_inputs_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(6826);
/* harmony import */ var _inputs_parse_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(3718);
/* harmony import */ var _summary_attestation_facts_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(9028);
/* harmony import */ var _summary_commits_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(434);
/* harmony import */ var _summary_markdown_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(7175);
/* harmony import */ var _service_endpoints_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(654);
/* harmony import */ var _action_artifact_fingerprint_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(7603);
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
        ...(0,_inputs_commit_js__WEBPACK_IMPORTED_MODULE_1__/* .readCommitInputs */ .hw)(source),
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
    const fingerprint = await (0,_action_artifact_fingerprint_js__WEBPACK_IMPORTED_MODULE_13__/* .resolveFingerprint */ .J)(inputs.artifact, context);
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
    const request = (0,_service_endpoints_js__WEBPACK_IMPORTED_MODULE_12__/* .reportArtifactRequest */ .iL)({ org: context.common.org, flow: inputs.flow }, body);
    const outcome = await (0,_writes_send_or_print_js__WEBPACK_IMPORTED_MODULE_4__/* .sendOrPrint */ .T5)(request, context);
    if (outcome.sent) {
        context.log.info(`Artifact "${inputs.artifactName}" (${inputs.filename}) reported to flow "${inputs.flow}", trail "${trail}": ${fingerprint}.`);
    }
    // Outputs and summary: those of every write, where it went, and what was reported.
    const summary = (0,_writes_send_or_print_js__WEBPACK_IMPORTED_MODULE_4__/* .renderWriteSummary */ .Ah)(outcome, {
        recorded: `Artifact ${inputs.artifactName} reported`,
        where: (0,_summary_attestation_facts_js__WEBPACK_IMPORTED_MODULE_10__/* .onTrail */ .Ej)(inputs.flow, trail),
        rows: [
            ['Flow', (0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_14__/* .escapeText */ .X1)(inputs.flow)],
            ['Trail', (0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_14__/* .escapeText */ .X1)(trail)],
            ['Artifact', (0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_14__/* .escapeText */ .X1)(inputs.artifactName)],
            ['File', (0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_14__/* .escapeText */ .X1)(inputs.filename)],
            ['Fingerprint', (0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_14__/* .code */ .aY)(fingerprint)],
            ['Commit', (0,_summary_commits_js__WEBPACK_IMPORTED_MODULE_11__/* .commitLink */ .wn)(commit.sha, commit.commitUrl)]
        ]
    });
    return {
        outcome: outcome.sent ? 'ok' : 'skipped',
        outputs: { ...(0,_writes_send_or_print_js__WEBPACK_IMPORTED_MODULE_4__/* .writeOutputs */ .Kn)(outcome), fingerprint, flow: inputs.flow, trail },
        summary
    };
}
const command = { parseInputs, run };


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
/* harmony import */ var _runner_step_env_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6676);
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
function runRepositoryUrl(env = (0,_runner_step_env_js__WEBPACK_IMPORTED_MODULE_0__/* .stepEnv */ .W)()) {
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
