// Entry of fingerprint/action.yml: the one bundle, with its command fixed to fingerprint.
process.env.INPUT_COMMAND = 'fingerprint'
await import('../index.js')
