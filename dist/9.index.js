export const id = 9;
export const ids = [9];
export const modules = {

/***/ 9:
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
// EXTERNAL MODULE: ./src/files/utf8-text.ts
var utf8_text = __webpack_require__(2370);
// EXTERNAL MODULE: ./src/inputs/named-file.ts
var named_file = __webpack_require__(3959);
// EXTERNAL MODULE: ./src/inputs/nesting.ts
var nesting = __webpack_require__(4831);
;// CONCATENATED MODULE: ./src/inputs/json-file.ts
/**
 * An input naming a JSON file (custom attestation data): the file must exist, be at most
 * 10 MB and hold valid JSON nested at most MAX_JSON_DEPTH levels, all checked before any
 * request. The parsed value is kept, so what was checked is what is sent.
 */




/** The most a JSON file input (attestation-data) may hold; the bench times a file this size. */
const MAX_JSON_FILE_BYTES = 10 * 1024 * 1024;
function readJsonFile(source, name, expected) {
    const path = source(name);
    if (path === undefined)
        return undefined;
    const content = (0,named_file/* readNamedFile */.w)(name, path, expected, {
        bytes: MAX_JSON_FILE_BYTES,
        over: () => 'which is over 10 MB',
        grew: 'which grew over 10 MB'
    });
    const read = (0,utf8_text/* utf8Text */.H)(content);
    if ('problem' in read) {
        throw new input_error/* InputError */.d(name, `names ${(0,input_error/* quote */.h)(path)}, which ${read.problem}`, expected);
    }
    const { text } = read;
    let value;
    try {
        value = JSON.parse(text);
    }
    catch (error) {
        const reason = error instanceof Error ? error.message.replace(/\.$/, '') : 'parse error';
        throw new input_error/* InputError */.d(name, `names ${(0,input_error/* quote */.h)(path)}, which is not valid JSON (${reason})`, expected);
    }
    (0,nesting/* refuseDeepJson */.Hb)(name, text, path, expected);
    return { path, value };
}

// EXTERNAL MODULE: ./src/inputs/type-name.ts
var type_name = __webpack_require__(6669);
// EXTERNAL MODULE: ./src/summary/markdown.ts
var markdown = __webpack_require__(7175);
;// CONCATENATED MODULE: ./src/commands/attest-custom/index.ts
/**
 * attest-custom: records evidence of a custom attestation type, whose data (a JSON file) the
 * service evaluates against the type's rules. The file must hold valid JSON before anything
 * is sent. It gathers nothing more: the data file is read with the inputs.
 */





const TYPE_NAME_OF_ORG = `the name of a custom attestation type of the org: ${type_name/* TYPE_NAME_FORM */.I}`;
const DATA_FORM = 'the path of a JSON file holding the object (or array) the custom type evaluates';
function readCustomInputs(source) {
    const typeName = (0,type_name/* readTypeName */.y)(source, TYPE_NAME_OF_ORG);
    const data = readJsonFile(source, 'attestation-data', DATA_FORM);
    if (!data)
        throw new input_error/* InputError */.d('attestation-data', 'is empty', DATA_FORM);
    // Sent as the value itself: a bare string would read as JSON text, a number as nothing jq rules use.
    if (data.value === null || typeof data.value !== 'object') {
        throw new input_error/* InputError */.d('attestation-data', `names ${(0,input_error/* quote */.h)(data.path)}, which holds a JSON ${data.value === null ? 'null' : typeof data.value}, not an object or array`, DATA_FORM);
    }
    return { typeName, data: { ...data, value: data.value } };
}
const command = (0,pipeline/* attestationCommand */.Q)({
    type: 'custom',
    reads: { commit: true, attachments: true },
    readInputs: readCustomInputs,
    commit: 'run',
    body: (_, { typeName, data }) => ({
        type_name: typeName,
        // The object, not its text: see the custom entry of ATTESTATION_TYPES.
        attestation_data: data.value
    }),
    detail: (_, { typeName }) => `type ${typeName}`,
    summary: {
        rows: (_, { typeName, data }) => [
            ['Type', (0,markdown/* escapeText */.X1)(typeName)],
            ['Data', (0,markdown/* code */.aY)(data.path)]
        ]
    }
});


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

/***/ 6669:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ TYPE_NAME_FORM),
/* harmony export */   y: () => (/* binding */ readTypeName)
/* harmony export */ });
/* harmony import */ var _input_error_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9354);
/* harmony import */ var _parse_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3718);
/**
 * The name of a custom attestation type. The published description sets its pattern where a
 * type is created (CustomAttestationTypePostInput.name); where an attestation names the type
 * (type_name) it sets none, but only a name of that pattern can name a type that exists. One
 * rule for both commands, so attest-custom takes every name create-attestation-type gives.
 */


const TYPE_NAME_PATTERN = /^[a-zA-Z0-9][a-zA-Z0-9\-_~]*$/;
const TYPE_NAME_FORM = 'letters, digits, "-", "_" or "~", starting with a letter or digit';
/** The type-name input; `form` says what it names, ending with TYPE_NAME_FORM. */
function readTypeName(source, form) {
    const name = (0,_parse_js__WEBPACK_IMPORTED_MODULE_1__/* .requireValue */ .vd)(source, 'type-name', form);
    if (!TYPE_NAME_PATTERN.test(name)) {
        throw new _input_error_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d('type-name', `has ${(0,_input_error_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .h)(name)}, which is not a valid type name`, form);
    }
    return name;
}


/***/ })

};
