export const id = 8968;
export const ids = [8968];
export const modules = {

/***/ 8968:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  MAX_SCAN_FILE_BYTES: () => (/* binding */ MAX_SCAN_FILE_BYTES),
  command: () => (/* binding */ command)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/attest/pipeline.ts + 2 modules
var pipeline = __webpack_require__(1086);
// EXTERNAL MODULE: ./src/attachments/attachment-part.ts
var attachment_part = __webpack_require__(7487);
// EXTERNAL MODULE: ./src/attachments/attachments.ts
var attachments = __webpack_require__(4444);
// EXTERNAL MODULE: ./src/inputs/input-error.ts
var input_error = __webpack_require__(9354);
// EXTERNAL MODULE: ./src/inputs/named-path.ts
var named_path = __webpack_require__(6646);
// EXTERNAL MODULE: ./src/files/regular-file.ts
var regular_file = __webpack_require__(5354);
// EXTERNAL MODULE: ./src/files/utf8-text.ts
var utf8_text = __webpack_require__(2370);
// EXTERNAL MODULE: ./src/inputs/nesting.ts
var nesting = __webpack_require__(4831);
// EXTERNAL MODULE: ./src/inputs/parse.ts
var parse = __webpack_require__(3718);
// EXTERNAL MODULE: ./src/service/attestation-types.ts
var attestation_types = __webpack_require__(3949);
;// CONCATENATED MODULE: ./src/commands/attest-snyk/scan.ts
/** A file that is not a usable scan result: what is wrong with it, and what was expected. */
class ScanFileError extends Error {
    problem;
    expected;
    constructor(problem, expected, path) {
        super(`${path} ${problem}; expected ${expected}`);
        this.problem = problem;
        this.expected = expected;
    }
}
const LEVELS = {
    critical: 'high',
    high: 'high',
    error: 'high',
    medium: 'medium',
    warning: 'medium',
    low: 'low',
    note: 'low',
    info: 'low'
};
const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
const scan_text = (value) => (typeof value === 'string' ? value : undefined);
function emptyProject() {
    return { high_count: 0, medium_count: 0, low_count: 0, high: [], medium: [], low: [] };
}
function add(project, level, issue) {
    project[level].push(issue);
    project[`${level}_count`]++;
}
function isSarif(data) {
    if (!isObject(data) || !Array.isArray(data.runs))
        return false;
    const schema = scan_text(data.$schema) ?? '';
    return /sarif/i.test(schema) || scan_text(data.version)?.startsWith('2.') === true;
}
function sarifLocations(result) {
    const locations = Array.isArray(result.locations) ? result.locations : [];
    return locations.flatMap((location) => {
        const physical = isObject(location) ? location.physicalLocation : undefined;
        if (!isObject(physical))
            return [];
        const artifact = isObject(physical.artifactLocation) ? physical.artifactLocation : {};
        const region = isObject(physical.region) ? physical.region : {};
        const start = typeof region.startLine === 'number' ? region.startLine : undefined;
        const end = typeof region.endLine === 'number' ? region.endLine : undefined;
        const lines = start === undefined ? '' : end !== undefined && end !== start ? `${start}-${end}` : `${start}`;
        return [{ uri: scan_text(artifact.uri) ?? '', lines }];
    });
}
function indexRules(list) {
    const byId = new Map();
    // The first rule with an id wins, as a search from the start would find it.
    for (const rule of list)
        if (!byId.has(rule.id))
            byId.set(rule.id, rule);
    return { list, byId };
}
/** The result's level, else its rule's Snyk severity or default level, else SARIF's default. */
function sarifLevel(result, rules) {
    const given = scan_text(result.level);
    if (given)
        return given;
    const rule = (typeof result.ruleIndex === 'number' ? rules.list[result.ruleIndex] : undefined) ??
        rules.byId.get(result.ruleId);
    const properties = isObject(rule?.properties) ? rule.properties : {};
    const problem = isObject(properties.problem) ? properties.problem : {};
    const config = isObject(rule?.defaultConfiguration) ? rule.defaultConfiguration : {};
    return scan_text(problem.severity) ?? scan_text(config.level) ?? 'warning';
}
function readSarif(data) {
    const runs = data.runs.filter(isObject);
    const driver = (run) => {
        const tool = isObject(run?.tool) ? run.tool : {};
        return isObject(tool.driver) ? tool.driver : {};
    };
    const first = driver(runs[0]);
    const results = runs.map(run => {
        const rulesValue = driver(run).rules;
        const rules = indexRules(Array.isArray(rulesValue) ? rulesValue.filter(isObject) : []);
        const project = emptyProject();
        for (const result of Array.isArray(run.results) ? run.results.filter(isObject) : []) {
            const level = LEVELS[sarifLevel(result, rules).toLowerCase()];
            if (!level)
                continue; // SARIF `none`: not a finding
            const message = isObject(result.message) ? scan_text(result.message.text) : undefined;
            const properties = isObject(result.properties) ? result.properties : {};
            const issue = {
                id: scan_text(result.ruleId) ?? '',
                message: message ?? '',
                locations: sarifLocations(result)
            };
            if (typeof properties.priorityScore === 'number')
                issue.priority_score = properties.priorityScore;
            add(project, level, issue);
        }
        return project;
    });
    return {
        schema_version: 1,
        tool: { name: scan_text(first.name) ?? 'Snyk', version: scan_text(first.version) ?? '' },
        results
    };
}
function isSnykProject(value) {
    return (isObject(value) &&
        (Array.isArray(value.vulnerabilities) || Array.isArray(value.infrastructureAsCodeIssues)));
}
function toolName(project) {
    if (Array.isArray(project.infrastructureAsCodeIssues))
        return 'Snyk IaC';
    if (project.packageManager === 'deb' || project.packageManager === 'apk' || project.docker)
        return 'Snyk Container';
    return 'Snyk Open Source';
}
/** Snyk lists a vulnerability once per dependency path: each id counts once per project. */
function readSnykProject(project) {
    const result = emptyProject();
    const file = scan_text(project.displayTargetFile) ?? scan_text(project.targetFile);
    const issues = [
        ...(Array.isArray(project.vulnerabilities) ? project.vulnerabilities : []),
        ...(Array.isArray(project.infrastructureAsCodeIssues) ? project.infrastructureAsCodeIssues : [])
    ].filter(isObject);
    const seen = new Set();
    for (const item of issues) {
        const id = scan_text(item.id) ?? '';
        if (seen.has(id))
            continue;
        seen.add(id);
        const level = LEVELS[(scan_text(item.severity) ?? '').toLowerCase()];
        if (!level)
            continue;
        const line = typeof item.lineNumber === 'number' && item.lineNumber > 0 ? String(item.lineNumber) : '';
        const issue = {
            id,
            message: scan_text(item.title) ?? scan_text(item.message) ?? '',
            locations: file ? [{ uri: file, lines: line }] : []
        };
        if (typeof item.priorityScore === 'number')
            issue.priority_score = item.priorityScore;
        add(result, level, issue);
    }
    return result;
}
/** Parses the text of a scan file; throws ScanFileError naming the file when it is none. */
function readScan(content, path) {
    let data;
    try {
        data = JSON.parse(content.replace(/^\uFEFF/, ''));
    }
    catch (error) {
        const reason = error instanceof Error ? error.message.replace(/\.$/, '') : 'parse error';
        throw new ScanFileError(`is not JSON (${reason})`, "Snyk's --json or --sarif output", path);
    }
    if (isSarif(data))
        return readSarif(data);
    const projects = Array.isArray(data) ? data : [data];
    const failed = projects.find(p => isObject(p) && p.ok === false && typeof p.error === 'string');
    if (failed && isObject(failed)) {
        throw new ScanFileError(`is Snyk's report of a scan that did not run (${String(failed.error).slice(0, 200)})`, 'the output of a scan that ran: fix the scan before recording it', path);
    }
    if (projects.length === 0 || !projects.every(isSnykProject)) {
        throw new ScanFileError('is neither SARIF nor Snyk JSON (no "runs", and no "vulnerabilities" or "infrastructureAsCodeIssues")', 'the output of snyk test --json or --sarif', path);
    }
    return {
        schema_version: 1,
        tool: { name: toolName(projects[0]), version: '' },
        results: projects.map(project => readSnykProject(project))
    };
}
function countSeverities(results) {
    const counts = { high: 0, medium: 0, low: 0, total: 0 };
    for (const project of results.results) {
        counts.high += project.high_count;
        counts.medium += project.medium_count;
        counts.low += project.low_count;
    }
    counts.total = counts.high + counts.medium + counts.low;
    return counts;
}

// EXTERNAL MODULE: ./src/summary/attestation-facts.ts
var attestation_facts = __webpack_require__(9028);
// EXTERNAL MODULE: ./src/summary/states.ts
var states = __webpack_require__(2764);
// EXTERNAL MODULE: ./src/summary/markdown.ts
var markdown = __webpack_require__(7175);
;// CONCATENATED MODULE: ./src/commands/attest-snyk/summary.ts
/**
 * How a Snyk attestation reads in the job summary: its highest-severity findings by name, then
 * issue counts by severity, per project.
 */



/** Projects listed in the summary; the rest are counted in one line. */
const MAX_PROJECT_ROWS = 100;
/** Findings named in the summary, highest severity first; the rest are counted. */
const MAX_FINDING_ROWS = 20;
/** A finding's message is cut to its first line, and to this many characters. */
const MAX_MESSAGE_CHARS = 200;
const summary_LEVELS = ['high', 'medium', 'low'];
function describeCounts(counts) {
    return `${(0,states/* plural */.LS)(counts.total, 'issue')} (${counts.high} high, ${counts.medium} medium, ${counts.low} low)`;
}
/**
 * The first `limit` findings, high before medium before low; within a severity, the highest
 * priority score first (Snyk's own ranking), then in the order of the scan.
 */
function highestFindings(results, limit = MAX_FINDING_ROWS) {
    const found = [];
    for (const level of summary_LEVELS) {
        if (found.length >= limit)
            break;
        const issues = results.results.flatMap(project => project[level]);
        const ranked = issues
            .map((issue, index) => ({ issue, index }))
            .sort((a, b) => (b.issue.priority_score ?? -1) - (a.issue.priority_score ?? -1) || a.index - b.index);
        for (const { issue } of ranked.slice(0, limit - found.length))
            found.push({ level, issue });
    }
    return found;
}
function firstLine(text) {
    const line = text.trim().split(/\r\n|[\r\n]/, 1)[0] ?? '';
    return line.length > MAX_MESSAGE_CHARS ? `${line.slice(0, MAX_MESSAGE_CHARS - 1)}…` : line;
}
/** Where the finding is: its first location as `path:lines`, and how many others it has. */
function summary_location(issue) {
    const [first, ...others] = issue.locations;
    if (first === undefined || first.uri === '')
        return '—';
    const place = (0,markdown/* code */.aY)(first.lines ? `${first.uri}:${first.lines}` : first.uri);
    return others.length > 0 ? `${place} (and ${others.length} more)` : place;
}
function findingsSection(results, counts) {
    if (counts.total === 0)
        return [];
    const findings = highestFindings(results);
    const sections = [
        '### Highest-severity findings',
        (0,markdown/* table */.tp)(['Severity', 'Rule', 'Message', 'Location'], findings.map(({ level, issue }) => [
            (0,states/* severityMark */.nU)(level),
            (0,markdown/* code */.aY)(issue.id),
            (0,markdown/* escapeText */.X1)(firstLine(issue.message)),
            summary_location(issue)
        ]))
    ];
    if (counts.total > findings.length) {
        sections.push(`and ${counts.total - findings.length} more, counted by project in the details.`);
    }
    return sections;
}
function renderSnykSummary(summary) {
    const { counts, results } = summary;
    const sections = findingsSection(results, counts);
    // The counts per project are for the curious: the heading gives the totals.
    const byProject = [
        '### Issues by severity',
        (0,markdown/* table */.tp)(['Project', 'High', 'Medium', 'Low'], [
            ...results.results
                .slice(0, MAX_PROJECT_ROWS)
                .map((project, index) => [
                String(index + 1),
                String(project.high_count),
                String(project.medium_count),
                String(project.low_count)
            ]),
            ['**Total**', String(counts.high), String(counts.medium), String(counts.low)]
        ])
    ];
    if (results.results.length > MAX_PROJECT_ROWS) {
        byProject.push(`${results.results.length - MAX_PROJECT_ROWS} more projects are counted in the total.`);
    }
    return (0,attestation_facts/* renderAttestationSummary */.Dq)(summary, {
        heading: summary.posted
            ? `${(0,states/* stateEmoji */.eY)(counts.total > 0 ? 'failing' : 'passing')} Snyk attestation ${(0,markdown/* escapeText */.X1)(summary.attestationName)} recorded: ${describeCounts(counts)}`
            : `Dry run: Snyk attestation not sent (${describeCounts(counts)})`,
        facts: [
            ['Scanner', (0,markdown/* escapeText */.X1)(`${results.tool.name} ${results.tool.version}`.trim())],
            ['Scan file', `${(0,markdown/* code */.aY)(summary.file)}${summary.attached ? ' (attached)' : ''}`],
            ['Attachment', summary.archive === undefined ? undefined : (0,markdown/* code */.aY)(summary.archive)]
        ],
        sections,
        details: byProject
    });
}

;// CONCATENATED MODULE: ./src/commands/attest-snyk/index.ts
/**
 * attest-snyk: reads a Snyk scan result (SARIF or Snyk JSON), counts its issues by severity
 * and posts a Snyk attestation (the file attached) to the trail or artifact. The file is read
 * and counted while the inputs are read: one that is not a scan result, or Snyk's report of
 * a scan that failed, fails the step before any request, even in a dry run.
 */













/** Scan files over this size are refused before they are read: 32 MiB. */
const MAX_SCAN_FILE_BYTES = 32 * 1024 * 1024;
const SCAN_FORM = 'the JSON or SARIF file written by snyk test --json-file-output or --sarif-file-output';
function readScanFile(source, name, upload) {
    const path = (0,parse/* requireValue */.vd)(source, name, SCAN_FORM);
    let bytes;
    try {
        // Read without following a link or waiting on a FIFO; the limits hold for what is read.
        const { real, info } = (0,named_path/* checkNamedPath */.h)(name, path, 'file', SCAN_FORM);
        checkSize(name, path, info.size, upload);
        bytes = (0,regular_file/* readRegularFileSync */.cG)(real).content;
    }
    catch (error) {
        if (error instanceof input_error/* InputError */.d)
            throw error;
        throw new input_error/* InputError */.d(name, `names ${(0,input_error/* quote */.h)(path)}, which does not exist`, SCAN_FORM);
    }
    // Checked again on what was read: the file may have grown since it was measured.
    checkSize(name, path, bytes.length, upload);
    const read = (0,utf8_text/* utf8Text */.H)(bytes);
    if ('problem' in read) {
        throw new input_error/* InputError */.d(name, `names ${(0,input_error/* quote */.h)(path)}, which ${read.problem}`, SCAN_FORM);
    }
    const { text } = read;
    let results;
    try {
        results = readScan(text, path);
    }
    catch (error) {
        if (!(error instanceof ScanFileError))
            throw error;
        throw new input_error/* InputError */.d(name, `names ${(0,input_error/* quote */.h)(path)}, which ${error.problem}`, error.expected);
    }
    (0,nesting/* refuseDeepJson */.Hb)(name, text, path, SCAN_FORM);
    return { path, bytes, results };
}
function checkSize(name, path, size, upload) {
    const limit = upload ? attestation_types/* MAX_ATTACHMENT_BYTES */.LY : MAX_SCAN_FILE_BYTES;
    if (size > limit) {
        throw new input_error/* InputError */.d(name, `names ${(0,input_error/* quote */.h)(path)}, which is ${size} bytes, over the ${limit}-byte limit${upload ? ' for an attachment' : ''}`, upload ? `${SCAN_FORM}; set upload-results to false to send the counts only` : SCAN_FORM);
    }
}
/**
 * What attest-snyk attaches: the scan file as it was read and counted (upload-results), the
 * attachments input, or both packed into one evidence.tgz.
 */
function snykAttachment(inputs, log) {
    const filename = (0,external_node_path_.basename)(inputs.scanResults);
    const own = {
        input: 'scan-results',
        paths: [inputs.scanResults],
        otherwise: 'upload-results: false',
        alone: async () => (0,attachment_part/* attachmentFilePart */.Hw)((0,attachments/* packedAttachment */.QZ)(filename, inputs.scan.bytes, [filename], false))
    };
    return (0,attachment_part/* withOwnFiles */.sQ)(inputs.attachments, inputs.uploadResults ? own : undefined, log);
}
const command = (0,pipeline/* attestationCommand */.Q)({
    type: 'snyk',
    reads: { commit: true, attachments: true },
    readInputs: source => {
        const uploadResults = (0,parse/* readBoolean */.Vf)(source, 'upload-results');
        const { path, bytes, results } = readScanFile(source, 'scan-results', uploadResults);
        return { scanResults: path, scan: { bytes, results }, uploadResults };
    },
    commit: 'run',
    gather: async (inputs, { log }) => {
        const counts = countSeverities(inputs.scan.results);
        const tool = inputs.scan.results.tool.name;
        log.info(`Read ${inputs.scanResults} (${tool}): ${describeCounts(counts)}.`);
        return { ...inputs.scan, counts };
    },
    attachment: (_, inputs, log) => snykAttachment(inputs, log),
    body: scan => ({ snyk_results: scan.results }),
    detail: scan => describeCounts(scan.counts),
    outputs: ({ counts }) => ({
        'high-count': String(counts.high),
        'medium-count': String(counts.medium),
        'low-count': String(counts.low),
        total: String(counts.total)
    }),
    summary: {
        render: (report, scan, inputs, attachment) => renderSnykSummary({
            ...report,
            file: inputs.scanResults,
            attached: inputs.uploadResults,
            archive: inputs.attachments ? attachment?.description : undefined,
            results: scan.results,
            counts: scan.counts
        })
    }
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


/***/ })

};
