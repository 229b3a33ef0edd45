export const id = 145;
export const ids = [145];
export const modules = {

/***/ 3145:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  attestJiraCommand: () => (/* binding */ attestJiraCommand)
});

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 16 modules
var core = __webpack_require__(3340);
// EXTERNAL MODULE: ./src/bundle/undici.ts
var undici = __webpack_require__(8510);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 17 modules
var schemas = __webpack_require__(8816);
;// CONCATENATED MODULE: ./src/github/event.ts
/**
 * Facts about the triggering event, from the runner's environment and the event payload
 * (GITHUB_EVENT_PATH). Parsing is tolerant: a field of the wrong shape is treated as absent,
 * never as a crash, because payloads differ between events and GitHub Enterprise versions.
 */


const event_text = schemas/* string */.YjP().nullish().catch(undefined);
const PayloadCommitSchema = schemas/* looseObject */._H3({
    id: schemas/* string */.YjP().min(1),
    message: event_text,
    author: schemas/* looseObject */._H3({ name: event_text, email: event_text }).nullish().catch(undefined),
    timestamp: event_text,
    url: event_text
});
const PayloadSchema = schemas/* looseObject */._H3({
    commits: schemas/* array */.YOg(schemas/* unknown */.L5J()).nullish().catch(undefined),
    head_commit: schemas/* unknown */.L5J().optional(),
    pull_request: schemas/* looseObject */._H3({
        number: schemas/* number */.aig().nullish().catch(undefined),
        title: event_text,
        body: event_text,
        html_url: event_text,
        head: schemas/* looseObject */._H3({ sha: event_text, ref: event_text }).nullish().catch(undefined)
    })
        .nullish()
        .catch(undefined),
    repository: schemas/* looseObject */._H3({
        full_name: event_text,
        id: schemas/* union */.KCZ([schemas/* number */.aig(), schemas/* string */.YjP()]).nullish().catch(undefined)
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
        return { payload: JSON.parse((0,external_node_fs_.readFileSync)(path, 'utf8')) };
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

// EXTERNAL MODULE: ./src/service/proxy.ts
var proxy = __webpack_require__(2039);
// EXTERNAL MODULE: ./src/service/tls.ts
var tls = __webpack_require__(6770);
;// CONCATENATED MODULE: ./src/github/api.ts
/**
 * The two GitHub REST reads that fill in what an event payload lacks: a commit (its message
 * on pull_request events) and the pull requests of a commit (the one a push to main merged).
 * They take a plain request function, so this module needs no Octokit: the command that
 * uses them loads Octokit only when a token is given and a source needs the API.
 */




const api_text = schemas/* string */.YjP().nullish();
const CommitSchema = schemas/* looseObject */._H3({
    sha: schemas/* string */.YjP(),
    html_url: api_text,
    commit: schemas/* looseObject */._H3({
        message: api_text,
        author: schemas/* looseObject */._H3({ name: api_text, email: api_text, date: api_text }).nullish(),
        committer: schemas/* looseObject */._H3({ date: api_text }).nullish()
    })
});
const PullSchema = schemas/* looseObject */._H3({
    number: schemas/* number */.aig(),
    title: api_text,
    body: api_text,
    html_url: api_text,
    merge_commit_sha: api_text,
    head: schemas/* looseObject */._H3({ sha: api_text, ref: api_text }).nullish()
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
        author: formatAuthor(author?.name, author?.email),
        timestamp: unixSeconds(commit.commit.committer?.date ?? author?.date),
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
    const pulls = parse(schemas/* array */.YOg(PullSchema), data, 'a list of pull requests');
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
    const proxyStatus = (0,proxy/* proxyRefusalStatus */.n)(error);
    if (proxyStatus !== undefined)
        return (0,proxy/* describeProxyRefusal */.e)(proxyStatus);
    const untrusted = (0,tls/* describeUntrustedCertificate */.l)(error);
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

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
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
        author: formatAuthor(name, email),
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
            url: commitUrl(facts, sha)
        };
        result.commit.url ??= commitUrl(facts, sha);
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
        return await fetchPullRequestOf(await github(), facts.repository, sha);
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
            return { ...(await read(sha, this.facts.workspace)), url: commitUrl(this.facts, sha) };
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
            return await fetchCommit(await this.options.github(), this.facts.repository, sha);
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

// EXTERNAL MODULE: ./src/github/run.ts
var run = __webpack_require__(1738);
// EXTERNAL MODULE: ./src/inputs/artifact.ts
var artifact = __webpack_require__(5755);
// EXTERNAL MODULE: ./src/inputs/evidence.ts
var inputs_evidence = __webpack_require__(9500);
;// CONCATENATED MODULE: ./src/jira/auth.ts
/**
 * Jira credentials: Basic `email:api-token` for Jira Cloud, a Bearer personal access token
 * for Server and Data Center. The header value of Basic auth is a new secret (base64 of
 * `user:token`), so every value a log could show is listed for masking.
 */
function authorizationHeader(credentials) {
    return credentials.kind === 'cloud'
        ? `Basic ${basicValue(credentials)}`
        : `Bearer ${credentials.pat}`;
}
/** Every string derived from the credentials that must never reach a log. */
function secretsOf(credentials) {
    if (credentials.kind === 'server')
        return [credentials.pat];
    return [credentials.apiToken, basicValue(credentials)];
}
/** The inputs that hold the credentials, for messages. */
function credentialInputs(credentials) {
    return credentials.kind === 'cloud' ? 'jira-username and jira-api-token' : 'jira-pat';
}
function basicValue(credentials) {
    return Buffer.from(`${credentials.username}:${credentials.apiToken}`, 'utf8').toString('base64');
}

;// CONCATENATED MODULE: ./src/jira/keys.ts
/**
 * Issue-key extraction. The default rules equal the vendor CLI's exactly (GUIDE §6): the text
 * is upper-cased, a key is `\b[A-Z][A-Z0-9]{1,9}-[0-9]+` (or `\b(P1|P2)-[0-9]+` for the given
 * project keys), keys are de-duplicated, and a candidate is dropped when every place its text
 * occurs is immediately followed by "-" and a digit (so `CVE-2026-41284` yields nothing).
 * Extra filters are opt-in. Everything here runs in linear time: the patterns cannot
 * backtrack far, and the multi-segment check is one pass over the text, not one per key.
 */
/** What a Jira project key may look like (the reference validates the same way). */
const PROJECT_KEY_PATTERN = /^[A-Za-z][A-Za-z0-9_]{1,9}$/;
const DEFAULT_KEY_PATTERN = /\b[A-Z][A-Z0-9]{1,9}-[0-9]+/g;
/** The issue keys in one text, upper-case, sorted. Empty, null and undefined give none. */
function findIssueKeys(text, rules = {}) {
    if (!text)
        return [];
    const upper = upperCaseLikeGo(text);
    const pattern = keyPattern(rules.projectKeys ?? []);
    if (!pattern)
        return [];
    const candidates = [...new Set(upper.match(pattern) ?? [])];
    const whole = keysOccurringWhole(upper, candidates);
    const ignored = new Set((rules.ignoreProjectKeys ?? []).map(key => key.trim().toUpperCase()));
    return candidates
        .filter(key => whole.has(key) && !ignored.has(projectOf(key)))
        .sort(compareCodeUnits);
}
/**
 * Keys found in several texts, each with the sources it came from (in the order the texts
 * were given, without repeats). Each text is searched on its own, so a version number in one
 * commit cannot hide a key in another. The map is ordered by key.
 */
function findKeysBySource(texts, rules = {}) {
    const found = new Map();
    for (const { source, text } of texts) {
        for (const key of findIssueKeys(text, rules)) {
            const sources = found.get(key) ?? [];
            if (!sources.includes(source))
                sources.push(source);
            found.set(key, sources);
        }
    }
    return new Map([...found].sort(([a], [b]) => compareCodeUnits(a, b)));
}
function projectOf(key) {
    return key.slice(0, key.indexOf('-'));
}
function keyPattern(projectKeys) {
    if (projectKeys.length === 0)
        return new RegExp(DEFAULT_KEY_PATTERN);
    const alternatives = projectKeys
        .map(key => key.trim().toUpperCase())
        .filter(key => key !== '')
        .map(key => key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    // Keys that all drop out match nothing: widening to every project would invent keys.
    if (alternatives.length === 0)
        return undefined;
    return new RegExp(`\\b(?:${alternatives.join('|')})-[0-9]+`, 'g');
}
/**
 * Upper-cases as Go's strings.ToUpper does: one character to one character. JavaScript's
 * toUpperCase can turn one character into several ("ß" into "SS", "ﬀ" into "FF"), which
 * would invent key letters the reference never sees and move word boundaries.
 */
function upperCaseLikeGo(text) {
    if (/^\p{ASCII}*$/u.test(text))
        return text.toUpperCase();
    return text.replace(/[a-z]+|\P{ASCII}/gu, part => {
        const upper = part.toUpperCase();
        return part.charCodeAt(0) < 0x80 || [...upper].length === 1 ? upper : part;
    });
}
/**
 * The candidates with at least one occurrence (anywhere in the text, as a substring, the way
 * the reference searches) not followed by "-" and a digit. Every occurrence of `PROJ-123` has
 * its dash on a "-digit" position of the text, `PROJ` right before it and `123` a prefix of
 * the digits after it; so one walk over those positions, looking the few possible project
 * parts up and following the digits down a trie of candidate numbers, finds them all.
 */
function keysOccurringWhole(text, candidates) {
    const byProject = new Map();
    let shortest = Infinity;
    let longest = 0;
    for (const key of candidates) {
        const project = projectOf(key);
        shortest = Math.min(shortest, project.length);
        longest = Math.max(longest, project.length);
        let node = byProject.get(project);
        if (!node)
            byProject.set(project, (node = { next: [] }));
        for (let at = project.length + 1; at < key.length; at++) {
            const digit = key.charCodeAt(at) - 48;
            node = node.next[digit] ?? (node.next[digit] = { next: [] });
        }
        node.key = key;
    }
    const whole = new Set();
    for (let dash = text.indexOf('-'); dash >= 0; dash = text.indexOf('-', dash + 1)) {
        if (!isDigitAt(text, dash + 1))
            continue;
        let end = dash + 1;
        while (isDigitAt(text, end))
            end++;
        const followedByDashDigit = text[end] === '-' && isDigitAt(text, end + 1);
        for (let length = shortest; length <= Math.min(longest, dash); length++) {
            let node = byProject.get(text.slice(dash - length, dash));
            for (let at = dash + 1; node && at < end; at++) {
                node = node.next[text.charCodeAt(at) - 48];
                // Followed by another digit, or the digits end without "-digit" after them.
                if (node?.key && (at + 1 < end || !followedByDashDigit))
                    whole.add(node.key);
            }
        }
    }
    return whole;
}
function isDigitAt(text, index) {
    const code = text.charCodeAt(index);
    return code >= 48 && code <= 57;
}
/** Byte order for ASCII keys, as the reference's sort.Strings. */
function compareCodeUnits(a, b) {
    return a < b ? -1 : a > b ? 1 : 0;
}

// EXTERNAL MODULE: ./src/service/url.ts
var service_url = __webpack_require__(6050);
// EXTERNAL MODULE: ./src/inputs/parse.ts
var inputs_parse = __webpack_require__(3718);
// EXTERNAL MODULE: ./src/inputs/tokens.ts
var tokens = __webpack_require__(1867);
;// CONCATENATED MODULE: ./src/inputs/jira.ts
/**
 * The Jira inputs: the site, exactly one way to sign in, and the key rules. Every secret
 * (the tokens and the Basic header value derived from them) is handed to `mask` the moment
 * it is read, before any check could fail and long before any request.
 */






const SITE_FORM = 'the https URL of the Jira site, for example https://acme.atlassian.net; plain http only to localhost';
const BOTH_MODES = 'either jira-username with jira-api-token (Jira Cloud) or jira-pat (Jira Server or Data Center)';
const FIELD_PATTERN = /^-?(\*all|\*navigable|[A-Za-z0-9_.:]+)$/;
function readJiraInputs(source, mask) {
    const credentials = readCredentials(source, mask);
    const base = (0,inputs_parse/* requireValue */.vd)(source, 'jira-base-url', SITE_FORM);
    const checked = (0,service_url/* checkRootUrl */.eG)(base);
    if ('problem' in checked) {
        throw new errors/* InputError */.d('jira-base-url', `has ${(0,errors/* quote */.h)((0,service_url/* redactUrl */.BO)(base))}, which ${checked.problem}`, SITE_FORM);
    }
    return {
        baseUrl: checked.url,
        credentials,
        projectKeys: readProjectKeys(source, 'jira-project-keys'),
        ignoreProjectKeys: readProjectKeys(source, 'jira-ignore-project-keys'),
        issueFields: readIssueFields(source, 'jira-issue-fields')
    };
}
function readCredentials(source, mask) {
    const apiToken = source('jira-api-token');
    const pat = source('jira-pat');
    for (const token of [apiToken, pat])
        if (token)
            (0,tokens/* secretParts */.Bm)(token).forEach(mask);
    const username = source('jira-username');
    if (apiToken)
        (0,tokens/* checkToken */.SK)('jira-api-token', apiToken);
    if (pat)
        (0,tokens/* checkToken */.SK)('jira-pat', pat);
    if (username)
        (0,tokens/* checkUsername */.J$)('jira-username', username);
    if (pat && (username || apiToken)) {
        throw new errors/* InputError */.d('jira-pat', `is set together with ${username ? 'jira-username' : 'jira-api-token'}`, `${BOTH_MODES}, not both`);
    }
    let credentials;
    if (pat)
        credentials = { kind: 'server', pat };
    else if (username && apiToken)
        credentials = { kind: 'cloud', username, apiToken };
    else if (username) {
        throw new errors/* InputError */.d('jira-api-token', 'is empty while jira-username is set', 'the API token of that Atlassian account, for example jira-api-token: ${{ secrets.JIRA_API_TOKEN }}');
    }
    else if (apiToken) {
        throw new errors/* InputError */.d('jira-username', 'is empty while jira-api-token is set', 'the email address of the Atlassian account the token belongs to');
    }
    else {
        throw new errors/* InputError */.d('jira-api-token', 'is empty and so is jira-pat (workflows triggered from forks receive no secrets)', BOTH_MODES);
    }
    // The Basic header value is a new secret: base64 of `user:token` hides the token from masks.
    for (const secret of secretsOf(credentials))
        if (secret !== apiToken && secret !== pat)
            mask(secret);
    return credentials;
}
function readProjectKeys(source, name) {
    const keys = (0,inputs_parse/* readList */.LD)(source, name);
    for (const key of keys) {
        if (!PROJECT_KEY_PATTERN.test(key)) {
            throw new errors/* InputError */.d(name, `has ${(0,errors/* quote */.h)(key)}, which is not a Jira project key`, 'project keys such as ABC or OPS_2: a letter, then 1 to 9 letters, digits or "_", comma-separated');
        }
    }
    return [...new Set(keys.map(key => key.toUpperCase()))];
}
function readIssueFields(source, name) {
    const fields = (0,inputs_parse/* readList */.LD)(source, name);
    for (const field of fields) {
        if (!FIELD_PATTERN.test(field)) {
            throw new errors/* InputError */.d(name, `has ${(0,errors/* quote */.h)(field)}, which is not a Jira field id`, 'comma-separated field ids such as summary,status,customfield_10010, or *all');
        }
    }
    return [...new Set(fields)];
}

;// CONCATENATED MODULE: ./src/service/jira-attestation.ts
/** The service's limit for attachment_file. */
const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;
/**
 * Sent once: the transport repeats a POST only when the service cannot have applied it
 * (connection refused, 409, 429, 503), so the attestation is never recorded twice.
 */
function attestJira(client, target, data, attachment) {
    const parts = [{ name: 'data_json', value: JSON.stringify(data) }];
    if (attachment) {
        parts.push({
            name: 'attachment_file',
            value: attachment.content,
            filename: attachment.filename
        });
    }
    return client.postMultipart(['attestations', target.org, target.flow, 'trail', target.trail, 'jira'], parts);
}

;// CONCATENATED MODULE: ./src/inputs/references.ts
/**
 * Inputs that say where attest-jira looks for issue keys and what it records with them:
 * key sources, the commit, commit details to redact, the origin URL and the attachment
 * (whose size is checked with stat, so a file over the service's limit is refused before
 * anything is sent).
 */





const DEFAULT_SOURCES = ['commits', 'branch', 'pr-title'];
const SOURCES_FORM = `a comma-separated list of ${KEY_SOURCES.join(', ')}, or none`;
const REDACTABLE = ['author', 'message', 'branch'];
const ATTACHMENT_FORM = `a single file of at most 10 MB (${MAX_ATTACHMENT_BYTES} bytes)`;
/** Checks the attachment with stat only: its size is known before any request is made. */
function readAttachmentInput(source, name) {
    const path = source(name);
    if (path === undefined)
        return undefined;
    let size;
    try {
        const info = (0,external_node_fs_.statSync)(path);
        if (!info.isFile()) {
            throw new errors/* InputError */.d(name, `names ${(0,errors/* quote */.h)(path)}, which is not a regular file`, `${ATTACHMENT_FORM}; archive a directory first`);
        }
        size = info.size;
    }
    catch (error) {
        if (error instanceof errors/* InputError */.d)
            throw error;
        throw new errors/* InputError */.d(name, `names ${(0,errors/* quote */.h)(path)}, which does not exist or cannot be read`, ATTACHMENT_FORM);
    }
    if (size > MAX_ATTACHMENT_BYTES) {
        throw new errors/* InputError */.d(name, `names ${(0,errors/* quote */.h)(path)}, which is ${size} bytes, over the service's limit`, `${ATTACHMENT_FORM}; compress it, or link large evidence with external-urls`);
    }
    return { path, size };
}
function readKeySources(source, name) {
    const values = (0,inputs_parse/* readList */.LD)(source, name);
    if (values.length === 0)
        return DEFAULT_SOURCES;
    if (values.length === 1 && values[0] === 'none')
        return [];
    for (const value of values) {
        if (!KEY_SOURCES.includes(value)) {
            throw new errors/* InputError */.d(name, `has ${(0,errors/* quote */.h)(value)}, which is not a key source`, SOURCES_FORM);
        }
    }
    return [...new Set(values)];
}
function readCommitSha(source, name) {
    const value = source(name);
    if (value === undefined)
        return undefined;
    if (!/^[0-9a-fA-F]{7,64}$/.test(value)) {
        throw new errors/* InputError */.d(name, `has ${(0,errors/* quote */.h)(value)}, which is not a commit id`, 'a commit SHA of 7 to 64 hexadecimal characters');
    }
    return value.toLowerCase();
}
function readRedactions(source, name) {
    const values = (0,inputs_parse/* readList */.LD)(source, name);
    for (const value of values) {
        if (!REDACTABLE.includes(value)) {
            throw new errors/* InputError */.d(name, `has ${(0,errors/* quote */.h)(value)}, which cannot be redacted`, `any of ${REDACTABLE.join(', ')}`);
        }
    }
    return values;
}

// EXTERNAL MODULE: ./src/service/errors.ts
var service_errors = __webpack_require__(5756);
// EXTERNAL MODULE: ./src/concurrency.ts
var concurrency = __webpack_require__(1532);
// EXTERNAL MODULE: ./src/service/http.ts + 1 modules
var http = __webpack_require__(4854);
;// CONCATENATED MODULE: ./src/jira/client.ts
/**
 * Jira issue lookups over the action's one HTTP client: `GET /rest/api/2/issue/{KEY}`, 200
 * means the issue exists, a 404 from Jira means it does not (or these credentials cannot see
 * it). Unlike the reference, a 401 or 403 is a credential error, never "issue not found", and
 * a 404 that is not Jira's own answer means jira-base-url is wrong. An answer to an anonymous
 * user (X-Seraph-LoginReason) or an HTML login page is a credential error too: the credentials
 * are checked once with `/rest/api/2/myself` before the lookups, and every answer again.
 * Lookups run in parallel with a bound, over kept-alive connections.
 */





const JIRA_SYSTEM = 'Jira';
/** Lookups in flight: 50 keys take four round trips (bench/RESULTS.md), not fifty. */
const DEFAULT_CONCURRENCY = 16;
/**
 * Jira returns every field when none is named; an unknown field name gets none, which keeps
 * answers small (the reference asks for a made-up field for the same reason).
 */
const NO_FIELDS = 'no-fields-requested';
/**
 * Jira refused the credentials (401) or the permission (403), answered as an anonymous user
 * (an expired or revoked token), or sent a single sign-on login page.
 */
class JiraCredentialsError extends Error {
    status;
    constructor(message, status, options) {
        super(message, options);
        this.status = status;
        this.name = 'JiraCredentialsError';
    }
}
class JiraClient {
    options;
    transport;
    constructor(options) {
        this.options = options;
        this.transport = new http/* HttpTransport */.G({
            system: JIRA_SYSTEM,
            origin: options.baseUrl.origin,
            authorization: authorizationHeader(options.credentials),
            userAgent: options.userAgent,
            timeoutMs: options.timeoutMs,
            maxRetries: options.maxRetries,
            backoff: options.backoff,
            onRetry: options.onRetry
        });
    }
    issueUrl(key) {
        return (0,service_url/* buildUrl */.c$)(this.options.baseUrl, ['browse', key]).href;
    }
    async lookup(key, fields = []) {
        const url = (0,service_url/* buildUrl */.c$)(this.options.baseUrl, ['rest', 'api', '2', 'issue', key], {
            fields: fields.length > 0 ? fields.join(',') : NO_FIELDS
        });
        let response;
        try {
            response = await this.transport.send({ method: 'GET', url, acceptStatuses: [404] });
        }
        catch (error) {
            throw this.credentialError(error) ?? error;
        }
        this.refuseUnauthenticated(url, response);
        const issue = { key, url: this.issueUrl(key), exists: response.status === 200 };
        const body = (0,service_errors/* tryParseJson */.Bl)(response.body);
        if (response.status === 404) {
            if (!isJiraErrorBody(body))
                throw this.notJira(url, response);
            return issue;
        }
        if (!(0,service_errors/* isRecord */.u4)(body) || typeof body.key !== 'string')
            throw this.notJira(url, response);
        if (fields.length > 0 && (0,service_errors/* isRecord */.u4)(body.fields))
            issue.fields = body.fields;
        return issue;
    }
    /**
     * One `GET /rest/api/2/myself` before the lookups: an expired or revoked Jira Cloud token
     * is not refused on issue lookups, Jira answers them as an anonymous user (404 for every
     * issue it cannot see), so only this call tells a missing issue from a dead token.
     */
    async checkCredentials() {
        const url = (0,service_url/* buildUrl */.c$)(this.options.baseUrl, ['rest', 'api', '2', 'myself']);
        let response;
        try {
            response = await this.transport.send({ method: 'GET', url });
        }
        catch (error) {
            throw this.credentialError(error) ?? error;
        }
        this.refuseUnauthenticated(url, response);
        if (!(0,service_errors/* isRecord */.u4)((0,service_errors/* tryParseJson */.Bl)(response.body)))
            throw this.notJira(url, response);
    }
    /** Looks every key up, at most `concurrency` at a time; the first failure stops the rest. */
    lookupAll(keys, fields = []) {
        return (0,concurrency/* mapBounded */.y)(keys, this.options.concurrency ?? DEFAULT_CONCURRENCY, key => this.lookup(key, fields));
    }
    dispose() {
        this.transport.dispose();
    }
    /**
     * Jira that did not authenticate the request still answers: as an anonymous user, with
     * `X-Seraph-LoginReason: AUTHENTICATED_FAILED` (an expired or revoked token), or, behind
     * single sign-on, with a 200 HTML login page. Neither answer says anything about an issue.
     */
    refuseUnauthenticated(url, response) {
        const inputs = credentialInputs(this.options.credentials);
        const request = `GET ${url.pathname}`;
        const reason = headerText(response.headers['x-seraph-loginreason']);
        if (reason && /AUTHENTICATED_FAILED|AUTHENTICATION_DENIED/i.test(reason)) {
            throw new JiraCredentialsError(`Jira did not accept ${inputs}: it answered ${request} as an anonymous user ` +
                `(X-Seraph-LoginReason: ${reason.slice(0, 60)}), so its "not found" would not mean ` +
                `an issue is missing; ${this.credentialHint(401)}.`, response.status);
        }
        const contentType = headerText(response.headers['content-type']) ?? '';
        // Only a success: an HTML 404 is a wrong jira-base-url, reported as such by the caller.
        const html = /html/i.test(contentType) || /^\s*<(!doctype|html)/i.test(response.body);
        if (html && response.status >= 200 && response.status < 300) {
            const title = /<title[^>]*>([^<]{1,120})<\/title>/i.exec(response.body)?.[1]?.trim();
            const page = title
                ? `an HTML page (${JSON.stringify(title.replace(/\s+/g, ' '))})`
                : 'an HTML page';
            throw new JiraCredentialsError(`Jira did not accept ${inputs}: it answered ${request} (status ${response.status}) ` +
                `with ${page} instead of JSON, a single sign-on login page (or not the Jira REST ` +
                `API at all); use credentials the REST API takes without single sign-on (a ` +
                `personal access token in jira-pat on Server and Data Center) or ask the Jira ` +
                `administrators to let REST API calls through, and check that jira-base-url is ` +
                `the Jira site root.`, response.status);
        }
    }
    credentialHint(status) {
        return status === 403
            ? 'the credentials were accepted but may not read issues: the user needs the Browse ' +
                'Projects permission, or Jira asks for a CAPTCHA after failed logins (sign in once ' +
                'in a browser to clear it)'
            : this.options.credentials.kind === 'cloud'
                ? 'check that jira-username is the Atlassian account email and jira-api-token its ' +
                    'API token: Atlassian API tokens expire after at most a year, and a scoped token ' +
                    'works only through https://api.atlassian.com/ex/jira/{cloudId}, not the site URL'
                : 'check that jira-pat is a current personal access token of an active user (they ' +
                    'expire; Jira Cloud does not take them, use jira-username and jira-api-token there)';
    }
    credentialError(error) {
        if (!(error instanceof service_errors/* RequestError */.GI) || (error.status !== 401 && error.status !== 403))
            return undefined;
        const inputs = credentialInputs(this.options.credentials);
        const cause = this.credentialHint(error.status);
        return new JiraCredentialsError(`Jira refused ${inputs} (${error.status} to ${error.method} ${error.path}: ` +
            `${error.detail.replace(/[.\s]+$/, '')}); ${cause}.`, error.status, { cause: error });
    }
    notJira(url, response) {
        const contentType = response.headers['content-type'];
        const what = (0,service_errors/* formatErrorBody */.ol)(response.body, Array.isArray(contentType) ? contentType[0] : contentType);
        return new service_errors/* RequestError */.GI({
            system: JIRA_SYSTEM,
            kind: 'invalid-response',
            method: 'GET',
            path: url.pathname,
            status: response.status,
            detail: `status ${response.status} with ${what.replace(/[.\s]+$/, '')}, not an answer of the ` +
                `Jira REST API at ${this.options.baseUrl.href}`,
            attempts: 1
        });
    }
}
function headerText(value) {
    return Array.isArray(value) ? value[0] : value;
}
/** Jira's error answers are `{"errorMessages": [...], "errors": {...}}`. */
function isJiraErrorBody(body) {
    return (0,service_errors/* isRecord */.u4)(body) && (Array.isArray(body.errorMessages) || (0,service_errors/* isRecord */.u4)(body.errors));
}

// EXTERNAL MODULE: ./src/report/compliance.ts
var compliance = __webpack_require__(8323);
// EXTERNAL MODULE: ./src/report/markdown.ts
var markdown = __webpack_require__(4285);
;// CONCATENATED MODULE: ./src/report/jira.ts
/** How a Jira attestation reads in the job summary: each key, where it came from, its issue. */


/** "✅ Jira attestation recorded: 2 of 2 issues found in Jira", or what a dry run would send. */
function heading(summary) {
    const total = summary.issues.length;
    const missing = summary.issues.filter(issue => !issue.exists).length;
    const counted = total === 0
        ? 'no issue key found'
        : missing === 0
            ? `${total} of ${(0,compliance/* plural */.LS)(total, 'issue')} found in Jira`
            : `${missing} of ${(0,compliance/* plural */.LS)(total, 'issue')} not found in Jira`;
    if (!summary.posted)
        return `Dry run: Jira attestation not sent (${counted})`;
    const mark = total > 0 && missing === 0 ? '✅' : '⚠️';
    return `${mark} Jira attestation ${(0,markdown/* escapeText */.X1)(summary.attestationName)} recorded: ${counted}`;
}
function renderJiraSummary(summary) {
    const found = summary.issues.filter(issue => issue.exists).length;
    const sections = [
        `## ${heading(summary)}`,
        (0,markdown/* facts */.Ix)([
            ['Flow', (0,markdown/* escapeText */.X1)(summary.flow)],
            ['Trail', (0,markdown/* escapeText */.X1)(summary.trail)],
            ['Attestation', (0,markdown/* escapeText */.X1)(summary.attestationName)],
            ['Artifact', summary.fingerprint ? (0,markdown/* code */.aY)(summary.fingerprint) : undefined],
            ['Issues', `${summary.issues.length} referenced, ${found} found in Jira`]
        ])
    ];
    if (summary.issues.length > 0) {
        const withSummary = summary.issues.some(issue => issue.summary !== undefined);
        const headers = ['Key', 'In Jira', 'Issue', ...(withSummary ? ['Summary'] : []), 'Found in'];
        sections.push('### Issues', (0,markdown/* table */.tp)(headers, summary.issues.map(issue => [
            (0,markdown/* code */.aY)(issue.key),
            issue.exists ? '✅ found' : '❌ not found',
            (0,markdown/* link */.nf)(issue.key, issue.url),
            ...(withSummary ? [(0,markdown/* escapeText */.X1)(issue.summary)] : []),
            (0,markdown/* escapeText */.X1)(issue.sources.join(', '))
        ])));
    }
    else {
        sections.push('No issue key was found in the sources searched.');
    }
    sections.push('### Sources searched', summary.searched.length > 0
        ? summary.searched
            .map(item => `- **${(0,markdown/* escapeText */.X1)(item.source)}**: ${(0,markdown/* escapeText */.X1)(item.detail)}`)
            .join('\n')
        : 'None could be read.');
    if (summary.attestationUrl) {
        sections.push((0,markdown/* link */.nf)('View the attestation in the compliance service', summary.attestationUrl));
    }
    if (summary.payload !== undefined) {
        sections.push('### Payload', '```json\n' + summary.payload.replace(/```/g, '`\u200b``') + '\n```');
    }
    return sections.join('\n\n') + '\n';
}

// EXTERNAL MODULE: ./src/report/retry.ts
var retry = __webpack_require__(2736);
// EXTERNAL MODULE: ./src/version.ts
var version = __webpack_require__(311);
// EXTERNAL MODULE: ./src/commands/artifact.ts
var commands_artifact = __webpack_require__(6386);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
;// CONCATENATED MODULE: ./src/commands/jira-evidence.ts
/**
 * The pieces of a Jira attestation that are not Jira: the attachment, the commit and
 * repository records, and the sentences that explain a missing key or issue.
 */



async function loadAttachment(file) {
    const bytes = await (0,promises_.readFile)(file.path);
    // The file may have grown since it was checked: the limit holds for what is sent.
    if (bytes.length > MAX_ATTACHMENT_BYTES) {
        throw new Error(`The attachment ${file.path} grew to ${bytes.length} bytes, over the 10 MB limit; nothing was sent.`);
    }
    return { filename: (0,external_node_path_.basename)(file.path), content: new Blob([bytes]) };
}
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
/** "ABC-1 (commits), OPS-2 (branch, pr-title)" */
function describeKeys(keys, sources) {
    return keys.map(key => `${key} (${(sources.get(key) ?? []).join(', ')})`).join(', ');
}
const SOURCE_PLACES = {
    commits: 'a commit message',
    branch: 'the branch name',
    'pr-title': 'the pull request title',
    'pr-body': 'the pull request description',
    'secondary-source': 'secondary-source'
};
/** Points only at the places that were searched: advice about an unread one would mislead. */
function noKeyMessage(searched) {
    if (searched.length === 0) {
        return ('No Jira issue key was searched for: key-sources is none and secondary-source is not ' +
            'given, so the attestation records no issue and is not compliant');
    }
    const places = [...new Set(searched.map(source => SOURCE_PLACES[source] ?? source))];
    const last = places.pop();
    const where = places.length > 0 ? `${places.join(', ')} or ${last}` : last;
    return (`No Jira issue key was found in ${searched.join(', ')}; the attestation records no ` +
        `issue, so it is not compliant: reference an issue (such as ABC-123) in ${where}`);
}
function missingMessage(missing, sources) {
    const one = missing.length === 1;
    return (`Jira has no issue${one ? '' : 's'} ${describeKeys(missing, sources)}, or these credentials ` +
        `cannot see ${one ? 'it' : 'them'} (Jira answers 404 for both); the attestation records ` +
        `${one ? 'it' : 'them'} as missing`);
}
/** Names each requested key source that could not be read, with why, and what to do. */
function unreadableMessage(unreadable) {
    const one = unreadable.length === 1;
    const reasons = unreadable
        .map(({ source, reason }) => `key source ${source} could not be read: ${reason}`)
        .join('; ');
    return (`${reasons.charAt(0).toUpperCase()}${reasons.slice(1)}. No attestation was posted: without ` +
        `${one ? 'this source' : 'these sources'} it could miss issue keys and would record ` +
        `evidence that was never gathered. Fix the cause, or leave the source out of key-sources.`);
}

;// CONCATENATED MODULE: ./src/commands/attest-jira.ts
/**
 * attest-jira: finds the Jira issue keys a push or pull request references (every commit of
 * a push, the branch, the pull request's title and body), checks each in Jira, and posts a
 * Jira attestation to the trail or artifact. The attestation is posted whenever Jira answered,
 * missing issues included, because that is the evidence; `assert` then decides the step.
 * Bad Jira credentials, and a key source that was asked for but could not be read, fail the
 * step and post nothing: such an attestation would record evidence that was never gathered.
 */





















function parseInputs(source, _common) {
    const jira = readJiraInputs(source, secret => core/* setSecret */.Pq(secret));
    const githubToken = source('github-token');
    if (githubToken) {
        (0,tokens/* secretParts */.Bm)(githubToken).forEach(part => core/* setSecret */.Pq(part));
        (0,tokens/* checkToken */.SK)('github-token', githubToken);
    }
    const artifactGiven = ['fingerprint', 'artifact-path', 'artifact-type', 'exclude'].some(name => source(name) !== undefined);
    const evidence = {
        description: source('description'),
        origin_url: (0,inputs_evidence/* readOriginUrl */.gJ)(source, 'origin-url') ?? (0,run/* runUrl */.V)(),
        target_artifacts: (0,inputs_evidence/* readTargetArtifacts */.VJ)(source, 'target-artifacts'),
        user_data: (0,inputs_evidence/* readUserData */.AA)(source, 'user-data'),
        annotations: (0,inputs_evidence/* readAnnotations */.ti)(source, 'annotations'),
        external_urls: (0,inputs_evidence/* readExternalUrls */.MV)(source, 'external-urls')
    };
    return {
        flow: (0,inputs_parse/* readName */.MQ)(source, 'flow', true),
        trail: (0,inputs_parse/* readName */.MQ)(source, 'trail', true),
        name: (0,inputs_evidence/* readAttestationName */.Q6)(source, 'name'),
        artifact: artifactGiven ? (0,artifact/* readArtifact */.R)(source) : undefined,
        jira,
        sources: readKeySources(source, 'key-sources'),
        secondarySource: source('secondary-source'),
        commitSha: readCommitSha(source, 'commit-sha'),
        githubToken,
        attachment: readAttachmentInput(source, 'attachment'),
        redact: readRedactions(source, 'redact-commit-info'),
        assert: (0,inputs_parse/* readBoolean */.Vf)(source, 'assert', false),
        // Only fields that are set: the body schema is strict, and null is not the same as unset.
        evidence: definedOnly(evidence)
    };
}
function definedOnly(value) {
    return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined));
}
async function attest_jira_run(inputs, context) {
    const { log, common } = context;
    const fingerprint = inputs.artifact
        ? await (0,commands_artifact/* resolveFingerprint */.J)(inputs.artifact, log, common.timeoutMs)
        : undefined;
    const facts = readRunFacts();
    if (facts.payloadProblem)
        log.warning(`The event payload was not used: ${facts.payloadProblem}.`);
    const references = await gatherReferences(facts, {
        sources: inputs.sources,
        commitSha: inputs.commitSha,
        github: connectGitHub(inputs.githubToken, common.timeoutMs)
    });
    // Evidence without a source that was asked for could miss keys: post nothing instead.
    if (references.unreadable.length > 0)
        throw new Error(unreadableMessage(references.unreadable));
    const { keys, keySources, searched } = findKeys(inputs, references);
    log.info(keys.length > 0
        ? `Issue keys found: ${describeKeys(keys, keySources)}.`
        : 'No issue key was found.');
    const issues = await lookUp(keys, inputs.jira, context);
    const found = issues.filter(issue => issue.exists).map(issue => issue.key);
    const missing = issues.filter(issue => !issue.exists).map(issue => issue.key);
    const data = buildData(inputs, facts, references, issues, fingerprint);
    const json = JSON.stringify(data, null, 2);
    let answer;
    const where = `flow "${inputs.flow}", trail "${inputs.trail}"`;
    const service = common.dryRun ? undefined : context.service;
    const posting = service !== undefined;
    if (service) {
        const attachment = inputs.attachment ? await loadAttachment(inputs.attachment) : undefined;
        answer = await attestJira(service, { org: common.org, flow: inputs.flow, trail: inputs.trail }, data, attachment);
        log.info(`Jira attestation "${inputs.name}" posted to ${where}: ${found.length} of ${keys.length} issues found.`);
    }
    else {
        const path = `/attestations/${common.org}/${inputs.flow}/trail/${inputs.trail}/jira`;
        const file = inputs.attachment ? ` with attachment_file ${inputs.attachment.path}` : '';
        log.info(`Dry run: would POST to ${path}${file}; nothing was sent. data_json:`);
        // A log line is one line: the body is logged line by line.
        for (const line of json.split('\n'))
            log.info(line);
    }
    const outputs = {
        'issue-keys': JSON.stringify(keys),
        'found-issue-keys': JSON.stringify(found),
        'missing-issue-keys': JSON.stringify(missing),
        result: posting ? JSON.stringify(answer ?? null) : JSON.stringify(data)
    };
    if (fingerprint)
        outputs.fingerprint = fingerprint;
    const summary = renderJiraSummary({
        posted: posting,
        flow: inputs.flow,
        trail: inputs.trail,
        attestationName: inputs.name,
        fingerprint,
        issues: issues.map(issue => ({
            key: issue.key,
            exists: issue.exists,
            url: issue.url,
            summary: typeof issue.fields?.summary === 'string' ? issue.fields.summary : undefined,
            sources: keySources.get(issue.key) ?? []
        })),
        searched,
        payload: posting ? undefined : json,
        attestationUrl: (0,service_errors/* isRecord */.u4)(answer) && typeof answer.html_url === 'string' ? answer.html_url : undefined
    });
    const problem = keys.length === 0
        ? noKeyMessage(searched.map(item => item.source))
        : missing.length > 0
            ? missingMessage(missing, keySources)
            : undefined;
    if (inputs.assert) {
        if (!problem)
            return { outcome: 'compliant', outputs, summary };
        return { outcome: 'non-compliant', outputs, summary, failure: `${problem}.` };
    }
    if (problem)
        log.warning(`${problem}. The step passes because assert is false.`);
    return { outcome: posting ? 'ok' : 'skipped', outputs, summary };
}
/** Searches every text on its own; the secondary source is searched whenever it is given. */
function findKeys(inputs, references) {
    const texts = [...references.texts];
    const searched = [...references.searched];
    if (inputs.secondarySource !== undefined) {
        texts.push({ source: 'secondary-source', text: inputs.secondarySource });
        searched.push({
            source: 'secondary-source',
            detail: `${inputs.secondarySource.length} characters`
        });
    }
    const keySources = findKeysBySource(texts, {
        projectKeys: inputs.jira.projectKeys,
        ignoreProjectKeys: inputs.jira.ignoreProjectKeys
    });
    return { keys: [...keySources.keys()], keySources, searched };
}
async function lookUp(keys, jira, context) {
    if (keys.length === 0)
        return [];
    const client = new JiraClient({
        baseUrl: jira.baseUrl,
        credentials: jira.credentials,
        userAgent: version/* USER_AGENT */._O,
        timeoutMs: context.common.timeoutMs,
        maxRetries: context.common.maxRetries,
        onRetry: event => context.log.info((0,retry/* describeRetry */.e)(event, 'Jira'))
    });
    try {
        return await context.log.group(`Looking up ${keys.length} issue(s) in Jira`, async () => {
            await client.checkCredentials();
            const issues = await client.lookupAll(keys, jira.issueFields);
            for (const issue of issues)
                context.log.info(`${issue.key}: ${issue.exists ? 'found' : 'not found'}`);
            return issues;
        });
    }
    catch (error) {
        if (error instanceof JiraCredentialsError) {
            throw new Error(`${error.message} No attestation was posted: recording the issues as missing would be false evidence.`, { cause: error });
        }
        throw error;
    }
    finally {
        client.dispose();
    }
}
function buildData(inputs, facts, references, issues, fingerprint) {
    const data = {
        attestation_name: inputs.name,
        jira_results: issues.map(issue => ({
            issue_id: issue.key,
            issue_url: issue.url,
            issue_exists: issue.exists,
            ...(issue.fields ? { issue_fields: issue.fields } : {})
        })),
        ...inputs.evidence
    };
    if (fingerprint)
        data.artifact_fingerprint = fingerprint;
    const commit = gitCommitInfo(references, inputs.redact);
    if (commit)
        data.git_commit_info = commit;
    const repo = repoInfo(facts);
    if (repo)
        data.repo_info = repo;
    return data;
}
/** Octokit is loaded only when a source needs the API, and only when a token is given. */
function connectGitHub(token, timeoutMs) {
    if (!token)
        return undefined;
    let connected;
    return () => (connected ??= (async () => {
        // Octokit fetches through undici, which the bundle loads only on demand. Loading
        // @actions/github builds its proxy dispatcher (undici's ProxyAgent, when HTTPS_PROXY is
        // set) at once, so undici must be in place before that import starts.
        await (0,undici.loadUndici)();
        const { getOctokit } = await __webpack_require__.e(/* import() */ 413).then(__webpack_require__.bind(__webpack_require__, 2413));
        const octokit = getOctokit(token, { userAgent: version/* USER_AGENT */._O });
        return async (route, parameters) => {
            try {
                return await octokit.request(route, {
                    ...parameters,
                    request: { signal: AbortSignal.timeout(timeoutMs) }
                });
            }
            catch (error) {
                throw new Error(describeGitHubFailure(error, timeoutMs), { cause: error });
            }
        };
    })());
}
const attestJiraCommand = { parseInputs, run: attest_jira_run };


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

/***/ 9500:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AA: () => (/* binding */ readUserData),
/* harmony export */   MV: () => (/* binding */ readExternalUrls),
/* harmony export */   Q6: () => (/* binding */ readAttestationName),
/* harmony export */   VJ: () => (/* binding */ readTargetArtifacts),
/* harmony export */   gJ: () => (/* binding */ readOriginUrl),
/* harmony export */   ti: () => (/* binding */ readAnnotations)
/* harmony export */ });
/* unused harmony export ATTESTATION_NAME_PATTERN */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1318);
/* harmony import */ var _parse_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3718);
/* harmony import */ var _service_url_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6050);
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
    const value = (0,_parse_js__WEBPACK_IMPORTED_MODULE_1__/* .requireValue */ .vd)(source, name, `an attestation name of ${ATTESTATION_NAME_FORM}`);
    if (!ATTESTATION_NAME_PATTERN.test(value)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d(name, `has ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .h)(value)}, which is not a valid attestation name`, `${ATTESTATION_NAME_FORM} only`);
    }
    return value;
}
function readTargetArtifacts(source, name = 'target-artifacts') {
    const values = (0,_parse_js__WEBPACK_IMPORTED_MODULE_1__/* .readList */ .LD)(source, name);
    for (const value of values) {
        if (!ATTESTATION_NAME_PATTERN.test(value)) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d(name, `has ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .h)(value)}, which is not a valid artifact name`, `names of ${ATTESTATION_NAME_FORM}`);
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
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d(name, `is not valid JSON (${reason})`, expected);
    }
}
const looksLikeJson = (value) => /^[[{]/.test(value);
/** `user-data`: any JSON object or array. */
function readUserData(source, name = 'user-data') {
    const value = source(name);
    if (value === undefined)
        return undefined;
    const expected = 'a JSON object or array, for example {"build": 42}';
    const parsed = parseJson(name, value, expected);
    if (typeof parsed !== 'object' || parsed === null) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d(name, `is JSON ${JSON.stringify(parsed)}, not an object or array`, expected);
    }
    return parsed;
}
/** Parses `key=value` lines; blank lines and lines starting with # are skipped. */
function readPairs(name, value, expected) {
    return value
        .split('\n')
        .map(line => line.trim())
        .filter(line => line !== '' && !line.startsWith('#'))
        .map(line => {
        const at = line.indexOf('=');
        if (at <= 0)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d(name, `has the line ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .h)(line)}, which is not key=value`, expected);
        return [line.slice(0, at).trim(), line.slice(at + 1).trim()];
    });
}
function asObject(name, parsed, expected) {
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d(name, 'is JSON but not an object', expected);
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
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d(name, `has the key ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .h)(key)}, which has characters not allowed`, expected);
        }
        if (typeof item !== 'string') {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d(name, `has a ${item === null ? 'null' : typeof item} value for ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .h)(key)}`, expected);
        }
        annotations[key] = item;
    }
    return annotations;
}
function checkHref(name, key, href, expected) {
    if (typeof href !== 'string' || !/^https?:\/\/[^\s]+$/i.test(href)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d(name, `has ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .h)((0,_service_url_js__WEBPACK_IMPORTED_MODULE_2__/* .redactUrl */ .BO)(String(href)))} for ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .h)(key)}, which is not an http(s) URL`, expected);
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
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d(name, `has the name ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .h)(key)}, which contains "=" or "."`, expected);
        }
        if (typeof item === 'string') {
            urls[key] = { href: checkHref(name, key, item, expected) };
            continue;
        }
        if (typeof item !== 'object' || item === null || Array.isArray(item)) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d(name, `has a value for ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .h)(key)} that is neither a URL nor an object`, expected);
        }
        const unknown = Object.keys(item).filter(field => field !== 'href' && field !== 'fingerprint');
        if (unknown.length > 0) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d(name, `has the unknown field ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .h)(unknown[0] ?? '')} for ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .h)(key)}`, expected);
        }
        const entry = { href: checkHref(name, key, item.href, expected) };
        if (item.fingerprint !== undefined) {
            if (typeof item.fingerprint !== 'string' || !_parse_js__WEBPACK_IMPORTED_MODULE_1__/* .FINGERPRINT_PATTERN */ .o6.test(item.fingerprint)) {
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d(name, `has a fingerprint for ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .h)(key)} that is not 64 lowercase hex characters`, expected);
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
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d(name, `has ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .h)((0,_service_url_js__WEBPACK_IMPORTED_MODULE_2__/* .redactUrl */ .BO)(value))}, which is not an http(s) URL`, 'the URL of the run or page the evidence comes from');
    }
    return value;
}


/***/ }),

/***/ 8323:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bt: () => (/* binding */ complianceState),
/* harmony export */   LS: () => (/* binding */ plural),
/* harmony export */   jy: () => (/* binding */ isNotCompliant),
/* harmony export */   tX: () => (/* binding */ complianceMark)
/* harmony export */ });
const MARKS = {
    compliant: '✅ compliant',
    'non-compliant': '❌ non-compliant',
    incomplete: '⚠️ incomplete',
    missing: '⚠️ missing',
    unknown: '❔ unknown'
};
function complianceMark(state) {
    return MARKS[state];
}
/**
 * The state from a service status word (COMPLIANT, NON-COMPLIANT, INCOMPLETE, MISSING, or an
 * attestation's COMPLETE) and the is_compliant flag. The word wins where it says more than
 * the flag: an INCOMPLETE trail also has is_compliant false.
 */
function complianceState(status, isCompliant) {
    switch ((status ?? '').toUpperCase().replace(/_/g, '-')) {
        case 'MISSING':
            return 'missing';
        case 'INCOMPLETE':
            return 'incomplete';
        case 'NON-COMPLIANT':
            return 'non-compliant';
        case 'COMPLIANT':
            return 'compliant';
    }
    if (isCompliant === true)
        return 'compliant';
    if (isCompliant === false)
        return 'non-compliant';
    return 'unknown';
}
/** Missing, incomplete or failed: what a heading counts as "not compliant". */
function isNotCompliant(state) {
    return state === 'non-compliant' || state === 'incomplete' || state === 'missing';
}
/** `1 attestation`, `4 attestations`. */
function plural(count, noun, nouns = `${noun}s`) {
    return `${count} ${count === 1 ? noun : nouns}`;
}


/***/ })

};
