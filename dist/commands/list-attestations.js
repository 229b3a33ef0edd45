// Entry of list-attestations/action.yml: the one bundle, with its command fixed to list-attestations.
process.env.INPUT_COMMAND = 'list-attestations'
await import('../index.js')
