export const id = 6826;
export const ids = [6826];
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
        throw new _input_error_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .d('fingerprint', `is empty and so is artifact-path (and ${(0,_source_js__WEBPACK_IMPORTED_MODULE_4__/* .fallbackVariable */ .$W)('fingerprint')} is not set)`, 'a 64-character SHA-256 fingerprint, or artifact-path naming a file, directory or docker image');
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


/***/ })

};
