// Entry of create-flow/action.yml: the one bundle, with its command fixed to create-flow.
process.env.INPUT_COMMAND = 'create-flow'
await import('../index.js')
