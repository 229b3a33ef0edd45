export const id = 8784;
export const ids = [8784];
export const modules = {

/***/ 8784:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  command: () => (/* binding */ command)
});

// EXTERNAL MODULE: ./src/fingerprint/directory.ts + 7 modules
var directory = __webpack_require__(3319);
// EXTERNAL MODULE: ./src/fingerprint/file.ts
var file = __webpack_require__(8120);
// EXTERNAL MODULE: ./src/fingerprint/fingerprint-error.ts
var fingerprint_error = __webpack_require__(7331);
// EXTERNAL MODULE: ./src/inputs/input-error.ts
var input_error = __webpack_require__(9354);
// EXTERNAL MODULE: ./src/inputs/parse.ts
var parse = __webpack_require__(3718);
// EXTERNAL MODULE: ./src/inputs/workspace-path.ts
var workspace_path = __webpack_require__(6622);
// EXTERNAL MODULE: ./src/snapshots/report.ts
var report = __webpack_require__(683);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/inputs/named-path.ts
var named_path = __webpack_require__(6646);
;// CONCATENATED MODULE: ./src/commands/snapshot-paths/artifact-spec.ts
/**
 * One artifact of the snapshot: its name, the path it runs from, and what its fingerprint
 * leaves out; and the checks made on it before anything is read or sent.
 *
 * Where a path may point: a relative path is taken from the workspace, and may leave it by
 * "..", by being absolute, or through a link, as the CLI allows, because a snapshot reports
 * what runs on this machine (a self-hosted runner's /opt/app) and what leaves the machine is
 * the name and a SHA-256, never a byte of the file. What is refused: the kernel's trees
 * (/proc, /sys, /dev: a process's environment, endless devices), anything that is not a
 * regular file or a directory (a FIFO would block the read), and a link to a directory as the
 * artifact itself, which the CLI fingerprints as an empty directory.
 */




const MAX_NAME_LENGTH = 255;
/** Why a name cannot be an artifact's name in a report, or undefined when it can. */
function checkArtifactName(name) {
    if (name.trim() === '')
        return 'is empty';
    if (name.length > MAX_NAME_LENGTH)
        return `is over ${MAX_NAME_LENGTH} characters`;
    // eslint-disable-next-line no-control-regex
    if (/[\u0000-\u001f\u007f\u2028\u2029]/.test(name))
        return 'holds a line break or control character';
    return undefined;
}
/** Trees of the kernel's state and devices, never an artifact that runs. */
const KERNEL_TREES = ['/proc', '/sys', '/dev'];
/**
 * Checks the artifact's path on disk, before anything is fingerprinted or sent: it must
 * exist, be a regular file or a directory, outside the kernel's trees.
 */
function checkArtifactPath(spec, workspace) {
    const form = spec.input === 'path'
        ? 'the path of the file or directory that runs, relative to the workspace or absolute'
        : 'a path spec whose every path names a file or directory that runs, relative to the workspace or absolute';
    const refuse = (problem) => {
        throw new input_error/* InputError */.d(spec.input, `names ${(0,input_error/* quote */.h)(spec.path)} for artifact ${(0,input_error/* quote */.h)(spec.name)}, ${problem}`, form);
    };
    // resolve() drops a trailing "/", which says "the directory this link points to".
    const trailing = /[/\\]$/.test(spec.path) ? '/' : '';
    const resolved = (0,external_node_path_.resolve)(workspace, spec.path);
    let own;
    let info;
    let real;
    try {
        own = (0,external_node_fs_.lstatSync)(resolved);
        info = (0,external_node_fs_.statSync)(resolved);
        real = (0,external_node_fs_.realpathSync)(resolved);
    }
    catch (error) {
        const code = error.code;
        return refuse(code === 'ENOENT' || code === 'ENOTDIR'
            ? `which does not exist (from the workspace ${(0,input_error/* quote */.h)(workspace)}), so nothing was sent`
            : `which cannot be read (${code ?? 'unknown error'}), so nothing was sent`);
    }
    if (KERNEL_TREES.some(tree => (0,named_path/* isInside */.F)(tree, real))) {
        refuse(`which resolves to ${(0,input_error/* quote */.h)(real)}, kernel state or a device, never an artifact`);
    }
    if (!info.isFile() && !info.isDirectory()) {
        refuse('which is neither a regular file nor a directory (a socket, FIFO or device)');
    }
    if (own.isSymbolicLink() && info.isDirectory() && !trailing) {
        refuse('which is a symbolic link to a directory, which the CLI fingerprints as an empty directory; end the path with "/" to fingerprint the directory it points to');
    }
    if (info.isFile() && spec.ignore.length > 0) {
        refuse('which is a file, and ignore applies only inside a directory; remove its ignore');
    }
    return {
        ...spec,
        resolved: resolved + (trailing && resolved !== '/' ? '/' : ''),
        kind: info.isDirectory() ? 'dir' : 'file',
        modifiedAt: Math.floor(info.mtimeMs / 1000)
    };
}

// EXTERNAL MODULE: ./src/inputs/named-file.ts
var named_file = __webpack_require__(3959);
// EXTERNAL MODULE: ./src/inputs/yaml-check.ts
var yaml_check = __webpack_require__(6639);
// EXTERNAL MODULE: ./src/http/request-error.ts
var request_error = __webpack_require__(8734);
;// CONCATENATED MODULE: ./src/commands/snapshot-paths/path-spec.ts
/**
 * The path spec, as the CLI's `snapshot paths --paths-file` reads it (internal/server's
 * PathsSpec, decoded with viper's UnmarshalExact): `version: 1`, then `artifacts` mapping each
 * artifact's name to its `path` and the patterns left out of it. The CLI spells the patterns
 * `exclude`; `ignore` is taken too, as the step's own input is named. Any other key, version
 * or shape is refused with one sentence naming path-spec, before anything is read or sent.
 *
 * The patterns are a list, or one string that viper's decode hook splits at every comma
 * (`strings.Split(s, ",")`): spaces are kept, so `"a, b"` is `a` and ` b`, as the CLI reads
 * it; an empty piece, which leaves nothing out there, is dropped.
 *
 * viper's keys are case-insensitive: it lowercases every key before decoding, artifact names
 * included, so the CLI reports `Web` as `web`. Keys are read the same way here, so that a path
 * spec moved from the CLI reports the names the environment already knows. Two keys that
 * differ only in case, which viper silently reads as one, are refused.
 */






const PATH_SPEC_FORM = 'a YAML file of at most 1 MiB holding "version: 1" and "artifacts:", a mapping of each ' +
    'artifact\'s name to its "path" (relative to the workspace) and optional "ignore" patterns, ' +
    'a list or one comma-separated string';
const MAX_PATH_SPEC_BYTES = 1024 * 1024;
const ARTIFACT_KEYS = ['path', 'ignore', 'exclude'];
/**
 * Reads and checks the path spec `path` names (relative to `workspace`, or absolute); every
 * artifact it names, in the file's order.
 */
function readPathSpec(path, workspace) {
    const refuse = (problem) => {
        throw new input_error/* InputError */.d('path-spec', `names ${(0,input_error/* quote */.h)(path)}, ${problem}`, PATH_SPEC_FORM);
    };
    const content = (0,named_file/* readNamedFile */.w)('path-spec', path, PATH_SPEC_FORM, {
        bytes: MAX_PATH_SPEC_BYTES,
        over: size => `which is ${size} bytes, over 1 MiB`,
        grew: 'which grew over 1 MiB'
    }, (0,external_node_path_.resolve)(workspace, path));
    const parsed = (0,yaml_check/* parseYamlMapping */.$0)(content);
    if ('problem' in parsed)
        return refuse(parsed.problem);
    const problem = (what) => refuse(`which is not a path spec: ${what}`);
    const { version, artifacts, ...rest } = lowerKeys(parsed.value, 'the file', problem);
    const extra = Object.keys(rest);
    if (extra.length > 0)
        problem(`it has the key ${(0,input_error/* quote */.h)(extra[0] ?? '')}, which a path spec has not`);
    if (version !== 1)
        problem(`its version is ${(0,input_error/* quote */.h)(String(version))}, and only 1 exists`);
    if (!(0,request_error/* isRecord */.u4)(artifacts) || Array.isArray(artifacts)) {
        return problem('its "artifacts" is not a mapping of names to paths');
    }
    const named = lowerKeys(artifacts, '"artifacts"', problem);
    const written = Object.keys(artifacts);
    if (written.length === 0) {
        // An empty snapshot says nothing runs here: never sent because a file listed nothing.
        problem('its "artifacts" names no artifact');
    }
    return written.map(writtenAs => {
        const name = writtenAs.toLowerCase();
        const reason = checkArtifactName(name);
        if (reason)
            problem(`the artifact name ${(0,input_error/* quote */.h)(name)} ${reason}`);
        const spec = artifactOf(name, named[name], problem);
        return writtenAs === name ? spec : { ...spec, writtenAs };
    });
}
/** `mapping` with its keys in lower case, as viper reads them; refused when two become one. */
function lowerKeys(mapping, where, problem) {
    const lowered = [];
    const writtenAs = new Map();
    for (const [key, value] of Object.entries(mapping)) {
        const lower = key.toLowerCase();
        const earlier = writtenAs.get(lower);
        if (earlier !== undefined) {
            problem(`${where} has both ${(0,input_error/* quote */.h)(earlier)} and ${(0,input_error/* quote */.h)(key)}, which the CLI reads as one key, ${(0,input_error/* quote */.h)(lower)}: keep one`);
        }
        writtenAs.set(lower, key);
        lowered.push([lower, value]);
    }
    // Built from entries, so a key such as __proto__ is a key the file has, not a prototype.
    return Object.fromEntries(lowered);
}
function artifactOf(name, written, problem) {
    const where = `the artifact ${(0,input_error/* quote */.h)(name)}`;
    if (!(0,request_error/* isRecord */.u4)(written) || Array.isArray(written))
        return problem(`${where} is not a mapping`);
    const entry = lowerKeys(written, where, problem);
    const unknown = Object.keys(entry).find(key => !ARTIFACT_KEYS.includes(key));
    if (unknown !== undefined) {
        problem(`${where} has the key ${(0,input_error/* quote */.h)(unknown)}; an artifact has path and ignore (or exclude)`);
    }
    if (typeof entry.path !== 'string' || entry.path.trim() === '') {
        problem(`${where} has no "path"`);
    }
    if (entry.ignore !== undefined && entry.exclude !== undefined) {
        problem(`${where} has both "ignore" and "exclude", which are one list: keep one`);
    }
    const given = entry.ignore ?? entry.exclude ?? [];
    // One string is read as the CLI's config reader reads it: split at every comma, nothing trimmed.
    const patterns = typeof given === 'string' ? given.split(',').filter(piece => piece !== '') : given;
    if (!Array.isArray(patterns) || !patterns.every(item => typeof item === 'string' && item)) {
        problem(`${where} has an "ignore" that is neither a list of glob patterns nor one string of them separated by commas`);
    }
    return {
        name,
        path: String(entry.path),
        ignore: patterns,
        input: 'path-spec'
    };
}

// EXTERNAL MODULE: ./src/inputs/environment-name.ts
var environment_name = __webpack_require__(1510);
;// CONCATENATED MODULE: ./src/commands/snapshot-paths/index.ts
/**
 * snapshot-paths: the CLI's `snapshot paths` (a path spec) and `snapshot path` (one path, a
 * name and its patterns). Every path is checked before anything is read, and every artifact
 * fingerprinted before anything is sent, as `fingerprint` computes it: a file's SHA-256, or a
 * directory's walk with the hash pool, leaving out the ignore patterns and the lines of its
 * .kosli_ignore. Then one `server` report: each artifact with its fingerprint and, as its
 * creationTimestamp, its path's modification time (the CLI's choice).
 */










const ONE_FORM = 'path-spec (a YAML file), or path and name for one artifact';
/** The artifacts the inputs name: a path spec's, or the one of path, name and ignore. */
function readSpecs(source, workspace) {
    const spec = source('path-spec');
    const path = source('path');
    if (spec !== undefined) {
        const extra = ['path', 'name', 'ignore'].find(name => source(name) !== undefined);
        if (extra) {
            throw new input_error/* InputError */.d('path-spec', `is set together with ${extra}, but a path spec names every artifact itself`, `${ONE_FORM}, not both`);
        }
        return readPathSpec(spec, workspace);
    }
    if (path === undefined) {
        throw new input_error/* InputError */.d('path-spec', 'and path are both empty, so nothing names what runs', ONE_FORM);
    }
    const name = source('name');
    if (name === undefined) {
        throw new input_error/* InputError */.d('name', 'is empty, and path needs a name for its artifact', "the artifact's name, such as web-app");
    }
    const reason = checkArtifactName(name);
    if (reason)
        throw new input_error/* InputError */.d('name', `has ${(0,input_error/* quote */.h)(name)}, which ${reason}`, 'one line of at most 255 characters');
    return [{ name, path, ignore: (0,parse/* readList */.LD)(source, 'ignore'), input: 'path' }];
}
function parseInputs(source) {
    const environment = (0,environment_name/* requireEnvironmentName */.U)(source, 'environment', 'get-snapshot');
    const workspace = (0,workspace_path/* workspaceRoot */.o)();
    const artifacts = readSpecs(source, workspace).map(spec => checkArtifactPath(spec, workspace));
    const seen = new Set();
    for (const { name, input } of artifacts) {
        if (seen.has(name)) {
            throw new input_error/* InputError */.d(input, `names the artifact ${(0,input_error/* quote */.h)(name)} twice`, PATH_SPEC_FORM);
        }
        seen.add(name);
    }
    return { environment, artifacts };
}
async function fingerprintOf(artifact) {
    // The inputs the fingerprint's messages name: where the path and its patterns were given.
    const inputs = artifact.input === 'path'
        ? { path: 'path', exclude: 'ignore' }
        : {
            path: `the path of artifact ${(0,input_error/* quote */.h)(artifact.name)} in path-spec`,
            exclude: 'path-spec ignore'
        };
    if (artifact.kind === 'dir') {
        return (0,directory/* fingerprintDirectory */.c)(artifact.resolved, { exclude: artifact.ignore, inputs });
    }
    try {
        return await (0,file/* sha256OfFile */.V)(artifact.resolved);
    }
    catch (error) {
        throw new fingerprint_error/* FingerprintError */.dz(`Cannot read ${(0,input_error/* quote */.h)(artifact.path)} of artifact ${(0,input_error/* quote */.h)(artifact.name)} because ${(0,fingerprint_error/* describeFsFailure */.Jv)(error)}, so nothing was sent; check the file's permissions.`, { cause: error });
    }
}
async function run(inputs, context) {
    const found = [];
    const artifacts = [];
    const lowered = inputs.artifacts.flatMap(({ name, writtenAs }) => writtenAs === undefined ? [] : [`${(0,input_error/* quote */.h)(writtenAs)} as ${(0,input_error/* quote */.h)(name)}`]);
    if (lowered.length > 0) {
        context.log.info(`The path spec's artifact names are sent in lower case, as the CLI sends them: ${lowered.join(', ')}.`);
    }
    // Every artifact is read before anything is sent: one that cannot be read fails the step.
    for (const artifact of inputs.artifacts) {
        const fingerprint = await context.log.group(`Fingerprinting ${artifact.path}`, async () => {
            const computed = await fingerprintOf(artifact);
            context.log.info(`${artifact.kind} ${artifact.path} (${artifact.name}): ${computed}`);
            return computed;
        });
        found.push({
            name: artifact.name,
            fingerprint,
            where: artifact.path,
            createdAt: artifact.modifiedAt
        });
        artifacts.push({
            digests: { [artifact.name]: fingerprint },
            creationTimestamp: artifact.modifiedAt
        });
    }
    return (0,report/* sendSnapshotReport */.$)({ kind: 'server', environment: inputs.environment, body: { artifacts }, found, leftOut: [] }, context);
}
const command = { parseInputs, run };


/***/ }),

/***/ 2370:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ utf8Text)
/* harmony export */ });
/**
 * The text of a JSON or YAML file an input names, read as UTF-8, as the service reads it. A
 * UTF-8 byte-order mark, which editors on Windows write, is dropped. UTF-16 and UTF-32, what
 * Windows PowerShell's `>` and `Out-File` write, are refused by name: read as UTF-8, such a
 * file would be refused as JSON that quotes NUL characters back, or as YAML that "is a
 * single value", neither of which says what to change.
 */
/** The text; or what is wrong, as a predicate of the file ("is UTF-16 text, ..."). */
function utf8Text(bytes) {
    const encoding = wideEncoding(bytes);
    if (encoding !== undefined) {
        return {
            problem: `is ${encoding} text (as Windows PowerShell's > and Out-File write), not UTF-8`
        };
    }
    const text = bytes.toString('utf8');
    return { text: text.charCodeAt(0) === 0xfeff ? text.slice(1) : text };
}
/**
 * UTF-16 or UTF-32 by its byte-order mark, or by a NUL among the first four bytes, which no
 * UTF-8 JSON or YAML text holds and every wide encoding of "{" or "a:" does.
 */
function wideEncoding(bytes) {
    const [b0, b1, b2, b3] = bytes;
    if ((b0 === 0xff && b1 === 0xfe && b2 === 0 && b3 === 0) ||
        (b0 === 0 && b1 === 0 && b2 === 0xfe && b3 === 0xff)) {
        return 'UTF-32';
    }
    if ((b0 === 0xff && b1 === 0xfe) || (b0 === 0xfe && b1 === 0xff))
        return 'UTF-16';
    if (bytes.subarray(0, 4).includes(0))
        return 'UTF-16 or UTF-32';
    return undefined;
}


/***/ }),

/***/ 3959:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ checkedPart),
/* harmony export */   w: () => (/* binding */ readNamedFile)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _files_regular_file_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5354);
/* harmony import */ var _input_error_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9354);
/* harmony import */ var _named_path_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6646);
/**
 * A file a user names in an input (template-file, schema-file, policy-file, path-spec,
 * attestation-data), read whole before any request: checked as named-path.ts checks it,
 * measured against its limit before it is read and again on what was read (it may grow in
 * between), and read at most one byte past the limit, so a hostile file is never held whole.
 */




/**
 * The bytes of the file `path` names, or an InputError naming `input`, the path and `form`.
 * `at` is where the file is when `path` is relative to somewhere other than the working
 * directory; the sentences still quote `path`, as the user wrote it.
 */
function readNamedFile(input, path, form, limit, at = path) {
    const refuse = (problem) => new _input_error_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .d(input, `names ${(0,_input_error_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .h)(path)}, ${problem}`, form);
    let content;
    try {
        const { real, info } = (0,_named_path_js__WEBPACK_IMPORTED_MODULE_3__/* .checkNamedPath */ .h)(input, at, 'file', form);
        if (info.size > limit.bytes)
            throw refuse(limit.over(info.size));
        content = (0,_files_regular_file_js__WEBPACK_IMPORTED_MODULE_1__/* .readRegularFileSync */ .cG)(real, limit.bytes).content;
    }
    catch (error) {
        if (error instanceof _input_error_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .d)
            throw error;
        throw refuse('which does not exist or cannot be read');
    }
    if (content.length > limit.bytes)
        throw refuse(limit.grew);
    return content;
}
/** The file as a part of a multipart write: the bytes checked, not the file as it is now. */
function checkedPart(part, file) {
    return {
        part,
        filename: (0,node_path__WEBPACK_IMPORTED_MODULE_0__.basename)(file.path),
        description: `from ${file.path} (${file.content.length} bytes)`,
        load: () => Promise.resolve(new Blob([new Uint8Array(file.content)]))
    };
}


/***/ }),

/***/ 6646:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ isInside),
/* harmony export */   h: () => (/* binding */ checkNamedPath)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _input_error_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9354);
/* harmony import */ var _workspace_path_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6622);
/**
 * Paths a user names in an input (attachments, results-dir, scan-results, user-data,
 * attestation-data, template-file, schema-file), checked before anything is read into
 * evidence. The bytes of a link's target outside the workspace (a checkout's .git/config,
 * /etc/passwd), of /proc and /sys (a process's environment holds every INPUT_ token of the
 * step), and of devices, FIFOs and sockets never become evidence, and no read waits on a FIFO.
 */




/** Kernel views whose "files" are a process's memory, environment and devices, not evidence. */
const SYSTEM_TREES = ['/proc', '/sys'];
/**
 * The workspace (workspace-path.ts) with its links resolved: what a path's real location is
 * compared with, so a workspace reached through a link (/home/runner/work on some runners)
 * still holds its own files.
 */
function realWorkspaceRoot() {
    const root = (0,_workspace_path_js__WEBPACK_IMPORTED_MODULE_3__/* .workspaceRoot */ .o)();
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(root);
    }
    catch {
        return root;
    }
}
/** True when `path` is `root` or below it. */
function isInside(root, path) {
    const rest = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(root, path);
    return rest === '' || (!rest.startsWith(`..${node_path__WEBPACK_IMPORTED_MODULE_1__.sep}`) && rest !== '..' && !(0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(rest));
}
function isSystemPath(real) {
    return SYSTEM_TREES.some(tree => isInside(tree, real));
}
/**
 * Checks a named path: a path that is a link, or one inside the workspace, must resolve
 * inside the workspace; nothing under /proc or /sys; only a regular file or directory of the
 * kind asked for. Throws an InputError naming `input` for each refusal; a path that does not
 * exist or cannot be resolved throws the file system's error, which callers word themselves.
 */
function checkNamedPath(input, path, kind, form) {
    const own = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(path);
    const real = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(path);
    const refuse = (problem) => new _input_error_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .d(input, `names ${(0,_input_error_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .h)(path)}, ${problem}`, form);
    if (isSystemPath(real)) {
        throw refuse(`which resolves to ${(0,_input_error_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .h)(real)}, kernel state that is never evidence`);
    }
    const workspace = realWorkspaceRoot();
    const given = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(path);
    if ((own.isSymbolicLink() || isInside(workspace, given) || isInside((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(workspace), given)) &&
        !isInside(workspace, real)) {
        throw refuse(`which is a link to ${(0,_input_error_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .h)(real)}, outside the workspace ${(0,_input_error_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .h)(workspace)}; links are followed only inside it`);
    }
    const info = own.isSymbolicLink() ? (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(real) : own;
    const fits = (info.isFile() && kind !== 'directory') || (info.isDirectory() && kind !== 'file');
    if (!fits) {
        throw refuse(kind === 'file'
            ? 'which is not a regular file'
            : kind === 'directory'
                ? 'which is not a directory'
                : 'which is neither a regular file nor a directory');
    }
    return { path, real, info };
}


/***/ }),

/***/ 6622:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T: () => (/* binding */ readWorkspacePath),
/* harmony export */   o: () => (/* binding */ workspaceRoot)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _input_error_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9354);
/* harmony import */ var _runner_step_scope_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7719);
/**
 * An input naming a file the action writes (a downloaded audit package): in the workspace,
 * relative to it, or under RUNNER_TEMP (where evidence waits for actions/upload-artifact), so
 * a later step finds it and nothing the runner keeps elsewhere (its tools, another job's
 * files, ~/.ssh) can be overwritten. Never inside a .git folder, where a file becomes the
 * checkout's configuration or a hook that runs. A path that leaves those folders by "..", by
 * being absolute elsewhere, or through a symbolic link in any of its folders, a link that
 * points nowhere, and a name longer than a file system takes, are refused before any request.
 */




const EXPECTED = 'a file path inside the workspace (GITHUB_WORKSPACE), relative to it, or an absolute path ' +
    'under RUNNER_TEMP, outside any .git folder, such as audit/trail.tgz';
/** The longest name of one file or folder (NAME_MAX), and of a whole path (PATH_MAX less one). */
const MAX_NAME_BYTES = 255;
const MAX_PATH_BYTES = 4095;
/** The workspace the paths are taken from: GITHUB_WORKSPACE, else the working directory. */
function workspaceRoot(env = (0,_runner_step_scope_js__WEBPACK_IMPORTED_MODULE_3__/* .stepEnv */ .WH)()) {
    return (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(env.GITHUB_WORKSPACE || process.cwd());
}
/** The folders a written file may land in: the workspace, and RUNNER_TEMP when set. */
function writableRoots(env) {
    const roots = [workspaceRoot(env)];
    if (env.RUNNER_TEMP)
        roots.push((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(env.RUNNER_TEMP));
    return roots;
}
function readWorkspacePath(source, name, env = (0,_runner_step_scope_js__WEBPACK_IMPORTED_MODULE_3__/* .stepEnv */ .WH)()) {
    const given = source(name);
    if (given === undefined)
        return undefined;
    const refuse = (problem) => new _input_error_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .d(name, `has ${(0,_input_error_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .h)(given)}, ${problem}`, EXPECTED);
    const roots = writableRoots(env);
    const target = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(roots[0] ?? '', given);
    const root = roots.find(candidate => isInside(candidate, target, false));
    if (root === undefined)
        throw refuse('which is outside the workspace');
    const parts = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(root, target).split(node_path__WEBPACK_IMPORTED_MODULE_1__.sep);
    const long = parts.find(part => Buffer.byteLength(part) > MAX_NAME_BYTES);
    if (long !== undefined) {
        throw refuse(`whose name ${(0,_input_error_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .h)(long)} is longer than ${MAX_NAME_BYTES} bytes, the most a file system takes`);
    }
    if (Buffer.byteLength(target) > MAX_PATH_BYTES) {
        throw refuse(`which is longer than ${MAX_PATH_BYTES} bytes as a whole path`);
    }
    if (parts.some(isGitFolder))
        throw refuse(INSIDE_GIT);
    checkFolders(root, parts.slice(0, -1), roots, refuse);
    const existing = lstatOrUndefined(target);
    if (existing?.isDirectory())
        throw refuse('which is a folder');
    if (existing?.isSymbolicLink())
        throw refuse('which is a symbolic link');
    return target;
}
const INSIDE_GIT = 'which is inside a .git folder, where git keeps its configuration and hooks';
/**
 * Each folder on the way that exists: a real folder, or a link that resolves inside one of
 * `roots` and outside any .git folder there. The first missing one ends the walk (the
 * download creates it, and the rest, inside the last folder checked).
 */
function checkFolders(root, folders, roots, refuse) {
    let folder = root;
    for (const part of folders) {
        folder = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(folder, part);
        const info = lstatOrUndefined(folder);
        if (info === undefined)
            return;
        if (info.isSymbolicLink()) {
            const real = realpathOrUndefined(folder);
            if (real === undefined)
                throw refuse(`which goes through a link that points nowhere`);
            const landing = roots
                .map(candidate => realpathOrUndefined(candidate) ?? candidate)
                .find(candidate => isInside(candidate, real, true));
            if (landing === undefined)
                throw refuse('whose folder is a link to outside the workspace');
            if ((0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(landing, real).split(node_path__WEBPACK_IMPORTED_MODULE_1__.sep).some(isGitFolder))
                throw refuse(INSIDE_GIT);
        }
        else if (!info.isDirectory()) {
            throw refuse(`whose folder ${(0,_input_error_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .h)(part)} is a file`);
        }
    }
}
/**
 * ".git" in any case (case-insensitive file systems), and with the trailing dots and spaces
 * Windows drops from a name.
 */
function isGitFolder(part) {
    return part.replace(/[. ]+$/, '').toLowerCase() === '.git';
}
/** True when `path` is below `root` (or `root` itself, when `orEqual`). */
function isInside(root, path, orEqual) {
    const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(root, path);
    if (rel === '')
        return orEqual;
    return !rel.startsWith(`..${node_path__WEBPACK_IMPORTED_MODULE_1__.sep}`) && rel !== '..' && !(0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(rel);
}
function realpathOrUndefined(path) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(path);
    }
    catch {
        return undefined;
    }
}
function lstatOrUndefined(path) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(path);
    }
    catch {
        return undefined;
    }
}


/***/ }),

/***/ 6639:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $0: () => (/* binding */ parseYamlMapping),
/* harmony export */   L: () => (/* binding */ checkKeys),
/* harmony export */   Tp: () => (/* binding */ yamlOverBudget),
/* harmony export */   mr: () => (/* binding */ checkYamlMapping)
/* harmony export */ });
/* unused harmony export MAX_YAML_TOKENS */
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8815);
/* harmony import */ var _files_utf8_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2370);
/**
 * Checks that a text is YAML whose document is a mapping, in time linear in its size. The
 * `yaml` package's own duplicate-key check compares each key with every earlier key of its
 * mapping (40,000 keys: 12 s; a 10 MB mapping: over an hour), so it is off and duplicates
 * are found here with one Set per mapping, walking the document without recursion; so is a
 * key that is a list or a mapping, which the package could take hours to convert. Aliases
 * are expanded with the package's alias budget, so a "billion laughs" document is refused.
 * Before any of that, the text's tokens are counted against a budget (see MAX_YAML_TOKENS).
 */


/** The package's default: each alias may stand for at most 100 nodes once expanded. */
const MAX_ALIAS_COUNT = 100;
/**
 * The most YAML tokens a file input may hold. The package's parser takes about 4 s and
 * 600 MB per million list items (3 tokens each), so a 10 MB policy of one flow list would
 * take a minute and more memory than a runner has, and end in a crash rather than a
 * sentence. Two million is what the longest list a 1 MiB template can hold needs, and
 * thousands of times what a real template, policy, path spec or kubeconfig holds. Counting
 * needs only the lexer, which stops at the budget (about 0.4 s).
 */
const MAX_YAML_TOKENS = 2_000_000;
/**
 * Undefined when `text` holds at most MAX_YAML_TOKENS tokens; else what is wrong, as a
 * predicate of the file ("<file> holds more YAML than...").
 */
function yamlOverBudget(text) {
    const tokens = new yaml__WEBPACK_IMPORTED_MODULE_0__/* .Lexer */ .JG().lex(text);
    for (let count = 1; !tokens.next().done; count++) {
        if (count > MAX_YAML_TOKENS) {
            return `holds more YAML than any such file needs (over ${MAX_YAML_TOKENS.toLocaleString('en-US')} tokens, as in a list of millions of items)`;
        }
    }
    return undefined;
}
/**
 * Undefined when `source` (a file's bytes, read as UTF-8 by utf8Text, or text) is a YAML
 * mapping whose keys are names, none given twice in one mapping; else what is wrong, as the
 * end of a sentence that starts with the file ("which is not valid YAML (...)").
 */
function checkYamlMapping(source) {
    const parsed = parseYamlMapping(source);
    return 'problem' in parsed ? parsed.problem : undefined;
}
/**
 * The mapping a YAML file's bytes or text hold, read as checkYamlMapping checks them; or
 * what is wrong, in the same words.
 */
function parseYamlMapping(source) {
    const problem = (found) => ({ problem: found });
    const read = typeof source === 'string' ? { text: source } : (0,_files_utf8_text_js__WEBPACK_IMPORTED_MODULE_1__/* .utf8Text */ .H)(source);
    if ('problem' in read)
        return problem(`which ${read.problem}`);
    const { text } = read;
    const overBudget = yamlOverBudget(text);
    if (overBudget !== undefined)
        return problem(`which ${overBudget}`);
    let document;
    try {
        document = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .parseDocument */ .Tp)(text, { uniqueKeys: false });
    }
    catch (error) {
        return problem(describeFailure(error));
    }
    const error = document.errors[0];
    if (error)
        return problem(describeFailure(error));
    const contents = document.contents;
    if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(contents)) {
        const what = contents === null ? 'empty' : (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isSeq */ .oP)(contents) ? 'a list' : 'a single value';
        return problem(`whose YAML is ${what}, not a mapping`);
    }
    const keys = checkKeys(document, text, true);
    if (keys !== undefined)
        return problem(`which ${keys}`);
    try {
        // What the service will do with it: aliases are expanded, within a budget.
        return { value: document.toJS({ maxAliasCount: MAX_ALIAS_COUNT }) };
    }
    catch (error) {
        return problem(describeFailure(error));
    }
}
/**
 * What is wrong with the keys of a parsed document, as a predicate of the file ("uses a list
 * or a mapping as a key (line 3), ..."); undefined when no key is a list or a mapping (and,
 * with `refuseDuplicates`, none is given twice in one mapping). Checked before the document
 * is converted: the package turns a key that is a list or a mapping into a string, in time
 * exponential in how deeply such keys nest (300 nested keys, 600 bytes of text, take 3 s,
 * and each hundred more ten times as long), and no file the action reads has one. The walk
 * keeps its own stack, so a deep document cannot overflow it.
 */
function checkKeys(document, text, refuseDuplicates) {
    const pending = [document.contents];
    while (pending.length > 0) {
        const node = pending.pop();
        if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(node)) {
            const seen = new Set();
            for (const pair of node.items) {
                // An alias key is left to the package: it writes an alias of a list or a mapping as
                // its name ("*base") and counts it against the alias budget. Resolving each one here
                // would search the whole document once per alias.
                if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isCollection */ .P3)(pair.key)) {
                    return `uses a list or a mapping as a key (line ${lineOf(text, pair.key.range?.[0])}), where a name is expected`;
                }
                if (refuseDuplicates && (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(pair.key)) {
                    if (seen.has(pair.key.value)) {
                        return `is not valid YAML (the key ${JSON.stringify(String(pair.key.value)).slice(0, 80)} appears twice in one mapping)`;
                    }
                    seen.add(pair.key.value);
                }
                pending.push(pair.value);
            }
        }
        else if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isSeq */ .oP)(node)) {
            // One by one: spreading 500,000 items as arguments would overflow the stack.
            for (const item of node.items)
                pending.push(item);
        }
    }
    return undefined;
}
/** The 1-based line of a character offset of `text`. */
function lineOf(text, offset = 0) {
    let line = 1;
    for (let at = text.indexOf('\n'); at >= 0 && at < offset; at = text.indexOf('\n', at + 1))
        line++;
    return line;
}
function describeFailure(error) {
    const message = error instanceof Error ? error.message : String(error);
    if (/call stack/i.test(message)) {
        return 'which nests its collections deeper than the YAML parser can follow';
    }
    if (/alias/i.test(message)) {
        return 'which is not valid YAML (its aliases expand to too many nodes, as in a "billion laughs" document)';
    }
    const first = message.split('\n')[0] ?? '';
    return `which is not valid YAML (${first.replace(/[.:]+$/, '')})`;
}


/***/ })

};
