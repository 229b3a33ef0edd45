/**
 * Where the tests find the service's published OpenAPI description. It is not part of the
 * project: SERVICE_OPENAPI names it, else `../shared/openapi/service-openapi.json` beside the
 * project. Without it the contract checks are skipped, with one line saying so; `.ci/run`
 * refuses to run without it, so CI never skips them.
 *
 * Plain JavaScript: jest's globalSetup loads it without a TypeScript transform.
 */
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

export const SPEC_VARIABLE = 'SERVICE_OPENAPI'
const PROJECT_ROOT = fileURLToPath(new URL('../..', import.meta.url))
const DEFAULT_SPEC = '../shared/openapi/service-openapi.json'

export const SPEC_PATH = resolve(PROJECT_ROOT, process.env[SPEC_VARIABLE] || DEFAULT_SPEC)

/** Why the contract checks are skipped, or undefined when the description is there. */
export const SPEC_MISSING = existsSync(SPEC_PATH)
  ? undefined
  : `Contract checks skipped: no published OpenAPI description at ${SPEC_PATH}; set ${SPEC_VARIABLE} to its path to run them.`
