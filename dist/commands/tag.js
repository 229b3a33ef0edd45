// Entry of tag/action.yml: the one bundle, with its command fixed to tag.
process.env.INPUT_COMMAND = 'tag'
await import('../index.js')
