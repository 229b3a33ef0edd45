// Reference for the cold-start row: the least a Node program can do to ask the same question
// as assert-artifact: one GET with the platform's fetch, its JSON read, the verdict printed.
// Usage: node get-once.mjs <url>  (token in BENCH_TOKEN)
const response = await globalThis.fetch(process.argv[2], {
  headers: { authorization: `Bearer ${process.env.BENCH_TOKEN}`, accept: 'application/json' }
})
const body = await response.json()
if (!response.ok) process.exit(1)
process.stdout.write(`compliant=${body.compliant}\n`)
