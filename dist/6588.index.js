export const id = 6588;
export const ids = [6588];
export const modules = {

/***/ 6588:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  command: () => (/* binding */ command)
});

// EXTERNAL MODULE: ./src/service/snapshots.ts
var snapshots = __webpack_require__(750);
// EXTERNAL MODULE: ./src/service/identity.ts
var identity = __webpack_require__(7065);
// EXTERNAL MODULE: ./src/action/skip.ts
var skip = __webpack_require__(4835);
;// CONCATENATED MODULE: ./src/commands/diff-snapshots/changes.ts
const change = (artifact) => ({
    name: artifact.name ?? '',
    fingerprint: artifact.fingerprint ?? '',
    flow: artifact.flow ?? ''
});
function changesOf(diff) {
    return {
        added: diff.snappish2.artifacts.map(change),
        removed: diff.snappish1.artifacts.map(change),
        changed: diff.changed.artifacts.map(artifact => ({
            ...change(artifact),
            'instances-1': artifact.s1_instance_count ?? null,
            'instances-2': artifact.s2_instance_count ?? null
        })),
        unchanged: diff['not-changed'].artifacts.length
    };
}
/** `1 added, 1 removed, none changed` */
function countsSentence(changes) {
    const part = (count, word) => `${count === 0 ? 'none' : count} ${word}`;
    return [
        part(changes.added.length, 'added'),
        part(changes.removed.length, 'removed'),
        part(changes.changed.length, 'changed')
    ].join(', ');
}

// EXTERNAL MODULE: ./src/inputs/input-error.ts
var input_error = __webpack_require__(9354);
// EXTERNAL MODULE: ./src/inputs/parse.ts
var parse = __webpack_require__(3718);
// EXTERNAL MODULE: ./src/snapshots/moment.ts
var moment = __webpack_require__(7669);
;// CONCATENATED MODULE: ./src/commands/diff-snapshots/snappish.ts
/**
 * A snappish as the service's env-diff takes it, and as the vendor CLI's `diff snapshots`
 * sends it: an environment name, then optionally `#N` (the Nth snapshot, from 1), `~N` (N
 * behind the latest) or a moment after `@`. Checked while inputs are read.
 */



const FORMS = `environment, environment#N (N from 1), environment~N or environment followed by ${moment/* MOMENT_FORMS */.Z}, for example production#41 or production@{1.days.ago}`;
function readSnappish(source, input) {
    const value = (0,parse/* requireValue */.vd)(source, input, FORMS).trim();
    const at = /[#~@]/.exec(value);
    const environment = at ? value.slice(0, at.index) : value;
    if (environment === '') {
        throw new input_error/* InputError */.d(input, `has ${(0,input_error/* quote */.h)(value)}, which names no environment`, FORMS);
    }
    (0,parse/* checkName */.I3)(input, environment);
    if (at) {
        const rest = value.slice(at.index);
        if (!/^(#[1-9]\d{0,8}|~\d{1,9})$/.test(rest) && !(0,moment/* isSnapshotMoment */.V)(rest)) {
            throw new input_error/* InputError */.d(input, `has ${(0,input_error/* quote */.h)(value)}, which is not a snapshot of ${(0,input_error/* quote */.h)(environment)}`, FORMS);
        }
    }
    return value;
}

// EXTERNAL MODULE: ./src/summary/markdown.ts
var markdown = __webpack_require__(7175);
// EXTERNAL MODULE: ./src/summary/states.ts
var states = __webpack_require__(2764);
;// CONCATENATED MODULE: ./src/commands/diff-snapshots/summary.ts
/**
 * diff-snapshots' job summary: each artifact added, removed or scaled. An added artifact with
 * the name of a removed one is shown as that name's update, the usual reading of a deploy.
 */



const MAX_ROWS = 200;
function renderDiffSummary(diff, changes, asked) {
    const first = diff.snappish1.snapshot_id ?? asked.first;
    const second = diff.snappish2.snapshot_id ?? asked.second;
    const removedNames = new Map(changes.removed.map(artifact => [artifact.name, artifact]));
    const updated = new Set();
    const rows = [];
    for (const artifact of changes.added) {
        const before = artifact.name ? removedNames.get(artifact.name) : undefined;
        if (before)
            updated.add(artifact.name);
        rows.push([
            (0,states/* changeMark */.uM)(before ? 'updated' : 'added'),
            (0,markdown/* escapeText */.X1)(artifact.name),
            before
                ? `${(0,markdown/* code */.aY)((0,markdown/* shortFingerprint */.nE)(before.fingerprint))} → ${(0,markdown/* code */.aY)((0,markdown/* shortFingerprint */.nE)(artifact.fingerprint))}`
                : (0,markdown/* code */.aY)((0,markdown/* shortFingerprint */.nE)(artifact.fingerprint)),
            (0,markdown/* escapeText */.X1)(artifact.flow || '—')
        ]);
    }
    for (const artifact of changes.removed) {
        if (updated.has(artifact.name))
            continue;
        rows.push([
            (0,states/* changeMark */.uM)('removed'),
            (0,markdown/* escapeText */.X1)(artifact.name),
            (0,markdown/* code */.aY)((0,markdown/* shortFingerprint */.nE)(artifact.fingerprint)),
            (0,markdown/* escapeText */.X1)(artifact.flow || '—')
        ]);
    }
    for (const artifact of changes.changed) {
        rows.push([
            (0,states/* changeMark */.uM)('scaled', `${artifact['instances-1'] ?? '?'} → ${artifact['instances-2'] ?? '?'}`),
            (0,markdown/* escapeText */.X1)(artifact.name),
            (0,markdown/* code */.aY)((0,markdown/* shortFingerprint */.nE)(artifact.fingerprint)),
            (0,markdown/* escapeText */.X1)(artifact.flow || '—')
        ]);
    }
    const sections = [
        `## ${(0,markdown/* escapeText */.X1)(first)} → ${(0,markdown/* escapeText */.X1)(second)}: ${countsSentence(changes)}`,
        (0,markdown/* facts */.Ix)([
            ['From', (0,markdown/* escapeText */.X1)(first)],
            ['To', (0,markdown/* escapeText */.X1)(second)],
            ['Unchanged', String(changes.unchanged)]
        ]),
        rows.length === 0
            ? 'Both snapshots run the same artifacts.'
            : (0,markdown/* table */.tp)(['Change', 'Artifact', 'Fingerprint', 'Flow'], rows.slice(0, MAX_ROWS))
    ];
    if (rows.length > MAX_ROWS)
        sections.push(`${rows.length - MAX_ROWS} more changes are in the result output.`);
    return sections.join('\n\n') + '\n';
}

;// CONCATENATED MODULE: ./src/commands/diff-snapshots/index.ts






function parseInputs(source) {
    return { first: readSnappish(source, 'snapshot-1'), second: readSnappish(source, 'snapshot-2') };
}
async function run(inputs, context) {
    const service = context.service;
    if (!service)
        return (0,skip/* skippedWithoutToken */.A)(context.log, 'the snapshots were not compared');
    const { org } = context.common;
    const { first, second } = inputs;
    const asked = `snapshots "${first}" and "${second}"`;
    const diff = await (0,identity/* explainRead */.yS)((0,snapshots/* diffSnapshots */.V1)(service, { org, first, second }), {
        about: ['environment'],
        missing: `Org "${org}" cannot compare ${asked}`,
        notRecorded: `The comparison of ${asked} is not what the service answered`,
        advice: 'check snapshot-1 and snapshot-2: each names an environment of the org and one of its snapshots'
    });
    const changes = changesOf(diff);
    context.log.info(`${diff.snappish1.snapshot_id ?? first} → ${diff.snappish2.snapshot_id ?? second}: ${countsSentence(changes)}.`);
    return {
        outcome: 'ok',
        outputs: {
            added: JSON.stringify(changes.added),
            removed: JSON.stringify(changes.removed),
            changed: JSON.stringify(changes.changed),
            result: JSON.stringify(diff)
        },
        summary: renderDiffSummary(diff, changes, inputs)
    };
}
const command = { parseInputs, run };


/***/ })

};
