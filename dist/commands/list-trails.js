// Entry of list-trails/action.yml: the one bundle, with its command fixed to list-trails.
process.env.INPUT_COMMAND = 'list-trails'
await import('../index.js')
