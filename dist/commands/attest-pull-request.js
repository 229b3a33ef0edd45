// Entry of attest-pull-request/action.yml: the one bundle, with its command fixed to attest-pull-request.
process.env.INPUT_COMMAND = 'attest-pull-request'
await import('../index.js')
