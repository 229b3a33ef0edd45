// Entry of get-approval/action.yml: the one bundle, with its command fixed to get-approval.
process.env.INPUT_COMMAND = 'get-approval'
await import('../index.js')
