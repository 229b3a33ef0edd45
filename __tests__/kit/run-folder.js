/**
 * The environment variable naming a jest run's own temporary folder: globalSetup makes it
 * and points TMPDIR at it, globalTeardown removes it. Plain JavaScript, as both load it
 * without a TypeScript transform.
 */
export const TEST_RUN_DIR = 'ACTION_TEST_RUN_DIR'
