export const id = 2537;
export const ids = [2537];
export const modules = {

/***/ 7902:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ policyFails),
/* harmony export */   n: () => (/* binding */ unsatisfiedRules)
/* harmony export */ });
/* harmony import */ var _wording_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7837);

/** A policy fails unless the service says COMPLIANT, as the gate reads it. */
function policyFails(policy) {
    return (policy.status ?? '').toUpperCase() !== 'COMPLIANT';
}
function isUnsatisfied(rule) {
    return rule.satisfied !== true && rule.ignored !== true;
}
function askedAttestation(rule) {
    if (rule.rule?.type !== 'attestation')
        return undefined;
    const definition = rule.rule.definition;
    const control = definition?.for_control || undefined;
    return {
        name: definition?.name || '*',
        type: definition?.type || '*',
        // The published default: an attestation rule asks for a compliant attestation.
        mustBeCompliant: definition?.must_be_compliant !== false,
        ...(control ? { control } : {})
    };
}
function resolutionOf(resolution, attestation) {
    const context = resolution.context;
    const read = {
        type: resolution.type || 'unknown',
        flow: context?.flow_name || null,
        trail: context?.trail_name || null,
        ...(context?.artifact_status ? { artifactStatus: context.artifact_status } : {}),
        ...(context?.for_control ? { control: context.for_control } : {})
    };
    return { ...read, text: (0,_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .resolutionText */ .gB)(read, attestation, _wording_js__WEBPACK_IMPORTED_MODULE_0__/* .PLAIN */ .tZ) };
}
/** Each unsatisfied rule of each failing policy, in the answer's order. */
function unsatisfiedRules(evaluations) {
    return (evaluations ?? []).filter(policyFails).flatMap(policy => (policy.rule_evaluations ?? []).filter(isUnsatisfied).map(rule => {
        const attestation = askedAttestation(rule);
        const ruleType = rule.rule?.type || 'unknown';
        return {
            policy: policy.policy_name || '(unnamed)',
            version: policy.policy_version ?? null,
            ruleType,
            asked: (0,_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .askedText */ .k7)(ruleType, attestation, _wording_js__WEBPACK_IMPORTED_MODULE_0__/* .PLAIN */ .tZ),
            ...(attestation ? { attestation } : {}),
            resolutions: (rule.resolutions ?? []).map(item => resolutionOf(item, attestation))
        };
    }));
}


/***/ }),

/***/ 7837:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DM: () => (/* binding */ briefReason),
/* harmony export */   Ze: () => (/* binding */ describeFirstRules),
/* harmony export */   aQ: () => (/* binding */ describeRulesOfPolicy),
/* harmony export */   gB: () => (/* binding */ resolutionText),
/* harmony export */   k7: () => (/* binding */ askedText),
/* harmony export */   mi: () => (/* binding */ rulesTable),
/* harmony export */   my: () => (/* binding */ describeRuleLinesMarkdown),
/* harmony export */   tZ: () => (/* binding */ PLAIN)
/* harmony export */ });
/* unused harmony exports MARKDOWN, describeRuleOfPolicy, describeRule, describeRuleMarkdown, describeRules */
/* harmony import */ var _summary_markdown_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7175);
/* harmony import */ var _summary_commits_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(434);
/* harmony import */ var _summary_states_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2764);
/**
 * Unsatisfied rules in plain words: on one line for a step's failure or a log line, and as
 * Markdown for a job summary. Every name in them comes from the service, so each is written
 * through a `Names` of its medium: quoted on one line (no line break, no control character
 * survives, so none forges a log line), escaped in Markdown (no HTML, no link, no table break).
 */



const MAX_NAME = 80;
/** One line, control characters shown as escapes: JSON's quoting, of a shortened value. */
function oneLine(value) {
    const flat = value.replace(/\s+/g, ' ');
    return JSON.stringify(flat.length > MAX_NAME ? `${flat.slice(0, MAX_NAME)}…` : flat);
}
const PLAIN = {
    name: oneLine,
    trail: oneLine,
    word: value => oneLine(value).slice(1, -1)
};
const MARKDOWN = {
    name: _summary_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeText */ .X1,
    trail: _summary_commits_js__WEBPACK_IMPORTED_MODULE_0__/* .trailLabel */ .jK,
    word: _summary_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeText */ .X1
};
/** `attestation "unit-tests" (junit)`, `a snyk attestation`, `a decision for control "C-1"`. */
function attestationPhrase(attestation, names) {
    if (!attestation)
        return 'an attestation';
    if (attestation.control !== undefined) {
        return `a decision for control ${names.name(attestation.control)}`;
    }
    const { name, type } = attestation;
    if (name === '*')
        return type === '*' ? 'an attestation' : `a ${names.word(type)} attestation`;
    return `attestation ${names.name(name)} (${type === '*' ? 'any type' : names.word(type)})`;
}
/** What a rule asks for. */
function askedText(ruleType, attestation, names) {
    switch (ruleType) {
        case 'provenance':
            return 'provenance: the artifact reported by a build in a flow';
        case 'trail-compliance':
            return 'the artifact compliant in its trail';
        case 'attestation': {
            const compliant = attestation?.mustBeCompliant === false ? '' : ', compliant';
            return `${attestationPhrase(attestation, names)}${compliant}`;
        }
        default:
            return `a rule of type ${names.word(ruleType)}`;
    }
}
/** `trail "abc" of flow "web"`, `flow "web"`, or its trail when the service names neither. */
function place(resolution, names) {
    const flow = resolution.flow ? `flow ${names.name(resolution.flow)}` : undefined;
    if (resolution.trail) {
        return `trail ${names.trail(resolution.trail)}${flow ? ` of ${flow}` : ''}`;
    }
    return flow ?? 'its trail';
}
/** What one resolution says is wrong, or would make the rule hold. */
function resolutionText(resolution, attestation, names) {
    const where = place(resolution, names);
    // The context's control, when the rule's definition does not name it (the vendor CLI reads it there).
    const about = resolution.control && attestation?.control === undefined
        ? {
            name: attestation?.name ?? '*',
            type: attestation?.type ?? '*',
            mustBeCompliant: true,
            control: resolution.control
        }
        : attestation;
    switch (resolution.type) {
        case 'missing_attestation':
            return `missing ${attestationPhrase(about, names)} in ${where}`;
        case 'non_compliant_attestation':
            return `${attestationPhrase(about, names)} is non-compliant in ${where}`;
        case 'non_compliant_in_trail': {
            const status = resolution.artifactStatus
                ? ` (${names.word(resolution.artifactStatus.toLowerCase())})`
                : '';
            return `the artifact is not compliant in ${where}${status}`;
        }
        case 'no_provenance':
            return 'no provenance: no flow reported the artifact';
        case 'missing_provenance':
            return resolution.flow || resolution.trail
                ? `no provenance in ${where}: no build reported the artifact there`
                : 'no provenance: no build reported the artifact';
        case 'legacy_flow':
            return resolution.flow
                ? `the artifact comes from legacy flow ${names.name(resolution.flow)}, which has no trails to hold the evidence`
                : 'the artifact comes from a legacy flow, which has no trails to hold the evidence';
        case 'rule_satisfied':
            return `satisfied in ${where}`;
        case 'rule_not_applicable':
            return 'not applicable to the artifact';
        default: {
            // A resolution the published description does not list yet: named as the service names it.
            const context = resolution.flow || resolution.trail ? ` (${where})` : '';
            return `${names.word(resolution.type.replace(/_/g, ' '))}${context}`;
        }
    }
}
/** `policy "prod-policy" v3` */
function policyLabel(rule, names) {
    return `policy ${names.name(rule.policy)}${rule.version == null ? '' : ` v${rule.version}`}`;
}
/** What is wrong, from the resolutions; from what the rule asks when the service gave none. */
function whatIsWrong(rule, names) {
    if (rule.resolutions.length === 0) {
        return [`not satisfied (it asks for ${askedText(rule.ruleType, rule.attestation, names)})`];
    }
    return rule.resolutions.map(resolution => resolutionText(resolution, rule.attestation, names));
}
/** The rule without its policy: `attestation rule: missing attestation "unit-tests" (junit) in …`. */
function describeRuleOfPolicy(rule) {
    return `${PLAIN.word(rule.ruleType)} rule: ${whatIsWrong(rule, PLAIN).join(' and ')}`;
}
/**
 * One rule on one line: `policy "prod-policy" v3, attestation rule: missing attestation
 * "unit-tests" (any type) in trail "4f3c…" of flow "web-app"`.
 */
function describeRule(rule) {
    return `${policyLabel(rule, PLAIN)}, ${describeRuleOfPolicy(rule)}`;
}
/** One rule as a line of Markdown, its names escaped: what describeRule says on one line. */
function describeRuleMarkdown(rule) {
    return `${policyLabel(rule, MARKDOWN)}, ${(0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeText */ .X1)(rule.ruleType)} rule: ${whatIsWrong(rule, MARKDOWN).join(' and ')}`;
}
/** A rule that fails only because no flow reported the artifact: there is no trail to judge. */
function failsForWantOfProvenance(rule) {
    return (rule.resolutions.length > 0 &&
        rule.resolutions.every(resolution => resolution.type === 'no_provenance'));
}
/**
 * The first `max` lines that say the rules, as describeRule writes them, and how many rules
 * they leave out. The rules of one policy that fail only for want of provenance share one
 * line: `policy "prod" v3, provenance and trail-compliance rules: no provenance: no flow
 * reported the artifact`. An artifact no flow reported fails every rule that way, and the
 * same words once per rule said nothing more.
 */
function describeFirstRules(rules, max) {
    return firstLines(rules, ruleLines(rules, PLAIN, describeRule, true), max);
}
/** What describeFirstRules says of the rules of one policy, without naming it on each line. */
function describeRulesOfPolicy(rules, max) {
    return firstLines(rules, ruleLines(rules, PLAIN, describeRuleOfPolicy, false), max);
}
/** Every line describeFirstRules would write, as Markdown with the names escaped. */
function describeRuleLinesMarkdown(rules) {
    return ruleLines(rules, MARKDOWN, describeRuleMarkdown, true).map(line => line.text);
}
function firstLines(rules, lines, max) {
    const named = lines.slice(0, max);
    const covered = named.reduce((sum, line) => sum + line.rules, 0);
    return { named: named.map(line => line.text), more: rules.length - covered };
}
function ruleLines(rules, names, describe, namePolicy) {
    const lines = [];
    // Per policy: the line it holds, its rules' types, and what is wrong with the first of them
    // (the same for each: no flow reported the artifact).
    const grouped = new Map();
    for (const rule of rules) {
        if (!failsForWantOfProvenance(rule)) {
            lines.push({ text: describe(rule), rules: 1 });
            continue;
        }
        const label = policyLabel(rule, names);
        const group = grouped.get(label);
        if (group)
            group.types.push(names.word(rule.ruleType));
        else {
            const wrong = whatIsWrong(rule, names).join(' and ');
            grouped.set(label, { at: lines.length, types: [names.word(rule.ruleType)], wrong });
            lines.push({ text: label, rules: 0 });
        }
    }
    for (const [label, { at, types, wrong }] of grouped) {
        const noun = types.length === 1 ? 'rule' : 'rules';
        const policy = namePolicy ? `${label}, ` : '';
        lines[at] = {
            text: `${policy}${joinAnd(types)} ${noun}: ${wrong}`,
            rules: types.length
        };
    }
    return lines;
}
/** `a`, `a and b`, `a, b and c` */
function joinAnd(words) {
    return words.length <= 1
        ? (words[0] ?? '')
        : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}
/** Rules past this are counted, not named: a failure message stays readable. */
const MAX_NAMED = 10;
/**
 * The rules on one line, separated by `; `, as describeFirstRules says them, the rules past
 * `max` lines counted.
 */
function describeRules(rules, max = MAX_NAMED) {
    const { named, more } = describeFirstRules(rules, max);
    return [...named, ...(more > 0 ? [plural(more, 'more rule')] : [])].join('; ');
}
/** A short reason, for a table cell (raw text: the caller escapes it for its medium): `prod-policy: missing attestation "unit-tests" (junit)`. */
function briefReason(rule) {
    const resolution = rule.resolutions[0]?.type;
    const attestation = rule.attestation?.control
        ? `decision for control ${rule.attestation.control}`
        : rule.attestation && rule.attestation.name !== '*'
            ? rule.attestation.name
            : rule.attestation && rule.attestation.type !== '*'
                ? `${rule.attestation.type} attestation`
                : 'attestation';
    const brief = resolution === 'missing_attestation'
        ? `missing ${attestation}`
        : resolution === 'non_compliant_attestation'
            ? `${attestation} non-compliant`
            : resolution === 'non_compliant_in_trail'
                ? 'not compliant in its trail'
                : resolution === 'no_provenance' || resolution === 'missing_provenance'
                    ? 'no provenance'
                    : resolution === 'legacy_flow'
                        ? 'from a legacy flow'
                        : `${rule.ruleType} rule not satisfied`;
    return `${rule.policy}: ${brief}`;
}
/** The rules as a Markdown table: which policy, which rule, what it asks, what is wrong. */
function rulesTable(rules) {
    return (0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .table */ .tp)(['Policy', 'Rule', 'Asks for', 'What is wrong'], rules.map(rule => [
        `${(0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeText */ .X1)(rule.policy)}${rule.version == null ? '' : ` v${rule.version}`}`,
        (0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeText */ .X1)(rule.ruleType),
        askedText(rule.ruleType, rule.attestation, MARKDOWN),
        whatIsWrong(rule, MARKDOWN).join('<br>')
    ]));
}


/***/ }),

/***/ 7065:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EQ: () => (/* binding */ checkRecord),
/* harmony export */   I7: () => (/* binding */ checkPage),
/* harmony export */   SY: () => (/* binding */ ignoringCase),
/* harmony export */   U9: () => (/* binding */ matchingRecords),
/* harmony export */   aC: () => (/* binding */ NotRecordedError),
/* harmony export */   d$: () => (/* binding */ refuseListing),
/* harmony export */   xK: () => (/* binding */ explainNotRecorded),
/* harmony export */   xw: () => (/* binding */ checkListing),
/* harmony export */   yS: () => (/* binding */ explainRead)
/* harmony export */ });
/* unused harmony export mismatchOf */
/* harmony import */ var _explanations_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(931);
/**
 * An answer is checked against the question. A read names one record (by id, by flow and
 * trail, by number) or asks for a filtered listing; a service that ignores part of the
 * request, or a proxy that drops its query, answers another record, and a step must never
 * report that record as the one asked for (a gate would pass on another record's verdict).
 *
 * Each read lists the fields of its answer that say which record it is, beside what was
 * asked, in its resource's module next to the read (trailFields in trails.ts). A field the
 * answer carries must match. A field the published description requires must be there; one
 * it leaves optional is not held against an answer that omits it, since the service's
 * answers are often leaner than the description.
 */

/** Fingerprints and repository names name the same thing in either case. */
const ignoringCase = (answered, asked) => answered.toLowerCase() === asked.toLowerCase();
/**
 * A read whose answer names another record than the one asked for. `answered` says what
 * came instead, for the command to put in its own sentence about what was asked.
 */
class NotRecordedError extends Error {
    answered;
    constructor(answered) {
        super(`The record asked for is not recorded (${answered}).`);
        this.answered = answered;
        this.name = 'NotRecordedError';
    }
}
/**
 * `a trail whose flow is "payments"` or `a trail without a flow`, for the first field that
 * does not match; undefined when every field does. `noun` carries its article.
 */
function mismatchOf(noun, fields) {
    for (const field of fields) {
        if (field.answered === undefined || field.answered === null) {
            if (field.required)
                return `${noun} without ${article(field.label)} ${field.label}`;
            continue;
        }
        if (!agrees(field))
            return `${noun} whose ${field.label} is ${shown(field.answered)}`;
    }
    return undefined;
}
/** The answer, when it is the record asked for; else a NotRecordedError saying what came. */
function checkRecord(answer, noun, fields) {
    const mismatch = mismatchOf(noun, fields);
    if (mismatch !== undefined) {
        throw new NotRecordedError(`the service answered ${mismatch} instead`);
    }
    return answer;
}
/**
 * The records that are the one asked for (a name recorded several times has several). An
 * answer with records but none of them asked for is a NotRecordedError; an empty one is
 * returned empty, for the command to say so.
 */
function matchingRecords(records, noun, fieldsOf) {
    const matching = records.filter(record => mismatchOf(noun, fieldsOf(record)) === undefined);
    const first = records[0];
    if (matching.length > 0 || first === undefined)
        return matching;
    const mismatch = mismatchOf(noun, fieldsOf(first)) ?? noun;
    throw new NotRecordedError(records.length === 1
        ? `the service answered ${mismatch} instead`
        : `the service answered ${records.length} records, none of them the one asked: the first is ${mismatch}`);
}
/**
 * A listing is refused, not trimmed, when it holds a record outside what was asked: the
 * service did not apply the request as sent, so its counts and pages cannot be trusted either.
 */
function checkListing(items, noun, filter) {
    const { listing, fieldsOf, outcome } = filter;
    for (const item of items) {
        const mismatch = mismatchOf(noun, fieldsOf(item));
        if (mismatch !== undefined)
            refuseListing(mismatch, listing, outcome);
    }
}
/**
 * A page of a listing is the page asked, when the answer says which it is: a service or proxy
 * that ignores `page` answers the first page again, and every page would repeat it.
 */
function checkPage(asked, answered, filter) {
    if (answered == null || answered === asked)
        return;
    refuseListing(`page ${answered}`, `page ${asked} of ${filter.listing}`, filter.outcome);
}
/**
 * A listing the service answered with something else than asked: nothing is listed, or
 * `outcome` when the listing serves another read.
 */
function refuseListing(answered, listing, outcome = 'nothing is listed') {
    throw new Error(`The compliance service answered ${answered} when asked for ${listing}, so it did not ` +
        `apply the request as sent and ${outcome}; check that no proxy between the runner and ` +
        'the service rewrites requests, then run the step again.');
}
/**
 * A read in its command's words: a 404 about what was asked (explainNotFound), and an answer
 * about another record than asked, named in the same sentence shape.
 */
function explainRead(request, explanation) {
    return explainNotRecorded((0,_explanations_js__WEBPACK_IMPORTED_MODULE_0__/* .explainNotFound */ .hf)(request, explanation), answered => `${explanation.notRecorded} (${answered}); ${explanation.advice}.`);
}
async function explainNotRecorded(request, explain) {
    try {
        return await request;
    }
    catch (error) {
        if (error instanceof NotRecordedError) {
            throw new Error(explain(error.answered), { cause: error });
        }
        throw error;
    }
}
function agrees(field) {
    const { answered } = field;
    if (typeof answered !== 'string' && typeof answered !== 'number')
        return false;
    const asked = String(field.asked);
    return field.same ? field.same(String(answered), asked) : String(answered) === asked;
}
const MAX_SHOWN = 100;
/** A value from the service, quoted and bounded, as a message may hold it. */
function shown(value) {
    if (typeof value === 'number' || typeof value === 'boolean')
        return String(value);
    // Not quoted whole: an object can be large or deep, and its type says enough.
    if (typeof value !== 'string')
        return Array.isArray(value) ? 'a list' : `of type ${typeof value}`;
    const cut = value.length > MAX_SHOWN ? `${value.slice(0, MAX_SHOWN)}…` : value;
    return JSON.stringify(cut);
}
function article(word) {
    return /^[aeiou]/i.test(word) ? 'an' : 'a';
}


/***/ }),

/***/ 9878:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T: () => (/* binding */ answerSchemas)
/* harmony export */ });
function answerSchemas(build) {
    let loading;
    return () => {
        // One turn of the event loop first: the caller sends its request in this one, and the
        // chunk's compile (about 10 ms) then overlaps the wait for the answer instead of coming
        // before the request is written.
        loading ??= new Promise(resolve => setImmediate(resolve))
            .then(() => Promise.all(/* import() */[__webpack_require__.e(1831), __webpack_require__.e(9925)]).then(__webpack_require__.bind(__webpack_require__, 9925)))
            .then(parts => build(parts.builders, parts));
        return loading;
    };
}


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

/***/ 7175:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DV: () => (/* binding */ codeBlock),
/* harmony export */   Ix: () => (/* binding */ facts),
/* harmony export */   X1: () => (/* binding */ escapeText),
/* harmony export */   aY: () => (/* binding */ code),
/* harmony export */   gQ: () => (/* binding */ inertCode),
/* harmony export */   k9: () => (/* binding */ linkMarkdown),
/* harmony export */   nE: () => (/* binding */ shortFingerprint),
/* harmony export */   nf: () => (/* binding */ link),
/* harmony export */   os: () => (/* binding */ shortText),
/* harmony export */   s6: () => (/* binding */ linkableUrl),
/* harmony export */   tp: () => (/* binding */ table),
/* harmony export */   zH: () => (/* binding */ details)
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
/**
 * The address a summary may link to: an absolute http(s) URL with a host, and nothing else.
 * Any other value a remote sends in a link field (a path from a self-hosted service or a
 * rewriting proxy, `javascript:`, `data:`, text that is no URL at all) gives undefined, so it
 * is shown as text. Never throws: a display field must never fail a step.
 */
function linkableUrl(value) {
    // The host must follow the two slashes: the URL parser would read "https:///x" as host x.
    if (!value || !/^https?:\/\/[^/\\]/i.test(value))
        return undefined;
    try {
        const url = new URL(value);
        return url.hostname === '' ? undefined : url;
    }
    catch {
        return undefined;
    }
}
/**
 * Characters that end or break a link destination, a table cell or an escape in Markdown:
 * percent-encoded in the path, query and fragment (never needed there as they are).
 */
const UNSAFE_IN_DESTINATION = /[()[\]|`\\<>"'\s]/g;
/** A link for http(s) URLs (see linkableUrl); anything else is shown as plain text. */
function link(label, url) {
    return linkMarkdown(escapeText(label), url);
}
/** The same for a label that is Markdown already (`code(...)`), shown as it is unlinked. */
function linkMarkdown(label, url) {
    const target = linkableUrl(url);
    if (!target)
        return label;
    // Built from its parts, so credentials in the URL are never shown.
    const rest = `${target.pathname}${target.search}${target.hash}`.replace(UNSAFE_IN_DESTINATION, character => `%${character.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
    return `[${label}](${target.protocol}//${target.host}${rest})`;
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
/**
 * Text of at most `max` characters, its middle cut out (`…`) when longer: an image's
 * registry and its tag both stay readable. For a table cell, which a browser cannot break
 * inside a word, so a long name would make the table scroll sideways.
 */
function shortText(value, max) {
    const characters = [...value];
    if (characters.length <= max)
        return value;
    const head = Math.ceil((max - 1) / 2);
    const tail = max - 1 - head;
    return `${characters.slice(0, head).join('')}…${tail > 0 ? characters.slice(-tail).join('') : ''}`;
}
function shortFingerprint(fingerprint) {
    return fingerprint ? fingerprint.slice(0, 12) : '—';
}
/**
 * A collapsed section: what a reviewer opens only when they need it (the facts of a write,
 * its body), so the summaries of a job's writes read as short blocks. The blank lines let
 * GitHub render the Markdown inside.
 */
function details(label, body) {
    return `<details><summary>${escapeText(label)}</summary>\n\n${body}\n\n</details>`;
}
/**
 * Text from elsewhere (a name the service sent) as an inline code span, for Markdown that
 * people are notified of (a check run, a pull request comment): inside a code span no link,
 * HTML, emphasis or `@name` mention is made, where a backslash or an HTML entity before `@`
 * still pings. The fence is longer than any run of backticks in the text, so none ends it
 * early; line breaks and control characters become spaces. Not for table cells (a `|` there
 * would split the cell).
 */
function inertCode(value, maxLength = 200) {
    // eslint-disable-next-line no-control-regex -- matching control characters is the point
    const flat = (value ?? '').replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ');
    const text = flat.length > maxLength ? `${flat.slice(0, maxLength)}…` : flat;
    if (text.trim() === '')
        return '—';
    const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map(run => run.length));
    const fence = '`'.repeat(longest + 1);
    // A space each side keeps a backtick at either end apart from the fence; GitHub strips it.
    const padded = /^[` ]|[` ]$/.test(text) ? ` ${text} ` : text;
    return `${fence}${padded}${fence}`;
}


/***/ })

};
