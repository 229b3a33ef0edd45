export const id = 1772;
export const ids = [1772];
export const modules = {

/***/ 1772:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  command: () => (/* binding */ command)
});

// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/files/regular-file.ts
var regular_file = __webpack_require__(5354);
// EXTERNAL MODULE: ./src/http/tls.ts
var tls = __webpack_require__(7485);
// EXTERNAL MODULE: ./src/http/url.ts
var http_url = __webpack_require__(6697);
// EXTERNAL MODULE: ./src/runner/step-scope.ts
var step_scope = __webpack_require__(7719);
;// CONCATENATED MODULE: ./src/docker-engine/docker-host.ts
/**
 * Which Docker engine to talk to, read as the docker CLI reads it: `DOCKER_HOST` names a unix
 * socket (`unix:///path`) or a TCP address (`tcp://host:port`); `DOCKER_TLS_VERIFY` (or
 * `DOCKER_TLS`, or a `DOCKER_CERT_PATH`) asks for TLS, with `ca.pem`, `cert.pem` and
 * `key.pem` from `DOCKER_CERT_PATH` (default `~/.docker`). Unset, it is the local socket.
 *
 * One rule more than the CLI: the engine's certificate is always verified, and plain TCP
 * reaches loopback only, as every other remote of the action (its answers decide what is
 * reported as running, so a host in between must not be able to change them).
 */






const DEFAULT_DOCKER_HOST = 'unix:///var/run/docker.sock';
/** DOCKER_HOST or its companions cannot be used; the message says which and how to fix it. */
class DockerHostError extends Error {
    name = 'DockerHostError';
}
/** The engine the environment names; throws DockerHostError with one sentence when it cannot. */
function engineAddress(env = (0,step_scope/* stepEnv */.WH)()) {
    const value = (env.DOCKER_HOST ?? '').trim() || DEFAULT_DOCKER_HOST;
    const scheme = /^([a-z]+):\/\//i.exec(value)?.[1]?.toLowerCase();
    if (scheme === 'unix') {
        const socketPath = value.slice('unix://'.length);
        if (!socketPath.startsWith('/')) {
            throw new DockerHostError(`DOCKER_HOST "${value}" names no absolute socket path; set it to unix:///path/to/docker.sock.`);
        }
        return { kind: 'unix', socketPath, described: value };
    }
    if (scheme === 'tcp')
        return tcpAddress(value, env);
    throw new DockerHostError(`DOCKER_HOST "${value}" is not a unix:// or tcp:// address, the forms this action reads (ssh:// and npipe:// are not); set DOCKER_HOST to unix:///path/to/docker.sock or tcp://host:port.`);
}
function tcpAddress(value, env) {
    let url;
    try {
        url = new URL(value.replace(/^tcp:/i, 'http:'));
    }
    catch {
        throw new DockerHostError(`DOCKER_HOST "${value}" is not a valid tcp://host:port address; correct DOCKER_HOST.`);
    }
    if (url.username || url.password || (url.pathname !== '/' && url.pathname !== '')) {
        throw new DockerHostError('DOCKER_HOST holds credentials or a path, which this action does not send; set it to tcp://host:port and use DOCKER_CERT_PATH for client certificates.');
    }
    const hostname = url.hostname;
    const wantsTls = Boolean(env.DOCKER_TLS_VERIFY || env.DOCKER_TLS || env.DOCKER_CERT_PATH);
    const port = url.port ? Number(url.port) : wantsTls ? 2376 : 2375;
    const described = `tcp://${url.host}${url.port ? '' : `:${port}`}`;
    const host = hostname.replace(/^\[|\]$/g, '');
    if (!wantsTls) {
        if (!(0,http_url/* isLoopbackHost */.cW)(hostname)) {
            throw new DockerHostError(`DOCKER_HOST ${described} is plain TCP to a host that is not loopback, where anything in between could change what the engine reports; set DOCKER_TLS_VERIFY=1 and DOCKER_CERT_PATH to the engine's TLS certificates.`);
        }
        return { kind: 'tcp', host, port, described };
    }
    const folder = env.DOCKER_CERT_PATH?.trim() || (0,external_node_path_.join)((0,external_node_os_.homedir)(), '.docker');
    const ca = readCertificate(folder, 'ca.pem');
    const cert = readCertificate(folder, 'cert.pem');
    const key = readCertificate(folder, 'key.pem');
    if ((cert === undefined) !== (key === undefined)) {
        throw new DockerHostError(`DOCKER_CERT_PATH ${folder} holds ${cert ? 'cert.pem without key.pem' : 'key.pem without cert.pem'}; put both of the client's files there, or neither.`);
    }
    return { kind: 'tcp', host, port, tls: { ca, cert, key }, described: `${described} (TLS)` };
}
/** A PEM file of the certificate folder, or undefined when it is not there. */
function readCertificate(folder, name) {
    const path = (0,external_node_path_.join)(folder, name);
    try {
        // A pipe or a device is refused, not waited on.
        return (0,regular_file/* readLinkedFileSync */.nR)(path, tls/* MAX_PEM_FILE_BYTES */.JD);
    }
    catch (error) {
        const code = error.code;
        if (code === 'ENOENT')
            return undefined;
        if (error instanceof regular_file/* NotRegularFileError */.iZ || error instanceof regular_file/* FileTooLargeError */.yq) {
            throw new DockerHostError(`DOCKER_CERT_PATH's ${name} cannot be used: ${error.message}; put the PEM file there.`);
        }
        throw new DockerHostError(`DOCKER_CERT_PATH's ${name} (${path}) cannot be read (${String(code ?? error)}); make it readable by the runner's user.`);
    }
}

// EXTERNAL MODULE: ./src/http/request-error.ts
var request_error = __webpack_require__(8734);
// EXTERNAL MODULE: ./src/http/transport.ts + 1 modules
var transport = __webpack_require__(7765);
;// CONCATENATED MODULE: ./src/docker-engine/engine-client.ts
/**
 * Reads the Docker Engine API directly (no docker CLI), over the unix socket or TCP (TLS)
 * that DOCKER_HOST names, through the action's one transport (src/http/transport.ts): a
 * timeout per request (timeout-seconds), the one retry policy for reads (none for a missing
 * socket or a refused certificate), answers bounded in size and in JSON depth before
 * anything parses them, and failures as RequestError naming the engine, the request and the
 * reason. What the Engine API adds: it never redirects, and it answers JSON.
 */


class DockerEngineClient {
    system;
    origin;
    transport;
    constructor(address, settings) {
        this.system = `the Docker engine at ${address.described}`;
        this.origin = engineOrigin(address);
        this.transport = new transport/* HttpTransport */.G({
            ...settings,
            system: this.system,
            origin: this.origin,
            ...(address.kind === 'unix'
                ? { socketPath: address.socketPath }
                : {
                    tls: address.tls,
                    trustedBy: address.tls?.ca ? 'the ca.pem in DOCKER_CERT_PATH' : undefined
                }),
            redirectRefusal: 'the Engine API never redirects; check DOCKER_HOST'
        });
    }
    /**
     * GET `path` (an Engine API path, its parameters already encoded) and its JSON answer.
     * 2xx and the statuses in `accept` are answers; any other status fails as RequestError.
     */
    async get(path, accept = []) {
        const response = await this.transport.send({
            method: 'GET',
            url: new URL(path, this.origin),
            acceptStatuses: accept
        });
        const contentType = String(response.headers['content-type'] ?? '');
        const refuse = (detail) => this.unexpectedAnswer(path, detail, response.status);
        if (!/^application\/json\b/i.test(contentType)) {
            throw refuse(`it is ${contentType || 'untyped'}, not JSON (${(0,request_error/* formatErrorBody */.ol)(response.body, contentType)})`);
        }
        try {
            return { status: response.status, body: JSON.parse(response.body) };
        }
        catch {
            throw refuse('its body is not valid JSON');
        }
    }
    /** The engine answered GET `path` with something the Engine API does not send. */
    unexpectedAnswer(path, detail, status) {
        return new request_error/* RequestError */.GI({
            system: this.system,
            method: 'GET',
            path: path.split('?')[0] ?? path,
            kind: 'invalid-response',
            status,
            detail,
            attempts: 1
        });
    }
    /** Closes the connections kept open, so the process can exit promptly. */
    dispose() {
        this.transport.dispose();
    }
}
/** The origin requests name: over a socket, only the Host header (the socket is the address). */
function engineOrigin(address) {
    if (address.kind === 'unix')
        return 'http://localhost';
    const host = address.host.includes(':') ? `[${address.host}]` : address.host;
    return `${address.tls ? 'https' : 'http'}://${host}:${address.port}`;
}

// EXTERNAL MODULE: ./src/concurrency.ts
var concurrency = __webpack_require__(1532);
// EXTERNAL MODULE: ./src/parsing/zod.ts
var zod = __webpack_require__(1913);
// EXTERNAL MODULE: ./src/docker-engine/repo-digest.ts
var repo_digest = __webpack_require__(8362);
;// CONCATENATED MODULE: ./src/docker-engine/running-images.ts
/**
 * What runs on a Docker engine: its running containers (GET /containers/json), and for each
 * the registry digest of its image (GET /images/{id}/json, RepoDigests): the one the name it
 * shows pins, else chosen as the vendor CLI chooses it (repo-digest.ts). Each image is
 * inspected once however many containers run it, with a bound on the requests in flight.
 * The engine's text is returned as it is: callers log it through the escaping logger.
 */



const ContainerSummarySchema = zod/* looseObject */._H3({
    Id: zod/* string */.YjP().check(zod/* minLength */.BpQ(1)),
    Names: zod/* nullish */.cl6(zod/* array */.YOg(zod/* string */.YjP())),
    /** The image as the container shows it: the name it was started with, or an ID. */
    Image: zod/* string */.YjP().check(zod/* minLength */.BpQ(1)),
    ImageID: zod/* nullish */.cl6(zod/* string */.YjP()),
    /** Unix seconds. */
    Created: zod/* number */.aig().check(zod/* int */.Whr(), zod/* nonnegative */.ZnW())
});
const ContainerListSchema = zod/* array */.YOg(ContainerSummarySchema);
const ImageInspectSchema = zod/* looseObject */._H3({
    Id: zod/* string */.YjP(),
    RepoDigests: zod/* nullish */.cl6(zod/* array */.YOg(zod/* string */.YjP()))
});
/** The most image inspections in flight at once. */
const INSPECT_CONCURRENCY = 8;
/** Reads every running container and its image's registry digest; throws RequestError. */
async function readRunningImages(client) {
    const listed = await client.get('/containers/json');
    const containers = parsed(client, '/containers/json', ContainerListSchema, listed.body);
    // The ID names exactly the image that runs; a name may since point to another image.
    const imageKey = (c) => c.ImageID || c.Image;
    const keys = [...new Set(containers.map(imageKey))];
    const inspected = await (0,concurrency/* mapBounded */.y)(keys, INSPECT_CONCURRENCY, key => inspectImage(client, key));
    const repoDigests = new Map(keys.map((key, index) => [key, inspected[index]]));
    const running = [];
    const leftOut = [];
    for (const c of containers) {
        const container = containerName(c);
        const digests = repoDigests.get(imageKey(c));
        if (digests === undefined) {
            leftOut.push({ container, image: c.Image, reason: 'its image is no longer on the engine' });
            continue;
        }
        const choice = (0,repo_digest/* chooseRepoDigest */.Y)(c.Image, digests);
        if ('digest' in choice) {
            running.push({ container, image: c.Image, digest: choice.digest, createdAt: c.Created });
        }
        else {
            leftOut.push({ container, image: c.Image, reason: leftOutReason(choice.problem, digests) });
        }
    }
    return { running, leftOut };
}
function leftOutReason(problem, repoDigests) {
    switch (problem) {
        case 'none':
            return 'its image has no registry digest (it was built here and never pushed to or pulled from a registry)';
        case 'unmatched':
            return "none of its image's registry digests belongs to the name the container shows";
        case 'not-sha256':
            return "its image's registry digest is not a sha256 digest";
        case 'pinned-absent':
            // Another of the image's digests would be another artifact.
            return `its name pins a digest that its image's registry digests (${listed(repoDigests)}) do not hold for that repository, and no other digest is reported in its place; check which image it runs with docker inspect`;
    }
}
/** At most three RepoDigests, then how many more. */
function listed(repoDigests) {
    const shown = repoDigests.slice(0, 3).join(', ');
    return repoDigests.length > 3 ? `${shown} and ${repoDigests.length - 3} more` : shown;
}
/** The image's RepoDigests, or undefined when the engine no longer has the image (404). */
async function inspectImage(client, image) {
    const path = `/images/${encodeURIComponent(image)}/json`;
    const answer = await client.get(path, [404]);
    if (answer.status === 404)
        return undefined;
    const inspected = parsed(client, path, ImageInspectSchema, answer.body);
    // Asked by ID, the answer must be about that image: another's digests would report
    // something else as running.
    if (isImageId(image) && bareId(inspected.Id) !== bareId(image)) {
        throw client.unexpectedAnswer(path, `it describes image ${JSON.stringify(inspected.Id.slice(0, 80))}, not ${image}`);
    }
    return inspected.RepoDigests ?? [];
}
function isImageId(key) {
    return /^(sha256:)?[a-f0-9]{64}$/.test(key);
}
function bareId(id) {
    return id.replace(/^sha256:/, '');
}
function containerName(c) {
    const name = c.Names?.find(n => n.trim() !== '');
    return name ? name.replace(/^\//, '') : c.Id.slice(0, 12);
}
function parsed(client, path, schema, body) {
    const result = schema.safeParse(body);
    if (result.success)
        return result.data;
    const problems = result.error.issues
        .slice(0, 5)
        .map(issue => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
        .join('; ');
    throw client.unexpectedAnswer(path, `the JSON does not have the fields the Engine API documents (${problems})`);
}

// EXTERNAL MODULE: ./src/action/retry-log.ts
var retry_log = __webpack_require__(1599);
// EXTERNAL MODULE: ./src/snapshots/report.ts
var report = __webpack_require__(683);
// EXTERNAL MODULE: ./src/version.ts
var version = __webpack_require__(311);
// EXTERNAL MODULE: ./src/inputs/environment-name.ts
var environment_name = __webpack_require__(1510);
;// CONCATENATED MODULE: ./src/commands/snapshot-docker/index.ts
/**
 * snapshot-docker: the CLI's `snapshot docker`. The engine DOCKER_HOST names is read through
 * its API: the running containers, and for each the registry digest of its image, keyed by
 * the image as the container shows it, with the container's creation time. A container
 * whose image has no registry digest is left out, named in a warning with the reason. The
 * engine is read completely before anything is sent: an engine that cannot be read fails the
 * step, and no snapshot (least of all an empty one) is sent.
 */








function parseInputs(source) {
    return { environment: (0,environment_name/* requireEnvironmentName */.U)(source, 'environment', 'get-snapshot') };
}
/** The engine could not be read: one sentence with the cause and what to fix; nothing sent. */
function engineFailure(error, address) {
    const cause = `${error.message.charAt(0).toUpperCase()}${error.message.slice(1)}`;
    const fix = error.kind === 'timeout'
        ? 'check that the engine answers (docker ps), or raise timeout-seconds'
        : error.kind === 'network'
            ? address.kind === 'unix'
                ? `start Docker on this runner, or set DOCKER_HOST to the engine's address`
                : 'check DOCKER_HOST, DOCKER_TLS_VERIFY and DOCKER_CERT_PATH, and that the engine answers'
            : 'check that DOCKER_HOST names a Docker engine';
    return new Error(`${cause}; ${fix}. Nothing was sent.`, { cause: error });
}
async function readEngine(context) {
    const address = engineAddress();
    const client = new DockerEngineClient(address, {
        userAgent: version/* USER_AGENT */._O,
        timeoutMs: context.common.timeoutMs,
        maxRetries: context.common.maxRetries,
        onRetry: event => context.log.info((0,retry_log/* describeRetry */.e)(event, 'the Docker engine'))
    });
    try {
        return await context.log.group(`Reading the Docker engine at ${address.described}`, () => readRunningImages(client));
    }
    catch (error) {
        throw error instanceof request_error/* RequestError */.GI ? engineFailure(error, address) : error;
    }
    finally {
        client.dispose();
    }
}
async function run(inputs, context) {
    const { running, leftOut } = await readEngine(context);
    const leftOutLines = leftOut.map(({ container, image, reason }) => `Container "${container}" (image ${image}) is left out: ${reason}.`);
    for (const line of leftOutLines)
        context.log.warning(line);
    const body = {
        artifacts: running.map(r => ({
            digests: { [r.image]: r.digest },
            creationTimestamp: r.createdAt
        }))
    };
    return (0,report/* sendSnapshotReport */.$)({
        kind: 'docker',
        environment: inputs.environment,
        body,
        found: running.map(r => ({
            name: r.image,
            fingerprint: r.digest,
            where: r.container,
            createdAt: r.createdAt
        })),
        leftOut: leftOutLines
    }, context);
}
const command = { parseInputs, run };


/***/ }),

/***/ 1532:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   y: () => (/* binding */ mapBounded)
/* harmony export */ });
/** Bounded parallelism for requests: Jira lookups and pages of a list. */
/**
 * Maps items to results with at most `limit` in flight. After a failure no new work starts;
 * the work in flight is awaited, so nothing is left running, then the first error is thrown.
 */
async function mapBounded(items, limit, work) {
    const results = new Array(items.length);
    let next = 0;
    let failure;
    const worker = async () => {
        while (failure === undefined && next < items.length) {
            const index = next++;
            try {
                results[index] = await work(items[index]);
            }
            catch (error) {
                failure ??= { error };
            }
        }
    };
    await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
    if (failure)
        throw failure.error;
    return results;
}


/***/ }),

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



/***/ })

};
