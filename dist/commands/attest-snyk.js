// Entry of attest-snyk/action.yml: the one bundle, with its command fixed to attest-snyk.
process.env.INPUT_COMMAND = 'attest-snyk'
await import('../index.js')
