export const id = 402;
export const ids = [402];
export const modules = {

/***/ 7603:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ resolveFingerprint)
/* harmony export */ });
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(311);

/**
 * The timeout-seconds input (`common.timeoutMs`) bounds the wait for docker and each
 * registry request; max-retries (`common.maxRetries`) is the retries of a registry request.
 */
async function resolveFingerprint(artifact, context) {
    if ('fingerprint' in artifact)
        return artifact.fingerprint;
    const { log } = context;
    const { timeoutMs, maxRetries } = context.common;
    return log.group(`Fingerprinting ${artifact.path}`, async () => {
        const { fingerprintArtifact } = await __webpack_require__.e(/* import() */ 444).then(__webpack_require__.bind(__webpack_require__, 2444));
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
        return computed.fingerprint;
    });
}


/***/ }),

/***/ 5402:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  command: () => (/* binding */ command)
});

// EXTERNAL MODULE: ./src/evidence/verdict.ts
var verdict = __webpack_require__(7404);
// EXTERNAL MODULE: ./src/github/api.ts
var api = __webpack_require__(8943);
// EXTERNAL MODULE: ./src/evidence/commit-records.ts
var commit_records = __webpack_require__(5039);
// EXTERNAL MODULE: ./src/action/retry-log.ts
var retry_log = __webpack_require__(1599);
// EXTERNAL MODULE: ./src/github/connect.ts
var connect = __webpack_require__(7441);
// EXTERNAL MODULE: ./src/github/event.ts
var github_event = __webpack_require__(5015);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 17 modules
var schemas = __webpack_require__(8816);
;// CONCATENATED MODULE: ./src/github/paginate.ts
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
        const next = new URL(match[1], base);
        if (base !== undefined && next.origin !== new URL(base).origin) {
            throw new Error(`the GitHub API pointed to its next page on another origin (${next.origin}); the token is not sent there`);
        }
        return next.href;
    }
    return undefined;
}

;// CONCATENATED MODULE: ./src/github/pulls.ts
/**
 * Pull request evidence from the GitHub REST API: the pull requests of a commit (or one by
 * number), each with every commit and every approving review, all pages read. Answers are
 * parsed tolerantly: unknown fields pass, and only what the evidence needs is required.
 */



const pulls_text = schemas/* string */.YjP().nullish();
/** A deleted account shows as null; GitHub names it ghost. */
const GHOST = 'ghost';
const user = schemas/* looseObject */._H3({ login: schemas/* string */.YjP() }).nullish().catch(undefined);
const PullSchema = schemas/* looseObject */._H3({
    number: schemas/* number */.aig(),
    html_url: schemas/* string */.YjP(),
    state: schemas/* string */.YjP(),
    title: schemas/* string */.YjP(),
    user,
    created_at: schemas/* string */.YjP(),
    merged_at: pulls_text,
    merge_commit_sha: pulls_text,
    head: schemas/* looseObject */._H3({ ref: schemas/* string */.YjP() })
});
const PullCommitSchema = schemas/* looseObject */._H3({
    sha: schemas/* string */.YjP(),
    html_url: pulls_text,
    author: user,
    commit: schemas/* looseObject */._H3({
        message: pulls_text,
        author: schemas/* looseObject */._H3({ name: pulls_text, email: pulls_text, date: pulls_text }).nullish(),
        committer: schemas/* looseObject */._H3({ date: pulls_text }).nullish()
    })
});
const ReviewSchema = schemas/* looseObject */._H3({
    state: schemas/* string */.YjP(),
    user,
    submitted_at: pulls_text
});
function repoParameters(repository) {
    const [owner = '', repo = ''] = repository.split('/');
    return { owner, repo };
}
/** Every pull request GitHub associates with the commit (merged ones, and open ones off main). */
async function listPullsOfCommit(request, repository, sha) {
    const items = await readAllPages(request, 'GET /repos/{owner}/{repo}/commits/{commit_sha}/pulls', { ...repoParameters(repository), commit_sha: sha });
    return items.map(item => parse(PullSchema, item, 'a pull request'));
}
/** One pull request by number (a pull_request event's own). */
async function getPull(request, repository, number) {
    const { data } = await request('GET /repos/{owner}/{repo}/pulls/{pull_number}', {
        ...repoParameters(repository),
        pull_number: number
    });
    return parse(PullSchema, data, 'a pull request');
}
/** A pull request with every one of its commits and approving reviews. */
async function readPullEvidence(request, repository, pull) {
    const where = { ...repoParameters(repository), pull_number: pull.number };
    const [commits, reviews] = await Promise.all([
        readAllPages(request, 'GET /repos/{owner}/{repo}/pulls/{pull_number}/commits', where),
        readAllPages(request, 'GET /repos/{owner}/{repo}/pulls/{pull_number}/reviews', where)
    ]);
    return {
        ...pullFacts(pull),
        commits: commits.map(item => commitFacts(parse(PullCommitSchema, item, 'a commit'))),
        approvals: reviews
            .map(item => parse(ReviewSchema, item, 'a review'))
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
        headRef: pull.head.ref
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
        facts.message = commit.commit.message;
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
    return facts;
}
function parse(schema, data, what) {
    const parsed = schema.safeParse(data);
    if (!parsed.success)
        throw new Error(`the GitHub API did not answer with ${what}`);
    return parsed.data;
}

// EXTERNAL MODULE: ./src/github/references.ts + 1 modules
var github_references = __webpack_require__(2928);
// EXTERNAL MODULE: ./src/evidence/record.ts
var record = __webpack_require__(9784);
// EXTERNAL MODULE: ./src/action/artifact-fingerprint.ts
var artifact_fingerprint = __webpack_require__(7603);
;// CONCATENATED MODULE: ./src/commands/attest-pull-request/body.ts
/** One `FoundPullRequestV2`; the commits carry the pull request's head branch. */
function foundPullRequest(pull) {
    return {
        url: pull.url,
        state: pull.state,
        author: pull.author,
        title: pull.title,
        created_at: pull.createdAt,
        merged_at: pull.mergedAt ?? null,
        head_ref: pull.headRef,
        merge_commit: pull.mergeCommit ?? null,
        approvers: pull.approvals.map(approval => ({
            username: approval.login,
            state: 'APPROVED',
            ...(approval.submittedAt !== undefined ? { timestamp: approval.submittedAt } : {})
        })),
        commits: pull.commits.map(commit => {
            const found = { sha1: commit.sha };
            if (commit.message !== undefined)
                found.message = commit.message;
            if (commit.author !== undefined)
                found.author = commit.author;
            if (commit.authorLogin !== undefined)
                found.author_username = commit.authorLogin;
            found.branch = pull.headRef;
            if (commit.timestamp !== undefined)
                found.timestamp = commit.timestamp;
            if (commit.url !== undefined)
                found.url = commit.url;
            return found;
        })
    };
}
/** Every approver's login once, in the order first seen. */
function approverLogins(pulls) {
    return [...new Set(pulls.flatMap(pull => pull.approvals.map(approval => approval.login)))];
}

// EXTERNAL MODULE: ./src/evidence/inputs.ts + 1 modules
var inputs = __webpack_require__(7218);
// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 18 modules
var core = __webpack_require__(9402);
// EXTERNAL MODULE: ./src/inputs/errors.ts
var errors = __webpack_require__(1318);
// EXTERNAL MODULE: ./src/inputs/parse.ts
var inputs_parse = __webpack_require__(3718);
// EXTERNAL MODULE: ./src/inputs/commit.ts
var commit = __webpack_require__(8836);
// EXTERNAL MODULE: ./src/inputs/tokens.ts
var tokens = __webpack_require__(1867);
;// CONCATENATED MODULE: ./src/commands/attest-pull-request/inputs.ts
/** The inputs of attest-pull-request, each checked before any request. */








function readAttestPullRequestInputs(source) {
    const githubToken = (0,tokens/* readGitHubToken */.nC)(source, secret => core/* setSecret */.Pq(secret));
    if (githubToken === undefined) {
        throw new errors/* InputError */.d('github-token', 'is empty, and the pull requests can only be read through the GitHub API', 'a token that can read pull requests: leave the input out to use ${{ github.token }}, with permissions: pull-requests: read in the workflow');
    }
    const evidence = (0,inputs/* readEvidenceInputs */.j3)(source);
    const commitSha = (0,commit/* readCommitSha */.e$)(source, 'commit-sha');
    if (commitSha === undefined)
        refuseRunWithoutCommit();
    return { ...evidence, commitSha, githubToken, assert: (0,inputs_parse/* readBoolean */.Vf)(source, 'assert', false) };
}
/** A run whose event names no commit is refused here, saying why, before any request. */
function refuseRunWithoutCommit() {
    const facts = (0,github_event/* readRunFacts */.FA)();
    if ((0,github_references/* subjectSha */.$u)(facts) !== undefined)
        return;
    throw new errors/* InputError */.d('commit-sha', `is empty, and ${(0,github_references/* missingCommitCause */.zr)(facts)}`, 'the commit whose pull requests to attest, as a full or short SHA');
}

// EXTERNAL MODULE: ./src/summary/attestation-facts.ts
var attestation_facts = __webpack_require__(9028);
// EXTERNAL MODULE: ./src/summary/compliance.ts
var compliance = __webpack_require__(5153);
// EXTERNAL MODULE: ./src/summary/markdown.ts
var markdown = __webpack_require__(7175);
;// CONCATENATED MODULE: ./src/commands/attest-pull-request/summary.ts



function heading(summary) {
    const count = summary.pulls.length;
    const counted = count === 0
        ? `no pull request has commit ${summary.commit.slice(0, 7)}`
        : `${(0,compliance/* plural */.LS)(count, 'pull request')}, ${(0,compliance/* plural */.LS)(approvalCount(summary.pulls), 'approval')}`;
    if (!summary.posted)
        return `Dry run: pull request attestation not sent (${counted})`;
    const mark = count > 0 ? '✅' : '⚠️';
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
                    : '⚠️ none',
                String(pull.commits.length)
            ]))
        ]
        : ['No pull request contains this commit: it reached the branch without review.'];
    const commit = summary.commitUrl
        ? (0,markdown/* link */.nf)(summary.commit.slice(0, 12), summary.commitUrl)
        : (0,markdown/* code */.aY)(summary.commit);
    return (0,attestation_facts/* renderAttestationSummary */.D)(summary, {
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
function parseInputs(source, _common) {
    return readAttestPullRequestInputs(source);
}
async function run(inputs, context) {
    const { log, common } = context;
    const fingerprint = inputs.artifact
        ? await (0,artifact_fingerprint/* resolveFingerprint */.J)(inputs.artifact, { log, common })
        : undefined;
    const facts = (0,github_event/* readRunFacts */.FA)();
    if (facts.payloadProblem)
        log.warning(`The event payload was not used: ${facts.payloadProblem}.`);
    const github = (0,connect/* connectGitHub */.UY)(inputs.githubToken, common.timeoutMs, {
        maxRetries: common.maxRetries,
        onRetry: event => log.info((0,retry_log/* describeRetry */.e)(event, 'GitHub'))
    });
    // Resolves a short commit-sha and reads what is known of the commit, for git_commit_info.
    const references = await (0,github_references/* gatherReferences */.GA)(facts, {
        sources: [],
        commitSha: inputs.commitSha,
        github
    });
    const commit = references.commit;
    if (!commit) {
        throw new Error(`The commit to attest is unknown: ${(0,github_references/* missingCommitCause */.zr)(facts)}. Give commit-sha.`);
    }
    if (!facts.repository) {
        throw new Error('The repository is unknown: GITHUB_REPOSITORY is not set. No attestation was posted.');
    }
    const pulls = await log.group(`Reading the pull requests of ${commit.sha.slice(0, 7)}`, () => readPulls(inputs, facts, commit.sha, github, log));
    const body = {
        attestation_name: inputs.name,
        git_provider: 'github',
        pull_requests: pulls.map(foundPullRequest),
        ...inputs.evidence,
        ...(0,commit_records/* commitRecords */.it)(references, facts, [])
    };
    const recorded = await (0,record/* recordEvidence */.t)({ flow: inputs.flow, trail: inputs.trail ?? commit.sha }, { type: 'pull_request', body, fingerprint, detail: `${pulls.length} pull request(s)` }, context);
    const posted = recorded.report.posted;
    const outputs = {
        'pull-requests': String(pulls.length),
        approvers: JSON.stringify(approverLogins(pulls)),
        ...recorded.outputs
    };
    const summary = renderPullRequestSummary({
        ...recorded.report,
        commit: commit.sha,
        commitUrl: commit.url,
        pulls
    });
    const problem = pulls.length === 0
        ? `No pull request contains commit ${commit.sha.slice(0, 7)}: it reached the branch without review, so the attestation records none and is not compliant. Merge changes through a pull request`
        : undefined;
    return (0,verdict/* assertedResult */.x)({ assert: inputs.assert, problem, posted }, { outputs, summary }, log);
}
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
const command = { parseInputs, run };


/***/ }),

/***/ 9784:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ ATTESTATION_LABELS),
/* harmony export */   t: () => (/* binding */ recordEvidence)
/* harmony export */ });
/* harmony import */ var _service_endpoints_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(425);
/* harmony import */ var _trail_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4585);
/* harmony import */ var _write_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5594);



/** How a log line or a summary names each type: "JUnit attestation". */
const ATTESTATION_LABELS = {
    generic: 'Generic',
    custom: 'Custom',
    jira: 'Jira',
    junit: 'JUnit',
    snyk: 'Snyk',
    pull_request: 'Pull request'
};
/**
 * Posts the evidence to the trail `where` names, the run's commit when it names none, about
 * the artifact when one is given.
 */
async function recordEvidence(where, evidence, context) {
    const { type, body, fingerprint } = evidence;
    if (fingerprint)
        body.artifact_fingerprint = fingerprint;
    // The event payload is read for the default only: most callers have the trail already.
    const trail = where.trail ?? (0,_trail_js__WEBPACK_IMPORTED_MODULE_1__/* .trailOrCommit */ .TO)(undefined, (0,_trail_js__WEBPACK_IMPORTED_MODULE_1__/* .runCommitSha */ .z6)());
    const target = { org: context.common.org, flow: where.flow, trail };
    const request = (0,_service_endpoints_js__WEBPACK_IMPORTED_MODULE_0__/* .attestationRequest */ .Cf)(target, type, body, evidence.attachment);
    const outcome = await (0,_write_js__WEBPACK_IMPORTED_MODULE_2__/* .sendOrPrint */ .T5)(request, context);
    if (outcome.sent) {
        context.log.info(`${ATTESTATION_LABELS[type]} attestation "${body.attestation_name}" posted to flow "${where.flow}", trail "${trail}": ${evidence.detail}.`);
    }
    const outputs = { ...(0,_write_js__WEBPACK_IMPORTED_MODULE_2__/* .writeOutputs */ .Kn)(outcome), flow: where.flow, trail };
    if (fingerprint)
        outputs.fingerprint = fingerprint;
    const report = {
        posted: outcome.sent,
        flow: where.flow,
        trail,
        attestationName: body.attestation_name,
        fingerprint,
        payload: outcome.sent ? undefined : outcome.json,
        attestationUrl: outcome.htmlUrl
    };
    return { trail, request, outcome, outputs, report };
}


/***/ }),

/***/ 5594:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ah: () => (/* binding */ renderWriteSummary),
/* harmony export */   Kn: () => (/* binding */ writeOutputs),
/* harmony export */   T5: () => (/* binding */ sendOrPrint)
/* harmony export */ });
/* unused harmony export describeTarget */
/* harmony import */ var _http_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8549);
/* harmony import */ var _summary_markdown_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7175);


function describeTarget(request) {
    return `${request.method} /${request.segments.join('/')}`;
}
async function sendOrPrint(request, context) {
    const json = JSON.stringify(request.json, null, 2);
    const service = context.common.dryRun ? undefined : context.service;
    if (!service) {
        const parts = request.multipart
            ? ` as multipart/form-data: data_json${request.file ? `, ${request.file.part} ${request.file.description}` : ''}`
            : ' as application/json';
        context.log.info(`Dry run: would ${describeTarget(request)}${parts}; nothing was sent. ${request.multipart ? 'data_json' : 'Body'}:`);
        // A log line is one line: the body is logged line by line.
        for (const line of json.split('\n'))
            context.log.info(line);
        return { sent: false, answer: undefined, body: request.json, json };
    }
    const answer = await service.send(request);
    return { sent: true, answer, htmlUrl: answerUrl(answer), body: request.json, json };
}
/** The record's page in the service, when its answer gives one. */
function answerUrl(answer) {
    return (0,_http_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .isRecord */ .u4)(answer) && typeof answer.html_url === 'string' ? answer.html_url : undefined;
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
 * The job summary of a write: what was recorded and where, with a link to it; in a dry run,
 * a heading that says nothing was sent, and the body that would have been. The method and
 * path are for the log: a reviewer reads the record, not the request that made it.
 */
function renderWriteSummary(outcome, what) {
    const heading = outcome.sent
        ? `## ${(0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeText */ .X1)(what.recorded)}`
        : `## Dry run: not sent (${(0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeText */ .X1)(what.recorded)})`;
    const rows = [
        ...what.rows,
        ['In the service', outcome.htmlUrl ? (0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .link */ .nf)('open the record', outcome.htmlUrl) : undefined]
    ];
    const sections = [heading, (0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .facts */ .Ix)(rows)];
    if (!outcome.sent)
        sections.push((0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .codeBlock */ .DV)(outcome.json, 'json'));
    return sections.join('\n\n') + '\n';
}


/***/ }),

/***/ 9028:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ renderAttestationSummary),
/* harmony export */   S: () => (/* binding */ attestationFacts)
/* harmony export */ });
/* harmony import */ var _markdown_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7175);
/**
 * The frame of every attestation's job summary: a heading, where it was recorded and about
 * what, the type's own facts and sections, then a link to the record or, in a dry run, the
 * payload that would have been posted.
 */

/** The facts an attestation's summary starts with: where it was recorded, and about what. */
function attestationFacts(where) {
    return [
        ['Flow', (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeText */ .X1)(where.flow)],
        ['Trail', (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeText */ .X1)(where.trail)],
        ['Attestation', (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeText */ .X1)(where.attestationName)],
        ['Artifact', where.fingerprint ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .code */ .aY)(where.fingerprint) : undefined]
    ];
}
function renderAttestationSummary(report, view) {
    const sections = [
        `## ${view.heading}`,
        (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .facts */ .Ix)([...attestationFacts(report), ...view.facts]),
        ...view.sections
    ];
    if (report.attestationUrl) {
        sections.push((0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .link */ .nf)('View the attestation in the compliance service', report.attestationUrl));
    }
    if (report.payload !== undefined)
        sections.push('### Payload', (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .codeBlock */ .DV)(report.payload, 'json'));
    return sections.join('\n\n') + '\n';
}


/***/ })

};
