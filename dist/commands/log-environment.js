// Entry of log-environment/action.yml: the one bundle, with its command fixed to log-environment.
process.env.INPUT_COMMAND = 'log-environment'
await import('../index.js')
