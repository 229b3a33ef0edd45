export const id = 5833;
export const ids = [5833];
export const modules = {

/***/ 3886:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  U: () => (/* binding */ connectGitHub)
});

// UNUSED EXPORTS: apiRoot

// EXTERNAL MODULE: ./src/runner/step-scope.ts
var step_scope = __webpack_require__(7719);
// EXTERNAL MODULE: ./node_modules/@actions/http-client/lib/index.js + 1 modules
var lib = __webpack_require__(4942);
// EXTERNAL MODULE: ./src/bundle/undici.ts
var undici = __webpack_require__(8510);
// EXTERNAL MODULE: ./src/http/request-error.ts
var request_error = __webpack_require__(8734);
// EXTERNAL MODULE: ./src/http/transport.ts + 1 modules
var http_transport = __webpack_require__(7765);
// EXTERNAL MODULE: ./src/version.ts
var version = __webpack_require__(311);
// EXTERNAL MODULE: ./src/github/api.ts
var api = __webpack_require__(8943);
;// CONCATENATED MODULE: ./src/github/fetch.ts


/** What GitHub asks clients to send, so answers keep the shape this code parses. */
const GITHUB_API_VERSION = '2022-11-28';
const GITHUB_MEDIA_TYPE = 'application/vnd.github+json';
/** Octokit's default Accept: the same media type under its older name. */
const OCTOKIT_DEFAULT_ACCEPT = 'application/vnd.github.v3+json';
const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);
/** Headers the transport sets itself, or that describe bytes the transport has decoded. */
const TRANSPORT_HEADERS = new Set([
    'authorization',
    'user-agent',
    'accept',
    'accept-encoding',
    'content-type',
    'content-length',
    'host',
    'connection'
]);
/**
 * Answer headers Octokit is not shown: `deprecation` and `sunset` make it log a warning that
 * quotes them (and the `Link` header), remote text in the job log; the adapter reports a
 * deprecation itself instead. The encoding and length are the transport's, which decoded
 * the body.
 */
const HIDDEN_ANSWER_HEADERS = new Set([
    'deprecation',
    'sunset',
    'content-encoding',
    'content-length',
    'transfer-encoding'
]);
/**
 * A fetch over `transport` for the API at `root` (a URL whose path ends in `/`): Octokit's
 * `request.fetch`.
 */
function transportFetch(transport, root, onDeprecation = () => undefined) {
    return async (input, init = {}) => {
        init.signal?.throwIfAborted();
        const url = underRoot(root, input);
        const method = (init.method ?? 'GET').toUpperCase();
        if (!METHODS.has(method)) {
            throw new Error(`Internal error: the GitHub API is not sent ${method} requests`);
        }
        const headers = headerRecord(init.headers);
        const request = {
            method,
            url,
            accept: !headers.accept || headers.accept === OCTOKIT_DEFAULT_ACCEPT
                ? GITHUB_MEDIA_TYPE
                : headers.accept,
            headers: { ...passedHeaders(headers), 'x-github-api-version': GITHUB_API_VERSION }
        };
        const body = requestBody(init.body);
        if (body !== undefined) {
            request.body = body;
            request.contentType = headers['content-type'] ?? 'application/json; charset=utf-8';
        }
        // Failures (an error status after the retries, a redirect elsewhere, a timeout) are the
        // transport's RequestError: Octokit wraps it as the cause of its own, which the client
        // unwraps (octokit.ts).
        const response = await transport.send(request);
        if (response.headers.deprecation !== undefined) {
            onDeprecation({ method, path: url.pathname, sunset: sunsetDate(response.headers.sunset) });
        }
        const empty = response.status === 204 || response.status === 205 || response.bytes.length === 0;
        if (!empty && (0,request_error/* tryParseJson */.Bl)(response.body) === undefined) {
            throw new Error(`the GitHub API answered ${method} ${url.pathname} with something that is not JSON ` +
                `(content type ${JSON.stringify(String(response.headers['content-type'] ?? 'none'))}); ` +
                `check GITHUB_API_URL`);
        }
        const headersShown = answerHeaders(response.headers, empty);
        return new TransportAnswer(response.status, url.href, headersShown, response.body, response.bytes);
    };
}
/**
 * The URL of a request, accepted only under the API root (its origin and its path): the
 * token goes with it. A URL Octokit builds from a route always is; one from a `Link` header
 * may not be.
 */
function underRoot(root, input) {
    const url = URL.parse(String(input));
    if (url === null) {
        throw new api/* GitHubApiError */.OS(`it pointed to ${JSON.stringify(String(input).slice(0, 100))}, which is not a URL`, undefined);
    }
    if (url.origin !== root.origin || !url.pathname.startsWith(root.pathname)) {
        throw new api/* GitHubApiError */.OS(`it pointed to ${url.origin}${url.pathname}, outside GITHUB_API_URL ` +
            `(${root.origin}${root.pathname}), and github-token is never sent there`, undefined);
    }
    return url;
}
function headerRecord(headers) {
    const record = {};
    if (!headers)
        return record;
    const entries = Symbol.iterator in headers ? headers : Object.entries(headers);
    for (const [name, value] of entries) {
        record[name.toLowerCase()] = String(value);
    }
    return record;
}
function passedHeaders(headers) {
    return Object.fromEntries(Object.entries(headers).filter(([name]) => !TRANSPORT_HEADERS.has(name)));
}
function requestBody(body) {
    if (body === undefined || body === null)
        return undefined;
    if (typeof body === 'string' || Buffer.isBuffer(body))
        return body;
    if (body instanceof Uint8Array)
        return Buffer.from(body.buffer, body.byteOffset, body.byteLength);
    if (body instanceof ArrayBuffer)
        return Buffer.from(body);
    // A stream would have to be held whole to be sent again on a retry: nothing sends one.
    throw new Error('Internal error: the GitHub API is sent a string or bytes as a body, nothing else');
}
function sunsetDate(value) {
    const text = Array.isArray(value) ? value[0] : value;
    const date = text === undefined ? undefined : new Date(text);
    return date && !Number.isNaN(date.getTime()) ? date : undefined;
}
/**
 * The answer's headers for Octokit. A body checked to be JSON is labelled so: Octokit parses
 * by the content type, and would hand over text for JSON labelled otherwise.
 */
function answerHeaders(headers, empty) {
    const pairs = [];
    for (const [name, value] of Object.entries(headers)) {
        if (value === undefined || HIDDEN_ANSWER_HEADERS.has(name))
            continue;
        if (name === 'content-type' && !empty)
            continue;
        for (const one of Array.isArray(value) ? value : [value])
            pairs.push([name, one]);
    }
    if (!empty)
        pairs.push(['content-type', 'application/json; charset=utf-8']);
    return pairs;
}
/** The headers of an answer as Octokit reads them: iterated, and read by name. */
class AnswerHeaders {
    pairs;
    constructor(pairs) {
        this.pairs = pairs;
    }
    get(name) {
        const wanted = name.toLowerCase();
        const values = this.pairs.filter(([key]) => key === wanted).map(([, value]) => value);
        return values.length > 0 ? values.join(', ') : null;
    }
    *[Symbol.iterator]() {
        const names = [...new Set(this.pairs.map(([name]) => name))];
        for (const name of names)
            yield [name, this.get(name) ?? ''];
    }
}
/** What Octokit reads of a fetch Response, over the bytes the transport received. */
class TransportAnswer {
    status;
    url;
    body;
    bytes;
    /** Read by Octokit for a HEAD only; the transport keeps no reason phrase. */
    statusText = '';
    headers;
    constructor(status, url, headers, body, bytes) {
        this.status = status;
        this.url = url;
        this.body = body;
        this.bytes = bytes;
        this.headers = new AnswerHeaders(headers);
    }
    /** The body as the transport decoded it: UTF-8, without a byte-order mark. */
    async text() {
        return this.body;
    }
    async arrayBuffer() {
        return new Uint8Array(this.bytes).buffer;
    }
}

// EXTERNAL MODULE: ./src/github/paginate.ts
var paginate = __webpack_require__(1674);
;// CONCATENATED MODULE: ./src/github/octokit.ts








async function createGitHubClient(options) {
    const { token, root, timeoutMs } = options;
    const { getOctokit } = await loadActionsGitHub();
    const transport = (0,http_transport/* transportFor */.J)('the GitHub API', root, `Bearer ${token}`, {
        userAgent: version/* USER_AGENT */._O,
        timeoutMs,
        maxRetries: options.maxRetries ?? 0,
        onRetry: options.onRetry
    });
    const log = octokitLog(options.log, token);
    const fetch = transportFetch(transport, root, deprecation => options.log?.info(describeDeprecation(deprecation)));
    const octokit = getOctokit(token, {
        // Octokit joins its base URL and a route's path with no slash of its own.
        baseUrl: root.href.replace(/\/$/, ''),
        log,
        // The fetch wrapper logs through `request.log` (console when absent), not `log`.
        request: { fetch, log }
    });
    octokit.hook.before('request', options => refuseDotSegments(options.url, options));
    octokit.hook.error('request', error => {
        throw asGitHubFailure(error, timeoutMs);
    });
    const request = async (route, parameters) => {
        const { data, headers, url } = await octokit.request(route, parameters);
        return { data, headers, url };
    };
    return { octokit, root, request, pages: (route, parameters) => pages(octokit, route, parameters) };
}
/**
 * @actions/github builds, when it loads, a fetch dispatcher for GITHUB_API_URL as the
 * process's environment gives it: an undici ProxyAgent when a proxy applies, though nothing
 * uses it (requests go through the transport). The bundle's undici is loaded on demand
 * (src/bundle/undici.ts), so then it is loaded first. It also reads the event payload when it
 * loads (its `context`), and fails to load when that file is not JSON.
 */
let loaded;
function loadActionsGitHub() {
    return (loaded ??= (async () => {
        if ((0,lib/* getProxyUrl */.s_)(process.env.GITHUB_API_URL || 'https://api.github.com'))
            await (0,undici/* loadUndici */.b7)();
        try {
            return await __webpack_require__.e(/* import() */ 2413).then(__webpack_require__.bind(__webpack_require__, 2413));
        }
        catch (error) {
            if (!(error instanceof SyntaxError))
                throw error;
            // Its message quotes the file: the payload's text, not the action's.
            throw new Error('the GitHub client could not start: it reads the event payload (GITHUB_EVENT_PATH) ' +
                'when it loads, and that file is not JSON');
        }
    })());
}
/**
 * Every page of a listing, through octokit.paginate: at most MAX_PAGES, each next link
 * checked before it is followed (a URL, on the API's origin, not one already read; the fetch
 * refuses one outside GITHUB_API_URL), and no failure taken for the end of the list.
 */
async function* pages(octokit, route, parameters) {
    const seen = new Set();
    let read = 0;
    try {
        const iterate = octokit.paginate.iterator;
        for await (const page of iterate(strictPages(octokit, route), {
            ...parameters,
            per_page: 100
        })) {
            read++;
            const response = { data: page.data, headers: page.headers, url: page.url };
            yield response;
            const next = (0,paginate/* nextPageUrl */._C)(response);
            if (next === undefined)
                return;
            if (seen.has(next)) {
                throw new Error('the GitHub API pointed to a next page it had already sent');
            }
            seen.add(next);
            if (read >= paginate/* MAX_PAGES */.Y0) {
                throw new Error(`the GitHub API listing went on past ${paginate/* MAX_PAGES */.Y0} pages of 100`);
            }
        }
    }
    catch (error) {
        throw error instanceof PageFailure ? error.failure : error;
    }
}
/** A failure of a page, carried past octokit.paginate, which reads a 409 as an empty page. */
class PageFailure extends Error {
    failure;
    constructor(failure) {
        super('a page of a GitHub listing failed');
        this.failure = failure;
    }
}
/**
 * The route as a request function for octokit.paginate: its failures (a 409 among them, an
 * empty repository's answer that it would turn into an empty page) and an answer with no
 * body at all, which it would read as an empty page too, end the listing with an error.
 */
function strictPages(octokit, route) {
    const requestPage = async (options) => {
        let response;
        try {
            // What the paginator asks: the method, the URL (the next link) and the headers.
            const { url, ...rest } = options;
            response = await octokit.request({ ...rest, url: withoutTemplateColons(url) });
        }
        catch (error) {
            throw new PageFailure(error);
        }
        if (!response.data)
            throw new PageFailure(new Error('the GitHub API did not answer with a list'));
        return response;
    };
    const endpoint = (parameters) => octokit.request.endpoint(route, parameters);
    return Object.assign(requestPage, { endpoint });
}
/**
 * A URL already filled in, with each `:` before a letter percent-encoded: Octokit reads the
 * URL it is given as a template, and `:name` in it as a variable (the old Express form), which
 * it fills with nothing, so `/attestations/sha256:ae57…` would be asked as `/attestations/
 * sha256`. GitHub reads `%3A` as `:`.
 */
function withoutTemplateColons(url) {
    const parsed = new URL(url);
    return `${parsed.origin}${`${parsed.pathname}${parsed.search}`.replace(/:(?=[a-z])/gi, '%3A')}`;
}
/**
 * URLs read "." and ".." (even encoded) as steps up: a path parameter with such a value would
 * leave its route for another.
 */
function refuseDotSegments(template, parameters) {
    for (const [, name] of template.matchAll(/\{\+?(\w+)\}/g)) {
        const value = name === undefined ? undefined : parameters[name];
        if (typeof value === 'string' && /^(\.|%2e){1,2}$/i.test(value)) {
            throw new Error(`${name} ${JSON.stringify(value)} cannot be read from the GitHub API`);
        }
    }
}
/**
 * What a request failed with, as the action reports it. Octokit wraps what its fetch throws
 * as the cause of an error of its own (an HttpError "500"): the transport's RequestError
 * becomes a GitHubApiError that says what to fix; a refusal of the fetch's own is passed on.
 */
function asGitHubFailure(error, timeoutMs) {
    let current = error;
    for (let depth = 0; depth < 3; depth++) {
        if (current instanceof api/* GitHubApiError */.OS)
            return current;
        if (current instanceof request_error/* RequestError */.GI) {
            return new api/* GitHubApiError */.OS((0,api/* describeGitHubFailure */.Po)(current, timeoutMs), current);
        }
        if (!(current instanceof Error) || current.name !== 'HttpError' || !current.cause)
            break;
        current = current.cause;
    }
    return current;
}
function octokitLog(sink, token) {
    // Octokit's messages are its own text about routes and options; the token is kept out all
    // the same, and the sink escapes the rest.
    const clean = (message) => String(message).split(token).join('***');
    return {
        debug: message => sink?.debug(clean(message)),
        info: message => sink?.debug(clean(message)),
        warn: message => sink?.warning(clean(message)),
        error: message => sink?.warning(clean(message))
    };
}
function describeDeprecation({ method, path, sunset }) {
    const when = sunset ? `, to be removed on ${sunset.toISOString().slice(0, 10)}` : '';
    return `GitHub marks ${method} ${path} as deprecated${when}.`;
}

;// CONCATENATED MODULE: ./src/github/connect.ts


const DEFAULT_API_URL = 'https://api.github.com';
/**
 * A connector: every call hands out the same client. Undefined when there is no token, so a
 * command can say the token is missing before reading anything.
 */
function connectGitHub(token, timeoutMs, options = {}) {
    if (!token)
        return undefined;
    let connected;
    return () => (connected ??= Promise.resolve().then(() => createGitHubClient({
        token,
        root: apiRoot(options.apiUrl ?? (0,step_scope/* stepEnv */.WH)().GITHUB_API_URL),
        timeoutMs,
        maxRetries: options.maxRetries,
        onRetry: options.onRetry,
        log: options.log
    })));
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


/***/ }),

/***/ 1674:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Y0: () => (/* binding */ MAX_PAGES),
/* harmony export */   _C: () => (/* binding */ nextPageUrl),
/* harmony export */   s$: () => (/* binding */ readAllPages)
/* harmony export */ });
/** A bound on pages, so a server that always answers with a next link cannot loop forever. */
const MAX_PAGES = 100;
async function readAllPages(github, route, parameters) {
    const items = [];
    for await (const page of github.pages(route, parameters)) {
        if (!Array.isArray(page.data))
            throw new Error('the GitHub API did not answer with a list');
        items.push(...page.data);
    }
    return items;
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
