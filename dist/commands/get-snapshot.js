// Entry of get-snapshot/action.yml: the one bundle, with its command fixed to get-snapshot.
process.env.INPUT_COMMAND = 'get-snapshot'
await import('../index.js')
