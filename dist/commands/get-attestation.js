// Entry of get-attestation/action.yml: the one bundle, with its command fixed to get-attestation.
process.env.INPUT_COMMAND = 'get-attestation'
await import('../index.js')
