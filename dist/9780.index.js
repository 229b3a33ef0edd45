export const id = 9780;
export const ids = [9780];
export const modules = {

/***/ 9780:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  command: () => (/* binding */ command)
});

// EXTERNAL MODULE: ./src/inputs/parse.ts
var parse = __webpack_require__(3718);
// EXTERNAL MODULE: ./src/service/snapshots.ts
var snapshots = __webpack_require__(750);
// EXTERNAL MODULE: ./src/service/identity.ts
var identity = __webpack_require__(7065);
// EXTERNAL MODULE: ./src/action/skip.ts
var skip = __webpack_require__(4835);
// EXTERNAL MODULE: ./src/inputs/input-error.ts
var input_error = __webpack_require__(9354);
// EXTERNAL MODULE: ./src/snapshots/moment.ts
var moment = __webpack_require__(7669);
;// CONCATENATED MODULE: ./src/commands/get-snapshot/expression.ts
/**
 * The `snapshot` input: a snapshot expression as the service's GET /snapshots takes it,
 * checked while inputs are read so a typo fails before any request. `#N` (the vendor CLI's
 * spelling) is sent as `N`.
 */


const FORMS = `N or #N (the Nth snapshot, from 1), -1 (the latest) or -N, ~N (N behind the latest), ${moment/* MOMENT_FORMS */.Z}`;
const NUMBERED = /^(#?)([1-9]\d{0,8})$/;
const FROM_LATEST = /^[-~](\d{1,9})$/;
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
    if ((0,moment/* isSnapshotMoment */.V)(trimmed))
        return trimmed;
    const hint = /[#~@]/.test(trimmed.slice(1)) && !trimmed.startsWith('@')
        ? ' (the environment goes in "environment", not here)'
        : '';
    throw new input_error/* InputError */.d(input, `has ${(0,input_error/* quote */.h)(value)}, which is not a snapshot expression${hint}`, FORMS);
}

;// CONCATENATED MODULE: ./src/commands/get-snapshot/findings.ts
function runningArtifacts(snapshot) {
    return snapshot.artifacts.filter(artifact => artifact.annotation?.now !== 0);
}
/** Compliant only when the service says so: a missing flag is not compliance. */
function isCompliant(artifact) {
    return artifact.compliant === true;
}
/**
 * The flows of an artifact, in either shape the service gives them: `flow_name` and
 * `trail_name` beside the artifact (as the vendor CLI reads them), or the published `flows`
 * list. Both are read, each flow once, so an artifact has no provenance only when neither
 * names a flow.
 */
function flowsOf(artifact) {
    const named = [
        { flow: artifact.flow_name, trail: artifact.trail_name },
        ...(artifact.flows ?? []).map(entry => ({ flow: entry.flow_name, trail: entry.trail_name }))
    ];
    const flows = [];
    for (const { flow, trail } of named) {
        if (!flow)
            continue;
        const entry = { flow, trail: trail ?? '' };
        if (!flows.some(known => known.flow === entry.flow && known.trail === entry.trail)) {
            flows.push(entry);
        }
    }
    return flows;
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
        .map(artifact => {
        const flows = flowsOf(artifact);
        return {
            name: artifact.name ?? '',
            fingerprint: artifact.fingerprint ?? '',
            flow: flows[0]?.flow ?? '',
            trail: flows[0]?.trail ?? '',
            flows,
            reasons: reasonsOf(artifact)
        };
    });
}
/** `flow web-app, trail release-1.6.0`, or `flow web-app` when the answer names no trail. */
function describeFlow({ flow, trail }) {
    return `flow ${flow}${trail ? `, trail ${trail}` : ''}`;
}
/** `web-app-image (5e7ab2d5a394) of flow web-app, trail release-1.6.0: policy …` */
function describeFinding(finding) {
    const short = finding.fingerprint.slice(0, 12);
    const name = finding.name || short || 'an unnamed artifact';
    const print = finding.name && short ? ` (${short})` : '';
    const where = finding.flows.length > 0
        ? ` of ${finding.flows.map(describeFlow).join(' and of ')}`
        : ' with no provenance (reported in no flow)';
    const why = finding.reasons.length > 0 ? ` [${finding.reasons.join('; ')}]` : '';
    return `${name}${print}${where}${why}`;
}

// EXTERNAL MODULE: ./src/summary/states.ts
var states = __webpack_require__(2764);
// EXTERNAL MODULE: ./src/summary/commits.ts
var commits = __webpack_require__(434);
// EXTERNAL MODULE: ./src/summary/markdown.ts
var markdown = __webpack_require__(7175);
// EXTERNAL MODULE: ./src/summary/timestamps.ts
var timestamps = __webpack_require__(2095);
;// CONCATENATED MODULE: ./src/commands/get-snapshot/policies.ts
/** The applied policies' names; undefined when the answer does not state them. */
function appliedPolicies(snapshot) {
    const applied = snapshot.applied_policies;
    if (applied == null)
        return undefined;
    return applied.map(policy => policy.name || '(unnamed)');
}
/** The warning a snapshot that no policy judged deserves; undefined when policies judged it. */
function unjudgedWarning(snapshot, environment) {
    const policies = appliedPolicies(snapshot);
    const which = `snapshot #${snapshot.index} of environment ${environment}`;
    if (policies === undefined) {
        return (`The answer for ${which} does not state which policies judged it (no applied_policies), ` +
            "so its compliance may rest on no policy at all; check the environment's policies with list-policies.");
    }
    if (policies.length > 0)
        return undefined;
    return (`No policy judged ${which}: none is applied to the environment, so every artifact in it ` +
        'counts as compliant; attach a policy to the environment (attach-policy) for the gate to judge what runs.');
}

;// CONCATENATED MODULE: ./src/commands/get-snapshot/summary.ts
/** get-snapshot's job summary: what runs in the environment, each artifact's compliance, flow and trail. */






/** Rows past this are counted, not shown: a summary stays readable and under its cap. */
const MAX_ROWS = 200;
function renderSnapshotSummary(snapshot, environment) {
    const running = runningArtifacts(snapshot);
    const failing = running.filter(artifact => !isCompliant(artifact)).length;
    // The service's verdict and the artifacts must agree, as the gate reads them.
    const verdict = (0,states/* stateHeading */.CY)(snapshot.compliant && failing === 0 ? 'compliant' : 'non-compliant');
    const policies = appliedPolicies(snapshot);
    const rows = (0,states/* byAttention */._p)(running, artifactState)
        .slice(0, MAX_ROWS)
        .map(artifact => [
        (0,markdown/* link */.nf)(artifact.name ?? (0,markdown/* shortFingerprint */.nE)(artifact.fingerprint), artifact.html_url),
        (0,markdown/* code */.aY)((0,markdown/* shortFingerprint */.nE)(artifact.fingerprint)),
        (0,states/* stateMark */.B3)(artifactState(artifact)),
        ...flowCells(flowsOf(artifact)),
        (0,markdown/* escapeText */.X1)((0,timestamps/* readableTime */.GI)(artifact.creationTimestamp?.[0]) ?? '—')
    ]);
    const sections = [
        `## ${verdict}: snapshot ${(0,markdown/* link */.nf)(`#${snapshot.index}`, snapshot.html_url)} of environment ${(0,markdown/* escapeText */.X1)(environment)}`,
        (0,markdown/* facts */.Ix)([
            [
                'Judged',
                `every artifact running in environment ${(0,markdown/* escapeText */.X1)(environment)}, against ${judgedBy(policies)}`
            ],
            ['Taken', (0,markdown/* escapeText */.X1)((0,timestamps/* readableTime */.GI)(snapshot.timestamp))],
            ['Latest', snapshot.is_latest == null ? undefined : snapshot.is_latest ? 'yes' : 'no'],
            [
                'Running',
                `${(0,states/* plural */.LS)(running.length, 'artifact')}${failing > 0 ? `, ${failing} non-compliant` : ''}`
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
function artifactState(artifact) {
    return isCompliant(artifact) ? 'compliant' : 'non-compliant';
}
function judgedBy(policies) {
    if (policies === undefined)
        return 'policies not stated (the answer does not say which)';
    if (policies.length === 0)
        return 'no policy (none applied: nothing was judged)';
    return `its policies: ${(0,markdown/* escapeText */.X1)(policies.join(', '))}`;
}
/** The Flow and Trail cells: each flow the artifact is in, on a line of its own. */
function flowCells(flows) {
    if (flows.length === 0)
        return ['—', '—'];
    return [
        flows.map(({ flow }) => (0,markdown/* escapeText */.X1)(flow)).join('<br>'),
        flows.map(({ trail }) => (trail ? (0,commits/* trailLabel */.jK)(trail) : '—')).join('<br>')
    ];
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
    const snapshot = await (0,identity/* explainRead */.yS)((0,snapshots/* getSnapshot */.dV)(service, { org, environment, expression }), {
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
    const unjudged = unjudgedWarning(snapshot, environment);
    if (unjudged)
        context.log.warning(unjudged);
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

/***/ 434:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   jK: () => (/* binding */ trailLabel),
/* harmony export */   lp: () => (/* binding */ trailLink),
/* harmony export */   wn: () => (/* binding */ commitLink)
/* harmony export */ });
/* unused harmony export runRepositoryUrl */
/* harmony import */ var _markdown_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7175);
/* harmony import */ var _runner_step_scope_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7719);
/**
 * How a summary shows a commit: its short SHA (7 characters, as GitHub shows one), linked to
 * the commit on its repository's server. The full SHA stays in the step's outputs and in the
 * link. One helper, so every summary shows commits alike.
 */


const SHORT = 7;
const FULL_SHA = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/i;
/**
 * The run's repository on its server (`GITHUB_SERVER_URL/GITHUB_REPOSITORY`), where the
 * run's own commits are; undefined outside a run.
 */
function runRepositoryUrl(env = (0,_runner_step_scope_js__WEBPACK_IMPORTED_MODULE_0__/* .stepEnv */ .WH)()) {
    const server = (env.GITHUB_SERVER_URL || 'https://github.com').replace(/\/+$/, '');
    const repository = env.GITHUB_REPOSITORY;
    if (!repository || !/^[\w.-]+\/[\w.-]+$/.test(repository))
        return undefined;
    return (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .linkableUrl */ .s6)(`${server}/${repository}`) ? `${server}/${repository}` : undefined;
}
/**
 * A commit as `4f3c2b1`, linked to `url` (the answer's commit_url or git_commit_info.url)
 * when it is an http(s) address, else to the commit in the run's repository; plain text
 * outside a run. A value that is no SHA is shown whole, as text.
 */
function commitLink(sha, url) {
    if (!sha)
        return '—';
    if (!/^[0-9a-f]{7,64}$/i.test(sha))
        return (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeText */ .X1)(sha);
    const short = sha.slice(0, SHORT);
    const repository = runRepositoryUrl();
    const target = (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .linkableUrl */ .s6)(url) ? url : repository && `${repository}/commit/${sha}`;
    return (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .linkMarkdown */ .k9)((0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .code */ .aY)(short), target);
}
/**
 * A trail's name as a heading shows it: a trail named by its commit's full SHA (the default
 * trail of begin-trail and the attest commands) by its short SHA, any other name as it is.
 * The outputs and the trail's link carry the whole name.
 */
function trailLabel(trail) {
    return FULL_SHA.test(trail) ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .code */ .aY)(trail.slice(0, SHORT)) : (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeText */ .X1)(trail);
}
/** The trail by its label, linked to its page when the answer gives one. */
function trailLink(trail, url) {
    return FULL_SHA.test(trail) ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .linkMarkdown */ .k9)(trailLabel(trail), url) : (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .link */ .nf)(trail, url);
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
