// Entry of list-policies/action.yml: the one bundle, with its command fixed to list-policies.
process.env.INPUT_COMMAND = 'list-policies'
await import('../index.js')
