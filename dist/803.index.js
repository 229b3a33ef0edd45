export const id = 803;
export const ids = [803];
export const modules = {

/***/ 7803:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   command: () => (/* binding */ command)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _evidence_pipeline_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6046);
/* harmony import */ var _evidence_run_commit_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9592);
/* harmony import */ var _evidence_trail_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4585);
/* harmony import */ var _evidence_write_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5594);
/* harmony import */ var _action_run_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(3147);
/* harmony import */ var _inputs_artifact_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5755);
/* harmony import */ var _inputs_errors_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(1318);
/* harmony import */ var _evidence_inputs_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(7218);
/* harmony import */ var _inputs_parse_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(3718);
/* harmony import */ var _summary_markdown_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(7175);
/* harmony import */ var _service_endpoints_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(654);
/* harmony import */ var _action_artifact_fingerprint_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(7603);
/**
 * attest-artifact: reports the artifact a build made to its flow and trail, by fingerprint,
 * or by a file, directory or image to fingerprint exactly as assert-artifact does. The
 * `fingerprint` output is what was reported, so a later job's gate asks about exactly it.
 *
 * It runs the stages every attest command does (src/evidence/pipeline.ts: inputs,
 * fingerprint, commit, body, record, outputs, summary), in the same order, with the same
 * commit inputs and the same modules, but not through attestationCommand: its write is the
 * artifact itself (POST /artifacts), not an attestation on the trail. So there is no gather
 * stage (the artifact is the evidence, fingerprinted in the second stage), no evidence
 * fields of an attestation (no name, target artifacts or origin: build-url takes its place),
 * no attachment, and no verdict (nothing is judged here; assert-artifact judges).
 */













const ARTIFACT_NAME_FORM = 'the artifact\'s name in the flow template: letters, digits, "-" or "_"';
const ARTIFACT_NAME_PATTERN = /^[a-zA-Z0-9\-_]+$/;
function parseInputs(source) {
    const artifact = (0,_inputs_artifact_js__WEBPACK_IMPORTED_MODULE_5__/* .readArtifact */ .R)(source);
    const artifactName = source('artifact-name');
    if (artifactName === undefined)
        throw new _inputs_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .InputError */ .d('artifact-name', 'is empty', ARTIFACT_NAME_FORM);
    // template_reference_name allows no comma, unlike attestation names.
    if (!ARTIFACT_NAME_PATTERN.test(artifactName) || !_evidence_inputs_js__WEBPACK_IMPORTED_MODULE_7__/* .ATTESTATION_NAME_PATTERN */ .iy.test(artifactName)) {
        throw new _inputs_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .InputError */ .d('artifact-name', `has ${(0,_inputs_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .quote */ .h)(artifactName)}, which is not a valid artifact name`, ARTIFACT_NAME_FORM);
    }
    const buildUrl = (0,_evidence_inputs_js__WEBPACK_IMPORTED_MODULE_7__/* .readOriginUrl */ .gJ)(source, 'build-url') ?? (0,_action_run_js__WEBPACK_IMPORTED_MODULE_10__/* .runUrl */ .V)();
    if (!buildUrl) {
        throw new _inputs_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .InputError */ .d('build-url', 'is empty and the run URL is unknown (GITHUB_SERVER_URL, GITHUB_REPOSITORY or GITHUB_RUN_ID is not set)', 'the URL of the build that made the artifact');
    }
    return {
        flow: (0,_inputs_parse_js__WEBPACK_IMPORTED_MODULE_8__/* .readName */ .MQ)(source, 'flow', true),
        trail: (0,_evidence_trail_js__WEBPACK_IMPORTED_MODULE_3__/* .readTrailInput */ .v1)(source),
        artifact,
        artifactName,
        filename: readFilename(source, artifact),
        buildUrl,
        ...(0,_evidence_pipeline_js__WEBPACK_IMPORTED_MODULE_1__/* .readCommitInputs */ .h)(source),
        fields: (0,_evidence_write_js__WEBPACK_IMPORTED_MODULE_4__/* .definedOnly */ .Uv)({
            description: source('description'),
            external_urls: (0,_evidence_inputs_js__WEBPACK_IMPORTED_MODULE_7__/* .readExternalUrls */ .MV)(source, 'external-urls'),
            annotations: (0,_evidence_inputs_js__WEBPACK_IMPORTED_MODULE_7__/* .readAnnotations */ .ti)(source, 'annotations'),
            user_data: (0,_evidence_inputs_js__WEBPACK_IMPORTED_MODULE_7__/* .readUserData */ .AA)(source, 'user-data')
        })
    };
}
/** The name shown for the artifact: the file's or directory's base name, or the image name. */
function readFilename(source, artifact) {
    const given = source('filename');
    if (given !== undefined)
        return given;
    if ('path' in artifact) {
        // An image is named by its name; a file or directory by its base name.
        const isFile = artifact.type === undefined || artifact.type === 'file' || artifact.type === 'dir';
        return isFile ? (0,node_path__WEBPACK_IMPORTED_MODULE_0__.basename)(artifact.path.replace(/\/+$/, '')) : artifact.path;
    }
    throw new _inputs_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .InputError */ .d('filename', 'is empty and the artifact is given by fingerprint, so there is no path to name it after', 'the file or image name to show for the artifact, such as app.tar.gz');
}
async function run(inputs, context) {
    // The run's commit first (the payload and the checkout, never a remote): a run that names
    // none fails before a registry is asked for the fingerprint.
    const commit = await (0,_evidence_run_commit_js__WEBPACK_IMPORTED_MODULE_2__/* .readRunCommit */ .t)(inputs, context.log);
    const trail = (0,_evidence_trail_js__WEBPACK_IMPORTED_MODULE_3__/* .trailOrCommit */ .TO)(inputs.trail, commit.sha);
    if (!commit.sha || !commit.commitUrl) {
        throw new _inputs_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .InputError */ .d('commit-sha', 'is empty and the run names no commit with a repository (GITHUB_SHA or GITHUB_REPOSITORY is not set)', 'the commit the artifact was built from, in a run with GITHUB_REPOSITORY set');
    }
    // Fingerprint: the artifact the record is about.
    const fingerprint = await (0,_action_artifact_fingerprint_js__WEBPACK_IMPORTED_MODULE_11__/* .resolveFingerprint */ .J)(inputs.artifact, context);
    // Body: CreateArtifact's own fields, with the commit records every build-side write has.
    const body = (0,_evidence_write_js__WEBPACK_IMPORTED_MODULE_4__/* .definedOnly */ .Uv)({
        fingerprint,
        filename: inputs.filename,
        build_url: inputs.buildUrl,
        commit_url: commit.commitUrl,
        trail_name: trail,
        template_reference_name: inputs.artifactName,
        // CreateArtifact takes only a full commit id here.
        git_commit: /^[0-9a-f]{40}$/.test(commit.sha) ? commit.sha : undefined,
        git_commit_info: commit.gitCommitInfo,
        repo_info: commit.repoInfo,
        ...inputs.fields
    });
    // Record: sent, or printed in a dry run, as every write is.
    const request = (0,_service_endpoints_js__WEBPACK_IMPORTED_MODULE_9__/* .reportArtifactRequest */ .iL)({ org: context.common.org, flow: inputs.flow }, body);
    const outcome = await (0,_evidence_write_js__WEBPACK_IMPORTED_MODULE_4__/* .sendOrPrint */ .T5)(request, context);
    if (outcome.sent) {
        context.log.info(`Artifact "${inputs.artifactName}" (${inputs.filename}) reported to flow "${inputs.flow}", trail "${trail}": ${fingerprint}.`);
    }
    // Outputs and summary: those of every write, where it went, and what was reported.
    const summary = (0,_evidence_write_js__WEBPACK_IMPORTED_MODULE_4__/* .renderWriteSummary */ .Ah)(outcome, {
        recorded: `Artifact ${inputs.artifactName} reported to trail ${trail}`,
        rows: [
            ['Flow', (0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_12__/* .escapeText */ .X1)(inputs.flow)],
            ['Trail', (0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_12__/* .escapeText */ .X1)(trail)],
            ['Artifact', (0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_12__/* .escapeText */ .X1)(inputs.artifactName)],
            ['File', (0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_12__/* .escapeText */ .X1)(inputs.filename)],
            ['Fingerprint', (0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_12__/* .code */ .aY)(fingerprint)],
            ['Commit', (0,_summary_markdown_js__WEBPACK_IMPORTED_MODULE_12__/* .code */ .aY)(commit.sha)]
        ]
    });
    return {
        outcome: outcome.sent ? 'ok' : 'skipped',
        outputs: { ...(0,_evidence_write_js__WEBPACK_IMPORTED_MODULE_4__/* .writeOutputs */ .Kn)(outcome), fingerprint, flow: inputs.flow, trail },
        summary
    };
}
const command = { parseInputs, run };


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


/***/ }),

/***/ 425:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  fp: () => (/* binding */ assertArtifact),
  Cf: () => (/* binding */ attestationRequest),
  T8: () => (/* binding */ beginTrailRequest),
  _H: () => (/* binding */ createAttestationTypeRequest),
  eV: () => (/* binding */ createFlowRequest),
  cN: () => (/* binding */ downloadAuditPackage),
  ab: () => (/* binding */ downloadAuditPdf),
  wr: () => (/* binding */ getApproval),
  C_: () => (/* binding */ getAttestations),
  i8: () => (/* binding */ getDeployment),
  PH: () => (/* binding */ getTrail),
  kP: () => (/* binding */ listActions),
  el: () => (/* binding */ listAttestations),
  YF: () => (/* binding */ listBuilds),
  k9: () => (/* binding */ listOrgTrails),
  ao: () => (/* binding */ listTrails),
  Kh: () => (/* binding */ overrideRequest),
  iL: () => (/* binding */ reportArtifactRequest),
  a_: () => (/* binding */ tagRequest)
});

// UNUSED EXPORTS: AUDIT_PACKAGE, AUDIT_PDF

// EXTERNAL MODULE: ./src/http/whole-file.ts + 1 modules
var whole_file = __webpack_require__(5981);
;// CONCATENATED MODULE: ./src/service/load-schemas.ts
let loading;
function loadSchemas() {
    // One turn of the event loop first: the caller sends its request in this one, and the
    // chunk's compile (about 10 ms) then overlaps the wait for the answer instead of coming
    // before the request is written.
    loading ??= new Promise(resolve => setImmediate(resolve)).then(() => Promise.all(/* import() */[__webpack_require__.e(831), __webpack_require__.e(51)]).then(__webpack_require__.bind(__webpack_require__, 2051)));
    return loading;
}

;// CONCATENATED MODULE: ./src/service/endpoints.ts


function assertArtifact(client, query) {
    return client.get(['asserts', query.org, 'fingerprint', query.fingerprint], {
        flow_name: query.flow,
        environment_name: query.environment,
        policy_name: query.policies && query.policies.length > 0 ? query.policies : undefined
    }, loadSchemas().then(schemas => schemas.AssertionResultSchema));
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
    return {
        items: answer.builds,
        total: known(answer.total_count),
        pageCount: known(answer.total_pages)
    };
}
async function listTrails(client, query) {
    const paging = query.paged ? { page: query.page, per_page: query.perPage } : {};
    const answer = await client.get(['trails', query.org, query.flow], paging, loadSchemas().then(schemas => schemas.TrailPageSchema));
    if (!query.paged) {
        return { items: answer.data, total: answer.data.length, pageCount: 1 };
    }
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
    return pageOfTrails(answer, query.page);
}
async function listAttestations(client, query) {
    const answer = await client.get(['attestations', query.org, query.flow], {
        page: query.page,
        per_page: query.perPage,
        from_timestamp: query.fromTimestamp,
        to_timestamp: query.toTimestamp
    }, loadSchemas().then(schemas => schemas.AttestationPageSchema));
    return {
        items: answer.data,
        ...(answer.pagination ? fromPagination(answer.pagination) : {})
    };
}
function fromPagination(pagination) {
    return { total: known(pagination.total), pageCount: known(pagination.page_count) };
}
/** Not in the published description: the path and answer are the ones the service serves. */
function getDeployment(client, query) {
    return client.get(['deployments', query.org, query.environment, query.fingerprint], {}, loadSchemas().then(schemas => schemas.DeploymentSchema));
}
function getApproval(client, query) {
    return client.get(['approvals', query.org, query.flow, String(query.number)], {}, loadSchemas().then(schemas => schemas.ApprovalSchema));
}
function getTrail(client, ref) {
    return client.get(['trails', ref.org, ref.flow, ref.trail], {}, loadSchemas().then(schemas => schemas.TrailDetailSchema));
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
/** Every attestation the lookup names: several when one name was recorded more than once. */
async function getAttestations(client, lookup) {
    if ('id' in lookup) {
        const page = await client.get(['attestations', lookup.org], { attestation_id: lookup.id }, loadSchemas().then(schemas => schemas.AttestationPageSchema));
        return page.data;
    }
    const segments = 'trail' in lookup
        ? ['attestations', lookup.org, lookup.flow, 'trail', lookup.trail, lookup.name]
        : ['attestations', lookup.org, lookup.flow, 'artifact', lookup.fingerprint, lookup.name];
    return client.get(segments, {}, loadSchemas().then(schemas => schemas.AttestationListSchema));
}
function listActions(client, org) {
    return client.get(['actions', org], {}, loadSchemas().then(schemas => schemas.ActionListSchema));
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
/** Every attestation type: multipart, data_json and an optional attachment_file. */
const attestationRequest = (target, type, body, attachment) => ({
    method: 'POST',
    segments: ['attestations', target.org, target.flow, 'trail', target.trail, type],
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


/***/ }),

/***/ 7175:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DV: () => (/* binding */ codeBlock),
/* harmony export */   Ix: () => (/* binding */ facts),
/* harmony export */   X1: () => (/* binding */ escapeText),
/* harmony export */   aY: () => (/* binding */ code),
/* harmony export */   nE: () => (/* binding */ shortFingerprint),
/* harmony export */   nf: () => (/* binding */ link),
/* harmony export */   tp: () => (/* binding */ table)
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
/** A link, only for http(s) URLs: anything else is shown as plain text. */
function link(label, url) {
    if (!url || !/^https?:\/\//i.test(url))
        return escapeText(label);
    // Both parentheses: an unbalanced "(" in a link destination stops it being a link at all.
    const target = encodeURI(decodeURIComponentSafe(url)).replace(/\(/g, '%28').replace(/\)/g, '%29');
    return `[${escapeText(label)}](${target})`;
}
function decodeURIComponentSafe(url) {
    try {
        return decodeURI(url);
    }
    catch {
        return url;
    }
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


/***/ })

};
