// Entry of attach-policy/action.yml: the one bundle, with its command fixed to attach-policy.
process.env.INPUT_COMMAND = 'attach-policy'
await import('../index.js')
