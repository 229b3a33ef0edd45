// Entry of get-deployment/action.yml: the one bundle, with its command fixed to get-deployment.
process.env.INPUT_COMMAND = 'get-deployment'
await import('../index.js')
