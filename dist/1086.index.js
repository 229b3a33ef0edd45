export const id = 1086;
export const ids = [1086];
export const modules = {

/***/ 7603:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ resolveFingerprint),
/* harmony export */   Y: () => (/* binding */ computeFingerprint)
/* harmony export */ });
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(311);

/**
 * The timeout-seconds input (`common.timeoutMs`) bounds the wait for docker and each
 * registry request; max-retries (`common.maxRetries`) is the retries of a registry request.
 */
async function resolveFingerprint(artifact, context) {
    if ('fingerprint' in artifact)
        return artifact.fingerprint;
    return (await computeFingerprint(artifact, context)).fingerprint;
}
/** Fingerprints the file, directory or image `artifact` names, with the type it was read as. */
async function computeFingerprint(artifact, context) {
    const { log } = context;
    const { timeoutMs, maxRetries } = context.common;
    return log.group(`Fingerprinting ${artifact.path}`, async () => {
        const { fingerprintArtifact } = await Promise.all(/* import() */[__webpack_require__.e(7466), __webpack_require__.e(4326)]).then(__webpack_require__.bind(__webpack_require__, 7545));
        const computed = await fingerprintArtifact({
            ...artifact,
            docker: { timeoutMs },
            oci: {
                credentials: artifact.registry,
                userAgent: _version_js__WEBPACK_IMPORTED_MODULE_0__/* .USER_AGENT */ ._O,
                timeoutMs,
                maxRetries,
                // A token a registry hands out is a credential too.
                onSecret: secret => log.mask?.(secret)
            }
        });
        log.info(`${computed.type} ${artifact.path}: ${computed.fingerprint}`);
        return computed;
    });
}


/***/ }),

/***/ 7487:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gm: () => (/* binding */ readAttachment),
/* harmony export */   Hw: () => (/* binding */ attachmentFilePart),
/* harmony export */   aE: () => (/* binding */ packAttachmentPart),
/* harmony export */   sQ: () => (/* binding */ withOwnFiles)
/* harmony export */ });
/* harmony import */ var _attachments_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4444);

function readAttachment(source) {
    return (0,_attachments_js__WEBPACK_IMPORTED_MODULE_0__/* .readAttachments */ .V_)(source, 'attachments', 'attachment');
}
/**
 * Packs the files now, so the size limit is checked before anything is sent, and warns of
 * each path left out (a link out of its directory, a FIFO).
 */
async function packAttachmentPart(paths, log, added) {
    const packed = await (0,_attachments_js__WEBPACK_IMPORTED_MODULE_0__/* .packAttachments */ .Gv)(paths, added);
    for (const sentence of packed.leftOut)
        log.warning(sentence);
    return attachmentFilePart(packed);
}
/**
 * The attachment of a command with files of its own: without the attachments input, its own
 * alone; with it, both in one evidence.tgz, its own under the paths they were found at, as the
 * vendor CLI adds them to its attachments. `own` is undefined when the step does not upload
 * them (upload-results: false).
 */
async function withOwnFiles(attachments, own, log) {
    if (!attachments)
        return own?.alone();
    const part = await packAttachmentPart(attachments, log, own);
    log.info(`Attachment: ${part.description}.`);
    return part;
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

/***/ 4444:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gv: () => (/* binding */ packAttachments),
/* harmony export */   QZ: () => (/* binding */ packedAttachment),
/* harmony export */   V4: () => (/* binding */ describeAttachment),
/* harmony export */   V_: () => (/* binding */ readAttachments),
/* harmony export */   oM: () => (/* binding */ archivePath),
/* harmony export */   rX: () => (/* binding */ ARCHIVE_NAME)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _inputs_input_error_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9354);
/* harmony import */ var _inputs_named_path_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6646);
/* harmony import */ var _files_regular_file_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5354);
/* harmony import */ var _inputs_parse_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3718);
/* harmony import */ var _service_attestation_types_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(3949);
/* harmony import */ var _pack_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(2479);
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
const LIMIT_TEXT = `10 MB (${_service_attestation_types_js__WEBPACK_IMPORTED_MODULE_6__/* .MAX_ATTACHMENT_BYTES */ .LY} bytes)`;
const MAX_NAMED_LEFT_OUT = 8;
const ATTACHMENTS_FORM = `readable files or directories, comma- or newline-separated, at most ${LIMIT_TEXT} once packed`;
/**
 * Reads an attachments input; every path must exist and be readable, and a single file must
 * be within the limit. `alias` is an older input name read when `name` is empty (attest-jira's
 * `attachment`); setting both is refused.
 */
function readAttachments(source, name = 'attachments', alias) {
    if (alias !== undefined && source(name) !== undefined && source(alias) !== undefined) {
        throw new _inputs_input_error_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .d(alias, `is set together with ${name}`, `only ${name} (${alias} is its older name)`);
    }
    const input = alias !== undefined && source(name) === undefined ? alias : name;
    const paths = [...new Set((0,_inputs_parse_js__WEBPACK_IMPORTED_MODULE_5__/* .readList */ .LD)(source, input))];
    if (paths.length === 0)
        return undefined;
    const names = new Map();
    for (const path of paths) {
        const { info } = checkPath(input, path);
        if (paths.length === 1 && info.isFile() && info.size > _service_attestation_types_js__WEBPACK_IMPORTED_MODULE_6__/* .MAX_ATTACHMENT_BYTES */ .LY) {
            throw overLimit(input, path, info.size);
        }
        const entry = archivePath(path);
        const earlier = names.get(entry);
        if (earlier !== undefined) {
            throw new _inputs_input_error_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .d(input, `names ${(0,_inputs_input_error_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .h)(earlier)} and ${(0,_inputs_input_error_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .h)(path)}, which would both be ${(0,_inputs_input_error_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .h)(entry)} in ${ARCHIVE_NAME}`, 'each path once');
        }
        names.set(entry, path);
    }
    return { input, paths };
}
function checkPath(input, path) {
    let checked;
    try {
        checked = (0,_inputs_named_path_js__WEBPACK_IMPORTED_MODULE_3__/* .checkNamedPath */ .h)(input, path, 'file or directory', ATTACHMENTS_FORM);
    }
    catch (error) {
        if (error instanceof _inputs_input_error_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .d)
            throw error;
        throw new _inputs_input_error_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .d(input, `names ${(0,_inputs_input_error_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .h)(path)}, which does not exist`, ATTACHMENTS_FORM);
    }
    const directory = checked.info.isDirectory();
    try {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.accessSync)(checked.real, directory ? node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.R_OK | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.X_OK : node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.R_OK);
    }
    catch {
        throw new _inputs_input_error_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .d(input, `names ${(0,_inputs_input_error_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .h)(path)}, which cannot be read`, ATTACHMENTS_FORM);
    }
    return checked;
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
 * its contents; several paths as an archive where each keeps the path it was given. Files
 * `added` join them in that archive, as the CLI adds JUnit result files to its attachments,
 * each under the path it was found at (once: one already inside an attached directory is
 * not packed twice). Each path is checked again (it may have changed since the inputs were
 * read). Refuses, before anything is sent, what is over the limit once packed.
 */
async function packAttachments(attachments, added) {
    const { input, paths } = attachments;
    const checked = paths.map(path => checkPath(input, path));
    const [first] = checked;
    const alone = checked.length === 1 && added === undefined;
    if (alone && first !== undefined && first.info.isFile()) {
        const bytes = await readOrRefuse(input, first.path, first.real);
        // The file may have grown since it was checked: the limit holds for what is sent.
        if (bytes.length > _service_attestation_types_js__WEBPACK_IMPORTED_MODULE_6__/* .MAX_ATTACHMENT_BYTES */ .LY)
            throw overLimit(input, first.path, bytes.length);
        const filename = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)(first.path);
        return packedAttachment(filename, bytes, [filename], false);
    }
    const items = [];
    const leftOut = [];
    for (const { path, real, info } of checked) {
        const prefix = alone ? '' : archivePath(path);
        if (info.isFile()) {
            items.push({ path: real, name: prefix });
            continue;
        }
        let walked;
        try {
            walked = (0,_pack_js__WEBPACK_IMPORTED_MODULE_7__/* .walkTree */ .Ir)(real, path, prefix);
        }
        catch (error) {
            if (error instanceof _pack_js__WEBPACK_IMPORTED_MODULE_7__/* .PackItemError */ .PE)
                throw unreadable(input, error.path, error.reason);
            throw unreadable(input, path, error);
        }
        if (walked.items.length === 0) {
            throw new _inputs_input_error_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .d(input, `names ${(0,_inputs_input_error_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .h)(path)}, which holds no files`, ATTACHMENTS_FORM);
        }
        items.push(...walked.items);
        leftOut.push(...walked.leftOut.map(sentence => `Input "${input}": ${sentence}.`));
    }
    // A step shows ten warnings: name eight, and count the rest in one.
    if (leftOut.length > MAX_NAMED_LEFT_OUT) {
        const rest = leftOut.length - MAX_NAMED_LEFT_OUT;
        leftOut.splice(MAX_NAMED_LEFT_OUT, rest, `Input "${input}": ${rest} more paths were left out of the attachments, each a link out of its directory or to nothing, a FIFO, a socket or a device.`);
    }
    const packedNames = new Set(items.map(item => item.name));
    for (const path of added?.paths ?? []) {
        const name = archivePath(path);
        if (packedNames.has(name))
            continue;
        packedNames.add(name);
        items.push({ path, name });
    }
    const archive = await packOrRefuse(input, items, added);
    const packed = packedAttachment(ARCHIVE_NAME, archive, items.map(item => item.name), true);
    return { ...packed, leftOut };
}
/** The bytes to send as attachment_file, with what they hold for the log and the summary. */
function packedAttachment(filename, bytes, entries, archived) {
    const content = new Blob([bytes], { type: PART_TYPE });
    return { filename, content, size: bytes.length, entries, archived, leftOut: [] };
}
/** For logs and dry runs: `evidence.tgz (1234 bytes: a.txt, logs/b.txt)`. */
function describeAttachment(attachment) {
    const shown = attachment.entries.slice(0, 20).join(', ');
    const more = attachment.entries.length > 20 ? ` and ${attachment.entries.length - 20} more` : '';
    return attachment.archived
        ? `${attachment.filename} (${attachment.size} bytes: ${shown}${more})`
        : `${attachment.filename} (${attachment.size} bytes)`;
}
async function packOrRefuse(input, items, added) {
    try {
        return await (0,_pack_js__WEBPACK_IMPORTED_MODULE_7__/* .gzipTar */ .UP)(items, _service_attestation_types_js__WEBPACK_IMPORTED_MODULE_6__/* .MAX_ATTACHMENT_BYTES */ .LY);
    }
    catch (error) {
        if (error instanceof _pack_js__WEBPACK_IMPORTED_MODULE_7__/* .PackedTooLarge */ .g1) {
            const withAdded = added ? ` with the files of ${added.input}` : '';
            const otherwise = added ? `, or ${added.otherwise}` : '';
            throw new _inputs_input_error_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .d(input, `packs${withAdded} into ${ARCHIVE_NAME} of more than ${LIMIT_TEXT}, over the service's limit`, `fewer or smaller files${otherwise}; link large evidence with external-urls`);
        }
        if (error instanceof _pack_js__WEBPACK_IMPORTED_MODULE_7__/* .PackItemError */ .PE) {
            const named = added?.paths.includes(error.path) ? added.input : input;
            throw unreadable(named, error.path, error.reason);
        }
        throw error;
    }
}
async function readOrRefuse(input, path, real) {
    try {
        return (await (0,_files_regular_file_js__WEBPACK_IMPORTED_MODULE_4__/* .readRegularFile */ .XF)(real)).content;
    }
    catch (error) {
        throw unreadable(input, path, error);
    }
}
function unreadable(input, path, error) {
    const code = error?.code;
    const why = typeof error === 'string' ? ` (${error})` : typeof code === 'string' ? ` (${code})` : '';
    return new _inputs_input_error_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .d(input, `names ${(0,_inputs_input_error_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .h)(path)}, which cannot be read${why}`, ATTACHMENTS_FORM);
}
function overLimit(input, path, size) {
    return new _inputs_input_error_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .d(input, `names ${(0,_inputs_input_error_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .h)(path)}, which is ${size} bytes, over the service's limit`, `files of at most ${LIMIT_TEXT}; compress it, or link large evidence with external-urls`);
}


/***/ }),

/***/ 2479:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  PE: () => (/* binding */ PackItemError),
  g1: () => (/* binding */ PackedTooLarge),
  UP: () => (/* binding */ gzipTar),
  Ir: () => (/* binding */ walkTree)
});

// UNUSED EXPORTS: byUtf8Bytes

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: external "node:stream/promises"
var promises_ = __webpack_require__(6466);
// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(8522);
// EXTERNAL MODULE: ./src/inputs/input-error.ts
var input_error = __webpack_require__(9354);
// EXTERNAL MODULE: ./src/inputs/named-path.ts
var named_path = __webpack_require__(6646);
// EXTERNAL MODULE: ./src/files/regular-file.ts
var regular_file = __webpack_require__(5354);
;// CONCATENATED MODULE: ./src/attachments/tar.ts
/**
 * A small ustar writer for evidence archives: regular files, and symbolic links stored as
 * links (never followed). What ustar's fixed fields cannot hold is carried in a PAX extended
 * header, as Go's archive/tar writes it: a `path` or `linkpath` longer than 100 bytes or not
 * ASCII, and an `mtime` before 1970 or past ustar's eleven octal digits (year 2242). So any
 * legal file packs, and unpacks with GNU tar to its name and time. The archive is gzipped by
 * the caller. Archives are streamed entry by entry (./pack.ts).
 */
const BLOCK = 512;
/** The largest value eleven octal digits hold: 8^11 - 1 seconds is in the year 2242. */
const MAX_OCTAL_11 = 8 ** 11 - 1;
/** Two zero blocks end an archive. */
const END_OF_ARCHIVE = Buffer.alloc(2 * BLOCK);
/** A packing error names the entry it could not write. */
class TarEntryError extends Error {
    entry;
    constructor(entry, reason) {
        super(`${entry}: ${reason}`);
        this.entry = entry;
    }
}
/** Checks an entry and builds the PAX records it needs; throws TarEntryError. */
function measureHead(entry) {
    const isLink = entry.linkTarget !== undefined;
    const mtime = Math.floor(entry.mtime);
    if (!Number.isSafeInteger(mtime)) {
        throw new TarEntryError(entry.name, `its modification time ${entry.mtime} is not a number`);
    }
    if (!isLink && entry.size > MAX_OCTAL_11) {
        throw new TarEntryError(entry.name, `its ${entry.size} bytes are over what a tar entry holds`);
    }
    const records = [];
    if (needsPax(entry.name))
        records.push(paxRecord('path', entry.name));
    if (isLink && needsPax(entry.linkTarget ?? '')) {
        records.push(paxRecord('linkpath', entry.linkTarget ?? ''));
    }
    if (mtime < 0 || mtime > MAX_OCTAL_11)
        records.push(paxRecord('mtime', String(mtime)));
    if (records.length === 0)
        return { entry, mtime, length: BLOCK };
    const body = Buffer.concat(records);
    const pax = Buffer.alloc(BLOCK + body.length + paddingAfter(body.length));
    writeHeader(pax, 0, {
        name: 'PaxHeader',
        size: body.length,
        mtime: clampedMtime(mtime),
        type: 'x'
    });
    body.copy(pax, BLOCK);
    return { entry, mtime, pax, length: pax.length + BLOCK };
}
/**
 * Writes a measured head into `target` at `offset` (every byte of it is set, so the target
 * may hold old bytes); returns its length. Entries are written into batches this way, with
 * no buffer of their own.
 */
function writeHead(head, target, offset) {
    const { entry } = head;
    const isLink = entry.linkTarget !== undefined;
    const at = offset + (head.pax ? head.pax.copy(target, offset) : 0);
    writeHeader(target, at, {
        name: shortName(entry.name),
        linkName: isLink ? shortName(entry.linkTarget ?? '') : '',
        size: isLink ? 0 : entry.size,
        mtime: clampedMtime(head.mtime),
        mode: entry.mode ?? (isLink ? 0o777 : 0o644),
        type: isLink ? '2' : '0'
    });
    return head.length;
}
/** ustar's field holds 0 to MAX_OCTAL_11; a PAX record carries any other time. */
function clampedMtime(mtime) {
    return Math.min(Math.max(mtime, 0), MAX_OCTAL_11);
}
/** Zero bytes after `size` bytes of content, up to the next block. */
function paddingAfter(size) {
    const rest = size % BLOCK;
    return rest === 0 ? 0 : BLOCK - rest;
}
const NOT_PRINTABLE_ASCII = /[^\x20-\x7e]/;
function needsPax(text) {
    // Printable ASCII takes a byte a character: its length is its length in bytes.
    return NOT_PRINTABLE_ASCII.test(text) || text.length > 100;
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
const TYPE_FLAGS = { '0': 0x30, '2': 0x32, x: 0x78 };
/** "ustar\0" and version "00": the POSIX ustar magic. */
const USTAR_MAGIC = Buffer.from('ustar\u000000', 'latin1');
/**
 * Sets bytes `start` to `end` of `target` to `value`. A header is a few small ranges, one
 * per file packed: Uint8Array's own fill is a builtin, where Buffer's checks its arguments
 * and calls into C++ for each, which cost more than the bytes it set.
 */
function fillBytes(target, value, start, end) {
    Uint8Array.prototype.fill.call(target, value, start, end);
}
/**
 * Writes printable ASCII (every name a header holds, see shortName) a byte a character, at
 * most `length` bytes: what Buffer's write would, without a call into C++ per field.
 */
function writeAscii(target, offset, length, text) {
    const end = Math.min(text.length, length);
    for (let at = 0; at < end; at++)
        target[offset + at] = text.charCodeAt(at);
}
/** Writes one ustar header block at `offset`, every byte of it. */
function writeHeader(target, offset, fields) {
    fillBytes(target, 0, offset, offset + BLOCK);
    writeAscii(target, offset, 100, fields.name);
    writeOctal(target, offset + 100, 8, (fields.mode ?? 0o644) & 0o7777);
    writeOctal(target, offset + 108, 8, 0); // uid
    writeOctal(target, offset + 116, 8, 0); // gid
    writeOctal(target, offset + 124, 12, fields.size);
    writeOctal(target, offset + 136, 12, fields.mtime);
    target[offset + 156] = TYPE_FLAGS[fields.type];
    if (fields.linkName)
        writeAscii(target, offset + 157, 100, fields.linkName);
    target.set(USTAR_MAGIC, offset + 257);
    // The checksum is computed with its own field read as eight spaces, and written as six
    // octal digits, a NUL and a space.
    fillBytes(target, 0x20, offset + 148, offset + 156);
    let sum = 0;
    for (let at = offset; at < offset + BLOCK; at++)
        sum += target[at];
    writeOctal(target, offset + 148, 7, sum);
}
/**
 * `length - 1` octal digits, zero-padded, then a NUL. Callers keep values in range (PAX
 * records carry the rest), so this always fits; digits are written as bytes, not formatted.
 */
function writeOctal(target, offset, length, value) {
    let rest = value;
    for (let at = offset + length - 2; at >= offset; at--) {
        target[at] = 0x30 + (rest % 8);
        rest = Math.floor(rest / 8);
    }
    target[offset + length - 1] = 0;
}

;// CONCATENATED MODULE: ./src/attachments/pack.ts
/**
 * Packs files and directories into a gzipped tar, as attachments are sent. A directory holds
 * only what is inside it: its regular files, and its links to places inside it stored as
 * links; a link out of it, or one that leads nowhere, and every FIFO, socket or device are
 * left out, each named for a warning. Files are read in the order of the archive and
 * streamed through gzip, which stops as soon as the output passes the limit.
 */








/**
 * Everything under the directory `real` (links resolved, as checked) that may be packed,
 * entries sorted by the bytes of their names; `shown` is the path as the user gave it, and
 * `prefix` where its contents go in the archive.
 */
function walkTree(real, shown, prefix) {
    const walked = { items: [], leftOut: [] };
    // Synchronous, as the files are read: a thread-pool round trip per directory and per link
    // costs more than the call it waits for.
    const visit = (dir, name) => {
        let entries;
        try {
            entries = (0,external_node_fs_.readdirSync)(dir, { withFileTypes: true });
        }
        catch (error) {
            throw new PackItemError(dir, error);
        }
        entries.sort((a, b) => byUtf8Bytes(a.name, b.name));
        for (const entry of entries) {
            // An entry's name holds no separator, and `dir` comes from realpath: no need to normalize.
            const path = dir.endsWith(external_node_path_.sep) ? `${dir}${entry.name}` : `${dir}${external_node_path_.sep}${entry.name}`;
            const inArchive = name ? `${name}/${entry.name}` : entry.name;
            if (entry.isDirectory())
                visit(path, inArchive);
            else if (entry.isFile())
                walked.items.push({ path, name: inArchive });
            else if (entry.isSymbolicLink()) {
                const link = linkInside(real, prefix, path, inArchive);
                if (typeof link === 'string')
                    walked.leftOut.push(leftOut(shown, real, path, link));
                else
                    walked.items.push(link);
            }
            else
                walked.leftOut.push(leftOut(shown, real, path, `${kindOf(entry)}, not a regular file`));
        }
    };
    visit(real, prefix);
    return walked;
}
/**
 * Orders names as their UTF-8 bytes compare (as the archive lists them), without encoding
 * them. UTF-16 code units already compare in code point order, but for one range: a surrogate
 * (the start of a code point past U+FFFF) sorts before U+E000-U+FFFF, and its UTF-8 bytes
 * after them. Shifting the two ranges past each other restores the byte order.
 */
function byUtf8Bytes(left, right) {
    const length = Math.min(left.length, right.length);
    for (let at = 0; at < length; at++) {
        const a = left.charCodeAt(at);
        const b = right.charCodeAt(at);
        if (a !== b)
            return inByteOrder(a) - inByteOrder(b);
    }
    return left.length - right.length;
}
function inByteOrder(unit) {
    if (unit < 0xd800)
        return unit;
    return unit < 0xe000 ? unit + 0x2000 : unit - 0x800;
}
/** A link kept as a link when it leads inside the tree, else why it is left out. */
function linkInside(root, prefix, path, name) {
    let target;
    try {
        target = external_node_fs_.realpathSync.native(path);
    }
    catch {
        return 'a link that leads to nothing';
    }
    if (!(0,named_path/* isInside */.F)(root, target))
        return `a link to ${(0,input_error/* quote */.h)(target)}, outside the directory`;
    // The target is written relative to the link, so the archive unpacks anywhere as it was.
    const inArchive = [prefix, (0,external_node_path_.relative)(root, target).split(external_node_path_.sep).join('/')].filter(Boolean).join('/');
    const linkTarget = external_node_path_.posix.relative(external_node_path_.posix.dirname(`/${name}`), `/${inArchive}`) || '.';
    const linkMtime = Math.floor((0,external_node_fs_.lstatSync)(path).mtimeMs / 1000);
    return { path, name, linkTarget, linkMtime };
}
function kindOf(entry) {
    if (entry.isFIFO())
        return 'a FIFO';
    if (entry.isSocket())
        return 'a socket';
    if (entry.isCharacterDevice() || entry.isBlockDevice())
        return 'a device';
    return 'of an unknown type';
}
function leftOut(shown, root, path, why) {
    const inside = (0,external_node_path_.join)(shown, (0,external_node_path_.relative)(root, path));
    return `${(0,input_error/* quote */.h)(inside)} was left out of the attachments: it is ${why}; only regular files inside an attached directory, and links that stay inside it, are packed`;
}
/**
 * Bytes handed to gzip at a time: one write per file would cost a thread-pool round trip
 * each, more than compressing it. Files are read straight into these batches.
 */
const BATCH_BYTES = 512 * 1024;
/** Output gzip hands back per round trip; its 16 KiB default takes 32 for a batch of images. */
const GZIP_CHUNK_BYTES = 64 * 1024;
/**
 * Batches in use at once: one being filled while gzip compresses one and the rest wait for
 * it, so the walk reads the next files while the thread pool compresses the last ones,
 * instead of taking turns. Memory stays at these 3 MiB, however much is packed.
 */
const BATCHES = 6;
/** Raised by the output when the packed bytes pass `limit`. */
class PackedTooLarge extends Error {
}
/** A file that could not be read or packed, with the path to name. */
class PackItemError extends Error {
    path;
    reason;
    constructor(path, reason) {
        super(`${path} could not be packed`);
        this.path = path;
        this.reason = reason;
    }
}
/**
 * The batches the archive is read into, used again once gzip has taken them in. A batch
 * allocated for each 512 KiB packed cost more than the files read into it: its fresh pages
 * were mapped in one fault at a time, by the first bytes written to each.
 */
class BatchPool {
    free = [];
    made = 0;
    wake;
    /** A batch to fill: only asked for after hasFree(). */
    take() {
        const batch = this.free.pop();
        if (batch !== undefined)
            return batch;
        if (this.made === BATCHES)
            throw new Error('every batch is in use');
        this.made++;
        return Buffer.allocUnsafeSlow(BATCH_BYTES);
    }
    /** Takes back a batch (or the part of it that was filled) gzip is done with. */
    give(filled) {
        this.free.push(Buffer.from(filled.buffer, filled.byteOffset, BATCH_BYTES));
        this.wakeUp();
    }
    hasFree() {
        return this.free.length > 0 || this.made < BATCHES;
    }
    /** Resolves when a batch is free, or when `wakeUp` is called for another reason. */
    async whenFree() {
        if (this.hasFree())
            return;
        await new Promise(resolve => (this.wake = resolve));
    }
    wakeUp() {
        const wake = this.wake;
        this.wake = undefined;
        wake?.();
    }
}
/** The gzipped tar of `items`, in their order; throws PackedTooLarge past `limit` bytes. */
async function gzipTar(items, limit) {
    const chunks = [];
    let size = 0;
    const gzip = (0,external_node_zlib_.createGzip)({ level: 6, chunkSize: GZIP_CHUNK_BYTES });
    gzip.on('data', (chunk) => {
        size += chunk.length;
        if (size > limit)
            gzip.destroy(new PackedTooLarge());
        else
            chunks.push(chunk);
    });
    const ended = (0,promises_.finished)(gzip);
    // Settled only at the end, but it may fail meanwhile: that is read there, not unhandled.
    ended.catch(() => undefined);
    const batches = new BatchPool();
    // A write gzip never finishes (it was destroyed) must not leave the walk waiting for it.
    gzip.once('close', () => batches.wakeUp());
    const archive = archiveBatches(items, batches);
    try {
        for (;;) {
            await batches.whenFree();
            if (gzip.destroyed)
                break;
            const next = archive.next();
            if (next.done === true)
                break;
            const batch = next.value;
            gzip.write(batch, () => batches.give(batch));
            // gzip works on the thread pool, but each finished write is handed back, and the next
            // one started, only on the main thread: reading file after file without a turn in
            // between would leave gzip waiting, and the two would take turns instead of overlapping.
            await new Promise(resolve => setImmediate(resolve));
        }
        if (!gzip.destroyed)
            gzip.end();
        await ended;
    }
    catch (error) {
        gzip.destroy();
        throw error;
    }
    finally {
        // Closes the file being read, if the archive stopped partway.
        archive.return(undefined);
    }
    return Buffer.concat(chunks);
}
/**
 * The archive's bytes in the order of `items`, in batches of BATCH_BYTES (the last one
 * shorter), each taken from `batches` when the one before was handed on: the caller resumes
 * the archive only when one is free. Files are read synchronously, straight into the batch
 * after their header, a large file across as many batches as it fills: evidence trees are
 * mostly many small files, and for those a thread-pool round trip per open, stat, read and
 * close, or a buffer per file, costs several times the read itself. The FIFO that could block
 * such a read is opened without blocking and refused, and gzip runs off the main thread
 * meanwhile.
 */
function* archiveBatches(items, batches) {
    let batch = batches.take();
    let used = 0;
    // Hands the filled part on, and once resumed takes the next batch.
    function* flush() {
        yield batch.subarray(0, used);
        batch = batches.take();
        used = 0;
    }
    for (const item of items) {
        try {
            if (item.linkTarget !== undefined) {
                const head = measureHead({
                    name: item.name,
                    size: 0,
                    linkTarget: item.linkTarget,
                    mtime: item.linkMtime ?? 0
                });
                if (used + head.length > BATCH_BYTES)
                    yield* flush();
                used += writeHead(head, batch, used);
                continue;
            }
            const { fd, info } = (0,regular_file/* openRegularFileSync */.iv)(item.path);
            try {
                const head = measureHead({
                    name: item.name,
                    size: info.size,
                    mtime: Math.floor(info.mtimeMs / 1000),
                    mode: info.mode & 0o777
                });
                if (used + head.length > BATCH_BYTES)
                    yield* flush();
                used += writeHead(head, batch, used);
                for (let position = 0; position < info.size;) {
                    if (used === BATCH_BYTES)
                        yield* flush();
                    const length = Math.min(info.size - position, BATCH_BYTES - used);
                    readExactly(fd, batch, used, length, position, item.path);
                    used += length;
                    position += length;
                }
                const padding = paddingAfter(info.size);
                if (used + padding > BATCH_BYTES)
                    yield* flush();
                fillBytes(batch, 0, used, used + padding);
                used += padding;
            }
            finally {
                (0,external_node_fs_.closeSync)(fd);
            }
        }
        catch (error) {
            if (error instanceof PackItemError)
                throw error;
            throw new PackItemError(item.path, error instanceof TarEntryError ? error.message : error);
        }
    }
    if (used + END_OF_ARCHIVE.length > BATCH_BYTES)
        yield* flush();
    batch.set(END_OF_ARCHIVE, used);
    used += END_OF_ARCHIVE.length;
    yield batch.subarray(0, used);
}
/**
 * Reads `length` bytes at `position` into `target`. The header already holds the length the
 * file had when it was opened, so a file cut shorter meanwhile is refused, not padded: the
 * archive would hold bytes the file never had. A file that grew is packed as it was opened.
 */
function readExactly(fd, target, offset, length, position, path) {
    let done = 0;
    while (done < length) {
        const read = (0,external_node_fs_.readSync)(fd, target, offset + done, length - done, position + done);
        if (read === 0) {
            throw new PackItemError(path, 'it became shorter while it was being packed');
        }
        done += read;
    }
}


/***/ }),

/***/ 1086:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Q: () => (/* binding */ attestationCommand)
});

// EXTERNAL MODULE: ./src/evidence-inputs/evidence-inputs.ts + 1 modules
var evidence_inputs = __webpack_require__(6826);
// EXTERNAL MODULE: ./src/inputs/commit.ts
var commit = __webpack_require__(8836);
// EXTERNAL MODULE: ./src/inputs/parse.ts
var parse = __webpack_require__(3718);
// EXTERNAL MODULE: ./src/service/attestation-types.ts
var attestation_types = __webpack_require__(3949);
// EXTERNAL MODULE: ./src/action/artifact-fingerprint.ts
var artifact_fingerprint = __webpack_require__(7603);
// EXTERNAL MODULE: ./src/summary/attestation-facts.ts
var attestation_facts = __webpack_require__(9028);
// EXTERNAL MODULE: ./src/summary/markdown.ts
var markdown = __webpack_require__(7175);
// EXTERNAL MODULE: ./src/attachments/attachment-part.ts
var attachment_part = __webpack_require__(7487);
// EXTERNAL MODULE: ./src/service/attestations.ts
var attestations = __webpack_require__(4536);
// EXTERNAL MODULE: ./src/run-commit/trail-default.ts
var trail_default = __webpack_require__(9885);
// EXTERNAL MODULE: ./src/writes/send-or-print.ts + 1 modules
var send_or_print = __webpack_require__(2001);
;// CONCATENATED MODULE: ./src/attest/record.ts




/**
 * Posts the evidence to the trail `where` names, the run's commit when it names none, about
 * the artifact when one is given.
 */
async function recordEvidence(where, evidence, context) {
    const { type, body, fingerprint } = evidence;
    if (fingerprint)
        body.artifact_fingerprint = fingerprint;
    // The event payload is read for the default only: most callers have the trail already.
    const trail = (0,trail_default/* trailOrRunCommit */.u$)(where.trail);
    const target = { org: context.common.org, flow: where.flow, trail };
    const request = (0,attestations/* attestationRequest */.Cf)(target, type, body, evidence.attachment);
    const outcome = await (0,send_or_print/* sendOrPrint */.T5)(request, context);
    if (outcome.sent) {
        context.log.info(`${attestation_types/* ATTESTATION_TYPES */.ZX[type].label} attestation "${body.attestation_name}" posted to flow "${where.flow}", trail "${trail}": ${evidence.detail}.`);
    }
    const outputs = { ...(0,send_or_print/* writeOutputs */.Kn)(outcome), flow: where.flow, trail };
    if (fingerprint)
        outputs.fingerprint = fingerprint;
    const report = {
        posted: outcome.sent,
        flow: where.flow,
        trail,
        attestationName: body.attestation_name,
        fingerprint,
        payload: outcome.sent ? undefined : outcome.json,
        attestationUrl: outcome.htmlUrl
    };
    return { trail, request, outcome, outputs, report };
}

// EXTERNAL MODULE: ./src/run-commit/run-commit.ts
var run_commit = __webpack_require__(4004);
;// CONCATENATED MODULE: ./src/attest/verdict.ts
function assertedResult(finding, result, log) {
    const { assert, problem, posted } = finding;
    if (assert) {
        if (!problem)
            return { outcome: 'compliant', ...result };
        return { outcome: 'non-compliant', ...result, failure: `${problem}.` };
    }
    if (problem)
        log.warning(`${problem}. The step passes because assert is false.`);
    return { outcome: posted ? 'ok' : 'skipped', ...result };
}

;// CONCATENATED MODULE: ./src/attest/pipeline.ts
/**
 * The one pipeline every attest command runs: inputs → attachment → commit → gather →
 * fingerprint → body → record → outputs → summary → verdict. A command declares only what is its own (its
 * inputs, the evidence it gathers, the fields of its type, its attachment, outputs, summary
 * and verdict); the order of the stages, and what every attestation does the same way, is
 * here, so each says, sends and sets the same things the same way.
 */












/** Stage 1: every input, the command's own first, all checked before any request. */
function readInputs(spec, source, common, step) {
    const own = spec.readInputs ? spec.readInputs(source, common, step) : {};
    const shared = {
        ...(0,evidence_inputs/* readEvidenceInputs */.j3)(source),
        redact: [],
        assert: spec.verdict ? (0,parse/* readBoolean */.Vf)(source, 'assert') : false
    };
    if (spec.reads?.commit)
        Object.assign(shared, (0,commit/* readCommitInputs */.hw)(source));
    if (spec.reads?.attachments)
        shared.attachments = (0,attachment_part/* readAttachment */.Gm)(source);
    return { ...shared, ...own };
}
/** The commit records of the body, each only when known (the bodies are strict). */
function commitRecords(commit) {
    return (0,send_or_print/* definedOnly */.Uv)({ git_commit_info: commit?.git_commit_info, repo_info: commit?.repo_info });
}
async function run(spec, inputs, context) {
    const { log } = context;
    // The commit, from the payload and the checkout (never a remote), is read while the
    // attachments are packed: its git call then costs no time of its own.
    const readingCommit = spec.commit === 'run' ? (0,run_commit/* readRunCommit */.t)(inputs, log) : undefined;
    // Its failure is reported after the attachments' own, as if read second.
    readingCommit?.catch(() => undefined);
    // Packed first: an attachment over the limit fails the step before any request.
    let attachment = inputs.attachments && !spec.attachment
        ? await (0,attachment_part/* packAttachmentPart */.aE)(inputs.attachments, log)
        : undefined;
    if (attachment)
        log.info(`Attachment: ${attachment.description}.`);
    // A run that names no commit fails here, before any remote is asked.
    const runCommit = await readingCommit;
    // The evidence, once every input was checked: result files that cannot be read fail the
    // step before a registry is asked for the artifact's fingerprint.
    let fingerprinting;
    const artifactFingerprint = () => (fingerprinting ??= inputs.artifact
        ? (0,artifact_fingerprint/* resolveFingerprint */.J)(inputs.artifact, context)
        : Promise.resolve(undefined));
    const found = spec.gather
        ? await spec.gather(inputs, {
            ...context,
            commit: runCommit,
            fingerprint: artifactFingerprint
        })
        : undefined;
    // The artifact the evidence is about.
    const fingerprint = await artifactFingerprint();
    const commit = typeof spec.commit === 'function'
        ? spec.commit(found, inputs)
        : runCommit && {
            sha: runCommit.sha,
            git_commit_info: runCommit.gitCommitInfo,
            repo_info: runCommit.repoInfo
        };
    if (spec.attachment)
        attachment = await spec.attachment(found, inputs, log);
    // The body: the type's fields over the shared base (the fingerprint is added on record).
    const body = {
        attestation_name: inputs.name,
        ...inputs.evidence,
        ...spec.body(found, inputs),
        ...commitRecords(commit)
    };
    const recorded = await recordEvidence(
    // As begin-trail names it by default: one trail per commit.
    { flow: inputs.flow, trail: inputs.trail ?? commit?.sha }, { type: spec.type, body, attachment, fingerprint, detail: spec.detail(found, inputs) }, context);
    const posted = recorded.report.posted;
    for (const warning of spec.warnings?.(found, posted) ?? [])
        log.warning(warning);
    // Its own outputs first, then the ones every attestation sets.
    const outputs = { ...spec.outputs?.(found), ...recorded.outputs };
    const summary = 'render' in spec.summary
        ? spec.summary.render(recorded.report, found, inputs, attachment)
        : writeSummary(spec.type, recorded, [
            ...spec.summary.rows(found, inputs),
            ['Attachment', attachment ? (0,markdown/* code */.aY)(attachment.description) : undefined]
        ]);
    const annotations = spec.annotate?.(found);
    const annotated = annotations ? { annotations } : {};
    // The verdict last: the attestation is the evidence, posted whatever it says.
    if (!spec.verdict)
        return { outcome: posted ? 'ok' : 'skipped', outputs, summary, ...annotated };
    const problem = spec.verdict(found, inputs);
    return {
        ...assertedResult({ assert: inputs.assert, problem, posted }, { outputs, summary }, log),
        ...annotated
    };
}
/** Where it was recorded and about what, the type's rows, and the request or payload. */
function writeSummary(type, recorded, rows) {
    const { trail, attestationName, fingerprint, flow } = recorded.report;
    return (0,send_or_print/* renderWriteSummary */.Ah)(recorded.outcome, {
        recorded: `${attestation_types/* ATTESTATION_TYPES */.ZX[type].label} attestation ${attestationName} recorded`,
        where: (0,attestation_facts/* onTrail */.Ej)(flow, trail),
        rows: [...(0,attestation_facts/* attestationFacts */.SU)({ flow, trail, attestationName, fingerprint }), ...rows]
    });
}
/** The command an attestation spec makes: the pipeline, with the spec's stages in it. */
function attestationCommand(spec) {
    return {
        parseInputs: (source, common, step) => readInputs(spec, source, common, step),
        run: (inputs, context) => run(spec, inputs, context)
    };
}


/***/ }),

/***/ 9028:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dq: () => (/* binding */ renderAttestationSummary),
/* harmony export */   Ej: () => (/* binding */ onTrail),
/* harmony export */   SU: () => (/* binding */ attestationFacts)
/* harmony export */ });
/* harmony import */ var _commits_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(434);
/* harmony import */ var _markdown_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7175);
/**
 * The frame of every attestation's job summary, a short block: a heading, where it was
 * recorded and the link to it, the type's own sections (failing tests, findings), and
 * collapsed below them the facts and, in a dry run, the payload that would have been posted.
 */


/** `flow checkout, trail `4f3c2b1``: where a write went, as its summary's first line says it. */
function onTrail(flow, trail) {
    return `flow ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeText */ .X1)(flow)}, trail ${(0,_commits_js__WEBPACK_IMPORTED_MODULE_0__/* .trailLabel */ .jK)(trail)}`;
}
/** The facts an attestation's summary keeps collapsed: where it was recorded, and about what. */
function attestationFacts(where) {
    return [
        ['Flow', (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeText */ .X1)(where.flow)],
        ['Trail', (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeText */ .X1)(where.trail)],
        ['Attestation', (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeText */ .X1)(where.attestationName)],
        ['Artifact', where.fingerprint ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .code */ .aY)(where.fingerprint) : undefined]
    ];
}
function renderAttestationSummary(report, view) {
    const sections = [
        `## ${view.heading}`,
        (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .facts */ .Ix)([
            ['Where', onTrail(report.flow, report.trail)],
            [
                'In the service',
                report.attestationUrl ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .link */ .nf)('open the attestation', report.attestationUrl) : undefined
            ]
        ]),
        ...view.sections,
        (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .details */ .zH)('Details', [(0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .facts */ .Ix)([...attestationFacts(report), ...view.facts]), ...(view.details ?? [])].join('\n\n'))
    ];
    if (report.payload !== undefined) {
        sections.push((0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .details */ .zH)('Payload that would have been posted', (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .codeBlock */ .DV)(report.payload, 'json')));
    }
    return sections.join('\n\n') + '\n';
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


/***/ })

};
