export const id = 7791;
export const ids = [7791];
export const modules = {

/***/ 7791:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  command: () => (/* binding */ command)
});

// EXTERNAL MODULE: ./src/action/retry-log.ts
var retry_log = __webpack_require__(1599);
// EXTERNAL MODULE: ./src/http/request-error.ts
var request_error = __webpack_require__(8734);
// EXTERNAL MODULE: ./src/http/tls.ts
var tls = __webpack_require__(7485);
// EXTERNAL MODULE: ./src/inputs/parse.ts
var parse = __webpack_require__(3718);
// EXTERNAL MODULE: ./src/snapshots/report.ts
var report = __webpack_require__(683);
// EXTERNAL MODULE: ./src/parsing/zod.ts
var zod = __webpack_require__(1913);
// EXTERNAL MODULE: ./src/http/transport.ts + 1 modules
var http_transport = __webpack_require__(7765);
// EXTERNAL MODULE: ./src/version.ts
var version = __webpack_require__(311);
;// CONCATENATED MODULE: ./src/commands/snapshot-k8s/cluster-api.ts
/**
 * The few reads of the Kubernetes API a snapshot needs, as documented for core/v1: pods of
 * the cluster (GET /api/v1/pods) or of one namespace (GET /api/v1/namespaces/{ns}/pods),
 * and the namespaces (GET /api/v1/namespaces). Lists are read in pages (limit, continue), as
 * kubectl reads them, so neither the cluster nor the runner holds a large cluster's pods in
 * one answer; each page is reduced to the fields a report needs before the next is read.
 *
 * A continue token lasts until the API server compacts the version it names (about five
 * minutes on a default etcd); past that, the next page is answered 410 Expired. The list is
 * then read again from its first page, as the API documents, so that a snapshot is one
 * consistent list and never pages of two (the token in that answer would continue with an
 * inconsistent one). A list that keeps expiring fails the step.
 */




/** kubectl's page size: a page of pods stays a few megabytes. */
const PAGE_SIZE = 500;
/** Times a list is read again from its first page after its continue token expired. */
const MAX_RELISTS = 2;
const OwnerReference = zod/* looseObject */._H3({
    apiVersion: zod/* string */.YjP(),
    kind: zod/* string */.YjP(),
    name: zod/* string */.YjP(),
    uid: zod/* string */.YjP()
});
const ContainerStatus = zod/* object */.Ikc({
    name: zod/* string */.YjP(),
    image: zod/* string */.YjP(),
    imageID: zod/* optional */.lqM(zod/* string */.YjP())
});
const Pod = zod/* object */.Ikc({
    metadata: zod/* object */.Ikc({
        name: zod/* string */.YjP(),
        namespace: zod/* string */.YjP(),
        creationTimestamp: zod/* optional */.lqM(zod/* string */.YjP()),
        ownerReferences: zod/* nullish */.cl6(zod/* array */.YOg(OwnerReference))
    }),
    status: zod/* optional */.lqM(zod/* object */.Ikc({
        phase: zod/* optional */.lqM(zod/* string */.YjP()),
        containerStatuses: zod/* nullish */.cl6(zod/* array */.YOg(ContainerStatus))
    }))
});
const ListMeta = zod/* optional */.lqM(zod/* object */.Ikc({ continue: zod/* optional */.lqM(zod/* string */.YjP()) }));
const PodList = zod/* object */.Ikc({ items: zod/* nullable */.mee(zod/* array */.YOg(Pod)), metadata: ListMeta });
const Namespace = zod/* object */.Ikc({ metadata: zod/* object */.Ikc({ name: zod/* string */.YjP() }) });
const NamespaceList = zod/* object */.Ikc({
    items: zod/* nullable */.mee(zod/* array */.YOg(Namespace)),
    metadata: ListMeta
});
const SYSTEM = 'the Kubernetes cluster';
function clusterReader(access, settings) {
    const transport = new http_transport/* HttpTransport */.G({
        system: SYSTEM,
        origin: access.server.origin,
        authorization: access.authorization,
        tls: access.tls,
        userAgent: version/* USER_AGENT */._O,
        ...settings
    });
    const root = access.server.pathname.replace(/\/+$/, '');
    /** Every item of a list, from its first page; again from the first if its token expires. */
    async function list(path, schema, what) {
        for (let relists = 0;; relists++) {
            const items = [];
            try {
                for await (const page of pages(path, schema, what)) {
                    items.push(...(page.items ?? []));
                }
                return items;
            }
            catch (error) {
                if (!(error instanceof ContinueExpired))
                    throw error;
                if (relists === MAX_RELISTS) {
                    throw new Error(`The Kubernetes cluster (${access.label}) let the list at ${path} expire ${relists + 1} times while its pages were read (410 Expired: it compacted the version the list was read at), so nothing was sent; run the step again, or choose fewer namespaces so that each list is shorter.`);
                }
                settings.onRelist?.(path);
            }
        }
    }
    async function* pages(path, schema, what) {
        let next;
        do {
            const url = new URL(`${root}${path}`, access.server);
            url.searchParams.set('limit', String(PAGE_SIZE));
            if (next)
                url.searchParams.set('continue', next);
            const response = await transport
                .send({ method: 'GET', url, headers: access.headers })
                .catch((error) => {
                // Only a later page can expire: the first is read at the latest version.
                if (next && error instanceof request_error/* RequestError */.GI && error.status === 410) {
                    throw new ContinueExpired();
                }
                throw error;
            });
            const parsed = schema.safeParse(parseJson(response.body));
            if (!parsed.success) {
                throw new Error(`${SYSTEM} (${access.label}) answered GET ${url.pathname} with something that is not ${what} ` +
                    '(a sign-in page of a gateway, or another server at that address?), so nothing was sent; ' +
                    "check the server of kubeconfig's current context.");
            }
            yield parsed.data;
            next = parsed.data.metadata?.continue || undefined;
        } while (next);
    }
    return {
        pods(namespace) {
            const path = namespace === undefined
                ? '/api/v1/pods'
                : `/api/v1/namespaces/${encodeURIComponent(namespace)}/pods`;
            return list(path, PodList, 'a list of pods');
        },
        async namespaces() {
            const items = await list('/api/v1/namespaces', NamespaceList, 'a list of namespaces');
            return items.map(item => item.metadata.name);
        },
        async namespaceExists(name) {
            const url = new URL(`${root}/api/v1/namespaces/${encodeURIComponent(name)}`, access.server);
            try {
                const response = await transport.send({ method: 'GET', url, headers: access.headers });
                const parsed = Namespace.safeParse(parseJson(response.body));
                // An answer about another namespace says nothing about this one.
                if (!parsed.success || parsed.data.metadata.name !== name) {
                    throw new Error(`${SYSTEM} (${access.label}) answered GET ${url.pathname} with something that is not namespace "${name}", so nothing was sent; check the server of kubeconfig's current context.`);
                }
                return true;
            }
            catch (error) {
                if (error instanceof request_error/* RequestError */.GI && error.status === 404)
                    return false;
                if (error instanceof request_error/* RequestError */.GI && error.status === 403)
                    return undefined;
                throw error;
            }
        },
        dispose: () => transport.dispose()
    };
}
/** A later page answered 410: the version its continue token names was compacted. */
class ContinueExpired extends Error {
}
function parseJson(text) {
    try {
        return JSON.parse(text);
    }
    catch {
        return undefined;
    }
}

// EXTERNAL MODULE: ./src/concurrency.ts
var src_concurrency = __webpack_require__(1532);
;// CONCATENATED MODULE: ./src/commands/snapshot-k8s/pods.ts
const DIGEST = /^[a-f0-9]{64}$/;
/** Phases whose pods the CLI reports: their containers have started. */
const REPORTED_PHASES = new Set(['Running', 'Failed']);
function podOutcome(pod) {
    const where = `${pod.metadata.namespace}/${pod.metadata.name}`;
    const phase = pod.status?.phase ?? 'Unknown';
    if (phase === 'Succeeded')
        return { kind: 'finished' };
    if (!REPORTED_PHASES.has(phase)) {
        return {
            kind: 'left-out',
            line: `${where} is ${phase}: its containers have no image digest yet`
        };
    }
    const statuses = pod.status?.containerStatuses ?? [];
    if (statuses.length === 0) {
        return { kind: 'left-out', line: `${where} (${phase}) has no container started yet` };
    }
    const created = Date.parse(pod.metadata.creationTimestamp ?? '');
    if (Number.isNaN(created)) {
        return { kind: 'left-out', line: `${where} has no creation time the cluster states` };
    }
    const createdAt = Math.floor(created / 1000);
    const digests = {};
    const found = [];
    for (const status of statuses) {
        const digest = (status.imageID ?? '').slice(-64);
        if (!DIGEST.test(digest)) {
            return {
                kind: 'left-out',
                line: `${where}: container ${status.name} (${status.image}) has no image digest yet`
            };
        }
        digests[status.image] = digest;
        found.push({ name: status.image, fingerprint: digest, where, createdAt });
    }
    const owners = pod.metadata.ownerReferences ?? [];
    return {
        kind: 'reported',
        artifact: {
            podName: pod.metadata.name,
            namespace: pod.metadata.namespace,
            digests,
            creationTimestamp: createdAt,
            owners
        },
        found
    };
}

// EXTERNAL MODULE: ./src/inputs/input-error.ts
var input_error = __webpack_require__(9354);
;// CONCATENATED MODULE: ./src/commands/snapshot-k8s/go-pattern.ts
/**
 * A regular expression in Go's syntax, the CLI's, written for JavaScript's engine: its
 * leading flags (`(?i)`), the POSIX classes of its brackets, escapes of punctuation such as
 * `\-` (which a Unicode-mode RegExp refuses, so the RegExp is not one). What only Go's
 * engine reads is refused, never read another way: JavaScript takes an unknown escape such
 * as `\z` (Go: the end of the text) as the letter itself, and would match other names.
 */
/** A pattern Go reads, or refuses, in a way this translation does not follow. */
class GoPatternProblem extends Error {
}
/** Go's POSIX classes (`[[:digit:]]`), as the sets JavaScript reads. */
const POSIX_CLASSES = new Map([
    ['alnum', '0-9A-Za-z'],
    ['alpha', 'A-Za-z'],
    ['digit', '0-9'],
    ['lower', 'a-z'],
    ['upper', 'A-Z'],
    ['space', '\\s'],
    ['word', '\\w'],
    ['xdigit', '0-9A-Fa-f'],
    ['punct', '!-/:-@[-`{-~']
]);
const LEADING_FLAGS = /^\(\?([ims]+)\)/;
const NAMED_CLASS = /\[:(\^?)(\w+):\]/y;
const BRACKETS_START = /(\^?)(\]?)/y;
/**
 * Escapes both engines read alike: punctuation, the classes `\d` `\s` `\w` and their
 * negations, control characters, and `\x` with two hex digits; `\b` and `\B` (word
 * boundaries) outside brackets only, where JavaScript reads `[\b]` as a backspace.
 */
const SAME_ESCAPE = /\\(?:[^0-9A-Za-z]|[dDsSwWtnrfv]|x[0-9A-Fa-f]{2})/y;
const BOUNDARY_ESCAPE = /\\[bB]/y;
/** The RegExp that matches what Go's regexp would; a SyntaxError or a GoPatternProblem. */
function compileGoPattern(pattern) {
    const flags = LEADING_FLAGS.exec(pattern);
    const body = translate(flags ? pattern.slice(flags[0].length) : pattern);
    return new RegExp(body, [...new Set(flags?.[1] ?? '')].join(''));
}
/**
 * `body`, with each POSIX class of a bracket expression (`[[:digit:]_]`) written as its
 * set. Only inside brackets, as Go reads them: a bare `[:digit:]` is the set of ":", "d",
 * "i", "g" and "t" in both languages. A "]" first in brackets is one of their characters
 * in Go and is escaped, since JavaScript reads "[]" as an empty set. A class name RE2 has
 * not is refused, as Go refuses it; so is a negated one (`[[:^digit:]]`), which a
 * JavaScript set cannot hold.
 */
function translate(body) {
    let out = '';
    let inBrackets = false;
    for (let at = 0; at < body.length;) {
        const char = body[at] ?? '';
        if (char === '\\') {
            const escape = sameEscape(body, at, inBrackets);
            out += escape;
            at += escape.length;
        }
        else if (!inBrackets) {
            out += char;
            at++;
            if (char !== '[')
                continue;
            inBrackets = true;
            BRACKETS_START.lastIndex = at;
            const [start = '', negated = '', bracket = ''] = BRACKETS_START.exec(body) ?? [];
            out += negated + (bracket ? '\\]' : '');
            at += start.length;
        }
        else {
            NAMED_CLASS.lastIndex = at;
            const named = NAMED_CLASS.exec(body);
            if (named) {
                out += posixClass(named[0], named[1] === '^', named[2] ?? '');
                at += named[0].length;
            }
            else {
                out += char;
                at++;
                if (char === ']')
                    inBrackets = false;
            }
        }
    }
    return out;
}
function sameEscape(body, at, inBrackets) {
    for (const form of inBrackets ? [SAME_ESCAPE] : [SAME_ESCAPE, BOUNDARY_ESCAPE]) {
        form.lastIndex = at;
        const found = form.exec(body);
        if (found)
            return found[0];
    }
    const written = body.slice(at, at + 2);
    throw new GoPatternProblem(written === '\\'
        ? 'ends with a lone "\\"'
        : `uses the escape ${written}, which JavaScript's engine reads otherwise than Go's`);
}
function posixClass(written, negated, name) {
    const set = negated ? undefined : POSIX_CLASSES.get(name);
    if (set !== undefined)
        return set;
    throw new GoPatternProblem(negated
        ? `negates the POSIX class ${written}, which a JavaScript set cannot hold (write the set out, as in [^0-9])`
        : `names ${written}, which is no POSIX class`);
}

;// CONCATENATED MODULE: ./src/commands/snapshot-k8s/selection.ts
/**
 * Which namespaces a snapshot covers: `namespaces` or `exclude-namespaces`, never both (the
 * CLI refuses them together too). Each entry is a name or one of the CLI's regular
 * expressions: an entry a namespace could be called (an RFC 1123 label) is a name, matched
 * whole; anything else is a pattern, matched anywhere in the name as Go's MatchString does.
 * A pattern is written by the workflow's author and tried on names of at most 63
 * characters, so JavaScript's backtracking engine, not RE2, costs nothing worth bounding
 * (go-pattern.ts writes it for that engine).
 */



const NAMESPACE_NAME = /^[a-z0-9]([-a-z0-9]{0,61}[a-z0-9])?$/;
function readEntries(source, input) {
    const names = [];
    const patterns = [];
    for (const entry of (0,parse/* readList */.LD)(source, input)) {
        if (NAMESPACE_NAME.test(entry)) {
            names.push(entry);
            continue;
        }
        try {
            patterns.push(compileGoPattern(entry));
        }
        catch (error) {
            const which = error instanceof GoPatternProblem
                ? error.message
                : 'is neither a namespace name nor a regular expression';
            throw new input_error/* InputError */.d(input, `has ${(0,input_error/* quote */.h)(entry)}, which ${which}`, 'namespace names such as "payments", or regular expressions such as "^team-"');
        }
    }
    return { names: [...new Set(names)], patterns };
}
function readNamespaceSelection(source) {
    const only = readEntries(source, 'namespaces');
    const except = readEntries(source, 'exclude-namespaces');
    const given = (entries) => entries.names.length + entries.patterns.length > 0;
    if (given(only) && given(except)) {
        throw new input_error/* InputError */.d('exclude-namespaces', 'is set together with namespaces, and a snapshot either names its namespaces or leaves some out', 'namespaces or exclude-namespaces, not both');
    }
    if (given(only))
        return { mode: 'only', ...only };
    if (given(except))
        return { mode: 'except', ...except };
    return { mode: 'all', names: [], patterns: [] };
}
/** Whether the namespaces can be asked for by name, without listing the cluster's. */
function namedOnly(selection) {
    return selection.mode === 'only' && selection.patterns.length === 0;
}
function selects(selection, namespace) {
    const matched = selection.names.includes(namespace) ||
        selection.patterns.some(pattern => pattern.test(namespace));
    return selection.mode === 'all' || (selection.mode === 'only' ? matched : !matched);
}

;// CONCATENATED MODULE: ./src/commands/snapshot-k8s/cluster-pods.ts



/**
 * Namespaces read at once: under client-go's default burst of 10 requests, so the API
 * server sees no more from the action than from kubectl, while a cluster of many
 * namespaces is not read one round trip after another.
 */
const NAMESPACE_CONCURRENCY = 8;
/** The namespaces to read one by one, or undefined to read the cluster's pods in one list. */
async function namespacesToRead(reader, selection, log) {
    if (selection.mode === 'all')
        return undefined;
    if (namedOnly(selection))
        return selection.names;
    const held = await reader.namespaces();
    if (selection.mode === 'only')
        refuseMissing(selection.names.filter(name => !held.includes(name)));
    const chosen = held.filter(name => selects(selection, name));
    // An empty snapshot says nothing runs in the environment: a pattern that matches nothing
    // (a typo, another cluster) must not say so.
    if (chosen.length === 0) {
        const input = selection.mode === 'only' ? 'namespaces' : 'exclude-namespaces';
        throw new Error(`No namespace of the cluster is selected by ${input}, so nothing was sent (an empty snapshot would say nothing runs in the environment); check ${input} against the cluster's namespaces.`);
    }
    log.info(`Reading the pods of ${chosen.length} namespace(s): ${chosen.join(', ')}.`);
    return chosen;
}
/**
 * Refuses a namespace named in `namespaces` that the cluster does not hold: its pod list is
 * answered empty, as if nothing ran there. Only the names read without listing the cluster's
 * namespaces, and answered with no pods, are looked up, so a snapshot of busy namespaces
 * costs no request more; credentials that may not read namespaces leave the empty list as
 * it was answered.
 */
async function refuseMissingEmpty(reader, names, outcomes, concurrency) {
    const empty = names.filter((_, index) => outcomes[index]?.length === 0);
    const exists = await (0,src_concurrency/* mapBounded */.y)(empty, concurrency, name => reader.namespaceExists(name));
    refuseMissing(empty.filter((_, index) => exists[index] === false));
}
function refuseMissing(missing) {
    if (missing.length === 0)
        return;
    throw new Error(`The cluster holds no namespace ${missing.map(name => `"${name}"`).join(', ')}, which namespaces names, so nothing was sent; check namespaces against the cluster's namespaces.`);
}
/** Every pod of one namespace, as what the report makes of each. */
async function namespaceOutcomes(reader, namespace) {
    return (await reader.pods(namespace)).map(pod => {
        // An answer about another namespace (a gateway that drops the path) is not reported.
        if (pod.metadata.namespace !== namespace) {
            throw new Error(`The cluster answered the pods of namespace "${namespace}" with a pod of ` +
                `"${pod.metadata.namespace}", so nothing was sent; check the server of kubeconfig's current context.`);
        }
        return podOutcome(pod);
    });
}
async function readClusterPods(reader, selection, log, concurrency = NAMESPACE_CONCURRENCY) {
    const read = { artifacts: [], found: [], leftOut: [], finished: 0 };
    const take = (outcome) => {
        if (outcome.kind === 'finished')
            read.finished++;
        else if (outcome.kind === 'left-out') {
            read.leftOut.push(outcome.line);
            log.warning(`Left out of the snapshot: ${outcome.line}.`);
        }
        else {
            read.artifacts.push(outcome.artifact);
            read.found.push(...outcome.found);
        }
    };
    const namespaces = await namespacesToRead(reader, selection, log);
    if (namespaces === undefined) {
        for (const pod of await reader.pods())
            take(podOutcome(pod));
        return read;
    }
    const byNamespace = await (0,src_concurrency/* mapBounded */.y)(namespaces, concurrency, namespace => namespaceOutcomes(reader, namespace));
    if (namedOnly(selection))
        await refuseMissingEmpty(reader, namespaces, byNamespace, concurrency);
    byNamespace.flat().forEach(take);
    return read;
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
;// CONCATENATED MODULE: ./node_modules/@kubernetes/client-node/dist/config_types.js

const ActionOnInvalid = {
    THROW: 'throw',
    FILTER: 'filter',
};
function defaultNewConfigOptions() {
    return {
        onInvalidEntry: ActionOnInvalid.THROW,
    };
}
function newClusters(a, opts) {
    if (!Array.isArray(a)) {
        return [];
    }
    const options = Object.assign(defaultNewConfigOptions(), opts || {});
    return a.map(clusterIterator(options.onInvalidEntry)).filter(Boolean);
}
function exportCluster(cluster) {
    return {
        name: cluster.name,
        cluster: {
            server: cluster.server,
            'certificate-authority-data': cluster.caData,
            'certificate-authority': cluster.caFile,
            'insecure-skip-tls-verify': cluster.skipTLSVerify,
            'tls-server-name': cluster.tlsServerName,
            'proxy-url': cluster.proxyUrl,
        },
    };
}
function clusterIterator(onInvalidEntry) {
    return (elt, i, list) => {
        try {
            if (!elt.name) {
                throw new Error(`clusters[${i}].name is missing`);
            }
            if (!elt.cluster) {
                throw new Error(`clusters[${i}].cluster is missing`);
            }
            if (!elt.cluster.server) {
                throw new Error(`clusters[${i}].cluster.server is missing`);
            }
            return {
                caData: elt.cluster['certificate-authority-data'],
                caFile: elt.cluster['certificate-authority'],
                name: elt.name,
                server: elt.cluster.server.replace(/\/$/, ''),
                skipTLSVerify: elt.cluster['insecure-skip-tls-verify'] === true,
                tlsServerName: elt.cluster['tls-server-name'],
                proxyUrl: elt.cluster['proxy-url'],
            };
        }
        catch (err) {
            switch (onInvalidEntry) {
                case ActionOnInvalid.FILTER:
                    return null;
                default:
                case ActionOnInvalid.THROW:
                    throw err;
            }
        }
    };
}
function newUsers(a, opts) {
    if (!Array.isArray(a)) {
        return [];
    }
    const options = Object.assign(defaultNewConfigOptions(), opts || {});
    return a.map(userIterator(options.onInvalidEntry)).filter(Boolean);
}
function exportUser(user) {
    return {
        name: user.name,
        user: {
            as: user.impersonateUser,
            'auth-provider': user.authProvider,
            'client-certificate-data': user.certData,
            'client-certificate': user.certFile,
            exec: user.exec,
            'client-key-data': user.keyData,
            'client-key': user.keyFile,
            token: user.token,
            password: user.password,
            username: user.username,
        },
    };
}
function userIterator(onInvalidEntry) {
    return (elt, i, list) => {
        try {
            if (!elt.name) {
                throw new Error(`users[${i}].name is missing`);
            }
            return {
                authProvider: elt.user ? elt.user['auth-provider'] : null,
                certData: elt.user ? elt.user['client-certificate-data'] : null,
                certFile: elt.user ? elt.user['client-certificate'] : null,
                exec: elt.user ? elt.user.exec : null,
                keyData: elt.user ? elt.user['client-key-data'] : null,
                keyFile: elt.user ? elt.user['client-key'] : null,
                name: elt.name,
                token: findToken(elt.user),
                password: elt.user ? elt.user.password : null,
                username: elt.user ? elt.user.username : null,
                impersonateUser: elt.user ? elt.user.as : null,
            };
        }
        catch (err) {
            switch (onInvalidEntry) {
                case ActionOnInvalid.FILTER:
                    return null;
                default:
                case ActionOnInvalid.THROW:
                    throw err;
            }
        }
    };
}
function findToken(user) {
    if (user) {
        if (user.token) {
            return user.token;
        }
        if (user['token-file']) {
            return external_node_fs_.readFileSync(user['token-file']).toString();
        }
    }
}
function newContexts(a, opts) {
    if (!Array.isArray(a)) {
        return [];
    }
    const options = Object.assign(defaultNewConfigOptions(), opts || {});
    return a.map(contextIterator(options.onInvalidEntry)).filter(Boolean);
}
function exportContext(ctx) {
    return {
        name: ctx.name,
        context: ctx,
    };
}
function contextIterator(onInvalidEntry) {
    return (elt, i, list) => {
        try {
            if (!elt.name) {
                throw new Error(`contexts[${i}].name is missing`);
            }
            if (!elt.context) {
                throw new Error(`contexts[${i}].context is missing`);
            }
            if (!elt.context.cluster) {
                throw new Error(`contexts[${i}].context.cluster is missing`);
            }
            return {
                cluster: elt.context.cluster,
                name: elt.name,
                user: elt.context.user || undefined,
                namespace: elt.context.namespace || undefined,
            };
        }
        catch (err) {
            switch (onInvalidEntry) {
                case ActionOnInvalid.FILTER:
                    return null;
                default:
                case ActionOnInvalid.THROW:
                    throw err;
            }
        }
    };
}
//# sourceMappingURL=config_types.js.map
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
;// CONCATENATED MODULE: ./node_modules/@kubernetes/client-node/dist/exec_auth.js

class ExecAuth {
    constructor() {
        this.tokenCache = {};
        this.execFn = external_node_child_process_.spawn;
    }
    isAuthProvider(user) {
        if (!user) {
            return false;
        }
        if (user.exec) {
            return true;
        }
        if (!user.authProvider) {
            return false;
        }
        return (user.authProvider.name === 'exec' || !!(user.authProvider.config && user.authProvider.config.exec));
    }
    async applyAuthentication(user, opts) {
        const credential = await this.getCredential(user);
        if (!credential) {
            return;
        }
        if (credential.status.clientCertificateData) {
            opts.cert = credential.status.clientCertificateData;
        }
        if (credential.status.clientKeyData) {
            opts.key = credential.status.clientKeyData;
        }
        const token = this.getToken(credential);
        if (token) {
            if (!opts.headers) {
                opts.headers = {};
            }
            opts.headers['Authorization'] = `Bearer ${token}`;
        }
    }
    getToken(credential) {
        if (!credential) {
            return null;
        }
        if (credential.status.token) {
            return credential.status.token;
        }
        return null;
    }
    async getCredential(user) {
        // TODO: Add a unit test for token caching.
        const cachedToken = this.tokenCache[user.name];
        if (cachedToken) {
            if (!cachedToken.status.expirationTimestamp) {
                return cachedToken;
            }
            const date = Date.parse(cachedToken.status.expirationTimestamp);
            if (date > Date.now()) {
                return cachedToken;
            }
            this.tokenCache[user.name] = null;
        }
        let exec = null;
        if (user.authProvider && user.authProvider.config) {
            exec = user.authProvider.config.exec;
        }
        if (user.exec) {
            exec = user.exec;
        }
        if (!exec) {
            return null;
        }
        if (!exec.command) {
            throw new Error('No command was specified for exec authProvider!');
        }
        let opts = {};
        if (exec.env) {
            const env = { ...process.env };
            exec.env.forEach((elt) => (env[elt.name] = elt.value));
            opts = { ...opts, env };
        }
        return new Promise((resolve, reject) => {
            let stdoutData = '';
            let stderrData = '';
            let savedError = undefined;
            const subprocess = this.execFn(exec.command, exec.args, opts);
            subprocess.stdout.setEncoding('utf8');
            subprocess.stderr.setEncoding('utf8');
            subprocess.stdout.on('data', (data) => {
                stdoutData += data;
            });
            subprocess.stderr.on('data', (data) => {
                stderrData += data;
            });
            subprocess.on('error', (error) => {
                savedError = error;
            });
            subprocess.on('close', (code) => {
                if (savedError) {
                    reject(savedError);
                    return;
                }
                if (code !== 0) {
                    reject(new Error(stderrData));
                    return;
                }
                try {
                    const obj = JSON.parse(stdoutData);
                    this.tokenCache[user.name] = obj;
                    resolve(obj);
                }
                catch (error) {
                    reject(error);
                }
            });
        });
    }
}
//# sourceMappingURL=exec_auth.js.map
;// CONCATENATED MODULE: ./node_modules/@kubernetes/client-node/dist/file_auth.js

class FileAuth {
    constructor() {
        this.token = null;
        this.lastRead = null;
    }
    isAuthProvider(user) {
        return user.authProvider && user.authProvider.config && user.authProvider.config.tokenFile;
    }
    async applyAuthentication(user, opts) {
        if (this.token == null) {
            this.refreshToken(user.authProvider.config.tokenFile);
        }
        if (this.isTokenExpired()) {
            this.refreshToken(user.authProvider.config.tokenFile);
        }
        if (this.token) {
            opts.headers['Authorization'] = `Bearer ${this.token}`;
        }
    }
    refreshToken(filePath) {
        // TODO make this async?
        this.token = external_node_fs_.readFileSync(filePath).toString('utf-8');
        this.lastRead = new Date();
    }
    isTokenExpired() {
        if (this.lastRead === null) {
            return true;
        }
        const now = new Date();
        const delta = (now.getTime() - this.lastRead.getTime()) / 1000;
        // For now just refresh every 60 seconds. This is imperfect since the token
        // could be out of date for this time, but it is unlikely and it's also what
        // the client-go library does.
        // TODO: Use file notifications instead?
        return delta > 60;
    }
}
//# sourceMappingURL=file_auth.js.map
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
// EXTERNAL MODULE: ./src/inputs/workspace-path.ts
var workspace_path = __webpack_require__(6622);
// EXTERNAL MODULE: ./src/files/regular-file.ts
var regular_file = __webpack_require__(5354);
// EXTERNAL MODULE: ./src/files/utf8-text.ts
var utf8_text = __webpack_require__(2370);
// EXTERNAL MODULE: ./src/inputs/yaml-check.ts
var yaml_check = __webpack_require__(6639);
// EXTERNAL MODULE: ./src/http/url.ts
var url = __webpack_require__(6697);
;// CONCATENATED MODULE: ./src/commands/snapshot-k8s/kubeconfig.ts
/**
 * Where the cluster is and how to prove who we are: the kubeconfig, read with the official
 * client's own parts (@kubernetes/client-node): its kubeconfig entry parsing and checks
 * (config_types), its exec credential plugin runner (ExecAuth: EKS, GKE and AKS kubeconfigs)
 * and its token-file reader (FileAuth: the in-cluster service account). Its KubeConfig class
 * is not imported: it pulls in the client's whole generated API (17 MB bundled) for the two
 * of its methods a snapshot would use, which only combine these same parts; the few lines
 * that combine them here (CA, client certificate, token, in order) follow its
 * applyHTTPSOptions. The legacy auth-provider plugins (gcp, azure, oidc) are refused with
 * the exec plugin to use instead: kubectl dropped the gcp and azure ones for those plugins.
 *
 * The pods are read through the action's own transport, not the client's fetch: so the
 * cluster gets the timeout, size bound, retry policy, redirect rule, proxy and no_proxy
 * handling every other remote gets, its answers the same checks, and its failures the same
 * one-sentence messages (the client's fetch has no overall timeout or size bound).
 */














const FIX = 'a readable kubeconfig with a current context (kubectl config current-context shows it), ' +
    'such as the one aws eks update-kubeconfig writes';
function named(source) {
    switch (source.kind) {
        case 'input':
            return `kubeconfig ${(0,input_error/* quote */.h)(source.paths[0] ?? '')}`;
        case 'KUBECONFIG':
            return `the kubeconfig KUBECONFIG names (${source.paths.join(external_node_path_.delimiter)})`;
        case 'home':
            return `the kubeconfig ${source.paths[0] ?? ''}`;
        case 'in-cluster':
            return "the pod's service account";
    }
}
/** The kubeconfig input, else KUBECONFIG, else ~/.kube/config, else the service account. */
function findKubeconfig(source, env = process.env) {
    const given = source('kubeconfig');
    if (given !== undefined) {
        const home = given === '~' || given.startsWith('~/');
        const path = home ? (0,external_node_path_.join)((0,external_node_os_.homedir)(), given.slice(1)) : (0,external_node_path_.resolve)((0,workspace_path/* workspaceRoot */.o)(env), given);
        if (!(0,external_node_fs_.existsSync)(path)) {
            throw new input_error/* InputError */.d('kubeconfig', `names ${(0,input_error/* quote */.h)(given)}, which does not exist`, FIX);
        }
        return { kind: 'input', paths: [path] };
    }
    const listed = (env.KUBECONFIG ?? '').split(external_node_path_.delimiter).filter(path => path !== '');
    if (listed.length > 0) {
        return {
            kind: 'KUBECONFIG',
            paths: listed.map(path => ((0,external_node_path_.isAbsolute)(path) ? path : (0,external_node_path_.resolve)(path)))
        };
    }
    const home = (0,external_node_path_.join)((0,external_node_os_.homedir)(), '.kube', 'config');
    if ((0,external_node_fs_.existsSync)(home))
        return { kind: 'home', paths: [home] };
    if (env.KUBERNETES_SERVICE_HOST && env.KUBERNETES_SERVICE_PORT) {
        return { kind: 'in-cluster', paths: [] };
    }
    throw new input_error/* InputError */.d('kubeconfig', 'is not set, KUBECONFIG is not set, there is no ~/.kube/config and the step does not run inside a cluster', FIX);
}
/**
 * The most a kubeconfig file may hold. One with a hundred clusters, each with its CA and a
 * client certificate and key inline, is under 1 MiB.
 */
const MAX_KUBECONFIG_BYTES = 4 * 1024 * 1024;
/** A kubeconfig file refused before it is parsed; the message names the file, not its text. */
class KubeconfigLoadError extends Error {
    name = 'KubeconfigLoadError';
}
/** Why a kubeconfig file did not load, without quoting it: YAML errors quote the text. */
function loadError(error, path) {
    if (error instanceof KubeconfigLoadError || error instanceof regular_file/* FileTooLargeError */.yq) {
        return error.message;
    }
    const code = error.code;
    if (code === 'ENOENT')
        return `${path} does not exist`;
    if (code === 'EACCES')
        return `${path} cannot be read (permission denied)`;
    if (code === 'EISDIR')
        return `${path} is a folder`;
    if (code === 'ENOTREGULAR')
        return `${path} is not a regular file (a folder, a pipe or a device)`;
    const line = error.linePos?.[0]?.line;
    if (typeof line === 'number')
        return `${path} is not valid YAML (line ${line})`;
    return `${path} is not a kubeconfig (clusters, contexts and users, each with a name)`;
}
const SERVICE_ACCOUNT = '/var/run/secrets/kubernetes.io/serviceaccount';
/** The client's token-file reader (FileAuth), which the in-cluster user is given. */
const IN_CLUSTER_PROVIDER = 'tokenFile';
/** A relative file a kubeconfig names is relative to the kubeconfig's folder, as kubectl reads it. */
function absolute(folder, path) {
    return path === undefined || path === '' || (0,external_node_path_.isAbsolute)(path) ? path : (0,external_node_path_.join)(folder, path);
}
function kubeconfig_readEntries(path) {
    const read = (0,utf8_text/* utf8Text */.H)((0,regular_file/* readLinkedFileSync */.nR)(path, MAX_KUBECONFIG_BYTES));
    if ('problem' in read)
        throw new KubeconfigLoadError(`${path} ${read.problem}`);
    const { text } = read;
    const overBudget = (0,yaml_check/* yamlOverBudget */.Tp)(text);
    if (overBudget !== undefined)
        throw new KubeconfigLoadError(`${path} ${overBudget}`);
    // uniqueKeys off: its check is quadratic in a mapping's keys, and a later key wins anyway.
    const parsed = (0,dist/* parseDocument */.Tp)(text, { uniqueKeys: false });
    const error = parsed.errors[0];
    if (error)
        throw error;
    const keys = (0,yaml_check/* checkKeys */.L)(parsed, text, false);
    if (keys !== undefined)
        throw new KubeconfigLoadError(`${path} ${keys}`);
    const document = (parsed.toJS() ?? {});
    if (typeof document !== 'object' || Array.isArray(document))
        throw new Error('not a mapping');
    const folder = (0,external_node_path_.dirname)(path);
    return {
        clusters: newClusters(document.clusters).map(cluster => ({
            ...cluster,
            caFile: absolute(folder, cluster.caFile)
        })),
        users: newUsers(document.users).map(user => ({
            ...user,
            certFile: absolute(folder, user.certFile),
            keyFile: absolute(folder, user.keyFile)
        })),
        contexts: newContexts(document.contexts),
        current: typeof document['current-context'] === 'string' ? document['current-context'] : undefined
    };
}
function inCluster(env) {
    const host = env.KUBERNETES_SERVICE_HOST ?? '';
    const server = `https://${host.includes(':') ? `[${host}]` : host}:${env.KUBERNETES_SERVICE_PORT ?? ''}`;
    return {
        clusters: [
            { name: 'in-cluster', server, caFile: `${SERVICE_ACCOUNT}/ca.crt`, skipTLSVerify: false }
        ],
        users: [
            {
                name: 'service-account',
                authProvider: {
                    name: IN_CLUSTER_PROVIDER,
                    config: { tokenFile: `${SERVICE_ACCOUNT}/token` }
                }
            }
        ],
        contexts: [{ name: 'in-cluster', cluster: 'in-cluster', user: 'service-account' }],
        current: 'in-cluster'
    };
}
/** Reads the kubeconfig and checks it names a context, its cluster and an https server. */
function loadKubeconfig(source, env = process.env) {
    const refuse = (problem) => {
        const said = source.kind === 'input'
            ? `names ${(0,input_error/* quote */.h)(source.paths[0] ?? '')}, which ${problem}`
            : `is not set, and ${named(source)} ${problem}`;
        throw new input_error/* InputError */.d('kubeconfig', said, FIX);
    };
    const merged = { clusters: [], users: [], contexts: [] };
    const files = source.kind === 'in-cluster' ? [undefined] : source.paths;
    for (const path of files) {
        let entries;
        try {
            entries = path === undefined ? inCluster(env) : kubeconfig_readEntries(path);
        }
        catch (error) {
            return refuse(`cannot be used: ${loadError(error, path ?? '')}`);
        }
        // As kubectl merges KUBECONFIG's files: the first file to set a name or the context wins.
        const add = (into, from) => {
            for (const entry of from)
                if (!into.some(known => known.name === entry.name))
                    into.push(entry);
        };
        add(merged.clusters, entries.clusters);
        add(merged.users, entries.users);
        add(merged.contexts, entries.contexts);
        merged.current ??= entries.current;
    }
    const context = merged.current;
    if (!context)
        return refuse('names no current context');
    const chosen = merged.contexts.find(entry => entry.name === context);
    if (!chosen)
        return refuse(`names current context ${(0,input_error/* quote */.h)(context)}, which it does not hold`);
    const cluster = merged.clusters.find(entry => entry.name === chosen.cluster);
    if (!cluster)
        return refuse(`holds no cluster ${(0,input_error/* quote */.h)(chosen.cluster)} for context ${(0,input_error/* quote */.h)(context)}`);
    let server;
    try {
        server = new URL(cluster.server);
    }
    catch {
        return refuse(`gives cluster ${(0,input_error/* quote */.h)(cluster.name)} a server that is not a URL`);
    }
    if (server.protocol !== 'https:') {
        refuse(`gives cluster ${(0,input_error/* quote */.h)(cluster.name)} a server that is not https, and credentials never go over plain HTTP`);
    }
    if (cluster.proxyUrl) {
        refuse(`gives cluster ${(0,input_error/* quote */.h)(cluster.name)} a proxy-url, which the action does not use: leave it out and set HTTPS_PROXY and NO_PROXY, which every remote of the action follows`);
    }
    const user = merged.users.find(entry => entry.name === chosen.user);
    const provider = user?.authProvider?.name;
    // Without this, its user would reach the cluster with no credentials and be refused as if
    // a token had expired.
    if (user && provider !== undefined && provider !== IN_CLUSTER_PROVIDER) {
        refuse(`signs in user ${(0,input_error/* quote */.h)(user.name)} with the auth-provider ${(0,input_error/* quote */.h)(String(provider))}, which the action does not run (kubectl itself dropped the gcp and azure ones); give the user an exec credential plugin instead: gke-gcloud-auth-plugin (GKE), kubelogin (AKS, OpenID Connect) or aws eks get-token (EKS)`);
    }
    return { context, cluster, user };
}
function asText(value) {
    if (value === undefined || value === null)
        return undefined;
    return Buffer.isBuffer(value) ? value.toString('utf8') : String(value);
}
/** Why the credentials could not be had: a plugin's stdout, where tokens are, is never quoted. */
function credentialError(error, user, source) {
    const plugin = user?.exec?.command;
    const code = error.code;
    let problem;
    if (plugin && code === 'ENOENT') {
        problem = `its exec credential plugin ${(0,input_error/* quote */.h)(plugin)} was not found: install it on the runner (for EKS, the AWS CLI)`;
    }
    else if (error instanceof SyntaxError || (plugin && !(error instanceof Error))) {
        problem = `its credential plugin ${(0,input_error/* quote */.h)(plugin ?? '')} printed no ExecCredential JSON`;
    }
    else {
        const said = (error instanceof Error ? error.message : String(error)).trim().split(/\r?\n/).pop() ?? '';
        const line = said.length > 300 ? `${said.slice(0, 300)}…` : said;
        problem = plugin
            ? `its credential plugin ${(0,input_error/* quote */.h)(plugin)} failed${line ? `: ${line}` : ''}`
            : `gives credentials that cannot be read${line ? `: ${line}` : ''}`;
    }
    return new Error(`The cluster's credentials could not be had: ${named(source)}: ${problem}; fix kubeconfig (and the plugin's own credentials, such as the AWS role), so nothing was sent.`);
}
function fileOrData(file, data) {
    if (file)
        return (0,regular_file/* readLinkedFileSync */.nR)(file, tls/* MAX_PEM_FILE_BYTES */.JD);
    return data ? Buffer.from(data, 'base64') : undefined;
}
/** The user's credentials, as the client's applyOptions applies them. */
async function applyUser(user, options) {
    options.cert = fileOrData(user.certFile, user.certData);
    options.key = fileOrData(user.keyFile, user.keyData);
    options.headers = {};
    if (user.impersonateUser)
        options.headers['Impersonate-User'] = user.impersonateUser;
    for (const authenticator of [new ExecAuth(), new FileAuth()]) {
        if (authenticator.isAuthProvider(user)) {
            await authenticator.applyAuthentication(user, options);
            break;
        }
    }
    if (user.token)
        options.headers.Authorization = `Bearer ${user.token}`;
    if (!options.headers.Authorization && user.username) {
        options.headers.Authorization = `Basic ${Buffer.from(`${user.username}:${user.password ?? ''}`).toString('base64')}`;
    }
}
/**
 * The credentials and TLS settings of the current context. Runs the exec plugin, if any,
 * whose token is masked before anything else is logged.
 */
async function clusterAccess(config, source) {
    const { cluster, user } = config;
    const options = {};
    try {
        options.ca = fileOrData(cluster.caFile, cluster.caData);
        if (user)
            await applyUser(user, options);
    }
    catch (error) {
        throw credentialError(error, user, source);
    }
    const headers = {};
    let authorization;
    for (const [name, value] of Object.entries(options.headers ?? {})) {
        if (value === undefined)
            continue;
        const text = Array.isArray(value) ? value.join(', ') : String(value);
        if (name.toLowerCase() === 'authorization')
            authorization = text;
        else
            headers[name] = text;
    }
    // A key is masked line by line too: the runner masks a value only where it appears whole.
    const key = asText(options.key);
    const keyLines = (key ?? '')
        .split(/\r?\n/)
        .filter(line => line.length >= 16 && !line.startsWith('-----'));
    const server = new URL(cluster.server);
    // A password written into the server's URL is a credential too: masked, and never printed.
    const passwords = server.password ? [server.password, (0,url/* decodeOrKeep */.ry)(server.password)] : [];
    const secrets = [
        authorization,
        authorization?.replace(/^\w+ /, ''),
        key,
        ...keyLines,
        ...passwords
    ];
    return {
        server,
        label: `context ${(0,input_error/* quote */.h)(config.context)} (${passwords.length > 0 || server.username ? (0,url/* redactUrl */.BO)(cluster.server) : cluster.server})`,
        authorization,
        headers,
        tls: {
            ca: options.ca,
            cert: options.cert,
            key: options.key,
            ...(cluster.tlsServerName ? { servername: cluster.tlsServerName } : {}),
            ...(cluster.skipTLSVerify ? { rejectUnauthorized: false } : {})
        },
        insecure: cluster.skipTLSVerify,
        secrets: secrets.filter((secret) => Boolean(secret))
    };
}
function describeSource(source) {
    return named(source);
}

;// CONCATENATED MODULE: ./src/commands/snapshot-k8s/index.ts
/**
 * snapshot-k8s: the CLI's `kosli snapshot k8s`. Reads every pod of the cluster (or of the
 * namespaces chosen) through the kubeconfig's credentials, then sends one K8S report,
 * `PUT /environments/{org}/{env}/report/K8S`, through the shared snapshot ending.
 *
 * The cluster is read whole before anything is sent: a cluster that refuses the
 * credentials, cannot be reached, or answers something else fails the step and sends
 * nothing, since an empty report would tell the service that nothing runs there.
 */









function parseInputs(source, _common) {
    const environment = (0,parse/* readName */.MQ)(source, 'environment', true);
    const selection = readNamespaceSelection(source);
    const kubeconfig = findKubeconfig(source);
    return { environment, selection, source: kubeconfig, config: loadKubeconfig(kubeconfig) };
}
/** One sentence leading with what the cluster did, naming kubeconfig. */
function clusterError(error, access, source) {
    const where = `${access.label}, from ${describeSource(source)}`;
    const request = `${error.method} ${error.path}`;
    if (error.kind === 'status' && error.status === 401) {
        return new Error(`The cluster refused the credentials of ${where} (401 Unauthorized to ${request}), so nothing was sent; ` +
            "fix kubeconfig: a token may have expired, or the exec plugin's identity is not mapped to the cluster.");
    }
    if (error.kind === 'status' && error.status === 403) {
        const reason = error.reason ? `: ${error.reason}` : '';
        return new Error(`The cluster does not let the credentials of ${where} read ${request} (403 Forbidden${reason}), so nothing was sent; ` +
            'grant them get and list on pods (and on namespaces when exclude-namespaces or a pattern is used), or choose namespaces they can read.');
    }
    // The transport's own advice (NODE_EXTRA_CA_CERTS) is not the fix here: the CA comes from kubeconfig.
    const certificate = certificateRefusal(error.code, access, where);
    if (certificate !== undefined) {
        return new Error(`The cluster's TLS certificate ${certificate.problem} (${request}: ${error.code}), so nothing was sent; ${certificate.fix}.`);
    }
    return new Error(`The cluster could not be read (${error.message}), from ${describeSource(source)}, so nothing was sent; ` +
        "check the server of kubeconfig's current context and that the runner can reach it.");
}
/** What is wrong with the cluster's certificate, by the code the connection failed with. */
function certificateRefusal(code, access, where) {
    if (code === undefined || !(0,tls/* isRefusedCertificateCode */.dN)(code))
        return undefined;
    if ((0,tls/* isUntrustedCertificateCode */.HR)(code)) {
        return {
            problem: `is not signed by the CA of ${where}`,
            fix: 'fix certificate-authority or certificate-authority-data in kubeconfig'
        };
    }
    if (code === tls/* WRONG_HOST_CODE */.xB) {
        const name = access.tls.servername ?? access.server.hostname;
        return {
            problem: `is not issued for ${name}, for ${where}`,
            fix: "set the cluster's server (or tls-server-name) in kubeconfig to a name its certificate holds"
        };
    }
    return {
        problem: `${code === 'CERT_NOT_YET_VALID' ? 'is not yet valid' : 'has expired'}, for ${where}`,
        fix: "renew the cluster's certificate, or check the runner's clock"
    };
}
async function run(inputs, context) {
    const { log, common } = context;
    const access = await clusterAccess(inputs.config, inputs.source);
    for (const secret of access.secrets)
        log.mask?.(secret);
    if (access.insecure) {
        log.warning(`The cluster's certificate is not checked: ${describeSource(inputs.source)} sets insecure-skip-tls-verify for ${access.label}; give its CA instead.`);
    }
    const reader = clusterReader(access, {
        timeoutMs: common.timeoutMs,
        maxRetries: common.maxRetries,
        onRetry: event => log.info((0,retry_log/* describeRetry */.e)(event, 'the Kubernetes cluster')),
        onRelist: path => log.info(`The cluster let the list at ${path} expire while its pages were read (410 Expired); reading it again from its first page, so that the snapshot is one consistent list.`)
    });
    let pods;
    try {
        pods = await readClusterPods(reader, inputs.selection, log);
    }
    catch (error) {
        throw error instanceof request_error/* RequestError */.GI ? clusterError(error, access, inputs.source) : error;
    }
    finally {
        reader.dispose();
    }
    log.info(`Read ${pods.artifacts.length} running pod(s) from ${access.label}` +
        (pods.finished > 0
            ? `; ${pods.finished} completed pod(s) run nothing and are not reported`
            : '') +
        (pods.leftOut.length > 0 ? `; ${pods.leftOut.length} left out` : '') +
        '.');
    return (0,report/* sendSnapshotReport */.$)({
        kind: 'K8S',
        environment: inputs.environment,
        body: { artifacts: pods.artifacts },
        found: pods.found,
        leftOut: pods.leftOut
    }, context);
}
const command = { parseInputs, run };


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

/***/ 2370:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ utf8Text)
/* harmony export */ });
/**
 * The text of a JSON or YAML file an input names, read as UTF-8, as the service reads it. A
 * UTF-8 byte-order mark, which editors on Windows write, is dropped. UTF-16 and UTF-32, what
 * Windows PowerShell's `>` and `Out-File` write, are refused by name: read as UTF-8, such a
 * file would be refused as JSON that quotes NUL characters back, or as YAML that "is a
 * single value", neither of which says what to change.
 */
/** The text; or what is wrong, as a predicate of the file ("is UTF-16 text, ..."). */
function utf8Text(bytes) {
    const encoding = wideEncoding(bytes);
    if (encoding !== undefined) {
        return {
            problem: `is ${encoding} text (as Windows PowerShell's > and Out-File write), not UTF-8`
        };
    }
    const text = bytes.toString('utf8');
    return { text: text.charCodeAt(0) === 0xfeff ? text.slice(1) : text };
}
/**
 * UTF-16 or UTF-32 by its byte-order mark, or by a NUL among the first four bytes, which no
 * UTF-8 JSON or YAML text holds and every wide encoding of "{" or "a:" does.
 */
function wideEncoding(bytes) {
    const [b0, b1, b2, b3] = bytes;
    if ((b0 === 0xff && b1 === 0xfe && b2 === 0 && b3 === 0) ||
        (b0 === 0 && b1 === 0 && b2 === 0xfe && b3 === 0xff)) {
        return 'UTF-32';
    }
    if ((b0 === 0xff && b1 === 0xfe) || (b0 === 0xfe && b1 === 0xff))
        return 'UTF-16';
    if (bytes.subarray(0, 4).includes(0))
        return 'UTF-16 or UTF-32';
    return undefined;
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
function workspaceRoot(env = process.env) {
    return (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(env.GITHUB_WORKSPACE || process.cwd());
}
/** The folders a written file may land in: the workspace, and RUNNER_TEMP when set. */
function writableRoots(env) {
    const roots = [workspaceRoot(env)];
    if (env.RUNNER_TEMP)
        roots.push((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(env.RUNNER_TEMP));
    return roots;
}
function readWorkspacePath(source, name, env = process.env) {
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

/***/ 6639:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $0: () => (/* binding */ parseYamlMapping),
/* harmony export */   L: () => (/* binding */ checkKeys),
/* harmony export */   Tp: () => (/* binding */ yamlOverBudget),
/* harmony export */   mr: () => (/* binding */ checkYamlMapping)
/* harmony export */ });
/* unused harmony export MAX_YAML_TOKENS */
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8815);
/* harmony import */ var _files_utf8_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2370);
/**
 * Checks that a text is YAML whose document is a mapping, in time linear in its size. The
 * `yaml` package's own duplicate-key check compares each key with every earlier key of its
 * mapping (40,000 keys: 12 s; a 10 MB mapping: over an hour), so it is off and duplicates
 * are found here with one Set per mapping, walking the document without recursion; so is a
 * key that is a list or a mapping, which the package could take hours to convert. Aliases
 * are expanded with the package's alias budget, so a "billion laughs" document is refused.
 * Before any of that, the text's tokens are counted against a budget (see MAX_YAML_TOKENS).
 */


/** The package's default: each alias may stand for at most 100 nodes once expanded. */
const MAX_ALIAS_COUNT = 100;
/**
 * The most YAML tokens a file input may hold. The package's parser takes about 4 s and
 * 600 MB per million list items (3 tokens each), so a 10 MB policy of one flow list would
 * take a minute and more memory than a runner has, and end in a crash rather than a
 * sentence. Two million is what the longest list a 1 MiB template can hold needs, and
 * thousands of times what a real template, policy, path spec or kubeconfig holds. Counting
 * needs only the lexer, which stops at the budget (about 0.4 s).
 */
const MAX_YAML_TOKENS = 2_000_000;
/**
 * Undefined when `text` holds at most MAX_YAML_TOKENS tokens; else what is wrong, as a
 * predicate of the file ("<file> holds more YAML than...").
 */
function yamlOverBudget(text) {
    const tokens = new yaml__WEBPACK_IMPORTED_MODULE_0__/* .Lexer */ .JG().lex(text);
    for (let count = 1; !tokens.next().done; count++) {
        if (count > MAX_YAML_TOKENS) {
            return `holds more YAML than any such file needs (over ${MAX_YAML_TOKENS.toLocaleString('en-US')} tokens, as in a list of millions of items)`;
        }
    }
    return undefined;
}
/**
 * Undefined when `source` (a file's bytes, read as UTF-8 by utf8Text, or text) is a YAML
 * mapping whose keys are names, none given twice in one mapping; else what is wrong, as the
 * end of a sentence that starts with the file ("which is not valid YAML (...)").
 */
function checkYamlMapping(source) {
    const parsed = parseYamlMapping(source);
    return 'problem' in parsed ? parsed.problem : undefined;
}
/**
 * The mapping a YAML file's bytes or text hold, read as checkYamlMapping checks them; or
 * what is wrong, in the same words.
 */
function parseYamlMapping(source) {
    const problem = (found) => ({ problem: found });
    const read = typeof source === 'string' ? { text: source } : (0,_files_utf8_text_js__WEBPACK_IMPORTED_MODULE_1__/* .utf8Text */ .H)(source);
    if ('problem' in read)
        return problem(`which ${read.problem}`);
    const { text } = read;
    const overBudget = yamlOverBudget(text);
    if (overBudget !== undefined)
        return problem(`which ${overBudget}`);
    let document;
    try {
        document = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .parseDocument */ .Tp)(text, { uniqueKeys: false });
    }
    catch (error) {
        return problem(describeFailure(error));
    }
    const error = document.errors[0];
    if (error)
        return problem(describeFailure(error));
    const contents = document.contents;
    if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(contents)) {
        const what = contents === null ? 'empty' : (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isSeq */ .oP)(contents) ? 'a list' : 'a single value';
        return problem(`whose YAML is ${what}, not a mapping`);
    }
    const keys = checkKeys(document, text, true);
    if (keys !== undefined)
        return problem(`which ${keys}`);
    try {
        // What the service will do with it: aliases are expanded, within a budget.
        return { value: document.toJS({ maxAliasCount: MAX_ALIAS_COUNT }) };
    }
    catch (error) {
        return problem(describeFailure(error));
    }
}
/**
 * What is wrong with the keys of a parsed document, as a predicate of the file ("uses a list
 * or a mapping as a key (line 3), ..."); undefined when no key is a list or a mapping (and,
 * with `refuseDuplicates`, none is given twice in one mapping). Checked before the document
 * is converted: the package turns a key that is a list or a mapping into a string, in time
 * exponential in how deeply such keys nest (300 nested keys, 600 bytes of text, take 3 s,
 * and each hundred more ten times as long), and no file the action reads has one. The walk
 * keeps its own stack, so a deep document cannot overflow it.
 */
function checkKeys(document, text, refuseDuplicates) {
    const pending = [document.contents];
    while (pending.length > 0) {
        const node = pending.pop();
        if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(node)) {
            const seen = new Set();
            for (const pair of node.items) {
                // An alias key is left to the package: it writes an alias of a list or a mapping as
                // its name ("*base") and counts it against the alias budget. Resolving each one here
                // would search the whole document once per alias.
                if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isCollection */ .P3)(pair.key)) {
                    return `uses a list or a mapping as a key (line ${lineOf(text, pair.key.range?.[0])}), where a name is expected`;
                }
                if (refuseDuplicates && (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(pair.key)) {
                    if (seen.has(pair.key.value)) {
                        return `is not valid YAML (the key ${JSON.stringify(String(pair.key.value)).slice(0, 80)} appears twice in one mapping)`;
                    }
                    seen.add(pair.key.value);
                }
                pending.push(pair.value);
            }
        }
        else if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isSeq */ .oP)(node)) {
            // One by one: spreading 500,000 items as arguments would overflow the stack.
            for (const item of node.items)
                pending.push(item);
        }
    }
    return undefined;
}
/** The 1-based line of a character offset of `text`. */
function lineOf(text, offset = 0) {
    let line = 1;
    for (let at = text.indexOf('\n'); at >= 0 && at < offset; at = text.indexOf('\n', at + 1))
        line++;
    return line;
}
function describeFailure(error) {
    const message = error instanceof Error ? error.message : String(error);
    if (/call stack/i.test(message)) {
        return 'which nests its collections deeper than the YAML parser can follow';
    }
    if (/alias/i.test(message)) {
        return 'which is not valid YAML (its aliases expand to too many nodes, as in a "billion laughs" document)';
    }
    const first = message.split('\n')[0] ?? '';
    return `which is not valid YAML (${first.replace(/[.:]+$/, '')})`;
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

/***/ 683:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ sendSnapshotReport)
/* harmony export */ });
/* unused harmony export MAX_SUMMARY_ROWS */
/* harmony import */ var _service_endpoints_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(654);
/* harmony import */ var _summary_markdown_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7175);
/* harmony import */ var _summary_timestamps_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2095);
/* harmony import */ var _writes_send_or_print_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3306);




/** What a report of each kind finds, for the log and the summary's heading. */
const WHAT_RUNS = {
    server: { one: 'artifact', many: 'artifacts', place: 'Path' },
    docker: { one: 'container', many: 'containers', place: 'Container' },
    K8S: { one: 'container', many: 'containers', place: 'Namespace/pod' }
};
/** The summary's table holds at most this many rows; the rest are counted, `result` has all. */
const MAX_SUMMARY_ROWS = 500;
function counted(report) {
    const words = WHAT_RUNS[report.kind];
    const n = report.found.length;
    return `${n} ${n === 1 ? words.one : words.many}`;
}
/** The log line that says what the report claims, before it is sent. */
function reportLine(report) {
    if (report.found.length === 0) {
        return `Nothing runs here: the ${report.kind} report for environment "${report.environment}" is empty, so the service will record that nothing runs in it.`;
    }
    return `Reporting ${counted(report)} running in environment "${report.environment}" (${report.kind}).`;
}
/** The short form reads in a table; the whole fingerprint stays one hover away. */
function fingerprintCell(fingerprint) {
    const whole = (0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeText */ .X1)(fingerprint).replace(/"/g, '&quot;');
    return `<code title="${whole}">${(0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeText */ .X1)((0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .shortFingerprint */ .nE)(fingerprint))}</code>`;
}
function foundTable(report) {
    const rows = report.found
        .slice(0, MAX_SUMMARY_ROWS)
        .map(item => [
        (0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeText */ .X1)(item.name),
        fingerprintCell(item.fingerprint),
        (0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeText */ .X1)(item.where),
        item.createdAt === undefined ? '—' : (0,_summary_timestamps_js__WEBPACK_IMPORTED_MODULE_3__/* .shortTime */ .Mj)(item.createdAt)
    ]);
    const lines = [(0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .table */ .tp)(['Name', 'Fingerprint', WHAT_RUNS[report.kind].place, 'Since'], rows)];
    const rest = report.found.length - rows.length;
    if (rest > 0) {
        lines.push(`_${rest} more not shown here; the step's \`result\` output holds the whole report._`);
    }
    return lines.join('\n\n');
}
function summaryOf(report, body) {
    const sections = [body];
    sections.push(report.found.length === 0
        ? '**Nothing runs here:** the report is empty, and says so to the service.'
        : foundTable(report));
    if (report.leftOut.length > 0) {
        sections.push(`**Left out (${report.leftOut.length}):**\n\n` +
            report.leftOut.map(line => `- ${(0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeText */ .X1)(line)}`).join('\n'));
    }
    return sections.join('\n\n') + '\n';
}
/**
 * Sends the report (or prints it in a dry run, through sendOrPrint), and returns the step's
 * outputs (`count`, `result`, `environment`, `html-url` when the answer gives one) and a
 * summary table: name, fingerprint, where, since; then the left-out lines.
 */
async function sendSnapshotReport(report, context) {
    context.log.info(reportLine(report));
    const request = (0,_service_endpoints_js__WEBPACK_IMPORTED_MODULE_0__/* .snapshotReportRequest */ .EP)(context.common.org, report.environment, report.kind, report.body);
    const outcome = await (0,_writes_send_or_print_js__WEBPACK_IMPORTED_MODULE_1__/* .sendOrPrint */ .T5)(request, context);
    if (outcome.sent) {
        context.log.info(`Snapshot of environment "${report.environment}" reported.`);
    }
    const written = (0,_writes_send_or_print_js__WEBPACK_IMPORTED_MODULE_1__/* .renderWriteSummary */ .Ah)(outcome, {
        recorded: `Snapshot of ${report.environment}: ${counted(report)} running`,
        // The table and the left-out lines below say the rest.
        where: `environment ${(0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .code */ .aY)(report.environment)} (${(0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeText */ .X1)(report.kind)})`,
        rows: []
    });
    return {
        outcome: outcome.sent ? 'ok' : 'skipped',
        outputs: {
            ...(0,_writes_send_or_print_js__WEBPACK_IMPORTED_MODULE_1__/* .writeOutputs */ .Kn)(outcome),
            count: String(report.found.length),
            environment: report.environment
        },
        summary: summaryOf(report, written.trimEnd())
    };
}


/***/ }),

/***/ 2095:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GI: () => (/* binding */ readableTime),
/* harmony export */   Ly: () => (/* binding */ isoTime),
/* harmony export */   Mj: () => (/* binding */ shortTime)
/* harmony export */ });
/** Service timestamps (seconds since the epoch, possibly fractional) as readers want them. */
/** ISO 8601 in UTC, or undefined for a missing or impossible value. */
function isoTime(seconds) {
    if (seconds === null || seconds === undefined || !Number.isFinite(seconds))
        return undefined;
    const date = new Date(seconds * 1000);
    return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}
/** `2026-11-21 12:04 UTC`: short enough for a table cell, unambiguous about the zone. */
function shortTime(seconds) {
    const iso = isoTime(seconds);
    return iso ? `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC` : '—';
}
/** `2026-11-21 12:04:07 UTC`: to the second, for when something was evaluated or deployed. */
function readableTime(seconds) {
    const iso = isoTime(seconds);
    return iso ? `${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC` : undefined;
}


/***/ }),

/***/ 3306:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ah: () => (/* binding */ renderWriteSummary),
/* harmony export */   Kn: () => (/* binding */ writeOutputs),
/* harmony export */   T5: () => (/* binding */ sendOrPrint),
/* harmony export */   Uv: () => (/* binding */ definedOnly)
/* harmony export */ });
/* unused harmony export describeTarget */
/* harmony import */ var _http_request_error_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8734);
/* harmony import */ var _summary_markdown_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7175);


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
        context.log.info(`Dry run: would ${describeTarget(request)}${parts}; nothing was sent. ${request.multipart ? jsonPart : 'Body'}:`);
        logBody(context.log, json);
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
function logBody(log, json) {
    const total = Buffer.byteLength(json);
    if (total <= MAX_PRINTED_BODY_BYTES) {
        for (const line of json.split('\n'))
            log.info(line);
        return;
    }
    let printed = 0;
    for (const line of json.split('\n', MAX_PRINTED_BODY_BYTES)) {
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
    return (0,_http_request_error_js__WEBPACK_IMPORTED_MODULE_0__/* .isRecord */ .u4)(answer) && typeof answer.html_url === 'string' ? answer.html_url : undefined;
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
        ? `## ${(0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeText */ .X1)(what.recorded)}`
        : `## Dry run: not sent (${(0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeText */ .X1)(what.recorded)})`;
    const sections = [heading];
    const lead = (0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .facts */ .Ix)([
        ['Where', what.where],
        ['In the service', outcome.htmlUrl ? (0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .link */ .nf)('open the record', outcome.htmlUrl) : undefined]
    ]);
    if (lead)
        sections.push(lead);
    const rows = (0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .facts */ .Ix)(what.rows);
    if (rows)
        sections.push((0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .details */ .zH)('Details', rows));
    if (!outcome.sent) {
        sections.push((0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .details */ .zH)('Body that would have been sent', (0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .codeBlock */ .DV)(outcome.json, 'json')));
    }
    return sections.join('\n\n') + '\n';
}
/** Only fields that are set: the bodies are strict, and null is not the same as unset. */
function definedOnly(value) {
    return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined));
}


/***/ })

};
