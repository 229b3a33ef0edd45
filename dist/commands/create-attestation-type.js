// Entry of create-attestation-type/action.yml: the one bundle, with its command fixed to create-attestation-type.
process.env.INPUT_COMMAND = 'create-attestation-type'
await import('../index.js')
