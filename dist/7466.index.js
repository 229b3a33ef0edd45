export const id = 7466;
export const ids = [7466];
export const modules = {

/***/ 3319:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  c: () => (/* binding */ fingerprintDirectory)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
;// CONCATENATED MODULE: ./src/fingerprint/bytes.ts
/**
 * The reference CLI is written in Go, where paths, file names and glob patterns are byte strings.
 * To reproduce its digests exactly (names that are not valid UTF-8, sorting by bytes, `?` matching
 * one UTF-8 sequence), this library carries paths as "byte strings": JS strings in which every
 * character code is one byte (latin1). Plain `<` comparison of such strings is byte order.
 */
/** Encodes text (as typed by a user) into a byte string of its UTF-8 bytes. */
function toByteString(text) {
    return Buffer.from(text, 'utf8').toString('latin1');
}
/** The raw bytes of a byte string, for file-system calls and hashing. */
function bytesOf(byteString) {
    return Buffer.from(byteString, 'latin1');
}
/** A byte string decoded as UTF-8, for messages shown to people. */
function readable(byteString) {
    return bytesOf(byteString).toString('utf8');
}
const RUNE_ERROR = 0xfffd;
/**
 * Decodes the UTF-8 sequence starting at `index` the way Go's utf8.DecodeRuneInString does:
 * returns [code point, width]; an invalid or truncated sequence yields [U+FFFD, 1].
 */
function decodeRune(byteString, index) {
    const available = byteString.length - index;
    if (available < 1)
        return [RUNE_ERROR, 0];
    const first = byteString.charCodeAt(index);
    if (first < 0x80)
        return [first, 1];
    let width;
    let low = 0x80;
    let high = 0xbf;
    if (first >= 0xc2 && first <= 0xdf) {
        width = 2;
    }
    else if (first >= 0xe0 && first <= 0xef) {
        width = 3;
        if (first === 0xe0)
            low = 0xa0; // no overlong encodings
        if (first === 0xed)
            high = 0x9f; // no UTF-16 surrogates
    }
    else if (first >= 0xf0 && first <= 0xf4) {
        width = 4;
        if (first === 0xf0)
            low = 0x90; // no overlong encodings
        if (first === 0xf4)
            high = 0x8f; // nothing above U+10FFFF
    }
    else {
        return [RUNE_ERROR, 1];
    }
    if (available < width)
        return [RUNE_ERROR, 1];
    const second = byteString.charCodeAt(index + 1);
    if (second < low || second > high)
        return [RUNE_ERROR, 1];
    let codePoint = (first & (0xff >> (width + 1))) * 64 + (second & 0x3f);
    for (let offset = 2; offset < width; offset++) {
        const next = byteString.charCodeAt(index + offset);
        if (next < 0x80 || next > 0xbf)
            return [RUNE_ERROR, 1];
        codePoint = codePoint * 64 + (next & 0x3f);
    }
    return [codePoint, width];
}
// Go's unicode.IsSpace: ASCII/Latin-1 spaces plus the Unicode White_Space code points. Not the same
// set as JS String.prototype.trim (which also strips U+FEFF and keeps U+0085).
const GO_SPACES = new Set([
    0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x20, 0x85, 0xa0, 0x1680, 0x2000, 0x2001, 0x2002, 0x2003, 0x2004,
    0x2005, 0x2006, 0x2007, 0x2008, 0x2009, 0x200a, 0x2028, 0x2029, 0x202f, 0x205f, 0x3000
]);
/** Go's strings.TrimSpace on a byte string. */
function trimSpace(byteString) {
    let start = 0;
    let end = 0;
    let sawContent = false;
    for (let index = 0; index < byteString.length;) {
        const [rune, width] = decodeRune(byteString, index);
        if (!GO_SPACES.has(rune)) {
            if (!sawContent)
                start = index;
            sawContent = true;
            end = index + width;
        }
        index += width;
    }
    return sawContent ? byteString.slice(start, end) : '';
}

// EXTERNAL MODULE: ./src/fingerprint/fingerprint-error.ts
var fingerprint_error = __webpack_require__(7331);
// EXTERNAL MODULE: ./src/files/regular-file.ts
var regular_file = __webpack_require__(5354);
;// CONCATENATED MODULE: ./src/fingerprint/go-match.ts

/**
 * Go's path/filepath.Match (Unix flavour) on byte strings: the glob syntax the reference CLI uses
 * for exclusions. `*` matches any run of non-"/" bytes, `?` one non-"/" UTF-8 sequence,
 * `[...]`/`[^...]` a class of code points with `lo-hi` ranges, and `\` escapes. There are no
 * braces, no `!` negation, and leading dots are not special. `**` is not handled here: the CLI
 * splits patterns on it before calling Glob (see glob.ts).
 */
/** Go's filepath.ErrBadPattern. */
class BadPatternError extends Error {
    constructor() {
        super('syntax error in pattern');
    }
}
/** Whether a path contains a character that makes Glob treat it as a pattern. */
function hasMeta(path) {
    return /[*?[\\]/.test(path);
}
/**
 * Reports whether the whole of `name` matches `pattern`; throws BadPatternError when the part of
 * the pattern Go examines is malformed (Go stops at the first failing chunk, and so does this).
 */
function match(pattern, name) {
    let rest = pattern;
    let subject = name;
    nextChunk: while (rest.length > 0) {
        const scanned = scanChunk(rest);
        rest = scanned.rest;
        const { star, chunk } = scanned;
        // A trailing star matches the rest of the name unless it crosses a separator.
        if (star && chunk === '')
            return !subject.includes('/');
        const here = matchChunk(chunk, subject);
        // The last chunk must consume the whole name, otherwise retry further along under the star.
        if (here !== undefined && (here.length === 0 || rest.length > 0)) {
            subject = here;
            continue;
        }
        if (star) {
            for (let skip = 0; skip < subject.length && subject[skip] !== '/'; skip++) {
                const after = matchChunk(chunk, subject.slice(skip + 1));
                if (after === undefined)
                    continue;
                if (rest.length === 0 && after.length > 0)
                    continue;
                subject = after;
                continue nextChunk;
            }
        }
        return false;
    }
    return subject.length === 0;
}
/** Throws BadPatternError if any part of the pattern is malformed, wherever it is. */
function assertWellFormed(pattern) {
    for (let rest = pattern; rest.length > 0;) {
        const scanned = scanChunk(rest);
        matchChunk(scanned.chunk, '');
        rest = scanned.rest;
    }
}
/** Splits off the next chunk: optional leading stars, then everything up to the next bare star. */
function scanChunk(pattern) {
    let index = 0;
    while (index < pattern.length && pattern[index] === '*')
        index++;
    const star = index > 0;
    const start = index;
    let inClass = false;
    for (; index < pattern.length; index++) {
        const char = pattern[index];
        if (char === '\\') {
            if (index + 1 < pattern.length)
                index++; // a dangling escape is reported by matchChunk
        }
        else if (char === '[') {
            inClass = true;
        }
        else if (char === ']') {
            inClass = false;
        }
        else if (char === '*' && !inClass) {
            break;
        }
    }
    return { star, chunk: pattern.slice(start, index), rest: pattern.slice(index) };
}
/**
 * Matches a star-free chunk against the start of `subject`; returns what is left of the subject,
 * or undefined when it does not match. Like Go, it keeps parsing the chunk after a mismatch so a
 * malformed chunk is always reported.
 */
function matchChunk(chunk, subject) {
    let failed = false;
    let position = 0;
    let index = 0;
    while (index < chunk.length) {
        failed = failed || position >= subject.length;
        const char = chunk[index];
        if (char === '[') {
            let rune = 0;
            if (!failed) {
                const [decoded, width] = decodeRune(subject, position);
                rune = decoded;
                position += width;
            }
            index++;
            let negated = false;
            if (index < chunk.length && chunk[index] === '^') {
                negated = true;
                index++;
            }
            let inClass = false;
            for (let ranges = 0;; ranges++) {
                if (index < chunk.length && chunk[index] === ']' && ranges > 0) {
                    index++;
                    break;
                }
                const low = classCharacter(chunk, index);
                let high = low;
                if (chunk[low.next] === '-')
                    high = classCharacter(chunk, low.next + 1);
                index = high.next;
                if (low.rune <= rune && rune <= high.rune)
                    inClass = true;
            }
            failed = failed || inClass === negated;
        }
        else if (char === '?') {
            if (!failed) {
                failed = subject[position] === '/';
                position += decodeRune(subject, position)[1];
            }
            index++;
        }
        else {
            if (char === '\\') {
                index++;
                if (index >= chunk.length)
                    throw new BadPatternError();
            }
            if (!failed) {
                failed = chunk[index] !== subject[position];
                position++;
            }
            index++;
        }
    }
    return failed ? undefined : subject.slice(position);
}
/** One possibly escaped character of a class (Go's getEsc); the class must continue after it. */
function classCharacter(chunk, start) {
    let index = start;
    const char = chunk[index];
    if (char === undefined || char === '-' || char === ']')
        throw new BadPatternError();
    if (char === '\\') {
        index++;
        if (index >= chunk.length)
            throw new BadPatternError();
    }
    const [rune, width] = decodeRune(chunk, index);
    if (rune === RUNE_ERROR && width === 1)
        throw new BadPatternError();
    const next = index + width;
    if (next >= chunk.length)
        throw new BadPatternError();
    return { rune, next };
}

;// CONCATENATED MODULE: ./src/fingerprint/go-path.ts
/**
 * Go's path/filepath Clean, Join and Split for Unix, on byte strings. The reference CLI decides
 * which entries are excluded by comparing path strings built with these functions, so the exact
 * lexical rules matter (e.g. Join cleans, a path returned by Glob unchanged may keep a "//").
 */
/** filepath.Clean: the shortest lexically equivalent path ("" becomes "."). */
function clean(path) {
    const rooted = path.startsWith('/');
    const parts = [];
    for (const part of path.split('/')) {
        if (part === '' || part === '.')
            continue;
        if (part === '..') {
            if (parts.length > 0 && parts[parts.length - 1] !== '..')
                parts.pop();
            else if (!rooted)
                parts.push('..'); // ".." at the start of a rooted path is dropped
            continue;
        }
        parts.push(part);
    }
    const joined = parts.join('/');
    if (rooted)
        return `/${joined}`;
    return joined === '' ? '.' : joined;
}
/** filepath.Join: the non-empty elements joined with "/" and cleaned; "" when all are empty. */
function join(...elements) {
    const first = elements.findIndex(element => element !== '');
    if (first === -1)
        return '';
    return clean(elements.slice(first).join('/'));
}
/** filepath.Split: [everything up to and including the last "/", the rest]. */
function split(path) {
    const cut = path.lastIndexOf('/') + 1;
    return [path.slice(0, cut), path.slice(cut)];
}

;// CONCATENATED MODULE: ./src/fingerprint/glob.ts




// File-system globbing exactly as the reference CLI does it: Go's filepath.Glob, extended with
// "**" by the yargevad/filepathx package. Both work on real directory listings and return path
// strings, and the CLI then excludes an entry only if its walk path is string-equal to one of
// them. That string comparison produces behaviour a pure pattern matcher would not, for example:
// "**/name" (no meta characters after the "**") does not exclude a top-level "name" itself,
// because Glob returns the unmatched spelling "root//name" for it, but it does exclude everything
// below it. All calls are synchronous: they run once, before the walk, and are many tiny stats.
// Paths are byte strings (see bytes.ts).
// Go's limit on recursive Glob calls (CVE-2022-30632).
const MAX_GLOB_DEPTH = 10000;
/** filepath.Glob plus filepathx's "**": every existing path the CLI considers matched. */
function globWithDoubleStar(pattern) {
    if (!pattern.includes('**'))
        return new Set(glob(pattern));
    // filepathx splits on "**" and expands part by part: each glob hit is walked, and every path
    // found by the walk becomes a prefix for the next part (so "**" spans zero or more levels).
    let prefixes = [''];
    let hits = new Set();
    for (const part of pattern.split('**')) {
        hits = new Set();
        for (const prefix of prefixes) {
            for (const found of glob(prefix + part))
                addWithDescendants(found, hits);
        }
        prefixes = [...hits];
    }
    return hits;
}
/** Go's filepath.Glob (Unix); throws BadPatternError for a malformed pattern. */
function glob(pattern, depth = 0) {
    if (depth === MAX_GLOB_DEPTH)
        throw new BadPatternError();
    match(pattern, ''); // Go checks the pattern this way before touching the disk
    if (!hasMeta(pattern))
        return exists(pattern) ? [pattern] : [];
    const [rawDir, file] = split(pattern);
    const dir = cleanGlobDir(rawDir);
    if (!hasMeta(dir))
        return matchesIn(dir, file, []);
    if (dir === pattern)
        throw new BadPatternError(); // Go's guard against endless recursion
    const matches = [];
    for (const parent of glob(dir, depth + 1))
        matchesIn(parent, file, matches);
    return matches;
}
/** Go's cleanGlobPath: "" is ".", "/" stays, otherwise one trailing separator is dropped. */
function cleanGlobDir(dir) {
    if (dir === '')
        return '.';
    if (dir === '/')
        return dir;
    return dir.slice(0, -1);
}
/** Appends Join(dir, name) for names in `dir` matching `pattern`; ignores I/O errors like Go. */
function matchesIn(dir, pattern, matches) {
    let names;
    try {
        if (!(0,external_node_fs_.statSync)(bytesOf(dir)).isDirectory())
            return matches;
        names = (0,external_node_fs_.readdirSync)(bytesOf(dir), { encoding: 'buffer' }).map(name => name.toString('latin1'));
    }
    catch {
        return matches;
    }
    names.sort();
    for (const name of names) {
        if (match(pattern, name))
            matches.push(join(dir, name));
    }
    return matches;
}
function exists(path) {
    try {
        return (0,external_node_fs_.lstatSync)(bytesOf(path), { throwIfNoEntry: false }) !== undefined;
    }
    catch {
        return false; // ENOTDIR and friends: Go's Lstat fails, so no match
    }
}
/**
 * Adds `path` and, if it is a real directory, everything below it (Go's filepath.Walk: symbolic
 * links are not followed; a path with a trailing "/" keeps its spelling while children are joined
 * and cleaned). Unlike Glob, Walk does not ignore I/O errors, and neither did the CLI: they throw.
 */
function addWithDescendants(path, into) {
    // A path already present was walked in full before, with the same spelling.
    if (into.has(path))
        return;
    const isDirectory = (0,external_node_fs_.lstatSync)(bytesOf(path)).isDirectory();
    addWalked(path, isDirectory, into);
}
function addWalked(path, isDirectory, into) {
    if (!isDirectory) {
        into.add(path);
        return;
    }
    const entries = (0,external_node_fs_.readdirSync)(bytesOf(path), { withFileTypes: true, encoding: 'buffer' });
    into.add(path);
    entries.sort((left, right) => Buffer.compare(left.name, right.name));
    for (const entry of entries) {
        addWalked(join(path, entry.name.toString('latin1')), entry.isDirectory(), into);
    }
}

;// CONCATENATED MODULE: ./src/fingerprint/exclusions.ts







/** The ignore file the reference CLI reads from the root of a directory artifact. */
const IGNORE_FILE_NAME = '.kosli_ignore';
/** The fingerprint's own inputs, which every artifact command shares. */
const FINGERPRINT_INPUTS = { path: 'artifact-path', exclude: 'exclude' };
// bufio.Scanner's default token limit: the CLI stops reading the ignore file (silently) at the
// first line this long, so later lines never take effect.
const MAX_IGNORE_LINE_BYTES = 64 * 1024;
/**
 * The patterns of an ignore file, read the way the CLI reads them: split on "\n" (a trailing "\r"
 * dropped), everything from the first "#" on is a comment, surrounding white space trimmed,
 * empty lines skipped. `content` is a byte string.
 */
function parseIgnoreFile(content) {
    const patterns = [];
    const lines = content.split('\n');
    if (lines[lines.length - 1] === '')
        lines.pop(); // the text after a final newline is no line
    for (const rawLine of lines) {
        if (rawLine.length >= MAX_IGNORE_LINE_BYTES)
            break;
        const line = rawLine.endsWith('\r') ? rawLine.slice(0, -1) : rawLine;
        const hash = line.indexOf('#');
        const pattern = trimSpace(hash === -1 ? line : line.slice(0, hash));
        if (pattern.length > 0)
            patterns.push(pattern);
    }
    return patterns;
}
/** The patterns of `<root>/.kosli_ignore`, or none when there is no such file. */
async function readIgnoreFile(root, shownRoot, names = FINGERPRINT_INPUTS) {
    let content;
    try {
        // Through links, as Go opens it; a regular file only, so a FIFO is refused, not waited on.
        const real = await (0,promises_.realpath)(bytesOf(join(root, IGNORE_FILE_NAME)), { encoding: 'buffer' });
        if ((await (0,promises_.stat)(real)).isDirectory())
            return [];
        content = (await (0,regular_file/* readRegularFile */.XF)(real)).content;
    }
    catch (error) {
        const code = (0,fingerprint_error/* errnoCode */.UK)(error);
        // Missing: nothing to ignore. A directory of that name: Go opens it and reads no lines.
        if (code === 'ENOENT')
            return [];
        throw new fingerprint_error/* FingerprintError */.dz(`Cannot read ${IGNORE_FILE_NAME} in ${names.path} "${shownRoot}" because ${(0,fingerprint_error/* describeFsFailure */.Jv)(error)}; make it a file the runner can read, or remove it.`, { cause: error });
    }
    return parseIgnoreFile(content.toString('latin1')).map(pattern => ({
        pattern,
        source: IGNORE_FILE_NAME
    }));
}
/** Turns the `exclude` input into patterns, refusing empty ones as the CLI's flag does. */
function excludeInputPatterns(exclude, names = FINGERPRINT_INPUTS) {
    return exclude.map(pattern => {
        if (pattern === '') {
            throw new fingerprint_error/* FingerprintError */.dz(`${names.exclude} contains an empty pattern, which usually means an unset variable; remove the empty entry or give it a value.`);
        }
        return { pattern: toByteString(pattern), source: 'exclude' };
    });
}
/**
 * Every path (spelled as the directory walk spells it: Join(root, relative path)) that the CLI
 * excludes: the union of the matches of Join(root, pattern) for each pattern.
 */
function collectExcludedPaths(root, patterns, shownRoot, names = FINGERPRINT_INPUTS) {
    const excluded = new Set();
    for (const { pattern, source } of patterns) {
        const where = source === 'exclude' ? `${names.exclude} pattern` : `${IGNORE_FILE_NAME} pattern`;
        try {
            assertWellFormed(pattern);
        }
        catch (error) {
            if (!(error instanceof BadPatternError))
                throw error;
            throw new fingerprint_error/* FingerprintError */.dz(`The ${where} "${readable(pattern)}" is not a valid glob (check its [ ] classes and \\ escapes); fix or remove it.`);
        }
        let matches;
        try {
            matches = globWithDoubleStar(join(root, pattern));
        }
        catch (error) {
            if (error instanceof BadPatternError) {
                // The CLI globs root + pattern, so glob characters in the root path itself count too.
                throw new fingerprint_error/* FingerprintError */.dz(`The ${where} "${readable(pattern)}" cannot be applied because ${names.path} "${shownRoot}" itself contains glob characters (*, ?, [ or \\); rename the directory or drop the pattern.`);
            }
            throw new fingerprint_error/* FingerprintError */.dz(`Cannot expand the ${where} "${readable(pattern)}" under ${names.path} "${shownRoot}" because ${(0,fingerprint_error/* describeFsFailure */.Jv)(error)}; fix the permissions or narrow the pattern.`, { cause: error });
        }
        for (const path of matches)
            excluded.add(path);
    }
    return excluded;
}

// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: external "node:perf_hooks"
var external_node_perf_hooks_ = __webpack_require__(643);
// EXTERNAL MODULE: external "node:worker_threads"
var external_node_worker_threads_ = __webpack_require__(5919);
// EXTERNAL MODULE: ./src/fingerprint/hash-worker.js
var hash_worker = __webpack_require__(7844);
;// CONCATENATED MODULE: ./src/fingerprint/hash-pool.ts
/**
 * Hashes the files of a directory fingerprint on every core: worker threads and the main
 * thread take files from one queue, each file read and hashed whole by one thread. Results
 * land on the job objects; the caller feeds them to its digest in walk order.
 *
 * Hashing is CPU-bound (SHA-256 of every byte) and so are the open/read/close calls of small
 * files, so the libuv pool alone cannot help: hashing would stay on the main thread. Workers
 * start only once a directory shows enough files to pay for their start-up (~30 ms each), and
 * the main thread hashes too, so a small directory never waits for a worker.
 */




/** Queued files that make starting the workers worth it (or any file over one read). */
const START_WORKERS_AT = 16;
/** How long the main thread hashes before it lets the walk and the workers' answers run. */
const MAIN_SLICE_MS = 4;
/** Files per message to a worker, and messages in flight per worker. */
const WORKER_BATCH = 64;
const BATCHES_IN_FLIGHT = 2;
const MAX_WORKERS = 3;
/** Taken jobs the queue may keep before it drops them (see compact). */
const COMPACT_AFTER = 1024;
/**
 * A worker holds a batch of paths and a 1 MiB read buffer (outside its heap): a small heap
 * is plenty, and without limits each worker's young generation grows as the main thread's
 * does, which peak RSS (all threads together) shows on a tree of 200,000 files. A worker
 * that runs out is retired and its files are hashed by the others.
 */
const WORKER_LIMITS = { maxYoungGenerationSizeMb: 1, maxOldGenerationSizeMb: 16 };
/**
 * The module each worker runs: the file hash the main thread uses, which answers batches of
 * paths in a thread. The bundler copies it beside the chunk that holds this module (dist/),
 * and from src/ it is the file itself.
 */
const WORKER_MODULE = __webpack_require__.ab + "hash-worker.js";
class FileHasher {
    queue = [];
    head = 0;
    workers = [];
    maxWorkers;
    started = false;
    closed = false;
    /** A file over one read was seen: big files make workers worth starting for a few. */
    sawLargeFile = false;
    /** Called on the main thread after a worker settled a batch (or stopped with one). */
    onSettled = () => undefined;
    constructor(options = {}) {
        this.maxWorkers =
            options.workers ?? Math.max(0, Math.min(MAX_WORKERS, (0,external_node_os_.availableParallelism)() - 1));
    }
    /** Files queued, not yet taken by a thread. */
    get queued() {
        return this.queue.length - this.head;
    }
    /** Jobs the queue still references, taken or not: bounded, however long the walk runs. */
    get retained() {
        return this.queue.length;
    }
    add(job) {
        this.queue.push(job);
    }
    /** Hands queued files to idle workers (starting them when worth it). */
    feed() {
        if (this.closed)
            return;
        const worthIt = this.queued >= START_WORKERS_AT || (this.sawLargeFile && this.queued > 0);
        if (!this.started && worthIt)
            this.startWorkers();
        for (const entry of this.workers) {
            while (entry.ready && entry.inFlight.length < BATCHES_IN_FLIGHT && this.queued > 0) {
                const batch = this.take(WORKER_BATCH);
                entry.inFlight.push(batch);
                entry.worker.postMessage(batch.map(job => job.path));
            }
        }
    }
    /**
     * Hashes up to `count` queued files on the main thread, one at a time, and stops early
     * after MAIN_SLICE_MS so that a few big files do not keep the workers waiting for work.
     */
    hashHere(count) {
        const deadline = external_node_perf_hooks_.performance.now() + MAIN_SLICE_MS;
        for (let done = 0; done < count && this.queued > 0; done++) {
            const job = this.queue[this.head++];
            try {
                const { hex, bytes } = (0,hash_worker/* hashFileSync */.iu)(job.path);
                job.hex = hex;
                if (bytes > hash_worker/* CHUNK_BYTES */.EC)
                    this.sawLargeFile = true;
            }
            catch (error) {
                job.error = error;
            }
            if (external_node_perf_hooks_.performance.now() > deadline)
                break;
        }
        this.compact();
    }
    /** Stops the workers; files still queued are left unhashed. */
    close() {
        this.closed = true;
        for (const { worker } of this.workers)
            void worker.terminate();
        this.workers.length = 0;
    }
    take(count) {
        const jobs = this.queue.slice(this.head, this.head + count);
        this.head += jobs.length;
        this.compact();
        return jobs;
    }
    /**
     * Drops the jobs already taken. The walk keeps adding while threads take, so the queue
     * may never drain before the end: waiting for it to empty would keep every finished job
     * (and its path and digest) alive for the whole walk, and memory would grow with the tree.
     */
    compact() {
        if (this.head === this.queue.length) {
            this.queue = [];
            this.head = 0;
        }
        else if (this.head >= COMPACT_AFTER) {
            this.queue = this.queue.slice(this.head);
            this.head = 0;
        }
    }
    startWorkers() {
        this.started = true;
        for (let index = 0; index < this.maxWorkers; index++) {
            let worker;
            try {
                worker = new external_node_worker_threads_.Worker(WORKER_MODULE, {
                    workerData: hash_worker/* HASH_WORKER */.YV,
                    resourceLimits: WORKER_LIMITS
                });
            }
            catch {
                return; // the main thread carries on alone
            }
            const entry = { worker, ready: false, inFlight: [] };
            worker.on('online', () => {
                entry.ready = true;
                this.feed();
            });
            worker.on('message', (answers) => {
                const batch = entry.inFlight.shift() ?? [];
                batch.forEach((job, at) => settle(job, answers[at]));
                this.feed();
                this.onSettled();
            });
            worker.on('error', () => this.retire(entry));
            worker.on('exit', () => this.retire(entry));
            this.workers.push(entry);
        }
    }
    /** A worker that failed or stopped early: its files go back to the queue for the others. */
    retire(entry) {
        const at = this.workers.indexOf(entry);
        if (at === -1)
            return;
        this.workers.splice(at, 1);
        const orphans = entry.inFlight.flat();
        entry.inFlight = [];
        this.queue = [...orphans, ...this.queue.slice(this.head)];
        this.head = 0;
        this.onSettled();
    }
}
function settle(job, answer) {
    if (typeof answer === 'string') {
        job.hex = answer;
        return;
    }
    const error = new Error(answer?.message ?? 'the hashing thread gave no answer');
    if (answer?.code)
        error.code = answer.code;
    job.error = error;
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
;// CONCATENATED MODULE: ./src/fingerprint/ordered-digest.ts

/**
 * A SHA-256 over a sequence of hex strings whose order is fixed by the directory walk while
 * some of them (file contents) are computed on other threads. Values are fed to the hash
 * strictly in the order they were appended, as soon as everything before them is known;
 * what has been fed is dropped, so memory follows the files in flight, not the tree.
 */
class OrderedDigest {
    hash = (0,external_node_crypto_.createHash)('sha256');
    items = [];
    head = 0;
    /** Appends a value that is already known. */
    append(hex) {
        if (this.head === this.items.length)
            this.hash.update(hex);
        else
            this.items.push(hex);
    }
    /** Appends a file whose hash will be set on the job later. */
    appendFile(job) {
        this.items.push(job);
    }
    /** True when every appended value has been fed to the hash. */
    get settled() {
        return this.head === this.items.length;
    }
    /**
     * Feeds the known values at the front of the sequence to the hash. A file that failed is
     * returned (the first in walk order), and the sequence stops there.
     */
    drain() {
        while (this.head < this.items.length) {
            const item = this.items[this.head];
            if (typeof item === 'string')
                this.hash.update(item);
            else if (item.hex !== undefined)
                this.hash.update(item.hex);
            else if (item.error !== undefined)
                return item;
            else
                break;
            this.head++;
        }
        if (this.head === this.items.length) {
            this.items = [];
            this.head = 0;
        }
        else if (this.head >= 4096) {
            this.items = this.items.slice(this.head);
            this.head = 0;
        }
        return undefined;
    }
    /** The lowercase hex digest; call once `settled`. */
    digest() {
        return this.hash.digest('hex');
    }
}

;// CONCATENATED MODULE: ./src/fingerprint/directory.ts









// The walk runs in slices on the main thread, between which the main thread hashes a few
// files itself and hands batches to the workers (hash-pool.ts); it pauses while this many
// files wait for a thread, which bounds memory on huge trees. Every queued file is a job
// that lives through garbage collections, and what survives is what makes the heap grow:
// on 200,000 files 512 peaked about 20 MiB lower than 4,096, at the same speed.
const WALK_SLICE = 256;
const MAIN_BATCH = 8;
const MAX_QUEUED_FILES = 512;
/**
 * Fingerprint of a directory artifact, byte for byte the reference Kosli CLI's: a depth-first,
 * pre-order walk (root not included) over entries sorted by the bytes of their names. For each
 * entry it appends hex(sha256(base name)); a directory is then descended; a symbolic link to a
 * directory appends hex(sha256(link target text)) and is not followed; anything else (a file or a
 * link to one) appends hex(sha256(content)). The result is sha256 of all those hex strings, so an
 * empty directory gives the SHA-256 of nothing. Excluded entries (the `exclude` patterns plus
 * the lines of `<root>/.kosli_ignore`, matched as the CLI matches them) are skipped, a directory
 * with its whole subtree; the ignore file itself is hashed unless a pattern excludes it.
 */
async function fingerprintDirectory(root, options = {}) {
    const names = options.inputs ?? FINGERPRINT_INPUTS;
    await assertIsDirectory(root, names.path);
    const rootBytes = toByteString(root);
    const patterns = [
        ...excludeInputPatterns(options.exclude ?? [], names),
        ...(await readIgnoreFile(rootBytes, root, names))
    ];
    const walk = {
        excluded: collectExcludedPaths(rootBytes, patterns, root, names),
        digest: new OrderedDigest(),
        hasher: new FileHasher(),
        shownRoot: root,
        names,
        stack: []
    };
    try {
        return await hashTree(rootBytes, walk);
    }
    finally {
        walk.hasher.close();
    }
}
async function assertIsDirectory(root, input) {
    if (root === '') {
        throw new fingerprint_error/* FingerprintError */.dz(`${input} is empty; set it to the directory to fingerprint.`);
    }
    let info;
    try {
        info = await (0,promises_.lstat)(root);
    }
    catch (error) {
        throw new fingerprint_error/* FingerprintError */.dz((0,fingerprint_error/* errnoCode */.UK)(error) === 'ENOENT'
            ? `${input} "${root}" does not exist; check the path and that an earlier step created the directory.`
            : `Cannot read ${input} "${root}" because ${(0,fingerprint_error/* describeFsFailure */.Jv)(error)}; check the path and its permissions.`, { cause: error });
    }
    if (info.isSymbolicLink()) {
        const target = await (0,promises_.stat)(root).catch(() => undefined);
        if (target?.isDirectory()) {
            // The CLI walks the link itself without following it and would report the digest of an
            // empty directory for any such link; refuse rather than produce that misleading value.
            throw new fingerprint_error/* FingerprintError */.dz(`${input} "${root}" is a symbolic link to a directory, which the reference Kosli CLI fingerprints as an empty directory; point ${input} at the real directory (or end it with "/").`);
        }
        if (target === undefined) {
            throw new fingerprint_error/* FingerprintError */.dz(`${input} "${root}" is a broken symbolic link; point it at the directory to fingerprint.`);
        }
        info = target;
    }
    if (!info.isDirectory()) {
        throw new fingerprint_error/* FingerprintError */.dz(`${input} "${root}" is not a directory; set artifact-type: file for a single file (or leave artifact-type empty to detect it).`);
    }
}
/**
 * Walks and hashes: each turn of the event loop reads up to WALK_SLICE entries, hands queued
 * files to the workers and hashes MAIN_BATCH of them here; answers from workers trigger
 * another turn. Resolves once the walk is done and every value is in the digest.
 */
function hashTree(rootBytes, walk) {
    walk.stack.push(readDirectory(rootBytes, walk));
    return new Promise((resolve, reject) => {
        let scheduled = false;
        let finished = false;
        const turn = () => {
            scheduled = false;
            if (finished)
                return;
            try {
                if (walk.stack.length > 0 && walk.hasher.queued < MAX_QUEUED_FILES) {
                    walkSlice(walk, WALK_SLICE);
                }
                walk.hasher.feed();
                walk.hasher.hashHere(MAIN_BATCH);
                const failed = walk.digest.drain();
                if (failed)
                    throw unreadable(failed.path, failed.error, walk);
                if (walk.stack.length === 0 && walk.digest.settled) {
                    finished = true;
                    resolve(walk.digest.digest());
                }
                else if (walk.stack.length > 0 || walk.hasher.queued > 0) {
                    schedule();
                } // else: the rest is with the workers, whose answers schedule the next turn
            }
            catch (error) {
                finished = true;
                reject(error);
            }
        };
        const schedule = () => {
            if (scheduled || finished)
                return;
            scheduled = true;
            setImmediate(turn);
        };
        walk.hasher.onSettled = schedule;
        turn();
    });
}
function readDirectory(dirPath, walk) {
    // Names read as Buffers cost a native allocation each, kept until a full collection finds
    // their Dirent. A latin1 string is the same bytes, one character each, compares in the same
    // order, and is cheaper to make and to compare.
    let entries;
    try {
        entries = (0,external_node_fs_.readdirSync)(bytesOf(dirPath), { withFileTypes: true, encoding: 'latin1' });
    }
    catch (error) {
        throw unreadable(dirPath, error, walk);
    }
    // Go's os.ReadDir sorts names as byte strings.
    entries.sort(byBytes);
    // filepath.Join(dirPath, name) is Clean(dirPath) + "/" + name for a plain entry name, which
    // never holds a "/" and is never "." or "..": clean once per directory, not once per entry.
    const base = clean(dirPath);
    return { prefix: base === '.' ? '' : base === '/' ? '/' : `${base}/`, entries, next: 0 };
}
function byBytes(left, right) {
    return left.name < right.name ? -1 : left.name > right.name ? 1 : 0;
}
/** SHA-256 of a byte string's bytes. */
function sha256OfName(name) {
    return (0,hash_worker/* sha256Hex */.fg)(Buffer.from(name, 'latin1'));
}
/** Visits up to `budget` entries in walk order: depth first, pre-order. */
function walkSlice(walk, budget) {
    const { stack } = walk;
    while (budget > 0 && stack.length > 0) {
        const frame = stack[stack.length - 1];
        const entry = frame.entries[frame.next++];
        if (entry === undefined) {
            stack.pop();
            continue;
        }
        budget--;
        const path = frame.prefix + entry.name;
        // An excluded directory is simply not descended, which drops its whole subtree.
        if (walk.excluded.has(path))
            continue;
        if (entry.isSymbolicLink()) {
            addSymbolicLink(path, entry.name, walk);
        }
        else if (entry.isDirectory()) {
            walk.digest.append(sha256OfName(entry.name));
            stack.push(readDirectory(path, walk));
        }
        else {
            assertReadableKind(path, entry, walk);
            walk.digest.append(sha256OfName(entry.name));
            addContent(path, walk);
        }
    }
}
function addSymbolicLink(path, name, walk) {
    let target;
    try {
        target = (0,external_node_fs_.statSync)(bytesOf(path));
    }
    catch (error) {
        const code = (0,fingerprint_error/* errnoCode */.UK)(error);
        if (code === 'ENOENT' || code === 'ELOOP') {
            throw new fingerprint_error/* FingerprintError */.dz(`${walk.names.path} "${walk.shownRoot}" contains the broken symbolic link "${readable(path)}", which cannot be fingerprinted; fix or delete the link, or list it in ${walk.names.exclude}.`, { cause: error });
        }
        throw unreadable(path, error, walk);
    }
    walk.digest.append(sha256OfName(name));
    if (target.isDirectory()) {
        // The link's own text ("../shared"), not the directory it points to.
        let linkText;
        try {
            linkText = (0,external_node_fs_.readlinkSync)(bytesOf(path), { encoding: 'buffer' });
        }
        catch (error) {
            throw unreadable(path, error, walk);
        }
        walk.digest.append((0,hash_worker/* sha256Hex */.fg)(linkText));
        return;
    }
    assertReadableKind(path, target, walk);
    addContent(path, walk);
}
function addContent(path, walk) {
    const job = { path };
    walk.digest.appendFile(job);
    walk.hasher.add(job);
}
/**
 * Sockets, FIFOs and devices: the CLI would fail to open them, block forever on a FIFO, or hash a
 * device's endless output. Refuse them with a fix instead.
 */
function assertReadableKind(path, kind, walk) {
    if (kind.isFile())
        return;
    throw new fingerprint_error/* FingerprintError */.dz(`${walk.names.path} "${walk.shownRoot}" contains "${readable(path)}", which is a socket, FIFO or device and cannot be fingerprinted; list it in ${walk.names.exclude} or remove it.`);
}
function unreadable(path, error, walk) {
    return new fingerprint_error/* FingerprintError */.dz(`Cannot read "${readable(path)}" in ${walk.names.path} "${walk.shownRoot}" because ${(0,fingerprint_error/* describeFsFailure */.Jv)(error)}; fix its permissions or list it in ${walk.names.exclude}.`, { cause: error });
}


/***/ }),

/***/ 8120:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   R: () => (/* binding */ fingerprintFile),
/* harmony export */   V: () => (/* binding */ sha256OfFile)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _fingerprint_error_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7331);
/* harmony import */ var _files_regular_file_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5354);
/* harmony import */ var _hash_worker_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7844);





// Large reads keep the syscall count low on big files; two buffers let the next read run while
// the current chunk is hashed. Memory stays constant: 2 MiB per file being hashed.
const CHUNK_BYTES = 1 << 20;
const MAX_SPARE_BUFFERS = 32;
// Buffers are reused across files so hashing thousands of small files does not allocate (and
// garbage-collect) megabytes per file.
const spareBuffers = [];
function takeBuffer() {
    return spareBuffers.pop() ?? Buffer.allocUnsafe(CHUNK_BYTES);
}
function returnBuffer(buffer) {
    if (spareBuffers.length < MAX_SPARE_BUFFERS)
        spareBuffers.push(buffer);
}
function readChunk(fd, into, position) {
    return new Promise((resolve, reject) => {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.read)(fd, into, 0, CHUNK_BYTES, position, (error, bytesRead) => {
            if (error)
                reject(error);
            else
                resolve(bytesRead);
        });
    });
}
/**
 * Lowercase hex SHA-256 of a file's bytes; throws the file system's own errors.
 *
 * A file that fits in one chunk is read synchronously: measured on 20,000 small files, that is
 * several times faster than going through the libuv thread pool (open, read, read, close each a
 * round trip), and hashing runs on the main thread either way. Bigger files continue with
 * asynchronous reads, the next chunk being read while the current one is hashed, so several of
 * them can be in flight at once.
 */
async function sha256OfFile(path) {
    // Checked as opened, without waiting: the path was checked before, and a FIFO put in its
    // place since would block the step for ever. A directory fails its first read (EISDIR).
    const fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.openSync)(path, _hash_worker_js__WEBPACK_IMPORTED_MODULE_4__/* .OPEN_WITHOUT_WAITING */ .Um);
    try {
        const info = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.fstatSync)(fd);
        if (!info.isFile() && !info.isDirectory())
            throw new _files_regular_file_js__WEBPACK_IMPORTED_MODULE_3__/* .NotRegularFileError */ .iZ(path.toString());
    }
    catch (error) {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.closeSync)(fd);
        throw error;
    }
    let filling = takeBuffer();
    let spare = takeBuffer();
    try {
        const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256');
        let position = 0;
        let bytesRead = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readSync)(fd, filling, 0, CHUNK_BYTES, position);
        while (bytesRead > 0) {
            position += bytesRead;
            const filled = filling;
            filling = spare;
            spare = filled;
            if (bytesRead < CHUNK_BYTES) {
                // Almost certainly the end; a synchronous read confirms it cheaply.
                hash.update(filled.subarray(0, bytesRead));
                bytesRead = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readSync)(fd, filling, 0, CHUNK_BYTES, position);
            }
            else {
                const reading = readChunk(fd, filling, position);
                hash.update(filled.subarray(0, bytesRead));
                bytesRead = await reading;
            }
        }
        return hash.digest('hex');
    }
    finally {
        // Every read started above has completed by now, so both buffers are free again.
        returnBuffer(filling);
        returnBuffer(spare);
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.closeSync)(fd);
    }
}
/** Fingerprint of a file artifact: lowercase hex SHA-256 of its bytes, read in constant memory. */
async function fingerprintFile(path) {
    try {
        return await sha256OfFile(path);
    }
    catch (error) {
        if ((0,_fingerprint_error_js__WEBPACK_IMPORTED_MODULE_2__/* .errnoCode */ .UK)(error) === 'EISDIR') {
            throw new _fingerprint_error_js__WEBPACK_IMPORTED_MODULE_2__/* .FingerprintError */ .dz(`artifact-path "${path}" is a directory, not a file; set artifact-type: dir (or leave artifact-type empty to detect it).`, { cause: error });
        }
        throw new _fingerprint_error_js__WEBPACK_IMPORTED_MODULE_2__/* .FingerprintError */ .dz(`Cannot read artifact-path "${path}" because ${(0,_fingerprint_error_js__WEBPACK_IMPORTED_MODULE_2__/* .describeFsFailure */ .Jv)(error)}; check the path and that an earlier step created the file.`, { cause: error });
    }
}


/***/ }),

/***/ 7331:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Jv: () => (/* binding */ describeFsFailure),
/* harmony export */   UK: () => (/* binding */ errnoCode),
/* harmony export */   dz: () => (/* binding */ FingerprintError)
/* harmony export */ });
/**
 * The one error type for every user-facing fingerprint failure. Its message is a single sentence
 * that names the action input at fault (`artifact-path`, `artifact-type` or `exclude`) and the fix,
 * so the action layer can print it as is.
 */
class FingerprintError extends Error {
    name = 'FingerprintError';
    constructor(message, options) {
        super(message, options);
    }
}
/** The errno code of a Node.js system error, if it is one. */
function errnoCode(error) {
    if (typeof error === 'object' && error !== null && 'code' in error) {
        const { code } = error;
        return typeof code === 'string' ? code : undefined;
    }
    return undefined;
}
/** A short, human reason for a failed file-system call, e.g. "permission denied (EACCES)". */
function describeFsFailure(error) {
    const code = errnoCode(error);
    switch (code) {
        case 'ENOENT':
            return 'it does not exist';
        case 'EACCES':
        case 'EPERM':
            return `permission denied (${code})`;
        case 'ELOOP':
            return 'it is a loop of symbolic links (ELOOP)';
        case 'ENOTDIR':
            return 'a part of the path is not a directory (ENOTDIR)';
        case 'EISDIR':
            return 'it is a directory (EISDIR)';
        case 'ENOTREGULAR':
            return 'it is not a regular file (a FIFO or a device)';
        case undefined:
            return error instanceof Error ? error.message : String(error);
        default:
            return `${code}`;
    }
}


/***/ }),

/***/ 7844:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EC: () => (/* binding */ CHUNK_BYTES),
/* harmony export */   Um: () => (/* binding */ OPEN_WITHOUT_WAITING),
/* harmony export */   YV: () => (/* binding */ HASH_WORKER),
/* harmony export */   fg: () => (/* binding */ sha256Hex),
/* harmony export */   iu: () => (/* binding */ hashFileSync)
/* harmony export */ });
/* unused harmony export sha256OfFileSync */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5919);
// @ts-check
/**
 * SHA-256 of a file, read synchronously, as the main thread and the hashing threads of
 * hash-pool.ts both compute it: this module is the one implementation, imported by the main
 * thread and started as a thread's module.
 *
 * JavaScript that imports only Node's own modules, so that a thread runs this very file: from
 * src/ (tests and tsx, where no TypeScript loader reaches a thread) and from dist/, where the
 * bundler copies it beside the chunks because hash-pool.ts names it with
 * `new URL('./hash-worker.js', import.meta.url)`. tsconfig.json checks it (`allowJs`).
 */




/** Read size, as in file.ts. */
const CHUNK_BYTES = 1 << 20

/** What hash-pool.ts hands a thread as `workerData`, so that only its threads serve batches. */
const HASH_WORKER = 'compliance-action:hash-files'

const buffer = Buffer.allocUnsafe(CHUNK_BYTES)

/**
 * Opened without waiting: a file the walk saw as a regular file but swapped for a FIFO
 * before it was hashed would otherwise block the thread, and the step, for ever (not even
 * SIGTERM ends a process whose thread waits in a read). O_NONBLOCK changes nothing for a
 * regular file; a FIFO then fails its first read (ESPIPE, as reads here name a position;
 * EAGAIN), and a device that reads as empty fails the check of an empty file.
 */
const OPEN_WITHOUT_WAITING = node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_RDONLY | node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_NONBLOCK

/**
 * The error a file that is not a regular file when it is read fails with: the code of
 * src/files/regular-file.ts's NotRegularFileError, which a thread running this file as is
 * cannot import.
 * @param {string | Buffer} path
 */
function notRegularFile(path) {
  return Object.assign(new Error(`${path.toString()} is not a regular file`), {
    code: 'ENOTREGULAR'
  })
}

/** What a read of a FIFO fails with: it cannot be read at a position, or has no data yet. */
const FIFO_READ_CODES = new Set(['ESPIPE', 'EAGAIN'])

/**
 * readSync, with a FIFO's failed read reported as what it means here: not a regular file.
 * @param {number} fd
 * @param {Buffer} into
 * @param {number} offset
 * @param {number} length
 * @param {number} position
 * @param {string | Buffer} path
 */
function readOrRefuse(fd, into, offset, length, position, path) {
  try {
    return (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readSync)(fd, into, offset, length, position)
  } catch (error) {
    const { code } = /** @type {{ code?: string }} */ (error)
    if (code !== undefined && FIFO_READ_CODES.has(code)) throw notRegularFile(path)
    throw error
  }
}

const NOT_ASCII = /[^\x20-\x7e]/

/**
 * A byte string as the file system takes it: as is when printable ASCII, else its bytes.
 * @param {string} path
 * @returns {string | Buffer}
 */
function fsPath(path) {
  return NOT_ASCII.test(path) ? Buffer.from(path, 'latin1') : path
}

/**
 * SHA-256 in one call (crypto.hash, Node 21.7+), without a Hash object per input.
 * @type {(data: Buffer) => string}
 */
const sha256Hex =
  typeof node_crypto__WEBPACK_IMPORTED_MODULE_0__.hash === 'function'
    ? data => (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.hash)('sha256', data)
    : data => (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(data).digest('hex')

/**
 * Lowercase hex SHA-256 of a file and its size, read in 1 MiB reads into one reused buffer
 * until a read returns 0 bytes (as Go's io.Copy does); `path` is a byte string.
 * @param {string} path
 * @returns {{ hex: string, bytes: number }}
 */
function hashFileSync(path) {
  const fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.openSync)(fsPath(path), OPEN_WITHOUT_WAITING)
  try {
    /** @type {import('node:crypto').Hash | undefined} */
    let hash
    let filled = 0
    let position = 0
    for (;;) {
      const bytesRead = readOrRefuse(fd, buffer, filled, CHUNK_BYTES - filled, position, path)
      if (bytesRead === 0) {
        // Only a file that reads as empty is checked: one system call less per file.
        if (position === 0 && !(0,node_fs__WEBPACK_IMPORTED_MODULE_1__.fstatSync)(fd).isFile()) throw notRegularFile(path)
        break
      }
      filled += bytesRead
      position += bytesRead
      if (filled === CHUNK_BYTES) {
        hash ??= (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256')
        hash.update(buffer)
        filled = 0
      }
    }
    if (!hash) return { hex: sha256Hex(buffer.subarray(0, filled)), bytes: position }
    hash.update(buffer.subarray(0, filled))
    return { hex: hash.digest('hex'), bytes: position }
  } finally {
    (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.closeSync)(fd)
  }
}

/**
 * Lowercase hex SHA-256 of a file; `path` is a byte string.
 * @param {string} path
 * @returns {string}
 */
function sha256OfFileSync(path) {
  return hashFileSync(path).hex
}

/**
 * A thread's answer for one file: its digest, or the file system's failure.
 * @param {string} path
 * @returns {string | { code?: string, message: string }}
 */
function answer(path) {
  try {
    return sha256OfFileSync(path)
  } catch (error) {
    const { code, message } = /** @type {{ code?: string, message?: string }} */ (error ?? {})
    return { code, message: String(message) }
  }
}

if (node_worker_threads__WEBPACK_IMPORTED_MODULE_2__.parentPort && node_worker_threads__WEBPACK_IMPORTED_MODULE_2__.workerData === HASH_WORKER) {
  const port = node_worker_threads__WEBPACK_IMPORTED_MODULE_2__.parentPort
  port.on('message', (/** @type {string[]} */ paths) => port.postMessage(paths.map(answer)))
}


/***/ })

};
