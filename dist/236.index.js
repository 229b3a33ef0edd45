export const id = 236;
export const ids = [236];
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

/***/ 5328:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  cd: () => (/* binding */ ListCollector),
  Zb: () => (/* binding */ collectListing),
  qy: () => (/* binding */ listResult)
});

// EXTERNAL MODULE: ./src/summary/markdown.ts
var markdown = __webpack_require__(7175);
;// CONCATENATED MODULE: ./src/lists/table.ts
/**
 * The job summary of a list command: a heading with the count, optional facts (the filters
 * used), and a table capped at MAX_SUMMARY_ROWS rows with a note pointing to the full
 * result, so a long listing neither floods the summary nor gets dropped by the runner.
 */

const MAX_SUMMARY_ROWS = 100;
function renderListSummary(summary) {
    const of = summary.total !== undefined && summary.total !== summary.count ? ` of ${summary.total}` : '';
    const note = summary.headingNote ? ` (${summary.headingNote})` : '';
    const sections = [`## ${summary.title}: ${summary.count}${of}${note}`];
    const shownFacts = (summary.facts ?? []).filter(([, value]) => value !== undefined);
    if (shownFacts.length > 0)
        sections.push((0,markdown/* facts */.Ix)(shownFacts));
    const rowCount = summary.rowCount ?? summary.rows.length;
    if (rowCount === 0) {
        sections.push(summary.emptyNote ?? 'Nothing to list.');
        return sections.join('\n\n') + '\n';
    }
    const shown = summary.rows.slice(0, MAX_SUMMARY_ROWS);
    sections.push((0,markdown/* table */.tp)(summary.columns, shown));
    const hidden = rowCount - shown.length;
    if (hidden > 0) {
        sections.push(`_First ${shown.length} rows shown, and ${hidden} more: see the file named by the ` +
            '`result-file` output (or the `result` output)._');
    }
    return sections.join('\n\n') + '\n';
}

// EXTERNAL MODULE: ./src/action/output-limit.ts
var output_limit = __webpack_require__(1463);
// EXTERNAL MODULE: ./src/summary/compliance.ts
var compliance = __webpack_require__(5153);
// EXTERNAL MODULE: ./src/action/result-file.ts
var result_file = __webpack_require__(5652);
;// CONCATENATED MODULE: ./src/lists/outputs.ts
/**
 * What every list command hands back: `result` (the items as a JSON array), `count`,
 * `total-count` when known, `result-file` (the same JSON in a file under RUNNER_TEMP) and a
 * capped job summary.
 *
 * Items are taken page by page (ListCollector): each is written to the result file as it
 * arrives and then let go. What stays in memory is what the outputs and the capped summary
 * need: the JSON while it still fits in a step output, the first MAX_SUMMARY_ROWS items and
 * the counts. So a listing of any length costs the memory of a few pages.
 */




/** A whole list already in memory (list-actions: the service answers with all of it). */
async function listResult(report, log) {
    const collector = new ListCollector(report.command, report.view.complianceOf);
    await collector.add(report.listing.items);
    return collector.finish(report.view, report.listing.total, log, report.outputs);
}
/** The items of a listing as its pages arrive, in order; see the file's comment. */
class ListCollector {
    command;
    complianceOf;
    file;
    /** The JSON so far, while it still fits in the `result` output. */
    held = [];
    bytes = 1; // "["
    count = 0;
    failing = 0;
    first = [];
    constructor(command, complianceOf) {
        this.command = command;
        this.complianceOf = complianceOf;
        this.file = new result_file/* ResultFileStream */.gm(command);
    }
    async add(items) {
        if (items.length === 0)
            return;
        const parts = [];
        for (const item of items) {
            // JSON.stringify of the array is "[" + each item's JSON joined with "," + "]".
            const json = JSON.stringify(item) ?? 'null';
            parts.push(json);
            this.bytes += Buffer.byteLength(json, 'utf8') + 1; // its "," or the closing "]"
            if (this.first.length < MAX_SUMMARY_ROWS)
                this.first.push(item);
            const state = this.complianceOf?.(item);
            if (state !== undefined && (0,compliance/* isNotCompliant */.jy)(state))
                this.failing++;
        }
        const text = parts.join(',');
        const lead = this.count === 0 ? '[' : ',';
        this.count += items.length;
        if (this.held) {
            this.held.push(lead, text);
            if (this.bytes > output_limit/* MAX_OUTPUT_BYTES */.$)
                this.held = undefined;
        }
        await this.file.write(lead + text);
    }
    /** Abandons the result file: the listing failed. */
    abandon() {
        return this.file.abandon();
    }
    async finish(view, total, log, extraOutputs) {
        const tail = this.count === 0 ? '[]' : ']';
        if (this.count === 0)
            this.bytes = 2;
        await this.file.write(tail);
        const saved = await this.file.finish({
            fitsInOutput: this.bytes <= output_limit/* MAX_OUTPUT_BYTES */.$,
            // list-actions answers with the whole list: no input makes it smaller.
            smallerWith: this.command === 'list-actions' ? undefined : 'max-items'
        });
        if (saved.warning)
            log.warning(saved.warning);
        const resultFile = saved.path;
        const json = this.held ? this.held.join('') + tail : '';
        const outputs = {
            count: String(this.count),
            'result-file': resultFile,
            result: json,
            ...extraOutputs
        };
        if (total !== undefined)
            outputs['total-count'] = String(total);
        const of = total !== undefined ? ` of ${total}` : '';
        const where = resultFile ? `; the JSON is in ${resultFile}` : '';
        log.info(`Listed ${this.count}${of}${where}.`);
        const { row, complianceOf, ...rest } = view;
        const failingNote = complianceOf && this.failing > 0 ? `${this.failing} not compliant` : undefined;
        const summary = renderListSummary({
            ...rest,
            headingNote: rest.headingNote ?? failingNote,
            count: this.count,
            total: total,
            rows: this.first.map(row),
            rowCount: this.count
        });
        const result = { outcome: 'ok', outputs, summary };
        // Too big for a step output: left out of memory, and fitOutputs says so as for any output.
        if (!this.held)
            result.oversized = { result: this.bytes };
        return result;
    }
}
/**
 * Reads a listing into a collector, and removes its partial result file when the reading
 * fails: `read` hands each page's items to `add`.
 */
async function collectListing(collector, read) {
    try {
        return await read(items => collector.add(items));
    }
    catch (error) {
        await collector.abandon();
        throw error;
    }
}


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
/* harmony export */   s6: () => (/* binding */ linkableUrl),
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
/**
 * The address a summary may link to: an absolute http(s) URL with a host, and nothing else.
 * Any other value a remote sends in a link field (a path from a self-hosted service or a
 * rewriting proxy, `javascript:`, `data:`, text that is no URL at all) gives undefined, so it
 * is shown as text. Never throws: a display field must never fail a step.
 */
function linkableUrl(value) {
    // The host must follow the two slashes: the URL parser would read "https:///x" as host x.
    if (!value || !/^https?:\/\/[^/\\]/i.test(value))
        return undefined;
    try {
        const url = new URL(value);
        return url.hostname === '' ? undefined : url;
    }
    catch {
        return undefined;
    }
}
/**
 * Characters that end or break a link destination, a table cell or an escape in Markdown:
 * percent-encoded in the path, query and fragment (never needed there as they are).
 */
const UNSAFE_IN_DESTINATION = /[()[\]|`\\<>"'\s]/g;
/** A link for http(s) URLs (see linkableUrl); anything else is shown as plain text. */
function link(label, url) {
    const target = linkableUrl(url);
    if (!target)
        return escapeText(label);
    // Built from its parts, so credentials in the URL are never shown.
    const rest = `${target.pathname}${target.search}${target.hash}`.replace(UNSAFE_IN_DESTINATION, character => `%${character.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
    return `[${escapeText(label)}](${target.protocol}//${target.host}${rest})`;
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
