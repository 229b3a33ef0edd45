export const id = 2468;
export const ids = [2468];
export const modules = {

/***/ 2468:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   encodeMultipart: () => (/* binding */ encodeMultipart)
/* harmony export */ });
/**
 * multipart/form-data bodies, encoded by the platform's own FormData, as a buffer that can be
 * sent again on a retry. A module of its own, imported on first use: only the writes post a
 * form, and the encoder wakes Node's fetch machinery, which the reads never need.
 */
async function encodeMultipart(parts) {
    const form = new FormData();
    for (const part of parts) {
        if (typeof part.value === 'string')
            form.append(part.name, part.value);
        else
            form.append(part.name, part.value, part.filename);
    }
    const request = new Request('http://multipart.invalid/', { method: 'POST', body: form });
    const contentType = request.headers.get('content-type') ?? 'multipart/form-data';
    return { body: Buffer.from(await request.arrayBuffer()), contentType };
}


/***/ })

};
