export const id = 5605;
export const ids = [5605];
export const modules = {

/***/ 5605:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  command: () => (/* binding */ command)
});

// EXTERNAL MODULE: ./src/writes/send-or-print.ts
var send_or_print = __webpack_require__(3306);
// EXTERNAL MODULE: ./src/inputs/input-error.ts
var input_error = __webpack_require__(9354);
// EXTERNAL MODULE: ./src/inputs/parse.ts
var parse = __webpack_require__(3718);
// EXTERNAL MODULE: ./src/summary/markdown.ts
var markdown = __webpack_require__(7175);
// EXTERNAL MODULE: ./src/service/endpoints.ts + 2 modules
var endpoints = __webpack_require__(654);
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

;// CONCATENATED MODULE: ./src/commands/tag/index.ts
/**
 * tag: sets and removes tags of a flow or an environment with one
 * `PATCH /tags/{org}/{resource_type}/{resource}`, as the vendor CLI's `kosli tag` does. Tags
 * not named are left as they are, so re-running the step changes nothing more.
 */






const TYPE_FORM = 'flow or environment';
/**
 * The vendor CLI's spellings of the types tagged here: env, and the plurals. The service's
 * path is sent as it spells them, flow and environment.
 */
const TYPES = {
    flow: 'flow',
    flows: 'flow',
    environment: 'environment',
    environments: 'environment',
    env: 'environment'
};
/** Types the CLI tags that this step does not: said as such, not as a misspelling. */
const NOT_HERE = ['control', 'controls', 'repo', 'repos'];
function parseInputs(source) {
    const given = (0,parse/* requireValue */.vd)(source, 'resource-type', TYPE_FORM);
    const type = TYPES[given.toLowerCase()];
    if (!type) {
        const problem = NOT_HERE.includes(given.toLowerCase())
            ? `has ${(0,input_error/* quote */.h)(given)}, which the vendor CLI's kosli tag tags but this step does not`
            : `has ${(0,input_error/* quote */.h)(given)}, which cannot be tagged here`;
        throw new input_error/* InputError */.d('resource-type', problem, TYPE_FORM);
    }
    return { type, resource: (0,parse/* readName */.MQ)(source, 'resource', true), changes: readTagChanges(source) };
}
async function run(inputs, context) {
    const { type, resource, changes } = inputs;
    const request = (0,endpoints/* tagRequest */.a_)(context.common.org, type, resource, {
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
    return { outcome: outcome.sent ? 'ok' : 'skipped', outputs: (0,send_or_print/* writeOutputs */.Kn)(outcome), summary };
}
const command = { parseInputs, run };


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
