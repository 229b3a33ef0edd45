// Entry of create-environment/action.yml: the one bundle, with its command fixed to create-environment.
process.env.INPUT_COMMAND = 'create-environment'
await import('../index.js')
