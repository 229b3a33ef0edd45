export const id = 7921;
export const ids = [7921];
export const modules = {

/***/ 8943:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $f: () => (/* binding */ repoParameters),
/* harmony export */   OS: () => (/* binding */ GitHubApiError),
/* harmony export */   Po: () => (/* binding */ describeGitHubFailure),
/* harmony export */   Wt: () => (/* binding */ permissionRefusal),
/* harmony export */   iH: () => (/* binding */ fetchCommit),
/* harmony export */   iO: () => (/* binding */ fetchPullRequestOf),
/* harmony export */   qg: () => (/* binding */ parse),
/* harmony export */   zY: () => (/* binding */ CommitSchema)
/* harmony export */ });
/* harmony import */ var _parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1913);
/* harmony import */ var _http_request_error_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8734);
/* harmony import */ var _event_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5015);
/**
 * The two GitHub REST reads that fill in what an event payload lacks: a commit (its message
 * on pull_request events) and the pull requests of a commit (the one a push to main merged).
 * They take a GitHubClient (connect.ts makes the real one, over Octokit), so tests can hand
 * them any answers.
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
        this.status = cause?.kind === 'status' ? cause.status : undefined;
        const remaining = cause?.headers?.['x-ratelimit-remaining'];
        this.rateLimited =
            this.status === 429 || (this.status === 403 && String(remaining).trim() === '0');
    }
}
const text = _parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .nullish */ .cl6(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP());
/** A commit as the API answers it, in a commit's read and in a pull request's commit list. */
const CommitSchema = _parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    sha: _parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    html_url: text,
    commit: _parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
        message: text,
        author: _parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .nullish */ .cl6(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({ name: text, email: text, date: text })),
        committer: _parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .nullish */ .cl6(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({ date: text }))
    })
});
const PullSchema = _parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    number: _parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
    title: text,
    body: text,
    html_url: text,
    merge_commit_sha: text,
    head: _parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .nullish */ .cl6(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({ sha: text, ref: text }))
});
/** `owner/name` split, for the API's path parameters. */
function repoParameters(repository) {
    const [owner = '', repo = ''] = repository.split('/');
    return { owner, repo };
}
async function fetchCommit(github, repository, sha) {
    const { data } = await github.request('GET /repos/{owner}/{repo}/commits/{ref}', {
        ...repoParameters(repository),
        ref: sha
    });
    const commit = parse(CommitSchema, data, 'a commit');
    const author = commit.commit.author;
    return {
        sha: commit.sha,
        message: commit.commit.message ?? undefined,
        author: (0,_event_js__WEBPACK_IMPORTED_MODULE_2__/* .formatAuthor */ .zH)(author?.name, author?.email),
        timestamp: (0,_event_js__WEBPACK_IMPORTED_MODULE_2__/* .unixSeconds */ .Yb)(commit.commit.committer?.date ?? author?.date),
        url: commit.html_url ?? undefined
    };
}
/**
 * The pull request a commit belongs to: the one it merged (its merge commit), else the one
 * whose head it is, else the first GitHub lists. Undefined when there is none.
 */
async function fetchPullRequestOf(github, repository, sha) {
    const { data } = await github.request('GET /repos/{owner}/{repo}/commits/{commit_sha}/pulls', {
        ...repoParameters(repository),
        commit_sha: sha,
        per_page: 100
    });
    const pulls = parse(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(PullSchema), data, 'a list of pull requests');
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
/** An answer of the API read by `schema`, or an error that says what was expected. */
function parse(schema, data, what) {
    const parsed = schema.safeParse(data);
    if (!parsed.success)
        throw new Error(`the GitHub API did not answer with ${what}`);
    return parsed.data;
}
/**
 * Why a GitHub API read failed, in words that say what to fix: the transport's error names
 * the system and request; this says what the token, the permissions or GITHUB_API_URL lack.
 */
function describeGitHubFailure(error, timeoutMs) {
    const detail = oneLine(error.detail);
    switch (error.kind) {
        case 'timeout':
            return `no answer within ${timeoutMs / 1000} s`;
        case 'network':
            // The detail already names a proxy's refusal or an untrusted certificate in full.
            return detail.startsWith('the ') ? detail : `no answer (${detail})`;
        case 'redirect':
            return `it redirected ${error.method} ${error.path}: ${detail.replace(/set the base URL to the address the service/, 'set GITHUB_API_URL to the address the API')}`;
        case 'too-large':
        case 'invalid-response':
            return `it sent an answer the action cannot read to ${error.method} ${error.path}: ${detail}`;
        case 'status':
            break;
    }
    const tries = error.attempts > 1 ? ` after ${error.attempts} attempts` : '';
    switch (error.status) {
        case 401:
            return `it refused github-token (401: ${detail}): give a current token`;
        case 403:
            return (`it refused access (403: ${detail}): the token needs contents: read and ` +
                `pull-requests: read on the repository, or the API rate limit was reached`);
        case 404:
            return `it answered 404 (${detail}): the token cannot see the repository, or GITHUB_API_URL is wrong`;
        default:
            return `it answered ${String(error.status)}${tries}: ${detail}`;
    }
}
function oneLine(text) {
    const flat = text
        .replace(/\s+/g, ' ')
        .trim()
        .replace(/[.\s]+$/, '');
    return flat.length > 300 ? `${flat.slice(0, 300)}…` : flat;
}
/**
 * A write GitHub refused for want of a permission: 403 (not the rate limit), as a token gets
 * that lacks `checks: write` or `pull-requests: write`, and a fork's pull request always does
 * ("Resource not accessible by integration"). GitHub's own words, for the warning that names
 * the permission; undefined for any other failure.
 */
function permissionRefusal(error) {
    if (!(error instanceof GitHubApiError) || error.status !== 403 || error.rateLimited) {
        return undefined;
    }
    const cause = error.cause;
    return (cause instanceof _http_request_error_js__WEBPACK_IMPORTED_MODULE_1__/* .RequestError */ .GI && oneLine(cause.reason ?? cause.detail)) || 'forbidden';
}


/***/ }),

/***/ 7563:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  fi: () => (/* binding */ CommitReader),
  zr: () => (/* binding */ missingCommitCause),
  cG: () => (/* binding */ readSubjectCommit),
  A3: () => (/* binding */ reasonOf),
  h0: () => (/* binding */ subject_commit_short),
  $u: () => (/* binding */ subjectSha)
});

// UNUSED EXPORTS: resolveCommitSha, runBranch

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
// EXTERNAL MODULE: ./src/runner/step-scope.ts
var step_scope = __webpack_require__(7719);
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
        (0,external_node_child_process_.execFile)('git', args, { cwd, env: (0,step_scope/* stepEnv */.WH)(), timeout: TIMEOUT_MS, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
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

// EXTERNAL MODULE: ./src/inputs/input-error.ts
var input_error = __webpack_require__(9354);
;// CONCATENATED MODULE: ./src/github/subject-commit.ts
/**
 * The commit a run is about, and how it is read: the commit-sha input (a short one resolved
 * first), else the pull request's head, else the push's head, else GITHUB_SHA; its message,
 * author and time from the event payload, else the checkout, else the GitHub API when a token
 * is given. Every command that records or reads the run's commit comes here; the issue-key
 * harvester (./references.ts) reads the same commits through the same reader.
 */




/**
 * Reads the run's commit. Best effort past the id: what is known of the commit is recorded
 * even if reading its message failed, with the reason in commitUnread. A short commit-sha that
 * cannot be resolved is refused.
 */
async function readSubjectCommit(facts, options, reader = new CommitReader(facts, options)) {
    const commitSha = options.commitSha === undefined
        ? undefined
        : await resolveCommitSha(options.commitSha, facts, reader);
    const result = { branch: runBranch(facts) };
    const sha = subjectSha(facts, commitSha);
    if (sha) {
        try {
            result.commit = await reader.read(sha);
        }
        catch (error) {
            result.commit = { sha };
            result.commitUnread = reasonOf(error);
        }
        result.commit.url ??= (0,github_event/* commitUrl */.Bg)(facts, sha);
    }
    return result;
}
/** The head branch on a pull request, else the ref the run is on. */
function runBranch(facts) {
    return facts.pullRequest ? (facts.headRef ?? facts.pullRequest.headRef) : facts.refName;
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
            reason = `it was read as ${(0,input_error/* quote */.h)(commit.sha)}, which is not a full id that starts with it`;
        }
        catch (error) {
            reason = reasonOf(error);
        }
    }
    throw new input_error/* InputError */.d('commit-sha', `has ${(0,input_error/* quote */.h)(given)}, a short commit id that could not be resolved to a full one (${reason})`, 'the full 40-character commit SHA, or a short one of a commit in the event payload, the checkout or, with github-token, the GitHub API');
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
/**
 * Why subjectSha found no commit, as the end of a sentence: on a push that deleted a branch
 * GITHUB_SHA is set (to the default branch's head), so "GITHUB_SHA is not set" would be false.
 */
function missingCommitCause(facts) {
    if (facts.pullRequest)
        return 'the pull request payload has no head commit';
    if (facts.push && !facts.payloadProblem) {
        return 'the push event has no head commit and no commits, as when a push deletes a branch';
    }
    return facts.payloadProblem
        ? `GITHUB_SHA is not set and ${facts.payloadProblem}`
        : `GITHUB_SHA is not set and the ${facts.eventName} event names no commit`;
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
            const api = this.options.localOnly ? '' : ', and github-token is empty';
            throw new Error(`commit ${subject_commit_short(sha)} could not be read: ${localProblem}${api}`);
        }
        if (!this.facts.repository)
            throw new Error(`commit ${subject_commit_short(sha)} could not be read: GITHUB_REPOSITORY is not set`);
        try {
            return await (0,api/* fetchCommit */.iH)(await this.options.github(), this.facts.repository, sha);
        }
        catch (error) {
            throw new Error(`commit ${subject_commit_short(sha)} could not be read: ${localProblem}, and the GitHub API failed: ${reasonOf(error)}`);
        }
    }
}
function subject_commit_short(sha) {
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
/* harmony export */   e$: () => (/* binding */ readCommitSha),
/* harmony export */   hw: () => (/* binding */ readCommitInputs)
/* harmony export */ });
/* unused harmony export REDACTABLE */
/* harmony import */ var _input_error_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9354);
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
        throw new _input_error_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d(name, `has ${(0,_input_error_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .h)(value)}, which is not a commit id`, 'a commit SHA of 7 to 64 hexadecimal characters');
    }
    return value.toLowerCase();
}
function readRedactions(source, name) {
    const values = (0,_parse_js__WEBPACK_IMPORTED_MODULE_1__/* .readList */ .LD)(source, name);
    for (const value of values) {
        if (!REDACTABLE.includes(value)) {
            throw new _input_error_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d(name, `has ${(0,_input_error_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .h)(value)}, which cannot be redacted`, `any of ${REDACTABLE.join(', ')}`);
        }
    }
    return values;
}
function readCommitInputs(source) {
    return {
        commitSha: readCommitSha(source, 'commit-sha'),
        redact: readRedactions(source, 'redact-commit-info')
    };
}


/***/ }),

/***/ 3539:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LQ: () => (/* binding */ logUnreadCommit),
/* harmony export */   Lt: () => (/* binding */ repoInfo),
/* harmony export */   Or: () => (/* binding */ gitCommitInfo),
/* harmony export */   it: () => (/* binding */ commitRecords)
/* harmony export */ });
function gitCommitInfo(subject, redact) {
    const commit = subject.commit;
    if (!commit)
        return undefined;
    const info = { sha1: commit.sha };
    if (commit.message !== undefined && !redact.includes('message'))
        info.message = commit.message;
    if (commit.author !== undefined && !redact.includes('author'))
        info.author = commit.author;
    if (subject.branch !== undefined && !redact.includes('branch'))
        info.branch = subject.branch;
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
/** Both records as body fields, each only when the run knows it (the bodies are strict). */
function commitRecords(subject, facts, redact) {
    const records = {};
    const commit = gitCommitInfo(subject, redact);
    if (commit)
        records.git_commit_info = commit;
    const repo = repoInfo(facts);
    if (repo)
        records.repo_info = repo;
    return records;
}
/**
 * Says in the log when git_commit_info can hold only the commit's id and URL: the record is
 * still true, but a reader of the log should not assume the message and author are in it.
 */
function logUnreadCommit(subject, log) {
    if (!subject.commit || subject.commitUnread === undefined)
        return;
    log.info(`git_commit_info records only the id and URL of commit ${subject.commit.sha.slice(0, 7)}, not its message, author and time: ${subject.commitUnread}.`);
}


/***/ }),

/***/ 4004:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   t: () => (/* binding */ readRunCommit)
/* harmony export */ });
/* harmony import */ var _github_event_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5015);
/* harmony import */ var _github_subject_commit_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7563);
/* harmony import */ var _commit_records_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3539);
/**
 * The commit a build-side record is about, read once per step: the commit-sha input, else
 * the pull request's head (never the generated merge commit in GITHUB_SHA), else GITHUB_SHA;
 * with its message, author and time from the event payload or the
 * checkout when they are there, and its repository.
 */



async function readRunCommit(options, log) {
    const facts = (0,_github_event_js__WEBPACK_IMPORTED_MODULE_0__.readRunFacts)();
    if (facts.payloadProblem)
        log.warning(`The event payload was not used: ${facts.payloadProblem}.`);
    // What was built is GITHUB_SHA, except on a pull request, where GITHUB_SHA is a generated
    // merge commit and the head is what the author pushed.
    const commitSha = options.commitSha ?? facts.pullRequest?.headSha ?? facts.sha;
    // Only the commit itself is read: payload, then checkout; never the API.
    const subject = await (0,_github_subject_commit_js__WEBPACK_IMPORTED_MODULE_1__/* .readSubjectCommit */ .cG)(facts, { commitSha, localOnly: true });
    (0,_commit_records_js__WEBPACK_IMPORTED_MODULE_2__/* .logUnreadCommit */ .LQ)(subject, log);
    const sha = subject.commit?.sha;
    return {
        facts,
        sha,
        commitUrl: sha ? (subject.commit?.url ?? (0,_github_event_js__WEBPACK_IMPORTED_MODULE_0__/* .commitUrl */ .Bg)(facts, sha)) : undefined,
        gitCommitInfo: (0,_commit_records_js__WEBPACK_IMPORTED_MODULE_2__/* .gitCommitInfo */ .Or)(subject, options.redact),
        repoInfo: (0,_commit_records_js__WEBPACK_IMPORTED_MODULE_2__/* .repoInfo */ .Lt)(facts)
    };
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
