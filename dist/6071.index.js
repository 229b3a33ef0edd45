export const id = 6071;
export const ids = [6071];
export const modules = {

/***/ 6071:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  command: () => (/* binding */ command)
});

// EXTERNAL MODULE: ./src/writes/send-or-print.ts
var send_or_print = __webpack_require__(3306);
// EXTERNAL MODULE: ./src/summary/markdown.ts
var markdown = __webpack_require__(7175);
// EXTERNAL MODULE: ./src/service/endpoints.ts + 2 modules
var endpoints = __webpack_require__(654);
// EXTERNAL MODULE: ./src/service/explanations.ts
var explanations = __webpack_require__(931);
// EXTERNAL MODULE: ./src/service/identity.ts
var identity = __webpack_require__(7065);
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
    const type = endpoints/* TAGGED_RESOURCE_SPELLINGS */.kq.get(given.toLowerCase());
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
    const lookup = (0,endpoints/* findRepoId */.P4)(context.service, {
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
    const request = (0,endpoints/* tagRequest */.a_)(context.common.org, type, id, {
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

/***/ 3306:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ah: () => (/* binding */ renderWriteSummary),
/* harmony export */   Kn: () => (/* binding */ writeOutputs),
/* harmony export */   T5: () => (/* binding */ sendOrPrint),
/* harmony export */   Uv: () => (/* binding */ definedOnly)
/* harmony export */ });
/* unused harmony export describeTarget */
/* harmony import */ var _http_request_error_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8734);
/* harmony import */ var _summary_markdown_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7175);


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
        context.log.info(`Dry run: would ${describeTarget(request)}${parts}; nothing was sent. ${request.multipart ? jsonPart : 'Body'}:`);
        logBody(context.log, json);
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
function logBody(log, json) {
    const total = Buffer.byteLength(json);
    if (total <= MAX_PRINTED_BODY_BYTES) {
        for (const line of json.split('\n'))
            log.info(line);
        return;
    }
    let printed = 0;
    for (const line of json.split('\n', MAX_PRINTED_BODY_BYTES)) {
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
    return (0,_http_request_error_js__WEBPACK_IMPORTED_MODULE_0__/* .isRecord */ .u4)(answer) && typeof answer.html_url === 'string' ? answer.html_url : undefined;
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
        ? `## ${(0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeText */ .X1)(what.recorded)}`
        : `## Dry run: not sent (${(0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeText */ .X1)(what.recorded)})`;
    const sections = [heading];
    const lead = (0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .facts */ .Ix)([
        ['Where', what.where],
        ['In the service', outcome.htmlUrl ? (0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .link */ .nf)('open the record', outcome.htmlUrl) : undefined]
    ]);
    if (lead)
        sections.push(lead);
    const rows = (0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .facts */ .Ix)(what.rows);
    if (rows)
        sections.push((0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .details */ .zH)('Details', rows));
    if (!outcome.sent) {
        sections.push((0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .details */ .zH)('Body that would have been sent', (0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .codeBlock */ .DV)(outcome.json, 'json')));
    }
    return sections.join('\n\n') + '\n';
}
/** Only fields that are set: the bodies are strict, and null is not the same as unset. */
function definedOnly(value) {
    return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined));
}


/***/ })

};
