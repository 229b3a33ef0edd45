export const id = 357;
export const ids = [357];
export const modules = {

/***/ 6357:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  assertArtifactCommand: () => (/* binding */ assertArtifactCommand)
});

// EXTERNAL MODULE: ./src/inputs/artifact.ts
var inputs_artifact = __webpack_require__(5755);
// EXTERNAL MODULE: ./src/inputs/parse.ts
var parse = __webpack_require__(3718);
// EXTERNAL MODULE: ./src/report/markdown.ts
var markdown = __webpack_require__(4285);
;// CONCATENATED MODULE: ./src/report/assertion.ts

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
function renderAssertionSummary(result, fingerprint) {
    const verdict = result.compliant
        ? '## ✅ Artifact is compliant'
        : '## ❌ Artifact is not compliant';
    const sections = [
        verdict,
        (0,markdown/* facts */.Ix)([
            ['Fingerprint', (0,markdown/* code */.aY)(fingerprint)],
            ['Scope', (0,markdown/* escapeText */.X1)(result.scope)],
            ['Environment', result.environment ? (0,markdown/* escapeText */.X1)(result.environment) : undefined],
            ['Flow', (0,markdown/* escapeText */.X1)(result.flow)],
            ['Trail', (0,markdown/* escapeText */.X1)(result.trail)]
        ])
    ];
    const attestations = attestationsOf(result);
    if (attestations.length > 0) {
        sections.push('### Attestations', (0,markdown/* table */.tp)(['Name', 'Type', 'Status', 'Compliant'], attestations.map(status => [
            (0,markdown/* escapeText */.X1)(status.attestation_name),
            (0,markdown/* escapeText */.X1)(status.attestation_type),
            (0,markdown/* escapeText */.X1)(status.status),
            (0,markdown/* yesNo */.Lm)(status.is_compliant)
        ])));
    }
    const policies = result.policy_evaluations ?? [];
    if (policies.length > 0) {
        sections.push('### Policy evaluations', (0,markdown/* table */.tp)(['Policy', 'Version', 'Status'], policies.map(policy => [
            (0,markdown/* escapeText */.X1)(policy.policy_name),
            (0,markdown/* escapeText */.X1)(policy.policy_version),
            `${policyFails(policy) ? '❌' : '✅'} ${(0,markdown/* escapeText */.X1)(policy.status)}`
        ])));
    }
    if (result.allow_listing) {
        const allow = result.allow_listing;
        sections.push('### Allowlisted', (0,markdown/* facts */.Ix)([
            ['Reason', (0,markdown/* escapeText */.X1)(allow.description)],
            ['Allowed by', (0,markdown/* escapeText */.X1)(allow.allowed_by_user_id)],
            ['Allowlist', (0,markdown/* escapeText */.X1)(allow.allowlist_id)],
            [
                'At',
                allow.timestamp != null
                    ? (0,markdown/* escapeText */.X1)(new Date(allow.timestamp * 1000).toISOString())
                    : undefined
            ]
        ]));
    }
    if (result.html_url)
        sections.push((0,markdown/* link */.nf)('View the artifact in the compliance service', result.html_url));
    return sections.join('\n\n') + '\n';
}

// EXTERNAL MODULE: ./src/service/errors.ts
var errors = __webpack_require__(5756);
// EXTERNAL MODULE: ./src/service/schemas.ts
var schemas = __webpack_require__(2051);
;// CONCATENATED MODULE: ./src/service/operations.ts

function assertArtifact(client, query) {
    return client.get(['asserts', query.org, 'fingerprint', query.fingerprint], {
        flow_name: query.flow,
        environment_name: query.environment,
        policy_name: query.policies && query.policies.length > 0 ? query.policies : undefined
    }, schemas/* AssertionResultSchema */.xA);
}

// EXTERNAL MODULE: ./src/commands/artifact.ts
var artifact = __webpack_require__(6386);
;// CONCATENATED MODULE: ./src/commands/assert-artifact.ts
/**
 * assert-artifact: the deployment gate. Asks the service whether an artifact is compliant
 * at flow, environment or policy scope and fails the step when it is not.
 */






function parseInputs(source) {
    const artifact = (0,inputs_artifact/* readArtifact */.R)(source);
    const policies = (0,parse/* readList */.LD)(source, 'policies');
    for (const policy of policies)
        (0,parse/* checkName */.I3)('policies', policy);
    return {
        artifact,
        flow: (0,parse/* readName */.MQ)(source, 'flow'),
        environment: (0,parse/* readName */.MQ)(source, 'environment'),
        policies,
        failOnNonCompliant: (0,parse/* readBoolean */.Vf)(source, 'fail-on-non-compliant', true)
    };
}
async function run(inputs, context) {
    const fingerprint = await (0,artifact/* resolveFingerprint */.J)(inputs.artifact, context.log);
    const service = context.service;
    if (!service) {
        context.log.warning('Dry run without api-token: the compliance of the artifact was not asked.');
        return { outcome: 'skipped', outputs: { fingerprint } };
    }
    let result;
    try {
        result = await assertArtifact(service, {
            org: context.common.org,
            fingerprint,
            flow: inputs.flow,
            environment: inputs.environment,
            policies: inputs.policies
        });
    }
    catch (error) {
        if (error instanceof errors/* RequestError */.GI && error.status === 404) {
            const within = inputs.flow ? ` in flow "${inputs.flow}"` : '';
            throw new Error(`Artifact ${fingerprint} is not known to org "${context.common.org}"${within} ` +
                `(the service said: ${error.detail}); report the artifact from its build job first, ` +
                `or check org, flow, environment and the fingerprint.`, { cause: error });
        }
        throw error;
    }
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
const assertArtifactCommand = { parseInputs, run };


/***/ }),

/***/ 2051:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BU: () => (/* binding */ AttestationPageSchema),
/* harmony export */   Bn: () => (/* binding */ BuildPageSchema),
/* harmony export */   LT: () => (/* binding */ ApprovalSchema),
/* harmony export */   QT: () => (/* binding */ ActionListSchema),
/* harmony export */   RL: () => (/* binding */ TrailPageSchema),
/* harmony export */   f5: () => (/* binding */ DeploymentSchema),
/* harmony export */   xA: () => (/* binding */ AssertionResultSchema)
/* harmony export */ });
/* unused harmony exports AttestationStatusSchema, ComplianceResultSchema, PolicyEvaluationSchema, AllowListingSchema, PaginationSchema, TrailSchema, AttestationSchema, BuildSchema, ActionSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8816);
/**
 * zod schemas for the service's resources. They are tolerant on purpose: unknown fields
 * pass through, and a field is required only when a command cannot work without it. The
 * published description itself omits fields it marks required (its assert example has no
 * `unexpected`), so rejecting a response for a missing display field would break gates.
 */

const text = zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullish();
const flag = zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY().nullish();
const num = zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().nullish();
const list = (item) => zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(item).nullish();
const AttestationStatusSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    attestation_name: text,
    attestation_type: text,
    attestation_id: text,
    overridden_attestation_id: text,
    status: text,
    is_compliant: flag,
    unexpected: flag
});
const ComplianceResultSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    unexpected: flag,
    artifact_fingerprint: text,
    status: text,
    is_compliant: flag,
    attestations_statuses: list(AttestationStatusSchema),
    evaluated_at: num
});
const AssertionFlowSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    flow: text,
    trail: text,
    compliant: flag,
    compliance_status: ComplianceResultSchema.nullish(),
    html_url: text
});
const PolicyEvaluationSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    policy_name: text,
    policy_version: num,
    status: text,
    rule_evaluations: list(zod__WEBPACK_IMPORTED_MODULE_0__/* .unknown */ .L5J())
});
const AllowListingSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    allowlist_id: text,
    allowed_by_user_id: text,
    timestamp: num,
    description: text
});
const AssertionResultSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    fingerprint: text,
    flow: text,
    trail: text,
    compliant: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
    compliance_status: ComplianceResultSchema.nullish(),
    html_url: text,
    scope: text,
    // The description says one object; the vendor CLI reads a list. Accept both, hand out a list.
    flows: zod__WEBPACK_IMPORTED_MODULE_0__/* .union */ .KCZ([AssertionFlowSchema, zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(AssertionFlowSchema)])
        .nullish()
        .transform(value => (value == null ? [] : Array.isArray(value) ? value : [value])),
    environment: text,
    policy_evaluations: list(PolicyEvaluationSchema),
    allow_listing: AllowListingSchema.nullish()
});
const PaginationSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    total: num,
    page: num,
    per_page: num,
    page_count: num
});
const TrailSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    created_at: num,
    last_modified_at: num,
    compliance_status: zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
        status: text,
        is_compliant: flag,
        attestations_statuses: list(AttestationStatusSchema)
    })
        .nullish(),
    compliance_state: text,
    is_compliant: flag,
    created_by: text,
    html_url: text,
    description: text,
    origin_url: text
});
/** List trails answers `{data, pagination?}` or, without paging parameters, a bare list. */
const TrailPageSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .union */ .KCZ([
    zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({ data: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(TrailSchema), pagination: PaginationSchema.nullish() }),
    zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(TrailSchema)
])
    .transform(value => (Array.isArray(value) ? { data: value, pagination: null } : value));
const GitCommitInfoSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    sha1: text,
    message: text,
    author: text,
    branch: text,
    timestamp: num,
    url: text
});
const DeployedArtifactSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    flow_name: text,
    trail_name: text,
    template_reference_name: text,
    git_commit: text,
    git_commit_info: GitCommitInfoSchema.nullish(),
    repo_info: zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({ name: text, repo_id: text }).nullish()
});
const DeploymentSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    fingerprint: text,
    deployed_at: num,
    artifact_name: text,
    env_name: text,
    snapshot_index: num,
    artifact: DeployedArtifactSchema.nullish(),
    replaced_artifact: zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
        fingerprint: text,
        artifact_name: text,
        snapshot_index: num,
        artifact: DeployedArtifactSchema.nullish()
    })
        .nullish(),
    diff_url: text
});
const AttestationSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    attestation_id: text,
    attestation_name: text,
    attestation_type: text,
    created_at: num,
    description: text,
    html_url: text,
    is_compliant: flag,
    origin_url: text,
    reported_by: text
});
const AttestationPageSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    data: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(AttestationSchema),
    pagination: PaginationSchema.nullish()
});
const ApprovalSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    release_number: num,
    state: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    base_artifact: text,
    target_artifact: text,
    artifact_name: text,
    description: text,
    environment: text,
    created_at: num,
    last_modified_at: num,
    approvals: list(zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
        state: text,
        comment: text,
        approved_by: text,
        approval_url: text,
        timestamp: num
    }))
});
const BuildSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    created_at: num,
    fingerprint: text,
    flow_name: text,
    trail_name: text,
    repo_info: zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({ name: text, repo_id: text }).nullish()
});
const BuildPageSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    page: num,
    per_page: num,
    total_pages: num,
    total_count: num,
    builds: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(BuildSchema)
});
const ActionSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    type: text,
    number: num,
    triggers: list(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    is_failing: flag,
    last_success_timestamp: num,
    last_failure_timestamp: num,
    flows: list(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    environments: list(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP())
});
const ActionListSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(ActionSchema);


/***/ })

};
