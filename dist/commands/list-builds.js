// Entry of list-builds/action.yml: the one bundle, with its command fixed to list-builds.
process.env.INPUT_COMMAND = 'list-builds'
await import('../index.js')
