// Entry of attest-junit/action.yml: the one bundle, with its command fixed to attest-junit.
process.env.INPUT_COMMAND = 'attest-junit'
await import('../index.js')
