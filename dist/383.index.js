export const id = 383;
export const ids = [383];
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

/***/ 4383:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  command: () => (/* binding */ command)
});

// EXTERNAL MODULE: ./src/inputs/errors.ts
var errors = __webpack_require__(1318);
// EXTERNAL MODULE: ./src/inputs/parse.ts
var parse = __webpack_require__(3718);
// EXTERNAL MODULE: ./src/http/errors.ts
var http_errors = __webpack_require__(8549);
// EXTERNAL MODULE: ./src/service/endpoints.ts + 1 modules
var endpoints = __webpack_require__(425);
// EXTERNAL MODULE: ./src/summary/markdown.ts
var markdown = __webpack_require__(7175);
// EXTERNAL MODULE: ./src/summary/compliance.ts
var compliance = __webpack_require__(5153);
// EXTERNAL MODULE: ./src/summary/timestamps.ts
var timestamps = __webpack_require__(2095);
;// CONCATENATED MODULE: ./src/commands/get-approval/summary.ts
/** get-approval's job summary: the approval's state, its facts and each review. */



const APPROVED = 'APPROVED';
/** A mark and a word for an approval state: the word alone still reads without emoji. */
function stateMark(state) {
    switch ((state ?? '').toUpperCase()) {
        case APPROVED:
            return '✅ approved';
        case 'UNAPPROVED':
            return '❌ unapproved';
        case 'PENDING':
            return '⏳ pending';
        default:
            return `❔ ${(0,markdown/* escapeText */.X1)(state)}`;
    }
}
function capitalized(text) {
    // After the mark and its space: "✅ approved" becomes "✅ Approved".
    return text.replace(/ (\S)/, (_whole, first) => ` ${first.toUpperCase()}`);
}
function renderApprovalSummary(approval, flow, number) {
    const reviews = approval.approvals ?? [];
    const approving = reviews.filter(review => (review.state ?? '').toUpperCase() === APPROVED);
    const environment = approval.environment
        ? ` for environment ${(0,markdown/* escapeText */.X1)(approval.environment)}`
        : '';
    const counted = reviews.length === 0
        ? 'no reviews yet'
        : `${approving.length} of ${(0,compliance/* plural */.LS)(reviews.length, 'review')} approve`;
    const sections = [
        `## ${capitalized(stateMark(approval.state))}: approval ${number} of flow ` +
            `${(0,markdown/* escapeText */.X1)(flow)}${environment} (${counted})`,
        (0,markdown/* facts */.Ix)([
            ['Release', (0,markdown/* escapeText */.X1)(approval.description)],
            ['Environment', approval.environment ? (0,markdown/* escapeText */.X1)(approval.environment) : undefined],
            ['Artifact', (0,markdown/* escapeText */.X1)(approval.artifact_name)],
            ['Created', (0,markdown/* escapeText */.X1)((0,timestamps/* readableTime */.GI)(approval.created_at))],
            ['Last changed', (0,markdown/* escapeText */.X1)((0,timestamps/* readableTime */.GI)(approval.last_modified_at))]
        ])
    ];
    sections.push(reviews.length === 0
        ? 'Nobody has reviewed it yet.'
        : (0,markdown/* table */.tp)(['Reviewer', 'State', 'Comment', 'When'], reviews.map(review => [
            (0,markdown/* link */.nf)(review.approved_by ?? 'someone', review.approval_url),
            stateMark(review.state),
            (0,markdown/* escapeText */.X1)(review.comment),
            (0,markdown/* escapeText */.X1)((0,timestamps/* shortTime */.Mj)(review.timestamp))
        ])));
    return sections.join('\n\n') + '\n';
}

// EXTERNAL MODULE: ./src/action/skip.ts
var skip = __webpack_require__(4835);
;// CONCATENATED MODULE: ./src/commands/get-approval/index.ts
/**
 * get-approval: the state of a release approval. With fail-unless-approved it is a
 * deployment gate: the step fails unless the approval is APPROVED, naming each reviewer's
 * state, and `outcome` is compliant or non-compliant, as for assert-artifact.
 */






/** Approval numbers are positive; the upper bound (a 32-bit integer) only stops typos. */
const MAX_APPROVAL_NUMBER = 2_147_483_647;
function parseInputs(source) {
    const flow = (0,parse/* readName */.MQ)(source, 'flow', true);
    const number = (0,parse/* readInteger */.JI)(source, 'approval-number', { min: 1, max: MAX_APPROVAL_NUMBER });
    if (number === undefined) {
        throw new errors/* InputError */.d('approval-number', 'is empty', 'the approval number, a whole number from 1');
    }
    return { flow, number, failUnlessApproved: (0,parse/* readBoolean */.Vf)(source, 'fail-unless-approved') };
}
async function run(inputs, context) {
    const service = context.service;
    if (!service)
        return (0,skip/* skippedWithoutToken */.A)(context.log, 'the approval was not asked for');
    const { org } = context.common;
    const { flow, number } = inputs;
    const approval = await (0,http_errors/* explainNotFound */.hf)((0,endpoints/* getApproval */.wr)(service, { org, flow, number }), answer => `Approval ${number} of flow "${flow}" is not known to org "${org}" ` +
        `(${answer}); check flow and approval-number.`);
    const state = approval.state.toUpperCase();
    const approved = state === APPROVED;
    const outputs = { state, approved: String(approved), result: JSON.stringify(approval) };
    const summary = renderApprovalSummary(approval, flow, number);
    const what = `Approval ${number} of flow "${flow}"`;
    if (!inputs.failUnlessApproved) {
        context.log.info(`${what} is ${state}.`);
        return { outcome: 'ok', outputs, summary };
    }
    if (approved) {
        context.log.info(`${what} is APPROVED: the gate passes.`);
        return { outcome: 'compliant', outputs, summary };
    }
    return { outcome: 'non-compliant', outputs, summary, failure: describeRefusal(approval, what) };
}
/** One message naming the overall state and each reviewer's state and comment. */
function describeRefusal(approval, what) {
    const reviews = (approval.approvals ?? []).map(review => {
        const comment = review.comment ? ` ("${review.comment.replace(/\s+/g, ' ').trim()}")` : '';
        return `${review.approved_by ?? 'someone'} ${review.state ?? 'gave no state'}${comment}`;
    });
    const by = reviews.length > 0 ? `reviews: ${reviews.join('; ')}` : 'nobody has reviewed it yet';
    const release = approval.description ? ` for "${approval.description}"` : '';
    return `${what}${release} is ${approval.state}, not APPROVED (${by}); the deployment must wait for approval.`;
}
const command = { parseInputs, run };


/***/ }),

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

/***/ 5153:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bt: () => (/* binding */ complianceState),
/* harmony export */   LS: () => (/* binding */ plural),
/* harmony export */   jy: () => (/* binding */ isNotCompliant),
/* harmony export */   tX: () => (/* binding */ complianceMark)
/* harmony export */ });
const MARKS = {
    compliant: '✅ compliant',
    'non-compliant': '❌ non-compliant',
    incomplete: '⚠️ incomplete',
    missing: '⚠️ missing',
    unknown: '❔ unknown'
};
function complianceMark(state) {
    return MARKS[state];
}
/**
 * The state from a service status word (COMPLIANT, NON-COMPLIANT, INCOMPLETE, MISSING, or an
 * attestation's COMPLETE) and the is_compliant flag. The word wins where it says more than
 * the flag: an INCOMPLETE trail also has is_compliant false.
 */
function complianceState(status, isCompliant) {
    switch ((status ?? '').toUpperCase().replace(/_/g, '-')) {
        case 'MISSING':
            return 'missing';
        case 'INCOMPLETE':
            return 'incomplete';
        case 'NON-COMPLIANT':
            return 'non-compliant';
        case 'COMPLIANT':
            return 'compliant';
    }
    if (isCompliant === true)
        return 'compliant';
    if (isCompliant === false)
        return 'non-compliant';
    return 'unknown';
}
/** Missing, incomplete or failed: what a heading counts as "not compliant". */
function isNotCompliant(state) {
    return state === 'non-compliant' || state === 'incomplete' || state === 'missing';
}
/** `1 attestation`, `4 attestations`. */
function plural(count, noun, nouns = `${noun}s`) {
    return `${count} ${count === 1 ? noun : nouns}`;
}


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
