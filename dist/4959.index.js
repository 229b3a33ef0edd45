export const id = 4959;
export const ids = [4959];
export const modules = {

/***/ 4959:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   command: () => (/* binding */ command)
/* harmony export */ });
/* harmony import */ var _lists_paging_inputs_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7495);
/* harmony import */ var _inputs_input_error_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9354);
/* harmony import */ var _inputs_parse_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3718);
/* harmony import */ var _summary_states_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2764);
/* harmony import */ var _summary_markdown_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(7175);
/* harmony import */ var _summary_timestamps_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(2095);
/* harmony import */ var _service_trails_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4950);
/* harmony import */ var _lists_list_outputs_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1736);
/* harmony import */ var _lists_paging_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(6453);
/* harmony import */ var _action_skip_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(4835);
/**
 * list-trails: the trails of a flow, newest first, with each trail's compliance state.
 * Without paging inputs it asks for the unpaged list (every trail in one answer). With
 * fingerprint or flow-tag it asks the org-wide listing instead (`GET /trails/{org}`), which
 * the service always pages; flow then narrows it to one flow.
 */










/** The published form of a flow tag (key=value), its key as tags are set. */
const FLOW_TAG = /^[a-zA-Z0-9][a-zA-Z0-9\-_.~]*=.*$/;
const FLOW_TAG_FORM = 'key=value, the key of letters, digits, ".", "-", "_" or "~" starting with a letter or digit';
/**
 * The interface gives no page-size limits for List trails; 100 is this action's bound.
 * No default: without paging inputs nothing is sent and the whole list comes back.
 */
const TRAIL_PAGE_LIMITS = { minPerPage: 1, maxPerPage: 100 };
/** The page size used for all-pages when per-page is unset (the service's own default). */
const ALL_PAGES_PER_PAGE = 20;
function parseInputs(source) {
    const fingerprint = (0,_inputs_parse_js__WEBPACK_IMPORTED_MODULE_2__/* .readFingerprint */ .bi)(source, 'fingerprint');
    const flowTag = source('flow-tag')?.trim();
    if (flowTag !== undefined && !FLOW_TAG.test(flowTag)) {
        throw new _inputs_input_error_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .d('flow-tag', `has ${(0,_inputs_input_error_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .h)(flowTag)}, which is not key=value`, FLOW_TAG_FORM);
    }
    const read = (0,_lists_paging_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .readPaging */ .p)(source, TRAIL_PAGE_LIMITS);
    const paging = read.allPages && read.perPage === undefined ? { ...read, perPage: ALL_PAGES_PER_PAGE } : read;
    if (fingerprint === undefined && flowTag === undefined) {
        return { flow: (0,_inputs_parse_js__WEBPACK_IMPORTED_MODULE_2__/* .readName */ .MQ)(source, 'flow', true), paging };
    }
    const flow = (0,_inputs_parse_js__WEBPACK_IMPORTED_MODULE_2__/* .readName */ .MQ)(source, 'flow');
    return { flow, paging, across: { fingerprint, flowTag } };
}
async function run(inputs, context) {
    const service = context.service;
    if (!service)
        return (0,_action_skip_js__WEBPACK_IMPORTED_MODULE_7__/* .skippedWithoutToken */ .A)(context.log, 'the trails were not listed');
    const { org } = context.common;
    const { paging, flow, across } = inputs;
    const paged = across !== undefined || paging.page !== undefined || paging.perPage !== undefined;
    const collector = new _lists_list_outputs_js__WEBPACK_IMPORTED_MODULE_5__/* .ListCollector */ .cd('list-trails', stateOf);
    const listing = await (0,_lists_list_outputs_js__WEBPACK_IMPORTED_MODULE_5__/* .collectListing */ .Zb)(collector, add => (0,_lists_paging_js__WEBPACK_IMPORTED_MODULE_6__/* .streamPages */ .Bd)(({ page, perPage }) => across
        ? (0,_service_trails_js__WEBPACK_IMPORTED_MODULE_4__/* .listOrgTrails */ .k9)(service, { org, page, perPage, flow, ...across })
        : (0,_service_trails_js__WEBPACK_IMPORTED_MODULE_4__/* .listTrails */ .ao)(service, { org, flow, page, perPage, paged }), paging, add));
    const columns = ['Trail', 'Created', 'Compliance', 'Created by', 'Description'];
    const view = {
        title: across ? `Trails in ${(0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_8__/* .escapeText */ .X1)(org)}` : `Trails of flow ${(0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_8__/* .escapeText */ .X1)(flow)}`,
        facts: [
            ['Flow', across && flow ? (0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_8__/* .escapeText */ .X1)(flow) : undefined],
            ['Artifact', across?.fingerprint ? (0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_8__/* .code */ .aY)(across.fingerprint) : undefined],
            ['Flow tag', across?.flowTag ? (0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_8__/* .code */ .aY)(across.flowTag) : undefined],
            ['Pages fetched', paged ? String(listing.pagesFetched) : undefined]
        ],
        columns: across ? ['Flow', ...columns] : columns,
        emptyNote: across ? 'No trail matches.' : 'The flow has no trails yet.',
        stateOf: stateOf,
        row: trail => [
            ...(across ? [(0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_8__/* .escapeText */ .X1)(trail.flow?.name)] : []),
            (0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_8__/* .link */ .nf)(trail.name, trail.html_url),
            (0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_8__/* .escapeText */ .X1)((0,_summary_timestamps_js__WEBPACK_IMPORTED_MODULE_9__/* .shortTime */ .Mj)(trail.created_at)),
            (0,_summary_states_js__WEBPACK_IMPORTED_MODULE_3__/* .stateMark */ .B3)(stateOf(trail)),
            (0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_8__/* .escapeText */ .X1)(trail.created_by),
            (0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_8__/* .escapeText */ .X1)(trail.description)
        ]
    };
    return collector.finish(view, listing.total, context.log);
}
function stateOf(trail) {
    return (0,_summary_states_js__WEBPACK_IMPORTED_MODULE_3__/* .complianceState */ .Bt)(trail.compliance_state ?? trail.compliance_status?.status, trail.is_compliant ?? trail.compliance_status?.is_compliant);
}
const command = { parseInputs, run };


/***/ }),

/***/ 3470:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   TG: () => (/* binding */ createLegacyFlowRequest),
/* harmony export */   eV: () => (/* binding */ createFlowRequest),
/* harmony export */   wF: () => (/* binding */ UPDATED)
/* harmony export */ });
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
/**
 * The deprecated `PUT /flows/{org}` (JSON, `LegacyCreateFlow`), which the vendor CLI still
 * sends for a flow created with neither --template-file nor --use-empty-template.
 */
const createLegacyFlowRequest = (org, body) => ({
    method: 'PUT',
    segments: ['flows', org],
    json: body,
    multipart: false,
    emptyAnswerStatuses: UPDATED
});


/***/ }),

/***/ 7065:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EQ: () => (/* binding */ checkRecord),
/* harmony export */   I7: () => (/* binding */ checkPage),
/* harmony export */   SY: () => (/* binding */ ignoringCase),
/* harmony export */   U9: () => (/* binding */ matchingRecords),
/* harmony export */   aC: () => (/* binding */ NotRecordedError),
/* harmony export */   d$: () => (/* binding */ refuseListing),
/* harmony export */   xK: () => (/* binding */ explainNotRecorded),
/* harmony export */   xw: () => (/* binding */ checkListing),
/* harmony export */   yS: () => (/* binding */ explainRead)
/* harmony export */ });
/* unused harmony export mismatchOf */
/* harmony import */ var _explanations_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(931);
/**
 * An answer is checked against the question. A read names one record (by id, by flow and
 * trail, by number) or asks for a filtered listing; a service that ignores part of the
 * request, or a proxy that drops its query, answers another record, and a step must never
 * report that record as the one asked for (a gate would pass on another record's verdict).
 *
 * Each read lists the fields of its answer that say which record it is, beside what was
 * asked, in its resource's module next to the read (trailFields in trails.ts). A field the
 * answer carries must match. A field the published description requires must be there; one
 * it leaves optional is not held against an answer that omits it, since the service's
 * answers are often leaner than the description.
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
    const { listing, fieldsOf, outcome } = filter;
    for (const item of items) {
        const mismatch = mismatchOf(noun, fieldsOf(item));
        if (mismatch !== undefined)
            refuseListing(mismatch, listing, outcome);
    }
}
/**
 * A page of a listing is the page asked, when the answer says which it is: a service or proxy
 * that ignores `page` answers the first page again, and every page would repeat it.
 */
function checkPage(asked, answered, filter) {
    if (answered == null || answered === asked)
        return;
    refuseListing(`page ${answered}`, `page ${asked} of ${filter.listing}`, filter.outcome);
}
/**
 * A listing the service answered with something else than asked: nothing is listed, or
 * `outcome` when the listing serves another read.
 */
function refuseListing(answered, listing, outcome = 'nothing is listed') {
    throw new Error(`The compliance service answered ${answered} when asked for ${listing}, so it did not ` +
        `apply the request as sent and ${outcome}; check that no proxy between the runner and ` +
        'the service rewrites requests, then run the step again.');
}
/**
 * A read in its command's words: a 404 about what was asked (explainNotFound), and an answer
 * about another record than asked, named in the same sentence shape.
 */
function explainRead(request, explanation) {
    return explainNotRecorded((0,_explanations_js__WEBPACK_IMPORTED_MODULE_0__/* .explainNotFound */ .hf)(request, explanation), answered => `${explanation.notRecorded} (${answered}); ${explanation.advice}.`);
}
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

/***/ 9878:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T: () => (/* binding */ answerSchemas)
/* harmony export */ });
function answerSchemas(build) {
    let loading;
    return () => {
        // One turn of the event loop first: the caller sends its request in this one, and the
        // chunk's compile (about 10 ms) then overlaps the wait for the answer instead of coming
        // before the request is written.
        loading ??= new Promise(resolve => setImmediate(resolve))
            .then(() => Promise.all(/* import() */[__webpack_require__.e(1831), __webpack_require__.e(9925)]).then(__webpack_require__.bind(__webpack_require__, 9925)))
            .then(parts => build(parts.builders, parts));
        return loading;
    };
}


/***/ }),

/***/ 5319:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GU: () => (/* binding */ pageParams),
/* harmony export */   ZK: () => (/* binding */ fromPagination),
/* harmony export */   eO: () => (/* binding */ known)
/* harmony export */ });
/** The page a query asks for, in the service's parameter names. */
const pageParams = (query) => ({ page: query.page, per_page: query.perPage });
const known = (value) => (value == null ? undefined : value);
function fromPagination(pagination) {
    return { total: known(pagination.total), pageCount: known(pagination.page_count) };
}


/***/ }),

/***/ 4950:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   PH: () => (/* binding */ getTrail),
/* harmony export */   T8: () => (/* binding */ beginTrailRequest),
/* harmony export */   ao: () => (/* binding */ listTrails),
/* harmony export */   k9: () => (/* binding */ listOrgTrails)
/* harmony export */ });
/* unused harmony exports trailFields, flowTrailsFilter, orgTrailsFilter, answers */
/* harmony import */ var _flows_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3470);
/* harmony import */ var _identity_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7065);
/* harmony import */ var _load_schemas_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9878);
/* harmony import */ var _pages_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5319);




const beginTrailRequest = (target, body, template) => ({
    method: 'PUT',
    segments: ['trails', target.org, target.flow],
    json: body,
    multipart: true,
    file: template,
    emptyAnswerStatuses: _flows_js__WEBPACK_IMPORTED_MODULE_1__/* .UPDATED */ .wF
});
async function listTrails(client, query) {
    const paging = query.paged ? (0,_pages_js__WEBPACK_IMPORTED_MODULE_2__/* .pageParams */ .GU)(query) : {};
    const answer = await client.get(['trails', query.org, query.flow], paging, answers().then(schemas => schemas.TrailPageSchema));
    const filter = flowTrailsFilter(query.flow);
    (0,_identity_js__WEBPACK_IMPORTED_MODULE_0__/* .checkListing */ .xw)(answer.data, 'a trail', filter);
    // Unasked, the service may still page the answer: its pagination then says how many more.
    if (!query.paged && !answer.pagination) {
        return { items: answer.data, total: answer.data.length, pageCount: 1 };
    }
    (0,_identity_js__WEBPACK_IMPORTED_MODULE_0__/* .checkPage */ .I7)(query.page, answer.pagination?.page, filter);
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
    return { items: answer.data, ...(0,_pages_js__WEBPACK_IMPORTED_MODULE_2__/* .fromPagination */ .ZK)(answer.pagination) };
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
        ...(0,_pages_js__WEBPACK_IMPORTED_MODULE_2__/* .pageParams */ .GU)(query)
    }, answers().then(schemas => schemas.TrailPageSchema));
    const filter = orgTrailsFilter(query);
    (0,_identity_js__WEBPACK_IMPORTED_MODULE_0__/* .checkListing */ .xw)(answer.data, 'a trail', filter);
    (0,_identity_js__WEBPACK_IMPORTED_MODULE_0__/* .checkPage */ .I7)(query.page, answer.pagination?.page, filter);
    return pageOfTrails(answer, query.page);
}
async function getTrail(client, ref) {
    const answer = await client.get(['trails', ref.org, ref.flow, ref.trail], {}, answers().then(schemas => schemas.TrailDetailSchema));
    return (0,_identity_js__WEBPACK_IMPORTED_MODULE_0__/* .checkRecord */ .EQ)(answer, 'a trail', trailFields(ref, answer));
}
/** Get trail: its name and its flow's name, both required. */
function trailFields(asked, answer) {
    return [
        { label: 'name', asked: asked.trail, answered: answer.name, required: true },
        { label: 'flow', asked: asked.flow, answered: answer.flow?.name, required: true }
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
                    answered: reported.find(print => (0,_identity_js__WEBPACK_IMPORTED_MODULE_0__/* .ignoringCase */ .SY)(print, fingerprint)) ?? reported[0],
                    same: _identity_js__WEBPACK_IMPORTED_MODULE_0__/* .ignoringCase */ .SY
                });
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
/** The answers about trails: a listing's trails, and one trail with its template and events. */
const answers = (0,_load_schemas_js__WEBPACK_IMPORTED_MODULE_3__/* .answerSchemas */ .T)((z, { AttestationStatusSchema, GitCommitInfoSchema, PaginationSchema, flag, list, num, text }) => {
    const TrailSchema = z.looseObject({
        name: z.string(),
        created_at: num,
        last_modified_at: num,
        compliance_status: z.nullish(z.looseObject({
            status: text,
            is_compliant: flag,
            attestations_statuses: list(AttestationStatusSchema)
        })),
        compliance_state: text,
        is_compliant: flag,
        created_by: text,
        html_url: text,
        description: text,
        origin_url: text,
        /** The trail's flow: what an org-wide listing needs to tell trails of two flows apart. */
        flow: z.catch(z.nullish(z.looseObject({ name: text })), undefined)
    });
    const TemplateAttestationSchema = z.looseObject({ name: z.string(), type: text });
    const ArtifactStatusSchema = z.looseObject({
        artifact_fingerprint: text,
        status: text,
        is_compliant: flag,
        unexpected: flag,
        attestations_statuses: list(AttestationStatusSchema)
    });
    /** One event of a trail; the fields each type carries, as the vendor CLI reads them. */
    const TrailEventSchema = z.looseObject({
        type: text,
        timestamp: num,
        is_compliant: flag,
        attestation_type: text,
        attestation_id: text,
        template_reference_name: text,
        target_artifact: text,
        artifact_name: text,
        environment_name: text,
        snapshot_index: num,
        approval_number: num,
        state: text,
        reviewer: text,
        git_commit_info: z.nullish(z.looseObject({ sha1: text, url: text }))
    });
    /** Get trail: the trail with its template, its compliance per artifact, and its events. */
    const TrailDetailSchema = z.looseObject({
        ...TrailSchema.shape,
        compliance_status: z.nullish(z.looseObject({
            status: text,
            is_compliant: flag,
            attestations_statuses: list(AttestationStatusSchema),
            artifacts_statuses: z.nullish(z.record(z.string(), ArtifactStatusSchema)),
            evaluated_at: num
        })),
        template: z.nullish(z.looseObject({
            trail: z.nullish(z.looseObject({
                attestations: list(TemplateAttestationSchema),
                artifacts: list(z.looseObject({
                    name: z.string(),
                    attestations: list(TemplateAttestationSchema)
                }))
            }))
        })),
        git_commit_info: z.nullish(GitCommitInfoSchema),
        events: list(TrailEventSchema)
    });
    /** List trails answers `{data, pagination?}` or, without paging parameters, a bare list. */
    const TrailPageSchema = z.pipe(z.union([
        z.looseObject({ data: z.array(TrailSchema), pagination: z.nullish(PaginationSchema) }),
        z.array(TrailSchema)
    ]), z.transform(value => (Array.isArray(value) ? { data: value, pagination: null } : value)));
    return {
        TrailDetailSchema,
        TrailPageSchema,
        TrailSchema,
        TrailEventSchema,
        ArtifactStatusSchema
    };
});


/***/ })

};
