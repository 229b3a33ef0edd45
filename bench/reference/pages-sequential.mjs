// Reference for the all-pages row: the same pages of List builds fetched one after the other.
// Usage: node pages-sequential.mjs <builds-url> <per-page> <pages>  (token in BENCH_TOKEN)
const [url, perPage, pages] = process.argv.slice(2)
let builds = 0
for (let page = 1; page <= Number(pages); page++) {
  const response = await globalThis.fetch(`${url}?per_page=${perPage}&page=${page}`, {
    headers: { authorization: `Bearer ${process.env.BENCH_TOKEN}`, accept: 'application/json' }
  })
  const body = await response.json()
  if (!response.ok) process.exit(1)
  builds += body.builds.length
}
process.stdout.write(`builds=${builds}\n`)
