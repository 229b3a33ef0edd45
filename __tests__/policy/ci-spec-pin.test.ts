/**
 * The project's GitHub CI runs the contract tests against the published description: it
 * fetches it at a pinned commit and refuses it unless its checksum is the pinned one. The
 * description these tests run against here must be that same file.
 */
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'
import { SPEC_MISSING, SPEC_PATH } from '../kit/spec-location.js'

interface Step {
  name?: string
  env?: Record<string, string>
  run?: string
}

const workflow = parse(readFileSync(join(process.cwd(), '.github/workflows/ci.yml'), 'utf8')) as {
  jobs: Record<string, { steps: Step[] }>
}
const steps = Object.values(workflow.jobs).flatMap(job => job.steps)
const fetchStep = steps.find(step => step.env?.SPEC_SHA256 !== undefined)

describe('the published description in GitHub CI', () => {
  it('is fetched at a pinned commit, checked by checksum, before the tests run', () => {
    expect(fetchStep?.env?.SPEC_COMMIT).toMatch(/^[0-9a-f]{40}$/)
    expect(fetchStep?.env?.SPEC_SHA256).toMatch(/^[0-9a-f]{64}$/)
    expect(fetchStep?.run).toContain('sha256sum --check --strict')
    expect(fetchStep?.run).toContain('SERVICE_OPENAPI=')
    const order = steps.map(step => step.run ?? '')
    const fetched = steps.indexOf(fetchStep as Step)
    expect(fetched).toBeGreaterThanOrEqual(0)
    expect(fetched).toBeLessThan(order.findIndex(run => run === 'npm test'))
  })

  const local = SPEC_MISSING === undefined ? readFileSync(SPEC_PATH) : undefined
  ;(local ? it : it.skip)('is the same file the contract tests read here', () => {
    const digest = createHash('sha256')
      .update(local as Buffer)
      .digest('hex')
    expect(digest).toBe(fetchStep?.env?.SPEC_SHA256)
  })
})
