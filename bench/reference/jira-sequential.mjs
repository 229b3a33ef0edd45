// Reference for the Jira row: what the vendor CLI does, one issue after the other, each GET
// waiting for the previous answer (one kept-alive connection, as fetch keeps it).
// Usage: node jira-sequential.mjs <jira-base-url> KEY...  (Authorization value in BENCH_AUTH)
const [base, ...keys] = process.argv.slice(2)
let found = 0
for (const key of keys) {
  const response = await globalThis.fetch(
    `${base}/rest/api/2/issue/${encodeURIComponent(key)}?fields=no-fields-requested`,
    { headers: { authorization: process.env.BENCH_AUTH, accept: 'application/json' } }
  )
  await response.json()
  if (response.status === 200) found++
  else if (response.status !== 404) process.exit(1)
}
process.stdout.write(`found=${found}\n`)
