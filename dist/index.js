import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 770:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {

module.exports = __nccwpck_require__(218);


/***/ }),

/***/ 218:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {

var __webpack_unused_export__;


var net = __nccwpck_require__(9278);
var tls = __nccwpck_require__(4756);
var http = __nccwpck_require__(8611);
var https = __nccwpck_require__(5692);
var events = __nccwpck_require__(4434);
var assert = __nccwpck_require__(2613);
var util = __nccwpck_require__(9023);


exports.httpOverHttp = httpOverHttp;
exports.httpsOverHttp = httpsOverHttp;
exports.httpOverHttps = httpOverHttps;
exports.httpsOverHttps = httpsOverHttps;


function httpOverHttp(options) {
  var agent = new TunnelingAgent(options);
  agent.request = http.request;
  return agent;
}

function httpsOverHttp(options) {
  var agent = new TunnelingAgent(options);
  agent.request = http.request;
  agent.createSocket = createSecureSocket;
  agent.defaultPort = 443;
  return agent;
}

function httpOverHttps(options) {
  var agent = new TunnelingAgent(options);
  agent.request = https.request;
  return agent;
}

function httpsOverHttps(options) {
  var agent = new TunnelingAgent(options);
  agent.request = https.request;
  agent.createSocket = createSecureSocket;
  agent.defaultPort = 443;
  return agent;
}


function TunnelingAgent(options) {
  var self = this;
  self.options = options || {};
  self.proxyOptions = self.options.proxy || {};
  self.maxSockets = self.options.maxSockets || http.Agent.defaultMaxSockets;
  self.requests = [];
  self.sockets = [];

  self.on('free', function onFree(socket, host, port, localAddress) {
    var options = toOptions(host, port, localAddress);
    for (var i = 0, len = self.requests.length; i < len; ++i) {
      var pending = self.requests[i];
      if (pending.host === options.host && pending.port === options.port) {
        // Detect the request to connect same origin server,
        // reuse the connection.
        self.requests.splice(i, 1);
        pending.request.onSocket(socket);
        return;
      }
    }
    socket.destroy();
    self.removeSocket(socket);
  });
}
util.inherits(TunnelingAgent, events.EventEmitter);

TunnelingAgent.prototype.addRequest = function addRequest(req, host, port, localAddress) {
  var self = this;
  var options = mergeOptions({request: req}, self.options, toOptions(host, port, localAddress));

  if (self.sockets.length >= this.maxSockets) {
    // We are over limit so we'll add it to the queue.
    self.requests.push(options);
    return;
  }

  // If we are under maxSockets create a new one.
  self.createSocket(options, function(socket) {
    socket.on('free', onFree);
    socket.on('close', onCloseOrRemove);
    socket.on('agentRemove', onCloseOrRemove);
    req.onSocket(socket);

    function onFree() {
      self.emit('free', socket, options);
    }

    function onCloseOrRemove(err) {
      self.removeSocket(socket);
      socket.removeListener('free', onFree);
      socket.removeListener('close', onCloseOrRemove);
      socket.removeListener('agentRemove', onCloseOrRemove);
    }
  });
};

TunnelingAgent.prototype.createSocket = function createSocket(options, cb) {
  var self = this;
  var placeholder = {};
  self.sockets.push(placeholder);

  var connectOptions = mergeOptions({}, self.proxyOptions, {
    method: 'CONNECT',
    path: options.host + ':' + options.port,
    agent: false,
    headers: {
      host: options.host + ':' + options.port
    }
  });
  if (options.localAddress) {
    connectOptions.localAddress = options.localAddress;
  }
  if (connectOptions.proxyAuth) {
    connectOptions.headers = connectOptions.headers || {};
    connectOptions.headers['Proxy-Authorization'] = 'Basic ' +
        new Buffer(connectOptions.proxyAuth).toString('base64');
  }

  debug('making CONNECT request');
  var connectReq = self.request(connectOptions);
  connectReq.useChunkedEncodingByDefault = false; // for v0.6
  connectReq.once('response', onResponse); // for v0.6
  connectReq.once('upgrade', onUpgrade);   // for v0.6
  connectReq.once('connect', onConnect);   // for v0.7 or later
  connectReq.once('error', onError);
  connectReq.end();

  function onResponse(res) {
    // Very hacky. This is necessary to avoid http-parser leaks.
    res.upgrade = true;
  }

  function onUpgrade(res, socket, head) {
    // Hacky.
    process.nextTick(function() {
      onConnect(res, socket, head);
    });
  }

  function onConnect(res, socket, head) {
    connectReq.removeAllListeners();
    socket.removeAllListeners();

    if (res.statusCode !== 200) {
      debug('tunneling socket could not be established, statusCode=%d',
        res.statusCode);
      socket.destroy();
      var error = new Error('tunneling socket could not be established, ' +
        'statusCode=' + res.statusCode);
      error.code = 'ECONNRESET';
      options.request.emit('error', error);
      self.removeSocket(placeholder);
      return;
    }
    if (head.length > 0) {
      debug('got illegal response body from proxy');
      socket.destroy();
      var error = new Error('got illegal response body from proxy');
      error.code = 'ECONNRESET';
      options.request.emit('error', error);
      self.removeSocket(placeholder);
      return;
    }
    debug('tunneling connection has established');
    self.sockets[self.sockets.indexOf(placeholder)] = socket;
    return cb(socket);
  }

  function onError(cause) {
    connectReq.removeAllListeners();

    debug('tunneling socket could not be established, cause=%s\n',
          cause.message, cause.stack);
    var error = new Error('tunneling socket could not be established, ' +
                          'cause=' + cause.message);
    error.code = 'ECONNRESET';
    options.request.emit('error', error);
    self.removeSocket(placeholder);
  }
};

TunnelingAgent.prototype.removeSocket = function removeSocket(socket) {
  var pos = this.sockets.indexOf(socket)
  if (pos === -1) {
    return;
  }
  this.sockets.splice(pos, 1);

  var pending = this.requests.shift();
  if (pending) {
    // If we have pending requests and a socket gets closed a new one
    // needs to be created to take over in the pool for the one that closed.
    this.createSocket(pending, function(socket) {
      pending.request.onSocket(socket);
    });
  }
};

function createSecureSocket(options, cb) {
  var self = this;
  TunnelingAgent.prototype.createSocket.call(self, options, function(socket) {
    var hostHeader = options.request.getHeader('host');
    var tlsOptions = mergeOptions({}, self.options, {
      socket: socket,
      servername: hostHeader ? hostHeader.replace(/:.*$/, '') : options.host
    });

    // 0 is dummy port for v0.6
    var secureSocket = tls.connect(0, tlsOptions);
    self.sockets[self.sockets.indexOf(socket)] = secureSocket;
    cb(secureSocket);
  });
}


function toOptions(host, port, localAddress) {
  if (typeof host === 'string') { // since v0.10
    return {
      host: host,
      port: port,
      localAddress: localAddress
    };
  }
  return host; // for v0.11 or later
}

function mergeOptions(target) {
  for (var i = 1, len = arguments.length; i < len; ++i) {
    var overrides = arguments[i];
    if (typeof overrides === 'object') {
      var keys = Object.keys(overrides);
      for (var j = 0, keyLen = keys.length; j < keyLen; ++j) {
        var k = keys[j];
        if (overrides[k] !== undefined) {
          target[k] = overrides[k];
        }
      }
    }
  }
  return target;
}


var debug;
if (process.env.NODE_DEBUG && /\btunnel\b/.test(process.env.NODE_DEBUG)) {
  debug = function() {
    var args = Array.prototype.slice.call(arguments);
    if (typeof args[0] === 'string') {
      args[0] = 'TUNNEL: ' + args[0];
    } else {
      args.unshift('TUNNEL:');
    }
    console.error.apply(console, args);
  }
} else {
  debug = function() {};
}
__webpack_unused_export__ = debug; // for test


/***/ }),

/***/ 7376:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   c: () => (/* binding */ publishAnnotations),
/* harmony export */   t: () => (/* binding */ MAX_ERROR_ANNOTATIONS)
/* harmony export */ });
/* harmony import */ var _log_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(8592);
/* harmony import */ var _run_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3147);


/** Error annotations the runner shows for one step; more are dropped without a word. */
const MAX_ERROR_ANNOTATIONS = 10;
function properties(annotation, env) {
    const props = { title: (0,_log_js__WEBPACK_IMPORTED_MODULE_1__/* .safeProperty */ .le)(annotation.title) };
    // A file outside the workspace is no place the runner can show: the annotation stays.
    const file = annotation.file === undefined ? undefined : (0,_run_js__WEBPACK_IMPORTED_MODULE_0__/* .workspacePath */ .or)(annotation.file, env);
    if (file !== undefined) {
        props.file = (0,_log_js__WEBPACK_IMPORTED_MODULE_1__/* .safeProperty */ .le)(file);
        if (annotation.line !== undefined)
            props.startLine = annotation.line;
    }
    return props;
}
function publishAnnotations(annotations, options) {
    const { sink, env } = options;
    const room = Math.max(0, MAX_ERROR_ANNOTATIONS - (options.reserved ?? 0));
    const shown = annotations.first.slice(0, room);
    for (const annotation of shown) {
        sink.error((0,_log_js__WEBPACK_IMPORTED_MODULE_1__/* .safeAnnotation */ .hG)(annotation.message), properties(annotation, env));
    }
    if (annotations.total > shown.length) {
        sink.info((0,_log_js__WEBPACK_IMPORTED_MODULE_1__/* .safeLogLine */ .AL)(annotations.rest(annotations.total - shown.length)));
    }
}


/***/ }),

/***/ 8592:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   AL: () => (/* binding */ safeLogLine),
/* harmony export */   OG: () => (/* binding */ logLines),
/* harmony export */   h: () => (/* binding */ createLogger),
/* harmony export */   hG: () => (/* binding */ safeAnnotation),
/* harmony export */   le: () => (/* binding */ safeProperty),
/* harmony export */   vy: () => (/* binding */ failStep)
/* harmony export */ });
/**
 * Control characters other than tab: C0, DEL, C1 (U+0085 NEXT LINE among them) and the
 * Unicode line and paragraph separators, which log viewers may show as line breaks.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000a-\u001f\u007f-\u009f\u2028\u2029]/g;
const LINE_BREAK = /\r\n|[\r\n\u0085\u2028\u2029]/g;
/** Other control characters than tab and \n (warnings keep \n). */
// eslint-disable-next-line no-control-regex -- as above
const CONTROL_BUT_NEWLINE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;
function escapeControl(char) {
    if (char === '\n')
        return '\\n';
    if (char === '\r')
        return '\\r';
    return `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;
}
/**
 * One log line that the runner cannot read as a workflow command, with what was changed
 * visible: `a\n::error::b` becomes `a\n::error::b` with a literal backslash-n, a leading
 * `::` becomes `\::`, and `##[` becomes `##\[`.
 */
function safeLogLine(text) {
    return (text
        .replace(CONTROL, escapeControl)
        // The runner trims leading whitespace before looking for `::`.
        .replace(/^(\s*)::/, '$1\\::')
        .replace(/##\[/g, '##\\['));
}
/**
 * An annotation's text (warning, error, the failure message): line breaks of every kind
 * become \n, which @actions/core encodes; other control characters show as escapes.
 */
function safeAnnotation(text) {
    return text.replace(LINE_BREAK, '\n').replace(CONTROL_BUT_NEWLINE, escapeControl);
}
/**
 * A property of an annotation (its title, its file): one line, control characters shown as
 * escapes. @actions/core then encodes `%`, `:` and `,` in it, so it cannot end the command.
 */
function safeProperty(text) {
    return text.replace(CONTROL, escapeControl);
}
/** The Logger every command gets: it neutralises every message before the sink sees it. */
function createLogger(sink) {
    return {
        info: message => sink.info(safeLogLine(message)),
        warning: message => sink.warning(safeAnnotation(message)),
        debug: message => sink.debug(safeLogLine(message)),
        group: (title, work) => sink.group(safeLogLine(title), work),
        mask: secret => sink.mask?.(secret)
    };
}
/**
 * Logs a multi-line text of the action's own making (a JSON body, a stack) line by line.
 * It is split at \n only: JSON escapes \n and \r inside strings, so any other break in it
 * comes from a value and stays inside its line, escaped like the rest.
 */
function logLines(log, text) {
    for (const line of text.split('\n'))
        log(line);
}
/** Fails the step with a message neutralised like any other annotation. */
function failStep(runner, message) {
    runner.fail(safeAnnotation(message));
}


/***/ }),

/***/ 1463:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ MAX_OUTPUT_BYTES),
/* harmony export */   g: () => (/* binding */ fitOutputs)
/* harmony export */ });
/* harmony import */ var _result_file_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(5652);
/**
 * Keeps every step output of every command under GitHub's 1 MB limit. `result` is also
 * written to a file under RUNNER_TEMP, named by the `result-file` output (the list commands
 * write theirs themselves); when `result` is over the limit it is not set, and one warning
 * points at the file. Any other output over the limit is treated alike: not set, its value
 * in a file the warning names. So no answer from the service can make the runner drop the
 * step's outputs.
 */

/** GitHub limits a step output to 1 MB. */
const MAX_OUTPUT_BYTES = 1_000_000;
async function fitOutputs(command, outputs, warn, oversized = {}) {
    const fitted = { ...outputs };
    if (outputs.result !== undefined && outputs['result-file'] === undefined) {
        const fitsInOutput = Buffer.byteLength(outputs.result, 'utf8') <= MAX_OUTPUT_BYTES;
        const saved = await (0,_result_file_js__WEBPACK_IMPORTED_MODULE_0__/* .saveResult */ .bB)(command, outputs.result, { fitsInOutput });
        if (saved.warning)
            warn(saved.warning);
        fitted['result-file'] = saved.path;
    }
    for (const [name, value] of Object.entries(outputs)) {
        const size = Object.hasOwn(oversized, name)
            ? oversized[name]
            : Buffer.byteLength(value, 'utf8');
        if (size <= MAX_OUTPUT_BYTES)
            continue;
        delete fitted[name];
        const kib = Math.round(size / 1024);
        if (name === 'result') {
            // Written above (or by the list command): a result over the limit whose file could
            // not be written has already failed the step.
            const file = fitted['result-file'];
            warn(`The result is ${kib} KiB, over the 1 MB limit of a step output, so the result output ` +
                `is empty; read ${file} (the result-file output) instead.`);
        }
        else {
            const file = await (0,_result_file_js__WEBPACK_IMPORTED_MODULE_0__/* .writeResultFile */ .tH)(`${command}-${name}`, value);
            warn(`The ${name} output is ${kib} KiB, over the 1 MB limit of a step output, so it is ` +
                `empty; its value is in ${file}.`);
        }
    }
    return fitted;
}


/***/ }),

/***/ 4042:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ routeProcessWarnings),
/* harmony export */   q: () => (/* binding */ handleCancellation)
/* harmony export */ });
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_os__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _http_in_flight_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(5192);
/**
 * What only a process has: its signals and its warnings. The entry (src/index.ts) installs
 * these for the workflow runner's process; a step run in memory has neither.
 */


/**
 * Node prints a process warning (`process.emitWarning`, from Node itself or a library) to
 * stderr as it is, and a library may quote a server's text in one (a deprecation notice
 * naming a header's value): the runner would read a `::` or `##[` in it as a workflow
 * command. Node's printer is removed and each warning goes through the safe logger, as a
 * debug line: it concerns the action's code, not the user's workflow.
 */
function routeProcessWarnings(log) {
    process.removeAllListeners('warning');
    process.on('warning', warning => {
        log.debug(`Node.js warning: ${warning.name}: ${warning.message}`);
    });
}
/**
 * A cancelled job sends SIGINT, then SIGTERM. Cut off while a write is on its way, the action
 * cannot know whether the server applied it: it says so, naming the request. Cut off while a
 * download is being written, it removes the partial file, so no half file stays in the
 * workspace. Then it exits non-zero as a cancelled step does.
 */
function handleCancellation(log) {
    let cancelling = false;
    for (const signal of ['SIGINT', 'SIGTERM']) {
        process.once(signal, () => {
            // A second signal while exiting (SIGINT, then SIGTERM) must not repeat the line.
            if (cancelling)
                return;
            cancelling = true;
            for (const write of (0,_http_in_flight_js__WEBPACK_IMPORTED_MODULE_1__/* .writesInFlight */ .o1)()) {
                log.warning(`Cancelled (${signal}) while ${write.method} ${write.target} was on its way to ` +
                    `${write.system}: the write may or may not have been recorded; check it in ` +
                    `${write.system} before re-running, so it is not recorded twice.`);
            }
            // Removed now, and again just before exiting: a download may start its file between.
            for (const target of (0,_http_in_flight_js__WEBPACK_IMPORTED_MODULE_1__/* .removeFilesInFlight */ .lQ)()) {
                log.info(`Cancelled (${signal}) while downloading ${target}: its partial file was removed.`);
            }
            // Exit once stdout has taken the line (pipes may be asynchronous).
            process.stdout.write('', () => {
                (0,_http_in_flight_js__WEBPACK_IMPORTED_MODULE_1__/* .removeFilesInFlight */ .lQ)();
                process.exit(128 + node_os__WEBPACK_IMPORTED_MODULE_0__.constants.signals[signal]);
            });
        });
    }
}


/***/ }),

/***/ 5652:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   bB: () => (/* binding */ saveResult),
/* harmony export */   gm: () => (/* binding */ ResultFileStream),
/* harmony export */   tH: () => (/* binding */ writeResultFile)
/* harmony export */ });
/* unused harmony export ResultFileWriteError */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__nccwpck_require__.n(node_os__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _run_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(3147);
/**
 * Writes a list command's result to a JSON file under RUNNER_TEMP, for results too large
 * for a step output. Each step gets its own file, so two steps of a job never overwrite
 * each other's result. The file appears whole or not at all: it is written under a
 * temporary name and renamed, and a failed write (a missing or read-only directory, a full
 * disk) removes what it left, so no empty or cut file ever carries the final name.
 */





const nodeFileSystem = { writeFile: node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.writeFile, rename: node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rename, rm: node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm, open: node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open };
function resultPaths(command) {
    const directory = (0,_run_js__WEBPACK_IMPORTED_MODULE_4__/* .runnerTemp */ .X5)() ?? (0,node_os__WEBPACK_IMPORTED_MODULE_2__.tmpdir)();
    const name = `kosli-${command}-${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomUUID)()}.json`;
    return { path: (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(directory, name), partial: (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(directory, `.${name}.partial`) };
}
/** The result file could not be written; the message names the path and why. */
class ResultFileWriteError extends Error {
    path;
    code;
    constructor(path, code, options) {
        super(`The result file ${path} could not be written: ${reasonFor(code, options.cause)}`, options);
        this.path = path;
        this.code = code;
        this.name = 'ResultFileWriteError';
    }
}
function reasonFor(code, cause) {
    switch (code) {
        case 'ENOENT':
        case 'ENOTDIR':
            return 'its directory (RUNNER_TEMP) does not exist';
        case 'EACCES':
        case 'EPERM':
        case 'EROFS':
            return 'its directory (RUNNER_TEMP) is not writable';
        case 'ENOSPC':
        case 'EDQUOT':
            return 'the disk is full';
        default:
            return cause instanceof Error ? cause.message : String(cause);
    }
}
async function writeResultFile(command, json, fs = nodeFileSystem) {
    const { path, partial } = resultPaths(command);
    try {
        // `wx`: never replace a file that is already there.
        await fs.writeFile(partial, json, { encoding: 'utf8', flag: 'wx' });
        await fs.rename(partial, path);
        return path;
    }
    catch (error) {
        await fs.rm(partial, { force: true }).catch(() => undefined);
        throw new ResultFileWriteError(path, error.code, { cause: error });
    }
}
/**
 * Writes the result file. When that fails and the result fits in the `result` output, the
 * step goes on with a warning and an empty `result-file`; when it does not fit, nothing
 * would hold the result, so the step fails, naming the directory and what avoids the file:
 * `smallerWith`, the input that makes the result smaller, when the command has one.
 */
async function saveResult(command, json, options, fs = nodeFileSystem) {
    try {
        return { path: await writeResultFile(command, json, fs) };
    }
    catch (error) {
        return unsaved(error, options);
    }
}
/** A result file that could not be written: a warning when the output holds the result. */
function unsaved(error, options) {
    if (!(error instanceof ResultFileWriteError))
        throw error;
    if (options.fitsInOutput) {
        return {
            path: '',
            warning: `${error.message}; the result output holds the whole result and result-file is ` +
                `empty. Point RUNNER_TEMP at a writable directory with free space to get the file too.`
        };
    }
    const smaller = options.smallerWith
        ? `, or set ${options.smallerWith} so the result fits in the result output`
        : '';
    throw new Error(`${error.message}, and the result is over the 1 MB limit of a step output, so no output ` +
        `can hold it: point RUNNER_TEMP at a writable directory with free space${smaller}.`, { cause: error });
}
/**
 * A result file written as the result arrives, with what writeResultFile promises: it
 * appears whole under its final name or not at all. A failed write is kept, not thrown, so
 * the listing goes on (its result may still fit in the output); `finish` then answers as
 * saveResult does.
 */
class ResultFileStream {
    fs;
    path;
    partial;
    handle;
    failure;
    opened = false;
    constructor(command, fs = nodeFileSystem) {
        this.fs = fs;
        ;
        ({ path: this.path, partial: this.partial } = resultPaths(command));
    }
    async write(text) {
        if (this.failure)
            return;
        try {
            if (!this.opened) {
                this.opened = true;
                // `wx`: never replace a file that is already there.
                this.handle = await (this.fs.open ?? node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(this.partial, 'wx');
            }
            await this.handle?.writeFile(text, 'utf8');
        }
        catch (error) {
            await this.fail(error);
        }
    }
    /** Renames the finished file into place, or answers for the failed write as saveResult. */
    async finish(options) {
        if (!this.failure) {
            try {
                await this.handle?.close();
                this.handle = undefined;
                await this.fs.rename(this.partial, this.path);
                return { path: this.path };
            }
            catch (error) {
                await this.fail(error);
            }
        }
        return unsaved(this.failure, options);
    }
    /** Removes what was written: the listing failed, so no result is handed back. */
    async abandon() {
        await this.handle?.close().catch(() => undefined);
        this.handle = undefined;
        if (this.opened)
            await this.fs.rm(this.partial, { force: true }).catch(() => undefined);
    }
    async fail(error) {
        this.failure = new ResultFileWriteError(this.path, error.code, {
            cause: error
        });
        await this.abandon();
    }
}


/***/ }),

/***/ 1599:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ describeRetry)
/* harmony export */ });
/** The log line for a retry: what failed, why, and when the next try starts. */
function describeRetry(event, system) {
    const request = `${system ? `${system} ` : ''}${event.method} ${event.path}`;
    return (`${request} failed (${event.reason}); retry ${event.attempt} in ` +
        `${(event.delayMs / 1000).toFixed(1)} s`);
}


/***/ }),

/***/ 3147:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Vp: () => (/* binding */ runUrl),
/* harmony export */   X5: () => (/* binding */ runnerTemp),
/* harmony export */   or: () => (/* binding */ workspacePath)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _runner_step_scope_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(7719);
/** Facts about the current workflow run, from the runner's environment. */


/** `${GITHUB_SERVER_URL}/${GITHUB_REPOSITORY}/actions/runs/${GITHUB_RUN_ID}`, when known. */
function runUrl(env = (0,_runner_step_scope_js__WEBPACK_IMPORTED_MODULE_1__/* .stepEnv */ .WH)()) {
    const { GITHUB_SERVER_URL: server, GITHUB_REPOSITORY: repository, GITHUB_RUN_ID: runId } = env;
    if (!server || !repository || !runId)
        return undefined;
    return `${server.replace(/\/+$/, '')}/${repository}/actions/runs/${runId}`;
}
/** RUNNER_TEMP on a runner; the system temp directory elsewhere. */
function runnerTemp(env = (0,_runner_step_scope_js__WEBPACK_IMPORTED_MODULE_1__/* .stepEnv */ .WH)()) {
    return env.RUNNER_TEMP || undefined;
}
/**
 * A path a tool wrote (a test's file in a JUnit report) as the runner places an annotation:
 * relative to the workspace (GITHUB_WORKSPACE), with forward slashes. Undefined when it is not
 * in the workspace: an absolute path outside it, any absolute path when the workspace is
 * unknown, or a relative path that climbs out of it. Backslashes count as separators whatever
 * the runner's system: a report written on Windows says `..\..\secrets`, and the file it
 * names must not be taken for one inside the workspace.
 */
function workspacePath(path, env = (0,_runner_step_scope_js__WEBPACK_IMPORTED_MODULE_1__/* .stepEnv */ .WH)()) {
    let inside = withSlashes(path);
    if (isAbsoluteAnywhere(inside)) {
        const workspace = env.GITHUB_WORKSPACE;
        if (!workspace)
            return undefined;
        const root = withSlashes(workspace).replace(/\/+$/, '');
        const within = DRIVE.test(root)
            ? inside.toLowerCase().startsWith(`${root.toLowerCase()}/`)
            : inside.startsWith(`${root}/`);
        if (!within)
            return undefined;
        inside = inside.slice(root.length + 1);
    }
    inside = node_path__WEBPACK_IMPORTED_MODULE_0__.posix.normalize(inside);
    if (inside === '.' || inside === '..' || inside.startsWith('../'))
        return undefined;
    return inside;
}
/** A Windows drive's root (`C:/`), which is absolute on every system that reads the path. */
const DRIVE = /^[A-Za-z]:\//;
const withSlashes = (path) => path.replace(/\\/g, '/');
const isAbsoluteAnywhere = (path) => node_path__WEBPACK_IMPORTED_MODULE_0__.posix.isAbsolute(path) || DRIVE.test(path);


/***/ }),

/***/ 8510:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   b7: () => (/* binding */ loadUndici),
/* harmony export */   hd: () => (/* binding */ fetch),
/* harmony export */   kT: () => (/* binding */ ProxyAgent)
/* harmony export */ });
let loaded;
/** Loads undici; after this, `ProxyAgent` can be constructed. */
async function loadUndici() {
    if (!loaded) {
        // A CommonJS module: its exports are the namespace's default (Node) or the namespace itself.
        const module = (await __nccwpck_require__.e(/* import() */ 6752).then(__nccwpck_require__.t.bind(__nccwpck_require__, 4371, 19)));
        loaded = module.default ?? module;
    }
    return loaded;
}
/**
 * undici's ProxyAgent. http-client constructs it synchronously, and only for a fetch
 * dispatcher (getAgentDispatcher) when a proxy is configured: whoever asks for one awaits
 * `loadUndici()` first.
 */
const ProxyAgent = function ProxyAgent(options) {
    if (!loaded) {
        throw new Error('Internal error: undici ProxyAgent was needed before loadUndici() ran.');
    }
    return new loaded.ProxyAgent(options);
};
const fetch = async (input, init) => (await loadUndici()).fetch(input, init);


/***/ }),

/***/ 6713:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Vf: () => (/* binding */ unpackVariable),
/* harmony export */   cG: () => (/* binding */ variableName)
/* harmony export */ });
/* unused harmony export packVariable */
/** The variable the vendor CLI reads a flag from: `--template-file` → KOSLI_TEMPLATE_FILE. */
function variableName(flag) {
    return `KOSLI_${flag.toUpperCase().replace(/-/g, '_')}`;
}
function packVariable({ flag, form, cliDefault }) {
    if (cliDefault !== undefined)
        return [flag, form, cliDefault];
    return form === 'text' ? flag : [flag, form];
}
function unpackVariable(packed) {
    const [flag, form, cliDefault] = typeof packed === 'string' ? [packed, 'text'] : packed;
    const variable = { variable: variableName(flag), flag, form };
    if (cliDefault !== undefined)
        variable.cliDefault = cliDefault;
    return variable;
}


/***/ }),

/***/ 9662:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Er: () => (/* binding */ UnreadableBodyError),
/* harmony export */   G3: () => (/* binding */ bodyText),
/* harmony export */   IV: () => (/* binding */ readBodyBytes),
/* harmony export */   di: () => (/* binding */ ACCEPTED_ENCODINGS),
/* harmony export */   jh: () => (/* binding */ decodedBody),
/* harmony export */   jy: () => (/* binding */ RefusedBodyError),
/* harmony export */   kC: () => (/* binding */ ReceiverError)
/* harmony export */ });
/* unused harmony export MAX_RESPONSE_BYTES */
/* harmony import */ var node_stream__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(7075);
/* harmony import */ var node_stream__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_stream__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_zlib__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(8522);
/* harmony import */ var node_zlib__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_zlib__WEBPACK_IMPORTED_MODULE_1__);


/** The largest answer the action reads, before and after decompression: 64 MiB. */
const MAX_RESPONSE_BYTES = 64 * 1024 * 1024;
/** The encodings offered in Accept-Encoding, all of which decodedBody decodes. */
const ACCEPTED_ENCODINGS = 'gzip, deflate, br';
/** An answer the action will not read; the same answer would come again, so not retried. */
class UnreadableBodyError extends Error {
    reason;
    constructor(reason, message) {
        super(message);
        this.reason = reason;
        this.name = 'UnreadableBodyError';
    }
}
/**
 * A refused answer: not what was asked for (a receiver's sign-in page), or JSON too deep to
 * read; the same answer would come again, so not retried.
 */
class RefusedBodyError extends Error {
    constructor(message) {
        super(message);
        this.name = 'RefusedBodyError';
    }
}
/** A receiver's own failure (the runner's disk): passed on as it is, not retried. */
class ReceiverError extends Error {
    constructor(message, options) {
        super(message, options);
        this.name = 'ReceiverError';
    }
}
function describeLimit(bytes) {
    return `${bytes / (1024 * 1024)} MiB`;
}
/** The text of a body's bytes: UTF-8, a leading byte-order mark dropped. */
function bodyText(bytes) {
    return withoutByteOrderMark(bytes.toString('utf8'));
}
/** The body's bytes after content decoding, before any text decoding. */
async function readBodyBytes(message, limit = MAX_RESPONSE_BYTES) {
    const chunks = [];
    for await (const chunk of decodedBody(message, limit))
        chunks.push(chunk);
    return Buffer.concat(chunks);
}
/**
 * The body's bytes after content decoding, chunk by chunk, for answers written to disk as
 * they arrive: the same limit, decoding and clean-up as readBodyBytes. Stopping the
 * iteration early (or an error) closes the connection.
 */
async function* decodedBody(message, limit = MAX_RESPONSE_BYTES) {
    const declared = Number(message.headers['content-length']);
    if (Number.isFinite(declared) && declared > limit) {
        message.destroy();
        throw tooLarge(limit, `it announced ${declared} bytes`);
    }
    const encoding = String(message.headers['content-encoding'] ?? '')
        .trim()
        .toLowerCase();
    let decoder;
    let complete = false;
    try {
        let size = 0;
        for await (const chunk of decode(message, encoding, limit, created => (decoder = created))) {
            const bytes = chunk;
            size += bytes.length;
            if (size > limit)
                throw tooLarge(limit, 'it was not read further');
            yield bytes;
        }
        complete = true;
    }
    catch (error) {
        if (error instanceof UnreadableBodyError)
            throw error;
        if (decoder !== undefined && isZlibError(error)) {
            throw new UnreadableBodyError('encoding', `its ${encoding} body could not be decoded (${error.message})`);
        }
        throw error;
    }
    finally {
        // Stop the download: destroying the message closes its socket, so nothing more arrives.
        if (!complete) {
            message.destroy();
            decoder?.destroy();
        }
    }
}
function decode(message, encoding, limit, onDecoder) {
    if (encoding === '' || encoding === 'identity')
        return message;
    const decoder = createDecoder(encoding);
    if (!decoder) {
        message.destroy();
        throw new UnreadableBodyError('encoding', `it is encoded as "${encoding.slice(0, 40)}", which the action cannot decode (it reads ${ACCEPTED_ENCODINGS})`);
    }
    onDecoder(decoder);
    // The compressed bytes count against the limit too, before they are inflated.
    let received = 0;
    message.on('data', (chunk) => {
        received += chunk.length;
        if (received > limit)
            decoder.destroy(tooLarge(limit, 'it was not read further'));
    });
    message.on('error', error => decoder.destroy(error));
    message.pipe(decoder);
    return decoder;
}
function createDecoder(encoding) {
    // Incomplete streams (a proxy's cut) are reported by the socket, not the decoder.
    const lenient = { finishFlush: node_zlib__WEBPACK_IMPORTED_MODULE_1__.constants.Z_SYNC_FLUSH };
    switch (encoding) {
        case 'gzip':
        case 'x-gzip':
            return (0,node_zlib__WEBPACK_IMPORTED_MODULE_1__.createGunzip)(lenient);
        case 'deflate':
            return inflateEitherForm();
        case 'br':
            return (0,node_zlib__WEBPACK_IMPORTED_MODULE_1__.createBrotliDecompress)({ finishFlush: node_zlib__WEBPACK_IMPORTED_MODULE_1__.constants.BROTLI_OPERATION_FLUSH });
        default:
            return undefined;
    }
}
/**
 * "deflate" is meant to be zlib-wrapped, but some servers send raw deflate: a zlib stream's
 * first byte names method 8 in its low bits; anything else is read as raw.
 */
function inflateEitherForm() {
    const lenient = { finishFlush: node_zlib__WEBPACK_IMPORTED_MODULE_1__.constants.Z_SYNC_FLUSH };
    let chosen;
    const router = new node_stream__WEBPACK_IMPORTED_MODULE_0__.Transform({
        transform(chunk, _encoding, callback) {
            if (!chosen) {
                chosen =
                    ((chunk[0] ?? 0) & 0x0f) === 0x08 ? (0,node_zlib__WEBPACK_IMPORTED_MODULE_1__.createInflate)(lenient) : (0,node_zlib__WEBPACK_IMPORTED_MODULE_1__.createInflateRaw)(lenient);
                chosen.on('data', (data) => router.push(data));
                chosen.on('error', error => router.destroy(error));
            }
            chosen.write(chunk, () => callback());
        },
        flush(callback) {
            if (!chosen)
                return callback();
            chosen.once('end', () => callback());
            chosen.end();
        }
    });
    // A body stopped at the limit destroys the router: free the inflater behind it too.
    router.on('close', () => chosen?.destroy());
    return router;
}
function withoutByteOrderMark(text) {
    return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}
function tooLarge(limit, detail) {
    return new UnreadableBodyError('too-large', `the answer is larger than ${describeLimit(limit)}, the most the action reads; ${detail}`);
}
function isZlibError(error) {
    const code = error?.code;
    return typeof code === 'string' && code.startsWith('Z_');
}


/***/ }),

/***/ 5192:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Rt: () => (/* binding */ untrackFile),
/* harmony export */   lQ: () => (/* binding */ removeFilesInFlight),
/* harmony export */   o1: () => (/* binding */ writesInFlight),
/* harmony export */   uN: () => (/* binding */ trackFile),
/* harmony export */   zS: () => (/* binding */ trackWrite)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/**
 * What is on its way right now, for the action's signal handler. A write: a job cancelled
 * while one is in flight cannot know whether the server applied it; the handler says so,
 * naming the request, rather than leaving the user to guess. A download's temporary file: a
 * cancelled job would leave it half-written in the workspace; the handler removes it.
 */

const writes = new Set();
/** Runs `work` with `write` marked in flight until it settles. */
async function trackWrite(write, work) {
    writes.add(write);
    try {
        return await work();
    }
    finally {
        writes.delete(write);
    }
}
function writesInFlight() {
    return [...writes];
}
/** The temporary file of each download being written, with the file it becomes. */
const files = new Map();
/** Marks `temporary` (becoming `target`) in flight, before it is created. */
function trackFile(temporary, target) {
    files.set(temporary, target);
}
/** Marks `temporary` settled: removed, or renamed into place. */
function untrackFile(temporary) {
    files.delete(temporary);
}
/**
 * Removes every temporary file in flight, at once (the process is about to exit), and says
 * which files they would have become.
 */
function removeFilesInFlight() {
    const targets = [];
    for (const [temporary, target] of files) {
        try {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(temporary, { force: true });
        }
        catch {
            // The process exits either way; the other files must still go.
        }
        targets.push(target);
    }
    files.clear();
    return targets;
}


/***/ }),

/***/ 9708:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   KX: () => (/* binding */ MAX_JSON_DEPTH),
/* harmony export */   QV: () => (/* binding */ jsonDepth),
/* harmony export */   lw: () => (/* binding */ tooDeepAnswer)
/* harmony export */ });
/**
 * How deeply a JSON text nests, counted without parsing it: one pass over the characters,
 * brackets outside strings, no recursion. `JSON.parse` itself copes with any depth, but
 * `JSON.stringify` (every request body, every `result` output) and any walk of the value
 * overflow the stack near 100,000 levels. Inputs (src/inputs/nesting.ts) and every answer
 * the transport reads are held to the same limit.
 */
/** Far above any real data (a few tens of levels), far below what overflows the stack. */
const MAX_JSON_DEPTH = 1000;
const OPEN_OBJECT = 0x7b; // {
const OPEN_ARRAY = 0x5b; // [
const CLOSE_OBJECT = 0x7d; // }
const CLOSE_ARRAY = 0x5d; // ]
const QUOTE = 0x22; // "
const BACKSLASH = 0x5c; // \
/**
 * The deepest nesting of objects and arrays in `text`. Brackets inside strings do not
 * count; an escaped quote does not end a string. Malformed JSON gives some number: the
 * parser reports the malformation. With `stopAbove`, the scan ends as soon as the depth
 * passes it (the answer is then only known to be deeper).
 */
function jsonDepth(text, stopAbove = Infinity) {
    let depth = 0;
    let deepest = 0;
    let inString = false;
    for (let i = 0; i < text.length; i++) {
        const code = text.charCodeAt(i);
        if (inString) {
            if (code === BACKSLASH)
                i++;
            else if (code === QUOTE)
                inString = false;
        }
        else if (code === QUOTE) {
            inString = true;
        }
        else if (code === OPEN_OBJECT || code === OPEN_ARRAY) {
            depth++;
            if (depth > deepest) {
                deepest = depth;
                if (deepest > stopAbove)
                    return deepest;
            }
        }
        else if (code === CLOSE_OBJECT || code === CLOSE_ARRAY) {
            depth--;
        }
    }
    return deepest;
}
/**
 * Why an answer's text is not read, or undefined when it may be: JSON (whatever its
 * content type says: a JSON text that can nest starts with `{` or `[`) nested deeper than
 * MAX_JSON_DEPTH.
 */
function tooDeepAnswer(text) {
    if (!/^\s*[[{]/.test(text))
        return undefined;
    if (jsonDepth(text, MAX_JSON_DEPTH) <= MAX_JSON_DEPTH)
        return undefined;
    return `its JSON is nested more than ${MAX_JSON_DEPTH} levels deep, far beyond any real answer (a few tens), so it is not read`;
}


/***/ }),

/***/ 8734:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Bl: () => (/* binding */ tryParseJson),
/* harmony export */   GI: () => (/* binding */ RequestError),
/* harmony export */   jf: () => (/* binding */ errorReason),
/* harmony export */   ol: () => (/* binding */ formatErrorBody),
/* harmony export */   u4: () => (/* binding */ isRecord)
/* harmony export */ });
class RequestError extends Error {
    system;
    kind;
    method;
    path;
    status;
    detail;
    attempts;
    /** The headers of the error answer, when the server answered; never put in a message. */
    headers;
    /** The server's own reason for an error status, on one line, when its body gave one. */
    reason;
    /** The connection's error code, for a caller whose advice depends on it. */
    code;
    constructor(details) {
        super(describeRequestFailure(details));
        this.name = 'RequestError';
        this.system = details.system;
        this.kind = details.kind;
        this.method = details.method;
        this.path = details.path;
        this.status = details.status;
        this.detail = details.detail;
        this.attempts = details.attempts;
        this.headers = details.headers;
        this.reason = details.reason;
        this.code = details.code;
    }
}
function describeRequestFailure(d) {
    const request = `${d.method} ${d.path}`;
    const tries = d.attempts > 1 ? ` after ${d.attempts} attempts` : '';
    switch (d.kind) {
        case 'status':
            return `${d.system} answered ${d.status} to ${request}${tries}: ${d.detail}`;
        case 'network':
            return `${d.system} could not be reached for ${request}${tries}: ${d.detail}`;
        case 'timeout':
            return `${d.system} did not answer ${request} in time${tries}: ${d.detail}`;
        case 'redirect':
            return `${d.system} redirected ${request}: ${d.detail}`;
        case 'invalid-response':
            return `${d.system} sent an unexpected answer to ${request}: ${d.detail}`;
        case 'too-large':
            return `${d.system} sent too large an answer to ${request}: ${d.detail}`;
    }
}
const MAX_DETAIL_LENGTH = 600;
const MAX_REASON_LENGTH = 200;
/**
 * The reason a JSON error body gives in its own words: the string `message` (the service,
 * GitHub) or the string `detail` (FastAPI), on one line and shortened, so that a message can
 * lead with it. Undefined for anything else: a validation list, an HTML page, plain text.
 */
function errorReason(body) {
    const parsed = tryParseJson(body.trim());
    if (!isRecord(parsed))
        return undefined;
    const said = typeof parsed.message === 'string' ? parsed.message : parsed.detail;
    if (typeof said !== 'string')
        return undefined;
    // Control characters and line breaks of every kind become spaces: the reason is one line.
    // eslint-disable-next-line no-control-regex -- matching control characters is the point
    const line = oneLine(said.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, ' '));
    if (line === '')
        return undefined;
    return line.length > MAX_REASON_LENGTH ? `${line.slice(0, MAX_REASON_LENGTH)}…` : line;
}
/**
 * Turns an error body into text: `{"message", "errors"}` (the service), FastAPI
 * `{"detail": [...]}` as `field: message` lines, Jira's `{"errorMessages", "errors"}`, or a
 * one-line summary of anything else (an HTML page from a proxy, plain text).
 */
function formatErrorBody(body, contentType = '') {
    const trimmed = body.trim();
    if (trimmed === '')
        return 'the response had no body';
    const parsed = tryParseJson(trimmed);
    if (parsed !== undefined)
        return clip(formatJsonError(parsed));
    if (/html/i.test(contentType) || /^<(!doctype|html)/i.test(trimmed)) {
        return clip(`an HTML page instead of JSON${htmlTitle(trimmed)}`);
    }
    return clip(oneLine(trimmed));
}
function formatJsonError(value) {
    if (!isRecord(value))
        return oneLine(JSON.stringify(value));
    const parts = [];
    if (typeof value.message === 'string')
        parts.push(value.message);
    if (Array.isArray(value.detail))
        parts.push(...value.detail.map(formatValidationItem));
    else if (typeof value.detail === 'string')
        parts.push(value.detail);
    if (Array.isArray(value.errorMessages)) {
        parts.push(...value.errorMessages.filter((m) => typeof m === 'string'));
    }
    if (isRecord(value.errors)) {
        for (const [field, message] of Object.entries(value.errors)) {
            parts.push(`${field}: ${typeof message === 'string' ? message : JSON.stringify(message)}`);
        }
    }
    return parts.length > 0 ? parts.join('\n') : oneLine(JSON.stringify(value));
}
// FastAPI locations start with where the value came from ("body", "query", "path"); the
// field path after it is what a user recognises.
const LOCATION_ROOTS = new Set(['body', 'query', 'path', 'header']);
function formatValidationItem(item) {
    if (!isRecord(item))
        return JSON.stringify(item);
    const loc = Array.isArray(item.loc) ? item.loc.map(String) : [];
    const fieldPath = loc.length > 1 && LOCATION_ROOTS.has(loc[0] ?? '') ? loc.slice(1) : loc;
    const message = typeof item.msg === 'string' ? item.msg : JSON.stringify(item);
    return fieldPath.length > 0 ? `${fieldPath.join('.')}: ${message}` : message;
}
function htmlTitle(html) {
    const title = /<title[^>]*>([^<]{1,200})<\/title>/i.exec(html)?.[1]?.trim();
    if (title)
        return ` ("${oneLine(title)}"), usually from a proxy or load balancer in front of it`;
    return ', usually from a proxy or load balancer in front of it';
}
function tryParseJson(text) {
    try {
        return JSON.parse(text);
    }
    catch {
        return undefined;
    }
}
function isRecord(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
function oneLine(text) {
    return text.replace(/\s+/g, ' ').trim();
}
function clip(text) {
    return text.length > MAX_DETAIL_LENGTH ? `${text.slice(0, MAX_DETAIL_LENGTH)}…` : text;
}


/***/ }),

/***/ 8902:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   VU: () => (/* binding */ DEFAULT_BACKOFF),
/* harmony export */   ky: () => (/* binding */ isIdempotent),
/* harmony export */   qO: () => (/* binding */ retryDelayMs),
/* harmony export */   r3: () => (/* binding */ isRetryable)
/* harmony export */ });
/* unused harmony export parseRetryAfterMs */
/**
 * The one retry policy, aligned with what the service expects of its clients (the vendor's
 * CLI retries connection errors, 409, 429 and every 5xx but 501).
 *
 * A GET is safe to repeat: it is retried after a connection error, a timeout, 409, 429 and
 * every 5xx except 501 (Not Implemented will not change on a second try).
 * A write (POST, PUT, PATCH, DELETE) is repeated only when the service cannot have acted on it: the
 * connection was refused or the host did not resolve, or it answered 409 (the service's lock
 * conflict: nothing was applied), 429 or 503 ("not processed"). A timeout, a reset or any
 * other 5xx may come after the write was applied, so it is never repeated: no attestation
 * or override is ever recorded twice.
 *
 * A certificate refused (not trusted, or not for the host) is never retried: trust does not
 * change between attempts, and the step fails at once with how to fix it. Nor is a unix
 * socket that is missing or may not be opened.
 */
/** Statuses that say the request was not processed and may be sent again as it is. */
const NOT_PROCESSED_STATUSES = new Set([409, 429, 503]);
/** Network error codes that mean the request never reached the server. */
const NOT_SENT_CODES = new Set(['ECONNREFUSED', 'EAI_AGAIN']);
/**
 * A unix socket that is not there, or not the runner's user's to open: no retry changes
 * that, and the step fails at once saying which.
 */
const ABSENT_SOCKET_CODES = new Set(['ENOENT', 'ENOTDIR', 'EACCES', 'EPERM']);
const DEFAULT_BACKOFF = { baseMs: 1000, capMs: 30_000, maxRetryAfterMs: 60_000 };
function isIdempotent(method) {
    return method === 'GET' || method === 'HEAD';
}
function isRetryable(method, failure) {
    const idempotent = isIdempotent(method);
    switch (failure.type) {
        case 'status':
            if (NOT_PROCESSED_STATUSES.has(failure.status))
                return true;
            return idempotent && failure.status >= 500 && failure.status <= 599 && failure.status !== 501;
        case 'network':
            if (ABSENT_SOCKET_CODES.has(failure.code ?? ''))
                return false;
            return idempotent || NOT_SENT_CODES.has(failure.code ?? '');
        case 'timeout':
            return idempotent;
        case 'certificate':
        case 'unreadable':
            // The same answer would come again, and a large one would be downloaded again.
            return false;
    }
}
/**
 * Milliseconds to wait before retry number `retry` (1-based): the server's Retry-After when
 * it sent one, else exponential backoff with jitter so parallel clients spread out.
 * Returns undefined when the server asks for a wait longer than we are willing to sleep.
 */
function retryDelayMs(retry, retryAfter, backoff = DEFAULT_BACKOFF, random = Math.random, now = Date.now()) {
    const requested = parseRetryAfterMs(retryAfter, now);
    if (requested !== undefined) {
        return requested <= backoff.maxRetryAfterMs ? requested : undefined;
    }
    const exponential = Math.min(backoff.capMs, backoff.baseMs * 2 ** (retry - 1));
    return Math.round(exponential * (0.5 + random() / 2));
}
/** Retry-After is either delay-seconds or an HTTP date (RFC 9110 §10.2.3). */
function parseRetryAfterMs(value, now = Date.now()) {
    if (value === undefined)
        return undefined;
    const trimmed = value.trim();
    if (/^\d+$/.test(trimmed))
        return Number(trimmed) * 1000;
    // Every HTTP-date form names a month; without this, V8's lenient Date.parse reads "1.5"
    // or "-1" as a date in 2001, and the retry would follow at once instead of backing off.
    if (!/[a-z]{3}/i.test(trimmed))
        return undefined;
    const date = Date.parse(trimmed);
    if (Number.isNaN(date))
        return undefined;
    return Math.max(0, date - now);
}


/***/ }),

/***/ 7485:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   HR: () => (/* binding */ isUntrustedCertificateCode),
/* harmony export */   JD: () => (/* binding */ MAX_PEM_FILE_BYTES),
/* harmony export */   dN: () => (/* binding */ isRefusedCertificateCode),
/* harmony export */   l4: () => (/* binding */ describeUntrustedCertificate),
/* harmony export */   xB: () => (/* binding */ WRONG_HOST_CODE)
/* harmony export */ });
/**
 * A TLS certificate the runner does not trust is not "unreachable": behind a proxy that
 * re-signs TLS, or with a server on a private CA, the fix is NODE_EXTRA_CA_CERTS. Node names
 * the problem in the error's `code`, at any depth of its causes (undici wraps it).
 */
/**
 * The most read of a PEM file a remote's TLS settings name (a CA bundle, a client
 * certificate or its key, from DOCKER_CERT_PATH or a kubeconfig): such files are kilobytes.
 */
const MAX_PEM_FILE_BYTES = 1024 * 1024;
const UNTRUSTED_CODES = new Set([
    'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
    'UNABLE_TO_GET_ISSUER_CERT',
    'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
    'SELF_SIGNED_CERT_IN_CHAIN',
    'DEPTH_ZERO_SELF_SIGNED_CERT',
    'CERT_UNTRUSTED'
]);
/** Whether a TLS error code says the peer's certificate chain is not trusted. */
function isUntrustedCertificateCode(code) {
    return UNTRUSTED_CODES.has(code);
}
/** The peer's certificate names another host than the one asked for. */
const WRONG_HOST_CODE = 'ERR_TLS_CERT_ALTNAME_INVALID';
/** Codes of a certificate refused for good: untrusted, not for the host asked, or out of date. */
const REFUSED_CODES = new Set([
    ...UNTRUSTED_CODES,
    WRONG_HOST_CODE,
    'CERT_HAS_EXPIRED',
    'CERT_NOT_YET_VALID'
]);
/** Whether a TLS error code says the peer's certificate was refused, which no retry mends. */
function isRefusedCertificateCode(code) {
    return REFUSED_CODES.has(code);
}
/**
 * One sentence part ending in "(CODE)", or undefined when the error is not about trust.
 * `trustedBy` names where a remote's own CA comes from ("the ca.pem in DOCKER_CERT_PATH");
 * without it, the runner's trust is meant, which NODE_EXTRA_CA_CERTS extends.
 */
function describeUntrustedCertificate(error, trustedBy) {
    // Any object, not `instanceof Error`: an error from another realm (a vm context) is one too.
    for (let current = error, depth = 0; typeof current === 'object' && current !== null && depth < 5; depth++) {
        const code = current.code;
        if (typeof code === 'string' && isUntrustedCertificateCode(code)) {
            if (trustedBy !== undefined) {
                return `the server's TLS certificate is not signed by ${trustedBy} (${code})`;
            }
            return (`the server's TLS certificate is not trusted: if a proxy or the server uses a ` +
                `private or corporate CA, give that CA's certificate (PEM) in NODE_EXTRA_CA_CERTS ` +
                `(${code})`);
        }
        current = current.cause;
    }
    return undefined;
}


/***/ }),

/***/ 7765:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  G: () => (/* binding */ HttpTransport),
  J: () => (/* binding */ transportFor)
});

// EXTERNAL MODULE: external "node:tls"
var external_node_tls_ = __nccwpck_require__(1692);
// EXTERNAL MODULE: external "node:stream"
var external_node_stream_ = __nccwpck_require__(7075);
// EXTERNAL MODULE: ./node_modules/@actions/http-client/lib/index.js + 1 modules
var lib = __nccwpck_require__(4942);
// EXTERNAL MODULE: ./src/http/body.ts
var http_body = __nccwpck_require__(9662);
// EXTERNAL MODULE: ./src/http/request-error.ts
var request_error = __nccwpck_require__(8734);
// EXTERNAL MODULE: ./src/http/json-depth.ts
var json_depth = __nccwpck_require__(9708);
// EXTERNAL MODULE: ./src/http/in-flight.ts
var in_flight = __nccwpck_require__(5192);
;// CONCATENATED MODULE: ./src/http/proxy.ts
/**
 * A proxy that refuses to open a tunnel (HTTPS_PROXY, as @actions/http-client reads it) is
 * not a connection reset: name it, and say what to fix. It is reported only in an error
 * message: by the `tunnel` package (http-client's requests) as "tunneling socket could not
 * be established, statusCode=407", by undici (http-client's proxy dispatcher for fetch) as
 * "Proxy response (407) !== 200 when HTTP Tunneling".
 */
const TUNNEL_REFUSALS = [
    /tunneling socket could not be established, statusCode=(\d{3})/,
    /Proxy response \((\d{3})\) !== 200 when HTTP Tunneling/
];
/** The status the proxy answered a CONNECT with, searched through the error's causes. */
function proxyRefusalStatus(error) {
    for (let current = error, depth = 0; current && depth < 5; depth++) {
        const message = current instanceof Error ? current.message : String(current);
        for (const pattern of TUNNEL_REFUSALS) {
            const match = pattern.exec(message);
            if (match)
                return Number(match[1]);
        }
        current = current instanceof Error ? current.cause : undefined;
    }
    return undefined;
}
/** Ends in "(proxy status N)", so a reader knows the request never passed the proxy. */
function describeProxyRefusal(status) {
    const what = status === 407
        ? 'the proxy asked for authentication (407 Proxy Authentication Required): check the ' +
            "credentials in HTTPS_PROXY's URL (http://user:password@proxy:port, with special " +
            'characters percent-encoded)'
        : `the proxy refused to open a tunnel: check that it allows this host, or list the host in NO_PROXY`;
    return `${what} (proxy status ${status})`;
}

// EXTERNAL MODULE: ./src/http/tls.ts
var tls = __nccwpck_require__(7485);
// EXTERNAL MODULE: ./src/http/retry.ts
var retry = __nccwpck_require__(8902);
// EXTERNAL MODULE: ./src/runner/step-scope.ts
var step_scope = __nccwpck_require__(7719);
;// CONCATENATED MODULE: ./src/http/transport.ts











/**
 * The transport of a client for one system: the Authorization header goes to `baseUrl`'s
 * origin only, and of the client's options only the transport settings are passed on.
 */
function transportFor(system, baseUrl, authorization, settings) {
    const { userAgent, timeoutMs, maxRetries, backoff, onRetry } = settings;
    return new HttpTransport({
        system,
        origin: baseUrl.origin,
        authorization,
        userAgent,
        timeoutMs,
        maxRetries,
        backoff,
        onRetry
    });
}
const MAX_REDIRECTS = 5;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
class HttpTransport {
    options;
    client;
    backoff;
    sleep;
    constructor(options) {
        this.options = options;
        this.client = new lib/* HttpClient */.Qq(options.userAgent, [], {
            // Redirects and retries are handled here, where the origin and method are known.
            allowRedirects: false,
            allowRetries: false,
            keepAlive: true,
            socketTimeout: options.timeoutMs
        });
        this.backoff = options.backoff ?? retry/* DEFAULT_BACKOFF */.VU;
        this.sleep = options.sleep ?? step_scope/* stepSleep */.O9;
    }
    async send(request) {
        if (request.method === 'GET')
            return this.exchange(request);
        const { origin, pathname } = request.url;
        const write = { system: this.options.system, method: request.method, target: origin + pathname };
        return (0,in_flight/* trackWrite */.zS)(write, () => this.exchange(request));
    }
    async exchange(request) {
        for (let attempt = 1;; attempt++) {
            const result = await this.attemptFollowingRedirects(request);
            if ('response' in result) {
                const { response } = result;
                if (isSuccess(response.status) || request.acceptStatuses?.includes(response.status)) {
                    return response;
                }
                const failure = {
                    type: 'status',
                    status: response.status,
                    retryAfter: headerValue(response.headers['retry-after'])
                };
                const detail = (0,request_error/* formatErrorBody */.ol)(response.body, headerValue(response.headers['content-type']));
                if (!(await this.waitBeforeRetry(request, attempt, failure, detail))) {
                    throw this.error(request, {
                        kind: 'status',
                        status: response.status,
                        detail: detail + this.unhonouredWait(request, attempt, failure),
                        attempts: attempt,
                        headers: response.headers,
                        reason: (0,request_error/* errorReason */.jf)(response.body)
                    });
                }
                continue;
            }
            if (!(await this.waitBeforeRetry(request, attempt, result.failure, result.detail))) {
                throw this.error(request, {
                    kind: failureKind(result.failure),
                    status: result.status,
                    detail: result.detail,
                    attempts: attempt,
                    code: 'code' in result.failure ? result.failure.code : undefined
                });
            }
        }
    }
    /**
     * A GET streamed to `receive` under the same policy as send: the timeout covers the whole
     * body, retries start `receive` afresh, redirects stay on the origin, the token goes to the
     * origin only, and the body is decoded and bounded by `limit`. A body `receive` refuses
     * (RefusedBodyError) fails at once as an invalid answer; a ReceiverError is passed on.
     */
    async download(request) {
        await this.exchange({ method: 'GET', ...request });
    }
    /** Closes kept-alive connections so the process can exit promptly. */
    dispose() {
        this.client.dispose();
    }
    /** Says so when the server asked for a wait longer than the action is willing to sleep. */
    unhonouredWait(request, attempt, failure) {
        if (failure.type !== 'status' || failure.retryAfter === undefined)
            return '';
        if (attempt > this.options.maxRetries || !(0,retry/* isRetryable */.r3)(request.method, failure))
            return '';
        if ((0,retry/* retryDelayMs */.qO)(attempt, failure.retryAfter, this.backoff) !== undefined)
            return '';
        const asked = failure.retryAfter.trim();
        const wait = /^\d+$/.test(asked) ? `${asked} s` : asked;
        const limit = this.backoff.maxRetryAfterMs / 1000;
        return ` (it asked to be retried after ${wait}, longer than the ${limit} s the action waits)`;
    }
    async waitBeforeRetry(request, attempt, failure, detail) {
        if (attempt > this.options.maxRetries || !(0,retry/* isRetryable */.r3)(request.method, failure))
            return false;
        const retryAfter = failure.type === 'status' ? failure.retryAfter : undefined;
        const delayMs = (0,retry/* retryDelayMs */.qO)(attempt, retryAfter, this.backoff);
        if (delayMs === undefined)
            return false;
        this.options.onRetry?.({
            method: request.method,
            path: request.url.pathname,
            attempt,
            delayMs,
            reason: failure.type === 'status' ? `status ${failure.status}` : detail
        });
        await this.sleep(delayMs);
        return true;
    }
    async attemptFollowingRedirects(request) {
        let url = request.url;
        for (let hop = 0;; hop++) {
            const result = await this.attempt(request, url);
            if (!('response' in result) || !REDIRECT_STATUSES.has(result.response.status))
                return result;
            if (this.options.redirectRefusal !== undefined) {
                throw this.error(request, {
                    kind: 'redirect',
                    status: result.response.status,
                    detail: this.options.redirectRefusal
                });
            }
            const location = headerValue(result.response.headers.location);
            if (!location)
                return result;
            let target;
            try {
                target = new URL(location, url);
            }
            catch {
                // Otherwise a bare "TypeError: Invalid URL" escapes with no request named.
                throw this.error(request, {
                    kind: 'redirect',
                    detail: `its Location ${JSON.stringify(location.slice(0, 200))} is not a URL`
                });
            }
            if (target.origin !== this.options.origin) {
                throw this.error(request, {
                    kind: 'redirect',
                    detail: `it points to another origin (${target.origin}) and the token is never sent there; ` +
                        `set the base URL to the address the service really answers on`
                });
            }
            if (request.method !== 'GET' || hop >= MAX_REDIRECTS) {
                throw this.error(request, {
                    kind: 'redirect',
                    detail: request.method !== 'GET'
                        ? `a ${request.method} is not repeated on a redirect; check the base URL`
                        : `more than ${MAX_REDIRECTS} redirects`
                });
            }
            url = target;
        }
    }
    async attempt(request, url) {
        const headers = {
            ...request.headers,
            accept: request.accept ?? 'application/json',
            'accept-encoding': http_body/* ACCEPTED_ENCODINGS */.di
        };
        if (this.options.authorization)
            headers.authorization = this.options.authorization;
        if (request.contentType)
            headers['content-type'] = request.contentType;
        let data = null;
        if (typeof request.body === 'string')
            data = request.body;
        else if (request.body) {
            headers['content-length'] = String(request.body.length);
            data = external_node_stream_.Readable.from([request.body]);
        }
        this.applyAgentOptions(url);
        let response;
        let timer;
        const timedOut = new Promise(resolve => {
            timer = setTimeout(() => resolve('timeout'), this.options.timeoutMs);
        });
        let abandoned = false;
        let receiving;
        const exchange = (async () => {
            response = await this.client.request(request.method, url.href, data, headers);
            const { statusCode, headers: answered } = response.message;
            const status = statusCode ?? 0;
            if (request.receive && isSuccess(status)) {
                const message = response.message;
                if (abandoned)
                    message.destroy();
                else {
                    const body = (0,http_body/* decodedBody */.jh)(message, request.limit);
                    receiving = request.receive(body, { status, headers: answered });
                    await receiving;
                }
                return { status, headers: answered, body: '', bytes: Buffer.alloc(0) };
            }
            // Read the stream directly: a connection cut mid-body must fail now, not at the timeout.
            const bytes = await (0,http_body/* readBodyBytes */.IV)(response.message, request.limit);
            const body = (0,http_body/* bodyText */.G3)(bytes);
            // Before anything parses or quotes it, an error body too: deep JSON would overflow
            // the stack of whatever walks it, far from the request that brought it.
            const tooDeep = (0,json_depth/* tooDeepAnswer */.lw)(body);
            if (tooDeep !== undefined)
                throw new http_body/* RefusedBodyError */.jy(tooDeep);
            return { status, headers: answered, body, bytes };
        })();
        try {
            const outcome = await Promise.race([exchange, timedOut]);
            if (outcome === 'timeout') {
                abandoned = true;
                // With an error, so a receiver's loop over the body ends too; it is awaited, so no
                // half-written file outlives the attempt.
                response?.message.destroy(new Error('the answer took too long'));
                exchange.catch(() => undefined);
                await receiving?.catch(() => undefined);
                return {
                    failure: { type: 'timeout' },
                    detail: `no complete answer within ${this.options.timeoutMs / 1000} s`
                };
            }
            return { response: outcome };
        }
        catch (error) {
            if (error instanceof http_body/* RefusedBodyError */.jy) {
                throw this.error(request, {
                    kind: 'invalid-response',
                    status: response?.message.statusCode,
                    detail: error.message
                });
            }
            if (error instanceof http_body/* ReceiverError */.kC)
                throw error;
            if (error instanceof http_body/* UnreadableBodyError */.Er) {
                return {
                    failure: { type: 'unreadable', reason: error.reason },
                    detail: error.message,
                    status: response?.message.statusCode
                };
            }
            return describeNetworkError(error, this.options.trustedBy);
        }
        finally {
            clearTimeout(timer);
        }
    }
    /**
     * http-client takes no CA, client certificate or socket path, but builds one agent per
     * client (a plain one, or a tunnel through a proxy) whose options every connection it opens
     * is made with: the settings go there, as http-client itself sets its ignoreSslError. So the
     * proxy, keep-alive and no_proxy rules stay those of every other remote.
     */
    applyAgentOptions(url) {
        const { tls, socketPath } = this.options;
        const settings = url.protocol === 'https:' && tls
            ? { ...tls, ...nameToVerify(tls) }
            : url.protocol === 'http:' && socketPath
                ? { socketPath }
                : undefined;
        if (!settings)
            return;
        const agent = this.client.getAgent(url.href);
        agent.options = Object.assign(agent.options ?? {}, settings);
    }
    error(request, details) {
        return new request_error/* RequestError */.GI({
            system: this.options.system,
            method: request.method,
            path: request.url.pathname,
            attempts: details.attempts ?? 1,
            ...details
        });
    }
}
/**
 * A `servername` (a kubeconfig's tls-server-name) must name the certificate through a proxy
 * too, but the tunnel http-client opens replaces it with the Host header: the certificate is
 * then checked against the name given, whichever name the connection was opened with.
 */
function nameToVerify(tls) {
    const servername = tls?.servername;
    if (!servername)
        return {};
    return {
        checkServerIdentity: (_host, certificate) => (0,external_node_tls_.checkServerIdentity)(servername, certificate)
    };
}
/** What a connection error code means, in words; the code follows in brackets. */
const READABLE_CODES = {
    ECONNREFUSED: 'connection refused',
    ECONNRESET: 'connection reset',
    ENOTFOUND: 'host not found',
    EAI_AGAIN: 'DNS lookup failed',
    ETIMEDOUT: 'connection timed out',
    EPIPE: 'connection closed while sending',
    // A unix socket's: the only connections opened on a path.
    ENOENT: 'no socket at that path',
    ENOTDIR: 'no socket at that path',
    EACCES: "the runner's user may not open the socket",
    EPERM: "the runner's user may not open the socket"
};
function describeNetworkError(error, trustedBy) {
    const code = error?.code;
    const message = error instanceof Error ? error.message : String(error);
    if (/^Request timeout/.test(message)) {
        return { failure: { type: 'timeout' }, detail: 'the connection went quiet' };
    }
    const proxyStatus = proxyRefusalStatus(error);
    if (proxyStatus !== undefined) {
        // Not a reset: the proxy answered. A status failure is retried only when it is transient.
        return {
            failure: { type: 'status', status: proxyStatus },
            detail: describeProxyRefusal(proxyStatus)
        };
    }
    const codeText = typeof code === 'string' ? code : undefined;
    const untrusted = (0,tls/* describeUntrustedCertificate */.l4)(error, trustedBy);
    if (untrusted !== undefined)
        return { failure: { type: 'certificate', code: codeText }, detail: untrusted };
    const detail = codeText
        ? `${READABLE_CODES[codeText] ?? message} (${codeText})`
        : message || 'the connection failed';
    if (codeText !== undefined && (0,tls/* isRefusedCertificateCode */.dN)(codeText))
        return { failure: { type: 'certificate', code: codeText }, detail };
    return { failure: { type: 'network', code: codeText }, detail };
}
function failureKind(failure) {
    switch (failure.type) {
        case 'timeout':
            return 'timeout';
        case 'unreadable':
            return failure.reason === 'too-large' ? 'too-large' : 'invalid-response';
        default:
            return 'network';
    }
}
function isSuccess(status) {
    return status >= 200 && status < 300;
}
function headerValue(value) {
    return Array.isArray(value) ? value[0] : value;
}


/***/ }),

/***/ 6697:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   BO: () => (/* binding */ redactUrl),
/* harmony export */   c$: () => (/* binding */ buildUrl),
/* harmony export */   cW: () => (/* binding */ isLoopbackHost),
/* harmony export */   eG: () => (/* binding */ checkRootUrl),
/* harmony export */   ry: () => (/* binding */ decodeOrKeep)
/* harmony export */ });
/* unused harmony export encodeSegment */
/**
 * URL building for the service and Jira. Every caller-supplied name becomes exactly one
 * percent-encoded path segment, so no input can add, remove or climb path segments.
 */
const LOOPBACK_HOSTS = new Set(['localhost', '[::1]', '::1']);
/** True for localhost, 127.0.0.0/8 and ::1: the only hosts plain http:// may reach. */
function isLoopbackHost(hostname) {
    if (LOOPBACK_HOSTS.has(hostname.toLowerCase()))
        return true;
    return /^127(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/.test(hostname);
}
/**
 * Parses a root URL (the service's API root or a Jira site) and checks that it is safe to
 * send a token to. Returns the reason as a sentence fragment when it is not.
 */
function checkRootUrl(value) {
    let url;
    try {
        url = new URL(value);
    }
    catch {
        return { problem: 'is not an absolute URL' };
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') {
        return { problem: `uses ${url.protocol.replace(':', '')}, not https` };
    }
    if (url.protocol === 'http:' && !isLoopbackHost(url.hostname)) {
        return {
            problem: 'uses plain http to a host that is not loopback, which would expose the token'
        };
    }
    if (url.username || url.password) {
        return { problem: 'contains credentials; pass tokens through their own inputs instead' };
    }
    if (url.search || url.hash) {
        return { problem: 'has a query or fragment' };
    }
    return { url };
}
/**
 * A URL as a message may quote it: a user name and password, a query and a fragment are
 * replaced by "…", since a token pasted into any of them must not reach a log. A value that
 * is not an http(s) URL keeps nothing before an "@" and nothing from a "?" or "#" on.
 */
function redactUrl(value) {
    const url = URL.canParse(value) ? new URL(value) : undefined;
    if (url && (url.protocol === 'https:' || url.protocol === 'http:')) {
        const auth = url.username || url.password ? '…@' : '';
        const rest = `${url.search ? '?…' : ''}${url.hash ? '#…' : ''}`;
        return `${url.protocol}//${auth}${url.host}${url.pathname}${rest}`;
    }
    return value.replace(/^[^@]*@/, '…@').replace(/[?#][^]*$/, '?…');
}
/** A URL part percent-decoded, or as it is when its escapes are malformed. */
function decodeOrKeep(part) {
    try {
        return decodeURIComponent(part);
    }
    catch {
        return part;
    }
}
/**
 * Encodes one path segment. Empty, `.` and `..` segments are refused outright: URL parsers
 * treat even their percent-encoded forms (`%2e%2e`) as dot segments and would resolve them.
 */
function encodeSegment(segment) {
    if (segment === '' || segment === '.' || segment === '..') {
        throw new RangeError(`"${segment}" cannot be used as a URL path segment`);
    }
    return encodeURIComponent(segment);
}
/**
 * Joins a root URL (with or without a trailing slash) and path segments, then appends the
 * query: arrays become repeated parameters, null and undefined are omitted.
 */
function buildUrl(root, segments, query = {}) {
    const base = typeof root === 'string' ? new URL(root) : root;
    const basePath = base.pathname.replace(/\/+$/, '');
    const url = new URL(base.origin);
    url.pathname = `${basePath}/${segments.map(encodeSegment).join('/')}`;
    const params = new URLSearchParams();
    for (const [name, value] of Object.entries(query)) {
        if (value === undefined || value === null)
            continue;
        if (Array.isArray(value)) {
            for (const item of value)
                params.append(name, item);
        }
        else {
            params.append(name, String(value));
        }
    }
    url.search = params.toString();
    return url;
}


/***/ }),

/***/ 9407:
/***/ ((module, __unused_webpack___webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony import */ var _main_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(9585);
/* harmony import */ var _action_log_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(8592);
/* harmony import */ var _action_process_hooks_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(4042);
/* harmony import */ var _runner_actions_runner_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(7622);




const runner = (0,_runner_actions_runner_js__WEBPACK_IMPORTED_MODULE_2__/* .actionsRunner */ .A)();
const log = (0,_action_log_js__WEBPACK_IMPORTED_MODULE_3__/* .createLogger */ .h)(runner);
(0,_action_process_hooks_js__WEBPACK_IMPORTED_MODULE_1__/* .handleCancellation */ .q)(log);
(0,_action_process_hooks_js__WEBPACK_IMPORTED_MODULE_1__/* .routeProcessWarnings */ .S)(log);
await (0,_main_js__WEBPACK_IMPORTED_MODULE_0__/* .run */ .e)(runner);

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 4960:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Q8: () => (/* binding */ fingerprintPrefixProblem),
/* harmony export */   UG: () => (/* binding */ FINGERPRINT_FORM),
/* harmony export */   YY: () => (/* binding */ fingerprintProblem),
/* harmony export */   n0: () => (/* binding */ FINGERPRINT_PREFIX_FORM),
/* harmony export */   o6: () => (/* binding */ FINGERPRINT_PATTERN)
/* harmony export */ });
/* harmony import */ var _input_error_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(9354);
/**
 * What a fingerprint input holds: a SHA-256 digest in lowercase hex. One check for the input
 * and for KOSLI_FINGERPRINT, which stands in for it, so both refuse the same values.
 */

const FINGERPRINT_PATTERN = /^[a-f0-9]{64}$/;
const FINGERPRINT_FORM = 'a SHA-256 fingerprint of 64 lowercase hexadecimal characters';
/** Why a value is no fingerprint (`has "…", which has upper-case letters`), or undefined. */
function fingerprintProblem(value) {
    if (FINGERPRINT_PATTERN.test(value))
        return undefined;
    return /^[A-Fa-f0-9]{64}$/.test(value)
        ? `has ${(0,_input_error_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .h)(value)}, which has upper-case letters`
        : `has ${(0,_input_error_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .h)(value)}, which is not ${value.length === 64 ? 'hexadecimal' : '64 characters long'}`;
}
/** The service looks an artifact's attestation up by its fingerprint's first 5 to 64 digits. */
const FINGERPRINT_PREFIX_PATTERN = /^[a-f0-9]{5,64}$/;
const FINGERPRINT_PREFIX_FORM = 'a SHA-256 fingerprint in lowercase hexadecimal: all 64 characters, or the first 5 or more';
/** Why a value is neither a fingerprint nor the start of one, or undefined. */
function fingerprintPrefixProblem(value) {
    if (FINGERPRINT_PREFIX_PATTERN.test(value))
        return undefined;
    if (!/^[A-Fa-f0-9]*$/.test(value))
        return `has ${(0,_input_error_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .h)(value)}, which is not hexadecimal`;
    if (value.length < 5)
        return `has ${(0,_input_error_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .h)(value)}, which is shorter than 5 characters`;
    if (value.length > 64)
        return `has ${(0,_input_error_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .h)(value)}, which is longer than 64 characters`;
    return `has ${(0,_input_error_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .h)(value)}, which has upper-case letters`;
}


/***/ }),

/***/ 9354:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ InputError),
/* harmony export */   h: () => (/* binding */ quote)
/* harmony export */ });
/** A bad input value: its message is one sentence naming the input, the problem and the fix. */
class InputError extends Error {
    input;
    problem;
    expected;
    constructor(input, problem, expected) {
        // One line, whatever the parts quote: JSON.parse's message, for one, quotes the input
        // with its line breaks, and an annotation must stay one sentence.
        super(`Input "${input}" ${problem}; expected ${expected}.`.replace(/\s*[\r\n\u2028\u2029]\s*/g, ' '));
        this.input = input;
        this.problem = problem;
        this.expected = expected;
        this.name = 'InputError';
    }
    /** The same refusal, naming the variable the value was read from (unless it does). */
    readFrom(variable) {
        if (this.problem.includes(variable))
            return this;
        return new InputError(this.input, `(read from ${variable}) ${this.problem}`, this.expected);
    }
}
const MAX_QUOTED = 80;
/** Quotes a user value for a message, shortened and on one line. */
function quote(value) {
    const flat = value.replace(/\s+/g, ' ');
    return JSON.stringify(flat.length > MAX_QUOTED ? `${flat.slice(0, MAX_QUOTED)}…` : flat);
}


/***/ }),

/***/ 3718:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Bl: () => (/* binding */ readFingerprintPrefix),
/* harmony export */   I3: () => (/* binding */ checkName),
/* harmony export */   JI: () => (/* binding */ readInteger),
/* harmony export */   Kf: () => (/* binding */ readChoice),
/* harmony export */   LD: () => (/* binding */ readList),
/* harmony export */   MQ: () => (/* binding */ readName),
/* harmony export */   Vf: () => (/* binding */ readBoolean),
/* harmony export */   bi: () => (/* binding */ readFingerprint),
/* harmony export */   bu: () => (/* binding */ declared),
/* harmony export */   o6: () => (/* reexport safe */ _fingerprint_form_js__WEBPACK_IMPORTED_MODULE_1__.o6),
/* harmony export */   ry: () => (/* binding */ splitList),
/* harmony export */   vd: () => (/* binding */ requireValue),
/* harmony export */   yG: () => (/* binding */ parseBoolean)
/* harmony export */ });
/* harmony import */ var _input_error_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(9354);
/* harmony import */ var _fingerprint_form_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(4960);
/* harmony import */ var _source_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(4620);
/**
 * Typed readers for inputs. Each one either returns a valid value or throws an InputError
 * whose sentence names the input, what is wrong and the expected form.
 */



/** The service's name pattern for flows and trails; used for every name. */
const NAME_PATTERN = /^[a-zA-Z0-9][a-zA-Z0-9.\-_~]*$/;
const NAME_FORM = 'a name of letters, digits, ".", "-", "_" or "~", starting with a letter or digit';

/**
 * What a reader found for an input whose declaration gives a default. The declared defaults
 * are filled in before any reader runs (withDeclaredDefaults for a command's inputs,
 * readCommonInputs for the common ones), so a reader states no default of its own. Finding
 * nothing is a fault in the action's code, never in the step, and fails rather than guess.
 */
function declared(name, value) {
    if (value !== undefined)
        return value;
    throw new Error(`Input "${name}" has no value although its declaration gives a default, so the action read ` +
        'it without its declared defaults: this is a fault in the action, please report it.');
}
function requireValue(source, name, expected) {
    const value = source(name);
    if (value !== undefined)
        return value;
    const variable = (0,_source_js__WEBPACK_IMPORTED_MODULE_2__/* .variableOf */ .Qn)(source, name);
    if (variable?.cliDefault !== undefined) {
        // Where the CLI went on with its default, a migrating step stops: say what it took.
        throw new _input_error_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d(name, `is required: the vendor CLI took ${variable.cliDefault} when --${variable.flag} was not given`, `${name}: ${variable.cliDefault} in the step, or ${variable.variable} set`);
    }
    throw new _input_error_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d(name, variable ? `is empty and ${variable.variable} is not set` : 'is empty', expected);
}
function readName(source, name, required = false) {
    const value = required ? requireValue(source, name, NAME_FORM) : source(name);
    if (value === undefined)
        return undefined;
    checkName(name, value);
    return value;
}
function checkName(input, value) {
    if (NAME_PATTERN.test(value))
        return;
    const problem = /[/\\]/.test(value)
        ? `has ${(0,_input_error_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .h)(value)}, which contains a path separator`
        : value === '.' || value === '..'
            ? `has ${(0,_input_error_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .h)(value)}, a dot segment`
            : `has ${(0,_input_error_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .h)(value)}, which is not a valid name`;
    throw new _input_error_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d(input, problem, NAME_FORM);
}
/** A fingerprint input: a SHA-256 digest in lowercase hex. */
function readFingerprint(source, name) {
    return readFingerprintForm(source, name, _fingerprint_form_js__WEBPACK_IMPORTED_MODULE_1__/* .fingerprintProblem */ .YY, _fingerprint_form_js__WEBPACK_IMPORTED_MODULE_1__/* .FINGERPRINT_FORM */ .UG);
}
/** A fingerprint input that may also hold its start, for a read the service answers by it. */
function readFingerprintPrefix(source, name) {
    return readFingerprintForm(source, name, _fingerprint_form_js__WEBPACK_IMPORTED_MODULE_1__/* .fingerprintPrefixProblem */ .Q8, _fingerprint_form_js__WEBPACK_IMPORTED_MODULE_1__/* .FINGERPRINT_PREFIX_FORM */ .n0);
}
function readFingerprintForm(source, name, problemOf, form) {
    const value = source(name);
    if (value === undefined)
        return undefined;
    const problem = problemOf(value);
    if (problem !== undefined)
        throw new _input_error_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d(name, problem, form);
    return value;
}
/** A boolean input: each declares its default (or is required, then read with parseBoolean). */
function readBoolean(source, name) {
    return parseBoolean(name, declared(name, source(name)));
}
function parseBoolean(name, value) {
    if (/^true$/i.test(value))
        return true;
    if (/^false$/i.test(value))
        return false;
    throw new _input_error_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d(name, `has ${(0,_input_error_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .h)(value)}, which is not a boolean`, '"true" or "false"');
}
function readInteger(source, name, range) {
    const value = source(name);
    const expected = `a whole number${range.unit ? ` of ${range.unit}` : ''} from ${range.min} to ${range.max}`;
    if (value === undefined)
        return undefined;
    if (!/^-?\d+$/.test(value))
        throw new _input_error_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d(name, `has ${(0,_input_error_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .h)(value)}, which is not a whole number`, expected);
    const number = Number(value);
    if (number < range.min || number > range.max) {
        throw new _input_error_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d(name, `has ${value}, which is out of range`, expected);
    }
    return number;
}
/** Comma- or newline-separated values, trimmed, blanks dropped. */
function readList(source, name) {
    const value = source(name);
    return value === undefined ? [] : splitList(value);
}
function splitList(value) {
    return value
        .split(/[,\n]/)
        .map(item => item.trim())
        .filter(item => item !== '');
}
function readChoice(source, name, choices) {
    const value = source(name);
    if (value === undefined)
        return undefined;
    if (choices.includes(value))
        return value;
    throw new _input_error_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d(name, `has ${(0,_input_error_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .h)(value)}, which is not one of the choices`, `one of ${choices.join(', ')}`);
}


/***/ }),

/***/ 5849:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ registrySecrets),
/* harmony export */   y: () => (/* binding */ readRegistryCredentials)
/* harmony export */ });
/* harmony import */ var _input_error_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(9354);
/* harmony import */ var _tokens_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(1867);


const PAIR_FORM = 'both registry-username and registry-password, or neither for an anonymous pull';
function readRegistryCredentials(source) {
    const username = source('registry-username');
    const password = source('registry-password');
    if (username === undefined && password === undefined)
        return undefined;
    if (username === undefined)
        throw new _input_error_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d('registry-username', 'is empty while registry-password is set', PAIR_FORM);
    if (password === undefined)
        throw new _input_error_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d('registry-password', 'is empty while registry-username is set', PAIR_FORM);
    if (/[\s:]/.test(username) ||
        [...username].some(char => char.charCodeAt(0) < 0x20 || char === '\u007f')) {
        throw new _input_error_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d('registry-username', 'contains a space, ":" or a control character', 'the registry account name on one line');
    }
    (0,_tokens_js__WEBPACK_IMPORTED_MODULE_1__/* .checkToken */ .SK)('registry-password', password);
    return { username, password };
}
/** What to mask: the password and the Basic value the realm is sent (base64 hides it). */
function registrySecrets(source) {
    const username = source('registry-username');
    const password = source('registry-password');
    if (password === undefined)
        return [];
    const secrets = [password];
    if (username !== undefined) {
        secrets.push(Buffer.from(`${username}:${password}`).toString('base64'));
    }
    return secrets;
}


/***/ }),

/***/ 4620:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Qn: () => (/* binding */ variableOf),
/* harmony export */   rO: () => (/* binding */ withDefaults),
/* harmony export */   rP: () => (/* binding */ isRunnerExpression),
/* harmony export */   rg: () => (/* binding */ withEnvFallbacks),
/* harmony export */   wP: () => (/* binding */ FINGERPRINT_VARIABLE)
/* harmony export */ });
/* unused harmony exports inputsFromRecord, hostToApiRoot */
/* harmony import */ var _service_roots_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(934);
/* harmony import */ var _input_error_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(9354);
/* harmony import */ var _fingerprint_form_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(4960);
/* harmony import */ var _runner_step_scope_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(7719);
/* harmony import */ var _declarations_variable_name_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(6713);
/**
 * Where raw input values come from. The action reads `INPUT_*` through @actions/core;
 * tests and scripts pass a plain function. Empty means unset, so defaults apply.
 */





/** The variable read for `name`, if the source reads one. */
function variableOf(source, name) {
    return source.variables?.of(name);
}
/** `read` as a source that says what `base` says about its variables. */
function keepingVariables(base, read) {
    return base.variables ? Object.assign(read, { variables: base.variables }) : read;
}
function inputsFromRecord(values) {
    return name => {
        const value = values[name]?.trim();
        return value ? value : undefined;
    };
}
/**
 * A runner expression (`${{ github.token }}`) as a declared default: the runner evaluates it
 * when it passes the input, the action cannot.
 */
function isRunnerExpression(value) {
    return value?.includes('${{') ?? false;
}
/**
 * `source` with `defaults` filled in where it has no value: how the declared defaults reach
 * the readers, which state none of their own. A runner expression is left out.
 */
function withDefaults(source, defaults) {
    return keepingVariables(source, name => {
        const value = source(name);
        if (value !== undefined)
            return value;
        const declared = defaults[name];
        return isRunnerExpression(declared) ? undefined : declared;
    });
}
const RULES = {
    // The CLI's host is the site root; the action's base-url is the API root below it.
    'base-url': { toInput: host => hostToApiRoot(host) },
    // Often exported job-wide from `kosli fingerprint`: a step that names its artifact by
    // artifact-path, or an attestation by its id, means that one, not the job's.
    fingerprint: {
        check: checkFingerprintVariable,
        unlessGiven: ['artifact-path', 'attestation-id']
    },
    // A step that attaches by the older name means its own files, not the job's.
    attachments: { unlessGiven: ['attachment'] }
};
/** The variable every command with a fingerprint input reads for it. */
const FINGERPRINT_VARIABLE = (0,_declarations_variable_name_js__WEBPACK_IMPORTED_MODULE_3__/* .variableName */ .cG)('fingerprint');
function checkFingerprintVariable(variable, value) {
    const problem = (0,_fingerprint_form_js__WEBPACK_IMPORTED_MODULE_1__/* .fingerprintProblem */ .YY)(value);
    if (problem !== undefined) {
        throw new _input_error_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d('fingerprint', `(read from ${variable}) ${problem}`, _fingerprint_form_js__WEBPACK_IMPORTED_MODULE_1__/* .FINGERPRINT_FORM */ .UG);
    }
}
function hostToApiRoot(host) {
    const trimmed = host.trim().replace(/\/+$/, '');
    return trimmed.endsWith(_service_roots_js__WEBPACK_IMPORTED_MODULE_4__/* .API_ROOT_PATH */ .CT) ? trimmed : `${trimmed}${_service_roots_js__WEBPACK_IMPORTED_MODULE_4__/* .API_ROOT_PATH */ .CT}`;
}
/**
 * KOSLI_DRY_RUN turns a dry run on as it does for the vendor CLI. The runner passes
 * dry-run's default "false" whenever a step leaves it out, so an explicit "false" cannot be
 * told from none: the variable wins over "false", and dry-run: true wins over the variable.
 */
const DRY_RUN = 'dry-run';
/** The spellings Go's strconv.ParseBool (the vendor CLI's) accepts, as true or false. */
function goBoolean(input, variable, value) {
    if (/^(1|t|true)$/i.test(value))
        return 'true';
    if (/^(0|f|false)$/i.test(value))
        return 'false';
    throw new _input_error_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d(input, `(read from ${variable}) has ${(0,_input_error_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .h)(value)}, which is not a boolean`, `"true" or "false" in ${variable}`);
}
/**
 * key=value pairs as the CLI reads them from a variable (`a=1,b=2`), as the lines the inputs
 * take; a comma not followed by a key belongs to the value before it.
 */
function pairsToLines(value) {
    return value
        .split(/,(?=[^,=]+=)/)
        .map(pair => pair.trim())
        .join('\n');
}
function fromForm(input, variable, raw) {
    if (variable.form === 'boolean')
        return goBoolean(input, variable.variable, raw);
    if (variable.form === 'pairs')
        return pairsToLines(raw);
    return raw;
}
/**
 * The step's inputs, then the vendor CLI's variables of the command's flags (`variables`, by
 * input, from the catalog), so a job that keeps its CLI `env:` block records what the CLI
 * recorded. An input the step gives always wins; a variable for a flag the command does not
 * take is never read. The declared defaults apply after both (withDefaults).
 */
function withEnvFallbacks(source, variables, env = (0,_runner_step_scope_js__WEBPACK_IMPORTED_MODULE_2__/* .stepEnv */ .WH)()) {
    const raw = (name) => {
        const variable = variables[name];
        const value = variable ? env[variable.variable]?.trim() : undefined;
        return value ? value : undefined;
    };
    const wasRead = (name) => {
        if (name === DRY_RUN) {
            const value = source(name);
            return raw(name) !== undefined && (value === undefined || /^false$/i.test(value));
        }
        if (source(name) !== undefined || raw(name) === undefined)
            return false;
        return !(RULES[name]?.unlessGiven?.some(other => source(other) !== undefined) ?? false);
    };
    const read = (name) => {
        if (!wasRead(name))
            return source(name);
        const variable = variables[name];
        const value = raw(name);
        const rule = RULES[name];
        rule?.check?.(variable.variable, value);
        return rule?.toInput ? rule.toInput(value) : fromForm(name, variable, value);
    };
    return Object.assign(read, {
        variables: { of: (name) => variables[name], wasRead }
    });
}


/***/ }),

/***/ 1867:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Bm: () => (/* binding */ secretParts),
/* harmony export */   J$: () => (/* binding */ checkUsername),
/* harmony export */   SK: () => (/* binding */ checkToken),
/* harmony export */   nC: () => (/* binding */ readGitHubToken),
/* harmony export */   pH: () => (/* binding */ SECRET_INPUTS)
/* harmony export */ });
/* harmony import */ var _input_error_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(9354);
/**
 * Tokens and account names travel in HTTP headers. A character a header cannot carry (the
 * inner line break of a secret pasted in two lines, a control character) would otherwise only
 * surface as "could not be reached" after every retry; it is refused here, before any
 * request, and the value is never quoted. Leading and trailing whitespace never gets here:
 * every input source trims it (core.getInput does by default).
 */

const TOKEN_FORM = 'the token alone on one line, with no spaces or control characters (check the secret for a stray line break)';
const USERNAME_FORM = 'the email address of the Atlassian account, on one line';
/** The inputs that hold a secret: masked from the start, from the step or its environment. */
const SECRET_INPUTS = [
    'api-token',
    'jira-api-token',
    'jira-pat',
    'github-token',
    'registry-password'
];
/**
 * What to mask for a secret: the value, and each of its lines when it has several, since a
 * log shows one line at a time. Fragments too short to be secret are left alone: masking
 * them would blank ordinary text.
 */
function secretParts(value) {
    const lines = value.split(/\r\n|[\r\n\u0085\u2028\u2029]/).map(line => line.trim());
    return [value, ...(lines.length > 1 ? lines.filter(line => line.length >= 4) : [])];
}
/** Throws an InputError naming the input when a token could not be sent as it is. */
function checkToken(input, value, readFrom) {
    const problem = tokenProblem(value);
    if (problem)
        throw new _input_error_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d(input, withOrigin(problem, readFrom), TOKEN_FORM);
}
/** The Jira Cloud account name: base64-encoded into the Basic header, with ":" as separator. */
function checkUsername(input, value) {
    const problem = lineProblem(value) ?? (value.includes(':') ? 'contains ":"' : undefined);
    if (problem)
        throw new _input_error_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d(input, problem, USERNAME_FORM);
}
function tokenProblem(value) {
    return (lineProblem(value) ??
        (/\s/.test(value)
            ? 'contains a space'
            : /[^\x21-\x7e]/.test(value)
                ? 'contains a character outside printable ASCII'
                : undefined));
}
function lineProblem(value) {
    if (/[\r\n\u0085\u2028\u2029]/.test(value))
        return 'contains a line break';
    // eslint-disable-next-line no-control-regex
    if (/[\x00-\x1f\x7f-\x9f]/.test(value))
        return 'contains a control character';
    return undefined;
}
function withOrigin(problem, readFrom) {
    return readFrom ? `(read from ${readFrom}) ${problem}` : problem;
}
/**
 * github-token, when given: every line of it masked (a pasted secret can hold several) and
 * checked to fit in a header before any request.
 */
function readGitHubToken(source, mask) {
    const token = source('github-token');
    if (token === undefined)
        return undefined;
    secretParts(token).forEach(mask);
    checkToken('github-token', token);
    return token;
}


/***/ }),

/***/ 9585:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  e: () => (/* binding */ run)
});

// EXTERNAL MODULE: ./src/action/log.ts
var action_log = __nccwpck_require__(8592);
// EXTERNAL MODULE: ./src/declarations/variable-name.ts
var variable_name = __nccwpck_require__(6713);
// EXTERNAL MODULE: ./src/inputs/source.ts
var inputs_source = __nccwpck_require__(4620);
;// CONCATENATED MODULE: ./src/inputs/nearest.ts
/**
 * The known name a mistyped one most likely meant: the closest by edit distance, when it is
 * close enough to be a slip (a letter or two, a missing plural) rather than another word.
 */
function nearestName(typed, known) {
    const limit = Math.max(1, Math.min(3, Math.floor(typed.length / 4)));
    let best;
    for (const name of known) {
        const distance = editDistance(typed.toLowerCase(), name);
        if (distance <= limit && (best === undefined || distance < best.distance)) {
            best = { name, distance };
        }
    }
    return best?.name;
}
/**
 * The known name closest to `typed`, always one when any is known: for a key no command has,
 * where naming some input beats naming none. Separators count alike (`results_dir` is
 * results-dir), a slip wins, then a name that begins with what was typed or is contained in
 * it (`env` is environment), then the smallest edit distance.
 */
function closestName(typed, known) {
    const normal = typed.toLowerCase().replace(/[_ ]/g, '-');
    const slip = nearestName(normal, known);
    if (slip !== undefined)
        return slip;
    const overlapping = known.filter(name => normal.length >= 3 && (name.startsWith(normal) || normal.startsWith(name)));
    const pool = overlapping.length > 0 ? overlapping : known;
    let best;
    for (const name of pool) {
        const distance = editDistance(normal, name);
        if (best === undefined || distance < best.distance)
            best = { name, distance };
    }
    return best?.name;
}
/** Levenshtein distance, in two rows: inputs are short names. */
function editDistance(a, b) {
    let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
    for (let i = 1; i <= a.length; i++) {
        const current = [i];
        for (let j = 1; j <= b.length; j++) {
            const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
            current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution);
        }
        previous = current;
    }
    return previous[b.length] ?? 0;
}

;// CONCATENATED MODULE: ./src/commands/catalog.json
const catalog_namespaceObject = /*#__PURE__*/JSON.parse('{"assert-artifact":{"kind":"gate","inputs":["api-token","org","base-url","dry-run","timeout-seconds","max-retries","summary","fingerprint","artifact-path","artifact-type","exclude","registry-username","registry-password","flow","environment","policies","fail-on-non-compliant"],"defaults":{"dry-run":"false","timeout-seconds":"30","max-retries":"3","summary":"true","fail-on-non-compliant":"true"},"variables":{"api-token":"api-token","org":"org","base-url":"host","dry-run":["dry-run","boolean"],"max-retries":"max-api-retries","fingerprint":"fingerprint","artifact-type":"artifact-type","exclude":["exclude","list"],"registry-username":"registry-username","registry-password":"registry-password","flow":"flow","environment":"environment","policies":["policy","list"]},"outputs":["outcome","compliant","fingerprint","scope","html-url","flow","trail","unsatisfied-rules","result","result-file"],"traits":{}},"check-readiness":{"kind":"gate","inputs":["api-token","org","base-url","dry-run","timeout-seconds","max-retries","summary","flow","trail","environments","policies","github-token","check-run","comment","fail-when-lacking"],"defaults":{"dry-run":"false","timeout-seconds":"30","max-retries":"3","summary":"true","github-token":"${{ github.token }}","check-run":"true","comment":"true","fail-when-lacking":"false"},"variables":{"api-token":"api-token","org":"org","base-url":"host","dry-run":["dry-run","boolean"],"max-retries":"max-api-retries","flow":"flow"},"outputs":["outcome","ready","lacking","check-run-url","comment-url"],"traits":{"trailDefaultsToCommit":true}},"diff-snapshots":{"kind":"read","inputs":["api-token","org","base-url","dry-run","timeout-seconds","max-retries","summary","snapshot-1","snapshot-2"],"defaults":{"dry-run":"false","timeout-seconds":"30","max-retries":"3","summary":"true"},"variables":{"api-token":"api-token","org":"org","base-url":"host","dry-run":["dry-run","boolean"],"max-retries":"max-api-retries"},"outputs":["outcome","added","removed","changed","result","result-file"],"traits":{}},"get-approval":{"kind":"read","inputs":["api-token","org","base-url","dry-run","timeout-seconds","max-retries","summary","flow","approval-number","fail-unless-approved"],"defaults":{"dry-run":"false","timeout-seconds":"30","max-retries":"3","summary":"true","fail-unless-approved":"false"},"variables":{"api-token":"api-token","org":"org","base-url":"host","dry-run":["dry-run","boolean"],"max-retries":"max-api-retries","flow":"flow"},"outputs":["outcome","result","result-file","state","approved"],"traits":{}},"get-attestation":{"kind":"read","inputs":["api-token","org","base-url","dry-run","timeout-seconds","max-retries","summary","flow","name","trail","fingerprint","attestation-id"],"defaults":{"dry-run":"false","timeout-seconds":"30","max-retries":"3","summary":"true"},"variables":{"api-token":"api-token","org":"org","base-url":"host","dry-run":["dry-run","boolean"],"max-retries":"max-api-retries","flow":"flow","trail":"trail","fingerprint":"fingerprint","attestation-id":"attestation-id"},"outputs":["outcome","compliant","attestation-id","html-url","result","result-file"],"traits":{"trailDefaultsToCommit":true}},"get-deployment":{"kind":"read","inputs":["api-token","org","base-url","dry-run","timeout-seconds","max-retries","summary","fingerprint","artifact-path","artifact-type","exclude","registry-username","registry-password","environment"],"defaults":{"dry-run":"false","timeout-seconds":"30","max-retries":"3","summary":"true"},"variables":{"api-token":"api-token","org":"org","base-url":"host","dry-run":["dry-run","boolean"],"max-retries":"max-api-retries","fingerprint":"fingerprint"},"outputs":["outcome","fingerprint","result","result-file","artifact-name","deployed-at","replaced-fingerprint","diff-url"],"traits":{}},"get-snapshot":{"kind":"read","inputs":["api-token","org","base-url","dry-run","timeout-seconds","max-retries","summary","environment","snapshot","assert"],"defaults":{"dry-run":"false","timeout-seconds":"30","max-retries":"3","summary":"true","snapshot":"-1","assert":"false"},"variables":{"api-token":"api-token","org":"org","base-url":"host","dry-run":["dry-run","boolean"],"max-retries":"max-api-retries"},"outputs":["outcome","compliant","non-compliant","index","html-url","result","result-file"],"traits":{}},"get-trail":{"kind":"read","inputs":["api-token","org","base-url","dry-run","timeout-seconds","max-retries","summary","flow","trail","assert","audit-package","audit-pdf"],"defaults":{"dry-run":"false","timeout-seconds":"30","max-retries":"3","summary":"true","assert":"false"},"variables":{"api-token":"api-token","org":"org","base-url":"host","dry-run":["dry-run","boolean"],"max-retries":"max-api-retries","flow":"flow"},"outputs":["outcome","compliant","compliance-state","missing","non-compliant","html-url","result","result-file","audit-package","audit-pdf"],"traits":{"trailDefaultsToCommit":true}},"list-actions":{"kind":"read","inputs":["api-token","org","base-url","dry-run","timeout-seconds","max-retries","summary"],"defaults":{"dry-run":"false","timeout-seconds":"30","max-retries":"3","summary":"true"},"variables":{"api-token":"api-token","org":"org","base-url":"host","dry-run":["dry-run","boolean"],"max-retries":"max-api-retries"},"outputs":["outcome","result","count","total-count","result-file","failing"],"traits":{}},"list-attestation-types":{"kind":"read","inputs":["api-token","org","base-url","dry-run","timeout-seconds","max-retries","summary"],"defaults":{"dry-run":"false","timeout-seconds":"30","max-retries":"3","summary":"true"},"variables":{"api-token":"api-token","org":"org","base-url":"host","dry-run":["dry-run","boolean"],"max-retries":"max-api-retries"},"outputs":["outcome","result","count","total-count","result-file"],"traits":{}},"list-attestations":{"kind":"read","inputs":["api-token","org","base-url","dry-run","timeout-seconds","max-retries","summary","flow","from-ts","to-ts","page","per-page","all-pages","max-items"],"defaults":{"dry-run":"false","timeout-seconds":"30","max-retries":"3","summary":"true","per-page":"20","all-pages":"false"},"variables":{"api-token":"api-token","org":"org","base-url":"host","dry-run":["dry-run","boolean"],"max-retries":"max-api-retries","flow":"flow","per-page":"page-limit"},"outputs":["outcome","result","count","total-count","result-file"],"traits":{}},"list-builds":{"kind":"read","inputs":["api-token","org","base-url","dry-run","timeout-seconds","max-retries","summary","repo-id","repo-name","start-ts","end-ts","page","per-page","all-pages","max-items"],"defaults":{"dry-run":"false","timeout-seconds":"30","max-retries":"3","summary":"true","per-page":"15","all-pages":"false"},"variables":{"api-token":"api-token","org":"org","base-url":"host","dry-run":["dry-run","boolean"],"max-retries":"max-api-retries","per-page":"page-limit"},"outputs":["outcome","result","count","total-count","result-file"],"traits":{}},"list-environments":{"kind":"read","inputs":["api-token","org","base-url","dry-run","timeout-seconds","max-retries","summary"],"defaults":{"dry-run":"false","timeout-seconds":"30","max-retries":"3","summary":"true"},"variables":{"api-token":"api-token","org":"org","base-url":"host","dry-run":["dry-run","boolean"],"max-retries":"max-api-retries"},"outputs":["outcome","result","count","total-count","result-file"],"traits":{}},"list-policies":{"kind":"read","inputs":["api-token","org","base-url","dry-run","timeout-seconds","max-retries","summary"],"defaults":{"dry-run":"false","timeout-seconds":"30","max-retries":"3","summary":"true"},"variables":{"api-token":"api-token","org":"org","base-url":"host","dry-run":["dry-run","boolean"],"max-retries":"max-api-retries"},"outputs":["outcome","result","count","total-count","result-file"],"traits":{}},"list-trails":{"kind":"read","inputs":["api-token","org","base-url","dry-run","timeout-seconds","max-retries","summary","flow","fingerprint","flow-tag","page","per-page","all-pages","max-items"],"defaults":{"dry-run":"false","timeout-seconds":"30","max-retries":"3","summary":"true","all-pages":"false"},"variables":{"api-token":"api-token","org":"org","base-url":"host","dry-run":["dry-run","boolean"],"max-retries":"max-api-retries","flow":"flow","fingerprint":"fingerprint","flow-tag":"flow-tag","page":"page","per-page":"page-limit"},"outputs":["outcome","result","count","total-count","result-file"],"traits":{}},"log-environment":{"kind":"read","inputs":["api-token","org","base-url","dry-run","timeout-seconds","max-retries","summary","environment","reverse","page","per-page","all-pages","max-items"],"defaults":{"dry-run":"false","timeout-seconds":"30","max-retries":"3","summary":"true","reverse":"false","per-page":"15","all-pages":"false"},"variables":{"api-token":"api-token","org":"org","base-url":"host","dry-run":["dry-run","boolean"],"max-retries":"max-api-retries","reverse":["reverse","boolean"],"page":"page","per-page":"page-limit"},"outputs":["outcome","result","count","total-count","result-file"],"traits":{}},"search":{"kind":"read","inputs":["api-token","org","base-url","dry-run","timeout-seconds","max-retries","summary","value"],"defaults":{"dry-run":"false","timeout-seconds":"30","max-retries":"3","summary":"true"},"variables":{"api-token":"api-token","org":"org","base-url":"host","dry-run":["dry-run","boolean"],"max-retries":"max-api-retries"},"outputs":["outcome","resolved-to","full-match","count","fingerprints","result","result-file"],"traits":{}},"attach-policy":{"kind":"write","inputs":["api-token","org","base-url","dry-run","timeout-seconds","max-retries","summary","environment","policies"],"defaults":{"dry-run":"false","timeout-seconds":"30","max-retries":"3","summary":"true"},"variables":{"api-token":"api-token","org":"org","base-url":"host","dry-run":["dry-run","boolean"],"max-retries":"max-api-retries","environment":["environment","list"]},"outputs":["outcome","environment","policies","result","result-file"],"traits":{}},"attest-artifact":{"kind":"write","inputs":["api-token","org","base-url","dry-run","timeout-seconds","max-retries","summary","fingerprint","artifact-path","artifact-type","exclude","registry-username","registry-password","flow","trail","description","user-data","annotations","external-urls","commit-sha","redact-commit-info","artifact-name","filename","build-url"],"defaults":{"dry-run":"false","timeout-seconds":"30","max-retries":"3","summary":"true"},"variables":{"api-token":"api-token","org":"org","base-url":"host","dry-run":["dry-run","boolean"],"max-retries":"max-api-retries","fingerprint":"fingerprint","artifact-type":"artifact-type","exclude":["exclude","list"],"registry-username":"registry-username","registry-password":"registry-password","flow":"flow","trail":"trail","annotations":["annotate","pairs"],"external-urls":["external-url","pairs"],"commit-sha":"commit","redact-commit-info":["redact-commit-info","list"],"artifact-name":"name","filename":"display-name","build-url":"build-url"},"outputs":["outcome","fingerprint","html-url","flow","trail","result","result-file"],"traits":{"trailDefaultsToCommit":true}},"attest-custom":{"kind":"write","inputs":["api-token","org","base-url","dry-run","timeout-seconds","max-retries","summary","fingerprint","artifact-path","artifact-type","exclude","registry-username","registry-password","flow","trail","name","target-artifacts","description","origin-url","user-data","annotations","external-urls","commit-sha","redact-commit-info","attachments","attachment","type-name","attestation-data"],"defaults":{"dry-run":"false","timeout-seconds":"30","max-retries":"3","summary":"true"},"variables":{"api-token":"api-token","org":"org","base-url":"host","dry-run":["dry-run","boolean"],"max-retries":"max-api-retries","fingerprint":"fingerprint","artifact-type":"artifact-type","exclude":["exclude","list"],"registry-username":"registry-username","registry-password":"registry-password","flow":"flow","trail":"trail","name":"name","description":"description","origin-url":"origin-url","user-data":"user-data","annotations":["annotate","pairs"],"external-urls":["external-url","pairs"],"commit-sha":"commit","redact-commit-info":["redact-commit-info","list"],"attachments":["attachments","list"],"type-name":"type","attestation-data":"attestation-data"},"outputs":["outcome","fingerprint","html-url","flow","trail","result","result-file"],"traits":{"trailDefaultsToCommit":true}},"attest-decision":{"kind":"write","inputs":["api-token","org","base-url","dry-run","timeout-seconds","max-retries","summary","fingerprint","artifact-path","artifact-type","exclude","registry-username","registry-password","flow","trail","name","target-artifacts","description","origin-url","user-data","annotations","external-urls","control","compliant","commit-sha","redact-commit-info","attachments","attachment"],"defaults":{"dry-run":"false","timeout-seconds":"30","max-retries":"3","summary":"true"},"variables":{"api-token":"api-token","org":"org","base-url":"host","dry-run":["dry-run","boolean"],"max-retries":"max-api-retries","fingerprint":"fingerprint","artifact-type":"artifact-type","exclude":["exclude","list"],"registry-username":"registry-username","registry-password":"registry-password","flow":"flow","trail":"trail","name":"name","description":"description","origin-url":"origin-url","user-data":"user-data","annotations":["annotate","pairs"],"external-urls":["external-url","pairs"],"control":"control","compliant":["compliant","boolean","false"],"commit-sha":"commit","redact-commit-info":["redact-commit-info","list"],"attachments":["attachments","list"]},"outputs":["outcome","fingerprint","html-url","flow","trail","result","result-file"],"traits":{"trailDefaultsToCommit":true}},"attest-generic":{"kind":"write","inputs":["api-token","org","base-url","dry-run","timeout-seconds","max-retries","summary","fingerprint","artifact-path","artifact-type","exclude","registry-username","registry-password","flow","trail","name","target-artifacts","description","origin-url","user-data","annotations","external-urls","compliant","commit-sha","redact-commit-info","attachments","attachment"],"defaults":{"dry-run":"false","timeout-seconds":"30","max-retries":"3","summary":"true"},"variables":{"api-token":"api-token","org":"org","base-url":"host","dry-run":["dry-run","boolean"],"max-retries":"max-api-retries","fingerprint":"fingerprint","artifact-type":"artifact-type","exclude":["exclude","list"],"registry-username":"registry-username","registry-password":"registry-password","flow":"flow","trail":"trail","name":"name","description":"description","origin-url":"origin-url","user-data":"user-data","annotations":["annotate","pairs"],"external-urls":["external-url","pairs"],"compliant":["compliant","boolean","true"],"commit-sha":"commit","redact-commit-info":["redact-commit-info","list"],"attachments":["attachments","list"]},"outputs":["outcome","fingerprint","html-url","flow","trail","result","result-file"],"traits":{"trailDefaultsToCommit":true}},"attest-jira":{"kind":"write","inputs":["api-token","org","base-url","dry-run","timeout-seconds","max-retries","summary","fingerprint","artifact-path","artifact-type","exclude","registry-username","registry-password","flow","trail","name","target-artifacts","description","origin-url","user-data","annotations","external-urls","jira-base-url","jira-username","jira-api-token","jira-pat","jira-project-keys","jira-ignore-project-keys","jira-issue-fields","key-sources","secondary-source","commit-sha","github-token","attachments","attachment","redact-commit-info","assert"],"defaults":{"dry-run":"false","timeout-seconds":"30","max-retries":"3","summary":"true","key-sources":"commits,branch,pr-title","github-token":"${{ github.token }}","assert":"false"},"variables":{"api-token":"api-token","org":"org","base-url":"host","dry-run":["dry-run","boolean"],"max-retries":"max-api-retries","fingerprint":"fingerprint","artifact-type":"artifact-type","exclude":["exclude","list"],"registry-username":"registry-username","registry-password":"registry-password","flow":"flow","trail":"trail","name":"name","description":"description","origin-url":"origin-url","user-data":"user-data","annotations":["annotate","pairs"],"external-urls":["external-url","pairs"],"jira-base-url":"jira-base-url","jira-username":"jira-username","jira-api-token":"jira-api-token","jira-pat":"jira-pat","jira-project-keys":["jira-project-key","list"],"jira-issue-fields":"jira-issue-fields","secondary-source":"jira-secondary-source","commit-sha":"commit","attachments":["attachments","list"],"redact-commit-info":["redact-commit-info","list"],"assert":["assert","boolean"]},"outputs":["outcome","fingerprint","html-url","flow","trail","result","result-file","issue-keys","found-issue-keys","missing-issue-keys"],"traits":{"trailDefaultsToCommit":true}},"attest-junit":{"kind":"write","inputs":["api-token","org","base-url","dry-run","timeout-seconds","max-retries","summary","fingerprint","artifact-path","artifact-type","exclude","registry-username","registry-password","flow","trail","name","target-artifacts","description","origin-url","user-data","annotations","external-urls","results-dir","upload-results","list-skipped","commit-sha","redact-commit-info","attachments","attachment"],"defaults":{"dry-run":"false","timeout-seconds":"30","max-retries":"3","summary":"true","results-dir":".","upload-results":"true","list-skipped":"false"},"variables":{"api-token":"api-token","org":"org","base-url":"host","dry-run":["dry-run","boolean"],"max-retries":"max-api-retries","fingerprint":"fingerprint","artifact-type":"artifact-type","exclude":["exclude","list"],"registry-username":"registry-username","registry-password":"registry-password","flow":"flow","trail":"trail","name":"name","description":"description","origin-url":"origin-url","user-data":"user-data","annotations":["annotate","pairs"],"external-urls":["external-url","pairs"],"results-dir":"results-dir","upload-results":["upload-results","boolean"],"commit-sha":"commit","redact-commit-info":["redact-commit-info","list"],"attachments":["attachments","list"]},"outputs":["outcome","fingerprint","html-url","flow","trail","result","result-file","failures","errors","skipped","total"],"traits":{"trailDefaultsToCommit":true}},"attest-provenance":{"kind":"write","inputs":["api-token","org","base-url","dry-run","timeout-seconds","max-retries","summary","fingerprint","artifact-path","artifact-type","exclude","registry-username","registry-password","flow","trail","name","target-artifacts","description","origin-url","annotations","external-urls","repository","signer-workflow","predicate-type","github-token","assert"],"defaults":{"dry-run":"false","timeout-seconds":"30","max-retries":"3","summary":"true","name":"provenance","predicate-type":"https://slsa.dev/provenance/v1","github-token":"${{ github.token }}","assert":"false"},"variables":{"api-token":"api-token","org":"org","base-url":"host","dry-run":["dry-run","boolean"],"max-retries":"max-api-retries","flow":"flow","trail":"trail","annotations":["annotate","pairs"],"external-urls":["external-url","pairs"]},"outputs":["outcome","fingerprint","html-url","flow","trail","result","result-file","verified","source-commit","signer-workflow"],"traits":{"trailDefaultsToCommit":true}},"attest-pull-request":{"kind":"write","inputs":["api-token","org","base-url","dry-run","timeout-seconds","max-retries","summary","fingerprint","artifact-path","artifact-type","exclude","registry-username","registry-password","flow","trail","name","target-artifacts","description","origin-url","user-data","annotations","external-urls","commit-sha","github-token","assert"],"defaults":{"dry-run":"false","timeout-seconds":"30","max-retries":"3","summary":"true","github-token":"${{ github.token }}","assert":"false"},"variables":{"api-token":"api-token","org":"org","base-url":"host","dry-run":["dry-run","boolean"],"max-retries":"max-api-retries","fingerprint":"fingerprint","artifact-type":"artifact-type","exclude":["exclude","list"],"registry-username":"registry-username","registry-password":"registry-password","flow":"flow","trail":"trail","name":"name","description":"description","origin-url":"origin-url","user-data":"user-data","annotations":["annotate","pairs"],"external-urls":["external-url","pairs"],"commit-sha":"commit","assert":["assert","boolean"]},"outputs":["outcome","fingerprint","html-url","flow","trail","result","result-file","pull-requests","approvers"],"traits":{"trailDefaultsToCommit":true}},"attest-snyk":{"kind":"write","inputs":["api-token","org","base-url","dry-run","timeout-seconds","max-retries","summary","fingerprint","artifact-path","artifact-type","exclude","registry-username","registry-password","flow","trail","name","target-artifacts","description","origin-url","user-data","annotations","external-urls","scan-results","upload-results","commit-sha","redact-commit-info","attachments","attachment"],"defaults":{"dry-run":"false","timeout-seconds":"30","max-retries":"3","summary":"true","upload-results":"true"},"variables":{"api-token":"api-token","org":"org","base-url":"host","dry-run":["dry-run","boolean"],"max-retries":"max-api-retries","fingerprint":"fingerprint","artifact-type":"artifact-type","exclude":["exclude","list"],"registry-username":"registry-username","registry-password":"registry-password","flow":"flow","trail":"trail","name":"name","description":"description","origin-url":"origin-url","user-data":"user-data","annotations":["annotate","pairs"],"external-urls":["external-url","pairs"],"scan-results":"scan-results","upload-results":["upload-results","boolean"],"commit-sha":"commit","redact-commit-info":["redact-commit-info","list"],"attachments":["attachments","list"]},"outputs":["outcome","fingerprint","html-url","flow","trail","result","result-file","total","high-count","medium-count","low-count"],"traits":{"trailDefaultsToCommit":true}},"begin-trail":{"kind":"write","inputs":["api-token","org","base-url","dry-run","timeout-seconds","max-retries","summary","flow","trail","description","origin-url","user-data","external-urls","commit-sha","redact-commit-info","template-file"],"defaults":{"dry-run":"false","timeout-seconds":"30","max-retries":"3","summary":"true"},"variables":{"api-token":"api-token","org":"org","base-url":"host","dry-run":["dry-run","boolean"],"max-retries":"max-api-retries","flow":"flow","trail":"trail","description":"description","origin-url":"origin-url","user-data":"user-data","external-urls":["external-url","pairs"],"commit-sha":"commit","redact-commit-info":["redact-commit-info","list"],"template-file":"template-file"},"outputs":["outcome","html-url","flow","trail","result","result-file"],"traits":{"trailDefaultsToCommit":true}},"create-attestation-type":{"kind":"write","inputs":["api-token","org","base-url","dry-run","timeout-seconds","max-retries","summary","type-name","description","schema-file","jq-rules"],"defaults":{"dry-run":"false","timeout-seconds":"30","max-retries":"3","summary":"true"},"variables":{"api-token":"api-token","org":"org","base-url":"host","dry-run":["dry-run","boolean"],"max-retries":"max-api-retries","summary":["summary","list"],"description":"description","schema-file":"schema","jq-rules":["jq","list"]},"outputs":["outcome","result","result-file"],"traits":{}},"create-environment":{"kind":"write","inputs":["api-token","org","base-url","dry-run","timeout-seconds","max-retries","summary","environment","type","description","include-scaling","included-environments"],"defaults":{"dry-run":"false","timeout-seconds":"30","max-retries":"3","summary":"true"},"variables":{"api-token":"api-token","org":"org","base-url":"host","dry-run":["dry-run","boolean"],"max-retries":"max-api-retries","type":"type","description":"description","include-scaling":["include-scaling","boolean"],"included-environments":["included-environments","list"]},"outputs":["outcome","environment","change","html-url","result","result-file"],"traits":{}},"create-flow":{"kind":"write","inputs":["api-token","org","base-url","dry-run","timeout-seconds","max-retries","summary","flow","description","template-file","use-empty-template","visibility"],"defaults":{"dry-run":"false","timeout-seconds":"30","max-retries":"3","summary":"true","use-empty-template":"false"},"variables":{"api-token":"api-token","org":"org","base-url":"host","dry-run":["dry-run","boolean"],"max-retries":"max-api-retries","description":"description","template-file":"template-file","use-empty-template":["use-empty-template","boolean"],"visibility":"visibility"},"outputs":["outcome","html-url","flow","result","result-file"],"traits":{}},"create-policy":{"kind":"write","inputs":["api-token","org","base-url","dry-run","timeout-seconds","max-retries","summary","policy","policy-file","description","comment"],"defaults":{"dry-run":"false","timeout-seconds":"30","max-retries":"3","summary":"true"},"variables":{"api-token":"api-token","org":"org","base-url":"host","dry-run":["dry-run","boolean"],"max-retries":"max-api-retries","description":"description","comment":"comment"},"outputs":["outcome","policy","version","result","result-file"],"traits":{}},"detach-policy":{"kind":"write","inputs":["api-token","org","base-url","dry-run","timeout-seconds","max-retries","summary","environment","policies"],"defaults":{"dry-run":"false","timeout-seconds":"30","max-retries":"3","summary":"true"},"variables":{"api-token":"api-token","org":"org","base-url":"host","dry-run":["dry-run","boolean"],"max-retries":"max-api-retries","environment":["environment","list"]},"outputs":["outcome","environment","policies","result","result-file"],"traits":{}},"override-attestation":{"kind":"write","inputs":["api-token","org","base-url","dry-run","timeout-seconds","max-retries","summary","fingerprint","flow","trail","name","reason","compliant","attestation-type","target-artifacts","description","origin-url","user-data","annotations","external-urls","commit-sha","redact-commit-info"],"defaults":{"dry-run":"false","timeout-seconds":"30","max-retries":"3","summary":"true"},"variables":{"api-token":"api-token","org":"org","base-url":"host","dry-run":["dry-run","boolean"],"max-retries":"max-api-retries","fingerprint":"fingerprint","flow":"flow","trail":"trail","name":"name","reason":"reason","compliant":["new-compliance-status","boolean","false"],"attestation-type":"original-attestation-type","description":"description","origin-url":"origin-url","user-data":"user-data","annotations":["annotate","pairs"],"external-urls":["external-url","pairs"],"commit-sha":"commit","redact-commit-info":["redact-commit-info","list"]},"outputs":["outcome","html-url","result","result-file"],"traits":{}},"snapshot-docker":{"kind":"write","inputs":["api-token","org","base-url","dry-run","timeout-seconds","max-retries","summary","environment"],"defaults":{"dry-run":"false","timeout-seconds":"30","max-retries":"3","summary":"true"},"variables":{"api-token":"api-token","org":"org","base-url":"host","dry-run":["dry-run","boolean"],"max-retries":"max-api-retries"},"outputs":["outcome","count","environment","html-url","result","result-file"],"traits":{}},"snapshot-k8s":{"kind":"write","inputs":["api-token","org","base-url","dry-run","timeout-seconds","max-retries","summary","environment","kubeconfig","namespaces","exclude-namespaces"],"defaults":{"dry-run":"false","timeout-seconds":"30","max-retries":"3","summary":"true"},"variables":{"api-token":"api-token","org":"org","base-url":"host","dry-run":["dry-run","boolean"],"max-retries":"max-api-retries","kubeconfig":"kubeconfig","namespaces":["namespaces","list"],"exclude-namespaces":["exclude-namespaces","list"]},"outputs":["outcome","count","environment","html-url","result","result-file"],"traits":{}},"snapshot-paths":{"kind":"write","inputs":["api-token","org","base-url","dry-run","timeout-seconds","max-retries","summary","environment","path-spec","path","name","ignore"],"defaults":{"dry-run":"false","timeout-seconds":"30","max-retries":"3","summary":"true"},"variables":{"api-token":"api-token","org":"org","base-url":"host","dry-run":["dry-run","boolean"],"max-retries":"max-api-retries","path-spec":"paths-file","path":"path","name":"name","ignore":["exclude","list"]},"outputs":["outcome","count","environment","html-url","result","result-file"],"traits":{}},"tag":{"kind":"write","inputs":["api-token","org","base-url","dry-run","timeout-seconds","max-retries","summary","resource-type","resource","provider","repo-id","set","unset"],"defaults":{"dry-run":"false","timeout-seconds":"30","max-retries":"3","summary":"true"},"variables":{"api-token":"api-token","org":"org","base-url":"host","dry-run":["dry-run","boolean"],"max-retries":"max-api-retries","provider":"provider","repo-id":"repo-id","set":["set","pairs"],"unset":["unset","list"]},"outputs":["outcome","repo-id","result","result-file","html-url"],"traits":{}},"fingerprint":{"kind":"local","inputs":["timeout-seconds","max-retries","summary","artifact-path","artifact-type","exclude","registry-username","registry-password"],"defaults":{"timeout-seconds":"30","max-retries":"3","summary":"true"},"variables":{"artifact-type":"artifact-type","exclude":["exclude","list"],"registry-username":"registry-username","registry-password":"registry-password"},"outputs":["outcome","fingerprint","artifact-type"],"traits":{}}}');
;// CONCATENATED MODULE: ./src/commands/catalog.ts




const COMMAND_CATALOG = catalog_namespaceObject;
const COMMAND_NAMES = Object.keys(COMMAND_CATALOG);
/**
 * The keys a step gave that the command does not read: keys no command declares, and inputs
 * of other commands set to something other than a default the root action.yml passes on
 * every run (or an expression default, whose value gives no sign that the step set it).
 */
function inputsIgnoredBy(command, given) {
    const reads = COMMAND_CATALOG[command]?.inputs ?? [];
    const unread = [];
    for (const { key, value } of given) {
        if (reads.includes(key))
            continue;
        const declaring = Object.values(COMMAND_CATALOG).filter(entry => entry.inputs.includes(key));
        if (declaring.length === 0) {
            unread.push({ key, readByOthers: false, nearest: closestName(key, reads) });
            continue;
        }
        const passedByTheRunner = declaring.some(entry => {
            const declared = entry.defaults[key];
            return value === declared || (0,inputs_source/* isRunnerExpression */.rP)(declared);
        });
        if (!passedByTheRunner)
            unread.push({ key, readByOthers: true, nearest: nearestName(key, reads) });
    }
    return unread;
}
/**
 * The step's inputs with the command's declared defaults filled in, so the defaults hold
 * however the command is used: through its own action.yml, the root one, or a test.
 */
function withDeclaredDefaults(source, command) {
    return (0,inputs_source/* withDefaults */.rO)(source, COMMAND_CATALOG[command]?.defaults ?? {});
}
/** The commands that read `input`, in catalog order: what a suite about that input covers. */
function commandsReading(input) {
    return COMMAND_NAMES.filter(command => COMMAND_CATALOG[command]?.inputs.includes(input));
}
/**
 * The variables the step's command reads for its inputs. For a command the catalog lacks
 * (refused right after), those every command reads alike, so that KOSLI_API_TOKEN is masked
 * before the refusal too.
 */
function variablesOf(command) {
    const entry = command === undefined ? undefined : COMMAND_CATALOG[command];
    const packed = entry
        ? entry.variables
        : sharedByAll(Object.values(COMMAND_CATALOG).map(each => each.variables));
    return Object.fromEntries(Object.entries(packed).map(([input, variable]) => [input, (0,variable_name/* unpackVariable */.Vf)(variable)]));
}
/** The inputs whose variable has the same name in every command's list. */
function sharedByAll(lists) {
    const same = (a, b) => a !== undefined && (0,variable_name/* unpackVariable */.Vf)(a).variable === (0,variable_name/* unpackVariable */.Vf)(b).variable;
    return Object.fromEntries(Object.entries(lists[0] ?? {}).filter(([name, variable]) => lists.every(each => same(each[name], variable))));
}

;// CONCATENATED MODULE: ./src/commands/loaders.ts
/** Each command is loaded only when chosen, so a step pays for its own code alone. */
const LOADERS = {
    'assert-artifact': async () => (await Promise.all(/* import() */[__nccwpck_require__.e(2537), __nccwpck_require__.e(2554)]).then(__nccwpck_require__.bind(__nccwpck_require__, 2554))).command,
    'check-readiness': async () => (await Promise.all(/* import() */[__nccwpck_require__.e(1831), __nccwpck_require__.e(5833), __nccwpck_require__.e(2537), __nccwpck_require__.e(6131)]).then(__nccwpck_require__.bind(__nccwpck_require__, 6131))).command,
    'diff-snapshots': async () => (await __nccwpck_require__.e(/* import() */ 6588).then(__nccwpck_require__.bind(__nccwpck_require__, 6588))).command,
    'get-approval': async () => (await __nccwpck_require__.e(/* import() */ 5031).then(__nccwpck_require__.bind(__nccwpck_require__, 5031))).command,
    'get-attestation': async () => (await Promise.all(/* import() */[__nccwpck_require__.e(1831), __nccwpck_require__.e(6302), __nccwpck_require__.e(4536), __nccwpck_require__.e(1391)]).then(__nccwpck_require__.bind(__nccwpck_require__, 1391))).command,
    'get-deployment': async () => (await __nccwpck_require__.e(/* import() */ 7349).then(__nccwpck_require__.bind(__nccwpck_require__, 7349))).command,
    'get-snapshot': async () => (await Promise.all(/* import() */[__nccwpck_require__.e(2537), __nccwpck_require__.e(9780)]).then(__nccwpck_require__.bind(__nccwpck_require__, 9780))).command,
    'get-trail': async () => (await Promise.all(/* import() */[__nccwpck_require__.e(1831), __nccwpck_require__.e(1368)]).then(__nccwpck_require__.bind(__nccwpck_require__, 1368))).command,
    'list-actions': async () => (await __nccwpck_require__.e(/* import() */ 8544).then(__nccwpck_require__.bind(__nccwpck_require__, 8544))).command,
    'list-attestation-types': async () => (await __nccwpck_require__.e(/* import() */ 5788).then(__nccwpck_require__.bind(__nccwpck_require__, 5788))).command,
    'list-attestations': async () => (await Promise.all(/* import() */[__nccwpck_require__.e(4536), __nccwpck_require__.e(2254), __nccwpck_require__.e(5433)]).then(__nccwpck_require__.bind(__nccwpck_require__, 5433))).command,
    'list-builds': async () => (await Promise.all(/* import() */[__nccwpck_require__.e(2254), __nccwpck_require__.e(5787)]).then(__nccwpck_require__.bind(__nccwpck_require__, 5787))).command,
    'list-environments': async () => (await __nccwpck_require__.e(/* import() */ 5980).then(__nccwpck_require__.bind(__nccwpck_require__, 5980))).command,
    'list-policies': async () => (await __nccwpck_require__.e(/* import() */ 6464).then(__nccwpck_require__.bind(__nccwpck_require__, 6464))).command,
    'list-trails': async () => (await Promise.all(/* import() */[__nccwpck_require__.e(2254), __nccwpck_require__.e(4959)]).then(__nccwpck_require__.bind(__nccwpck_require__, 4959))).command,
    'log-environment': async () => (await Promise.all(/* import() */[__nccwpck_require__.e(2254), __nccwpck_require__.e(2067)]).then(__nccwpck_require__.bind(__nccwpck_require__, 2067))).command,
    search: async () => (await __nccwpck_require__.e(/* import() */ 7603).then(__nccwpck_require__.bind(__nccwpck_require__, 9984))).command,
    'attach-policy': async () => (await __nccwpck_require__.e(/* import() */ 2299).then(__nccwpck_require__.bind(__nccwpck_require__, 2299))).command,
    'attest-artifact': async () => (await Promise.all(/* import() */[__nccwpck_require__.e(1831), __nccwpck_require__.e(6302), __nccwpck_require__.e(7921), __nccwpck_require__.e(6438)]).then(__nccwpck_require__.bind(__nccwpck_require__, 6438))).command,
    'attest-custom': async () => (await Promise.all(/* import() */[__nccwpck_require__.e(1831), __nccwpck_require__.e(6302), __nccwpck_require__.e(7921), __nccwpck_require__.e(4536), __nccwpck_require__.e(1086), __nccwpck_require__.e(9)]).then(__nccwpck_require__.bind(__nccwpck_require__, 9))).command,
    'attest-decision': async () => (await Promise.all(/* import() */[__nccwpck_require__.e(1831), __nccwpck_require__.e(6302), __nccwpck_require__.e(7921), __nccwpck_require__.e(4536), __nccwpck_require__.e(1086), __nccwpck_require__.e(8311)]).then(__nccwpck_require__.bind(__nccwpck_require__, 8311))).command,
    'attest-generic': async () => (await Promise.all(/* import() */[__nccwpck_require__.e(1831), __nccwpck_require__.e(6302), __nccwpck_require__.e(7921), __nccwpck_require__.e(4536), __nccwpck_require__.e(1086), __nccwpck_require__.e(6558)]).then(__nccwpck_require__.bind(__nccwpck_require__, 6558))).command,
    'attest-jira': async () => (await Promise.all(/* import() */[__nccwpck_require__.e(1831), __nccwpck_require__.e(6302), __nccwpck_require__.e(7921), __nccwpck_require__.e(4536), __nccwpck_require__.e(1086), __nccwpck_require__.e(5833), __nccwpck_require__.e(3408)]).then(__nccwpck_require__.bind(__nccwpck_require__, 3408))).command,
    'attest-junit': async () => (await Promise.all(/* import() */[__nccwpck_require__.e(1831), __nccwpck_require__.e(1893), __nccwpck_require__.e(6302), __nccwpck_require__.e(7921), __nccwpck_require__.e(4536), __nccwpck_require__.e(1086), __nccwpck_require__.e(9543)]).then(__nccwpck_require__.bind(__nccwpck_require__, 9543))).command,
    'attest-provenance': async () => (await Promise.all(/* import() */[__nccwpck_require__.e(1831), __nccwpck_require__.e(6302), __nccwpck_require__.e(7921), __nccwpck_require__.e(4536), __nccwpck_require__.e(1086), __nccwpck_require__.e(5833), __nccwpck_require__.e(6074)]).then(__nccwpck_require__.bind(__nccwpck_require__, 6074))).command,
    'attest-pull-request': async () => (await Promise.all(/* import() */[__nccwpck_require__.e(1831), __nccwpck_require__.e(6302), __nccwpck_require__.e(7921), __nccwpck_require__.e(4536), __nccwpck_require__.e(1086), __nccwpck_require__.e(5833), __nccwpck_require__.e(7430)]).then(__nccwpck_require__.bind(__nccwpck_require__, 7430))).command,
    'attest-snyk': async () => (await Promise.all(/* import() */[__nccwpck_require__.e(1831), __nccwpck_require__.e(6302), __nccwpck_require__.e(7921), __nccwpck_require__.e(4536), __nccwpck_require__.e(1086), __nccwpck_require__.e(8968)]).then(__nccwpck_require__.bind(__nccwpck_require__, 8968))).command,
    'begin-trail': async () => (await Promise.all(/* import() */[__nccwpck_require__.e(1831), __nccwpck_require__.e(8815), __nccwpck_require__.e(6302), __nccwpck_require__.e(7921), __nccwpck_require__.e(7717)]).then(__nccwpck_require__.bind(__nccwpck_require__, 7717))).command,
    'create-attestation-type': async () => (await __nccwpck_require__.e(/* import() */ 8891).then(__nccwpck_require__.bind(__nccwpck_require__, 8891))).command,
    'create-environment': async () => (await __nccwpck_require__.e(/* import() */ 6655).then(__nccwpck_require__.bind(__nccwpck_require__, 6655))).command,
    'create-flow': async () => (await Promise.all(/* import() */[__nccwpck_require__.e(8815), __nccwpck_require__.e(4842)]).then(__nccwpck_require__.bind(__nccwpck_require__, 4842))).command,
    'create-policy': async () => (await Promise.all(/* import() */[__nccwpck_require__.e(8815), __nccwpck_require__.e(4139)]).then(__nccwpck_require__.bind(__nccwpck_require__, 4139))).command,
    'detach-policy': async () => (await __nccwpck_require__.e(/* import() */ 2957).then(__nccwpck_require__.bind(__nccwpck_require__, 2957))).command,
    'override-attestation': async () => (await Promise.all(/* import() */[__nccwpck_require__.e(1831), __nccwpck_require__.e(6302), __nccwpck_require__.e(7921), __nccwpck_require__.e(4536), __nccwpck_require__.e(62)]).then(__nccwpck_require__.bind(__nccwpck_require__, 62))).command,
    'snapshot-docker': async () => (await Promise.all(/* import() */[__nccwpck_require__.e(1831), __nccwpck_require__.e(527), __nccwpck_require__.e(1772)]).then(__nccwpck_require__.bind(__nccwpck_require__, 1772))).command,
    'snapshot-k8s': async () => (await Promise.all(/* import() */[__nccwpck_require__.e(1831), __nccwpck_require__.e(8815), __nccwpck_require__.e(2480), __nccwpck_require__.e(527), __nccwpck_require__.e(3568)]).then(__nccwpck_require__.bind(__nccwpck_require__, 3568))).command,
    'snapshot-paths': async () => (await Promise.all(/* import() */[__nccwpck_require__.e(8815), __nccwpck_require__.e(527), __nccwpck_require__.e(7466), __nccwpck_require__.e(8784)]).then(__nccwpck_require__.bind(__nccwpck_require__, 8784))).command,
    tag: async () => (await __nccwpck_require__.e(/* import() */ 5956).then(__nccwpck_require__.bind(__nccwpck_require__, 5956))).command,
    fingerprint: async () => (await __nccwpck_require__.e(/* import() */ 5137).then(__nccwpck_require__.bind(__nccwpck_require__, 5137))).command
};

;// CONCATENATED MODULE: ./src/commands/registry.ts



function loadCommand(name) {
    const loader = LOADERS[name];
    if (!loader)
        throw new RangeError(`unknown command ${name}`);
    return loader();
}

// EXTERNAL MODULE: ./src/runner/step-scope.ts
var step_scope = __nccwpck_require__(7719);
;// CONCATENATED MODULE: ./src/declarations/common.ts
/** Read only through the root action.yml; a command's own action.yml fixes it. */
const COMMAND_INPUT = {
    description: 'What to do: the name of one command (each has its own page under docs/commands).',
    required: true
};
const SERVICE_INPUTS = {
    'api-token': {
        description: 'Service API token, from a secret. Required unless dry-run is true; when empty, ' +
            'KOSLI_API_TOKEN is read. Workflows triggered from forks receive no secrets.'
    },
    org: {
        description: 'The organization in the service. Required; when empty, KOSLI_ORG is read.'
    },
    'base-url': {
        description: 'API root of the service: https://app.kosli.com/api/v2 (EU) or ' +
            'https://app.us.kosli.com/api/v2 (US); a site root such as https://app.kosli.com gets ' +
            '/api/v2 added, and any other path must end in /api/v2. Plain http is allowed only to ' +
            "localhost. When empty, KOSLI_HOST (the vendor CLI's host) is read, else the EU root is " +
            'used.',
        flag: 'host'
    },
    'dry-run': {
        description: 'true to send nothing that writes: writes are printed instead, reads run when a token ' +
            'is given, and a failed check or request warns instead of failing the step. ' +
            'KOSLI_DRY_RUN=true and api-token DRY_RUN do the same, as for the vendor CLI.',
        default: 'false',
        // Every command reads it, as every command of the CLI that writes takes --dry-run.
        flag: 'dry-run'
    },
    'timeout-seconds': {
        description: 'Time limit for each request, and for docker image inspect to answer when ' +
            'artifact-type is docker, in seconds (1 to 600).',
        default: '30'
    },
    'max-retries': {
        description: 'Retries of a request that failed in a way worth retrying (0 to 10), with exponential ' +
            'backoff; a write is retried only when the service cannot have applied it.',
        default: '3',
        flag: 'max-api-retries'
    }
};
const SUMMARY_INPUT = {
    description: 'true to write a job summary.',
    default: 'true'
};
const OUTCOME_OUTPUT = {
    description: 'compliant or non-compliant for a gate (and for a write with assert); ok for other ' +
        'commands; skipped in a dry run without a token, and for a write in any dry run; error ' +
        'when the action could not decide.'
};
/**
 * What a local command shares: no token, org or service, but an image's fingerprint still
 * waits on docker or asks a registry, so the same limits apply there.
 */
const LOCAL_INPUTS = {
    'timeout-seconds': {
        description: 'Time limit for docker image inspect to answer (artifact-type docker) and for each ' +
            'registry request (artifact-type oci), in seconds (1 to 600).',
        default: '30'
    },
    'max-retries': {
        description: 'Retries of a registry request that failed in a way worth retrying (0 to 10), with ' +
            'exponential backoff (artifact-type oci).',
        default: '3'
    }
};
/** The common inputs a command of this kind reads, before its own. */
function commonInputs(kind) {
    return kind === 'local'
        ? { ...LOCAL_INPUTS, summary: SUMMARY_INPUT }
        : { ...SERVICE_INPUTS, summary: SUMMARY_INPUT };
}

;// CONCATENATED MODULE: ./src/declarations/defaults.ts
function declaredDefaults(inputs) {
    return Object.fromEntries(Object.entries(inputs).flatMap(([name, input]) => input.default === undefined ? [] : [[name, input.default]]));
}

// EXTERNAL MODULE: ./src/http/url.ts
var http_url = __nccwpck_require__(6697);
// EXTERNAL MODULE: ./src/inputs/input-error.ts
var input_error = __nccwpck_require__(9354);
// EXTERNAL MODULE: ./src/inputs/parse.ts
var parse = __nccwpck_require__(3718);
// EXTERNAL MODULE: ./src/inputs/tokens.ts
var tokens = __nccwpck_require__(1867);
// EXTERNAL MODULE: ./src/service/roots.ts
var roots = __nccwpck_require__(934);
;// CONCATENATED MODULE: ./src/action/common-inputs.ts
/** Inputs shared by every command, validated before any command runs. */











/** The vendor CLI's sign for a dry run: the token is a placeholder, never sent. */
const DRY_RUN_TOKEN = 'DRY_RUN';
/**
 * `isLocal` says whether a command works on the runner alone: then no token, org or base URL
 * is read (a fingerprint needs none, and a fork's workflow has no token to give). The
 * defaults are those src/declarations/common.ts declares for the command's kind. `fork`
 * names the fork the run's pull request comes from, if any, to say why api-token is empty.
 */
function readCommonInputs(source, commands, options = {}) {
    const { fork } = options;
    const command = readCommand(source, commands);
    const local = options.isLocal?.(command) ?? false;
    return readForCommand(withCommonDefaults(source, local), command, local, fork);
}
/** The common inputs besides `command`, their declared defaults filled in. */
function readForCommand(source, command, local, fork) {
    if (local) {
        // Nothing is sent to the service, so there is nothing to dry-run either.
        return {
            command,
            apiToken: undefined,
            org: '',
            baseUrl: new URL(roots/* EU_BASE_URL */.bc),
            dryRun: false,
            ...readLimits(source)
        };
    }
    const given = source('api-token');
    const tokenSaysDryRun = given === DRY_RUN_TOKEN;
    const dryRun = (0,parse/* readBoolean */.Vf)(source, 'dry-run') || tokenSaysDryRun;
    const apiToken = tokenSaysDryRun ? undefined : given;
    if (apiToken !== undefined)
        (0,tokens/* checkToken */.SK)('api-token', apiToken, tokenOrigin(apiToken));
    if (apiToken === undefined && !dryRun)
        throw missingToken(fork);
    const org = (0,parse/* readName */.MQ)(source, 'org', true);
    const baseUrl = readBaseUrl(source);
    return {
        command,
        apiToken,
        org,
        baseUrl,
        dryRun,
        ...readLimits(source)
    };
}
/** The command the step runs: the first input read, so every other check knows it. */
function readCommand(source, commands) {
    const command = source('command');
    if (command === undefined) {
        throw new input_error/* InputError */.d('command', 'is empty', `one of ${commands.join(', ')}`);
    }
    if (!commands.includes(command)) {
        const near = nearestName(command, commands);
        throw new input_error/* InputError */.d('command', `has ${(0,input_error/* quote */.h)(command)}, which is not a command${near ? ` (did you mean ${near}?)` : ''}`, `one of ${commands.join(', ')}`);
    }
    return command;
}
/** The step skipped on runs from forks: the condition GitHub's own documentation gives. */
const SKIP_ON_FORKS = 'if: github.event.pull_request.head.repo.full_name == github.repository';
/**
 * An empty api-token. On a run from a fork it is empty because GitHub gives such runs no
 * secrets, whatever the workflow says: the fix is to skip the step there, not to add a secret.
 */
function missingToken(fork) {
    if (fork !== undefined) {
        return new input_error/* InputError */.d('api-token', `is empty because this run came from a fork (${(0,input_error/* quote */.h)(fork)}), and workflows triggered ` +
            'from forks receive no secrets', `the step to be skipped on runs from forks, with ${SKIP_ON_FORKS}, or dry-run: true there`);
    }
    return new input_error/* InputError */.d('api-token', 'is empty (workflows triggered from forks receive no secrets, so it is empty there)', 'a service API token, for example api-token: ${{ secrets.KOSLI_API_TOKEN }}, or dry-run: true');
}
/**
 * The service's API root. A site root (`https://app.kosli.com`, as KOSLI_HOST and the vendor
 * CLI's --host take it) gets /api/v2 added; any other path must end in /api/v2, since every
 * request below it would otherwise reach something that is not the API.
 */
function readBaseUrl(source) {
    // No declared default: the runner would pass it, and KOSLI_HOST must be read when empty.
    const base = source('base-url') ?? roots/* EU_BASE_URL */.bc;
    const refuse = (problem) => new input_error/* InputError */.d('base-url', `has ${(0,input_error/* quote */.h)((0,http_url/* redactUrl */.BO)(base))}, ${problem}`, `an https URL of the API root such as ${roots/* EU_BASE_URL */.bc} (EU) or ${roots/* US_BASE_URL */.fn} (US), or ` +
        `the site root (${roots/* EU_SITE_ROOT */.yQ} or ${roots/* US_SITE_ROOT */._r}) to which ${roots/* API_ROOT_PATH */.CT} is added; ` +
        'plain http only to localhost');
    const checked = (0,http_url/* checkRootUrl */.eG)(base);
    if ('problem' in checked)
        throw refuse(`which ${checked.problem}`);
    const url = checked.url;
    const path = url.pathname.replace(/\/+$/, '');
    if (path === '') {
        url.pathname = roots/* API_ROOT_PATH */.CT;
        return url;
    }
    if (!path.endsWith(roots/* API_ROOT_PATH */.CT)) {
        throw refuse(`whose path ${(0,input_error/* quote */.h)(url.pathname)} is not the API root (it does not end in ${roots/* API_ROOT_PATH */.CT})`);
    }
    return url;
}
/**
 * The common inputs with their declared defaults filled in. Every kind that talks to the
 * service declares the same ones, so `read` stands for all of them.
 */
function withCommonDefaults(source, local) {
    return (0,inputs_source/* withDefaults */.rO)(source, declaredDefaults(commonInputs(local ? 'local' : 'read')));
}
/** The limits and the summary switch, which every kind of command reads. */
function readLimits(source) {
    const timeoutSeconds = (0,parse/* readInteger */.JI)(source, 'timeout-seconds', {
        min: 1,
        max: 600,
        unit: 'seconds'
    });
    return {
        timeoutMs: (0,parse/* declared */.bu)('timeout-seconds', timeoutSeconds) * 1000,
        maxRetries: (0,parse/* declared */.bu)('max-retries', (0,parse/* readInteger */.JI)(source, 'max-retries', { min: 0, max: 10 })),
        summary: (0,parse/* readBoolean */.Vf)(source, 'summary')
    };
}
/** Names KOSLI_API_TOKEN in a message when the token came from it (api-token was empty). */
function tokenOrigin(token) {
    return (0,step_scope/* stepEnv */.WH)().KOSLI_API_TOKEN?.trim() === token ? 'KOSLI_API_TOKEN' : undefined;
}

;// CONCATENATED MODULE: ./src/action/unread-inputs.ts
/**
 * What a step hears about the keys its command does not read. A gate (assert-artifact, or any
 * step given `assert: true`) is refused before any request: a key it ignores, a misspelt
 * `enviroment` for one, would let it pass at a weaker scope than the user asked for. Any
 * other command warns and goes on, as the key has no effect there.
 */

/** At most this many keys are named; a longer list ends with how many more there are. */
const NAMED_AT_MOST = 5;
/** `no command has it; did you mean environment?` */
function origin(unread) {
    const whose = unread.readByOthers ? 'an input of other commands' : 'no command has it';
    return unread.nearest ? `${whose}; did you mean ${unread.nearest}?` : whose;
}
/** `"enviroment" (no command has it; did you mean environment?)` */
function described(unread) {
    return `${(0,input_error/* quote */.h)(unread.key)} (${origin(unread)})`;
}
function listed(unread) {
    const named = unread.slice(0, NAMED_AT_MOST).map(described);
    const more = unread.length - named.length;
    return more > 0 ? `${named.join(', ')} and ${more} more` : named.join(', ');
}
function reference(command) {
    return `docs/commands/${command}.md lists the inputs it reads`;
}
/** The failure of a gate given keys it does not read: one sentence, naming each and its nearest. */
function unreadInputsOfGate(command, unread) {
    const [first, ...others] = unread;
    const nor = others.length > 0 ? `, nor does it read ${listed(others)}` : '';
    const fix = unread.length === 1 && first.nearest
        ? `${first.nearest} in its place, or the key removed`
        : 'each key renamed to an input the command reads, or removed';
    return new input_error/* InputError */.d(first.key.slice(0, 80), `is not read by ${command} (${origin(first)})${nor}, ` +
        `so this gate would pass or fail without ${others.length > 0 ? 'them' : 'it'}`, `${fix} (${reference(command)})`);
}
/** The warning of any other command given keys it does not read: one sentence. */
function unreadInputsWarning(command, unread) {
    const one = unread.length === 1;
    return (`${command} does not read ${one ? 'the input' : 'the inputs'} ${listed(unread)}, ` +
        `so ${one ? 'it has' : 'they have'} no effect; rename or remove ${one ? 'it' : 'them'} ` +
        `(${reference(command)}).`);
}

;// CONCATENATED MODULE: ./src/inputs/step-keys.ts
/**
 * The keys a step gave, as the action sees them. The runner passes every `with:` key of a
 * step as INPUT_<KEY> (upper case, spaces as "_", hyphens kept), declared or not, and only
 * warns "Unexpected input(s)"; @actions/core's getInput reads only the names it is asked for,
 * so a misspelt key (`enviroment`, `results_dir`) would otherwise go unseen.
 */

const PREFIX = 'INPUT_';
/**
 * INPUT_ names that no `with:` key of the user sets, so they never count as given. The one
 * list of them:
 * - command: each sub-action's entry (dist/commands/<name>.js) sets INPUT_COMMAND to its own
 *   command; on the root action it is the input that picks the command.
 *
 * Told apart otherwise, so not listed by name:
 * - The runner's defaults: through the root action.yml the runner passes every input that
 *   has a default, whichever command runs. A value equal to its declared default, and any
 *   input whose default is an expression (`${{ github.token }}`), do not count.
 * - Empty values: an empty input is an unset one everywhere in the action.
 * - Names not in upper case: the runner writes only upper case, and getInput reads only
 *   upper case; a mixed-case INPUT_ variable comes from an `env:` block, not a `with:` key.
 * - Composite actions: GitHub's runner gives a composite action's own inputs to its steps
 *   only through the `inputs` context, never as INPUT_ variables. act, and the Gitea and
 *   Forgejo runners built on it, also export them as INPUT_<NAME> to the steps inside: there
 *   they count as given, as a misspelt key would (docs/behaviour.md says how to clear one).
 */
const RUNNER_SET_INPUTS = ['command'];
/** The keys the step gave: INPUT_ variables with a value, the runner's own left out. */
function stepKeys(env = (0,step_scope/* stepEnv */.WH)()) {
    const keys = [];
    for (const [name, raw] of Object.entries(env)) {
        if (!name.startsWith(PREFIX) || name !== name.toUpperCase())
            continue;
        const key = name.slice(PREFIX.length).toLowerCase();
        const value = raw?.trim() ?? '';
        if (key === '' || value === '' || RUNNER_SET_INPUTS.includes(key))
            continue;
        keys.push({ key, value });
    }
    return keys.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

// EXTERNAL MODULE: ./src/inputs/registry-credentials.ts
var registry_credentials = __nccwpck_require__(5849);
// EXTERNAL MODULE: ./src/action/annotations.ts
var annotations = __nccwpck_require__(7376);
// EXTERNAL MODULE: ./src/runner/actions-runner.ts + 16 modules
var actions_runner = __nccwpck_require__(7622);
// EXTERNAL MODULE: ./src/http/request-error.ts
var request_error = __nccwpck_require__(8734);
// EXTERNAL MODULE: ./src/http/retry.ts
var retry = __nccwpck_require__(8902);
// EXTERNAL MODULE: ./src/service/explanations.ts
var explanations = __nccwpck_require__(931);
;// CONCATENATED MODULE: ./src/action/failure.ts
/** Turns any failure into the message a user sees: what failed and what to do about it. */




function explainFailure(error) {
    if (error instanceof input_error/* InputError */.d)
        return error.message;
    if (error instanceof request_error/* RequestError */.GI) {
        const explained = (0,explanations/* explainServiceAnswer */.pQ)(error);
        if (explained !== undefined)
            return `${explained}${writeNote(error)}`;
        return `${capitalize(withStop(error.message))} ${adviceFor(error)}${writeNote(error)}`;
    }
    if (error instanceof Error)
        return error.message || error.name;
    return `Unexpected failure: ${String(error)}`;
}
function adviceFor(error) {
    const isJira = error.system === 'Jira';
    const tokenInput = isJira ? 'the Jira credentials' : 'api-token';
    switch (error.kind) {
        case 'redirect':
            return 'No token was sent to the redirect target.';
        case 'too-large':
            return isJira
                ? 'Check jira-base-url.'
                : 'Ask for less (a smaller per-page, or max-items) or check base-url.';
        case 'invalid-response':
            return isJira
                ? 'Check that jira-base-url is the Jira site root.'
                : 'Check that base-url is the API root of the service (it ends in /api/v2).';
        case 'timeout':
        case 'network':
            if (/\(proxy status \d+\)$/.test(error.detail))
                return 'Nothing was sent past the proxy.';
            if (/NODE_EXTRA_CA_CERTS \([A-Z_]+\)$/.test(error.detail))
                return 'Nothing was sent: the TLS handshake failed.';
            return `${isJira ? 'Jira' : 'The service'} is unreachable or slow: check the URL and the runner's network, re-run later, or raise timeout-seconds or max-retries.`;
        case 'status':
            break;
    }
    switch (error.status) {
        case 401:
            return `Check that ${tokenInput} is valid and not expired${isJira ? '' : ' for this org'}.`;
        case 403:
            return `The credentials in ${tokenInput} are not allowed to do this: check their permissions.`;
        case 409:
            return `${isJira ? 'Jira' : 'The service'} reported a conflict with another change in progress: re-run later.`;
        case 404:
            return isJira
                ? 'Check jira-base-url.'
                : 'Check org and the names given (flow, trail, environment) and base-url.';
        case 422:
            return 'The service rejected the request as invalid: check the inputs named above.';
        case 429:
            return `${isJira ? 'Jira' : 'The service'} is rate limiting: re-run later or raise max-retries.`;
        default:
            return (error.status ?? 0) >= 500
                ? `${isJira ? 'Jira' : 'The service'} had a server error: re-run later; if it persists, contact its support.`
                : 'Check the inputs and the service status.';
    }
}
/**
 * What a failed write leaves behind. One that reached the service without a clear answer
 * (a timeout, a connection cut after it was sent, a 5xx other than 501 and 503, an answer too
 * large to read) may have been applied: the transport does not repeat it, and a re-run would
 * record it a second time. One answered with something that is not the service's JSON (a
 * proxy's sign-in page) may not have been applied at all.
 */
function writeNote(error) {
    if ((0,retry/* isIdempotent */.ky)(error.method))
        return '';
    const where = writtenRecord(error.path);
    if (error.kind === 'invalid-response') {
        return ` The write may not have been recorded: check ${where} in the service, and re-run only if it is missing there.`;
    }
    return mayHaveBeenApplied(error)
        ? ` The write may have been recorded anyway: check ${where} in the service before re-running, so it is not recorded twice.`
        : '';
}
/** Where a user looks for what a write changed: the first segment after the API root says. */
function writtenRecord(path) {
    const segment = /\/api\/v2\/([^/?]+)/.exec(path)?.[1];
    switch (segment) {
        case 'environments':
            return 'the environment';
        case 'policies':
            return 'the policies';
        case 'custom-attestation-types':
            return 'the attestation types';
        case 'tags':
            return 'the tags';
        default:
            return 'the trail';
    }
}
function mayHaveBeenApplied(error) {
    if ((0,retry/* isIdempotent */.ky)(error.method))
        return false;
    switch (error.kind) {
        case 'timeout':
        case 'too-large':
            return true;
        case 'network':
            // Refused, unresolved, stopped by the proxy or by an untrusted certificate: the
            // request never left the runner.
            return !/(\((ECONNREFUSED|ENOTFOUND|EAI_AGAIN|proxy status \d+)\)|NODE_EXTRA_CA_CERTS \([A-Z_]+\))$/.test(error.detail);
        case 'status':
            // 409 (a lock conflict), 429 and 503 say the request was not processed; 501 that the
            // service does not do it at all.
            return (error.status ?? 0) >= 500 && error.status !== 501 && error.status !== 503;
        default:
            return false;
    }
}
function withStop(message) {
    return /[.!?…]$/.test(message) ? message : `${message}.`;
}
function capitalize(text) {
    return text.charAt(0).toUpperCase() + text.slice(1);
}

// EXTERNAL MODULE: ./src/action/output-limit.ts
var output_limit = __nccwpck_require__(1463);
// EXTERNAL MODULE: ./src/action/retry-log.ts
var retry_log = __nccwpck_require__(1599);
;// CONCATENATED MODULE: ./src/action/summary-cap.ts
/**
 * Keeps a job summary within what the runner accepts: over 1 MiB per step the runner drops
 * the whole summary, so a long one is cut at a line break and says so.
 */
const SUMMARY_LIMIT_BYTES = 1024 * 1024;
const HEADROOM_BYTES = 4 * 1024;
function capSummary(markdown, limit = SUMMARY_LIMIT_BYTES) {
    const size = Buffer.byteLength(markdown, 'utf8');
    if (size <= limit)
        return markdown;
    const budget = limit - HEADROOM_BYTES;
    let cut = Buffer.from(markdown, 'utf8').subarray(0, budget).toString('utf8');
    // A cut through a multi-byte character leaves a replacement character at the end.
    cut = cut.replace(/\uFFFD$/, '');
    const lastLine = cut.lastIndexOf('\n');
    if (lastLine > 0)
        cut = cut.slice(0, lastLine);
    const shownKiB = Math.round(Buffer.byteLength(cut, 'utf8') / 1024);
    const totalKiB = Math.round(size / 1024);
    return (`${cut}${closingOpenSections(cut)}\n\n> **Summary cut:** ${shownKiB} KiB of ${totalKiB} KiB shown, to stay under the ` +
        `runner's 1 MiB limit. The step's outputs have the full data (for a list, the file named ` +
        `by \`result-file\`).\n`);
}
/**
 * The `</details>` a cut through collapsed sections leaves open: without them the note would
 * sit collapsed inside the last one, where a reviewer does not see it. Text from a remote is
 * escaped before it reaches a summary, so every tag counted here is the summary's own.
 */
function closingOpenSections(cut) {
    const opened = cut.match(/<details[\s>]/g)?.length ?? 0;
    const closed = cut.match(/<\/details>/g)?.length ?? 0;
    return '\n</details>'.repeat(Math.max(0, opened - closed));
}
/** Why the job summary was not written, and that nothing else is affected. */
function describeSummaryFailure(path, error) {
    const skip = 'the outputs are set as usual (set summary to false to skip the summary).';
    if (!path) {
        return ('The job summary was not written: GITHUB_STEP_SUMMARY is not set, as on runners without ' +
            `job summaries (older GitHub Enterprise Server, act, Gitea, Forgejo); ${skip}`);
    }
    const code = error?.code;
    const reason = code ? ` (${code})` : '';
    return `The job summary was not written: ${path} is not writable${reason}; ${skip}`;
}

// EXTERNAL MODULE: ./src/http/transport.ts + 1 modules
var transport = __nccwpck_require__(7765);
;// CONCATENATED MODULE: ./src/service/client.ts




class ServiceClient {
    options;
    transport;
    constructor(options) {
        this.options = options;
        this.transport = (0,transport/* transportFor */.J)(explanations/* SERVICE_NAME */.OX, options.baseUrl, `Bearer ${options.token}`, options);
    }
    url(segments, query) {
        return (0,http_url/* buildUrl */.c$)(this.options.baseUrl, segments, query);
    }
    /** GETs and parses the answer; a schema still loading is awaited after the request. */
    async get(segments, query, schema) {
        const url = this.url(segments, query);
        // Awaited below; until then a failed load must not count as an unhandled rejection.
        if (schema instanceof Promise)
            schema.catch(() => undefined);
        const response = await this.transport.send({ method: 'GET', url });
        return parseBody(response.body, await schema, 'GET', url, response.headers['content-type']);
    }
    /**
     * Streams a file the service serves (a trail's audit package) to `target`, checked to be of
     * `kind`; nothing is left at `target` or beside it unless the whole file arrived.
     */
    async download(segments, target, kind) {
        const { downloadToFile, MAX_DOWNLOAD_BYTES } = await __nccwpck_require__.e(/* import() */ 2322).then(__nccwpck_require__.bind(__nccwpck_require__, 2322));
        const url = this.url(segments);
        return downloadToFile(this.transport, { url, target, kind, limit: MAX_DOWNLOAD_BYTES });
    }
    /** Sends a write as it describes itself: JSON, or data_json and its file as multipart. */
    async send(request) {
        const options = { emptyAnswerStatuses: request.emptyAnswerStatuses };
        if (!request.multipart) {
            return this.writeJson(request.method, request.segments, request.json, options);
        }
        const parts = [
            { name: request.jsonPart ?? 'data_json', value: JSON.stringify(request.json) }
        ];
        if (request.file) {
            const { part, filename } = request.file;
            parts.push({ name: part, value: await request.file.load(), filename });
        }
        return this.sendMultipart(request.method, request.segments, parts, options);
    }
    /** The service's JSON answer, or null for an empty answer the operation declares. */
    async postJson(segments, body, options = {}) {
        return this.writeJson('POST', segments, body, options);
    }
    /**
     * A JSON write (a PATCH or a DELETE is one: a write like a PUT for the transport and its
     * retries).
     */
    async writeJson(method, segments, body, options) {
        return this.write({
            method,
            url: this.url(segments),
            body: JSON.stringify(body),
            contentType: 'application/json'
        }, options);
    }
    async postMultipart(segments, parts, options = {}) {
        return this.sendMultipart('POST', segments, parts, options);
    }
    /**
     * A PUT is a write like a POST: the transport tracks it in flight and repeats it only when
     * the service cannot have applied it.
     */
    async putMultipart(segments, parts, options = {}) {
        return this.sendMultipart('PUT', segments, parts, options);
    }
    async sendMultipart(method, segments, parts, options) {
        const { encodeMultipart } = await __nccwpck_require__.e(/* import() */ 2468).then(__nccwpck_require__.bind(__nccwpck_require__, 2468));
        const { body, contentType } = await encodeMultipart(parts);
        return this.write({ method, url: this.url(segments), body, contentType }, options);
    }
    /** Every write goes through here, so none reports success on an answer that is not one. */
    async write(request, options) {
        const response = await this.transport.send(request);
        return parseWriteAnswer(response, request.method, request.url, options);
    }
    dispose() {
        this.transport.dispose();
    }
}
/**
 * A write's 2xx answer must be the service's JSON: a sign-in page that an SSO proxy answers
 * with 200, or anything else that is not JSON, says nothing about whether the write was
 * recorded, so it is a failure and never a success.
 */
function parseWriteAnswer(response, method, url, options = {}) {
    const { body, status } = response;
    if (body.trim() === '' && options.emptyAnswerStatuses?.includes(status))
        return null;
    const json = body.trim() === '' ? undefined : (0,request_error/* tryParseJson */.Bl)(body);
    if (json !== undefined)
        return json;
    const contentType = headerText(response.headers['content-type']);
    const what = body.trim() === ''
        ? 'an empty body where JSON was expected'
        : looksLikeHtml(body, contentType)
            ? (0,request_error/* formatErrorBody */.ol)(body, 'text/html')
            : 'a body that is not valid JSON (it may have been cut off in transit)';
    throw new request_error/* RequestError */.GI({
        system: explanations/* SERVICE_NAME */.OX,
        kind: 'invalid-response',
        method,
        path: url.pathname,
        status,
        detail: `status ${status} with ${what}`,
        attempts: 1
    });
}
function looksLikeHtml(body, contentType) {
    return /html/i.test(contentType) || /^\s*<(!doctype|html)/i.test(body);
}
function headerText(value) {
    return (Array.isArray(value) ? value[0] : value) ?? '';
}
function parseBody(body, schema, method, url, contentType = '') {
    const invalid = (detail) => new request_error/* RequestError */.GI({
        system: explanations/* SERVICE_NAME */.OX,
        kind: 'invalid-response',
        method,
        path: url.pathname,
        detail,
        attempts: 1
    });
    const json = (0,request_error/* tryParseJson */.Bl)(body);
    if (json === undefined) {
        // A proxy's sign-in or error page may come with status 200: name it for what it is, as
        // for an error status, rather than as JSON cut off in transit.
        const html = looksLikeHtml(body, contentType);
        throw invalid(body.trim() === ''
            ? 'the body was empty where JSON was expected'
            : html
                ? (0,request_error/* formatErrorBody */.ol)(body, 'text/html')
                : 'the body is not valid JSON (it may have been cut off in transit)');
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
        const problems = parsed.error.issues
            .slice(0, 5)
            .map(issue => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
            .join('; ');
        throw invalid(`the JSON does not have the fields this command needs (${problems})`);
    }
    return parsed.data;
}

// EXTERNAL MODULE: ./src/version.ts
var version = __nccwpck_require__(311);
;// CONCATENATED MODULE: ./src/main.ts
/**
 * The action's entry: read the common inputs, pick the command, validate its inputs, run
 * it, and publish outputs, summary and the verdict. One catch turns every failure into a
 * failed step with `outcome: error` and a message that says what to do. Everything goes
 * through the runner it is given (src/runner/runner.ts): the workflow runner by default.
 */




















/**
 * One step: the inputs are the runner's INPUT_* values, then the vendor CLI's KOSLI_*
 * variables; empty values count as unset so defaults apply. Every line logged goes through
 * the step's logger, so remote text can never forge a command.
 */
function run(runner = (0,actions_runner/* actionsRunner */.A)()) {
    return (0,step_scope/* inStep */.qg)(runner, () => runStep(runner));
}
async function runStep(runner) {
    const given = name => runner.input(name);
    const source = (0,inputs_source/* withEnvFallbacks */.rg)(given, variablesOf(given('command')), runner.env);
    const log = (0,action_log/* createLogger */.h)(runner);
    let common;
    let service;
    try {
        // Mask first, before anything could print it.
        const token = source('api-token');
        const secrets = new Set([...(token === undefined ? [] : [token]), ...(0,registry_credentials/* registrySecrets */.Z)(source)]);
        // A secret the job's environment holds for the CLI (KOSLI_JIRA_API_TOKEN, ...) is masked
        // as its input would be, whether or not this step's command reads it.
        for (const name of tokens/* SECRET_INPUTS */.pH) {
            const secret = runner.env[(0,variable_name/* variableName */.cG)(name)]?.trim();
            if (secret)
                secrets.add(secret);
        }
        secrets.delete(DRY_RUN_TOKEN);
        for (const secret of secrets)
            (0,tokens/* secretParts */.Bm)(secret).forEach(part => runner.mask(part));
        // Keys the command would ignore are named before any other input is judged: a misspelt
        // api_token is then named as such, not reported as an empty api-token.
        checkUnreadInputs(readCommand(source, COMMAND_NAMES), source, runner.env, log);
        // Without a token, the event payload says whether this run came from a fork; read only
        // then, so that a run with a token does not load the payload's parser before its request.
        const fork = token === undefined ? await forkOfRun(runner.env) : undefined;
        common = readCommonInputs(source, COMMAND_NAMES, {
            isLocal: name => COMMAND_CATALOG[name]?.kind === 'local',
            fork
        });
        if (token === DRY_RUN_TOKEN && common.apiToken === undefined && common.dryRun) {
            log.info('api-token is DRY_RUN: this is a dry run, and no service token is sent.');
        }
        const command = await loadCommand(common.command);
        const step = { mask: (secret) => runner.mask(secret) };
        const inputs = command.parseInputs(withDeclaredDefaults(source, common.command), common, step);
        service = createService(common, log);
        const context = { common, service, log };
        await publish(await command.run(inputs, context), common, runner, log);
    }
    catch (error) {
        try {
            runner.setOutput('outcome', 'error');
        }
        catch {
            // GITHUB_OUTPUT itself may be what failed (a file gone, a full disk): the failure below
            // must still be reported, not replaced by this one.
        }
        const message = explainFailure(namingVariable(error, source));
        (0,action_log/* logLines */.OG)(log.debug, describeCause(error));
        if (common?.dryRun && !(error instanceof input_error/* InputError */.d)) {
            log.warning(`Dry run: ${message}`);
        }
        else {
            (0,action_log/* failStep */.vy)(runner, message);
        }
    }
    finally {
        service?.dispose();
    }
}
/**
 * A refusal of a value the job's environment gave (the step left the input out) names the
 * variable it came from, since the step shows no such input.
 */
function namingVariable(error, source) {
    if (!(error instanceof input_error/* InputError */.d) || !source.variables?.wasRead(error.input))
        return error;
    const variable = source.variables.of(error.input)?.variable;
    return variable ? error.readFrom(variable) : error;
}
async function forkOfRun(env) {
    const { forkOf, readRunFacts } = await Promise.all(/* import() */[__nccwpck_require__.e(1831), __nccwpck_require__.e(5015)]).then(__nccwpck_require__.bind(__nccwpck_require__, 5015));
    return forkOf(readRunFacts(env));
}
/**
 * Keys the step gave that its command does not read: misspelt ones no command has, and
 * inputs of other commands. A gate (a gate command, or any step given assert: true, read or
 * not, since the user asked for a gate) is refused before any request, as an ignored key
 * could weaken what it judges; any other command warns once and goes on.
 */
function checkUnreadInputs(command, source, env, log) {
    const unread = inputsIgnoredBy(command, stepKeys(env));
    if (unread.length === 0)
        return;
    const gate = COMMAND_CATALOG[command]?.kind === 'gate' || /^true$/i.test(source('assert') ?? '');
    if (gate)
        throw unreadInputsOfGate(command, unread);
    log.warning(unreadInputsWarning(command, unread));
}
function createService(common, log) {
    if (!common.apiToken)
        return undefined;
    return new ServiceClient({
        baseUrl: common.baseUrl,
        token: common.apiToken,
        userAgent: version/* USER_AGENT */._O,
        timeoutMs: common.timeoutMs,
        maxRetries: common.maxRetries,
        onRetry: event => log.info((0,retry_log/* describeRetry */.e)(event))
    });
}
async function publish(result, common, runner, log) {
    const outputs = await (0,output_limit/* fitOutputs */.g)(common.command, result.outputs, message => log.warning(message), result.oversized);
    try {
        for (const [name, value] of Object.entries(outputs))
            runner.setOutput(name, value);
        runner.setOutput('outcome', result.outcome);
    }
    catch (error) {
        // Outputs are what later steps read: without them the step must not pass.
        const reason = error instanceof Error ? error.message : String(error);
        throw new Error(`The step's outputs could not be written to GITHUB_OUTPUT (${reason}); run the action as a workflow step, on a runner that creates that file and can write to it.`, { cause: error });
    }
    if (common.summary && result.summary)
        await writeSummary(result.summary, runner, log);
    // The step's own failure takes one of the error annotations the runner shows.
    const failing = result.failure !== undefined && !common.dryRun;
    if (result.annotations) {
        (0,annotations/* publishAnnotations */.c)(result.annotations, {
            sink: runner,
            env: runner.env,
            reserved: failing ? 1 : 0
        });
    }
    if (result.failure) {
        if (common.dryRun)
            log.warning(`Dry run: ${result.failure}`);
        else
            (0,action_log/* failStep */.vy)(runner, result.failure);
    }
}
/**
 * Older GitHub Enterprise Server, act, Gitea and Forgejo runners have no job summary (no
 * GITHUB_STEP_SUMMARY), and a summary file can be unwritable: the summary is a convenience,
 * so either is a warning, never a failed step.
 */
async function writeSummary(markdown, runner, log) {
    try {
        await runner.appendSummary(capSummary(markdown));
    }
    catch (error) {
        log.warning(describeSummaryFailure(runner.env.GITHUB_STEP_SUMMARY, error));
    }
}
function describeCause(error) {
    const lines = [];
    let current = error;
    for (let depth = 0; current !== undefined && depth < 5; depth++) {
        lines.push(current instanceof Error ? describeError(current) : (0,action_log/* safeLogLine */.AL)(String(current)));
        current = current instanceof Error ? current.cause : undefined;
    }
    return lines.join('\ncaused by: ');
}
/**
 * The message (which may hold a server's text) on one line, then the stack frames, one a
 * line: split into log lines, a line break inside the message cannot start a line of its own.
 */
function describeError(error) {
    const header = `${error.name}: ${error.message}`;
    const frames = error.stack?.startsWith(header) ? error.stack.slice(header.length) : '';
    return (0,action_log/* safeLogLine */.AL)(header) + frames;
}


/***/ }),

/***/ 7622:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  A: () => (/* binding */ actionsRunner)
});

// EXTERNAL MODULE: external "os"
var external_os_ = __nccwpck_require__(857);
;// CONCATENATED MODULE: ./node_modules/@actions/core/lib/utils.js
// We use any as a valid input type
/* eslint-disable @typescript-eslint/no-explicit-any */
/**
 * Sanitizes an input into a string so it can be passed into issueCommand safely
 * @param input input to sanitize into a string
 */
function utils_toCommandValue(input) {
    if (input === null || input === undefined) {
        return '';
    }
    else if (typeof input === 'string' || input instanceof String) {
        return input;
    }
    return JSON.stringify(input);
}
/**
 *
 * @param annotationProperties
 * @returns The command properties to send with the actual annotation command
 * See IssueCommandProperties: https://github.com/actions/runner/blob/main/src/Runner.Worker/ActionCommandManager.cs#L646
 */
function utils_toCommandProperties(annotationProperties) {
    if (!Object.keys(annotationProperties).length) {
        return {};
    }
    return {
        title: annotationProperties.title,
        file: annotationProperties.file,
        line: annotationProperties.startLine,
        endLine: annotationProperties.endLine,
        col: annotationProperties.startColumn,
        endColumn: annotationProperties.endColumn
    };
}
//# sourceMappingURL=utils.js.map
;// CONCATENATED MODULE: ./node_modules/@actions/core/lib/command.js


/**
 * Issues a command to the GitHub Actions runner
 *
 * @param command - The command name to issue
 * @param properties - Additional properties for the command (key-value pairs)
 * @param message - The message to include with the command
 * @remarks
 * This function outputs a specially formatted string to stdout that the Actions
 * runner interprets as a command. These commands can control workflow behavior,
 * set outputs, create annotations, mask values, and more.
 *
 * Command Format:
 *   ::name key=value,key=value::message
 *
 * @example
 * ```typescript
 * // Issue a warning annotation
 * issueCommand('warning', {}, 'This is a warning message');
 * // Output: ::warning::This is a warning message
 *
 * // Set an environment variable
 * issueCommand('set-env', { name: 'MY_VAR' }, 'some value');
 * // Output: ::set-env name=MY_VAR::some value
 *
 * // Add a secret mask
 * issueCommand('add-mask', {}, 'secretValue123');
 * // Output: ::add-mask::secretValue123
 * ```
 *
 * @internal
 * This is an internal utility function that powers the public API functions
 * such as setSecret, warning, error, and exportVariable.
 */
function command_issueCommand(command, properties, message) {
    const cmd = new Command(command, properties, message);
    process.stdout.write(cmd.toString() + external_os_.EOL);
}
function command_issue(name, message = '') {
    command_issueCommand(name, {}, message);
}
const CMD_STRING = '::';
class Command {
    constructor(command, properties, message) {
        if (!command) {
            command = 'missing.command';
        }
        this.command = command;
        this.properties = properties;
        this.message = message;
    }
    toString() {
        let cmdStr = CMD_STRING + this.command;
        if (this.properties && Object.keys(this.properties).length > 0) {
            cmdStr += ' ';
            let first = true;
            for (const key in this.properties) {
                if (this.properties.hasOwnProperty(key)) {
                    const val = this.properties[key];
                    if (val) {
                        if (first) {
                            first = false;
                        }
                        else {
                            cmdStr += ',';
                        }
                        cmdStr += `${key}=${escapeProperty(val)}`;
                    }
                }
            }
        }
        cmdStr += `${CMD_STRING}${escapeData(this.message)}`;
        return cmdStr;
    }
}
function escapeData(s) {
    return utils_toCommandValue(s)
        .replace(/%/g, '%25')
        .replace(/\r/g, '%0D')
        .replace(/\n/g, '%0A');
}
function escapeProperty(s) {
    return utils_toCommandValue(s)
        .replace(/%/g, '%25')
        .replace(/\r/g, '%0D')
        .replace(/\n/g, '%0A')
        .replace(/:/g, '%3A')
        .replace(/,/g, '%2C');
}
//# sourceMappingURL=command.js.map
// EXTERNAL MODULE: external "crypto"
var external_crypto_ = __nccwpck_require__(6982);
// EXTERNAL MODULE: external "fs"
var external_fs_ = __nccwpck_require__(9896);
;// CONCATENATED MODULE: ./node_modules/@actions/core/lib/file-command.js
// For internal use, subject to change.
// We use any as a valid input type
/* eslint-disable @typescript-eslint/no-explicit-any */




function file_command_issueFileCommand(command, message) {
    const filePath = process.env[`GITHUB_${command}`];
    if (!filePath) {
        throw new Error(`Unable to find environment variable for file command ${command}`);
    }
    if (!external_fs_.existsSync(filePath)) {
        throw new Error(`Missing file at path: ${filePath}`);
    }
    external_fs_.appendFileSync(filePath, `${utils_toCommandValue(message)}${external_os_.EOL}`, {
        encoding: 'utf8'
    });
}
function file_command_prepareKeyValueMessage(key, value) {
    const delimiter = `ghadelimiter_${external_crypto_.randomUUID()}`;
    const convertedValue = utils_toCommandValue(value);
    // These should realistically never happen, but just in case someone finds a
    // way to exploit uuid generation let's not allow keys or values that contain
    // the delimiter.
    if (key.includes(delimiter)) {
        throw new Error(`Unexpected input: name should not contain the delimiter "${delimiter}"`);
    }
    if (convertedValue.includes(delimiter)) {
        throw new Error(`Unexpected input: value should not contain the delimiter "${delimiter}"`);
    }
    return `${key}<<${delimiter}${external_os_.EOL}${convertedValue}${external_os_.EOL}${delimiter}`;
}
//# sourceMappingURL=file-command.js.map
;// CONCATENATED MODULE: external "path"
const external_path_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("path");
// EXTERNAL MODULE: ./node_modules/@actions/http-client/lib/index.js + 1 modules
var lib = __nccwpck_require__(4942);
;// CONCATENATED MODULE: ./node_modules/@actions/http-client/lib/auth.js
var __awaiter = (undefined && undefined.__awaiter) || function (thisArg, _arguments, P, generator) {
    function adopt(value) { return value instanceof P ? value : new P(function (resolve) { resolve(value); }); }
    return new (P || (P = Promise))(function (resolve, reject) {
        function fulfilled(value) { try { step(generator.next(value)); } catch (e) { reject(e); } }
        function rejected(value) { try { step(generator["throw"](value)); } catch (e) { reject(e); } }
        function step(result) { result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected); }
        step((generator = generator.apply(thisArg, _arguments || [])).next());
    });
};
class BasicCredentialHandler {
    constructor(username, password) {
        this.username = username;
        this.password = password;
    }
    prepareRequest(options) {
        if (!options.headers) {
            throw Error('The request has no headers');
        }
        options.headers['Authorization'] = `Basic ${Buffer.from(`${this.username}:${this.password}`).toString('base64')}`;
    }
    // This handler cannot handle 401
    canHandleAuthentication() {
        return false;
    }
    handleAuthentication() {
        return __awaiter(this, void 0, void 0, function* () {
            throw new Error('not implemented');
        });
    }
}
class auth_BearerCredentialHandler {
    constructor(token) {
        this.token = token;
    }
    // currently implements pre-authorization
    // TODO: support preAuth = false where it hooks on 401
    prepareRequest(options) {
        if (!options.headers) {
            throw Error('The request has no headers');
        }
        options.headers['Authorization'] = `Bearer ${this.token}`;
    }
    // This handler cannot handle 401
    canHandleAuthentication() {
        return false;
    }
    handleAuthentication() {
        return __awaiter(this, void 0, void 0, function* () {
            throw new Error('not implemented');
        });
    }
}
class PersonalAccessTokenCredentialHandler {
    constructor(token) {
        this.token = token;
    }
    // currently implements pre-authorization
    // TODO: support preAuth = false where it hooks on 401
    prepareRequest(options) {
        if (!options.headers) {
            throw Error('The request has no headers');
        }
        options.headers['Authorization'] = `Basic ${Buffer.from(`PAT:${this.token}`).toString('base64')}`;
    }
    // This handler cannot handle 401
    canHandleAuthentication() {
        return false;
    }
    handleAuthentication() {
        return __awaiter(this, void 0, void 0, function* () {
            throw new Error('not implemented');
        });
    }
}
//# sourceMappingURL=auth.js.map
;// CONCATENATED MODULE: ./node_modules/@actions/core/lib/oidc-utils.js
var oidc_utils_awaiter = (undefined && undefined.__awaiter) || function (thisArg, _arguments, P, generator) {
    function adopt(value) { return value instanceof P ? value : new P(function (resolve) { resolve(value); }); }
    return new (P || (P = Promise))(function (resolve, reject) {
        function fulfilled(value) { try { step(generator.next(value)); } catch (e) { reject(e); } }
        function rejected(value) { try { step(generator["throw"](value)); } catch (e) { reject(e); } }
        function step(result) { result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected); }
        step((generator = generator.apply(thisArg, _arguments || [])).next());
    });
};



class oidc_utils_OidcClient {
    static createHttpClient(allowRetry = true, maxRetry = 10) {
        const requestOptions = {
            allowRetries: allowRetry,
            maxRetries: maxRetry
        };
        return new HttpClient('actions/oidc-client', [new BearerCredentialHandler(oidc_utils_OidcClient.getRequestToken())], requestOptions);
    }
    static getRequestToken() {
        const token = process.env['ACTIONS_ID_TOKEN_REQUEST_TOKEN'];
        if (!token) {
            throw new Error('Unable to get ACTIONS_ID_TOKEN_REQUEST_TOKEN env variable');
        }
        return token;
    }
    static getIDTokenUrl() {
        const runtimeUrl = process.env['ACTIONS_ID_TOKEN_REQUEST_URL'];
        if (!runtimeUrl) {
            throw new Error('Unable to get ACTIONS_ID_TOKEN_REQUEST_URL env variable');
        }
        return runtimeUrl;
    }
    static getCall(id_token_url) {
        return oidc_utils_awaiter(this, void 0, void 0, function* () {
            var _a;
            const httpclient = oidc_utils_OidcClient.createHttpClient();
            const res = yield httpclient
                .getJson(id_token_url)
                .catch(error => {
                throw new Error(`Failed to get ID Token. \n 
        Error Code : ${error.statusCode}\n 
        Error Message: ${error.message}`);
            });
            const id_token = (_a = res.result) === null || _a === void 0 ? void 0 : _a.value;
            if (!id_token) {
                throw new Error('Response json body do not have ID Token field');
            }
            return id_token;
        });
    }
    static getIDToken(audience) {
        return oidc_utils_awaiter(this, void 0, void 0, function* () {
            try {
                // New ID Token is requested from action service
                let id_token_url = oidc_utils_OidcClient.getIDTokenUrl();
                if (audience) {
                    const encodedAudience = encodeURIComponent(audience);
                    id_token_url = `${id_token_url}&audience=${encodedAudience}`;
                }
                debug(`ID token url is ${id_token_url}`);
                const id_token = yield oidc_utils_OidcClient.getCall(id_token_url);
                setSecret(id_token);
                return id_token;
            }
            catch (error) {
                throw new Error(`Error message: ${error.message}`);
            }
        });
    }
}
//# sourceMappingURL=oidc-utils.js.map
;// CONCATENATED MODULE: ./node_modules/@actions/core/lib/summary.js
var summary_awaiter = (undefined && undefined.__awaiter) || function (thisArg, _arguments, P, generator) {
    function adopt(value) { return value instanceof P ? value : new P(function (resolve) { resolve(value); }); }
    return new (P || (P = Promise))(function (resolve, reject) {
        function fulfilled(value) { try { step(generator.next(value)); } catch (e) { reject(e); } }
        function rejected(value) { try { step(generator["throw"](value)); } catch (e) { reject(e); } }
        function step(result) { result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected); }
        step((generator = generator.apply(thisArg, _arguments || [])).next());
    });
};


const { access, appendFile, writeFile } = external_fs_.promises;
const SUMMARY_ENV_VAR = 'GITHUB_STEP_SUMMARY';
const SUMMARY_DOCS_URL = 'https://docs.github.com/actions/using-workflows/workflow-commands-for-github-actions#adding-a-job-summary';
class Summary {
    constructor() {
        this._buffer = '';
    }
    /**
     * Finds the summary file path from the environment, rejects if env var is not found or file does not exist
     * Also checks r/w permissions.
     *
     * @returns step summary file path
     */
    filePath() {
        return summary_awaiter(this, void 0, void 0, function* () {
            if (this._filePath) {
                return this._filePath;
            }
            const pathFromEnv = process.env[SUMMARY_ENV_VAR];
            if (!pathFromEnv) {
                throw new Error(`Unable to find environment variable for $${SUMMARY_ENV_VAR}. Check if your runtime environment supports job summaries.`);
            }
            try {
                yield access(pathFromEnv, external_fs_.constants.R_OK | external_fs_.constants.W_OK);
            }
            catch (_a) {
                throw new Error(`Unable to access summary file: '${pathFromEnv}'. Check if the file has correct read/write permissions.`);
            }
            this._filePath = pathFromEnv;
            return this._filePath;
        });
    }
    /**
     * Wraps content in an HTML tag, adding any HTML attributes
     *
     * @param {string} tag HTML tag to wrap
     * @param {string | null} content content within the tag
     * @param {[attribute: string]: string} attrs key-value list of HTML attributes to add
     *
     * @returns {string} content wrapped in HTML element
     */
    wrap(tag, content, attrs = {}) {
        const htmlAttrs = Object.entries(attrs)
            .map(([key, value]) => ` ${key}="${value}"`)
            .join('');
        if (!content) {
            return `<${tag}${htmlAttrs}>`;
        }
        return `<${tag}${htmlAttrs}>${content}</${tag}>`;
    }
    /**
     * Writes text in the buffer to the summary buffer file and empties buffer. Will append by default.
     *
     * @param {SummaryWriteOptions} [options] (optional) options for write operation
     *
     * @returns {Promise<Summary>} summary instance
     */
    write(options) {
        return summary_awaiter(this, void 0, void 0, function* () {
            const overwrite = !!(options === null || options === void 0 ? void 0 : options.overwrite);
            const filePath = yield this.filePath();
            const writeFunc = overwrite ? writeFile : appendFile;
            yield writeFunc(filePath, this._buffer, { encoding: 'utf8' });
            return this.emptyBuffer();
        });
    }
    /**
     * Clears the summary buffer and wipes the summary file
     *
     * @returns {Summary} summary instance
     */
    clear() {
        return summary_awaiter(this, void 0, void 0, function* () {
            return this.emptyBuffer().write({ overwrite: true });
        });
    }
    /**
     * Returns the current summary buffer as a string
     *
     * @returns {string} string of summary buffer
     */
    stringify() {
        return this._buffer;
    }
    /**
     * If the summary buffer is empty
     *
     * @returns {boolen} true if the buffer is empty
     */
    isEmptyBuffer() {
        return this._buffer.length === 0;
    }
    /**
     * Resets the summary buffer without writing to summary file
     *
     * @returns {Summary} summary instance
     */
    emptyBuffer() {
        this._buffer = '';
        return this;
    }
    /**
     * Adds raw text to the summary buffer
     *
     * @param {string} text content to add
     * @param {boolean} [addEOL=false] (optional) append an EOL to the raw text (default: false)
     *
     * @returns {Summary} summary instance
     */
    addRaw(text, addEOL = false) {
        this._buffer += text;
        return addEOL ? this.addEOL() : this;
    }
    /**
     * Adds the operating system-specific end-of-line marker to the buffer
     *
     * @returns {Summary} summary instance
     */
    addEOL() {
        return this.addRaw(external_os_.EOL);
    }
    /**
     * Adds an HTML codeblock to the summary buffer
     *
     * @param {string} code content to render within fenced code block
     * @param {string} lang (optional) language to syntax highlight code
     *
     * @returns {Summary} summary instance
     */
    addCodeBlock(code, lang) {
        const attrs = Object.assign({}, (lang && { lang }));
        const element = this.wrap('pre', this.wrap('code', code), attrs);
        return this.addRaw(element).addEOL();
    }
    /**
     * Adds an HTML list to the summary buffer
     *
     * @param {string[]} items list of items to render
     * @param {boolean} [ordered=false] (optional) if the rendered list should be ordered or not (default: false)
     *
     * @returns {Summary} summary instance
     */
    addList(items, ordered = false) {
        const tag = ordered ? 'ol' : 'ul';
        const listItems = items.map(item => this.wrap('li', item)).join('');
        const element = this.wrap(tag, listItems);
        return this.addRaw(element).addEOL();
    }
    /**
     * Adds an HTML table to the summary buffer
     *
     * @param {SummaryTableCell[]} rows table rows
     *
     * @returns {Summary} summary instance
     */
    addTable(rows) {
        const tableBody = rows
            .map(row => {
            const cells = row
                .map(cell => {
                if (typeof cell === 'string') {
                    return this.wrap('td', cell);
                }
                const { header, data, colspan, rowspan } = cell;
                const tag = header ? 'th' : 'td';
                const attrs = Object.assign(Object.assign({}, (colspan && { colspan })), (rowspan && { rowspan }));
                return this.wrap(tag, data, attrs);
            })
                .join('');
            return this.wrap('tr', cells);
        })
            .join('');
        const element = this.wrap('table', tableBody);
        return this.addRaw(element).addEOL();
    }
    /**
     * Adds a collapsable HTML details element to the summary buffer
     *
     * @param {string} label text for the closed state
     * @param {string} content collapsable content
     *
     * @returns {Summary} summary instance
     */
    addDetails(label, content) {
        const element = this.wrap('details', this.wrap('summary', label) + content);
        return this.addRaw(element).addEOL();
    }
    /**
     * Adds an HTML image tag to the summary buffer
     *
     * @param {string} src path to the image you to embed
     * @param {string} alt text description of the image
     * @param {SummaryImageOptions} options (optional) addition image attributes
     *
     * @returns {Summary} summary instance
     */
    addImage(src, alt, options) {
        const { width, height } = options || {};
        const attrs = Object.assign(Object.assign({}, (width && { width })), (height && { height }));
        const element = this.wrap('img', null, Object.assign({ src, alt }, attrs));
        return this.addRaw(element).addEOL();
    }
    /**
     * Adds an HTML section heading element
     *
     * @param {string} text heading text
     * @param {number | string} [level=1] (optional) the heading level, default: 1
     *
     * @returns {Summary} summary instance
     */
    addHeading(text, level) {
        const tag = `h${level}`;
        const allowedTag = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].includes(tag)
            ? tag
            : 'h1';
        const element = this.wrap(allowedTag, text);
        return this.addRaw(element).addEOL();
    }
    /**
     * Adds an HTML thematic break (<hr>) to the summary buffer
     *
     * @returns {Summary} summary instance
     */
    addSeparator() {
        const element = this.wrap('hr', null);
        return this.addRaw(element).addEOL();
    }
    /**
     * Adds an HTML line break (<br>) to the summary buffer
     *
     * @returns {Summary} summary instance
     */
    addBreak() {
        const element = this.wrap('br', null);
        return this.addRaw(element).addEOL();
    }
    /**
     * Adds an HTML blockquote to the summary buffer
     *
     * @param {string} text quote text
     * @param {string} cite (optional) citation url
     *
     * @returns {Summary} summary instance
     */
    addQuote(text, cite) {
        const attrs = Object.assign({}, (cite && { cite }));
        const element = this.wrap('blockquote', text, attrs);
        return this.addRaw(element).addEOL();
    }
    /**
     * Adds an HTML anchor tag to the summary buffer
     *
     * @param {string} text link text/content
     * @param {string} href hyperlink
     *
     * @returns {Summary} summary instance
     */
    addLink(text, href) {
        const element = this.wrap('a', text, { href });
        return this.addRaw(element).addEOL();
    }
}
const _summary = new Summary();
/**
 * @deprecated use `core.summary`
 */
const markdownSummary = (/* unused pure expression or super */ null && (_summary));
const summary = _summary;
//# sourceMappingURL=summary.js.map
;// CONCATENATED MODULE: ./node_modules/@actions/core/lib/path-utils.js

/**
 * toPosixPath converts the given path to the posix form. On Windows, \\ will be
 * replaced with /.
 *
 * @param pth. Path to transform.
 * @return string Posix path.
 */
function toPosixPath(pth) {
    return pth.replace(/[\\]/g, '/');
}
/**
 * toWin32Path converts the given path to the win32 form. On Linux, / will be
 * replaced with \\.
 *
 * @param pth. Path to transform.
 * @return string Win32 path.
 */
function toWin32Path(pth) {
    return pth.replace(/[/]/g, '\\');
}
/**
 * toPlatformPath converts the given path to a platform-specific path. It does
 * this by replacing instances of / and \ with the platform-specific path
 * separator.
 *
 * @param pth The path to platformize.
 * @return string The platform-specific path.
 */
function toPlatformPath(pth) {
    return pth.replace(/[/\\]/g, path.sep);
}
//# sourceMappingURL=path-utils.js.map
// EXTERNAL MODULE: external "string_decoder"
var external_string_decoder_ = __nccwpck_require__(3193);
// EXTERNAL MODULE: external "events"
var external_events_ = __nccwpck_require__(4434);
;// CONCATENATED MODULE: external "child_process"
const external_child_process_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("child_process");
// EXTERNAL MODULE: external "assert"
var external_assert_ = __nccwpck_require__(2613);
;// CONCATENATED MODULE: ./node_modules/@actions/io/lib/io-util.js
var io_util_awaiter = (undefined && undefined.__awaiter) || function (thisArg, _arguments, P, generator) {
    function adopt(value) { return value instanceof P ? value : new P(function (resolve) { resolve(value); }); }
    return new (P || (P = Promise))(function (resolve, reject) {
        function fulfilled(value) { try { step(generator.next(value)); } catch (e) { reject(e); } }
        function rejected(value) { try { step(generator["throw"](value)); } catch (e) { reject(e); } }
        function step(result) { result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected); }
        step((generator = generator.apply(thisArg, _arguments || [])).next());
    });
};


const { chmod, copyFile, lstat, mkdir, open: io_util_open, readdir, rename, rm, rmdir, stat, symlink, unlink } = external_fs_.promises;
// export const {open} = 'fs'
const IS_WINDOWS = process.platform === 'win32';
/**
 * Custom implementation of readlink to ensure Windows junctions
 * maintain trailing backslash for backward compatibility with Node.js < 24
 *
 * In Node.js 20, Windows junctions (directory symlinks) always returned paths
 * with trailing backslashes. Node.js 24 removed this behavior, which breaks
 * code that relied on this format for path operations.
 *
 * This implementation restores the Node 20 behavior by adding a trailing
 * backslash to all junction results on Windows.
 */
function readlink(fsPath) {
    return io_util_awaiter(this, void 0, void 0, function* () {
        const result = yield fs.promises.readlink(fsPath);
        // On Windows, restore Node 20 behavior: add trailing backslash to all results
        // since junctions on Windows are always directory links
        if (IS_WINDOWS && !result.endsWith('\\')) {
            return `${result}\\`;
        }
        return result;
    });
}
// See https://github.com/nodejs/node/blob/d0153aee367422d0858105abec186da4dff0a0c5/deps/uv/include/uv/win.h#L691
const UV_FS_O_EXLOCK = 0x10000000;
const READONLY = external_fs_.constants.O_RDONLY;
function exists(fsPath) {
    return io_util_awaiter(this, void 0, void 0, function* () {
        try {
            yield stat(fsPath);
        }
        catch (err) {
            if (err.code === 'ENOENT') {
                return false;
            }
            throw err;
        }
        return true;
    });
}
function isDirectory(fsPath_1) {
    return io_util_awaiter(this, arguments, void 0, function* (fsPath, useStat = false) {
        const stats = useStat ? yield stat(fsPath) : yield lstat(fsPath);
        return stats.isDirectory();
    });
}
/**
 * On OSX/Linux, true if path starts with '/'. On Windows, true for paths like:
 * \, \hello, \\hello\share, C:, and C:\hello (and corresponding alternate separator cases).
 */
function isRooted(p) {
    p = normalizeSeparators(p);
    if (!p) {
        throw new Error('isRooted() parameter "p" cannot be empty');
    }
    if (IS_WINDOWS) {
        return (p.startsWith('\\') || /^[A-Z]:/i.test(p) // e.g. \ or \hello or \\hello
        ); // e.g. C: or C:\hello
    }
    return p.startsWith('/');
}
/**
 * Best effort attempt to determine whether a file exists and is executable.
 * @param filePath    file path to check
 * @param extensions  additional file extensions to try
 * @return if file exists and is executable, returns the file path. otherwise empty string.
 */
function tryGetExecutablePath(filePath, extensions) {
    return io_util_awaiter(this, void 0, void 0, function* () {
        let stats = undefined;
        try {
            // test file exists
            stats = yield stat(filePath);
        }
        catch (err) {
            if (err.code !== 'ENOENT') {
                // eslint-disable-next-line no-console
                console.log(`Unexpected error attempting to determine if executable file exists '${filePath}': ${err}`);
            }
        }
        if (stats && stats.isFile()) {
            if (IS_WINDOWS) {
                // on Windows, test for valid extension
                const upperExt = external_path_namespaceObject.extname(filePath).toUpperCase();
                if (extensions.some(validExt => validExt.toUpperCase() === upperExt)) {
                    return filePath;
                }
            }
            else {
                if (isUnixExecutable(stats)) {
                    return filePath;
                }
            }
        }
        // try each extension
        const originalFilePath = filePath;
        for (const extension of extensions) {
            filePath = originalFilePath + extension;
            stats = undefined;
            try {
                stats = yield stat(filePath);
            }
            catch (err) {
                if (err.code !== 'ENOENT') {
                    // eslint-disable-next-line no-console
                    console.log(`Unexpected error attempting to determine if executable file exists '${filePath}': ${err}`);
                }
            }
            if (stats && stats.isFile()) {
                if (IS_WINDOWS) {
                    // preserve the case of the actual file (since an extension was appended)
                    try {
                        const directory = external_path_namespaceObject.dirname(filePath);
                        const upperName = external_path_namespaceObject.basename(filePath).toUpperCase();
                        for (const actualName of yield readdir(directory)) {
                            if (upperName === actualName.toUpperCase()) {
                                filePath = external_path_namespaceObject.join(directory, actualName);
                                break;
                            }
                        }
                    }
                    catch (err) {
                        // eslint-disable-next-line no-console
                        console.log(`Unexpected error attempting to determine the actual case of the file '${filePath}': ${err}`);
                    }
                    return filePath;
                }
                else {
                    if (isUnixExecutable(stats)) {
                        return filePath;
                    }
                }
            }
        }
        return '';
    });
}
function normalizeSeparators(p) {
    p = p || '';
    if (IS_WINDOWS) {
        // convert slashes on Windows
        p = p.replace(/\//g, '\\');
        // remove redundant slashes
        return p.replace(/\\\\+/g, '\\');
    }
    // remove redundant slashes
    return p.replace(/\/\/+/g, '/');
}
// on Mac/Linux, test the execute bit
//     R   W  X  R  W X R W X
//   256 128 64 32 16 8 4 2 1
function isUnixExecutable(stats) {
    return ((stats.mode & 1) > 0 ||
        ((stats.mode & 8) > 0 &&
            process.getgid !== undefined &&
            stats.gid === process.getgid()) ||
        ((stats.mode & 64) > 0 &&
            process.getuid !== undefined &&
            stats.uid === process.getuid()));
}
// Get the path of cmd.exe in windows
function getCmdPath() {
    var _a;
    return (_a = process.env['COMSPEC']) !== null && _a !== void 0 ? _a : `cmd.exe`;
}
//# sourceMappingURL=io-util.js.map
;// CONCATENATED MODULE: ./node_modules/@actions/io/lib/io.js
var io_awaiter = (undefined && undefined.__awaiter) || function (thisArg, _arguments, P, generator) {
    function adopt(value) { return value instanceof P ? value : new P(function (resolve) { resolve(value); }); }
    return new (P || (P = Promise))(function (resolve, reject) {
        function fulfilled(value) { try { step(generator.next(value)); } catch (e) { reject(e); } }
        function rejected(value) { try { step(generator["throw"](value)); } catch (e) { reject(e); } }
        function step(result) { result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected); }
        step((generator = generator.apply(thisArg, _arguments || [])).next());
    });
};



/**
 * Copies a file or folder.
 * Based off of shelljs - https://github.com/shelljs/shelljs/blob/9237f66c52e5daa40458f94f9565e18e8132f5a6/src/cp.js
 *
 * @param     source    source path
 * @param     dest      destination path
 * @param     options   optional. See CopyOptions.
 */
function cp(source_1, dest_1) {
    return io_awaiter(this, arguments, void 0, function* (source, dest, options = {}) {
        const { force, recursive, copySourceDirectory } = readCopyOptions(options);
        const destStat = (yield ioUtil.exists(dest)) ? yield ioUtil.stat(dest) : null;
        // Dest is an existing file, but not forcing
        if (destStat && destStat.isFile() && !force) {
            return;
        }
        // If dest is an existing directory, should copy inside.
        const newDest = destStat && destStat.isDirectory() && copySourceDirectory
            ? path.join(dest, path.basename(source))
            : dest;
        if (!(yield ioUtil.exists(source))) {
            throw new Error(`no such file or directory: ${source}`);
        }
        const sourceStat = yield ioUtil.stat(source);
        if (sourceStat.isDirectory()) {
            if (!recursive) {
                throw new Error(`Failed to copy. ${source} is a directory, but tried to copy without recursive flag.`);
            }
            else {
                yield cpDirRecursive(source, newDest, 0, force);
            }
        }
        else {
            if (path.relative(source, newDest) === '') {
                // a file cannot be copied to itself
                throw new Error(`'${newDest}' and '${source}' are the same file`);
            }
            yield io_copyFile(source, newDest, force);
        }
    });
}
/**
 * Moves a path.
 *
 * @param     source    source path
 * @param     dest      destination path
 * @param     options   optional. See MoveOptions.
 */
function mv(source_1, dest_1) {
    return io_awaiter(this, arguments, void 0, function* (source, dest, options = {}) {
        if (yield ioUtil.exists(dest)) {
            let destExists = true;
            if (yield ioUtil.isDirectory(dest)) {
                // If dest is directory copy src into dest
                dest = path.join(dest, path.basename(source));
                destExists = yield ioUtil.exists(dest);
            }
            if (destExists) {
                if (options.force == null || options.force) {
                    yield rmRF(dest);
                }
                else {
                    throw new Error('Destination already exists');
                }
            }
        }
        yield mkdirP(path.dirname(dest));
        yield ioUtil.rename(source, dest);
    });
}
/**
 * Remove a path recursively with force
 *
 * @param inputPath path to remove
 */
function rmRF(inputPath) {
    return io_awaiter(this, void 0, void 0, function* () {
        if (ioUtil.IS_WINDOWS) {
            // Check for invalid characters
            // https://docs.microsoft.com/en-us/windows/win32/fileio/naming-a-file
            if (/[*"<>|]/.test(inputPath)) {
                throw new Error('File path must not contain `*`, `"`, `<`, `>` or `|` on Windows');
            }
        }
        try {
            // note if path does not exist, error is silent
            yield ioUtil.rm(inputPath, {
                force: true,
                maxRetries: 3,
                recursive: true,
                retryDelay: 300
            });
        }
        catch (err) {
            throw new Error(`File was unable to be removed ${err}`);
        }
    });
}
/**
 * Make a directory.  Creates the full path with folders in between
 * Will throw if it fails
 *
 * @param   fsPath        path to create
 * @returns Promise<void>
 */
function mkdirP(fsPath) {
    return io_awaiter(this, void 0, void 0, function* () {
        ok(fsPath, 'a path argument must be provided');
        yield ioUtil.mkdir(fsPath, { recursive: true });
    });
}
/**
 * Returns path of a tool had the tool actually been invoked.  Resolves via paths.
 * If you check and the tool does not exist, it will throw.
 *
 * @param     tool              name of the tool
 * @param     check             whether to check if tool exists
 * @returns   Promise<string>   path to tool
 */
function which(tool, check) {
    return io_awaiter(this, void 0, void 0, function* () {
        if (!tool) {
            throw new Error("parameter 'tool' is required");
        }
        // recursive when check=true
        if (check) {
            const result = yield which(tool, false);
            if (!result) {
                if (IS_WINDOWS) {
                    throw new Error(`Unable to locate executable file: ${tool}. Please verify either the file path exists or the file can be found within a directory specified by the PATH environment variable. Also verify the file has a valid extension for an executable file.`);
                }
                else {
                    throw new Error(`Unable to locate executable file: ${tool}. Please verify either the file path exists or the file can be found within a directory specified by the PATH environment variable. Also check the file mode to verify the file is executable.`);
                }
            }
            return result;
        }
        const matches = yield findInPath(tool);
        if (matches && matches.length > 0) {
            return matches[0];
        }
        return '';
    });
}
/**
 * Returns a list of all occurrences of the given tool on the system path.
 *
 * @returns   Promise<string[]>  the paths of the tool
 */
function findInPath(tool) {
    return io_awaiter(this, void 0, void 0, function* () {
        if (!tool) {
            throw new Error("parameter 'tool' is required");
        }
        // build the list of extensions to try
        const extensions = [];
        if (IS_WINDOWS && process.env['PATHEXT']) {
            for (const extension of process.env['PATHEXT'].split(external_path_namespaceObject.delimiter)) {
                if (extension) {
                    extensions.push(extension);
                }
            }
        }
        // if it's rooted, return it if exists. otherwise return empty.
        if (isRooted(tool)) {
            const filePath = yield tryGetExecutablePath(tool, extensions);
            if (filePath) {
                return [filePath];
            }
            return [];
        }
        // if any path separators, return empty
        if (tool.includes(external_path_namespaceObject.sep)) {
            return [];
        }
        // build the list of directories
        //
        // Note, technically "where" checks the current directory on Windows. From a toolkit perspective,
        // it feels like we should not do this. Checking the current directory seems like more of a use
        // case of a shell, and the which() function exposed by the toolkit should strive for consistency
        // across platforms.
        const directories = [];
        if (process.env.PATH) {
            for (const p of process.env.PATH.split(external_path_namespaceObject.delimiter)) {
                if (p) {
                    directories.push(p);
                }
            }
        }
        // find all matches
        const matches = [];
        for (const directory of directories) {
            const filePath = yield tryGetExecutablePath(external_path_namespaceObject.join(directory, tool), extensions);
            if (filePath) {
                matches.push(filePath);
            }
        }
        return matches;
    });
}
function readCopyOptions(options) {
    const force = options.force == null ? true : options.force;
    const recursive = Boolean(options.recursive);
    const copySourceDirectory = options.copySourceDirectory == null
        ? true
        : Boolean(options.copySourceDirectory);
    return { force, recursive, copySourceDirectory };
}
function cpDirRecursive(sourceDir, destDir, currentDepth, force) {
    return io_awaiter(this, void 0, void 0, function* () {
        // Ensure there is not a run away recursive copy
        if (currentDepth >= 255)
            return;
        currentDepth++;
        yield mkdirP(destDir);
        const files = yield ioUtil.readdir(sourceDir);
        for (const fileName of files) {
            const srcFile = `${sourceDir}/${fileName}`;
            const destFile = `${destDir}/${fileName}`;
            const srcFileStat = yield ioUtil.lstat(srcFile);
            if (srcFileStat.isDirectory()) {
                // Recurse
                yield cpDirRecursive(srcFile, destFile, currentDepth, force);
            }
            else {
                yield io_copyFile(srcFile, destFile, force);
            }
        }
        // Change the mode for the newly created directory
        yield ioUtil.chmod(destDir, (yield ioUtil.stat(sourceDir)).mode);
    });
}
// Buffered file copy
function io_copyFile(srcFile, destFile, force) {
    return io_awaiter(this, void 0, void 0, function* () {
        if ((yield ioUtil.lstat(srcFile)).isSymbolicLink()) {
            // unlink/re-link it
            try {
                yield ioUtil.lstat(destFile);
                yield ioUtil.unlink(destFile);
            }
            catch (e) {
                // Try to override file permission
                if (e.code === 'EPERM') {
                    yield ioUtil.chmod(destFile, '0666');
                    yield ioUtil.unlink(destFile);
                }
                // other errors = it doesn't exist, no work to do
            }
            // Copy over symlink
            const symlinkFull = yield ioUtil.readlink(srcFile);
            yield ioUtil.symlink(symlinkFull, destFile, ioUtil.IS_WINDOWS ? 'junction' : null);
        }
        else if (!(yield ioUtil.exists(destFile)) || force) {
            yield ioUtil.copyFile(srcFile, destFile);
        }
    });
}
//# sourceMappingURL=io.js.map
;// CONCATENATED MODULE: external "timers"
const external_timers_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("timers");
;// CONCATENATED MODULE: ./node_modules/@actions/exec/lib/toolrunner.js
var toolrunner_awaiter = (undefined && undefined.__awaiter) || function (thisArg, _arguments, P, generator) {
    function adopt(value) { return value instanceof P ? value : new P(function (resolve) { resolve(value); }); }
    return new (P || (P = Promise))(function (resolve, reject) {
        function fulfilled(value) { try { step(generator.next(value)); } catch (e) { reject(e); } }
        function rejected(value) { try { step(generator["throw"](value)); } catch (e) { reject(e); } }
        function step(result) { result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected); }
        step((generator = generator.apply(thisArg, _arguments || [])).next());
    });
};







/* eslint-disable @typescript-eslint/unbound-method */
const toolrunner_IS_WINDOWS = process.platform === 'win32';
/*
 * Class for running command line tools. Handles quoting and arg parsing in a platform agnostic way.
 */
class ToolRunner extends external_events_.EventEmitter {
    constructor(toolPath, args, options) {
        super();
        if (!toolPath) {
            throw new Error("Parameter 'toolPath' cannot be null or empty.");
        }
        this.toolPath = toolPath;
        this.args = args || [];
        this.options = options || {};
    }
    _debug(message) {
        if (this.options.listeners && this.options.listeners.debug) {
            this.options.listeners.debug(message);
        }
    }
    _getCommandString(options, noPrefix) {
        const toolPath = this._getSpawnFileName();
        const args = this._getSpawnArgs(options);
        let cmd = noPrefix ? '' : '[command]'; // omit prefix when piped to a second tool
        if (toolrunner_IS_WINDOWS) {
            // Windows + cmd file
            if (this._isCmdFile()) {
                cmd += toolPath;
                for (const a of args) {
                    cmd += ` ${a}`;
                }
            }
            // Windows + verbatim
            else if (options.windowsVerbatimArguments) {
                cmd += `"${toolPath}"`;
                for (const a of args) {
                    cmd += ` ${a}`;
                }
            }
            // Windows (regular)
            else {
                cmd += this._windowsQuoteCmdArg(toolPath);
                for (const a of args) {
                    cmd += ` ${this._windowsQuoteCmdArg(a)}`;
                }
            }
        }
        else {
            // OSX/Linux - this can likely be improved with some form of quoting.
            // creating processes on Unix is fundamentally different than Windows.
            // on Unix, execvp() takes an arg array.
            cmd += toolPath;
            for (const a of args) {
                cmd += ` ${a}`;
            }
        }
        return cmd;
    }
    _processLineBuffer(data, strBuffer, onLine) {
        try {
            let s = strBuffer + data.toString();
            let n = s.indexOf(external_os_.EOL);
            while (n > -1) {
                const line = s.substring(0, n);
                onLine(line);
                // the rest of the string ...
                s = s.substring(n + external_os_.EOL.length);
                n = s.indexOf(external_os_.EOL);
            }
            return s;
        }
        catch (err) {
            // streaming lines to console is best effort.  Don't fail a build.
            this._debug(`error processing line. Failed with error ${err}`);
            return '';
        }
    }
    _getSpawnFileName() {
        if (toolrunner_IS_WINDOWS) {
            if (this._isCmdFile()) {
                return process.env['COMSPEC'] || 'cmd.exe';
            }
        }
        return this.toolPath;
    }
    _getSpawnArgs(options) {
        if (toolrunner_IS_WINDOWS) {
            if (this._isCmdFile()) {
                let argline = `/D /S /C "${this._windowsQuoteCmdArg(this.toolPath)}`;
                for (const a of this.args) {
                    argline += ' ';
                    argline += options.windowsVerbatimArguments
                        ? a
                        : this._windowsQuoteCmdArg(a);
                }
                argline += '"';
                return [argline];
            }
        }
        return this.args;
    }
    _endsWith(str, end) {
        return str.endsWith(end);
    }
    _isCmdFile() {
        const upperToolPath = this.toolPath.toUpperCase();
        return (this._endsWith(upperToolPath, '.CMD') ||
            this._endsWith(upperToolPath, '.BAT'));
    }
    _windowsQuoteCmdArg(arg) {
        // for .exe, apply the normal quoting rules that libuv applies
        if (!this._isCmdFile()) {
            return this._uvQuoteCmdArg(arg);
        }
        // otherwise apply quoting rules specific to the cmd.exe command line parser.
        // the libuv rules are generic and are not designed specifically for cmd.exe
        // command line parser.
        //
        // for a detailed description of the cmd.exe command line parser, refer to
        // http://stackoverflow.com/questions/4094699/how-does-the-windows-command-interpreter-cmd-exe-parse-scripts/7970912#7970912
        // need quotes for empty arg
        if (!arg) {
            return '""';
        }
        // determine whether the arg needs to be quoted
        const cmdSpecialChars = [
            ' ',
            '\t',
            '&',
            '(',
            ')',
            '[',
            ']',
            '{',
            '}',
            '^',
            '=',
            ';',
            '!',
            "'",
            '+',
            ',',
            '`',
            '~',
            '|',
            '<',
            '>',
            '"'
        ];
        let needsQuotes = false;
        for (const char of arg) {
            if (cmdSpecialChars.some(x => x === char)) {
                needsQuotes = true;
                break;
            }
        }
        // short-circuit if quotes not needed
        if (!needsQuotes) {
            return arg;
        }
        // the following quoting rules are very similar to the rules that by libuv applies.
        //
        // 1) wrap the string in quotes
        //
        // 2) double-up quotes - i.e. " => ""
        //
        //    this is different from the libuv quoting rules. libuv replaces " with \", which unfortunately
        //    doesn't work well with a cmd.exe command line.
        //
        //    note, replacing " with "" also works well if the arg is passed to a downstream .NET console app.
        //    for example, the command line:
        //          foo.exe "myarg:""my val"""
        //    is parsed by a .NET console app into an arg array:
        //          [ "myarg:\"my val\"" ]
        //    which is the same end result when applying libuv quoting rules. although the actual
        //    command line from libuv quoting rules would look like:
        //          foo.exe "myarg:\"my val\""
        //
        // 3) double-up slashes that precede a quote,
        //    e.g.  hello \world    => "hello \world"
        //          hello\"world    => "hello\\""world"
        //          hello\\"world   => "hello\\\\""world"
        //          hello world\    => "hello world\\"
        //
        //    technically this is not required for a cmd.exe command line, or the batch argument parser.
        //    the reasons for including this as a .cmd quoting rule are:
        //
        //    a) this is optimized for the scenario where the argument is passed from the .cmd file to an
        //       external program. many programs (e.g. .NET console apps) rely on the slash-doubling rule.
        //
        //    b) it's what we've been doing previously (by deferring to node default behavior) and we
        //       haven't heard any complaints about that aspect.
        //
        // note, a weakness of the quoting rules chosen here, is that % is not escaped. in fact, % cannot be
        // escaped when used on the command line directly - even though within a .cmd file % can be escaped
        // by using %%.
        //
        // the saving grace is, on the command line, %var% is left as-is if var is not defined. this contrasts
        // the line parsing rules within a .cmd file, where if var is not defined it is replaced with nothing.
        //
        // one option that was explored was replacing % with ^% - i.e. %var% => ^%var^%. this hack would
        // often work, since it is unlikely that var^ would exist, and the ^ character is removed when the
        // variable is used. the problem, however, is that ^ is not removed when %* is used to pass the args
        // to an external program.
        //
        // an unexplored potential solution for the % escaping problem, is to create a wrapper .cmd file.
        // % can be escaped within a .cmd file.
        let reverse = '"';
        let quoteHit = true;
        for (let i = arg.length; i > 0; i--) {
            // walk the string in reverse
            reverse += arg[i - 1];
            if (quoteHit && arg[i - 1] === '\\') {
                reverse += '\\'; // double the slash
            }
            else if (arg[i - 1] === '"') {
                quoteHit = true;
                reverse += '"'; // double the quote
            }
            else {
                quoteHit = false;
            }
        }
        reverse += '"';
        return reverse.split('').reverse().join('');
    }
    _uvQuoteCmdArg(arg) {
        // Tool runner wraps child_process.spawn() and needs to apply the same quoting as
        // Node in certain cases where the undocumented spawn option windowsVerbatimArguments
        // is used.
        //
        // Since this function is a port of quote_cmd_arg from Node 4.x (technically, lib UV,
        // see https://github.com/nodejs/node/blob/v4.x/deps/uv/src/win/process.c for details),
        // pasting copyright notice from Node within this function:
        //
        //      Copyright Joyent, Inc. and other Node contributors. All rights reserved.
        //
        //      Permission is hereby granted, free of charge, to any person obtaining a copy
        //      of this software and associated documentation files (the "Software"), to
        //      deal in the Software without restriction, including without limitation the
        //      rights to use, copy, modify, merge, publish, distribute, sublicense, and/or
        //      sell copies of the Software, and to permit persons to whom the Software is
        //      furnished to do so, subject to the following conditions:
        //
        //      The above copyright notice and this permission notice shall be included in
        //      all copies or substantial portions of the Software.
        //
        //      THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
        //      IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
        //      FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
        //      AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
        //      LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING
        //      FROM, OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS
        //      IN THE SOFTWARE.
        if (!arg) {
            // Need double quotation for empty argument
            return '""';
        }
        if (!arg.includes(' ') && !arg.includes('\t') && !arg.includes('"')) {
            // No quotation needed
            return arg;
        }
        if (!arg.includes('"') && !arg.includes('\\')) {
            // No embedded double quotes or backslashes, so I can just wrap
            // quote marks around the whole thing.
            return `"${arg}"`;
        }
        // Expected input/output:
        //   input : hello"world
        //   output: "hello\"world"
        //   input : hello""world
        //   output: "hello\"\"world"
        //   input : hello\world
        //   output: hello\world
        //   input : hello\\world
        //   output: hello\\world
        //   input : hello\"world
        //   output: "hello\\\"world"
        //   input : hello\\"world
        //   output: "hello\\\\\"world"
        //   input : hello world\
        //   output: "hello world\\" - note the comment in libuv actually reads "hello world\"
        //                             but it appears the comment is wrong, it should be "hello world\\"
        let reverse = '"';
        let quoteHit = true;
        for (let i = arg.length; i > 0; i--) {
            // walk the string in reverse
            reverse += arg[i - 1];
            if (quoteHit && arg[i - 1] === '\\') {
                reverse += '\\';
            }
            else if (arg[i - 1] === '"') {
                quoteHit = true;
                reverse += '\\';
            }
            else {
                quoteHit = false;
            }
        }
        reverse += '"';
        return reverse.split('').reverse().join('');
    }
    _cloneExecOptions(options) {
        options = options || {};
        const result = {
            cwd: options.cwd || process.cwd(),
            env: options.env || process.env,
            silent: options.silent || false,
            windowsVerbatimArguments: options.windowsVerbatimArguments || false,
            failOnStdErr: options.failOnStdErr || false,
            ignoreReturnCode: options.ignoreReturnCode || false,
            delay: options.delay || 10000
        };
        result.outStream = options.outStream || process.stdout;
        result.errStream = options.errStream || process.stderr;
        return result;
    }
    _getSpawnOptions(options, toolPath) {
        options = options || {};
        const result = {};
        result.cwd = options.cwd;
        result.env = options.env;
        result['windowsVerbatimArguments'] =
            options.windowsVerbatimArguments || this._isCmdFile();
        if (options.windowsVerbatimArguments) {
            result.argv0 = `"${toolPath}"`;
        }
        return result;
    }
    /**
     * Exec a tool.
     * Output will be streamed to the live console.
     * Returns promise with return code
     *
     * @param     tool     path to tool to exec
     * @param     options  optional exec options.  See ExecOptions
     * @returns   number
     */
    exec() {
        return toolrunner_awaiter(this, void 0, void 0, function* () {
            // root the tool path if it is unrooted and contains relative pathing
            if (!isRooted(this.toolPath) &&
                (this.toolPath.includes('/') ||
                    (toolrunner_IS_WINDOWS && this.toolPath.includes('\\')))) {
                // prefer options.cwd if it is specified, however options.cwd may also need to be rooted
                this.toolPath = external_path_namespaceObject.resolve(process.cwd(), this.options.cwd || process.cwd(), this.toolPath);
            }
            // if the tool is only a file name, then resolve it from the PATH
            // otherwise verify it exists (add extension on Windows if necessary)
            this.toolPath = yield which(this.toolPath, true);
            return new Promise((resolve, reject) => toolrunner_awaiter(this, void 0, void 0, function* () {
                this._debug(`exec tool: ${this.toolPath}`);
                this._debug('arguments:');
                for (const arg of this.args) {
                    this._debug(`   ${arg}`);
                }
                const optionsNonNull = this._cloneExecOptions(this.options);
                if (!optionsNonNull.silent && optionsNonNull.outStream) {
                    optionsNonNull.outStream.write(this._getCommandString(optionsNonNull) + external_os_.EOL);
                }
                const state = new ExecState(optionsNonNull, this.toolPath);
                state.on('debug', (message) => {
                    this._debug(message);
                });
                if (this.options.cwd && !(yield exists(this.options.cwd))) {
                    return reject(new Error(`The cwd: ${this.options.cwd} does not exist!`));
                }
                const fileName = this._getSpawnFileName();
                const cp = external_child_process_namespaceObject.spawn(fileName, this._getSpawnArgs(optionsNonNull), this._getSpawnOptions(this.options, fileName));
                let stdbuffer = '';
                if (cp.stdout) {
                    cp.stdout.on('data', (data) => {
                        if (this.options.listeners && this.options.listeners.stdout) {
                            this.options.listeners.stdout(data);
                        }
                        if (!optionsNonNull.silent && optionsNonNull.outStream) {
                            optionsNonNull.outStream.write(data);
                        }
                        stdbuffer = this._processLineBuffer(data, stdbuffer, (line) => {
                            if (this.options.listeners && this.options.listeners.stdline) {
                                this.options.listeners.stdline(line);
                            }
                        });
                    });
                }
                let errbuffer = '';
                if (cp.stderr) {
                    cp.stderr.on('data', (data) => {
                        state.processStderr = true;
                        if (this.options.listeners && this.options.listeners.stderr) {
                            this.options.listeners.stderr(data);
                        }
                        if (!optionsNonNull.silent &&
                            optionsNonNull.errStream &&
                            optionsNonNull.outStream) {
                            const s = optionsNonNull.failOnStdErr
                                ? optionsNonNull.errStream
                                : optionsNonNull.outStream;
                            s.write(data);
                        }
                        errbuffer = this._processLineBuffer(data, errbuffer, (line) => {
                            if (this.options.listeners && this.options.listeners.errline) {
                                this.options.listeners.errline(line);
                            }
                        });
                    });
                }
                cp.on('error', (err) => {
                    state.processError = err.message;
                    state.processExited = true;
                    state.processClosed = true;
                    state.CheckComplete();
                });
                cp.on('exit', (code) => {
                    state.processExitCode = code;
                    state.processExited = true;
                    this._debug(`Exit code ${code} received from tool '${this.toolPath}'`);
                    state.CheckComplete();
                });
                cp.on('close', (code) => {
                    state.processExitCode = code;
                    state.processExited = true;
                    state.processClosed = true;
                    this._debug(`STDIO streams have closed for tool '${this.toolPath}'`);
                    state.CheckComplete();
                });
                state.on('done', (error, exitCode) => {
                    if (stdbuffer.length > 0) {
                        this.emit('stdline', stdbuffer);
                    }
                    if (errbuffer.length > 0) {
                        this.emit('errline', errbuffer);
                    }
                    cp.removeAllListeners();
                    if (error) {
                        reject(error);
                    }
                    else {
                        resolve(exitCode);
                    }
                });
                if (this.options.input) {
                    if (!cp.stdin) {
                        throw new Error('child process missing stdin');
                    }
                    cp.stdin.end(this.options.input);
                }
            }));
        });
    }
}
/**
 * Convert an arg string to an array of args. Handles escaping
 *
 * @param    argString   string of arguments
 * @returns  string[]    array of arguments
 */
function argStringToArray(argString) {
    const args = [];
    let inQuotes = false;
    let escaped = false;
    let arg = '';
    function append(c) {
        // we only escape double quotes.
        if (escaped && c !== '"') {
            arg += '\\';
        }
        arg += c;
        escaped = false;
    }
    for (let i = 0; i < argString.length; i++) {
        const c = argString.charAt(i);
        if (c === '"') {
            if (!escaped) {
                inQuotes = !inQuotes;
            }
            else {
                append(c);
            }
            continue;
        }
        if (c === '\\' && escaped) {
            append(c);
            continue;
        }
        if (c === '\\' && inQuotes) {
            escaped = true;
            continue;
        }
        if (c === ' ' && !inQuotes) {
            if (arg.length > 0) {
                args.push(arg);
                arg = '';
            }
            continue;
        }
        append(c);
    }
    if (arg.length > 0) {
        args.push(arg.trim());
    }
    return args;
}
class ExecState extends external_events_.EventEmitter {
    constructor(options, toolPath) {
        super();
        this.processClosed = false; // tracks whether the process has exited and stdio is closed
        this.processError = '';
        this.processExitCode = 0;
        this.processExited = false; // tracks whether the process has exited
        this.processStderr = false; // tracks whether stderr was written to
        this.delay = 10000; // 10 seconds
        this.done = false;
        this.timeout = null;
        if (!toolPath) {
            throw new Error('toolPath must not be empty');
        }
        this.options = options;
        this.toolPath = toolPath;
        if (options.delay) {
            this.delay = options.delay;
        }
    }
    CheckComplete() {
        if (this.done) {
            return;
        }
        if (this.processClosed) {
            this._setResult();
        }
        else if (this.processExited) {
            this.timeout = (0,external_timers_namespaceObject.setTimeout)(ExecState.HandleTimeout, this.delay, this);
        }
    }
    _debug(message) {
        this.emit('debug', message);
    }
    _setResult() {
        // determine whether there is an error
        let error;
        if (this.processExited) {
            if (this.processError) {
                error = new Error(`There was an error when attempting to execute the process '${this.toolPath}'. This may indicate the process failed to start. Error: ${this.processError}`);
            }
            else if (this.processExitCode !== 0 && !this.options.ignoreReturnCode) {
                error = new Error(`The process '${this.toolPath}' failed with exit code ${this.processExitCode}`);
            }
            else if (this.processStderr && this.options.failOnStdErr) {
                error = new Error(`The process '${this.toolPath}' failed because one or more lines were written to the STDERR stream`);
            }
        }
        // clear the timeout
        if (this.timeout) {
            clearTimeout(this.timeout);
            this.timeout = null;
        }
        this.done = true;
        this.emit('done', error, this.processExitCode);
    }
    static HandleTimeout(state) {
        if (state.done) {
            return;
        }
        if (!state.processClosed && state.processExited) {
            const message = `The STDIO streams did not close within ${state.delay / 1000} seconds of the exit event from process '${state.toolPath}'. This may indicate a child process inherited the STDIO streams and has not yet exited.`;
            state._debug(message);
        }
        state._setResult();
    }
}
//# sourceMappingURL=toolrunner.js.map
;// CONCATENATED MODULE: ./node_modules/@actions/exec/lib/exec.js
var exec_awaiter = (undefined && undefined.__awaiter) || function (thisArg, _arguments, P, generator) {
    function adopt(value) { return value instanceof P ? value : new P(function (resolve) { resolve(value); }); }
    return new (P || (P = Promise))(function (resolve, reject) {
        function fulfilled(value) { try { step(generator.next(value)); } catch (e) { reject(e); } }
        function rejected(value) { try { step(generator["throw"](value)); } catch (e) { reject(e); } }
        function step(result) { result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected); }
        step((generator = generator.apply(thisArg, _arguments || [])).next());
    });
};


/**
 * Exec a command.
 * Output will be streamed to the live console.
 * Returns promise with return code
 *
 * @param     commandLine        command to execute (can include additional args). Must be correctly escaped.
 * @param     args               optional arguments for tool. Escaping is handled by the lib.
 * @param     options            optional exec options.  See ExecOptions
 * @returns   Promise<number>    exit code
 */
function exec_exec(commandLine, args, options) {
    return exec_awaiter(this, void 0, void 0, function* () {
        const commandArgs = tr.argStringToArray(commandLine);
        if (commandArgs.length === 0) {
            throw new Error(`Parameter 'commandLine' cannot be null or empty.`);
        }
        // Path to tool to execute should be first arg
        const toolPath = commandArgs[0];
        args = commandArgs.slice(1).concat(args || []);
        const runner = new tr.ToolRunner(toolPath, args, options);
        return runner.exec();
    });
}
/**
 * Exec a command and get the output.
 * Output will be streamed to the live console.
 * Returns promise with the exit code and collected stdout and stderr
 *
 * @param     commandLine           command to execute (can include additional args). Must be correctly escaped.
 * @param     args                  optional arguments for tool. Escaping is handled by the lib.
 * @param     options               optional exec options.  See ExecOptions
 * @returns   Promise<ExecOutput>   exit code, stdout, and stderr
 */
function getExecOutput(commandLine, args, options) {
    return exec_awaiter(this, void 0, void 0, function* () {
        var _a, _b;
        let stdout = '';
        let stderr = '';
        //Using string decoder covers the case where a mult-byte character is split
        const stdoutDecoder = new StringDecoder('utf8');
        const stderrDecoder = new StringDecoder('utf8');
        const originalStdoutListener = (_a = options === null || options === void 0 ? void 0 : options.listeners) === null || _a === void 0 ? void 0 : _a.stdout;
        const originalStdErrListener = (_b = options === null || options === void 0 ? void 0 : options.listeners) === null || _b === void 0 ? void 0 : _b.stderr;
        const stdErrListener = (data) => {
            stderr += stderrDecoder.write(data);
            if (originalStdErrListener) {
                originalStdErrListener(data);
            }
        };
        const stdOutListener = (data) => {
            stdout += stdoutDecoder.write(data);
            if (originalStdoutListener) {
                originalStdoutListener(data);
            }
        };
        const listeners = Object.assign(Object.assign({}, options === null || options === void 0 ? void 0 : options.listeners), { stdout: stdOutListener, stderr: stdErrListener });
        const exitCode = yield exec_exec(commandLine, args, Object.assign(Object.assign({}, options), { listeners }));
        //flush any remaining characters
        stdout += stdoutDecoder.end();
        stderr += stderrDecoder.end();
        return {
            exitCode,
            stdout,
            stderr
        };
    });
}
//# sourceMappingURL=exec.js.map
;// CONCATENATED MODULE: ./node_modules/@actions/core/lib/platform.js
var platform_awaiter = (undefined && undefined.__awaiter) || function (thisArg, _arguments, P, generator) {
    function adopt(value) { return value instanceof P ? value : new P(function (resolve) { resolve(value); }); }
    return new (P || (P = Promise))(function (resolve, reject) {
        function fulfilled(value) { try { step(generator.next(value)); } catch (e) { reject(e); } }
        function rejected(value) { try { step(generator["throw"](value)); } catch (e) { reject(e); } }
        function step(result) { result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected); }
        step((generator = generator.apply(thisArg, _arguments || [])).next());
    });
};


const getWindowsInfo = () => platform_awaiter(void 0, void 0, void 0, function* () {
    const { stdout: version } = yield exec.getExecOutput('powershell -command "(Get-CimInstance -ClassName Win32_OperatingSystem).Version"', undefined, {
        silent: true
    });
    const { stdout: name } = yield exec.getExecOutput('powershell -command "(Get-CimInstance -ClassName Win32_OperatingSystem).Caption"', undefined, {
        silent: true
    });
    return {
        name: name.trim(),
        version: version.trim()
    };
});
const getMacOsInfo = () => platform_awaiter(void 0, void 0, void 0, function* () {
    var _a, _b, _c, _d;
    const { stdout } = yield exec.getExecOutput('sw_vers', undefined, {
        silent: true
    });
    const version = (_b = (_a = stdout.match(/ProductVersion:\s*(.+)/)) === null || _a === void 0 ? void 0 : _a[1]) !== null && _b !== void 0 ? _b : '';
    const name = (_d = (_c = stdout.match(/ProductName:\s*(.+)/)) === null || _c === void 0 ? void 0 : _c[1]) !== null && _d !== void 0 ? _d : '';
    return {
        name,
        version
    };
});
const getLinuxInfo = () => platform_awaiter(void 0, void 0, void 0, function* () {
    const { stdout } = yield exec.getExecOutput('lsb_release', ['-i', '-r', '-s'], {
        silent: true
    });
    const [name, version] = stdout.trim().split('\n');
    return {
        name,
        version
    };
});
const platform = external_os_.platform();
const arch = external_os_.arch();
const isWindows = platform === 'win32';
const isMacOS = platform === 'darwin';
const isLinux = platform === 'linux';
function getDetails() {
    return platform_awaiter(this, void 0, void 0, function* () {
        return Object.assign(Object.assign({}, (yield (isWindows
            ? getWindowsInfo()
            : isMacOS
                ? getMacOsInfo()
                : getLinuxInfo()))), { platform,
            arch,
            isWindows,
            isMacOS,
            isLinux });
    });
}
//# sourceMappingURL=platform.js.map
;// CONCATENATED MODULE: ./node_modules/@actions/core/lib/core.js
var core_awaiter = (undefined && undefined.__awaiter) || function (thisArg, _arguments, P, generator) {
    function adopt(value) { return value instanceof P ? value : new P(function (resolve) { resolve(value); }); }
    return new (P || (P = Promise))(function (resolve, reject) {
        function fulfilled(value) { try { step(generator.next(value)); } catch (e) { reject(e); } }
        function rejected(value) { try { step(generator["throw"](value)); } catch (e) { reject(e); } }
        function step(result) { result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected); }
        step((generator = generator.apply(thisArg, _arguments || [])).next());
    });
};






/**
 * The code to exit an action
 */
var ExitCode;
(function (ExitCode) {
    /**
     * A code indicating that the action was successful
     */
    ExitCode[ExitCode["Success"] = 0] = "Success";
    /**
     * A code indicating that the action was a failure
     */
    ExitCode[ExitCode["Failure"] = 1] = "Failure";
})(ExitCode || (ExitCode = {}));
//-----------------------------------------------------------------------
// Variables
//-----------------------------------------------------------------------
/**
 * Sets env variable for this action and future actions in the job
 * @param name the name of the variable to set
 * @param val the value of the variable. Non-string values will be converted to a string via JSON.stringify
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function exportVariable(name, val) {
    const convertedVal = toCommandValue(val);
    process.env[name] = convertedVal;
    const filePath = process.env['GITHUB_ENV'] || '';
    if (filePath) {
        return issueFileCommand('ENV', prepareKeyValueMessage(name, val));
    }
    issueCommand('set-env', { name }, convertedVal);
}
/**
 * Registers a secret which will get masked from logs
 *
 * @param secret - Value of the secret to be masked
 * @remarks
 * This function instructs the Actions runner to mask the specified value in any
 * logs produced during the workflow run. Once registered, the secret value will
 * be replaced with asterisks (***) whenever it appears in console output, logs,
 * or error messages.
 *
 * This is useful for protecting sensitive information such as:
 * - API keys
 * - Access tokens
 * - Authentication credentials
 * - URL parameters containing signatures (SAS tokens)
 *
 * Note that masking only affects future logs; any previous appearances of the
 * secret in logs before calling this function will remain unmasked.
 *
 * @example
 * ```typescript
 * // Register an API token as a secret
 * const apiToken = "abc123xyz456";
 * setSecret(apiToken);
 *
 * // Now any logs containing this value will show *** instead
 * console.log(`Using token: ${apiToken}`); // Outputs: "Using token: ***"
 * ```
 */
function core_setSecret(secret) {
    command_issueCommand('add-mask', {}, secret);
}
/**
 * Prepends inputPath to the PATH (for this action and future actions)
 * @param inputPath
 */
function addPath(inputPath) {
    const filePath = process.env['GITHUB_PATH'] || '';
    if (filePath) {
        issueFileCommand('PATH', inputPath);
    }
    else {
        issueCommand('add-path', {}, inputPath);
    }
    process.env['PATH'] = `${inputPath}${path.delimiter}${process.env['PATH']}`;
}
/**
 * Gets the value of an input.
 * Unless trimWhitespace is set to false in InputOptions, the value is also trimmed.
 * Returns an empty string if the value is not defined.
 *
 * @param     name     name of the input to get
 * @param     options  optional. See InputOptions.
 * @returns   string
 */
function getInput(name, options) {
    const val = process.env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] || '';
    if (options && options.required && !val) {
        throw new Error(`Input required and not supplied: ${name}`);
    }
    if (options && options.trimWhitespace === false) {
        return val;
    }
    return val.trim();
}
/**
 * Gets the values of an multiline input.  Each value is also trimmed.
 *
 * @param     name     name of the input to get
 * @param     options  optional. See InputOptions.
 * @returns   string[]
 *
 */
function getMultilineInput(name, options) {
    const inputs = getInput(name, options)
        .split('\n')
        .filter(x => x !== '');
    if (options && options.trimWhitespace === false) {
        return inputs;
    }
    return inputs.map(input => input.trim());
}
/**
 * Gets the input value of the boolean type in the YAML 1.2 "core schema" specification.
 * Support boolean input list: `true | True | TRUE | false | False | FALSE` .
 * The return value is also in boolean type.
 * ref: https://yaml.org/spec/1.2/spec.html#id2804923
 *
 * @param     name     name of the input to get
 * @param     options  optional. See InputOptions.
 * @returns   boolean
 */
function getBooleanInput(name, options) {
    const trueValue = ['true', 'True', 'TRUE'];
    const falseValue = ['false', 'False', 'FALSE'];
    const val = getInput(name, options);
    if (trueValue.includes(val))
        return true;
    if (falseValue.includes(val))
        return false;
    throw new TypeError(`Input does not meet YAML 1.2 "Core Schema" specification: ${name}\n` +
        `Support boolean input list: \`true | True | TRUE | false | False | FALSE\``);
}
/**
 * Sets the value of an output.
 *
 * @param     name     name of the output to set
 * @param     value    value to store. Non-string values will be converted to a string via JSON.stringify
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function setOutput(name, value) {
    const filePath = process.env['GITHUB_OUTPUT'] || '';
    if (filePath) {
        return file_command_issueFileCommand('OUTPUT', file_command_prepareKeyValueMessage(name, value));
    }
    process.stdout.write(external_os_.EOL);
    command_issueCommand('set-output', { name }, utils_toCommandValue(value));
}
/**
 * Enables or disables the echoing of commands into stdout for the rest of the step.
 * Echoing is disabled by default if ACTIONS_STEP_DEBUG is not set.
 *
 */
function setCommandEcho(enabled) {
    issue('echo', enabled ? 'on' : 'off');
}
//-----------------------------------------------------------------------
// Results
//-----------------------------------------------------------------------
/**
 * Sets the action status to failed.
 * When the action exits it will be with an exit code of 1
 * @param message add error issue message
 */
function setFailed(message) {
    process.exitCode = ExitCode.Failure;
    error(message);
}
//-----------------------------------------------------------------------
// Logging Commands
//-----------------------------------------------------------------------
/**
 * Gets whether Actions Step Debug is on or not
 */
function isDebug() {
    return process.env['RUNNER_DEBUG'] === '1';
}
/**
 * Writes debug message to user log
 * @param message debug message
 */
function core_debug(message) {
    command_issueCommand('debug', {}, message);
}
/**
 * Adds an error issue
 * @param message error issue message. Errors will be converted to string via toString()
 * @param properties optional properties to add to the annotation.
 */
function error(message, properties = {}) {
    command_issueCommand('error', utils_toCommandProperties(properties), message instanceof Error ? message.toString() : message);
}
/**
 * Adds a warning issue
 * @param message warning issue message. Errors will be converted to string via toString()
 * @param properties optional properties to add to the annotation.
 */
function warning(message, properties = {}) {
    command_issueCommand('warning', utils_toCommandProperties(properties), message instanceof Error ? message.toString() : message);
}
/**
 * Adds a notice issue
 * @param message notice issue message. Errors will be converted to string via toString()
 * @param properties optional properties to add to the annotation.
 */
function notice(message, properties = {}) {
    issueCommand('notice', toCommandProperties(properties), message instanceof Error ? message.toString() : message);
}
/**
 * Writes info to log with console.log.
 * @param message info message
 */
function info(message) {
    process.stdout.write(message + external_os_.EOL);
}
/**
 * Begin an output group.
 *
 * Output until the next `groupEnd` will be foldable in this group
 *
 * @param name The name of the output group
 */
function startGroup(name) {
    command_issue('group', name);
}
/**
 * End an output group.
 */
function endGroup() {
    command_issue('endgroup');
}
/**
 * Wrap an asynchronous function call in a group.
 *
 * Returns the same type as the function itself.
 *
 * @param name The name of the group
 * @param fn The function to wrap in the group
 */
function group(name, fn) {
    return core_awaiter(this, void 0, void 0, function* () {
        startGroup(name);
        let result;
        try {
            result = yield fn();
        }
        finally {
            endGroup();
        }
        return result;
    });
}
//-----------------------------------------------------------------------
// Wrapper action state
//-----------------------------------------------------------------------
/**
 * Saves state for current action, the state can only be retrieved by this action's post job execution.
 *
 * @param     name     name of the state to store
 * @param     value    value to store. Non-string values will be converted to a string via JSON.stringify
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function saveState(name, value) {
    const filePath = process.env['GITHUB_STATE'] || '';
    if (filePath) {
        return issueFileCommand('STATE', prepareKeyValueMessage(name, value));
    }
    issueCommand('save-state', { name }, toCommandValue(value));
}
/**
 * Gets the value of an state set by this action's main execution.
 *
 * @param     name     name of the state to get
 * @returns   string
 */
function getState(name) {
    return process.env[`STATE_${name}`] || '';
}
function getIDToken(aud) {
    return core_awaiter(this, void 0, void 0, function* () {
        return yield OidcClient.getIDToken(aud);
    });
}
/**
 * Summary exports
 */

/**
 * @deprecated use core.summary
 */

/**
 * Path exports
 */

/**
 * Platform utilities exports
 */

//# sourceMappingURL=core.js.map
;// CONCATENATED MODULE: ./src/runner/actions-runner.ts
/** The workflow runner, through @actions/core: the only module of the action that uses it. */

function actionsRunner() {
    return {
        env: process.env,
        // Empty counts as unset everywhere in the action, so a default applies.
        input: name => getInput(name) || undefined,
        info: line => info(line),
        debug: line => core_debug(line),
        warning: message => warning(message),
        error: (message, properties) => error(message, properties),
        group: (title, work) => group(title, work),
        mask: secret => core_setSecret(secret),
        setOutput: (name, value) => setOutput(name, value),
        appendSummary: async (markdown) => {
            try {
                await summary.addRaw(markdown, true).write();
            }
            finally {
                summary.emptyBuffer();
            }
        },
        fail: message => setFailed(message)
    };
}


/***/ }),

/***/ 7719:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   O9: () => (/* binding */ stepSleep),
/* harmony export */   WH: () => (/* binding */ stepEnv),
/* harmony export */   qg: () => (/* binding */ inStep)
/* harmony export */ });
/* harmony import */ var node_async_hooks__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(6698);
/* harmony import */ var node_async_hooks__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_async_hooks__WEBPACK_IMPORTED_MODULE_0__);
/**
 * What the step running now was given by its runner: its environment, and how it waits
 * before a retry. run() runs the step inside its runner's scope, so every module that reads
 * a GITHUB_*, RUNNER_* or KOSLI_* variable reads the step's, and every transport waits as the
 * runner says, even when several steps run in one process (as tests run them); outside a
 * step, the process's environment and real time.
 */

const current = new node_async_hooks__WEBPACK_IMPORTED_MODULE_0__.AsyncLocalStorage();
const realSleep = (ms) => new Promise(resolve => setTimeout(resolve, ms));
function inStep(runner, work) {
    return current.run({ env: runner.env, sleep: runner.sleep?.bind(runner) ?? realSleep }, work);
}
function stepEnv() {
    return current.getStore()?.env ?? process.env;
}
/** The wait before a retry: real time, unless the step's runner waits otherwise. */
function stepSleep(ms) {
    return (current.getStore()?.sleep ?? realSleep)(ms);
}


/***/ }),

/***/ 931:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   OX: () => (/* binding */ SERVICE_NAME),
/* harmony export */   hf: () => (/* binding */ explainNotFound),
/* harmony export */   pQ: () => (/* binding */ explainServiceAnswer)
/* harmony export */ });
/* unused harmony exports missingThing, isUnknownRoute, explainMissing */
/* harmony import */ var _http_request_error_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(8734);
/* harmony import */ var _roots_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(934);
/**
 * What the compliance service's error answers mean to the person reading the run. When the
 * service says why (`Organization 'acmee' not found`), its reason comes first, then the input
 * to check, then advice that fits that cause: a command's own advice for a 404 (report the
 * artifact first) is given only when the 404 is about what the command asked for.
 */


const SERVICE_NAME = 'the compliance service';
const REGION_ADVICE = `and that base-url is the root of the org's region; EU and US accounts have different roots, ${_roots_js__WEBPACK_IMPORTED_MODULE_1__/* .REGION_ROOTS */ .$2}`;
/**
 * The things a request is made within, each named by one input: when the service cannot find
 * one, that input is the one to check, whatever the command asked for. A map, since the
 * thing is a word of the service's answer (`Constructor not found` names no input).
 */
const WHERE_INPUTS = new Map([
    ['organization', `the org input, ${REGION_ADVICE}`],
    ['flow', 'the flow input'],
    ['environment', 'the environment input'],
    ['trail', "the trail input (by default the commit's SHA, the trail begin-trail creates)"],
    ['policy', 'the policies input']
]);
const GENERAL_NOT_FOUND = 'check org, the names given (flow, trail, environment) and base-url';
/** What a service answer of each status asks the reader to check, when it has no better cause. */
const STATUS_ADVICE = {
    401: `check that api-token is valid, not expired and for this org, ${REGION_ADVICE}`,
    403: 'the account of api-token is not allowed to do this, so check its permissions',
    404: GENERAL_NOT_FOUND
};
/** What the service's reason says is missing: `flow` for "Flow 'x' not found in …". */
function missingThing(reason) {
    const match = /^([A-Za-z]+)\b.*\b(not found|does not exist)\b/i.exec(reason);
    return match?.[1]?.toLowerCase();
}
/**
 * FastAPI's answer for a path it has no route for (`{"detail": "Not Found"}`): every path
 * the action asks for is one the service has, so the request went to something else.
 */
function isUnknownRoute(error) {
    return error.status === 404 && /^not found\.?$/i.test(error.reason ?? '');
}
/**
 * The whole message for a service answer whose cause this module knows (401, 403, 404), or
 * undefined for the general text. With the service's reason it leads:
 * `Organization 'acmee' not found (the compliance service answered 404 to GET /api/v2/…):
 * check the org input, …`.
 */
function explainServiceAnswer(error) {
    if (error.system !== SERVICE_NAME || error.kind !== 'status')
        return undefined;
    if (isUnknownRoute(error))
        return unknownRoute(error);
    const advice = error.status === undefined ? undefined : STATUS_ADVICE[error.status];
    if (advice === undefined)
        return undefined;
    if (error.reason === undefined)
        return `${withStop(capitalize(error.message))} ${capitalize(advice)}.`;
    const where = error.status === 404 ? whereToCheck(error.reason) : undefined;
    return `${reasonFirst(error, error.reason)}: ${where ?? advice}.`;
}
/**
 * Awaits a request and turns its 404 into an Error in the command's own words, when the 404
 * is about what the command asked for (or does not say what it is about). A 404 about
 * something else (the org, a flow, an environment) or for a path the service does not have
 * passes unchanged, for explainServiceAnswer to name its cause.
 */
async function explainNotFound(request, explanation) {
    try {
        return await request;
    }
    catch (error) {
        if (error instanceof _http_request_error_js__WEBPACK_IMPORTED_MODULE_0__/* .RequestError */ .GI && error.status === 404) {
            const message = explainMissing(error, explanation);
            if (message !== undefined)
                throw new Error(message, { cause: error });
        }
        throw error;
    }
}
/** explainNotFound's message, or undefined when the 404 has another cause. */
function explainMissing(error, explanation) {
    if (isUnknownRoute(error))
        return undefined;
    const { reason } = error;
    if (reason === undefined) {
        return `${explanation.missing} (${describeAnswer(error)}); ${explanation.advice}.`;
    }
    const thing = missingThing(reason);
    const aboutIt = explanation.about.some(asked => asked === thing);
    if (!aboutIt && thing !== undefined && WHERE_INPUTS.has(thing))
        return undefined;
    return `${reasonFirst(error, reason)}: ${explanation.advice}.`;
}
/** The input to check for a reason about a thing a request is made within. */
function whereToCheck(reason) {
    const thing = missingThing(reason);
    const input = thing === undefined ? undefined : WHERE_INPUTS.get(thing);
    return input === undefined ? undefined : `check ${input}`;
}
function unknownRoute(error) {
    return (`The base-url input is probably wrong: ${error.system} has no route for ` +
        `${error.method} ${error.path} (it answered ${error.status} ${error.reason}); base-url ` +
        `should be the API root, ${_roots_js__WEBPACK_IMPORTED_MODULE_1__/* .REGION_ROOTS */ .$2}, or the site root of your installation.`);
}
/** `Organization 'acmee' not found (the compliance service answered 404 to GET /api/v2/…)` */
function reasonFirst(error, reason) {
    const request = `${error.method} ${error.path}`;
    return `${reason.replace(/[.\s]+$/, '')} (${error.system} answered ${error.status} to ${request})`;
}
/** "the compliance service answered 404 to GET /path: its message" */
function describeAnswer(error) {
    const status = error.status === undefined ? 'an error' : String(error.status);
    return `${error.system} answered ${status} to ${error.method} ${error.path}: ${error.detail.replace(/[.\s]+$/, '')}`;
}
function withStop(message) {
    return /[.!?…]$/.test(message) ? message : `${message}.`;
}
function capitalize(text) {
    return text.charAt(0).toUpperCase() + text.slice(1);
}


/***/ }),

/***/ 934:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $2: () => (/* binding */ REGION_ROOTS),
/* harmony export */   CT: () => (/* binding */ API_ROOT_PATH),
/* harmony export */   _r: () => (/* binding */ US_SITE_ROOT),
/* harmony export */   bc: () => (/* binding */ EU_BASE_URL),
/* harmony export */   fn: () => (/* binding */ US_BASE_URL),
/* harmony export */   yQ: () => (/* binding */ EU_SITE_ROOT)
/* harmony export */ });
/**
 * Where the service lives: its two regions, and the path of the API below a site root. An
 * account belongs to one region, and a token or org of one is unknown to the other.
 */
/** The path of the v2 API below a site root (KOSLI_HOST and the vendor CLI's --host). */
const API_ROOT_PATH = '/api/v2';
const EU_SITE_ROOT = 'https://app.kosli.com';
const US_SITE_ROOT = 'https://app.us.kosli.com';
const EU_BASE_URL = `${EU_SITE_ROOT}${API_ROOT_PATH}`;
const US_BASE_URL = `${US_SITE_ROOT}${API_ROOT_PATH}`;
/** For messages: `https://app.kosli.com/api/v2 (EU) or https://app.us.kosli.com/api/v2 (US)`. */
const REGION_ROOTS = `${EU_BASE_URL} (EU) or ${US_BASE_URL} (US)`;


/***/ }),

/***/ 311:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   _O: () => (/* binding */ USER_AGENT)
/* harmony export */ });
/* unused harmony exports ACTION_NAME, ACTION_VERSION */
/** Sent in the User-Agent; a unit test keeps it equal to package.json's version. */
const ACTION_NAME = 'kosli-compliance-action';
const ACTION_VERSION = '1.1.0';
const USER_AGENT = `${ACTION_NAME}/${ACTION_VERSION}`;


/***/ }),

/***/ 2613:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("assert");

/***/ }),

/***/ 181:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("buffer");

/***/ }),

/***/ 6982:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("crypto");

/***/ }),

/***/ 4434:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("events");

/***/ }),

/***/ 9896:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("fs");

/***/ }),

/***/ 8611:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("http");

/***/ }),

/***/ 5692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("https");

/***/ }),

/***/ 9278:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("net");

/***/ }),

/***/ 4589:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:assert");

/***/ }),

/***/ 6698:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:async_hooks");

/***/ }),

/***/ 4573:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:buffer");

/***/ }),

/***/ 1421:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:child_process");

/***/ }),

/***/ 7540:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:console");

/***/ }),

/***/ 7598:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");

/***/ }),

/***/ 3053:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:diagnostics_channel");

/***/ }),

/***/ 610:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:dns");

/***/ }),

/***/ 8474:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:events");

/***/ }),

/***/ 3024:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");

/***/ }),

/***/ 1455:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs/promises");

/***/ }),

/***/ 7067:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http");

/***/ }),

/***/ 2467:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http2");

/***/ }),

/***/ 7030:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:net");

/***/ }),

/***/ 8161:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");

/***/ }),

/***/ 6760:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");

/***/ }),

/***/ 643:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:perf_hooks");

/***/ }),

/***/ 1792:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:querystring");

/***/ }),

/***/ 7075:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream");

/***/ }),

/***/ 6466:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream/promises");

/***/ }),

/***/ 1692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:tls");

/***/ }),

/***/ 3136:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:url");

/***/ }),

/***/ 7975:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");

/***/ }),

/***/ 3429:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util/types");

/***/ }),

/***/ 5919:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:worker_threads");

/***/ }),

/***/ 8522:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:zlib");

/***/ }),

/***/ 857:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("os");

/***/ }),

/***/ 932:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("process");

/***/ }),

/***/ 3193:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("string_decoder");

/***/ }),

/***/ 4756:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("tls");

/***/ }),

/***/ 9023:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("util");

/***/ }),

/***/ 4942:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  Qq: () => (/* binding */ HttpClient),
  s_: () => (/* binding */ lib_getProxyUrl)
});

// UNUSED EXPORTS: Headers, HttpClientError, HttpClientResponse, HttpCodes, MediaTypes, isHttps

// EXTERNAL MODULE: external "http"
var external_http_ = __nccwpck_require__(8611);
var external_http_namespaceObject = /*#__PURE__*/__nccwpck_require__.t(external_http_, 2);
// EXTERNAL MODULE: external "https"
var external_https_ = __nccwpck_require__(5692);
var external_https_namespaceObject = /*#__PURE__*/__nccwpck_require__.t(external_https_, 2);
;// CONCATENATED MODULE: ./node_modules/@actions/http-client/lib/proxy.js
function getProxyUrl(reqUrl) {
    const usingSsl = reqUrl.protocol === 'https:';
    if (checkBypass(reqUrl)) {
        return undefined;
    }
    const proxyVar = (() => {
        if (usingSsl) {
            return process.env['https_proxy'] || process.env['HTTPS_PROXY'];
        }
        else {
            return process.env['http_proxy'] || process.env['HTTP_PROXY'];
        }
    })();
    if (proxyVar) {
        try {
            return new DecodedURL(proxyVar);
        }
        catch (_a) {
            if (!proxyVar.startsWith('http://') && !proxyVar.startsWith('https://'))
                return new DecodedURL(`http://${proxyVar}`);
        }
    }
    else {
        return undefined;
    }
}
function checkBypass(reqUrl) {
    if (!reqUrl.hostname) {
        return false;
    }
    const reqHost = reqUrl.hostname;
    if (isLoopbackAddress(reqHost)) {
        return true;
    }
    const noProxy = process.env['no_proxy'] || process.env['NO_PROXY'] || '';
    if (!noProxy) {
        return false;
    }
    // Determine the request port
    let reqPort;
    if (reqUrl.port) {
        reqPort = Number(reqUrl.port);
    }
    else if (reqUrl.protocol === 'http:') {
        reqPort = 80;
    }
    else if (reqUrl.protocol === 'https:') {
        reqPort = 443;
    }
    // Format the request hostname and hostname with port
    const upperReqHosts = [reqUrl.hostname.toUpperCase()];
    if (typeof reqPort === 'number') {
        upperReqHosts.push(`${upperReqHosts[0]}:${reqPort}`);
    }
    // Compare request host against noproxy
    for (const upperNoProxyItem of noProxy
        .split(',')
        .map(x => x.trim().toUpperCase())
        .filter(x => x)) {
        if (upperNoProxyItem === '*' ||
            upperReqHosts.some(x => x === upperNoProxyItem ||
                x.endsWith(`.${upperNoProxyItem}`) ||
                (upperNoProxyItem.startsWith('.') &&
                    x.endsWith(`${upperNoProxyItem}`)))) {
            return true;
        }
    }
    return false;
}
function isLoopbackAddress(host) {
    const hostLower = host.toLowerCase();
    return (hostLower === 'localhost' ||
        hostLower.startsWith('127.') ||
        hostLower.startsWith('[::1]') ||
        hostLower.startsWith('[0:0:0:0:0:0:0:1]'));
}
class DecodedURL extends URL {
    constructor(url, base) {
        super(url, base);
        this._decodedUsername = decodeURIComponent(super.username);
        this._decodedPassword = decodeURIComponent(super.password);
    }
    get username() {
        return this._decodedUsername;
    }
    get password() {
        return this._decodedPassword;
    }
}
//# sourceMappingURL=proxy.js.map
// EXTERNAL MODULE: ./node_modules/tunnel/index.js
var tunnel = __nccwpck_require__(770);
// EXTERNAL MODULE: ./src/bundle/undici.ts
var undici = __nccwpck_require__(8510);
;// CONCATENATED MODULE: ./node_modules/@actions/http-client/lib/index.js
/* eslint-disable @typescript-eslint/no-explicit-any */
var __awaiter = (undefined && undefined.__awaiter) || function (thisArg, _arguments, P, generator) {
    function adopt(value) { return value instanceof P ? value : new P(function (resolve) { resolve(value); }); }
    return new (P || (P = Promise))(function (resolve, reject) {
        function fulfilled(value) { try { step(generator.next(value)); } catch (e) { reject(e); } }
        function rejected(value) { try { step(generator["throw"](value)); } catch (e) { reject(e); } }
        function step(result) { result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected); }
        step((generator = generator.apply(thisArg, _arguments || [])).next());
    });
};





var HttpCodes;
(function (HttpCodes) {
    HttpCodes[HttpCodes["OK"] = 200] = "OK";
    HttpCodes[HttpCodes["MultipleChoices"] = 300] = "MultipleChoices";
    HttpCodes[HttpCodes["MovedPermanently"] = 301] = "MovedPermanently";
    HttpCodes[HttpCodes["ResourceMoved"] = 302] = "ResourceMoved";
    HttpCodes[HttpCodes["SeeOther"] = 303] = "SeeOther";
    HttpCodes[HttpCodes["NotModified"] = 304] = "NotModified";
    HttpCodes[HttpCodes["UseProxy"] = 305] = "UseProxy";
    HttpCodes[HttpCodes["SwitchProxy"] = 306] = "SwitchProxy";
    HttpCodes[HttpCodes["TemporaryRedirect"] = 307] = "TemporaryRedirect";
    HttpCodes[HttpCodes["PermanentRedirect"] = 308] = "PermanentRedirect";
    HttpCodes[HttpCodes["BadRequest"] = 400] = "BadRequest";
    HttpCodes[HttpCodes["Unauthorized"] = 401] = "Unauthorized";
    HttpCodes[HttpCodes["PaymentRequired"] = 402] = "PaymentRequired";
    HttpCodes[HttpCodes["Forbidden"] = 403] = "Forbidden";
    HttpCodes[HttpCodes["NotFound"] = 404] = "NotFound";
    HttpCodes[HttpCodes["MethodNotAllowed"] = 405] = "MethodNotAllowed";
    HttpCodes[HttpCodes["NotAcceptable"] = 406] = "NotAcceptable";
    HttpCodes[HttpCodes["ProxyAuthenticationRequired"] = 407] = "ProxyAuthenticationRequired";
    HttpCodes[HttpCodes["RequestTimeout"] = 408] = "RequestTimeout";
    HttpCodes[HttpCodes["Conflict"] = 409] = "Conflict";
    HttpCodes[HttpCodes["Gone"] = 410] = "Gone";
    HttpCodes[HttpCodes["TooManyRequests"] = 429] = "TooManyRequests";
    HttpCodes[HttpCodes["InternalServerError"] = 500] = "InternalServerError";
    HttpCodes[HttpCodes["NotImplemented"] = 501] = "NotImplemented";
    HttpCodes[HttpCodes["BadGateway"] = 502] = "BadGateway";
    HttpCodes[HttpCodes["ServiceUnavailable"] = 503] = "ServiceUnavailable";
    HttpCodes[HttpCodes["GatewayTimeout"] = 504] = "GatewayTimeout";
})(HttpCodes || (HttpCodes = {}));
var Headers;
(function (Headers) {
    Headers["Accept"] = "accept";
    Headers["ContentType"] = "content-type";
})(Headers || (Headers = {}));
var MediaTypes;
(function (MediaTypes) {
    MediaTypes["ApplicationJson"] = "application/json";
})(MediaTypes || (MediaTypes = {}));
/**
 * Returns the proxy URL, depending upon the supplied url and proxy environment variables.
 * @param serverUrl  The server URL where the request will be sent. For example, https://api.github.com
 */
function lib_getProxyUrl(serverUrl) {
    const proxyUrl = getProxyUrl(new URL(serverUrl));
    return proxyUrl ? proxyUrl.href : '';
}
const HttpRedirectCodes = [
    HttpCodes.MovedPermanently,
    HttpCodes.ResourceMoved,
    HttpCodes.SeeOther,
    HttpCodes.TemporaryRedirect,
    HttpCodes.PermanentRedirect
];
const HttpResponseRetryCodes = [
    HttpCodes.BadGateway,
    HttpCodes.ServiceUnavailable,
    HttpCodes.GatewayTimeout
];
const RetryableHttpVerbs = ['OPTIONS', 'GET', 'DELETE', 'HEAD'];
const ExponentialBackoffCeiling = 10;
const ExponentialBackoffTimeSlice = 5;
class HttpClientError extends Error {
    constructor(message, statusCode) {
        super(message);
        this.name = 'HttpClientError';
        this.statusCode = statusCode;
        Object.setPrototypeOf(this, HttpClientError.prototype);
    }
}
class HttpClientResponse {
    constructor(message) {
        this.message = message;
    }
    readBody() {
        return __awaiter(this, void 0, void 0, function* () {
            return new Promise((resolve) => __awaiter(this, void 0, void 0, function* () {
                let output = Buffer.alloc(0);
                this.message.on('data', (chunk) => {
                    output = Buffer.concat([output, chunk]);
                });
                this.message.on('end', () => {
                    resolve(output.toString());
                });
            }));
        });
    }
    readBodyBuffer() {
        return __awaiter(this, void 0, void 0, function* () {
            return new Promise((resolve) => __awaiter(this, void 0, void 0, function* () {
                const chunks = [];
                this.message.on('data', (chunk) => {
                    chunks.push(chunk);
                });
                this.message.on('end', () => {
                    resolve(Buffer.concat(chunks));
                });
            }));
        });
    }
}
function isHttps(requestUrl) {
    const parsedUrl = new URL(requestUrl);
    return parsedUrl.protocol === 'https:';
}
class HttpClient {
    constructor(userAgent, handlers, requestOptions) {
        this._ignoreSslError = false;
        this._allowRedirects = true;
        this._allowRedirectDowngrade = false;
        this._maxRedirects = 50;
        this._allowRetries = false;
        this._maxRetries = 1;
        this._keepAlive = false;
        this._disposed = false;
        this.userAgent = this._getUserAgentWithOrchestrationId(userAgent);
        this.handlers = handlers || [];
        this.requestOptions = requestOptions;
        if (requestOptions) {
            if (requestOptions.ignoreSslError != null) {
                this._ignoreSslError = requestOptions.ignoreSslError;
            }
            this._socketTimeout = requestOptions.socketTimeout;
            if (requestOptions.allowRedirects != null) {
                this._allowRedirects = requestOptions.allowRedirects;
            }
            if (requestOptions.allowRedirectDowngrade != null) {
                this._allowRedirectDowngrade = requestOptions.allowRedirectDowngrade;
            }
            if (requestOptions.maxRedirects != null) {
                this._maxRedirects = Math.max(requestOptions.maxRedirects, 0);
            }
            if (requestOptions.keepAlive != null) {
                this._keepAlive = requestOptions.keepAlive;
            }
            if (requestOptions.allowRetries != null) {
                this._allowRetries = requestOptions.allowRetries;
            }
            if (requestOptions.maxRetries != null) {
                this._maxRetries = requestOptions.maxRetries;
            }
        }
    }
    options(requestUrl, additionalHeaders) {
        return __awaiter(this, void 0, void 0, function* () {
            return this.request('OPTIONS', requestUrl, null, additionalHeaders || {});
        });
    }
    get(requestUrl, additionalHeaders) {
        return __awaiter(this, void 0, void 0, function* () {
            return this.request('GET', requestUrl, null, additionalHeaders || {});
        });
    }
    del(requestUrl, additionalHeaders) {
        return __awaiter(this, void 0, void 0, function* () {
            return this.request('DELETE', requestUrl, null, additionalHeaders || {});
        });
    }
    post(requestUrl, data, additionalHeaders) {
        return __awaiter(this, void 0, void 0, function* () {
            return this.request('POST', requestUrl, data, additionalHeaders || {});
        });
    }
    patch(requestUrl, data, additionalHeaders) {
        return __awaiter(this, void 0, void 0, function* () {
            return this.request('PATCH', requestUrl, data, additionalHeaders || {});
        });
    }
    put(requestUrl, data, additionalHeaders) {
        return __awaiter(this, void 0, void 0, function* () {
            return this.request('PUT', requestUrl, data, additionalHeaders || {});
        });
    }
    head(requestUrl, additionalHeaders) {
        return __awaiter(this, void 0, void 0, function* () {
            return this.request('HEAD', requestUrl, null, additionalHeaders || {});
        });
    }
    sendStream(verb, requestUrl, stream, additionalHeaders) {
        return __awaiter(this, void 0, void 0, function* () {
            return this.request(verb, requestUrl, stream, additionalHeaders);
        });
    }
    /**
     * Gets a typed object from an endpoint
     * Be aware that not found returns a null.  Other errors (4xx, 5xx) reject the promise
     */
    getJson(requestUrl_1) {
        return __awaiter(this, arguments, void 0, function* (requestUrl, additionalHeaders = {}) {
            additionalHeaders[Headers.Accept] = this._getExistingOrDefaultHeader(additionalHeaders, Headers.Accept, MediaTypes.ApplicationJson);
            const res = yield this.get(requestUrl, additionalHeaders);
            return this._processResponse(res, this.requestOptions);
        });
    }
    postJson(requestUrl_1, obj_1) {
        return __awaiter(this, arguments, void 0, function* (requestUrl, obj, additionalHeaders = {}) {
            const data = JSON.stringify(obj, null, 2);
            additionalHeaders[Headers.Accept] = this._getExistingOrDefaultHeader(additionalHeaders, Headers.Accept, MediaTypes.ApplicationJson);
            additionalHeaders[Headers.ContentType] =
                this._getExistingOrDefaultContentTypeHeader(additionalHeaders, MediaTypes.ApplicationJson);
            const res = yield this.post(requestUrl, data, additionalHeaders);
            return this._processResponse(res, this.requestOptions);
        });
    }
    putJson(requestUrl_1, obj_1) {
        return __awaiter(this, arguments, void 0, function* (requestUrl, obj, additionalHeaders = {}) {
            const data = JSON.stringify(obj, null, 2);
            additionalHeaders[Headers.Accept] = this._getExistingOrDefaultHeader(additionalHeaders, Headers.Accept, MediaTypes.ApplicationJson);
            additionalHeaders[Headers.ContentType] =
                this._getExistingOrDefaultContentTypeHeader(additionalHeaders, MediaTypes.ApplicationJson);
            const res = yield this.put(requestUrl, data, additionalHeaders);
            return this._processResponse(res, this.requestOptions);
        });
    }
    patchJson(requestUrl_1, obj_1) {
        return __awaiter(this, arguments, void 0, function* (requestUrl, obj, additionalHeaders = {}) {
            const data = JSON.stringify(obj, null, 2);
            additionalHeaders[Headers.Accept] = this._getExistingOrDefaultHeader(additionalHeaders, Headers.Accept, MediaTypes.ApplicationJson);
            additionalHeaders[Headers.ContentType] =
                this._getExistingOrDefaultContentTypeHeader(additionalHeaders, MediaTypes.ApplicationJson);
            const res = yield this.patch(requestUrl, data, additionalHeaders);
            return this._processResponse(res, this.requestOptions);
        });
    }
    /**
     * Makes a raw http request.
     * All other methods such as get, post, patch, and request ultimately call this.
     * Prefer get, del, post and patch
     */
    request(verb, requestUrl, data, headers) {
        return __awaiter(this, void 0, void 0, function* () {
            if (this._disposed) {
                throw new Error('Client has already been disposed.');
            }
            const parsedUrl = new URL(requestUrl);
            let info = this._prepareRequest(verb, parsedUrl, headers);
            // Only perform retries on reads since writes may not be idempotent.
            const maxTries = this._allowRetries && RetryableHttpVerbs.includes(verb)
                ? this._maxRetries + 1
                : 1;
            let numTries = 0;
            let response;
            do {
                response = yield this.requestRaw(info, data);
                // Check if it's an authentication challenge
                if (response &&
                    response.message &&
                    response.message.statusCode === HttpCodes.Unauthorized) {
                    let authenticationHandler;
                    for (const handler of this.handlers) {
                        if (handler.canHandleAuthentication(response)) {
                            authenticationHandler = handler;
                            break;
                        }
                    }
                    if (authenticationHandler) {
                        return authenticationHandler.handleAuthentication(this, info, data);
                    }
                    else {
                        // We have received an unauthorized response but have no handlers to handle it.
                        // Let the response return to the caller.
                        return response;
                    }
                }
                let redirectsRemaining = this._maxRedirects;
                while (response.message.statusCode &&
                    HttpRedirectCodes.includes(response.message.statusCode) &&
                    this._allowRedirects &&
                    redirectsRemaining > 0) {
                    const redirectUrl = response.message.headers['location'];
                    if (!redirectUrl) {
                        // if there's no location to redirect to, we won't
                        break;
                    }
                    const parsedRedirectUrl = new URL(redirectUrl);
                    if (parsedUrl.protocol === 'https:' &&
                        parsedUrl.protocol !== parsedRedirectUrl.protocol &&
                        !this._allowRedirectDowngrade) {
                        throw new Error('Redirect from HTTPS to HTTP protocol. This downgrade is not allowed for security reasons. If you want to allow this behavior, set the allowRedirectDowngrade option to true.');
                    }
                    // we need to finish reading the response before reassigning response
                    // which will leak the open socket.
                    yield response.readBody();
                    // strip authorization header if redirected to a different hostname
                    if (parsedRedirectUrl.hostname !== parsedUrl.hostname) {
                        for (const header in headers) {
                            // header names are case insensitive
                            if (header.toLowerCase() === 'authorization') {
                                delete headers[header];
                            }
                        }
                    }
                    // let's make the request with the new redirectUrl
                    info = this._prepareRequest(verb, parsedRedirectUrl, headers);
                    response = yield this.requestRaw(info, data);
                    redirectsRemaining--;
                }
                if (!response.message.statusCode ||
                    !HttpResponseRetryCodes.includes(response.message.statusCode)) {
                    // If not a retry code, return immediately instead of retrying
                    return response;
                }
                numTries += 1;
                if (numTries < maxTries) {
                    yield response.readBody();
                    yield this._performExponentialBackoff(numTries);
                }
            } while (numTries < maxTries);
            return response;
        });
    }
    /**
     * Needs to be called if keepAlive is set to true in request options.
     */
    dispose() {
        if (this._agent) {
            this._agent.destroy();
        }
        this._disposed = true;
    }
    /**
     * Raw request.
     * @param info
     * @param data
     */
    requestRaw(info, data) {
        return __awaiter(this, void 0, void 0, function* () {
            return new Promise((resolve, reject) => {
                function callbackForResult(err, res) {
                    if (err) {
                        reject(err);
                    }
                    else if (!res) {
                        // If `err` is not passed, then `res` must be passed.
                        reject(new Error('Unknown error'));
                    }
                    else {
                        resolve(res);
                    }
                }
                this.requestRawWithCallback(info, data, callbackForResult);
            });
        });
    }
    /**
     * Raw request with callback.
     * @param info
     * @param data
     * @param onResult
     */
    requestRawWithCallback(info, data, onResult) {
        if (typeof data === 'string') {
            if (!info.options.headers) {
                info.options.headers = {};
            }
            info.options.headers['Content-Length'] = Buffer.byteLength(data, 'utf8');
        }
        let callbackCalled = false;
        function handleResult(err, res) {
            if (!callbackCalled) {
                callbackCalled = true;
                onResult(err, res);
            }
        }
        const req = info.httpModule.request(info.options, (msg) => {
            const res = new HttpClientResponse(msg);
            handleResult(undefined, res);
        });
        let socket;
        req.on('socket', sock => {
            socket = sock;
        });
        // If we ever get disconnected, we want the socket to timeout eventually
        req.setTimeout(this._socketTimeout || 3 * 60000, () => {
            if (socket) {
                socket.end();
            }
            handleResult(new Error(`Request timeout: ${info.options.path}`));
        });
        req.on('error', function (err) {
            // err has statusCode property
            // res should have headers
            handleResult(err);
        });
        if (data && typeof data === 'string') {
            req.write(data, 'utf8');
        }
        if (data && typeof data !== 'string') {
            data.on('close', function () {
                req.end();
            });
            data.pipe(req);
        }
        else {
            req.end();
        }
    }
    /**
     * Gets an http agent. This function is useful when you need an http agent that handles
     * routing through a proxy server - depending upon the url and proxy environment variables.
     * @param serverUrl  The server URL where the request will be sent. For example, https://api.github.com
     */
    getAgent(serverUrl) {
        const parsedUrl = new URL(serverUrl);
        return this._getAgent(parsedUrl);
    }
    getAgentDispatcher(serverUrl) {
        const parsedUrl = new URL(serverUrl);
        const proxyUrl = getProxyUrl(parsedUrl);
        const useProxy = proxyUrl && proxyUrl.hostname;
        if (!useProxy) {
            return;
        }
        return this._getProxyAgentDispatcher(parsedUrl, proxyUrl);
    }
    _prepareRequest(method, requestUrl, headers) {
        const info = {};
        info.parsedUrl = requestUrl;
        const usingSsl = info.parsedUrl.protocol === 'https:';
        info.httpModule = usingSsl ? external_https_namespaceObject : external_http_namespaceObject;
        const defaultPort = usingSsl ? 443 : 80;
        info.options = {};
        info.options.host = info.parsedUrl.hostname;
        info.options.port = info.parsedUrl.port
            ? parseInt(info.parsedUrl.port)
            : defaultPort;
        info.options.path =
            (info.parsedUrl.pathname || '') + (info.parsedUrl.search || '');
        info.options.method = method;
        info.options.headers = this._mergeHeaders(headers);
        if (this.userAgent != null) {
            info.options.headers['user-agent'] = this.userAgent;
        }
        info.options.agent = this._getAgent(info.parsedUrl);
        // gives handlers an opportunity to participate
        if (this.handlers) {
            for (const handler of this.handlers) {
                handler.prepareRequest(info.options);
            }
        }
        return info;
    }
    _mergeHeaders(headers) {
        if (this.requestOptions && this.requestOptions.headers) {
            return Object.assign({}, lowercaseKeys(this.requestOptions.headers), lowercaseKeys(headers || {}));
        }
        return lowercaseKeys(headers || {});
    }
    /**
     * Gets an existing header value or returns a default.
     * Handles converting number header values to strings since HTTP headers must be strings.
     * Note: This returns string | string[] since some headers can have multiple values.
     * For headers that must always be a single string (like Content-Type), use the
     * specialized _getExistingOrDefaultContentTypeHeader method instead.
     */
    _getExistingOrDefaultHeader(additionalHeaders, header, _default) {
        let clientHeader;
        if (this.requestOptions && this.requestOptions.headers) {
            const headerValue = lowercaseKeys(this.requestOptions.headers)[header];
            if (headerValue) {
                clientHeader =
                    typeof headerValue === 'number' ? headerValue.toString() : headerValue;
            }
        }
        const additionalValue = additionalHeaders[header];
        if (additionalValue !== undefined) {
            return typeof additionalValue === 'number'
                ? additionalValue.toString()
                : additionalValue;
        }
        if (clientHeader !== undefined) {
            return clientHeader;
        }
        return _default;
    }
    /**
     * Specialized version of _getExistingOrDefaultHeader for Content-Type header.
     * Always returns a single string (not an array) since Content-Type should be a single value.
     * Converts arrays to comma-separated strings and numbers to strings to ensure type safety.
     * This was split from _getExistingOrDefaultHeader to provide stricter typing for callers
     * that assign the result to places expecting a string (e.g., additionalHeaders[Headers.ContentType]).
     */
    _getExistingOrDefaultContentTypeHeader(additionalHeaders, _default) {
        let clientHeader;
        if (this.requestOptions && this.requestOptions.headers) {
            const headerValue = lowercaseKeys(this.requestOptions.headers)[Headers.ContentType];
            if (headerValue) {
                if (typeof headerValue === 'number') {
                    clientHeader = String(headerValue);
                }
                else if (Array.isArray(headerValue)) {
                    clientHeader = headerValue.join(', ');
                }
                else {
                    clientHeader = headerValue;
                }
            }
        }
        const additionalValue = additionalHeaders[Headers.ContentType];
        // Return the first non-undefined value, converting numbers or arrays to strings if necessary
        if (additionalValue !== undefined) {
            if (typeof additionalValue === 'number') {
                return String(additionalValue);
            }
            else if (Array.isArray(additionalValue)) {
                return additionalValue.join(', ');
            }
            else {
                return additionalValue;
            }
        }
        if (clientHeader !== undefined) {
            return clientHeader;
        }
        return _default;
    }
    _getAgent(parsedUrl) {
        let agent;
        const proxyUrl = getProxyUrl(parsedUrl);
        const useProxy = proxyUrl && proxyUrl.hostname;
        if (this._keepAlive && useProxy) {
            agent = this._proxyAgent;
        }
        if (!useProxy) {
            agent = this._agent;
        }
        // if agent is already assigned use that agent.
        if (agent) {
            return agent;
        }
        const usingSsl = parsedUrl.protocol === 'https:';
        let maxSockets = 100;
        if (this.requestOptions) {
            maxSockets = this.requestOptions.maxSockets || external_http_.globalAgent.maxSockets;
        }
        // This is `useProxy` again, but we need to check `proxyURl` directly for TypeScripts's flow analysis.
        if (proxyUrl && proxyUrl.hostname) {
            const agentOptions = {
                maxSockets,
                keepAlive: this._keepAlive,
                proxy: Object.assign(Object.assign({}, ((proxyUrl.username || proxyUrl.password) && {
                    proxyAuth: `${proxyUrl.username}:${proxyUrl.password}`
                })), { host: proxyUrl.hostname, port: proxyUrl.port })
            };
            let tunnelAgent;
            const overHttps = proxyUrl.protocol === 'https:';
            if (usingSsl) {
                tunnelAgent = overHttps ? tunnel.httpsOverHttps : tunnel.httpsOverHttp;
            }
            else {
                tunnelAgent = overHttps ? tunnel.httpOverHttps : tunnel.httpOverHttp;
            }
            agent = tunnelAgent(agentOptions);
            this._proxyAgent = agent;
        }
        // if tunneling agent isn't assigned create a new agent
        if (!agent) {
            const options = { keepAlive: this._keepAlive, maxSockets };
            agent = usingSsl ? new external_https_.Agent(options) : new external_http_.Agent(options);
            this._agent = agent;
        }
        if (usingSsl && this._ignoreSslError) {
            // we don't want to set NODE_TLS_REJECT_UNAUTHORIZED=0 since that will affect request for entire process
            // http.RequestOptions doesn't expose a way to modify RequestOptions.agent.options
            // we have to cast it to any and change it directly
            agent.options = Object.assign(agent.options || {}, {
                rejectUnauthorized: false
            });
        }
        return agent;
    }
    _getProxyAgentDispatcher(parsedUrl, proxyUrl) {
        let proxyAgent;
        if (this._keepAlive) {
            proxyAgent = this._proxyAgentDispatcher;
        }
        // if agent is already assigned use that agent.
        if (proxyAgent) {
            return proxyAgent;
        }
        const usingSsl = parsedUrl.protocol === 'https:';
        proxyAgent = new undici/* ProxyAgent */.kT(Object.assign({ uri: proxyUrl.href, pipelining: !this._keepAlive ? 0 : 1 }, ((proxyUrl.username || proxyUrl.password) && {
            token: `Basic ${Buffer.from(`${proxyUrl.username}:${proxyUrl.password}`).toString('base64')}`
        })));
        this._proxyAgentDispatcher = proxyAgent;
        if (usingSsl && this._ignoreSslError) {
            // we don't want to set NODE_TLS_REJECT_UNAUTHORIZED=0 since that will affect request for entire process
            // http.RequestOptions doesn't expose a way to modify RequestOptions.agent.options
            // we have to cast it to any and change it directly
            proxyAgent.options = Object.assign(proxyAgent.options.requestTls || {}, {
                rejectUnauthorized: false
            });
        }
        return proxyAgent;
    }
    _getUserAgentWithOrchestrationId(userAgent) {
        const baseUserAgent = userAgent || 'actions/http-client';
        const orchId = process.env['ACTIONS_ORCHESTRATION_ID'];
        if (orchId) {
            // Sanitize the orchestration ID to ensure it contains only valid characters
            // Valid characters: 0-9, a-z, _, -, .
            const sanitizedId = orchId.replace(/[^a-z0-9_.-]/gi, '_');
            return `${baseUserAgent} actions_orchestration_id/${sanitizedId}`;
        }
        return baseUserAgent;
    }
    _performExponentialBackoff(retryNumber) {
        return __awaiter(this, void 0, void 0, function* () {
            retryNumber = Math.min(ExponentialBackoffCeiling, retryNumber);
            const ms = ExponentialBackoffTimeSlice * Math.pow(2, retryNumber);
            return new Promise(resolve => setTimeout(() => resolve(), ms));
        });
    }
    _processResponse(res, options) {
        return __awaiter(this, void 0, void 0, function* () {
            return new Promise((resolve, reject) => __awaiter(this, void 0, void 0, function* () {
                const statusCode = res.message.statusCode || 0;
                const response = {
                    statusCode,
                    result: null,
                    headers: {}
                };
                // not found leads to null obj returned
                if (statusCode === HttpCodes.NotFound) {
                    resolve(response);
                }
                // get the result from the body
                function dateTimeDeserializer(key, value) {
                    if (typeof value === 'string') {
                        const a = new Date(value);
                        if (!isNaN(a.valueOf())) {
                            return a;
                        }
                    }
                    return value;
                }
                let obj;
                let contents;
                try {
                    contents = yield res.readBody();
                    if (contents && contents.length > 0) {
                        if (options && options.deserializeDates) {
                            obj = JSON.parse(contents, dateTimeDeserializer);
                        }
                        else {
                            obj = JSON.parse(contents);
                        }
                        response.result = obj;
                    }
                    response.headers = res.message.headers;
                }
                catch (err) {
                    // Invalid resource (contents not json);  leaving result obj null
                }
                // note that 3xx redirects are handled by the http layer.
                if (statusCode > 299) {
                    let msg;
                    // if exception/error in body, attempt to get better error
                    if (obj && obj.message) {
                        msg = obj.message;
                    }
                    else if (contents && contents.length > 0) {
                        // it may be the case that the exception is in the body message as string
                        msg = contents;
                    }
                    else {
                        msg = `Failed request: (${statusCode})`;
                    }
                    const err = new HttpClientError(msg, statusCode);
                    err.result = response.result;
                    reject(err);
                }
                else {
                    resolve(response);
                }
            }));
        });
    }
}
const lowercaseKeys = (obj) => Object.keys(obj).reduce((c, k) => ((c[k.toLowerCase()] = obj[k]), c), {});
//# sourceMappingURL=index.js.map

/***/ })

/******/ });
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		// no module.id needed
/******/ 		// no module.loaded needed
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId].call(module.exports, module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/******/ // expose the modules object (__webpack_modules__)
/******/ __nccwpck_require__.m = __webpack_modules__;
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/******/ /* webpack/runtime/async module */
/******/ (() => {
/******/ 	var webpackQueues = typeof Symbol === "function" ? Symbol("webpack queues") : "__webpack_queues__";
/******/ 	var webpackExports = typeof Symbol === "function" ? Symbol("webpack exports") : "__webpack_exports__";
/******/ 	var webpackError = typeof Symbol === "function" ? Symbol("webpack error") : "__webpack_error__";
/******/ 	var resolveQueue = (queue) => {
/******/ 		if(queue && queue.d < 1) {
/******/ 			queue.d = 1;
/******/ 			queue.forEach((fn) => (fn.r--));
/******/ 			queue.forEach((fn) => (fn.r-- ? fn.r++ : fn()));
/******/ 		}
/******/ 	}
/******/ 	var wrapDeps = (deps) => (deps.map((dep) => {
/******/ 		if(dep !== null && typeof dep === "object") {
/******/ 			if(dep[webpackQueues]) return dep;
/******/ 			if(dep.then) {
/******/ 				var queue = [];
/******/ 				queue.d = 0;
/******/ 				dep.then((r) => {
/******/ 					obj[webpackExports] = r;
/******/ 					resolveQueue(queue);
/******/ 				}, (e) => {
/******/ 					obj[webpackError] = e;
/******/ 					resolveQueue(queue);
/******/ 				});
/******/ 				var obj = {};
/******/ 				obj[webpackQueues] = (fn) => (fn(queue));
/******/ 				return obj;
/******/ 			}
/******/ 		}
/******/ 		var ret = {};
/******/ 		ret[webpackQueues] = x => {};
/******/ 		ret[webpackExports] = dep;
/******/ 		return ret;
/******/ 	}));
/******/ 	__nccwpck_require__.a = (module, body, hasAwait) => {
/******/ 		var queue;
/******/ 		hasAwait && ((queue = []).d = -1);
/******/ 		var depQueues = new Set();
/******/ 		var exports = module.exports;
/******/ 		var currentDeps;
/******/ 		var outerResolve;
/******/ 		var reject;
/******/ 		var promise = new Promise((resolve, rej) => {
/******/ 			reject = rej;
/******/ 			outerResolve = resolve;
/******/ 		});
/******/ 		promise[webpackExports] = exports;
/******/ 		promise[webpackQueues] = (fn) => (queue && fn(queue), depQueues.forEach(fn), promise["catch"](x => {}));
/******/ 		module.exports = promise;
/******/ 		body((deps) => {
/******/ 			currentDeps = wrapDeps(deps);
/******/ 			var fn;
/******/ 			var getResult = () => (currentDeps.map((d) => {
/******/ 				if(d[webpackError]) throw d[webpackError];
/******/ 				return d[webpackExports];
/******/ 			}))
/******/ 			var promise = new Promise((resolve) => {
/******/ 				fn = () => (resolve(getResult));
/******/ 				fn.r = 0;
/******/ 				var fnQueue = (q) => (q !== queue && !depQueues.has(q) && (depQueues.add(q), q && !q.d && (fn.r++, q.push(fn))));
/******/ 				currentDeps.map((dep) => (dep[webpackQueues](fnQueue)));
/******/ 			});
/******/ 			return fn.r ? promise : getResult();
/******/ 		}, (err) => ((err ? reject(promise[webpackError] = err) : outerResolve(exports)), resolveQueue(queue)));
/******/ 		queue && queue.d < 0 && (queue.d = 0);
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/compat get default export */
/******/ (() => {
/******/ 	// getDefaultExport function for compatibility with non-harmony modules
/******/ 	__nccwpck_require__.n = (module) => {
/******/ 		var getter = module && module.__esModule ?
/******/ 			() => (module['default']) :
/******/ 			() => (module);
/******/ 		__nccwpck_require__.d(getter, { a: getter });
/******/ 		return getter;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/create fake namespace object */
/******/ (() => {
/******/ 	var getProto = Object.getPrototypeOf ? (obj) => (Object.getPrototypeOf(obj)) : (obj) => (obj.__proto__);
/******/ 	var leafPrototypes;
/******/ 	// create a fake namespace object
/******/ 	// mode & 1: value is a module id, require it
/******/ 	// mode & 2: merge all properties of value into the ns
/******/ 	// mode & 4: return value when already ns object
/******/ 	// mode & 16: return value when it's Promise-like
/******/ 	// mode & 8|1: behave like require
/******/ 	__nccwpck_require__.t = function(value, mode) {
/******/ 		if(mode & 1) value = this(value);
/******/ 		if(mode & 8) return value;
/******/ 		if(typeof value === 'object' && value) {
/******/ 			if((mode & 4) && value.__esModule) return value;
/******/ 			if((mode & 16) && typeof value.then === 'function') return value;
/******/ 		}
/******/ 		var ns = Object.create(null);
/******/ 		__nccwpck_require__.r(ns);
/******/ 		var def = {};
/******/ 		leafPrototypes = leafPrototypes || [null, getProto({}), getProto([]), getProto(getProto)];
/******/ 		for(var current = mode & 2 && value; typeof current == 'object' && !~leafPrototypes.indexOf(current); current = getProto(current)) {
/******/ 			Object.getOwnPropertyNames(current).forEach((key) => (def[key] = () => (value[key])));
/******/ 		}
/******/ 		def['default'] = () => (value);
/******/ 		__nccwpck_require__.d(ns, def);
/******/ 		return ns;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/ensure chunk */
/******/ (() => {
/******/ 	__nccwpck_require__.f = {};
/******/ 	// This file contains only the entry chunk.
/******/ 	// The chunk loading function for additional chunks
/******/ 	__nccwpck_require__.e = (chunkId) => {
/******/ 		return Promise.all(Object.keys(__nccwpck_require__.f).reduce((promises, key) => {
/******/ 			__nccwpck_require__.f[key](chunkId, promises);
/******/ 			return promises;
/******/ 		}, []));
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/get javascript chunk filename */
/******/ (() => {
/******/ 	// This function allow to reference async chunks
/******/ 	__nccwpck_require__.u = (chunkId) => {
/******/ 		// return url for filenames based on template
/******/ 		return "" + chunkId + ".index.js";
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/******/ /* webpack/runtime/make namespace object */
/******/ (() => {
/******/ 	// define __esModule on exports
/******/ 	__nccwpck_require__.r = (exports) => {
/******/ 		if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
/******/ 			Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 		}
/******/ 		Object.defineProperty(exports, '__esModule', { value: true });
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/import chunk loading */
/******/ (() => {
/******/ 	// no baseURI
/******/ 	
/******/ 	// object to store loaded and loading chunks
/******/ 	// undefined = chunk not loaded, null = chunk preloaded/prefetched
/******/ 	// [resolve, Promise] = chunk loading, 0 = chunk loaded
/******/ 	var installedChunks = {
/******/ 		8792: 0
/******/ 	};
/******/ 	
/******/ 	var installChunk = (data) => {
/******/ 		var {ids, modules, runtime} = data;
/******/ 		// add "modules" to the modules object,
/******/ 		// then flag all "ids" as loaded and fire callback
/******/ 		var moduleId, chunkId, i = 0;
/******/ 		for(moduleId in modules) {
/******/ 			if(__nccwpck_require__.o(modules, moduleId)) {
/******/ 				__nccwpck_require__.m[moduleId] = modules[moduleId];
/******/ 			}
/******/ 		}
/******/ 		if(runtime) runtime(__nccwpck_require__);
/******/ 		for(;i < ids.length; i++) {
/******/ 			chunkId = ids[i];
/******/ 			if(__nccwpck_require__.o(installedChunks, chunkId) && installedChunks[chunkId]) {
/******/ 				installedChunks[chunkId][0]();
/******/ 			}
/******/ 			installedChunks[ids[i]] = 0;
/******/ 		}
/******/ 	
/******/ 	}
/******/ 	
/******/ 	__nccwpck_require__.f.j = (chunkId, promises) => {
/******/ 			// import() chunk loading for javascript
/******/ 			var installedChunkData = __nccwpck_require__.o(installedChunks, chunkId) ? installedChunks[chunkId] : undefined;
/******/ 			if(installedChunkData !== 0) { // 0 means "already installed".
/******/ 	
/******/ 				// a Promise means "currently loading".
/******/ 				if(installedChunkData) {
/******/ 					promises.push(installedChunkData[1]);
/******/ 				} else {
/******/ 					if(true) { // all chunks have JS
/******/ 						// setup Promise in chunk cache
/******/ 						var promise = import("./" + __nccwpck_require__.u(chunkId)).then(installChunk, (e) => {
/******/ 							if(installedChunks[chunkId] !== 0) installedChunks[chunkId] = undefined;
/******/ 							throw e;
/******/ 						});
/******/ 						var promise = Promise.race([promise, new Promise((resolve) => (installedChunkData = installedChunks[chunkId] = [resolve]))])
/******/ 						promises.push(installedChunkData[1] = promise);
/******/ 					}
/******/ 				}
/******/ 			}
/******/ 	};
/******/ 	
/******/ 	// no prefetching
/******/ 	
/******/ 	// no preloaded
/******/ 	
/******/ 	// no external install chunk
/******/ 	
/******/ 	// no on chunks loaded
/******/ })();
/******/ 
/************************************************************************/
/******/ 
/******/ // startup
/******/ // Load entry module and return exports
/******/ // This entry module used 'module' so it can't be inlined
/******/ var __webpack_exports__ = __nccwpck_require__(9407);
/******/ __webpack_exports__ = await __webpack_exports__;
/******/ 
