export const id = 9708;
export const ids = [9708];
export const modules = {

/***/ 1913:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BpQ: () => (/* reexport safe */ zod_mini__WEBPACK_IMPORTED_MODULE_2__.BpQ),
/* harmony export */   FsL: () => (/* reexport safe */ zod_mini__WEBPACK_IMPORTED_MODULE_2__.FsL),
/* harmony export */   Ikc: () => (/* reexport safe */ zod_mini__WEBPACK_IMPORTED_MODULE_2__.Ikc),
/* harmony export */   KCZ: () => (/* reexport safe */ zod_mini__WEBPACK_IMPORTED_MODULE_2__.KCZ),
/* harmony export */   L5J: () => (/* reexport safe */ zod_mini__WEBPACK_IMPORTED_MODULE_2__.L5J),
/* harmony export */   MfU: () => (/* reexport safe */ zod_mini__WEBPACK_IMPORTED_MODULE_2__.MfU),
/* harmony export */   Whr: () => (/* reexport safe */ zod_mini__WEBPACK_IMPORTED_MODULE_2__.Whr),
/* harmony export */   X$i: () => (/* reexport safe */ zod_mini__WEBPACK_IMPORTED_MODULE_2__.X$i),
/* harmony export */   YOg: () => (/* reexport safe */ zod_mini__WEBPACK_IMPORTED_MODULE_2__.YOg),
/* harmony export */   YjP: () => (/* reexport safe */ zod_mini__WEBPACK_IMPORTED_MODULE_2__.YjP),
/* harmony export */   ZnW: () => (/* reexport safe */ zod_mini__WEBPACK_IMPORTED_MODULE_2__.ZnW),
/* harmony export */   _H3: () => (/* reexport safe */ zod_mini__WEBPACK_IMPORTED_MODULE_2__._H3),
/* harmony export */   aig: () => (/* reexport safe */ zod_mini__WEBPACK_IMPORTED_MODULE_2__.aig),
/* harmony export */   cl6: () => (/* reexport safe */ zod_mini__WEBPACK_IMPORTED_MODULE_2__.cl6),
/* harmony export */   g1P: () => (/* reexport safe */ zod_mini__WEBPACK_IMPORTED_MODULE_2__.g1P),
/* harmony export */   lqM: () => (/* reexport safe */ zod_mini__WEBPACK_IMPORTED_MODULE_2__.lqM),
/* harmony export */   mee: () => (/* reexport safe */ zod_mini__WEBPACK_IMPORTED_MODULE_2__.mee),
/* harmony export */   pdi: () => (/* reexport safe */ zod_mini__WEBPACK_IMPORTED_MODULE_2__.pdi),
/* harmony export */   zMY: () => (/* reexport safe */ zod_mini__WEBPACK_IMPORTED_MODULE_2__.zMY)
/* harmony export */ });
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8532);
/* harmony import */ var zod_locales__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(252);
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9286);
/**
 * zod for every schema the action parses answers with: its functional build (`zod/mini`),
 * whose schemas do not carry a method for every kind of schema (the full build attaches
 * dozens to each schema it builds), with zod's English messages, which that build leaves out
 * and which tell a user which field was wrong and how.
 *
 * The full build took a cold step about 15 ms to load and to build and run its answer's
 * schema; this build does the same work in a fraction.
 *
 * Import it as a namespace (`import * as z`). Re-exporting zod's own namespace object instead
 * would mark everything it exports as used, every locale included.
 */


(0,zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .config */ .$W)((0,zod_locales__WEBPACK_IMPORTED_MODULE_1__/* ["default"] */ .A)());



/***/ }),

/***/ 7327:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AttestationListSchema: () => (/* binding */ AttestationListSchema),
/* harmony export */   AttestationPageSchema: () => (/* binding */ AttestationPageSchema)
/* harmony export */ });
/* harmony import */ var _parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1913);
/* harmony import */ var _parts_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9149);
/** The answers about attestations: a flow's listing, and the attestations one name or id names. */


const AttestationSchema = _parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    attestation_id: _parts_js__WEBPACK_IMPORTED_MODULE_1__/* .text */ .Qq,
    attestation_name: _parts_js__WEBPACK_IMPORTED_MODULE_1__/* .text */ .Qq,
    attestation_type: _parts_js__WEBPACK_IMPORTED_MODULE_1__/* .text */ .Qq,
    created_at: _parts_js__WEBPACK_IMPORTED_MODULE_1__/* .num */ .bu,
    description: _parts_js__WEBPACK_IMPORTED_MODULE_1__/* .text */ .Qq,
    html_url: _parts_js__WEBPACK_IMPORTED_MODULE_1__/* .text */ .Qq,
    is_compliant: _parts_js__WEBPACK_IMPORTED_MODULE_1__/* .flag */ .Jt,
    origin_url: _parts_js__WEBPACK_IMPORTED_MODULE_1__/* .text */ .Qq,
    reported_by: _parts_js__WEBPACK_IMPORTED_MODULE_1__/* .text */ .Qq,
    flow_name: _parts_js__WEBPACK_IMPORTED_MODULE_1__/* .text */ .Qq,
    trail_name: _parts_js__WEBPACK_IMPORTED_MODULE_1__/* .text */ .Qq,
    artifact_fingerprint: _parts_js__WEBPACK_IMPORTED_MODULE_1__/* .text */ .Qq,
    git_commit_info: _parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .nullish */ .cl6(_parts_js__WEBPACK_IMPORTED_MODULE_1__/* .GitCommitInfoSchema */ .zX)
});
/** Get attestation by name answers every attestation of that name, as a list. */
const AttestationListSchema = _parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(AttestationSchema);
const AttestationPageSchema = _parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    data: _parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(AttestationSchema),
    pagination: _parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .nullish */ .cl6(_parts_js__WEBPACK_IMPORTED_MODULE_1__/* .PaginationSchema */ .II)
});


/***/ }),

/***/ 9149:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   II: () => (/* binding */ PaginationSchema),
/* harmony export */   Jt: () => (/* binding */ flag),
/* harmony export */   QF: () => (/* binding */ AttestationStatusSchema),
/* harmony export */   Qq: () => (/* binding */ text),
/* harmony export */   SP: () => (/* binding */ shown),
/* harmony export */   __: () => (/* binding */ each),
/* harmony export */   bu: () => (/* binding */ num),
/* harmony export */   id: () => (/* binding */ RepoInfoSchema),
/* harmony export */   p_: () => (/* binding */ list),
/* harmony export */   zX: () => (/* binding */ GitCommitInfoSchema)
/* harmony export */ });
/* harmony import */ var _parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1913);
/**
 * What the answers' zod schemas share. They are tolerant on purpose: unknown fields pass
 * through, and a field is required only when a command cannot work without it. The
 * published description itself omits fields it marks required (its assert example has no
 * `unexpected`), so rejecting a response for a missing display field would break gates.
 *
 * Each resource's answer schemas are a module of this folder, loaded on first use
 * (load-schemas.ts): zod comes with them.
 */

const text = _parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .nullish */ .cl6(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP());
const flag = _parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .nullish */ .cl6(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY());
const num = _parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .nullish */ .cl6(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig());
const list = (item) => _parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .nullish */ .cl6(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(item));
/**
 * The same field schema under each of `keys`, for the runs of fields of one type an answer
 * has: `{ ...each(text, 'id', 'name') }` is `{ id: text, name: text }`.
 */
function each(schema, ...keys) {
    return Object.fromEntries(keys.map(key => [key, schema]));
}
/** A field only shown: a value of another type is dropped, never a failed step. */
const shown = (schema) => _parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* ["catch"] */ .MfU(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lqM(schema), undefined);
const AttestationStatusSchema = _parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    ...each(text, 'attestation_name', 'attestation_type', 'attestation_id'),
    ...each(text, 'overridden_attestation_id', 'status'),
    ...each(flag, 'is_compliant', 'unexpected')
});
/** The `pagination` of a listing that answers `{data, pagination}`. */
const PaginationSchema = _parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3(each(num, 'total', 'page', 'per_page', 'page_count'));
const GitCommitInfoSchema = _parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    ...each(text, 'sha1', 'message', 'author', 'branch', 'url'),
    timestamp: num
});
/** The repository an artifact was built from, as builds and deployments name it. */
const RepoInfoSchema = _parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3(each(text, 'name', 'repo_id'));


/***/ })

};
