export const id = 5015;
export const ids = [5015];
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
