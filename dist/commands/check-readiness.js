// Entry of check-readiness/action.yml: the one bundle, with its command fixed to check-readiness.
process.env.INPUT_COMMAND = 'check-readiness'
await import('../index.js')
