export const id = 7430;
export const ids = [7430];
export const modules = {

/***/ 7430:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  command: () => (/* binding */ command)
});

// EXTERNAL MODULE: ./src/attest/pipeline.ts + 2 modules
var pipeline = __webpack_require__(1086);
// EXTERNAL MODULE: ./src/github/api.ts
var api = __webpack_require__(8943);
// EXTERNAL MODULE: ./src/run-commit/commit-records.ts
var commit_records = __webpack_require__(3539);
// EXTERNAL MODULE: ./src/action/retry-log.ts
var retry_log = __webpack_require__(1599);
// EXTERNAL MODULE: ./src/github/connect.ts
var connect = __webpack_require__(7441);
// EXTERNAL MODULE: ./src/github/event.ts
var github_event = __webpack_require__(5015);
// EXTERNAL MODULE: ./src/parsing/zod.ts
var zod = __webpack_require__(1913);
// EXTERNAL MODULE: ./src/github/paginate.ts
var paginate = __webpack_require__(1674);
;// CONCATENATED MODULE: ./src/github/pulls.ts
/**
 * Pull request evidence from the GitHub REST API: the pull requests of a commit (or one by
 * number), each with every commit and every approving review, all pages read. Answers are
 * parsed tolerantly: unknown fields pass, and only what the evidence needs is required.
 */




const pulls_text = zod/* nullish */.cl6(zod/* string */.YjP());
/** A deleted account shows as null; GitHub names it ghost. */
const GHOST = 'ghost';
const user = zod/* catch */.MfU(zod/* nullish */.cl6(zod/* looseObject */._H3({ login: zod/* string */.YjP() })), undefined);
const PullSchema = zod/* looseObject */._H3({
    number: zod/* number */.aig(),
    html_url: zod/* string */.YjP(),
    state: zod/* string */.YjP(),
    title: zod/* string */.YjP(),
    user,
    created_at: zod/* string */.YjP(),
    merged_at: pulls_text,
    merge_commit_sha: pulls_text,
    head: zod/* looseObject */._H3({ ref: zod/* string */.YjP() }),
    base: zod/* looseObject */._H3({ ref: zod/* string */.YjP() })
});
/** GitHub's verdict on a commit's signature; an answer without one is read as unknown. */
const VerificationSchema = zod/* catch */.MfU(zod/* nullish */.cl6(zod/* looseObject */._H3({ verified: zod/* boolean */.zMY(), reason: zod/* string */.YjP() })), undefined);
/** A commit of the list, with the account of its author and its signature's verification. */
const PullCommitSchema = zod/* extend */.X$i(api/* CommitSchema */.zY, {
    author: user,
    commit: zod/* extend */.X$i(api/* CommitSchema */.zY.shape.commit, { verification: VerificationSchema })
});
const ReviewSchema = zod/* looseObject */._H3({
    state: zod/* string */.YjP(),
    user,
    submitted_at: pulls_text
});
/** Every pull request GitHub associates with the commit (merged ones, and open ones off main). */
async function listPullsOfCommit(request, repository, sha) {
    const items = await (0,paginate/* readAllPages */.s$)(request, 'GET /repos/{owner}/{repo}/commits/{commit_sha}/pulls', { ...(0,api/* repoParameters */.$f)(repository), commit_sha: sha });
    return items.map(item => (0,api/* parse */.qg)(PullSchema, item, 'a pull request'));
}
/** One pull request by number (a pull_request event's own). */
async function getPull(request, repository, number) {
    const { data } = await request('GET /repos/{owner}/{repo}/pulls/{pull_number}', {
        ...(0,api/* repoParameters */.$f)(repository),
        pull_number: number
    });
    return (0,api/* parse */.qg)(PullSchema, data, 'a pull request');
}
/**
 * The most commits GitHub lists for a pull request, however many it has ("List commits on a
 * pull request"): a longer one's list ends there, with no sign that it was cut.
 */
const PULL_COMMITS_LISTED = 250;
/** A pull request with its commits (up to PULL_COMMITS_LISTED) and approving reviews. */
async function readPullEvidence(request, repository, pull) {
    const where = { ...(0,api/* repoParameters */.$f)(repository), pull_number: pull.number };
    const [commits, reviews] = await Promise.all([
        (0,paginate/* readAllPages */.s$)(request, 'GET /repos/{owner}/{repo}/pulls/{pull_number}/commits', where),
        (0,paginate/* readAllPages */.s$)(request, 'GET /repos/{owner}/{repo}/pulls/{pull_number}/reviews', where)
    ]);
    return {
        ...pullFacts(pull),
        commits: commits.map(item => commitFacts((0,api/* parse */.qg)(PullCommitSchema, item, 'a commit'))),
        approvals: reviews
            .map(item => (0,api/* parse */.qg)(ReviewSchema, item, 'a review'))
            .filter(review => review.state === 'APPROVED')
            .map(review => {
            const approval = { login: review.user?.login ?? GHOST };
            const at = (0,github_event/* unixSeconds */.Yb)(review.submitted_at);
            if (at !== undefined)
                approval.submittedAt = at;
            return approval;
        })
    };
}
function pullFacts(pull) {
    const createdAt = (0,github_event/* unixSeconds */.Yb)(pull.created_at);
    if (createdAt === undefined)
        throw new Error('the GitHub API answered a pull request without a creation time');
    const mergedAt = (0,github_event/* unixSeconds */.Yb)(pull.merged_at);
    const facts = {
        number: pull.number,
        url: pull.html_url,
        state: mergedAt !== undefined ? 'MERGED' : pull.state.toLowerCase() === 'open' ? 'OPEN' : 'CLOSED',
        author: pull.user?.login ?? GHOST,
        title: pull.title,
        createdAt,
        headRef: pull.head.ref,
        baseRef: pull.base.ref
    };
    if (mergedAt !== undefined) {
        facts.mergedAt = mergedAt;
        // An open pull request's merge_commit_sha is a test merge, not a commit of the branch.
        if (pull.merge_commit_sha && /^[0-9a-f]{40}$/.test(pull.merge_commit_sha)) {
            facts.mergeCommit = pull.merge_commit_sha;
        }
    }
    return facts;
}
function commitFacts(commit) {
    const author = commit.commit.author;
    const facts = { sha: commit.sha };
    if (commit.commit.message != null)
        facts.headline = headline(commit.commit.message);
    const name = (0,github_event/* formatAuthor */.zH)(author?.name, author?.email);
    if (name !== undefined)
        facts.author = name;
    if (commit.author?.login)
        facts.authorLogin = commit.author.login;
    const timestamp = (0,github_event/* unixSeconds */.Yb)(author?.date ?? commit.commit.committer?.date);
    if (timestamp !== undefined)
        facts.timestamp = timestamp;
    if (commit.html_url)
        facts.url = commit.html_url;
    const verification = commit.commit.verification;
    // GraphQL gives an unsigned commit no signature at all, so the CLI records none for it.
    if (verification && verification.reason !== 'unsigned') {
        facts.signature = { verified: verification.verified, state: verification.reason.toUpperCase() };
    }
    return facts;
}
/** A commit message's first line, without the line break. */
function headline(message) {
    return message.split('\n', 1)[0]?.replace(/\r$/, '') ?? '';
}

// EXTERNAL MODULE: ./src/github/subject-commit.ts + 1 modules
var subject_commit = __webpack_require__(7563);
;// CONCATENATED MODULE: ./src/commands/attest-pull-request/body.ts
/**
 * One `FoundPullRequestV2` with what the vendor CLI records besides (internal/types/types.go,
 * PREvidence and Commit): the base branch, each commit's headline and, for a signed commit,
 * its signature's verdict. The commits carry the pull request's head branch.
 */
function foundPullRequest(pull) {
    return {
        url: pull.url,
        state: pull.state,
        author: pull.author,
        title: pull.title,
        created_at: pull.createdAt,
        merged_at: pull.mergedAt ?? null,
        head_ref: pull.headRef,
        base_ref: pull.baseRef,
        merge_commit: pull.mergeCommit ?? null,
        approvers: pull.approvals.map(approval => ({
            username: approval.login,
            state: 'APPROVED',
            ...(approval.submittedAt !== undefined ? { timestamp: approval.submittedAt } : {})
        })),
        commits: pull.commits.map(commit => {
            const found = { sha1: commit.sha };
            if (commit.headline !== undefined)
                found.message = commit.headline;
            if (commit.author !== undefined)
                found.author = commit.author;
            if (commit.authorLogin !== undefined)
                found.author_username = commit.authorLogin;
            found.branch = pull.headRef;
            if (commit.timestamp !== undefined)
                found.timestamp = commit.timestamp;
            if (commit.url !== undefined)
                found.url = commit.url;
            if (commit.signature !== undefined) {
                found.verified = commit.signature.verified;
                found.signature_state = commit.signature.state;
            }
            return found;
        })
    };
}
/** Every approver's login once, in the order first seen. */
function approverLogins(pulls) {
    return [...new Set(pulls.flatMap(pull => pull.approvals.map(approval => approval.login)))];
}

// EXTERNAL MODULE: ./src/inputs/input-error.ts
var input_error = __webpack_require__(9354);
// EXTERNAL MODULE: ./src/inputs/commit.ts
var commit = __webpack_require__(8836);
// EXTERNAL MODULE: ./src/inputs/tokens.ts
var tokens = __webpack_require__(1867);
;// CONCATENATED MODULE: ./src/commands/attest-pull-request/inputs.ts





function readPullRequestInputs(source, _common, step) {
    const githubToken = (0,tokens/* readGitHubToken */.nC)(source, step.mask);
    if (githubToken === undefined) {
        throw new input_error/* InputError */.d('github-token', 'is empty, and the pull requests can only be read through the GitHub API', 'a token that can read pull requests: leave the input out to use ${{ github.token }}, with permissions: pull-requests: read in the workflow');
    }
    const commitSha = (0,commit/* readCommitSha */.e$)(source, 'commit-sha');
    if (commitSha === undefined)
        refuseRunWithoutCommit();
    return { commitSha, githubToken };
}
/** A run whose event names no commit is refused here, saying why, before any request. */
function refuseRunWithoutCommit() {
    const facts = (0,github_event.readRunFacts)();
    if ((0,subject_commit/* subjectSha */.$u)(facts) !== undefined)
        return;
    throw new input_error/* InputError */.d('commit-sha', `is empty, and ${(0,subject_commit/* missingCommitCause */.zr)(facts)}`, 'the commit whose pull requests to attest, as a full or short SHA');
}

// EXTERNAL MODULE: ./src/summary/attestation-facts.ts
var attestation_facts = __webpack_require__(9028);
// EXTERNAL MODULE: ./src/summary/states.ts
var states = __webpack_require__(2764);
// EXTERNAL MODULE: ./src/summary/commits.ts
var commits = __webpack_require__(434);
// EXTERNAL MODULE: ./src/summary/markdown.ts
var markdown = __webpack_require__(7175);
;// CONCATENATED MODULE: ./src/commands/attest-pull-request/summary.ts




function heading(summary) {
    const count = summary.pulls.length;
    const counted = count === 0
        ? `no pull request has commit ${(0,commits/* commitLink */.wn)(summary.commit, summary.commitUrl)}`
        : `${(0,states/* plural */.LS)(count, 'pull request')}, ${(0,states/* plural */.LS)(approvalCount(summary.pulls), 'approval')}`;
    if (!summary.posted)
        return `Dry run: pull request attestation not sent (${counted})`;
    const mark = (0,states/* stateEmoji */.eY)(count > 0 ? 'compliant' : 'missing');
    return `${mark} Pull request attestation ${(0,markdown/* escapeText */.X1)(summary.attestationName)} recorded: ${counted}`;
}
function approvalCount(pulls) {
    return pulls.reduce((sum, pull) => sum + pull.approvals.length, 0);
}
function renderPullRequestSummary(summary) {
    const sections = summary.pulls.length > 0
        ? [
            '### Pull requests',
            (0,markdown/* table */.tp)(['Pull request', 'State', 'Author', 'Approvers', 'Commits'], summary.pulls.map(pull => [
                `${(0,markdown/* link */.nf)(`#${pull.number}`, pull.url)} ${(0,markdown/* escapeText */.X1)(pull.title)}`,
                (0,markdown/* escapeText */.X1)(pull.state.toLowerCase()),
                (0,markdown/* escapeText */.X1)(pull.author),
                pull.approvals.length > 0
                    ? (0,markdown/* escapeText */.X1)([...new Set(pull.approvals.map(approval => approval.login))].join(', '))
                    : (0,states/* stateMark */.B3)('missing', 'none'),
                String(pull.commits.length)
            ]))
        ]
        : ['No pull request contains this commit: it reached the branch without review.'];
    const commit = (0,commits/* commitLink */.wn)(summary.commit, summary.commitUrl);
    return (0,attestation_facts/* renderAttestationSummary */.Dq)(summary, {
        heading: heading(summary),
        facts: [['Commit', commit]],
        sections
    });
}

;// CONCATENATED MODULE: ./src/commands/attest-pull-request/index.ts
/**
 * attest-pull-request: records the pull requests of the commit (the one a push merged, or a
 * pull_request event's own), each with its commits and approving reviews, as a pull request
 * attestation. It is posted whether or not there is one, because that is the evidence;
 * `assert` then fails the step when there is none (the four-eyes check). A GitHub read that
 * fails posts nothing: an empty list would record evidence that was never gathered.
 */











const NOTHING_POSTED = 'No attestation was posted: an attestation without the pull requests would record evidence that was never gathered.';
/**
 * The commit (a short commit-sha resolved, with what is known of it, for git_commit_info)
 * and its pull requests, read in one pass over the event and the GitHub API.
 */
async function gather(inputs, context) {
    const { log, common } = context;
    const facts = (0,github_event.readRunFacts)();
    if (facts.payloadProblem)
        log.warning(`The event payload was not used: ${facts.payloadProblem}.`);
    const github = (0,connect/* connectGitHub */.UY)(inputs.githubToken, common.timeoutMs, {
        maxRetries: common.maxRetries,
        onRetry: event => log.info((0,retry_log/* describeRetry */.e)(event, 'GitHub'))
    });
    const subject = await (0,subject_commit/* readSubjectCommit */.cG)(facts, { commitSha: inputs.commitSha, github });
    (0,commit_records/* logUnreadCommit */.LQ)(subject, log);
    const commit = subject.commit;
    if (!commit) {
        throw new Error(`The commit to attest is unknown: ${(0,subject_commit/* missingCommitCause */.zr)(facts)}. Give commit-sha.`);
    }
    if (!facts.repository) {
        throw new Error('The repository is unknown: GITHUB_REPOSITORY is not set. No attestation was posted.');
    }
    const pulls = await log.group(`Reading the pull requests of ${commit.sha.slice(0, 7)}`, () => readPulls(inputs, facts, commit.sha, github, log));
    return { facts, subject, commit, pulls };
}
const command = (0,pipeline/* attestationCommand */.Q)({
    type: 'pull_request',
    readInputs: readPullRequestInputs,
    commit: ({ subject, facts, commit }) => ({
        sha: commit.sha,
        ...(0,commit_records/* commitRecords */.it)(subject, facts, [])
    }),
    gather,
    body: ({ pulls }) => ({
        git_provider: 'github',
        pull_requests: pulls.map(foundPullRequest)
    }),
    detail: ({ pulls }) => `${pulls.length} pull request(s)`,
    outputs: ({ pulls }) => ({
        'pull-requests': String(pulls.length),
        approvers: JSON.stringify(approverLogins(pulls))
    }),
    summary: {
        render: (report, { commit, pulls }) => renderPullRequestSummary({ ...report, commit: commit.sha, commitUrl: commit.url, pulls })
    },
    verdict: ({ commit, pulls }) => pulls.length === 0
        ? `No pull request contains commit ${commit.sha.slice(0, 7)}: it reached the branch without review, so the attestation records none and is not compliant. Merge changes through a pull request`
        : undefined
});
/**
 * A pull_request event's own pull request (read by number: the commit listing can lag behind
 * a push by seconds); otherwise every pull request GitHub lists for the commit.
 */
async function readPulls(inputs, facts, sha, github, log) {
    const repository = facts.repository ?? '';
    const own = inputs.commitSha === undefined ? facts.pullRequest?.number : undefined;
    try {
        if (!github)
            throw new Error('github-token is empty');
        const request = await github();
        const listed = own !== undefined
            ? [await getPull(request, repository, own)]
            : await listPullsOfCommit(request, repository, sha);
        const pulls = [];
        for (const pull of listed) {
            const evidence = await readPullEvidence(request, repository, pull);
            const approvers = [...new Set(evidence.approvals.map(approval => approval.login))];
            log.info(`#${evidence.number} ${evidence.state.toLowerCase()} by ${evidence.author}: ${evidence.commits.length} commit(s), ` +
                (approvers.length > 0 ? `approved by ${approvers.join(', ')}` : 'no approving review'));
            if (evidence.commits.length >= PULL_COMMITS_LISTED) {
                log.warning(`#${evidence.number}'s evidence names its first ${PULL_COMMITS_LISTED} commits only: ` +
                    `GitHub lists no more of a pull request, so any later ones are not in it.`);
            }
            pulls.push(evidence);
        }
        if (listed.length === 0)
            log.info(`GitHub lists no pull request with commit ${sha}.`);
        return pulls;
    }
    catch (error) {
        throw new Error(readFailure(error, own, sha), { cause: error });
    }
}
/** Why the read failed and what to do; a 403 or 404 names the permission to grant. */
function readFailure(error, own, sha) {
    const what = own !== undefined ? `pull request #${own}` : `the pull requests of commit ${sha.slice(0, 7)}`;
    const reason = (error instanceof Error ? error.message : String(error)).replace(/[.\s]+$/, '');
    if (error instanceof api/* GitHubApiError */.OS &&
        !error.rateLimited &&
        (error.status === 403 || error.status === 404)) {
        return (`github-token may not read ${what} (the GitHub API answered ${error.status}): the token needs ` +
            `read access to pull requests. Grant it in the workflow with "permissions: pull-requests: read" ` +
            `(with "contents: read"), or give a token that can read this repository. ${NOTHING_POSTED}`);
    }
    return `The GitHub API could not read ${what}: ${reason}. ${NOTHING_POSTED}`;
}


/***/ }),

/***/ 7441:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   UY: () => (/* binding */ connectGitHub)
/* harmony export */ });
/* unused harmony exports apiRoot, routeUrl */
/* harmony import */ var _http_request_error_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8734);
/* harmony import */ var _http_transport_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7765);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(311);
/* harmony import */ var _api_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8943);
/* harmony import */ var _runner_step_scope_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7719);





const DEFAULT_API_URL = 'https://api.github.com';
/** What GitHub asks clients to send, so answers keep the shape this code parses. */
const GITHUB_HEADERS = { 'x-github-api-version': '2022-11-28' };
const GITHUB_MEDIA_TYPE = 'application/vnd.github+json';
/**
 * A connector: every call hands out the same request function. Undefined when there is no
 * token, so a command can say the token is missing before reading anything.
 */
function connectGitHub(token, timeoutMs, options = {}) {
    if (!token)
        return undefined;
    let connected;
    return () => (connected ??= Promise.resolve().then(() => gitHubRequest(token, timeoutMs, options)));
}
function gitHubRequest(token, timeoutMs, options) {
    const root = apiRoot(options.apiUrl ?? (0,_runner_step_scope_js__WEBPACK_IMPORTED_MODULE_3__/* .stepEnv */ .WH)().GITHUB_API_URL);
    const transport = (0,_http_transport_js__WEBPACK_IMPORTED_MODULE_1__/* .transportFor */ .J)('the GitHub API', root, `Bearer ${token}`, {
        userAgent: _version_js__WEBPACK_IMPORTED_MODULE_4__/* .USER_AGENT */ ._O,
        timeoutMs,
        maxRetries: options.maxRetries ?? 0,
        onRetry: options.onRetry
    });
    return async (route, parameters, body) => {
        const method = routeMethod(route);
        const url = routeUrl(root, route, parameters);
        try {
            const response = await transport.send({
                method,
                url,
                accept: GITHUB_MEDIA_TYPE,
                headers: GITHUB_HEADERS,
                ...(body === undefined
                    ? {}
                    : { body: JSON.stringify(body), contentType: 'application/json' })
            });
            const data = (0,_http_request_error_js__WEBPACK_IMPORTED_MODULE_0__/* .tryParseJson */ .Bl)(response.body);
            if (data === undefined) {
                throw new Error(`the GitHub API answered ${method} ${url.pathname} with something that is not JSON ` +
                    `(content type ${JSON.stringify(String(response.headers['content-type'] ?? 'none'))}); ` +
                    `check GITHUB_API_URL`);
            }
            return { data, headers: flatHeaders(response.headers), url: url.href };
        }
        catch (error) {
            if (!(error instanceof _http_request_error_js__WEBPACK_IMPORTED_MODULE_0__/* .RequestError */ .GI))
                throw error;
            throw new _api_js__WEBPACK_IMPORTED_MODULE_2__/* .GitHubApiError */ .OS((0,_api_js__WEBPACK_IMPORTED_MODULE_2__/* .describeGitHubFailure */ .Po)(error, timeoutMs), error);
        }
    };
}
/** GITHUB_API_URL as a URL whose path ends in `/`, so routes resolve beneath it. */
function apiRoot(configured) {
    const text = configured?.trim() || DEFAULT_API_URL;
    let url;
    try {
        url = new URL(text);
    }
    catch {
        throw new Error(`GITHUB_API_URL has ${JSON.stringify(text.slice(0, 200))}, which is not a URL; ` +
            `set it to the API root, e.g. ${DEFAULT_API_URL} or https://github.example.com/api/v3`);
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') {
        throw new Error(`GITHUB_API_URL has ${JSON.stringify(url.href)}, which is not an http(s) URL; ` +
            `set it to the API root, e.g. ${DEFAULT_API_URL}`);
    }
    url.search = '';
    url.hash = '';
    if (!url.pathname.endsWith('/'))
        url.pathname += '/';
    return url;
}
/** The methods routes are sent with: reads, and the writes of check runs and comments. */
const METHODS = ['GET', 'POST', 'PATCH'];
function routeMethod(route) {
    const method = METHODS.find(known => route.startsWith(`${known} `));
    if (!method)
        throw new Error(`Internal error: ${route} has no method this client sends`);
    return method;
}
/**
 * The URL of a route: `GET /repos/{owner}/{repo}` (or POST, PATCH) with its path parameters
 * encoded and the rest as the query, or `GET <absolute URL>` (a next-page link), accepted
 * only under the API root, since the token goes with it.
 */
function routeUrl(root, route, parameters) {
    const [, path = ''] = route.split(' ', 2);
    routeMethod(route);
    const remaining = new Map(Object.entries(parameters).map(([k, v]) => [k, String(v)]));
    let url;
    if (/^[a-z][a-z0-9+.-]*:/i.test(path)) {
        url = new URL(path);
        if (url.origin !== root.origin || !url.pathname.startsWith(root.pathname)) {
            throw new _api_js__WEBPACK_IMPORTED_MODULE_2__/* .GitHubApiError */ .OS(`it pointed to ${url.origin}${url.pathname}, outside GITHUB_API_URL ` +
                `(${root.origin}${root.pathname}), and github-token is never sent there`, undefined);
        }
    }
    else {
        const filled = path.replace(/\{(\w+)\}/g, (whole, name) => {
            const value = remaining.get(name);
            if (value === undefined)
                throw new Error(`Internal error: ${route} lacks ${name}`);
            remaining.delete(name);
            // URLs read "." and ".." (even encoded) as steps up: such a value would leave the route.
            if (/^(\.|%2e){1,2}$/i.test(value)) {
                throw new Error(`${name} ${JSON.stringify(value)} cannot be read from the GitHub API`);
            }
            return encodeURIComponent(value);
        });
        url = new URL(filled.replace(/^\/+/, ''), root);
    }
    for (const [name, value] of remaining)
        url.searchParams.set(name, value);
    return url;
}
function flatHeaders(headers) {
    const flat = {};
    for (const [name, value] of Object.entries(headers)) {
        flat[name] = Array.isArray(value) ? value.join(', ') : value;
    }
    return flat;
}


/***/ }),

/***/ 1674:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   s$: () => (/* binding */ readAllPages)
/* harmony export */ });
/* unused harmony exports MAX_PAGES, nextPageUrl */
/** A bound on pages, so a server that always answers with a next link cannot loop forever. */
const MAX_PAGES = 100;
async function readAllPages(request, route, parameters) {
    const items = [];
    let response = await request(route, { ...parameters, per_page: 100 });
    for (let page = 1;; page++) {
        if (!Array.isArray(response.data))
            throw new Error('the GitHub API did not answer with a list');
        items.push(...response.data);
        const next = nextPageUrl(response);
        if (next === undefined)
            return items;
        if (page >= MAX_PAGES) {
            throw new Error(`the GitHub API listing went on past ${MAX_PAGES} pages of 100`);
        }
        response = await request(`GET ${next}`, {});
    }
}
/**
 * The rel="next" URL of a `Link` header, resolved against the URL that was asked (the
 * transport follows no redirect to another origin, so that is the origin that answered).
 */
function nextPageUrl(response) {
    const header = response.headers?.link;
    if (typeof header !== 'string')
        return undefined;
    for (const part of header.split(',')) {
        const match = /^\s*<([^>]*)>\s*;(.*)$/.exec(part);
        if (!match?.[1] || !/\brel\s*=\s*"?([^"]*\s)?next(\s[^"]*)?"?/.test(match[2] ?? ''))
            continue;
        const base = response.url;
        const next = URL.parse(match[1], base);
        if (next === null) {
            // The header is the remote's text: quoted bounded, for the escaping logger to print.
            throw new Error(`the GitHub API pointed to its next page with a link that is not a URL (${JSON.stringify(match[1].slice(0, 100))})`);
        }
        if (base !== undefined && next.origin !== new URL(base).origin) {
            throw new Error(`the GitHub API pointed to its next page on another origin (${next.origin}); the token is not sent there`);
        }
        return next.href;
    }
    return undefined;
}


/***/ }),

/***/ 2764:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B3: () => (/* binding */ stateMark),
/* harmony export */   Bt: () => (/* binding */ complianceState),
/* harmony export */   CY: () => (/* binding */ stateHeading),
/* harmony export */   LS: () => (/* binding */ plural),
/* harmony export */   _p: () => (/* binding */ byAttention),
/* harmony export */   eY: () => (/* binding */ stateEmoji),
/* harmony export */   e_: () => (/* binding */ needsAttention),
/* harmony export */   fc: () => (/* binding */ complianceOf),
/* harmony export */   g0: () => (/* binding */ countAttention),
/* harmony export */   jo: () => (/* binding */ warningNote),
/* harmony export */   nU: () => (/* binding */ severityMark),
/* harmony export */   uM: () => (/* binding */ changeMark)
/* harmony export */ });
/**
 * The one vocabulary of every job summary: each state's word and its one mark, and the state
 * words of the service's answers translated into it. A summary shows a state only through
 * here, so "non-compliant" is spelled and marked the same in every command (a policy test
 * keeps emoji out of every other module). Each mark stands beside its word, so a summary
 * reads the same without emoji.
 */
const MARKS = {
    compliant: '✅',
    'non-compliant': '❌',
    incomplete: '⏳',
    missing: '⚠️',
    unknown: '❔',
    failing: '❌',
    passing: '✅',
    skipped: '⏭️'
};
/** `❌ non-compliant`; with `word`, the same mark beside another word for it (`❌ not found`). */
function stateMark(state, word = state) {
    return `${MARKS[state]} ${word}`;
}
/** `❌ Non-compliant`: the mark and word that begin a heading. */
function stateHeading(state, word = state) {
    return `${MARKS[state]} ${word.charAt(0).toUpperCase()}${word.slice(1)}`;
}
/** The mark alone, before a name that is not the state's word (`❌ PriceTest`). */
function stateEmoji(state) {
    return MARKS[state];
}
/**
 * The state from a service status word and the is_compliant flag. The words the service
 * sends: COMPLIANT, NON-COMPLIANT (NON_COMPLIANT in some answers), INCOMPLETE, MISSING,
 * PENDING, and an attestation's COMPLETE (which says only that it was recorded: its flag
 * then says whether it complies). The word wins where it says more than the flag: an
 * INCOMPLETE trail also has is_compliant false.
 */
function complianceState(status, isCompliant) {
    switch ((status ?? '')
        .trim()
        .toUpperCase()
        .replace(/[_\s]+/g, '-')) {
        case 'MISSING':
            return 'missing';
        case 'INCOMPLETE':
        case 'PENDING':
            return 'incomplete';
        case 'NON-COMPLIANT':
        case 'NONCOMPLIANT':
        case 'NOT-COMPLIANT':
            return 'non-compliant';
        case 'COMPLIANT':
            return 'compliant';
    }
    return complianceOf(isCompliant);
}
/** The state a bare compliance flag gives: true, false, or unknown when it is absent. */
function complianceOf(isCompliant) {
    if (isCompliant === true)
        return 'compliant';
    if (isCompliant === false)
        return 'non-compliant';
    return 'unknown';
}
/** Which rows a reviewer needs first: lower comes first. */
const ATTENTION = {
    missing: 0,
    'non-compliant': 1,
    failing: 1,
    incomplete: 2,
    unknown: 3,
    skipped: 4,
    compliant: 5,
    passing: 5
};
/** Whether a row in this state needs a reviewer's attention. */
function needsAttention(state) {
    return ATTENTION[state] <= ATTENTION.unknown;
}
/**
 * The items with those that need attention first (missing, then non-compliant or failing,
 * then incomplete, then unknown), the order of the answer kept within each state.
 */
function byAttention(items, stateOf) {
    const rank = (item) => {
        const state = stateOf(item);
        return state === undefined ? ATTENTION.unknown : ATTENTION[state];
    };
    return items
        .map((item, index) => ({ item, index, rank: rank(item) }))
        .sort((a, b) => a.rank - b.rank || a.index - b.index)
        .map(entry => entry.item);
}
/**
 * `1 missing, 2 non-compliant`: the states that need attention, counted in attention order;
 * undefined when none does.
 */
function countAttention(states) {
    const counts = new Map();
    const tallied = Array.isArray(states)
        ? states.map(state => [state, 1])
        : [...states];
    for (const [state, count] of tallied) {
        if (state !== undefined && needsAttention(state) && state !== 'unknown') {
            counts.set(state, (counts.get(state) ?? 0) + count);
        }
    }
    const parts = [...counts]
        .sort(([a], [b]) => ATTENTION[a] - ATTENTION[b])
        .map(([state, count]) => `${count} ${state}`);
    return parts.length > 0 ? parts.join(', ') : undefined;
}
/** `1 attestation`, `4 attestations`. */
function plural(count, noun, nouns = `${noun}s`) {
    return `${count} ${count === 1 ? noun : nouns}`;
}
const SEVERITY_MARKS = { high: '🔴', medium: '🟠', low: '🟡' };
/** `🔴 high`. */
function severityMark(severity) {
    return `${SEVERITY_MARKS[severity]} ${severity}`;
}
const CHANGE_MARKS = {
    added: '➕',
    removed: '➖',
    updated: '🔁',
    scaled: '↕️'
};
/** `➕ added`; with `detail`, said after the word (`↕️ scaled 2 → 3`). */
function changeMark(change, detail) {
    return `${CHANGE_MARKS[change]} ${change}${detail ? ` ${detail}` : ''}`;
}
/** A note a reviewer must not miss (the service judged another scope than asked): a quote. */
function warningNote(text) {
    return `> ⚠️ ${text}`;
}


/***/ })

};
