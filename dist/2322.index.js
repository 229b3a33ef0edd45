export const id = 2322;
export const ids = [2322];
export const modules = {

/***/ 2322:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   MAX_DOWNLOAD_BYTES: () => (/* binding */ MAX_DOWNLOAD_BYTES),
/* harmony export */   downloadToFile: () => (/* binding */ downloadToFile)
/* harmony export */ });
/* unused harmony export CutBodyError */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _body_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9662);
/* harmony import */ var _in_flight_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5192);
/* harmony import */ var _whole_file_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5981);
/**
 * Downloads a file through the transport without holding it in memory, and never leaves a
 * partial file behind. Each attempt writes to a temporary file beside the target, opened only
 * once the body has begun with the expected bytes, and checked to be whole when the body ends
 * (its own end, and the length the server declared): a failed attempt's file is removed
 * before the next attempt, so there is at most one; a whole one is renamed over the target.
 * Whatever failed (a sign-in page, a body over the limit, a cut connection, a file that stops
 * before its end, a timeout, a redirect elsewhere), nothing is left. The temporary file is
 * marked in flight so that a cancelled job removes it too.
 */






/**
 * A cut answer: the body stopped before the file's end, or before the length the server
 * declared. Not a refusal: the transport retries it as it does a cut connection.
 */
class CutBodyError extends Error {
    constructor(message) {
        super(message);
        this.name = 'CutBodyError';
    }
}
/** The largest file the action downloads (an audit package with its attachments): 512 MiB. */
const MAX_DOWNLOAD_BYTES = 512 * 1024 * 1024;
/** How much of a refused body is read to name it (an HTML page's title). */
const SNIFF_BYTES = 16 * 1024;
async function downloadToFile(transport, request) {
    const { target, kind } = request;
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(target), { recursive: true }).catch((error) => {
        throw new _body_js__WEBPACK_IMPORTED_MODULE_3__/* .ReceiverError */ .kC(`The folder of ${target} could not be created (${describe(error)}).`);
    });
    let complete;
    try {
        await transport.download({
            url: request.url,
            accept: kind.accept,
            limit: request.limit,
            receive: async (body, answer) => {
                complete = undefined;
                const path = temporaryPath(target);
                const bytes = await receiveFile(body, answer, kind, { path, target });
                complete = { path, bytes };
            }
        });
        if (!complete)
            throw new Error(`The download of ${target} ended without a body.`);
        const done = complete;
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rename)(done.path, target).catch((error) => {
            throw new _body_js__WEBPACK_IMPORTED_MODULE_3__/* .ReceiverError */ .kC(`${target} could not be written (${describe(error)}).`);
        });
        (0,_in_flight_js__WEBPACK_IMPORTED_MODULE_4__/* .untrackFile */ .Rt)(done.path);
        complete = undefined;
        return { path: target, bytes: done.bytes };
    }
    finally {
        if (complete)
            await removeTemporary(complete.path);
    }
}
/**
 * A temporary name of bounded length beside the target: a target name may take all 255
 * bytes a folder entry allows, so the temporary name is never derived from it.
 */
function temporaryPath(target) {
    return (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(target), `.kosli-${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(8).toString('hex')}.part`);
}
async function removeTemporary(path) {
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(path, { force: true });
    (0,_in_flight_js__WEBPACK_IMPORTED_MODULE_4__/* .untrackFile */ .Rt)(path);
}
/**
 * One attempt's body: its first bytes checked, then written to `path` and checked to its end;
 * the file is removed on any failure, before the transport tries again.
 */
async function receiveFile(body, answer, kind, { path, target }) {
    const iterator = body[Symbol.asyncIterator]();
    const contentType = headerText(answer.headers['content-type']);
    let head = Buffer.alloc(0);
    while (head.length < kind.magic.length) {
        const next = await iterator.next();
        if (next.done)
            break;
        head = Buffer.concat([head, next.value]);
    }
    const mediaType = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
    const typeRefused = mediaType !== '' && !kind.contentTypes.includes(mediaType);
    if (typeRefused || !head.subarray(0, kind.magic.length).equals(kind.magic)) {
        throw new _body_js__WEBPACK_IMPORTED_MODULE_3__/* .RefusedBodyError */ .jy(await describeRefusal(head, iterator, answer, contentType, kind));
    }
    let file;
    let written = 0;
    const end = kind.endCheck();
    (0,_in_flight_js__WEBPACK_IMPORTED_MODULE_4__/* .trackFile */ .uN)(path, target);
    try {
        const opened = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(path, 'wx');
        file = opened;
        const write = async (chunk) => {
            await opened.write(chunk);
            await end.update(chunk);
            written += chunk.length;
        };
        await write(head);
        for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
            await write(next.value);
        }
        await opened.close();
        file = undefined;
        checkDeclaredLength(answer, written);
        await end.finish();
        return written;
    }
    catch (error) {
        end.dispose();
        await iterator.return?.(undefined);
        await file?.close().catch(() => undefined);
        // Removed now, before any retry: at most one temporary file at a time.
        await removeTemporary(path);
        throw describeReceiveFailure(error, kind, target);
    }
}
/** A body without content coding must hold the bytes its Content-Length declared. */
function checkDeclaredLength(answer, written) {
    const declared = headerText(answer.headers['content-length']).trim();
    const coding = headerText(answer.headers['content-encoding']).trim().toLowerCase();
    if (!/^\d+$/.test(declared) || (coding !== '' && coding !== 'identity'))
        return;
    if (Number(declared) !== written) {
        throw new CutBodyError(`the answer ended after ${written} of the ${declared} bytes it declared, so nothing was written`);
    }
}
function describeReceiveFailure(error, kind, target) {
    if (error instanceof _whole_file_js__WEBPACK_IMPORTED_MODULE_5__/* .CutFileError */ .ps) {
        return new CutBodyError(`the answer ended before the whole ${kind.what.replace(/^an? /, '')} arrived (${error.message}), so nothing was written`);
    }
    if (error instanceof _whole_file_js__WEBPACK_IMPORTED_MODULE_5__/* .MalformedFileError */ .OF) {
        return new _body_js__WEBPACK_IMPORTED_MODULE_3__/* .RefusedBodyError */ .jy(`a body that is not ${kind.what} throughout (${error.message}), so nothing was written`);
    }
    return isFileSystemError(error)
        ? new _body_js__WEBPACK_IMPORTED_MODULE_3__/* .ReceiverError */ .kC(`${target} could not be written (${describe(error)}).`, { cause: error })
        : error;
}
/** Names what came instead: its status, content type and, for a page, its title. */
async function describeRefusal(head, iterator, answer, contentType, kind) {
    let sniffed = head;
    while (sniffed.length < SNIFF_BYTES) {
        const next = await iterator.next().catch(() => ({ done: true, value: undefined }));
        if (next.done)
            break;
        sniffed = Buffer.concat([sniffed, next.value]);
    }
    await iterator.return?.(undefined);
    const text = sniffed.subarray(0, SNIFF_BYTES).toString('utf8');
    const type = contentType
        ? `content type ${JSON.stringify(contentType.slice(0, 80))}`
        : 'no content type';
    const html = /html/i.test(contentType) || /^\s*<(!doctype|html)/i.test(text);
    const title = /<title[^>]*>([^<]{1,200})<\/title>/i.exec(text)?.[1]?.replace(/\s+/g, ' ').trim();
    const what = html
        ? `an HTML page${title ? ` titled ${JSON.stringify(title)}` : ''} (usually a sign-in page from a proxy or SSO gateway in front of it)`
        : sniffed.length === 0
            ? 'an empty body'
            : `a body that does not start as ${kind.what} does`;
    return `status ${answer.status} with ${type} and ${what} where ${kind.what} was expected, so nothing was written`;
}
function headerText(value) {
    return (Array.isArray(value) ? value[0] : value) ?? '';
}
function isFileSystemError(error) {
    const code = error?.code;
    const syscall = error?.syscall;
    return (typeof code === 'string' && typeof syscall === 'string' && /^(open|write|close)$/.test(syscall));
}
function describe(error) {
    const code = error?.code;
    return typeof code === 'string' ? code : error instanceof Error ? error.message : String(error);
}


/***/ }),

/***/ 5981:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  ps: () => (/* binding */ CutFileError),
  OF: () => (/* binding */ MalformedFileError),
  kk: () => (/* binding */ gzippedTarEndCheck),
  wK: () => (/* binding */ pdfEndCheck)
});

// EXTERNAL MODULE: external "node:events"
var external_node_events_ = __webpack_require__(8474);
// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(8522);
;// CONCATENATED MODULE: ./src/http/tar-end.ts
/**
 * Walks a tar archive's blocks as they arrive, to tell whether it reaches its end: two zero
 * blocks where a header is due. Each header's checksum is checked and its entry's data
 * skipped by its size (octal, GNU base-256, or a pax `size` record), so zero blocks inside a
 * file are never taken for the end. Nothing of the archive is kept but one block and a pax
 * header.
 */
const BLOCK = 512;
/** The most of a pax extended header read for its `size` record; real ones are far smaller. */
const MAX_PAX_HEADER = 1024 * 1024;
/** Entry types whose size field does not count data blocks (links, devices, folders, FIFOs). */
const NO_DATA_TYPES = new Set(['1', '2', '3', '4', '5', '6']);
/** Bytes that are not a tar archive; its message says what, for "its gzip stream holds …". */
class TarFormatError extends Error {
    constructor(message) {
        super(message);
        this.name = 'TarFormatError';
    }
}
function createTarEnd() {
    let pending = Buffer.alloc(0);
    let dataBlocks = 0n;
    let zeroBlocks = 0;
    let ended = false;
    let paxSize;
    /** A pax extended header being read: its blocks so far and its length in bytes. */
    let pax;
    const takeBlock = (block) => {
        if (dataBlocks > 0n) {
            dataBlocks--;
            if (pax) {
                pax.blocks.push(Buffer.from(block));
                if (dataBlocks === 0n) {
                    paxSize = paxSizeRecord(Buffer.concat(pax.blocks).subarray(0, pax.length));
                    pax = undefined;
                }
            }
            return;
        }
        if (block.every(byte => byte === 0)) {
            zeroBlocks++;
            if (zeroBlocks === 2)
                ended = true;
            return;
        }
        zeroBlocks = 0;
        const header = readHeader(block);
        const size = paxSize ?? header.size;
        paxSize = undefined;
        dataBlocks = NO_DATA_TYPES.has(header.type) ? 0n : (size + BigInt(BLOCK - 1)) / BigInt(BLOCK);
        if (header.type === 'x' && dataBlocks > 0n) {
            if (size > BigInt(MAX_PAX_HEADER))
                throw new TarFormatError('a pax header over 1 MiB');
            pax = { blocks: [], length: Number(size) };
        }
    };
    return {
        update(bytes) {
            if (ended)
                return;
            pending = pending.length === 0 ? bytes : Buffer.concat([pending, bytes]);
            let offset = 0;
            while (!ended && pending.length - offset >= BLOCK) {
                takeBlock(pending.subarray(offset, offset + BLOCK));
                offset += BLOCK;
            }
            pending = ended ? Buffer.alloc(0) : Buffer.from(pending.subarray(offset));
        },
        get ended() {
            return ended;
        }
    };
}
/** The entry type and size of a header block, once its checksum is right. */
function readHeader(block) {
    const stored = parseOctal(block.subarray(148, 156));
    let unsigned = 0;
    let signed = 0;
    for (let index = 0; index < BLOCK; index++) {
        const byte = index >= 148 && index < 156 ? 0x20 : (block[index] ?? 0);
        unsigned += byte;
        signed += byte > 127 ? byte - 256 : byte;
    }
    if (stored === undefined || (BigInt(unsigned) !== stored && BigInt(signed) !== stored)) {
        throw new TarFormatError('a header block whose checksum is wrong');
    }
    const size = parseSize(block.subarray(124, 136));
    if (size === undefined)
        throw new TarFormatError('a header whose size is not a number');
    return { type: String.fromCharCode(block[156] ?? 0), size };
}
/** A numeric field: octal digits ended by NUL or space, or GNU's base-256 when its top bit is set. */
function parseSize(field) {
    const first = field[0] ?? 0;
    if (first & 0x80) {
        let value = BigInt(first & 0x7f);
        for (const byte of field.subarray(1))
            value = (value << 8n) | BigInt(byte);
        return value;
    }
    return parseOctal(field);
}
function parseOctal(field) {
    const text = field
        .toString('latin1')
        .replace(/[\0 ]+$/, '')
        .replace(/^ +/, '');
    if (text === '')
        return 0n;
    return /^[0-7]+$/.test(text) ? BigInt(`0o${text}`) : undefined;
}
/**
 * The `size` record of a pax extended header, if it has one. Records are "<length> key=value\n",
 * the length counting the whole record, so a value holding a line break is skipped whole.
 */
function paxSizeRecord(header) {
    let size;
    let offset = 0;
    while (offset < header.length) {
        const space = header.indexOf(0x20, offset);
        const digits = space > offset ? header.toString('latin1', offset, space) : '';
        const length = /^\d{1,8}$/.test(digits) ? Number(digits) : NaN;
        if (!Number.isInteger(length) || length <= space - offset || offset + length > header.length) {
            throw new TarFormatError('a pax header whose records are malformed');
        }
        const record = header.toString('utf8', space + 1, offset + length - 1);
        const match = /^size=(\d+)$/.exec(record);
        if (match?.[1])
            size = BigInt(match[1]);
        offset += length;
    }
    return size;
}

;// CONCATENATED MODULE: ./src/http/whole-file.ts
/**
 * Whether a downloaded file is whole. A body without a declared length ends the same way when
 * the server finishes and when the connection drops half-way, so the file's own end is read
 * instead: a gzip stream must inflate to its trailer (its CRC and length checked) and hold a
 * tar archive that reaches its end-of-archive blocks; a PDF must end with %%EOF. The checks
 * see the bytes as they are written, so nothing is read twice and nothing is held whole.
 */



/** A file that stops before its end: the connection was cut, so another attempt may succeed. */
class CutFileError extends Error {
    constructor(message) {
        super(message);
        this.name = 'CutFileError';
    }
}
/** A file that is whole but not of its kind (a gzip stream that does not hold a tar). */
class MalformedFileError extends Error {
    constructor(message) {
        super(message);
        this.name = 'MalformedFileError';
    }
}
/** How far from the end a PDF's %%EOF may be (what PDF readers accept after it). */
const PDF_TAIL_BYTES = 1024;
const PDF_END = Buffer.from('%%EOF', 'latin1');
function pdfEndCheck() {
    let tail = Buffer.alloc(0);
    return {
        async update(chunk) {
            tail = Buffer.concat([tail, chunk]);
            if (tail.length > PDF_TAIL_BYTES)
                tail = tail.subarray(tail.length - PDF_TAIL_BYTES);
        },
        async finish() {
            if (!tail.includes(PDF_END)) {
                throw new CutFileError(`no %%EOF in its last ${PDF_TAIL_BYTES} bytes`);
            }
        },
        dispose() {
            tail = Buffer.alloc(0);
        }
    };
}
function gzippedTarEndCheck() {
    const gunzip = (0,external_node_zlib_.createGunzip)();
    const tar = createTarEnd();
    let failure;
    gunzip.on('data', (chunk) => {
        if (failure)
            return;
        try {
            tar.update(chunk);
        }
        catch (error) {
            failure = error;
            gunzip.destroy();
        }
    });
    gunzip.on('error', (error) => (failure ??= error));
    const closed = (0,external_node_events_.once)(gunzip, 'close').catch(() => undefined);
    const fail = (error) => {
        if (error instanceof TarFormatError) {
            throw new MalformedFileError(`its tar archive has ${error.message}`);
        }
        // zlib says "unexpected end of file" when the stream stops before its trailer.
        if (error.code === 'Z_BUF_ERROR') {
            throw new CutFileError('its gzip stream stops before its end');
        }
        throw new MalformedFileError(`its gzip stream is damaged: ${error.message}`);
    };
    return {
        async update(chunk) {
            if (failure)
                fail(failure);
            if (!gunzip.write(chunk)) {
                await Promise.race([(0,external_node_events_.once)(gunzip, 'drain'), closed]);
            }
            if (failure)
                fail(failure);
        },
        async finish() {
            if (!failure) {
                gunzip.end();
                await closed;
            }
            if (failure)
                fail(failure);
            // A whole gzip stream around a tar cut short: the server's own output was cut.
            if (!tar.ended)
                throw new CutFileError('its tar archive stops before its end-of-archive blocks');
        },
        dispose() {
            gunzip.destroy();
        }
    };
}


/***/ })

};
