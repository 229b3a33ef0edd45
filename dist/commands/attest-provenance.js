// Entry of attest-provenance/action.yml: the one bundle, with its command fixed to attest-provenance.
process.env.INPUT_COMMAND = 'attest-provenance'
await import('../index.js')
