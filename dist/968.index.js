export const id = 968;
export const ids = [968];
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

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/evidence/inputs.ts
var inputs = __webpack_require__(7112);
// EXTERNAL MODULE: ./src/evidence/attachment.ts
var attachment = __webpack_require__(1272);
// EXTERNAL MODULE: ./src/evidence/attachments.ts
var attachments = __webpack_require__(975);
// EXTERNAL MODULE: ./src/evidence/record.ts
var record = __webpack_require__(9784);
// EXTERNAL MODULE: ./src/inputs/errors.ts
var errors = __webpack_require__(1318);
// EXTERNAL MODULE: ./src/inputs/parse.ts
var parse = __webpack_require__(3718);
// EXTERNAL MODULE: ./src/service/attestations.ts
var attestations = __webpack_require__(4536);
// EXTERNAL MODULE: ./src/fingerprint/resolve.ts
var resolve = __webpack_require__(6400);
;// CONCATENATED MODULE: ./src/commands/attest-snyk/scan.ts
class ScanFileError extends Error {
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
/** The result's level, else its rule's Snyk severity or default level, else SARIF's default. */
function sarifLevel(result, rules) {
    const given = scan_text(result.level);
    if (given)
        return given;
    const rule = (typeof result.ruleIndex === 'number' ? rules[result.ruleIndex] : undefined) ??
        rules.find(r => r.id === result.ruleId);
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
        const rules = Array.isArray(rulesValue) ? rulesValue.filter(isObject) : [];
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
        throw new ScanFileError(`${path} is not JSON (${reason}); expected Snyk's --json or --sarif output`);
    }
    if (isSarif(data))
        return readSarif(data);
    const projects = Array.isArray(data) ? data : [data];
    const failed = projects.find(p => isObject(p) && p.ok === false && typeof p.error === 'string');
    if (failed && isObject(failed)) {
        throw new ScanFileError(`${path} is Snyk's report of a scan that did not run (${String(failed.error).slice(0, 200)}); fix the scan before recording it`);
    }
    if (projects.length === 0 || !projects.every(isSnykProject)) {
        throw new ScanFileError(`${path} is neither SARIF nor Snyk JSON (no "runs", and no "vulnerabilities" or "infrastructureAsCodeIssues"); expected the output of snyk test --json or --sarif`);
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

// EXTERNAL MODULE: ./src/summary/attestation.ts
var attestation = __webpack_require__(4518);
// EXTERNAL MODULE: ./src/summary/compliance.ts
var compliance = __webpack_require__(5153);
// EXTERNAL MODULE: ./src/summary/markdown.ts
var markdown = __webpack_require__(7175);
;// CONCATENATED MODULE: ./src/commands/attest-snyk/summary.ts



/** Projects listed in the summary; the rest are counted in one line. */
const MAX_PROJECT_ROWS = 100;
function describeCounts(counts) {
    return `${(0,compliance/* plural */.LS)(counts.total, 'issue')} (${counts.high} high, ${counts.medium} medium, ${counts.low} low)`;
}
function renderSnykSummary(summary) {
    const { counts, results } = summary;
    const sections = [
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
        sections.push(`${results.results.length - MAX_PROJECT_ROWS} more projects are counted in the total.`);
    }
    return (0,attestation/* renderAttestationSummary */.D)(summary, {
        heading: summary.posted
            ? `${counts.total > 0 ? '⚠️' : '✅'} Snyk attestation ${(0,markdown/* escapeText */.X1)(summary.attestationName)} recorded: ${describeCounts(counts)}`
            : `Dry run: Snyk attestation not sent (${describeCounts(counts)})`,
        facts: [
            ['Scanner', (0,markdown/* escapeText */.X1)(`${results.tool.name} ${results.tool.version}`.trim())],
            ['Scan file', `${(0,markdown/* code */.aY)(summary.file)}${summary.attached ? ' (attached)' : ''}`]
        ],
        sections
    });
}

;// CONCATENATED MODULE: ./src/commands/attest-snyk/index.ts
/**
 * attest-snyk: reads a Snyk scan result (SARIF or Snyk JSON), counts its issues by severity
 * and posts a Snyk attestation (the file attached) to the trail or artifact. A file that is
 * not a scan result, or Snyk's report of a scan that failed, fails the step and posts nothing.
 */













/** Scan files over this size are refused before they are read: 32 MiB. */
const MAX_SCAN_FILE_BYTES = 32 * 1024 * 1024;
const SCAN_FORM = 'the JSON or SARIF file written by snyk test --json-file-output or --sarif-file-output';
function readScanPath(source, name, upload) {
    const path = (0,parse/* requireValue */.vd)(source, name, SCAN_FORM);
    let size;
    try {
        const info = (0,external_node_fs_.statSync)(path);
        if (!info.isFile())
            throw new errors/* InputError */.d(name, `names ${(0,errors/* quote */.h)(path)}, which is not a file`, SCAN_FORM);
        size = info.size;
    }
    catch (error) {
        if (error instanceof errors/* InputError */.d)
            throw error;
        throw new errors/* InputError */.d(name, `names ${(0,errors/* quote */.h)(path)}, which does not exist`, SCAN_FORM);
    }
    const limit = upload ? attestations/* MAX_ATTACHMENT_BYTES */.L : MAX_SCAN_FILE_BYTES;
    if (size > limit) {
        throw new errors/* InputError */.d(name, `names ${(0,errors/* quote */.h)(path)}, which is ${size} bytes, over the ${limit}-byte limit${upload ? ' for an attachment' : ''}`, upload ? `${SCAN_FORM}; set upload-results to false to send the counts only` : SCAN_FORM);
    }
    return path;
}
function parseInputs(source, _common) {
    const uploadResults = (0,parse/* readBoolean */.Vf)(source, 'upload-results', true);
    return {
        ...(0,inputs/* readEvidenceInputs */.j)(source),
        scanResults: readScanPath(source, 'scan-results', uploadResults),
        uploadResults
    };
}
async function run(inputs, context) {
    const { log, common } = context;
    const fingerprint = inputs.artifact
        ? await (0,resolve/* resolveFingerprint */.J)(inputs.artifact, { log, common })
        : undefined;
    // The file may have grown since it was checked: the limits hold for what is read.
    const size = (await (0,promises_.stat)(inputs.scanResults)).size;
    const limit = inputs.uploadResults ? attestations/* MAX_ATTACHMENT_BYTES */.L : MAX_SCAN_FILE_BYTES;
    if (size > limit) {
        throw new Error(`${inputs.scanResults} grew to ${size} bytes, over the ${limit}-byte limit; nothing was sent.`);
    }
    const bytes = await (0,promises_.readFile)(inputs.scanResults);
    const snykResults = readScan(bytes.toString('utf8'), inputs.scanResults);
    const counts = countSeverities(snykResults);
    log.info(`Read ${inputs.scanResults} (${snykResults.tool.name}): ${describeCounts(counts)}.`);
    const attachment = inputs.uploadResults ? scanAttachment(inputs.scanResults, bytes) : undefined;
    const recorded = await (0,record/* recordEvidence */.t)(inputs, {
        type: 'snyk',
        body: { attestation_name: inputs.name, snyk_results: snykResults, ...inputs.evidence },
        attachment,
        fingerprint,
        detail: describeCounts(counts)
    }, context);
    const outputs = {
        'high-count': String(counts.high),
        'medium-count': String(counts.medium),
        'low-count': String(counts.low),
        total: String(counts.total),
        ...recorded.outputs
    };
    const summary = renderSnykSummary({
        ...recorded.report,
        file: inputs.scanResults,
        attached: attachment !== undefined,
        results: snykResults,
        counts
    });
    return { outcome: recorded.report.posted ? 'ok' : 'skipped', outputs, summary };
}
/** The scan file as it was read and counted, sent as attachment_file. */
function scanAttachment(path, bytes) {
    const filename = (0,external_node_path_.basename)(path);
    return (0,attachment/* attachmentFilePart */.Hw)((0,attachments/* packedAttachment */.QZ)(filename, bytes, [filename], false));
}
const command = { parseInputs, run };


/***/ }),

/***/ 1272:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gm: () => (/* binding */ readAttachment),
/* harmony export */   Hw: () => (/* binding */ attachmentFilePart),
/* harmony export */   aE: () => (/* binding */ packAttachmentPart)
/* harmony export */ });
/* harmony import */ var _attachments_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(975);

function readAttachment(source) {
    return (0,_attachments_js__WEBPACK_IMPORTED_MODULE_0__/* .readAttachments */ .V_)(source, 'attachments', 'attachment');
}
/** Packs the files now, so the size limit is checked before anything is sent. */
async function packAttachmentPart(paths) {
    return attachmentFilePart(await (0,_attachments_js__WEBPACK_IMPORTED_MODULE_0__/* .packAttachments */ .Gv)(paths));
}
/** What every attestation endpoint names attachment_file: one file, or an archive of several. */
function attachmentFilePart(packed) {
    return {
        part: 'attachment_file',
        description: (0,_attachments_js__WEBPACK_IMPORTED_MODULE_0__/* .describeAttachment */ .V4)(packed),
        filename: packed.filename,
        load: async () => packed.content
    };
}


/***/ }),

/***/ 975:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gv: () => (/* binding */ packAttachments),
/* harmony export */   QZ: () => (/* binding */ packedAttachment),
/* harmony export */   V4: () => (/* binding */ describeAttachment),
/* harmony export */   V_: () => (/* binding */ readAttachments)
/* harmony export */ });
/* unused harmony exports ARCHIVE_NAME, archivePath */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_stream__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7075);
/* harmony import */ var node_stream__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_stream__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var node_stream_promises__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6466);
/* harmony import */ var node_stream_promises__WEBPACK_IMPORTED_MODULE_4___default = /*#__PURE__*/__webpack_require__.n(node_stream_promises__WEBPACK_IMPORTED_MODULE_4__);
/* harmony import */ var node_zlib__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8522);
/* harmony import */ var node_zlib__WEBPACK_IMPORTED_MODULE_5___default = /*#__PURE__*/__webpack_require__.n(node_zlib__WEBPACK_IMPORTED_MODULE_5__);
/* harmony import */ var _inputs_errors_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(1318);
/* harmony import */ var _inputs_parse_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(3718);
/* harmony import */ var _service_attestations_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(4536);
/* harmony import */ var _tar_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(6842);
/**
 * Attachments of an attestation (the `attachment_file` part): files and directories, named
 * comma- or newline-separated. As with the vendor CLI, one file is sent as it is; a directory,
 * or several paths, are packed into one gzipped tar named evidence.tgz. The limit of the
 * service (10 MB) holds for what is sent, and is checked before any request.
 */











/** The name the vendor CLI gives the archive of a directory or of several paths. */
const ARCHIVE_NAME = 'evidence.tgz';
/** The media type the published description gives attachment_file, archive or not. */
const PART_TYPE = 'application/octet-stream';
const LIMIT_TEXT = `10 MB (${_service_attestations_js__WEBPACK_IMPORTED_MODULE_9__/* .MAX_ATTACHMENT_BYTES */ .L} bytes)`;
const ATTACHMENTS_FORM = `readable files or directories, comma- or newline-separated, at most ${LIMIT_TEXT} once packed`;
/**
 * Reads an attachments input; every path must exist and be readable, and a single file must
 * be within the limit. `alias` is an older input name read when `name` is empty (attest-jira's
 * `attachment`); setting both is refused.
 */
function readAttachments(source, name = 'attachments', alias) {
    if (alias !== undefined && source(name) !== undefined && source(alias) !== undefined) {
        throw new _inputs_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .InputError */ .d(alias, `is set together with ${name}`, `only ${name} (${alias} is its older name)`);
    }
    const input = alias !== undefined && source(name) === undefined ? alias : name;
    const paths = [...new Set((0,_inputs_parse_js__WEBPACK_IMPORTED_MODULE_7__/* .readList */ .LD)(source, input))];
    if (paths.length === 0)
        return undefined;
    const names = new Map();
    for (const path of paths) {
        const info = checkPath(input, path);
        if (paths.length === 1 && info.isFile() && info.size > _service_attestations_js__WEBPACK_IMPORTED_MODULE_9__/* .MAX_ATTACHMENT_BYTES */ .L) {
            throw overLimit(input, path, info.size);
        }
        const entry = archivePath(path);
        const earlier = names.get(entry);
        if (earlier !== undefined) {
            throw new _inputs_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .InputError */ .d(input, `names ${(0,_inputs_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .quote */ .h)(earlier)} and ${(0,_inputs_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .quote */ .h)(path)}, which would both be ${(0,_inputs_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .quote */ .h)(entry)} in ${ARCHIVE_NAME}`, 'each path once');
        }
        names.set(entry, path);
    }
    return { input, paths };
}
function checkPath(input, path) {
    let info;
    try {
        info = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(path);
    }
    catch {
        throw new _inputs_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .InputError */ .d(input, `names ${(0,_inputs_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .quote */ .h)(path)}, which does not exist`, ATTACHMENTS_FORM);
    }
    if (!info.isFile() && !info.isDirectory()) {
        throw new _inputs_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .InputError */ .d(input, `names ${(0,_inputs_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .quote */ .h)(path)}, which is neither a regular file nor a directory`, ATTACHMENTS_FORM);
    }
    try {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.accessSync)(path, info.isDirectory() ? node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.R_OK | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.X_OK : node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.R_OK);
    }
    catch {
        throw new _inputs_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .InputError */ .d(input, `names ${(0,_inputs_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .quote */ .h)(path)}, which cannot be read`, ATTACHMENTS_FORM);
    }
    return info;
}
/** Where a given path lands in the archive: as given, without a root or leading "..". */
function archivePath(path) {
    const parts = [];
    for (const part of path.replace(/\\/g, '/').split('/')) {
        if (part === '' || part === '.')
            continue;
        if (part === '..')
            parts.pop();
        else
            parts.push(part);
    }
    return parts.join('/') || '.';
}
/**
 * Packs the attachments as the vendor CLI does: one file as is; one directory as an archive of
 * its contents; several paths as an archive where each keeps the path it was given. Refuses,
 * before anything is sent, what is over the limit once packed.
 */
async function packAttachments(attachments) {
    const { input, paths } = attachments;
    const [first] = paths;
    if (paths.length === 1 && first !== undefined && (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.stat)(first)).isFile()) {
        const bytes = await readOrRefuse(input, first);
        // The file may have grown since it was checked: the limit holds for what is sent.
        if (bytes.length > _service_attestations_js__WEBPACK_IMPORTED_MODULE_9__/* .MAX_ATTACHMENT_BYTES */ .L)
            throw overLimit(input, first, bytes.length);
        const filename = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.basename)(first);
        return packedAttachment(filename, bytes, [filename], false);
    }
    const files = [];
    for (const path of paths) {
        const found = await collect(input, path, paths.length === 1 ? '' : archivePath(path));
        if (found.length === 0) {
            throw new _inputs_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .InputError */ .d(input, `names ${(0,_inputs_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .quote */ .h)(path)}, which holds no files`, ATTACHMENTS_FORM);
        }
        files.push(...found);
    }
    const archive = await gzipTar(input, files);
    return packedAttachment(ARCHIVE_NAME, archive, files.map(file => file.name), true);
}
/** The bytes to send as attachment_file, with what they hold for the log and the summary. */
function packedAttachment(filename, bytes, entries, archived) {
    const content = new Blob([bytes], { type: PART_TYPE });
    return { filename, content, size: bytes.length, entries, archived };
}
/** For logs and dry runs: `evidence.tgz (1234 bytes: a.txt, logs/b.txt)`. */
function describeAttachment(attachment) {
    const shown = attachment.entries.slice(0, 20).join(', ');
    const more = attachment.entries.length > 20 ? ` and ${attachment.entries.length - 20} more` : '';
    return attachment.archived
        ? `${attachment.filename} (${attachment.size} bytes: ${shown}${more})`
        : `${attachment.filename} (${attachment.size} bytes)`;
}
/**
 * Regular files under `path` (or `path` itself), entries sorted by name. A symlink to a file
 * is packed as that file; a symlink to a directory is not followed, so a cycle cannot loop.
 */
async function collect(input, path, prefix) {
    const info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.stat)(path);
    if (info.isFile())
        return [toPack(path, prefix || (0,node_path__WEBPACK_IMPORTED_MODULE_2__.basename)(path), info)];
    const found = [];
    let entries;
    try {
        entries = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readdir)(path, { withFileTypes: true });
    }
    catch (error) {
        throw unreadable(input, path, error);
    }
    entries.sort((a, b) => Buffer.compare(Buffer.from(a.name), Buffer.from(b.name)));
    for (const entry of entries) {
        const child = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(path, entry.name);
        const name = prefix ? `${prefix}/${entry.name}` : entry.name;
        if (entry.isDirectory())
            found.push(...(await collect(input, child, name)));
        else if (entry.isFile())
            found.push(toPack(child, name, await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.stat)(child)));
        else if (entry.isSymbolicLink()) {
            const target = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.stat)(child).catch(() => undefined);
            if (target?.isFile())
                found.push(toPack(child, name, target));
        }
    }
    return found;
}
function toPack(path, name, info) {
    return { path, name, mtime: Math.floor(info.mtimeMs / 1000), mode: info.mode & 0o777 };
}
/** Streams the files through gzip one at a time and stops as soon as the limit is passed. */
async function gzipTar(input, files) {
    const chunks = [];
    let size = 0;
    const collector = new node_stream__WEBPACK_IMPORTED_MODULE_3__.Writable({
        write(chunk, _encoding, done) {
            size += chunk.length;
            if (size > _service_attestations_js__WEBPACK_IMPORTED_MODULE_9__/* .MAX_ATTACHMENT_BYTES */ .L)
                done(new PackedTooLarge());
            else {
                chunks.push(chunk);
                done();
            }
        }
    });
    async function* blocks() {
        for (const file of files) {
            const content = await readOrRefuse(input, file.path);
            yield* (0,_tar_js__WEBPACK_IMPORTED_MODULE_8__/* .entryBlocks */ .Bs)({ name: file.name, content, mtime: file.mtime, mode: file.mode });
        }
        yield _tar_js__WEBPACK_IMPORTED_MODULE_8__/* .END_OF_ARCHIVE */ .bM;
    }
    try {
        await (0,node_stream_promises__WEBPACK_IMPORTED_MODULE_4__.pipeline)(node_stream__WEBPACK_IMPORTED_MODULE_3__.Readable.from(blocks()), (0,node_zlib__WEBPACK_IMPORTED_MODULE_5__.createGzip)({ level: 9 }), collector);
    }
    catch (error) {
        if (error instanceof PackedTooLarge) {
            throw new _inputs_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .InputError */ .d(input, `packs into ${ARCHIVE_NAME} of more than ${LIMIT_TEXT}, over the service's limit`, `fewer or smaller files; link large evidence with external-urls`);
        }
        throw error;
    }
    return Buffer.concat(chunks);
}
class PackedTooLarge extends Error {
}
async function readOrRefuse(input, path) {
    try {
        return await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(path);
    }
    catch (error) {
        throw unreadable(input, path, error);
    }
}
function unreadable(input, path, error) {
    const code = error?.code;
    const why = typeof code === 'string' ? ` (${code})` : '';
    return new _inputs_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .InputError */ .d(input, `names ${(0,_inputs_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .quote */ .h)(path)}, which cannot be read${why}`, ATTACHMENTS_FORM);
}
function overLimit(input, path, size) {
    return new _inputs_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .InputError */ .d(input, `names ${(0,_inputs_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .quote */ .h)(path)}, which is ${size} bytes, over the service's limit`, `files of at most ${LIMIT_TEXT}; compress it, or link large evidence with external-urls`);
}


/***/ }),

/***/ 7112:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   j: () => (/* binding */ readEvidenceInputs)
/* harmony export */ });
/* harmony import */ var _inputs_artifact_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5755);
/* harmony import */ var _inputs_evidence_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9592);
/* harmony import */ var _inputs_parse_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3718);
/* harmony import */ var _trail_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4585);
/**
 * The inputs every evidence attestation shares (attest-generic, attest-custom, attest-junit,
 * attest-snyk): where it goes,
 * its name, the artifact it is about, and the optional evidence fields of the strict bodies.
 */




function readEvidenceInputs(source) {
    return {
        flow: (0,_inputs_parse_js__WEBPACK_IMPORTED_MODULE_2__/* .readName */ .MQ)(source, 'flow', true),
        trail: (0,_trail_js__WEBPACK_IMPORTED_MODULE_3__/* .readTrailInput */ .v1)(source),
        name: (0,_inputs_evidence_js__WEBPACK_IMPORTED_MODULE_1__/* .readAttestationName */ .Q6)(source, 'name'),
        artifact: (0,_inputs_artifact_js__WEBPACK_IMPORTED_MODULE_0__/* .readOptionalArtifact */ .$)(source),
        evidence: (0,_inputs_evidence_js__WEBPACK_IMPORTED_MODULE_1__/* .readEvidenceFields */ .Tz)(source)
    };
}


/***/ }),

/***/ 6842:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bs: () => (/* binding */ entryBlocks),
/* harmony export */   Gr: () => (/* binding */ tarArchive),
/* harmony export */   bM: () => (/* binding */ END_OF_ARCHIVE)
/* harmony export */ });
/**
 * A small ustar writer for evidence archives: regular files only (as the vendor CLI packs
 * them), names longer than ustar's 100 bytes carried in a PAX `path` record, so any path
 * survives. The archive is gzipped by the caller.
 */
const BLOCK = 512;
/** The bytes of a tar archive holding `entries` in the order given. */
function tarArchive(entries) {
    return Buffer.concat([...entries.flatMap(entryBlocks), END_OF_ARCHIVE]);
}
/** Two zero blocks end an archive. */
const END_OF_ARCHIVE = Buffer.alloc(2 * BLOCK);
/** One entry's headers and padded content, so an archive can be streamed entry by entry. */
function entryBlocks(entry) {
    const blocks = [];
    if (Buffer.byteLength(entry.name) > 100 || /[^\x20-\x7e]/.test(entry.name)) {
        const record = paxRecord('path', entry.name);
        blocks.push(header({ name: 'PaxHeader', size: record.length, mtime: entry.mtime, type: 'x' }));
        blocks.push(padded(record));
    }
    blocks.push(header({
        name: shortName(entry.name),
        size: entry.content.length,
        mtime: entry.mtime,
        mode: entry.mode,
        type: '0'
    }));
    blocks.push(padded(entry.content));
    return blocks;
}
/** A PAX record is "<length> <key>=<value>\n", where length counts the whole record. */
function paxRecord(key, value) {
    const body = ` ${key}=${value}\n`;
    const bodyLength = Buffer.byteLength(body);
    let length = bodyLength;
    // The length counts its own digits: settle on the value that includes them.
    while (String(length).length + bodyLength !== length)
        length = String(length).length + bodyLength;
    return Buffer.from(`${length}${body}`, 'utf8');
}
/** The ustar name field keeps what fits (the PAX record holds the whole path). */
function shortName(name) {
    const ascii = name.replace(/[^\x20-\x7e]/g, '_');
    return ascii.length <= 100 ? ascii : ascii.slice(ascii.length - 100);
}
function header(fields) {
    const block = Buffer.alloc(BLOCK);
    block.write(fields.name, 0, 100, 'utf8');
    writeOctal(block, fields.mode ?? 0o644, 100, 8);
    writeOctal(block, 0, 108, 8); // uid
    writeOctal(block, 0, 116, 8); // gid
    writeOctal(block, fields.size, 124, 12);
    writeOctal(block, Math.max(0, Math.floor(fields.mtime)), 136, 12);
    block.write(fields.type, 156, 1, 'ascii');
    block.write('ustar\u000000', 257, 8, 'ascii');
    // The checksum is computed with its own field read as eight spaces.
    block.fill(0x20, 148, 156);
    let sum = 0;
    for (const byte of block)
        sum += byte;
    block.write(`${sum.toString(8).padStart(6, '0')}\u0000 `, 148, 8, 'ascii');
    return block;
}
function writeOctal(block, value, offset, length) {
    const text = value.toString(8);
    if (text.length > length - 1) {
        throw new RangeError(`${value} does not fit a ${length}-byte tar header field`);
    }
    block.write(`${text.padStart(length - 1, '0')}\u0000`, offset, length, 'ascii');
}
function padded(content) {
    const rest = content.length % BLOCK;
    return rest === 0 ? content : Buffer.concat([content, Buffer.alloc(BLOCK - rest)]);
}


/***/ }),

/***/ 4536:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ MAX_ATTACHMENT_BYTES)
/* harmony export */ });
/** The service's limit for attachment_file. */
const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;


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
