import { findNode24, suitesRunningTheAction, underCi } from './tools/node24.js'

// Without Node 24 (and outside CI) the suites that run the bundled action are left out;
// __tests__/kit/global-setup.js says so in one line.
const withoutNode24 = 'missing' in findNode24() && !underCi()

/** @type {import('jest').Config} */
export default {
  testEnvironment: 'node',
  roots: ['<rootDir>/__tests__'],
  testMatch: ['**/*.test.ts'],
  testPathIgnorePatterns: [
    '/node_modules/',
    ...(withoutNode24 ? suitesRunningTheAction().map(file => `<rootDir>/${file}`) : [])
  ],
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: {
    '^(\\.{1,2}/.*)\\.js$': '$1',
    // As in the bundle (tsconfig.json `paths`): @actions/http-client gets the stand-in that
    // loads undici on first use, so a suite no longer loads undici's ~900 KB for nothing.
    '^undici$': '<rootDir>/src/bundle/undici.ts'
  },
  transform: {
    '^.+\\.ts$': ['ts-jest', { useESM: true }]
  },
  // End-to-end tests spawn the bundled action; give them room on a loaded machine.
  testTimeout: 30000,
  // Suites share no port, folder or process, and most of their time waits on the bundled
  // action or a loopback server: two run side by side (jest's default leaves one on 2 cores).
  maxWorkers: 2,
  // Keep workflow commands printed by code under test out of the runner's own log: console
  // output, and what @actions/core writes to process.stdout itself.
  silent: true,
  setupFiles: ['<rootDir>/__tests__/kit/quiet-workflow-commands.js'],
  // Coverage of the sources, measured by V8 as the suites run them in-process; CI fails below
  // the floor (npm test collects it: package.json).
  coverageProvider: 'v8',
  collectCoverageFrom: ['<rootDir>/src/**/*.ts'],
  coverageReporters: ['text-summary'],
  coverageThreshold: { global: { lines: 95 } },
  // Under --experimental-vm-modules each suite's modules stay on the heap after it ends (a
  // leak in Node's vm modules: nodejs/node#63186, jestjs/jest#14605), and V8 walks the whole
  // heap each time a suite starts and ends measuring coverage: a worker holding more than this
  // after its suite is replaced. Measured on the whole suite here: 279 s at 700MB, 173 s at
  // 300MB, 174 s at 200MB, 178 s at 120MB (docs/development.md).
  workerIdleMemoryLimit: '300MB',
  // Says once which tests are skipped and why (no OpenAPI description, no Node 24, no Docker).
  globalSetup: '<rootDir>/__tests__/kit/global-setup.js',
  // Stops the Docker engine the Docker suites share, when one of them started it.
  globalTeardown: '<rootDir>/__tests__/kit/global-teardown.js'
}
