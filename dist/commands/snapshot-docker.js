// Entry of snapshot-docker/action.yml: the one bundle, with its command fixed to snapshot-docker.
process.env.INPUT_COMMAND = 'snapshot-docker'
await import('../index.js')
