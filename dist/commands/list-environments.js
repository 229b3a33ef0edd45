// Entry of list-environments/action.yml: the one bundle, with its command fixed to list-environments.
process.env.INPUT_COMMAND = 'list-environments'
await import('../index.js')
