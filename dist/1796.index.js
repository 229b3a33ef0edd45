export const id = 1796;
export const ids = [1796,5015];
export const modules = {

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
/* harmony export */   k9: () => (/* binding */ linkMarkdown),
/* harmony export */   nE: () => (/* binding */ shortFingerprint),
/* harmony export */   nf: () => (/* binding */ link),
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


/***/ })

};
