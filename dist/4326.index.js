export const id = 4326;
export const ids = [4326];
export const modules = {

/***/ 8362:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Y: () => (/* binding */ chooseRepoDigest)
/* harmony export */ });
/* harmony import */ var _images_image_reference_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2991);
/**
 * The registry digest of a local image, chosen among its RepoDigests: the digest a
 * reference pins (`repo@sha256:D`, `repo:tag@sha256:D`), else the digest of the image's own
 * repository, so a snapshot and `artifact-type: docker` report what the CLI reports for the
 * same image wherever the CLI's rule finds that repository, and the right one where its rule
 * takes another.
 */

const SHA256_HEX = /^[a-f0-9]{64}$/;
const DIGEST_SEPARATOR = '@sha256:';
/**
 * The first when the image was named by its ID (64 hex, or `sha256:` and 64 hex, the form
 * the engine shows for a container whose tag has moved to another image). A reference that
 * pins a digest gets that digest of the repository it names (a tag beside the digest is
 * ignored, as docker ignores it), or none: an image pushed to two repositories, re-tagged or
 * pulled by an index's and by a platform manifest's digest holds several, and another one
 * would be another artifact. Otherwise the only one, or the one of the image's own
 * repository. Only when none is, the CLI's rule: the first whose text starts with the image
 * name without a "library/" prefix, without everything from the first ":" and without a
 * trailing "@sha256". That rule alone cuts a registry's port with the tag
 * (`127.0.0.1:5000/acme/web:1` is looked up as `127.0.0.1`) and lets `acme/web` match
 * `acme/web-debug`, so it could take another repository's digest.
 */
function chooseRepoDigest(image, repoDigests) {
    if (repoDigests.length === 0 || image === '')
        return { problem: 'none' };
    let chosen;
    if (SHA256_HEX.test(image.replace(/^sha256:/, ''))) {
        chosen = repoDigests[0];
    }
    else if (image.includes('@')) {
        chosen = pinnedRepoDigest(image, repoDigests);
        if (chosen === undefined)
            return { problem: 'pinned-absent' };
    }
    else if (repoDigests.length === 1) {
        chosen = repoDigests[0];
    }
    else {
        chosen =
            repoDigests.find(repoDigest => sameRepository(repoDigest, image)) ??
                cliChoice(image, repoDigests);
    }
    if (chosen === undefined)
        return { problem: 'unmatched' };
    const digest = chosen.split(DIGEST_SEPARATOR)[1];
    if (digest === undefined || !SHA256_HEX.test(digest)) {
        return { problem: 'not-sha256', repoDigest: chosen };
    }
    return { digest, repoDigest: chosen };
}
/** A reference's registry and repository, as docker reads them; undefined when it is none. */
function repositoryOf(reference) {
    const parsed = (0,_images_image_reference_js__WEBPACK_IMPORTED_MODULE_0__/* .parseImageReference */ .o_)(reference);
    return 'problem' in parsed ? undefined : `${parsed.registry}/${parsed.repository}`;
}
/**
 * The RepoDigest of the repository and digest `image` names; a reference that does not
 * parse matches only a RepoDigest of exactly its text.
 */
function pinnedRepoDigest(image, repoDigests) {
    const pinned = (0,_images_image_reference_js__WEBPACK_IMPORTED_MODULE_0__/* .parseImageReference */ .o_)(image);
    if ('problem' in pinned)
        return repoDigests.find(repoDigest => repoDigest === image);
    return repoDigests.find(repoDigest => {
        const held = (0,_images_image_reference_js__WEBPACK_IMPORTED_MODULE_0__/* .parseImageReference */ .o_)(repoDigest);
        return (!('problem' in held) &&
            held.digest === pinned.digest &&
            held.registry === pinned.registry &&
            held.repository === pinned.repository);
    });
}
function sameRepository(repoDigest, image) {
    const repository = repositoryOf(repoDigest);
    return repository !== undefined && repository === repositoryOf(image);
}
/** The vendor CLI's choice (its digest.extractImageDigestFromRepoDigest). */
function cliChoice(image, repoDigests) {
    let name = image.startsWith('library/') ? image.slice('library/'.length) : image;
    name = name.split(':')[0] ?? name;
    if (name.endsWith('@sha256'))
        name = name.slice(0, -'@sha256'.length);
    return repoDigests.find(repoDigest => repoDigest.startsWith(name));
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

/***/ 7545:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  fingerprintArtifact: () => (/* binding */ fingerprintArtifact)
});

// UNUSED EXPORTS: ARTIFACT_TYPES, FingerprintError, fingerprintDirectory, fingerprintDockerImage, fingerprintFile, fingerprintOciImage

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: ./src/fingerprint/artifact-types.ts
var artifact_types = __webpack_require__(8452);
// EXTERNAL MODULE: ./src/fingerprint/directory.ts + 7 modules
var directory = __webpack_require__(3319);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
// EXTERNAL MODULE: ./src/docker-engine/repo-digest.ts
var repo_digest = __webpack_require__(8362);
// EXTERNAL MODULE: ./src/fingerprint/fingerprint-error.ts
var fingerprint_error = __webpack_require__(7331);
// EXTERNAL MODULE: ./src/runner/step-scope.ts
var step_scope = __webpack_require__(7719);
;// CONCATENATED MODULE: ./src/fingerprint/docker.ts




// A daemon that does not answer must not hang the job.
const DEFAULT_DOCKER_TIMEOUT_MS = 30_000;
const MAX_DOCKER_OUTPUT = 16 * 1024 * 1024;
/**
 * Fingerprint of a local docker image: the digest after "@sha256:" in its RepoDigests; the one
 * the name pins (`repo@sha256:D`), else chosen as the reference CLI chooses it when there are
 * several (src/docker-engine/repo-digest.ts). Only images pushed to or pulled from a
 * registry have one; a freshly built image does not.
 */
async function fingerprintDockerImage(image, options = {}) {
    if (image.trim() === '') {
        throw new fingerprint_error/* FingerprintError */.dz('artifact-path is empty; set it to the docker image name (for example registry/app:1.2.3).');
    }
    if (image.startsWith('-')) {
        // It would reach docker as an option rather than an image name.
        throw new fingerprint_error/* FingerprintError */.dz(`artifact-path "${image}" is not a valid docker image name because it starts with "-"; set it to the image name.`);
    }
    const timeoutMs = options.timeoutMs ?? DEFAULT_DOCKER_TIMEOUT_MS;
    const run = options.runDocker ?? runWithSpawn(options.dockerBinary ?? 'docker', timeoutMs);
    const result = await run(['image', 'inspect', '--format', '{{json .RepoDigests}}', image]).catch((error) => {
        throw dockerUnavailable(error);
    });
    if (result.exitCode !== 0)
        throw inspectFailed(image, result.stderr);
    return selectDigest(image, parseRepoDigests(image, result.stdout));
}
/** docker did not answer in time; it was killed. */
class DockerTimeout extends Error {
    timeoutMs;
    constructor(timeoutMs) {
        super(`docker did not answer within ${timeoutMs} ms`);
        this.timeoutMs = timeoutMs;
    }
}
/**
 * Runs docker without a shell. On timeout it kills docker and settles at once, without
 * waiting for its output streams to close (a wrapper script's children may hold them open).
 */
function runWithSpawn(binary, timeoutMs) {
    return args => new Promise((resolve, reject) => {
        // The step's environment: its PATH finds docker, its DOCKER_* variables reach it.
        const child = (0,external_node_child_process_.spawn)(binary, [...args], { env: (0,step_scope/* stepEnv */.WH)(), stdio: ['ignore', 'pipe', 'pipe'] });
        let stdout = '';
        let stderr = '';
        let settled = false;
        const settle = (finish) => {
            if (settled)
                return;
            settled = true;
            clearTimeout(timer);
            finish();
        };
        const timer = setTimeout(() => {
            child.kill('SIGKILL');
            child.stdout.destroy();
            child.stderr.destroy();
            settle(() => reject(new DockerTimeout(timeoutMs)));
        }, timeoutMs);
        child.stdout.setEncoding('utf8').on('data', (chunk) => {
            stdout += chunk;
            if (stdout.length > MAX_DOCKER_OUTPUT)
                child.kill('SIGKILL');
        });
        child.stderr.setEncoding('utf8').on('data', (chunk) => {
            if (stderr.length < MAX_DOCKER_OUTPUT)
                stderr += chunk;
        });
        child.on('error', error => settle(() => reject(error))); // not started: ENOENT, EACCES
        child.on('close', code => settle(() => resolve({ exitCode: code ?? 1, stdout, stderr })));
    });
}
function dockerUnavailable(error) {
    if (error instanceof fingerprint_error/* FingerprintError */.dz)
        return error;
    if (error instanceof DockerTimeout) {
        const seconds = error.timeoutMs / 1000;
        return new fingerprint_error/* FingerprintError */.dz(`artifact-type is docker but docker image inspect timed out: it did not answer within ${seconds} second${seconds === 1 ? '' : 's'} (timeout-seconds); check that the Docker daemon is running and answering, or pass the fingerprint instead.`, { cause: error });
    }
    const code = (0,fingerprint_error/* errnoCode */.UK)(error);
    if (code === 'ENOENT' || code === 'EACCES') {
        return new fingerprint_error/* FingerprintError */.dz('artifact-type is docker but the docker CLI was not found on this runner; install Docker, or pass the fingerprint instead of artifact-type: docker.', { cause: error });
    }
    return new fingerprint_error/* FingerprintError */.dz(`artifact-type is docker but running docker failed (${error instanceof Error ? error.message : String(error)}); check that the Docker daemon is running and answering.`, { cause: error });
}
function inspectFailed(image, stderr) {
    if (/no such (image|object)/i.test(stderr)) {
        return new fingerprint_error/* FingerprintError */.dz(`artifact-path "${image}" is not an image in the local Docker daemon; pull or build it in an earlier step (or pass the fingerprint instead).`);
    }
    if (/cannot connect to the docker daemon|is the docker daemon running/i.test(stderr)) {
        return new fingerprint_error/* FingerprintError */.dz('artifact-type is docker but the Docker daemon is not reachable; start Docker on this runner (or pass the fingerprint instead).');
    }
    const reason = stderr.trim().split('\n')[0] || 'no error output';
    return new fingerprint_error/* FingerprintError */.dz(`docker image inspect failed for artifact-path "${image}" (${reason}); check the image name and the Docker daemon.`);
}
function parseRepoDigests(image, stdout) {
    let parsed;
    try {
        parsed = JSON.parse(stdout.trim().split('\n')[0] ?? '');
    }
    catch {
        parsed = undefined;
    }
    // Docker prints "null" when the list is absent and "[]" when it is empty.
    if (parsed === null)
        return [];
    if (!Array.isArray(parsed) || !parsed.every(item => typeof item === 'string')) {
        throw new fingerprint_error/* FingerprintError */.dz(`docker image inspect printed unexpected output for artifact-path "${image}"; check that "docker" is the Docker CLI.`);
    }
    return parsed;
}
/** The image's own registry digest among RepoDigests (src/docker-engine/repo-digest.ts), as a fingerprint. */
function selectDigest(image, repoDigests) {
    const choice = (0,repo_digest/* chooseRepoDigest */.Y)(image, repoDigests);
    if ('digest' in choice)
        return choice.digest;
    switch (choice.problem) {
        case 'none':
            throw new fingerprint_error/* FingerprintError */.dz(`artifact-path "${image}" has no registry digest because it was never pushed to or pulled from a registry; push it in an earlier step, or pass the fingerprint instead.`);
        case 'unmatched':
            throw new fingerprint_error/* FingerprintError */.dz(`artifact-path "${image}" matches none of its registry digests (${repoDigests.join(', ')}); use the image name as pushed (registry/repository), or pass the fingerprint instead.`);
        case 'pinned-absent':
            throw new fingerprint_error/* FingerprintError */.dz(`artifact-path "${image}" pins a digest that the image's registry digests (${repoDigests.join(', ')}) do not hold for that repository, so no other digest is taken in its place; pull the image by that reference in an earlier step, or pass the fingerprint instead.`);
        case 'not-sha256':
            throw new fingerprint_error/* FingerprintError */.dz(`The registry digest "${choice.repoDigest ?? ''}" of artifact-path "${image}" is not a sha256 digest; pass the fingerprint instead.`);
    }
}

// EXTERNAL MODULE: ./src/fingerprint/file.ts
var file = __webpack_require__(8120);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: ./src/http/request-error.ts
var request_error = __webpack_require__(8734);
// EXTERNAL MODULE: ./src/http/transport.ts + 1 modules
var http_transport = __webpack_require__(7765);
// EXTERNAL MODULE: ./src/images/image-reference.ts
var image_reference = __webpack_require__(2991);
;// CONCATENATED MODULE: ./src/fingerprint/manifest.ts

/** Index types (a list of manifests, one per platform), as docker asks for them first. */
const INDEX_TYPES = [
    'application/vnd.oci.image.index.v1+json',
    'application/vnd.docker.distribution.manifest.list.v2+json'
];
/** Single-platform manifest types (a config and layers). */
const IMAGE_TYPES = [
    'application/vnd.oci.image.manifest.v1+json',
    'application/vnd.docker.distribution.manifest.v2+json'
];
/** The manifest types asked for: an index or list first, as docker asks for them. */
const MANIFEST_MEDIA_TYPES = [...INDEX_TYPES, ...IMAGE_TYPES];
/** How much of a page's title a message quotes. */
const MAX_TITLE_CHARS = 80;
/**
 * Throws a FingerprintError naming the registry, the status, the content type and the
 * page's title when `response` is not an image manifest or index.
 */
function checkManifest(response, source) {
    const contentType = headerValue(response.headers['content-type'])?.trim() ?? '';
    const mediaType = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
    const problem = MANIFEST_MEDIA_TYPES.includes(mediaType)
        ? shapeProblem(response.body, mediaType)
        : describePage(response.body);
    if (problem === undefined)
        return;
    const registry = source.registry.charAt(0).toUpperCase() + source.registry.slice(1);
    throw new fingerprint_error/* FingerprintError */.dz(`${registry} answered ${response.status} to ${source.request} with content type ` +
        `${contentType === '' ? 'none' : quoted(contentType)} and ${problem}, which is not an ` +
        'image manifest, so no fingerprint is recorded; check that artifact-path names an image in ' +
        'an OCI registry and that no sign-in page or proxy answers in its place.');
}
/** What is wrong with a body served as `mediaType`, or undefined when it has the shape. */
function shapeProblem(text, mediaType) {
    let parsed;
    try {
        parsed = JSON.parse(text);
    }
    catch {
        const title = pageTitle(text);
        return `a body that is not JSON${title === undefined ? '' : ` (a page titled ${quoted(title)})`}`;
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
        return 'a JSON body that is not an object';
    }
    const manifest = parsed;
    if (manifest.schemaVersion !== 2)
        return 'a JSON object without schemaVersion 2';
    if (manifest.mediaType !== undefined && manifest.mediaType !== mediaType) {
        return `a JSON object whose mediaType is ${quoted(String(manifest.mediaType))}`;
    }
    if (INDEX_TYPES.includes(mediaType)) {
        return Array.isArray(manifest.manifests) ? undefined : 'a JSON object without a manifests list';
    }
    const hasConfig = typeof manifest.config === 'object' && manifest.config !== null;
    return hasConfig && Array.isArray(manifest.layers)
        ? undefined
        : 'a JSON object without a config and layers';
}
/** "a page titled "Sign in"", or what the body is when it has no title. */
function describePage(text) {
    const title = pageTitle(text);
    if (title !== undefined)
        return `a page titled ${quoted(title)}`;
    if (text.trim() === '')
        return 'an empty body';
    return isJson(text) ? 'a JSON body' : 'a body with no title';
}
function isJson(text) {
    try {
        JSON.parse(text);
        return true;
    }
    catch {
        return false;
    }
}
/** The text of an HTML page's <title>, its common entities decoded and spaces collapsed. */
function pageTitle(html) {
    const match = /<title\b[^>]*>([\s\S]*?)<\/title\s*>/i.exec(html.slice(0, 64 * 1024));
    if (!match)
        return undefined;
    const title = decodeEntities(match[1] ?? '')
        .replace(/\s+/g, ' ')
        .trim();
    return title === '' ? undefined : title;
}
function decodeEntities(text) {
    // A map: a name the page writes, such as `&constructor;`, finds nothing it does not hold.
    const named = new Map([
        ['amp', '&'],
        ['lt', '<'],
        ['gt', '>'],
        ['quot', '"'],
        ['apos', "'"]
    ]);
    return text.replace(/&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|[a-z]+);/gi, (entity, name) => {
        const code = name.startsWith('#x')
            ? parseInt(name.slice(2), 16)
            : name.startsWith('#')
                ? parseInt(name.slice(1), 10)
                : undefined;
        if (code === undefined)
            return named.get(name.toLowerCase()) ?? entity;
        return code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    });
}
/**
 * Server text quoted for a message: cut to a readable length, every control character and
 * line break escaped by JSON, and the legacy `##[` command form defused, so a hostile title
 * can never become a workflow command of its own.
 */
function quoted(text) {
    const chars = [...text];
    const cut = chars.length > MAX_TITLE_CHARS ? `${chars.slice(0, MAX_TITLE_CHARS).join('')}…` : text;
    return JSON.stringify(cut)
        .replace(/[\u007f-\u009f\u2028\u2029]/g, char => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`)
        .replace(/##\[/g, '##\\[');
}
function headerValue(value) {
    return Array.isArray(value) ? value[0] : value;
}

;// CONCATENATED MODULE: ./src/fingerprint/oci.ts
/**
 * Fingerprint of a container image read from its registry, with no docker daemon: the digest
 * of the image's manifest (an OCI index or manifest, or a Docker manifest list or v2
 * manifest), which is what docker records in RepoDigests once the image is pushed or pulled.
 *
 * The OCI distribution API: GET /v2/<name>/manifests/<tag or digest>. A registry that wants
 * a token answers 401 with `WWW-Authenticate: Bearer realm=...,service=...,scope=...`; the
 * token comes from that realm (anonymously, or with Basic registry credentials), and only
 * the realm ever sees the credentials and only the registry the token, as with docker.
 * The answer must be a manifest (its media type and shape; manifest.ts), and the digest the
 * registry names is checked against the SHA-256 of the bytes it sent.
 */







const ACCEPT = MANIFEST_MEDIA_TYPES.join(', ');
const SHA256_DIGEST = /^sha256:([a-f0-9]{64})$/;
async function fingerprintOciImage(image, options) {
    const reference = (0,image_reference/* parseImageReference */.o_)(image);
    if ('problem' in reference) {
        throw new fingerprint_error/* FingerprintError */.dz(`The image reference "${image}" ${reference.problem}.`);
    }
    const registry = `the registry ${reference.registry}`;
    const origin = await reachableOrigin(reference, options, registry);
    const manifestUrl = new URL(`/v2/${reference.repository}/manifests/${reference.digest ?? reference.tag}`, origin);
    const transports = [];
    const transport = (target, authorization, system = registry) => {
        const created = new http_transport/* HttpTransport */.G({
            system,
            origin: target,
            authorization,
            userAgent: options.userAgent,
            timeoutMs: options.timeoutMs,
            maxRetries: options.maxRetries ?? 3
        });
        transports.push(created);
        return created;
    };
    try {
        const anonymous = transport(origin);
        let response = await get(anonymous, manifestUrl, reference, registry);
        if (response.status === 401) {
            const authorization = await authorize(response, reference, options, registry, transport);
            response = await get(transport(origin, authorization), manifestUrl, reference, registry);
            if (response.status === 401) {
                throw new fingerprint_error/* FingerprintError */.dz(`${capitalized(registry)} refused to let ${who(options)} read ${reference.repository} (401 on the manifest); ` +
                    (options.credentials
                        ? 'check that the registry account can pull this image.'
                        : 'set registry-username and registry-password to credentials that can pull it.'));
            }
        }
        checkManifest(response, { registry, request: `GET ${manifestUrl.pathname}` });
        return verifiedDigest(response, reference, registry);
    }
    finally {
        for (const created of transports)
            created.dispose();
    }
}
/**
 * https; plain http only for a registry on this machine, and only when https fails there to
 * connect. A registry that does not answer the probe in time has said nothing about its
 * scheme: that timeout is the step's failure, not a reason to try https again.
 */
async function reachableOrigin(reference, options, registry) {
    const secure = `https://${reference.host}`;
    if (!(0,image_reference/* isLoopbackHost */.cW)(reference.host))
        return secure;
    const probe = new http_transport/* HttpTransport */.G({
        system: registry,
        origin: secure,
        userAgent: options.userAgent,
        timeoutMs: options.timeoutMs,
        maxRetries: 0
    });
    try {
        await probe.send({ method: 'GET', url: new URL('/v2/', secure), acceptStatuses: [401, 404] });
        return secure;
    }
    catch (error) {
        if (!(error instanceof request_error/* RequestError */.GI))
            return secure;
        if (error.kind === 'timeout')
            throw error;
        return error.kind === 'network' ? `http://${reference.host}` : secure;
    }
    finally {
        probe.dispose();
    }
}
async function get(transport, url, reference, registry) {
    try {
        return await transport.send({ method: 'GET', url, accept: ACCEPT, acceptStatuses: [401] });
    }
    catch (error) {
        if (error instanceof request_error/* RequestError */.GI && error.status === 404) {
            throw new fingerprint_error/* FingerprintError */.dz(`${capitalized(registry)} has no image ${(0,image_reference/* formatImageReference */.my)(reference)} (404 on its manifest); check the name and tag, and that the image was pushed.`, { cause: error });
        }
        throw error;
    }
}
/** The Authorization for a second try, from the registry's WWW-Authenticate challenge. */
async function authorize(response, reference, options, registry, transport) {
    const header = String(response.headers['www-authenticate'] ?? '');
    const challenge = parseChallenge(header);
    const basic = options.credentials
        ? `Basic ${Buffer.from(`${options.credentials.username}:${options.credentials.password}`).toString('base64')}`
        : undefined;
    if (challenge?.scheme === 'basic') {
        if (!basic) {
            throw new fingerprint_error/* FingerprintError */.dz(`${capitalized(registry)} asks for a username and password; set registry-username and registry-password.`);
        }
        return basic;
    }
    const realm = challenge?.params.realm;
    if (challenge?.scheme !== 'bearer' || !realm) {
        throw new fingerprint_error/* FingerprintError */.dz(`${capitalized(registry)} answered 401 without a Bearer or Basic challenge the action understands; check that artifact-path names an OCI registry.`);
    }
    let realmUrl;
    try {
        realmUrl = new URL(realm);
    }
    catch {
        throw new fingerprint_error/* FingerprintError */.dz(`${capitalized(registry)} named a token service that is not a URL.`);
    }
    // Credentials travel in clear over http: only to a token service on this machine.
    if (realmUrl.protocol !== 'https:' &&
        !(realmUrl.protocol === 'http:' && (0,image_reference/* isLoopbackHost */.cW)(realmUrl.host))) {
        throw new fingerprint_error/* FingerprintError */.dz(`${capitalized(registry)} named the token service ${realmUrl.origin}, which is not https; the action only asks https token services.`);
    }
    realmUrl.searchParams.set('service', challenge.params.service ?? '');
    if (!challenge.params.service)
        realmUrl.searchParams.delete('service');
    realmUrl.searchParams.set('scope', challenge.params.scope ?? `repository:${reference.repository}:pull`);
    const system = `the token service of ${registry} (${realmUrl.origin})`;
    let answer;
    try {
        answer = await transport(realmUrl.origin, basic, system).send({ method: 'GET', url: realmUrl });
    }
    catch (error) {
        if (error instanceof request_error/* RequestError */.GI && (error.status === 401 || error.status === 403)) {
            throw new fingerprint_error/* FingerprintError */.dz(`${capitalized(registry)} refused ${basic ? 'the credentials in registry-username and registry-password' : 'an anonymous pull'} (${error.status} from its token service ${realmUrl.origin}); ` +
                (basic
                    ? 'check the username and password (or token) for this registry.'
                    : 'set registry-username and registry-password.'), { cause: error });
        }
        throw error;
    }
    const token = readToken(answer.body);
    if (!token) {
        throw new fingerprint_error/* FingerprintError */.dz(`The token service of ${registry} (${realmUrl.origin}) answered without a token; check that artifact-path names an OCI registry.`);
    }
    options.onSecret?.(token);
    return `Bearer ${token}`;
}
function readToken(body) {
    try {
        const parsed = JSON.parse(body);
        const token = parsed.token ?? parsed.access_token;
        return typeof token === 'string' && token !== '' ? token : undefined;
    }
    catch {
        return undefined;
    }
}
/** `Bearer realm="https://...",service="...",scope="..."` (quoted or token values). */
function parseChallenge(header) {
    const match = /^\s*([A-Za-z]+)\s*(.*)$/s.exec(header);
    if (!match)
        return undefined;
    const params = {};
    const pattern = /([A-Za-z_]+)\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^,\s]*))/g;
    for (let found = pattern.exec(match[2] ?? ''); found; found = pattern.exec(match[2] ?? '')) {
        const key = (found[1] ?? '').toLowerCase();
        params[key] = found[2] !== undefined ? found[2].replace(/\\(.)/g, '$1') : (found[3] ?? '');
    }
    return { scheme: (match[1] ?? '').toLowerCase(), params };
}
/**
 * The manifest digest, after checking it is the SHA-256 of the bytes the registry sent: the
 * bytes themselves, never text decoded from them (decoding drops a byte-order mark and
 * replaces invalid UTF-8, so its hash is not the manifest's).
 */
function verifiedDigest(response, reference, registry) {
    const actual = (0,external_node_crypto_.createHash)('sha256').update(response.bytes).digest('hex');
    const named = oci_headerValue(response.headers['docker-content-digest']);
    const image = (0,image_reference/* formatImageReference */.my)(reference);
    if (named !== undefined) {
        const hex = SHA256_DIGEST.exec(named.trim())?.[1];
        if (hex === undefined) {
            throw new fingerprint_error/* FingerprintError */.dz(`${capitalized(registry)} named the digest of ${image} as "${named.slice(0, 80)}", which is not a sha256 digest; the fingerprint is not recorded.`);
        }
        if (hex !== actual) {
            throw new fingerprint_error/* FingerprintError */.dz(`${capitalized(registry)} says the manifest of ${image} is sha256:${hex}, but the bytes it sent hash to sha256:${actual}; refusing a fingerprint that cannot be verified (a proxy or the registry altered the manifest).`);
        }
    }
    if (reference.digest !== undefined && reference.digest !== `sha256:${actual}`) {
        throw new fingerprint_error/* FingerprintError */.dz(`${capitalized(registry)} sent a manifest for ${image} whose bytes hash to sha256:${actual}, not the digest asked for; refusing it.`);
    }
    return actual;
}
function oci_headerValue(value) {
    return Array.isArray(value) ? value[0] : value;
}
function who(options) {
    return options.credentials ? `the account ${options.credentials.username}` : 'an anonymous pull';
}
function capitalized(text) {
    return text.charAt(0).toUpperCase() + text.slice(1);
}

;// CONCATENATED MODULE: ./src/fingerprint/fingerprint-artifact.ts













/** Computes an artifact's fingerprint as the reference Kosli CLI would. */
async function fingerprintArtifact(request) {
    const { path, exclude = [] } = request;
    const type = request.type ?? (await detectType(path));
    if (!artifact_types/* ARTIFACT_TYPES */.r.includes(type)) {
        throw new fingerprint_error/* FingerprintError */.dz(`artifact-type "${String(type)}" is not supported; use file, dir, docker or oci (or leave it empty to detect file or dir).`);
    }
    if (type !== 'dir' && exclude.length > 0) {
        throw new fingerprint_error/* FingerprintError */.dz(`exclude only applies to directories but artifact-path "${path}" is fingerprinted as ${type}; remove exclude or point artifact-path at a directory.`);
    }
    switch (type) {
        case 'docker':
            return { type, fingerprint: await fingerprintDockerImage(path, request.docker) };
        case 'oci':
            if (!request.oci)
                throw new fingerprint_error/* FingerprintError */.dz('artifact-type oci needs registry options.');
            return { type, fingerprint: await fingerprintOciImage(path, request.oci) };
        case 'dir':
            return { type, fingerprint: await (0,directory/* fingerprintDirectory */.c)(path, { exclude }) };
        case 'file':
            await assertIsFile(path);
            return { type, fingerprint: await (0,file/* fingerprintFile */.R)(path) };
    }
}
async function detectType(path) {
    const info = await statArtifact(path);
    if (info.isDirectory())
        return 'dir';
    if (info.isFile())
        return 'file';
    throw new fingerprint_error/* FingerprintError */.dz(`artifact-path "${path}" is neither a regular file nor a directory; point it at the artifact itself.`);
}
async function assertIsFile(path) {
    const info = await statArtifact(path);
    if (info.isDirectory()) {
        throw new fingerprint_error/* FingerprintError */.dz(`artifact-path "${path}" is a directory but artifact-type is file; set artifact-type: dir (or leave artifact-type empty to detect it).`);
    }
    if (!info.isFile()) {
        throw new fingerprint_error/* FingerprintError */.dz(`artifact-path "${path}" is not a regular file (a socket, FIFO or device); point it at the artifact itself.`);
    }
}
async function statArtifact(path) {
    if (path === '') {
        throw new fingerprint_error/* FingerprintError */.dz('artifact-path is empty; set it to the file, directory or image.');
    }
    try {
        return await (0,promises_.stat)(path);
    }
    catch (error) {
        if ((0,fingerprint_error/* errnoCode */.UK)(error) === 'ENOENT' || (0,fingerprint_error/* errnoCode */.UK)(error) === 'ENOTDIR') {
            throw new fingerprint_error/* FingerprintError */.dz(`artifact-path "${path}" does not exist; check the path (relative to the working directory), or set artifact-type: docker if it is a docker image.`, { cause: error });
        }
        throw new fingerprint_error/* FingerprintError */.dz(`Cannot read artifact-path "${path}" because ${(0,fingerprint_error/* describeFsFailure */.Jv)(error)}; check the path and its permissions.`, { cause: error });
    }
}


/***/ })

};
