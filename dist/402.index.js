export const id = 402;
export const ids = [402];
export const modules = {

/***/ 654:
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

;// CONCATENATED MODULE: ./src/service/load-schemas.ts
let loading;
function loadSchemas() {
    // One turn of the event loop first: the caller sends its request in this one, and the
    // chunk's compile (about 10 ms) then overlaps the wait for the answer instead of coming
    // before the request is written.
    loading ??= new Promise(resolve => setImmediate(resolve)).then(() => Promise.all(/* import() */[__webpack_require__.e(831), __webpack_require__.e(51)]).then(__webpack_require__.bind(__webpack_require__, 2051)));
    return loading;
}

// EXTERNAL MODULE: ./src/service/identity.ts
var identity = __webpack_require__(7065);
;// CONCATENATED MODULE: ./src/service/read-checks.ts
/**
 * What says which record each read's answer is, beside what the read asked (the mechanism is
 * in identity.ts). One function per read, so endpoints.ts only applies them. A field the
 * published description leaves optional is checked when the answer carries it.
 */

/** Assert: the fingerprint asked, and the flow when one was asked; both required. */
function assertionFields(asked, answer) {
    const fields = [
        {
            label: 'fingerprint',
            asked: asked.fingerprint,
            answered: answer.fingerprint,
            required: true,
            same: identity/* ignoringCase */.SY
        }
    ];
    if (asked.flow !== undefined) {
        fields.push({ label: 'flow', asked: asked.flow, answered: answer.flow, required: true });
    }
    return fields;
}
/** Get trail: its name and its flow's name, both required. */
function trailFields(asked, answer) {
    return [
        { label: 'name', asked: asked.trail, answered: answer.name, required: true },
        { label: 'flow', asked: asked.flow, answered: answer.flow?.name, required: true }
    ];
}
/** Get approval: its number, required. */
function approvalFields(number, answer) {
    return [{ label: 'number', asked: number, answered: answer.release_number, required: true }];
}
/** Get deployment: not in the description, so both fields are checked when carried. */
function deploymentFields(asked, answer) {
    return [
        {
            label: 'fingerprint',
            asked: asked.fingerprint,
            answered: answer.fingerprint,
            same: identity/* ignoringCase */.SY
        },
        { label: 'environment', asked: asked.environment, answered: answer.env_name }
    ];
}
/**
 * Get attestation by id: the id is only a filter on the org's listing, which a service or
 * proxy that ignores it answers with the org's newest attestations, so the id is required.
 */
function attestationIdFields(id, record) {
    return [{ label: 'id', asked: id, answered: record.attestation_id, required: true }];
}
/** Get attestation by name, on a trail or an artifact; every field optional. */
function attestationNameFields(asked, record) {
    return [
        {
            label: 'name',
            asked: asked.name,
            answered: record.attestation_name,
            // An attestation on an artifact may be named with its artifact's prefix: `image.scan`.
            same: (answered, name) => answered === name || answered.endsWith(`.${name}`)
        },
        { label: 'flow', asked: asked.flow, answered: record.flow_name },
        'trail' in asked
            ? { label: 'trail', asked: asked.trail, answered: record.trail_name }
            : {
                label: 'artifact',
                asked: asked.fingerprint,
                answered: record.artifact_fingerprint,
                same: identity/* ignoringCase */.SY
            }
    ];
}
/** List trails of a flow: each trail's flow, required. */
function flowTrailsFilter(flow) {
    return {
        listing: `the trails of flow ${JSON.stringify(flow)}`,
        fieldsOf: trail => [{ label: 'flow', asked: flow, answered: trail.flow?.name, required: true }]
    };
}
/**
 * The org-wide trail listing: the flow's name (required), the flow's tags when carried, and
 * for a fingerprint the artifacts the trail's events say were reported to it. Its compliance
 * is not used for that: it lists one artifact per name, so a rebuilt artifact's earlier
 * fingerprint is not in it.
 */
function orgTrailsFilter(asked) {
    const { flow, flowTag, fingerprint } = asked;
    const named = [
        flow !== undefined ? `flow ${JSON.stringify(flow)}` : undefined,
        flowTag !== undefined ? `flow tag ${JSON.stringify(flowTag)}` : undefined,
        fingerprint !== undefined ? `artifact ${fingerprint}` : undefined
    ].filter(filter => filter !== undefined);
    const [tagKey = '', ...tagValue] = flowTag?.split('=') ?? [];
    return {
        listing: named.length > 0 ? `the trails of ${named.join(' and ')}` : "the org's trails",
        fieldsOf: trail => {
            const fields = [];
            if (flow !== undefined) {
                fields.push({ label: 'flow', asked: flow, answered: trail.flow?.name, required: true });
            }
            if (flowTag !== undefined) {
                const tags = trail.flow?.tags;
                fields.push({
                    label: `flow tag ${tagKey}`,
                    asked: tagValue.join('='),
                    answered: isObject(tags) ? tags[tagKey] : undefined,
                    required: isObject(tags)
                });
            }
            if (fingerprint !== undefined) {
                const reported = reportedFingerprints(trail);
                fields.push({
                    label: 'artifact',
                    asked: fingerprint,
                    answered: reported.find(print => (0,identity/* ignoringCase */.SY)(print, fingerprint)) ?? reported[0],
                    same: identity/* ignoringCase */.SY
                });
            }
            return fields;
        }
    };
}
/** List attestations of a flow: each one's flow, when carried. The time window is not checked. */
function flowAttestationsFilter(flow) {
    return {
        listing: `the attestations of flow ${JSON.stringify(flow)}`,
        fieldsOf: record => [{ label: 'flow', asked: flow, answered: record.flow_name }]
    };
}
/**
 * List builds: each build's repository, when carried and asked for. The time window is not
 * checked: its bounds (inclusive, fractional seconds) are the service's own.
 */
function buildsFilter(asked) {
    const { repoName, repoId } = asked;
    const named = [
        repoName !== undefined ? `repository ${JSON.stringify(repoName)}` : undefined,
        repoId !== undefined ? `repository ID ${JSON.stringify(repoId)}` : undefined
    ].filter(filter => filter !== undefined);
    return {
        listing: named.length > 0 ? `the builds of ${named.join(' and ')}` : 'the builds',
        fieldsOf: build => {
            const fields = [];
            if (repoName !== undefined) {
                const answered = build.repo_info?.name;
                fields.push({ label: 'repository', asked: repoName, answered, same: identity/* ignoringCase */.SY });
            }
            if (repoId !== undefined) {
                fields.push({ label: 'repository ID', asked: repoId, answered: build.repo_info?.repo_id });
            }
            return fields;
        }
    };
}
/** The fingerprints of the artifacts a trail's events say were reported to it, if it has events. */
function reportedFingerprints(trail) {
    const events = trail.events;
    if (!Array.isArray(events))
        return [];
    return events.flatMap((event) => isObject(event) &&
        event.type === 'artifact_creation_reported' &&
        typeof event.fingerprint === 'string' &&
        event.fingerprint !== ''
        ? [event.fingerprint]
        : []);
}
function isObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}

;// CONCATENATED MODULE: ./src/service/endpoints.ts



async function assertArtifact(client, query) {
    const answer = await client.get(['asserts', query.org, 'fingerprint', query.fingerprint], {
        flow_name: query.flow,
        environment_name: query.environment,
        policy_name: query.policies && query.policies.length > 0 ? query.policies : undefined
    }, loadSchemas().then(schemas => schemas.AssertionResultSchema));
    return (0,identity/* checkRecord */.EQ)(answer, 'an assertion', assertionFields(query, answer));
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
    (0,identity/* checkListing */.xw)(answer.builds, 'a build', buildsFilter(query));
    return {
        items: answer.builds,
        total: known(answer.total_count),
        pageCount: known(answer.total_pages)
    };
}
async function listTrails(client, query) {
    const paging = query.paged ? { page: query.page, per_page: query.perPage } : {};
    const answer = await client.get(['trails', query.org, query.flow], paging, loadSchemas().then(schemas => schemas.TrailPageSchema));
    (0,identity/* checkListing */.xw)(answer.data, 'a trail', flowTrailsFilter(query.flow));
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
    (0,identity/* checkListing */.xw)(answer.data, 'a trail', orgTrailsFilter(query));
    return pageOfTrails(answer, query.page);
}
async function listAttestations(client, query) {
    const answer = await client.get(['attestations', query.org, query.flow], {
        page: query.page,
        per_page: query.perPage,
        from_timestamp: query.fromTimestamp,
        to_timestamp: query.toTimestamp
    }, loadSchemas().then(schemas => schemas.AttestationPageSchema));
    (0,identity/* checkListing */.xw)(answer.data, 'an attestation', flowAttestationsFilter(query.flow));
    return {
        items: answer.data,
        ...(answer.pagination ? fromPagination(answer.pagination) : {})
    };
}
function fromPagination(pagination) {
    return { total: known(pagination.total), pageCount: known(pagination.page_count) };
}
/** Not in the published description: the path and answer are the ones the service serves. */
async function getDeployment(client, query) {
    const answer = await client.get(['deployments', query.org, query.environment, query.fingerprint], {}, loadSchemas().then(schemas => schemas.DeploymentSchema));
    return (0,identity/* checkRecord */.EQ)(answer, 'a deployment', deploymentFields(query, answer));
}
async function getApproval(client, query) {
    const answer = await client.get(['approvals', query.org, query.flow, String(query.number)], {}, loadSchemas().then(schemas => schemas.ApprovalSchema));
    return (0,identity/* checkRecord */.EQ)(answer, 'an approval', approvalFields(query.number, answer));
}
async function getTrail(client, ref) {
    const answer = await client.get(['trails', ref.org, ref.flow, ref.trail], {}, loadSchemas().then(schemas => schemas.TrailDetailSchema));
    return (0,identity/* checkRecord */.EQ)(answer, 'a trail', trailFields(ref, answer));
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
/**
 * Every attestation the lookup names: several when one name was recorded more than once.
 * Only records that are the one asked for are returned (none for an empty answer); an answer
 * whose records are all others is a NotRecordedError.
 */
async function getAttestations(client, lookup) {
    if ('id' in lookup) {
        const page = await client.get(['attestations', lookup.org], { attestation_id: lookup.id }, loadSchemas().then(schemas => schemas.AttestationPageSchema));
        return (0,identity/* matchingRecords */.U9)(page.data, 'an attestation', record => attestationIdFields(lookup.id, record));
    }
    const segments = 'trail' in lookup
        ? ['attestations', lookup.org, lookup.flow, 'trail', lookup.trail, lookup.name]
        : ['attestations', lookup.org, lookup.flow, 'artifact', lookup.fingerprint, lookup.name];
    const records = await client.get(segments, {}, loadSchemas().then(schemas => schemas.AttestationListSchema));
    return (0,identity/* matchingRecords */.U9)(records, 'an attestation', record => attestationNameFields(lookup, record));
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
/** Every attestation type: multipart, data_json and an optional attachment_file. */
const attestationRequest = (target, type, body, attachment) => ({
    method: 'POST',
    segments: ['attestations', target.org, target.flow, 'trail', target.trail, type],
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

/***/ 7065:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EQ: () => (/* binding */ checkRecord),
/* harmony export */   SY: () => (/* binding */ ignoringCase),
/* harmony export */   U9: () => (/* binding */ matchingRecords),
/* harmony export */   xK: () => (/* binding */ explainNotRecorded),
/* harmony export */   xw: () => (/* binding */ checkListing)
/* harmony export */ });
/* unused harmony exports NotRecordedError, mismatchOf */
/**
 * An answer is checked against the question. A read names one record (by id, by flow and
 * trail, by number) or asks for a filtered listing; a service that ignores part of the
 * request, or a proxy that drops its query, answers another record, and a step must never
 * report that record as the one asked for (a gate would pass on another record's verdict).
 *
 * Each read lists the fields of its answer that say which record it is, beside what was
 * asked. A field the answer carries must match. A field the published description requires
 * must be there; one it leaves optional is not held against an answer that omits it, since
 * the service's answers are often leaner than the description.
 */
/** Fingerprints and repository names name the same thing in either case. */
const ignoringCase = (answered, asked) => answered.toLowerCase() === asked.toLowerCase();
/**
 * A read whose answer names another record than the one asked for. `answered` says what
 * came instead, for the command to put in its own sentence about what was asked.
 */
class NotRecordedError extends Error {
    answered;
    constructor(answered) {
        super(`The record asked for is not recorded (${answered}).`);
        this.answered = answered;
        this.name = 'NotRecordedError';
    }
}
/**
 * `a trail whose flow is "payments"` or `a trail without a flow`, for the first field that
 * does not match; undefined when every field does. `noun` carries its article.
 */
function mismatchOf(noun, fields) {
    for (const field of fields) {
        if (field.answered === undefined || field.answered === null) {
            if (field.required)
                return `${noun} without ${article(field.label)} ${field.label}`;
            continue;
        }
        if (!agrees(field))
            return `${noun} whose ${field.label} is ${shown(field.answered)}`;
    }
    return undefined;
}
/** The answer, when it is the record asked for; else a NotRecordedError saying what came. */
function checkRecord(answer, noun, fields) {
    const mismatch = mismatchOf(noun, fields);
    if (mismatch !== undefined) {
        throw new NotRecordedError(`the service answered ${mismatch} instead`);
    }
    return answer;
}
/**
 * The records that are the one asked for (a name recorded several times has several). An
 * answer with records but none of them asked for is a NotRecordedError; an empty one is
 * returned empty, for the command to say so.
 */
function matchingRecords(records, noun, fieldsOf) {
    const matching = records.filter(record => mismatchOf(noun, fieldsOf(record)) === undefined);
    const first = records[0];
    if (matching.length > 0 || first === undefined)
        return matching;
    const mismatch = mismatchOf(noun, fieldsOf(first)) ?? noun;
    throw new NotRecordedError(records.length === 1
        ? `the service answered ${mismatch} instead`
        : `the service answered ${records.length} records, none of them the one asked: the first is ${mismatch}`);
}
/**
 * A listing is refused, not trimmed, when it holds a record outside what was asked: the
 * service did not apply the request as sent, so its counts and pages cannot be trusted either.
 */
function checkListing(items, noun, filter) {
    const { listing, fieldsOf } = filter;
    for (const item of items) {
        const mismatch = mismatchOf(noun, fieldsOf(item));
        if (mismatch === undefined)
            continue;
        throw new Error(`The compliance service answered ${mismatch} when asked for ${listing}, so it did not ` +
            'apply the request as sent and nothing is listed; check that no proxy between the ' +
            'runner and the service rewrites requests, then run the step again.');
    }
}
/**
 * Awaits a read and turns a NotRecordedError into the command's own sentence: `explain`
 * gets what the service answered instead and names what was asked and what to check.
 */
async function explainNotRecorded(request, explain) {
    try {
        return await request;
    }
    catch (error) {
        if (error instanceof NotRecordedError) {
            throw new Error(explain(error.answered), { cause: error });
        }
        throw error;
    }
}
function agrees(field) {
    const { answered } = field;
    if (typeof answered !== 'string' && typeof answered !== 'number')
        return false;
    const asked = String(field.asked);
    return field.same ? field.same(String(answered), asked) : String(answered) === asked;
}
const MAX_SHOWN = 100;
/** A value from the service, quoted and bounded, as a message may hold it. */
function shown(value) {
    if (typeof value === 'number' || typeof value === 'boolean')
        return String(value);
    // Not quoted whole: an object can be large or deep, and its type says enough.
    if (typeof value !== 'string')
        return Array.isArray(value) ? 'a list' : `of type ${typeof value}`;
    const cut = value.length > MAX_SHOWN ? `${value.slice(0, MAX_SHOWN)}…` : value;
    return JSON.stringify(cut);
}
function article(word) {
    return /^[aeiou]/i.test(word) ? 'an' : 'a';
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


/***/ })

};
