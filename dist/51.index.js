export const id = 51;
export const ids = [51];
export const modules = {

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
/* harmony export */   DeploymentSchema: () => (/* binding */ DeploymentSchema),
/* harmony export */   TrailDetailSchema: () => (/* binding */ TrailDetailSchema),
/* harmony export */   TrailPageSchema: () => (/* binding */ TrailPageSchema)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8816);
/**
 * zod schemas for the service's resources. They are tolerant on purpose: unknown fields
 * pass through, and a field is required only when a command cannot work without it. The
 * published description itself omits fields it marks required (its assert example has no
 * `unexpected`), so rejecting a response for a missing display field would break gates.
 */

/**
 * Built on first use, not when the module loads: a step parses one or two kinds of answer,
 * and building every schema up front cost a cold start about as much as the request.
 */
function once(build) {
    let built;
    return () => (built ??= build());
}
const text = zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullish();
const flag = zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY().nullish();
const num = zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().nullish();
const list = (item) => zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(item).nullish();
const AttestationStatusSchema = once(() => zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    attestation_name: text,
    attestation_type: text,
    attestation_id: text,
    overridden_attestation_id: text,
    status: text,
    is_compliant: flag,
    unexpected: flag
}));
const ComplianceResultSchema = once(() => zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    unexpected: flag,
    artifact_fingerprint: text,
    status: text,
    is_compliant: flag,
    attestations_statuses: list(AttestationStatusSchema()),
    evaluated_at: num
}));
const AssertionFlowSchema = once(() => zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    flow: text,
    trail: text,
    compliant: flag,
    compliance_status: ComplianceResultSchema().nullish(),
    html_url: text
}));
const PolicyEvaluationSchema = once(() => zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    policy_name: text,
    policy_version: num,
    status: text,
    rule_evaluations: list(zod__WEBPACK_IMPORTED_MODULE_0__/* .unknown */ .L5J())
}));
const AllowListingSchema = once(() => zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    allowlist_id: text,
    allowed_by_user_id: text,
    timestamp: num,
    description: text
}));
const AssertionResultSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .lazy */ .RZV(once(() => zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    fingerprint: text,
    flow: text,
    trail: text,
    compliant: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
    compliance_status: ComplianceResultSchema().nullish(),
    html_url: text,
    scope: text,
    // The description says one object; the vendor CLI reads a list. Accept both, hand out a list.
    flows: zod__WEBPACK_IMPORTED_MODULE_0__/* .union */ .KCZ([AssertionFlowSchema(), zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(AssertionFlowSchema())])
        .nullish()
        .transform(value => (value == null ? [] : Array.isArray(value) ? value : [value])),
    environment: text,
    policy_evaluations: list(PolicyEvaluationSchema()),
    allow_listing: AllowListingSchema().nullish()
})));
const PaginationSchema = once(() => zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    total: num,
    page: num,
    per_page: num,
    page_count: num
}));
const TrailSchema = once(() => zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    created_at: num,
    last_modified_at: num,
    compliance_status: zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
        status: text,
        is_compliant: flag,
        attestations_statuses: list(AttestationStatusSchema())
    })
        .nullish(),
    compliance_state: text,
    is_compliant: flag,
    created_by: text,
    html_url: text,
    description: text,
    origin_url: text,
    /** The trail's flow: what an org-wide listing needs to tell trails of two flows apart. */
    flow: zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({ name: text }).nullish().catch(undefined)
}));
const TemplateAttestationSchema = once(() => zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({ name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), type: text }));
const ArtifactStatusSchema = once(() => zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    artifact_fingerprint: text,
    status: text,
    is_compliant: flag,
    unexpected: flag,
    attestations_statuses: list(AttestationStatusSchema())
}));
/** One event of a trail; the fields each type carries, as the vendor CLI reads them. */
const TrailEventSchema = once(() => zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
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
    git_commit_info: zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({ sha1: text, url: text }).nullish()
}));
/** Get trail: the trail with its template, its compliance per artifact, and its events. */
const TrailDetailSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .lazy */ .RZV(once(() => zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    ...TrailSchema().shape,
    compliance_status: zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
        status: text,
        is_compliant: flag,
        attestations_statuses: list(AttestationStatusSchema()),
        artifacts_statuses: zod__WEBPACK_IMPORTED_MODULE_0__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), ArtifactStatusSchema()).nullish(),
        evaluated_at: num
    })
        .nullish(),
    template: zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
        trail: zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
            attestations: list(TemplateAttestationSchema()),
            artifacts: list(zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
                name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
                attestations: list(TemplateAttestationSchema())
            }))
        })
            .nullish()
    })
        .nullish(),
    git_commit_info: GitCommitInfoSchema().nullish(),
    events: list(TrailEventSchema())
})));
/** List trails answers `{data, pagination?}` or, without paging parameters, a bare list. */
const TrailPageSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .lazy */ .RZV(once(() => zod__WEBPACK_IMPORTED_MODULE_0__/* .union */ .KCZ([
    zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({ data: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(TrailSchema()), pagination: PaginationSchema().nullish() }),
    zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(TrailSchema())
])
    .transform(value => (Array.isArray(value) ? { data: value, pagination: null } : value))));
const GitCommitInfoSchema = once(() => zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    sha1: text,
    message: text,
    author: text,
    branch: text,
    timestamp: num,
    url: text
}));
const DeployedArtifactSchema = once(() => zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    flow_name: text,
    trail_name: text,
    template_reference_name: text,
    git_commit: text,
    git_commit_info: GitCommitInfoSchema().nullish(),
    repo_info: zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({ name: text, repo_id: text }).nullish()
}));
const DeploymentSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .lazy */ .RZV(once(() => zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    fingerprint: text,
    deployed_at: num,
    artifact_name: text,
    env_name: text,
    snapshot_index: num,
    artifact: DeployedArtifactSchema().nullish(),
    replaced_artifact: zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
        fingerprint: text,
        artifact_name: text,
        snapshot_index: num,
        artifact: DeployedArtifactSchema().nullish()
    })
        .nullish(),
    diff_url: text
})));
const AttestationSchema = once(() => zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
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
    git_commit_info: GitCommitInfoSchema().nullish()
}));
/** Get attestation by name answers every attestation of that name, as a list. */
const AttestationListSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .lazy */ .RZV(once(() => zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(AttestationSchema())));
const AttestationPageSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .lazy */ .RZV(once(() => zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    data: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(AttestationSchema()),
    pagination: PaginationSchema().nullish()
})));
/** One reviewer's decision on an approval. */
const ReviewSchema = once(() => zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    state: text,
    comment: text,
    approved_by: text,
    approval_url: text,
    timestamp: num
}));
const ApprovalSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .lazy */ .RZV(once(() => zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    release_number: num,
    state: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    base_artifact: text,
    target_artifact: text,
    artifact_name: text,
    description: text,
    environment: text,
    created_at: num,
    last_modified_at: num,
    approvals: list(ReviewSchema())
})));
const BuildSchema = once(() => zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    created_at: num,
    fingerprint: text,
    flow_name: text,
    trail_name: text,
    repo_info: zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({ name: text, repo_id: text }).nullish()
}));
const BuildPageSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .lazy */ .RZV(once(() => zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    page: num,
    per_page: num,
    total_pages: num,
    total_count: num,
    builds: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(BuildSchema())
})));
const ActionSchema = once(() => zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    type: text,
    number: num,
    triggers: list(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    is_failing: flag,
    last_success_timestamp: num,
    last_failure_timestamp: num,
    flows: list(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    environments: list(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP())
}));
const ActionListSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .lazy */ .RZV(once(() => zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(ActionSchema())));


/***/ })

};
