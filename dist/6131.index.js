export const id = 6131;
export const ids = [6131,5015];
export const modules = {

/***/ 4835:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ skippedWithoutToken)
/* harmony export */ });
function skippedWithoutToken(log, what) {
    log.warning(`Dry run without api-token: ${what} (outcome skipped).`);
    return { outcome: 'skipped', outputs: {} };
}


/***/ }),

/***/ 6131:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  command: () => (/* binding */ command)
});

// EXTERNAL MODULE: ./src/action/skip.ts
var skip = __webpack_require__(4835);
// EXTERNAL MODULE: ./src/github/event.ts
var github_event = __webpack_require__(5015);
// EXTERNAL MODULE: ./src/run-commit/trail-default.ts
var trail_default = __webpack_require__(9885);
// EXTERNAL MODULE: ./src/action/run.ts
var action_run = __webpack_require__(3147);
// EXTERNAL MODULE: ./src/inputs/input-error.ts
var input_error = __webpack_require__(9354);
// EXTERNAL MODULE: ./src/inputs/parse.ts
var parse = __webpack_require__(3718);
// EXTERNAL MODULE: ./src/inputs/tokens.ts
var tokens = __webpack_require__(1867);
;// CONCATENATED MODULE: ./src/commands/check-readiness/inputs.ts




function parseInputs(source, _common, step) {
    const flow = (0,parse/* readName */.MQ)(source, 'flow', true);
    const trail = (0,trail_default/* trailOrRunCommit */.u$)((0,trail_default/* readTrailInput */.v1)(source));
    const environments = uniqueNames('environments', (0,parse/* readList */.LD)(source, 'environments'));
    const policies = uniqueNames('policies', (0,parse/* readList */.LD)(source, 'policies'));
    if (environments.length === 0 && policies.length === 0) {
        throw new input_error/* InputError */.d('environments', 'is empty, and so is policies', 'the environments to judge each artifact for, comma- or newline-separated (or policies)');
    }
    if (environments.length > 0 && policies.length > 0) {
        // The service judges one scope an assert: an environment's own policies, or named ones.
        throw new input_error/* InputError */.d('policies', 'is set together with environments', 'either environments (each judged by its own policies) or policies, not both');
    }
    const checkRun = (0,parse/* readBoolean */.Vf)(source, 'check-run');
    const comment = (0,parse/* readBoolean */.Vf)(source, 'comment');
    const githubToken = (0,tokens/* readGitHubToken */.nC)(source, step.mask);
    if (githubToken === undefined && (checkRun || comment)) {
        throw new input_error/* InputError */.d('github-token', 'is empty, and the check run and the comment are written through the GitHub API', 'a token with checks: write and pull-requests: write (leave the input out to use ${{ github.token }}), or check-run: false and comment: false');
    }
    return {
        flow,
        trail,
        environments,
        policies,
        githubToken,
        checkRun,
        comment,
        failWhenLacking: (0,parse/* readBoolean */.Vf)(source, 'fail-when-lacking')
    };
}
/** A list input's names, each checked, each once in the order given. */
function uniqueNames(name, names) {
    for (const item of names)
        (0,parse/* checkName */.I3)(name, item);
    return [...new Set(names)];
}

// EXTERNAL MODULE: ./src/action/retry-log.ts
var retry_log = __webpack_require__(1599);
// EXTERNAL MODULE: ./src/github/api.ts
var api = __webpack_require__(8943);
// EXTERNAL MODULE: ./src/parsing/zod.ts
var zod = __webpack_require__(1913);
;// CONCATENATED MODULE: ./src/github/check-runs.ts
/**
 * Check runs (`POST /repos/{owner}/{repo}/check-runs`, `checks: write`): a verdict shown on a
 * commit and in its pull request's checks. Written completed, in one request: the step has its
 * verdict before it writes. GitHub takes at most MAX_CHECK_TEXT characters of summary or text.
 */


/** The most characters GitHub takes in a check run's `output.summary` (and `output.text`). */
const MAX_CHECK_TEXT = 65_535;
const CheckRunSchema = zod/* looseObject */._H3({
    id: zod/* number */.aig(),
    html_url: zod/* catch */.MfU(zod/* nullish */.cl6(zod/* string */.YjP()), undefined)
});
async function createCheckRun(github, repository, report) {
    const { data } = await github.octokit.rest.checks.create({
        ...(0,api/* repoParameters */.$f)(repository),
        name: report.name,
        head_sha: report.headSha,
        status: 'completed',
        conclusion: report.conclusion,
        ...(report.detailsUrl ? { details_url: report.detailsUrl } : {}),
        output: { title: report.title, summary: report.summary }
    });
    const run = (0,api/* parse */.qg)(CheckRunSchema, data, 'a check run');
    return { id: run.id, htmlUrl: run.html_url ?? undefined };
}

// EXTERNAL MODULE: ./src/github/connect.ts + 2 modules
var connect = __webpack_require__(3886);
// EXTERNAL MODULE: ./src/github/paginate.ts
var paginate = __webpack_require__(1674);
;// CONCATENATED MODULE: ./src/github/sticky-comments.ts
/**
 * One comment per pull request that a step keeps up to date, as
 * marocchino/sticky-pull-request-comment does: found by a hidden marker among the pull
 * request's comments (every page), edited in place when found
 * (`PATCH /repos/{owner}/{repo}/issues/comments/{id}`), posted otherwise
 * (`POST /repos/{owner}/{repo}/issues/{number}/comments`); `pull-requests: write`.
 *
 * A comment is ours only when its body begins with the marker and a bot wrote it (the run's
 * token is a GitHub App's): a person who pastes the marker into a comment of their own would
 * otherwise have the step write its report under their name, and edit it afterwards. With a
 * personal token, the token's own account (`GET /user`) stands in for the bot.
 */



/** The most characters GitHub takes in a comment's body. */
const MAX_COMMENT_BODY = 65_536;
const user = zod/* catch */.MfU(zod/* nullish */.cl6(zod/* looseObject */._H3({
    login: zod/* catch */.MfU(zod/* nullish */.cl6(zod/* string */.YjP()), undefined),
    type: zod/* catch */.MfU(zod/* nullish */.cl6(zod/* string */.YjP()), undefined)
})), undefined);
const CommentSchema = zod/* looseObject */._H3({
    id: zod/* number */.aig(),
    body: zod/* catch */.MfU(zod/* nullish */.cl6(zod/* string */.YjP()), undefined),
    html_url: zod/* catch */.MfU(zod/* nullish */.cl6(zod/* string */.YjP()), undefined),
    user
});
const UserSchema = zod/* looseObject */._H3({ login: zod/* string */.YjP() });
async function writeStickyComment(github, comment) {
    const where = (0,api/* repoParameters */.$f)(comment.repository);
    const body = `${comment.marker}\n${comment.body}`;
    const existing = await findStickyComment(github, comment);
    if (existing !== undefined) {
        const { data } = await github.octokit.rest.issues.updateComment({
            ...where,
            comment_id: existing,
            body
        });
        return written(data, true);
    }
    const { data } = await github.octokit.rest.issues.createComment({
        ...where,
        issue_number: comment.number,
        body
    });
    return written(data, false);
}
/** The id of the step's earlier comment on the pull request, if it has one. */
async function findStickyComment(github, comment) {
    const items = await (0,paginate/* readAllPages */.s$)(github, 'GET /repos/{owner}/{repo}/issues/{issue_number}/comments', { ...(0,api/* repoParameters */.$f)(comment.repository), issue_number: comment.number });
    const marked = items
        .map(item => (0,api/* parse */.qg)(CommentSchema, item, 'an issue comment'))
        .filter(item => isMarked(item, comment.marker));
    const byBot = marked.find(item => item.user?.type === 'Bot');
    if (byBot)
        return byBot.id;
    if (marked.length === 0)
        return undefined;
    const self = await tokenAccount(github);
    return self === undefined ? undefined : marked.find(item => item.user?.login === self)?.id;
}
/** The body begins with the marker line itself: a quote of it elsewhere in a body is not it. */
function isMarked(comment, marker) {
    const body = comment.body ?? '';
    return body === marker || body.startsWith(`${marker}\n`) || body.startsWith(`${marker}\r\n`);
}
/**
 * The login a personal token acts as; undefined for a GitHub App's token, which GitHub does
 * not let read `/user` (and whose comments are a bot's, found without it).
 */
async function tokenAccount(github) {
    try {
        const { data } = await github.request('GET /user', {});
        return (0,api/* parse */.qg)(UserSchema, data, 'an account').login;
    }
    catch (error) {
        if (error instanceof api/* GitHubApiError */.OS && [401, 403, 404].includes(error.status ?? 0)) {
            return undefined;
        }
        throw error;
    }
}
function written(data, edited) {
    const answer = (0,api/* parse */.qg)(CommentSchema, data, 'an issue comment');
    return { id: answer.id, htmlUrl: answer.html_url ?? undefined, edited };
}

// EXTERNAL MODULE: ./src/summary/markdown.ts
var markdown = __webpack_require__(7175);
// EXTERNAL MODULE: ./src/summary/states.ts
var states = __webpack_require__(2764);
// EXTERNAL MODULE: ./src/policy-results/wording.ts
var wording = __webpack_require__(7837);
;// CONCATENATED MODULE: ./src/commands/check-readiness/report.ts
/**
 * How readiness reads: the `lacking` output and log lines in plain words (the shared wording of
 * policy results, src/policy-results/), and one Markdown
 * report for the check run, the pull request comment and the job summary. Every name the
 * service sent goes through a `Names`: quoted on one line in plain words, and as an inert code
 * span in Markdown (no link, HTML or `@mention` from it, for a comment notifies people).
 */



const MAX_NAME = 120;
const FULL_SHA = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/i;
/**
 * Names as inert code spans: the shared wording's Markdown escapes names, which still lets
 * `@name` ping; here every name is a code span, since a check run and a comment notify people.
 */
const INERT = {
    name: value => (0,markdown/* inertCode */.gQ)(value, MAX_NAME),
    trail: value => (0,markdown/* inertCode */.gQ)(FULL_SHA.test(value) ? value.slice(0, 7) : value, MAX_NAME),
    word: value => (0,markdown/* inertCode */.gQ)(value, MAX_NAME)
};
function describeLack(lack, artifact, names) {
    switch (lack.kind) {
        case 'rule': {
            const { rule } = lack;
            const version = rule.version == null ? '' : ` v${rule.version}`;
            const asked = (0,wording/* askedText */.k7)(rule.ruleType, rule.attestation, names);
            const resolutions = rule.resolutions.map(item => (0,wording/* resolutionText */.gB)(item, rule.attestation, names));
            return {
                rule: `${asked} (policy ${names.name(rule.policy)}${version})`,
                resolution: resolutions.length > 0 ? resolutions.join('; ') : `not satisfied`
            };
        }
        case 'attestation': {
            const type = lack.type ? ` (${names.word(lack.type)})` : '';
            return {
                rule: `attestation ${names.name(lack.name)}${type}, compliant, in its trail`,
                resolution: lack.missing ? 'missing in its trail' : 'non-compliant in its trail'
            };
        }
        case 'not-reported':
            return {
                rule: 'the artifact reported to the trail by its build',
                resolution: `no build has reported artifact ${names.name(artifact.name)} to the trail yet`
            };
        case 'unexplained':
            return {
                rule: 'compliance',
                resolution: 'the service judged the artifact not compliant and named no rule it lacks'
            };
    }
}
function lackingEntries(readiness) {
    return readiness.verdicts.flatMap(verdict => verdict.lacks.map(lack => ({
        environment: verdict.environment ?? null,
        artifact: verdict.artifact.name,
        fingerprint: verdict.artifact.fingerprint ?? null,
        ...describeLack(lack, verdict.artifact, wording/* PLAIN */.tZ)
    })));
}
function isReady(readiness) {
    return readiness.artifacts.length > 0 && readiness.verdicts.every(verdict => verdict.ready);
}
/** `production and staging`, `policies "a", "b"`: what the verdict is about, in plain words. */
function scopeWords(facts) {
    if (facts.environments.length > 0)
        return listWords(facts.environments.map(name => `"${name}"`));
    return `${facts.policies.length === 1 ? 'policy' : 'policies'} ${listWords(facts.policies.map(name => `"${name}"`))}`;
}
function listWords(items) {
    if (items.length <= 1)
        return items.join('');
    return `${items.slice(0, -1).join(', ')} and ${items.at(-1) ?? ''}`;
}
/** The check run's title (plain text, no Markdown). */
function reportTitle(readiness, facts) {
    const scope = scopeWords(facts);
    if (readiness.artifacts.length === 0)
        return 'No artifacts yet: nothing to deploy';
    if (isReady(readiness))
        return `Ready for ${scope}`;
    const lacking = readiness.verdicts.filter(verdict => !verdict.ready);
    const artifacts = new Set(lacking.map(verdict => verdict.artifact));
    const rules = lacking.reduce((sum, verdict) => sum + verdict.lacks.length, 0);
    return `Not ready for ${scope}: ${artifacts.size} of ${readiness.artifacts.length} artifact(s) lack ${rules} rule(s)`;
}
/** The verdicts of one environment, or of the policies asked. */
function groups(readiness) {
    const order = [...new Set(readiness.verdicts.map(verdict => verdict.environment))];
    return order.map(environment => ({
        environment,
        verdicts: readiness.verdicts.filter(verdict => verdict.environment === environment)
    }));
}
function artifactLine(verdict) {
    const { artifact } = verdict;
    const print = artifact.fingerprint ? ` ${(0,markdown/* inertCode */.gQ)((0,markdown/* shortFingerprint */.nE)(artifact.fingerprint))}` : '';
    const mark = (0,states/* stateEmoji */.eY)(verdict.ready ? 'compliant' : 'non-compliant');
    const state = verdict.ready
        ? verdict.allowListed
            ? 'ready (allow-listed in the environment)'
            : 'ready'
        : 'lacks:';
    return `- ${mark} ${INERT.name(artifact.name)}${print} ${state}`;
}
function groupSection(facts, group) {
    const ready = group.verdicts.every(verdict => verdict.ready);
    const about = group.environment !== undefined
        ? INERT.name(group.environment)
        : `${facts.policies.length === 1 ? 'policy' : 'policies'} ${facts.policies.map(INERT.name).join(', ')}`;
    const lines = [
        `### ${(0,states/* stateHeading */.CY)(ready ? 'compliant' : 'non-compliant', ready ? 'ready' : 'not ready')} for ${about}`,
        ''
    ];
    if (group.verdicts.some(verdict => verdict.flowScopeOnly)) {
        lines.push(`> [!WARNING]\n> ${about} uses no policies: the service judged each artifact in its flow alone.`, '');
    }
    for (const verdict of group.verdicts) {
        lines.push(artifactLine(verdict));
        for (const lack of verdict.lacks) {
            const text = describeLack(lack, verdict.artifact, INERT);
            lines.push(`  - ${text.rule}: ${text.resolution}`);
        }
    }
    return lines.join('\n');
}
/** The report: the same Markdown in the check run, the comment and the job summary. */
function reportMarkdown(readiness, facts) {
    const trail = readiness.trail;
    const place = (0,markdown/* linkMarkdown */.k9)(`trail ${INERT.trail(facts.trail)} of flow ${INERT.name(facts.flow)}`, trail.html_url);
    const ready = isReady(readiness);
    const head = `## ${(0,states/* stateHeading */.CY)(ready ? 'compliant' : 'non-compliant', ready ? 'ready to deploy' : 'not ready to deploy')}`;
    if (readiness.artifacts.length === 0) {
        return `${head}\n\nThe ${place} has no artifacts yet: nothing can be deployed, and nothing was judged.`;
    }
    const count = readiness.artifacts.length;
    return [
        head,
        '',
        `${count} artifact${count === 1 ? '' : 's'} of the ${place}, judged for ${facts.environments.length > 0
            ? facts.environments.map(INERT.name).join(', ')
            : facts.policies.map(INERT.name).join(', ')}.`,
        '',
        groups(readiness)
            .map(group => groupSection(facts, group))
            .join('\n\n')
    ].join('\n');
}
/**
 * Markdown cut to `max` characters at a line's end, with a line saying where the rest is:
 * a line is never cut inside, so no code span is left open to swallow what follows.
 */
function fitText(markdown, max, rest) {
    if (markdown.length <= max)
        return markdown;
    const note = `\n\n${rest}`;
    const room = max - note.length;
    const cut = markdown.lastIndexOf('\n', room);
    return `${markdown.slice(0, Math.max(0, cut))}${note}`;
}

;// CONCATENATED MODULE: ./src/commands/check-readiness/publish.ts







/** The hidden line that names this command's comment for this flow, and no other. */
function commentMarker(flow) {
    return `<!-- kosli-compliance-action:check-readiness flow=${encodeURIComponent(flow)} -->`;
}
function checkRunName(flow) {
    return `Readiness of ${flow}`;
}
async function publish(publication, options, context) {
    const { log, common } = context;
    const published = { checkRunUrl: '', commentUrl: '', failures: [] };
    const wanted = options.checkRun || options.comment;
    if (!wanted)
        return published;
    if (!publication.repository) {
        log.warning('GITHUB_REPOSITORY is not set: no check run or comment was written, only the job summary.');
        return published;
    }
    const rest = publication.runUrl
        ? `The report goes on in the job summary of ${publication.runUrl}.`
        : 'The report goes on in the job summary of the run.';
    const github = (0,connect/* connectGitHub */.U)(options.token, common.timeoutMs, {
        maxRetries: common.maxRetries,
        onRetry: event => log.info((0,retry_log/* describeRetry */.e)(event, 'GitHub')),
        log
    });
    const client = github ? await github() : undefined;
    if (options.checkRun) {
        if (!publication.headSha) {
            log.warning('The run names no commit (GITHUB_SHA is not set): no check run was written.');
        }
        else {
            const summary = fitText(publication.markdown, MAX_CHECK_TEXT, rest);
            const name = checkRunName(publication.flow);
            if (common.dryRun || !client) {
                log.info(`Dry run: check run "${name}" (${publication.conclusion}) was not written on ${publication.headSha}.`);
            }
            else {
                const run = await publish_written('checks: write', 'the check run', published, log, () => createCheckRun(client, publication.repository ?? '', {
                    name,
                    headSha: publication.headSha ?? '',
                    conclusion: publication.conclusion,
                    title: publication.title,
                    summary,
                    detailsUrl: publication.runUrl
                }));
                if (run) {
                    published.checkRunUrl = (0,markdown/* linkableUrl */.s6)(run.htmlUrl)?.href ?? '';
                    log.info(`Check run "${name}" concludes ${publication.conclusion} on ${publication.headSha.slice(0, 7)}.`);
                }
            }
        }
    }
    if (options.comment) {
        if (publication.pullRequest === undefined) {
            log.info('Not a pull request event: no comment was written.');
        }
        else if (common.dryRun || !client) {
            log.info(`Dry run: the comment on pull request #${publication.pullRequest} was not written.`);
        }
        else {
            const number = publication.pullRequest;
            const marker = commentMarker(publication.flow);
            const body = fitText(publication.markdown, MAX_COMMENT_BODY - marker.length - 1, rest);
            const comment = await publish_written('pull-requests: write', 'the pull request comment', published, log, () => writeStickyComment(client, {
                repository: publication.repository ?? '',
                number,
                marker,
                body
            }));
            if (comment) {
                published.commentUrl = (0,markdown/* linkableUrl */.s6)(comment.htmlUrl)?.href ?? '';
                log.info(`${comment.edited ? 'Edited the' : 'Posted a'} readiness comment on pull request #${number}.`);
            }
        }
    }
    return published;
}
/**
 * A write, or undefined when it failed. A token without the write's permission is a warning
 * that names it; any other failure (a wrong GITHUB_API_URL, GitHub down after the retries) is
 * kept for the step to fail with once the rest is written and the job summary shows readiness.
 */
async function publish_written(permission, what, published, log, write) {
    try {
        return await write();
    }
    catch (error) {
        const refusal = (0,api/* permissionRefusal */.Wt)(error);
        if (refusal !== undefined) {
            log.warning(`GitHub refused ${what} (403: ${refusal}): the token lacks "permissions: ${permission}", ` +
                "as a fork's pull request always does. The job summary shows the readiness instead.");
            return undefined;
        }
        const reason = error instanceof Error ? error.message : String(error);
        published.failures.push(`The GitHub API did not take ${what}: ${reason.replace(/[.\s]+$/, '')}.`);
        return undefined;
    }
}

// EXTERNAL MODULE: ./src/concurrency.ts
var concurrency = __webpack_require__(1532);
// EXTERNAL MODULE: ./src/service/assertions.ts
var assertions = __webpack_require__(9326);
// EXTERNAL MODULE: ./src/service/identity.ts
var identity = __webpack_require__(7065);
// EXTERNAL MODULE: ./src/service/trails.ts
var trails = __webpack_require__(4950);
// EXTERNAL MODULE: ./src/policy-results/unsatisfied-rules.ts
var unsatisfied_rules = __webpack_require__(7902);
;// CONCATENATED MODULE: ./src/commands/check-readiness/readiness.ts
/**
 * What the service says of a trail's readiness: its artifacts (the template's, and those its
 * events say were reported), and for each artifact and environment (or the policies asked)
 * the assert's verdict with every unsatisfied rule. An artifact the template expects but no
 * build reported lacks that before any policy can judge it.
 */





/** Asserts in flight at once: a trail with many artifacts and environments stays quick. */
const ASSERTS_AT_ONCE = 4;
async function readReadiness(service, question) {
    const what = `Trail "${question.trail}" of flow "${question.flow}"`;
    const trail = await (0,identity/* explainRead */.yS)((0,trails/* getTrail */.PH)(service, question), {
        about: ['trail'],
        missing: `${what} is not known to org "${question.org}"`,
        notRecorded: `${what} is not recorded in org "${question.org}"`,
        advice: "check flow and trail (by default the commit's SHA: on a pull request its head commit, " +
            'the trail the build of that commit records in)'
    });
    const artifacts = artifactsOf(trail);
    const scopes = question.environments.length > 0 ? [...question.environments] : [undefined];
    const pairs = scopes.flatMap(environment => artifacts.map(artifact => ({ environment, artifact })));
    const verdicts = await (0,concurrency/* mapBounded */.y)(pairs, ASSERTS_AT_ONCE, ({ environment, artifact }) => judge(service, question, artifact, environment));
    return { trail, artifacts, verdicts };
}
/**
 * The trail's artifacts: each the template names (its compliance lists them by name, with a
 * fingerprint once reported) and each its events say was reported, once per fingerprint,
 * sorted by name so the report does not depend on the answer's key order.
 */
function artifactsOf(trail) {
    const found = new Map();
    const byStatus = Object.entries(trail.compliance_status?.artifacts_statuses ?? {});
    for (const [name, status] of byStatus) {
        const fingerprint = status.artifact_fingerprint || undefined;
        found.set(fingerprint ?? `name:${name}`, fingerprint ? { name, fingerprint } : { name });
    }
    for (const event of trail.events ?? []) {
        const fingerprint = event.fingerprint;
        if (event.type !== 'artifact_creation_reported' || typeof fingerprint !== 'string')
            continue;
        if (fingerprint === '' || found.has(fingerprint))
            continue;
        const name = event.template_reference_name || event.artifact_name || fingerprint.slice(0, 12);
        found.set(fingerprint, { name, fingerprint });
        // The name reported now has a fingerprint: it is no longer only expected.
        found.delete(`name:${name}`);
    }
    return [...found.values()].sort((a, b) => a.name < b.name
        ? -1
        : a.name > b.name
            ? 1
            : (a.fingerprint ?? '') < (b.fingerprint ?? '')
                ? -1
                : 1);
}
async function judge(service, question, artifact, environment) {
    const base = { environment, artifact, flowScopeOnly: false, allowListed: false };
    if (artifact.fingerprint === undefined) {
        return { ...base, ready: false, lacks: [{ kind: 'not-reported' }] };
    }
    const fingerprint = artifact.fingerprint;
    const result = await (0,identity/* explainRead */.yS)((0,assertions/* assertArtifact */.fp)(service, {
        org: question.org,
        fingerprint,
        flow: question.flow,
        environment,
        policies: environment === undefined ? question.policies : undefined
    }), {
        about: ['artifact'],
        missing: `Artifact "${artifact.name}" (${fingerprint}) of flow "${question.flow}" is not known to org "${question.org}"`,
        notRecorded: `Artifact "${artifact.name}" (${fingerprint}) is not recorded in flow "${question.flow}"`,
        advice: 'check flow, and that the trail lists the artifact its build reported'
    });
    const asked = environment === undefined ? 'policy' : 'environment';
    const flowScopeOnly = environment !== undefined && result.scope === 'flow';
    if (result.scope !== asked && !flowScopeOnly) {
        throw new Error(`The service judged artifact "${artifact.name}" at ${result.scope ? `"${result.scope}"` : 'no'} scope ` +
            `when asked about ${environment === undefined ? 'policies' : `environment "${environment}"`}: ` +
            'readiness is shown only on the verdict asked for; check that no proxy between the runner ' +
            'and the service rewrites the request.');
    }
    const allowListed = result.compliant && result.allow_listing != null;
    if (result.compliant)
        return { ...base, flowScopeOnly, allowListed, ready: true, lacks: [] };
    return { ...base, flowScopeOnly, allowListed, ready: false, lacks: lacksOf(result) };
}
/** Every unsatisfied rule; at flow scope, the attestations missing or failing in its trail. */
function lacksOf(result) {
    const rules = (0,unsatisfied_rules/* unsatisfiedRules */.n)(result.policy_evaluations).map(rule => ({
        kind: 'rule',
        rule
    }));
    if (rules.length > 0)
        return rules;
    const attestations = (0,assertions/* attestationsOf */.xz)(result)
        .filter(assertions/* isFailingAttestation */.fm)
        .map(status => ({
        kind: 'attestation',
        name: status.attestation_name || '(unnamed)',
        ...(status.attestation_type ? { type: status.attestation_type } : {}),
        missing: (status.status ?? '').toUpperCase() === 'MISSING'
    }));
    return attestations.length > 0 ? attestations : [{ kind: 'unexplained' }];
}

;// CONCATENATED MODULE: ./src/commands/check-readiness/index.ts
/**
 * check-readiness: what the commit still lacks to deploy. For each artifact of the commit's
 * trail and each environment (or the policies given), the service's assert names every
 * unsatisfied rule; the step shows that as a check run on the commit, as one comment on its
 * pull request (edited in place by later runs) and in the job summary, before any deploy job
 * asks. With fail-when-lacking it is a gate too, failing only after everything is written.
 */








/** Events whose payload is a pull request the comment goes on. */
const PULL_REQUEST_EVENTS = new Set(['pull_request', 'pull_request_target']);
async function run(inputs, context) {
    const { log, common } = context;
    const service = context.service;
    if (!service)
        return (0,skip/* skippedWithoutToken */.A)(log, 'the readiness was not read');
    const facts = {
        flow: inputs.flow,
        trail: inputs.trail,
        environments: inputs.environments,
        policies: inputs.policies
    };
    const readiness = await log.group(`Reading the readiness of trail ${inputs.trail}`, () => readReadiness(service, { org: common.org, ...facts }));
    const ready = isReady(readiness);
    const lacking = lackingEntries(readiness);
    const markdown = reportMarkdown(readiness, facts);
    const title = reportTitle(readiness, facts);
    const run = (0,github_event.readRunFacts)();
    const pullRequest = PULL_REQUEST_EVENTS.has(run.eventName) ? run.pullRequest?.number : undefined;
    const published = await publish({
        flow: inputs.flow,
        repository: run.repository,
        headSha: (0,trail_default/* runCommitSha */.z6)(),
        pullRequest,
        conclusion: ready ? 'success' : inputs.failWhenLacking ? 'failure' : 'neutral',
        title,
        markdown,
        runUrl: (0,action_run/* runUrl */.Vp)()
    }, { token: inputs.githubToken, checkRun: inputs.checkRun, comment: inputs.comment }, context);
    const outputs = {
        ready: String(ready),
        lacking: JSON.stringify(lacking),
        'check-run-url': published.checkRunUrl,
        'comment-url': published.commentUrl
    };
    const outcome = ready ? 'compliant' : 'non-compliant';
    for (const entry of lacking) {
        const where = entry.environment === null ? '' : ` for "${entry.environment}"`;
        log.info(`Artifact ${JSON.stringify(entry.artifact)}${where} lacks ${entry.rule}: ${entry.resolution}.`);
    }
    log.info(`${title}.`);
    const failures = [...published.failures];
    if (!ready && inputs.failWhenLacking) {
        failures.unshift(readiness.artifacts.length === 0
            ? `Trail "${inputs.trail}" of flow "${inputs.flow}" has no artifacts yet, so none is ready for ${scopeWords(facts)}`
            : `${title}; see the lacking output, the check run or the job summary for each rule`);
    }
    return {
        outcome,
        outputs,
        summary: markdown,
        ...(failures.length > 0 ? { failure: failures.join(' ') } : {})
    };
}
const command = { parseInputs: parseInputs, run };


/***/ }),

/***/ 1532:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   y: () => (/* binding */ mapBounded)
/* harmony export */ });
/** Bounded parallelism for requests: Jira lookups and pages of a list. */
/**
 * Maps items to results with at most `limit` in flight. After a failure no new work starts;
 * the work in flight is awaited, so nothing is left running, then the first error is thrown.
 */
async function mapBounded(items, limit, work) {
    const results = new Array(items.length);
    let next = 0;
    let failure;
    const worker = async () => {
        while (failure === undefined && next < items.length) {
            const index = next++;
            try {
                results[index] = await work(items[index]);
            }
            catch (error) {
                failure ??= { error };
            }
        }
    };
    await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
    if (failure)
        throw failure.error;
    return results;
}


/***/ }),

/***/ 5354:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   XF: () => (/* binding */ readRegularFile),
/* harmony export */   cG: () => (/* binding */ readRegularFileSync),
/* harmony export */   iZ: () => (/* binding */ NotRegularFileError),
/* harmony export */   iv: () => (/* binding */ openRegularFileSync),
/* harmony export */   nR: () => (/* binding */ readLinkedFileSync),
/* harmony export */   yq: () => (/* binding */ FileTooLargeError)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/**
 * Reading a file that must be a regular file, and nothing else: opened without following a
 * final link and without blocking, then checked, so a FIFO or a device is refused at once.
 * A read that waited on a FIFO would hang the step, and not even SIGTERM would end it: Node
 * waits, on exit, for the thread blocked in the read.
 */


/**
 * Not a regular file when opened: a directory, a FIFO, a device, or one that changed after
 * it was checked.
 */
class NotRegularFileError extends Error {
    code = 'ENOTREGULAR';
    constructor(path) {
        super(`${path.toString()} is not a regular file`);
    }
}
/**
 * Opening without following a final link and without blocking (a FIFO would wait for a
 * writer), then checking what was opened, closes the gap between a check and a read.
 */
const OPEN_FLAGS = node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOFOLLOW | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NONBLOCK;
async function readRegularFile(path) {
    const handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(path, OPEN_FLAGS);
    try {
        const info = await handle.stat();
        if (!info.isFile())
            throw new NotRegularFileError(path);
        return { content: await handle.readFile(), info };
    }
    finally {
        await handle.close();
    }
}
const READ_CHUNK_BYTES = 1024 * 1024;
/**
 * Reads a regular file whole; with `maxBytes`, reads at most one byte more than that, so a
 * file that grew past its limit after it was measured is never held whole (the caller
 * refuses content longer than its limit).
 */
function readRegularFileSync(path, maxBytes) {
    const { fd, info } = openRegularFileSync(path);
    try {
        if (maxBytes === undefined)
            return { content: (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(fd), info };
        const chunks = [];
        let length = 0;
        while (length <= maxBytes) {
            const chunk = Buffer.allocUnsafe(Math.min(READ_CHUNK_BYTES, maxBytes + 1 - length));
            const read = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, chunk, 0, chunk.length, null);
            if (read === 0)
                break;
            chunks.push(chunk.subarray(0, read));
            length += read;
        }
        return { content: Buffer.concat(chunks, length), info };
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
    }
}
/** Opens a regular file as readRegularFileSync does, for a caller that reads and closes it. */
function openRegularFileSync(path) {
    const fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(path, OPEN_FLAGS);
    try {
        const info = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync)(fd);
        if (!info.isFile())
            throw new NotRegularFileError(path);
        return { fd, info };
    }
    catch (error) {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
        throw error;
    }
}
/**
 * A file named by the runner's environment or by another file (a kubeconfig, DOCKER_CERT_PATH's
 * PEM files), read through its links as the tools that write them expect, but only when it is
 * a regular file, and refused past `maxBytes` with a FileTooLargeError.
 */
function readLinkedFileSync(path, maxBytes) {
    const { content } = readRegularFileSync((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(path), maxBytes);
    if (content.length > maxBytes)
        throw new FileTooLargeError(path, maxBytes);
    return content;
}
class FileTooLargeError extends Error {
    code = 'ETOOLARGE';
    constructor(path, maxBytes) {
        super(`${path} is over ${maxBytes / (1024 * 1024)} MiB`);
    }
}


/***/ }),

/***/ 8943:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $f: () => (/* binding */ repoParameters),
/* harmony export */   OS: () => (/* binding */ GitHubApiError),
/* harmony export */   Po: () => (/* binding */ describeGitHubFailure),
/* harmony export */   Wt: () => (/* binding */ permissionRefusal),
/* harmony export */   iH: () => (/* binding */ fetchCommit),
/* harmony export */   iO: () => (/* binding */ fetchPullRequestOf),
/* harmony export */   qg: () => (/* binding */ parse),
/* harmony export */   zY: () => (/* binding */ CommitSchema)
/* harmony export */ });
/* harmony import */ var _parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1913);
/* harmony import */ var _http_request_error_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8734);
/* harmony import */ var _event_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5015);
/**
 * The two GitHub REST reads that fill in what an event payload lacks: a commit (its message
 * on pull_request events) and the pull requests of a commit (the one a push to main merged).
 * They take a GitHubClient (connect.ts makes the real one, over Octokit), so tests can hand
 * them any answers.
 */



/**
 * A failed GitHub API read: the message says why in words (describeGitHubFailure); the
 * status, when GitHub answered, lets a command name the permission a 403 or 404 points at.
 */
class GitHubApiError extends Error {
    status;
    /** A 403 or 429 because the API rate limit was used up, not for want of permission. */
    rateLimited;
    constructor(message, cause) {
        super(message, { cause });
        this.name = 'GitHubApiError';
        this.status = cause?.kind === 'status' ? cause.status : undefined;
        const remaining = cause?.headers?.['x-ratelimit-remaining'];
        this.rateLimited =
            this.status === 429 || (this.status === 403 && String(remaining).trim() === '0');
    }
}
const text = _parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .nullish */ .cl6(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP());
/** A commit as the API answers it, in a commit's read and in a pull request's commit list. */
const CommitSchema = _parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    sha: _parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    html_url: text,
    commit: _parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
        message: text,
        author: _parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .nullish */ .cl6(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({ name: text, email: text, date: text })),
        committer: _parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .nullish */ .cl6(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({ date: text }))
    })
});
const PullSchema = _parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    number: _parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
    title: text,
    body: text,
    html_url: text,
    merge_commit_sha: text,
    head: _parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .nullish */ .cl6(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({ sha: text, ref: text }))
});
/** `owner/name` split, for the API's path parameters. */
function repoParameters(repository) {
    const [owner = '', repo = ''] = repository.split('/');
    return { owner, repo };
}
async function fetchCommit(github, repository, sha) {
    const { data } = await github.request('GET /repos/{owner}/{repo}/commits/{ref}', {
        ...repoParameters(repository),
        ref: sha
    });
    const commit = parse(CommitSchema, data, 'a commit');
    const author = commit.commit.author;
    return {
        sha: commit.sha,
        message: commit.commit.message ?? undefined,
        author: (0,_event_js__WEBPACK_IMPORTED_MODULE_2__/* .formatAuthor */ .zH)(author?.name, author?.email),
        timestamp: (0,_event_js__WEBPACK_IMPORTED_MODULE_2__/* .unixSeconds */ .Yb)(commit.commit.committer?.date ?? author?.date),
        url: commit.html_url ?? undefined
    };
}
/**
 * The pull request a commit belongs to: the one it merged (its merge commit), else the one
 * whose head it is, else the first GitHub lists. Undefined when there is none.
 */
async function fetchPullRequestOf(github, repository, sha) {
    const { data } = await github.request('GET /repos/{owner}/{repo}/commits/{commit_sha}/pulls', {
        ...repoParameters(repository),
        commit_sha: sha,
        per_page: 100
    });
    const pulls = parse(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(PullSchema), data, 'a list of pull requests');
    const chosen = pulls.find(pull => pull.merge_commit_sha === sha) ??
        pulls.find(pull => pull.head?.sha === sha) ??
        pulls[0];
    if (!chosen)
        return undefined;
    return {
        number: chosen.number,
        title: chosen.title ?? '',
        body: chosen.body ?? '',
        headSha: chosen.head?.sha ?? undefined,
        headRef: chosen.head?.ref ?? undefined,
        url: chosen.html_url ?? undefined
    };
}
/** An answer of the API read by `schema`, or an error that says what was expected. */
function parse(schema, data, what) {
    const parsed = schema.safeParse(data);
    if (!parsed.success)
        throw new Error(`the GitHub API did not answer with ${what}`);
    return parsed.data;
}
/**
 * Why a GitHub API read failed, in words that say what to fix: the transport's error names
 * the system and request; this says what the token, the permissions or GITHUB_API_URL lack.
 */
function describeGitHubFailure(error, timeoutMs) {
    const detail = oneLine(error.detail);
    switch (error.kind) {
        case 'timeout':
            return `no answer within ${timeoutMs / 1000} s`;
        case 'network':
            // The detail already names a proxy's refusal or an untrusted certificate in full.
            return detail.startsWith('the ') ? detail : `no answer (${detail})`;
        case 'redirect':
            return `it redirected ${error.method} ${error.path}: ${detail.replace(/set the base URL to the address the service/, 'set GITHUB_API_URL to the address the API')}`;
        case 'too-large':
        case 'invalid-response':
            return `it sent an answer the action cannot read to ${error.method} ${error.path}: ${detail}`;
        case 'status':
            break;
    }
    const tries = error.attempts > 1 ? ` after ${error.attempts} attempts` : '';
    switch (error.status) {
        case 401:
            return `it refused github-token (401: ${detail}): give a current token`;
        case 403:
            return (`it refused access (403: ${detail}): the token needs contents: read and ` +
                `pull-requests: read on the repository, or the API rate limit was reached`);
        case 404:
            return `it answered 404 (${detail}): the token cannot see the repository, or GITHUB_API_URL is wrong`;
        default:
            return `it answered ${String(error.status)}${tries}: ${detail}`;
    }
}
function oneLine(text) {
    const flat = text
        .replace(/\s+/g, ' ')
        .trim()
        .replace(/[.\s]+$/, '');
    return flat.length > 300 ? `${flat.slice(0, 300)}…` : flat;
}
/**
 * A write GitHub refused for want of a permission: 403 (not the rate limit), as a token gets
 * that lacks `checks: write` or `pull-requests: write`, and a fork's pull request always does
 * ("Resource not accessible by integration"). GitHub's own words, for the warning that names
 * the permission; undefined for any other failure.
 */
function permissionRefusal(error) {
    if (!(error instanceof GitHubApiError) || error.status !== 403 || error.rateLimited) {
        return undefined;
    }
    const cause = error.cause;
    return (cause instanceof _http_request_error_js__WEBPACK_IMPORTED_MODULE_1__/* .RequestError */ .GI && oneLine(cause.reason ?? cause.detail)) || 'forbidden';
}


/***/ }),

/***/ 5015:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bg: () => (/* binding */ commitUrl),
/* harmony export */   Yb: () => (/* binding */ unixSeconds),
/* harmony export */   forkOf: () => (/* binding */ forkOf),
/* harmony export */   readRunFacts: () => (/* binding */ readRunFacts),
/* harmony export */   zH: () => (/* binding */ formatAuthor)
/* harmony export */ });
/* harmony import */ var _files_regular_file_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5354);
/* harmony import */ var _parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1913);
/* harmony import */ var _runner_step_scope_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7719);
/**
 * Facts about the triggering event, from the runner's environment and the event payload
 * (GITHUB_EVENT_PATH). Parsing is tolerant: a field of the wrong shape is treated as absent,
 * never as a crash, because payloads differ between events and GitHub Enterprise versions.
 */



const text = _parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* ["catch"] */ .MfU(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .nullish */ .cl6(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()), undefined);
const PayloadCommitSchema = _parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
    id: _parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().check(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .minLength */ .BpQ(1)),
    message: text,
    author: _parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* ["catch"] */ .MfU(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .nullish */ .cl6(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({ name: text, email: text })), undefined),
    timestamp: text,
    url: text
});
const repoName = _parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* ["catch"] */ .MfU(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .nullish */ .cl6(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({ full_name: text })), undefined);
const PayloadSchema = _parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
    commits: _parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* ["catch"] */ .MfU(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .nullish */ .cl6(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .unknown */ .L5J())), undefined),
    head_commit: _parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .optional */ .lqM(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .unknown */ .L5J()),
    pull_request: _parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* ["catch"] */ .MfU(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .nullish */ .cl6(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
        number: _parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* ["catch"] */ .MfU(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .nullish */ .cl6(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig()), undefined),
        title: text,
        body: text,
        html_url: text,
        head: _parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* ["catch"] */ .MfU(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .nullish */ .cl6(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({ sha: text, ref: text, repo: repoName })), undefined),
        base: _parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* ["catch"] */ .MfU(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .nullish */ .cl6(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({ repo: repoName })), undefined)
    })), undefined),
    repository: _parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* ["catch"] */ .MfU(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .nullish */ .cl6(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
        full_name: text,
        id: _parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* ["catch"] */ .MfU(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .nullish */ .cl6(_parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .union */ .KCZ([_parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig(), _parsing_zod_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()])), undefined)
    })), undefined)
});
/** The variables the facts are read from: the step's own are read once while they stay. */
const RUN_VARIABLES = [
    'GITHUB_EVENT_NAME',
    'GITHUB_SHA',
    'GITHUB_REF_NAME',
    'GITHUB_HEAD_REF',
    'GITHUB_WORKSPACE',
    'GITHUB_SERVER_URL',
    'GITHUB_REPOSITORY',
    'GITHUB_REPOSITORY_ID',
    'GITHUB_EVENT_PATH'
];
let lastRead;
/**
 * The run's facts. A step asks for them several times (the trail's default while reading the
 * inputs, the commit, the record): the payload, which can be large, is parsed once.
 */
function readRunFacts(env = (0,_runner_step_scope_js__WEBPACK_IMPORTED_MODULE_2__/* .stepEnv */ .WH)()) {
    if (env !== (0,_runner_step_scope_js__WEBPACK_IMPORTED_MODULE_2__/* .stepEnv */ .WH)())
        return readFacts(env);
    const key = RUN_VARIABLES.map(name => env[name] ?? '').join('\0');
    if (lastRead?.key !== key)
        lastRead = { key, facts: readFacts(env) };
    return lastRead.facts;
}
function readFacts(env) {
    const facts = {
        eventName: env.GITHUB_EVENT_NAME || 'unknown',
        sha: env.GITHUB_SHA || undefined,
        refName: env.GITHUB_REF_NAME || undefined,
        headRef: env.GITHUB_HEAD_REF || undefined,
        workspace: env.GITHUB_WORKSPACE || undefined,
        serverUrl: (env.GITHUB_SERVER_URL || 'https://github.com').replace(/\/+$/, ''),
        repository: env.GITHUB_REPOSITORY || undefined,
        repositoryId: env.GITHUB_REPOSITORY_ID || undefined
    };
    const { payload, problem } = readPayload(env.GITHUB_EVENT_PATH);
    facts.payloadProblem = problem;
    const parsed = PayloadSchema.safeParse(payload ?? {});
    if (!parsed.success) {
        facts.payloadProblem ??= 'the event payload is not a JSON object';
        return facts;
    }
    const data = parsed.data;
    facts.repository ??= data.repository?.full_name ?? undefined;
    if (facts.repositoryId === undefined && data.repository?.id != null) {
        facts.repositoryId = String(data.repository.id);
    }
    if (facts.eventName === 'push') {
        const commits = (data.commits ?? []).map(commitFacts).filter(c => c !== undefined);
        facts.push = { commits, headCommit: commitFacts(data.head_commit) };
    }
    const pr = data.pull_request;
    if (pr) {
        facts.pullRequest = {
            number: pr.number ?? undefined,
            title: pr.title ?? '',
            body: pr.body ?? '',
            headSha: pr.head?.sha ?? undefined,
            headRef: pr.head?.ref ?? undefined,
            url: pr.html_url ?? undefined,
            headRepository: pr.head?.repo?.full_name ?? undefined,
            baseRepository: pr.base?.repo?.full_name ?? undefined
        };
    }
    return facts;
}
/**
 * The events whose workflows GitHub runs without secrets when the pull request comes from a
 * fork. pull_request_target is not one: it runs in the base repository, with its secrets.
 */
const FORK_EVENTS = new Set(['pull_request', 'pull_request_review', 'pull_request_review_comment']);
/**
 * The fork (`owner/name`) this run's pull request comes from, when it comes from one: its head
 * repository differs from its base repository in the event payload. Undefined otherwise, and
 * when the payload does not say.
 */
function forkOf(facts) {
    if (!FORK_EVENTS.has(facts.eventName))
        return undefined;
    const head = facts.pullRequest?.headRepository;
    const base = facts.pullRequest?.baseRepository;
    if (!head || !base)
        return undefined;
    return head.toLowerCase() === base.toLowerCase() ? undefined : head;
}
/**
 * GitHub delivers no webhook payload over 25 MB, so the runner writes no event file over it:
 * a larger file is not the event, and is not read whole into memory.
 */
const MAX_EVENT_BYTES = 25 * 1024 * 1024;
function readPayload(path) {
    if (!path)
        return { problem: 'GITHUB_EVENT_PATH is not set' };
    try {
        // A regular file only: a FIFO or a device named by the variable would block the step.
        const { content } = (0,_files_regular_file_js__WEBPACK_IMPORTED_MODULE_0__/* .readRegularFileSync */ .cG)(path, MAX_EVENT_BYTES);
        if (content.length > MAX_EVENT_BYTES) {
            return { problem: 'the event payload is over 25 MB, more than GitHub ever sends' };
        }
        return { payload: JSON.parse(content.toString('utf8')) };
    }
    catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        return { problem: `the event payload could not be read (${reason})` };
    }
}
function commitFacts(value) {
    const parsed = PayloadCommitSchema.safeParse(value);
    if (!parsed.success)
        return undefined;
    const commit = parsed.data;
    return {
        sha: commit.id,
        message: commit.message ?? undefined,
        author: formatAuthor(commit.author?.name, commit.author?.email),
        timestamp: unixSeconds(commit.timestamp),
        url: commit.url ?? undefined
    };
}
function formatAuthor(name, email) {
    if (!name && !email)
        return undefined;
    if (!email)
        return name ?? undefined;
    return `${name ?? ''} <${email}>`.trim();
}
/** ISO 8601 (or anything Date parses) to whole unix seconds. */
function unixSeconds(iso) {
    if (!iso)
        return undefined;
    const ms = Date.parse(iso);
    return Number.isNaN(ms) ? undefined : Math.floor(ms / 1000);
}
/** `https://github.com/owner/name/commit/sha` */
function commitUrl(facts, sha) {
    return facts.repository ? `${facts.serverUrl}/${facts.repository}/commit/${sha}` : undefined;
}


/***/ }),

/***/ 1913:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BpQ: () => (/* reexport safe */ zod_mini__WEBPACK_IMPORTED_MODULE_2__.BpQ),
/* harmony export */   FsL: () => (/* reexport safe */ zod_mini__WEBPACK_IMPORTED_MODULE_2__.FsL),
/* harmony export */   Ikc: () => (/* reexport safe */ zod_mini__WEBPACK_IMPORTED_MODULE_2__.Ikc),
/* harmony export */   KCZ: () => (/* reexport safe */ zod_mini__WEBPACK_IMPORTED_MODULE_2__.KCZ),
/* harmony export */   L5J: () => (/* reexport safe */ zod_mini__WEBPACK_IMPORTED_MODULE_2__.L5J),
/* harmony export */   MfU: () => (/* reexport safe */ zod_mini__WEBPACK_IMPORTED_MODULE_2__.MfU),
/* harmony export */   Whr: () => (/* reexport safe */ zod_mini__WEBPACK_IMPORTED_MODULE_2__.Whr),
/* harmony export */   X$i: () => (/* reexport safe */ zod_mini__WEBPACK_IMPORTED_MODULE_2__.X$i),
/* harmony export */   YOg: () => (/* reexport safe */ zod_mini__WEBPACK_IMPORTED_MODULE_2__.YOg),
/* harmony export */   YjP: () => (/* reexport safe */ zod_mini__WEBPACK_IMPORTED_MODULE_2__.YjP),
/* harmony export */   ZnW: () => (/* reexport safe */ zod_mini__WEBPACK_IMPORTED_MODULE_2__.ZnW),
/* harmony export */   _H3: () => (/* reexport safe */ zod_mini__WEBPACK_IMPORTED_MODULE_2__._H3),
/* harmony export */   aig: () => (/* reexport safe */ zod_mini__WEBPACK_IMPORTED_MODULE_2__.aig),
/* harmony export */   cl6: () => (/* reexport safe */ zod_mini__WEBPACK_IMPORTED_MODULE_2__.cl6),
/* harmony export */   g1P: () => (/* reexport safe */ zod_mini__WEBPACK_IMPORTED_MODULE_2__.g1P),
/* harmony export */   lqM: () => (/* reexport safe */ zod_mini__WEBPACK_IMPORTED_MODULE_2__.lqM),
/* harmony export */   mee: () => (/* reexport safe */ zod_mini__WEBPACK_IMPORTED_MODULE_2__.mee),
/* harmony export */   pdi: () => (/* reexport safe */ zod_mini__WEBPACK_IMPORTED_MODULE_2__.pdi),
/* harmony export */   zMY: () => (/* reexport safe */ zod_mini__WEBPACK_IMPORTED_MODULE_2__.zMY)
/* harmony export */ });
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8532);
/* harmony import */ var zod_locales__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(252);
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9286);
/**
 * zod for every schema the action parses answers with: its functional build (`zod/mini`),
 * whose schemas do not carry a method for every kind of schema (the full build attaches
 * dozens to each schema it builds), with zod's English messages, which that build leaves out
 * and which tell a user which field was wrong and how.
 *
 * The full build took a cold step about 15 ms to load and to build and run its answer's
 * schema; this build does the same work in a fraction.
 *
 * Import it as a namespace (`import * as z`). Re-exporting zod's own namespace object instead
 * would mark everything it exports as used, every locale included.
 */


(0,zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .config */ .$W)((0,zod_locales__WEBPACK_IMPORTED_MODULE_1__/* ["default"] */ .A)());



/***/ }),

/***/ 9885:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   TO: () => (/* binding */ trailOrCommit),
/* harmony export */   u$: () => (/* binding */ trailOrRunCommit),
/* harmony export */   v1: () => (/* binding */ readTrailInput),
/* harmony export */   z6: () => (/* binding */ runCommitSha)
/* harmony export */ });
/* unused harmony export describeTrailDefault */
/* harmony import */ var _github_event_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5015);
/* harmony import */ var _inputs_input_error_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9354);
/* harmony import */ var _inputs_parse_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3718);
/**
 * The `trailDefaultsToCommit` trait of a declaration, in one place: what a command's page says
 * of it, reading `trail` with the refusal a run without a commit gets, and the default itself.
 * The trail a build-side record goes to: the trail input, else the run's commit.
 */



/**
 * Undefined when not given: the commit is the default, known only once it is read. A run
 * that names no commit at all (no commit-sha, no GITHUB_SHA) is refused here, before any
 * request, rather than after the evidence was gathered.
 */
function readTrailInput(source) {
    const trail = (0,_inputs_parse_js__WEBPACK_IMPORTED_MODULE_2__/* .readName */ .MQ)(source, 'trail');
    if (trail === undefined && source('commit-sha') === undefined)
        trailOrCommit(trail, runCommitSha());
    return trail;
}
/**
 * One trail per commit is the default, so begin-trail and every later attest step of the
 * run (in any job) agree on it without passing it around.
 */
function trailOrCommit(given, sha, expected = 'a trail name, or a run with GITHUB_SHA set') {
    if (given !== undefined)
        return given;
    if (sha)
        return sha;
    throw new _inputs_input_error_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .d('trail', 'is empty and the run names no commit to default it to (GITHUB_SHA is not set)', expected);
}
/** The trail input as read by readTrailInput, else the run's commit (see runCommitSha). */
function trailOrRunCommit(given) {
    return trailOrCommit(given, runCommitSha());
}
/** What a command's page says of the trait; `readsCommitSha` when it has a commit-sha input. */
function describeTrailDefault(readsCommitSha) {
    const commit = `a pull request's head commit${readsCommitSha ? ', or `commit-sha` where given' : ''}`;
    return `\`trail\` defaults to the commit the run is about (${commit}), so every job of a run agrees on it.`;
}
/**
 * The run's commit, for commands that need no more of it than its id: a pull request's head
 * (GITHUB_SHA is then a generated merge commit), else GITHUB_SHA.
 */
function runCommitSha() {
    const facts = (0,_github_event_js__WEBPACK_IMPORTED_MODULE_0__.readRunFacts)();
    return facts.pullRequest?.headSha ?? facts.sha;
}


/***/ }),

/***/ 9326:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   fm: () => (/* binding */ isFailingAttestation),
/* harmony export */   fp: () => (/* binding */ assertArtifact),
/* harmony export */   xz: () => (/* binding */ attestationsOf)
/* harmony export */ });
/* unused harmony exports assertionFields, answers */
/* harmony import */ var _identity_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7065);
/* harmony import */ var _load_schemas_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9878);


async function assertArtifact(client, query) {
    const answer = await client.get(['asserts', query.org, 'fingerprint', query.fingerprint], {
        flow_name: query.flow,
        environment_name: query.environment,
        policy_name: query.policies && query.policies.length > 0 ? query.policies : undefined
    }, answers().then(schemas => schemas.AssertionResultSchema));
    return (0,_identity_js__WEBPACK_IMPORTED_MODULE_0__/* .checkRecord */ .EQ)(answer, 'an assertion', assertionFields(query, answer));
}
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
            same: _identity_js__WEBPACK_IMPORTED_MODULE_0__/* .ignoringCase */ .SY
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
/** Attestations the result lists, from the top level or, failing that, from each flow. */
function attestationsOf(result) {
    const own = result.compliance_status?.attestations_statuses ?? [];
    if (own.length > 0)
        return own;
    return result.flows.flatMap(flow => flow.compliance_status?.attestations_statuses ?? []);
}
function isFailingAttestation(status) {
    // The service's own example lists a MISSING attestation with no is_compliant at all.
    return status.is_compliant === false || (status.status ?? '').toUpperCase() === 'MISSING';
}
/** The answer of assert: an artifact's compliance, at flow, environment or policy scope. */
const answers = (0,_load_schemas_js__WEBPACK_IMPORTED_MODULE_1__/* .answerSchemas */ .T)((z, { AttestationStatusSchema, flag, list, num, text, PolicyEvaluationSchema }) => {
    const ComplianceResultSchema = z.looseObject({
        unexpected: flag,
        artifact_fingerprint: text,
        status: text,
        is_compliant: flag,
        attestations_statuses: list(AttestationStatusSchema),
        evaluated_at: num
    });
    const AssertionFlowSchema = z.looseObject({
        flow: text,
        trail: text,
        compliant: flag,
        compliance_status: z.nullish(ComplianceResultSchema),
        html_url: text
    });
    const AllowListingSchema = z.looseObject({
        allowlist_id: text,
        allowed_by_user_id: text,
        timestamp: num,
        description: text
    });
    const AssertionResultSchema = z.looseObject({
        fingerprint: text,
        flow: text,
        trail: text,
        compliant: z.boolean(),
        compliance_status: z.nullish(ComplianceResultSchema),
        html_url: text,
        scope: text,
        // The description says one object; the vendor CLI reads a list. Accept both, hand out a list.
        flows: z.pipe(z.nullish(z.union([AssertionFlowSchema, z.array(AssertionFlowSchema)])), z.transform(value => (value == null ? [] : Array.isArray(value) ? value : [value]))),
        environment: text,
        policy_evaluations: list(PolicyEvaluationSchema),
        allow_listing: z.nullish(AllowListingSchema)
    });
    return { AssertionResultSchema, AssertionFlowSchema };
});


/***/ }),

/***/ 3470:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   TG: () => (/* binding */ createLegacyFlowRequest),
/* harmony export */   eV: () => (/* binding */ createFlowRequest),
/* harmony export */   wF: () => (/* binding */ UPDATED)
/* harmony export */ });
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
/**
 * The deprecated `PUT /flows/{org}` (JSON, `LegacyCreateFlow`), which the vendor CLI still
 * sends for a flow created with neither --template-file nor --use-empty-template.
 */
const createLegacyFlowRequest = (org, body) => ({
    method: 'PUT',
    segments: ['flows', org],
    json: body,
    multipart: false,
    emptyAnswerStatuses: UPDATED
});


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


/***/ }),

/***/ 4950:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   PH: () => (/* binding */ getTrail),
/* harmony export */   T8: () => (/* binding */ beginTrailRequest),
/* harmony export */   ao: () => (/* binding */ listTrails),
/* harmony export */   k9: () => (/* binding */ listOrgTrails)
/* harmony export */ });
/* unused harmony exports trailFields, flowTrailsFilter, orgTrailsFilter, answers */
/* harmony import */ var _flows_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3470);
/* harmony import */ var _identity_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7065);
/* harmony import */ var _load_schemas_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9878);
/* harmony import */ var _pages_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5319);




const beginTrailRequest = (target, body, template) => ({
    method: 'PUT',
    segments: ['trails', target.org, target.flow],
    json: body,
    multipart: true,
    file: template,
    emptyAnswerStatuses: _flows_js__WEBPACK_IMPORTED_MODULE_1__/* .UPDATED */ .wF
});
async function listTrails(client, query) {
    const paging = query.paged ? (0,_pages_js__WEBPACK_IMPORTED_MODULE_2__/* .pageParams */ .GU)(query) : {};
    const answer = await client.get(['trails', query.org, query.flow], paging, answers().then(schemas => schemas.TrailPageSchema));
    const filter = flowTrailsFilter(query.flow);
    (0,_identity_js__WEBPACK_IMPORTED_MODULE_0__/* .checkListing */ .xw)(answer.data, 'a trail', filter);
    // Unasked, the service may still page the answer: its pagination then says how many more.
    if (!query.paged && !answer.pagination) {
        return { items: answer.data, total: answer.data.length, pageCount: 1 };
    }
    (0,_identity_js__WEBPACK_IMPORTED_MODULE_0__/* .checkPage */ .I7)(query.page, answer.pagination?.page, filter);
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
    return { items: answer.data, ...(0,_pages_js__WEBPACK_IMPORTED_MODULE_2__/* .fromPagination */ .ZK)(answer.pagination) };
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
        ...(0,_pages_js__WEBPACK_IMPORTED_MODULE_2__/* .pageParams */ .GU)(query)
    }, answers().then(schemas => schemas.TrailPageSchema));
    const filter = orgTrailsFilter(query);
    (0,_identity_js__WEBPACK_IMPORTED_MODULE_0__/* .checkListing */ .xw)(answer.data, 'a trail', filter);
    (0,_identity_js__WEBPACK_IMPORTED_MODULE_0__/* .checkPage */ .I7)(query.page, answer.pagination?.page, filter);
    return pageOfTrails(answer, query.page);
}
async function getTrail(client, ref) {
    const answer = await client.get(['trails', ref.org, ref.flow, ref.trail], {}, answers().then(schemas => schemas.TrailDetailSchema));
    return (0,_identity_js__WEBPACK_IMPORTED_MODULE_0__/* .checkRecord */ .EQ)(answer, 'a trail', trailFields(ref, answer));
}
/** Get trail: its name and its flow's name, both required. */
function trailFields(asked, answer) {
    return [
        { label: 'name', asked: asked.trail, answered: answer.name, required: true },
        { label: 'flow', asked: asked.flow, answered: answer.flow?.name, required: true }
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
                    answered: reported.find(print => (0,_identity_js__WEBPACK_IMPORTED_MODULE_0__/* .ignoringCase */ .SY)(print, fingerprint)) ?? reported[0],
                    same: _identity_js__WEBPACK_IMPORTED_MODULE_0__/* .ignoringCase */ .SY
                });
            }
            return fields;
        }
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
/** The answers about trails: a listing's trails, and one trail with its template and events. */
const answers = (0,_load_schemas_js__WEBPACK_IMPORTED_MODULE_3__/* .answerSchemas */ .T)((z, { AttestationStatusSchema, GitCommitInfoSchema, PaginationSchema, flag, list, num, text }) => {
    const TrailSchema = z.looseObject({
        name: z.string(),
        created_at: num,
        last_modified_at: num,
        compliance_status: z.nullish(z.looseObject({
            status: text,
            is_compliant: flag,
            attestations_statuses: list(AttestationStatusSchema)
        })),
        compliance_state: text,
        is_compliant: flag,
        created_by: text,
        html_url: text,
        description: text,
        origin_url: text,
        /** The trail's flow: what an org-wide listing needs to tell trails of two flows apart. */
        flow: z.catch(z.nullish(z.looseObject({ name: text })), undefined)
    });
    const TemplateAttestationSchema = z.looseObject({ name: z.string(), type: text });
    const ArtifactStatusSchema = z.looseObject({
        artifact_fingerprint: text,
        status: text,
        is_compliant: flag,
        unexpected: flag,
        attestations_statuses: list(AttestationStatusSchema)
    });
    /** One event of a trail; the fields each type carries, as the vendor CLI reads them. */
    const TrailEventSchema = z.looseObject({
        type: text,
        timestamp: num,
        is_compliant: flag,
        attestation_type: text,
        attestation_id: text,
        template_reference_name: text,
        target_artifact: text,
        artifact_name: text,
        environment_name: text,
        snapshot_index: num,
        approval_number: num,
        state: text,
        reviewer: text,
        git_commit_info: z.nullish(z.looseObject({ sha1: text, url: text }))
    });
    /** Get trail: the trail with its template, its compliance per artifact, and its events. */
    const TrailDetailSchema = z.looseObject({
        ...TrailSchema.shape,
        compliance_status: z.nullish(z.looseObject({
            status: text,
            is_compliant: flag,
            attestations_statuses: list(AttestationStatusSchema),
            artifacts_statuses: z.nullish(z.record(z.string(), ArtifactStatusSchema)),
            evaluated_at: num
        })),
        template: z.nullish(z.looseObject({
            trail: z.nullish(z.looseObject({
                attestations: list(TemplateAttestationSchema),
                artifacts: list(z.looseObject({
                    name: z.string(),
                    attestations: list(TemplateAttestationSchema)
                }))
            }))
        })),
        git_commit_info: z.nullish(GitCommitInfoSchema),
        events: list(TrailEventSchema)
    });
    /** List trails answers `{data, pagination?}` or, without paging parameters, a bare list. */
    const TrailPageSchema = z.pipe(z.union([
        z.looseObject({ data: z.array(TrailSchema), pagination: z.nullish(PaginationSchema) }),
        z.array(TrailSchema)
    ]), z.transform(value => (Array.isArray(value) ? { data: value, pagination: null } : value)));
    return {
        TrailDetailSchema,
        TrailPageSchema,
        TrailSchema,
        TrailEventSchema,
        ArtifactStatusSchema
    };
});


/***/ })

};
