export const id = 7603;
export const ids = [7603];
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

/***/ 9984:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  command: () => (/* binding */ command)
});

// EXTERNAL MODULE: ./src/inputs/input-error.ts
var input_error = __webpack_require__(9354);
// EXTERNAL MODULE: ./src/inputs/parse.ts
var parse = __webpack_require__(3718);
// EXTERNAL MODULE: ./src/service/explanations.ts
var explanations = __webpack_require__(931);
// EXTERNAL MODULE: ./src/service/endpoints.ts + 2 modules
var endpoints = __webpack_require__(654);
// EXTERNAL MODULE: ./src/action/skip.ts
var skip = __webpack_require__(4835);
// EXTERNAL MODULE: ./src/summary/compliance.ts
var compliance = __webpack_require__(5153);
// EXTERNAL MODULE: ./src/summary/markdown.ts
var markdown = __webpack_require__(7175);
;// CONCATENATED MODULE: ./src/commands/search/summary.ts
/** search's job summary: what the value resolved to, and each artifact found with where it runs. */


const MAX_ROWS = 200;
function renderSearchSummary(found, value) {
    const resolved = found.resolved_to;
    const rows = found.artifacts
        .slice(0, MAX_ROWS)
        .map(artifact => [
        (0,markdown/* link */.nf)(artifact.name || (0,markdown/* shortFingerprint */.nE)(artifact.fingerprint), artifact.html_url),
        (0,markdown/* code */.aY)((0,markdown/* shortFingerprint */.nE)(artifact.fingerprint)),
        (0,markdown/* escapeText */.X1)(artifact.flow || '—'),
        (0,markdown/* escapeText */.X1)(artifact.trail || '—'),
        artifact.has_provenance === false
            ? 'no provenance'
            : (0,compliance/* complianceMark */.tX)((0,compliance/* complianceState */.Bt)(artifact.compliance_state)),
        (0,markdown/* escapeText */.X1)((artifact.running_in ?? []).join(', ') || '—'),
        (0,markdown/* escapeText */.X1)((artifact.exited_from ?? []).join(', ') || '—')
    ]);
    const sections = [
        `## Search for ${(0,markdown/* code */.aY)(value)}: ${found.artifacts.length} artifact${found.artifacts.length === 1 ? '' : 's'}`,
        (0,markdown/* facts */.Ix)([
            ['Resolved to', (0,markdown/* escapeText */.X1)(resolved?.type)],
            ['Full match', resolved?.full_match ? (0,markdown/* code */.aY)(resolved.full_match) : undefined],
            [
                'Fingerprints matched',
                resolved?.fingerprints?.count != null ? String(resolved.fingerprints.count) : undefined
            ],
            [
                'Commits matched',
                resolved?.commits?.count != null ? String(resolved.commits.count) : undefined
            ]
        ]),
        rows.length === 0
            ? 'No artifact was found.'
            : (0,markdown/* table */.tp)(['Artifact', 'Fingerprint', 'Flow', 'Trail', 'Compliance', 'Running in', 'Exited from'], rows)
    ];
    if (found.artifacts.length > MAX_ROWS) {
        sections.push(`${found.artifacts.length - MAX_ROWS} more artifacts are in the result output.`);
    }
    return sections.join('\n\n') + '\n';
}

;// CONCATENATED MODULE: ./src/commands/search/index.ts
/**
 * search: the artifacts of a fingerprint or a git commit, given whole or by its first
 * characters (the vendor CLI's `search`): what the value resolved to, each artifact's flow,
 * trail and compliance, and the environments it runs in or left.
 */






const FORM = 'a fingerprint or a commit SHA, whole or its first characters: 5 to 64 hex characters';
function parseInputs(source) {
    const value = (0,parse/* requireValue */.vd)(source, 'value', FORM).trim();
    if (!/^[0-9a-fA-F]{5,64}$/.test(value)) {
        const problem = /^[0-9a-fA-F]+$/.test(value)
            ? `has ${value.length} hex characters`
            : `has ${(0,input_error/* quote */.h)(value)}, which is not hex`;
        throw new input_error/* InputError */.d('value', problem, FORM);
    }
    // Fingerprints and commits are lowercase in the service.
    return { value: value.toLowerCase() };
}
async function run(inputs, context) {
    const service = context.service;
    if (!service)
        return (0,skip/* skippedWithoutToken */.A)(context.log, 'nothing was searched');
    const { org } = context.common;
    const { value } = inputs;
    const found = await (0,explanations/* explainNotFound */.hf)((0,endpoints/* search */.$P)(service, { org, value }), {
        about: ['artifact'],
        missing: `No fingerprint or commit of org "${org}" starts with ${value}`,
        advice: 'check the value input, or give more of it'
    });
    const resolved = found.resolved_to;
    const outputs = {
        'resolved-to': resolved?.type ?? '',
        'full-match': resolved?.full_match ?? '',
        count: String(found.artifacts.length),
        fingerprints: JSON.stringify(found.artifacts.map(artifact => artifact.fingerprint ?? '')),
        result: JSON.stringify(found)
    };
    context.log.info(`${value} resolved to ${resolved?.type ?? 'an unnamed match'}${resolved?.full_match ? ` ${resolved.full_match}` : ''}: ${found.artifacts.length} artifact${found.artifacts.length === 1 ? '' : 's'} found.`);
    return { outcome: 'ok', outputs, summary: renderSearchSummary(found, value) };
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


/***/ })

};
