// Entry of search/action.yml: the one bundle, with its command fixed to search.
process.env.INPUT_COMMAND = 'search'
await import('../index.js')
