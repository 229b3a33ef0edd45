// Entry of attest-jira/action.yml: the one bundle, with its command fixed to attest-jira.
process.env.INPUT_COMMAND = 'attest-jira'
await import('../index.js')
