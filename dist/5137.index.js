export const id = 5137;
export const ids = [5137];
export const modules = {

/***/ 7603:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ resolveFingerprint),
/* harmony export */   Y: () => (/* binding */ computeFingerprint)
/* harmony export */ });
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(311);

/**
 * The timeout-seconds input (`common.timeoutMs`) bounds the wait for docker and each
 * registry request; max-retries (`common.maxRetries`) is the retries of a registry request.
 */
async function resolveFingerprint(artifact, context) {
    if ('fingerprint' in artifact)
        return artifact.fingerprint;
    return (await computeFingerprint(artifact, context)).fingerprint;
}
/** Fingerprints the file, directory or image `artifact` names, with the type it was read as. */
async function computeFingerprint(artifact, context) {
    const { log } = context;
    const { timeoutMs, maxRetries } = context.common;
    return log.group(`Fingerprinting ${artifact.path}`, async () => {
        const { fingerprintArtifact } = await Promise.all(/* import() */[__webpack_require__.e(7466), __webpack_require__.e(4326)]).then(__webpack_require__.bind(__webpack_require__, 7545));
        const computed = await fingerprintArtifact({
            ...artifact,
            docker: { timeoutMs },
            oci: {
                credentials: artifact.registry,
                userAgent: _version_js__WEBPACK_IMPORTED_MODULE_0__/* .USER_AGENT */ ._O,
                timeoutMs,
                maxRetries,
                // A token a registry hands out is a credential too.
                onSecret: secret => log.mask?.(secret)
            }
        });
        log.info(`${computed.type} ${artifact.path}: ${computed.fingerprint}`);
        return computed;
    });
}


/***/ }),

/***/ 5137:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   command: () => (/* binding */ command)
/* harmony export */ });
/* harmony import */ var _inputs_artifact_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5755);
/* harmony import */ var _inputs_input_error_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9354);
/* harmony import */ var _action_artifact_fingerprint_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7603);
/* harmony import */ var _summary_markdown_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7175);
/**
 * fingerprint: the SHA-256 of a file, a directory, a docker image or an OCI image, computed
 * as the vendor CLI's `kosli fingerprint` does, for a later step to use. It works on the
 * runner alone: no token, no org, and nothing is sent to the service.
 */




const PATH_FORM = 'the path of a file or directory (relative to the working directory), or an image name with artifact-type docker or oci';
function parseInputs(source) {
    if (source('artifact-path') === undefined) {
        throw new _inputs_input_error_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .d('artifact-path', 'is empty', PATH_FORM);
    }
    // This command has no fingerprint input: only what artifact-path names is read.
    const artifact = (0,_inputs_artifact_js__WEBPACK_IMPORTED_MODULE_0__/* .readArtifact */ .R)(name => (name === 'fingerprint' ? undefined : source(name)));
    if ('fingerprint' in artifact)
        throw new _inputs_input_error_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .d('artifact-path', 'is empty', PATH_FORM);
    return { artifact };
}
async function run(inputs, context) {
    const { fingerprint, type } = await (0,_action_artifact_fingerprint_js__WEBPACK_IMPORTED_MODULE_2__/* .computeFingerprint */ .Y)(inputs.artifact, context);
    const summary = [
        '### Fingerprint',
        '',
        '| | |',
        '|---|---|',
        `| Artifact | ${(0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_3__/* .code */ .aY)(inputs.artifact.path)} |`,
        `| Type | ${(0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeText */ .X1)(type)} |`,
        `| Fingerprint | ${(0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_3__/* .code */ .aY)(fingerprint)} |`,
        ''
    ].join('\n');
    return { outcome: 'ok', outputs: { fingerprint, 'artifact-type': type }, summary };
}
const command = { parseInputs, run };


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
