// Entry of attest-custom/action.yml: the one bundle, with its command fixed to attest-custom.
process.env.INPUT_COMMAND = 'attest-custom'
await import('../index.js')
