export const id = 767;
export const ids = [767];
export const modules = {

/***/ 7603:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ resolveFingerprint)
/* harmony export */ });
/* harmony import */ var _fingerprint_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2444);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(311);
/** Turns an artifact input into its fingerprint, computing it when a path was given. */


/**
 * The timeout-seconds input (`common.timeoutMs`) bounds the wait for docker and each
 * registry request; max-retries (`common.maxRetries`) is the retries of a registry request.
 */
async function resolveFingerprint(artifact, context) {
    if ('fingerprint' in artifact)
        return artifact.fingerprint;
    const { log } = context;
    const { timeoutMs, maxRetries } = context.common;
    return log.group(`Fingerprinting ${artifact.path}`, async () => {
        const computed = await (0,_fingerprint_index_js__WEBPACK_IMPORTED_MODULE_0__/* .fingerprintArtifact */ .dI)({
            ...artifact,
            docker: { timeoutMs },
            oci: {
                credentials: artifact.registry,
                userAgent: _version_js__WEBPACK_IMPORTED_MODULE_1__/* .USER_AGENT */ ._O,
                timeoutMs,
                maxRetries,
                // A token a registry hands out is a credential too.
                onSecret: secret => log.mask?.(secret)
            }
        });
        log.info(`${computed.type} ${artifact.path}: ${computed.fingerprint}`);
        return computed.fingerprint;
    });
}


/***/ }),

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

/***/ 8767:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  command: () => (/* binding */ command)
});

// EXTERNAL MODULE: ./src/inputs/artifact.ts
var artifact = __webpack_require__(5755);
// EXTERNAL MODULE: ./src/inputs/parse.ts
var parse = __webpack_require__(3718);
// EXTERNAL MODULE: ./src/summary/timestamps.ts
var timestamps = __webpack_require__(2095);
// EXTERNAL MODULE: ./src/http/errors.ts
var errors = __webpack_require__(8549);
// EXTERNAL MODULE: ./src/service/endpoints.ts + 1 modules
var endpoints = __webpack_require__(425);
// EXTERNAL MODULE: ./src/summary/markdown.ts
var markdown = __webpack_require__(7175);
;// CONCATENATED MODULE: ./src/commands/get-deployment/summary.ts
/** get-deployment's job summary: the deployment, what it replaced and the change between. */



function renderDeploymentSummary(deployment, environment, fingerprint) {
    const replaced = deployment.replaced_artifact;
    const artifact = deployment.artifact;
    const name = deployment.artifact_name ?? (0,markdown/* shortFingerprint */.nE)(fingerprint);
    const commit = artifact?.git_commit_info?.sha1 ?? artifact?.git_commit;
    const snapshot = deployment.snapshot_index;
    const sections = [
        `## Deployment of ${(0,markdown/* escapeText */.X1)(name)} to environment ${(0,markdown/* escapeText */.X1)(environment)}`,
        (0,markdown/* facts */.Ix)([
            ['Artifact', (0,markdown/* link */.nf)(name, linkHref(deployment, 'artifact'))],
            ['Fingerprint', (0,markdown/* code */.aY)(fingerprint)],
            ['Deployed', (0,markdown/* escapeText */.X1)((0,timestamps/* readableTime */.GI)(deployment.deployed_at))],
            ['Environment', (0,markdown/* escapeText */.X1)(deployment.env_name ?? environment)],
            [
                'Snapshot',
                snapshot != null ? (0,markdown/* link */.nf)(`#${snapshot}`, linkHref(deployment, 'snapshot')) : undefined
            ],
            ['Flow', (0,markdown/* escapeText */.X1)(artifact?.flow_name)],
            ['Trail', (0,markdown/* escapeText */.X1)(artifact?.trail_name)],
            ['Commit', commit ? (0,markdown/* link */.nf)(commit.slice(0, 12), artifact?.git_commit_info?.url) : undefined],
            [
                'Replaced',
                replaced?.fingerprint
                    ? `${(0,markdown/* escapeText */.X1)(replaced.artifact_name ?? 'artifact')} ${(0,markdown/* code */.aY)(replaced.fingerprint)}`
                    : 'nothing (first of its name here)'
            ],
            [
                'Replaced trail',
                replaced?.artifact?.trail_name ? (0,markdown/* escapeText */.X1)(replaced.artifact.trail_name) : undefined
            ],
            ['Changes', deployment.diff_url ? (0,markdown/* link */.nf)('compare', deployment.diff_url) : undefined]
        ])
    ];
    return sections.join('\n\n') + '\n';
}
/** `_links.<name>.href`, which the service sends but the interface leaves open. */
function linkHref(deployment, name) {
    const links = (0,errors/* isRecord */.u4)(deployment._links) ? deployment._links[name] : undefined;
    const href = (0,errors/* isRecord */.u4)(links) ? links.href : undefined;
    return typeof href === 'string' ? href : undefined;
}

// EXTERNAL MODULE: ./src/action/artifact-fingerprint.ts
var artifact_fingerprint = __webpack_require__(7603);
// EXTERNAL MODULE: ./src/action/skip.ts
var skip = __webpack_require__(4835);
;// CONCATENATED MODULE: ./src/commands/get-deployment/index.ts
/**
 * get-deployment: when an artifact was deployed to an environment, which artifact it
 * replaced there, and the link to the change between the two; for release notes.
 */








function parseInputs(source) {
    return { environment: (0,parse/* readName */.MQ)(source, 'environment', true), artifact: (0,artifact/* readArtifact */.R)(source) };
}
async function run(inputs, context) {
    const fingerprint = await (0,artifact_fingerprint/* resolveFingerprint */.J)(inputs.artifact, context);
    const service = context.service;
    if (!service) {
        const skipped = (0,skip/* skippedWithoutToken */.A)(context.log, 'the deployment was not asked for');
        return { ...skipped, outputs: { fingerprint } };
    }
    const { org } = context.common;
    const { environment } = inputs;
    const deployment = await (0,errors/* explainNotFound */.hf)((0,endpoints/* getDeployment */.i8)(service, { org, environment, fingerprint }), answer => `No deployment of artifact ${fingerprint} to environment "${environment}" is known to ` +
        `org "${org}" (${answer}); check the environment name and the ` +
        `fingerprint, and that the environment reports its deployments.`);
    const deployedAt = (0,timestamps/* isoTime */.Ly)(deployment.deployed_at) ?? '';
    const replaced = deployment.replaced_artifact;
    const outputs = {
        fingerprint,
        'artifact-name': deployment.artifact_name ?? '',
        'deployed-at': deployedAt,
        'replaced-fingerprint': replaced?.fingerprint ?? '',
        'diff-url': deployment.diff_url ?? '',
        result: JSON.stringify(deployment)
    };
    context.log.info(`${deployment.artifact_name ?? fingerprint} was deployed to ${environment} at ${deployedAt || 'an unknown time'}` +
        (replaced?.fingerprint ? `, replacing ${replaced.fingerprint}.` : ', replacing nothing.'));
    return {
        outcome: 'ok',
        outputs,
        summary: renderDeploymentSummary(deployment, environment, fingerprint)
    };
}
const command = { parseInputs, run };


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
