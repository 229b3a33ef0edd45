export const id = 344;
export const ids = [344];
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
        return computed;
    });
}


/***/ }),

/***/ 9344:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  command: () => (/* binding */ command)
});

// EXTERNAL MODULE: ./src/inputs/artifact.ts
var inputs_artifact = __webpack_require__(5755);
// EXTERNAL MODULE: ./src/inputs/errors.ts
var errors = __webpack_require__(1318);
// EXTERNAL MODULE: ./src/inputs/parse.ts
var parse = __webpack_require__(3718);
// EXTERNAL MODULE: ./src/summary/compliance.ts
var compliance = __webpack_require__(5153);
// EXTERNAL MODULE: ./src/summary/markdown.ts
var markdown = __webpack_require__(7175);
// EXTERNAL MODULE: ./src/summary/timestamps.ts
var timestamps = __webpack_require__(2095);
;// CONCATENATED MODULE: ./src/commands/assert-artifact/summary.ts



/** Attestations the result lists, from the top level or, failing that, from each flow. */
function attestationsOf(result) {
    const own = result.compliance_status?.attestations_statuses ?? [];
    if (own.length > 0)
        return own;
    return result.flows.flatMap(flow => flow.compliance_status?.attestations_statuses ?? []);
}
function isFailing(status) {
    // The service's own example lists a MISSING attestation with no is_compliant at all.
    return status.is_compliant === false || (status.status ?? '').toUpperCase() === 'MISSING';
}
function policyFails(policy) {
    return (policy.status ?? '').toUpperCase() !== 'COMPLIANT';
}
function where(result) {
    const trail = result.trail ? `, trail "${result.trail}"` : '';
    return result.flow ? `flow "${result.flow}"${trail}` : 'its trail';
}
/** One readable message naming every missing or failing attestation and failing policy. */
function describeNonCompliance(result, fingerprint) {
    const scope = result.scope === 'environment' && result.environment
        ? ` for environment "${result.environment}"`
        : result.scope === 'policy'
            ? ' against the requested policies'
            : '';
    const reasons = [];
    for (const status of attestationsOf(result).filter(isFailing)) {
        const type = status.attestation_type ? ` (${status.attestation_type})` : '';
        const state = (status.status ?? '').toUpperCase() === 'MISSING' ? 'missing' : 'non-compliant';
        reasons.push(`${state} attestation "${status.attestation_name ?? 'unnamed'}"${type}`);
    }
    for (const policy of (result.policy_evaluations ?? []).filter(policyFails)) {
        const version = policy.policy_version != null ? ` v${policy.policy_version}` : '';
        reasons.push(`failing policy "${policy.policy_name ?? 'unnamed'}"${version}`);
    }
    const because = reasons.length > 0 ? `: ${reasons.join('; ')}` : ' (the service gave no details)';
    const see = result.html_url ? `. See ${result.html_url}` : '';
    return `Artifact ${fingerprint} in ${where(result)} is not compliant${scope}${because}${see}`;
}
/** Rows from the top level or, failing that, from each flow (with the flow, for its link). */
function attestationRows(result) {
    const row = (status, flow) => ({
        status,
        state: (0,compliance/* complianceState */.Bt)(status.status, status.is_compliant),
        flow
    });
    const own = result.compliance_status?.attestations_statuses ?? [];
    if (own.length > 0)
        return own.map(status => row(status));
    return result.flows.flatMap(flow => (flow.compliance_status?.attestations_statuses ?? []).map(status => row(status, flow)));
}
/** "for environment production", "against policy strict", "in flow web-app, trail main-42". */
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
    if (!result.flow)
        return 'in its trail';
    return `in flow ${(0,markdown/* escapeText */.X1)(result.flow)}${result.trail ? `, trail ${(0,markdown/* escapeText */.X1)(result.trail)}` : ''}`;
}
/** "1 of 4 attestations not compliant (1 missing), 1 of 2 policies failed". */
function countPhrase(rows, policies) {
    const parts = [];
    const failing = rows.filter(row => (0,compliance/* isNotCompliant */.jy)(row.state)).length;
    const missing = rows.filter(row => row.state === 'missing').length;
    const ofAttestations = `of ${(0,compliance/* plural */.LS)(rows.length, 'attestation')}`;
    if (rows.length === 0)
        parts.push('no attestations listed');
    else if (failing === 0) {
        // Not rows.length: an attestation whose state the service left open is not counted as compliant.
        const compliant = rows.filter(row => row.state === 'compliant').length;
        parts.push(`${compliant} ${ofAttestations} compliant`);
    }
    else
        parts.push(`${failing} ${ofAttestations} not compliant${missing > 0 ? ` (${missing} missing)` : ''}`);
    if (policies.length > 0) {
        const failed = policies.filter(policyFails).length;
        const ofPolicies = `of ${(0,compliance/* plural */.LS)(policies.length, 'policy', 'policies')}`;
        parts.push(failed === 0 ? `${policies.length} ${ofPolicies} passed` : `${failed} ${ofPolicies} failed`);
    }
    return parts.join(', ');
}
/** ✅ compliant; ⚠️ when nothing failed outright and only evidence is missing; ❌ otherwise. */
function verdict(result, rows) {
    if (result.compliant)
        return result.allow_listing ? '✅ Compliant (allowlisted)' : '✅ Compliant';
    const failedOutright = rows.some(row => row.state === 'non-compliant') ||
        (result.policy_evaluations ?? []).some(policyFails);
    const incomplete = rows.some(row => row.state === 'missing' || row.state === 'incomplete');
    return !failedOutright && incomplete ? '⚠️ Not compliant (incomplete)' : '❌ Not compliant';
}
function evaluatedAt(result) {
    return (result.compliance_status?.evaluated_at ??
        result.flows.find(flow => flow.compliance_status?.evaluated_at != null)?.compliance_status
            ?.evaluated_at);
}
function statusCell(row) {
    const overridden = row.status.overridden_attestation_id ? ' (overridden)' : '';
    return `${(0,compliance/* complianceMark */.tX)(row.state)}${overridden}`;
}
function renderAssertionSummary(result, fingerprint) {
    const rows = attestationRows(result);
    const policies = result.policy_evaluations ?? [];
    const trailStatus = result.compliance_status?.status;
    const sections = [
        `## ${verdict(result, rows)} ${scopePhrase(result)}: ${countPhrase(rows, policies)}`,
        (0,markdown/* facts */.Ix)([
            ['Fingerprint', (0,markdown/* code */.aY)(fingerprint)],
            ['Scope', (0,markdown/* escapeText */.X1)(result.scope)],
            ['Environment', result.environment ? (0,markdown/* escapeText */.X1)(result.environment) : undefined],
            ['Flow', (0,markdown/* escapeText */.X1)(result.flow)],
            ['Trail', (0,markdown/* escapeText */.X1)(result.trail)],
            [
                'Artifact status',
                trailStatus
                    ? (0,compliance/* complianceMark */.tX)((0,compliance/* complianceState */.Bt)(trailStatus, result.compliance_status?.is_compliant))
                    : undefined
            ],
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
            // The published values are COMPLIANT and NON-COMPLIANT; anything else fails the gate.
            (0,compliance/* complianceMark */.tX)(policyFails(policy) ? 'non-compliant' : 'compliant')
        ])));
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
    if (result.html_url)
        sections.push((0,markdown/* link */.nf)('View the artifact in the compliance service', result.html_url));
    return sections.join('\n\n') + '\n';
}
function flowCell(flow) {
    if (!flow)
        return '—';
    const label = flow.trail ? `${flow.flow ?? '—'} / ${flow.trail}` : (flow.flow ?? 'artifact');
    return (0,markdown/* link */.nf)(label, flow.html_url);
}

// EXTERNAL MODULE: ./src/http/errors.ts
var http_errors = __webpack_require__(8549);
// EXTERNAL MODULE: ./src/service/endpoints.ts + 1 modules
var endpoints = __webpack_require__(425);
// EXTERNAL MODULE: ./src/action/artifact-fingerprint.ts
var artifact_fingerprint = __webpack_require__(7603);
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
    const environment = (0,parse/* readName */.MQ)(source, 'environment');
    if (environment !== undefined && policies.length > 0) {
        // The service asserts one scope: an environment's own policies, or the named ones.
        throw new errors/* InputError */.d('policies', 'is set together with environment', 'either environment (its policies) or policies, not both, as the vendor CLI requires');
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
    const result = await (0,http_errors/* explainNotFound */.hf)((0,endpoints/* assertArtifact */.fp)(service, {
        org: context.common.org,
        fingerprint,
        flow: inputs.flow,
        environment: inputs.environment,
        policies: inputs.policies
    }), answer => `Artifact ${fingerprint} is not known to org "${context.common.org}"${within} ` +
        `(${answer}); report the artifact from its build job first, ` +
        `or check org, flow, environment and the fingerprint.`);
    const compliant = result.compliant;
    const outputs = {
        compliant: String(compliant),
        fingerprint,
        scope: result.scope ?? '',
        'html-url': result.html_url ?? '',
        flow: result.flow ?? '',
        trail: result.trail ?? '',
        result: JSON.stringify(result)
    };
    const summary = renderAssertionSummary(result, fingerprint);
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

/***/ 3739:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ur: () => (/* binding */ BUILT_IN_ATTESTATION_TYPES),
/* harmony export */   ZX: () => (/* binding */ ATTESTATION_TYPES)
/* harmony export */ });
/* unused harmony export ATTESTATION_TYPE_NAMES */
/**
 * Every attestation type, once: the name the service stores it by, how the action names it
 * to people, and the last segment of the path it is posted to,
 * `POST /attestations/{org}/{flow}/trail/{trail}/{segment}`. The bodies
 * (service/attestations.ts), the log lines and summaries, override-attestation's accepted
 * types and the sandbox's routes and seed schema are all derived from this table. It sits on
 * the lowest floor so that a command's declaration can name the types too.
 */
/** By the name the service stores: a custom type's attestations as `custom:<type>`. */
const ATTESTATION_TYPES = {
    generic: { label: 'Generic', segment: 'generic', builtIn: true },
    junit: { label: 'JUnit', segment: 'junit', builtIn: true },
    snyk: { label: 'Snyk', segment: 'snyk', builtIn: true },
    pull_request: { label: 'Pull request', segment: 'pull_request', builtIn: true },
    jira: { label: 'Jira', segment: 'jira', builtIn: true },
    sonar: { label: 'Sonar', segment: 'sonar', builtIn: true },
    custom: { label: 'Custom', segment: 'custom', builtIn: false },
    /** A decision against a governance control: the reference CLI's wire, not published. */
    decision: { label: 'Decision', segment: 'system', builtIn: false }
};
const ATTESTATION_TYPE_NAMES = Object.keys(ATTESTATION_TYPES);
/** The service's built-in types, in the order the published description lists them. */
const BUILT_IN_ATTESTATION_TYPES = ATTESTATION_TYPE_NAMES.filter(name => ATTESTATION_TYPES[name].builtIn);


/***/ }),

/***/ 8452:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   r: () => (/* binding */ ARTIFACT_TYPES)
/* harmony export */ });
const ARTIFACT_TYPES = ['file', 'dir', 'docker', 'oci'];


/***/ }),

/***/ 8737:
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
/* harmony import */ var _fingerprint_artifact_types_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8452);
/* harmony import */ var _fingerprint_image_reference_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8737);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1318);
/* harmony import */ var _parse_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3718);
/* harmony import */ var _registry_credentials_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5849);
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
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .d('fingerprint', 'is set together with artifact-path', 'one of the two, not both');
    }
    if (!fingerprint && !path) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .d('fingerprint', 'is empty and so is artifact-path', 'a 64-character SHA-256 fingerprint, or artifact-path naming a file, directory or docker image');
    }
    const type = (0,_parse_js__WEBPACK_IMPORTED_MODULE_2__/* .readChoice */ .Kf)(source, 'artifact-type', _fingerprint_artifact_types_js__WEBPACK_IMPORTED_MODULE_4__/* .ARTIFACT_TYPES */ .r);
    const exclude = (0,_parse_js__WEBPACK_IMPORTED_MODULE_2__/* .readList */ .LD)(source, 'exclude');
    const registry = (0,_registry_credentials_js__WEBPACK_IMPORTED_MODULE_3__/* .readRegistryCredentials */ .y)(source);
    if (registry && type !== 'oci') {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .d('registry-username', `is set for ${type ? `artifact-type ${type}` : fingerprint ? 'a fingerprint' : 'a file or directory'}`, 'registry credentials only with artifact-type: oci');
    }
    if (fingerprint) {
        if (type || exclude.length > 0) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .d(type ? 'artifact-type' : 'exclude', 'is set with fingerprint', 'it only with artifact-path');
        }
        return { fingerprint };
    }
    if (exclude.length > 0 && type && type !== 'dir') {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .d('exclude', `is set for artifact-type ${type}`, 'exclude only for a directory');
    }
    const artifactPath = path;
    if (type === 'oci') {
        const reference = (0,_fingerprint_image_reference_js__WEBPACK_IMPORTED_MODULE_5__/* .parseImageReference */ .o_)(artifactPath);
        if ('problem' in reference) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .d('artifact-path', `${reference.problem} (${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .h)(artifactPath)})`, IMAGE_FORM);
        }
        return { path: artifactPath, type, exclude, ...(registry ? { registry } : {}) };
    }
    // A docker image name is no path; anything else must exist before a request is made.
    if (type !== 'docker' && !(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(artifactPath)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .d('artifact-path', `names ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .h)(artifactPath)}, which does not exist`, 'the path of an existing file or directory (relative to the working directory), or artifact-type: docker or oci for an image');
    }
    return { path: artifactPath, type, exclude };
}
/** For commands where the artifact is optional (else the trail): undefined when none is named. */
function readOptionalArtifact(source) {
    const named = ['fingerprint', 'artifact-path', 'artifact-type', 'exclude'].some(name => source(name) !== undefined);
    return named ? readArtifact(source) : undefined;
}


/***/ }),

/***/ 425:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  fp: () => (/* binding */ assertArtifact),
  Cf: () => (/* binding */ attestationRequest),
  T8: () => (/* binding */ beginTrailRequest),
  _H: () => (/* binding */ createAttestationTypeRequest),
  eV: () => (/* binding */ createFlowRequest),
  cN: () => (/* binding */ downloadAuditPackage),
  ab: () => (/* binding */ downloadAuditPdf),
  wr: () => (/* binding */ getApproval),
  C_: () => (/* binding */ getAttestations),
  i8: () => (/* binding */ getDeployment),
  PH: () => (/* binding */ getTrail),
  kP: () => (/* binding */ listActions),
  el: () => (/* binding */ listAttestations),
  YF: () => (/* binding */ listBuilds),
  k9: () => (/* binding */ listOrgTrails),
  ao: () => (/* binding */ listTrails),
  Kh: () => (/* binding */ overrideRequest),
  iL: () => (/* binding */ reportArtifactRequest),
  a_: () => (/* binding */ tagRequest)
});

// UNUSED EXPORTS: AUDIT_PACKAGE, AUDIT_PDF

// EXTERNAL MODULE: ./src/declarations/attestation-types.ts
var attestation_types = __webpack_require__(3739);
;// CONCATENATED MODULE: ./src/service/load-schemas.ts
let loading;
function loadSchemas() {
    // One turn of the event loop first: the caller sends its request in this one, and the
    // chunk's compile (about 10 ms) then overlaps the wait for the answer instead of coming
    // before the request is written.
    loading ??= new Promise(resolve => setImmediate(resolve)).then(() => Promise.all(/* import() */[__webpack_require__.e(831), __webpack_require__.e(51)]).then(__webpack_require__.bind(__webpack_require__, 2051)));
    return loading;
}

;// CONCATENATED MODULE: ./src/service/endpoints.ts


function assertArtifact(client, query) {
    return client.get(['asserts', query.org, 'fingerprint', query.fingerprint], {
        flow_name: query.flow,
        environment_name: query.environment,
        policy_name: query.policies && query.policies.length > 0 ? query.policies : undefined
    }, loadSchemas().then(schemas => schemas.AssertionResultSchema));
}
const known = (value) => (value == null ? undefined : value);
async function listBuilds(client, query) {
    const answer = await client.get(['builds', query.org], {
        page: query.page,
        per_page: query.perPage,
        repo_id: query.repoId,
        repo_name: query.repoName,
        // The published description spells these two with hyphens (the notes say start_ts);
        // the service ignores unknown parameters, so the other spelling would silently not filter.
        'start-ts': query.startTs,
        'end-ts': query.endTs
    }, loadSchemas().then(schemas => schemas.BuildPageSchema));
    return {
        items: answer.builds,
        total: known(answer.total_count),
        pageCount: known(answer.total_pages)
    };
}
async function listTrails(client, query) {
    const paging = query.paged ? { page: query.page, per_page: query.perPage } : {};
    const answer = await client.get(['trails', query.org, query.flow], paging, loadSchemas().then(schemas => schemas.TrailPageSchema));
    if (!query.paged) {
        return { items: answer.data, total: answer.data.length, pageCount: 1 };
    }
    return pageOfTrails(answer, query.page);
}
/**
 * A page of a trail listing. `pagination` is present only when there are several pages:
 * without it, this is the only one.
 */
function pageOfTrails(answer, page) {
    if (!answer.pagination) {
        return { items: answer.data, total: page === 1 ? answer.data.length : undefined, pageCount: 1 };
    }
    return { items: answer.data, ...fromPagination(answer.pagination) };
}
/**
 * GET /trails/{org}: trails across the org's flows, filtered. Always paged by the service
 * (page 1, 20 a page, by default), so the page and page size are sent when known.
 */
async function listOrgTrails(client, query) {
    const answer = await client.get(['trails', query.org], {
        flow: query.flow,
        flow_tag: query.flowTag,
        fingerprint: query.fingerprint,
        page: query.page,
        per_page: query.perPage
    }, loadSchemas().then(schemas => schemas.TrailPageSchema));
    return pageOfTrails(answer, query.page);
}
async function listAttestations(client, query) {
    const answer = await client.get(['attestations', query.org, query.flow], {
        page: query.page,
        per_page: query.perPage,
        from_timestamp: query.fromTimestamp,
        to_timestamp: query.toTimestamp
    }, loadSchemas().then(schemas => schemas.AttestationPageSchema));
    return {
        items: answer.data,
        ...(answer.pagination ? fromPagination(answer.pagination) : {})
    };
}
function fromPagination(pagination) {
    return { total: known(pagination.total), pageCount: known(pagination.page_count) };
}
/** Not in the published description: the path and answer are the ones the service serves. */
function getDeployment(client, query) {
    return client.get(['deployments', query.org, query.environment, query.fingerprint], {}, loadSchemas().then(schemas => schemas.DeploymentSchema));
}
function getApproval(client, query) {
    return client.get(['approvals', query.org, query.flow, String(query.number)], {}, loadSchemas().then(schemas => schemas.ApprovalSchema));
}
function getTrail(client, ref) {
    return client.get(['trails', ref.org, ref.flow, ref.trail], {}, loadSchemas().then(schemas => schemas.TrailDetailSchema));
}
/** What the description says the audit package is: application/gzip, a gzipped tarball. */
const AUDIT_PACKAGE = {
    what: 'a gzipped tarball',
    accept: 'application/gzip, application/octet-stream;q=0.5',
    contentTypes: [
        'application/gzip',
        'application/x-gzip',
        'application/x-tgz',
        'application/x-compressed-tar',
        'application/tar+gzip',
        'application/octet-stream',
        'binary/octet-stream'
    ],
    magic: Buffer.from([0x1f, 0x8b])
};
/** The trail's PDF report: application/pdf. */
const AUDIT_PDF = {
    what: 'a PDF',
    accept: 'application/pdf, application/octet-stream;q=0.5',
    contentTypes: [
        'application/pdf',
        'application/x-pdf',
        'application/octet-stream',
        'binary/octet-stream'
    ],
    magic: Buffer.from('%PDF-', 'latin1')
};
function downloadAuditPackage(client, ref, target) {
    return client.download(['trails', ref.org, ref.flow, ref.trail, 'audit_package'], target, AUDIT_PACKAGE);
}
function downloadAuditPdf(client, ref, target) {
    return client.download(['trails', ref.org, ref.flow, ref.trail, 'audit_pdf'], target, AUDIT_PDF);
}
/** Every attestation the lookup names: several when one name was recorded more than once. */
async function getAttestations(client, lookup) {
    if ('id' in lookup) {
        const page = await client.get(['attestations', lookup.org], { attestation_id: lookup.id }, loadSchemas().then(schemas => schemas.AttestationPageSchema));
        return page.data;
    }
    const segments = 'trail' in lookup
        ? ['attestations', lookup.org, lookup.flow, 'trail', lookup.trail, lookup.name]
        : ['attestations', lookup.org, lookup.flow, 'artifact', lookup.fingerprint, lookup.name];
    return client.get(segments, {}, loadSchemas().then(schemas => schemas.AttestationListSchema));
}
function listActions(client, org) {
    return client.get(['actions', org], {}, loadSchemas().then(schemas => schemas.ActionListSchema));
}
// Writes. Each is sent once: the transport repeats a write only when the service cannot have
// applied it (connection refused, 409, 429, 503), so nothing is recorded twice.
/**
 * A PUT that updates what exists answers 200, which the description declares without a body
 * for flows (and not at all for trails, though the service answers it): an empty 200 is the
 * update's success, anything else on a 2xx must still be JSON.
 */
const UPDATED = [200];
const createFlowRequest = (org, body, template) => ({
    method: 'PUT',
    segments: ['flows', org, 'template_file'],
    json: body,
    multipart: true,
    file: template,
    emptyAnswerStatuses: UPDATED
});
const beginTrailRequest = (target, body, template) => ({
    method: 'PUT',
    segments: ['trails', target.org, target.flow],
    json: body,
    multipart: true,
    file: template,
    emptyAnswerStatuses: UPDATED
});
const reportArtifactRequest = (target, body) => ({
    method: 'POST',
    segments: ['artifacts', target.org, target.flow],
    json: body,
    multipart: false
});
/**
 * Every attestation type: multipart, data_json and an optional attachment_file, posted to
 * the type's own path segment.
 */
const attestationRequest = (target, type, body, attachment) => ({
    method: 'POST',
    segments: [
        'attestations',
        target.org,
        target.flow,
        'trail',
        target.trail,
        attestation_types/* ATTESTATION_TYPES */.ZX[type].segment
    ],
    json: body,
    multipart: true,
    file: attachment
});
/** JSON, not multipart; the published description declares 201 without a body. */
const overrideRequest = (target, body) => ({
    method: 'POST',
    segments: ['attestations', target.org, target.flow, 'trail', target.trail, 'override'],
    json: body,
    multipart: false,
    emptyAnswerStatuses: [201]
});
/**
 * PATCH /tags/{org}/{resource_type}/{resource_id}. The description declares its 200 answer
 * without a shape: an empty 200 is success too.
 */
const tagRequest = (org, type, resource, body) => ({
    method: 'PATCH',
    segments: ['tags', org, type, resource],
    json: body,
    multipart: false,
    emptyAnswerStatuses: [200]
});
/**
 * POST /custom-attestation-types/{org}: data_json and, when given, the schema as
 * type_schema. The description declares its 201 answer without a shape.
 */
const createAttestationTypeRequest = (org, body, schema) => ({
    method: 'POST',
    segments: ['custom-attestation-types', org],
    json: body,
    multipart: true,
    file: schema,
    emptyAnswerStatuses: [201]
});


/***/ }),

/***/ 5153:
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


/***/ }),

/***/ 7175:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DV: () => (/* binding */ codeBlock),
/* harmony export */   Ix: () => (/* binding */ facts),
/* harmony export */   X1: () => (/* binding */ escapeText),
/* harmony export */   aY: () => (/* binding */ code),
/* harmony export */   nE: () => (/* binding */ shortFingerprint),
/* harmony export */   nf: () => (/* binding */ link),
/* harmony export */   tp: () => (/* binding */ table)
/* harmony export */ });
/** Small, escaping Markdown builders for job summaries. */
/** Escapes text for a table cell or inline use: no HTML, no table breaks, one line. */
function escapeText(value) {
    if (value === undefined || value === null || value === '')
        return '—';
    return String(value)
        .replace(/[\r\n]+/g, ' ')
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/([\\`*_[\]])/g, '\\$1')
        .replace(/\|/g, '\\|');
}
function code(value) {
    if (!value)
        return '—';
    return `\`${value.replace(/[`\r\n|]/g, '')}\``;
}
/** A link, only for http(s) URLs: anything else is shown as plain text. */
function link(label, url) {
    if (!url || !/^https?:\/\//i.test(url))
        return escapeText(label);
    // Both parentheses: an unbalanced "(" in a link destination stops it being a link at all.
    const target = encodeURI(decodeURIComponentSafe(url)).replace(/\(/g, '%28').replace(/\)/g, '%29');
    return `[${escapeText(label)}](${target})`;
}
function decodeURIComponentSafe(url) {
    try {
        return decodeURI(url);
    }
    catch {
        return url;
    }
}
function table(headers, rows) {
    const head = `| ${headers.join(' | ')} |`;
    const rule = `| ${headers.map(() => '---').join(' | ')} |`;
    return [head, rule, ...rows.map(row => `| ${row.join(' | ')} |`)].join('\n');
}
function facts(rows) {
    return rows
        .filter((row) => row[1] !== undefined)
        .map(([name, value]) => `- **${name}:** ${value}`)
        .join('\n');
}
/**
 * A fenced code block whose fence is longer than any run of backticks in the text, so the
 * text shows exactly as it is, whatever it holds.
 */
function codeBlock(text, language = '') {
    const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map(run => run.length));
    const fence = '`'.repeat(Math.max(3, longest + 1));
    return `${fence}${language}\n${text}\n${fence}`;
}
function shortFingerprint(fingerprint) {
    return fingerprint ? fingerprint.slice(0, 12) : '—';
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
