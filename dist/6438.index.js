export const id = 6438;
export const ids = [6438];
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
        const { fingerprintArtifact } = await Promise.all(/* import() */[__webpack_require__.e(7466), __webpack_require__.e(4326)]).then(__webpack_require__.bind(__webpack_require__, 7545));
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

/***/ 6438:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  command: () => (/* binding */ command)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/inputs/commit.ts
var commit = __webpack_require__(8836);
// EXTERNAL MODULE: ./src/run-commit/run-commit.ts
var run_commit = __webpack_require__(4004);
// EXTERNAL MODULE: ./src/run-commit/trail-default.ts
var trail_default = __webpack_require__(9885);
// EXTERNAL MODULE: ./src/writes/send-or-print.ts + 1 modules
var send_or_print = __webpack_require__(2001);
// EXTERNAL MODULE: ./src/action/run.ts
var run = __webpack_require__(3147);
// EXTERNAL MODULE: ./src/inputs/artifact.ts
var inputs_artifact = __webpack_require__(5755);
// EXTERNAL MODULE: ./src/inputs/input-error.ts
var input_error = __webpack_require__(9354);
// EXTERNAL MODULE: ./src/evidence-inputs/evidence-inputs.ts + 1 modules
var evidence_inputs = __webpack_require__(6826);
// EXTERNAL MODULE: ./src/inputs/parse.ts
var parse = __webpack_require__(3718);
// EXTERNAL MODULE: ./src/summary/attestation-facts.ts
var attestation_facts = __webpack_require__(9028);
// EXTERNAL MODULE: ./src/summary/commits.ts
var commits = __webpack_require__(434);
// EXTERNAL MODULE: ./src/summary/markdown.ts
var markdown = __webpack_require__(7175);
;// CONCATENATED MODULE: ./src/service/artifacts.ts
const reportArtifactRequest = (target, body) => ({
    method: 'POST',
    segments: ['artifacts', target.org, target.flow],
    json: body,
    multipart: false
});

// EXTERNAL MODULE: ./src/action/artifact-fingerprint.ts
var artifact_fingerprint = __webpack_require__(7603);
;// CONCATENATED MODULE: ./src/commands/attest-artifact/index.ts
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
    const artifact = (0,inputs_artifact/* readArtifact */.R)(source);
    const artifactName = source('artifact-name');
    if (artifactName === undefined)
        throw new input_error/* InputError */.d('artifact-name', 'is empty', ARTIFACT_NAME_FORM);
    // template_reference_name allows no comma, unlike attestation names.
    if (!ARTIFACT_NAME_PATTERN.test(artifactName) || !evidence_inputs/* ATTESTATION_NAME_PATTERN */.iy.test(artifactName)) {
        throw new input_error/* InputError */.d('artifact-name', `has ${(0,input_error/* quote */.h)(artifactName)}, which is not a valid artifact name`, ARTIFACT_NAME_FORM);
    }
    const buildUrl = (0,evidence_inputs/* readOriginUrl */.gJ)(source, 'build-url') ?? (0,run/* runUrl */.Vp)();
    if (!buildUrl) {
        throw new input_error/* InputError */.d('build-url', 'is empty and the run URL is unknown (GITHUB_SERVER_URL, GITHUB_REPOSITORY or GITHUB_RUN_ID is not set)', 'the URL of the build that made the artifact');
    }
    return {
        flow: (0,parse/* readName */.MQ)(source, 'flow', true),
        trail: (0,trail_default/* readTrailInput */.v1)(source),
        artifact,
        artifactName,
        filename: readFilename(source, artifact),
        buildUrl,
        ...(0,commit/* readCommitInputs */.hw)(source),
        fields: (0,send_or_print/* definedOnly */.Uv)({
            description: source('description'),
            external_urls: (0,evidence_inputs/* readExternalUrls */.MV)(source, 'external-urls'),
            annotations: (0,evidence_inputs/* readAnnotations */.ti)(source, 'annotations'),
            user_data: (0,evidence_inputs/* readUserData */.AA)(source, 'user-data')
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
        return isFile ? (0,external_node_path_.basename)(artifact.path.replace(/\/+$/, '')) : artifact.path;
    }
    throw new input_error/* InputError */.d('filename', 'is empty and the artifact is given by fingerprint, so there is no path to name it after', 'the file or image name to show for the artifact, such as app.tar.gz');
}
async function attest_artifact_run(inputs, context) {
    // The run's commit first (the payload and the checkout, never a remote): a run that names
    // none fails before a registry is asked for the fingerprint.
    const commit = await (0,run_commit/* readRunCommit */.t)(inputs, context.log);
    const trail = (0,trail_default/* trailOrCommit */.TO)(inputs.trail, commit.sha);
    if (!commit.sha || !commit.commitUrl) {
        throw new input_error/* InputError */.d('commit-sha', 'is empty and the run names no commit with a repository (GITHUB_SHA or GITHUB_REPOSITORY is not set)', 'the commit the artifact was built from, in a run with GITHUB_REPOSITORY set');
    }
    // Fingerprint: the artifact the record is about.
    const fingerprint = await (0,artifact_fingerprint/* resolveFingerprint */.J)(inputs.artifact, context);
    // Body: CreateArtifact's own fields, with the commit records every build-side write has.
    const body = (0,send_or_print/* definedOnly */.Uv)({
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
        // The CLI sends the checkout's origin (cmd/kosli/attestArtifact.go, gitView.RepoURL()),
        // which on GitHub is the repository's page: repo_info's url.
        repo_url: commit.repoInfo?.url,
        ...inputs.fields
    });
    // Record: sent, or printed in a dry run, as every write is.
    const request = reportArtifactRequest({ org: context.common.org, flow: inputs.flow }, body);
    const outcome = await (0,send_or_print/* sendOrPrint */.T5)(request, context);
    if (outcome.sent) {
        context.log.info(`Artifact "${inputs.artifactName}" (${inputs.filename}) reported to flow "${inputs.flow}", trail "${trail}": ${fingerprint}.`);
    }
    // Outputs and summary: those of every write, where it went, and what was reported.
    const summary = (0,send_or_print/* renderWriteSummary */.Ah)(outcome, {
        recorded: `Artifact ${inputs.artifactName} reported`,
        where: (0,attestation_facts/* onTrail */.Ej)(inputs.flow, trail),
        rows: [
            ['Flow', (0,markdown/* escapeText */.X1)(inputs.flow)],
            ['Trail', (0,markdown/* escapeText */.X1)(trail)],
            ['Artifact', (0,markdown/* escapeText */.X1)(inputs.artifactName)],
            ['File', (0,markdown/* escapeText */.X1)(inputs.filename)],
            ['Fingerprint', (0,markdown/* code */.aY)(fingerprint)],
            ['Commit', (0,commits/* commitLink */.wn)(commit.sha, commit.commitUrl)]
        ]
    });
    return {
        outcome: outcome.sent ? 'ok' : 'skipped',
        outputs: { ...(0,send_or_print/* writeOutputs */.Kn)(outcome), fingerprint, flow: inputs.flow, trail },
        summary
    };
}
const command = { parseInputs, run: attest_artifact_run };


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
