// Entry of assert-artifact/action.yml: the one bundle, with its command fixed to assert-artifact.
process.env.INPUT_COMMAND = 'assert-artifact'
await import('../index.js')
