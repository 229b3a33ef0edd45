/**
 * Every YAML example users copy parses, validates against SchemaStore's workflow schema and
 * passes actionlint: the fenced blocks of README.md, CONTRIBUTING.md and docs/**\/*.md, and
 * the workflows in examples/. Every step that uses this action gives only inputs its
 * action.yml declares (the sub-action's, or the command's for the root action), and every
 * input it requires. The repository's own workflows pass the same checks, and action.yml
 * validates against the action schema. A user who copies an example gets a workflow GitHub
 * accepts, with inputs the action reads.
 */
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { parse, stringify } from 'yaml'
import { ownActionInputFindings, ownActionSteps } from '../kit/action-inputs.js'
import {
  actionSchemaErrors,
  actionlintFindings,
  parseYaml,
  workflowSchemaErrors,
  wrapSteps
} from '../kit/workflow-lint.js'

const root = process.cwd()

type Block = { line: number; text: string }

/** The ```yaml fenced blocks of a Markdown text, with the line each starts on. */
function yamlBlocks(markdown: string): Block[] {
  const blocks: Block[] = []
  const lines = markdown.split('\n')
  for (let i = 0; i < lines.length; i++) {
    if (!/^```ya?ml\s*$/.test(lines[i] as string)) continue
    const start = i + 1
    let end = start
    while (end < lines.length && !/^```\s*$/.test(lines[end] as string)) end++
    blocks.push({ line: start + 1, text: lines.slice(start, end).join('\n') + '\n' })
    i = end
  }
  return blocks
}

/** A block is a whole workflow (it has jobs) or a list of steps, wrapped into one job. */
function asWorkflow(value: unknown): Record<string, unknown> | undefined {
  if (Array.isArray(value)) return wrapSteps(value)
  if (value && typeof value === 'object' && 'jobs' in value) return value as Record<string, unknown>
  return undefined
}

const markdownFiles = [
  'README.md',
  'CONTRIBUTING.md',
  ...readdirSync(join(root, 'docs'), { recursive: true })
    .map(String)
    .filter(file => file.endsWith('.md'))
    .sort()
    .map(file => join('docs', file))
]
const blocks = markdownFiles.flatMap(file =>
  yamlBlocks(readFileSync(join(root, file), 'utf8')).map(
    block => [`${file} line ${block.line}`, block] as const
  )
)
const exampleFiles = readdirSync(join(root, 'examples'))
  .filter(name => /\.ya?ml$/.test(name))
  .sort()
const workflowDir = join(root, '.github', 'workflows')
const workflowFiles = readdirSync(workflowDir).filter(name => /\.ya?ml$/.test(name))

describe('YAML examples in the documentation', () => {
  it('finds the examples', () => {
    expect(blocks.filter(([name]) => name.startsWith('README.md')).length).toBeGreaterThanOrEqual(2)
    expect(
      blocks.filter(([name]) => name.startsWith('docs/commands/')).length
    ).toBeGreaterThanOrEqual(17)
    expect(exampleFiles.length).toBeGreaterThanOrEqual(4)
  })

  it('extracts a step snippet and wraps it into a job', () => {
    const [block] = yamlBlocks('text\n```yaml\n      - run: echo hi\n```\n')
    const parsed = parseYaml(block?.text ?? '')
    expect(parsed.errors).toEqual([])
    const workflow = asWorkflow(parsed.value)
    expect(workflowSchemaErrors(workflow)).toEqual([])
    expect(workflow).toMatchObject({ jobs: { example: { steps: [{ run: 'echo hi' }] } } })
  })

  it('rejects what GitHub would reject', async () => {
    // A plain run: value containing ": " is not YAML; a block scalar is.
    expect(parseYaml('- run: echo "Missing: $MISSING"\n').errors).not.toEqual([])
    expect(parseYaml('- run: |\n    echo "Missing: $MISSING"\n').errors).toEqual([])
    expect(workflowSchemaErrors({ on: 'push', jobs: { a: { steps: [] } } })).not.toEqual([])
    const lint = await actionlintFindings(
      'on: push\njobs:\n  a:\n    runs-on: ubuntu-latest\n    steps:\n      - run: echo ${{ nope.x }}\n',
      'bad.yml'
    )
    expect(lint.join('\n')).toMatch(/undefined variable "nope"/)
  })

  describe.each(blocks)('%s', (name, block) => {
    const parsed = parseYaml(block.text)
    const workflow = asWorkflow(parsed.value)

    it('parses as YAML, as a workflow or a list of steps', () => {
      expect(parsed.errors).toEqual([])
      expect(workflow).toBeDefined()
    })

    it('validates against the workflow schema', () => {
      expect(workflowSchemaErrors(workflow)).toEqual([])
    })

    it('grants the job only the permissions it needs, explicitly', () => {
      expect(workflow).toHaveProperty('permissions')
      const permissions = (workflow as { permissions?: unknown }).permissions
      // Only check-readiness writes to GitHub: its check run and its pull request comment.
      const writes = JSON.stringify(workflow).includes('/check-readiness@')
        ? ['checks', 'pull-requests']
        : []
      const granted = Object.entries(
        typeof permissions === 'object' && permissions !== null ? permissions : {}
      ).filter(([, value]) => value === 'write')
      expect(granted.map(([scope]) => scope).filter(scope => !writes.includes(scope))).toEqual([])
      expect(JSON.stringify(permissions)).not.toMatch(/write-all/)
    })

    it('passes actionlint', async () => {
      const text = Array.isArray(parsed.value) ? JSON.stringify(workflow) : block.text
      expect(await actionlintFindings(text, name)).toEqual([])
    })

    it('gives this action only the inputs its action.yml declares', () => {
      expect(ownActionInputFindings(workflow)).toEqual([])
    })
  })
})

describe.each(exampleFiles.map(name => [name]))('examples/%s', name => {
  const text = readFileSync(join(root, 'examples', name), 'utf8')
  const parsed = parseYaml(text)

  it('is a workflow that validates against the workflow schema', () => {
    expect(parsed.errors).toEqual([])
    expect(parsed.value).toHaveProperty('jobs')
    expect(workflowSchemaErrors(parsed.value)).toEqual([])
  })

  it('grants only read permissions, explicitly', () => {
    expect(parsed.value).toHaveProperty('permissions')
    expect(JSON.stringify((parsed.value as { permissions?: unknown }).permissions)).not.toMatch(
      /write/
    )
  })

  it('passes actionlint', async () => {
    expect(await actionlintFindings(text, `examples/${name}`)).toEqual([])
  })

  it('uses this action, giving only the inputs its action.yml declares', () => {
    expect(ownActionSteps(parsed.value)).toBeGreaterThan(0)
    expect(ownActionInputFindings(parsed.value)).toEqual([])
  })
})

describe('the input check', () => {
  const example = parse(readFileSync(join(root, 'examples', 'build-and-deploy.yml'), 'utf8')) as {
    jobs: Record<string, { steps: Record<string, unknown>[] }>
  }
  /** The example with one step of the deploy job changed, and how the check answers it. */
  function findingsWith(change: (step: Record<string, unknown>) => void): string[] {
    const copy = parse(stringify(example)) as typeof example
    const gate = copy.jobs.deploy?.steps.find(step => String(step.uses).includes('assert-artifact'))
    change(gate as Record<string, unknown>)
    return ownActionInputFindings(copy)
  }
  const withOf = (step: Record<string, unknown>) => step.with as Record<string, unknown>

  it('passes the example as it is', () => {
    expect(ownActionInputFindings(example)).toEqual([])
  })

  it('fails an input the sub-action does not declare', () => {
    expect(findingsWith(step => (withOf(step)['bogus-input'] = 'x'))).toEqual([
      'deploy step 1: kosli-dev/compliance-action/assert-artifact@v1: input "bogus-input" is not an input of assert-artifact'
    ])
  })

  it("fails another command's input, and command on a sub-action", () => {
    expect(findingsWith(step => (withOf(step)['jira-pat'] = 'x'))).toHaveLength(1)
    expect(findingsWith(step => (withOf(step).command = 'assert-artifact'))).toHaveLength(1)
  })

  it('checks the root action against the sub-action its command names', () => {
    const root = (command: string | undefined, extra: Record<string, string> = {}) =>
      findingsWith(step => {
        step.uses = 'kosli-dev/compliance-action@v1'
        if (command !== undefined) withOf(step).command = command
        Object.assign(withOf(step), extra)
      })
    expect(root('assert-artifact')).toEqual([])
    expect(root('assert-artifact', { 'bogus-input': 'x' })).toHaveLength(1)
    expect(root('asert-artifact')).toEqual([
      'deploy step 1: kosli-dev/compliance-action@v1: no command "asert-artifact" (no asert-artifact/action.yml)'
    ])
    expect(root(undefined)).toHaveLength(1)
  })

  it('fails a step that leaves out a required input', () => {
    const findings = ownActionInputFindings(
      wrapSteps([
        {
          uses: 'kosli-dev/compliance-action/attest-generic@v1',
          with: { 'api-token': 'x', compliant: 'true' }
        }
      ])
    )
    expect(findings).toEqual([
      'example step 1: kosli-dev/compliance-action/attest-generic@v1: required input "name" of attest-generic is missing'
    ])
  })

  it('takes a required input from its variable in the step, job or workflow env', () => {
    const step = {
      uses: 'kosli-dev/compliance-action/attest-generic@v1',
      with: { 'api-token': 'x', compliant: 'true' }
    }
    const inStep = wrapSteps([{ ...step, env: { KOSLI_NAME: 'tests' } }]) as {
      env?: Record<string, string>
      jobs: Record<string, { env?: Record<string, string> }>
    }
    expect(ownActionInputFindings(inStep)).toEqual([])
    const inJob = wrapSteps([step]) as typeof inStep
    Object.values(inJob.jobs).forEach(job => (job.env = { KOSLI_NAME: 'tests' }))
    expect(ownActionInputFindings(inJob)).toEqual([])
    const inWorkflow = wrapSteps([step]) as typeof inStep
    inWorkflow.env = { KOSLI_NAME: 'tests' }
    expect(ownActionInputFindings(inWorkflow)).toEqual([])
    // Another command's variable does not stand in.
    expect(
      ownActionInputFindings(wrapSteps([{ ...step, env: { KOSLI_TRAIL: 'x' } }]))
    ).toHaveLength(1)
  })
})

describe.each(workflowFiles.map(name => [name]))('.github/workflows/%s', name => {
  const text = readFileSync(join(workflowDir, name), 'utf8')

  it('validates against the workflow schema', () => {
    const parsed = parseYaml(text)
    expect(parsed.errors).toEqual([])
    expect(workflowSchemaErrors(parsed.value)).toEqual([])
  })

  it('passes actionlint', async () => {
    expect(await actionlintFindings(text, name)).toEqual([])
  })

  it('grants permissions explicitly and pins every action by commit SHA', () => {
    const workflow = parseYaml(text).value as { permissions?: unknown }
    expect(workflow.permissions).toBeDefined()
    const uses = [...text.matchAll(/uses:\s*([^\s#]+)(.*)$/gm)]
    for (const [, ref, comment] of uses) {
      if ((ref as string).startsWith('./')) continue
      expect(`${ref}${comment}`).toMatch(/@[0-9a-f]{40} # v\d+(\.\d+){0,2}$/)
    }
  })
})

describe('action.yml', () => {
  it('validates against the action schema', () => {
    const parsed = parseYaml(readFileSync(join(root, 'action.yml'), 'utf8'))
    expect(parsed.errors).toEqual([])
    expect(actionSchemaErrors(parsed.value)).toEqual([])
  })
})
