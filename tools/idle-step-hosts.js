/**
 * Where a test environment hands tools/run-action.ts a pool of idle step hosts that outlives
 * one suite (__tests__/kit/worker-environment.js). Plain JavaScript: jest loads the
 * environment without a transform.
 */
export const IDLE_STEP_HOSTS = Symbol.for('compliance-action.idle-step-hosts')
