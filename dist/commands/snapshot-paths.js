// Entry of snapshot-paths/action.yml: the one bundle, with its command fixed to snapshot-paths.
process.env.INPUT_COMMAND = 'snapshot-paths'
await import('../index.js')
