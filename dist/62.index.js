export const id = 62;
export const ids = [62];
export const modules = {

/***/ 62:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  command: () => (/* binding */ command)
});

// EXTERNAL MODULE: ./src/inputs/evidence.ts + 1 modules
var evidence = __webpack_require__(9592);
// EXTERNAL MODULE: ./src/inputs/errors.ts
var errors = __webpack_require__(1318);
// EXTERNAL MODULE: ./src/inputs/parse.ts
var parse = __webpack_require__(3718);
// EXTERNAL MODULE: ./src/summary/markdown.ts
var markdown = __webpack_require__(7175);
// EXTERNAL MODULE: ./src/evidence/write.ts
var write = __webpack_require__(5594);
// EXTERNAL MODULE: ./src/http/errors.ts
var http_errors = __webpack_require__(8549);
// EXTERNAL MODULE: ./src/service/endpoints.ts + 1 modules
var endpoints = __webpack_require__(425);
// EXTERNAL MODULE: ./src/summary/compliance.ts
var compliance = __webpack_require__(5153);
;// CONCATENATED MODULE: ./src/commands/override-attestation/summary.ts
/** override-attestation's job summary: the attestation, its new status and the reason. */


function renderOverrideSummary(inputs, sent, url) {
    const { body } = inputs;
    const status = (0,compliance/* complianceMark */.tX)(body.new_compliance_status ? 'compliant' : 'non-compliant');
    const what = `${(0,markdown/* escapeText */.X1)(body.attestation_name)} in trail ${(0,markdown/* escapeText */.X1)(inputs.trail)}`;
    const heading = sent
        ? `Attestation overridden: ${what} is now ${status}`
        : `Dry run: override not sent (${what} would be ${status})`;
    return ([
        `## ${heading}`,
        (0,markdown/* facts */.Ix)([
            ['Flow', (0,markdown/* escapeText */.X1)(inputs.flow)],
            ['Trail', (0,markdown/* escapeText */.X1)(inputs.trail)],
            ['Attestation', (0,markdown/* escapeText */.X1)(body.attestation_name)],
            ['Type', (0,markdown/* escapeText */.X1)(body.original_attestation_type)],
            ['Artifact', body.artifact_fingerprint ? (0,markdown/* code */.aY)(body.artifact_fingerprint) : undefined],
            [
                'Target artifacts',
                body.target_artifacts ? (0,markdown/* escapeText */.X1)(body.target_artifacts.join(', ')) : undefined
            ],
            ['New status', status],
            ['Reason', (0,markdown/* escapeText */.X1)(body.reason)],
            ['In the service', url ? (0,markdown/* link */.nf)('attestation page', url) : undefined]
        ])
    ].join('\n\n') + '\n');
}

;// CONCATENATED MODULE: ./src/commands/override-attestation/index.ts
/**
 * override-attestation: replaces the compliance status of an attestation in a trail, with
 * a reason, as a record that a person decided so (a false positive, an accepted risk).
 * A write: in a dry run the body is printed and nothing is sent.
 */








/** original_attestation_type in the published description: these, or `custom:<type>`. */
const ATTESTATION_TYPES = ['generic', 'junit', 'pull_request', 'jira', 'snyk', 'sonar'];
const CUSTOM_TYPE = /^custom:\S+$/;
const TYPE_FORM = `one of ${ATTESTATION_TYPES.join(', ')}, or custom:<type> for a custom attestation type`;
const MAX_REASON_LENGTH = 10_000;
function parseInputs(source) {
    const flow = (0,parse/* readName */.MQ)(source, 'flow', true);
    const trail = (0,parse/* readName */.MQ)(source, 'trail', true);
    const name = (0,evidence/* readAttestationName */.Q6)(source, 'name');
    const reason = (0,parse/* requireValue */.vd)(source, 'reason', 'why the status is overridden, in a sentence a reviewer can read');
    if (reason.length > MAX_REASON_LENGTH) {
        throw new errors/* InputError */.d('reason', `is ${reason.length} characters long`, `at most ${MAX_REASON_LENGTH} characters`);
    }
    const type = readAttestationType(source);
    // Required: an override that silently defaulted to "compliant" would be the worst default.
    (0,parse/* requireValue */.vd)(source, 'compliant', '"true" (now compliant) or "false" (now not compliant)');
    const compliant = (0,parse/* readBoolean */.Vf)(source, 'compliant', false);
    const body = {
        attestation_name: name,
        reason,
        new_compliance_status: compliant,
        original_attestation_type: type
    };
    const fingerprint = (0,parse/* readFingerprint */.bi)(source, 'fingerprint');
    if (fingerprint !== undefined)
        body.artifact_fingerprint = fingerprint;
    Object.assign(body, (0,evidence/* readEvidenceFields */.Tz)(source));
    return { flow, trail, body };
}
function readAttestationType(source) {
    const value = (0,parse/* requireValue */.vd)(source, 'attestation-type', TYPE_FORM);
    if (ATTESTATION_TYPES.includes(value) || CUSTOM_TYPE.test(value))
        return value;
    throw new errors/* InputError */.d('attestation-type', `has ${(0,errors/* quote */.h)(value)}, which is not an attestation type`, TYPE_FORM);
}
async function run(inputs, context) {
    const { flow, trail, body } = inputs;
    const what = `attestation "${body.attestation_name}" (${body.original_attestation_type}) in flow "${flow}", trail "${trail}"`;
    const status = body.new_compliance_status ? 'compliant' : 'not compliant';
    const request = (0,endpoints/* overrideRequest */.Kh)({ org: context.common.org, flow, trail }, body);
    const outcome = await (0,http_errors/* explainNotFound */.hf)((0,write/* sendOrPrint */.T5)(request, context), answer => `The service found no ${what} to override (${answer}); check flow, trail, ` +
        `name, attestation-type (the type the attestation was reported with) and fingerprint.`);
    if (outcome.sent)
        context.log.info(`Overrode ${what}: now ${status}.`);
    const summary = renderOverrideSummary(inputs, outcome.sent, outcome.htmlUrl);
    return {
        outcome: outcome.sent ? 'ok' : 'skipped',
        outputs: (0,write/* writeOutputs */.Kn)(outcome),
        summary: outcome.sent ? summary : `${summary}\n${(0,markdown/* codeBlock */.DV)(outcome.json, 'json')}\n`
    };
}
const command = { parseInputs, run };


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
            ? ` as multipart/form-data: data_json${request.file ? `, ${request.file.part} ${request.file.description}` : ''}`
            : ' as application/json';
        context.log.info(`Dry run: would ${describeTarget(request)}${parts}; nothing was sent. ${request.multipart ? 'data_json' : 'Body'}:`);
        // A log line is one line: the body is logged line by line.
        for (const line of json.split('\n'))
            context.log.info(line);
        return { sent: false, answer: undefined, body: request.json, json };
    }
    const answer = await service.send(request);
    return { sent: true, answer, htmlUrl: answerUrl(answer), body: request.json, json };
}
/** The record's page in the service, when its answer gives one. */
function answerUrl(answer) {
    return (0,_http_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .isRecord */ .u4)(answer) && typeof answer.html_url === 'string' ? answer.html_url : undefined;
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
        sections.push((0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .codeBlock */ .DV)(outcome.json, 'json'));
    return sections.join('\n\n') + '\n';
}


/***/ }),

/***/ 9592:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  iy: () => (/* binding */ ATTESTATION_NAME_PATTERN),
  ti: () => (/* binding */ readAnnotations),
  Q6: () => (/* binding */ readAttestationName),
  Tz: () => (/* binding */ readEvidenceFields),
  MV: () => (/* binding */ readExternalUrls),
  gJ: () => (/* binding */ readOriginUrl),
  AA: () => (/* reexport */ readUserData)
});

// UNUSED EXPORTS: readTargetArtifacts

// EXTERNAL MODULE: ./src/inputs/errors.ts
var errors = __webpack_require__(1318);
// EXTERNAL MODULE: ./src/inputs/parse.ts
var parse = __webpack_require__(3718);
// EXTERNAL MODULE: ./src/action/run.ts
var run = __webpack_require__(3147);
// EXTERNAL MODULE: ./src/http/url.ts
var url = __webpack_require__(6697);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./src/inputs/named-path.ts
var named_path = __webpack_require__(6646);
;// CONCATENATED MODULE: ./src/evidence/user-data.ts
/**
 * `user-data`: extra data recorded with an attestation. Inline JSON (a value starting with
 * "{" or "[") or, as the vendor CLI takes it, the path of a file holding a JSON object.
 * Read and parsed while the inputs are checked, so a bad file fails before any request.
 */



const INLINE_FORM = 'a JSON object or array, for example {"build": 42}, or the path of a JSON file';
const FILE_FORM = 'the path of a file holding a JSON object, or inline JSON such as {"build": 42}';
/** Far above any sensible user data, and well below what the service would take. */
const MAX_USER_DATA_FILE_BYTES = 5 * 1024 * 1024;
function readUserData(source, name = 'user-data') {
    const value = source(name);
    if (value === undefined)
        return undefined;
    if (/^[[{]/.test(value)) {
        const parsed = user_data_parse(value, reason => new errors/* InputError */.d(name, `is not valid JSON (${reason})`, INLINE_FORM));
        if (typeof parsed !== 'object' || parsed === null) {
            throw new errors/* InputError */.d(name, `is JSON ${JSON.stringify(parsed)}, not an object or array`, INLINE_FORM);
        }
        return parsed;
    }
    if (!(0,external_node_fs_.existsSync)(value))
        refuseScalar(name, value);
    return readUserDataFile(name, value);
}
/** `42` or `"text"` is JSON, only not an object: say that rather than "no such file". */
function refuseScalar(name, value) {
    let parsed;
    try {
        parsed = JSON.parse(value);
    }
    catch {
        return;
    }
    throw new errors/* InputError */.d(name, `is JSON ${JSON.stringify(parsed)}, not an object or array`, INLINE_FORM);
}
function readUserDataFile(name, path) {
    let text;
    try {
        const { real, info } = (0,named_path/* checkNamedPath */.hL)(name, path, 'file', FILE_FORM);
        if (info.size > MAX_USER_DATA_FILE_BYTES) {
            throw new errors/* InputError */.d(name, `names ${(0,errors/* quote */.h)(path)}, which is ${info.size} bytes`, `a JSON file of at most ${MAX_USER_DATA_FILE_BYTES} bytes`);
        }
        text = (0,named_path/* readRegularFileSync */.cG)(real)
            .content.toString('utf8')
            .replace(/^\uFEFF/, '');
    }
    catch (error) {
        if (error instanceof errors/* InputError */.d)
            throw error;
        const code = error?.code;
        throw new errors/* InputError */.d(name, code === 'ENOENT' || code === 'ENOTDIR'
            ? `names the file ${(0,errors/* quote */.h)(path)}, which does not exist (a value not starting with "{" is read as a path)`
            : `names the file ${(0,errors/* quote */.h)(path)}, which cannot be read${typeof code === 'string' ? ` (${code})` : ''}`, FILE_FORM);
    }
    const parsed = user_data_parse(text, reason => new errors/* InputError */.d(name, `names the file ${(0,errors/* quote */.h)(path)}, which is not valid JSON (${reason})`, FILE_FORM));
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
        throw new errors/* InputError */.d(name, `names the file ${(0,errors/* quote */.h)(path)}, whose JSON is not an object`, FILE_FORM);
    }
    return parsed;
}
function user_data_parse(text, refuse) {
    try {
        return JSON.parse(text);
    }
    catch (error) {
        throw refuse(error instanceof Error ? error.message.replace(/\.$/, '') : 'parse error');
    }
}

;// CONCATENATED MODULE: ./src/inputs/evidence.ts
/**
 * Inputs that describe evidence, shared by the commands that write attestations:
 * attestation names, target artifacts, user data, annotations and external URLs. Each is
 * checked against the published request schemas, so the service never sees a bad body.
 */




/** Attestation names and target artifacts (OverrideAttestationPostInput, JiraAttestationPostInput). */
const ATTESTATION_NAME_PATTERN = /^[a-zA-Z0-9\-_,]+$/;
const ATTESTATION_NAME_FORM = 'letters, digits, "-", "_" or ","';
const ANNOTATION_KEY_PATTERN = /^[A-Za-z0-9_-]+$/;
const EXTERNAL_URL_NAME_PATTERN = /^[^=.]+$/;
function readAttestationName(source, name) {
    const value = (0,parse/* requireValue */.vd)(source, name, `an attestation name of ${ATTESTATION_NAME_FORM}`);
    if (!ATTESTATION_NAME_PATTERN.test(value)) {
        throw new errors/* InputError */.d(name, `has ${(0,errors/* quote */.h)(value)}, which is not a valid attestation name`, `${ATTESTATION_NAME_FORM} only`);
    }
    return value;
}
function readTargetArtifacts(source, name = 'target-artifacts') {
    const values = (0,parse/* readList */.LD)(source, name);
    for (const value of values) {
        if (!ATTESTATION_NAME_PATTERN.test(value)) {
            throw new errors/* InputError */.d(name, `has ${(0,errors/* quote */.h)(value)}, which is not a valid artifact name`, `names of ${ATTESTATION_NAME_FORM}`);
        }
    }
    return values.length > 0 ? values : undefined;
}
function parseJson(name, value, expected) {
    try {
        return JSON.parse(value);
    }
    catch (error) {
        const reason = error instanceof Error ? error.message.replace(/\.$/, '') : 'parse error';
        throw new errors/* InputError */.d(name, `is not valid JSON (${reason})`, expected);
    }
}
const looksLikeJson = (value) => /^[[{]/.test(value);
/** `user-data`: inline JSON or the path of a JSON file (see src/evidence/user-data.ts). */


/** Parses `key=value` lines; blank lines and lines starting with # are skipped. */
function readPairs(name, value, expected) {
    return value
        .split('\n')
        .map(line => line.trim())
        .filter(line => line !== '' && !line.startsWith('#'))
        .map(line => {
        const at = line.indexOf('=');
        if (at <= 0)
            throw new errors/* InputError */.d(name, `has the line ${(0,errors/* quote */.h)(line)}, which is not key=value`, expected);
        return [line.slice(0, at).trim(), line.slice(at + 1).trim()];
    });
}
function asObject(name, parsed, expected) {
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
        throw new errors/* InputError */.d(name, 'is JSON but not an object', expected);
    }
    return parsed;
}
/** `annotations`: a JSON object of strings, or `key=value` lines. */
function readAnnotations(source, name = 'annotations') {
    const value = source(name);
    if (value === undefined)
        return undefined;
    const expected = 'a JSON object of strings or key=value lines, keys of letters, digits, "_" or "-"';
    const entries = looksLikeJson(value)
        ? Object.entries(asObject(name, parseJson(name, value, expected), expected))
        : readPairs(name, value, expected);
    const annotations = {};
    for (const [key, item] of entries) {
        if (!ANNOTATION_KEY_PATTERN.test(key)) {
            throw new errors/* InputError */.d(name, `has the key ${(0,errors/* quote */.h)(key)}, which has characters not allowed`, expected);
        }
        if (typeof item !== 'string') {
            throw new errors/* InputError */.d(name, `has a ${item === null ? 'null' : typeof item} value for ${(0,errors/* quote */.h)(key)}`, expected);
        }
        annotations[key] = item;
    }
    return annotations;
}
function checkHref(name, key, href, expected) {
    if (typeof href !== 'string' || !/^https?:\/\/[^\s]+$/i.test(href)) {
        throw new errors/* InputError */.d(name, `has ${(0,errors/* quote */.h)((0,url/* redactUrl */.BO)(String(href)))} for ${(0,errors/* quote */.h)(key)}, which is not an http(s) URL`, expected);
    }
    return href;
}
/** `external-urls`: a JSON object of `{href, fingerprint?}` (or plain URL strings), or `name=url` lines. */
function readExternalUrls(source, name = 'external-urls') {
    const value = source(name);
    if (value === undefined)
        return undefined;
    const expected = 'a JSON object of {"href": url, "fingerprint"?: sha256} or name=url lines';
    const entries = looksLikeJson(value)
        ? Object.entries(asObject(name, parseJson(name, value, expected), expected))
        : readPairs(name, value, expected);
    const urls = {};
    for (const [key, item] of entries) {
        if (!EXTERNAL_URL_NAME_PATTERN.test(key)) {
            throw new errors/* InputError */.d(name, `has the name ${(0,errors/* quote */.h)(key)}, which contains "=" or "."`, expected);
        }
        if (typeof item === 'string') {
            urls[key] = { href: checkHref(name, key, item, expected) };
            continue;
        }
        if (typeof item !== 'object' || item === null || Array.isArray(item)) {
            throw new errors/* InputError */.d(name, `has a value for ${(0,errors/* quote */.h)(key)} that is neither a URL nor an object`, expected);
        }
        const unknown = Object.keys(item).filter(field => field !== 'href' && field !== 'fingerprint');
        if (unknown.length > 0) {
            throw new errors/* InputError */.d(name, `has the unknown field ${(0,errors/* quote */.h)(unknown[0] ?? '')} for ${(0,errors/* quote */.h)(key)}`, expected);
        }
        const entry = { href: checkHref(name, key, item.href, expected) };
        if (item.fingerprint !== undefined) {
            if (typeof item.fingerprint !== 'string' || !parse/* FINGERPRINT_PATTERN */.o6.test(item.fingerprint)) {
                throw new errors/* InputError */.d(name, `has a fingerprint for ${(0,errors/* quote */.h)(key)} that is not 64 lowercase hex characters`, expected);
            }
            entry.fingerprint = item.fingerprint;
        }
        urls[key] = entry;
    }
    return urls;
}
/** `origin-url`: where the evidence comes from; commands default it to the run URL. */
function readOriginUrl(source, name = 'origin-url') {
    const value = source(name);
    if (value !== undefined && !/^https?:\/\/\S+$/i.test(value)) {
        throw new errors/* InputError */.d(name, `has ${(0,errors/* quote */.h)((0,url/* redactUrl */.BO)(value))}, which is not an http(s) URL`, 'the URL of the run or page the evidence comes from');
    }
    return value;
}
/**
 * The evidence fields every attestation write takes from its inputs as they are, with
 * origin-url defaulting to the run's URL. Only set fields are present: the bodies are
 * strict, and null is not the same as unset.
 */
function readEvidenceFields(source) {
    const fields = {
        description: source('description'),
        origin_url: readOriginUrl(source, 'origin-url') ?? (0,run/* runUrl */.V)(),
        target_artifacts: readTargetArtifacts(source, 'target-artifacts'),
        user_data: readUserData(source, 'user-data'),
        annotations: readAnnotations(source, 'annotations'),
        external_urls: readExternalUrls(source, 'external-urls')
    };
    return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
}


/***/ }),

/***/ 6646:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FK: () => (/* binding */ isInside),
/* harmony export */   XF: () => (/* binding */ readRegularFile),
/* harmony export */   cG: () => (/* binding */ readRegularFileSync),
/* harmony export */   hL: () => (/* binding */ checkNamedPath)
/* harmony export */ });
/* unused harmony exports workspaceRoot, isSystemPath, NotRegularFileError */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1318);
/**
 * Paths a user names in an input (attachments, results-dir, scan-results, user-data,
 * attestation-data, template-file), checked before anything is read into evidence. The
 * bytes of a link's target outside the workspace (a checkout's .git/config, /etc/passwd),
 * of /proc and /sys (a process's environment holds every INPUT_ token of the step), and of
 * devices, FIFOs and sockets never become evidence, and no read waits on a FIFO.
 */




/** Kernel views whose "files" are a process's memory, environment and devices, not evidence. */
const SYSTEM_TREES = ['/proc', '/sys'];
/** The workspace the runner checked out into (GITHUB_WORKSPACE), else the working directory. */
function workspaceRoot() {
    const root = process.env.GITHUB_WORKSPACE || process.cwd();
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(root);
    }
    catch {
        return (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(root);
    }
}
/** True when `path` is `root` or below it. */
function isInside(root, path) {
    const rest = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.relative)(root, path);
    return rest === '' || (!rest.startsWith(`..${node_path__WEBPACK_IMPORTED_MODULE_2__.sep}`) && rest !== '..' && !(0,node_path__WEBPACK_IMPORTED_MODULE_2__.isAbsolute)(rest));
}
function isSystemPath(real) {
    return SYSTEM_TREES.some(tree => isInside(tree, real));
}
/**
 * Checks a named path: a path that is a link, or one inside the workspace, must resolve
 * inside the workspace; nothing under /proc or /sys; only a regular file or directory of the
 * kind asked for. Throws an InputError naming `input` for each refusal; a path that does not
 * exist or cannot be resolved throws the file system's error, which callers word themselves.
 */
function checkNamedPath(input, path, kind, form) {
    const own = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(path);
    const real = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(path);
    const refuse = (problem) => new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .d(input, `names ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .quote */ .h)(path)}, ${problem}`, form);
    if (isSystemPath(real)) {
        throw refuse(`which resolves to ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .quote */ .h)(real)}, kernel state that is never evidence`);
    }
    const workspace = workspaceRoot();
    const given = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(path);
    if ((own.isSymbolicLink() || isInside(workspace, given) || isInside((0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(workspace), given)) &&
        !isInside(workspace, real)) {
        throw refuse(`which is a link to ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .quote */ .h)(real)}, outside the workspace ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .quote */ .h)(workspace)}; links are followed only inside it`);
    }
    const info = own.isSymbolicLink() ? (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(real) : own;
    const fits = (info.isFile() && kind !== 'directory') || (info.isDirectory() && kind !== 'file');
    if (!fits) {
        throw refuse(kind === 'file'
            ? 'which is not a regular file'
            : kind === 'directory'
                ? 'which is not a directory'
                : 'which is neither a regular file nor a directory');
    }
    return { path, real, info };
}
/** Not a regular file when opened: it changed after it was listed or checked. */
class NotRegularFileError extends Error {
    code = 'ENOTREGULAR';
    constructor(path) {
        super(`${path} is not a regular file`);
    }
}
/**
 * Opening without following a final link and without blocking (a FIFO would wait for a
 * writer), then checking what was opened, closes the gap between a check and a read.
 */
const OPEN_FLAGS = node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOFOLLOW | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NONBLOCK;
async function readRegularFile(path) {
    const handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(path, OPEN_FLAGS);
    try {
        const info = await handle.stat();
        if (!info.isFile())
            throw new NotRegularFileError(path);
        return { content: await handle.readFile(), info };
    }
    finally {
        await handle.close();
    }
}
function readRegularFileSync(path) {
    const fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(path, OPEN_FLAGS);
    try {
        const info = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync)(fd);
        if (!info.isFile())
            throw new NotRegularFileError(path);
        return { content: (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(fd), info };
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
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
  eV: () => (/* binding */ createFlowRequest),
  wr: () => (/* binding */ getApproval),
  i8: () => (/* binding */ getDeployment),
  kP: () => (/* binding */ listActions),
  el: () => (/* binding */ listAttestations),
  YF: () => (/* binding */ listBuilds),
  ao: () => (/* binding */ listTrails),
  Kh: () => (/* binding */ overrideRequest),
  iL: () => (/* binding */ reportArtifactRequest)
});

;// CONCATENATED MODULE: ./src/service/load-schemas.ts
let loading;
function loadSchemas() {
    loading ??= Promise.all(/* import() */[__webpack_require__.e(816), __webpack_require__.e(51)]).then(__webpack_require__.bind(__webpack_require__, 2051));
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
    // `pagination` is present only when there are several pages: without it, this is the only one.
    if (!answer.pagination) {
        return {
            items: answer.data,
            total: query.page === 1 ? answer.data.length : undefined,
            pageCount: 1
        };
    }
    return { items: answer.data, ...fromPagination(answer.pagination) };
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
/** Every attestation type: multipart, data_json and an optional attachment_file. */
const attestationRequest = (target, type, body, attachment) => ({
    method: 'POST',
    segments: ['attestations', target.org, target.flow, 'trail', target.trail, type],
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


/***/ })

};
