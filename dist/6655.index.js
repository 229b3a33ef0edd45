export const id = 6655;
export const ids = [6655];
export const modules = {

/***/ 6655:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   command: () => (/* binding */ command)
/* harmony export */ });
/* harmony import */ var _writes_send_or_print_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3306);
/* harmony import */ var _inputs_input_error_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9354);
/* harmony import */ var _inputs_parse_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3718);
/* harmony import */ var _summary_markdown_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7175);
/* harmony import */ var _service_bodies_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1159);
/* harmony import */ var _service_endpoints_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(654);
/**
 * create-environment: `PUT /environments/{org}`, as the vendor CLI's `kosli create
 * environment` sends it. The service creates the environment, or updates the one of that
 * name in place, its type included: an environment whose type changes keeps the snapshots
 * reported as the old kind, and nothing says so. So, before the PUT, the environment is read:
 * one of another type is refused naming both types; otherwise the step says whether it
 * created, updated or left unchanged what was there (the same values again change nothing).
 */






const TYPE_FORM = `one of ${_service_bodies_js__WEBPACK_IMPORTED_MODULE_4__/* .ENVIRONMENT_TYPES */ .kh.join(', ')}`;
function readType(source) {
    const given = (0,_inputs_parse_js__WEBPACK_IMPORTED_MODULE_2__/* .requireValue */ .vd)(source, 'type', TYPE_FORM);
    // The vendor CLI's help spells them k8s, ecs, s3; the service takes only its own spelling.
    const type = _service_bodies_js__WEBPACK_IMPORTED_MODULE_4__/* .ENVIRONMENT_TYPES */ .kh.find(known => known.toLowerCase() === given.toLowerCase());
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
    const name = (0,_inputs_parse_js__WEBPACK_IMPORTED_MODULE_2__/* .readName */ .MQ)(source, 'environment', true);
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
    const existing = await (0,_service_endpoints_js__WEBPACK_IMPORTED_MODULE_3__/* .findEnvironment */ .jY)(service, { org, environment: body.name });
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
    const outcome = await (0,_writes_send_or_print_js__WEBPACK_IMPORTED_MODULE_0__/* .sendOrPrint */ .T5)((0,_service_endpoints_js__WEBPACK_IMPORTED_MODULE_3__/* .createEnvironmentRequest */ .nG)(org, body), context);
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
            ['Environment', (0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_5__/* .escapeText */ .X1)(body.name)],
            ['Type', (0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_5__/* .escapeText */ .X1)(body.type)],
            ['Description', body.description ? (0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_5__/* .escapeText */ .X1)(body.description) : undefined],
            [
                'Include scaling',
                body.include_scaling === undefined ? undefined : String(body.include_scaling)
            ],
            [
                'Included environments',
                included.length > 0 ? included.map(name => (0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_5__/* .code */ .aY)(name)).join(', ') : undefined
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
