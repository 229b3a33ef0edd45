export const id = 879;
export const ids = [879];
export const modules = {

/***/ 3739:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ur: () => (/* binding */ BUILT_IN_ATTESTATION_TYPES),
/* harmony export */   ZX: () => (/* binding */ ATTESTATION_TYPES)
/* harmony export */ });
/* unused harmony export ATTESTATION_TYPE_NAMES */
/**
 * Every attestation type, once: the name the service stores it by, how the action names it
 * to people, and the last segment of the path it is posted to,
 * `POST /attestations/{org}/{flow}/trail/{trail}/{segment}`. The bodies
 * (service/attestations.ts), the log lines and summaries, override-attestation's accepted
 * types and the sandbox's routes and seed schema are all derived from this table. It sits on
 * the lowest floor so that a command's declaration can name the types too.
 */
/** By the name the service stores: a custom type's attestations as `custom:<type>`. */
const ATTESTATION_TYPES = {
    generic: { label: 'Generic', segment: 'generic', builtIn: true },
    junit: { label: 'JUnit', segment: 'junit', builtIn: true },
    snyk: { label: 'Snyk', segment: 'snyk', builtIn: true },
    pull_request: { label: 'Pull request', segment: 'pull_request', builtIn: true },
    jira: { label: 'Jira', segment: 'jira', builtIn: true },
    sonar: { label: 'Sonar', segment: 'sonar', builtIn: true },
    custom: { label: 'Custom', segment: 'custom', builtIn: false },
    /** A decision against a governance control: the reference CLI's wire, not published. */
    decision: { label: 'Decision', segment: 'system', builtIn: false }
};
const ATTESTATION_TYPE_NAMES = Object.keys(ATTESTATION_TYPES);
/** The service's built-in types, in the order the published description lists them. */
const BUILT_IN_ATTESTATION_TYPES = ATTESTATION_TYPE_NAMES.filter(name => ATTESTATION_TYPES[name].builtIn);


/***/ }),

/***/ 4585:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   TO: () => (/* binding */ trailOrCommit),
/* harmony export */   u$: () => (/* binding */ trailOrRunCommit),
/* harmony export */   v1: () => (/* binding */ readTrailInput),
/* harmony export */   z6: () => (/* binding */ runCommitSha)
/* harmony export */ });
/* unused harmony export describeTrailDefault */
/* harmony import */ var _github_event_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5015);
/* harmony import */ var _inputs_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1318);
/* harmony import */ var _inputs_parse_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3718);
/**
 * The `trailDefaultsToCommit` trait of a declaration, in one place: what a command's page says
 * of it, reading `trail` with the refusal a run without a commit gets, and the default itself.
 * The trail a build-side record goes to: the trail input, else the run's commit.
 */



/**
 * Undefined when not given: the commit is the default, known only once it is read. A run
 * that names no commit at all (no commit-sha, no GITHUB_SHA) is refused here, before any
 * request, rather than after the evidence was gathered.
 */
function readTrailInput(source) {
    const trail = (0,_inputs_parse_js__WEBPACK_IMPORTED_MODULE_2__/* .readName */ .MQ)(source, 'trail');
    if (trail === undefined && source('commit-sha') === undefined)
        trailOrCommit(trail, runCommitSha());
    return trail;
}
/**
 * One trail per commit is the default, so begin-trail and every later attest step of the
 * run (in any job) agree on it without passing it around.
 */
function trailOrCommit(given, sha, expected = 'a trail name, or a run with GITHUB_SHA set') {
    if (given !== undefined)
        return given;
    if (sha)
        return sha;
    throw new _inputs_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .d('trail', 'is empty and the run names no commit to default it to (GITHUB_SHA is not set)', expected);
}
/** The trail input as read by readTrailInput, else the run's commit (see runCommitSha). */
function trailOrRunCommit(given) {
    return trailOrCommit(given, runCommitSha());
}
/** What a command's page says of the trait; `readsCommitSha` when it has a commit-sha input. */
function describeTrailDefault(readsCommitSha) {
    const commit = `a pull request's head commit${readsCommitSha ? ', or `commit-sha` where given' : ''}`;
    return `\`trail\` defaults to the commit the run is about (${commit}), so every job of a run agrees on it.`;
}
/**
 * The run's commit, for commands that need no more of it than its id: a pull request's head
 * (GITHUB_SHA is then a generated merge commit), else GITHUB_SHA.
 */
function runCommitSha() {
    const facts = (0,_github_event_js__WEBPACK_IMPORTED_MODULE_0__/* .readRunFacts */ .FA)();
    return facts.pullRequest?.headSha ?? facts.sha;
}


/***/ }),

/***/ 5015:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bg: () => (/* binding */ commitUrl),
/* harmony export */   FA: () => (/* binding */ readRunFacts),
/* harmony export */   Yb: () => (/* binding */ unixSeconds),
/* harmony export */   zH: () => (/* binding */ formatAuthor)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1913);
/**
 * Facts about the triggering event, from the runner's environment and the event payload
 * (GITHUB_EVENT_PATH). Parsing is tolerant: a field of the wrong shape is treated as absent,
 * never as a crash, because payloads differ between events and GitHub Enterprise versions.
 */


const text = _parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* ["catch"] */ .MfU(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .nullish */ .cl6(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()), undefined);
const PayloadCommitSchema = _parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
    id: _parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().check(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .minLength */ .BpQ(1)),
    message: text,
    author: _parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* ["catch"] */ .MfU(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .nullish */ .cl6(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({ name: text, email: text })), undefined),
    timestamp: text,
    url: text
});
const PayloadSchema = _parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
    commits: _parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* ["catch"] */ .MfU(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .nullish */ .cl6(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .unknown */ .L5J())), undefined),
    head_commit: _parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .optional */ .lqM(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .unknown */ .L5J()),
    pull_request: _parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* ["catch"] */ .MfU(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .nullish */ .cl6(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
        number: _parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* ["catch"] */ .MfU(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .nullish */ .cl6(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig()), undefined),
        title: text,
        body: text,
        html_url: text,
        head: _parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* ["catch"] */ .MfU(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .nullish */ .cl6(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({ sha: text, ref: text })), undefined)
    })), undefined),
    repository: _parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* ["catch"] */ .MfU(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .nullish */ .cl6(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
        full_name: text,
        id: _parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* ["catch"] */ .MfU(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .nullish */ .cl6(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .union */ .KCZ([_parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig(), _parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()])), undefined)
    })), undefined)
});
/** The variables the facts are read from: the step's own are read once while they stay. */
const RUN_VARIABLES = [
    'GITHUB_EVENT_NAME',
    'GITHUB_SHA',
    'GITHUB_REF_NAME',
    'GITHUB_HEAD_REF',
    'GITHUB_WORKSPACE',
    'GITHUB_SERVER_URL',
    'GITHUB_REPOSITORY',
    'GITHUB_REPOSITORY_ID',
    'GITHUB_EVENT_PATH'
];
let lastRead;
/**
 * The run's facts. A step asks for them several times (the trail's default while reading the
 * inputs, the commit, the record): the payload, which can be large, is parsed once.
 */
function readRunFacts(env = process.env) {
    if (env !== process.env)
        return readFacts(env);
    const key = RUN_VARIABLES.map(name => env[name] ?? '').join('\0');
    if (lastRead?.key !== key)
        lastRead = { key, facts: readFacts(env) };
    return lastRead.facts;
}
function readFacts(env) {
    const facts = {
        eventName: env.GITHUB_EVENT_NAME || 'unknown',
        sha: env.GITHUB_SHA || undefined,
        refName: env.GITHUB_REF_NAME || undefined,
        headRef: env.GITHUB_HEAD_REF || undefined,
        workspace: env.GITHUB_WORKSPACE || undefined,
        serverUrl: (env.GITHUB_SERVER_URL || 'https://github.com').replace(/\/+$/, ''),
        repository: env.GITHUB_REPOSITORY || undefined,
        repositoryId: env.GITHUB_REPOSITORY_ID || undefined
    };
    const { payload, problem } = readPayload(env.GITHUB_EVENT_PATH);
    facts.payloadProblem = problem;
    const parsed = PayloadSchema.safeParse(payload ?? {});
    if (!parsed.success) {
        facts.payloadProblem ??= 'the event payload is not a JSON object';
        return facts;
    }
    const data = parsed.data;
    facts.repository ??= data.repository?.full_name ?? undefined;
    if (facts.repositoryId === undefined && data.repository?.id != null) {
        facts.repositoryId = String(data.repository.id);
    }
    if (facts.eventName === 'push') {
        const commits = (data.commits ?? []).map(commitFacts).filter(c => c !== undefined);
        facts.push = { commits, headCommit: commitFacts(data.head_commit) };
    }
    const pr = data.pull_request;
    if (pr) {
        facts.pullRequest = {
            number: pr.number ?? undefined,
            title: pr.title ?? '',
            body: pr.body ?? '',
            headSha: pr.head?.sha ?? undefined,
            headRef: pr.head?.ref ?? undefined,
            url: pr.html_url ?? undefined
        };
    }
    return facts;
}
function readPayload(path) {
    if (!path)
        return { problem: 'GITHUB_EVENT_PATH is not set' };
    try {
        return { payload: JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(path, 'utf8')) };
    }
    catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        return { problem: `the event payload could not be read (${reason})` };
    }
}
function commitFacts(value) {
    const parsed = PayloadCommitSchema.safeParse(value);
    if (!parsed.success)
        return undefined;
    const commit = parsed.data;
    return {
        sha: commit.id,
        message: commit.message ?? undefined,
        author: formatAuthor(commit.author?.name, commit.author?.email),
        timestamp: unixSeconds(commit.timestamp),
        url: commit.url ?? undefined
    };
}
function formatAuthor(name, email) {
    if (!name && !email)
        return undefined;
    if (!email)
        return name ?? undefined;
    return `${name ?? ''} <${email}>`.trim();
}
/** ISO 8601 (or anything Date parses) to whole unix seconds. */
function unixSeconds(iso) {
    if (!iso)
        return undefined;
    const ms = Date.parse(iso);
    return Number.isNaN(ms) ? undefined : Math.floor(ms / 1000);
}
/** `https://github.com/owner/name/commit/sha` */
function commitUrl(facts, sha) {
    return facts.repository ? `${facts.serverUrl}/${facts.repository}/commit/${sha}` : undefined;
}


/***/ }),

/***/ 1913:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BpQ: () => (/* reexport safe */ zod_mini__WEBPACK_IMPORTED_MODULE_2__.BpQ),
/* harmony export */   FsL: () => (/* reexport safe */ zod_mini__WEBPACK_IMPORTED_MODULE_2__.FsL),
/* harmony export */   KCZ: () => (/* reexport safe */ zod_mini__WEBPACK_IMPORTED_MODULE_2__.KCZ),
/* harmony export */   L5J: () => (/* reexport safe */ zod_mini__WEBPACK_IMPORTED_MODULE_2__.L5J),
/* harmony export */   MfU: () => (/* reexport safe */ zod_mini__WEBPACK_IMPORTED_MODULE_2__.MfU),
/* harmony export */   RZV: () => (/* reexport safe */ zod_mini__WEBPACK_IMPORTED_MODULE_2__.RZV),
/* harmony export */   X$i: () => (/* reexport safe */ zod_mini__WEBPACK_IMPORTED_MODULE_2__.X$i),
/* harmony export */   YOg: () => (/* reexport safe */ zod_mini__WEBPACK_IMPORTED_MODULE_2__.YOg),
/* harmony export */   YjP: () => (/* reexport safe */ zod_mini__WEBPACK_IMPORTED_MODULE_2__.YjP),
/* harmony export */   _H3: () => (/* reexport safe */ zod_mini__WEBPACK_IMPORTED_MODULE_2__._H3),
/* harmony export */   aig: () => (/* reexport safe */ zod_mini__WEBPACK_IMPORTED_MODULE_2__.aig),
/* harmony export */   cl6: () => (/* reexport safe */ zod_mini__WEBPACK_IMPORTED_MODULE_2__.cl6),
/* harmony export */   g1P: () => (/* reexport safe */ zod_mini__WEBPACK_IMPORTED_MODULE_2__.g1P),
/* harmony export */   lqM: () => (/* reexport safe */ zod_mini__WEBPACK_IMPORTED_MODULE_2__.lqM),
/* harmony export */   pdi: () => (/* reexport safe */ zod_mini__WEBPACK_IMPORTED_MODULE_2__.pdi),
/* harmony export */   zMY: () => (/* reexport safe */ zod_mini__WEBPACK_IMPORTED_MODULE_2__.zMY)
/* harmony export */ });
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8532);
/* harmony import */ var zod_locales__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(252);
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9286);
/**
 * zod for every schema the action parses answers with: its functional build (`zod/mini`),
 * whose schemas do not carry a method for every kind of schema (the full build attaches
 * dozens to each schema it builds), with zod's English messages, which that build leaves out
 * and which tell a user which field was wrong and how.
 *
 * The full build took a cold step about 15 ms to load and to build and run its answer's
 * schema; this build does the same work in a fraction.
 *
 * Import it as a namespace (`import * as z`). Re-exporting zod's own namespace object instead
 * would mark everything it exports as used, every locale included.
 */


(0,zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .config */ .$W)((0,zod_locales__WEBPACK_IMPORTED_MODULE_1__/* ["default"] */ .A)());



/***/ }),

/***/ 425:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  fp: () => (/* binding */ assertArtifact),
  Cf: () => (/* binding */ attestationRequest),
  T8: () => (/* binding */ beginTrailRequest),
  _H: () => (/* binding */ createAttestationTypeRequest),
  eV: () => (/* binding */ createFlowRequest),
  cN: () => (/* binding */ downloadAuditPackage),
  ab: () => (/* binding */ downloadAuditPdf),
  wr: () => (/* binding */ getApproval),
  C_: () => (/* binding */ getAttestations),
  i8: () => (/* binding */ getDeployment),
  PH: () => (/* binding */ getTrail),
  kP: () => (/* binding */ listActions),
  el: () => (/* binding */ listAttestations),
  YF: () => (/* binding */ listBuilds),
  k9: () => (/* binding */ listOrgTrails),
  ao: () => (/* binding */ listTrails),
  Kh: () => (/* binding */ overrideRequest),
  iL: () => (/* binding */ reportArtifactRequest),
  a_: () => (/* binding */ tagRequest)
});

// UNUSED EXPORTS: AUDIT_PACKAGE, AUDIT_PDF

// EXTERNAL MODULE: ./src/declarations/attestation-types.ts
var attestation_types = __webpack_require__(3739);
;// CONCATENATED MODULE: ./src/service/load-schemas.ts
let loading;
function loadSchemas() {
    // One turn of the event loop first: the caller sends its request in this one, and the
    // chunk's compile (about 10 ms) then overlaps the wait for the answer instead of coming
    // before the request is written.
    loading ??= new Promise(resolve => setImmediate(resolve)).then(() => Promise.all(/* import() */[__webpack_require__.e(831), __webpack_require__.e(51)]).then(__webpack_require__.bind(__webpack_require__, 2051)));
    return loading;
}

;// CONCATENATED MODULE: ./src/service/endpoints.ts


function assertArtifact(client, query) {
    return client.get(['asserts', query.org, 'fingerprint', query.fingerprint], {
        flow_name: query.flow,
        environment_name: query.environment,
        policy_name: query.policies && query.policies.length > 0 ? query.policies : undefined
    }, loadSchemas().then(schemas => schemas.AssertionResultSchema));
}
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
    }, loadSchemas().then(schemas => schemas.BuildPageSchema));
    return {
        items: answer.builds,
        total: known(answer.total_count),
        pageCount: known(answer.total_pages)
    };
}
async function listTrails(client, query) {
    const paging = query.paged ? { page: query.page, per_page: query.perPage } : {};
    const answer = await client.get(['trails', query.org, query.flow], paging, loadSchemas().then(schemas => schemas.TrailPageSchema));
    if (!query.paged) {
        return { items: answer.data, total: answer.data.length, pageCount: 1 };
    }
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
    return { items: answer.data, ...fromPagination(answer.pagination) };
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
        page: query.page,
        per_page: query.perPage
    }, loadSchemas().then(schemas => schemas.TrailPageSchema));
    return pageOfTrails(answer, query.page);
}
async function listAttestations(client, query) {
    const answer = await client.get(['attestations', query.org, query.flow], {
        page: query.page,
        per_page: query.perPage,
        from_timestamp: query.fromTimestamp,
        to_timestamp: query.toTimestamp
    }, loadSchemas().then(schemas => schemas.AttestationPageSchema));
    return {
        items: answer.data,
        ...(answer.pagination ? fromPagination(answer.pagination) : {})
    };
}
function fromPagination(pagination) {
    return { total: known(pagination.total), pageCount: known(pagination.page_count) };
}
/** Not in the published description: the path and answer are the ones the service serves. */
function getDeployment(client, query) {
    return client.get(['deployments', query.org, query.environment, query.fingerprint], {}, loadSchemas().then(schemas => schemas.DeploymentSchema));
}
function getApproval(client, query) {
    return client.get(['approvals', query.org, query.flow, String(query.number)], {}, loadSchemas().then(schemas => schemas.ApprovalSchema));
}
function getTrail(client, ref) {
    return client.get(['trails', ref.org, ref.flow, ref.trail], {}, loadSchemas().then(schemas => schemas.TrailDetailSchema));
}
/** What the description says the audit package is: application/gzip, a gzipped tarball. */
const AUDIT_PACKAGE = {
    what: 'a gzipped tarball',
    accept: 'application/gzip, application/octet-stream;q=0.5',
    contentTypes: [
        'application/gzip',
        'application/x-gzip',
        'application/x-tgz',
        'application/x-compressed-tar',
        'application/tar+gzip',
        'application/octet-stream',
        'binary/octet-stream'
    ],
    magic: Buffer.from([0x1f, 0x8b])
};
/** The trail's PDF report: application/pdf. */
const AUDIT_PDF = {
    what: 'a PDF',
    accept: 'application/pdf, application/octet-stream;q=0.5',
    contentTypes: [
        'application/pdf',
        'application/x-pdf',
        'application/octet-stream',
        'binary/octet-stream'
    ],
    magic: Buffer.from('%PDF-', 'latin1')
};
function downloadAuditPackage(client, ref, target) {
    return client.download(['trails', ref.org, ref.flow, ref.trail, 'audit_package'], target, AUDIT_PACKAGE);
}
function downloadAuditPdf(client, ref, target) {
    return client.download(['trails', ref.org, ref.flow, ref.trail, 'audit_pdf'], target, AUDIT_PDF);
}
/** Every attestation the lookup names: several when one name was recorded more than once. */
async function getAttestations(client, lookup) {
    if ('id' in lookup) {
        const page = await client.get(['attestations', lookup.org], { attestation_id: lookup.id }, loadSchemas().then(schemas => schemas.AttestationPageSchema));
        return page.data;
    }
    const segments = 'trail' in lookup
        ? ['attestations', lookup.org, lookup.flow, 'trail', lookup.trail, lookup.name]
        : ['attestations', lookup.org, lookup.flow, 'artifact', lookup.fingerprint, lookup.name];
    return client.get(segments, {}, loadSchemas().then(schemas => schemas.AttestationListSchema));
}
function listActions(client, org) {
    return client.get(['actions', org], {}, loadSchemas().then(schemas => schemas.ActionListSchema));
}
// Writes. Each is sent once: the transport repeats a write only when the service cannot have
// applied it (connection refused, 409, 429, 503), so nothing is recorded twice.
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
const beginTrailRequest = (target, body, template) => ({
    method: 'PUT',
    segments: ['trails', target.org, target.flow],
    json: body,
    multipart: true,
    file: template,
    emptyAnswerStatuses: UPDATED
});
const reportArtifactRequest = (target, body) => ({
    method: 'POST',
    segments: ['artifacts', target.org, target.flow],
    json: body,
    multipart: false
});
/**
 * Every attestation type: multipart, data_json and an optional attachment_file, posted to
 * the type's own path segment.
 */
const attestationRequest = (target, type, body, attachment) => ({
    method: 'POST',
    segments: [
        'attestations',
        target.org,
        target.flow,
        'trail',
        target.trail,
        attestation_types/* ATTESTATION_TYPES */.ZX[type].segment
    ],
    json: body,
    multipart: true,
    file: attachment
});
/** JSON, not multipart; the published description declares 201 without a body. */
const overrideRequest = (target, body) => ({
    method: 'POST',
    segments: ['attestations', target.org, target.flow, 'trail', target.trail, 'override'],
    json: body,
    multipart: false,
    emptyAnswerStatuses: [201]
});
/**
 * PATCH /tags/{org}/{resource_type}/{resource_id}. The description declares its 200 answer
 * without a shape: an empty 200 is success too.
 */
const tagRequest = (org, type, resource, body) => ({
    method: 'PATCH',
    segments: ['tags', org, type, resource],
    json: body,
    multipart: false,
    emptyAnswerStatuses: [200]
});
/**
 * POST /custom-attestation-types/{org}: data_json and, when given, the schema as
 * type_schema. The description declares its 201 answer without a shape.
 */
const createAttestationTypeRequest = (org, body, schema) => ({
    method: 'POST',
    segments: ['custom-attestation-types', org],
    json: body,
    multipart: true,
    file: schema,
    emptyAnswerStatuses: [201]
});


/***/ }),

/***/ 7175:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DV: () => (/* binding */ codeBlock),
/* harmony export */   Ix: () => (/* binding */ facts),
/* harmony export */   X1: () => (/* binding */ escapeText),
/* harmony export */   aY: () => (/* binding */ code),
/* harmony export */   nE: () => (/* binding */ shortFingerprint),
/* harmony export */   nf: () => (/* binding */ link),
/* harmony export */   tp: () => (/* binding */ table)
/* harmony export */ });
/** Small, escaping Markdown builders for job summaries. */
/** Escapes text for a table cell or inline use: no HTML, no table breaks, one line. */
function escapeText(value) {
    if (value === undefined || value === null || value === '')
        return '—';
    return String(value)
        .replace(/[\r\n]+/g, ' ')
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/([\\`*_[\]])/g, '\\$1')
        .replace(/\|/g, '\\|');
}
function code(value) {
    if (!value)
        return '—';
    return `\`${value.replace(/[`\r\n|]/g, '')}\``;
}
/** A link, only for http(s) URLs: anything else is shown as plain text. */
function link(label, url) {
    if (!url || !/^https?:\/\//i.test(url))
        return escapeText(label);
    // Both parentheses: an unbalanced "(" in a link destination stops it being a link at all.
    const target = encodeURI(decodeURIComponentSafe(url)).replace(/\(/g, '%28').replace(/\)/g, '%29');
    return `[${escapeText(label)}](${target})`;
}
function decodeURIComponentSafe(url) {
    try {
        return decodeURI(url);
    }
    catch {
        return url;
    }
}
function table(headers, rows) {
    const head = `| ${headers.join(' | ')} |`;
    const rule = `| ${headers.map(() => '---').join(' | ')} |`;
    return [head, rule, ...rows.map(row => `| ${row.join(' | ')} |`)].join('\n');
}
function facts(rows) {
    return rows
        .filter((row) => row[1] !== undefined)
        .map(([name, value]) => `- **${name}:** ${value}`)
        .join('\n');
}
/**
 * A fenced code block whose fence is longer than any run of backticks in the text, so the
 * text shows exactly as it is, whatever it holds.
 */
function codeBlock(text, language = '') {
    const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map(run => run.length));
    const fence = '`'.repeat(Math.max(3, longest + 1));
    return `${fence}${language}\n${text}\n${fence}`;
}
function shortFingerprint(fingerprint) {
    return fingerprint ? fingerprint.slice(0, 12) : '—';
}


/***/ })

};
