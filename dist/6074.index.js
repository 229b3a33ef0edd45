export const id = 6074;
export const ids = [6074];
export const modules = {

/***/ 4528:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {

var __webpack_unused_export__;
// The MIT License (MIT)
//
// Copyright (c) 2016 Zhipeng Jia
//
// Permission is hereby granted, free of charge, to any person obtaining a copy
// of this software and associated documentation files (the "Software"), to deal
// in the Software without restriction, including without limitation the rights
// to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
// copies of the Software, and to permit persons to whom the Software is
// furnished to do so, subject to the following conditions:
//
// The above copyright notice and this permission notice shall be included in all
// copies or substantial portions of the Software.
//
// THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
// IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
// FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
// AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
// LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
// OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE
// SOFTWARE.



function isNode () {
  if (typeof process === 'object') {
    if (typeof process.versions === 'object') {
      if (typeof process.versions.node !== 'undefined') {
        return true
      }
    }
  }
  return false
}

function isUint8Array (object) {
  return object instanceof Uint8Array && (!isNode() || !Buffer.isBuffer(object))
}

function isArrayBuffer (object) {
  return object instanceof ArrayBuffer
}

function isBuffer (object) {
  if (!isNode()) {
    return false
  }
  return Buffer.isBuffer(object)
}

var SnappyDecompressor = (__webpack_require__(422)/* .SnappyDecompressor */ .c)
var SnappyCompressor = (__webpack_require__(8437)/* .SnappyCompressor */ .d)

var TYPE_ERROR_MSG = 'Argument compressed must be type of ArrayBuffer, Buffer, or Uint8Array'

function uncompress (compressed, maxLength) {
  if (!isUint8Array(compressed) && !isArrayBuffer(compressed) && !isBuffer(compressed)) {
    throw new TypeError(TYPE_ERROR_MSG)
  }
  var uint8Mode = false
  var arrayBufferMode = false
  if (isUint8Array(compressed)) {
    uint8Mode = true
  } else if (isArrayBuffer(compressed)) {
    arrayBufferMode = true
    compressed = new Uint8Array(compressed)
  }
  var decompressor = new SnappyDecompressor(compressed)
  var length = decompressor.readUncompressedLength()
  if (length === -1) {
    throw new Error('Invalid Snappy bitstream')
  }
  if (length > maxLength) {
    throw new Error(`The uncompressed length of ${length} is too big, expect at most ${maxLength}`)
  }
  var uncompressed, uncompressedView
  if (uint8Mode) {
    uncompressed = new Uint8Array(length)
    if (!decompressor.uncompressToBuffer(uncompressed)) {
      throw new Error('Invalid Snappy bitstream')
    }
  } else if (arrayBufferMode) {
    uncompressed = new ArrayBuffer(length)
    uncompressedView = new Uint8Array(uncompressed)
    if (!decompressor.uncompressToBuffer(uncompressedView)) {
      throw new Error('Invalid Snappy bitstream')
    }
  } else {
    uncompressed = Buffer.alloc(length)
    if (!decompressor.uncompressToBuffer(uncompressed)) {
      throw new Error('Invalid Snappy bitstream')
    }
  }
  return uncompressed
}

function compress (uncompressed) {
  if (!isUint8Array(uncompressed) && !isArrayBuffer(uncompressed) && !isBuffer(uncompressed)) {
    throw new TypeError(TYPE_ERROR_MSG)
  }
  var uint8Mode = false
  var arrayBufferMode = false
  if (isUint8Array(uncompressed)) {
    uint8Mode = true
  } else if (isArrayBuffer(uncompressed)) {
    arrayBufferMode = true
    uncompressed = new Uint8Array(uncompressed)
  }
  var compressor = new SnappyCompressor(uncompressed)
  var maxLength = compressor.maxCompressedLength()
  var compressed, compressedView
  var length
  if (uint8Mode) {
    compressed = new Uint8Array(maxLength)
    length = compressor.compressToBuffer(compressed)
  } else if (arrayBufferMode) {
    compressed = new ArrayBuffer(maxLength)
    compressedView = new Uint8Array(compressed)
    length = compressor.compressToBuffer(compressedView)
  } else {
    compressed = Buffer.alloc(maxLength)
    length = compressor.compressToBuffer(compressed)
  }
  if (!compressed.slice) { // ie11
    var compressedArray = new Uint8Array(Array.prototype.slice.call(compressed, 0, length))
    if (uint8Mode) {
      return compressedArray
    } else if (arrayBufferMode) {
      return compressedArray.buffer
    } else {
      throw new Error('Not implemented')
    }
  }

  return compressed.slice(0, length)
}

exports.k = uncompress
__webpack_unused_export__ = compress


/***/ }),

/***/ 8437:
/***/ ((__unused_webpack_module, exports) => {

// The MIT License (MIT)
//
// Copyright (c) 2016 Zhipeng Jia
//
// Permission is hereby granted, free of charge, to any person obtaining a copy
// of this software and associated documentation files (the "Software"), to deal
// in the Software without restriction, including without limitation the rights
// to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
// copies of the Software, and to permit persons to whom the Software is
// furnished to do so, subject to the following conditions:
//
// The above copyright notice and this permission notice shall be included in all
// copies or substantial portions of the Software.
//
// THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
// IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
// FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
// AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
// LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
// OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE
// SOFTWARE.



var BLOCK_LOG = 16
var BLOCK_SIZE = 1 << BLOCK_LOG

var MAX_HASH_TABLE_BITS = 14
var globalHashTables = new Array(MAX_HASH_TABLE_BITS + 1)

function hashFunc (key, hashFuncShift) {
  return (key * 0x1e35a7bd) >>> hashFuncShift
}

function load32 (array, pos) {
  return array[pos] + (array[pos + 1] << 8) + (array[pos + 2] << 16) + (array[pos + 3] << 24)
}

function equals32 (array, pos1, pos2) {
  return array[pos1] === array[pos2] &&
         array[pos1 + 1] === array[pos2 + 1] &&
         array[pos1 + 2] === array[pos2 + 2] &&
         array[pos1 + 3] === array[pos2 + 3]
}

function copyBytes (fromArray, fromPos, toArray, toPos, length) {
  var i
  for (i = 0; i < length; i++) {
    toArray[toPos + i] = fromArray[fromPos + i]
  }
}

function emitLiteral (input, ip, len, output, op) {
  if (len <= 60) {
    output[op] = (len - 1) << 2
    op += 1
  } else if (len < 256) {
    output[op] = 60 << 2
    output[op + 1] = len - 1
    op += 2
  } else {
    output[op] = 61 << 2
    output[op + 1] = (len - 1) & 0xff
    output[op + 2] = (len - 1) >>> 8
    op += 3
  }
  copyBytes(input, ip, output, op, len)
  return op + len
}

function emitCopyLessThan64 (output, op, offset, len) {
  if (len < 12 && offset < 2048) {
    output[op] = 1 + ((len - 4) << 2) + ((offset >>> 8) << 5)
    output[op + 1] = offset & 0xff
    return op + 2
  } else {
    output[op] = 2 + ((len - 1) << 2)
    output[op + 1] = offset & 0xff
    output[op + 2] = offset >>> 8
    return op + 3
  }
}

function emitCopy (output, op, offset, len) {
  while (len >= 68) {
    op = emitCopyLessThan64(output, op, offset, 64)
    len -= 64
  }
  if (len > 64) {
    op = emitCopyLessThan64(output, op, offset, 60)
    len -= 60
  }
  return emitCopyLessThan64(output, op, offset, len)
}

function compressFragment (input, ip, inputSize, output, op) {
  var hashTableBits = 1
  while ((1 << hashTableBits) <= inputSize &&
         hashTableBits <= MAX_HASH_TABLE_BITS) {
    hashTableBits += 1
  }
  hashTableBits -= 1
  var hashFuncShift = 32 - hashTableBits

  if (typeof globalHashTables[hashTableBits] === 'undefined') {
    globalHashTables[hashTableBits] = new Uint16Array(1 << hashTableBits)
  }
  var hashTable = globalHashTables[hashTableBits]
  var i
  for (i = 0; i < hashTable.length; i++) {
    hashTable[i] = 0
  }

  var ipEnd = ip + inputSize
  var ipLimit
  var baseIp = ip
  var nextEmit = ip

  var hash, nextHash
  var nextIp, candidate, skip
  var bytesBetweenHashLookups
  var base, matched, offset
  var prevHash, curHash
  var flag = true

  var INPUT_MARGIN = 15
  if (inputSize >= INPUT_MARGIN) {
    ipLimit = ipEnd - INPUT_MARGIN

    ip += 1
    nextHash = hashFunc(load32(input, ip), hashFuncShift)

    while (flag) {
      skip = 32
      nextIp = ip
      do {
        ip = nextIp
        hash = nextHash
        bytesBetweenHashLookups = skip >>> 5
        skip += 1
        nextIp = ip + bytesBetweenHashLookups
        if (ip > ipLimit) {
          flag = false
          break
        }
        nextHash = hashFunc(load32(input, nextIp), hashFuncShift)
        candidate = baseIp + hashTable[hash]
        hashTable[hash] = ip - baseIp
      } while (!equals32(input, ip, candidate))

      if (!flag) {
        break
      }

      op = emitLiteral(input, nextEmit, ip - nextEmit, output, op)

      do {
        base = ip
        matched = 4
        while (ip + matched < ipEnd && input[ip + matched] === input[candidate + matched]) {
          matched += 1
        }
        ip += matched
        offset = base - candidate
        op = emitCopy(output, op, offset, matched)

        nextEmit = ip
        if (ip >= ipLimit) {
          flag = false
          break
        }
        prevHash = hashFunc(load32(input, ip - 1), hashFuncShift)
        hashTable[prevHash] = ip - 1 - baseIp
        curHash = hashFunc(load32(input, ip), hashFuncShift)
        candidate = baseIp + hashTable[curHash]
        hashTable[curHash] = ip - baseIp
      } while (equals32(input, ip, candidate))

      if (!flag) {
        break
      }

      ip += 1
      nextHash = hashFunc(load32(input, ip), hashFuncShift)
    }
  }

  if (nextEmit < ipEnd) {
    op = emitLiteral(input, nextEmit, ipEnd - nextEmit, output, op)
  }

  return op
}

function putVarint (value, output, op) {
  do {
    output[op] = value & 0x7f
    value = value >>> 7
    if (value > 0) {
      output[op] += 0x80
    }
    op += 1
  } while (value > 0)
  return op
}

function SnappyCompressor (uncompressed) {
  this.array = uncompressed
}

SnappyCompressor.prototype.maxCompressedLength = function () {
  var sourceLen = this.array.length
  return 32 + sourceLen + Math.floor(sourceLen / 6)
}

SnappyCompressor.prototype.compressToBuffer = function (outBuffer) {
  var array = this.array
  var length = array.length
  var pos = 0
  var outPos = 0

  var fragmentSize

  outPos = putVarint(length, outBuffer, outPos)
  while (pos < length) {
    fragmentSize = Math.min(length - pos, BLOCK_SIZE)
    outPos = compressFragment(array, pos, fragmentSize, outBuffer, outPos)
    pos += fragmentSize
  }

  return outPos
}

exports.d = SnappyCompressor


/***/ }),

/***/ 422:
/***/ ((__unused_webpack_module, exports) => {

// The MIT License (MIT)
//
// Copyright (c) 2016 Zhipeng Jia
//
// Permission is hereby granted, free of charge, to any person obtaining a copy
// of this software and associated documentation files (the "Software"), to deal
// in the Software without restriction, including without limitation the rights
// to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
// copies of the Software, and to permit persons to whom the Software is
// furnished to do so, subject to the following conditions:
//
// The above copyright notice and this permission notice shall be included in all
// copies or substantial portions of the Software.
//
// THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
// IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
// FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
// AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
// LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
// OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE
// SOFTWARE.



var WORD_MASK = [0, 0xff, 0xffff, 0xffffff, 0xffffffff]

function copyBytes (fromArray, fromPos, toArray, toPos, length) {
  var i
  for (i = 0; i < length; i++) {
    toArray[toPos + i] = fromArray[fromPos + i]
  }
}

function selfCopyBytes (array, pos, offset, length) {
  var i
  for (i = 0; i < length; i++) {
    array[pos + i] = array[pos - offset + i]
  }
}

function SnappyDecompressor (compressed) {
  this.array = compressed
  this.pos = 0
}

SnappyDecompressor.prototype.readUncompressedLength = function () {
  var result = 0
  var shift = 0
  var c, val
  while (shift < 32 && this.pos < this.array.length) {
    c = this.array[this.pos]
    this.pos += 1
    val = c & 0x7f
    if (((val << shift) >>> shift) !== val) {
      return -1
    }
    result |= val << shift
    if (c < 128) {
      return result
    }
    shift += 7
  }
  return -1
}

SnappyDecompressor.prototype.uncompressToBuffer = function (outBuffer) {
  var array = this.array
  var arrayLength = array.length
  var pos = this.pos
  var outPos = 0

  var c, len, smallLen
  var offset

  while (pos < array.length) {
    c = array[pos]
    pos += 1
    if ((c & 0x3) === 0) {
      // Literal
      len = (c >>> 2) + 1
      if (len > 60) {
        if (pos + 3 >= arrayLength) {
          return false
        }
        smallLen = len - 60
        len = array[pos] + (array[pos + 1] << 8) + (array[pos + 2] << 16) + (array[pos + 3] << 24)
        len = (len & WORD_MASK[smallLen]) + 1
        pos += smallLen
      }
      if (pos + len > arrayLength) {
        return false
      }
      copyBytes(array, pos, outBuffer, outPos, len)
      pos += len
      outPos += len
    } else {
      switch (c & 0x3) {
        case 1:
          len = ((c >>> 2) & 0x7) + 4
          offset = array[pos] + ((c >>> 5) << 8)
          pos += 1
          break
        case 2:
          if (pos + 1 >= arrayLength) {
            return false
          }
          len = (c >>> 2) + 1
          offset = array[pos] + (array[pos + 1] << 8)
          pos += 2
          break
        case 3:
          if (pos + 3 >= arrayLength) {
            return false
          }
          len = (c >>> 2) + 1
          offset = array[pos] + (array[pos + 1] << 8) + (array[pos + 2] << 16) + (array[pos + 3] << 24)
          pos += 4
          break
        default:
          break
      }
      if (offset === 0 || offset > outPos) {
        return false
      }
      selfCopyBytes(outBuffer, outPos, offset, len)
      outPos += len
    }
  }
  return true
}

exports.c = SnappyDecompressor


/***/ }),

/***/ 6074:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  command: () => (/* binding */ command)
});

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: ./src/attest/pipeline.ts + 2 modules
var pipeline = __webpack_require__(1086);
// EXTERNAL MODULE: ./src/action/retry-log.ts
var retry_log = __webpack_require__(1599);
// EXTERNAL MODULE: ./src/github/api.ts
var api = __webpack_require__(8943);
// EXTERNAL MODULE: ./src/github/connect.ts + 2 modules
var connect = __webpack_require__(3886);
// EXTERNAL MODULE: ./src/summary/markdown.ts
var markdown = __webpack_require__(7175);
// EXTERNAL MODULE: ./src/summary/states.ts
var states = __webpack_require__(2764);
// EXTERNAL MODULE: ./node_modules/snappyjs/index.js
var snappyjs = __webpack_require__(4528);
// EXTERNAL MODULE: ./src/parsing/zod.ts
var zod = __webpack_require__(1913);
// EXTERNAL MODULE: ./src/http/transport.ts + 1 modules
var http_transport = __webpack_require__(7765);
// EXTERNAL MODULE: ./src/http/request-error.ts
var request_error = __webpack_require__(8734);
// EXTERNAL MODULE: ./src/http/json-depth.ts
var json_depth = __webpack_require__(9708);
// EXTERNAL MODULE: ./src/http/url.ts
var http_url = __webpack_require__(6697);
// EXTERNAL MODULE: ./src/version.ts
var version = __webpack_require__(311);
;// CONCATENATED MODULE: ./src/commands/attest-provenance/bundles.ts
/**
 * The attestations GitHub holds for an artifact's digest: `GET /repos/{owner}/{repo}/
 * attestations/sha256:{digest}` through the GitHub API connection (the token goes there and
 * nowhere else). An entry whose `bundle` is null names a `bundle_url` on another host (blob
 * storage, a signed query string): that is downloaded through a transport of its own that
 * carries no Authorization header, and its body is raw-block snappy JSON.
 */








/** The most a bundle may hold once decompressed (real ones are a few KB). */
const MAX_BUNDLE_BYTES = 4 * 1024 * 1024;
/** The most a compressed bundle may hold as sent. */
const MAX_COMPRESSED_BYTES = MAX_BUNDLE_BYTES;
const AttestationsSchema = zod/* looseObject */._H3({
    attestations: zod/* array */.YOg(zod/* looseObject */._H3({
        bundle: zod/* nullish */.cl6(zod/* looseObject */._H3({})),
        bundle_url: zod/* nullish */.cl6(zod/* string */.YjP()),
        repository_id: zod/* nullish */.cl6(zod/* number */.aig())
    }))
});
/**
 * The bundles of the digest in `repository`, from every page of the listing (an artifact
 * rebuilt and attested again has one attestation per build, and the one that verifies may
 * come last): none when GitHub answers 404 (it knows of no attestation, or the token cannot
 * see the repository; the log says both).
 */
async function readAttestations(github, repository, digest, host) {
    const attestations = [];
    try {
        const listing = github.pages('GET /repos/{owner}/{repo}/attestations/sha256:{digest}', {
            ...(0,api/* repoParameters */.$f)(repository),
            digest
        });
        for await (const page of listing) {
            attestations.push(...(0,api/* parse */.qg)(AttestationsSchema, page.data, 'a list of attestations').attestations);
        }
    }
    catch (error) {
        if (error instanceof api/* GitHubApiError */.OS && error.status === 404 && attestations.length === 0) {
            return { bundles: [], notFound: true };
        }
        throw error;
    }
    const downloads = new BundleHost(host);
    try {
        const bundles = [];
        for (const entry of attestations) {
            if (entry.bundle)
                bundles.push({ json: entry.bundle, from: 'answer' });
            else if (entry.bundle_url)
                bundles.push(await downloads.read(entry.bundle_url));
            else
                bundles.push({ problem: 'the entry has neither a bundle nor a bundle_url' });
        }
        return { bundles, notFound: false };
    }
    finally {
        downloads.dispose();
    }
}
/** The host bundles are downloaded from: one transport per origin, never with a token. */
class BundleHost {
    options;
    transports = new Map();
    constructor(options) {
        this.options = options;
    }
    async read(location) {
        let url;
        try {
            url = new URL(location);
        }
        catch {
            return { problem: 'its bundle_url is not a URL' };
        }
        const shown = (0,http_url/* redactUrl */.BO)(`${url.origin}${url.pathname}`);
        if (url.protocol !== 'https:' && !(url.protocol === 'http:' && (0,http_url/* isLoopbackHost */.cW)(url.hostname))) {
            return { problem: `its bundle_url ${shown} is not https` };
        }
        try {
            const response = await this.transportFor(url).send({
                method: 'GET',
                url,
                accept: 'application/octet-stream, application/x-snappy, */*',
                limit: MAX_COMPRESSED_BYTES
            });
            return { json: decodeBundle(response.bytes), from: 'bundle_url' };
        }
        catch (error) {
            // The host did not serve it: no verdict can be had about a bundle never read.
            if (error instanceof request_error/* RequestError */.GI) {
                throw new Error(`a bundle could not be downloaded from ${shown}: ${error.message}`, {
                    cause: error
                });
            }
            const reason = error instanceof Error ? error.message : String(error);
            return { problem: `the bundle downloaded from ${shown} ${reason}` };
        }
    }
    dispose() {
        for (const transport of this.transports.values())
            transport.dispose();
    }
    transportFor(url) {
        let transport = this.transports.get(url.origin);
        if (!transport) {
            transport = new http_transport/* HttpTransport */.G({
                system: 'the attestation bundle host',
                origin: url.origin,
                // Blob storage authorizes by the signed query string, and refuses a Bearer header.
                authorization: undefined,
                userAgent: version/* USER_AGENT */._O,
                timeoutMs: this.options.timeoutMs,
                maxRetries: this.options.maxRetries,
                onRetry: this.options.onRetry
            });
            this.transports.set(url.origin, transport);
        }
        return transport;
    }
}
/** Raw-block snappy bytes to the bundle's JSON object; throws a phrase saying what is wrong. */
function decodeBundle(bytes) {
    let text;
    try {
        text = Buffer.from(snappyjs/* uncompress */.k(bytes, MAX_BUNDLE_BYTES)).toString('utf8');
    }
    catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new Error(`is not raw-block snappy data (${reason.replace(/[.\s]+$/, '')})`);
    }
    const tooDeep = (0,json_depth/* tooDeepAnswer */.lw)(text);
    if (tooDeep !== undefined)
        throw new Error(`is refused: ${tooDeep}`);
    let json;
    try {
        json = JSON.parse(text);
    }
    catch {
        throw new Error('is not JSON once decompressed');
    }
    if (typeof json !== 'object' || json === null || Array.isArray(json)) {
        throw new Error('is not a JSON object once decompressed');
    }
    return json;
}

// EXTERNAL MODULE: ./src/inputs/artifact.ts
var artifact = __webpack_require__(5755);
// EXTERNAL MODULE: ./src/inputs/input-error.ts
var input_error = __webpack_require__(9354);
// EXTERNAL MODULE: ./src/inputs/parse.ts
var parse = __webpack_require__(3718);
// EXTERNAL MODULE: ./src/inputs/tokens.ts
var tokens = __webpack_require__(1867);
// EXTERNAL MODULE: ./src/runner/step-scope.ts
var step_scope = __webpack_require__(7719);
;// CONCATENATED MODULE: ./src/commands/attest-provenance/inputs.ts





const REPOSITORY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9-]*\/[A-Za-z0-9._-]+$/;
const REPOSITORY_FORM = 'owner/name, as GITHUB_REPOSITORY has it';
const WORKFLOW_PATTERN = /^[A-Za-z0-9][A-Za-z0-9-]*\/[A-Za-z0-9._-]+\/\.github\/workflows\/[A-Za-z0-9._-]+\.ya?ml$/;
const WORKFLOW_FORM = 'owner/repo/.github/workflows/<file>.yml, without a ref';
function readProvenanceInputs(source, _common, step) {
    const githubToken = (0,tokens/* readGitHubToken */.nC)(source, step.mask);
    if (githubToken === undefined) {
        throw new input_error/* InputError */.d('github-token', 'is empty, and the attestations can only be read through the GitHub API', 'a token that can read them: leave the input out to use ${{ github.token }}, with permissions: attestations: read in the workflow');
    }
    if (source('user-data') !== undefined) {
        throw new input_error/* InputError */.d('user-data', 'is set, and attest-provenance records the verification itself as the user data', 'no user-data (annotations and description are recorded as given)');
    }
    // Read by the pipeline next; its default must have reached it.
    (0,parse/* declared */.bu)('name', source('name'));
    return {
        repository: readRepository(source),
        signerWorkflow: readSignerWorkflow(source),
        predicateType: readPredicateType(source),
        githubToken,
        artifact: (0,artifact/* readArtifact */.R)(source)
    };
}
function readRepository(source) {
    const given = source('repository');
    const value = given ?? (0,step_scope/* stepEnv */.WH)().GITHUB_REPOSITORY?.trim();
    const origin = given === undefined ? '(read from GITHUB_REPOSITORY) ' : '';
    if (!value) {
        throw new input_error/* InputError */.d('repository', 'is empty, and GITHUB_REPOSITORY is not set', `the repository whose attestations are read, ${REPOSITORY_FORM}`);
    }
    if (!REPOSITORY_PATTERN.test(value)) {
        throw new input_error/* InputError */.d('repository', `${origin}has ${(0,input_error/* quote */.h)(value)}`, REPOSITORY_FORM);
    }
    return value;
}
function readSignerWorkflow(source) {
    const value = source('signer-workflow');
    if (value === undefined)
        return undefined;
    if (!WORKFLOW_PATTERN.test(value)) {
        const hint = value.includes('@') ? ' (any ref is accepted: leave out "@<ref>")' : '';
        throw new input_error/* InputError */.d('signer-workflow', `has ${(0,input_error/* quote */.h)(value)}${hint}`, WORKFLOW_FORM);
    }
    return value;
}
function readPredicateType(source) {
    const value = (0,parse/* declared */.bu)('predicate-type', source('predicate-type'));
    if (!/^\S+$/.test(value) || value.length > 500) {
        throw new input_error/* InputError */.d('predicate-type', `has ${(0,input_error/* quote */.h)(value)}`, 'a predicate type URI such as https://slsa.dev/provenance/v1');
    }
    return value;
}

;// CONCATENATED MODULE: ./src/commands/attest-provenance/index.ts
/**
 * attest-provenance: reads the artifact attestations GitHub holds for the artifact's digest,
 * verifies each Sigstore bundle offline (signature, log and timestamp evidence, against the
 * trust root of its issuer, shipped with the action), checks that it is provenance of this
 * artifact, built in `repository` (by `signer-workflow`, when given), and records the result
 * as a generic attestation: compliant when a bundle verified, with its claims as user data and
 * the bundles attached. It records either way; `assert` fails the step when none verified.
 */











/** Each later stage means the bundle passed the earlier ones: the furthest one is reported. */
const STAGES = ['signature', 'predicate', 'digest', 'identity'];
async function gather(inputs, context) {
    const { log, common } = context;
    const fingerprint = await context.fingerprint();
    if (fingerprint === undefined)
        throw new Error('Internal error: the artifact has no fingerprint');
    const policy = {
        repository: inputs.repository,
        signerWorkflow: inputs.signerWorkflow,
        predicateType: inputs.predicateType,
        digests: await artifactDigests(inputs, fingerprint)
    };
    const onRetry = (system) => (event) => log.info((0,retry_log/* describeRetry */.e)(event, system));
    const github = (0,connect/* connectGitHub */.U)(inputs.githubToken, common.timeoutMs, {
        maxRetries: common.maxRetries,
        onRetry: onRetry('GitHub'),
        log
    });
    if (!github)
        throw new Error('Internal error: github-token is empty');
    const { bundles, notFound } = await log.group(`Reading the attestations of sha256:${fingerprint.slice(0, 12)} in ${inputs.repository}`, async () => {
        try {
            return await readAttestations(await github(), inputs.repository, fingerprint, {
                timeoutMs: common.timeoutMs,
                maxRetries: common.maxRetries,
                onRetry: onRetry('the attestation bundle host')
            });
        }
        catch (error) {
            throw new Error(readFailure(error, inputs.repository), { cause: error });
        }
    });
    // The verifier is loaded only once there is something to verify.
    const { verifyBundle } = await Promise.all(/* import() */[__webpack_require__.e(1168), __webpack_require__.e(2691)]).then(__webpack_require__.bind(__webpack_require__, 2691));
    const verdicts = bundles.map(bundle => 'json' in bundle
        ? verifyBundle(bundle.json, policy)
        : { verified: false, reason: 'signature', detail: bundle.problem });
    verdicts.forEach((verdict, index) => log.info(describeVerdict(index, verdict)));
    const verified = verdicts.find((verdict) => verdict.verified);
    return {
        fingerprint,
        repository: inputs.repository,
        bundles: bundles.flatMap((bundle) => ('json' in bundle ? [bundle.json] : [])),
        verdicts,
        verified,
        failure: verified ? undefined : failureOf(verdicts),
        notFound
    };
}
/** sha256 always; sha512 too for a file (npm provenance names the package by sha512 only). */
async function artifactDigests(inputs, fingerprint) {
    const digests = { sha256: fingerprint };
    const { artifact } = inputs;
    if (!('path' in artifact) || (artifact.type !== undefined && artifact.type !== 'file')) {
        return digests;
    }
    if (!(await (0,promises_.stat)(artifact.path)).isFile())
        return digests;
    const hash = (0,external_node_crypto_.createHash)('sha512');
    for await (const chunk of (0,external_node_fs_.createReadStream)(artifact.path))
        hash.update(chunk);
    digests.sha512 = hash.digest('hex');
    return digests;
}
function failureOf(verdicts) {
    let furthest;
    for (const verdict of verdicts) {
        if (verdict.verified)
            continue;
        if (!furthest || STAGES.indexOf(verdict.reason) > STAGES.indexOf(furthest.reason)) {
            furthest = verdict;
        }
    }
    if (!furthest)
        return { reason: 'no attestation', detail: 'GitHub holds no attestation of it' };
    return { reason: furthest.reason, detail: furthest.detail };
}
function describeVerdict(index, verdict) {
    const which = `Bundle ${index + 1}`;
    if (verdict.verified) {
        const { claims } = verdict;
        return `${which}: verified (${verdict.trustDomain}): ${claims.buildSigner ?? 'no signer'} at ${claims.sourceCommit ?? 'no commit'}.`;
    }
    return `${which}: not verified (${verdict.reason}): ${verdict.detail}.`;
}
/** Why the attestations could not be read; a 401, 403 or 404 names the permission. */
function readFailure(error, repository) {
    const reason = (error instanceof Error ? error.message : String(error)).replace(/[.\s]+$/, '');
    const nothing = 'No attestation was posted: a record without them would not say what was checked.';
    if (error instanceof api/* GitHubApiError */.OS && !error.rateLimited && error.status === 403) {
        return (`github-token may not read the attestations of ${repository} (the GitHub API answered 403): ` +
            `grant it in the workflow with "permissions: attestations: read". ${nothing}`);
    }
    return `The attestations of ${repository} could not be read: ${reason}. ${nothing}`;
}
function userData(found) {
    const { verified, failure } = found;
    if (verified) {
        const { claims } = verified;
        return {
            predicate_type: verified.predicateType,
            source_repository: claims.sourceRepository ?? null,
            source_ref: claims.sourceRef ?? null,
            source_commit: claims.sourceCommit ?? null,
            signer_workflow: claims.buildSigner ?? null,
            run_url: claims.runUrl ?? null,
            trust_domain: verified.trustDomain
        };
    }
    return {
        reason: failure?.reason ?? 'no attestation',
        detail: failure?.detail ?? '',
        bundles_read: found.verdicts.length
    };
}
/** The bundles read, one JSON document a line, so an auditor can verify them again. */
function bundlesPart(found) {
    if (found.bundles.length === 0)
        return undefined;
    const text = found.bundles.map(bundle => JSON.stringify(bundle)).join('\n') + '\n';
    const filename = 'provenance-bundles.jsonl';
    return {
        part: 'attachment_file',
        filename,
        description: `${filename} (${found.bundles.length} bundle(s), ${Buffer.byteLength(text)} bytes)`,
        load: async () => new Blob([text], { type: 'application/x-ndjson' })
    };
}
function problemOf(found) {
    if (found.verified)
        return undefined;
    const reason = found.failure ?? { reason: 'no attestation', detail: '' };
    return (`No attestation of sha256:${found.fingerprint.slice(0, 12)}… in ${found.repository} verified ` +
        `(${reason.reason}: ${reason.detail.replace(/[.\s]+$/, '')})`);
}
const command = (0,pipeline/* attestationCommand */.Q)({
    type: 'generic',
    readInputs: readProvenanceInputs,
    commit: 'none',
    gather,
    body: found => ({ is_compliant: found.verified !== undefined, user_data: userData(found) }),
    attachment: async (found) => bundlesPart(found),
    detail: found => found.verified
        ? `verified (${found.verified.trustDomain})`
        : `not verified (${found.failure?.reason ?? 'no attestation'})`,
    outputs: found => ({
        verified: String(found.verified !== undefined),
        'source-commit': found.verified?.claims.sourceCommit ?? '',
        'signer-workflow': found.verified?.claims.buildSigner ?? ''
    }),
    warnings: found => found.notFound
        ? [
            `GitHub answered 404 for the attestations of sha256:${found.fingerprint} in ${found.repository}: ` +
                'it holds none, or github-token cannot see the repository (permissions: attestations: read).'
        ]
        : [],
    summary: {
        rows: found => {
            const claims = found.verified?.claims;
            return [
                [
                    'Provenance',
                    (0,states/* stateMark */.B3)(found.verified ? 'compliant' : 'non-compliant', found.verified ? 'verified' : 'not verified')
                ],
                ['Repository', (0,markdown/* escapeText */.X1)(found.repository)],
                ['Bundles read', String(found.verdicts.length)],
                ['Trust root', found.verified ? (0,markdown/* escapeText */.X1)(found.verified.trustDomain) : undefined],
                ['Signer workflow', claims?.buildSigner ? (0,markdown/* code */.aY)(claims.buildSigner) : undefined],
                ['Source commit', claims?.sourceCommit ? (0,markdown/* code */.aY)(claims.sourceCommit) : undefined],
                ['Run', claims?.runUrl ? (0,markdown/* link */.nf)('signing run', claims.runUrl) : undefined],
                [
                    'Reason',
                    found.failure ? (0,markdown/* escapeText */.X1)(`${found.failure.reason}: ${found.failure.detail}`) : undefined
                ]
            ];
        }
    },
    verdict: found => problemOf(found)
});


/***/ })

};
