// Entry of snapshot-k8s/action.yml: the one bundle, with its command fixed to snapshot-k8s.
process.env.INPUT_COMMAND = 'snapshot-k8s'
await import('../index.js')
