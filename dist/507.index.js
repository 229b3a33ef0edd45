export const id = 507;
export const ids = [507];
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

/***/ 7507:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   getDeploymentCommand: () => (/* binding */ getDeploymentCommand)
/* harmony export */ });
/* harmony import */ var _inputs_artifact_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5755);
/* harmony import */ var _inputs_parse_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3718);
/* harmony import */ var _summary_markdown_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(9556);
/* harmony import */ var _summary_timestamps_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2095);
/* harmony import */ var _http_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8549);
/* harmony import */ var _service_endpoints_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7725);
/* harmony import */ var _fingerprint_resolve_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6400);
/* harmony import */ var _action_skip_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4835);
/**
 * get-deployment: when an artifact was deployed to an environment, which artifact it
 * replaced there, and the link to the change between the two; for release notes.
 */









function parseInputs(source) {
    return { environment: (0,_inputs_parse_js__WEBPACK_IMPORTED_MODULE_1__/* .readName */ .MQ)(source, 'environment', true), artifact: (0,_inputs_artifact_js__WEBPACK_IMPORTED_MODULE_0__/* .readArtifact */ .R)(source) };
}
async function run(inputs, context) {
    const fingerprint = await (0,_fingerprint_resolve_js__WEBPACK_IMPORTED_MODULE_3__/* .resolveFingerprint */ .J)(inputs.artifact, context.log, context.common.timeoutMs, context.common.maxRetries);
    const service = context.service;
    if (!service) {
        const skipped = (0,_action_skip_js__WEBPACK_IMPORTED_MODULE_4__/* .skippedWithoutToken */ .A)(context.log, 'the deployment was not asked for');
        return { ...skipped, outputs: { fingerprint } };
    }
    const { org } = context.common;
    const { environment } = inputs;
    let deployment;
    try {
        deployment = await (0,_service_endpoints_js__WEBPACK_IMPORTED_MODULE_5__/* .getDeployment */ .i8)(service, { org, environment, fingerprint });
    }
    catch (error) {
        if (error instanceof _http_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .RequestError */ .GI && error.status === 404) {
            throw new Error(`No deployment of artifact ${fingerprint} to environment "${environment}" is known to ` +
                `org "${org}" (${(0,_http_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .describeAnswer */ .O1)(error)}); check the environment name and the ` +
                `fingerprint, and that the environment reports its deployments.`, { cause: error });
        }
        throw error;
    }
    const deployedAt = (0,_summary_timestamps_js__WEBPACK_IMPORTED_MODULE_6__/* .isoTime */ .Ly)(deployment.deployed_at) ?? '';
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
    return { outcome: 'ok', outputs, summary: renderSummary(deployment, environment, fingerprint) };
}
function renderSummary(deployment, environment, fingerprint) {
    const replaced = deployment.replaced_artifact;
    const artifact = deployment.artifact;
    const name = deployment.artifact_name ?? (0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_7__/* .shortFingerprint */ .nE)(fingerprint);
    const commit = artifact?.git_commit_info?.sha1 ?? artifact?.git_commit;
    const snapshot = deployment.snapshot_index;
    const sections = [
        `## Deployment of ${(0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_7__/* .escapeText */ .X1)(name)} to environment ${(0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_7__/* .escapeText */ .X1)(environment)}`,
        (0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_7__/* .facts */ .Ix)([
            ['Artifact', (0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_7__/* .link */ .nf)(name, linkHref(deployment, 'artifact'))],
            ['Fingerprint', (0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_7__/* .code */ .aY)(fingerprint)],
            ['Deployed', (0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_7__/* .escapeText */ .X1)((0,_summary_timestamps_js__WEBPACK_IMPORTED_MODULE_6__/* .readableTime */ .GI)(deployment.deployed_at))],
            ['Environment', (0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_7__/* .escapeText */ .X1)(deployment.env_name ?? environment)],
            [
                'Snapshot',
                snapshot != null ? (0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_7__/* .link */ .nf)(`#${snapshot}`, linkHref(deployment, 'snapshot')) : undefined
            ],
            ['Flow', (0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_7__/* .escapeText */ .X1)(artifact?.flow_name)],
            ['Trail', (0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_7__/* .escapeText */ .X1)(artifact?.trail_name)],
            ['Commit', commit ? (0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_7__/* .link */ .nf)(commit.slice(0, 12), artifact?.git_commit_info?.url) : undefined],
            [
                'Replaced',
                replaced?.fingerprint
                    ? `${(0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_7__/* .escapeText */ .X1)(replaced.artifact_name ?? 'artifact')} ${(0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_7__/* .code */ .aY)(replaced.fingerprint)}`
                    : 'nothing (first of its name here)'
            ],
            [
                'Replaced trail',
                replaced?.artifact?.trail_name ? (0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_7__/* .escapeText */ .X1)(replaced.artifact.trail_name) : undefined
            ],
            ['Changes', deployment.diff_url ? (0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_7__/* .link */ .nf)('compare', deployment.diff_url) : undefined]
        ])
    ];
    return sections.join('\n\n') + '\n';
}
/** `_links.<name>.href`, which the service sends but the interface leaves open. */
function linkHref(deployment, name) {
    const links = (0,_http_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .isRecord */ .u4)(deployment._links) ? deployment._links[name] : undefined;
    const href = (0,_http_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .isRecord */ .u4)(links) ? links.href : undefined;
    return typeof href === 'string' ? href : undefined;
}
const getDeploymentCommand = { parseInputs, run };


/***/ }),

/***/ 7725:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   YF: () => (/* binding */ listBuilds),
/* harmony export */   ao: () => (/* binding */ listTrails),
/* harmony export */   el: () => (/* binding */ listAttestations),
/* harmony export */   i8: () => (/* binding */ getDeployment),
/* harmony export */   kP: () => (/* binding */ listActions),
/* harmony export */   wr: () => (/* binding */ getApproval)
/* harmony export */ });
/* harmony import */ var _load_schemas_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9878);

const known = (value) => (value == null ? undefined : value);
async function listBuilds(client, query) {
    const answer = await client.get(['builds', query.org], {
        page: query.page,
        per_page: query.perPage,
        repo_id: query.repoId,
        repo_name: query.repoName,
        // The published description spells these two with hyphens (the notes say start_ts);
        // the service ignores unknown parameters, so the other spelling would silently not filter.
        'start-ts': query.startTs,
        'end-ts': query.endTs
    }, (0,_load_schemas_js__WEBPACK_IMPORTED_MODULE_0__/* .loadSchemas */ .B)().then(schemas => schemas.BuildPageSchema));
    return {
        items: answer.builds,
        total: known(answer.total_count),
        pageCount: known(answer.total_pages)
    };
}
async function listTrails(client, query) {
    const paging = query.paged ? { page: query.page, per_page: query.perPage } : {};
    const answer = await client.get(['trails', query.org, query.flow], paging, (0,_load_schemas_js__WEBPACK_IMPORTED_MODULE_0__/* .loadSchemas */ .B)().then(schemas => schemas.TrailPageSchema));
    if (!query.paged) {
        return { items: answer.data, total: answer.data.length, pageCount: 1 };
    }
    // `pagination` is present only when there are several pages: without it, this is the only one.
    if (!answer.pagination) {
        return {
            items: answer.data,
            total: query.page === 1 ? answer.data.length : undefined,
            pageCount: 1
        };
    }
    return { items: answer.data, ...fromPagination(answer.pagination) };
}
async function listAttestations(client, query) {
    const answer = await client.get(['attestations', query.org, query.flow], {
        page: query.page,
        per_page: query.perPage,
        from_timestamp: query.fromTimestamp,
        to_timestamp: query.toTimestamp
    }, (0,_load_schemas_js__WEBPACK_IMPORTED_MODULE_0__/* .loadSchemas */ .B)().then(schemas => schemas.AttestationPageSchema));
    return {
        items: answer.data,
        ...(answer.pagination ? fromPagination(answer.pagination) : {})
    };
}
function fromPagination(pagination) {
    return { total: known(pagination.total), pageCount: known(pagination.page_count) };
}
/** Not in the published description: built from the interface notes (§4.3). */
function getDeployment(client, query) {
    return client.get(['deployments', query.org, query.environment, query.fingerprint], {}, (0,_load_schemas_js__WEBPACK_IMPORTED_MODULE_0__/* .loadSchemas */ .B)().then(schemas => schemas.DeploymentSchema));
}
function getApproval(client, query) {
    return client.get(['approvals', query.org, query.flow, String(query.number)], {}, (0,_load_schemas_js__WEBPACK_IMPORTED_MODULE_0__/* .loadSchemas */ .B)().then(schemas => schemas.ApprovalSchema));
}
function listActions(client, org) {
    return client.get(['actions', org], {}, (0,_load_schemas_js__WEBPACK_IMPORTED_MODULE_0__/* .loadSchemas */ .B)().then(schemas => schemas.ActionListSchema));
}


/***/ }),

/***/ 9878:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ loadSchemas)
/* harmony export */ });
let loading;
function loadSchemas() {
    loading ??= Promise.all(/* import() */[__webpack_require__.e(816), __webpack_require__.e(51)]).then(__webpack_require__.bind(__webpack_require__, 2051));
    return loading;
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
