export const id = 3408;
export const ids = [3408];
export const modules = {

/***/ 3408:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  command: () => (/* binding */ command)
});

// EXTERNAL MODULE: ./src/github/event.ts
var github_event = __webpack_require__(5015);
// EXTERNAL MODULE: ./src/github/connect.ts + 2 modules
var connect = __webpack_require__(3886);
// EXTERNAL MODULE: ./src/github/api.ts
var api = __webpack_require__(8943);
// EXTERNAL MODULE: ./src/github/subject-commit.ts + 1 modules
var subject_commit = __webpack_require__(7563);
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
    // The subject commit is read first, through the reader that then serves the commits searched.
    const reader = new subject_commit/* CommitReader */.fi(facts, options);
    const subject = await (0,subject_commit/* readSubjectCommit */.cG)(facts, options, reader);
    const sha = subject.commit?.sha;
    // Given, commit-sha is the subject (resolved to its full id): only that commit is searched.
    const commitSha = options.commitSha === undefined ? undefined : sha;
    const result = { texts: [], searched: [], unreadable: [], ...subject };
    const skip = (source, reason) => result.unreadable.push({ source, reason });
    if (options.sources.includes('commits')) {
        try {
            const commits = await commitsToSearch(facts, commitSha, sha, reader);
            for (const commit of commits)
                result.texts.push({ source: 'commits', text: commit.message ?? '' });
            result.searched.push({ source: 'commits', detail: describeCommits(commits) });
        }
        catch (error) {
            skip('commits', (0,subject_commit/* reasonOf */.A3)(error));
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
                    result.searched.push({ source, detail: `no pull request has commit ${(0,subject_commit/* short */.h0)(sha)}` });
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
                skip(source, (0,subject_commit/* reasonOf */.A3)(error));
        }
    }
    return result;
}
async function commitsToSearch(facts, commitSha, sha, reader) {
    // Every commit of a push, not only its head; a push may carry none (a deleted branch).
    if (!commitSha && facts.push && !facts.payloadProblem) {
        if (facts.push.commits.length > 0)
            return facts.push.commits;
        return facts.push.headCommit ? [facts.push.headCommit] : [];
    }
    if (!sha)
        throw new Error((0,subject_commit/* missingCommitCause */.zr)(facts));
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
        throw new Error(`the GitHub API could not list the pull requests of ${(0,subject_commit/* short */.h0)(sha)}: ${(0,subject_commit/* reasonOf */.A3)(error)}`);
    }
}
function describeCommits(commits) {
    if (commits.length === 0)
        return 'no commits (the push carried none)';
    const shown = commits.slice(0, 5).map(commit => (0,subject_commit/* short */.h0)(commit.sha));
    const more = commits.length > shown.length ? `, and ${commits.length - shown.length} more` : '';
    return `${commits.length} commit${commits.length === 1 ? '' : 's'} (${shown.join(', ')}${more})`;
}

// EXTERNAL MODULE: ./src/attest/pipeline.ts + 2 modules
var pipeline = __webpack_require__(1086);
// EXTERNAL MODULE: ./src/run-commit/commit-records.ts
var commit_records = __webpack_require__(3539);
;// CONCATENATED MODULE: ./src/commands/attest-jira/jira-auth.ts
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

;// CONCATENATED MODULE: ./src/commands/attest-jira/keys.ts
/**
 * Issue-key extraction. The default rules equal the vendor CLI's exactly: the text
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
 * the digits after it; so one walk over those positions, reading back from each dash down a
 * trie of project parts (it stops at the first character no project part ends with) and
 * following the digits down a trie of candidate numbers, finds them all.
 */
function keysOccurringWhole(text, candidates) {
    const projects = { before: new Map() };
    for (const key of candidates) {
        const dash = key.indexOf('-');
        let project = projects;
        for (let at = dash - 1; at >= 0; at--) {
            const code = key.charCodeAt(at);
            let before = project.before.get(code);
            if (!before)
                project.before.set(code, (before = { before: new Map() }));
            project = before;
        }
        let node = (project.numbers ??= { next: [] });
        for (let at = dash + 1; at < key.length; at++) {
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
        let project = projects;
        for (let at = dash - 1; project && at >= 0; at--) {
            project = project.before.get(text.charCodeAt(at));
            let node = project?.numbers;
            for (let digit = dash + 1; node && digit < end; digit++) {
                node = node.next[text.charCodeAt(digit) - 48];
                // Followed by another digit, or the digits end without "-digit" after them.
                if (node?.key && (digit + 1 < end || !followedByDashDigit))
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

// EXTERNAL MODULE: ./src/http/url.ts
var http_url = __webpack_require__(6697);
// EXTERNAL MODULE: ./src/inputs/input-error.ts
var input_error = __webpack_require__(9354);
// EXTERNAL MODULE: ./src/inputs/parse.ts
var parse = __webpack_require__(3718);
// EXTERNAL MODULE: ./src/inputs/tokens.ts
var tokens = __webpack_require__(1867);
;// CONCATENATED MODULE: ./src/commands/attest-jira/inputs.ts
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
    const base = (0,parse/* requireValue */.vd)(source, 'jira-base-url', SITE_FORM);
    const checked = (0,http_url/* checkRootUrl */.eG)(base);
    if ('problem' in checked) {
        throw new input_error/* InputError */.d('jira-base-url', `has ${(0,input_error/* quote */.h)((0,http_url/* redactUrl */.BO)(base))}, which ${checked.problem}`, SITE_FORM);
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
        throw new input_error/* InputError */.d('jira-pat', `is set together with ${username ? 'jira-username' : 'jira-api-token'}`, `${BOTH_MODES}, not both`);
    }
    let credentials;
    if (pat)
        credentials = { kind: 'server', pat };
    else if (username && apiToken)
        credentials = { kind: 'cloud', username, apiToken };
    else if (username) {
        throw new input_error/* InputError */.d('jira-api-token', 'is empty while jira-username is set', 'the API token of that Atlassian account, for example jira-api-token: ${{ secrets.JIRA_API_TOKEN }}');
    }
    else if (apiToken) {
        throw new input_error/* InputError */.d('jira-username', 'is empty while jira-api-token is set', 'the email address of the Atlassian account the token belongs to');
    }
    else {
        throw new input_error/* InputError */.d('jira-api-token', 'is empty and so is jira-pat (workflows triggered from forks receive no secrets)', BOTH_MODES);
    }
    // The Basic header value is a new secret: base64 of `user:token` hides the token from masks.
    for (const secret of secretsOf(credentials))
        if (secret !== apiToken && secret !== pat)
            mask(secret);
    return credentials;
}
function readProjectKeys(source, name) {
    const keys = (0,parse/* readList */.LD)(source, name);
    for (const key of keys) {
        if (!PROJECT_KEY_PATTERN.test(key)) {
            throw new input_error/* InputError */.d(name, `has ${(0,input_error/* quote */.h)(key)}, which is not a Jira project key`, 'project keys such as ABC or OPS_2: a letter, then 1 to 9 letters, digits or "_", comma-separated');
        }
    }
    return [...new Set(keys.map(key => key.toUpperCase()))];
}
function readIssueFields(source, name) {
    const fields = (0,parse/* readList */.LD)(source, name);
    for (const field of fields) {
        if (!FIELD_PATTERN.test(field)) {
            throw new input_error/* InputError */.d(name, `has ${(0,input_error/* quote */.h)(field)}, which is not a Jira field id`, 'comma-separated field ids such as summary,status,customfield_10010, or *all');
        }
    }
    return [...new Set(fields)];
}

// EXTERNAL MODULE: ./src/inputs/commit.ts
var commit = __webpack_require__(8836);
;// CONCATENATED MODULE: ./src/commands/attest-jira/reference-inputs.ts
/**
 * Inputs that say where attest-jira looks for issue keys and what it records with them:
 * key sources; and, shared with the build-side commands, the commit and commit details to
 * redact (attachments are read by src/attachments/attachments.ts).
 */




const SOURCES_FORM = `a comma-separated list of ${KEY_SOURCES.join(', ')}, or none`;
function readKeySources(source, name) {
    const given = (0,parse/* declared */.bu)(name, source(name));
    const values = (0,parse/* splitList */.ry)(given);
    if (values.length === 0) {
        throw new input_error/* InputError */.d(name, `has ${(0,input_error/* quote */.h)(given)}, which names no key source`, SOURCES_FORM);
    }
    if (values.length === 1 && values[0] === 'none')
        return [];
    for (const value of values) {
        if (!KEY_SOURCES.includes(value)) {
            throw new input_error/* InputError */.d(name, `has ${(0,input_error/* quote */.h)(value)}, which is not a key source`, SOURCES_FORM);
        }
    }
    return [...new Set(values)];
}

// EXTERNAL MODULE: ./src/http/request-error.ts
var request_error = __webpack_require__(8734);
// EXTERNAL MODULE: ./src/concurrency.ts
var concurrency = __webpack_require__(1532);
// EXTERNAL MODULE: ./src/http/transport.ts + 1 modules
var transport = __webpack_require__(7765);
;// CONCATENATED MODULE: ./src/commands/attest-jira/jira-client.ts
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
        this.transport = (0,transport/* transportFor */.J)(JIRA_SYSTEM, options.baseUrl, authorizationHeader(options.credentials), options);
    }
    issueUrl(key) {
        return (0,http_url/* buildUrl */.c$)(this.options.baseUrl, ['browse', key]).href;
    }
    async lookup(key, fields = []) {
        const url = (0,http_url/* buildUrl */.c$)(this.options.baseUrl, ['rest', 'api', '2', 'issue', key], {
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
        const body = (0,request_error/* tryParseJson */.Bl)(response.body);
        if (response.status === 404) {
            if (!isJiraErrorBody(body))
                throw this.notJira(url, response);
            return issue;
        }
        if (!(0,request_error/* isRecord */.u4)(body) || typeof body.key !== 'string')
            throw this.notJira(url, response);
        if (fields.length > 0 && (0,request_error/* isRecord */.u4)(body.fields))
            issue.fields = body.fields;
        return issue;
    }
    /**
     * One `GET /rest/api/2/myself` before the lookups: an expired or revoked Jira Cloud token
     * is not refused on issue lookups, Jira answers them as an anonymous user (404 for every
     * issue it cannot see), so only this call tells a missing issue from a dead token.
     */
    async checkCredentials() {
        const url = (0,http_url/* buildUrl */.c$)(this.options.baseUrl, ['rest', 'api', '2', 'myself']);
        let response;
        try {
            response = await this.transport.send({ method: 'GET', url });
        }
        catch (error) {
            throw this.credentialError(error) ?? error;
        }
        this.refuseUnauthenticated(url, response);
        if (!(0,request_error/* isRecord */.u4)((0,request_error/* tryParseJson */.Bl)(response.body)))
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
        if (!(error instanceof request_error/* RequestError */.GI) || (error.status !== 401 && error.status !== 403))
            return undefined;
        const inputs = credentialInputs(this.options.credentials);
        const cause = this.credentialHint(error.status);
        return new JiraCredentialsError(`Jira refused ${inputs} (${error.status} to ${error.method} ${error.path}: ` +
            `${error.detail.replace(/[.\s]+$/, '')}); ${cause}.`, error.status, { cause: error });
    }
    notJira(url, response) {
        const contentType = response.headers['content-type'];
        const what = (0,request_error/* formatErrorBody */.ol)(response.body, Array.isArray(contentType) ? contentType[0] : contentType);
        return new request_error/* RequestError */.GI({
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
    return (0,request_error/* isRecord */.u4)(body) && (Array.isArray(body.errorMessages) || (0,request_error/* isRecord */.u4)(body.errors));
}

// EXTERNAL MODULE: ./src/summary/attestation-facts.ts
var attestation_facts = __webpack_require__(9028);
// EXTERNAL MODULE: ./src/summary/states.ts
var states = __webpack_require__(2764);
// EXTERNAL MODULE: ./src/summary/markdown.ts
var markdown = __webpack_require__(7175);
;// CONCATENATED MODULE: ./src/commands/attest-jira/summary.ts
/** How a Jira attestation reads in the job summary: each key, where it came from, its issue. */



/** "Jira attestation recorded: 2 of 2 issues found in Jira", or what a dry run would send. */
function heading(summary) {
    const total = summary.issues.length;
    const missing = summary.issues.filter(issue => !issue.exists).length;
    const counted = total === 0
        ? 'no issue key found'
        : missing === 0
            ? `${total} of ${(0,states/* plural */.LS)(total, 'issue')} found in Jira`
            : `${missing} of ${(0,states/* plural */.LS)(total, 'issue')} not found in Jira`;
    if (!summary.posted)
        return `Dry run: Jira attestation not sent (${counted})`;
    const mark = (0,states/* stateEmoji */.eY)(total > 0 && missing === 0 ? 'compliant' : 'missing');
    return `${mark} Jira attestation ${(0,markdown/* escapeText */.X1)(summary.attestationName)} recorded: ${counted}`;
}
function renderJiraSummary(summary) {
    const found = summary.issues.filter(issue => issue.exists).length;
    const sections = [];
    if (summary.issues.length > 0) {
        const withSummary = summary.issues.some(issue => issue.summary !== undefined);
        const headers = ['Key', 'In Jira', 'Issue', ...(withSummary ? ['Summary'] : []), 'Found in'];
        sections.push('### Issues', (0,markdown/* table */.tp)(headers, (0,states/* byAttention */._p)(summary.issues, issue => (issue.exists ? 'compliant' : 'missing')).map(issue => [
            (0,markdown/* code */.aY)(issue.key),
            issue.exists ? (0,states/* stateMark */.B3)('compliant', 'found') : (0,states/* stateMark */.B3)('missing', 'not found'),
            (0,markdown/* link */.nf)(issue.key, issue.url),
            ...(withSummary ? [(0,markdown/* escapeText */.X1)(issue.summary)] : []),
            (0,markdown/* escapeText */.X1)(issue.sources.join(', '))
        ])));
    }
    else {
        sections.push('No issue key was found in the sources searched.');
    }
    const searched = [
        '### Sources searched',
        summary.searched.length > 0
            ? summary.searched
                .map(item => `- **${(0,markdown/* escapeText */.X1)(item.source)}**: ${(0,markdown/* escapeText */.X1)(item.detail)}`)
                .join('\n')
            : 'None could be read.'
    ];
    return (0,attestation_facts/* renderAttestationSummary */.Dq)(summary, {
        heading: heading(summary),
        facts: [
            ['Attachment', summary.attachment ? (0,markdown/* escapeText */.X1)(summary.attachment) : undefined],
            ['Issues', `${summary.issues.length} referenced, ${found} found in Jira`]
        ],
        sections,
        details: searched
    });
}

// EXTERNAL MODULE: ./src/action/retry-log.ts
var retry_log = __webpack_require__(1599);
// EXTERNAL MODULE: ./src/version.ts
var version = __webpack_require__(311);
;// CONCATENATED MODULE: ./src/commands/attest-jira/messages.ts
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

;// CONCATENATED MODULE: ./src/commands/attest-jira/index.ts
/**
 * attest-jira: finds the Jira issue keys a push or pull request references (every commit of
 * a push, the branch, the pull request's title and body), checks each in Jira, and posts a
 * Jira attestation to the trail or artifact. The attestation is posted whenever Jira answered,
 * missing issues included, because that is the evidence; `assert` then decides the step.
 * Bad Jira credentials, and a key source that was asked for but could not be read, fail the
 * step and post nothing: such an attestation would record evidence that was never gathered.
 */














function readJiraOwnInputs(source, _common, step) {
    const jira = readJiraInputs(source, step.mask);
    const githubToken = (0,tokens/* readGitHubToken */.nC)(source, step.mask);
    return {
        jira,
        githubToken,
        sources: readKeySources(source, 'key-sources'),
        secondarySource: source('secondary-source')
    };
}
/**
 * The commit and the texts that may name issues (read in one pass over the event, the
 * checkout and the GitHub API), the keys found in them, and what Jira says of each.
 */
async function gather(inputs, context) {
    const { log, common } = context;
    const facts = (0,github_event.readRunFacts)();
    if (facts.payloadProblem)
        log.warning(`The event payload was not used: ${facts.payloadProblem}.`);
    const references = await gatherReferences(facts, {
        sources: inputs.sources,
        commitSha: inputs.commitSha,
        github: (0,connect/* connectGitHub */.U)(inputs.githubToken, common.timeoutMs, {
            maxRetries: common.maxRetries,
            onRetry: event => log.info((0,retry_log/* describeRetry */.e)(event, 'GitHub')),
            log
        })
    });
    // Evidence without a source that was asked for could miss keys: post nothing instead.
    if (references.unreadable.length > 0)
        throw new Error(unreadableMessage(references.unreadable));
    (0,commit_records/* logUnreadCommit */.LQ)(references, log);
    const { keys, keySources, searched } = findKeys(inputs, references);
    log.info(keys.length > 0
        ? `Issue keys found: ${describeKeys(keys, keySources)}.`
        : 'No issue key was found.');
    const issues = await lookUp(keys, inputs.jira, context);
    const missing = issues.filter(issue => !issue.exists).map(issue => issue.key);
    return { facts, references, keys, keySources, searched, issues, missing };
}
const foundKeys = (found) => found.issues.filter(issue => issue.exists).map(i => i.key);
const command = (0,pipeline/* attestationCommand */.Q)({
    type: 'jira',
    reads: { commit: true, attachments: true },
    readInputs: readJiraOwnInputs,
    commit: ({ references, facts }, inputs) => ({
        sha: references.commit?.sha,
        ...(0,commit_records/* commitRecords */.it)(references, facts, inputs.redact)
    }),
    gather,
    body: ({ issues }) => ({
        jira_results: issues.map(issue => ({
            issue_id: issue.key,
            issue_url: issue.url,
            issue_exists: issue.exists,
            ...(issue.fields ? { issue_fields: issue.fields } : {})
        }))
    }),
    detail: found => `${foundKeys(found).length} of ${found.keys.length} issues found`,
    outputs: found => ({
        'issue-keys': JSON.stringify(found.keys),
        'found-issue-keys': JSON.stringify(foundKeys(found)),
        'missing-issue-keys': JSON.stringify(found.missing)
    }),
    summary: {
        render: (report, { issues, keySources, searched }, _inputs, attachment) => renderJiraSummary({
            ...report,
            attachment: attachment?.description,
            issues: issues.map(issue => ({
                key: issue.key,
                exists: issue.exists,
                url: issue.url,
                summary: typeof issue.fields?.summary === 'string' ? issue.fields.summary : undefined,
                sources: keySources.get(issue.key) ?? []
            })),
            searched
        })
    },
    verdict: ({ keys, missing, keySources, searched }) => keys.length === 0
        ? noKeyMessage(searched.map(item => item.source))
        : missing.length > 0
            ? missingMessage(missing, keySources)
            : undefined
});
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
        onRetry: event => context.log.info((0,retry_log/* describeRetry */.e)(event, 'Jira'))
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


/***/ })

};
