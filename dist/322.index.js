export const id = 322;
export const ids = [322];
export const modules = {

/***/ 2322:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   MAX_DOWNLOAD_BYTES: () => (/* binding */ MAX_DOWNLOAD_BYTES),
/* harmony export */   downloadToFile: () => (/* binding */ downloadToFile)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _body_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9662);
/**
 * Downloads a file through the transport without holding it in memory, and never leaves a
 * partial file behind. Each attempt writes to its own temporary file beside the target,
 * opened only once the body has begun with the expected bytes; the last complete one is
 * renamed over the target, and every other is removed, whatever failed (a sign-in page, a
 * body over the limit, a cut connection, a timeout, a redirect elsewhere).
 */




/** The largest file the action downloads (an audit package with its attachments): 512 MiB. */
const MAX_DOWNLOAD_BYTES = 512 * 1024 * 1024;
/** How much of a refused body is read to name it (an HTML page's title). */
const SNIFF_BYTES = 16 * 1024;
async function downloadToFile(transport, request) {
    const { target, kind } = request;
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(target), { recursive: true }).catch((error) => {
        throw new _body_js__WEBPACK_IMPORTED_MODULE_3__/* .ReceiverError */ .kC(`The folder of ${target} could not be created (${describe(error)}).`);
    });
    const temporary = new Set();
    let complete;
    try {
        await transport.download({
            url: request.url,
            accept: kind.accept,
            limit: request.limit,
            receive: async (body, answer) => {
                const path = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(target), `.${(0,node_path__WEBPACK_IMPORTED_MODULE_2__.basename)(target)}.${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(6).toString('hex')}.part`);
                temporary.add(path);
                complete = undefined;
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
        temporary.delete(done.path);
        return { path: target, bytes: done.bytes };
    }
    finally {
        await Promise.all([...temporary].map(path => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(path, { force: true })));
    }
}
/** One attempt's body: checked, then written to `path`; the file is removed on any failure. */
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
    try {
        file = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(path, 'wx');
        await file.write(head);
        written = head.length;
        for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
            await file.write(next.value);
            written += next.value.length;
        }
        await file.close();
        file = undefined;
        return written;
    }
    catch (error) {
        await iterator.return?.(undefined);
        throw isFileSystemError(error)
            ? new _body_js__WEBPACK_IMPORTED_MODULE_3__/* .ReceiverError */ .kC(`${target} could not be written (${describe(error)}).`, { cause: error })
            : error;
    }
    finally {
        await file?.close().catch(() => undefined);
    }
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


/***/ })

};
