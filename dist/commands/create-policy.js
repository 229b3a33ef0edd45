// Entry of create-policy/action.yml: the one bundle, with its command fixed to create-policy.
process.env.INPUT_COMMAND = 'create-policy'
await import('../index.js')
