// Entry of get-trail/action.yml: the one bundle, with its command fixed to get-trail.
process.env.INPUT_COMMAND = 'get-trail'
await import('../index.js')
