export const id = 3568;
export const ids = [3568];
export const modules = {

/***/ 3568:
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
 *
 * A list ends: a continue token answered again (a proxy or gateway that drops the parameter
 * answers the first page again, with its token) would have the pages asked for forever, the
 * items piling up, so a token that repeats fails the step at the page that repeats it, and
 * so does a list past MAX_PAGES pages.
 */




/** kubectl's page size: a page of pods stays a few megabytes. */
const PAGE_SIZE = 500;
/** Times a list is read again from its first page after its continue token expired. */
const MAX_RELISTS = 2;
/**
 * The most pages one list is read in: 2,000 pages of 500 are a million pods (or namespaces),
 * well past the largest clusters Kubernetes supports (150,000 pods), so only a list that
 * does not end reaches it.
 */
const MAX_PAGES = 2000;
const OwnerReference = zod/* looseObject */._H3({
    apiVersion: zod/* string */.YjP(),
    kind: zod/* string */.YjP(),
    name: zod/* string */.YjP(),
    uid: zod/* string */.YjP()
});
/** A container's state: one of running, waiting, terminated (a waiting or ended one's reason). */
const Reason = zod/* nullish */.cl6(zod/* object */.Ikc({ reason: zod/* optional */.lqM(zod/* string */.YjP()) }));
const ContainerState = zod/* object */.Ikc({
    running: zod/* nullish */.cl6(zod/* object */.Ikc({})),
    waiting: Reason,
    terminated: Reason
});
const ContainerStatus = zod/* object */.Ikc({
    name: zod/* string */.YjP(),
    image: zod/* string */.YjP(),
    imageID: zod/* optional */.lqM(zod/* string */.YjP()),
    started: zod/* nullish */.cl6(zod/* boolean */.zMY()),
    state: zod/* nullish */.cl6(ContainerState)
});
/** An init container of the pod's spec: `restartPolicy: Always` makes it a native sidecar. */
const InitContainer = zod/* object */.Ikc({ name: zod/* string */.YjP(), restartPolicy: zod/* nullish */.cl6(zod/* string */.YjP()) });
const Pod = zod/* object */.Ikc({
    metadata: zod/* object */.Ikc({
        name: zod/* string */.YjP(),
        namespace: zod/* string */.YjP(),
        creationTimestamp: zod/* optional */.lqM(zod/* string */.YjP()),
        ownerReferences: zod/* nullish */.cl6(zod/* array */.YOg(OwnerReference))
    }),
    spec: zod/* nullish */.cl6(zod/* object */.Ikc({ initContainers: zod/* nullish */.cl6(zod/* array */.YOg(InitContainer)) })),
    status: zod/* optional */.lqM(zod/* object */.Ikc({
        phase: zod/* optional */.lqM(zod/* string */.YjP()),
        containerStatuses: zod/* nullish */.cl6(zod/* array */.YOg(ContainerStatus)),
        initContainerStatuses: zod/* nullish */.cl6(zod/* array */.YOg(ContainerStatus)),
        ephemeralContainerStatuses: zod/* nullish */.cl6(zod/* array */.YOg(ContainerStatus))
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
    const maxPages = settings.maxPages ?? MAX_PAGES;
    /** Every item of a list, from its first page; again from the first if its token expires. */
    async function list(path, schema, what, named) {
        for (let relists = 0;; relists++) {
            const items = [];
            try {
                for await (const page of pages(path, schema, what, named)) {
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
    async function* pages(path, schema, what, named) {
        const given = new Set();
        let next;
        for (;;) {
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
            if (next === undefined)
                return;
            // The token is not quoted: it is the cluster's text, and may be long.
            if (given.has(next)) {
                throw new Error(`The Kubernetes cluster (${access.label}) answered page ${given.size + 1} of ${named} (GET ${path}) with a continue token it had already given, so the list would never end and nothing was sent; check that no proxy or gateway between the runner and the cluster drops the continue parameter.`);
            }
            if (given.size + 1 >= maxPages) {
                throw new Error(`The Kubernetes cluster (${access.label}) answered ${named} (GET ${path}) in more than ${maxPages} pages of ${PAGE_SIZE}, more than any cluster holds, so the list was taken as one without end and nothing was sent; check that no proxy or gateway between the runner and the cluster rewrites the continue parameter.`);
            }
            given.add(next);
        }
    }
    return {
        pods(namespace) {
            const path = namespace === undefined
                ? '/api/v1/pods'
                : `/api/v1/namespaces/${encodeURIComponent(namespace)}/pods`;
            const named = namespace === undefined
                ? "the list of the cluster's pods"
                : `the list of the pods of namespace "${namespace}"`;
            return list(path, PodList, 'a list of pods', named);
        },
        async namespaces() {
            const items = await list('/api/v1/namespaces', NamespaceList, 'a list of namespaces', "the list of the cluster's namespaces");
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
const isRunning = (status) => Boolean(status.state?.running) || status.started === true;
/** "waiting: CrashLoopBackOff", "terminated: Error", or "not started". */
function stateOf(status) {
    const state = status.state;
    if (state?.waiting)
        return `waiting${state.waiting.reason ? `: ${state.waiting.reason}` : ''}`;
    if (state?.terminated) {
        return `terminated${state.terminated.reason ? `: ${state.terminated.reason}` : ''}`;
    }
    return 'not started';
}
/**
 * The native sidecars and debug containers of a pod, and the lines about those that do not
 * run. A plain init container has completed (the pod runs), and a debug container that
 * terminated has ended: neither runs, and neither is said.
 */
function besideContainers(pod, where) {
    const sidecars = new Set((pod.spec?.initContainers ?? [])
        .filter(container => container.restartPolicy === 'Always')
        .map(container => container.name));
    const running = [];
    const leftOut = [];
    const consider = (role, status, sayIfNot) => {
        if (isRunning(status))
            running.push({ role, status });
        else if (sayIfNot) {
            leftOut.push(`${where}: ${role} ${status.name} (${status.image}) is not running (${stateOf(status)}), so it is not reported`);
        }
    };
    for (const status of pod.status?.initContainerStatuses ?? []) {
        const sidecar = sidecars.has(status.name);
        consider(sidecar ? 'sidecar container' : 'container', status, sidecar);
    }
    for (const status of pod.status?.ephemeralContainerStatuses ?? []) {
        consider('debug container', status, !status.state?.terminated);
    }
    return { running, leftOut };
}
/** Each image name's digests, in the order the pod's containers run them, each once. */
function digestsByImage(running) {
    const byImage = new Map();
    for (const one of running) {
        const held = byImage.get(one.image) ?? [];
        if (!held.some(other => other.digest === one.digest))
            held.push(one);
        byImage.set(one.image, held);
    }
    return byImage;
}
/** The line that says why a pod is sent as several entries, naming the image and containers. */
function splitLine(where, byImage, entries) {
    const repeated = [...byImage]
        .filter(([, held]) => held.length > 1)
        .map(([image, held]) => `${image} at ${held.length} digests (${held.map(one => `container ${one.container} ${one.digest.slice(0, 12)}`).join(', ')})`);
    return (`${where} runs ${repeated.join(' and ')}; a report holds one digest per image name, so the ` +
        `pod is sent as ${entries} entries of the report (the same pod, namespace, creation time ` +
        'and owners), each digest once');
}
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
    const beside = besideContainers(pod, where);
    const running = [];
    const notes = [];
    for (const { role, status } of [
        ...statuses.map(status => ({ role: 'container', status })),
        ...beside.running
    ]) {
        const digest = (status.imageID ?? '').slice(-64);
        if (!DIGEST.test(digest)) {
            return {
                kind: 'left-out',
                line: `${where}: ${role} ${status.name} (${status.image}) has no image digest yet`
            };
        }
        running.push({ container: status.name, image: status.image, digest });
        if (role === 'debug container') {
            notes.push(`${where}: debug container ${status.name} (${status.image}) runs in the pod, so its image is reported with the pod's`);
        }
    }
    const byImage = digestsByImage(running);
    const count = Math.max(...[...byImage.values()].map(held => held.length));
    // Entry k holds each image name's k-th digest: the first entry holds every image name.
    const entries = Array.from({ length: count }, (_, k) => [...byImage].flatMap(([image, held]) => {
        const one = held[k];
        return one ? [[image, one.digest]] : [];
    }));
    const owners = pod.metadata.ownerReferences ?? [];
    return {
        kind: 'reported',
        artifacts: entries.map(digests => ({
            podName: pod.metadata.name,
            namespace: pod.metadata.namespace,
            // Made in one step: an image named like a member of every object stays a key.
            digests: Object.fromEntries(digests),
            creationTimestamp: createdAt,
            owners
        })),
        found: entries.flat().map(([name, fingerprint]) => ({ name, fingerprint, where, createdAt })),
        notes: count > 1 ? [...notes, splitLine(where, byImage, count)] : notes,
        leftOut: beside.leftOut
    };
}

// EXTERNAL MODULE: ./src/inputs/input-error.ts
var input_error = __webpack_require__(9354);
// EXTERNAL MODULE: ./src/inputs/parse.ts
var parse = __webpack_require__(3718);
// EXTERNAL MODULE: ./node_modules/re2js/build/index.js
var build = __webpack_require__(2856);
;// CONCATENATED MODULE: ./src/commands/snapshot-k8s/go-pattern.ts
/**
 * A regular expression in Go's syntax, the CLI's, compiled and matched by re2js, a port of
 * Go's regexp engine (RE2) with Go's parser: the same syntax (leading flags such as `(?i)`
 * and `(?U)`, POSIX classes, negated ones too, `\z`, `\Q…\E`), the same refusals (a class
 * or an escape Go has not, a back-reference, a lookaround) and Go's `MatchString`, a match
 * anywhere in the text. Matching takes time linear in the text, as in Go: a pattern such
 * as `(a+)+$`, which JavaScript's backtracking engine takes exponential time over, ends at
 * once.
 */

/** A pattern Go's regexp refuses, with Go's reason (`missing closing )`). */
class GoPatternProblem extends Error {
}
/** The pattern as Go's `regexp.Compile` reads it; a GoPatternProblem where Go refuses it. */
function compileGoPattern(pattern) {
    try {
        // Flags 0 is Go's regexp.Compile: Perl syntax, `^` and `$` at the ends of the text only.
        return build/* RE2JS */.L3.compile(pattern);
    }
    catch (error) {
        if (error instanceof build/* RE2JSSyntaxException */.pB)
            throw new GoPatternProblem(error.getDescription());
        if (error instanceof build/* RE2JSException */.o_)
            throw new GoPatternProblem(error.message);
        throw error;
    }
}

;// CONCATENATED MODULE: ./src/commands/snapshot-k8s/selection.ts
/**
 * Which namespaces a snapshot covers: `namespaces` or `exclude-namespaces`, never both (the
 * CLI refuses them together too). Each entry is a name or one of the CLI's regular
 * expressions: an entry a namespace could be called (an RFC 1123 label) is a name, matched
 * whole; anything else is a pattern, matched anywhere in the name as Go's MatchString does,
 * by Go's own engine (go-pattern.ts), linear in the name: JavaScript's backtracking engine
 * can take minutes over a 30-character name with a pattern Go ends at once.
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
            if (!(error instanceof GoPatternProblem))
                throw error;
            throw new input_error/* InputError */.d(input, `has ${(0,input_error/* quote */.h)(entry)}, which is neither a namespace name nor a regular expression Go compiles (${error.message})`, 'namespace names such as "payments", or regular expressions such as "^team-"');
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
    const read = { artifacts: [], pods: 0, found: [], leftOut: [], finished: 0 };
    const leaveOut = (line) => {
        read.leftOut.push(line);
        log.warning(`Left out of the snapshot: ${line}.`);
    };
    const take = (outcome) => {
        if (outcome.kind === 'finished')
            read.finished++;
        else if (outcome.kind === 'left-out')
            leaveOut(outcome.line);
        else {
            read.pods++;
            read.artifacts.push(...outcome.artifacts);
            read.found.push(...outcome.found);
            for (const note of outcome.notes)
                log.info(`${note}.`);
            for (const line of outcome.leftOut)
                leaveOut(line);
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

// EXTERNAL MODULE: ./src/files/regular-file.ts
var regular_file = __webpack_require__(5354);
// EXTERNAL MODULE: ./src/http/url.ts
var url = __webpack_require__(6697);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
// EXTERNAL MODULE: ./src/runner/step-scope.ts
var step_scope = __webpack_require__(7719);
;// CONCATENATED MODULE: ./src/commands/snapshot-k8s/exec-plugin.ts
/**
 * A kubeconfig user's exec credential plugin (`aws eks get-token`, `gke-gcloud-auth-plugin`,
 * `kubelogin`), run as kubectl runs it, and within bounds kubectl does not set. Like kubectl
 * outside a terminal: its `env` added to the step's, `KUBERNETES_EXEC_INFO` set to an
 * ExecCredential of its `apiVersion` (`interactive: false`, and the cluster when
 * `provideClusterInfo` is set), and the answer's `apiVersion` held to the one asked for.
 * Beyond kubectl: its stdin is closed (it is never interactive here, so a plugin that would
 * prompt reads an end of input instead of waiting), it may run 60 seconds and print 1 MiB on
 * stdout (a token, or a certificate and key, is a few KiB), and only the last 64 KiB of its
 * stderr are kept. Past either bound its whole process group is killed. Every failure is a
 * PluginError whose problem never quotes stdout, where tokens are.
 */


const PLUGIN_TIMEOUT_MS = 60_000;
const MAX_PLUGIN_STDOUT_BYTES = 1024 * 1024;
const MAX_PLUGIN_STDERR_BYTES = 64 * 1024;
/** How long a killed plugin is waited for before its failure is given anyway. */
const KILL_GRACE_MS = 2000;
const V1 = 'client.authentication.k8s.io/v1';
const V1BETA1 = 'client.authentication.k8s.io/v1beta1';
/** The cluster's extension whose content a plugin is given as spec.cluster.config. */
const EXEC_EXTENSION = 'client.authentication.k8s.io/exec';
const PLUGIN_LIMITS = {
    timeoutMs: PLUGIN_TIMEOUT_MS,
    maxStdoutBytes: MAX_PLUGIN_STDOUT_BYTES
};
/** A plugin that did not give credentials; `problem` follows the plugin's name in a sentence. */
class PluginError extends Error {
    problem;
    name = 'PluginError';
    constructor(problem) {
        super(problem);
        this.problem = problem;
    }
}
const isRecord = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
const scalar = (value) => typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? String(value)
    : undefined;
/**
 * A user's `exec` entry as kubeconfig gives it, or what is wrong with it: a phrase that
 * follows "gives user X ".
 */
function readExecPlugin(raw) {
    if (!isRecord(raw))
        return { problem: 'an exec entry that is not a mapping' };
    const { command, args = [], env = [], apiVersion, interactiveMode } = raw;
    if (typeof command !== 'string' || command.trim() === '') {
        return { problem: 'an exec credential plugin with no command' };
    }
    const texts = Array.isArray(args) ? args.map(scalar) : undefined;
    if (args !== null && (!texts || texts.includes(undefined))) {
        return { problem: `exec args for ${command} that are not a list of words` };
    }
    const pairs = Array.isArray(env)
        ? env.map(entry => isRecord(entry) && typeof entry.name === 'string' && scalar(entry.value) !== undefined
            ? [entry.name, scalar(entry.value) ?? '']
            : undefined)
        : undefined;
    if (env !== null && (!pairs || pairs.includes(undefined))) {
        return { problem: `an exec env for ${command} that is not a list of name and value pairs` };
    }
    if (apiVersion !== undefined &&
        apiVersion !== null &&
        apiVersion !== V1 &&
        apiVersion !== V1BETA1) {
        return {
            problem: `an exec apiVersion ${JSON.stringify(String(apiVersion))}, which kubectl does not run either (${V1} or ${V1BETA1})`
        };
    }
    if (interactiveMode === 'Always') {
        return {
            problem: `an exec credential plugin whose interactiveMode is Always, which a workflow step cannot serve: it has no terminal, and the plugin's stdin is closed; give it a way to sign in without a prompt (interactiveMode: Never)`
        };
    }
    return {
        command,
        args: (texts ?? []).filter((word) => word !== undefined),
        env: (pairs ?? []).filter((pair) => pair !== undefined),
        ...(typeof apiVersion === 'string' ? { apiVersion } : {}),
        provideClusterInfo: raw.provideClusterInfo === true
    };
}
/** KUBERNETES_EXEC_INFO, as client-go sets it for a plugin that is not interactive. */
function execInfo(plugin, cluster) {
    const spec = { interactive: false };
    if (plugin.provideClusterInfo) {
        spec.cluster = {
            server: cluster.server,
            ...(cluster.tlsServerName ? { 'tls-server-name': cluster.tlsServerName } : {}),
            ...(cluster.insecure ? { 'insecure-skip-tls-verify': true } : {}),
            ...(cluster.ca ? { 'certificate-authority-data': cluster.ca.toString('base64') } : {}),
            ...(cluster.config !== undefined ? { config: cluster.config } : {})
        };
    }
    return JSON.stringify({ kind: 'ExecCredential', apiVersion: plugin.apiVersion ?? V1BETA1, spec });
}
/** The last non-empty line of what the plugin wrote on stderr, shortened. */
function lastLine(stderr) {
    const line = stderr
        .toString('utf8')
        .split(/\r?\n/)
        .map(text => text.trim())
        .filter(text => text !== '')
        .pop() ?? '';
    return line.length > 300 ? `${line.slice(0, 300)}…` : line;
}
function spawnProblem(error) {
    if (error.code === 'ENOENT') {
        return new PluginError('was not found: install it on the runner (for EKS, the AWS CLI)');
    }
    if (error.code === 'EACCES')
        return new PluginError('cannot be run (permission denied)');
    return new PluginError(`could not be started (${error.code ?? error.message})`);
}
/** The credential in what the plugin printed, checked as client-go checks it. */
function credentialOf(stdout, plugin) {
    let answer;
    try {
        answer = JSON.parse(stdout.toString('utf8'));
    }
    catch {
        throw new PluginError('printed no ExecCredential JSON');
    }
    if (!isRecord(answer))
        throw new PluginError('printed no ExecCredential JSON');
    if (plugin.apiVersion !== undefined && answer.apiVersion !== plugin.apiVersion) {
        // Not quoted: it is stdout too.
        throw new PluginError(`printed an ExecCredential of another apiVersion than the ${plugin.apiVersion} kubeconfig asks for`);
    }
    const status = answer.status;
    if (!isRecord(status))
        throw new PluginError('printed an ExecCredential with no status');
    const text = (value) => typeof value === 'string' && value !== '' ? value : undefined;
    const token = text(status.token);
    const cert = text(status.clientCertificateData);
    const key = text(status.clientKeyData);
    if (!token && !cert && !key) {
        throw new PluginError('printed an ExecCredential with neither a token nor a client certificate');
    }
    if (!cert !== !key) {
        throw new PluginError('printed only a client certificate or only its key, not both');
    }
    let expiresAt;
    if (status.expirationTimestamp !== undefined && status.expirationTimestamp !== null) {
        expiresAt =
            typeof status.expirationTimestamp === 'string'
                ? Date.parse(status.expirationTimestamp)
                : Number.NaN;
        if (Number.isNaN(expiresAt)) {
            throw new PluginError('printed an ExecCredential whose expirationTimestamp is not a time');
        }
    }
    return {
        ...(token ? { token } : {}),
        ...(cert && key ? { cert, key } : {}),
        ...(expiresAt !== undefined ? { expiresAt } : {})
    };
}
/** Runs the plugin once, within `limits`, and gives the credential it printed. */
function runExecPlugin(plugin, cluster, limits = PLUGIN_LIMITS, env = (0,step_scope/* stepEnv */.WH)()) {
    const childEnv = { ...env };
    for (const [name, value] of plugin.env)
        childEnv[name] = value;
    childEnv.KUBERNETES_EXEC_INFO = execInfo(plugin, cluster);
    // Its own process group, so that a plugin's own children are stopped with it.
    const group = process.platform !== 'win32';
    let child;
    try {
        child = (0,external_node_child_process_.spawn)(plugin.command, plugin.args, {
            env: childEnv,
            stdio: ['ignore', 'pipe', 'pipe'],
            detached: group,
            windowsHide: true
        });
    }
    catch (error) {
        // A NUL in its command, arguments or env is refused before anything runs.
        return Promise.reject(spawnProblem(error));
    }
    return new Promise((resolve, reject) => {
        const stdout = [];
        let stdoutBytes = 0;
        let stderr = Buffer.alloc(0);
        let settled = false;
        let stopping = false;
        const settle = (outcome) => {
            if (settled)
                return;
            settled = true;
            clearTimeout(timer);
            outcome();
        };
        /** Kills the plugin and every process of its group, then fails once it has ended. */
        const stop = (problem) => {
            if (settled || stopping)
                return;
            stopping = true;
            child.stdout.destroy();
            child.stderr.destroy();
            try {
                if (child.pid !== undefined)
                    process.kill(group ? -child.pid : child.pid, 'SIGKILL');
            }
            catch {
                child.kill('SIGKILL');
            }
            const fail = () => settle(() => reject(new PluginError(problem)));
            if (child.exitCode !== null || child.signalCode !== null)
                return fail();
            const grace = setTimeout(fail, KILL_GRACE_MS);
            child.once('exit', () => {
                clearTimeout(grace);
                fail();
            });
        };
        const timer = setTimeout(() => stop(`ran for over ${limits.timeoutMs / 1000} s and was stopped (it gets no terminal and no input here: a plugin waiting for a sign-in in a browser or at a prompt cannot finish)`), limits.timeoutMs);
        child.stdout.on('data', (chunk) => {
            stdoutBytes += chunk.length;
            if (stdoutBytes > limits.maxStdoutBytes) {
                stop(`printed over ${limits.maxStdoutBytes / (1024 * 1024)} MiB on stdout and was stopped, where an ExecCredential is a few KiB`);
            }
            else {
                stdout.push(chunk);
            }
        });
        child.stderr.on('data', (chunk) => {
            const both = Buffer.concat([stderr, chunk]);
            stderr = both.subarray(Math.max(0, both.length - MAX_PLUGIN_STDERR_BYTES));
        });
        child.on('error', error => settle(() => reject(spawnProblem(error))));
        child.on('close', (code, signal) => {
            if (stopping)
                return;
            settle(() => {
                if (code !== 0) {
                    const line = lastLine(stderr);
                    const how = signal ? `was ended by ${signal}` : `failed with exit code ${code ?? '?'}`;
                    reject(new PluginError(line ? `failed: ${line}` : how));
                    return;
                }
                try {
                    resolve(credentialOf(Buffer.concat(stdout), plugin));
                }
                catch (error) {
                    reject(error instanceof Error ? error : new PluginError(String(error)));
                }
            });
        });
    });
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./node_modules/@kubernetes/client-node/dist/config_types.js
var config_types = __webpack_require__(6617);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
// EXTERNAL MODULE: ./src/inputs/workspace-path.ts
var workspace_path = __webpack_require__(6622);
// EXTERNAL MODULE: ./src/files/utf8-text.ts
var utf8_text = __webpack_require__(2370);
// EXTERNAL MODULE: ./src/inputs/yaml-check.ts
var yaml_check = __webpack_require__(6639);
;// CONCATENATED MODULE: ./src/commands/snapshot-k8s/kubeconfig.ts
/**
 * Where the cluster is: the kubeconfig, found and read as kubectl finds and reads it, with
 * the official client's entry parsing and checks (@kubernetes/client-node's config_types).
 * Its KubeConfig class is not imported: it pulls in the client's whole generated API (17 MB
 * bundled). Every file a kubeconfig names (certificate-authority, client-certificate,
 * client-key, tokenFile, and the exec command when it holds a path separator) is relative to
 * the folder of the kubeconfig file that names it, as client-go's ResolvePaths makes it; a
 * bare exec command is looked up on PATH. The legacy auth-provider plugins (gcp, azure,
 * oidc) are refused with the exec plugin to use instead: kubectl dropped the gcp and azure
 * ones for those plugins. What signs in (`cluster-access.ts`) is read only once the step
 * runs.
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
function findKubeconfig(source, env = (0,step_scope/* stepEnv */.WH)()) {
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
/** A relative file a kubeconfig names is relative to the kubeconfig's folder, as kubectl reads it. */
function absolute(folder, path) {
    return path === undefined || path === '' || (0,external_node_path_.isAbsolute)(path) ? path : (0,external_node_path_.join)(folder, path);
}
const kubeconfig_isRecord = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
/** An exec command with a path separator is a file beside the kubeconfig; a bare name is on PATH. */
function resolveExec(exec, folder) {
    if (!kubeconfig_isRecord(exec) || typeof exec.command !== 'string' || !exec.command.includes(external_node_path_.sep)) {
        return exec;
    }
    return { ...exec, command: absolute(folder, exec.command) };
}
/**
 * The users of one file. kubectl's token file is `tokenFile`; `token-file` is what
 * @kubernetes/client-node reads instead, and both are read here the same way, once the step
 * runs (the client would read it unbounded, relative to the working folder, while parsing).
 */
function readUsers(raw, path) {
    if (!Array.isArray(raw))
        return [];
    const folder = (0,external_node_path_.dirname)(path);
    const split = raw.map((entry) => {
        if (!kubeconfig_isRecord(entry) || !kubeconfig_isRecord(entry.user))
            return { entry, tokenFile: undefined };
        const { tokenFile, 'token-file': legacy, ...user } = entry.user;
        const file = tokenFile ?? legacy ?? undefined;
        if (file !== undefined && typeof file !== 'string') {
            throw new KubeconfigLoadError(`${path} gives user ${(0,input_error/* quote */.h)(String(entry.name))} a tokenFile that is not a path`);
        }
        return { entry: { ...entry, user }, tokenFile: absolute(folder, file) };
    });
    // newUsers keeps every entry in its place or throws, so the two lists stay in step.
    return (0,config_types/* newUsers */.bw)(split.map(({ entry }) => entry)).map((user, index) => {
        const tokenFile = split[index]?.tokenFile;
        return {
            ...user,
            certFile: absolute(folder, user.certFile),
            keyFile: absolute(folder, user.keyFile),
            exec: resolveExec(user.exec, folder),
            ...(tokenFile ? { tokenFile } : {})
        };
    });
}
/** What a cluster's exec extension holds, for a plugin given the cluster's information. */
function execConfigs(raw) {
    const configs = new Map();
    for (const entry of Array.isArray(raw) ? raw : []) {
        const extensions = kubeconfig_isRecord(entry) && kubeconfig_isRecord(entry.cluster) ? entry.cluster.extensions : undefined;
        for (const extension of Array.isArray(extensions) ? extensions : []) {
            if (kubeconfig_isRecord(extension) && extension.name === EXEC_EXTENSION && kubeconfig_isRecord(entry)) {
                configs.set(String(entry.name), extension.extension);
            }
        }
    }
    return configs;
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
    const configs = execConfigs(document.clusters);
    return {
        clusters: (0,config_types/* newClusters */.MA)(document.clusters).map(cluster => ({
            ...cluster,
            caFile: absolute(folder, cluster.caFile),
            ...(configs.has(cluster.name) ? { execConfig: configs.get(cluster.name) } : {})
        })),
        users: readUsers(document.users, path),
        contexts: (0,config_types/* newContexts */.FE)(document.contexts),
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
        users: [{ name: 'service-account', tokenFile: `${SERVICE_ACCOUNT}/token` }],
        contexts: [{ name: 'in-cluster', cluster: 'in-cluster', user: 'service-account' }],
        current: 'in-cluster'
    };
}
/** Reads the kubeconfig and checks it names a context, its cluster and an https server. */
function loadKubeconfig(source, env = (0,step_scope/* stepEnv */.WH)()) {
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
    // Without this, its user would reach the cluster with no credentials and be refused as if
    // a token had expired.
    if (user?.authProvider) {
        const provider = user.authProvider.name;
        refuse(`signs in user ${(0,input_error/* quote */.h)(user.name)} with the auth-provider ${(0,input_error/* quote */.h)(String(provider ?? ''))}, which the action does not run (kubectl itself dropped the gcp and azure ones); give the user an exec credential plugin instead: gke-gcloud-auth-plugin (GKE), kubelogin (AKS, OpenID Connect) or aws eks get-token (EKS)`);
    }
    if (user?.exec === undefined || user.exec === null)
        return { context, cluster, user };
    const exec = readExecPlugin(user.exec);
    if ('problem' in exec)
        return refuse(`gives user ${(0,input_error/* quote */.h)(user?.name ?? '')} ${exec.problem}`);
    return { context, cluster, user, exec };
}
function describeSource(source) {
    return named(source);
}

;// CONCATENATED MODULE: ./src/commands/snapshot-k8s/cluster-access.ts
/**
 * How to prove who we are to the cluster of a kubeconfig's current context: its CA, client
 * certificate and key, bearer token (or the tokenFile kubectl reads when no token is given),
 * exec credential plugin, and Basic credentials, combined in the order
 * @kubernetes/client-node's applyHTTPSOptions combines them. Every file is read through the
 * action's regular-file reader, at most 1 MiB, so a pipe or a device is refused by name and
 * never waited on; the plugin runs within the bounds of `exec-plugin.ts`.
 *
 * The pods are then read through the action's own transport, not the client's fetch: so the
 * cluster gets the timeout, size bound, retry policy, redirect rule, proxy and no_proxy
 * handling every other remote gets, its answers the same checks, and its failures the same
 * one-sentence messages (the client's fetch has no overall timeout or size bound).
 */






/** A file the kubeconfig names that cannot serve: what is wrong, naming the field and file. */
class CredentialFileError extends Error {
    field;
    name = 'CredentialFileError';
    constructor(problem, field) {
        super(problem);
        this.field = field;
    }
}
/** A file the kubeconfig names, as kubectl reads it: through its links, a regular file only. */
function readNamedFile(field, path) {
    try {
        return (0,regular_file/* readLinkedFileSync */.nR)(path, tls/* MAX_PEM_FILE_BYTES */.JD);
    }
    catch (error) {
        const code = error.code;
        let problem;
        if (error instanceof regular_file/* FileTooLargeError */.yq)
            problem = 'is over 1 MiB';
        else if (code === 'ENOENT')
            problem = 'does not exist';
        else if (code === 'EACCES')
            problem = 'cannot be read (permission denied)';
        else if (code === 'ENOTREGULAR' || code === 'EISDIR' || code === 'ELOOP') {
            problem = 'is not a regular file (a folder, a pipe or a device), and is not waited on';
        }
        else
            problem = `cannot be read (${typeof code === 'string' ? code : 'unknown error'})`;
        throw new CredentialFileError(`its ${field} ${path} ${problem}`, field);
    }
}
function fileOrData(field, file, data) {
    if (file)
        return readNamedFile(field, file);
    return data ? Buffer.from(data, 'base64') : undefined;
}
/** A token file as client-go reads it: its text, trimmed, and never empty. */
function readTokenFile(path) {
    const token = readNamedFile('tokenFile', path).toString('utf8').trim();
    if (token === '')
        throw new CredentialFileError(`its tokenFile ${path} is empty`, 'tokenFile');
    return token;
}
/** Why the credentials could not be had: a plugin's stdout, where tokens are, is never quoted. */
function credentialError(error, config, source) {
    const plugin = config.exec?.command;
    let problem;
    let fix;
    if (error instanceof CredentialFileError) {
        problem = error.message;
        fix = `fix kubeconfig so that its ${error.field} names a regular file of at most 1 MiB (a relative path is read from the kubeconfig's own folder)`;
    }
    else if (error instanceof PluginError) {
        problem = `its exec credential plugin ${(0,input_error/* quote */.h)(plugin ?? '')} ${error.problem}`;
        fix = "fix kubeconfig (and the plugin's own credentials, such as the AWS role)";
    }
    else {
        const said = (error instanceof Error ? error.message : String(error)).trim().split(/\r?\n/).pop() ?? '';
        const line = said.length > 300 ? `${said.slice(0, 300)}…` : said;
        problem = `gives credentials that cannot be read${line ? `: ${line}` : ''}`;
        fix = 'fix kubeconfig';
    }
    return new Error(`The cluster's credentials could not be had: ${describeSource(source)}: ${problem}; ${fix}, so nothing was sent.`);
}
/** The user's credentials, as the client's applyOptions applies them. */
async function credentials(config, limits) {
    const { cluster, user, exec } = config;
    const ca = fileOrData('certificate-authority', cluster.caFile, cluster.caData);
    const found = { ca, headers: {} };
    if (!user)
        return found;
    found.cert = fileOrData('client-certificate', user.certFile, user.certData);
    found.key = fileOrData('client-key', user.keyFile, user.keyData);
    if (user.impersonateUser)
        found.headers['Impersonate-User'] = user.impersonateUser;
    if (exec) {
        const plugin = await runExecPlugin(exec, {
            server: cluster.server,
            insecure: cluster.skipTLSVerify,
            ...(cluster.tlsServerName ? { tlsServerName: cluster.tlsServerName } : {}),
            ...(ca ? { ca } : {}),
            ...(cluster.execConfig !== undefined ? { config: cluster.execConfig } : {})
        }, limits);
        if (plugin.cert && plugin.key) {
            found.cert = plugin.cert;
            found.key = plugin.key;
        }
        if (plugin.token)
            found.authorization = `Bearer ${plugin.token}`;
    }
    // kubectl reads tokenFile only when no token is given.
    const token = user.token || (user.tokenFile ? readTokenFile(user.tokenFile) : undefined);
    if (token)
        found.authorization = `Bearer ${token}`;
    if (!found.authorization && user.username) {
        found.authorization = `Basic ${Buffer.from(`${user.username}:${user.password ?? ''}`).toString('base64')}`;
    }
    return found;
}
function asText(value) {
    if (value === undefined)
        return undefined;
    return Buffer.isBuffer(value) ? value.toString('utf8') : value;
}
/**
 * The credentials and TLS settings of the current context. Runs the exec plugin, if any,
 * whose token is masked before anything else is logged.
 */
async function clusterAccess(config, source, limits = PLUGIN_LIMITS) {
    const { cluster } = config;
    let found;
    try {
        found = await credentials(config, limits);
    }
    catch (error) {
        throw credentialError(error, config, source);
    }
    const { authorization, headers } = found;
    // A key is masked line by line too: the runner masks a value only where it appears whole.
    const key = asText(found.key);
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
            ca: found.ca,
            cert: found.cert,
            key: found.key,
            ...(cluster.tlsServerName ? { servername: cluster.tlsServerName } : {}),
            ...(cluster.skipTLSVerify ? { rejectUnauthorized: false } : {})
        },
        insecure: cluster.skipTLSVerify,
        secrets: secrets.filter((secret) => Boolean(secret))
    };
}

// EXTERNAL MODULE: ./src/inputs/environment-name.ts
var environment_name = __webpack_require__(1510);
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
    const environment = (0,environment_name/* requireEnvironmentName */.U)(source, 'environment', 'get-snapshot');
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
    log.info(`Read ${pods.pods} running pod(s) from ${access.label}` +
        (pods.artifacts.length > pods.pods
            ? `, sent as ${pods.artifacts.length} entries of the report`
            : '') +
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
/* harmony import */ var _runner_step_scope_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7719);
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
function workspaceRoot(env = (0,_runner_step_scope_js__WEBPACK_IMPORTED_MODULE_3__/* .stepEnv */ .WH)()) {
    return (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(env.GITHUB_WORKSPACE || process.cwd());
}
/** The folders a written file may land in: the workspace, and RUNNER_TEMP when set. */
function writableRoots(env) {
    const roots = [workspaceRoot(env)];
    if (env.RUNNER_TEMP)
        roots.push((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(env.RUNNER_TEMP));
    return roots;
}
function readWorkspacePath(source, name, env = (0,_runner_step_scope_js__WEBPACK_IMPORTED_MODULE_3__/* .stepEnv */ .WH)()) {
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



/***/ })

};
