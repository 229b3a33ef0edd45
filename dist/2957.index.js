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

/***/ 9089:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Oq: () => (/* binding */ createPolicyRequest),
/* harmony export */   jm: () => (/* binding */ listPolicies),
/* harmony export */   pQ: () => (/* binding */ environmentPoliciesRequest)
/* harmony export */ });
/* harmony import */ var _load_schemas_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9878);

/** GET /policies/{org}: every policy of the org in one answer (a policy names no org). */
function listPolicies(client, org) {
    return client.get(['policies', org], {}, answers().then(schemas => schemas.PolicyListSchema));
}
/**
 * PUT /policies/{org}: multipart, the metadata as `payload` (not data_json) and the YAML as
 * policy_file. A changed file makes a new version; the answer is the policy (PolicyResponse).
 */
const createPolicyRequest = (org, payload, policyFile) => ({
    method: 'PUT',
    segments: ['policies', org],
    json: payload,
    multipart: true,
    jsonPart: 'payload',
    file: policyFile
});
/**
 * POST (attach) or DELETE (detach) /environments/{org}/{env}/policies with the names. The
 * description declares the 200 answer without a shape.
 */
const environmentPoliciesRequest = (method, target, body) => ({
    method,
    segments: ['environments', target.org, target.environment, 'policies'],
    json: body,
    multipart: false,
    emptyAnswerStatuses: [200]
});
/** The answer of list policies: each policy with its versions and the environments it applies to. */
const answers = (0,_load_schemas_js__WEBPACK_IMPORTED_MODULE_0__/* .answerSchemas */ .T)((z, { flag, list, num, text }) => {
    const PolicyVersionSchema = z.looseObject({
        version: num,
        comment: text,
        created_by: text,
        policy_yaml: text,
        timestamp: num
    });
    const PolicySchema = z.looseObject({
        name: z.string(),
        description: text,
        created_by: text,
        created_at: num,
        last_modified_at: num,
        archived: flag,
        versions: list(PolicyVersionSchema),
        consuming_envs: list(z.string())
    });
    const PolicyListSchema = z.array(PolicySchema);
    return { PolicyListSchema, PolicySchema };
});


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

/***/ 517:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  v: () => (/* binding */ policyAttachmentCommand)
});

// EXTERNAL MODULE: ./src/writes/send-or-print.ts + 1 modules
var send_or_print = __webpack_require__(2001);
// EXTERNAL MODULE: ./src/inputs/input-error.ts
var input_error = __webpack_require__(9354);
// EXTERNAL MODULE: ./src/inputs/parse.ts
var parse = __webpack_require__(3718);
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
// EXTERNAL MODULE: ./src/service/policies.ts
var service_policies = __webpack_require__(9089);
// EXTERNAL MODULE: ./src/inputs/environment-name.ts
var environment_name = __webpack_require__(1510);
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
        environment: (0,environment_name/* requireEnvironmentName */.U)(source, 'environment', 'get-snapshot'),
        policies: readPolicyNames(source)
    });
    const run = async (inputs, context) => {
        const { environment, policies } = inputs;
        const request = (0,service_policies/* environmentPoliciesRequest */.pQ)(method, { org: context.common.org, environment }, { policy_names: policies });
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
