export const id = 6302;
export const ids = [6302,5015];
export const modules = {

/***/ 6826:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  iy: () => (/* binding */ ATTESTATION_NAME_PATTERN),
  ti: () => (/* binding */ readAnnotations),
  Q6: () => (/* binding */ readAttestationName),
  j3: () => (/* binding */ readEvidenceInputs),
  MV: () => (/* binding */ readExternalUrls),
  FP: () => (/* binding */ readNamedEvidence),
  gJ: () => (/* binding */ readOriginUrl),
  AA: () => (/* reexport */ readUserData)
});

// UNUSED EXPORTS: readAttestationTarget, readEvidenceFields, readTargetArtifacts

// EXTERNAL MODULE: ./src/inputs/artifact.ts
var artifact = __webpack_require__(5755);
// EXTERNAL MODULE: ./src/inputs/input-error.ts
var input_error = __webpack_require__(9354);
// EXTERNAL MODULE: ./src/inputs/nesting.ts
var nesting = __webpack_require__(4831);
// EXTERNAL MODULE: ./src/inputs/parse.ts
var parse = __webpack_require__(3718);
// EXTERNAL MODULE: ./src/action/run.ts
var run = __webpack_require__(3147);
// EXTERNAL MODULE: ./src/http/url.ts
var url = __webpack_require__(6697);
// EXTERNAL MODULE: ./src/run-commit/trail-default.ts
var trail_default = __webpack_require__(9885);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./src/inputs/named-path.ts
var named_path = __webpack_require__(6646);
// EXTERNAL MODULE: ./src/files/regular-file.ts
var regular_file = __webpack_require__(5354);
// EXTERNAL MODULE: ./src/files/utf8-text.ts
var utf8_text = __webpack_require__(2370);
;// CONCATENATED MODULE: ./src/evidence-inputs/user-data.ts
/**
 * `user-data`: extra data recorded with an attestation. Inline JSON (a value starting with
 * "{" or "[") or, as the vendor CLI takes it, the path of a file holding a JSON object.
 * Read, parsed and its nesting checked while the inputs are read, so a bad file fails before
 * any request.
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
        const parsed = user_data_parse(value, reason => new input_error/* InputError */.d(name, `is not valid JSON (${reason})`, INLINE_FORM));
        if (typeof parsed !== 'object' || parsed === null) {
            throw new input_error/* InputError */.d(name, `is JSON ${JSON.stringify(parsed)}, not an object or array`, INLINE_FORM);
        }
        (0,nesting/* refuseDeepJson */.Hb)(name, value, undefined, INLINE_FORM);
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
    throw new input_error/* InputError */.d(name, `is JSON ${JSON.stringify(parsed)}, not an object or array`, INLINE_FORM);
}
function readUserDataFile(name, path) {
    let text;
    try {
        const { real, info } = (0,named_path/* checkNamedPath */.h)(name, path, 'file', FILE_FORM);
        if (info.size > MAX_USER_DATA_FILE_BYTES) {
            throw new input_error/* InputError */.d(name, `names ${(0,input_error/* quote */.h)(path)}, which is ${info.size} bytes`, `a JSON file of at most ${MAX_USER_DATA_FILE_BYTES} bytes`);
        }
        const read = (0,utf8_text/* utf8Text */.H)((0,regular_file/* readRegularFileSync */.cG)(real).content);
        if ('problem' in read) {
            throw new input_error/* InputError */.d(name, `names the file ${(0,input_error/* quote */.h)(path)}, which ${read.problem}`, FILE_FORM);
        }
        text = read.text;
    }
    catch (error) {
        if (error instanceof input_error/* InputError */.d)
            throw error;
        const code = error?.code;
        throw new input_error/* InputError */.d(name, code === 'ENOENT' || code === 'ENOTDIR'
            ? `names the file ${(0,input_error/* quote */.h)(path)}, which does not exist (a value not starting with "{" is read as a path)`
            : `names the file ${(0,input_error/* quote */.h)(path)}, which cannot be read${typeof code === 'string' ? ` (${code})` : ''}`, FILE_FORM);
    }
    const parsed = user_data_parse(text, reason => new input_error/* InputError */.d(name, `names the file ${(0,input_error/* quote */.h)(path)}, which is not valid JSON (${reason})`, FILE_FORM));
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
        throw new input_error/* InputError */.d(name, `names the file ${(0,input_error/* quote */.h)(path)}, whose JSON is not an object`, FILE_FORM);
    }
    (0,nesting/* refuseDeepJson */.Hb)(name, text, path, FILE_FORM);
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

;// CONCATENATED MODULE: ./src/evidence-inputs/evidence-inputs.ts
/**
 * Every reader of the inputs that describe evidence, shared by the commands that write
 * attestations: where it goes, its name, the artifact it is about, target artifacts, user
 * data, annotations and external URLs. Each is checked against the published request
 * schemas, so the service never sees a bad body.
 */








/** Attestation names and target artifacts (OverrideAttestationPostInput, JiraAttestationPostInput). */
const ATTESTATION_NAME_PATTERN = /^[a-zA-Z0-9\-_,]+$/;
const ATTESTATION_NAME_FORM = 'letters, digits, "-", "_" or ","';
const ANNOTATION_KEY_PATTERN = /^[A-Za-z0-9_-]+$/;
const EXTERNAL_URL_NAME_PATTERN = /^[^=.]+$/;
function readAttestationName(source, name) {
    const value = (0,parse/* requireValue */.vd)(source, name, `an attestation name of ${ATTESTATION_NAME_FORM}`);
    if (!ATTESTATION_NAME_PATTERN.test(value)) {
        throw new input_error/* InputError */.d(name, `has ${(0,input_error/* quote */.h)(value)}, which is not a valid attestation name`, `${ATTESTATION_NAME_FORM} only`);
    }
    return value;
}
const DOTTED_FORM = `an attestation name of ${ATTESTATION_NAME_FORM}, or <artifact>.<attestation> to record it ` +
    'about the artifact the flow template names <artifact>';
function readAttestationTarget(source, input) {
    const value = (0,parse/* requireValue */.vd)(source, input, DOTTED_FORM);
    const parts = value.split('.');
    const refuse = (problem) => new input_error/* InputError */.d(input, `has ${(0,input_error/* quote */.h)(value)}, which ${problem}`, DOTTED_FORM);
    if (parts.length > 2) {
        // `scan/../x` is no name with dots to split, but a path.
        const dotted = parts.every(part => part === '' || ATTESTATION_NAME_PATTERN.test(part));
        throw refuse(dotted ? 'has more than one dot' : 'is not a valid attestation name');
    }
    const [first = '', second] = parts;
    if (second === undefined) {
        if (!ATTESTATION_NAME_PATTERN.test(value))
            throw refuse('is not a valid attestation name');
        return { name: value };
    }
    if (first === '')
        throw refuse('has no artifact name before its dot');
    if (second === '')
        throw refuse('has no attestation name after its dot');
    if (!ATTESTATION_NAME_PATTERN.test(first)) {
        throw refuse(`names the artifact ${(0,input_error/* quote */.h)(first)}, which is not a valid artifact name`);
    }
    if (!ATTESTATION_NAME_PATTERN.test(second)) {
        throw refuse(`names the attestation ${(0,input_error/* quote */.h)(second)}, which is not a valid attestation name`);
    }
    return { name: second, artifact: first };
}
/**
 * The attestation's name and the evidence fields, the artifact of a dotted name sent as its
 * target_artifacts. A dotted name and target-artifacts together would name targets twice.
 */
function readNamedEvidence(source) {
    const target = readAttestationTarget(source, 'name');
    const evidence = readEvidenceFields(source);
    if (target.artifact === undefined)
        return { name: target.name, evidence };
    if (evidence.target_artifacts !== undefined) {
        throw new input_error/* InputError */.d('target-artifacts', `is set, and name ${(0,input_error/* quote */.h)(`${target.artifact}.${target.name}`)} names the target artifact ${(0,input_error/* quote */.h)(target.artifact)} before its dot`, 'one of the two: a dotted name for one artifact, or a plain name with target-artifacts');
    }
    return { name: target.name, evidence: { ...evidence, target_artifacts: [target.artifact] } };
}
function readTargetArtifacts(source, name = 'target-artifacts') {
    const values = (0,parse/* readList */.LD)(source, name);
    for (const value of values) {
        if (!ATTESTATION_NAME_PATTERN.test(value)) {
            throw new input_error/* InputError */.d(name, `has ${(0,input_error/* quote */.h)(value)}, which is not a valid artifact name`, `names of ${ATTESTATION_NAME_FORM}`);
        }
    }
    return values.length > 0 ? values : undefined;
}
function parseJson(name, value, expected) {
    let parsed;
    try {
        parsed = JSON.parse(value);
    }
    catch (error) {
        const reason = error instanceof Error ? error.message.replace(/\.$/, '') : 'parse error';
        throw new input_error/* InputError */.d(name, `is not valid JSON (${reason})`, expected);
    }
    (0,nesting/* refuseDeepJson */.Hb)(name, value, undefined, expected);
    return parsed;
}
const looksLikeJson = (value) => /^[[{]/.test(value);
/** `user-data`: inline JSON or the path of a JSON file (see user-data.ts). */

/** Parses `key=value` lines; blank lines and lines starting with # are skipped. */
function readPairs(name, value, expected) {
    return value
        .split('\n')
        .map(line => line.trim())
        .filter(line => line !== '' && !line.startsWith('#'))
        .map(line => {
        const at = line.indexOf('=');
        if (at <= 0)
            throw new input_error/* InputError */.d(name, `has the line ${(0,input_error/* quote */.h)(line)}, which is not key=value`, expected);
        return [line.slice(0, at).trim(), line.slice(at + 1).trim()];
    });
}
function asObject(name, parsed, expected) {
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
        throw new input_error/* InputError */.d(name, 'is JSON but not an object', expected);
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
    const annotations = [];
    for (const [key, item] of entries) {
        if (!ANNOTATION_KEY_PATTERN.test(key)) {
            throw new input_error/* InputError */.d(name, `has the key ${(0,input_error/* quote */.h)(key)}, which has characters not allowed`, expected);
        }
        if (typeof item !== 'string') {
            throw new input_error/* InputError */.d(name, `has a ${item === null ? 'null' : typeof item} value for ${(0,input_error/* quote */.h)(key)}`, expected);
        }
        annotations.push([key, item]);
    }
    // Built from entries, so a key such as __proto__ stays a key like any other.
    return Object.fromEntries(annotations);
}
function checkHref(name, key, href, expected) {
    if (typeof href !== 'string' || !/^https?:\/\/[^\s]+$/i.test(href)) {
        throw new input_error/* InputError */.d(name, `has ${(0,input_error/* quote */.h)((0,url/* redactUrl */.BO)(String(href)))} for ${(0,input_error/* quote */.h)(key)}, which is not an http(s) URL`, expected);
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
    const urls = [];
    for (const [key, item] of entries) {
        if (!EXTERNAL_URL_NAME_PATTERN.test(key)) {
            throw new input_error/* InputError */.d(name, `has the name ${(0,input_error/* quote */.h)(key)}, which contains "=" or "."`, expected);
        }
        if (typeof item === 'string') {
            urls.push([key, { href: checkHref(name, key, item, expected) }]);
            continue;
        }
        if (typeof item !== 'object' || item === null || Array.isArray(item)) {
            throw new input_error/* InputError */.d(name, `has a value for ${(0,input_error/* quote */.h)(key)} that is neither a URL nor an object`, expected);
        }
        const unknown = Object.keys(item).filter(field => field !== 'href' && field !== 'fingerprint');
        if (unknown.length > 0) {
            throw new input_error/* InputError */.d(name, `has the unknown field ${(0,input_error/* quote */.h)(unknown[0] ?? '')} for ${(0,input_error/* quote */.h)(key)}`, expected);
        }
        const entry = { href: checkHref(name, key, item.href, expected) };
        if (item.fingerprint !== undefined) {
            if (typeof item.fingerprint !== 'string' || !parse/* FINGERPRINT_PATTERN */.o6.test(item.fingerprint)) {
                throw new input_error/* InputError */.d(name, `has a fingerprint for ${(0,input_error/* quote */.h)(key)} that is not 64 lowercase hex characters`, expected);
            }
            entry.fingerprint = item.fingerprint;
        }
        urls.push([key, entry]);
    }
    return Object.fromEntries(urls);
}
/** `origin-url`: where the evidence comes from; commands default it to the run URL. */
function readOriginUrl(source, name = 'origin-url') {
    const value = source(name);
    if (value !== undefined && !/^https?:\/\/\S+$/i.test(value)) {
        throw new input_error/* InputError */.d(name, `has ${(0,input_error/* quote */.h)((0,url/* redactUrl */.BO)(value))}, which is not an http(s) URL`, 'the URL of the run or page the evidence comes from');
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
        origin_url: readOriginUrl(source, 'origin-url') ?? (0,run/* runUrl */.Vp)(),
        target_artifacts: readTargetArtifacts(source, 'target-artifacts'),
        user_data: readUserData(source, 'user-data'),
        annotations: readAnnotations(source, 'annotations'),
        external_urls: readExternalUrls(source, 'external-urls')
    };
    return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
}
function readEvidenceInputs(source) {
    const flow = (0,parse/* readName */.MQ)(source, 'flow', true);
    const trail = (0,trail_default/* readTrailInput */.v1)(source);
    const { name, evidence } = readNamedEvidence(source);
    return { flow, trail, name, artifact: (0,artifact/* readOptionalArtifact */.$)(source), evidence };
}


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

/***/ 8452:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   r: () => (/* binding */ ARTIFACT_TYPES)
/* harmony export */ });
const ARTIFACT_TYPES = ['file', 'dir', 'docker', 'oci'];


/***/ }),

/***/ 5015:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bg: () => (/* binding */ commitUrl),
/* harmony export */   Yb: () => (/* binding */ unixSeconds),
/* harmony export */   forkOf: () => (/* binding */ forkOf),
/* harmony export */   readRunFacts: () => (/* binding */ readRunFacts),
/* harmony export */   zH: () => (/* binding */ formatAuthor)
/* harmony export */ });
/* harmony import */ var _files_regular_file_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5354);
/* harmony import */ var _parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1913);
/* harmony import */ var _runner_step_scope_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7719);
/**
 * Facts about the triggering event, from the runner's environment and the event payload
 * (GITHUB_EVENT_PATH). Parsing is tolerant: a field of the wrong shape is treated as absent,
 * never as a crash, because payloads differ between events and GitHub Enterprise versions.
 */



const text = _parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* ["catch"] */ .MfU(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .nullish */ .cl6(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()), undefined);
const PayloadCommitSchema = _parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
    id: _parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().check(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .minLength */ .BpQ(1)),
    message: text,
    author: _parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* ["catch"] */ .MfU(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .nullish */ .cl6(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({ name: text, email: text })), undefined),
    timestamp: text,
    url: text
});
const repoName = _parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* ["catch"] */ .MfU(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .nullish */ .cl6(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({ full_name: text })), undefined);
const PayloadSchema = _parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
    commits: _parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* ["catch"] */ .MfU(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .nullish */ .cl6(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .unknown */ .L5J())), undefined),
    head_commit: _parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .optional */ .lqM(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .unknown */ .L5J()),
    pull_request: _parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* ["catch"] */ .MfU(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .nullish */ .cl6(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
        number: _parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* ["catch"] */ .MfU(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .nullish */ .cl6(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig()), undefined),
        title: text,
        body: text,
        html_url: text,
        head: _parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* ["catch"] */ .MfU(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .nullish */ .cl6(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({ sha: text, ref: text, repo: repoName })), undefined),
        base: _parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* ["catch"] */ .MfU(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .nullish */ .cl6(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({ repo: repoName })), undefined)
    })), undefined),
    repository: _parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* ["catch"] */ .MfU(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .nullish */ .cl6(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
        full_name: text,
        id: _parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* ["catch"] */ .MfU(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .nullish */ .cl6(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .union */ .KCZ([_parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig(), _parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()])), undefined)
    })), undefined)
});
/** The variables the facts are read from: the step's own are read once while they stay. */
const RUN_VARIABLES = [
    'GITHUB_EVENT_NAME',
    'GITHUB_SHA',
    'GITHUB_REF_NAME',
    'GITHUB_HEAD_REF',
    'GITHUB_WORKSPACE',
    'GITHUB_SERVER_URL',
    'GITHUB_REPOSITORY',
    'GITHUB_REPOSITORY_ID',
    'GITHUB_EVENT_PATH'
];
let lastRead;
/**
 * The run's facts. A step asks for them several times (the trail's default while reading the
 * inputs, the commit, the record): the payload, which can be large, is parsed once.
 */
function readRunFacts(env = (0,_runner_step_scope_js__WEBPACK_IMPORTED_MODULE_2__/* .stepEnv */ .WH)()) {
    if (env !== (0,_runner_step_scope_js__WEBPACK_IMPORTED_MODULE_2__/* .stepEnv */ .WH)())
        return readFacts(env);
    const key = RUN_VARIABLES.map(name => env[name] ?? '').join('\0');
    if (lastRead?.key !== key)
        lastRead = { key, facts: readFacts(env) };
    return lastRead.facts;
}
function readFacts(env) {
    const facts = {
        eventName: env.GITHUB_EVENT_NAME || 'unknown',
        sha: env.GITHUB_SHA || undefined,
        refName: env.GITHUB_REF_NAME || undefined,
        headRef: env.GITHUB_HEAD_REF || undefined,
        workspace: env.GITHUB_WORKSPACE || undefined,
        serverUrl: (env.GITHUB_SERVER_URL || 'https://github.com').replace(/\/+$/, ''),
        repository: env.GITHUB_REPOSITORY || undefined,
        repositoryId: env.GITHUB_REPOSITORY_ID || undefined
    };
    const { payload, problem } = readPayload(env.GITHUB_EVENT_PATH);
    facts.payloadProblem = problem;
    const parsed = PayloadSchema.safeParse(payload ?? {});
    if (!parsed.success) {
        facts.payloadProblem ??= 'the event payload is not a JSON object';
        return facts;
    }
    const data = parsed.data;
    facts.repository ??= data.repository?.full_name ?? undefined;
    if (facts.repositoryId === undefined && data.repository?.id != null) {
        facts.repositoryId = String(data.repository.id);
    }
    if (facts.eventName === 'push') {
        const commits = (data.commits ?? []).map(commitFacts).filter(c => c !== undefined);
        facts.push = { commits, headCommit: commitFacts(data.head_commit) };
    }
    const pr = data.pull_request;
    if (pr) {
        facts.pullRequest = {
            number: pr.number ?? undefined,
            title: pr.title ?? '',
            body: pr.body ?? '',
            headSha: pr.head?.sha ?? undefined,
            headRef: pr.head?.ref ?? undefined,
            url: pr.html_url ?? undefined,
            headRepository: pr.head?.repo?.full_name ?? undefined,
            baseRepository: pr.base?.repo?.full_name ?? undefined
        };
    }
    return facts;
}
/**
 * The events whose workflows GitHub runs without secrets when the pull request comes from a
 * fork. pull_request_target is not one: it runs in the base repository, with its secrets.
 */
const FORK_EVENTS = new Set(['pull_request', 'pull_request_review', 'pull_request_review_comment']);
/**
 * The fork (`owner/name`) this run's pull request comes from, when it comes from one: its head
 * repository differs from its base repository in the event payload. Undefined otherwise, and
 * when the payload does not say.
 */
function forkOf(facts) {
    if (!FORK_EVENTS.has(facts.eventName))
        return undefined;
    const head = facts.pullRequest?.headRepository;
    const base = facts.pullRequest?.baseRepository;
    if (!head || !base)
        return undefined;
    return head.toLowerCase() === base.toLowerCase() ? undefined : head;
}
/**
 * GitHub delivers no webhook payload over 25 MB, so the runner writes no event file over it:
 * a larger file is not the event, and is not read whole into memory.
 */
const MAX_EVENT_BYTES = 25 * 1024 * 1024;
function readPayload(path) {
    if (!path)
        return { problem: 'GITHUB_EVENT_PATH is not set' };
    try {
        // A regular file only: a FIFO or a device named by the variable would block the step.
        const { content } = (0,_files_regular_file_js__WEBPACK_IMPORTED_MODULE_0__/* .readRegularFileSync */ .cG)(path, MAX_EVENT_BYTES);
        if (content.length > MAX_EVENT_BYTES) {
            return { problem: 'the event payload is over 25 MB, more than GitHub ever sends' };
        }
        return { payload: JSON.parse(content.toString('utf8')) };
    }
    catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        return { problem: `the event payload could not be read (${reason})` };
    }
}
function commitFacts(value) {
    const parsed = PayloadCommitSchema.safeParse(value);
    if (!parsed.success)
        return undefined;
    const commit = parsed.data;
    return {
        sha: commit.id,
        message: commit.message ?? undefined,
        author: formatAuthor(commit.author?.name, commit.author?.email),
        timestamp: unixSeconds(commit.timestamp),
        url: commit.url ?? undefined
    };
}
function formatAuthor(name, email) {
    if (!name && !email)
        return undefined;
    if (!email)
        return name ?? undefined;
    return `${name ?? ''} <${email}>`.trim();
}
/** ISO 8601 (or anything Date parses) to whole unix seconds. */
function unixSeconds(iso) {
    if (!iso)
        return undefined;
    const ms = Date.parse(iso);
    return Number.isNaN(ms) ? undefined : Math.floor(ms / 1000);
}
/** `https://github.com/owner/name/commit/sha` */
function commitUrl(facts, sha) {
    return facts.repository ? `${facts.serverUrl}/${facts.repository}/commit/${sha}` : undefined;
}


/***/ }),

/***/ 2991:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   cW: () => (/* binding */ isLoopbackHost),
/* harmony export */   my: () => (/* binding */ formatImageReference),
/* harmony export */   o_: () => (/* binding */ parseImageReference)
/* harmony export */ });
/**
 * Container image references as docker reads them: `[registry/]name[:tag][@sha256:digest]`.
 * A first component with a "." or ":" in it, or "localhost", is the registry (host and
 * port); otherwise the image is on Docker Hub, whose one-component names live under
 * `library/` and whose registry answers at registry-1.docker.io.
 */
const DOCKER_HUB = 'docker.io';
const DOCKER_HUB_HOST = 'registry-1.docker.io';
const COMPONENT = /^[a-z0-9]+(?:(?:[._]|__|-+)[a-z0-9]+)*$/;
const TAG = /^[\w][\w.-]{0,127}$/;
const DIGEST = /^sha256:[a-f0-9]{64}$/;
const HOST = /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;
/** The reference's parts, or a short reason it is not a reference (for an input error). */
function parseImageReference(text) {
    let rest = text;
    let digest;
    const at = rest.indexOf('@');
    if (at >= 0) {
        digest = rest.slice(at + 1);
        rest = rest.slice(0, at);
        if (!DIGEST.test(digest))
            return { problem: 'has a digest that is not sha256: and 64 lowercase hex characters' };
    }
    let tag;
    const colon = rest.lastIndexOf(':');
    if (colon > rest.lastIndexOf('/')) {
        tag = rest.slice(colon + 1);
        rest = rest.slice(0, colon);
        if (!TAG.test(tag))
            return { problem: `has the tag ${JSON.stringify(tag)}, which is not a valid tag` };
    }
    const parts = rest.split('/');
    let registry = DOCKER_HUB;
    const first = parts[0] ?? '';
    if (parts.length > 1 && (first.includes('.') || first.includes(':') || first === 'localhost')) {
        if (!HOST.test(first))
            return { problem: `names the registry ${JSON.stringify(first)}, which is not a host[:port]` };
        registry = first === 'index.docker.io' ? DOCKER_HUB : first;
        parts.shift();
    }
    if (parts.length === 0 || parts.some(part => !COMPONENT.test(part))) {
        return { problem: 'has a name that is not lowercase letters, digits and separators (. _ - /)' };
    }
    if (registry === DOCKER_HUB && parts.length === 1)
        parts.unshift('library');
    return {
        registry,
        host: registry === DOCKER_HUB ? DOCKER_HUB_HOST : registry,
        repository: parts.join('/'),
        tag: tag ?? (digest ? undefined : 'latest'),
        digest
    };
}
/** "registry/repository:tag@digest", as the fingerprint was computed for. */
function formatImageReference(reference) {
    const tag = reference.tag ? `:${reference.tag}` : '';
    const digest = reference.digest ? `@${reference.digest}` : '';
    return `${reference.registry}/${reference.repository}${tag}${digest}`;
}
/** A registry on this machine: the only kind reached over plain http, and only after https. */
function isLoopbackHost(host) {
    const name = host.replace(/:\d+$/, '').replace(/^\[|\]$/g, '');
    return name === 'localhost' || /^127\.\d+\.\d+\.\d+$/.test(name) || name === '::1';
}


/***/ }),

/***/ 5755:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ readOptionalArtifact),
/* harmony export */   R: () => (/* binding */ readArtifact)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _fingerprint_artifact_types_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8452);
/* harmony import */ var _images_image_reference_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2991);
/* harmony import */ var _input_error_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9354);
/* harmony import */ var _parse_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3718);
/* harmony import */ var _registry_credentials_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5849);
/* harmony import */ var _source_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4620);
/**
 * Which artifact a command is about: a fingerprint given outright, or a file, directory or
 * container image (local docker, or read from its registry: oci) to fingerprint. Shared by assert-artifact and get-deployment, so both accept
 * the same inputs and refuse the same mistakes before any request.
 */







const IMAGE_FORM = 'an image reference such as ghcr.io/org/app:1.2.3, registry:5000/team/app@sha256:<64 hex> or alpine:3.20';
function readArtifact(source) {
    const fingerprint = (0,_parse_js__WEBPACK_IMPORTED_MODULE_2__/* .readFingerprint */ .bi)(source, 'fingerprint');
    const path = source('artifact-path');
    if (fingerprint && path) {
        throw new _input_error_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .d('fingerprint', 'is set together with artifact-path', 'one of the two, not both');
    }
    if (!fingerprint && !path) {
        throw new _input_error_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .d('fingerprint', `is empty and so is artifact-path (and ${_source_js__WEBPACK_IMPORTED_MODULE_4__/* .FINGERPRINT_VARIABLE */ .wP} is not set)`, 'a 64-character SHA-256 fingerprint, or artifact-path naming a file, directory or docker image');
    }
    const type = (0,_parse_js__WEBPACK_IMPORTED_MODULE_2__/* .readChoice */ .Kf)(source, 'artifact-type', _fingerprint_artifact_types_js__WEBPACK_IMPORTED_MODULE_5__/* .ARTIFACT_TYPES */ .r);
    const exclude = (0,_parse_js__WEBPACK_IMPORTED_MODULE_2__/* .readList */ .LD)(source, 'exclude');
    const registry = (0,_registry_credentials_js__WEBPACK_IMPORTED_MODULE_3__/* .readRegistryCredentials */ .y)(source);
    if (registry && type !== 'oci') {
        throw new _input_error_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .d('registry-username', `is set for ${type ? `artifact-type ${type}` : fingerprint ? 'a fingerprint' : 'a file or directory'}`, 'registry credentials only with artifact-type: oci');
    }
    if (fingerprint) {
        if (type || exclude.length > 0) {
            throw new _input_error_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .d(type ? 'artifact-type' : 'exclude', 'is set with fingerprint', 'it only with artifact-path');
        }
        return { fingerprint };
    }
    if (exclude.length > 0 && type && type !== 'dir') {
        throw new _input_error_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .d('exclude', `is set for artifact-type ${type}`, 'exclude only for a directory');
    }
    const artifactPath = path;
    if (type === 'oci') {
        const reference = (0,_images_image_reference_js__WEBPACK_IMPORTED_MODULE_6__/* .parseImageReference */ .o_)(artifactPath);
        if ('problem' in reference) {
            throw new _input_error_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .d('artifact-path', `${reference.problem} (${(0,_input_error_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .h)(artifactPath)})`, IMAGE_FORM);
        }
        return { path: artifactPath, type, exclude, ...(registry ? { registry } : {}) };
    }
    // A docker image name is no path; anything else must exist before a request is made.
    if (type !== 'docker' && !(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(artifactPath)) {
        throw new _input_error_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .d('artifact-path', `names ${(0,_input_error_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .h)(artifactPath)}, which does not exist`, 'the path of an existing file or directory (relative to the working directory), or artifact-type: docker or oci for an image');
    }
    return { path: artifactPath, type, exclude };
}
/** For commands where the artifact is optional (else the trail): undefined when none is named. */
function readOptionalArtifact(source) {
    const named = ['fingerprint', 'artifact-path', 'artifact-type', 'exclude'].some(name => source(name) !== undefined);
    return named ? readArtifact(source) : undefined;
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

/***/ 4831:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hb: () => (/* binding */ refuseDeepJson)
/* harmony export */ });
/* harmony import */ var _http_json_depth_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9708);
/* harmony import */ var _input_error_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9354);
/**
 * Input JSON nested too deep to send: a document deeper than MAX_JSON_DEPTH is refused while
 * the inputs are read, naming the input, instead of failing after the first requests. The
 * count is src/http/json-depth.ts's, which holds every answer to the same limit.
 */



/**
 * Throws an InputError naming the input when `text` nests deeper than MAX_JSON_DEPTH;
 * `path` is the file the text was read from, undefined for the input's own value.
 */
function refuseDeepJson(name, text, path, expected) {
    const depth = (0,_http_json_depth_js__WEBPACK_IMPORTED_MODULE_1__/* .jsonDepth */ .QV)(text);
    if (depth <= _http_json_depth_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_JSON_DEPTH */ .KX)
        return;
    const what = path === undefined ? 'holds JSON' : `names ${(0,_input_error_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .h)(path)}, whose JSON is`;
    throw new _input_error_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d(name, `${what} nested ${depth} levels deep, over the limit of ${_http_json_depth_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_JSON_DEPTH */ .KX}`, `${expected}, nested at most ${_http_json_depth_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_JSON_DEPTH */ .KX} levels deep`);
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

/***/ 1913:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BpQ: () => (/* reexport safe */ zod_mini__WEBPACK_IMPORTED_MODULE_2__.BpQ),
/* harmony export */   FsL: () => (/* reexport safe */ zod_mini__WEBPACK_IMPORTED_MODULE_2__.FsL),
/* harmony export */   Ikc: () => (/* reexport safe */ zod_mini__WEBPACK_IMPORTED_MODULE_2__.Ikc),
/* harmony export */   KCZ: () => (/* reexport safe */ zod_mini__WEBPACK_IMPORTED_MODULE_2__.KCZ),
/* harmony export */   L5J: () => (/* reexport safe */ zod_mini__WEBPACK_IMPORTED_MODULE_2__.L5J),
/* harmony export */   MfU: () => (/* reexport safe */ zod_mini__WEBPACK_IMPORTED_MODULE_2__.MfU),
/* harmony export */   Whr: () => (/* reexport safe */ zod_mini__WEBPACK_IMPORTED_MODULE_2__.Whr),
/* harmony export */   X$i: () => (/* reexport safe */ zod_mini__WEBPACK_IMPORTED_MODULE_2__.X$i),
/* harmony export */   YOg: () => (/* reexport safe */ zod_mini__WEBPACK_IMPORTED_MODULE_2__.YOg),
/* harmony export */   YjP: () => (/* reexport safe */ zod_mini__WEBPACK_IMPORTED_MODULE_2__.YjP),
/* harmony export */   ZnW: () => (/* reexport safe */ zod_mini__WEBPACK_IMPORTED_MODULE_2__.ZnW),
/* harmony export */   _H3: () => (/* reexport safe */ zod_mini__WEBPACK_IMPORTED_MODULE_2__._H3),
/* harmony export */   aig: () => (/* reexport safe */ zod_mini__WEBPACK_IMPORTED_MODULE_2__.aig),
/* harmony export */   cl6: () => (/* reexport safe */ zod_mini__WEBPACK_IMPORTED_MODULE_2__.cl6),
/* harmony export */   g1P: () => (/* reexport safe */ zod_mini__WEBPACK_IMPORTED_MODULE_2__.g1P),
/* harmony export */   lqM: () => (/* reexport safe */ zod_mini__WEBPACK_IMPORTED_MODULE_2__.lqM),
/* harmony export */   mee: () => (/* reexport safe */ zod_mini__WEBPACK_IMPORTED_MODULE_2__.mee),
/* harmony export */   pdi: () => (/* reexport safe */ zod_mini__WEBPACK_IMPORTED_MODULE_2__.pdi),
/* harmony export */   zMY: () => (/* reexport safe */ zod_mini__WEBPACK_IMPORTED_MODULE_2__.zMY)
/* harmony export */ });
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8532);
/* harmony import */ var zod_locales__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(252);
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9286);
/**
 * zod for every schema the action parses answers with: its functional build (`zod/mini`),
 * whose schemas do not carry a method for every kind of schema (the full build attaches
 * dozens to each schema it builds), with zod's English messages, which that build leaves out
 * and which tell a user which field was wrong and how.
 *
 * The full build took a cold step about 15 ms to load and to build and run its answer's
 * schema; this build does the same work in a fraction.
 *
 * Import it as a namespace (`import * as z`). Re-exporting zod's own namespace object instead
 * would mark everything it exports as used, every locale included.
 */


(0,zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .config */ .$W)((0,zod_locales__WEBPACK_IMPORTED_MODULE_1__/* ["default"] */ .A)());



/***/ }),

/***/ 9885:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   TO: () => (/* binding */ trailOrCommit),
/* harmony export */   u$: () => (/* binding */ trailOrRunCommit),
/* harmony export */   v1: () => (/* binding */ readTrailInput),
/* harmony export */   z6: () => (/* binding */ runCommitSha)
/* harmony export */ });
/* unused harmony export describeTrailDefault */
/* harmony import */ var _github_event_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5015);
/* harmony import */ var _inputs_input_error_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9354);
/* harmony import */ var _inputs_parse_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3718);
/**
 * The `trailDefaultsToCommit` trait of a declaration, in one place: what a command's page says
 * of it, reading `trail` with the refusal a run without a commit gets, and the default itself.
 * The trail a build-side record goes to: the trail input, else the run's commit.
 */



/**
 * Undefined when not given: the commit is the default, known only once it is read. A run
 * that names no commit at all (no commit-sha, no GITHUB_SHA) is refused here, before any
 * request, rather than after the evidence was gathered.
 */
function readTrailInput(source) {
    const trail = (0,_inputs_parse_js__WEBPACK_IMPORTED_MODULE_2__/* .readName */ .MQ)(source, 'trail');
    if (trail === undefined && source('commit-sha') === undefined)
        trailOrCommit(trail, runCommitSha());
    return trail;
}
/**
 * One trail per commit is the default, so begin-trail and every later attest step of the
 * run (in any job) agree on it without passing it around.
 */
function trailOrCommit(given, sha, expected = 'a trail name, or a run with GITHUB_SHA set') {
    if (given !== undefined)
        return given;
    if (sha)
        return sha;
    throw new _inputs_input_error_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .d('trail', 'is empty and the run names no commit to default it to (GITHUB_SHA is not set)', expected);
}
/** The trail input as read by readTrailInput, else the run's commit (see runCommitSha). */
function trailOrRunCommit(given) {
    return trailOrCommit(given, runCommitSha());
}
/** What a command's page says of the trait; `readsCommitSha` when it has a commit-sha input. */
function describeTrailDefault(readsCommitSha) {
    const commit = `a pull request's head commit${readsCommitSha ? ', or `commit-sha` where given' : ''}`;
    return `\`trail\` defaults to the commit the run is about (${commit}), so every job of a run agrees on it.`;
}
/**
 * The run's commit, for commands that need no more of it than its id: a pull request's head
 * (GITHUB_SHA is then a generated merge commit), else GITHUB_SHA.
 */
function runCommitSha() {
    const facts = (0,_github_event_js__WEBPACK_IMPORTED_MODULE_0__.readRunFacts)();
    return facts.pullRequest?.headSha ?? facts.sha;
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


/***/ })

};
