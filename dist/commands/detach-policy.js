// Entry of detach-policy/action.yml: the one bundle, with its command fixed to detach-policy.
process.env.INPUT_COMMAND = 'detach-policy'
await import('../index.js')
