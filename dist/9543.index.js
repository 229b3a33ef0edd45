export const id = 9543;
export const ids = [9543];
export const modules = {

/***/ 9543:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  command: () => (/* binding */ command)
});

// EXTERNAL MODULE: ./src/attest/pipeline.ts + 2 modules
var pipeline = __webpack_require__(1086);
// EXTERNAL MODULE: ./src/inputs/input-error.ts
var input_error = __webpack_require__(9354);
// EXTERNAL MODULE: ./src/inputs/named-path.ts
var named_path = __webpack_require__(6646);
// EXTERNAL MODULE: ./src/inputs/parse.ts
var parse = __webpack_require__(3718);
// EXTERNAL MODULE: ./src/inputs/workspace-path.ts
var workspace_path = __webpack_require__(6622);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/attachments/attachment-part.ts
var attachment_part = __webpack_require__(7487);
// EXTERNAL MODULE: ./src/attachments/attachments.ts
var attachments = __webpack_require__(4444);
// EXTERNAL MODULE: ./src/attachments/pack.ts + 1 modules
var pack = __webpack_require__(2479);
// EXTERNAL MODULE: ./src/files/regular-file.ts
var regular_file = __webpack_require__(5354);
// EXTERNAL MODULE: ./src/service/attestation-types.ts
var attestation_types = __webpack_require__(3949);
;// CONCATENATED MODULE: ./src/commands/attest-junit/attachment.ts
/**
 * The result files as one attachment: a single file as it is, several packed into one
 * evidence.tgz, each under the path it was found at (the results directory's path and the
 * file's below it), by the packer every attachment goes through. That is how the vendor CLI
 * packs them (cmd/kosli/cli_utils.go, getPathOfEvidenceFileToUpload), so two modules' result
 * files of one name stay apart. With `attachments` too, both go in the same one archive.
 */






/**
 * What attest-junit attaches: the result files (upload-results), the attachments input, or
 * both packed into one evidence.tgz where every file keeps the path it was given or found at.
 */
function junitAttachment(inputs, files, log) {
    const own = {
        input: 'results-dir',
        paths: files,
        otherwise: 'upload-results: false',
        alone: () => buildResultsAttachment(files)
    };
    return (0,attachment_part/* withOwnFiles */.sQ)(inputs.attachments, inputs.uploadResults ? own : undefined, log);
}
async function buildResultsAttachment(files) {
    const names = files.map(attachments/* archivePath */.oM);
    let packed;
    if (files.length === 1 && files[0] !== undefined) {
        const { content } = await (0,regular_file/* readRegularFile */.XF)(files[0]);
        if (content.length > attestation_types/* MAX_ATTACHMENT_BYTES */.LY)
            throw overLimit(content.length);
        packed = (0,attachments/* packedAttachment */.QZ)((0,external_node_path_.basename)(files[0]), content, names, false);
    }
    else {
        // Each file is opened without following a link or waiting on a FIFO: a result file
        // swapped for one after it was counted fails here instead of carrying what it points to.
        const items = files.map((path, index) => ({ path, name: names[index] ?? path }));
        packed = (0,attachments/* packedAttachment */.QZ)(attachments/* ARCHIVE_NAME */.rX, await packResults(items), names, true);
    }
    return (0,attachment_part/* attachmentFilePart */.Hw)(packed);
}
async function packResults(items) {
    try {
        return await (0,pack/* gzipTar */.UP)(items, attestation_types/* MAX_ATTACHMENT_BYTES */.LY);
    }
    catch (error) {
        if (error instanceof pack/* PackedTooLarge */.g1)
            throw overLimit();
        // The file's own error (ELOOP for a link, ENOENT for a file gone) names its path. Node's
        // errors may come from another realm (a test's VM context), so no instanceof here.
        if (error instanceof pack/* PackItemError */.PE && isErrnoError(error.reason))
            throw error.reason;
        throw error;
    }
}
/** `size` when known; gzip stops as soon as the archive passes the limit. */
function overLimit(size) {
    const made = size === undefined ? `more than ${attestation_types/* MAX_ATTACHMENT_BYTES */.LY} bytes` : `${size} bytes`;
    return new Error(`The JUnit result files make an attachment of ${made}, over the service's 10 MB limit (${attestation_types/* MAX_ATTACHMENT_BYTES */.LY} bytes); nothing was sent. Set upload-results to false to send the counts without the files.`);
}
function isErrnoError(value) {
    return (typeof value === 'object' &&
        value !== null &&
        typeof value.code === 'string');
}

// EXTERNAL MODULE: external "node:url"
var external_node_url_ = __webpack_require__(3136);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(7975);
// EXTERNAL MODULE: ./node_modules/fast-xml-parser/src/xmlparser/XMLParser.js + 26 modules
var XMLParser = __webpack_require__(9658);
// EXTERNAL MODULE: ./node_modules/fast-xml-parser/src/fxp.js
var fxp = __webpack_require__(5824);
;// CONCATENATED MODULE: ./src/commands/attest-junit/xml-scan.ts
/**
 * V8 copies a slice shorter than this (SlicedString::kMinLength); a longer one is a view
 * into the string it was cut from.
 */
const SHORTEST_VIEW = 13;
/**
 * A copy of a value read from a document that holds on to nothing else. Each value of the
 * tree (an attribute, a text) of SHORTEST_VIEW characters or more holds the file's whole
 * text: a suite's name kept for the step would keep every result file read alive, and
 * promoting them all through the young generation took a fifth of the step. Joining it to a
 * character and slicing that off makes V8 copy it. A shorter value is already a copy.
 */
function detached(value) {
    return value.length < SHORTEST_VIEW ? value : ` ${value}`.slice(1);
}
/**
 * The elements whose text is kept: a failure's or an error's message, when no attribute
 * holds it (jest-junit writes it only as text).
 */
const TEXT_ELEMENTS = new Set(['failure', 'error']);
/** Adds a piece of character data to the element's text, as the full path does. */
function addText(element, piece) {
    if (piece === '')
        return;
    element.text = element.text === undefined ? piece : `${element.text}\n${piece}`;
}
/** Deeper documents take the full path, which words the depth limit. */
const MAX_FAST_DEPTH = 32;
const NAME = '[A-Za-z][A-Za-z0-9_.-]*(?::[A-Za-z][A-Za-z0-9_.-]*)?';
const OPEN_NAME = new RegExp(`<(${NAME})`, 'y');
const ATTRIBUTE = new RegExp(`[ \\t\\n]+(${NAME})=(?:"([^"<]*)"|'([^'<]*)')`, 'y');
const TAG_END = /[ \t\n]*(\/?)>/y;
const CLOSE = new RegExp(`</(${NAME})>`, 'y');
const DECLARATION = /<\?xml(?:[ \t\n]+[A-Za-z]+=(?:"[^"<>?]*"|'[^'<>?]*'))*[ \t\n]*\?>/y;
const REFERENCE = /&(?:#[0-9]{1,7}|#x[0-9a-fA-F]{1,6}|[A-Za-z][A-Za-z0-9]{0,15});/y;
const BLANK = /^[ \t\n]*$/;
const PREDEFINED = new Map([
    ['lt', '<'],
    ['gt', '>'],
    ['amp', '&'],
    ['quot', '"'],
    ['apos', "'"]
]);
const HEX_REFERENCE = /^#x[0-9a-fA-F]+$/;
const DECIMAL_REFERENCE = /^#[0-9]+$/;
/**
 * XML's predefined entities and character references; any other reference stays as written.
 * A loop over the `&`s rather than a replace with a callback: a test name often holds a few
 * (`&lt;`), and this runs once per attribute of every test case.
 */
function decodeReferences(value) {
    let amp = value.indexOf('&');
    if (amp === -1)
        return value;
    let decoded = '';
    let from = 0;
    while (amp !== -1) {
        const semicolon = value.indexOf(';', amp + 1);
        if (semicolon === -1)
            break;
        const character = referenced(value.slice(amp + 1, semicolon));
        if (character === undefined) {
            amp = value.indexOf('&', amp + 1);
            continue;
        }
        decoded += value.slice(from, amp) + character;
        from = semicolon + 1;
        amp = value.indexOf('&', from);
    }
    return decoded + value.slice(from);
}
/** What `&ref;` stands for, or undefined to leave it as written. */
function referenced(ref) {
    if (ref.charCodeAt(0) !== 0x23 /* # */)
        return PREDEFINED.get(ref);
    const hex = ref.charCodeAt(1) === 0x78; /* x */
    if (!(hex ? HEX_REFERENCE : DECIMAL_REFERENCE).test(ref))
        return undefined;
    const code = hex ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
    return code <= 0x10ffff ? String.fromCodePoint(code) : undefined;
}
/**
 * Names an object would already answer to: the full parser refuses or renames them. A set,
 * not `name in Object.prototype`: that lookup, once per tag and attribute, was a tenth of
 * the scan's time.
 */
const RESERVED = new Set([...Object.getOwnPropertyNames(Object.prototype), 'prototype']);
const reserved = (name) => RESERVED.has(name);
/**
 * Where the next `&` of the document is, at or after a position that only moves forward.
 * `indexOf` cannot stop at the end of a run of text: asked afresh for every run, it would
 * read on to the next `&` of the file, or to its end, each time (quadratic in a file of many
 * small elements without one). Remembering the answer reads each stretch once.
 */
class Ampersands {
    text;
    /** The last answer: -1 when no `&` follows it; -2 before the first question. */
    found = -2;
    constructor(text) {
        this.text = text;
    }
    /** The first `&` at or after `from`, or -1 (`from` never goes back). */
    from(from) {
        if (this.found === -1 || this.found >= from)
            return this.found;
        this.found = this.text.indexOf('&', from);
        return this.found;
    }
}
/** Text between tags: blank outside the root, every `&` the start of a reference. */
function plainText(text, ampersands, from, to, inside) {
    if (!inside)
        return BLANK.test(text.slice(from, to));
    for (let at = ampersands.from(from); at !== -1 && at < to; at = ampersands.from(at + 1)) {
        REFERENCE.lastIndex = at;
        if (!REFERENCE.test(text) || REFERENCE.lastIndex > to)
            return false;
    }
    return true;
}
/**
 * The document's elements, or undefined when the document is not in the plain shape (the
 * caller then takes the full path).
 */
function scanPlainXml(source) {
    // As the full parser does before it reads anything.
    const text = source.includes('\r') ? source.replace(/\r\n?/g, '\n') : source;
    const roots = [];
    const stack = [];
    // The element on top whose text is kept, and its text since the last tag or CDATA section
    // (a comment does not end a run of text, as it does not for the full parser).
    let keeping;
    let pending = '';
    const flush = () => {
        if (keeping && pending !== '')
            addText(keeping, decodeReferences(pending.trim()));
        pending = '';
    };
    const onTop = () => {
        const top = stack.at(-1);
        keeping = top !== undefined && TEXT_ELEMENTS.has(top.name) ? top : undefined;
    };
    const ampersands = new Ampersands(text);
    let at = 0;
    DECLARATION.lastIndex = 0;
    if (text.startsWith('<?') && DECLARATION.test(text))
        at = DECLARATION.lastIndex;
    for (;;) {
        const open = text.indexOf('<', at);
        const end = open === -1 ? text.length : open;
        if (!plainText(text, ampersands, at, end, stack.length > 0))
            return undefined;
        if (open === -1)
            break;
        if (keeping)
            pending += text.slice(at, end);
        const next = text.charCodeAt(open + 1);
        if (next === 0x21 /* ! */) {
            const close = skipMarkup(text, open, stack.length > 0);
            if (close === -1)
                return undefined;
            if (keeping && text.charCodeAt(open + 2) === 0x5b /* [ */) {
                flush();
                addText(keeping, text.slice(open + 9, close - 3).trim());
            }
            at = close;
        }
        else if (next === 0x2f /* / */) {
            CLOSE.lastIndex = open;
            const match = CLOSE.exec(text);
            flush();
            const element = stack.pop();
            if (!match || element === undefined || match[1] !== element.name)
                return undefined;
            at = CLOSE.lastIndex;
            onTop();
        }
        else {
            flush();
            OPEN_NAME.lastIndex = open;
            const match = OPEN_NAME.exec(text);
            if (!match)
                return undefined;
            const name = match[1];
            if (reserved(name))
                return undefined;
            const element = { name, attributes: {}, children: [] };
            at = OPEN_NAME.lastIndex;
            for (;;) {
                ATTRIBUTE.lastIndex = at;
                const attribute = ATTRIBUTE.exec(text);
                if (!attribute)
                    break;
                const key = attribute[1];
                if (reserved(key) || Object.hasOwn(element.attributes, key))
                    return undefined;
                element.attributes[key] = decodeReferences((attribute[2] ?? attribute[3] ?? '').trim());
                at = ATTRIBUTE.lastIndex;
            }
            TAG_END.lastIndex = at;
            const tagEnd = TAG_END.exec(text);
            if (!tagEnd)
                return undefined;
            at = TAG_END.lastIndex;
            const parent = stack.at(-1);
            if (parent)
                parent.children.push(element);
            else if (roots.length > 0)
                return undefined;
            else
                roots.push(element);
            if (tagEnd[1] !== '/') {
                stack.push(element);
                if (stack.length > MAX_FAST_DEPTH)
                    return undefined;
                onTop();
            }
        }
    }
    return stack.length === 0 && roots.length === 1 ? roots : undefined;
}
/** The end of a comment or (inside the root) CDATA section at `open`; -1 for anything else. */
function skipMarkup(text, open, inside) {
    if (text.startsWith('<!--', open)) {
        const close = text.indexOf('-->', open + 4);
        return close === -1 ? -1 : close + 3;
    }
    if (inside && text.startsWith('<![CDATA[', open)) {
        const close = text.indexOf(']]>', open + 9);
        return close === -1 ? -1 : close + 3;
    }
    return -1;
}

;// CONCATENATED MODULE: ./src/commands/attest-junit/xml.ts
/**
 * Reads one XML result file into an element tree: decodes its bytes by BOM or declared
 * encoding, checks it is well formed, and parses it (in one pass when it is plain, see
 * xml-scan.ts) with entity processing off, so entities
 * a DTD declares are never expanded (no billion-laughs). The five predefined entities and
 * character references are decoded afterwards, only in the attribute values that are read.
 */




/** Result files over this size are refused before they are read: 32 MiB. */
const MAX_RESULT_FILE_BYTES = 32 * 1024 * 1024;
/** Elements nested deeper than this are refused (JUnit reports nest a few levels). */
const MAX_DEPTH = 64;
/** A result file that cannot be read as JUnit XML: the message names the file and why. */
class JUnitFileError extends Error {
}
/**
 * The encoding of an XML document: a byte order mark wins; then UTF-16 recognised by its
 * first character; then the declaration's `encoding`; UTF-8 otherwise (XML's default).
 */
function detectEncoding(bytes) {
    if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)
        return { encoding: 'utf-8', skip: 3 };
    if (bytes[0] === 0xff && bytes[1] === 0xfe)
        return { encoding: 'utf-16le', skip: 2 };
    if (bytes[0] === 0xfe && bytes[1] === 0xff)
        return { encoding: 'utf-16be', skip: 2 };
    if (bytes[0] === 0x3c && bytes[1] === 0x00 && bytes[2] === 0x3f && bytes[3] === 0x00)
        return { encoding: 'utf-16le', skip: 0 };
    if (bytes[0] === 0x00 && bytes[1] === 0x3c && bytes[2] === 0x00 && bytes[3] === 0x3f)
        return { encoding: 'utf-16be', skip: 0 };
    // The declaration is ASCII in every ASCII-compatible encoding; it must come first.
    const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.length, 256)).toString('latin1');
    if (head.startsWith('<?xml')) {
        const end = head.indexOf('?>');
        const declaration = end === -1 ? head : head.slice(0, end);
        const declared = /\sencoding\s*=\s*["']([A-Za-z][A-Za-z0-9._-]*)["']/.exec(declaration);
        if (declared?.[1])
            return { encoding: declared[1].toLowerCase(), skip: 0 };
    }
    return { encoding: 'utf-8', skip: 0 };
}
/**
 * One decoder per encoding for all the files of a step: a decoder used without `stream`
 * keeps nothing from one call to the next, and making one costs more than decoding a small
 * file. Only encodings TextDecoder knows get one, so the map stays as small as its labels.
 */
const decoders = new Map();
function decoderFor(encoding) {
    let decoder = decoders.get(encoding);
    if (decoder === undefined) {
        decoder = new external_node_util_.TextDecoder(encoding, { fatal: true });
        decoders.set(encoding, decoder);
    }
    return decoder;
}
function decodeXml(bytes, path) {
    const { encoding, skip } = detectEncoding(bytes);
    let decoder;
    try {
        decoder = decoderFor(encoding);
    }
    catch {
        throw new JUnitFileError(`${path} declares the encoding "${encoding}", which cannot be decoded; write the results as UTF-8, UTF-16 or ISO-8859-1`);
    }
    try {
        return decoder.decode(bytes.subarray(skip));
    }
    catch {
        // Whatever a failed decoding may have left in it, the next file gets a fresh decoder.
        decoders.delete(encoding);
        throw new JUnitFileError(`${path} is not valid ${encoding.toUpperCase()}: its bytes do not match the encoding it declares (or UTF-8, when it declares none)`);
    }
}
const parser = new XMLParser/* default */.A({
    preserveOrder: true,
    ignoreAttributes: false,
    attributeNamePrefix: '',
    allowBooleanAttributes: true,
    parseAttributeValue: false,
    parseTagValue: false,
    // Entities stay as written: nothing a DTD declares is ever expanded.
    processEntities: false,
    htmlEntities: false,
    ignoreDeclaration: true,
    ignorePiTags: true,
    // CDATA apart from text: its content is kept as written, with no reference decoded.
    cdataPropName: '#cdata',
    maxNestedTags: MAX_DEPTH
});
function toElements(nodes, depth, path) {
    if (!Array.isArray(nodes))
        return [];
    if (depth > MAX_DEPTH) {
        throw new JUnitFileError(`${path} nests elements deeper than ${MAX_DEPTH} levels`);
    }
    const elements = [];
    for (const node of nodes) {
        const name = Object.keys(node).find(key => key !== ':@');
        // Text, comments and CDATA carry nothing the counts need.
        if (name === undefined || name.startsWith('#') || name.startsWith('?'))
            continue;
        const raw = (node[':@'] ?? {});
        const attributes = {};
        for (const [key, value] of Object.entries(raw)) {
            attributes[key] = typeof value === 'string' ? decodeReferences(value) : '';
        }
        const element = {
            name,
            attributes,
            children: toElements(node[name], depth + 1, path)
        };
        if (TEXT_ELEMENTS.has(name))
            keepText(element, node[name]);
        elements.push(element);
    }
    return elements;
}
/** The element's text, as the one-pass reader gathers it (the parser has trimmed each run). */
function keepText(element, nodes) {
    if (!Array.isArray(nodes))
        return;
    for (const node of nodes) {
        if ('#text' in node)
            addText(element, decodeReferences(String(node['#text'])));
        const cdata = node['#cdata'];
        if (Array.isArray(cdata))
            addText(element, String(cdata[0]?.['#text'] ?? '').trim());
    }
}
/** The validator quotes what it found, which can be the whole file: a message keeps this much. */
const MAX_REASON_CHARS = 200;
/** The document's top-level elements (several are accepted, as the reference client does). */
function parseXml(text, path) {
    // Most result files are plain and take one pass; the rest are validated, then parsed.
    const plain = scanPlainXml(text);
    if (plain)
        return plain;
    return parseInFull(text, path);
}
/** The full path: fast-xml-parser's validator (for its wording of errors), then its parser. */
function parseInFull(text, path) {
    // Before the validator, which keeps every open tag and, for a file of 10 million of them,
    // takes 11 s and 2 GB to say so in a message of as many characters.
    refuseDeepElements(text, path);
    const valid = fxp/* XMLValidator */.iI.validate(text, { allowBooleanAttributes: true });
    if (valid !== true) {
        const { msg, line, col } = valid.err;
        const reason = msg.length > MAX_REASON_CHARS ? `${msg.slice(0, MAX_REASON_CHARS)}…` : msg.replace(/\.$/, '');
        throw new JUnitFileError(`${path} is not well-formed XML (line ${line}, column ${col}: ${reason.replace(/\s+/g, ' ')})`);
    }
    let nodes;
    try {
        nodes = parser.parse(text);
    }
    catch (error) {
        const reason = error instanceof Error ? error.message.replace(/\.$/, '') : String(error);
        if (/nested tags/i.test(reason)) {
            throw new JUnitFileError(`${path} nests elements deeper than ${MAX_DEPTH} levels`);
        }
        throw new JUnitFileError(`${path} could not be parsed as XML (${reason})`);
    }
    return toElements(nodes, 0, path);
}
/**
 * Refuses elements nested deeper than MAX_DEPTH in one pass over the text, without parsing
 * it: comments, CDATA, processing instructions and declarations are skipped, and quoted
 * attribute values may hold `>`. Malformed text stops the scan; the validator then says why.
 */
function refuseDeepElements(text, path) {
    let depth = 0;
    let at = text.indexOf('<');
    while (at !== -1 && at < text.length) {
        const end = tagEnd(text, at);
        if (end === -1)
            return;
        const next = text.charCodeAt(at + 1);
        if (next === 0x2f /* / */) {
            depth--;
        }
        else if (next !== 0x21 /* ! */ && next !== 0x3f /* ? */ && text[end - 1] !== '/') {
            depth++;
            if (depth > MAX_DEPTH) {
                throw new JUnitFileError(`${path} nests elements deeper than ${MAX_DEPTH} levels`);
            }
        }
        at = text.indexOf('<', end + 1);
    }
}
/** The index of the `>` that ends the markup starting at `start`, or -1. */
function tagEnd(text, start) {
    if (text.startsWith('<!--', start))
        return endOf(text.indexOf('-->', start + 4), 2);
    if (text.startsWith('<![CDATA[', start))
        return endOf(text.indexOf(']]>', start + 9), 2);
    if (text.startsWith('<?', start))
        return endOf(text.indexOf('?>', start + 2), 1);
    if (text.startsWith('<!', start)) {
        // A DOCTYPE's internal subset holds declarations of its own, each with a `>`.
        const close = text.indexOf('>', start);
        const open = text.indexOf('[', start);
        if (open === -1 || close === -1 || close < open)
            return close;
        return endOf(text.indexOf(']>', open), 1);
    }
    // An element's tag: a `>` inside a quoted attribute value does not end it.
    let quote = 0;
    for (let i = start + 1; i < text.length; i++) {
        const code = text.charCodeAt(i);
        if (quote !== 0) {
            if (code === quote)
                quote = 0;
        }
        else if (code === 0x22 || code === 0x27) {
            quote = code;
        }
        else if (code === 0x3e /* > */) {
            return i;
        }
    }
    return -1;
}
function endOf(found, extra) {
    return found === -1 ? -1 : found + extra;
}

;// CONCATENATED MODULE: ./src/commands/attest-junit/trace-frames.ts
/**
 * Where a failing test is, read from its failure's stack trace, for result files that give no
 * `file` and `line` (Maven Surefire and Gradle never do). Each form yields the frames of the
 * test's own code, in the order the trace lists them:
 *
 * - Java and the JVM (`at com.acme.PriceTest.total(PriceTest.java:21)`): only frames of the
 *   test's class (its `classname`, nested classes `Outer$Inner` included), never a framework's;
 *   such a frame names a package and a file name, which the workspace is then searched for.
 * - Python (`File "tests/test_x.py", line 12`, and pytest's own `tests/test_x.py:12: Error`),
 *   JavaScript (`at fn (/path/x.test.js:10:5)`, vitest's `❯ src/x.test.ts:10:5`) and .NET
 *   (`at A.B.C() in /path/File.cs:line 42`): frames that name a path, library code left out.
 *
 * A trace is text from a file: only its start is read, each line is cut before it is matched,
 * and every pattern is linear, so a hostile trace costs no more than a long one.
 */


/** How much of a failure's text is read for frames, and how long one line may be. */
const MAX_TRACE_CHARS = 256 * 1024;
const MAX_LINE_CHARS = 2000;
/** Frames kept per failing test: the first one is used, or the first in the result file's file. */
const MAX_FRAMES = 8;
/**
 * Packages of test frameworks, assertion libraries, runners and reflection. A frame locates a
 * test when its class is the test's; a classname written without its package (some reporters
 * write the simple name) is matched by name, and then never to a class of these.
 */
const JVM_FRAMEWORK_PACKAGES = [
    'org.junit.',
    'junit.',
    'org.testng.',
    'org.opentest4j.',
    'org.assertj.',
    'org.hamcrest.',
    'org.mockito.',
    'org.spockframework.',
    'kotlin.',
    'kotlinx.',
    'scala.',
    'org.scalatest.',
    'org.gradle.',
    'org.apache.maven.',
    'sun.',
    'java.',
    'javax.',
    'jdk.',
    'com.sun.',
    'worker.org.gradle.'
];
/** A line number as frames write it. */
const DIGITS = /^\d{1,9}$/;
/** A JVM source file name as frames write it: no folder, an extension. */
const JVM_FILE_NAME = /^[A-Za-z0-9_$][A-Za-z0-9_$.-]*\.[A-Za-z]{1,10}$/;
/** The frames of a test's own code in its failure's text, the first first; at most MAX_FRAMES. */
function traceFrames(text, className) {
    if (!text)
        return [];
    const frames = [];
    const testClass = topLevelClass(className);
    for (const raw of text.slice(0, MAX_TRACE_CHARS).split('\n')) {
        const line = raw.length > MAX_LINE_CHARS ? raw.slice(0, MAX_LINE_CHARS) : raw;
        const frame = jvmFrame(line, testClass) ?? pathFrame(line, className);
        if (frame === undefined)
            continue;
        frames.push(frame);
        if (frames.length === MAX_FRAMES)
            break;
    }
    return frames;
}
/** `Outer` of `com.acme.Outer$Inner`: the class its source file is named for. */
function topLevelClass(name) {
    const dollar = name.indexOf('$');
    return (dollar === -1 ? name : name.slice(0, dollar)).trim();
}
/**
 * `at [loader/][module@version/]com.acme.PriceTest$Inner.method(PriceTest.java:21)`: a frame of
 * the test's class. Read from the line's ends, not matched by one pattern: a Kotlin method may
 * hold spaces, and a pattern with two open-ended groups backtracks on a line of brackets.
 */
function jvmFrame(line, testClass) {
    if (testClass === '')
        return undefined;
    const text = line.trim();
    if (!text.startsWith('at ') || !text.endsWith(')'))
        return undefined;
    const open = text.lastIndexOf('(');
    if (open === -1)
        return undefined;
    const place = text.slice(open + 1, -1);
    const colon = place.lastIndexOf(':');
    const fileName = place.slice(0, colon);
    const lineText = place.slice(colon + 1);
    if (colon === -1 || !DIGITS.test(lineText) || !JVM_FILE_NAME.test(fileName))
        return undefined;
    const method = text.slice(3, open).trim();
    const qualified = method.slice(method.lastIndexOf('/') + 1);
    const dotBeforeMethod = qualified.lastIndexOf('.');
    if (dotBeforeMethod <= 0)
        return undefined;
    const frameClass = topLevelClass(qualified.slice(0, dotBeforeMethod));
    if (!isTestClass(frameClass, testClass))
        return undefined;
    const number = Number(lineText);
    if (number < 1)
        return undefined;
    const dot = frameClass.lastIndexOf('.');
    return {
        kind: 'class',
        packagePath: dot === -1 ? '' : detached(frameClass.slice(0, dot).replaceAll('.', '/')),
        fileName: detached(fileName),
        line: number
    };
}
/** The frame's class is the test's: the same, or (a classname without package) of that name. */
function isTestClass(frameClass, testClass) {
    if (frameClass === testClass)
        return true;
    return (!testClass.includes('.') &&
        frameClass.endsWith(`.${testClass}`) &&
        !JVM_FRAMEWORK_PACKAGES.some(framework => frameClass.startsWith(framework)));
}
/** Folders of installed packages and runtimes: a test's own code is never there. */
const LIBRARY_PATH = /(^|[\\/])(node_modules|site-packages|dist-packages|_pytest|pluggy|unittest|\.venv|venv)[\\/]|^node:|^internal[\\/]|^<|[\\/]lib[\\/]python\d/;
/**
 * A frame that names a path: each form is recognised by how its line starts, and its parts
 * are cut at fixed marks (the last bracket, quote or colon), so matching stays linear.
 */
function pathFrame(line, className) {
    const text = line.trim();
    if (text.startsWith('File "'))
        return pythonFrame(text);
    if (text.startsWith('at '))
        return dotnetFrame(text, className) ?? v8Frame(text);
    // vitest: `❯ src/x.test.ts:10:5`, a function's name sometimes before the path.
    if (text.startsWith('❯ '))
        return located(text.slice(text.lastIndexOf(' ') + 1));
    // pytest's long form ends each entry with `path.py:N: ` (the last with the error's type),
    // at the start of a line.
    if (line.trimEnd() === text)
        return pytestFrame(text);
    return undefined;
}
/** Python's `File "path", line N, in name`. */
function pythonFrame(text) {
    const close = text.indexOf('"', 6);
    const rest = /^, line (\d{1,9})/.exec(text.slice(close + 1));
    if (close === -1 || !rest)
        return undefined;
    return frameAt(text.slice(6, close), rest[1]);
}
function pytestFrame(text) {
    const end = text.indexOf('.py:');
    if (end <= 0)
        return undefined;
    const rest = /^(\d{1,9}):(?: |$)/.exec(text.slice(end + 4));
    if (!rest || /[\s"<>]/.test(text.slice(0, end)))
        return undefined;
    return frameAt(text.slice(0, end + 3), rest[1]);
}
/** .NET's `at Namespace.Class.Method() in /path/File.cs:line N`: only the test class's frames. */
function dotnetFrame(text, className) {
    const marker = text.lastIndexOf(':line ');
    const within = text.lastIndexOf(' in ', marker);
    if (marker === -1 || within === -1 || !DIGITS.test(text.slice(marker + 6)))
        return undefined;
    // A frame of another class (the framework's, a helper's) is no place of the test.
    const method = text.slice(3, within).trim();
    if (className !== '' && !method.startsWith(`${className}.`))
        return undefined;
    return frameAt(text.slice(within + 4, marker), text.slice(marker + 6));
}
/** V8's `at fn (path:N:C)`, or `at path:N:C` for an anonymous function. */
function v8Frame(text) {
    if (!text.endsWith(')'))
        return located(text.slice(3));
    const open = text.lastIndexOf('(');
    return open === -1 ? undefined : located(text.slice(open + 1, -1));
}
/** `path:N:C`, as V8 and vitest write a place. */
function located(place) {
    const end = place.lastIndexOf(':');
    if (end === -1 || !DIGITS.test(place.slice(end + 1)))
        return undefined;
    const colon = place.lastIndexOf(':', end - 1);
    const lineText = place.slice(colon + 1, end);
    if (colon <= 0 || !DIGITS.test(lineText))
        return undefined;
    return frameAt(place.slice(0, colon), lineText);
}
function frameAt(written, lineText) {
    let path = written.trim();
    if (path.startsWith('file://')) {
        try {
            path = (0,external_node_url_.fileURLToPath)(path);
        }
        catch {
            return undefined;
        }
    }
    const line = Number(lineText);
    if (path === '' || line < 1 || LIBRARY_PATH.test(path))
        return undefined;
    // A `..` between either separator climbs out on some runner: a frame of the test never does.
    if (path.split(/[\\/]/).includes('..'))
        return undefined;
    return { kind: 'path', path: detached(path), line };
}

;// CONCATENATED MODULE: ./src/commands/attest-junit/cases.ts
/**
 * The test cases a reader is shown by name: the first failing ones (failures and errors, in
 * the order of the files) and, when asked, the first skipped ones. Only these few are kept,
 * however many results there are: every other case is only counted, in the totals.
 */


/** Failing (and skipped) cases kept to be named; the rest are counted. */
const MAX_NAMED_CASES = 50;
/** A suite's, class's or test's name is cut to this many characters. */
const MAX_NAME_CHARS = 300;
/** The message's first line, as the summary shows it. */
const MAX_MESSAGE_CHARS = 300;
/** The message's first lines, as an annotation shows them. */
const MAX_DETAIL_LINES = 10;
const MAX_DETAIL_CHARS = 1000;
class CaseCollector {
    listSkipped;
    limit;
    failing = [];
    skipped = [];
    constructor(listSkipped = false, limit = MAX_NAMED_CASES) {
        this.listSkipped = listSkipped;
        this.limit = limit;
    }
    /** Whether a case of this status is still kept: asked before anything is read from it. */
    wants(status) {
        if (status === 'skipped')
            return this.listSkipped && this.skipped.length < this.limit;
        return this.failing.length < this.limit;
    }
    add(testcase, outcome, suite) {
        const name = testcase.attributes.name ?? '';
        const className = testcase.attributes.classname ?? '';
        const message = messageOf(outcome);
        const named = {
            status: outcome.name,
            suite: cut(className !== '' && className !== name ? className : suite.name, MAX_NAME_CHARS),
            name: cut(name, MAX_NAME_CHARS),
            message: cut(firstLines(message, 1), MAX_MESSAGE_CHARS),
            detail: cut(firstLines(message, MAX_DETAIL_LINES), MAX_DETAIL_CHARS)
        };
        const file = testcase.attributes.file || suite.file;
        if (file)
            named.file = cut(file, MAX_NAME_CHARS * 4);
        const line = lineNumber(testcase.attributes.line, suite.name === PYTEST_SUITE);
        if (file && line !== undefined)
            named.line = line;
        else if (outcome.name !== 'skipped') {
            const frames = traceFrames(outcome.text, className);
            if (frames.length > 0)
                named.trace = { frames, resultFile: suite.resultFile };
        }
        ;
        (outcome.name === 'skipped' ? this.skipped : this.failing).push(named);
    }
}
function messageOf(outcome) {
    return outcome.attributes.message?.trim() || outcome.text || outcome.attributes.type?.trim() || '';
}
/**
 * The first `count` lines of a trimmed text (\r\n and \r end a line too). Only its start is
 * read: what is kept is cut to MAX_DETAIL_CHARS anyway, and a message can be megabytes.
 */
function firstLines(text, count) {
    const lines = text
        .slice(0, MAX_DETAIL_CHARS + 1)
        .replace(/\r\n?/g, '\n')
        .split('\n', count);
    return lines.join('\n').trimEnd();
}
/**
 * At most `max` characters, with an ellipsis when cut (never inside a surrogate pair), copied
 * out of the file's text: a named case is kept for the step, its file's text is not.
 */
function cut(text, max) {
    if (text.length <= max)
        return detached(text);
    let end = max - 1;
    const last = text.charCodeAt(end - 1);
    if (last >= 0xd800 && last <= 0xdbff)
        end--;
    return `${text.slice(0, end)}…`;
}
/**
 * pytest names its suite "pytest" (unless junit_suite_name says otherwise) and writes the
 * line of a test's `def` counted from 0, as its own reports locate a test; other reporters
 * count from 1, as an annotation does.
 */
const PYTEST_SUITE = 'pytest';
function lineNumber(value, countedFromZero) {
    if (value === undefined || !/^\s*\d{1,9}\s*$/.test(value))
        return undefined;
    const line = Number(value) + (countedFromZero ? 1 : 0);
    return line > 0 ? line : undefined;
}

;// CONCATENATED MODULE: ./src/commands/attest-junit/annotations.ts

/** The title says which test; `›` as test reporters join a suite and a test. */
function caseTitle(named) {
    const what = named.status === 'error' ? 'Test error' : 'Test failed';
    return `${what}: ${named.suite ? `${named.suite} › ` : ''}${named.name}`;
}
function annotation(named) {
    const found = {
        title: caseTitle(named),
        message: named.detail || `The result file gives no message for this ${named.status}.`
    };
    if (named.file !== undefined)
        found.file = named.file;
    if (named.line !== undefined)
        found.line = named.line;
    return found;
}
/** Undefined when no test failed; `total` counts every failure and error, named or not. */
function failingTestAnnotations(failing, total) {
    if (total === 0)
        return undefined;
    return {
        first: failing.map(annotation),
        total,
        rest: count => `${count} more failing ${count === 1 ? 'test is' : 'tests are'} not annotated: the runner ` +
            `shows 10 error annotations per step. The job summary names ${total > MAX_NAMED_CASES ? `the first ${MAX_NAMED_CASES}` : 'every failing test'}.`
    };
}

// EXTERNAL MODULE: ./src/action/run.ts
var run = __webpack_require__(3147);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
;// CONCATENATED MODULE: ./src/commands/attest-junit/source-files.ts
/**
 * The workspace's files of given names: a JVM stack frame names a package and a file name,
 * never a folder, so the folder is found by looking. The workspace is walked once for all the
 * names a step needs, without following a link and without entering node_modules or .git (a
 * test's source is in neither), and the walk stops after MAX_ENTRIES entries, so a checkout
 * of any size costs a bounded time.
 */


/** Entries read at most (files and folders): a large monorepo has a few hundred thousand. */
const MAX_ENTRIES = 200_000;
/** Folders never entered: installed packages and git's own files hold no test source. */
const NOT_ENTERED = new Set(['node_modules', '.git']);
/** Every file under `root` whose name is in `names`. */
function findSourceFiles(root, names, maxEntries = MAX_ENTRIES) {
    const paths = new Map();
    let read = 0;
    const done = (complete) => {
        for (const same of paths.values())
            same.sort();
        return { paths, complete };
    };
    // A stack of folders still to read, relative to root; the last is read next.
    const pending = [''];
    while (pending.length > 0) {
        const folder = pending.pop();
        const entries = entriesOf((0,external_node_path_.join)(root, folder));
        for (const entry of entries) {
            if (++read > maxEntries)
                return done(false);
            const path = folder === '' ? entry.name : `${folder}/${entry.name}`;
            if (entry.isDirectory()) {
                if (!NOT_ENTERED.has(entry.name))
                    pending.push(path);
            }
            else if (entry.isFile() && names.has(entry.name)) {
                const same = paths.get(entry.name);
                if (same)
                    same.push(path);
                else
                    paths.set(entry.name, [path]);
            }
        }
    }
    return done(true);
}
/** A folder that cannot be read (no permission, gone meanwhile) has nothing to find. */
function entriesOf(folder) {
    try {
        return (0,external_node_fs_.readdirSync)(folder, { withFileTypes: true });
    }
    catch {
        return [];
    }
}

;// CONCATENATED MODULE: ./src/commands/attest-junit/locate.ts
/**
 * Places failing tests that their result file does not place, from their stack traces
 * (trace-frames.ts). The result file's `file` and `line` win; a `file` without a line takes
 * the line of the first frame in that file. Otherwise the first frame of the test's own code
 * places it: a path inside the workspace (one outside it, or climbing out by `..`, is never
 * used), or a JVM frame's package and file name, searched for in the workspace
 * (`com/acme/PriceTest.java` finds `src/test/java/com/acme/PriceTest.java`), else the bare
 * file name. A test nothing places keeps its name alone. The workspace is listed once, and
 * only when a JVM frame needs it.
 */



function locateFailingTests(failing, workspace, log) {
    const pending = [];
    for (const named of failing) {
        const trace = named.trace;
        delete named.trace;
        if (trace === undefined)
            continue;
        if (named.file !== undefined) {
            const line = lineIn(named.file, trace.frames);
            if (line !== undefined)
                named.line = line;
            continue;
        }
        for (const frame of trace.frames) {
            if (frame.kind === 'class') {
                pending.push({ named, frame, resultFile: trace.resultFile });
                break;
            }
            const inside = (0,run/* workspacePath */.or)(frame.path);
            if (inside !== undefined) {
                named.file = inside;
                named.line = frame.line;
                break;
            }
        }
    }
    if (pending.length === 0)
        return;
    const { paths, complete } = findSourceFiles(workspace, new Set(pending.map(({ frame }) => frame.fileName)));
    if (!complete) {
        log.info(`The workspace holds more than ${MAX_ENTRIES} files and folders: the source files that stack traces name were looked for among the first ${MAX_ENTRIES}.`);
    }
    for (const { named, frame, resultFile } of pending) {
        const candidates = (paths.get(frame.fileName) ?? []).filter(path => inPackage(path, frame.packagePath));
        named.file = nearest(candidates, (0,run/* workspacePath */.or)(resultFile)) ?? frame.fileName;
        named.line = frame.line;
    }
}
/** The line of the first frame in `file` (as the result file names it), if any. */
function lineIn(file, frames) {
    const inside = (0,run/* workspacePath */.or)(file);
    for (const frame of frames) {
        const same = frame.kind === 'class'
            ? frame.fileName === (0,external_node_path_.basename)(file)
            : inside !== undefined && (0,run/* workspacePath */.or)(frame.path) === inside;
        if (same)
            return frame.line;
    }
    return undefined;
}
/** The file's folders end with the package's: `src/test/java/com/acme/X.java` is in `com/acme`. */
function inPackage(path, packagePath) {
    if (packagePath === '')
        return true;
    const folder = path.slice(0, Math.max(0, path.lastIndexOf('/')));
    return folder === packagePath || folder.endsWith(`/${packagePath}`);
}
/**
 * Of several files of one package and name (modules of one build), the one sharing the most
 * leading folders with the result file that names it (`api/target/surefire-reports/...` picks
 * `api/src/test/java/...`); the first by name when none shares more.
 */
function nearest(candidates, resultFile) {
    if (candidates.length < 2 || resultFile === undefined)
        return candidates[0];
    const from = resultFile.split(/[\\/]/);
    let best = candidates[0];
    let bestShared = -1;
    for (const candidate of candidates) {
        const parts = candidate.split('/');
        let shared = 0;
        while (shared < parts.length && parts[shared] === from[shared])
            shared++;
        if (shared > bestShared) {
            best = candidate;
            bestShared = shared;
        }
    }
    return best;
}

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
;// CONCATENATED MODULE: ./src/commands/attest-junit/timestamp.ts
/**
 * A suite's `timestamp` attribute as Unix seconds. The reference client reads the pytest
 * (`2024-01-02T03:04:05.123456`), minitest (`...+00:00`) and vitest (`...123Z`) forms, a
 * time without zone being UTC. These are all ISO 8601 date-times, so any such date-time is
 * read here, with or without fraction, and with `Z` or any `±hh:mm`/`±hhmm` offset honoured
 * (Surefire, Gradle, jest-junit and the JUnit console launcher write no zone; gotestsum and
 * go-junit-report write `Z`). Anything else leaves the timestamp out, as the client does.
 */
const ISO_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.(\d+))?(Z|[+-]\d{2}:?\d{2})?$/;
function parseSuiteTimestamp(value) {
    const match = ISO_DATE_TIME.exec(value?.trim() ?? '');
    if (!match)
        return undefined;
    const [year, month, day, hour, minute, second] = match.slice(1, 7).map(Number);
    const millis = Date.UTC(year, month - 1, day, hour, minute, second);
    const check = new Date(millis);
    // Date.UTC rolls over (month 13, day 32); a real date-time reads back the same.
    if (check.getUTCFullYear() !== year ||
        check.getUTCMonth() !== month - 1 ||
        check.getUTCDate() !== day ||
        check.getUTCHours() !== hour ||
        check.getUTCMinutes() !== minute ||
        check.getUTCSeconds() !== second) {
        return undefined;
    }
    const zone = match[8];
    let offsetMinutes = 0;
    if (zone && zone !== 'Z') {
        const digits = zone.replace(':', '');
        const hours = Number(digits.slice(1, 3));
        const minutes = Number(digits.slice(3, 5));
        if (hours > 23 || minutes > 59)
            return undefined;
        offsetMinutes = (zone.startsWith('-') ? -1 : 1) * (hours * 60 + minutes);
    }
    // Whole seconds, as the reference client sends them.
    return Math.floor(millis / 1000) - offsetMinutes * 60;
}

;// CONCATENATED MODULE: ./src/commands/attest-junit/results.ts
/**
 * JUnit results as the reference client computes them, so the service judges the same
 * numbers: every `*.xml` under the directory, one result per outermost `<testsuite>` (found
 * depth first under any root: `<testsuites>`, a bare `<testsuite>`, or another wrapper).
 * The numbers are counted from the test cases, the suite's own and those of nested suites,
 * not taken from the suite's header attributes. A test case counts once, by its last
 * `failure`, `error` or `skipped` child. The duration is the sum of the cases' `time`.
 * The first failing cases (and, when asked, skipped ones) are kept by name as they are counted.
 */







/**
 * A well-formed XML file that is not JUnit. It is left out, as the reference client leaves it
 * out, since it holds no test results; a file that is not well-formed still fails the step.
 */
class NotJUnitFileError extends JUnitFileError {
    file;
    reason;
    constructor(file, reason) {
        super(`${file} is not a JUnit result file (${reason})`);
        this.file = file;
        this.reason = reason;
    }
}
/** Every regular `*.xml` file under `dir`, sorted; symbolic links are not followed. */
async function findResultFiles(dir) {
    const found = [];
    const visit = async (current) => {
        const entries = await (0,promises_.readdir)(current, { withFileTypes: true });
        entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
        for (const entry of entries) {
            const path = (0,external_node_path_.join)(current, entry.name);
            if (entry.isDirectory())
                await visit(path);
            else if (entry.isFile() && entry.name.endsWith('.xml'))
                found.push(path);
        }
    };
    await visit(dir);
    return found;
}
const STATUS_CHILDREN = new Set(['failure', 'error', 'skipped']);
/** A case's last `failure`, `error` or `skipped` child: the one it counts by. */
function outcomeOf(testcase) {
    for (let i = testcase.children.length - 1; i >= 0; i--) {
        const child = testcase.children[i];
        if (STATUS_CHILDREN.has(child.name))
            return child;
    }
    return undefined;
}
function countSuite(suite, named, enclosing) {
    const counts = { total: 0, failures: 0, errors: 0, skipped: 0, nanoseconds: 0 };
    const context = {
        name: suite.attributes.name ?? '',
        file: suite.attributes.file || enclosing.file,
        resultFile: enclosing.resultFile
    };
    for (const child of suite.children) {
        if (child.name === 'testcase') {
            counts.total++;
            counts.nanoseconds += caseNanoseconds(child.attributes.time);
            const outcome = outcomeOf(child);
            if (outcome === undefined)
                continue;
            if (outcome.name === 'failure')
                counts.failures++;
            else if (outcome.name === 'error')
                counts.errors++;
            else
                counts.skipped++;
            if (named.wants(outcome.name))
                named.add(child, outcome, context);
        }
        else if (child.name === 'testsuite') {
            const nested = countSuite(child, named, context);
            counts.total += nested.total;
            counts.failures += nested.failures;
            counts.errors += nested.errors;
            counts.skipped += nested.skipped;
            counts.nanoseconds += nested.nanoseconds;
        }
    }
    return counts;
}
const GO_UNITS = {
    ns: 1,
    us: 1e3,
    µs: 1e3,
    μs: 1e3,
    ms: 1e6,
    s: 1e9,
    m: 60e9,
    h: 3600e9
};
const DECIMAL_SECONDS = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;
/**
 * A case's `time`: seconds as a decimal (commas dropped, truncated to microseconds), or a
 * Go duration such as `1.5s`; anything else counts as zero.
 */
function caseNanoseconds(time) {
    if (time === undefined)
        return 0;
    // Most times have no comma and no spacing: nothing to copy for them.
    const value = time.includes(',') ? time.replace(/,/g, '').trim() : time.trim();
    if (DECIMAL_SECONDS.test(value)) {
        const micro = Math.trunc(Number(value) * 1e6);
        return Number.isFinite(micro) ? micro * 1000 : 0;
    }
    const parts = /^([+-]?)((?:(?:\d+\.?\d*|\.\d+)(?:ns|us|µs|μs|ms|s|m|h))+)$/.exec(value);
    if (!parts?.[2])
        return 0;
    let total = 0;
    for (const [, amount, unit] of parts[2].matchAll(/(\d+\.?\d*|\.\d+)(ns|us|µs|μs|ms|s|m|h)/g)) {
        total += Number(amount) * (GO_UNITS[unit] ?? 0);
    }
    return Math.trunc(parts[1] === '-' ? -total : total);
}
/** Go's Duration.Seconds(): whole seconds plus the remainder, so sums match to the bit. */
function nanosecondsToSeconds(nanoseconds) {
    const whole = Math.trunc(nanoseconds / 1e9);
    return whole + (nanoseconds - whole * 1e9) / 1e9;
}
function outermostSuites(elements) {
    const suites = [];
    for (const element of elements) {
        if (element.name === 'testsuite')
            suites.push(element);
        // One by one: spreading a list of 100,000 suites as arguments overflows the stack.
        else
            for (const suite of outermostSuites(element.children))
                suites.push(suite);
    }
    return suites;
}
function hasJUnitRoot(elements) {
    return elements.some(e => e.name === 'testsuites' || e.name === 'testsuite' || hasJUnitRoot(e.children));
}
const HEADER_FIELDS = [
    ['tests', 'total'],
    ['failures', 'failures'],
    ['errors', 'errors'],
    ['skipped', 'skipped']
];
/** Says how the header's counts differ from the counted ones, if they do. */
function compareHeader(suite, counts) {
    const differences = [];
    for (const [attribute, field] of HEADER_FIELDS) {
        const given = suite.attributes[attribute];
        if (given === undefined || !/^\d+$/.test(given.trim()))
            continue;
        if (Number(given) !== counts[field]) {
            differences.push(`${attribute}="${given.trim()}" but ${counts[field]} counted`);
        }
    }
    return differences.length > 0 ? differences.join(', ') : undefined;
}
/**
 * Reads result files in turn into one buffer, grown to the largest file read: thousands of
 * small files then cost no buffer each (each one allocated outside the heap, and counted
 * against it). What a read returns is valid until the next read; only its decoded text is
 * kept. Reads are synchronous: result files are small and many, and each asynchronous call
 * (open, fstat, read, close) cost the main thread more than the whole read does.
 */
class ResultFileReader {
    buffer = Buffer.allocUnsafe(0);
    /**
     * A result file's bytes, refused before reading when over the size limit. Opened without
     * following a link or waiting on a FIFO, and measured once opened: a file swapped since it
     * was listed is refused, never read through. A file that grew meanwhile is read as long as
     * it was when opened.
     */
    read(path) {
        const { fd, info } = (0,regular_file/* openRegularFileSync */.iv)(path);
        try {
            if (info.size > MAX_RESULT_FILE_BYTES) {
                throw new JUnitFileError(`${path} is ${info.size} bytes, over the ${MAX_RESULT_FILE_BYTES}-byte limit for one result file; split the results, or point results-dir at a directory without it`);
            }
            if (this.buffer.length < info.size)
                this.buffer = Buffer.allocUnsafe(info.size);
            let length = 0;
            while (length < info.size) {
                const read = (0,external_node_fs_.readSync)(fd, this.buffer, length, info.size - length, null);
                if (read === 0)
                    break;
                length += read;
            }
            return this.buffer.subarray(0, length);
        }
        finally {
            (0,external_node_fs_.closeSync)(fd);
        }
    }
}
function readResultBytes(path, bytes, named) {
    const text = decodeXml(bytes, path);
    const elements = parseXml(text, path);
    if (!hasJUnitRoot(elements)) {
        const root = elements[0]?.name;
        throw new NotJUnitFileError(path, `${root ? `its root element is <${root}>` : 'it has no element'}, and it has no <testsuites> or <testsuite>`);
    }
    return outermostSuites(elements).map(suite => {
        const counts = countSuite(suite, named, { resultFile: path });
        const result = {
            // Kept for the step, so copied out of the file's text (see detached).
            name: detached(suite.attributes.name ?? ''),
            failures: counts.failures,
            errors: counts.errors,
            skipped: counts.skipped,
            total: counts.total,
            duration: nanosecondsToSeconds(counts.nanoseconds),
            file: path
        };
        const timestamp = parseSuiteTimestamp(suite.attributes.timestamp);
        if (timestamp !== undefined)
            result.timestamp = timestamp;
        const mismatch = compareHeader(suite, counts);
        if (mismatch)
            result.headerMismatch = mismatch;
        return result;
    });
}
/**
 * Reads every result file under `dir`, leaving out well-formed XML that is not JUnit, and
 * keeps the first failing cases by name (and the first skipped ones, with `listSkipped`).
 * Throws a JUnitFileError naming the path when a file cannot be read as XML, or when there
 * is no suite at all: nothing is then sent.
 */
async function readResultSet(dir, listSkipped = false) {
    const found = await findResultFiles(dir);
    if (found.length === 0) {
        throw new JUnitFileError(`No JUnit result file (*.xml) was found under ${dir}; point results-dir at the directory your test runner writes its JUnit XML to`);
    }
    const files = [];
    const suites = [];
    const skipped = [];
    const named = new CaseCollector(listSkipped);
    const reader = new ResultFileReader();
    for (const file of found) {
        try {
            for (const suite of readResultBytes(file, reader.read(file), named))
                suites.push(suite);
            files.push(file);
        }
        catch (error) {
            if (!(error instanceof NotJUnitFileError))
                throw error;
            skipped.push({ file, reason: error.reason });
        }
    }
    if (files.length === 0) {
        const reasons = skipped.map(({ file, reason }) => `${file} is not a JUnit result file (${reason})`);
        throw new JUnitFileError(`No JUnit result file was found under ${dir}: ${reasons.join('; ')}. Point results-dir at the directory your test runner writes its JUnit XML to`);
    }
    if (suites.length === 0) {
        throw new JUnitFileError(`The result files under ${dir} hold no <testsuite>: ${files.join(', ')}; run the tests before this step`);
    }
    return { files, suites, skipped, cases: { failing: named.failing, skipped: named.skipped } };
}

// EXTERNAL MODULE: ./src/summary/attestation-facts.ts
var attestation_facts = __webpack_require__(9028);
// EXTERNAL MODULE: ./src/summary/states.ts
var states = __webpack_require__(2764);
// EXTERNAL MODULE: ./src/summary/markdown.ts
var markdown = __webpack_require__(7175);
// EXTERNAL MODULE: ./src/action/annotations.ts
var annotations = __webpack_require__(7376);
;// CONCATENATED MODULE: ./src/commands/attest-junit/summary.ts
/** How a JUnit attestation reads in the job summary: the totals, then each suite, failing first. */





/** Suites listed in the summary; the rest are counted in one line. */
const MAX_SUITE_ROWS = 200;
/** Files left out that the summary names; the rest are counted. */
const MAX_LISTED_FILES = 20;
function sumSuites(suites) {
    const totals = { total: 0, failures: 0, errors: 0, skipped: 0 };
    for (const suite of suites) {
        totals.total += suite.total;
        totals.failures += suite.failures;
        totals.errors += suite.errors;
        totals.skipped += suite.skipped;
    }
    return totals;
}
function describeTotals(totals) {
    return `${(0,states/* plural */.LS)(totals.total, 'test')}, ${(0,states/* plural */.LS)(totals.failures, 'failure')}, ${(0,states/* plural */.LS)(totals.errors, 'error')}, ${totals.skipped} skipped`;
}
/** Failing suites first (most failures and errors first), the rest in file order. */
function failingFirst(suites) {
    return suites
        .map((suite, index) => ({ suite, index }))
        .sort((a, b) => {
        const bad = (s) => s.failures + s.errors;
        return bad(b.suite) - bad(a.suite) || a.index - b.index;
    })
        .map(entry => entry.suite);
}
const STATUS_LABELS = {
    failure: (0,states/* stateMark */.B3)('failing', 'failure'),
    error: (0,states/* stateMark */.B3)('failing', 'error'),
    skipped: (0,states/* stateMark */.B3)('skipped')
};
/** Where the test is, as the result file says: `path:line`, relative to the workspace when in it. */
function place(named) {
    if (named.file === undefined)
        return '—';
    const file = (0,run/* workspacePath */.or)(named.file) ?? named.file;
    return (0,markdown/* code */.aY)(named.line === undefined ? file : `${file}:${named.line}`);
}
function caseRows(cases, located) {
    return cases.map(named => [
        STATUS_LABELS[named.status],
        (0,markdown/* escapeText */.X1)(named.suite),
        (0,markdown/* escapeText */.X1)(named.name),
        (0,markdown/* escapeText */.X1)(named.message),
        ...(located ? [place(named)] : [])
    ]);
}
/**
 * The tests by name: failures and errors first, then (with list-skipped) the skipped ones,
 * each kind capped with a line that counts the rest. Skipped tests not listed are counted in
 * one line. Nothing when no test failed and skipped tests are not listed: the heading counts.
 */
function renderCaseSections(cases, totals, listSkipped) {
    const failing = totals.failures + totals.errors;
    if (failing === 0 && !(listSkipped && totals.skipped > 0))
        return [];
    // A column of dashes says nothing: "Where" is shown when some test has a file.
    const located = [...cases.failing, ...cases.skipped].some(named => named.file !== undefined);
    const rows = [...caseRows(cases.failing, located), ...caseRows(cases.skipped, located)];
    const sections = [failing > 0 ? '### Failing tests' : '### Skipped tests'];
    if (rows.length > 0) {
        const columns = ['Result', 'Suite or class', 'Test', 'Message'];
        sections.push((0,markdown/* table */.tp)(located ? [...columns, 'Where'] : columns, rows));
    }
    const notes = [];
    if (failing > cases.failing.length) {
        notes.push(`and ${failing - cases.failing.length} more failing, not listed.`);
    }
    // The same count as the log line after the annotations (annotations.ts): this command never
    // fails its step, so no annotation is kept for a failure of its own.
    if (failing > annotations/* MAX_ERROR_ANNOTATIONS */.t) {
        const more = failing - annotations/* MAX_ERROR_ANNOTATIONS */.t;
        notes.push(`The first ${annotations/* MAX_ERROR_ANNOTATIONS */.t} failing tests are annotated; ${more} more ${more === 1 ? 'is' : 'are'} not, as the runner shows ${annotations/* MAX_ERROR_ANNOTATIONS */.t} error annotations per step.`);
    }
    const unlisted = totals.skipped - cases.skipped.length;
    if (listSkipped && unlisted > 0)
        notes.push(`and ${unlisted} more skipped, not listed.`);
    if (!listSkipped && totals.skipped > 0) {
        notes.push(`${(0,states/* plural */.LS)(totals.skipped, 'skipped test')} counted, not listed (set list-skipped to true to list them).`);
    }
    sections.push(...notes);
    return sections;
}
function renderJUnitSummary(summary) {
    const { totals } = summary;
    const failing = totals.failures + totals.errors > 0;
    const counted = describeTotals(totals);
    const ordered = failingFirst(summary.suites);
    const shown = ordered.slice(0, MAX_SUITE_ROWS);
    const sections = renderCaseSections(summary.cases, totals, summary.listSkipped);
    // Every suite is for the curious: the heading counts, and the failing tests are above.
    const suites = [
        '### Suites',
        (0,markdown/* table */.tp)(['Suite', 'Tests', 'Failures', 'Errors', 'Skipped', 'Duration (s)', 'File'], shown.map(suite => [
            `${(0,states/* stateEmoji */.eY)(suite.failures + suite.errors > 0 ? 'failing' : 'passing')} ${(0,markdown/* escapeText */.X1)(suite.name)}`,
            String(suite.total),
            String(suite.failures),
            String(suite.errors),
            String(suite.skipped),
            String(Math.round(suite.duration * 1000) / 1000),
            (0,markdown/* code */.aY)(suite.file)
        ]))
    ];
    if (ordered.length > shown.length) {
        suites.push(`${ordered.length - shown.length} more passing suites are not listed.`);
    }
    const mismatched = summary.suites.filter(suite => suite.headerMismatch);
    if (mismatched.length > 0) {
        sections.push('### Header counts that differ from the test cases', 'The counted numbers were sent, as the reference client sends them:', mismatched
            .slice(0, 20)
            .map(s => `- ${(0,markdown/* escapeText */.X1)(s.name)} (${(0,markdown/* code */.aY)(s.file)}): ${(0,markdown/* escapeText */.X1)(s.headerMismatch)}`)
            .join('\n'));
    }
    if (summary.skipped.length > 0) {
        sections.push('### Files left out: not JUnit', [
            ...summary.skipped
                .slice(0, MAX_LISTED_FILES)
                .map(({ file, reason }) => `- ${(0,markdown/* code */.aY)(file)}: ${(0,markdown/* escapeText */.X1)(reason)}`),
            ...(summary.skipped.length > MAX_LISTED_FILES
                ? [`- and ${summary.skipped.length - MAX_LISTED_FILES} more`]
                : [])
        ].join('\n'));
    }
    return (0,attestation_facts/* renderAttestationSummary */.Dq)(summary, {
        heading: summary.posted
            ? `${(0,states/* stateEmoji */.eY)(failing ? 'failing' : 'passing')} JUnit attestation ${(0,markdown/* escapeText */.X1)(summary.attestationName)} recorded: ${counted}`
            : `Dry run: JUnit attestation not sent (${counted})`,
        facts: [
            [
                'Results',
                `${(0,states/* plural */.LS)(summary.suites.length, 'suite')} in ${(0,states/* plural */.LS)(summary.files.length, 'file')} under ${(0,markdown/* code */.aY)(summary.resultsDir)}`
            ],
            ['Attachment', summary.attachment ? (0,markdown/* code */.aY)(summary.attachment) : 'none']
        ],
        sections,
        details: suites
    });
}

;// CONCATENATED MODULE: ./src/commands/attest-junit/index.ts
/**
 * attest-junit: reads the JUnit XML results under results-dir, counts each suite as the
 * reference client does, and posts a JUnit attestation (the files attached) to the trail or
 * artifact. A file that is not JUnit, or no result at all, fails the step and posts nothing:
 * an attestation without the results would record evidence that was never gathered.
 */










const RESULTS_FORM = 'the directory your test runner writes its JUnit XML files to';
function readResultsDir(source, name) {
    const dir = (0,parse/* declared */.bu)(name, source(name));
    let isDirectory = false;
    try {
        isDirectory = (0,named_path/* checkNamedPath */.h)(name, dir, 'file or directory', RESULTS_FORM).info.isDirectory();
    }
    catch (error) {
        if (error instanceof input_error/* InputError */.d)
            throw error;
        throw new input_error/* InputError */.d(name, `names ${(0,input_error/* quote */.h)(dir)}, which does not exist`, RESULTS_FORM);
    }
    if (!isDirectory) {
        throw new input_error/* InputError */.d(name, `names ${(0,input_error/* quote */.h)(dir)}, which is not a directory`, 'the directory your test runner writes its JUnit XML files to (every *.xml under it is read)');
    }
    return dir;
}
/**
 * The result files read and counted, the failing tests placed (from their traces where the
 * files do not place them), each left-out file and odd header said in the log.
 */
async function readResults(dir, listSkipped, log) {
    const results = await readResultSet(dir, listSkipped);
    locateFailingTests(results.cases.failing, (0,workspace_path/* workspaceRoot */.o)(), log);
    const totals = sumSuites(results.suites);
    log.info(`Read ${results.suites.length} suite(s) from ${results.files.length} file(s) under ${dir}: ${describeTotals(totals)}.`);
    for (const { file, reason } of results.skipped) {
        log.warning(`Left out ${file}: it is not a JUnit result file (${reason}), so it is neither counted nor attached. Point results-dir at the directory your test runner writes its JUnit XML to.`);
    }
    for (const suite of results.suites.filter(s => s.headerMismatch)) {
        log.warning(`Suite "${suite.name}" in ${suite.file}: its header says ${suite.headerMismatch}; the counted numbers are sent.`);
    }
    return { ...results, totals };
}
const command = (0,pipeline/* attestationCommand */.Q)({
    type: 'junit',
    reads: { commit: true, attachments: true },
    readInputs: source => ({
        resultsDir: readResultsDir(source, 'results-dir'),
        uploadResults: (0,parse/* readBoolean */.Vf)(source, 'upload-results'),
        listSkipped: (0,parse/* readBoolean */.Vf)(source, 'list-skipped')
    }),
    commit: 'run',
    gather: (inputs, { log }) => readResults(inputs.resultsDir, inputs.listSkipped, log),
    attachment: (results, inputs, log) => junitAttachment(inputs, results.files, log),
    body: results => ({
        junit_results: results.suites.map(({ file: _file, headerMismatch: _mismatch, ...result }) => result)
    }),
    detail: results => describeTotals(results.totals),
    warnings: ({ totals }, posted) => totals.failures + totals.errors > 0
        ? [
            `${totals.failures} failure(s) and ${totals.errors} error(s) were ${posted ? 'recorded' : 'found'}; the attestation is evidence of them, and assert-artifact will judge it.`
        ]
        : [],
    annotate: ({ cases, totals }) => failingTestAnnotations(cases.failing, totals.failures + totals.errors),
    outputs: ({ totals }) => ({
        failures: String(totals.failures),
        errors: String(totals.errors),
        skipped: String(totals.skipped),
        total: String(totals.total)
    }),
    summary: {
        render: (report, results, inputs, attachment) => renderJUnitSummary({
            ...report,
            resultsDir: inputs.resultsDir,
            files: results.files,
            skipped: results.skipped,
            attachment: attachment?.filename,
            suites: results.suites,
            totals: results.totals,
            cases: results.cases,
            listSkipped: inputs.listSkipped
        })
    }
});


/***/ }),

/***/ 2764:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B3: () => (/* binding */ stateMark),
/* harmony export */   Bt: () => (/* binding */ complianceState),
/* harmony export */   CY: () => (/* binding */ stateHeading),
/* harmony export */   LS: () => (/* binding */ plural),
/* harmony export */   _p: () => (/* binding */ byAttention),
/* harmony export */   eY: () => (/* binding */ stateEmoji),
/* harmony export */   e_: () => (/* binding */ needsAttention),
/* harmony export */   fc: () => (/* binding */ complianceOf),
/* harmony export */   g0: () => (/* binding */ countAttention),
/* harmony export */   jo: () => (/* binding */ warningNote),
/* harmony export */   nU: () => (/* binding */ severityMark),
/* harmony export */   uM: () => (/* binding */ changeMark)
/* harmony export */ });
/**
 * The one vocabulary of every job summary: each state's word and its one mark, and the state
 * words of the service's answers translated into it. A summary shows a state only through
 * here, so "non-compliant" is spelled and marked the same in every command (a policy test
 * keeps emoji out of every other module). Each mark stands beside its word, so a summary
 * reads the same without emoji.
 */
const MARKS = {
    compliant: '✅',
    'non-compliant': '❌',
    incomplete: '⏳',
    missing: '⚠️',
    unknown: '❔',
    failing: '❌',
    passing: '✅',
    skipped: '⏭️'
};
/** `❌ non-compliant`; with `word`, the same mark beside another word for it (`❌ not found`). */
function stateMark(state, word = state) {
    return `${MARKS[state]} ${word}`;
}
/** `❌ Non-compliant`: the mark and word that begin a heading. */
function stateHeading(state, word = state) {
    return `${MARKS[state]} ${word.charAt(0).toUpperCase()}${word.slice(1)}`;
}
/** The mark alone, before a name that is not the state's word (`❌ PriceTest`). */
function stateEmoji(state) {
    return MARKS[state];
}
/**
 * The state from a service status word and the is_compliant flag. The words the service
 * sends: COMPLIANT, NON-COMPLIANT (NON_COMPLIANT in some answers), INCOMPLETE, MISSING,
 * PENDING, and an attestation's COMPLETE (which says only that it was recorded: its flag
 * then says whether it complies). The word wins where it says more than the flag: an
 * INCOMPLETE trail also has is_compliant false.
 */
function complianceState(status, isCompliant) {
    switch ((status ?? '')
        .trim()
        .toUpperCase()
        .replace(/[_\s]+/g, '-')) {
        case 'MISSING':
            return 'missing';
        case 'INCOMPLETE':
        case 'PENDING':
            return 'incomplete';
        case 'NON-COMPLIANT':
        case 'NONCOMPLIANT':
        case 'NOT-COMPLIANT':
            return 'non-compliant';
        case 'COMPLIANT':
            return 'compliant';
    }
    return complianceOf(isCompliant);
}
/** The state a bare compliance flag gives: true, false, or unknown when it is absent. */
function complianceOf(isCompliant) {
    if (isCompliant === true)
        return 'compliant';
    if (isCompliant === false)
        return 'non-compliant';
    return 'unknown';
}
/** Which rows a reviewer needs first: lower comes first. */
const ATTENTION = {
    missing: 0,
    'non-compliant': 1,
    failing: 1,
    incomplete: 2,
    unknown: 3,
    skipped: 4,
    compliant: 5,
    passing: 5
};
/** Whether a row in this state needs a reviewer's attention. */
function needsAttention(state) {
    return ATTENTION[state] <= ATTENTION.unknown;
}
/**
 * The items with those that need attention first (missing, then non-compliant or failing,
 * then incomplete, then unknown), the order of the answer kept within each state.
 */
function byAttention(items, stateOf) {
    const rank = (item) => {
        const state = stateOf(item);
        return state === undefined ? ATTENTION.unknown : ATTENTION[state];
    };
    return items
        .map((item, index) => ({ item, index, rank: rank(item) }))
        .sort((a, b) => a.rank - b.rank || a.index - b.index)
        .map(entry => entry.item);
}
/**
 * `1 missing, 2 non-compliant`: the states that need attention, counted in attention order;
 * undefined when none does.
 */
function countAttention(states) {
    const counts = new Map();
    const tallied = Array.isArray(states)
        ? states.map(state => [state, 1])
        : [...states];
    for (const [state, count] of tallied) {
        if (state !== undefined && needsAttention(state) && state !== 'unknown') {
            counts.set(state, (counts.get(state) ?? 0) + count);
        }
    }
    const parts = [...counts]
        .sort(([a], [b]) => ATTENTION[a] - ATTENTION[b])
        .map(([state, count]) => `${count} ${state}`);
    return parts.length > 0 ? parts.join(', ') : undefined;
}
/** `1 attestation`, `4 attestations`. */
function plural(count, noun, nouns = `${noun}s`) {
    return `${count} ${count === 1 ? noun : nouns}`;
}
const SEVERITY_MARKS = { high: '🔴', medium: '🟠', low: '🟡' };
/** `🔴 high`. */
function severityMark(severity) {
    return `${SEVERITY_MARKS[severity]} ${severity}`;
}
const CHANGE_MARKS = {
    added: '➕',
    removed: '➖',
    updated: '🔁',
    scaled: '↕️'
};
/** `➕ added`; with `detail`, said after the word (`↕️ scaled 2 → 3`). */
function changeMark(change, detail) {
    return `${CHANGE_MARKS[change]} ${change}${detail ? ` ${detail}` : ''}`;
}
/** A note a reviewer must not miss (the service judged another scope than asked): a quote. */
function warningNote(text) {
    return `> ⚠️ ${text}`;
}


/***/ })

};
