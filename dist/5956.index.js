export const id = 5956;
export const ids = [5956];
export const modules = {

/***/ 5956:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  command: () => (/* binding */ command)
});

// EXTERNAL MODULE: ./src/writes/send-or-print.ts + 1 modules
var send_or_print = __webpack_require__(2001);
// EXTERNAL MODULE: ./src/summary/markdown.ts
var markdown = __webpack_require__(7175);
// EXTERNAL MODULE: ./src/service/identity.ts
var identity = __webpack_require__(7065);
// EXTERNAL MODULE: ./src/service/load-schemas.ts
var load_schemas = __webpack_require__(9878);
;// CONCATENATED MODULE: ./src/service/repos.ts


/**
 * GET /repos/{org}/{name}: the repository of that name (`owner/name`, sent as the path
 * segments it is, as the reference CLI sends it), of `provider` when given, for its internal
 * id. The published description has no such read (its `GET /repos/{org}` lists repositories
 * without their internal id): this is the CLI's lookup for `kosli tag repo`.
 */
async function findRepoId(client, query) {
    const answer = await client.get(['repos', query.org, ...query.name.split('/')], { provider: query.provider }, answers().then(schemas => schemas.RepoSchema));
    (0,identity/* checkRecord */.EQ)(answer, 'a repository', repoFields(query, answer));
    // The id becomes a path segment of the write: an answer without one, or with text that is
    // no id, is refused rather than tagging whatever it names.
    if (!answer.id || !REPO_ID_PATTERN.test(answer.id)) {
        throw new identity/* NotRecordedError */.aC(answer.id
            ? 'the service answered a repository id that is not an id'
            : 'the service answered a repository without an id');
    }
    return answer.id;
}
const REPO_ID_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;
/**
 * Get a repository: the name asked (in any case, as repository names are), and the provider
 * when one was asked.
 */
function repoFields(asked, answer) {
    const fields = [
        { label: 'name', asked: asked.name, answered: answer.name, required: true, same: identity/* ignoringCase */.SY }
    ];
    if (asked.provider) {
        fields.push({ label: 'provider', asked: asked.provider, answered: answer.provider });
    }
    return fields;
}
const answers = (0,load_schemas/* answerSchemas */.T)((z, { each, text }) => {
    /**
     * A repository as `GET /repos/{org}/{name}` answers it (the reference CLI's lookup): `id` is
     * the internal id the tags endpoint names a repository by.
     */
    const RepoSchema = z.looseObject(each(text, 'id', 'name', 'provider', 'url'));
    return { RepoSchema };
});

;// CONCATENATED MODULE: ./src/service/tags.ts
/**
 * Each spelling of a tagged resource type the vendor CLI takes (plurals, env), with the
 * service's path spelling of it: the tag command reads resource-type through it, and the
 * sandbox takes the same spellings in the path.
 */
const TAGGED_RESOURCE_SPELLINGS = new Map([
    ['flow', 'flow'],
    ['flows', 'flow'],
    ['environment', 'environment'],
    ['environments', 'environment'],
    ['env', 'environment'],
    ['control', 'control'],
    ['controls', 'control'],
    ['repo', 'repo'],
    ['repos', 'repo']
]);
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

// EXTERNAL MODULE: ./src/service/explanations.ts
var explanations = __webpack_require__(931);
// EXTERNAL MODULE: ./src/inputs/input-error.ts
var input_error = __webpack_require__(9354);
// EXTERNAL MODULE: ./src/inputs/parse.ts
var parse = __webpack_require__(3718);
;// CONCATENATED MODULE: ./src/commands/tag/tags.ts
/**
 * The set and unset inputs of tag, checked as the service's TagPatchInput checks them:
 * every key letters, digits, ".", "-", "_" or "~", starting with a letter or digit; a value
 * any text without a line break or comma (those separate the entries). A key given twice,
 * or both set and unset, is refused rather than leaving the service to pick one.
 */


/** The published pattern of a `set_tags` key. */
const TAG_KEY_PATTERN = /^[a-zA-Z0-9][a-zA-Z0-9\-_.~]*$/;
const KEY_FORM = 'keys of letters, digits, ".", "-", "_" or "~", starting with a letter or digit';
const SET_FORM = `key=value entries, one a line or comma-separated, with ${KEY_FORM}`;
const UNSET_FORM = `tag keys, one a line or comma-separated: ${KEY_FORM}`;
function checkKey(input, key, form) {
    if (!TAG_KEY_PATTERN.test(key)) {
        throw new input_error/* InputError */.d(input, `has the key ${(0,input_error/* quote */.h)(key)}, which the service refuses`, form);
    }
}
function readTagChanges(source) {
    const set = {};
    for (const entry of (0,parse/* readList */.LD)(source, 'set')) {
        const equals = entry.indexOf('=');
        if (equals < 0) {
            throw new input_error/* InputError */.d('set', `has ${(0,input_error/* quote */.h)(entry)}, which is not key=value`, SET_FORM);
        }
        const key = entry.slice(0, equals).trim();
        checkKey('set', key, SET_FORM);
        if (Object.hasOwn(set, key)) {
            throw new input_error/* InputError */.d('set', `gives the key ${(0,input_error/* quote */.h)(key)} twice`, SET_FORM);
        }
        set[key] = entry.slice(equals + 1).trim();
    }
    const unset = [];
    for (const key of (0,parse/* readList */.LD)(source, 'unset')) {
        checkKey('unset', key, UNSET_FORM);
        if (Object.hasOwn(set, key)) {
            throw new input_error/* InputError */.d('unset', `has ${(0,input_error/* quote */.h)(key)}, which set also gives`, 'each key in set or unset, not both');
        }
        if (!unset.includes(key))
            unset.push(key);
    }
    if (Object.keys(set).length === 0 && unset.length === 0) {
        throw new input_error/* InputError */.d('set', 'is empty and so is unset', `${SET_FORM}, or unset with ${UNSET_FORM}`);
    }
    return { set, unset };
}

// EXTERNAL MODULE: ./src/inputs/control-id.ts
var control_id = __webpack_require__(4332);
// EXTERNAL MODULE: ./src/service/bodies.ts
var bodies = __webpack_require__(1159);
;// CONCATENATED MODULE: ./src/commands/tag/target.ts
/**
 * What tag tags: resource-type, resource, and for a repository provider or repo-id, checked
 * together as the vendor CLI's `kosli tag` checks its arguments. A flow, an environment and a
 * control are named in the tags path as given; a repository is named there by its internal
 * id, which repo-id gives or the service's lookup of its name finds (see run).
 */





const TYPE_FORM = 'flow, environment, control or repo';
const REPO_NAME_FORM = 'a repository name such as acme/web-app: parts of letters, digits, ".", "-" or "_", ' +
    'separated by "/"';
const REPO_NAME_PATTERN = /^[A-Za-z0-9_.-]+(\/[A-Za-z0-9_.-]+)+$/;
function readTagTarget(source) {
    const given = (0,parse/* requireValue */.vd)(source, 'resource-type', TYPE_FORM);
    const type = TAGGED_RESOURCE_SPELLINGS.get(given.toLowerCase());
    if (!type) {
        throw new input_error/* InputError */.d('resource-type', `has ${(0,input_error/* quote */.h)(given)}, which cannot be tagged here`, TYPE_FORM);
    }
    if (type !== 'repo') {
        for (const input of ['provider', 'repo-id']) {
            if (source(input) !== undefined) {
                throw new input_error/* InputError */.d(input, `is given for ${type === 'environment' ? 'an' : 'a'} ${type}`, `${input} only when resource-type is repo`);
            }
        }
        const resource = type === 'control' ? (0,control_id/* readControlId */.F)(source, 'resource') : (0,parse/* readName */.MQ)(source, 'resource', true);
        return { type, resource };
    }
    return readRepoTarget(source);
}
function readRepoTarget(source) {
    const repoId = source('repo-id');
    const name = source('resource');
    if (repoId !== undefined) {
        if (name !== undefined) {
            throw new input_error/* InputError */.d('repo-id', 'is given with resource', 'one of them, not both');
        }
        if (source('provider') !== undefined) {
            throw new input_error/* InputError */.d('provider', 'is given with repo-id', 'provider only with a repository name in resource');
        }
        return { type: 'repo', resource: (0,parse/* readName */.MQ)(source, 'repo-id', true), byId: true };
    }
    if (name === undefined) {
        throw new input_error/* InputError */.d('resource', 'is empty and so is repo-id', `${REPO_NAME_FORM}, or repo-id`);
    }
    if (!REPO_NAME_PATTERN.test(name) || name.split('/').some(part => /^\.+$/.test(part))) {
        throw new input_error/* InputError */.d('resource', `has ${(0,input_error/* quote */.h)(name)}, which is not a repository name`, REPO_NAME_FORM);
    }
    const provider = (0,parse/* readChoice */.Kf)(source, 'provider', bodies/* REPO_PROVIDERS */.kX);
    return { type: 'repo', resource: name, byId: false, ...(provider ? { provider } : {}) };
}

;// CONCATENATED MODULE: ./src/commands/tag/index.ts
/**
 * tag: sets and removes tags of a flow, an environment, a control or a repository with one
 * `PATCH /tags/{org}/{resource_type}/{resource}`, as the vendor CLI's `kosli tag` does. Tags
 * not named are left as they are, so re-running the step changes nothing more. A repository
 * given by name is first looked up for its internal id, the one the tags path takes.
 */








function parseInputs(source) {
    return { target: readTagTarget(source), changes: readTagChanges(source) };
}
/**
 * A repository's internal id, the one the tags path names it by: repo-id as given, or the
 * lookup of its name. In a dry run without a token nothing is read, so it is unknown and the
 * name stands in for it in the printed PATCH, as in the CLI's dry run.
 */
async function repositoryId(target, context) {
    if (target.byId)
        return target.resource;
    const { org } = context.common;
    const repository = `Repository ${JSON.stringify(target.resource)}${target.provider ? ` of ${target.provider}` : ''}`;
    if (!context.service) {
        context.log.info(`${repository} is not looked up in a dry run without a token: the PATCH names it by its name, where a run names it by its id.`);
        return undefined;
    }
    const lookup = findRepoId(context.service, {
        org,
        name: target.resource,
        provider: target.provider
    });
    // A 404 about another thing (the org) or for a route the service lacks keeps its own cause,
    // which the shared explanation names; only a missing repository gets this advice.
    const found = (0,explanations/* explainNotFound */.hf)(lookup, {
        about: ['repo'],
        missing: `${repository} is not known to the service in org ${JSON.stringify(org)}`,
        advice: 'nothing was tagged; check the name as the service records it, give provider when repositories of several providers share it, or give repo-id'
    });
    const id = await (0,identity/* explainNotRecorded */.xK)(found, answered => `${repository} was looked up, but ${answered}; nothing was tagged.`);
    context.log.info(`${repository} has the id ${JSON.stringify(id)}.`);
    return id;
}
async function run(inputs, context) {
    const { target, changes } = inputs;
    const { type, resource } = target;
    const repoId = target.type === 'repo' ? await repositoryId(target, context) : undefined;
    const id = repoId ?? resource;
    const request = tagRequest(context.common.org, type, id, {
        set_tags: changes.set,
        remove_tags: changes.unset
    });
    const outcome = await (0,send_or_print/* sendOrPrint */.T5)(request, context);
    const setKeys = Object.keys(changes.set);
    if (outcome.sent) {
        const done = [
            setKeys.length > 0 ? `set ${setKeys.join(', ')}` : '',
            changes.unset.length > 0 ? `removed ${changes.unset.join(', ')}` : ''
        ].filter(Boolean);
        context.log.info(`Tags of ${type} "${resource}": ${done.join('; ')}.`);
    }
    const summary = (0,send_or_print/* renderWriteSummary */.Ah)(outcome, {
        recorded: `Tags of ${type} ${resource} updated`,
        rows: [
            ['Resource', `${(0,markdown/* escapeText */.X1)(type)} ${(0,markdown/* code */.aY)(resource)}`],
            ['Repository id', repoId !== undefined && repoId !== resource ? (0,markdown/* code */.aY)(repoId) : undefined],
            [
                'Set',
                setKeys.length > 0
                    ? setKeys.map(key => (0,markdown/* code */.aY)(`${key}=${changes.set[key] ?? ''}`)).join(', ')
                    : undefined
            ],
            [
                'Removed',
                changes.unset.length > 0 ? changes.unset.map(key => (0,markdown/* code */.aY)(key)).join(', ') : undefined
            ]
        ]
    });
    return {
        outcome: outcome.sent ? 'ok' : 'skipped',
        outputs: { ...(0,send_or_print/* writeOutputs */.Kn)(outcome), ...(repoId === undefined ? {} : { 'repo-id': repoId }) },
        summary
    };
}
const command = { parseInputs, run };


/***/ }),

/***/ 4332:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ readControlId)
/* harmony export */ });
/* harmony import */ var _input_error_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9354);
/* harmony import */ var _parse_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3718);
/**
 * An input naming a governance control by its identifier (attest-decision's `control`, tag's
 * `resource` for a control): one short line, as the service's identifiers are.
 */


const CONTROL_FORM = 'the identifier of a control, such as RCTL-043, on one line';
const MAX_CONTROL_LENGTH = 256;
function readControlId(source, name) {
    const control = (0,_parse_js__WEBPACK_IMPORTED_MODULE_1__/* .requireValue */ .vd)(source, name, CONTROL_FORM).trim();
    // An identifier is one short line: a line break or control character is a pasting mistake.
    // eslint-disable-next-line no-control-regex
    if (/[\u0000-\u001f\u007f]/.test(control) || control.length > MAX_CONTROL_LENGTH) {
        throw new _input_error_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d(name, `has ${(0,_input_error_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .h)(control.slice(0, 60))}, which is not a control identifier`, CONTROL_FORM);
    }
    return control;
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
