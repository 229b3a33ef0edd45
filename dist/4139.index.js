export const id = 4139;
export const ids = [4139];
export const modules = {

/***/ 4139:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  MAX_POLICY_BYTES: () => (/* binding */ MAX_POLICY_BYTES),
  command: () => (/* binding */ command),
  readPolicyFile: () => (/* binding */ readPolicyFile)
});

// EXTERNAL MODULE: ./src/writes/send-or-print.ts + 1 modules
var send_or_print = __webpack_require__(2001);
// EXTERNAL MODULE: ./src/http/request-error.ts
var request_error = __webpack_require__(8734);
// EXTERNAL MODULE: ./src/inputs/input-error.ts
var input_error = __webpack_require__(9354);
// EXTERNAL MODULE: ./src/inputs/named-file.ts
var named_file = __webpack_require__(3959);
// EXTERNAL MODULE: ./src/inputs/parse.ts
var parse = __webpack_require__(3718);
// EXTERNAL MODULE: ./src/inputs/yaml-check.ts
var yaml_check = __webpack_require__(6639);
// EXTERNAL MODULE: ./src/summary/markdown.ts
var markdown = __webpack_require__(7175);
// EXTERNAL MODULE: ./src/service/policies.ts
var policies = __webpack_require__(9089);
;// CONCATENATED MODULE: ./src/commands/create-policy/policy-shape.ts
/**
 * The shape of an environment policy file, checked before it is sent: the keys the vendor
 * publishes for version 1 (its policy reference and JSON Schema, and the CLI's examples),
 * each with the form it gives it. A misspelt key (`artifact:`, `trail_compliance:`,
 * `require: true`) would otherwise be refused by the service only after the upload, or, if
 * it were ignored, leave a rule out of the gate without a word.
 *
 *   _schema: https://kosli.com/schemas/policy/environment/v1
 *   artifacts:
 *     provenance: {required: bool, exceptions: [{if: expr}]}
 *     trail-compliance: {required: bool, exceptions: [{if: expr}]}
 *     attestations: [{name?: str, type: str, if?: expr, for_control?: str}]
 */
const POLICY_SCHEMA_URL = 'https://kosli.com/schemas/policy/environment/v1';
const TOP_KEYS = ['_schema', 'artifacts'];
const ARTIFACT_KEYS = ['provenance', 'trail-compliance', 'attestations'];
const BOOLEAN_RULE_KEYS = ['required', 'exceptions'];
const ATTESTATION_KEYS = ['name', 'type', 'if', 'for_control'];
const isMapping = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
const known = (keys) => keys.join(', ');
/** The first problem found, as the end of "which is not an environment policy: …", or undefined. */
function findPolicyProblem(document) {
    for (const key of Object.keys(document)) {
        if (!TOP_KEYS.includes(key)) {
            return `it has the top-level key ${JSON.stringify(key)}, which an environment policy does not have (it has ${known(TOP_KEYS)})`;
        }
    }
    const schema = document._schema;
    if (schema === undefined)
        return `it has no _schema line (_schema: ${POLICY_SCHEMA_URL})`;
    const problem = schemaProblem(schema);
    if (problem)
        return problem;
    const artifacts = document.artifacts;
    if (artifacts === undefined || artifacts === null)
        return undefined;
    if (!isMapping(artifacts))
        return 'its artifacts is not a mapping';
    for (const [key, value] of Object.entries(artifacts)) {
        if (!ARTIFACT_KEYS.includes(key)) {
            return `artifacts has the key ${JSON.stringify(key)}, which is not a rule (the rules are ${known(ARTIFACT_KEYS)})`;
        }
        const found = key === 'attestations' ? attestationsProblem(value) : booleanRuleProblem(key, value);
        if (found)
            return found;
    }
    return undefined;
}
function schemaProblem(schema) {
    const expected = `(_schema: ${POLICY_SCHEMA_URL})`;
    if (typeof schema !== 'string')
        return `its _schema is not a URL ${expected}`;
    let url;
    try {
        url = new URL(schema);
    }
    catch {
        return `its _schema ${JSON.stringify(schema.slice(0, 100))} is not a URL ${expected}`;
    }
    const version = /\/v(\d+)\/?$/.exec(url.pathname)?.[1];
    if (version === undefined) {
        return `its _schema ${JSON.stringify(schema.slice(0, 100))} does not end with a version such as /v1 ${expected}`;
    }
    if (version !== '1') {
        return `its _schema asks for version ${version}, and this action knows the keys of version 1 only ${expected}`;
    }
    return undefined;
}
function booleanRuleProblem(rule, value) {
    const at = `artifacts.${rule}`;
    if (value === null)
        return undefined;
    if (!isMapping(value))
        return `its ${at} is not a mapping (required: true or false)`;
    for (const [key, field] of Object.entries(value)) {
        if (!BOOLEAN_RULE_KEYS.includes(key)) {
            return `${at} has the key ${JSON.stringify(key)} (it takes ${known(BOOLEAN_RULE_KEYS)})`;
        }
        if (key === 'required' && typeof field !== 'boolean') {
            return `its ${at}.required is not true or false`;
        }
        if (key === 'exceptions') {
            if (!Array.isArray(field))
                return `its ${at}.exceptions is not a list`;
            for (const [index, exception] of field.entries()) {
                if (!isMapping(exception) || Object.keys(exception).some(name => name !== 'if')) {
                    return `its ${at}.exceptions[${index}] is not a mapping with only an if expression`;
                }
                if (typeof exception.if !== 'string') {
                    return `its ${at}.exceptions[${index}].if is not an expression`;
                }
            }
        }
    }
    return undefined;
}
function attestationsProblem(value) {
    if (value === null)
        return undefined;
    if (!Array.isArray(value))
        return 'its artifacts.attestations is not a list';
    for (const [index, rule] of value.entries()) {
        const at = `artifacts.attestations[${index}]`;
        if (!isMapping(rule))
            return `its ${at} is not a mapping with a type`;
        for (const [key, field] of Object.entries(rule)) {
            if (!ATTESTATION_KEYS.includes(key)) {
                return `${at} has the key ${JSON.stringify(key)} (it takes ${known(ATTESTATION_KEYS)})`;
            }
            if (typeof field !== 'string' || field === '')
                return `its ${at}.${key} is not a text`;
        }
        if (rule.type === undefined) {
            return `its ${at} has no type (generic, junit, snyk, pull_request, jira, sonar, custom:<name> or *)`;
        }
    }
    return undefined;
}

;// CONCATENATED MODULE: ./src/commands/create-policy/index.ts
/**
 * create-policy: `PUT /policies/{org}` as multipart, the metadata as `payload`
 * (`{name, description, type: "env", comment}`) and the YAML as `policy_file`, as the vendor
 * CLI's `kosli create policy` sends them. The service creates the policy, or adds a version
 * when the file differs from its latest one. The file is read and checked before anything is
 * sent (a YAML mapping, at most 10 MB, in the shape of an environment policy), and the bytes
 * checked are the bytes sent.
 */









/** The service's limit for policy_file: a file it would take is not refused here. */
const MAX_POLICY_BYTES = 10 * 1024 * 1024;
const POLICY_LIMIT = `10 MB (${MAX_POLICY_BYTES} bytes)`;
const POLICY_FORM = 'the path of a YAML environment policy of at most 10 MB, starting "_schema: https://kosli.com/schemas/policy/environment/v1", with an artifacts mapping of provenance, trail-compliance and attestations rules';
function parseInputs(source) {
    const name = (0,parse/* readName */.MQ)(source, 'policy', true);
    const path = source('policy-file');
    if (path === undefined)
        throw new input_error/* InputError */.d('policy-file', 'is empty', POLICY_FORM);
    return {
        payload: {
            name,
            // PolicyPutInput's defaults: an unset description or comment is sent as empty.
            description: source('description') ?? '',
            type: 'env',
            comment: source('comment') ?? ''
        },
        file: readPolicyFile(path)
    };
}
function readPolicyFile(path) {
    const refuse = (problem) => {
        throw new input_error/* InputError */.d('policy-file', `names ${(0,input_error/* quote */.h)(path)}, ${problem}`, POLICY_FORM);
    };
    const content = (0,named_file/* readNamedFile */.w)('policy-file', path, POLICY_FORM, {
        bytes: MAX_POLICY_BYTES,
        over: size => `which is ${size} bytes, over the service's limit of ${POLICY_LIMIT}`,
        grew: `which grew over the limit of ${POLICY_LIMIT}`
    });
    const parsed = (0,yaml_check/* parseYamlMapping */.$0)(content);
    if ('problem' in parsed)
        return refuse(parsed.problem);
    const problem = findPolicyProblem(parsed.value);
    if (problem)
        refuse(`which is not an environment policy: ${problem}`);
    return { path, content };
}
/**
 * The latest version the answer (PolicyResponse) lists, when it lists any and names the
 * policy sent: the versions of another policy are not this one's.
 */
function latestVersion(answer, name) {
    if (!(0,request_error/* isRecord */.u4)(answer) || answer.name !== name || !Array.isArray(answer.versions)) {
        return undefined;
    }
    const versions = answer.versions
        .map(version => ((0,request_error/* isRecord */.u4)(version) ? version.version : undefined))
        .filter((version) => typeof version === 'number');
    return versions.length > 0 ? Math.max(...versions) : undefined;
}
async function run(inputs, context) {
    const { payload, file } = inputs;
    const outcome = await (0,send_or_print/* sendOrPrint */.T5)((0,policies/* createPolicyRequest */.Oq)(context.common.org, payload, (0,named_file/* checkedPart */.N)('policy_file', file)), context);
    const version = outcome.sent ? latestVersion(outcome.answer, payload.name) : undefined;
    if (outcome.sent) {
        context.log.info(`Policy "${payload.name}" is in place${version !== undefined ? ` at version ${version}` : ''}, from ${file.path}.`);
    }
    const summary = (0,send_or_print/* renderWriteSummary */.Ah)(outcome, {
        recorded: `Policy ${payload.name} created or updated`,
        rows: [
            ['Policy', (0,markdown/* escapeText */.X1)(payload.name)],
            ['Version', version !== undefined ? String(version) : undefined],
            ['Description', payload.description ? (0,markdown/* escapeText */.X1)(payload.description) : undefined],
            ['Comment', payload.comment ? (0,markdown/* escapeText */.X1)(payload.comment) : undefined],
            ['Policy file', (0,markdown/* code */.aY)(file.path)]
        ]
    });
    return {
        outcome: outcome.sent ? 'ok' : 'skipped',
        outputs: {
            ...(0,send_or_print/* writeOutputs */.Kn)(outcome),
            policy: payload.name,
            ...(version !== undefined ? { version: String(version) } : {})
        },
        summary
    };
}
const command = { parseInputs, run };


/***/ }),

/***/ 5354:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   XF: () => (/* binding */ readRegularFile),
/* harmony export */   cG: () => (/* binding */ readRegularFileSync),
/* harmony export */   iZ: () => (/* binding */ NotRegularFileError),
/* harmony export */   iv: () => (/* binding */ openRegularFileSync),
/* harmony export */   nR: () => (/* binding */ readLinkedFileSync),
/* harmony export */   yq: () => (/* binding */ FileTooLargeError)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/**
 * Reading a file that must be a regular file, and nothing else: opened without following a
 * final link and without blocking, then checked, so a FIFO or a device is refused at once.
 * A read that waited on a FIFO would hang the step, and not even SIGTERM would end it: Node
 * waits, on exit, for the thread blocked in the read.
 */


/**
 * Not a regular file when opened: a directory, a FIFO, a device, or one that changed after
 * it was checked.
 */
class NotRegularFileError extends Error {
    code = 'ENOTREGULAR';
    constructor(path) {
        super(`${path.toString()} is not a regular file`);
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
const READ_CHUNK_BYTES = 1024 * 1024;
/**
 * Reads a regular file whole; with `maxBytes`, reads at most one byte more than that, so a
 * file that grew past its limit after it was measured is never held whole (the caller
 * refuses content longer than its limit).
 */
function readRegularFileSync(path, maxBytes) {
    const { fd, info } = openRegularFileSync(path);
    try {
        if (maxBytes === undefined)
            return { content: (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(fd), info };
        const chunks = [];
        let length = 0;
        while (length <= maxBytes) {
            const chunk = Buffer.allocUnsafe(Math.min(READ_CHUNK_BYTES, maxBytes + 1 - length));
            const read = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, chunk, 0, chunk.length, null);
            if (read === 0)
                break;
            chunks.push(chunk.subarray(0, read));
            length += read;
        }
        return { content: Buffer.concat(chunks, length), info };
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
    }
}
/** Opens a regular file as readRegularFileSync does, for a caller that reads and closes it. */
function openRegularFileSync(path) {
    const fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(path, OPEN_FLAGS);
    try {
        const info = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync)(fd);
        if (!info.isFile())
            throw new NotRegularFileError(path);
        return { fd, info };
    }
    catch (error) {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
        throw error;
    }
}
/**
 * A file named by the runner's environment or by another file (a kubeconfig, DOCKER_CERT_PATH's
 * PEM files), read through its links as the tools that write them expect, but only when it is
 * a regular file, and refused past `maxBytes` with a FileTooLargeError.
 */
function readLinkedFileSync(path, maxBytes) {
    const { content } = readRegularFileSync((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(path), maxBytes);
    if (content.length > maxBytes)
        throw new FileTooLargeError(path, maxBytes);
    return content;
}
class FileTooLargeError extends Error {
    code = 'ETOOLARGE';
    constructor(path, maxBytes) {
        super(`${path} is over ${maxBytes / (1024 * 1024)} MiB`);
    }
}


/***/ }),

/***/ 2370:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ utf8Text)
/* harmony export */ });
/**
 * The text of a JSON or YAML file an input names, read as UTF-8, as the service reads it. A
 * UTF-8 byte-order mark, which editors on Windows write, is dropped. UTF-16 and UTF-32, what
 * Windows PowerShell's `>` and `Out-File` write, are refused by name: read as UTF-8, such a
 * file would be refused as JSON that quotes NUL characters back, or as YAML that "is a
 * single value", neither of which says what to change.
 */
/** The text; or what is wrong, as a predicate of the file ("is UTF-16 text, ..."). */
function utf8Text(bytes) {
    const encoding = wideEncoding(bytes);
    if (encoding !== undefined) {
        return {
            problem: `is ${encoding} text (as Windows PowerShell's > and Out-File write), not UTF-8`
        };
    }
    const text = bytes.toString('utf8');
    return { text: text.charCodeAt(0) === 0xfeff ? text.slice(1) : text };
}
/**
 * UTF-16 or UTF-32 by its byte-order mark, or by a NUL among the first four bytes, which no
 * UTF-8 JSON or YAML text holds and every wide encoding of "{" or "a:" does.
 */
function wideEncoding(bytes) {
    const [b0, b1, b2, b3] = bytes;
    if ((b0 === 0xff && b1 === 0xfe && b2 === 0 && b3 === 0) ||
        (b0 === 0 && b1 === 0 && b2 === 0xfe && b3 === 0xff)) {
        return 'UTF-32';
    }
    if ((b0 === 0xff && b1 === 0xfe) || (b0 === 0xfe && b1 === 0xff))
        return 'UTF-16';
    if (bytes.subarray(0, 4).includes(0))
        return 'UTF-16 or UTF-32';
    return undefined;
}


/***/ }),

/***/ 3959:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ checkedPart),
/* harmony export */   w: () => (/* binding */ readNamedFile)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _files_regular_file_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5354);
/* harmony import */ var _input_error_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9354);
/* harmony import */ var _named_path_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6646);
/**
 * A file a user names in an input (template-file, schema-file, policy-file, path-spec,
 * attestation-data), read whole before any request: checked as named-path.ts checks it,
 * measured against its limit before it is read and again on what was read (it may grow in
 * between), and read at most one byte past the limit, so a hostile file is never held whole.
 */




/**
 * The bytes of the file `path` names, or an InputError naming `input`, the path and `form`.
 * `at` is where the file is when `path` is relative to somewhere other than the working
 * directory; the sentences still quote `path`, as the user wrote it.
 */
function readNamedFile(input, path, form, limit, at = path) {
    const refuse = (problem) => new _input_error_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .d(input, `names ${(0,_input_error_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .h)(path)}, ${problem}`, form);
    let content;
    try {
        const { real, info } = (0,_named_path_js__WEBPACK_IMPORTED_MODULE_3__/* .checkNamedPath */ .h)(input, at, 'file', form);
        if (info.size > limit.bytes)
            throw refuse(limit.over(info.size));
        content = (0,_files_regular_file_js__WEBPACK_IMPORTED_MODULE_1__/* .readRegularFileSync */ .cG)(real, limit.bytes).content;
    }
    catch (error) {
        if (error instanceof _input_error_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .d)
            throw error;
        throw refuse('which does not exist or cannot be read');
    }
    if (content.length > limit.bytes)
        throw refuse(limit.grew);
    return content;
}
/** The file as a part of a multipart write: the bytes checked, not the file as it is now. */
function checkedPart(part, file) {
    return {
        part,
        filename: (0,node_path__WEBPACK_IMPORTED_MODULE_0__.basename)(file.path),
        description: `from ${file.path} (${file.content.length} bytes)`,
        load: () => Promise.resolve(new Blob([new Uint8Array(file.content)]))
    };
}


/***/ }),

/***/ 6646:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ isInside),
/* harmony export */   h: () => (/* binding */ checkNamedPath)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _input_error_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9354);
/* harmony import */ var _workspace_path_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6622);
/**
 * Paths a user names in an input (attachments, results-dir, scan-results, user-data,
 * attestation-data, template-file, schema-file), checked before anything is read into
 * evidence. The bytes of a link's target outside the workspace (a checkout's .git/config,
 * /etc/passwd), of /proc and /sys (a process's environment holds every INPUT_ token of the
 * step), and of devices, FIFOs and sockets never become evidence, and no read waits on a FIFO.
 */




/** Kernel views whose "files" are a process's memory, environment and devices, not evidence. */
const SYSTEM_TREES = ['/proc', '/sys'];
/**
 * The workspace (workspace-path.ts) with its links resolved: what a path's real location is
 * compared with, so a workspace reached through a link (/home/runner/work on some runners)
 * still holds its own files.
 */
function realWorkspaceRoot() {
    const root = (0,_workspace_path_js__WEBPACK_IMPORTED_MODULE_3__/* .workspaceRoot */ .o)();
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(root);
    }
    catch {
        return root;
    }
}
/** True when `path` is `root` or below it. */
function isInside(root, path) {
    const rest = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(root, path);
    return rest === '' || (!rest.startsWith(`..${node_path__WEBPACK_IMPORTED_MODULE_1__.sep}`) && rest !== '..' && !(0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(rest));
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
    const refuse = (problem) => new _input_error_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .d(input, `names ${(0,_input_error_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .h)(path)}, ${problem}`, form);
    if (isSystemPath(real)) {
        throw refuse(`which resolves to ${(0,_input_error_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .h)(real)}, kernel state that is never evidence`);
    }
    const workspace = realWorkspaceRoot();
    const given = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(path);
    if ((own.isSymbolicLink() || isInside(workspace, given) || isInside((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(workspace), given)) &&
        !isInside(workspace, real)) {
        throw refuse(`which is a link to ${(0,_input_error_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .h)(real)}, outside the workspace ${(0,_input_error_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .h)(workspace)}; links are followed only inside it`);
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


/***/ }),

/***/ 6622:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T: () => (/* binding */ readWorkspacePath),
/* harmony export */   o: () => (/* binding */ workspaceRoot)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _input_error_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9354);
/* harmony import */ var _runner_step_scope_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7719);
/**
 * An input naming a file the action writes (a downloaded audit package): in the workspace,
 * relative to it, or under RUNNER_TEMP (where evidence waits for actions/upload-artifact), so
 * a later step finds it and nothing the runner keeps elsewhere (its tools, another job's
 * files, ~/.ssh) can be overwritten. Never inside a .git folder, where a file becomes the
 * checkout's configuration or a hook that runs. A path that leaves those folders by "..", by
 * being absolute elsewhere, or through a symbolic link in any of its folders, a link that
 * points nowhere, and a name longer than a file system takes, are refused before any request.
 */




const EXPECTED = 'a file path inside the workspace (GITHUB_WORKSPACE), relative to it, or an absolute path ' +
    'under RUNNER_TEMP, outside any .git folder, such as audit/trail.tgz';
/** The longest name of one file or folder (NAME_MAX), and of a whole path (PATH_MAX less one). */
const MAX_NAME_BYTES = 255;
const MAX_PATH_BYTES = 4095;
/** The workspace the paths are taken from: GITHUB_WORKSPACE, else the working directory. */
function workspaceRoot(env = (0,_runner_step_scope_js__WEBPACK_IMPORTED_MODULE_3__/* .stepEnv */ .WH)()) {
    return (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(env.GITHUB_WORKSPACE || process.cwd());
}
/** The folders a written file may land in: the workspace, and RUNNER_TEMP when set. */
function writableRoots(env) {
    const roots = [workspaceRoot(env)];
    if (env.RUNNER_TEMP)
        roots.push((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(env.RUNNER_TEMP));
    return roots;
}
function readWorkspacePath(source, name, env = (0,_runner_step_scope_js__WEBPACK_IMPORTED_MODULE_3__/* .stepEnv */ .WH)()) {
    const given = source(name);
    if (given === undefined)
        return undefined;
    const refuse = (problem) => new _input_error_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .d(name, `has ${(0,_input_error_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .h)(given)}, ${problem}`, EXPECTED);
    const roots = writableRoots(env);
    const target = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(roots[0] ?? '', given);
    const root = roots.find(candidate => isInside(candidate, target, false));
    if (root === undefined)
        throw refuse('which is outside the workspace');
    const parts = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(root, target).split(node_path__WEBPACK_IMPORTED_MODULE_1__.sep);
    const long = parts.find(part => Buffer.byteLength(part) > MAX_NAME_BYTES);
    if (long !== undefined) {
        throw refuse(`whose name ${(0,_input_error_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .h)(long)} is longer than ${MAX_NAME_BYTES} bytes, the most a file system takes`);
    }
    if (Buffer.byteLength(target) > MAX_PATH_BYTES) {
        throw refuse(`which is longer than ${MAX_PATH_BYTES} bytes as a whole path`);
    }
    if (parts.some(isGitFolder))
        throw refuse(INSIDE_GIT);
    checkFolders(root, parts.slice(0, -1), roots, refuse);
    const existing = lstatOrUndefined(target);
    if (existing?.isDirectory())
        throw refuse('which is a folder');
    if (existing?.isSymbolicLink())
        throw refuse('which is a symbolic link');
    return target;
}
const INSIDE_GIT = 'which is inside a .git folder, where git keeps its configuration and hooks';
/**
 * Each folder on the way that exists: a real folder, or a link that resolves inside one of
 * `roots` and outside any .git folder there. The first missing one ends the walk (the
 * download creates it, and the rest, inside the last folder checked).
 */
function checkFolders(root, folders, roots, refuse) {
    let folder = root;
    for (const part of folders) {
        folder = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(folder, part);
        const info = lstatOrUndefined(folder);
        if (info === undefined)
            return;
        if (info.isSymbolicLink()) {
            const real = realpathOrUndefined(folder);
            if (real === undefined)
                throw refuse(`which goes through a link that points nowhere`);
            const landing = roots
                .map(candidate => realpathOrUndefined(candidate) ?? candidate)
                .find(candidate => isInside(candidate, real, true));
            if (landing === undefined)
                throw refuse('whose folder is a link to outside the workspace');
            if ((0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(landing, real).split(node_path__WEBPACK_IMPORTED_MODULE_1__.sep).some(isGitFolder))
                throw refuse(INSIDE_GIT);
        }
        else if (!info.isDirectory()) {
            throw refuse(`whose folder ${(0,_input_error_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .h)(part)} is a file`);
        }
    }
}
/**
 * ".git" in any case (case-insensitive file systems), and with the trailing dots and spaces
 * Windows drops from a name.
 */
function isGitFolder(part) {
    return part.replace(/[. ]+$/, '').toLowerCase() === '.git';
}
/** True when `path` is below `root` (or `root` itself, when `orEqual`). */
function isInside(root, path, orEqual) {
    const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(root, path);
    if (rel === '')
        return orEqual;
    return !rel.startsWith(`..${node_path__WEBPACK_IMPORTED_MODULE_1__.sep}`) && rel !== '..' && !(0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(rel);
}
function realpathOrUndefined(path) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(path);
    }
    catch {
        return undefined;
    }
}
function lstatOrUndefined(path) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(path);
    }
    catch {
        return undefined;
    }
}


/***/ }),

/***/ 6639:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $0: () => (/* binding */ parseYamlMapping),
/* harmony export */   L: () => (/* binding */ checkKeys),
/* harmony export */   Tp: () => (/* binding */ yamlOverBudget),
/* harmony export */   mr: () => (/* binding */ checkYamlMapping)
/* harmony export */ });
/* unused harmony export MAX_YAML_TOKENS */
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8815);
/* harmony import */ var _files_utf8_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2370);
/**
 * Checks that a text is YAML whose document is a mapping, in time linear in its size. The
 * `yaml` package's own duplicate-key check compares each key with every earlier key of its
 * mapping (40,000 keys: 12 s; a 10 MB mapping: over an hour), so it is off and duplicates
 * are found here with one Set per mapping, walking the document without recursion; so is a
 * key that is a list or a mapping, which the package could take hours to convert. Aliases
 * are expanded with the package's alias budget, so a "billion laughs" document is refused.
 * Before any of that, the text's tokens are counted against a budget (see MAX_YAML_TOKENS).
 */


/** The package's default: each alias may stand for at most 100 nodes once expanded. */
const MAX_ALIAS_COUNT = 100;
/**
 * The most YAML tokens a file input may hold. The package's parser takes about 4 s and
 * 600 MB per million list items (3 tokens each), so a 10 MB policy of one flow list would
 * take a minute and more memory than a runner has, and end in a crash rather than a
 * sentence. Two million is what the longest list a 1 MiB template can hold needs, and
 * thousands of times what a real template, policy, path spec or kubeconfig holds. Counting
 * needs only the lexer, which stops at the budget (about 0.4 s).
 */
const MAX_YAML_TOKENS = 2_000_000;
/**
 * Undefined when `text` holds at most MAX_YAML_TOKENS tokens; else what is wrong, as a
 * predicate of the file ("<file> holds more YAML than...").
 */
function yamlOverBudget(text) {
    const tokens = new yaml__WEBPACK_IMPORTED_MODULE_0__/* .Lexer */ .JG().lex(text);
    for (let count = 1; !tokens.next().done; count++) {
        if (count > MAX_YAML_TOKENS) {
            return `holds more YAML than any such file needs (over ${MAX_YAML_TOKENS.toLocaleString('en-US')} tokens, as in a list of millions of items)`;
        }
    }
    return undefined;
}
/**
 * Undefined when `source` (a file's bytes, read as UTF-8 by utf8Text, or text) is a YAML
 * mapping whose keys are names, none given twice in one mapping; else what is wrong, as the
 * end of a sentence that starts with the file ("which is not valid YAML (...)").
 */
function checkYamlMapping(source) {
    const parsed = parseYamlMapping(source);
    return 'problem' in parsed ? parsed.problem : undefined;
}
/**
 * The mapping a YAML file's bytes or text hold, read as checkYamlMapping checks them; or
 * what is wrong, in the same words.
 */
function parseYamlMapping(source) {
    const problem = (found) => ({ problem: found });
    const read = typeof source === 'string' ? { text: source } : (0,_files_utf8_text_js__WEBPACK_IMPORTED_MODULE_1__/* .utf8Text */ .H)(source);
    if ('problem' in read)
        return problem(`which ${read.problem}`);
    const { text } = read;
    const overBudget = yamlOverBudget(text);
    if (overBudget !== undefined)
        return problem(`which ${overBudget}`);
    let document;
    try {
        document = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .parseDocument */ .Tp)(text, { uniqueKeys: false });
    }
    catch (error) {
        return problem(describeFailure(error));
    }
    const error = document.errors[0];
    if (error)
        return problem(describeFailure(error));
    const contents = document.contents;
    if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(contents)) {
        const what = contents === null ? 'empty' : (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isSeq */ .oP)(contents) ? 'a list' : 'a single value';
        return problem(`whose YAML is ${what}, not a mapping`);
    }
    const keys = checkKeys(document, text, true);
    if (keys !== undefined)
        return problem(`which ${keys}`);
    try {
        // What the service will do with it: aliases are expanded, within a budget.
        return { value: document.toJS({ maxAliasCount: MAX_ALIAS_COUNT }) };
    }
    catch (error) {
        return problem(describeFailure(error));
    }
}
/**
 * What is wrong with the keys of a parsed document, as a predicate of the file ("uses a list
 * or a mapping as a key (line 3), ..."); undefined when no key is a list or a mapping (and,
 * with `refuseDuplicates`, none is given twice in one mapping). Checked before the document
 * is converted: the package turns a key that is a list or a mapping into a string, in time
 * exponential in how deeply such keys nest (300 nested keys, 600 bytes of text, take 3 s,
 * and each hundred more ten times as long), and no file the action reads has one. The walk
 * keeps its own stack, so a deep document cannot overflow it.
 */
function checkKeys(document, text, refuseDuplicates) {
    const pending = [document.contents];
    while (pending.length > 0) {
        const node = pending.pop();
        if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(node)) {
            const seen = new Set();
            for (const pair of node.items) {
                // An alias key is left to the package: it writes an alias of a list or a mapping as
                // its name ("*base") and counts it against the alias budget. Resolving each one here
                // would search the whole document once per alias.
                if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isCollection */ .P3)(pair.key)) {
                    return `uses a list or a mapping as a key (line ${lineOf(text, pair.key.range?.[0])}), where a name is expected`;
                }
                if (refuseDuplicates && (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(pair.key)) {
                    if (seen.has(pair.key.value)) {
                        return `is not valid YAML (the key ${JSON.stringify(String(pair.key.value)).slice(0, 80)} appears twice in one mapping)`;
                    }
                    seen.add(pair.key.value);
                }
                pending.push(pair.value);
            }
        }
        else if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isSeq */ .oP)(node)) {
            // One by one: spreading 500,000 items as arguments would overflow the stack.
            for (const item of node.items)
                pending.push(item);
        }
    }
    return undefined;
}
/** The 1-based line of a character offset of `text`. */
function lineOf(text, offset = 0) {
    let line = 1;
    for (let at = text.indexOf('\n'); at >= 0 && at < offset; at = text.indexOf('\n', at + 1))
        line++;
    return line;
}
function describeFailure(error) {
    const message = error instanceof Error ? error.message : String(error);
    if (/call stack/i.test(message)) {
        return 'which nests its collections deeper than the YAML parser can follow';
    }
    if (/alias/i.test(message)) {
        return 'which is not valid YAML (its aliases expand to too many nodes, as in a "billion laughs" document)';
    }
    const first = message.split('\n')[0] ?? '';
    return `which is not valid YAML (${first.replace(/[.:]+$/, '')})`;
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
