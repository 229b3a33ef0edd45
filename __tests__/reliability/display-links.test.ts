/**
 * A display field never breaks a run: every command that talks to a remote, as a step run
 * in-process (kit/step.ts), with every link field of every JSON answer of the service, Jira and
 * the GitHub API (`html_url`, any `*_url`, `href`) replaced by a value that is not an http(s)
 * URL: a path, as a self-hosted service or a rewriting proxy sends, and a `javascript:` URL.
 * Each run must end as it does with honest answers, and its job summary, rendered as GitHub
 * renders it, must link only http(s) URLs. A link that is all that names the record asked (a
 * snapshot's `html_url`, the only field naming its environment) is no display field: there,
 * the step must refuse the answer, naming what came. A command added to the registry is covered by its
 * example without editing this suite.
 */
import { startJiraEmulator } from '../../sandbox/jira.js'
import { API_ROOT, startSandbox } from '../../sandbox/server.js'
import { type ActionRun } from '../../tools/run-action.js'
import { runStep } from '../kit/step.js'
import { renderSummary } from '../kit/summary-html.js'
import { annotations } from '../kit/annotations.js'
import { EXAMPLE_GITHUB, SERVICE_COMMANDS, exampleEnv, exampleRun } from '../kit/examples.js'
import { rewriteJsonStrings, startRewritingProxy } from '../kit/rewriting-proxy.js'
import { startGitHubEmulator } from '../../sandbox/github.js'
import { pool } from '../kit/reliability.js'

/** What a self-hosted service or a rewriting proxy may send; and a script URL. */
const NOT_HTTP = ['/org/flow/trail', 'javascript:alert(1)'] as const
const LINK_FIELD = /(^|_)url$|^href$/i

/** Commands whose answer names the record asked only in its link. */
const NAMED_BY_LINK = new Set(['get-snapshot'])

const CASES = SERVICE_COMMANDS.flatMap(command => NOT_HTTP.map(value => ({ command, value })))
const runs = new Map<string, ActionRun>()
const key = (command: string, value: string) => `${command} ${value}`

beforeAll(async () => {
  await pool(CASES, 2, async ({ command, value }) => {
    const [sandbox, jira, github] = await Promise.all([
      startSandbox(),
      startJiraEmulator(),
      startGitHubEmulator(EXAMPLE_GITHUB)
    ])
    const rewrite = (json: unknown) =>
      rewriteJsonStrings(json, (text, field) =>
        field !== undefined && LINK_FIELD.test(field) ? value : text
      )
    const proxies = await Promise.all(
      [sandbox.origin, jira.baseUrl, github.apiUrl].map(target =>
        startRewritingProxy(target, rewrite)
      )
    )
    const [serviceProxy, jiraProxy, githubProxy] = proxies
    try {
      const servers = {
        sandbox: { ...sandbox, baseUrl: `${serviceProxy?.origin}${API_ROOT}` },
        jira,
        jiraUrl: jiraProxy?.origin,
        github: { apiUrl: githubProxy?.origin ?? '', token: github.token }
      }
      const run = await runStep({
        inputs: { ...exampleRun(command, servers), 'max-retries': '0' },
        env: exampleEnv(command, servers)
      })
      runs.set(key(command, value), run)
    } finally {
      await Promise.all([
        ...proxies.map(proxy => proxy.close()),
        sandbox.close(),
        jira.close(),
        github.close()
      ])
    }
  })
}, 300_000)

describe('a link field that is not an http(s) URL', () => {
  it.each(CASES.map(({ command, value }) => [command, value] as const))(
    '%s: with %s, runs as with honest answers and links nothing but http(s)',
    (command, value) => {
      const run = runs.get(key(command, value))
      if (!run) throw new Error(`no run for ${command}`)
      expect({ exitCode: run.exitCode, errors: annotations(run.stdout) }).toEqual(
        NAMED_BY_LINK.has(command)
          ? {
              exitCode: 1,
              errors: [expect.stringContaining(`whose link is ${JSON.stringify(value)} instead`)]
            }
          : { exitCode: 0, errors: [] }
      )
      const hrefs = renderSummary(run.summary).links.map(link => link.href)
      // GitHub links e-mail addresses in text by itself (mailto:); the action links only http(s).
      expect(hrefs.filter(href => !/^(https?:\/\/|mailto:)/i.test(href))).toEqual([])
      expect(run.summary).not.toContain(`](${value}`)
    }
  )
})
