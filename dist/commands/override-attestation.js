// Entry of override-attestation/action.yml: the one bundle, with its command fixed to override-attestation.
process.env.INPUT_COMMAND = 'override-attestation'
await import('../index.js')
