// Entry of attest-generic/action.yml: the one bundle, with its command fixed to attest-generic.
process.env.INPUT_COMMAND = 'attest-generic'
await import('../index.js')
