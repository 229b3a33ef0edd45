export const id = 9780;
export const ids = [9780];
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

// EXTERNAL MODULE: ./src/policy-results/unsatisfied-rules.ts
var unsatisfied_rules = __webpack_require__(7902);
// EXTERNAL MODULE: ./src/policy-results/wording.ts
var wording = __webpack_require__(7837);
// EXTERNAL MODULE: ./src/summary/states.ts
var states = __webpack_require__(2764);
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
/**
 * The policies' verdicts on an artifact, each a PolicyEvaluationResponse. The description
 * leaves a snapshot's artifact open: the field is read by either name an answer gives it.
 */
function rulesOf(artifact) {
    return (0,unsatisfied_rules/* unsatisfiedRules */.n)(artifact.policy_evaluations ?? artifact.policy_decisions);
}
function reasonsOf(rules) {
    const { named, more } = (0,wording/* describeFirstRules */.Ze)(rules, MAX_REASONS);
    return more > 0 ? [...named, (0,states/* plural */.LS)(more, 'more rule')] : named;
}
function nonCompliantArtifacts(snapshot) {
    return runningArtifacts(snapshot)
        .filter(artifact => !isCompliant(artifact))
        .map(artifact => {
        const flows = flowsOf(artifact);
        const rules = rulesOf(artifact);
        return {
            name: artifact.name ?? '',
            fingerprint: artifact.fingerprint ?? '',
            flow: flows[0]?.flow ?? '',
            trail: flows[0]?.trail ?? '',
            flows,
            reasons: reasonsOf(rules),
            rules
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
/**
 * The most characters a cell shows of a name or a reason: a name has no space to wrap at,
 * so a longer one would make the table scroll sideways at a job summary's 880 pixels.
 */
const MAX_NAME = 40;
const MAX_REASON = 60;
/** Non-compliant artifacts past this are counted below the table, not explained. */
const MAX_EXPLAINED = 20;
/** Rules named for each explained artifact. */
const MAX_RULES = 10;
function renderSnapshotSummary(snapshot, environment) {
    const running = runningArtifacts(snapshot);
    const failing = running.filter(artifact => !isCompliant(artifact)).length;
    // The service's verdict and the artifacts must agree, as the gate reads them.
    const verdict = (0,states/* stateHeading */.CY)(snapshot.compliant && failing === 0 ? 'compliant' : 'non-compliant');
    const policies = appliedPolicies(snapshot);
    const shown = (0,states/* byAttention */._p)(running, artifactState).slice(0, MAX_ROWS);
    const rows = shown.map(artifact => [
        (0,markdown/* link */.nf)((0,markdown/* shortText */.os)(nameOf(artifact), MAX_NAME), artifact.html_url),
        (0,markdown/* code */.aY)((0,markdown/* shortFingerprint */.nE)(artifact.fingerprint)),
        (0,states/* stateMark */.B3)(artifactState(artifact)),
        reasonCell(artifact),
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
            : (0,markdown/* table */.tp)(['Artifact', 'Fingerprint', 'Compliance', 'Reason', 'Flow', 'Trail', 'Running since'], rows),
        ...belowTheTable(shown)
    ];
    if (running.length > MAX_ROWS) {
        sections.push(`${running.length - MAX_ROWS} more running artifacts are in the result output.`);
    }
    return sections.join('\n\n') + '\n';
}
function nameOf(artifact) {
    return artifact.name || (0,markdown/* shortFingerprint */.nE)(artifact.fingerprint);
}
/** Why a row is non-compliant, in a few words; nothing for a compliant one. */
function reasonCell(artifact) {
    if (isCompliant(artifact))
        return '—';
    const rules = rulesOf(artifact);
    const [first] = rules;
    if (!first) {
        return flowsOf(artifact).length === 0
            ? 'no provenance (reported in no flow)'
            : 'non-compliant (no rule named)';
    }
    const more = rules.length > 1 ? ` (+${rules.length - 1} more)` : '';
    return (0,markdown/* escapeText */.X1)(`${(0,markdown/* shortText */.os)((0,wording/* briefReason */.DM)(first), MAX_REASON - more.length)}${more}`);
}
/** `web-app-image (`5e7ab2d5a394`)`: an artifact by its whole name, in a list below the table. */
function fullName(artifact) {
    return `${(0,markdown/* escapeText */.X1)(nameOf(artifact))} (${(0,markdown/* code */.aY)((0,markdown/* shortFingerprint */.nE)(artifact.fingerprint))})`;
}
function explanation(artifact, rules) {
    const described = (0,wording/* describeRuleLinesMarkdown */.my)(rules);
    const lines = described.slice(0, MAX_RULES).map(line => `  - ${line}`);
    if (described.length > MAX_RULES) {
        lines.push(`  - ${described.length - MAX_RULES} more, in the non-compliant output`);
    }
    if (lines.length === 0) {
        lines.push(flowsOf(artifact).length === 0
            ? '  - no provenance: no flow reported the artifact'
            : '  - the service named no rule it fails');
    }
    return [`- ${fullName(artifact)}`, ...lines].join('\n');
}
/**
 * What the table leaves out: each non-compliant artifact by its whole name, with every rule
 * it does not satisfy; then, folded, the whole name of any other artifact the table shortened.
 */
function belowTheTable(shown) {
    const failing = shown.filter(artifact => !isCompliant(artifact));
    const sections = [];
    if (failing.length > 0) {
        const explained = failing
            .slice(0, MAX_EXPLAINED)
            .map(artifact => explanation(artifact, rulesOf(artifact)));
        if (failing.length > MAX_EXPLAINED) {
            explained.push(`- ${failing.length - MAX_EXPLAINED} more, in the non-compliant output`);
        }
        sections.push('### Why they are non-compliant', explained.join('\n'));
    }
    const shortened = shown.filter(artifact => isCompliant(artifact) && [...nameOf(artifact)].length > MAX_NAME);
    if (shortened.length > 0) {
        sections.push((0,markdown/* details */.zH)('Full names', shortened.map(artifact => `- ${fullName(artifact)}`).join('\n')));
    }
    return sections;
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

// EXTERNAL MODULE: ./src/inputs/environment-name.ts
var environment_name = __webpack_require__(1510);
;// CONCATENATED MODULE: ./src/commands/get-snapshot/index.ts
/**
 * get-snapshot: what runs in an environment, in one of its snapshots, each running artifact
 * judged by the environment's policies. With assert it is the check a deploy job runs after
 * it deploys (the vendor CLI's `assert snapshot`): the step fails unless every running
 * artifact is compliant, naming each one that is not, its flow and trail, and why.
 */









function parseInputs(source) {
    return {
        environment: (0,environment_name/* requireEnvironmentName */.U)(source, 'environment', 'own'),
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

/***/ 750:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EP: () => (/* binding */ snapshotReportRequest),
/* harmony export */   V1: () => (/* binding */ diffSnapshots),
/* harmony export */   dV: () => (/* binding */ getSnapshot)
/* harmony export */ });
/* unused harmony exports snapshotFields, diffSideFields */
/* harmony import */ var _http_url_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6697);
/* harmony import */ var _identity_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7065);
/* harmony import */ var _load_schemas_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9878);



/**
 * PUT /environments/{org}/{env}/report/{kind}: what runs in the environment now. The answer
 * is 201 when a snapshot was made, 200 (no declared shape) when nothing changed since the last.
 */
const snapshotReportRequest = (org, environment, kind, body) => ({
    method: 'PUT',
    segments: ['environments', org, environment, 'report', kind],
    json: body,
    multipart: false,
    emptyAnswerStatuses: [200, 201]
});
async function getSnapshot(client, ref) {
    const answer = await client.get(['snapshots', ref.org, ref.environment, ref.expression], {}, answers().then(schemas => schemas.SnapshotSchema));
    return (0,_identity_js__WEBPACK_IMPORTED_MODULE_1__/* .checkRecord */ .EQ)(answer, 'a snapshot', snapshotFields(ref, answer));
}
async function diffSnapshots(client, query) {
    const answer = await client.get(['env-diff', query.org], { snappish1: query.first, snappish2: query.second }, answers().then(schemas => schemas.EnvironmentDiffSchema));
    (0,_identity_js__WEBPACK_IMPORTED_MODULE_1__/* .checkRecord */ .EQ)(answer, 'a diff whose first snapshot', diffSideFields(query.first, answer.snappish1.snapshot_id));
    return (0,_identity_js__WEBPACK_IMPORTED_MODULE_1__/* .checkRecord */ .EQ)(answer, 'a diff whose second snapshot', diffSideFields(query.second, answer.snappish2.snapshot_id));
}
/** `…/environments/<env>/snapshots/<n>`, a trailing `/`, a query or a fragment allowed. */
const SNAPSHOT_LINK = /\/environments\/([^/?#]+)\/snapshots\/(\d+)\/?(?:[?#]|$)/;
/**
 * Get snapshot: the answer names its environment only in html_url, which the description
 * requires as a string; so the link must be there and name the environment asked and the
 * snapshot answered. Null, or a link of another form, is a link missing: a gate that skipped
 * the comparison then would pass on another environment's snapshot. Then its index when a
 * number was asked (required), and that it is the latest when `-1` was asked.
 */
function snapshotFields(asked, answer) {
    const link = answer.html_url;
    const linked = typeof link === 'string' ? SNAPSHOT_LINK.exec(link) : null;
    const fields = [
        {
            label: 'link',
            asked: "a link to the environment's snapshot",
            answered: link,
            required: true,
            same: () => linked !== null
        }
    ];
    if (linked?.[1] !== undefined && linked[2] !== undefined) {
        fields.push({
            label: 'environment',
            asked: asked.environment,
            answered: (0,_http_url_js__WEBPACK_IMPORTED_MODULE_0__/* .decodeOrKeep */ .ry)(linked[1]),
            required: true
        }, 
        // The link names one snapshot, the index another: one of them is not the one asked.
        { label: 'linked snapshot', asked: `#${answer.index}`, answered: `#${linked[2]}` });
    }
    if (/^\d+$/.test(asked.expression)) {
        fields.push({
            label: 'index',
            asked: Number(asked.expression),
            answered: answer.index,
            required: true
        });
    }
    if (asked.expression === '-1' && answer.is_latest === false) {
        fields.push({ label: 'latest', asked: 'true', answered: 'false' });
    }
    return fields;
}
/**
 * Diff snapshots: each side's snapshot id names the environment asked, before its `#N` (or
 * any `~` or `@` it holds), and the snapshot itself when `#N` was asked. The description
 * lets the id be null, so an answer without one is taken; one that holds another
 * environment, or no number where `#N` was asked, is about something else.
 */
function diffSideFields(snappish, snapshotId) {
    if (snapshotId === null || snapshotId === undefined)
        return [];
    const environmentOf = (text) => text.split(/[#~@]/)[0] ?? text;
    const numberOf = (text) => /#(\d+)$/.exec(text)?.[1];
    const fields = [
        {
            label: 'environment',
            asked: environmentOf(snappish),
            answered: environmentOf(snapshotId),
            required: true
        }
    ];
    const number = numberOf(snappish);
    if (number !== undefined) {
        const answered = numberOf(snapshotId);
        fields.push({
            label: 'snapshot',
            asked: Number(number),
            answered: answered === undefined ? undefined : Number(answered),
            required: true
        });
    }
    return fields;
}
/** The answers about snapshots: one snapshot of an environment, and the diff of two. */
const answers = (0,_load_schemas_js__WEBPACK_IMPORTED_MODULE_2__/* .answerSchemas */ .T)((z, { flag, num, shown, text, PolicyEvaluationSchema }) => {
    /**
     * The policies' verdicts on one running artifact, each a PolicyEvaluationResponse as assert
     * answers it. The description leaves a snapshot's artifact open: both names are read.
     */
    const PolicyVerdictsSchema = shown(z.nullable(z.array(PolicyEvaluationSchema)));
    const SnapshotArtifactSchema = z.looseObject({
        name: text,
        fingerprint: text,
        compliant: flag,
        flow_name: shown(z.nullable(z.string())),
        trail_name: shown(z.nullable(z.string())),
        /** The published shape: each flow the artifact was reported in, with its trail. */
        flows: shown(z.nullable(z.array(z.looseObject({ flow_name: shown(z.string()), trail_name: shown(z.string()) })))),
        git_commit: shown(z.nullable(z.string())),
        commit_url: shown(z.nullable(z.string())),
        html_url: shown(z.nullable(z.string())),
        creationTimestamp: shown(z.nullable(z.array(z.number()))),
        annotation: shown(z.nullable(z.looseObject({ type: text, was: num, now: num }))),
        policy_decisions: PolicyVerdictsSchema,
        policy_evaluations: PolicyVerdictsSchema
    });
    /** GetSnapshotResponse: compliant and index are what a gate reads, so they are required. */
    const SnapshotSchema = z.looseObject({
        index: z.number(),
        compliant: z.boolean(),
        is_latest: flag,
        timestamp: num,
        type: text,
        html_url: text,
        artifacts: z.array(SnapshotArtifactSchema),
        applied_policies: shown(z.nullable(z.array(z.looseObject({ name: text }))))
    });
    const DiffArtifactSchema = z.looseObject({
        fingerprint: text,
        name: text,
        flow: text,
        commit_url: shown(z.nullable(z.string())),
        most_recent_timestamp: num,
        s1_instance_count: num,
        s2_instance_count: num
    });
    const DiffItemSchema = z.looseObject({
        snapshot_id: text,
        artifacts: z.array(DiffArtifactSchema)
    });
    /** EnvironmentDiffResponse: the four groups are required, as published. */
    const EnvironmentDiffSchema = z.looseObject({
        snappish1: DiffItemSchema,
        snappish2: DiffItemSchema,
        changed: DiffItemSchema,
        'not-changed': DiffItemSchema
    });
    return { SnapshotSchema, EnvironmentDiffSchema, SnapshotArtifactSchema, DiffArtifactSchema };
});


/***/ }),

/***/ 7669:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V: () => (/* binding */ isSnapshotMoment),
/* harmony export */   Z: () => (/* binding */ MOMENT_FORMS)
/* harmony export */ });
/**
 * A snapshot named by a moment, as the service's snapshot reads take it after `@`:
 * `@{YYYY-MM-DDTHH:MM:SS}` (UTC, a real date and time), `@{N.<unit>.ago}` or `@{now}`.
 * One rule for get-snapshot's `snapshot` and diff-snapshots' snappishes.
 */
const AGO = /^@\{[1-9]\d{0,5}\.(hours|days|weeks|months)\.ago\}$/;
const MOMENT = /^@\{(\d{4})-(\d\d)-(\d\d)T(\d\d):(\d\d):(\d\d)\}$/;
const MOMENT_FORMS = '@{YYYY-MM-DDTHH:MM:SS} (UTC) or @{N.<hours|days|weeks|months>.ago}';
function isSnapshotMoment(text) {
    if (AGO.test(text) || text === '@{now}')
        return true;
    const moment = MOMENT.exec(text);
    return moment !== null && isRealMoment(moment.slice(1).map(Number));
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
