// Entry of list-attestation-types/action.yml: the one bundle, with its command fixed to list-attestation-types.
process.env.INPUT_COMMAND = 'list-attestation-types'
await import('../index.js')
