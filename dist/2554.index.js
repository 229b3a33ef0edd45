export const id = 2554;
export const ids = [2554];
export const modules = {

/***/ 7603:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ resolveFingerprint),
/* harmony export */   Y: () => (/* binding */ computeFingerprint)
/* harmony export */ });
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(311);

/**
 * The timeout-seconds input (`common.timeoutMs`) bounds the wait for docker and each
 * registry request; max-retries (`common.maxRetries`) is the retries of a registry request.
 */
async function resolveFingerprint(artifact, context) {
    if ('fingerprint' in artifact)
        return artifact.fingerprint;
    return (await computeFingerprint(artifact, context)).fingerprint;
}
/** Fingerprints the file, directory or image `artifact` names, with the type it was read as. */
async function computeFingerprint(artifact, context) {
    const { log } = context;
    const { timeoutMs, maxRetries } = context.common;
    return log.group(`Fingerprinting ${artifact.path}`, async () => {
        const { fingerprintArtifact } = await Promise.all(/* import() */[__webpack_require__.e(7466), __webpack_require__.e(4326)]).then(__webpack_require__.bind(__webpack_require__, 7545));
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
        return computed;
    });
}


/***/ }),

/***/ 2554:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  command: () => (/* binding */ command)
});

// EXTERNAL MODULE: ./src/inputs/artifact.ts
var inputs_artifact = __webpack_require__(5755);
// EXTERNAL MODULE: ./src/inputs/input-error.ts
var input_error = __webpack_require__(9354);
// EXTERNAL MODULE: ./src/inputs/parse.ts
var parse = __webpack_require__(3718);
// EXTERNAL MODULE: ./src/service/assertions.ts
var assertions = __webpack_require__(9326);
// EXTERNAL MODULE: ./src/summary/states.ts
var states = __webpack_require__(2764);
// EXTERNAL MODULE: ./src/summary/commits.ts
var commits = __webpack_require__(434);
// EXTERNAL MODULE: ./src/summary/markdown.ts
var markdown = __webpack_require__(7175);
// EXTERNAL MODULE: ./src/summary/timestamps.ts
var timestamps = __webpack_require__(2095);
// EXTERNAL MODULE: ./src/policy-results/unsatisfied-rules.ts
var unsatisfied_rules = __webpack_require__(7902);
// EXTERNAL MODULE: ./src/policy-results/wording.ts
var wording = __webpack_require__(7837);
;// CONCATENATED MODULE: ./src/commands/assert-artifact/summary.ts
/** How an assertion result reads: in the job summary and in the failure message. */







function where(result) {
    const trail = result.trail ? `, trail "${result.trail}"` : '';
    return result.flow ? `flow "${result.flow}"${trail}` : 'its trail';
}
/** Rules past this are counted in the failure, not named: the summary names them all. */
const MAX_NAMED_RULES = 10;
/**
 * `failing policy "prod" v3 (attestation rule: missing attestation "unit-tests" (junit) in
 * trail "…" of flow "web")`: the policy, and each of its rules that does not hold.
 */
function failingPolicy(policy) {
    const version = policy.policy_version != null ? ` v${policy.policy_version}` : '';
    const rules = (0,unsatisfied_rules/* unsatisfiedRules */.n)([policy]);
    const { named, more } = (0,wording/* describeRulesOfPolicy */.aQ)(rules, MAX_NAMED_RULES);
    if (more > 0)
        named.push(`${(0,states/* plural */.LS)(more, 'more rule')}, in the job summary`);
    const why = named.length > 0 ? ` (${named.join('; ')})` : '';
    return `failing policy "${policy.policy_name ?? 'unnamed'}"${version}${why}`;
}
/**
 * One readable message naming every missing or failing attestation and failing policy, with
 * each rule of a failing policy that does not hold.
 */
function describeNonCompliance(result, fingerprint) {
    const scope = result.scope === 'environment' && result.environment
        ? ` for environment "${result.environment}"`
        : result.scope === 'policy'
            ? ' against the requested policies'
            : '';
    const reasons = [];
    for (const status of (0,assertions/* attestationsOf */.xz)(result).filter(assertions/* isFailingAttestation */.fm)) {
        const type = status.attestation_type ? ` (${status.attestation_type})` : '';
        const state = (status.status ?? '').toUpperCase() === 'MISSING' ? 'missing' : 'non-compliant';
        reasons.push(`${state} attestation "${status.attestation_name ?? 'unnamed'}"${type}`);
    }
    for (const policy of (result.policy_evaluations ?? []).filter(unsatisfied_rules/* policyFails */.A)) {
        reasons.push(failingPolicy(policy));
    }
    const because = reasons.length > 0 ? `: ${reasons.join('; ')}` : ' (the service gave no details)';
    const see = result.html_url ? `. See ${result.html_url}` : '';
    return `Artifact ${fingerprint} in ${where(result)} is not compliant${scope}${because}${see}`;
}
/** Rows from the top level or, failing that, from each flow (with the flow, for its link). */
function attestationRows(result) {
    const row = (status, flow) => ({
        status,
        state: (0,states/* complianceState */.Bt)(status.status, status.is_compliant),
        flow
    });
    const own = result.compliance_status?.attestations_statuses ?? [];
    if (own.length > 0)
        return own.map(status => row(status));
    return result.flows.flatMap(flow => (flow.compliance_status?.attestations_statuses ?? []).map(status => row(status, flow)));
}
/**
 * The artifact as the answer names it: its name when the answer has one (the published
 * answer has none, some services add it), else the file, directory or image the step
 * fingerprinted with its short fingerprint, else the short fingerprint alone.
 */
function artifactLabel(result, fingerprint, given) {
    const extra = result;
    const name = [extra.artifact_name, extra.name].find((value) => typeof value === 'string' && value !== '');
    if (name)
        return (0,markdown/* escapeText */.X1)(name);
    const short = (0,markdown/* code */.aY)((0,markdown/* shortFingerprint */.nE)(fingerprint));
    return given ? `${(0,markdown/* code */.aY)(given)} (${short})` : short;
}
/** "flow web-app, trail `4f3c2b1`": the trail by its short SHA when named by one. */
function trailPlace(result) {
    if (!result.flow)
        return undefined;
    return `flow ${(0,markdown/* escapeText */.X1)(result.flow)}${result.trail ? `, trail ${(0,commits/* trailLabel */.jK)(result.trail)}` : ''}`;
}
/**
 * "for environment production", "against policy strict", "in flow web-app, trail `4f3c2b1`":
 * what the heading says the verdict is about.
 */
function scopePhrase(result) {
    if (result.scope === 'environment' && result.environment) {
        return `for environment ${(0,markdown/* escapeText */.X1)(result.environment)}`;
    }
    if (result.scope === 'policy') {
        const names = (result.policy_evaluations ?? []).map(policy => (0,markdown/* escapeText */.X1)(policy.policy_name));
        if (names.length === 0)
            return 'against the requested policies';
        return `against ${names.length === 1 ? 'policy' : 'policies'} ${names.join(', ')}`;
    }
    const place = trailPlace(result);
    return place ? `in ${place}` : 'in its trail';
}
/**
 * Which scope the service judged, as the answer says: the trail's attestations (flow), an
 * environment's policies (environment), or the named policies (policy).
 */
function judgedScope(result) {
    const policies = (result.policy_evaluations ?? []).map(policy => (0,markdown/* escapeText */.X1)(policy.policy_name));
    const named = policies.length > 0 ? `: ${policies.join(', ')}` : '';
    switch (result.scope) {
        case 'environment':
            return `environment scope: the policies of environment ${(0,markdown/* escapeText */.X1)(result.environment)}${named}`;
        case 'policy':
            return `policy scope: the ${policies.length === 1 ? 'policy' : 'policies'} asked for${named}`;
        case 'flow':
            return "flow scope: every attestation its trail's template expects";
        default:
            return result.scope ? `${(0,markdown/* escapeText */.X1)(result.scope)} scope` : 'not said by the service';
    }
}
/** "1 missing, 1 non-compliant of 4 attestations; 1 of 2 policies non-compliant". */
function countPhrase(rows, policies) {
    const parts = [];
    const ofAttestations = `of ${(0,states/* plural */.LS)(rows.length, 'attestation')}`;
    const attention = (0,states/* countAttention */.g0)(rows.map(row => row.state));
    if (rows.length === 0)
        parts.push('no attestations listed');
    else if (!attention) {
        // Not rows.length: an attestation whose state the service left open is not counted as compliant.
        const compliant = rows.filter(row => row.state === 'compliant').length;
        parts.push(`${compliant} ${ofAttestations} compliant`);
    }
    else
        parts.push(`${attention} ${ofAttestations}`);
    if (policies.length > 0) {
        const failed = policies.filter(unsatisfied_rules/* policyFails */.A).length;
        const ofPolicies = `of ${(0,states/* plural */.LS)(policies.length, 'policy', 'policies')}`;
        parts.push(failed === 0
            ? `${policies.length} ${ofPolicies} compliant`
            : `${failed} ${ofPolicies} non-compliant`);
    }
    return parts.join('; ');
}
/**
 * The verdict's state: compliant; incomplete when nothing failed outright and only evidence
 * is missing; non-compliant otherwise.
 */
function verdict(result, rows) {
    if (result.compliant) {
        return `${(0,states/* stateHeading */.CY)('compliant')}${result.allow_listing ? ' (allowlisted)' : ''}`;
    }
    const failedOutright = rows.some(row => row.state === 'non-compliant') ||
        (result.policy_evaluations ?? []).some(unsatisfied_rules/* policyFails */.A);
    const incomplete = rows.some(row => row.state === 'missing' || row.state === 'incomplete');
    return (0,states/* stateHeading */.CY)(!failedOutright && incomplete ? 'incomplete' : 'non-compliant');
}
function evaluatedAt(result) {
    return (result.compliance_status?.evaluated_at ??
        result.flows.find(flow => flow.compliance_status?.evaluated_at != null)?.compliance_status
            ?.evaluated_at);
}
function statusCell(row) {
    const overridden = row.status.overridden_attestation_id ? ' (overridden)' : '';
    return `${(0,states/* stateMark */.B3)(row.state)}${overridden}`;
}
function policyState(policy) {
    // The published values are COMPLIANT and NON-COMPLIANT; anything else fails the gate.
    return (0,unsatisfied_rules/* policyFails */.A)(policy) ? 'non-compliant' : 'compliant';
}
/**
 * The gate's summary: the verdict about the artifact by name, where (the trail once), the
 * scope the service judged, then what needs attention first. `scopeNote`: what it says first
 * when the service judged another scope than asked; `given`: the path or image the step
 * fingerprinted, when it was not given a fingerprint.
 */
function renderAssertionSummary(result, fingerprint, scopeNote, given, rules = []) {
    const rows = (0,states/* byAttention */._p)(attestationRows(result), row => row.state);
    const policies = (0,states/* byAttention */._p)(result.policy_evaluations ?? [], policyState);
    const sections = [
        `## ${verdict(result, rows)}: artifact ${artifactLabel(result, fingerprint, given)} ${scopePhrase(result)}`,
        ...(scopeNote ? [scopeNote] : []),
        (0,markdown/* facts */.Ix)([
            ['Judged', judgedScope(result)],
            ['Found', countPhrase(rows, policies)],
            // The trail once: in the heading at flow scope, here at the others.
            ['Trail', result.scope === 'flow' || !result.scope ? undefined : trailPlace(result)],
            ['Fingerprint', (0,markdown/* code */.aY)(fingerprint)],
            ['Evaluated', (0,timestamps/* readableTime */.GI)(evaluatedAt(result))],
            ['In the service', result.html_url ? (0,markdown/* link */.nf)('artifact page', result.html_url) : undefined]
        ])
    ];
    if (rows.length > 0) {
        // The service links the artifact, not each attestation: rows taken from several flows
        // link the artifact page of their own trail.
        const perFlow = rows.some(row => row.flow !== undefined);
        sections.push('### Attestations', (0,markdown/* table */.tp)(['Attestation', 'Type', 'Status', ...(perFlow ? ['Trail'] : [])], rows.map(row => [
            (0,markdown/* escapeText */.X1)(row.status.attestation_name),
            (0,markdown/* escapeText */.X1)(row.status.attestation_type),
            statusCell(row),
            ...(perFlow ? [flowCell(row.flow)] : [])
        ])));
    }
    if (policies.length > 0) {
        sections.push('### Policy evaluations', (0,markdown/* table */.tp)(['Policy', 'Version', 'Status'], policies.map(policy => [
            (0,markdown/* escapeText */.X1)(policy.policy_name),
            (0,markdown/* escapeText */.X1)(policy.policy_version),
            (0,states/* stateMark */.B3)(policyState(policy))
        ])));
    }
    if (rules.length > 0) {
        sections.push('### What the failing policies ask', (0,wording/* rulesTable */.mi)(rules));
    }
    if (result.allow_listing) {
        const allow = result.allow_listing;
        sections.push('### Allowlisted', (0,markdown/* facts */.Ix)([
            ['Reason', (0,markdown/* escapeText */.X1)(allow.description)],
            ['Allowed by', (0,markdown/* escapeText */.X1)(allow.allowed_by_user_id)],
            ['Allowlist', (0,markdown/* escapeText */.X1)(allow.allowlist_id)],
            ['At', (0,markdown/* escapeText */.X1)((0,timestamps/* readableTime */.GI)(allow.timestamp))]
        ]));
    }
    return sections.join('\n\n') + '\n';
}
function flowCell(flow) {
    if (!flow)
        return '—';
    const label = flow.trail ? `${flow.flow ?? '—'} / ${flow.trail}` : (flow.flow ?? 'artifact');
    return (0,markdown/* link */.nf)(label, flow.html_url);
}

;// CONCATENATED MODULE: ./src/commands/assert-artifact/scope.ts
/**
 * The scope a gate asked for and the scope the service judged. The service ignores
 * environment_name when the environment uses no policies and answers at flow scope, so a
 * gate asked about production could report "compliant" although production's policies were
 * never judged: that one narrower answer, which the description documents, is said in a
 * warning. Any other scope than the one asked (policies asked and the flow judged, a scope
 * missing from an answer about an environment) is not the verdict asked for: the gate fails.
 */



function askedScope(question) {
    if (question.policies.length > 0)
        return 'policy';
    return question.environment !== undefined ? 'environment' : 'flow';
}
/** What was asked, for a message: `environment "production"`, `policies "a", "b"`. */
function asked(question, quoteName) {
    if (question.policies.length > 0) {
        const names = question.policies.map(quoteName).join(', ');
        return `${question.policies.length === 1 ? 'policy' : 'policies'} ${names}`;
    }
    if (question.environment !== undefined)
        return `environment ${quoteName(question.environment)}`;
    return 'the flow';
}
/** The lead of both texts: what was judged. */
function lead(answered, quoteName) {
    if (answered === 'flow')
        return 'Only the flow was judged';
    if (!answered)
        return 'The answer does not say which scope was judged';
    return `Scope ${quoteName(answered)} was judged`;
}
function answeredAs(answered, quoteName) {
    return answered ? `at ${quoteName(answered)} scope` : 'without a scope';
}
function because(question, answered) {
    return askedScope(question) === 'environment' && answered === 'flow'
        ? ', as it does for an environment that uses no policies'
        : '';
}
function remedy(question) {
    return askedScope(question) === 'environment'
        ? 'attach policies to the environment, or assert against policies'
        : 'check the policy names';
}
/** The one narrower answer the service documents: an environment without policies. */
function documentedNarrowing(question, answered) {
    return askedScope(question) === 'environment' && answered === 'flow';
}
/** Whether the answer judged what was asked (a flow question whose answer names no scope did). */
function judgedAsAsked(question, answered) {
    const scope = askedScope(question);
    return answered === scope || (scope === 'flow' && !answered);
}
function scope_text(question, answered, quoteName) {
    const what = asked(question, quoteName);
    return (`${lead(answered, quoteName)}: asked about ${what}, the service answered ` +
        `${answeredAs(answered, quoteName)}${because(question, answered)}, so ${what} ` +
        `${question.policies.length > 1 ? 'were' : 'was'} not judged`);
}
/**
 * The warning when the service judged another scope than the one asked (nothing when it
 * judged the one asked): one sentence, for the log.
 */
function scopeMismatch(question, answered) {
    if (!documentedNarrowing(question, answered))
        return undefined;
    return `${scope_text(question, answered, input_error/* quote */.h)}; ${remedy(question)}.`;
}
/** The same, for the job summary (names escaped as Markdown text). */
function scopeMismatchNote(question, answered) {
    if (!documentedNarrowing(question, answered))
        return undefined;
    return (0,states/* warningNote */.jo)(`${scope_text(question, answered, name => (0,markdown/* escapeText */.X1)(name))}.`);
}
/**
 * Why the answer cannot stand for the question, as the step's error: any scope other than
 * the one asked, save the documented narrowing, is a verdict on something else.
 */
function scopeRefusal(question, answered) {
    if (judgedAsAsked(question, answered) || documentedNarrowing(question, answered)) {
        return undefined;
    }
    return (`${scope_text(question, answered, input_error/* quote */.h)}, and a gate passes only on the verdict it asked for; ` +
        `${remedy(question)}, and check that no proxy between the runner and the service rewrites ` +
        'the request.');
}

// EXTERNAL MODULE: ./src/service/identity.ts
var identity = __webpack_require__(7065);
// EXTERNAL MODULE: ./src/action/artifact-fingerprint.ts
var artifact_fingerprint = __webpack_require__(7603);
// EXTERNAL MODULE: ./src/inputs/environment-name.ts
var environment_name = __webpack_require__(1510);
;// CONCATENATED MODULE: ./src/commands/assert-artifact/index.ts
/**
 * assert-artifact: the deployment gate. Asks the service whether an artifact is compliant
 * at flow, environment or policy scope and fails the step when it is not.
 */










function parseInputs(source) {
    const artifact = (0,inputs_artifact/* readArtifact */.R)(source);
    const policies = (0,parse/* readList */.LD)(source, 'policies');
    for (const policy of policies)
        (0,parse/* checkName */.I3)('policies', policy);
    const environment = (0,environment_name/* readEnvironmentName */.z)(source, 'environment', 'get-snapshot');
    if (environment !== undefined && policies.length > 0) {
        // The service asserts one scope: an environment's own policies, or the named ones.
        throw new input_error/* InputError */.d('policies', 'is set together with environment', 'either environment (its policies) or policies, not both, as the vendor CLI requires');
    }
    return {
        artifact,
        flow: (0,parse/* readName */.MQ)(source, 'flow'),
        environment,
        policies,
        failOnNonCompliant: (0,parse/* readBoolean */.Vf)(source, 'fail-on-non-compliant')
    };
}
async function run(inputs, context) {
    const fingerprint = await (0,artifact_fingerprint/* resolveFingerprint */.J)(inputs.artifact, context);
    const service = context.service;
    if (!service) {
        context.log.warning('Dry run without api-token: the compliance of the artifact was not asked.');
        return { outcome: 'skipped', outputs: { fingerprint } };
    }
    const within = inputs.flow ? ` in flow "${inputs.flow}"` : '';
    const result = await (0,identity/* explainRead */.yS)((0,assertions/* assertArtifact */.fp)(service, {
        org: context.common.org,
        fingerprint,
        flow: inputs.flow,
        environment: inputs.environment,
        policies: inputs.policies
    }), {
        about: ['artifact'],
        missing: `Artifact ${fingerprint} is not known to org "${context.common.org}"${within}`,
        notRecorded: `Artifact ${fingerprint} is not recorded in org "${context.common.org}"${within}`,
        advice: 'report the artifact from its build job first, or check flow and the fingerprint ' +
            '(both jobs must fingerprint the same bytes)'
    });
    // A verdict on another scope than the one asked is not an answer to the gate's question.
    const question = { environment: inputs.environment, policies: inputs.policies };
    const refusal = scopeRefusal(question, result.scope);
    if (refusal)
        throw new Error(refusal);
    const compliant = result.compliant;
    const rules = (0,unsatisfied_rules/* unsatisfiedRules */.n)(result.policy_evaluations);
    const outputs = {
        compliant: String(compliant),
        fingerprint,
        scope: result.scope ?? '',
        'html-url': result.html_url ?? '',
        flow: result.flow ?? '',
        trail: result.trail ?? '',
        'unsatisfied-rules': JSON.stringify(rules),
        result: JSON.stringify(result)
    };
    // The service answers at flow scope for an environment that uses no policies: say so.
    const mismatch = scopeMismatch(question, result.scope);
    if (mismatch)
        context.log.warning(mismatch);
    const summary = renderAssertionSummary(result, fingerprint, scopeMismatchNote(question, result.scope), 'path' in inputs.artifact ? inputs.artifact.path : undefined, rules);
    if (compliant) {
        context.log.info(`Artifact ${fingerprint} is compliant (${result.scope ?? 'flow'} scope).`);
        return { outcome: 'compliant', outputs, summary };
    }
    const message = describeNonCompliance(result, fingerprint);
    if (!inputs.failOnNonCompliant) {
        context.log.warning(`${message}. The step passes because fail-on-non-compliant is false.`);
        return { outcome: 'non-compliant', outputs, summary };
    }
    return { outcome: 'non-compliant', outputs, summary, failure: message };
}
const command = { parseInputs, run };


/***/ }),

/***/ 8452:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   r: () => (/* binding */ ARTIFACT_TYPES)
/* harmony export */ });
const ARTIFACT_TYPES = ['file', 'dir', 'docker', 'oci'];


/***/ }),

/***/ 2991:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   cW: () => (/* binding */ isLoopbackHost),
/* harmony export */   my: () => (/* binding */ formatImageReference),
/* harmony export */   o_: () => (/* binding */ parseImageReference)
/* harmony export */ });
/**
 * Container image references as docker reads them: `[registry/]name[:tag][@sha256:digest]`.
 * A first component with a "." or ":" in it, or "localhost", is the registry (host and
 * port); otherwise the image is on Docker Hub, whose one-component names live under
 * `library/` and whose registry answers at registry-1.docker.io.
 */
const DOCKER_HUB = 'docker.io';
const DOCKER_HUB_HOST = 'registry-1.docker.io';
const COMPONENT = /^[a-z0-9]+(?:(?:[._]|__|-+)[a-z0-9]+)*$/;
const TAG = /^[\w][\w.-]{0,127}$/;
const DIGEST = /^sha256:[a-f0-9]{64}$/;
const HOST = /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;
/** The reference's parts, or a short reason it is not a reference (for an input error). */
function parseImageReference(text) {
    let rest = text;
    let digest;
    const at = rest.indexOf('@');
    if (at >= 0) {
        digest = rest.slice(at + 1);
        rest = rest.slice(0, at);
        if (!DIGEST.test(digest))
            return { problem: 'has a digest that is not sha256: and 64 lowercase hex characters' };
    }
    let tag;
    const colon = rest.lastIndexOf(':');
    if (colon > rest.lastIndexOf('/')) {
        tag = rest.slice(colon + 1);
        rest = rest.slice(0, colon);
        if (!TAG.test(tag))
            return { problem: `has the tag ${JSON.stringify(tag)}, which is not a valid tag` };
    }
    const parts = rest.split('/');
    let registry = DOCKER_HUB;
    const first = parts[0] ?? '';
    if (parts.length > 1 && (first.includes('.') || first.includes(':') || first === 'localhost')) {
        if (!HOST.test(first))
            return { problem: `names the registry ${JSON.stringify(first)}, which is not a host[:port]` };
        registry = first === 'index.docker.io' ? DOCKER_HUB : first;
        parts.shift();
    }
    if (parts.length === 0 || parts.some(part => !COMPONENT.test(part))) {
        return { problem: 'has a name that is not lowercase letters, digits and separators (. _ - /)' };
    }
    if (registry === DOCKER_HUB && parts.length === 1)
        parts.unshift('library');
    return {
        registry,
        host: registry === DOCKER_HUB ? DOCKER_HUB_HOST : registry,
        repository: parts.join('/'),
        tag: tag ?? (digest ? undefined : 'latest'),
        digest
    };
}
/** "registry/repository:tag@digest", as the fingerprint was computed for. */
function formatImageReference(reference) {
    const tag = reference.tag ? `:${reference.tag}` : '';
    const digest = reference.digest ? `@${reference.digest}` : '';
    return `${reference.registry}/${reference.repository}${tag}${digest}`;
}
/** A registry on this machine: the only kind reached over plain http, and only after https. */
function isLoopbackHost(host) {
    const name = host.replace(/:\d+$/, '').replace(/^\[|\]$/g, '');
    return name === 'localhost' || /^127\.\d+\.\d+\.\d+$/.test(name) || name === '::1';
}


/***/ }),

/***/ 5755:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ readOptionalArtifact),
/* harmony export */   R: () => (/* binding */ readArtifact)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _fingerprint_artifact_types_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8452);
/* harmony import */ var _images_image_reference_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2991);
/* harmony import */ var _input_error_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9354);
/* harmony import */ var _parse_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3718);
/* harmony import */ var _registry_credentials_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5849);
/* harmony import */ var _source_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4620);
/**
 * Which artifact a command is about: a fingerprint given outright, or a file, directory or
 * container image (local docker, or read from its registry: oci) to fingerprint. Shared by assert-artifact and get-deployment, so both accept
 * the same inputs and refuse the same mistakes before any request.
 */







const IMAGE_FORM = 'an image reference such as ghcr.io/org/app:1.2.3, registry:5000/team/app@sha256:<64 hex> or alpine:3.20';
function readArtifact(source) {
    const fingerprint = (0,_parse_js__WEBPACK_IMPORTED_MODULE_2__/* .readFingerprint */ .bi)(source, 'fingerprint');
    const path = source('artifact-path');
    if (fingerprint && path) {
        throw new _input_error_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .d('fingerprint', 'is set together with artifact-path', 'one of the two, not both');
    }
    if (!fingerprint && !path) {
        throw new _input_error_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .d('fingerprint', `is empty and so is artifact-path (and ${_source_js__WEBPACK_IMPORTED_MODULE_4__/* .FINGERPRINT_VARIABLE */ .wP} is not set)`, 'a 64-character SHA-256 fingerprint, or artifact-path naming a file, directory or docker image');
    }
    const type = (0,_parse_js__WEBPACK_IMPORTED_MODULE_2__/* .readChoice */ .Kf)(source, 'artifact-type', _fingerprint_artifact_types_js__WEBPACK_IMPORTED_MODULE_5__/* .ARTIFACT_TYPES */ .r);
    const exclude = (0,_parse_js__WEBPACK_IMPORTED_MODULE_2__/* .readList */ .LD)(source, 'exclude');
    const registry = (0,_registry_credentials_js__WEBPACK_IMPORTED_MODULE_3__/* .readRegistryCredentials */ .y)(source);
    if (registry && type !== 'oci') {
        throw new _input_error_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .d('registry-username', `is set for ${type ? `artifact-type ${type}` : fingerprint ? 'a fingerprint' : 'a file or directory'}`, 'registry credentials only with artifact-type: oci');
    }
    if (fingerprint) {
        if (type || exclude.length > 0) {
            throw new _input_error_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .d(type ? 'artifact-type' : 'exclude', 'is set with fingerprint', 'it only with artifact-path');
        }
        return { fingerprint };
    }
    if (exclude.length > 0 && type && type !== 'dir') {
        throw new _input_error_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .d('exclude', `is set for artifact-type ${type}`, 'exclude only for a directory');
    }
    const artifactPath = path;
    if (type === 'oci') {
        const reference = (0,_images_image_reference_js__WEBPACK_IMPORTED_MODULE_6__/* .parseImageReference */ .o_)(artifactPath);
        if ('problem' in reference) {
            throw new _input_error_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .d('artifact-path', `${reference.problem} (${(0,_input_error_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .h)(artifactPath)})`, IMAGE_FORM);
        }
        return { path: artifactPath, type, exclude, ...(registry ? { registry } : {}) };
    }
    // A docker image name is no path; anything else must exist before a request is made.
    if (type !== 'docker' && !(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(artifactPath)) {
        throw new _input_error_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .d('artifact-path', `names ${(0,_input_error_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .h)(artifactPath)}, which does not exist`, 'the path of an existing file or directory (relative to the working directory), or artifact-type: docker or oci for an image');
    }
    return { path: artifactPath, type, exclude };
}
/** For commands where the artifact is optional (else the trail): undefined when none is named. */
function readOptionalArtifact(source) {
    const named = ['fingerprint', 'artifact-path', 'artifact-type', 'exclude'].some(name => source(name) !== undefined);
    return named ? readArtifact(source) : undefined;
}


/***/ }),

/***/ 1510:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ requireEnvironmentName),
/* harmony export */   z: () => (/* binding */ readEnvironmentName)
/* harmony export */ });
/* harmony import */ var _input_error_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9354);
/* harmony import */ var _parse_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3718);
/**
 * An environment's name. The vendor CLI's `get snapshot` takes the environment and the
 * snapshot in one argument (`production~1`, `production#3`, `production@{2026-01-01T00:00:00}`);
 * given as an environment here, such an expression would be read as the name of another
 * environment, or refused for a character a name cannot hold, so it is refused saying where
 * the snapshot goes.
 */


const SNAPSHOT_EXPRESSION = /^(.+?)(~\d+|#\d+|@\{[^}]*\})$/;
/**
 * `where` says where a snapshot is given instead, for the command reading the name: its own
 * input, or get-snapshot's.
 */
function readEnvironmentName(source, name, where) {
    checkNoSnapshot(name, source(name), where);
    return (0,_parse_js__WEBPACK_IMPORTED_MODULE_1__/* .readName */ .MQ)(source, name);
}
function requireEnvironmentName(source, name, where) {
    checkNoSnapshot(name, source(name), where);
    return (0,_parse_js__WEBPACK_IMPORTED_MODULE_1__/* .readName */ .MQ)(source, name, true);
}
function checkNoSnapshot(name, value, where) {
    const match = value === undefined ? null : SNAPSHOT_EXPRESSION.exec(value);
    if (!match)
        return;
    const [, environment = '', expression = ''] = match;
    const snapshot = expression.startsWith('#') ? expression.slice(1) : expression;
    const instead = where === 'own'
        ? `${name}: ${environment} with snapshot: ${snapshot}`
        : `${name}: ${environment} (a snapshot, such as ${expression}, is read with get-snapshot's snapshot input)`;
    throw new _input_error_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d(name, `has ${(0,_input_error_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .h)(value ?? '')}, which is a snapshot expression (${expression}), not an environment's name`, instead);
}


/***/ }),

/***/ 9326:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   fm: () => (/* binding */ isFailingAttestation),
/* harmony export */   fp: () => (/* binding */ assertArtifact),
/* harmony export */   xz: () => (/* binding */ attestationsOf)
/* harmony export */ });
/* unused harmony exports assertionFields, answers */
/* harmony import */ var _identity_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7065);
/* harmony import */ var _load_schemas_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9878);


async function assertArtifact(client, query) {
    const answer = await client.get(['asserts', query.org, 'fingerprint', query.fingerprint], {
        flow_name: query.flow,
        environment_name: query.environment,
        policy_name: query.policies && query.policies.length > 0 ? query.policies : undefined
    }, answers().then(schemas => schemas.AssertionResultSchema));
    return (0,_identity_js__WEBPACK_IMPORTED_MODULE_0__/* .checkRecord */ .EQ)(answer, 'an assertion', assertionFields(query, answer));
}
/**
 * Assert: the fingerprint asked, and the flow when one was asked; both required. At
 * environment scope, the environment the answer names (optional in the description); at
 * policy scope, the policies its evaluations name, when it lists them: the ones asked.
 */
function assertionFields(asked, answer) {
    const fields = [
        {
            label: 'fingerprint',
            asked: asked.fingerprint,
            answered: answer.fingerprint,
            required: true,
            same: _identity_js__WEBPACK_IMPORTED_MODULE_0__/* .ignoringCase */ .SY
        }
    ];
    if (asked.flow !== undefined) {
        fields.push({ label: 'flow', asked: asked.flow, answered: answer.flow, required: true });
    }
    if (asked.environment !== undefined && answer.scope === 'environment') {
        fields.push({ label: 'environment', asked: asked.environment, answered: answer.environment });
    }
    const evaluated = (answer.policy_evaluations ?? []).flatMap(({ policy_name: name }) => typeof name === 'string' ? [name] : []);
    if (asked.policies?.length && answer.scope === 'policy' && evaluated.length > 0) {
        fields.push({ label: 'policy', asked: namesOf(asked.policies), answered: namesOf(evaluated) });
    }
    return fields;
}
/** A set of names as one value: each once, in order, so that two sets compare as equal. */
function namesOf(names) {
    return [...new Set(names)].sort().join(', ');
}
/** Attestations the result lists, from the top level or, failing that, from each flow. */
function attestationsOf(result) {
    const own = result.compliance_status?.attestations_statuses ?? [];
    if (own.length > 0)
        return own;
    return result.flows.flatMap(flow => flow.compliance_status?.attestations_statuses ?? []);
}
function isFailingAttestation(status) {
    // The service's own example lists a MISSING attestation with no is_compliant at all.
    return status.is_compliant === false || (status.status ?? '').toUpperCase() === 'MISSING';
}
/** The answer of assert: an artifact's compliance, at flow, environment or policy scope. */
const answers = (0,_load_schemas_js__WEBPACK_IMPORTED_MODULE_1__/* .answerSchemas */ .T)((z, { AttestationStatusSchema, flag, list, num, text, PolicyEvaluationSchema }) => {
    const ComplianceResultSchema = z.looseObject({
        unexpected: flag,
        artifact_fingerprint: text,
        status: text,
        is_compliant: flag,
        attestations_statuses: list(AttestationStatusSchema),
        evaluated_at: num
    });
    const AssertionFlowSchema = z.looseObject({
        flow: text,
        trail: text,
        compliant: flag,
        compliance_status: z.nullish(ComplianceResultSchema),
        html_url: text
    });
    const AllowListingSchema = z.looseObject({
        allowlist_id: text,
        allowed_by_user_id: text,
        timestamp: num,
        description: text
    });
    const AssertionResultSchema = z.looseObject({
        fingerprint: text,
        flow: text,
        trail: text,
        compliant: z.boolean(),
        compliance_status: z.nullish(ComplianceResultSchema),
        html_url: text,
        scope: text,
        // The description says one object; the vendor CLI reads a list. Accept both, hand out a list.
        flows: z.pipe(z.nullish(z.union([AssertionFlowSchema, z.array(AssertionFlowSchema)])), z.transform(value => (value == null ? [] : Array.isArray(value) ? value : [value]))),
        environment: text,
        policy_evaluations: list(PolicyEvaluationSchema),
        allow_listing: z.nullish(AllowListingSchema)
    });
    return { AssertionResultSchema, AssertionFlowSchema };
});


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


/***/ })

};
