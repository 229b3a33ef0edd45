// Entry of list-actions/action.yml: the one bundle, with its command fixed to list-actions.
process.env.INPUT_COMMAND = 'list-actions'
await import('../index.js')
