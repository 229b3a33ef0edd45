// Entry of diff-snapshots/action.yml: the one bundle, with its command fixed to diff-snapshots.
process.env.INPUT_COMMAND = 'diff-snapshots'
await import('../index.js')
