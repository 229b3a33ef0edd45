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
// EXTERNAL MODULE: ./src/service/load-schemas.ts
var load_schemas = __webpack_require__(9878);
;// CONCATENATED MODULE: ./src/service/operations.ts

function assertArtifact(client, query) {
    return client.get(['asserts', query.org, 'fingerprint', query.fingerprint], {
        flow_name: query.flow,
        environment_name: query.environment,
        policy_name: query.policies && query.policies.length > 0 ? query.policies : undefined
    }, (0,load_schemas/* loadSchemas */.B)().then(schemas => schemas.AssertionResultSchema));
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
                `(${(0,errors/* describeAnswer */.O1)(error)}); report the artifact from its build job first, ` +
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

/***/ 9878:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ loadSchemas)
/* harmony export */ });
let loading;
function loadSchemas() {
    loading ??= Promise.all(/* import() */[__webpack_require__.e(816), __webpack_require__.e(51)]).then(__webpack_require__.bind(__webpack_require__, 2051));
    return loading;
}


/***/ })

};
