export const id = 842;
export const ids = [842];
export const modules = {

/***/ 4842:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   createFlowCommand: () => (/* binding */ createFlowCommand)
/* harmony export */ });
/* harmony import */ var _evidence_write_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5594);
/* harmony import */ var _inputs_parse_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3718);
/* harmony import */ var _inputs_template_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5587);
/* harmony import */ var _summary_markdown_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7175);
/* harmony import */ var _service_build_records_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1156);
/**
 * create-flow: creates the flow, or updates it when it exists (a PUT), so it is safe in
 * every workflow run. The template, when given, says which attestations each trail and
 * artifact needs; it is checked as YAML before anything is sent.
 */





function parseInputs(source) {
    return {
        body: {
            name: (0,_inputs_parse_js__WEBPACK_IMPORTED_MODULE_1__/* .readName */ .MQ)(source, 'flow', true),
            // Both are required by CreateFlow: an unset description is sent as empty.
            description: source('description') ?? '',
            visibility: (0,_inputs_parse_js__WEBPACK_IMPORTED_MODULE_1__/* .readChoice */ .Kf)(source, 'visibility', _service_build_records_js__WEBPACK_IMPORTED_MODULE_3__/* .FLOW_VISIBILITIES */ .Kv) ?? 'private'
        },
        template: (0,_inputs_template_js__WEBPACK_IMPORTED_MODULE_2__/* .readTemplateFile */ .Pj)(source, 'template-file')
    };
}
async function run(inputs, context) {
    const { body, template } = inputs;
    const request = (0,_service_build_records_js__WEBPACK_IMPORTED_MODULE_3__/* .createFlowRequest */ .eV)(context.common.org, body, template ? (0,_inputs_template_js__WEBPACK_IMPORTED_MODULE_2__/* .templatePart */ .SX)(template) : undefined);
    const outcome = await (0,_evidence_write_js__WEBPACK_IMPORTED_MODULE_0__/* .sendOrPrint */ .T5)(request, context);
    if (outcome.sent) {
        context.log.info(`Flow "${body.name}" is in place${template ? ` with the template ${template.path}` : ''}.`);
    }
    const summary = (0,_evidence_write_js__WEBPACK_IMPORTED_MODULE_0__/* .renderWriteSummary */ .Ah)(request, outcome, {
        recorded: `Flow ${body.name} created or updated`,
        rows: [
            ['Flow', (0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_4__/* .escapeText */ .X1)(body.name)],
            ['Description', body.description ? (0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_4__/* .escapeText */ .X1)(body.description) : undefined],
            ['Visibility', (0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_4__/* .escapeText */ .X1)(body.visibility)],
            ['Template', template ? (0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_4__/* .code */ .aY)(template.path) : 'none']
        ]
    });
    return {
        outcome: outcome.sent ? 'ok' : 'skipped',
        outputs: { ...(0,_evidence_write_js__WEBPACK_IMPORTED_MODULE_0__/* .writeOutputs */ .Kn)(outcome), flow: body.name },
        summary
    };
}
const createFlowCommand = { parseInputs, run };


/***/ }),

/***/ 5594:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ah: () => (/* binding */ renderWriteSummary),
/* harmony export */   Kn: () => (/* binding */ writeOutputs),
/* harmony export */   T5: () => (/* binding */ sendOrPrint)
/* harmony export */ });
/* unused harmony export describeTarget */
/* harmony import */ var _http_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8549);
/* harmony import */ var _summary_markdown_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7175);


function describeTarget(request) {
    return `${request.method} /${request.segments.join('/')}`;
}
async function sendOrPrint(request, context) {
    const json = JSON.stringify(request.json, null, 2);
    const service = context.common.dryRun ? undefined : context.service;
    if (!service) {
        const parts = request.multipart
            ? ` as multipart/form-data: data_json${request.file ? `, ${request.file.part} from ${request.file.path}` : ''}`
            : ' as application/json';
        context.log.info(`Dry run: would ${describeTarget(request)}${parts}; nothing was sent. ${request.multipart ? 'data_json' : 'Body'}:`);
        // A log line is one line: the body is logged line by line.
        for (const line of json.split('\n'))
            context.log.info(line);
        return { sent: false, answer: undefined, body: request.json, json };
    }
    let answer;
    const options = { emptyAnswerStatuses: request.emptyAnswerStatuses };
    if (!request.multipart) {
        answer = await service.postJson(request.segments, request.json, options);
    }
    else {
        const parts = [{ name: 'data_json', value: JSON.stringify(request.json) }];
        if (request.file) {
            parts.push({
                name: request.file.part,
                value: await request.file.load(),
                filename: request.file.filename
            });
        }
        answer =
            request.method === 'PUT'
                ? await service.putMultipart(request.segments, parts, options)
                : await service.postMultipart(request.segments, parts, options);
    }
    const htmlUrl = (0,_http_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .isRecord */ .u4)(answer) && typeof answer.html_url === 'string' ? answer.html_url : undefined;
    return { sent: true, answer, htmlUrl, body: request.json, json };
}
/** The step outputs every build-side write sets: outcome, result and html-url. */
function writeOutputs(outcome) {
    const outputs = {
        // In a dry run, what would have been sent: a later step can still read it.
        result: JSON.stringify(outcome.sent ? (outcome.answer ?? null) : outcome.body)
    };
    if (outcome.htmlUrl)
        outputs['html-url'] = outcome.htmlUrl;
    return outputs;
}
/** A fenced JSON block whose fence is longer than any run of backticks in the text. */
function codeBlock(json) {
    const longest = Math.max(0, ...(json.match(/`+/g) ?? []).map(run => run.length));
    const fence = '`'.repeat(Math.max(3, longest + 1));
    return `${fence}json\n${json}\n${fence}`;
}
/**
 * The job summary of a write: what was recorded and where, with a link to it; in a dry run,
 * a heading that says nothing was sent, and the body that would have been.
 */
function renderWriteSummary(request, outcome, what) {
    const heading = outcome.sent
        ? `## ${(0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeText */ .X1)(what.recorded)}`
        : `## Dry run: not sent (${(0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeText */ .X1)(what.recorded)})`;
    const rows = [
        ...what.rows,
        ['Request', (0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .code */ .aY)(describeTarget(request))],
        ['In the service', outcome.htmlUrl ? (0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .link */ .nf)('open the record', outcome.htmlUrl) : undefined]
    ];
    const sections = [heading, (0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .facts */ .Ix)(rows)];
    if (!outcome.sent)
        sections.push(codeBlock(outcome.json));
    return sections.join('\n\n') + '\n';
}


/***/ }),

/***/ 5587:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Pj: () => (/* binding */ readTemplateFile),
/* harmony export */   SX: () => (/* binding */ templatePart)
/* harmony export */ });
/* unused harmony export MAX_TEMPLATE_BYTES */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8815);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1318);
/**
 * `template-file`: a flow or trail template in the vendor's YAML format (`version: 1`,
 * `trail: {attestations, artifacts}`). It is read, size-checked and parsed before any
 * request, and the bytes that were checked are the bytes sent: a file edited in between
 * cannot slip through unchecked.
 */




/** The service's limit for template_file. */
const MAX_TEMPLATE_BYTES = 10 * 1024 * 1024;
const TEMPLATE_FORM = 'the path of a YAML flow template of at most 10 MB, such as "version: 1" with a "trail:" mapping of attestations and artifacts';
function readTemplateFile(source, name) {
    const path = source(name);
    if (path === undefined)
        return undefined;
    let content;
    try {
        const info = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(path);
        if (!info.isFile()) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .d(name, `names ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .quote */ .h)(path)}, which is not a regular file`, TEMPLATE_FORM);
        }
        if (info.size > MAX_TEMPLATE_BYTES) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .d(name, `names ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .quote */ .h)(path)}, which is ${info.size} bytes, over the service's limit`, TEMPLATE_FORM);
        }
        content = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(path);
    }
    catch (error) {
        if (error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .d)
            throw error;
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .d(name, `names ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .quote */ .h)(path)}, which does not exist or cannot be read`, TEMPLATE_FORM);
    }
    // Checked again on what was read: the file may have grown since it was measured.
    if (content.length > MAX_TEMPLATE_BYTES) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .d(name, `names ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .quote */ .h)(path)}, which grew over 10 MB`, TEMPLATE_FORM);
    }
    let parsed;
    try {
        parsed = (0,yaml__WEBPACK_IMPORTED_MODULE_2__/* .parse */ .qg)(content.toString('utf8'));
    }
    catch (error) {
        const reason = (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .d(name, `names ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .quote */ .h)(path)}, which is not valid YAML (${reason.replace(/[.:]+$/, '')})`, TEMPLATE_FORM);
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .d(name, `names ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .quote */ .h)(path)}, whose YAML is ${parsed === null ? 'empty' : Array.isArray(parsed) ? 'a list' : 'a single value'}, not a mapping`, TEMPLATE_FORM);
    }
    return { path, content };
}
/** The template as a template_file part: the bytes checked while reading the inputs. */
function templatePart(template) {
    return {
        part: 'template_file',
        path: template.path,
        filename: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)(template.path),
        load: () => Promise.resolve(new Blob([new Uint8Array(template.content)]))
    };
}


/***/ }),

/***/ 1156:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cf: () => (/* binding */ attestationRequest),
/* harmony export */   Kv: () => (/* binding */ FLOW_VISIBILITIES),
/* harmony export */   T8: () => (/* binding */ beginTrailRequest),
/* harmony export */   eV: () => (/* binding */ createFlowRequest),
/* harmony export */   iL: () => (/* binding */ reportArtifactRequest)
/* harmony export */ });
const FLOW_VISIBILITIES = ['private', 'public'];
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
const attestationRequest = (target, type, body, attachment) => ({
    method: 'POST',
    segments: ['attestations', target.org, target.flow, 'trail', target.trail, type],
    json: body,
    multipart: true,
    file: attachment
});


/***/ }),

/***/ 7175:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DV: () => (/* binding */ codeBlock),
/* harmony export */   Ix: () => (/* binding */ facts),
/* harmony export */   SU: () => (/* binding */ attestationFacts),
/* harmony export */   X1: () => (/* binding */ escapeText),
/* harmony export */   aY: () => (/* binding */ code),
/* harmony export */   nE: () => (/* binding */ shortFingerprint),
/* harmony export */   nf: () => (/* binding */ link),
/* harmony export */   tp: () => (/* binding */ table),
/* harmony export */   wE: () => (/* binding */ attestationFooter)
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
/**
 * Facts as a list of `- **Name:** value` lines; rows whose value is undefined are left out.
 * A list, not a table: a table needs a header row, and facts have none worth showing.
 */
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
/**
 * How an attestation's summary ends: the link to what was recorded, or in a dry run the
 * payload that would have been posted.
 */
function attestationFooter(summary) {
    const sections = [];
    if (summary.attestationUrl) {
        sections.push(link('View the attestation in the compliance service', summary.attestationUrl));
    }
    if (summary.payload !== undefined)
        sections.push('### Payload', codeBlock(summary.payload, 'json'));
    return sections;
}
/** The facts an attestation's summary starts with: where it was recorded, and about what. */
function attestationFacts(where) {
    return [
        ['Flow', escapeText(where.flow)],
        ['Trail', escapeText(where.trail)],
        ['Attestation', escapeText(where.attestationName)],
        ['Artifact', where.fingerprint ? code(where.fingerprint) : undefined]
    ];
}


/***/ })

};
