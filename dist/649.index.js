export const id = 649;
export const ids = [649];
export const modules = {

/***/ 975:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gv: () => (/* binding */ packAttachments),
/* harmony export */   V4: () => (/* binding */ describeAttachment),
/* harmony export */   V_: () => (/* binding */ readAttachments)
/* harmony export */ });
/* unused harmony exports ARCHIVE_NAME, archivePath, attachmentPart */
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
        return {
            filename,
            content: new Blob([bytes], { type: PART_TYPE }),
            size: bytes.length,
            entries: [filename],
            archived: false
        };
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
    return {
        filename: ARCHIVE_NAME,
        content: new Blob([archive], { type: PART_TYPE }),
        size: archive.length,
        entries: files.map(file => file.name),
        archived: true
    };
}
/** The multipart part that carries an attachment, as every attestation endpoint names it. */
function attachmentPart(attachment) {
    return { name: 'attachment_file', value: attachment.content, filename: attachment.filename };
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

/***/ 6020:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Nw: () => (/* binding */ attestationOutputs),
  Uv: () => (/* binding */ definedOnly),
  eK: () => (/* binding */ readAttestationInputs),
  wn: () => (/* binding */ recordedFacts),
  dp: () => (/* binding */ resolveAttestation)
});

// EXTERNAL MODULE: ./src/summary/markdown.ts
var markdown = __webpack_require__(7175);
// EXTERNAL MODULE: ./src/evidence/write.ts
var write = __webpack_require__(5594);
// EXTERNAL MODULE: ./src/evidence/inputs.ts
var inputs = __webpack_require__(7112);
// EXTERNAL MODULE: ./src/inputs/commit.ts
var commit = __webpack_require__(8836);
// EXTERNAL MODULE: ./src/fingerprint/resolve.ts
var resolve = __webpack_require__(6400);
// EXTERNAL MODULE: ./src/evidence/attachments.ts
var attachments = __webpack_require__(975);
;// CONCATENATED MODULE: ./src/evidence/attachment.ts

function readAttachment(source) {
    return (0,attachments/* readAttachments */.V_)(source, 'attachments', 'attachment');
}
/** Packs the files now, so the size limit is checked before anything is sent. */
async function attachmentFilePart(paths) {
    const packed = await (0,attachments/* packAttachments */.Gv)(paths);
    return {
        part: 'attachment_file',
        path: (0,attachments/* describeAttachment */.V4)(packed),
        filename: packed.filename,
        load: async () => packed.content
    };
}

// EXTERNAL MODULE: ./src/evidence/run-commit.ts
var run_commit = __webpack_require__(7211);
// EXTERNAL MODULE: ./src/evidence/trail.ts
var trail = __webpack_require__(4585);
;// CONCATENATED MODULE: ./src/evidence/attestation.ts
/**
 * What the generic and custom attestation commands share: the inputs that say where the
 * evidence goes and what it is about, and the body fields built from them and the run.
 */








function readAttestationInputs(source) {
    return {
        ...(0,inputs/* readEvidenceInputs */.j)(source),
        commitSha: (0,commit/* readCommitSha */.e$)(source, 'commit-sha'),
        redact: (0,commit/* readRedactions */.Xg)(source, 'redact-commit-info'),
        attachment: readAttachment(source)
    };
}
/** Only fields that are set: the bodies are strict, and null is not the same as unset. */
function definedOnly(value) {
    return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined));
}
/** Fingerprints the artifact and reads the commit: the work done before the body exists. */
async function resolveAttestation(inputs, context) {
    const fingerprint = inputs.artifact
        ? await (0,resolve/* resolveFingerprint */.J)(inputs.artifact, context)
        : undefined;
    const commit = await (0,run_commit/* readRunCommit */.t)(inputs, context.log);
    const base = definedOnly({
        attestation_name: inputs.name,
        artifact_fingerprint: fingerprint,
        git_commit_info: commit.gitCommitInfo,
        repo_info: commit.repoInfo,
        ...inputs.evidence
    });
    return {
        trail: (0,trail/* trailOrCommit */.TO)(inputs.trail, commit.sha),
        fingerprint,
        base,
        attachment: inputs.attachment ? await attachmentFilePart(inputs.attachment) : undefined
    };
}
/** The outputs of a generic or custom attestation: the write's, where it went, the artifact. */
function attestationOutputs(outcome, flow, resolved) {
    const outputs = { ...(0,write/* writeOutputs */.Kn)(outcome), flow, trail: resolved.trail };
    if (resolved.fingerprint)
        outputs.fingerprint = resolved.fingerprint;
    return outputs;
}
/** The summary facts of a generic or custom attestation: where it was recorded, about what. */
function recordedFacts(attestation, resolved) {
    return (0,markdown/* attestationFacts */.SU)({
        flow: attestation.flow,
        trail: resolved.trail,
        attestationName: attestation.name,
        fingerprint: resolved.fingerprint
    });
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

/***/ 7211:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   t: () => (/* binding */ readRunCommit)
/* harmony export */ });
/* harmony import */ var _github_event_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5015);
/* harmony import */ var _github_references_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2928);
/* harmony import */ var _commit_records_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5039);
/**
 * The commit a build-side record is about, read once per step: the commit-sha input, else
 * the pull request's head (never the generated merge commit in GITHUB_SHA), else GITHUB_SHA;
 * with its message, author and time from the event payload or the
 * checkout when they are there, and its repository.
 */



async function readRunCommit(options, log) {
    const facts = (0,_github_event_js__WEBPACK_IMPORTED_MODULE_0__/* .readRunFacts */ .FA)();
    if (facts.payloadProblem)
        log.warning(`The event payload was not used: ${facts.payloadProblem}.`);
    // What was built is GITHUB_SHA, except on a pull request, where GITHUB_SHA is a generated
    // merge commit and the head is what the author pushed.
    const commitSha = options.commitSha ?? facts.pullRequest?.headSha ?? facts.sha;
    // No key sources: only the commit itself is read (payload, then checkout; never the API).
    const references = await (0,_github_references_js__WEBPACK_IMPORTED_MODULE_1__/* .gatherReferences */ .GA)(facts, { sources: [], commitSha });
    const sha = references.commit?.sha;
    return {
        facts,
        sha,
        commitUrl: sha ? (references.commit?.url ?? (0,_github_event_js__WEBPACK_IMPORTED_MODULE_0__/* .commitUrl */ .Bg)(facts, sha)) : undefined,
        gitCommitInfo: (0,_commit_records_js__WEBPACK_IMPORTED_MODULE_2__/* .gitCommitInfo */ .O)(references, options.redact),
        repoInfo: (0,_commit_records_js__WEBPACK_IMPORTED_MODULE_2__/* .repoInfo */ .L)(facts)
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

/***/ 4585:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   TO: () => (/* binding */ trailOrCommit),
/* harmony export */   v1: () => (/* binding */ readTrailInput),
/* harmony export */   z6: () => (/* binding */ runCommitSha)
/* harmony export */ });
/* harmony import */ var _github_event_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5015);
/* harmony import */ var _inputs_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1318);
/* harmony import */ var _inputs_parse_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3718);
/** The trail a build-side record goes to: the trail input, else the run's commit. */



/** Undefined when not given: the run's commit is the default, known only once it is read. */
function readTrailInput(source) {
    return (0,_inputs_parse_js__WEBPACK_IMPORTED_MODULE_2__/* .readName */ .MQ)(source, 'trail');
}
/**
 * One trail per commit is the default, so begin-trail and every later attest step of the
 * run (in any job) agree on it without passing it around.
 */
function trailOrCommit(given, sha) {
    if (given !== undefined)
        return given;
    if (sha)
        return sha;
    throw new _inputs_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .d('trail', 'is empty and the run names no commit to default it to (GITHUB_SHA is not set)', 'a trail name, or a run with GITHUB_SHA set');
}
/**
 * The run's commit, for commands that need no more of it than its id: a pull request's head
 * (GITHUB_SHA is then a generated merge commit), else GITHUB_SHA.
 */
function runCommitSha() {
    const facts = (0,_github_event_js__WEBPACK_IMPORTED_MODULE_0__/* .readRunFacts */ .FA)();
    return facts.pullRequest?.headSha ?? facts.sha;
}


/***/ }),

/***/ 5594:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ah: () => (/* binding */ renderWriteSummary),
/* harmony export */   Kn: () => (/* binding */ writeOutputs),
/* harmony export */   T5: () => (/* binding */ sendOrPrint)
/* harmony export */ });
/* unused harmony export describeTarget */
/* harmony import */ var _http_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8549);
/* harmony import */ var _summary_markdown_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7175);


function describeTarget(request) {
    return `${request.method} /${request.segments.join('/')}`;
}
async function sendOrPrint(request, context) {
    const json = JSON.stringify(request.json, null, 2);
    const service = context.common.dryRun ? undefined : context.service;
    if (!service) {
        const parts = request.multipart
            ? ` as multipart/form-data: data_json${request.file ? `, ${request.file.part} from ${request.file.path}` : ''}`
            : ' as application/json';
        context.log.info(`Dry run: would ${describeTarget(request)}${parts}; nothing was sent. ${request.multipart ? 'data_json' : 'Body'}:`);
        // A log line is one line: the body is logged line by line.
        for (const line of json.split('\n'))
            context.log.info(line);
        return { sent: false, answer: undefined, body: request.json, json };
    }
    let answer;
    const options = { emptyAnswerStatuses: request.emptyAnswerStatuses };
    if (!request.multipart) {
        answer = await service.postJson(request.segments, request.json, options);
    }
    else {
        const parts = [{ name: 'data_json', value: JSON.stringify(request.json) }];
        if (request.file) {
            parts.push({
                name: request.file.part,
                value: await request.file.load(),
                filename: request.file.filename
            });
        }
        answer =
            request.method === 'PUT'
                ? await service.putMultipart(request.segments, parts, options)
                : await service.postMultipart(request.segments, parts, options);
    }
    const htmlUrl = (0,_http_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .isRecord */ .u4)(answer) && typeof answer.html_url === 'string' ? answer.html_url : undefined;
    return { sent: true, answer, htmlUrl, body: request.json, json };
}
/** The step outputs every build-side write sets: outcome, result and html-url. */
function writeOutputs(outcome) {
    const outputs = {
        // In a dry run, what would have been sent: a later step can still read it.
        result: JSON.stringify(outcome.sent ? (outcome.answer ?? null) : outcome.body)
    };
    if (outcome.htmlUrl)
        outputs['html-url'] = outcome.htmlUrl;
    return outputs;
}
/** A fenced JSON block whose fence is longer than any run of backticks in the text. */
function codeBlock(json) {
    const longest = Math.max(0, ...(json.match(/`+/g) ?? []).map(run => run.length));
    const fence = '`'.repeat(Math.max(3, longest + 1));
    return `${fence}json\n${json}\n${fence}`;
}
/**
 * The job summary of a write: what was recorded and where, with a link to it; in a dry run,
 * a heading that says nothing was sent, and the body that would have been.
 */
function renderWriteSummary(request, outcome, what) {
    const heading = outcome.sent
        ? `## ${(0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeText */ .X1)(what.recorded)}`
        : `## Dry run: not sent (${(0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeText */ .X1)(what.recorded)})`;
    const rows = [
        ...what.rows,
        ['Request', (0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .code */ .aY)(describeTarget(request))],
        ['In the service', outcome.htmlUrl ? (0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .link */ .nf)('open the record', outcome.htmlUrl) : undefined]
    ];
    const sections = [heading, (0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .facts */ .Ix)(rows)];
    if (!outcome.sent)
        sections.push(codeBlock(outcome.json));
    return sections.join('\n\n') + '\n';
}


/***/ }),

/***/ 4536:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ MAX_ATTACHMENT_BYTES)
/* harmony export */ });
/**
 * The bodies of the attestation writes. Each is a published `*PostInput` schema that
 * forbids unknown fields, so each type lists exactly its fields (with the evidence fields
 * every attestation shares) and nothing else.
 */
/**
 * Jira: the `data_json` part (`JiraAttestationPostInput`) of a multipart body with an
 * optional `attachment_file` part.
 */
/** The service's limit for attachment_file. */
const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;


/***/ }),

/***/ 1156:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cf: () => (/* binding */ attestationRequest),
/* harmony export */   Kv: () => (/* binding */ FLOW_VISIBILITIES),
/* harmony export */   T8: () => (/* binding */ beginTrailRequest),
/* harmony export */   eV: () => (/* binding */ createFlowRequest),
/* harmony export */   iL: () => (/* binding */ reportArtifactRequest)
/* harmony export */ });
const FLOW_VISIBILITIES = ['private', 'public'];
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
const attestationRequest = (target, type, body, attachment) => ({
    method: 'POST',
    segments: ['attestations', target.org, target.flow, 'trail', target.trail, type],
    json: body,
    multipart: true,
    file: attachment
});


/***/ })

};
