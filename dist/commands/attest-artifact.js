// Entry of attest-artifact/action.yml: the one bundle, with its command fixed to attest-artifact.
process.env.INPUT_COMMAND = 'attest-artifact'
await import('../index.js')
