export const id = 4536;
export const ids = [4536];
export const modules = {

/***/ 3949:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LY: () => (/* binding */ MAX_ATTACHMENT_BYTES),
/* harmony export */   Ur: () => (/* binding */ BUILT_IN_ATTESTATION_TYPES),
/* harmony export */   ZX: () => (/* binding */ ATTESTATION_TYPES)
/* harmony export */ });
/* unused harmony exports FINGERPRINT_PATTERN, ATTESTATION_NAME_PATTERN, evidenceRecords, attestationFields, ATTESTATION_TYPE_NAMES, POSTED_ATTESTATION_TYPES */
/* harmony import */ var _bodies_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1159);

/** The service's limit for attachment_file. */
const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;
/** The published patterns of a fingerprint and of an attestation (or target artifact) name. */
const FINGERPRINT_PATTERN = /^[a-f0-9]{64}$/;
const ATTESTATION_NAME_PATTERN = /^[a-zA-Z0-9\-_,]+$/;
/**
 * The records evidence carries, as the published description has them: `GitCommit` and
 * `RepoInfoPostInput` do not forbid extra fields there, an external URL does.
 */
function evidenceRecords(z) {
    const nullableString = z.nullish(z.string());
    const gitCommit = z.looseObject({
        sha1: z.string(),
        message: nullableString,
        author: nullableString,
        author_username: nullableString,
        branch: nullableString,
        timestamp: z.nullish(z.number()),
        url: nullableString,
        parents: z.nullish(z.array(z.string()))
    });
    const repoInfo = z.looseObject({
        name: z.string(),
        url: z.string(),
        id: nullableString,
        description: nullableString,
        provider: z.nullish(z.enum(_bodies_js__WEBPACK_IMPORTED_MODULE_0__/* .REPO_PROVIDERS */ .kX))
    });
    const externalUrl = z.strictObject({
        href: z.string(),
        fingerprint: z.nullish(z.string().check(z.regex(FINGERPRINT_PATTERN)))
    });
    const externalUrls = z.record(z.string().check(z.regex(/^[^=.]+$/)), externalUrl);
    const userData = z.unknown().check(z.refine(value => value === null || typeof value === 'object', {
        message: 'Input should be a valid dictionary or list',
        params: { type: 'union_type' }
    }));
    return { gitCommit, repoInfo, externalUrls, userData };
}
/** The fields every attestation body shares (and the override body too). */
function attestationFields(z) {
    const { gitCommit, repoInfo, externalUrls, userData } = evidenceRecords(z);
    const nullableString = z.nullish(z.string());
    const name = z.string().check(z.regex(ATTESTATION_NAME_PATTERN));
    return {
        attestation_name: name,
        origin_url: nullableString,
        description: nullableString,
        artifact_fingerprint: z.nullish(z.string().check(z.regex(FINGERPRINT_PATTERN))),
        target_artifacts: z.nullish(z.array(name)),
        git_commit_info: z.nullish(gitCommit),
        repo_info: z.nullish(repoInfo),
        external_urls: z.nullish(externalUrls),
        annotations: z.nullish(z.record(z.string().check(z.regex(/^[A-Za-z0-9_-]+$/)), z.string())),
        user_data: z.optional(userData)
    };
}
/** `JiraResult` */
const jiraResult = (z) => z.strictObject({
    issue_id: z.string(),
    issue_url: z.string(),
    issue_exists: z.boolean(),
    issue_fields: z.optional(z.record(z.string(), z.unknown()))
});
/** `JUnitResult`: one `<testsuite>`; duration in seconds, timestamp in Unix seconds. */
const junitResult = (z) => z.strictObject({
    name: z.string(),
    failures: z.int(),
    errors: z.int(),
    skipped: z.int(),
    total: z.int(),
    duration: z.number(),
    timestamp: z.nullish(z.number())
});
/** `FoundIssue` and its `IssueLocation`: both stay open, as published. */
const foundIssue = (z) => z.looseObject({
    id: z.string(),
    message: z.string(),
    locations: z.optional(z.array(z.looseObject({ uri: z.string(), lines: z.string() }))),
    priority_score: z.nullish(z.number())
});
/** `SnykResultsSummary`: one `ProjectScanResult` per scanned project (SARIF run, Snyk project). */
const snykResults = (z) => {
    const issues = z.nullish(z.array(foundIssue(z)));
    return z.strictObject({
        schema_version: z.optional(z.int()),
        tool: z.strictObject({ name: z.string(), version: z.string() }),
        results: z.array(z.strictObject({
            low_count: z.int(),
            medium_count: z.int(),
            high_count: z.int(),
            low: issues,
            medium: issues,
            high: issues
        }))
    });
};
/**
 * `FoundPullRequestV2`, with its approvers and commits; times in Unix seconds. `base_ref`
 * is not in the published description (April 2026): the vendor CLI sends it since June 2026
 * (its internal/types/types.go), and the live service takes it. Each commit's `verified` and
 * `signature_state` came with it; GitCommit does not forbid other fields.
 */
const foundPullRequest = (z) => z.strictObject({
    url: z.string(),
    state: z.string(),
    author: z.string(),
    title: z.string(),
    created_at: z.number(),
    merged_at: z.nullish(z.number()),
    head_ref: z.string(),
    base_ref: z.optional(z.string()),
    merge_commit: z.nullish(z.string().check(z.regex(/^[a-f0-9]{40}$/))),
    approvers: z.nullish(z.array(z.strictObject({
        username: z.string(),
        state: z.nullish(z.string()),
        timestamp: z.nullish(z.number())
    }))),
    commits: z.array(evidenceRecords(z).gitCommit)
});
/** `FoundPullRequestV1`: the older form the service still accepts. */
const foundPullRequestV1 = (z) => z.strictObject({
    url: z.string(),
    state: z.string(),
    merge_commit: z.union([z.string().check(z.regex(/^[a-f0-9]{40}$/)), z.literal('')]),
    approvers: z.nullish(z.array(z.string()))
});
/** attestation_data as the published description declares it: JSON text that must parse. */
const jsonText = (z) => z.string().check(z.superRefine((text, ctx) => {
    try {
        JSON.parse(text);
    }
    catch (error) {
        ctx.addIssue({
            code: 'custom',
            message: `Invalid JSON: ${error.message}`,
            params: { type: 'json_invalid' },
            input: text
        });
    }
}));
function posted(entry) {
    return entry;
}
/** By the name the service stores: a custom type's attestations as `custom:<type>`. */
const ATTESTATION_TYPES = {
    /** Compliant as is_compliant says. */
    generic: posted({
        label: 'Generic',
        segment: 'generic',
        builtIn: true,
        body: z => z.strictObject({ ...attestationFields(z), is_compliant: z.boolean() }),
        compliant: body => body.is_compliant
    }),
    /** Compliant when no suite has a failure or an error. */
    junit: posted({
        label: 'JUnit',
        segment: 'junit',
        builtIn: true,
        body: z => z.strictObject({ ...attestationFields(z), junit_results: z.array(junitResult(z)) }),
        compliant: body => body.junit_results.every(suite => suite.failures === 0 && suite.errors === 0)
    }),
    /** Compliant when the scan found no issue at any severity. */
    snyk: posted({
        label: 'Snyk',
        segment: 'snyk',
        builtIn: true,
        body: z => z.strictObject({ ...attestationFields(z), snyk_results: snykResults(z) }),
        compliant: body => body.snyk_results.results.every(project => project.high_count + project.medium_count + project.low_count === 0)
    }),
    /**
     * Compliant when it lists at least one pull request: a commit that reached the branch
     * without one was not reviewed. `pull_requests` is always sent, `[]` when there is none.
     */
    pull_request: posted({
        label: 'Pull request',
        segment: 'pull_request',
        builtIn: true,
        body: z => z.strictObject({
            ...attestationFields(z),
            git_provider: z.enum(['github', 'gitlab', 'bitbucket', 'azure']),
            pull_requests: z.array(z.union([foundPullRequestV1(z), foundPullRequest(z)]))
        }),
        compliant: body => body.pull_requests.length > 0
    }),
    /**
     * Compliant when it lists at least one issue and every issue exists. `jira_results` is
     * always sent, `[]` when no key was found.
     */
    jira: posted({
        label: 'Jira',
        segment: 'jira',
        builtIn: true,
        body: z => z.strictObject({ ...attestationFields(z), jira_results: z.array(jiraResult(z)) }),
        compliant: body => body.jira_results.length > 0 && body.jira_results.every(r => r.issue_exists)
    }),
    sonar: { label: 'Sonar', segment: 'sonar', builtIn: true },
    /**
     * attestation_data is the JSON value itself, as the reference CLI sends it: the live
     * service evaluates this object with the type's jq rules. The published description
     * annotates the field as JSON text, which the service takes too; the contract tests name
     * this one deliberate difference. Without the type's rules it counts as compliant.
     */
    custom: posted({
        label: 'Custom',
        segment: 'custom',
        builtIn: false,
        body: z => z.strictObject({
            ...attestationFields(z),
            type_name: z.string(),
            attestation_data: z.union([
                z.record(z.string(), z.unknown()),
                z.array(z.unknown()),
                jsonText(z)
            ])
        }),
        compliant: () => true
    }),
    /**
     * A decision against a governance control (its identifier, such as RCTL-043), posted to
     * `.../trail/{trail}/system`: the reference CLI's wire (`kosli attest decision`), not in
     * the published description. Compliant as its attestation_data says.
     */
    decision: posted({
        label: 'Decision',
        segment: 'system',
        builtIn: false,
        body: z => z.strictObject({
            ...attestationFields(z),
            type_name: z.literal('decision'),
            control: z.string().check(z.minLength(1)),
            attestation_data: z.strictObject({ is_compliant: z.boolean() })
        }),
        compliant: body => body.attestation_data.is_compliant
    })
};
const ATTESTATION_TYPE_NAMES = Object.keys(ATTESTATION_TYPES);
/** The service's built-in types, in the order the published description lists them. */
const BUILT_IN_ATTESTATION_TYPES = ATTESTATION_TYPE_NAMES.filter(name => ATTESTATION_TYPES[name].builtIn);
/** The types the action posts, in the table's order. */
const POSTED_ATTESTATION_TYPES = ATTESTATION_TYPE_NAMES.filter((name) => 'body' in ATTESTATION_TYPES[name]);


/***/ }),

/***/ 4536:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C_: () => (/* binding */ getAttestations),
/* harmony export */   Cf: () => (/* binding */ attestationRequest),
/* harmony export */   Kh: () => (/* binding */ overrideRequest),
/* harmony export */   el: () => (/* binding */ listAttestations)
/* harmony export */ });
/* unused harmony exports attestationIdFields, attestationNameFields, flowAttestationsFilter */
/* harmony import */ var _attestation_types_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3949);
/* harmony import */ var _identity_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7065);
/* harmony import */ var _load_schemas_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9878);
/* harmony import */ var _pages_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5319);




/**
 * Every attestation type: multipart, data_json and an optional attachment_file, posted to
 * the type's own path segment.
 */
const attestationRequest = (target, type, body, attachment) => ({
    method: 'POST',
    segments: [
        'attestations',
        target.org,
        target.flow,
        'trail',
        target.trail,
        _attestation_types_js__WEBPACK_IMPORTED_MODULE_0__/* .ATTESTATION_TYPES */ .ZX[type].segment
    ],
    json: body,
    multipart: true,
    file: attachment
});
/** JSON, not multipart; the published description declares 201 without a body. */
const overrideRequest = (target, body) => ({
    method: 'POST',
    segments: ['attestations', target.org, target.flow, 'trail', target.trail, 'override'],
    json: body,
    multipart: false,
    emptyAnswerStatuses: [201]
});
async function listAttestations(client, query) {
    const answer = await client.get(['attestations', query.org, query.flow], {
        ...(0,_pages_js__WEBPACK_IMPORTED_MODULE_2__/* .pageParams */ .GU)(query),
        from_timestamp: query.fromTimestamp,
        to_timestamp: query.toTimestamp
    }, answers().then(schemas => schemas.AttestationPageSchema));
    const filter = flowAttestationsFilter(query.flow);
    (0,_identity_js__WEBPACK_IMPORTED_MODULE_1__/* .checkListing */ .xw)(answer.data, 'an attestation', filter);
    (0,_identity_js__WEBPACK_IMPORTED_MODULE_1__/* .checkPage */ .I7)(query.page, answer.pagination?.page, filter);
    return {
        items: answer.data,
        ...(answer.pagination ? (0,_pages_js__WEBPACK_IMPORTED_MODULE_2__/* .fromPagination */ .ZK)(answer.pagination) : {})
    };
}
/**
 * Every attestation the lookup names: several when one name was recorded more than once.
 * Only records that are the one asked for are returned (none for an empty answer); an answer
 * whose records are all others is a NotRecordedError.
 */
async function getAttestations(client, lookup) {
    if ('id' in lookup) {
        const page = await client.get(['attestations', lookup.org], { attestation_id: lookup.id }, answers().then(schemas => schemas.AttestationPageSchema));
        return (0,_identity_js__WEBPACK_IMPORTED_MODULE_1__/* .matchingRecords */ .U9)(page.data, 'an attestation', record => attestationIdFields(lookup.id, record));
    }
    const segments = 'trail' in lookup
        ? ['attestations', lookup.org, lookup.flow, 'trail', lookup.trail, lookup.name]
        : ['attestations', lookup.org, lookup.flow, 'artifact', lookup.fingerprint, lookup.name];
    const records = await client.get(segments, {}, answers().then(schemas => schemas.AttestationListSchema));
    return (0,_identity_js__WEBPACK_IMPORTED_MODULE_1__/* .matchingRecords */ .U9)(records, 'an attestation', record => attestationNameFields(lookup, record));
}
/**
 * Get attestation by id: the id is only a filter on the org's listing, which a service or
 * proxy that ignores it answers with the org's newest attestations, so the id is required.
 */
function attestationIdFields(id, record) {
    return [{ label: 'id', asked: id, answered: record.attestation_id, required: true }];
}
/** Get attestation by name, on a trail or an artifact; every field optional. */
function attestationNameFields(asked, record) {
    return [
        {
            label: 'name',
            asked: asked.name,
            answered: record.attestation_name,
            // An attestation on an artifact may be named with its artifact's prefix: `image.scan`.
            same: (answered, name) => answered === name || answered.endsWith(`.${name}`)
        },
        { label: 'flow', asked: asked.flow, answered: record.flow_name },
        'trail' in asked
            ? { label: 'trail', asked: asked.trail, answered: record.trail_name }
            : {
                label: 'artifact',
                asked: asked.fingerprint,
                answered: record.artifact_fingerprint,
                // The fingerprint asked may be the start of one, as the service takes it.
                same: (answered, start) => answered.toLowerCase().startsWith(start.toLowerCase())
            }
    ];
}
/** List attestations of a flow: each one's flow, when carried. The time window is not checked. */
function flowAttestationsFilter(flow) {
    return {
        listing: `the attestations of flow ${JSON.stringify(flow)}`,
        fieldsOf: record => [{ label: 'flow', asked: flow, answered: record.flow_name }]
    };
}
/** The answers about attestations: a flow's listing, and the attestations one name or id names. */
const answers = (0,_load_schemas_js__WEBPACK_IMPORTED_MODULE_3__/* .answerSchemas */ .T)((z, { GitCommitInfoSchema, PaginationSchema, flag, num, text }) => {
    const AttestationSchema = z.looseObject({
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
        git_commit_info: z.nullish(GitCommitInfoSchema)
    });
    /** Get attestation by name answers every attestation of that name, as a list. */
    const AttestationListSchema = z.array(AttestationSchema);
    const AttestationPageSchema = z.looseObject({
        data: z.array(AttestationSchema),
        pagination: z.nullish(PaginationSchema)
    });
    return { AttestationListSchema, AttestationPageSchema, AttestationSchema };
});


/***/ }),

/***/ 1159:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Kv: () => (/* binding */ FLOW_VISIBILITIES),
/* harmony export */   kX: () => (/* binding */ REPO_PROVIDERS),
/* harmony export */   kh: () => (/* binding */ ENVIRONMENT_TYPES)
/* harmony export */ });
/**
 * The bodies of the service's writes. Each is a published `*PostInput`-style schema that
 * forbids unknown fields, so each type lists exactly its fields and only set ones are sent.
 * The attestation bodies are in attestation-types.ts.
 */
/** The VCS providers the service records a repository of (RepoInfo's `provider`). */
const REPO_PROVIDERS = ['github', 'gitlab', 'bitbucket', 'azure-devops', 'circleci'];
const FLOW_VISIBILITIES = ['private', 'public'];
/** The environment types CreateEnvironmentPutInput accepts, spelt as the service spells them. */
const ENVIRONMENT_TYPES = [
    'K8S',
    'ECS',
    'S3',
    'lambda',
    'server',
    'docker',
    'azure-apps',
    'logical'
];


/***/ }),

/***/ 7065:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EQ: () => (/* binding */ checkRecord),
/* harmony export */   I7: () => (/* binding */ checkPage),
/* harmony export */   SY: () => (/* binding */ ignoringCase),
/* harmony export */   U9: () => (/* binding */ matchingRecords),
/* harmony export */   aC: () => (/* binding */ NotRecordedError),
/* harmony export */   d$: () => (/* binding */ refuseListing),
/* harmony export */   xK: () => (/* binding */ explainNotRecorded),
/* harmony export */   xw: () => (/* binding */ checkListing),
/* harmony export */   yS: () => (/* binding */ explainRead)
/* harmony export */ });
/* unused harmony export mismatchOf */
/* harmony import */ var _explanations_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(931);
/**
 * An answer is checked against the question. A read names one record (by id, by flow and
 * trail, by number) or asks for a filtered listing; a service that ignores part of the
 * request, or a proxy that drops its query, answers another record, and a step must never
 * report that record as the one asked for (a gate would pass on another record's verdict).
 *
 * Each read lists the fields of its answer that say which record it is, beside what was
 * asked, in its resource's module next to the read (trailFields in trails.ts). A field the
 * answer carries must match. A field the published description requires must be there; one
 * it leaves optional is not held against an answer that omits it, since the service's
 * answers are often leaner than the description.
 */

/** Fingerprints and repository names name the same thing in either case. */
const ignoringCase = (answered, asked) => answered.toLowerCase() === asked.toLowerCase();
/**
 * A read whose answer names another record than the one asked for. `answered` says what
 * came instead, for the command to put in its own sentence about what was asked.
 */
class NotRecordedError extends Error {
    answered;
    constructor(answered) {
        super(`The record asked for is not recorded (${answered}).`);
        this.answered = answered;
        this.name = 'NotRecordedError';
    }
}
/**
 * `a trail whose flow is "payments"` or `a trail without a flow`, for the first field that
 * does not match; undefined when every field does. `noun` carries its article.
 */
function mismatchOf(noun, fields) {
    for (const field of fields) {
        if (field.answered === undefined || field.answered === null) {
            if (field.required)
                return `${noun} without ${article(field.label)} ${field.label}`;
            continue;
        }
        if (!agrees(field))
            return `${noun} whose ${field.label} is ${shown(field.answered)}`;
    }
    return undefined;
}
/** The answer, when it is the record asked for; else a NotRecordedError saying what came. */
function checkRecord(answer, noun, fields) {
    const mismatch = mismatchOf(noun, fields);
    if (mismatch !== undefined) {
        throw new NotRecordedError(`the service answered ${mismatch} instead`);
    }
    return answer;
}
/**
 * The records that are the one asked for (a name recorded several times has several). An
 * answer with records but none of them asked for is a NotRecordedError; an empty one is
 * returned empty, for the command to say so.
 */
function matchingRecords(records, noun, fieldsOf) {
    const matching = records.filter(record => mismatchOf(noun, fieldsOf(record)) === undefined);
    const first = records[0];
    if (matching.length > 0 || first === undefined)
        return matching;
    const mismatch = mismatchOf(noun, fieldsOf(first)) ?? noun;
    throw new NotRecordedError(records.length === 1
        ? `the service answered ${mismatch} instead`
        : `the service answered ${records.length} records, none of them the one asked: the first is ${mismatch}`);
}
/**
 * A listing is refused, not trimmed, when it holds a record outside what was asked: the
 * service did not apply the request as sent, so its counts and pages cannot be trusted either.
 */
function checkListing(items, noun, filter) {
    const { listing, fieldsOf, outcome } = filter;
    for (const item of items) {
        const mismatch = mismatchOf(noun, fieldsOf(item));
        if (mismatch !== undefined)
            refuseListing(mismatch, listing, outcome);
    }
}
/**
 * A page of a listing is the page asked, when the answer says which it is: a service or proxy
 * that ignores `page` answers the first page again, and every page would repeat it.
 */
function checkPage(asked, answered, filter) {
    if (answered == null || answered === asked)
        return;
    refuseListing(`page ${answered}`, `page ${asked} of ${filter.listing}`, filter.outcome);
}
/**
 * A listing the service answered with something else than asked: nothing is listed, or
 * `outcome` when the listing serves another read.
 */
function refuseListing(answered, listing, outcome = 'nothing is listed') {
    throw new Error(`The compliance service answered ${answered} when asked for ${listing}, so it did not ` +
        `apply the request as sent and ${outcome}; check that no proxy between the runner and ` +
        'the service rewrites requests, then run the step again.');
}
/**
 * A read in its command's words: a 404 about what was asked (explainNotFound), and an answer
 * about another record than asked, named in the same sentence shape.
 */
function explainRead(request, explanation) {
    return explainNotRecorded((0,_explanations_js__WEBPACK_IMPORTED_MODULE_0__/* .explainNotFound */ .hf)(request, explanation), answered => `${explanation.notRecorded} (${answered}); ${explanation.advice}.`);
}
async function explainNotRecorded(request, explain) {
    try {
        return await request;
    }
    catch (error) {
        if (error instanceof NotRecordedError) {
            throw new Error(explain(error.answered), { cause: error });
        }
        throw error;
    }
}
function agrees(field) {
    const { answered } = field;
    if (typeof answered !== 'string' && typeof answered !== 'number')
        return false;
    const asked = String(field.asked);
    return field.same ? field.same(String(answered), asked) : String(answered) === asked;
}
const MAX_SHOWN = 100;
/** A value from the service, quoted and bounded, as a message may hold it. */
function shown(value) {
    if (typeof value === 'number' || typeof value === 'boolean')
        return String(value);
    // Not quoted whole: an object can be large or deep, and its type says enough.
    if (typeof value !== 'string')
        return Array.isArray(value) ? 'a list' : `of type ${typeof value}`;
    const cut = value.length > MAX_SHOWN ? `${value.slice(0, MAX_SHOWN)}…` : value;
    return JSON.stringify(cut);
}
function article(word) {
    return /^[aeiou]/i.test(word) ? 'an' : 'a';
}


/***/ }),

/***/ 9878:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T: () => (/* binding */ answerSchemas)
/* harmony export */ });
function answerSchemas(build) {
    let loading;
    return () => {
        // One turn of the event loop first: the caller sends its request in this one, and the
        // chunk's compile (about 10 ms) then overlaps the wait for the answer instead of coming
        // before the request is written.
        loading ??= new Promise(resolve => setImmediate(resolve))
            .then(() => Promise.all(/* import() */[__webpack_require__.e(1831), __webpack_require__.e(9925)]).then(__webpack_require__.bind(__webpack_require__, 9925)))
            .then(parts => build(parts.builders, parts));
        return loading;
    };
}


/***/ }),

/***/ 5319:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GU: () => (/* binding */ pageParams),
/* harmony export */   ZK: () => (/* binding */ fromPagination),
/* harmony export */   eO: () => (/* binding */ known)
/* harmony export */ });
/** The page a query asks for, in the service's parameter names. */
const pageParams = (query) => ({ page: query.page, per_page: query.perPage });
const known = (value) => (value == null ? undefined : value);
function fromPagination(pagination) {
    return { total: known(pagination.total), pageCount: known(pagination.page_count) };
}


/***/ })

};
