/* global module */
// A CommonJS module with state of its own: __tests__/kit/worker-environment.test.ts loads it
// in fresh module registries and expects each to start from zero.
let count = 0
module.exports = { next: () => ++count }
