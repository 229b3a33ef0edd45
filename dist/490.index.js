export const id = 490;
export const ids = [490];
export const modules = {

/***/ 490:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  BUILD_PAGE_LIMITS: () => (/* binding */ BUILD_PAGE_LIMITS),
  listBuildsCommand: () => (/* binding */ listBuildsCommand)
});

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 17 modules
var schemas = __webpack_require__(8816);
// EXTERNAL MODULE: ./src/inputs/paging.ts
var inputs_paging = __webpack_require__(1245);
// EXTERNAL MODULE: ./src/inputs/errors.ts
var errors = __webpack_require__(1318);
;// CONCATENATED MODULE: ./src/inputs/query.ts
/** Free-text query values (repository names and IDs), which may contain "/" but not much else. */

const MAX_LENGTH = 256;
/** A single-line value without spaces or control characters, as filters in a query string. */
function readQueryValue(source, name, form) {
    const value = source(name);
    if (value === undefined)
        return undefined;
    // eslint-disable-next-line no-control-regex
    if (/[\s\u0000-\u001f\u007f]/.test(value)) {
        throw new errors/* InputError */.d(name, `has ${(0,errors/* quote */.h)(value)}, which contains spaces or control characters`, form);
    }
    if (value.length > MAX_LENGTH) {
        throw new errors/* InputError */.d(name, `is ${value.length} characters long`, `${form}, at most ${MAX_LENGTH} characters`);
    }
    return value;
}

// EXTERNAL MODULE: ./src/inputs/time.ts
var time = __webpack_require__(9888);
// EXTERNAL MODULE: ./src/report/markdown.ts
var markdown = __webpack_require__(4285);
// EXTERNAL MODULE: ./src/report/time.ts
var report_time = __webpack_require__(5813);
// EXTERNAL MODULE: ./src/service/reads.ts
var reads = __webpack_require__(2306);
// EXTERNAL MODULE: ./src/commands/list-result.ts + 2 modules
var list_result = __webpack_require__(9874);
// EXTERNAL MODULE: ./src/commands/paging.ts
var paging = __webpack_require__(4944);
// EXTERNAL MODULE: ./src/commands/skip.ts
var skip = __webpack_require__(6131);
;// CONCATENATED MODULE: ./src/commands/list-builds.ts
/**
 * list-builds: the artifacts reported in a time window (28 days back from end-ts by
 * default), newest first, optionally of one repository; for reports and audits.
 */










/** The interface's limits for List builds: per_page 0 to 50, default 15. */
const BUILD_PAGE_LIMITS = { minPerPage: 0, maxPerPage: 50, defaultPerPage: 15 };
function parseInputs(source) {
    const paging = (0,inputs_paging/* readPaging */.p)(source, BUILD_PAGE_LIMITS);
    const repoId = readQueryValue(source, 'repo-id', 'the repository ID the service knows, for example 718204331');
    const repoName = readQueryValue(source, 'repo-name', 'a repository name such as acme/web-app');
    const window = (0,time/* checkTimeWindow */.i)({ name: 'start-ts', value: (0,time/* readTimestamp */.L)(source, 'start-ts', false) }, { name: 'end-ts', value: (0,time/* readTimestamp */.L)(source, 'end-ts', false) });
    return { paging, repoId, repoName, startTs: window.from, endTs: window.to };
}
async function run(inputs, context) {
    const service = context.service;
    if (!service)
        return (0,skip/* skippedWithoutToken */.A)(context.log, 'the builds were not listed');
    const { org } = context.common;
    const listing = await (0,paging/* collectPages */.VV)(({ page, perPage }) => (0,reads/* listBuilds */.YF)(service, {
        org,
        page,
        perPage,
        repoId: inputs.repoId,
        repoName: inputs.repoName,
        startTs: inputs.startTs,
        endTs: inputs.endTs
    }), inputs.paging);
    return (0,list_result/* listResult */.q)({
        command: 'list-builds',
        items: listing.items,
        total: listing.total,
        summary: {
            title: `Builds in ${(0,markdown/* escapeText */.X1)(org)}`,
            facts: [
                ['Repository', inputs.repoName ? (0,markdown/* escapeText */.X1)(inputs.repoName) : undefined],
                ['Repository ID', inputs.repoId ? (0,markdown/* escapeText */.X1)(inputs.repoId) : undefined],
                [
                    'From',
                    inputs.startTs !== undefined
                        ? (0,markdown/* escapeText */.X1)((0,report_time/* isoTime */.L)(inputs.startTs))
                        : '28 days before the end'
                ],
                ['To', inputs.endTs !== undefined ? (0,markdown/* escapeText */.X1)((0,report_time/* isoTime */.L)(inputs.endTs)) : 'now'],
                ['Pages fetched', String(listing.pagesFetched)]
            ],
            columns: ['Created', 'Flow', 'Trail', 'Repository', 'Fingerprint'],
            emptyNote: 'No builds in this window.'
        },
        row: build => [
            (0,markdown/* escapeText */.X1)((0,report_time/* shortTime */.M)(build.created_at)),
            (0,markdown/* escapeText */.X1)(build.flow_name),
            (0,markdown/* escapeText */.X1)(build.trail_name),
            (0,markdown/* escapeText */.X1)(build.repo_info?.name),
            linkedFingerprint(build)
        ]
    }, context.log);
}
/** The short fingerprint, linked to the artifact when the service gave a link. */
function linkedFingerprint(build) {
    const href = artifactHref(build);
    return href
        ? (0,markdown/* link */.nf)((0,markdown/* shortFingerprint */.nE)(build.fingerprint), href)
        : (0,markdown/* code */.aY)((0,markdown/* shortFingerprint */.nE)(build.fingerprint));
}
/** `_links.artifact.href`, which the service sends but the interface leaves open. */
const ArtifactLinkSchema = schemas/* looseObject */._H3({ artifact: schemas/* looseObject */._H3({ href: schemas/* string */.YjP() }) });
function artifactHref(build) {
    const links = ArtifactLinkSchema.safeParse(build._links);
    return links.success ? links.data.artifact.href : undefined;
}
const listBuildsCommand = { parseInputs, run };


/***/ })

};
