// Entry of attest-decision/action.yml: the one bundle, with its command fixed to attest-decision.
process.env.INPUT_COMMAND = 'attest-decision'
await import('../index.js')
