export const id = 9925;
export const ids = [9925];
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

/***/ 9925:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  AttestationStatusSchema: () => (/* binding */ AttestationStatusSchema),
  GitCommitInfoSchema: () => (/* binding */ GitCommitInfoSchema),
  PaginationSchema: () => (/* binding */ PaginationSchema),
  PolicyEvaluationSchema: () => (/* reexport */ PolicyEvaluationSchema),
  RepoInfoSchema: () => (/* binding */ RepoInfoSchema),
  builders: () => (/* binding */ builders),
  each: () => (/* binding */ each),
  flag: () => (/* binding */ flag),
  list: () => (/* binding */ list),
  num: () => (/* binding */ num),
  shown: () => (/* binding */ answer_parts_shown),
  text: () => (/* binding */ answer_parts_text)
});

// EXTERNAL MODULE: ./src/parsing/zod.ts
var zod = __webpack_require__(1913);
;// CONCATENATED MODULE: ./src/policy-results/policy-evaluations.ts
/**
 * The published shape of a policy's verdict on one artifact (PolicyEvaluationResponse, with
 * its RuleEvaluationResponse, PolicyRuleDefinition, RuleResolutionResponse and
 * ContextResponse), as assert answers it in `policy_evaluations` and a snapshot beside each
 * artifact. Every field is only shown: the verdict (`compliant`) is what a gate passes on, so
 * a rule the reader cannot read loses its detail, never fails the step. Like the answers'
 * schemas (src/service/load-schemas.ts), this module is loaded with them, on a resource's first read.
 */

const policy_evaluations_text = zod/* nullish */.cl6(zod/* string */.YjP());
const shown = (schema) => zod/* catch */.MfU(zod/* optional */.lqM(schema), undefined);
/** ContextResponse: where a resolution applies. `for_control` is the vendor CLI's addition. */
const ResolutionContextSchema = zod/* looseObject */._H3({
    flow_name: shown(policy_evaluations_text),
    trail_name: shown(policy_evaluations_text),
    artifact_status: shown(policy_evaluations_text),
    for_control: shown(policy_evaluations_text)
});
/** RuleResolutionResponse: what would satisfy the rule; a type not published reads generically. */
const RuleResolutionSchema = zod/* looseObject */._H3({
    type: shown(policy_evaluations_text),
    context: shown(zod/* nullable */.mee(ResolutionContextSchema))
});
/**
 * PolicyRuleDefinition: its type and definition, a RequiredAttestationRule (`name`, `type`,
 * `must_be_compliant`; `for_control` where a policy names a control) or a BooleanRule
 * (`required`, `exceptions`), read as one object.
 */
const PolicyRuleSchema = zod/* looseObject */._H3({
    type: shown(policy_evaluations_text),
    definition: shown(zod/* nullable */.mee(zod/* looseObject */._H3({
        name: shown(policy_evaluations_text),
        type: shown(policy_evaluations_text),
        must_be_compliant: shown(zod/* nullable */.mee(zod/* boolean */.zMY())),
        for_control: shown(policy_evaluations_text)
    })))
});
const RuleEvaluationSchema = zod/* looseObject */._H3({
    rule: shown(zod/* nullable */.mee(PolicyRuleSchema)),
    satisfied: shown(zod/* nullable */.mee(zod/* boolean */.zMY())),
    ignored: shown(zod/* nullable */.mee(zod/* boolean */.zMY())),
    resolutions: shown(zod/* nullable */.mee(zod/* array */.YOg(RuleResolutionSchema)))
});
/** PolicyEvaluationResponse. A list that does not read as rules is dropped whole. */
const PolicyEvaluationSchema = zod/* looseObject */._H3({
    policy_name: policy_evaluations_text,
    policy_version: zod/* nullish */.cl6(zod/* number */.aig()),
    status: policy_evaluations_text,
    rule_evaluations: shown(zod/* nullable */.mee(zod/* array */.YOg(RuleEvaluationSchema)))
});

;// CONCATENATED MODULE: ./src/service/answer-parts.ts
/**
 * What the answers' zod schemas share. They are tolerant on purpose: unknown fields pass
 * through, and a field is required only when a command cannot work without it. The
 * published description itself omits fields it marks required (its assert example has no
 * `unexpected`), so rejecting a response for a missing display field would break gates.
 *
 * Loaded with zod on a resource's first read (load-schemas.ts), and handed to the function
 * that builds its schemas.
 */

/**
 * The zod builders the answers' schemas use, handed to each resource's schemas as `z`: a list
 * rather than zod's namespace, since a namespace handed on as a value keeps every export of
 * zod in the bundle, its locales included.
 */
const builders = {
    array: zod/* array */.YOg,
    boolean: zod/* boolean */.zMY,
    catch: zod/* catch */.MfU,
    looseObject: zod/* looseObject */._H3,
    nullable: zod/* nullable */.mee,
    nullish: zod/* nullish */.cl6,
    number: zod/* number */.aig,
    pipe: zod/* pipe */.FsL,
    record: zod/* record */.g1P,
    string: zod/* string */.YjP,
    transform: zod/* transform */.pdi,
    union: zod/* union */.KCZ,
    unknown: zod/* unknown */.L5J
};
/** PolicyEvaluationResponse, which assert and a snapshot's artifacts both answer. */

const answer_parts_text = zod/* nullish */.cl6(zod/* string */.YjP());
const flag = zod/* nullish */.cl6(zod/* boolean */.zMY());
const num = zod/* nullish */.cl6(zod/* number */.aig());
const list = (item) => zod/* nullish */.cl6(zod/* array */.YOg(item));
/**
 * The same field schema under each of `keys`, for the runs of fields of one type an answer
 * has: `{ ...each(text, 'id', 'name') }` is `{ id: text, name: text }`.
 */
function each(schema, ...keys) {
    return Object.fromEntries(keys.map(key => [key, schema]));
}
/** A field only shown: a value of another type is dropped, never a failed step. */
const answer_parts_shown = (schema) => zod/* catch */.MfU(zod/* optional */.lqM(schema), undefined);
const AttestationStatusSchema = zod/* looseObject */._H3({
    ...each(answer_parts_text, 'attestation_name', 'attestation_type', 'attestation_id'),
    ...each(answer_parts_text, 'overridden_attestation_id', 'status'),
    ...each(flag, 'is_compliant', 'unexpected')
});
/** The `pagination` of a listing that answers `{data, pagination}`. */
const PaginationSchema = zod/* looseObject */._H3(each(num, 'total', 'page', 'per_page', 'page_count'));
const GitCommitInfoSchema = zod/* looseObject */._H3({
    ...each(answer_parts_text, 'sha1', 'message', 'author', 'branch', 'url'),
    timestamp: num
});
/** The repository an artifact was built from, as builds and deployments name it. */
const RepoInfoSchema = zod/* looseObject */._H3(each(answer_parts_text, 'name', 'repo_id'));


/***/ })

};
