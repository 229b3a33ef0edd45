export const id = 7573;
export const ids = [7573];
export const modules = {

/***/ 4835:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ skippedWithoutToken)
/* harmony export */ });
function skippedWithoutToken(log, what) {
    log.warning(`Dry run without api-token: ${what} (outcome skipped).`);
    return { outcome: 'skipped', outputs: {} };
}


/***/ }),

/***/ 7573:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  command: () => (/* binding */ command)
});

// EXTERNAL MODULE: ./src/inputs/parse.ts
var parse = __webpack_require__(3718);
// EXTERNAL MODULE: ./src/service/endpoints.ts + 2 modules
var endpoints = __webpack_require__(654);
// EXTERNAL MODULE: ./src/service/identity.ts
var identity = __webpack_require__(7065);
// EXTERNAL MODULE: ./src/action/skip.ts
var skip = __webpack_require__(4835);
// EXTERNAL MODULE: ./src/inputs/input-error.ts
var input_error = __webpack_require__(9354);
;// CONCATENATED MODULE: ./src/commands/get-snapshot/expression.ts
/**
 * The `snapshot` input: a snapshot expression as the service's GET /snapshots takes it,
 * checked while inputs are read so a typo fails before any request. `#N` (the vendor CLI's
 * spelling) is sent as `N`.
 */

const FORMS = 'N or #N (the Nth snapshot, from 1), -1 (the latest) or -N, ~N (N behind the latest), ' +
    '@{YYYY-MM-DDTHH:MM:SS} (UTC) or @{N.<hours|days|weeks|months>.ago}';
const NUMBERED = /^(#?)([1-9]\d{0,8})$/;
const FROM_LATEST = /^[-~](\d{1,9})$/;
const AGO = /^@\{[1-9]\d{0,5}\.(hours|days|weeks|months)\.ago\}$/;
const MOMENT = /^@\{(\d{4})-(\d\d)-(\d\d)T(\d\d):(\d\d):(\d\d)\}$/;
/** The expression to send; throws InputError naming `input` for any other form. */
function readSnapshotExpression(input, value) {
    const trimmed = value.trim();
    const numbered = NUMBERED.exec(trimmed);
    if (numbered)
        return numbered[2] ?? trimmed;
    if (FROM_LATEST.test(trimmed)) {
        if (trimmed === '-0')
            throw new input_error/* InputError */.d(input, 'has "-0", which names no snapshot', FORMS);
        return trimmed;
    }
    if (AGO.test(trimmed) || trimmed === '@{now}')
        return trimmed;
    const moment = MOMENT.exec(trimmed);
    if (moment && isRealMoment(moment.slice(1).map(Number)))
        return trimmed;
    const hint = /[#~@]/.test(trimmed.slice(1)) && !trimmed.startsWith('@')
        ? ' (the environment goes in "environment", not here)'
        : '';
    throw new input_error/* InputError */.d(input, `has ${(0,input_error/* quote */.h)(value)}, which is not a snapshot expression${hint}`, FORMS);
}
function isRealMoment([year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0]) {
    const time = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
    return (time.getUTCFullYear() === year &&
        time.getUTCMonth() === month - 1 &&
        time.getUTCDate() === day &&
        hour < 24 &&
        minute < 60 &&
        second < 60);
}

;// CONCATENATED MODULE: ./src/commands/get-snapshot/findings.ts
function runningArtifacts(snapshot) {
    return snapshot.artifacts.filter(artifact => artifact.annotation?.now !== 0);
}
/** Compliant only when the service says so: a missing flag is not compliance. */
function isCompliant(artifact) {
    return artifact.compliant === true;
}
const MAX_REASONS = 5;
function reasonsOf(artifact) {
    const reasons = (artifact.policy_decisions ?? [])
        .filter(decision => decision.status !== 'COMPLIANT')
        .flatMap(decision => (decision.rule_evaluations ?? [])
        .filter(rule => rule.satisfied === false)
        .map(rule => {
        const what = [rule.rule, rule.reason].filter(Boolean).join(': ');
        return `policy ${decision.policy_name ?? '(unnamed)'}${what ? `, ${what}` : ''}`;
    }));
    return reasons.slice(0, MAX_REASONS);
}
function nonCompliantArtifacts(snapshot) {
    return runningArtifacts(snapshot)
        .filter(artifact => !isCompliant(artifact))
        .map(artifact => ({
        name: artifact.name ?? '',
        fingerprint: artifact.fingerprint ?? '',
        flow: artifact.flow_name ?? '',
        trail: artifact.trail_name ?? '',
        reasons: reasonsOf(artifact)
    }));
}
/** `web-app-image (5e7ab2d5a394) of flow web-app, trail release-1.6.0: policy …` */
function describeFinding(finding) {
    const short = finding.fingerprint.slice(0, 12);
    const name = finding.name || short || 'an unnamed artifact';
    const print = finding.name && short ? ` (${short})` : '';
    const where = finding.flow
        ? ` of flow ${finding.flow}${finding.trail ? `, trail ${finding.trail}` : ''}`
        : ' with no provenance (reported in no flow)';
    const why = finding.reasons.length > 0 ? ` [${finding.reasons.join('; ')}]` : '';
    return `${name}${print}${where}${why}`;
}

// EXTERNAL MODULE: ./src/summary/compliance.ts
var compliance = __webpack_require__(5153);
// EXTERNAL MODULE: ./src/summary/markdown.ts
var markdown = __webpack_require__(7175);
// EXTERNAL MODULE: ./src/summary/timestamps.ts
var timestamps = __webpack_require__(2095);
;// CONCATENATED MODULE: ./src/commands/get-snapshot/summary.ts
/** get-snapshot's job summary: what runs in the environment, each artifact's compliance, flow and trail. */




/** Rows past this are counted, not shown: a summary stays readable and under its cap. */
const MAX_ROWS = 200;
function renderSnapshotSummary(snapshot, environment) {
    const running = runningArtifacts(snapshot);
    const failing = running.filter(artifact => !isCompliant(artifact)).length;
    const verdict = snapshot.compliant ? (0,compliance/* complianceMark */.tX)('compliant') : (0,compliance/* complianceMark */.tX)('non-compliant');
    const policies = (snapshot.applied_policies ?? [])
        .map(policy => policy.name ?? '')
        .filter(Boolean);
    const rows = running
        .slice(0, MAX_ROWS)
        .map(artifact => [
        (0,markdown/* link */.nf)(artifact.name ?? (0,markdown/* shortFingerprint */.nE)(artifact.fingerprint), artifact.html_url),
        (0,markdown/* code */.aY)((0,markdown/* shortFingerprint */.nE)(artifact.fingerprint)),
        (0,compliance/* complianceMark */.tX)(isCompliant(artifact) ? 'compliant' : 'non-compliant'),
        (0,markdown/* escapeText */.X1)(artifact.flow_name || '—'),
        (0,markdown/* escapeText */.X1)(artifact.trail_name || '—'),
        (0,markdown/* escapeText */.X1)((0,timestamps/* readableTime */.GI)(artifact.creationTimestamp?.[0]) ?? '—')
    ]);
    const sections = [
        `## Snapshot #${snapshot.index} of environment ${(0,markdown/* escapeText */.X1)(environment)}: ${verdict}`,
        (0,markdown/* facts */.Ix)([
            ['Snapshot', (0,markdown/* link */.nf)(`#${snapshot.index}`, snapshot.html_url)],
            ['Taken', (0,markdown/* escapeText */.X1)((0,timestamps/* readableTime */.GI)(snapshot.timestamp))],
            ['Latest', snapshot.is_latest == null ? undefined : snapshot.is_latest ? 'yes' : 'no'],
            ['Policies', policies.length > 0 ? (0,markdown/* escapeText */.X1)(policies.join(', ')) : 'none attached'],
            [
                'Running',
                `${(0,compliance/* plural */.LS)(running.length, 'artifact')}${failing > 0 ? `, ${failing} not compliant` : ''}`
            ]
        ]),
        running.length === 0
            ? 'Nothing runs in this snapshot.'
            : (0,markdown/* table */.tp)(['Artifact', 'Fingerprint', 'Compliance', 'Flow', 'Trail', 'Running since'], rows)
    ];
    if (running.length > MAX_ROWS) {
        sections.push(`${running.length - MAX_ROWS} more running artifacts are in the result output.`);
    }
    return sections.join('\n\n') + '\n';
}

;// CONCATENATED MODULE: ./src/commands/get-snapshot/index.ts
/**
 * get-snapshot: what runs in an environment, in one of its snapshots, each running artifact
 * judged by the environment's policies. With assert it is the check a deploy job runs after
 * it deploys (the vendor CLI's `assert snapshot`): the step fails unless every running
 * artifact is compliant, naming each one that is not, its flow and trail, and why.
 */







function parseInputs(source) {
    return {
        environment: (0,parse/* readName */.MQ)(source, 'environment', true),
        expression: readSnapshotExpression('snapshot', (0,parse/* declared */.bu)('snapshot', source('snapshot'))),
        assert: (0,parse/* readBoolean */.Vf)(source, 'assert')
    };
}
async function run(inputs, context) {
    const service = context.service;
    if (!service)
        return (0,skip/* skippedWithoutToken */.A)(context.log, 'the snapshot was not read');
    const { org } = context.common;
    const { environment, expression } = inputs;
    const asked = `snapshot ${expression} of environment "${environment}"`;
    const snapshot = await (0,identity/* explainRead */.yS)((0,endpoints/* getSnapshot */.dV)(service, { org, environment, expression }), {
        about: ['environment'],
        missing: `Org "${org}" has no ${asked}`,
        notRecorded: `The ${asked} is not what the service answered`,
        advice: 'check the environment name and the snapshot input, and that the environment reports what runs in it'
    });
    const findings = nonCompliantArtifacts(snapshot);
    // The service's verdict and the artifacts must agree: either saying "not compliant" fails.
    const compliant = snapshot.compliant && findings.length === 0;
    const outputs = {
        compliant: String(compliant),
        'non-compliant': JSON.stringify(findings),
        index: String(snapshot.index),
        'html-url': snapshot.html_url ?? '',
        result: JSON.stringify(snapshot)
    };
    const summary = renderSnapshotSummary(snapshot, environment);
    const where = `Snapshot #${snapshot.index} of environment ${environment}`;
    if (compliant) {
        context.log.info(`${where} is compliant.`);
        return { outcome: inputs.assert ? 'compliant' : 'ok', outputs, summary };
    }
    const named = findings.length > 0
        ? `${findings.length} running artifact${findings.length === 1 ? ' is' : 's are'} not compliant: ${findings.map(describeFinding).join('; ')}`
        : 'the service judged it non-compliant without naming an artifact';
    const problem = `${where} is not compliant: ${named}`;
    if (!inputs.assert) {
        context.log.warning(`${problem}. The step passes because assert is false.`);
        return { outcome: 'ok', outputs, summary };
    }
    return {
        outcome: 'non-compliant',
        outputs,
        summary,
        failure: `${problem}; make each compliant (or attach the evidence its policies ask for) and deploy again, or read the snapshot without assert.`
    };
}
const command = { parseInputs, run };


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
