export const id = 2957;
export const ids = [2957];
export const modules = {

/***/ 2957:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   command: () => (/* binding */ command)
/* harmony export */ });
/* harmony import */ var _writes_policy_attachment_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(517);
/**
 * detach-policy: `DELETE /environments/{org}/{env}/policies` with every policy named, in one
 * request. A policy that is not attached is left as it is: re-running the step changes nothing.
 */

const command = (0,_writes_policy_attachment_js__WEBPACK_IMPORTED_MODULE_0__/* .policyAttachmentCommand */ .v)('DELETE', 'detached from');


/***/ }),

/***/ 517:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  v: () => (/* binding */ policyAttachmentCommand)
});

// EXTERNAL MODULE: ./src/writes/send-or-print.ts
var send_or_print = __webpack_require__(3306);
// EXTERNAL MODULE: ./src/inputs/parse.ts
var parse = __webpack_require__(3718);
// EXTERNAL MODULE: ./src/inputs/input-error.ts
var input_error = __webpack_require__(9354);
;// CONCATENATED MODULE: ./src/inputs/policy-names.ts
/**
 * `policies` of attach-policy and detach-policy: policy names, one a line or comma-separated,
 * each checked as a name, a name given twice sent once. At least one is needed.
 */


const POLICIES_FORM = 'policy names, one a line or comma-separated, each of letters, digits, ".", "-", "_" or "~"';
function readPolicyNames(source) {
    const names = (0,parse/* readList */.LD)(source, 'policies');
    if (names.length === 0)
        throw new input_error/* InputError */.d('policies', 'is empty', POLICIES_FORM);
    for (const name of names)
        (0,parse/* checkName */.I3)('policies', name);
    return [...new Set(names)];
}

// EXTERNAL MODULE: ./src/summary/markdown.ts
var markdown = __webpack_require__(7175);
// EXTERNAL MODULE: ./src/service/endpoints.ts + 2 modules
var endpoints = __webpack_require__(654);
;// CONCATENATED MODULE: ./src/writes/policy-attachment.ts
/**
 * attach-policy and detach-policy: one request each, `POST` or `DELETE
 * /environments/{org}/{env}/policies` with `{"policy_names": [...]}`. The vendor CLI sends one
 * request per environment for one policy; these steps send every policy named in one request.
 * Both are idempotent: re-running either changes nothing.
 */





/** The method, and how a sentence says what it did: "attached to", "detached from". */
function policyAttachmentCommand(method, done) {
    const parseInputs = (source) => ({
        environment: (0,parse/* readName */.MQ)(source, 'environment', true),
        policies: readPolicyNames(source)
    });
    const run = async (inputs, context) => {
        const { environment, policies } = inputs;
        const request = (0,endpoints/* environmentPoliciesRequest */.pQ)(method, { org: context.common.org, environment }, { policy_names: policies });
        const outcome = await (0,send_or_print/* sendOrPrint */.T5)(request, context);
        if (outcome.sent) {
            context.log.info(`Policies ${done} environment "${environment}": ${policies.join(', ')}.`);
        }
        const summary = (0,send_or_print/* renderWriteSummary */.Ah)(outcome, {
            recorded: `Policies ${done} ${environment}`,
            rows: [
                ['Environment', (0,markdown/* escapeText */.X1)(environment)],
                ['Policies', policies.map(name => (0,markdown/* code */.aY)(name)).join(', ')]
            ]
        });
        return {
            outcome: outcome.sent ? 'ok' : 'skipped',
            outputs: { ...(0,send_or_print/* writeOutputs */.Kn)(outcome), environment, policies: JSON.stringify(policies) },
            summary
        };
    };
    return { parseInputs, run };
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
