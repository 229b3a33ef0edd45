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
  // Coverage of the sources, counted by istanbul's instrumentation as the suites run them
  // in-process; CI fails below the floor (npm test collects it: package.json). V8's own
  // coverage walks a worker's whole heap as each suite starts and ends, and under
  // --experimental-vm-modules that heap holds every module graph the worker has loaded: the
  // whole suite took about 230 s with it against about 150 s here (docs/development.md).
  coverageProvider: 'babel',
  collectCoverageFrom: ['<rootDir>/src/**/*.ts'],
  coverageReporters: ['text-summary'],
  // The floor is what a fresh clone reaches without ../shared (94.5% of lines: the contract and
  // Sigstore suites skip); with it, as in CI, the suite reaches 96%.
  coverageThreshold: { global: { lines: 94 } },
  // Under --experimental-vm-modules each suite's modules stay on the heap after it ends (a
  // leak in Node's vm modules: nodejs/node#63186, jestjs/jest#14605): a worker holding more
  // than this after its suite is replaced, so no suite runs in a heap of every suite before it.
  workerIdleMemoryLimit: '300MB',
  // Says once which tests are skipped and why (no OpenAPI description, no Node 24, no Docker).
  globalSetup: '<rootDir>/__tests__/kit/global-setup.js',
  // Stops the Docker engine the Docker suites share, when one of them started it.
  globalTeardown: '<rootDir>/__tests__/kit/global-teardown.js'
}
