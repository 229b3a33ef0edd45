/**
 * Contract: a migrated step sends what the vendor CLI sends for the same call. For one call
 * of every command the action replaces (its declaration's `cli`), the CLI's request is
 * written down here from the CLI's source (the file named in each row, in the mirror of
 * kosli-dev/cli): method, path, query, the JSON fields it sends for those flags and the parts
 * of a multipart body. Each row runs the command's example (the same flags) against the
 * sandbox and compares the request the step sent. Where the action sends otherwise on
 * purpose, the row says so in `differs`, and the command's page says why.
 */
import { join } from 'node:path'
import { loadDeclarations } from '../../tools/declarations.js'
import { runStep } from '../kit/step.js'
import { exampleEnv, exampleRun } from '../kit/examples.js'
import { postedForm, writesIn } from '../kit/posted.js'
import { useGitHub, useJira, useSandbox } from '../kit/servers.js'
import type { RecordedRequest } from '../../sandbox/server.js'

const sandbox = useSandbox({ resetEach: true })
const jira = useJira()
const github = useGitHub()

/** The CLI's request for the example's flags. */
interface CliRequest {
  /** The CLI call the example's inputs stand for. */
  call: string
  /** Where the CLI builds it (cmd/kosli/<file>.go, internal/...). */
  source: string
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  /** Below the API root, with the sandbox's org as `acme`. */
  path: string
  /** The query string, in the CLI's order of parameters sorted by name (url.Values.Encode). */
  query?: string
  /** The top-level JSON fields it sends (of data_json, or `payload` for policies). */
  fields?: readonly string[]
  /** Values among them that the flags fix. */
  values?: Record<string, unknown>
  /** The parts of a multipart body; none for a JSON body. */
  parts?: readonly string[]
  /** What the step sends otherwise on purpose, and why (its page says so too). */
  differs?: { fields?: readonly string[]; reason: string }
}

const FINGERPRINT = '8396f3387559d77b96ab242835fad17c7e7ec63c43c318804f4f9ff77172e199'
const TRAIL = '/attestations/acme/web-app/trail/release-1.4.0'
/** What every attestation of the CLI carries in a GitHub run (cmd/kosli/attestation.go). */
const ATTESTATION = ['attestation_name', 'origin_url', 'git_commit_info', 'repo_info']

const CLI: Record<string, CliRequest> = {
  'assert-artifact': {
    call: `kosli assert artifact --fingerprint ${FINGERPRINT}`,
    source: 'cmd/kosli/assertArtifact.go',
    method: 'GET',
    path: `/asserts/acme/fingerprint/${FINGERPRINT}`
  },
  'attach-policy': {
    call: 'kosli attach-policy prod-requirements has-unit-tests --environment staging',
    source: 'cmd/kosli/attachPolicy.go',
    method: 'POST',
    path: '/environments/acme/staging/policies',
    fields: ['policy_names'],
    values: { policy_names: ['prod-requirements', 'has-unit-tests'] }
  },
  'attest-artifact': {
    call: `kosli attest artifact app.tar.gz --fingerprint ${FINGERPRINT} --name example-artifact --flow web-app --trail release-1.4.0`,
    source:
      'cmd/kosli/attestArtifact.go (AttestArtifactPayload; repo_url from internal/gitview RepoURL)',
    method: 'POST',
    path: '/artifacts/acme/web-app',
    fields: [
      'fingerprint',
      'filename',
      'git_commit',
      'git_commit_info',
      'repo_info',
      'build_url',
      'commit_url',
      'repo_url',
      'template_reference_name',
      'trail_name'
    ],
    values: {
      fingerprint: FINGERPRINT,
      filename: 'app.tar.gz',
      template_reference_name: 'example-artifact',
      trail_name: 'release-1.4.0',
      repo_url: 'https://github.com/acme/web-app'
    }
  },
  'attest-custom': {
    call: 'kosli attest custom --name coverage --type coverage-report --attestation-data coverage.json',
    source: 'cmd/kosli/attestCustom.go',
    method: 'POST',
    path: `${TRAIL}/custom`,
    fields: [...ATTESTATION, 'type_name', 'attestation_data'],
    values: { type_name: 'coverage-report', attestation_data: { lines: 91.5, branches: 84.2 } },
    parts: ['data_json']
  },
  'attest-decision': {
    call: 'kosli attest decision --name change-approval --control RCTL-043 --compliant',
    source: 'cmd/kosli/attestDecision.go',
    method: 'POST',
    path: `${TRAIL}/system`,
    fields: [...ATTESTATION, 'type_name', 'control', 'attestation_data'],
    values: { control: 'RCTL-043', attestation_data: { is_compliant: true } },
    parts: ['data_json']
  },
  'attest-generic': {
    call: 'kosli attest generic --name code-review --compliant',
    source: 'cmd/kosli/attestGeneric.go',
    method: 'POST',
    path: `${TRAIL}/generic`,
    fields: [...ATTESTATION, 'is_compliant'],
    values: { is_compliant: true },
    parts: ['data_json']
  },
  'attest-jira': {
    call: 'kosli attest jira --name jira-issues --jira-secondary-source ABC-1 --ignore-branch-match ...',
    source: 'cmd/kosli/attestJira.go',
    method: 'POST',
    path: `${TRAIL}/jira`,
    fields: [...ATTESTATION, 'jira_results'],
    values: {
      jira_results: [expect.objectContaining({ issue_id: 'ABC-1', issue_exists: true })]
    },
    parts: ['data_json'],
    differs: {
      fields: ['git_commit_info'],
      reason:
        'key-sources: none reads no commit, so none is recorded; the CLI reads the commit whatever it searches'
    }
  },
  'attest-junit': {
    call: 'kosli attest junit --name unit-tests --results-dir junit-passing',
    source: 'cmd/kosli/attestJunit.go (one result file: attached as it is, cli_utils.go)',
    method: 'POST',
    path: `${TRAIL}/junit`,
    fields: [...ATTESTATION, 'junit_results'],
    parts: ['data_json', 'attachment_file']
  },
  'attest-pull-request': {
    call: 'kosli attest pullrequest github --name pull-request --commit fff...',
    source: 'cmd/kosli/attestPRGithub.go, internal/github/github.go, internal/types/types.go',
    method: 'POST',
    path: `${TRAIL}/pull_request`,
    fields: [...ATTESTATION, 'git_provider', 'pull_requests'],
    values: {
      git_provider: 'github',
      pull_requests: [
        {
          url: 'https://github.com/acme/web-app/pull/7',
          state: 'MERGED',
          author: 'alice',
          title: 'Add the checkout',
          created_at: Date.parse('2026-11-20T08:00:00Z') / 1000,
          merged_at: Date.parse('2026-11-21T09:00:00Z') / 1000,
          head_ref: 'feature/checkout',
          base_ref: 'main',
          merge_commit: 'f'.repeat(40),
          approvers: [
            {
              username: 'bob',
              state: 'APPROVED',
              timestamp: Date.parse('2026-11-21T08:00:00Z') / 1000
            }
          ],
          commits: [
            expect.objectContaining({
              sha1: 'e'.repeat(40),
              message: 'Add the checkout',
              author_username: 'alice',
              branch: 'feature/checkout'
            })
          ]
        }
      ]
    },
    parts: ['data_json']
  },
  'attest-snyk': {
    call: 'kosli attest snyk --name snyk-code --scan-results code-test.sarif',
    source: 'cmd/kosli/attestSnyk.go',
    method: 'POST',
    path: `${TRAIL}/snyk`,
    fields: [...ATTESTATION, 'snyk_results'],
    parts: ['data_json', 'attachment_file']
  },
  'begin-trail': {
    call: 'kosli begin trail example-trail --flow web-app',
    source: 'cmd/kosli/beginTrail.go',
    method: 'PUT',
    path: '/trails/acme/web-app',
    fields: ['name', 'origin_url', 'git_commit_info', 'repo_info'],
    values: { name: 'example-trail' },
    parts: ['data_json']
  },
  'create-attestation-type': {
    call: 'kosli create attestation-type coverage-report --schema coverage.schema.json --jq ... --jq ...',
    source: 'cmd/kosli/createAttestationType.go',
    method: 'POST',
    path: '/custom-attestation-types/acme',
    fields: ['name', 'description', 'evaluator'],
    values: {
      evaluator: { content_type: 'jq', rules: ['.coverage >= 80', '(.files | length) > 0'] }
    },
    parts: ['data_json', 'type_schema']
  },
  'create-environment': {
    call: 'kosli create environment qa --type server --description "Shared QA hosts"',
    source: 'cmd/kosli/createEnvironment.go (include_scaling omitempty)',
    method: 'PUT',
    path: '/environments/acme',
    fields: ['name', 'type', 'description'],
    values: { name: 'qa', type: 'server', description: 'Shared QA hosts' },
    differs: {
      fields: ['include_scaling'],
      reason:
        'include-scaling is declared with a default (false) and sent, which the CLI leaves out; the service reads none as false'
    }
  },
  'create-flow': {
    call: 'kosli create flow example-flow --description "An example flow"',
    source: 'cmd/kosli/createFlow.go (neither --template-file nor --use-empty-template)',
    method: 'PUT',
    path: '/flows/acme',
    fields: ['name', 'description', 'template'],
    values: { name: 'example-flow', description: 'An example flow', template: ['artifact'] }
  },
  'create-policy': {
    call: 'kosli create policy production-ready production.yml --description ... --comment ...',
    source: 'cmd/kosli/createPolicy.go (part "payload", type defaults to env)',
    method: 'PUT',
    path: '/policies/acme',
    fields: ['name', 'description', 'comment', 'type'],
    values: { name: 'production-ready', comment: 'First version', type: 'env' },
    parts: ['payload', 'policy_file']
  },
  'detach-policy': {
    call: 'kosli detach-policy prod-requirements --environment production',
    source: 'cmd/kosli/detachPolicy.go',
    method: 'DELETE',
    path: '/environments/acme/production/policies',
    fields: ['policy_names'],
    values: { policy_names: ['prod-requirements'] }
  },
  'diff-snapshots': {
    call: 'kosli diff snapshots production~1 production',
    source: 'cmd/kosli/diffSnapshots.go',
    method: 'GET',
    path: '/env-diff/acme',
    query: 'snappish1=production%7E1&snappish2=production'
  },
  'get-attestation': {
    call: 'kosli get attestation pull-request --flow web-app --trail release-1.4.0',
    source: 'cmd/kosli/getAttestation.go',
    method: 'GET',
    path: '/attestations/acme/web-app/trail/release-1.4.0/pull-request'
  },
  'get-snapshot': {
    call: 'kosli get snapshot production',
    source: 'cmd/kosli/getSnapshot.go (no expression: the latest, -1)',
    method: 'GET',
    path: '/snapshots/acme/production/-1'
  },
  'get-trail': {
    call: 'kosli get trail release-1.4.0 --flow web-app',
    source: 'cmd/kosli/getTrail.go',
    method: 'GET',
    path: '/trails/acme/web-app/release-1.4.0'
  },
  'list-attestation-types': {
    call: 'kosli list attestation-types',
    source: 'cmd/kosli/listAttestationTypes.go',
    method: 'GET',
    path: '/custom-attestation-types/acme'
  },
  'list-environments': {
    call: 'kosli list environments',
    source: 'cmd/kosli/listEnvironments.go (page and per_page only when given)',
    method: 'GET',
    path: '/environments/acme'
  },
  'list-policies': {
    call: 'kosli list policies',
    source: 'cmd/kosli/listPolicies.go',
    method: 'GET',
    path: '/policies/acme'
  },
  'list-trails': {
    call: 'kosli list trails --flow web-app',
    source: 'cmd/kosli/listTrails.go',
    method: 'GET',
    path: '/trails/acme/web-app',
    differs: {
      reason:
        "the CLI asks the org-wide GET /trails/acme?flow=web-app&page=1&per_page=20; the step reads the flow's own listing, which answers the same trails"
    }
  },
  'log-environment': {
    call: 'kosli log environment production',
    source: 'cmd/kosli/logEnvironment.go',
    method: 'GET',
    path: '/environments/acme/production/events',
    query: 'page=1&per_page=15&reverse=false',
    differs: {
      reason:
        'the CLI also sends an empty interval=, which asks for nothing; the step leaves it out'
    }
  },
  'override-attestation': {
    call: 'kosli attest override --name security-scan --original-attestation-type snyk --new-compliance-status true --reason "False positive"',
    source: 'cmd/kosli/attestOverride.go',
    method: 'POST',
    path: '/attestations/acme/web-app/trail/release-1.5.0/override',
    fields: [...ATTESTATION, 'reason', 'new_compliance_status', 'original_attestation_type'],
    values: {
      reason: 'False positive',
      new_compliance_status: true,
      original_attestation_type: 'snyk'
    }
  },
  search: {
    call: 'kosli search 8396f3387559',
    source: 'cmd/kosli/search.go',
    method: 'GET',
    path: '/search/acme/sha/8396f3387559'
  },
  'snapshot-docker': {
    call: 'kosli snapshot docker staging',
    source: 'cmd/kosli/snapshotDocker.go, internal/docker/docker.go',
    method: 'PUT',
    path: '/environments/acme/staging/report/docker',
    fields: ['artifacts']
  },
  'snapshot-k8s': {
    call: 'kosli snapshot k8s production --kubeconfig kubeconfig-token.yaml',
    source: 'cmd/kosli/snapshotK8S.go, internal/kube/kube.go',
    method: 'PUT',
    path: '/environments/acme/production/report/K8S',
    fields: ['artifacts']
  },
  'snapshot-paths': {
    call: 'kosli snapshot path staging --path app --name web-app --exclude "*.log"',
    source: 'cmd/kosli/snapshotPath.go, internal/server/server.go',
    method: 'PUT',
    path: '/environments/acme/staging/report/server',
    fields: ['artifacts']
  },
  tag: {
    call: 'kosli tag flow web-app --set team=payments --set tier=1 --unset legacy',
    source: 'cmd/kosli/tag.go',
    method: 'PATCH',
    path: '/tags/acme/flow/web-app',
    fields: ['set_tags', 'remove_tags'],
    values: { set_tags: { team: 'payments', tier: '1' }, remove_tags: ['legacy'] }
  }
}

/** The commands the action replaces: each declares the CLI commands it stands for. */
const REPLACING = (await loadDeclarations(join(process.cwd(), 'src', 'commands')))
  .filter(declaration => (declaration.cli ?? []).length > 0)
  .map(declaration => declaration.name)

/** Commands of the CLI that send no request at all. */
const LOCAL = ['fingerprint']

async function bodyOf(
  request: RecordedRequest
): Promise<{ json?: Record<string, unknown>; parts?: string[] }> {
  if (request.contentType?.startsWith('multipart/')) {
    const form = await postedForm(request)
    const parts = [...form.keys()]
    const jsonPart = form.get('data_json') ?? form.get('payload')
    return {
      parts,
      json: typeof jsonPart === 'string' ? (JSON.parse(jsonPart) as Record<string, unknown>) : {}
    }
  }
  if (request.body.length === 0) return {}
  return { json: JSON.parse(request.body.toString('utf8')) as Record<string, unknown> }
}

describe("a migrated step sends the vendor CLI's request", () => {
  it('has a CLI request written down for every command the action replaces', () => {
    expect(REPLACING.filter(command => !(command in CLI) && !LOCAL.includes(command))).toEqual([])
    expect(REPLACING.length).toBeGreaterThanOrEqual(30)
  })

  it.each(Object.entries(CLI))('%s', async (command, cli) => {
    const servers = { sandbox, jira, github }
    const run = await runStep({
      inputs: exampleRun(command, servers),
      env: exampleEnv(command, servers)
    })
    expect(run.exitCode).toBe(0)
    // create-environment reads the environment first, to say what the PUT changes.
    const sent = sandbox.requests.filter(
      request => request.method === cli.method && request.path === `/api/v2${cli.path}`
    )
    expect(sent).toHaveLength(1)
    const [request] = sent
    if (!request) return
    expect(request.query.toString()).toBe(cli.query ?? '')
    const { json, parts } = await bodyOf(request)
    expect(parts).toEqual(cli.parts)
    if (!cli.fields) {
      expect(json).toBeUndefined()
      return
    }
    const sentFields = Object.keys(json ?? {}).sort()
    const expected = [...cli.fields].sort()
    const extra = cli.differs?.fields ?? []
    // A field named in `differs` is one the CLI sends and the step does not, or the other way.
    const symmetric = [
      ...sentFields.filter(field => !expected.includes(field)),
      ...expected.filter(field => !sentFields.includes(field))
    ].sort()
    expect(symmetric).toEqual([...extra].sort())
    expect(json).toMatchObject(cli.values ?? {})
  })

  it('sends nothing for fingerprint, as the CLI computes it locally', async () => {
    const servers = { sandbox, jira, github }
    const run = await runStep({
      inputs: exampleRun('fingerprint', servers),
      env: exampleEnv('fingerprint', servers)
    })
    expect(run.exitCode).toBe(0)
    expect(sandbox.requests).toEqual([])
  })

  // internal/requests/requests.go: Client.Do with DryRun, then PayloadOutput.
  it("prints a dry run's request as the CLI's --dry-run does, without the token", async () => {
    const servers = { sandbox, jira, github }
    const lines = async (command: string) => {
      const run = await runStep({
        inputs: exampleRun(command, servers, { 'dry-run': 'true' }),
        env: exampleEnv(command, servers)
      })
      expect(run.exitCode).toBe(0)
      // Masked by the runner (::add-mask::), and never printed otherwise.
      const printed = run.stdout.split('\n').filter(line => !line.startsWith('::add-mask::'))
      expect(printed.join('\n')).not.toContain(sandbox.token)
      return { run, lines: printed }
    }
    const json = await lines('attest-artifact')
    const start = json.lines.indexOf('############### THIS IS A DRY-RUN  ###############')
    expect(json.lines.slice(start + 1, start + 4)).toEqual([
      `the request would have been sent to: ${sandbox.baseUrl}/artifacts/acme/web-app`,
      'this is the payload that would be sent in a real run: ',
      ' {'
    ])
    const end = json.lines.indexOf('}', start)
    const printed = [' {', ...json.lines.slice(start + 4, end + 1)].join('\n')
    expect(JSON.parse(printed)).toEqual(JSON.parse(json.run.outputs.result ?? ''))
    // Four spaces a level, as json.Indent with "    ".
    expect(json.lines[start + 4]).toMatch(/^ {4}"fingerprint": /)

    const multipart = await lines('attest-generic')
    const at = multipart.lines.indexOf('############### THIS IS A DRY-RUN  ###############')
    expect(multipart.lines.slice(at + 1, at + 4)).toEqual([
      `the request would have been sent to: ${sandbox.baseUrl}${TRAIL.replace('/acme/', `/${sandbox.org}/`)}/generic`,
      'this is the payload that would be sent in a real run:',
      'Field: data_json, Value: {'
    ])
    expect(writesIn(sandbox.requests)).toEqual([])
  })
})
