export const id = 2051;
export const ids = [2051];
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

/***/ 2051:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ActionListSchema: () => (/* binding */ ActionListSchema),
/* harmony export */   ApprovalSchema: () => (/* binding */ ApprovalSchema),
/* harmony export */   AssertionResultSchema: () => (/* binding */ AssertionResultSchema),
/* harmony export */   AttestationListSchema: () => (/* binding */ AttestationListSchema),
/* harmony export */   AttestationPageSchema: () => (/* binding */ AttestationPageSchema),
/* harmony export */   BuildPageSchema: () => (/* binding */ BuildPageSchema),
/* harmony export */   CustomAttestationTypeListSchema: () => (/* binding */ CustomAttestationTypeListSchema),
/* harmony export */   DeploymentSchema: () => (/* binding */ DeploymentSchema),
/* harmony export */   EnvironmentDiffSchema: () => (/* binding */ EnvironmentDiffSchema),
/* harmony export */   EnvironmentEventListSchema: () => (/* binding */ EnvironmentEventListSchema),
/* harmony export */   EnvironmentListSchema: () => (/* binding */ EnvironmentListSchema),
/* harmony export */   EnvironmentSchema: () => (/* binding */ EnvironmentSchema),
/* harmony export */   PolicyListSchema: () => (/* binding */ PolicyListSchema),
/* harmony export */   RepoSchema: () => (/* binding */ RepoSchema),
/* harmony export */   SearchResultSchema: () => (/* binding */ SearchResultSchema),
/* harmony export */   SnapshotSchema: () => (/* binding */ SnapshotSchema),
/* harmony export */   TrailDetailSchema: () => (/* binding */ TrailDetailSchema),
/* harmony export */   TrailPageSchema: () => (/* binding */ TrailPageSchema)
/* harmony export */ });
/* harmony import */ var _parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1913);
/**
 * zod schemas for the service's resources. They are tolerant on purpose: unknown fields
 * pass through, and a field is required only when a command cannot work without it. The
 * published description itself omits fields it marks required (its assert example has no
 * `unexpected`), so rejecting a response for a missing display field would break gates.
 */

const text = _parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .nullish */ .cl6(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP());
const flag = _parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .nullish */ .cl6(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY());
const num = _parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .nullish */ .cl6(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig());
const list = (item) => _parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .nullish */ .cl6(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(item));
const AttestationStatusSchema = _parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    attestation_name: text,
    attestation_type: text,
    attestation_id: text,
    overridden_attestation_id: text,
    status: text,
    is_compliant: flag,
    unexpected: flag
});
const ComplianceResultSchema = _parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    unexpected: flag,
    artifact_fingerprint: text,
    status: text,
    is_compliant: flag,
    attestations_statuses: list(AttestationStatusSchema),
    evaluated_at: num
});
const AssertionFlowSchema = _parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    flow: text,
    trail: text,
    compliant: flag,
    compliance_status: _parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .nullish */ .cl6(ComplianceResultSchema),
    html_url: text
});
const PolicyEvaluationSchema = _parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    policy_name: text,
    policy_version: num,
    status: text,
    rule_evaluations: list(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .unknown */ .L5J())
});
const AllowListingSchema = _parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    allowlist_id: text,
    allowed_by_user_id: text,
    timestamp: num,
    description: text
});
const AssertionResultSchema = _parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    fingerprint: text,
    flow: text,
    trail: text,
    compliant: _parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
    compliance_status: _parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .nullish */ .cl6(ComplianceResultSchema),
    html_url: text,
    scope: text,
    // The description says one object; the vendor CLI reads a list. Accept both, hand out a list.
    flows: _parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .pipe */ .FsL(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .nullish */ .cl6(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .union */ .KCZ([AssertionFlowSchema, _parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(AssertionFlowSchema)])), _parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .transform */ .pdi(value => (value == null ? [] : Array.isArray(value) ? value : [value]))),
    environment: text,
    policy_evaluations: list(PolicyEvaluationSchema),
    allow_listing: _parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .nullish */ .cl6(AllowListingSchema)
});
const PaginationSchema = _parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    total: num,
    page: num,
    per_page: num,
    page_count: num
});
const TrailSchema = _parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    name: _parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    created_at: num,
    last_modified_at: num,
    compliance_status: _parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .nullish */ .cl6(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
        status: text,
        is_compliant: flag,
        attestations_statuses: list(AttestationStatusSchema)
    })),
    compliance_state: text,
    is_compliant: flag,
    created_by: text,
    html_url: text,
    description: text,
    origin_url: text,
    /** The trail's flow: what an org-wide listing needs to tell trails of two flows apart. */
    flow: _parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* ["catch"] */ .MfU(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .nullish */ .cl6(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({ name: text })), undefined)
});
const TemplateAttestationSchema = _parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({ name: _parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), type: text });
const ArtifactStatusSchema = _parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    artifact_fingerprint: text,
    status: text,
    is_compliant: flag,
    unexpected: flag,
    attestations_statuses: list(AttestationStatusSchema)
});
/** One event of a trail; the fields each type carries, as the vendor CLI reads them. */
const TrailEventSchema = _parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    type: text,
    timestamp: num,
    is_compliant: flag,
    attestation_type: text,
    attestation_id: text,
    template_reference_name: text,
    target_artifact: text,
    artifact_name: text,
    environment_name: text,
    snapshot_index: num,
    approval_number: num,
    state: text,
    reviewer: text,
    git_commit_info: _parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .nullish */ .cl6(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({ sha1: text, url: text }))
});
const GitCommitInfoSchema = _parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    sha1: text,
    message: text,
    author: text,
    branch: text,
    timestamp: num,
    url: text
});
/** Get trail: the trail with its template, its compliance per artifact, and its events. */
const TrailDetailSchema = _parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    ...TrailSchema.shape,
    compliance_status: _parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .nullish */ .cl6(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
        status: text,
        is_compliant: flag,
        attestations_statuses: list(AttestationStatusSchema),
        artifacts_statuses: _parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .nullish */ .cl6(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .record */ .g1P(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), ArtifactStatusSchema)),
        evaluated_at: num
    })),
    template: _parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .nullish */ .cl6(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
        trail: _parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .nullish */ .cl6(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
            attestations: list(TemplateAttestationSchema),
            artifacts: list(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
                name: _parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
                attestations: list(TemplateAttestationSchema)
            }))
        }))
    })),
    git_commit_info: _parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .nullish */ .cl6(GitCommitInfoSchema),
    events: list(TrailEventSchema)
});
/** List trails answers `{data, pagination?}` or, without paging parameters, a bare list. */
const TrailPageSchema = _parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .pipe */ .FsL(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .union */ .KCZ([
    _parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({ data: _parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(TrailSchema), pagination: _parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .nullish */ .cl6(PaginationSchema) }),
    _parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(TrailSchema)
]), _parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .transform */ .pdi(value => (Array.isArray(value) ? { data: value, pagination: null } : value)));
const DeployedArtifactSchema = _parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    flow_name: text,
    trail_name: text,
    template_reference_name: text,
    git_commit: text,
    git_commit_info: _parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .nullish */ .cl6(GitCommitInfoSchema),
    repo_info: _parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .nullish */ .cl6(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({ name: text, repo_id: text }))
});
const DeploymentSchema = _parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    fingerprint: text,
    deployed_at: num,
    artifact_name: text,
    env_name: text,
    snapshot_index: num,
    artifact: _parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .nullish */ .cl6(DeployedArtifactSchema),
    replaced_artifact: _parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .nullish */ .cl6(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
        fingerprint: text,
        artifact_name: text,
        snapshot_index: num,
        artifact: _parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .nullish */ .cl6(DeployedArtifactSchema)
    })),
    diff_url: text
});
const AttestationSchema = _parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    attestation_id: text,
    attestation_name: text,
    attestation_type: text,
    created_at: num,
    description: text,
    html_url: text,
    is_compliant: flag,
    origin_url: text,
    reported_by: text,
    flow_name: text,
    trail_name: text,
    artifact_fingerprint: text,
    git_commit_info: _parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .nullish */ .cl6(GitCommitInfoSchema)
});
/** Get attestation by name answers every attestation of that name, as a list. */
const AttestationListSchema = _parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(AttestationSchema);
const AttestationPageSchema = _parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    data: _parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(AttestationSchema),
    pagination: _parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .nullish */ .cl6(PaginationSchema)
});
/** One reviewer's decision on an approval. */
const ReviewSchema = _parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    state: text,
    comment: text,
    approved_by: text,
    approval_url: text,
    timestamp: num
});
const ApprovalSchema = _parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    release_number: num,
    state: _parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    base_artifact: text,
    target_artifact: text,
    artifact_name: text,
    description: text,
    environment: text,
    created_at: num,
    last_modified_at: num,
    approvals: list(ReviewSchema)
});
const BuildSchema = _parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    created_at: num,
    fingerprint: text,
    flow_name: text,
    trail_name: text,
    repo_info: _parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .nullish */ .cl6(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({ name: text, repo_id: text }))
});
const BuildPageSchema = _parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    page: num,
    per_page: num,
    total_pages: num,
    total_count: num,
    builds: _parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(BuildSchema)
});
const ActionSchema = _parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    name: _parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    type: text,
    number: num,
    triggers: list(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    is_failing: flag,
    last_success_timestamp: num,
    last_failure_timestamp: num,
    flows: list(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    environments: list(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP())
});
const ActionListSchema = _parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(ActionSchema);
// ---- The environment half: snapshots, events, diffs, search, custom attestation types ----
/** A field only shown: a value of another type is dropped, never a failed step. */
const shown = (schema) => _parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* ["catch"] */ .MfU(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lqM(schema), undefined);
const RuleEvaluationSchema = _parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    rule: shown(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    satisfied: flag,
    reason: text
});
const SnapshotArtifactSchema = _parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    name: text,
    fingerprint: text,
    compliant: flag,
    flow_name: shown(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .nullable */ .mee(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP())),
    trail_name: shown(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .nullable */ .mee(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP())),
    /** The published shape: each flow the artifact was reported in, with its trail. */
    flows: shown(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .nullable */ .mee(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({ flow_name: shown(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()), trail_name: shown(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()) })))),
    git_commit: shown(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .nullable */ .mee(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP())),
    commit_url: shown(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .nullable */ .mee(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP())),
    html_url: shown(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .nullable */ .mee(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP())),
    creationTimestamp: shown(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .nullable */ .mee(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig()))),
    annotation: shown(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .nullable */ .mee(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({ type: text, was: num, now: num }))),
    policy_decisions: shown(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .nullable */ .mee(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
        policy_name: text,
        status: text,
        rule_evaluations: shown(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .nullable */ .mee(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(RuleEvaluationSchema)))
    }))))
});
/** GetSnapshotResponse: compliant and index are what a gate reads, so they are required. */
const SnapshotSchema = _parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    index: _parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
    compliant: _parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
    is_latest: flag,
    timestamp: num,
    type: text,
    html_url: text,
    artifacts: _parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(SnapshotArtifactSchema),
    applied_policies: shown(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .nullable */ .mee(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({ name: text }))))
});
const EnvironmentEventSchema = _parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    environment_name: text,
    snapshot_index: num,
    artifact_name: text,
    sha256: text,
    description: text,
    reported_at: num,
    flows: shown(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .nullable */ .mee(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({ flow_name: text })))),
    artifact_compliance: flag,
    snapshot_compliance: flag,
    type: text
});
const EnvironmentEventListSchema = _parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(EnvironmentEventSchema);
const DiffArtifactSchema = _parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    fingerprint: text,
    name: text,
    flow: text,
    commit_url: shown(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .nullable */ .mee(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP())),
    most_recent_timestamp: num,
    s1_instance_count: num,
    s2_instance_count: num
});
const DiffItemSchema = _parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({ snapshot_id: text, artifacts: _parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(DiffArtifactSchema) });
/** EnvironmentDiffResponse: the four groups are required, as published. */
const EnvironmentDiffSchema = _parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    snappish1: DiffItemSchema,
    snappish2: DiffItemSchema,
    changed: DiffItemSchema,
    'not-changed': DiffItemSchema
});
const SearchMatchesSchema = _parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .nullish */ .cl6(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({ count: num, matches: list(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()) }));
const FoundArtifactSchema = _parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    fingerprint: text,
    name: text,
    has_provenance: flag,
    git_commit: text,
    flow: text,
    trail: text,
    compliance_state: text,
    running_in: list(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    exited_from: list(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    html_url: shown(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .nullable */ .mee(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP())),
    commit_url: shown(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .nullable */ .mee(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()))
});
const SearchResultSchema = _parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    resolved_to: _parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .nullish */ .cl6(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
        type: text,
        full_match: text,
        fingerprints: SearchMatchesSchema,
        commits: SearchMatchesSchema
    })),
    artifacts: _parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(FoundArtifactSchema)
});
const CustomAttestationTypeSchema = _parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    name: _parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    description: text,
    archived: flag,
    versions: shown(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .nullable */ .mee(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({ version: num }))))
});
const CustomAttestationTypeListSchema = _parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(CustomAttestationTypeSchema);
const EnvironmentRecordSchema = _parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    name: _parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    org: text,
    type: text,
    description: text,
    last_modified_at: num,
    last_reported_at: num,
    state: flag,
    include_scaling: flag,
    tags: _parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .nullish */ .cl6(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .record */ .g1P(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), _parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .unknown */ .L5J())),
    policies: list(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    included_environments: list(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP())
});
const EnvironmentSchema = EnvironmentRecordSchema;
const EnvironmentListSchema = _parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(EnvironmentRecordSchema);
const PolicyVersionSchema = _parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    version: num,
    comment: text,
    created_by: text,
    policy_yaml: text,
    timestamp: num
});
const PolicySchema = _parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    name: _parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    description: text,
    created_by: text,
    created_at: num,
    last_modified_at: num,
    archived: flag,
    versions: list(PolicyVersionSchema),
    consuming_envs: list(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP())
});
const PolicyListSchema = _parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(PolicySchema);
/**
 * A repository as `GET /repos/{org}/{name}` answers it (the reference CLI's lookup): `id` is
 * the internal id the tags endpoint names a repository by.
 */
const RepoSchema = _parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    id: text,
    name: text,
    provider: text,
    url: text
});


/***/ })

};
