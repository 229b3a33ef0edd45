/**
 * Every YAML example in the README parses, validates against SchemaStore's workflow
 * schema and passes actionlint; so do the repository's own workflows, and action.yml
 * validates against the action schema. A user who copies an example gets a workflow
 * GitHub accepts.
 */
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import {
  actionSchemaErrors,
  actionlintFindings,
  parseYaml,
  workflowSchemaErrors,
  wrapSteps
} from '../helpers/workflow-lint.js'

const root = process.cwd()
const readme = readFileSync(join(root, 'README.md'), 'utf8')

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

const blocks = yamlBlocks(readme)
const workflowDir = join(root, '.github', 'workflows')
const workflowFiles = readdirSync(workflowDir).filter(name => /\.ya?ml$/.test(name))

describe('README YAML examples', () => {
  it('finds the examples', () => {
    expect(blocks.length).toBeGreaterThanOrEqual(10)
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

  describe.each(blocks.map(block => [`README.md line ${block.line}`, block] as const))(
    '%s',
    (_name, block) => {
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
        expect(JSON.stringify((workflow as { permissions?: unknown }).permissions)).not.toMatch(
          /write/
        )
      })

      it('passes actionlint', async () => {
        const text = Array.isArray(parsed.value) ? JSON.stringify(workflow) : block.text
        expect(await actionlintFindings(text, `README.md#L${block.line}`)).toEqual([])
      })
    }
  )
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
