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
// EXTERNAL MODULE: ./src/github/connect.ts + 2 modules
var connect = __webpack_require__(3886);
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
async function listPullsOfCommit(github, repository, sha) {
    const items = await (0,paginate/* readAllPages */.s$)(github, 'GET /repos/{owner}/{repo}/commits/{commit_sha}/pulls', {
        ...(0,api/* repoParameters */.$f)(repository),
        commit_sha: sha
    });
    return items.map(item => (0,api/* parse */.qg)(PullSchema, item, 'a pull request'));
}
/** One pull request by number (a pull_request event's own). */
async function getPull(github, repository, number) {
    const { data } = await github.request('GET /repos/{owner}/{repo}/pulls/{pull_number}', {
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
async function readPullEvidence(github, repository, pull) {
    const where = { ...(0,api/* repoParameters */.$f)(repository), pull_number: pull.number };
    const [commits, reviews] = await Promise.all([
        (0,paginate/* readAllPages */.s$)(github, 'GET /repos/{owner}/{repo}/pulls/{pull_number}/commits', where),
        (0,paginate/* readAllPages */.s$)(github, 'GET /repos/{owner}/{repo}/pulls/{pull_number}/reviews', where)
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
    const github = (0,connect/* connectGitHub */.U)(inputs.githubToken, common.timeoutMs, {
        maxRetries: common.maxRetries,
        onRetry: event => log.info((0,retry_log/* describeRetry */.e)(event, 'GitHub')),
        log
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
        const client = await github();
        const listed = own !== undefined
            ? [await getPull(client, repository, own)]
            : await listPullsOfCommit(client, repository, sha);
        const pulls = [];
        for (const pull of listed) {
            const evidence = await readPullEvidence(client, repository, pull);
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


/***/ })

};
