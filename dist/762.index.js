export const id = 762;
export const ids = [762];
export const modules = {

/***/ 5039:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ repoInfo),
/* harmony export */   O: () => (/* binding */ gitCommitInfo)
/* harmony export */ });
function gitCommitInfo(references, redact) {
    const commit = references.commit;
    if (!commit)
        return undefined;
    const info = { sha1: commit.sha };
    if (commit.message !== undefined && !redact.includes('message'))
        info.message = commit.message;
    if (commit.author !== undefined && !redact.includes('author'))
        info.author = commit.author;
    if (references.branch !== undefined && !redact.includes('branch'))
        info.branch = references.branch;
    if (commit.timestamp !== undefined)
        info.timestamp = commit.timestamp;
    if (commit.url !== undefined)
        info.url = commit.url;
    return info;
}
function repoInfo(facts) {
    if (!facts.repository)
        return undefined;
    const info = {
        name: facts.repository,
        url: `${facts.serverUrl}/${facts.repository}`,
        provider: 'github'
    };
    if (facts.repositoryId)
        info.id = facts.repositoryId;
    return info;
}


/***/ }),

/***/ 8943:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   OS: () => (/* binding */ GitHubApiError),
/* harmony export */   Po: () => (/* binding */ describeGitHubFailure),
/* harmony export */   iH: () => (/* binding */ fetchCommit),
/* harmony export */   iO: () => (/* binding */ fetchPullRequestOf)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8816);
/* harmony import */ var _http_proxy_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7856);
/* harmony import */ var _http_tls_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7485);
/* harmony import */ var _event_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5015);
/**
 * The two GitHub REST reads that fill in what an event payload lacks: a commit (its message
 * on pull_request events) and the pull requests of a commit (the one a push to main merged).
 * They take a plain request function, so this module needs no Octokit: the command that
 * uses them loads Octokit only when a token is given and a source needs the API.
 */




/**
 * A failed GitHub API read: the message says why in words (describeGitHubFailure); the
 * status, when GitHub answered, lets a command name the permission a 403 or 404 points at.
 */
class GitHubApiError extends Error {
    status;
    /** A 403 or 429 because the API rate limit was used up, not for want of permission. */
    rateLimited;
    constructor(message, cause) {
        super(message, { cause });
        this.name = 'GitHubApiError';
        const status = cause?.status;
        const answered = cause?.response !== undefined;
        this.status = answered && typeof status === 'number' ? status : undefined;
        const headers = cause?.response
            ?.headers;
        this.rateLimited =
            this.status === 429 ||
                (this.status === 403 && String(headers?.['x-ratelimit-remaining']) === '0');
    }
}
const text = zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().nullish();
const CommitSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({
    sha: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    html_url: text,
    commit: zod__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({
        message: text,
        author: zod__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({ name: text, email: text, date: text }).nullish(),
        committer: zod__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({ date: text }).nullish()
    })
});
const PullSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({
    number: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(),
    title: text,
    body: text,
    html_url: text,
    merge_commit_sha: text,
    head: zod__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({ sha: text, ref: text }).nullish()
});
/** `owner/name` split, for the API's path parameters. */
function repoParameters(repository) {
    const [owner = '', repo = ''] = repository.split('/');
    return { owner, repo };
}
async function fetchCommit(request, repository, sha) {
    const { data } = await request('GET /repos/{owner}/{repo}/commits/{ref}', {
        ...repoParameters(repository),
        ref: sha
    });
    const commit = parse(CommitSchema, data, 'a commit');
    const author = commit.commit.author;
    return {
        sha: commit.sha,
        message: commit.commit.message ?? undefined,
        author: (0,_event_js__WEBPACK_IMPORTED_MODULE_1__/* .formatAuthor */ .zH)(author?.name, author?.email),
        timestamp: (0,_event_js__WEBPACK_IMPORTED_MODULE_1__/* .unixSeconds */ .Yb)(commit.commit.committer?.date ?? author?.date),
        url: commit.html_url ?? undefined
    };
}
/**
 * The pull request a commit belongs to: the one it merged (its merge commit), else the one
 * whose head it is, else the first GitHub lists. Undefined when there is none.
 */
async function fetchPullRequestOf(request, repository, sha) {
    const { data } = await request('GET /repos/{owner}/{repo}/commits/{commit_sha}/pulls', {
        ...repoParameters(repository),
        commit_sha: sha,
        per_page: 100
    });
    const pulls = parse(zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(PullSchema), data, 'a list of pull requests');
    const chosen = pulls.find(pull => pull.merge_commit_sha === sha) ??
        pulls.find(pull => pull.head?.sha === sha) ??
        pulls[0];
    if (!chosen)
        return undefined;
    return {
        number: chosen.number,
        title: chosen.title ?? '',
        body: chosen.body ?? '',
        headSha: chosen.head?.sha ?? undefined,
        headRef: chosen.head?.ref ?? undefined,
        url: chosen.html_url ?? undefined
    };
}
function parse(schema, data, what) {
    const parsed = schema.safeParse(data);
    if (!parsed.success)
        throw new Error(`the GitHub API did not answer with ${what}`);
    return parsed.data;
}
/**
 * Why a GitHub API read failed, in words that say what to fix: Octokit reports a timeout, a
 * proxy refusal and a DNS failure all as "status 500" with the low-level message.
 */
function describeGitHubFailure(error, timeoutMs) {
    const proxyStatus = (0,_http_proxy_js__WEBPACK_IMPORTED_MODULE_3__/* .proxyRefusalStatus */ .n)(error);
    if (proxyStatus !== undefined)
        return (0,_http_proxy_js__WEBPACK_IMPORTED_MODULE_3__/* .describeProxyRefusal */ .e)(proxyStatus);
    const untrusted = (0,_http_tls_js__WEBPACK_IMPORTED_MODULE_0__/* .describeUntrustedCertificate */ .l)(error);
    if (untrusted !== undefined)
        return untrusted;
    if (causes(error).some(cause => cause.name === 'TimeoutError' || cause.name === 'AbortError')) {
        return `no answer within ${timeoutMs / 1000} s`;
    }
    const status = error?.status;
    const response = error?.response;
    const message = oneLine(error instanceof Error ? error.message : String(error));
    if (typeof status !== 'number' || response === undefined) {
        // No answer at all: the deepest cause names the network problem (ENOTFOUND, ECONNREFUSED).
        const deepest = causes(error).at(-1);
        return `no answer (${oneLine(deepest?.message ?? message)})`;
    }
    switch (status) {
        case 401:
            return `it refused github-token (401: ${message}): give a current token`;
        case 403:
            return (`it refused access (403: ${message}): the token needs contents: read and ` +
                `pull-requests: read on the repository, or the API rate limit was reached`);
        case 404:
            return `it answered 404 (${message}): the token cannot see the repository, or GITHUB_API_URL is wrong`;
        default:
            return `it answered ${status}: ${message}`;
    }
}
function causes(error) {
    const found = [];
    for (let current = error; current instanceof Error && found.length < 5; current = current.cause)
        found.push(current);
    return found;
}
function oneLine(text) {
    const flat = text
        .replace(/\s+/g, ' ')
        .trim()
        .replace(/[.\s]+$/, '');
    return flat.length > 300 ? `${flat.slice(0, 300)}…` : flat;
}


/***/ }),

/***/ 5015:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bg: () => (/* binding */ commitUrl),
/* harmony export */   FA: () => (/* binding */ readRunFacts),
/* harmony export */   Yb: () => (/* binding */ unixSeconds),
/* harmony export */   zH: () => (/* binding */ formatAuthor)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8816);
/**
 * Facts about the triggering event, from the runner's environment and the event payload
 * (GITHUB_EVENT_PATH). Parsing is tolerant: a field of the wrong shape is treated as absent,
 * never as a crash, because payloads differ between events and GitHub Enterprise versions.
 */


const text = zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullish().catch(undefined);
const PayloadCommitSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
    id: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1),
    message: text,
    author: zod__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({ name: text, email: text }).nullish().catch(undefined),
    timestamp: text,
    url: text
});
const PayloadSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
    commits: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .unknown */ .L5J()).nullish().catch(undefined),
    head_commit: zod__WEBPACK_IMPORTED_MODULE_1__/* .unknown */ .L5J().optional(),
    pull_request: zod__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
        number: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().nullish().catch(undefined),
        title: text,
        body: text,
        html_url: text,
        head: zod__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({ sha: text, ref: text }).nullish().catch(undefined)
    })
        .nullish()
        .catch(undefined),
    repository: zod__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
        full_name: text,
        id: zod__WEBPACK_IMPORTED_MODULE_1__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig(), zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()]).nullish().catch(undefined)
    })
        .nullish()
        .catch(undefined)
});
function readRunFacts(env = process.env) {
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
            url: pr.html_url ?? undefined
        };
    }
    return facts;
}
function readPayload(path) {
    if (!path)
        return { problem: 'GITHUB_EVENT_PATH is not set' };
    try {
        return { payload: JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(path, 'utf8')) };
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

/***/ 2928:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  jP: () => (/* binding */ KEY_SOURCES),
  GA: () => (/* binding */ gatherReferences)
});

// UNUSED EXPORTS: subjectSha

// EXTERNAL MODULE: ./src/github/api.ts
var api = __webpack_require__(8943);
// EXTERNAL MODULE: ./src/github/event.ts
var github_event = __webpack_require__(5015);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
;// CONCATENATED MODULE: ./src/github/git.ts
/**
 * Reads a commit from the local checkout with `git log`, so no API call is needed when the
 * workflow checked the commit out. Fails (with a reason) when there is no checkout or the
 * commit is not in it: a shallow pull_request checkout has the merge commit, not the head.
 */




const FORMAT = '%H%x00%an%x00%ae%x00%ct%x00%B';
const TIMEOUT_MS = 15_000;
async function readLocalCommit(sha, workspace) {
    if (!workspace || !(0,external_node_fs_.existsSync)((0,external_node_path_.join)(workspace, '.git'))) {
        throw new Error('there is no git checkout in GITHUB_WORKSPACE');
    }
    if (!/^[0-9a-f]{4,64}$/i.test(sha))
        throw new Error(`"${sha}" is not a commit id`);
    const output = await git(workspace, ['log', '-1', `--format=${FORMAT}`, sha, '--']);
    const [full = '', name, email, time, ...message] = output.split('\0');
    if (!full)
        throw new Error(`git log printed nothing for ${sha}`);
    const seconds = Number(time);
    return {
        sha: full.trim(),
        author: (0,github_event/* formatAuthor */.zH)(name, email),
        timestamp: Number.isFinite(seconds) ? seconds : undefined,
        message: message.join('\0').replace(/\n+$/, '')
    };
}
function git(cwd, args) {
    return new Promise((resolve, reject) => {
        (0,external_node_child_process_.execFile)('git', args, { cwd, timeout: TIMEOUT_MS, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
            if (error) {
                const reason = stderr.trim().split('\n')[0] || error.message;
                reject(new Error(`git ${args[0]} failed: ${reason}`));
            }
            else {
                resolve(stdout);
            }
        });
    });
}

// EXTERNAL MODULE: ./src/inputs/errors.ts
var errors = __webpack_require__(1318);
;// CONCATENATED MODULE: ./src/github/references.ts
/**
 * The texts of a push or pull request that may reference issues: commit messages, the
 * branch name, the pull request's title and body. Each comes from the event payload when it
 * is there, else from the local checkout, else from the GitHub API when a token is given.
 * A source that cannot be read is reported as unreadable, with the reason: the command must
 * not record evidence without it.
 */




const KEY_SOURCES = ['commits', 'branch', 'pr-title', 'pr-body'];
async function gatherReferences(facts, options) {
    const reader = new CommitReader(facts, options);
    const commitSha = options.commitSha === undefined
        ? undefined
        : await resolveCommitSha(options.commitSha, facts, reader);
    const result = { texts: [], searched: [], unreadable: [] };
    const sha = subjectSha(facts, commitSha);
    result.branch = facts.pullRequest ? (facts.headRef ?? facts.pullRequest.headRef) : facts.refName;
    const skip = (source, reason) => result.unreadable.push({ source, reason });
    if (options.sources.includes('commits')) {
        try {
            const commits = await commitsToSearch(facts, commitSha, sha, reader);
            for (const commit of commits)
                result.texts.push({ source: 'commits', text: commit.message ?? '' });
            result.searched.push({ source: 'commits', detail: describeCommits(commits) });
        }
        catch (error) {
            skip('commits', reasonOf(error));
        }
    }
    if (options.sources.includes('branch')) {
        if (result.branch) {
            result.texts.push({ source: 'branch', text: result.branch });
            result.searched.push({ source: 'branch', detail: result.branch });
        }
        else {
            skip('branch', 'the run has no branch name (GITHUB_REF_NAME and GITHUB_HEAD_REF are empty)');
        }
    }
    const wantsPull = options.sources.filter(s => s === 'pr-title' || s === 'pr-body');
    if (wantsPull.length > 0) {
        try {
            const pull = facts.pullRequest ?? (await pullOfCommit(sha, options.github, facts));
            for (const source of wantsPull) {
                if (!pull) {
                    result.searched.push({ source, detail: `no pull request has commit ${references_short(sha)}` });
                    continue;
                }
                result.texts.push({ source, text: source === 'pr-title' ? pull.title : pull.body });
                result.searched.push({
                    source,
                    detail: `pull request ${pull.number ? `#${pull.number}` : ''}`.trim()
                });
            }
        }
        catch (error) {
            for (const source of wantsPull)
                skip(source, reasonOf(error));
        }
    }
    if (sha) {
        // Best effort: the attestation records what is known of the commit even if reading failed.
        result.commit = (await reader.read(sha).catch(() => undefined)) ?? {
            sha,
            url: (0,github_event/* commitUrl */.Bg)(facts, sha)
        };
        result.commit.url ??= (0,github_event/* commitUrl */.Bg)(facts, sha);
    }
    return result;
}
const FULL_SHA = /^[0-9a-f]{40}$/;
/**
 * git_commit_info.sha1 is always a full commit id: a short commit-sha is resolved through
 * the commits the event names, else the checkout or the GitHub API, or refused.
 */
async function resolveCommitSha(given, facts, reader) {
    if (FULL_SHA.test(given))
        return given;
    const known = [
        ...(facts.push?.commits ?? []).map(commit => commit.sha),
        facts.push?.headCommit?.sha,
        facts.pullRequest?.headSha,
        facts.sha
    ];
    const matches = [...new Set(known)].filter((sha) => sha !== undefined && FULL_SHA.test(sha) && sha.startsWith(given));
    if (matches.length === 1 && matches[0])
        return matches[0];
    let reason = `it starts ${matches.length} commits of the event`;
    if (matches.length === 0) {
        try {
            const commit = await reader.read(given);
            if (FULL_SHA.test(commit.sha) && commit.sha.startsWith(given)) {
                reader.remember(commit);
                return commit.sha;
            }
            reason = `it was read as ${(0,errors/* quote */.h)(commit.sha)}, which is not a full id that starts with it`;
        }
        catch (error) {
            reason = reasonOf(error);
        }
    }
    throw new errors/* InputError */.d('commit-sha', `has ${(0,errors/* quote */.h)(given)}, a short commit id that could not be resolved to a full one (${reason})`, 'the full 40-character commit SHA, or a short one of a commit in the event payload, the checkout or, with github-token, the GitHub API');
}
/**
 * The commit the run is about: commit-sha when given; the head of a pull request (never the
 * generated merge commit in GITHUB_SHA); the head of a push (none when a branch was
 * deleted); otherwise GITHUB_SHA.
 */
function subjectSha(facts, commitSha) {
    if (commitSha)
        return commitSha;
    if (facts.pullRequest)
        return facts.pullRequest.headSha;
    if (facts.push && !facts.payloadProblem) {
        return facts.push.headCommit?.sha ?? facts.push.commits.at(-1)?.sha;
    }
    return facts.sha;
}
async function commitsToSearch(facts, commitSha, sha, reader) {
    // Every commit of a push, not only its head; a push may carry none (a deleted branch).
    if (!commitSha && facts.push && !facts.payloadProblem) {
        if (facts.push.commits.length > 0)
            return facts.push.commits;
        return facts.push.headCommit ? [facts.push.headCommit] : [];
    }
    if (!sha) {
        throw new Error(facts.pullRequest ? 'the pull request payload has no head commit' : 'GITHUB_SHA is not set');
    }
    return [await reader.read(sha)];
}
async function pullOfCommit(sha, github, facts) {
    if (!github) {
        throw new Error(`the ${facts.eventName} event has no pull request in its payload and github-token is empty`);
    }
    if (!sha || !facts.repository)
        throw new Error('the commit or the repository of the run is unknown');
    try {
        return await (0,api/* fetchPullRequestOf */.iO)(await github(), facts.repository, sha);
    }
    catch (error) {
        throw new Error(`the GitHub API could not list the pull requests of ${references_short(sha)}: ${reasonOf(error)}`);
    }
}
/** Reads a commit once: from the payload, else the checkout, else the API. */
class CommitReader {
    facts;
    options;
    cache = new Map();
    constructor(facts, options) {
        this.facts = facts;
        this.options = options;
    }
    read(sha) {
        let pending = this.cache.get(sha);
        if (!pending)
            this.cache.set(sha, (pending = this.load(sha)));
        return pending;
    }
    /** A commit read under a short id is the same commit under its full one. */
    remember(commit) {
        this.cache.set(commit.sha, Promise.resolve(commit));
    }
    async load(sha) {
        const push = this.facts.push;
        const known = [...(push?.commits ?? []), ...(push?.headCommit ? [push.headCommit] : [])];
        const inPayload = known.find(commit => commit.sha === sha && commit.message !== undefined);
        if (inPayload)
            return inPayload;
        let localProblem;
        try {
            const read = this.options.readLocalCommit ?? readLocalCommit;
            return { ...(await read(sha, this.facts.workspace)), url: (0,github_event/* commitUrl */.Bg)(this.facts, sha) };
        }
        catch (error) {
            localProblem = reasonOf(error);
        }
        if (!this.options.github) {
            throw new Error(`commit ${references_short(sha)} could not be read: ${localProblem}, and github-token is empty`);
        }
        if (!this.facts.repository)
            throw new Error(`commit ${references_short(sha)} could not be read: GITHUB_REPOSITORY is not set`);
        try {
            return await (0,api/* fetchCommit */.iH)(await this.options.github(), this.facts.repository, sha);
        }
        catch (error) {
            throw new Error(`commit ${references_short(sha)} could not be read: ${localProblem}, and the GitHub API failed: ${reasonOf(error)}`);
        }
    }
}
function describeCommits(commits) {
    if (commits.length === 0)
        return 'no commits (the push carried none)';
    const shown = commits.slice(0, 5).map(commit => references_short(commit.sha));
    const more = commits.length > shown.length ? `, and ${commits.length - shown.length} more` : '';
    return `${commits.length} commit${commits.length === 1 ? '' : 's'} (${shown.join(', ')}${more})`;
}
function references_short(sha) {
    return sha ? sha.slice(0, 7) : 'unknown';
}
function reasonOf(error) {
    const message = error instanceof Error ? error.message : String(error);
    return message.replace(/[.\s]+$/, '');
}


/***/ }),

/***/ 8836:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Xg: () => (/* binding */ readRedactions),
/* harmony export */   e$: () => (/* binding */ readCommitSha)
/* harmony export */ });
/* unused harmony export REDACTABLE */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1318);
/* harmony import */ var _parse_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3718);
/**
 * Which commit a record is about (`commit-sha`) and which of its details to leave out
 * (`redact-commit-info`): read alike by attest-jira and the build-side commands.
 */


const REDACTABLE = ['author', 'message', 'branch'];
function readCommitSha(source, name) {
    const value = source(name);
    if (value === undefined)
        return undefined;
    if (!/^[0-9a-fA-F]{7,64}$/.test(value)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d(name, `has ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .h)(value)}, which is not a commit id`, 'a commit SHA of 7 to 64 hexadecimal characters');
    }
    return value.toLowerCase();
}
function readRedactions(source, name) {
    const values = (0,_parse_js__WEBPACK_IMPORTED_MODULE_1__/* .readList */ .LD)(source, name);
    for (const value of values) {
        if (!REDACTABLE.includes(value)) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d(name, `has ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .h)(value)}, which cannot be redacted`, `any of ${REDACTABLE.join(', ')}`);
        }
    }
    return values;
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
        const info = (0,external_node_fs_.statSync)(path);
        if (!info.isFile()) {
            throw new errors/* InputError */.d(name, `names ${(0,errors/* quote */.h)(path)}, which is not a regular file`, FILE_FORM);
        }
        if (info.size > MAX_USER_DATA_FILE_BYTES) {
            throw new errors/* InputError */.d(name, `names ${(0,errors/* quote */.h)(path)}, which is ${info.size} bytes`, `a JSON file of at most ${MAX_USER_DATA_FILE_BYTES} bytes`);
        }
        text = (0,external_node_fs_.readFileSync)(path, 'utf8').replace(/^\uFEFF/, '');
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


/***/ })

};
