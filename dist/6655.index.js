export const id = 6655;
export const ids = [6655];
export const modules = {

/***/ 6655:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   command: () => (/* binding */ command)
/* harmony export */ });
/* harmony import */ var _writes_send_or_print_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2001);
/* harmony import */ var _inputs_input_error_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9354);
/* harmony import */ var _inputs_parse_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3718);
/* harmony import */ var _summary_markdown_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(7175);
/* harmony import */ var _service_bodies_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1159);
/* harmony import */ var _service_environments_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6421);
/* harmony import */ var _inputs_environment_name_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1510);
/**
 * create-environment: `PUT /environments/{org}`, as the vendor CLI's `kosli create
 * environment` sends it. The service creates the environment, or updates the one of that
 * name in place, its type included: an environment whose type changes keeps the snapshots
 * reported as the old kind, and nothing says so. So, before the PUT, the environment is read:
 * one of another type is refused naming both types; otherwise the step says whether it
 * created, updated or left unchanged what was there (the same values again change nothing).
 */







const TYPE_FORM = `one of ${_service_bodies_js__WEBPACK_IMPORTED_MODULE_5__/* .ENVIRONMENT_TYPES */ .kh.join(', ')}`;
function readType(source) {
    const given = (0,_inputs_parse_js__WEBPACK_IMPORTED_MODULE_2__/* .requireValue */ .vd)(source, 'type', TYPE_FORM);
    // The vendor CLI's help spells them k8s, ecs, s3; the service takes only its own spelling.
    const type = _service_bodies_js__WEBPACK_IMPORTED_MODULE_5__/* .ENVIRONMENT_TYPES */ .kh.find(known => known.toLowerCase() === given.toLowerCase());
    if (!type)
        throw new _inputs_input_error_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .d('type', `has ${(0,_inputs_input_error_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .h)(given)}, which is not a type`, TYPE_FORM);
    return type;
}
function readIncluded(source, type) {
    const names = (0,_inputs_parse_js__WEBPACK_IMPORTED_MODULE_2__/* .readList */ .LD)(source, 'included-environments');
    if (names.length === 0)
        return undefined;
    if (type !== 'logical') {
        throw new _inputs_input_error_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .d('included-environments', `is set for a ${type} environment, but only a logical environment groups others`, 'no included-environments, or type logical');
    }
    for (const name of names)
        (0,_inputs_parse_js__WEBPACK_IMPORTED_MODULE_2__/* .checkName */ .I3)('included-environments', name);
    return [...new Set(names)];
}
function parseInputs(source) {
    const name = (0,_inputs_environment_name_js__WEBPACK_IMPORTED_MODULE_4__/* .requireEnvironmentName */ .U)(source, 'environment', 'get-snapshot');
    const type = readType(source);
    const includedEnvironments = readIncluded(source, type);
    // Left out unless given: the service keeps what the environment has.
    const scaling = source('include-scaling') === undefined ? undefined : (0,_inputs_parse_js__WEBPACK_IMPORTED_MODULE_2__/* .readBoolean */ .Vf)(source, 'include-scaling');
    return {
        body: {
            name,
            type,
            // Required by CreateEnvironmentPutInput: an unset description is sent as empty.
            description: source('description') ?? '',
            ...(scaling !== undefined ? { include_scaling: scaling } : {}),
            ...(includedEnvironments ? { included_environments: includedEnvironments } : {})
        }
    };
}
/** What the PUT will do to what is there; refuses a change of type. */
async function changeOf(service, org, body) {
    const existing = await (0,_service_environments_js__WEBPACK_IMPORTED_MODULE_3__/* .findEnvironment */ .jY)(service, { org, environment: body.name });
    if (!existing)
        return 'created';
    if (existing.type && existing.type !== body.type) {
        throw new Error(`Environment "${body.name}" exists with type ${existing.type}, not ${body.type}, and the ` +
            'service would change its type in place, so nothing was sent; set type to ' +
            `${existing.type}, or give the ${body.type} environment another name.`);
    }
    return sameAs(existing, body) ? 'unchanged' : 'updated';
}
function sameAs(existing, body) {
    const included = body.included_environments;
    return ((existing.description ?? '') === body.description &&
        (body.include_scaling === undefined || existing.include_scaling === body.include_scaling) &&
        (included === undefined ||
            (existing.included_environments ?? []).join('\n') === included.join('\n')));
}
async function run(inputs, context) {
    const { body } = inputs;
    const { org } = context.common;
    // A dry run with a token reads too, as every read does: it previews the change, and a
    // change of type it would refuse is said (as a warning) before anything is written.
    const change = context.service ? await changeOf(context.service, org, body) : undefined;
    const outcome = await (0,_writes_send_or_print_js__WEBPACK_IMPORTED_MODULE_0__/* .sendOrPrint */ .T5)((0,_service_environments_js__WEBPACK_IMPORTED_MODULE_3__/* .createEnvironmentRequest */ .nG)(org, body), context);
    if (outcome.sent) {
        context.log.info(change === 'unchanged'
            ? `Environment "${body.name}" (${body.type}) was already as asked; nothing changed.`
            : `Environment "${body.name}" (${body.type}) was ${change ?? 'written'}.`);
    }
    else if (change) {
        context.log.info(change === 'unchanged'
            ? `Dry run: environment "${body.name}" (${body.type}) is already as asked; the PUT would change nothing.`
            : `Dry run: environment "${body.name}" (${body.type}) would be ${change}.`);
    }
    const included = body.included_environments ?? [];
    const summary = (0,_writes_send_or_print_js__WEBPACK_IMPORTED_MODULE_0__/* .renderWriteSummary */ .Ah)(outcome, {
        recorded: `Environment ${body.name} ${change ?? 'created or updated'}`,
        rows: [
            ['Environment', (0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_6__/* .escapeText */ .X1)(body.name)],
            ['Type', (0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_6__/* .escapeText */ .X1)(body.type)],
            ['Description', body.description ? (0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_6__/* .escapeText */ .X1)(body.description) : undefined],
            [
                'Include scaling',
                body.include_scaling === undefined ? undefined : String(body.include_scaling)
            ],
            [
                'Included environments',
                included.length > 0 ? included.map(name => (0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_6__/* .code */ .aY)(name)).join(', ') : undefined
            ]
        ]
    });
    return {
        outcome: outcome.sent ? 'ok' : 'skipped',
        outputs: {
            ...(0,_writes_send_or_print_js__WEBPACK_IMPORTED_MODULE_0__/* .writeOutputs */ .Kn)(outcome),
            environment: body.name,
            ...(outcome.sent && change ? { change } : {})
        },
        summary
    };
}
const command = { parseInputs, run };


/***/ }),

/***/ 1510:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ requireEnvironmentName),
/* harmony export */   z: () => (/* binding */ readEnvironmentName)
/* harmony export */ });
/* harmony import */ var _input_error_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9354);
/* harmony import */ var _parse_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3718);
/**
 * An environment's name. The vendor CLI's `get snapshot` takes the environment and the
 * snapshot in one argument (`production~1`, `production#3`, `production@{2026-01-01T00:00:00}`);
 * given as an environment here, such an expression would be read as the name of another
 * environment, or refused for a character a name cannot hold, so it is refused saying where
 * the snapshot goes.
 */


const SNAPSHOT_EXPRESSION = /^(.+?)(~\d+|#\d+|@\{[^}]*\})$/;
/**
 * `where` says where a snapshot is given instead, for the command reading the name: its own
 * input, or get-snapshot's.
 */
function readEnvironmentName(source, name, where) {
    checkNoSnapshot(name, source(name), where);
    return (0,_parse_js__WEBPACK_IMPORTED_MODULE_1__/* .readName */ .MQ)(source, name);
}
function requireEnvironmentName(source, name, where) {
    checkNoSnapshot(name, source(name), where);
    return (0,_parse_js__WEBPACK_IMPORTED_MODULE_1__/* .readName */ .MQ)(source, name, true);
}
function checkNoSnapshot(name, value, where) {
    const match = value === undefined ? null : SNAPSHOT_EXPRESSION.exec(value);
    if (!match)
        return;
    const [, environment = '', expression = ''] = match;
    const snapshot = expression.startsWith('#') ? expression.slice(1) : expression;
    const instead = where === 'own'
        ? `${name}: ${environment} with snapshot: ${snapshot}`
        : `${name}: ${environment} (a snapshot, such as ${expression}, is read with get-snapshot's snapshot input)`;
    throw new _input_error_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d(name, `has ${(0,_input_error_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .h)(value ?? '')}, which is a snapshot expression (${expression}), not an environment's name`, instead);
}


/***/ }),

/***/ 1159:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Kv: () => (/* binding */ FLOW_VISIBILITIES),
/* harmony export */   kX: () => (/* binding */ REPO_PROVIDERS),
/* harmony export */   kh: () => (/* binding */ ENVIRONMENT_TYPES)
/* harmony export */ });
/**
 * The bodies of the service's writes. Each is a published `*PostInput`-style schema that
 * forbids unknown fields, so each type lists exactly its fields and only set ones are sent.
 * The attestation bodies are in attestation-types.ts.
 */
/** The VCS providers the service records a repository of (RepoInfo's `provider`). */
const REPO_PROVIDERS = ['github', 'gitlab', 'bitbucket', 'azure-devops', 'circleci'];
const FLOW_VISIBILITIES = ['private', 'public'];
/** The environment types CreateEnvironmentPutInput accepts, spelt as the service spells them. */
const ENVIRONMENT_TYPES = [
    'K8S',
    'ECS',
    'S3',
    'lambda',
    'server',
    'docker',
    'azure-apps',
    'logical'
];


/***/ }),

/***/ 6421:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DO: () => (/* binding */ listEnvironments),
/* harmony export */   jY: () => (/* binding */ findEnvironment),
/* harmony export */   lL: () => (/* binding */ listEnvironmentEvents),
/* harmony export */   nG: () => (/* binding */ createEnvironmentRequest)
/* harmony export */ });
/* unused harmony exports environmentFields, orgEnvironmentsFilter, environmentEventsFilter */
/* harmony import */ var _http_request_error_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8734);
/* harmony import */ var _identity_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7065);
/* harmony import */ var _load_schemas_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9878);
/* harmony import */ var _pages_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5319);




/**
 * PUT /environments/{org}: creates the environment, or updates the one of that name. The
 * description declares its answer without a shape: an empty 200 or 201 is success too.
 */
const createEnvironmentRequest = (org, body) => ({
    method: 'PUT',
    segments: ['environments', org],
    json: body,
    multipart: false,
    emptyAnswerStatuses: [200, 201]
});
/**
 * GET /environments/{org}: every environment of the org in one answer. Each must name the
 * org asked (the description requires the field), or nothing is listed.
 */
async function listEnvironments(client, org) {
    const answer = await client.get(['environments', org], {}, answers().then(schemas => schemas.EnvironmentListSchema));
    (0,_identity_js__WEBPACK_IMPORTED_MODULE_1__/* .checkListing */ .xw)(answer, 'an environment', orgEnvironmentsFilter(org));
    return answer;
}
/**
 * GET /environments/{org}/{env}: the environment, or undefined when the service answers 404
 * (it does not exist). Any other failure is thrown.
 */
async function findEnvironment(client, query) {
    let answer;
    try {
        answer = await client.get(['environments', query.org, query.environment], {}, answers().then(schemas => schemas.EnvironmentSchema));
    }
    catch (error) {
        if (error instanceof _http_request_error_js__WEBPACK_IMPORTED_MODULE_0__/* .RequestError */ .GI && error.status === 404)
            return undefined;
        throw error;
    }
    return (0,_identity_js__WEBPACK_IMPORTED_MODULE_1__/* .checkRecord */ .EQ)(answer, 'an environment', environmentFields(query, answer));
}
/** The service answers a bare array: a page shorter than per_page is the last. */
async function listEnvironmentEvents(client, query) {
    const events = await client.get(['environments', query.org, query.environment, 'events'], {
        ...(0,_pages_js__WEBPACK_IMPORTED_MODULE_2__/* .pageParams */ .GU)(query),
        reverse: query.reverse === undefined ? undefined : String(query.reverse)
    }, answers().then(schemas => schemas.EnvironmentEventListSchema));
    (0,_identity_js__WEBPACK_IMPORTED_MODULE_1__/* .checkListing */ .xw)(events, 'an event', environmentEventsFilter(query.environment));
    return { items: events };
}
/** Get environment: its name and org, both required. */
function environmentFields(asked, answer) {
    return [
        { label: 'name', asked: asked.environment, answered: answer.name, required: true },
        { label: 'org', asked: asked.org, answered: answer.org, required: true }
    ];
}
/** List environments: each environment's org, which the description requires. */
function orgEnvironmentsFilter(org) {
    return {
        listing: `the environments of org ${JSON.stringify(org)}`,
        fieldsOf: env => [{ label: 'org', asked: org, answered: env.org, required: true }]
    };
}
/** Log environment: each event's environment, when carried. */
function environmentEventsFilter(environment) {
    return {
        listing: `the events of environment ${JSON.stringify(environment)}`,
        fieldsOf: event => [
            { label: 'environment', asked: environment, answered: event.environment_name }
        ]
    };
}
/** The answers about environments: one or all of the org's, and an environment's events. */
const answers = (0,_load_schemas_js__WEBPACK_IMPORTED_MODULE_3__/* .answerSchemas */ .T)((z, { flag, list, num, shown, text }) => {
    const EnvironmentRecordSchema = z.looseObject({
        name: z.string(),
        org: text,
        type: text,
        description: text,
        last_modified_at: num,
        last_reported_at: num,
        state: flag,
        include_scaling: flag,
        tags: z.nullish(z.record(z.string(), z.unknown())),
        policies: list(z.string()),
        included_environments: list(z.string())
    });
    const EnvironmentSchema = EnvironmentRecordSchema;
    const EnvironmentListSchema = z.array(EnvironmentRecordSchema);
    const EnvironmentEventSchema = z.looseObject({
        environment_name: text,
        snapshot_index: num,
        artifact_name: text,
        sha256: text,
        description: text,
        reported_at: num,
        flows: shown(z.nullable(z.array(z.looseObject({ flow_name: text })))),
        artifact_compliance: flag,
        snapshot_compliance: flag,
        type: text
    });
    const EnvironmentEventListSchema = z.array(EnvironmentEventSchema);
    return {
        EnvironmentSchema,
        EnvironmentListSchema,
        EnvironmentEventListSchema,
        EnvironmentRecordSchema,
        EnvironmentEventSchema
    };
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

/***/ 7175:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DV: () => (/* binding */ codeBlock),
/* harmony export */   Ix: () => (/* binding */ facts),
/* harmony export */   X1: () => (/* binding */ escapeText),
/* harmony export */   aY: () => (/* binding */ code),
/* harmony export */   gQ: () => (/* binding */ inertCode),
/* harmony export */   k9: () => (/* binding */ linkMarkdown),
/* harmony export */   nE: () => (/* binding */ shortFingerprint),
/* harmony export */   nf: () => (/* binding */ link),
/* harmony export */   os: () => (/* binding */ shortText),
/* harmony export */   s6: () => (/* binding */ linkableUrl),
/* harmony export */   tp: () => (/* binding */ table),
/* harmony export */   zH: () => (/* binding */ details)
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
    return linkMarkdown(escapeText(label), url);
}
/** The same for a label that is Markdown already (`code(...)`), shown as it is unlinked. */
function linkMarkdown(label, url) {
    const target = linkableUrl(url);
    if (!target)
        return label;
    // Built from its parts, so credentials in the URL are never shown.
    const rest = `${target.pathname}${target.search}${target.hash}`.replace(UNSAFE_IN_DESTINATION, character => `%${character.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
    return `[${label}](${target.protocol}//${target.host}${rest})`;
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
/**
 * Text of at most `max` characters, its middle cut out (`…`) when longer: an image's
 * registry and its tag both stay readable. For a table cell, which a browser cannot break
 * inside a word, so a long name would make the table scroll sideways.
 */
function shortText(value, max) {
    const characters = [...value];
    if (characters.length <= max)
        return value;
    const head = Math.ceil((max - 1) / 2);
    const tail = max - 1 - head;
    return `${characters.slice(0, head).join('')}…${tail > 0 ? characters.slice(-tail).join('') : ''}`;
}
function shortFingerprint(fingerprint) {
    return fingerprint ? fingerprint.slice(0, 12) : '—';
}
/**
 * A collapsed section: what a reviewer opens only when they need it (the facts of a write,
 * its body), so the summaries of a job's writes read as short blocks. The blank lines let
 * GitHub render the Markdown inside.
 */
function details(label, body) {
    return `<details><summary>${escapeText(label)}</summary>\n\n${body}\n\n</details>`;
}
/**
 * Text from elsewhere (a name the service sent) as an inline code span, for Markdown that
 * people are notified of (a check run, a pull request comment): inside a code span no link,
 * HTML, emphasis or `@name` mention is made, where a backslash or an HTML entity before `@`
 * still pings. The fence is longer than any run of backticks in the text, so none ends it
 * early; line breaks and control characters become spaces. Not for table cells (a `|` there
 * would split the cell).
 */
function inertCode(value, maxLength = 200) {
    // eslint-disable-next-line no-control-regex -- matching control characters is the point
    const flat = (value ?? '').replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ');
    const text = flat.length > maxLength ? `${flat.slice(0, maxLength)}…` : flat;
    if (text.trim() === '')
        return '—';
    const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map(run => run.length));
    const fence = '`'.repeat(longest + 1);
    // A space each side keeps a backtick at either end apart from the fence; GitHub strips it.
    const padded = /^[` ]|[` ]$/.test(text) ? ` ${text} ` : text;
    return `${fence}${padded}${fence}`;
}


/***/ }),

/***/ 2001:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Uv: () => (/* binding */ definedOnly),
  Ah: () => (/* binding */ renderWriteSummary),
  T5: () => (/* binding */ sendOrPrint),
  Kn: () => (/* binding */ writeOutputs)
});

// UNUSED EXPORTS: describeTarget

// EXTERNAL MODULE: ./src/http/request-error.ts
var request_error = __webpack_require__(8734);
// EXTERNAL MODULE: ./src/http/url.ts
var http_url = __webpack_require__(6697);
;// CONCATENATED MODULE: ./src/writes/cli-dry-run.ts
/**
 * A dry run's request as the vendor CLI's `--dry-run` prints it (internal/requests/requests.go:
 * `Client.Do` with DryRun, and `PayloadOutput`), line for line, so a migrating user can run
 * the CLI's call and the step in a dry run and diff the two before switching. The token is
 * never part of it: the CLI prints no header either, and neither does this.
 */

const CLI_DRY_RUN_BANNER = '############### THIS IS A DRY-RUN  ###############';
const PAYLOAD_LINE = 'this is the payload that would be sent in a real run:';
/**
 * The CLI's lines: the banner, the URL, then a JSON body as `PayloadOutput` prints it (the
 * message, a space, a line break, a space, the body indented by four spaces), or each JSON
 * part of a multipart body as `Field: <part>, Value: <json>`. A file part is not printed,
 * as the CLI prints none.
 */
function cliDryRunText(baseUrl, request) {
    const url = (0,http_url/* buildUrl */.c$)(baseUrl, request.segments).href;
    const json = goJson(request.json);
    const payload = request.multipart
        ? `${PAYLOAD_LINE}\nField: ${request.jsonPart ?? 'data_json'}, Value: ${json}`
        : `${PAYLOAD_LINE} \n ${json}`;
    return `${CLI_DRY_RUN_BANNER}\nthe request would have been sent to: ${url}\n${payload}`;
}
/**
 * JSON as Go's encoding/json writes it and json.Indent lays it out with four spaces: Go
 * escapes <, > and & (and U+2028, U+2029) inside strings, so a title such as "a < b" prints
 * the same from both.
 */
function goJson(value) {
    return JSON.stringify(value, null, 4).replace(/[<>&\u2028\u2029]/g, escapeLikeGo);
}
function escapeLikeGo(character) {
    return `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`;
}

// EXTERNAL MODULE: ./src/summary/markdown.ts
var markdown = __webpack_require__(7175);
;// CONCATENATED MODULE: ./src/writes/send-or-print.ts



function describeTarget(request) {
    return `${request.method} /${request.segments.join('/')}`;
}
async function sendOrPrint(request, context) {
    const json = JSON.stringify(request.json, null, 2);
    const service = context.common.dryRun ? undefined : context.service;
    if (!service) {
        const jsonPart = request.jsonPart ?? 'data_json';
        const parts = request.multipart
            ? ` as multipart/form-data: ${jsonPart}${request.file ? `, ${request.file.part} ${request.file.description}` : ''}`
            : ' as application/json';
        context.log.info(`Dry run: would ${describeTarget(request)}${parts}; nothing was sent. As the vendor CLI's --dry-run prints it:`);
        logBody(context.log, cliDryRunText(context.common.baseUrl, request));
        return { sent: false, answer: undefined, body: request.json, json };
    }
    const answer = await service.send(request);
    return { sent: true, answer, htmlUrl: answerUrl(answer), body: request.json, json };
}
/**
 * The most of a dry run's body printed to the log. The runner reads the log through a pipe:
 * a body of tens of MB printed a line at a time queued so many writes on it that writing
 * failed (write EINVAL) and the step died. The whole body is in the step's outputs.
 */
const MAX_PRINTED_BODY_BYTES = 64 * 1024;
/** A log line is one line: the body is logged line by line, at most MAX_PRINTED_BODY_BYTES. */
function logBody(log, text) {
    const total = Buffer.byteLength(text);
    if (total <= MAX_PRINTED_BODY_BYTES) {
        for (const line of text.split('\n'))
            log.info(line);
        return;
    }
    let printed = 0;
    for (const line of text.split('\n', MAX_PRINTED_BODY_BYTES)) {
        const bytes = Buffer.byteLength(line) + 1;
        if (printed + bytes > MAX_PRINTED_BODY_BYTES)
            break;
        log.info(line);
        printed += bytes;
    }
    log.info(`... ${total - printed} of the body's ${total} bytes not printed (the log shows at most ${MAX_PRINTED_BODY_BYTES}); the step's \`result\` output, or the file its \`result-file\` output names when \`result\` is over 1 MB, holds the whole body.`);
}
/** The record's page in the service, when its answer gives one. */
function answerUrl(answer) {
    return (0,request_error/* isRecord */.u4)(answer) && typeof answer.html_url === 'string' ? answer.html_url : undefined;
}
/** The step outputs every write sets: result, and html-url when the answer gives one. */
function writeOutputs(outcome) {
    const outputs = {
        // In a dry run, what would have been sent: a later step can still read it.
        result: JSON.stringify(outcome.sent ? (outcome.answer ?? null) : outcome.body)
    };
    if (outcome.htmlUrl)
        outputs['html-url'] = outcome.htmlUrl;
    return outputs;
}
/**
 * The job summary of a write, a short block: what was recorded, where, and the link to it;
 * its facts and, in a dry run, the body that would have been sent, collapsed. So a build job
 * of five writes reads as five short blocks. The method and path are for the log: a reviewer
 * reads the record, not the request that made it.
 */
function renderWriteSummary(outcome, what) {
    const heading = outcome.sent
        ? `## ${(0,markdown/* escapeText */.X1)(what.recorded)}`
        : `## Dry run: not sent (${(0,markdown/* escapeText */.X1)(what.recorded)})`;
    const sections = [heading];
    const lead = (0,markdown/* facts */.Ix)([
        ['Where', what.where],
        ['In the service', outcome.htmlUrl ? (0,markdown/* link */.nf)('open the record', outcome.htmlUrl) : undefined]
    ]);
    if (lead)
        sections.push(lead);
    const rows = (0,markdown/* facts */.Ix)(what.rows);
    if (rows)
        sections.push((0,markdown/* details */.zH)('Details', rows));
    if (!outcome.sent) {
        sections.push((0,markdown/* details */.zH)('Body that would have been sent', (0,markdown/* codeBlock */.DV)(outcome.json, 'json')));
    }
    return sections.join('\n\n') + '\n';
}
/** Only fields that are set: the bodies are strict, and null is not the same as unset. */
function definedOnly(value) {
    return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined));
}


/***/ })

};
