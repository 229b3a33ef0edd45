export const id = 9402;
export const ids = [9402];
export const modules = {

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


/***/ }),

/***/ 4536:
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
/** `FoundPullRequestV2`, with its approvers and commits; times in Unix seconds. */
const foundPullRequest = (z) => z.strictObject({
    url: z.string(),
    state: z.string(),
    author: z.string(),
    title: z.string(),
    created_at: z.number(),
    merged_at: z.nullish(z.number()),
    head_ref: z.string(),
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
 * The attestation bodies are in attestations.ts.
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

/***/ 654:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  kq: () => (/* binding */ TAGGED_RESOURCE_SPELLINGS),
  fp: () => (/* binding */ assertArtifact),
  Cf: () => (/* binding */ attestationRequest),
  T8: () => (/* binding */ beginTrailRequest),
  _H: () => (/* binding */ createAttestationTypeRequest),
  nG: () => (/* binding */ createEnvironmentRequest),
  eV: () => (/* binding */ createFlowRequest),
  Oq: () => (/* binding */ createPolicyRequest),
  V1: () => (/* binding */ diffSnapshots),
  cN: () => (/* binding */ downloadAuditPackage),
  ab: () => (/* binding */ downloadAuditPdf),
  pQ: () => (/* binding */ environmentPoliciesRequest),
  jY: () => (/* binding */ findEnvironment),
  P4: () => (/* binding */ findRepoId),
  wr: () => (/* binding */ getApproval),
  C_: () => (/* binding */ getAttestations),
  i8: () => (/* binding */ getDeployment),
  dV: () => (/* binding */ getSnapshot),
  PH: () => (/* binding */ getTrail),
  kP: () => (/* binding */ listActions),
  el: () => (/* binding */ listAttestations),
  YF: () => (/* binding */ listBuilds),
  rJ: () => (/* binding */ listCustomAttestationTypes),
  lL: () => (/* binding */ listEnvironmentEvents),
  DO: () => (/* binding */ listEnvironments),
  k9: () => (/* binding */ listOrgTrails),
  jm: () => (/* binding */ listPolicies),
  ao: () => (/* binding */ listTrails),
  Kh: () => (/* binding */ overrideRequest),
  iL: () => (/* binding */ reportArtifactRequest),
  $P: () => (/* binding */ search),
  EP: () => (/* binding */ snapshotReportRequest),
  a_: () => (/* binding */ tagRequest)
});

// UNUSED EXPORTS: AUDIT_PACKAGE, AUDIT_PDF

// EXTERNAL MODULE: ./src/service/attestations.ts
var attestations = __webpack_require__(4536);
// EXTERNAL MODULE: ./src/http/request-error.ts
var request_error = __webpack_require__(8734);
// EXTERNAL MODULE: ./src/http/whole-file.ts + 1 modules
var whole_file = __webpack_require__(5981);
;// CONCATENATED MODULE: ./src/service/load-schemas.ts
let loading;
function loadSchemas() {
    // One turn of the event loop first: the caller sends its request in this one, and the
    // chunk's compile (about 10 ms) then overlaps the wait for the answer instead of coming
    // before the request is written.
    loading ??= new Promise(resolve => setImmediate(resolve)).then(() => Promise.all(/* import() */[__webpack_require__.e(1831), __webpack_require__.e(2051)]).then(__webpack_require__.bind(__webpack_require__, 2051)));
    return loading;
}

// EXTERNAL MODULE: ./src/service/identity.ts
var identity = __webpack_require__(7065);
// EXTERNAL MODULE: ./src/http/url.ts
var url = __webpack_require__(6697);
;// CONCATENATED MODULE: ./src/service/read-checks.ts
/**
 * What says which record each read's answer is, beside what the read asked (the mechanism is
 * in identity.ts). One function per read, so endpoints.ts only applies them. A field the
 * published description leaves optional is checked when the answer carries it.
 */


/**
 * Assert: the fingerprint asked, and the flow when one was asked; both required. At
 * environment scope, the environment the answer names (optional in the description); at
 * policy scope, the policies its evaluations name, when it lists them: the ones asked.
 */
function assertionFields(asked, answer) {
    const fields = [
        {
            label: 'fingerprint',
            asked: asked.fingerprint,
            answered: answer.fingerprint,
            required: true,
            same: identity/* ignoringCase */.SY
        }
    ];
    if (asked.flow !== undefined) {
        fields.push({ label: 'flow', asked: asked.flow, answered: answer.flow, required: true });
    }
    if (asked.environment !== undefined && answer.scope === 'environment') {
        fields.push({ label: 'environment', asked: asked.environment, answered: answer.environment });
    }
    const evaluated = (answer.policy_evaluations ?? []).flatMap(({ policy_name: name }) => typeof name === 'string' ? [name] : []);
    if (asked.policies?.length && answer.scope === 'policy' && evaluated.length > 0) {
        fields.push({ label: 'policy', asked: namesOf(asked.policies), answered: namesOf(evaluated) });
    }
    return fields;
}
/** A set of names as one value: each once, in order, so that two sets compare as equal. */
function namesOf(names) {
    return [...new Set(names)].sort().join(', ');
}
/** Get trail: its name and its flow's name, both required. */
function trailFields(asked, answer) {
    return [
        { label: 'name', asked: asked.trail, answered: answer.name, required: true },
        { label: 'flow', asked: asked.flow, answered: answer.flow?.name, required: true }
    ];
}
/** Get approval: its number, required. */
function approvalFields(number, answer) {
    return [{ label: 'number', asked: number, answered: answer.release_number, required: true }];
}
/** Get deployment: not in the description, so both fields are checked when carried. */
function deploymentFields(asked, answer) {
    return [
        {
            label: 'fingerprint',
            asked: asked.fingerprint,
            answered: answer.fingerprint,
            same: identity/* ignoringCase */.SY
        },
        { label: 'environment', asked: asked.environment, answered: answer.env_name }
    ];
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
/** List trails of a flow: each trail's flow, required. */
function flowTrailsFilter(flow) {
    return {
        listing: `the trails of flow ${JSON.stringify(flow)}`,
        fieldsOf: trail => [{ label: 'flow', asked: flow, answered: trail.flow?.name, required: true }]
    };
}
/**
 * The org-wide trail listing: the flow's name (required), the flow's tags when carried, and
 * for a fingerprint the artifacts the trail's events say were reported to it. Its compliance
 * is not used for that: it lists one artifact per name, so a rebuilt artifact's earlier
 * fingerprint is not in it.
 */
function orgTrailsFilter(asked) {
    const { flow, flowTag, fingerprint } = asked;
    const named = [
        flow !== undefined ? `flow ${JSON.stringify(flow)}` : undefined,
        flowTag !== undefined ? `flow tag ${JSON.stringify(flowTag)}` : undefined,
        fingerprint !== undefined ? `artifact ${fingerprint}` : undefined
    ].filter(filter => filter !== undefined);
    const [tagKey = '', ...tagValue] = flowTag?.split('=') ?? [];
    return {
        listing: named.length > 0 ? `the trails of ${named.join(' and ')}` : "the org's trails",
        fieldsOf: trail => {
            const fields = [];
            if (flow !== undefined) {
                fields.push({ label: 'flow', asked: flow, answered: trail.flow?.name, required: true });
            }
            if (flowTag !== undefined) {
                const tags = trail.flow?.tags;
                fields.push({
                    label: `flow tag ${tagKey}`,
                    asked: tagValue.join('='),
                    answered: isObject(tags) ? tags[tagKey] : undefined,
                    required: isObject(tags)
                });
            }
            if (fingerprint !== undefined) {
                const reported = reportedFingerprints(trail);
                fields.push({
                    label: 'artifact',
                    asked: fingerprint,
                    answered: reported.find(print => (0,identity/* ignoringCase */.SY)(print, fingerprint)) ?? reported[0],
                    same: identity/* ignoringCase */.SY
                });
            }
            return fields;
        }
    };
}
/** List attestations of a flow: each one's flow, when carried. The time window is not checked. */
function flowAttestationsFilter(flow) {
    return {
        listing: `the attestations of flow ${JSON.stringify(flow)}`,
        fieldsOf: record => [{ label: 'flow', asked: flow, answered: record.flow_name }]
    };
}
/**
 * List builds: each build's repository, when carried and asked for. The time window is not
 * checked: its bounds (inclusive, fractional seconds) are the service's own.
 */
function buildsFilter(asked) {
    const { repoName, repoId } = asked;
    const named = [
        repoName !== undefined ? `repository ${JSON.stringify(repoName)}` : undefined,
        repoId !== undefined ? `repository ID ${JSON.stringify(repoId)}` : undefined
    ].filter(filter => filter !== undefined);
    return {
        listing: named.length > 0 ? `the builds of ${named.join(' and ')}` : 'the builds',
        fieldsOf: build => {
            const fields = [];
            if (repoName !== undefined) {
                const answered = build.repo_info?.name;
                fields.push({ label: 'repository', asked: repoName, answered, same: identity/* ignoringCase */.SY });
            }
            if (repoId !== undefined) {
                fields.push({ label: 'repository ID', asked: repoId, answered: build.repo_info?.repo_id });
            }
            return fields;
        }
    };
}
/** Get environment: its name and org, both required. */
function environmentFields(asked, answer) {
    return [
        { label: 'name', asked: asked.environment, answered: answer.name, required: true },
        { label: 'org', asked: asked.org, answered: answer.org, required: true }
    ];
}
/**
 * Get a repository: the name asked (in any case, as repository names are), and the provider
 * when one was asked.
 */
function repoFields(asked, answer) {
    const fields = [
        { label: 'name', asked: asked.name, answered: answer.name, required: true, same: identity/* ignoringCase */.SY }
    ];
    if (asked.provider) {
        fields.push({ label: 'provider', asked: asked.provider, answered: answer.provider });
    }
    return fields;
}
/** List environments: each environment's org, which the description requires. */
function orgEnvironmentsFilter(org) {
    return {
        listing: `the environments of org ${JSON.stringify(org)}`,
        fieldsOf: env => [{ label: 'org', asked: org, answered: env.org, required: true }]
    };
}
/** The fingerprints of the artifacts a trail's events say were reported to it, if it has events. */
function reportedFingerprints(trail) {
    const events = trail.events;
    if (!Array.isArray(events))
        return [];
    return events.flatMap((event) => isObject(event) &&
        event.type === 'artifact_creation_reported' &&
        typeof event.fingerprint === 'string' &&
        event.fingerprint !== ''
        ? [event.fingerprint]
        : []);
}
function isObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
/** `…/environments/<env>/snapshots/<n>`, a trailing `/`, a query or a fragment allowed. */
const SNAPSHOT_LINK = /\/environments\/([^/?#]+)\/snapshots\/(\d+)\/?(?:[?#]|$)/;
/**
 * Get snapshot: the answer names its environment only in html_url, which the description
 * requires as a string; so the link must be there and name the environment asked and the
 * snapshot answered. Null, or a link of another form, is a link missing: a gate that skipped
 * the comparison then would pass on another environment's snapshot. Then its index when a
 * number was asked (required), and that it is the latest when `-1` was asked.
 */
function snapshotFields(asked, answer) {
    const link = answer.html_url;
    const linked = typeof link === 'string' ? SNAPSHOT_LINK.exec(link) : null;
    const fields = [
        {
            label: 'link',
            asked: "a link to the environment's snapshot",
            answered: link,
            required: true,
            same: () => linked !== null
        }
    ];
    if (linked?.[1] !== undefined && linked[2] !== undefined) {
        fields.push({
            label: 'environment',
            asked: asked.environment,
            answered: (0,url/* decodeOrKeep */.ry)(linked[1]),
            required: true
        }, 
        // The link names one snapshot, the index another: one of them is not the one asked.
        { label: 'linked snapshot', asked: `#${answer.index}`, answered: `#${linked[2]}` });
    }
    if (/^\d+$/.test(asked.expression)) {
        fields.push({
            label: 'index',
            asked: Number(asked.expression),
            answered: answer.index,
            required: true
        });
    }
    if (asked.expression === '-1' && answer.is_latest === false) {
        fields.push({ label: 'latest', asked: 'true', answered: 'false' });
    }
    return fields;
}
/** Log environment: each event's environment, when carried. */
function environmentEventsFilter(environment) {
    return {
        listing: `the events of environment ${JSON.stringify(environment)}`,
        fieldsOf: event => [
            { label: 'environment', asked: environment, answered: event.environment_name }
        ]
    };
}
/**
 * Diff snapshots: each side's snapshot id names the environment asked, before its `#N` (or
 * any `~` or `@` it holds), and the snapshot itself when `#N` was asked. The description
 * lets the id be null, so an answer without one is taken; one that holds another
 * environment, or no number where `#N` was asked, is about something else.
 */
function diffSideFields(snappish, snapshotId) {
    if (snapshotId === null || snapshotId === undefined)
        return [];
    const environmentOf = (text) => text.split(/[#~@]/)[0] ?? text;
    const numberOf = (text) => /#(\d+)$/.exec(text)?.[1];
    const fields = [
        {
            label: 'environment',
            asked: environmentOf(snappish),
            answered: environmentOf(snapshotId),
            required: true
        }
    ];
    const number = numberOf(snappish);
    if (number !== undefined) {
        const answered = numberOf(snapshotId);
        fields.push({
            label: 'snapshot',
            asked: Number(number),
            answered: answered === undefined ? undefined : Number(answered),
            required: true
        });
    }
    return fields;
}
/** Search: every artifact found has the fingerprint or the commit searched for. */
function searchFilter(value) {
    const prefix = value.toLowerCase();
    const starts = (answered) => answered.toLowerCase().startsWith(prefix);
    return {
        listing: `the artifacts whose fingerprint or commit starts with ${value}`,
        fieldsOf: artifact => [
            {
                label: 'fingerprint or commit',
                asked: value,
                answered: artifact.git_commit && starts(artifact.git_commit)
                    ? artifact.git_commit
                    : artifact.fingerprint,
                same: starts
            }
        ]
    };
}

;// CONCATENATED MODULE: ./src/service/endpoints.ts






async function assertArtifact(client, query) {
    const answer = await client.get(['asserts', query.org, 'fingerprint', query.fingerprint], {
        flow_name: query.flow,
        environment_name: query.environment,
        policy_name: query.policies && query.policies.length > 0 ? query.policies : undefined
    }, loadSchemas().then(schemas => schemas.AssertionResultSchema));
    return (0,identity/* checkRecord */.EQ)(answer, 'an assertion', assertionFields(query, answer));
}
const known = (value) => (value == null ? undefined : value);
async function listBuilds(client, query) {
    const answer = await client.get(['builds', query.org], {
        page: query.page,
        per_page: query.perPage,
        repo_id: query.repoId,
        repo_name: query.repoName,
        // The published description spells these two with hyphens (the notes say start_ts);
        // the service ignores unknown parameters, so the other spelling would silently not filter.
        'start-ts': query.startTs,
        'end-ts': query.endTs
    }, loadSchemas().then(schemas => schemas.BuildPageSchema));
    const filter = buildsFilter(query);
    (0,identity/* checkListing */.xw)(answer.builds, 'a build', filter);
    (0,identity/* checkPage */.I7)(query.page, answer.page, filter);
    return {
        items: answer.builds,
        total: known(answer.total_count),
        pageCount: known(answer.total_pages)
    };
}
async function listTrails(client, query) {
    const paging = query.paged ? { page: query.page, per_page: query.perPage } : {};
    const answer = await client.get(['trails', query.org, query.flow], paging, loadSchemas().then(schemas => schemas.TrailPageSchema));
    const filter = flowTrailsFilter(query.flow);
    (0,identity/* checkListing */.xw)(answer.data, 'a trail', filter);
    // Unasked, the service may still page the answer: its pagination then says how many more.
    if (!query.paged && !answer.pagination) {
        return { items: answer.data, total: answer.data.length, pageCount: 1 };
    }
    (0,identity/* checkPage */.I7)(query.page, answer.pagination?.page, filter);
    return pageOfTrails(answer, query.page);
}
/**
 * A page of a trail listing. `pagination` is present only when there are several pages:
 * without it, this is the only one.
 */
function pageOfTrails(answer, page) {
    if (!answer.pagination) {
        return { items: answer.data, total: page === 1 ? answer.data.length : undefined, pageCount: 1 };
    }
    return { items: answer.data, ...fromPagination(answer.pagination) };
}
/**
 * GET /trails/{org}: trails across the org's flows, filtered. Always paged by the service
 * (page 1, 20 a page, by default), so the page and page size are sent when known.
 */
async function listOrgTrails(client, query) {
    const answer = await client.get(['trails', query.org], {
        flow: query.flow,
        flow_tag: query.flowTag,
        fingerprint: query.fingerprint,
        page: query.page,
        per_page: query.perPage
    }, loadSchemas().then(schemas => schemas.TrailPageSchema));
    const filter = orgTrailsFilter(query);
    (0,identity/* checkListing */.xw)(answer.data, 'a trail', filter);
    (0,identity/* checkPage */.I7)(query.page, answer.pagination?.page, filter);
    return pageOfTrails(answer, query.page);
}
async function listAttestations(client, query) {
    const answer = await client.get(['attestations', query.org, query.flow], {
        page: query.page,
        per_page: query.perPage,
        from_timestamp: query.fromTimestamp,
        to_timestamp: query.toTimestamp
    }, loadSchemas().then(schemas => schemas.AttestationPageSchema));
    const filter = flowAttestationsFilter(query.flow);
    (0,identity/* checkListing */.xw)(answer.data, 'an attestation', filter);
    (0,identity/* checkPage */.I7)(query.page, answer.pagination?.page, filter);
    return {
        items: answer.data,
        ...(answer.pagination ? fromPagination(answer.pagination) : {})
    };
}
function fromPagination(pagination) {
    return { total: known(pagination.total), pageCount: known(pagination.page_count) };
}
/** Not in the published description: the path and answer are the ones the service serves. */
async function getDeployment(client, query) {
    const answer = await client.get(['deployments', query.org, query.environment, query.fingerprint], {}, loadSchemas().then(schemas => schemas.DeploymentSchema));
    return (0,identity/* checkRecord */.EQ)(answer, 'a deployment', deploymentFields(query, answer));
}
async function getApproval(client, query) {
    const answer = await client.get(['approvals', query.org, query.flow, String(query.number)], {}, loadSchemas().then(schemas => schemas.ApprovalSchema));
    return (0,identity/* checkRecord */.EQ)(answer, 'an approval', approvalFields(query.number, answer));
}
async function getTrail(client, ref) {
    const answer = await client.get(['trails', ref.org, ref.flow, ref.trail], {}, loadSchemas().then(schemas => schemas.TrailDetailSchema));
    return (0,identity/* checkRecord */.EQ)(answer, 'a trail', trailFields(ref, answer));
}
/** What the description says the audit package is: application/gzip, a gzipped tarball. */
const AUDIT_PACKAGE = {
    what: 'a gzipped tarball',
    accept: 'application/gzip, application/octet-stream;q=0.5',
    contentTypes: [
        'application/gzip',
        'application/x-gzip',
        'application/x-tgz',
        'application/x-compressed-tar',
        'application/tar+gzip',
        'application/octet-stream',
        'binary/octet-stream'
    ],
    magic: Buffer.from([0x1f, 0x8b]),
    endCheck: whole_file/* gzippedTarEndCheck */.kk
};
/** The trail's PDF report: application/pdf. */
const AUDIT_PDF = {
    what: 'a PDF',
    accept: 'application/pdf, application/octet-stream;q=0.5',
    contentTypes: [
        'application/pdf',
        'application/x-pdf',
        'application/octet-stream',
        'binary/octet-stream'
    ],
    magic: Buffer.from('%PDF-', 'latin1'),
    endCheck: whole_file/* pdfEndCheck */.wK
};
function downloadAuditPackage(client, ref, target) {
    return client.download(['trails', ref.org, ref.flow, ref.trail, 'audit_package'], target, AUDIT_PACKAGE);
}
function downloadAuditPdf(client, ref, target) {
    return client.download(['trails', ref.org, ref.flow, ref.trail, 'audit_pdf'], target, AUDIT_PDF);
}
/**
 * Every attestation the lookup names: several when one name was recorded more than once.
 * Only records that are the one asked for are returned (none for an empty answer); an answer
 * whose records are all others is a NotRecordedError.
 */
async function getAttestations(client, lookup) {
    if ('id' in lookup) {
        const page = await client.get(['attestations', lookup.org], { attestation_id: lookup.id }, loadSchemas().then(schemas => schemas.AttestationPageSchema));
        return (0,identity/* matchingRecords */.U9)(page.data, 'an attestation', record => attestationIdFields(lookup.id, record));
    }
    const segments = 'trail' in lookup
        ? ['attestations', lookup.org, lookup.flow, 'trail', lookup.trail, lookup.name]
        : ['attestations', lookup.org, lookup.flow, 'artifact', lookup.fingerprint, lookup.name];
    const records = await client.get(segments, {}, loadSchemas().then(schemas => schemas.AttestationListSchema));
    return (0,identity/* matchingRecords */.U9)(records, 'an attestation', record => attestationNameFields(lookup, record));
}
function listActions(client, org) {
    return client.get(['actions', org], {}, loadSchemas().then(schemas => schemas.ActionListSchema));
}
/**
 * GET /environments/{org}: every environment of the org in one answer. Each must name the
 * org asked (the description requires the field), or nothing is listed.
 */
async function listEnvironments(client, org) {
    const answer = await client.get(['environments', org], {}, loadSchemas().then(schemas => schemas.EnvironmentListSchema));
    (0,identity/* checkListing */.xw)(answer, 'an environment', orgEnvironmentsFilter(org));
    return answer;
}
/**
 * GET /environments/{org}/{env}: the environment, or undefined when the service answers 404
 * (it does not exist). Any other failure is thrown.
 */
async function findEnvironment(client, query) {
    let answer;
    try {
        answer = await client.get(['environments', query.org, query.environment], {}, loadSchemas().then(schemas => schemas.EnvironmentSchema));
    }
    catch (error) {
        if (error instanceof request_error/* RequestError */.GI && error.status === 404)
            return undefined;
        throw error;
    }
    return (0,identity/* checkRecord */.EQ)(answer, 'an environment', environmentFields(query, answer));
}
/**
 * GET /repos/{org}/{name}: the repository of that name (`owner/name`, sent as the path
 * segments it is, as the reference CLI sends it), of `provider` when given, for its internal
 * id. The published description has no such read (its `GET /repos/{org}` lists repositories
 * without their internal id): this is the CLI's lookup for `kosli tag repo`.
 */
async function findRepoId(client, query) {
    const answer = await client.get(['repos', query.org, ...query.name.split('/')], { provider: query.provider }, loadSchemas().then(schemas => schemas.RepoSchema));
    (0,identity/* checkRecord */.EQ)(answer, 'a repository', repoFields(query, answer));
    // The id becomes a path segment of the write: an answer without one, or with text that is
    // no id, is refused rather than tagging whatever it names.
    if (!answer.id || !REPO_ID_PATTERN.test(answer.id)) {
        throw new identity/* NotRecordedError */.aC(answer.id
            ? 'the service answered a repository id that is not an id'
            : 'the service answered a repository without an id');
    }
    return answer.id;
}
const REPO_ID_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;
/** GET /policies/{org}: every policy of the org in one answer (a policy names no org). */
function listPolicies(client, org) {
    return client.get(['policies', org], {}, loadSchemas().then(schemas => schemas.PolicyListSchema));
}
// Writes. Each is sent once: the transport repeats a write only when the service cannot have
// applied it (connection refused, 409, 429, 503), so nothing is recorded twice.
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
        attestations/* ATTESTATION_TYPES */.ZX[type].segment
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
/**
 * Each spelling of a tagged resource type the vendor CLI takes (plurals, env), with the
 * service's path spelling of it: the tag command reads resource-type through it, and the
 * sandbox takes the same spellings in the path.
 */
const TAGGED_RESOURCE_SPELLINGS = new Map([
    ['flow', 'flow'],
    ['flows', 'flow'],
    ['environment', 'environment'],
    ['environments', 'environment'],
    ['env', 'environment'],
    ['control', 'control'],
    ['controls', 'control'],
    ['repo', 'repo'],
    ['repos', 'repo']
]);
/**
 * PATCH /tags/{org}/{resource_type}/{resource_id}. The description declares its 200 answer
 * without a shape: an empty 200 is success too.
 */
const tagRequest = (org, type, resource, body) => ({
    method: 'PATCH',
    segments: ['tags', org, type, resource],
    json: body,
    multipart: false,
    emptyAnswerStatuses: [200]
});
/**
 * POST /custom-attestation-types/{org}: data_json and, when given, the schema as
 * type_schema. The description declares its 201 answer without a shape.
 */
const createAttestationTypeRequest = (org, body, schema) => ({
    method: 'POST',
    segments: ['custom-attestation-types', org],
    json: body,
    multipart: true,
    file: schema,
    emptyAnswerStatuses: [201]
});
async function getSnapshot(client, ref) {
    const answer = await client.get(['snapshots', ref.org, ref.environment, ref.expression], {}, loadSchemas().then(schemas => schemas.SnapshotSchema));
    return (0,identity/* checkRecord */.EQ)(answer, 'a snapshot', snapshotFields(ref, answer));
}
/** The service answers a bare array: a page shorter than per_page is the last. */
async function listEnvironmentEvents(client, query) {
    const events = await client.get(['environments', query.org, query.environment, 'events'], {
        page: query.page,
        per_page: query.perPage,
        reverse: query.reverse === undefined ? undefined : String(query.reverse)
    }, loadSchemas().then(schemas => schemas.EnvironmentEventListSchema));
    (0,identity/* checkListing */.xw)(events, 'an event', environmentEventsFilter(query.environment));
    return { items: events };
}
async function diffSnapshots(client, query) {
    const answer = await client.get(['env-diff', query.org], { snappish1: query.first, snappish2: query.second }, loadSchemas().then(schemas => schemas.EnvironmentDiffSchema));
    (0,identity/* checkRecord */.EQ)(answer, 'a diff whose first snapshot', diffSideFields(query.first, answer.snappish1.snapshot_id));
    return (0,identity/* checkRecord */.EQ)(answer, 'a diff whose second snapshot', diffSideFields(query.second, answer.snappish2.snapshot_id));
}
/**
 * GET /search/{org}/sha/{value}: the artifacts whose fingerprint or commit starts with
 * `value`. An answer holding another is refused; `outcome` says what is then not done, for a
 * read the search serves.
 */
async function search(client, query, outcome) {
    const answer = await client.get(['search', query.org, 'sha', query.value], {}, loadSchemas().then(schemas => schemas.SearchResultSchema));
    (0,identity/* checkListing */.xw)(answer.artifacts, 'an artifact', { ...searchFilter(query.value), outcome });
    return answer;
}
function listCustomAttestationTypes(client, org) {
    return client.get(['custom-attestation-types', org], {}, loadSchemas().then(schemas => schemas.CustomAttestationTypeListSchema));
}
/**
 * PUT /environments/{org}: creates the environment, or updates the one of that name. The
 * description declares its answer without a shape: an empty 200 or 201 is success too.
 */
const createEnvironmentRequest = (org, body) => ({
    method: 'PUT',
    segments: ['environments', org],
    json: body,
    multipart: false,
    emptyAnswerStatuses: [200, 201]
});
/**
 * PUT /policies/{org}: multipart, the metadata as `payload` (not data_json) and the YAML as
 * policy_file. A changed file makes a new version; the answer is the policy (PolicyResponse).
 */
const createPolicyRequest = (org, payload, policyFile) => ({
    method: 'PUT',
    segments: ['policies', org],
    json: payload,
    multipart: true,
    jsonPart: 'payload',
    file: policyFile
});
/**
 * POST (attach) or DELETE (detach) /environments/{org}/{env}/policies with the names. The
 * description declares the 200 answer without a shape.
 */
const environmentPoliciesRequest = (method, target, body) => ({
    method,
    segments: ['environments', target.org, target.environment, 'policies'],
    json: body,
    multipart: false,
    emptyAnswerStatuses: [200]
});
/**
 * PUT /environments/{org}/{env}/report/{kind}: what runs in the environment now. The answer
 * is 201 when a snapshot was made, 200 (no declared shape) when nothing changed since the last.
 */
const snapshotReportRequest = (org, environment, kind, body) => ({
    method: 'PUT',
    segments: ['environments', org, environment, 'report', kind],
    json: body,
    multipart: false,
    emptyAnswerStatuses: [200, 201]
});


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
 * asked. A field the answer carries must match. A field the published description requires
 * must be there; one it leaves optional is not held against an answer that omits it, since
 * the service's answers are often leaner than the description.
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

/***/ 7175:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DV: () => (/* binding */ codeBlock),
/* harmony export */   Ix: () => (/* binding */ facts),
/* harmony export */   X1: () => (/* binding */ escapeText),
/* harmony export */   aY: () => (/* binding */ code),
/* harmony export */   k9: () => (/* binding */ linkMarkdown),
/* harmony export */   nE: () => (/* binding */ shortFingerprint),
/* harmony export */   nf: () => (/* binding */ link),
/* harmony export */   s6: () => (/* binding */ linkableUrl),
/* harmony export */   tp: () => (/* binding */ table),
/* harmony export */   zH: () => (/* binding */ details)
/* harmony export */ });
/** Small, escaping Markdown builders for job summaries. */
/** Escapes text for a table cell or inline use: no HTML, no table breaks, one line. */
function escapeText(value) {
    if (value === undefined || value === null || value === '')
        return '—';
    return String(value)
        .replace(/[\r\n]+/g, ' ')
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/([\\`*_[\]])/g, '\\$1')
        .replace(/\|/g, '\\|');
}
function code(value) {
    if (!value)
        return '—';
    return `\`${value.replace(/[`\r\n|]/g, '')}\``;
}
/**
 * The address a summary may link to: an absolute http(s) URL with a host, and nothing else.
 * Any other value a remote sends in a link field (a path from a self-hosted service or a
 * rewriting proxy, `javascript:`, `data:`, text that is no URL at all) gives undefined, so it
 * is shown as text. Never throws: a display field must never fail a step.
 */
function linkableUrl(value) {
    // The host must follow the two slashes: the URL parser would read "https:///x" as host x.
    if (!value || !/^https?:\/\/[^/\\]/i.test(value))
        return undefined;
    try {
        const url = new URL(value);
        return url.hostname === '' ? undefined : url;
    }
    catch {
        return undefined;
    }
}
/**
 * Characters that end or break a link destination, a table cell or an escape in Markdown:
 * percent-encoded in the path, query and fragment (never needed there as they are).
 */
const UNSAFE_IN_DESTINATION = /[()[\]|`\\<>"'\s]/g;
/** A link for http(s) URLs (see linkableUrl); anything else is shown as plain text. */
function link(label, url) {
    return linkMarkdown(escapeText(label), url);
}
/** The same for a label that is Markdown already (`code(...)`), shown as it is unlinked. */
function linkMarkdown(label, url) {
    const target = linkableUrl(url);
    if (!target)
        return label;
    // Built from its parts, so credentials in the URL are never shown.
    const rest = `${target.pathname}${target.search}${target.hash}`.replace(UNSAFE_IN_DESTINATION, character => `%${character.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
    return `[${label}](${target.protocol}//${target.host}${rest})`;
}
function table(headers, rows) {
    const head = `| ${headers.join(' | ')} |`;
    const rule = `| ${headers.map(() => '---').join(' | ')} |`;
    return [head, rule, ...rows.map(row => `| ${row.join(' | ')} |`)].join('\n');
}
function facts(rows) {
    return rows
        .filter((row) => row[1] !== undefined)
        .map(([name, value]) => `- **${name}:** ${value}`)
        .join('\n');
}
/**
 * A fenced code block whose fence is longer than any run of backticks in the text, so the
 * text shows exactly as it is, whatever it holds.
 */
function codeBlock(text, language = '') {
    const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map(run => run.length));
    const fence = '`'.repeat(Math.max(3, longest + 1));
    return `${fence}${language}\n${text}\n${fence}`;
}
function shortFingerprint(fingerprint) {
    return fingerprint ? fingerprint.slice(0, 12) : '—';
}
/**
 * A collapsed section: what a reviewer opens only when they need it (the facts of a write,
 * its body), so the summaries of a job's writes read as short blocks. The blank lines let
 * GitHub render the Markdown inside.
 */
function details(label, body) {
    return `<details><summary>${escapeText(label)}</summary>\n\n${body}\n\n</details>`;
}


/***/ })

};
