/** @type {import('jest').Config} */
export default {
  testEnvironment: 'node',
  roots: ['<rootDir>/__tests__'],
  testMatch: ['**/*.test.ts'],
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: {
    '^(\\.{1,2}/.*)\\.js$': '$1'
  },
  transform: {
    '^.+\\.ts$': ['ts-jest', { useESM: true }]
  },
  // End-to-end tests spawn the bundled action; give them room on a loaded machine.
  testTimeout: 30000,
  // Keep workflow commands printed by code under test out of the runner's own log.
  silent: true,
  // Says once when the contract checks are skipped (no published OpenAPI description).
  globalSetup: '<rootDir>/__tests__/helpers/global-setup.js'
}
