// Entry of begin-trail/action.yml: the one bundle, with its command fixed to begin-trail.
process.env.INPUT_COMMAND = 'begin-trail'
await import('../index.js')
