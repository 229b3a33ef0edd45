/**
 * A loopback service for the list-trails row: `GET …/trails/<org>/<flow>?page=&per_page=`
 * answers a page of generated trails, shaped like the service's (about 700 bytes each, with
 * a compliance status), and the pagination that says how many pages there are. Generated per
 * request, so the bench process itself stays small whatever the page count.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface TrailServer {
  baseUrl: string
  /** Requests answered since the last clear. */
  requests: number
  close(): Promise<void>
}

function trail(flow: string, n: number) {
  const created = 1795392000 - n * 60
  return {
    name: `trail-${n}`,
    // The action checks each trail is of the flow asked.
    flow: { name: flow },
    description: `Build ${n} of ${flow} from main`,
    created_at: created,
    last_modified_at: created + 30,
    created_by: 'bench',
    origin_url: `https://github.com/acme/${flow}/actions/runs/${1000000 + n}`,
    html_url: `https://app.example.com/acme/flows/${flow}/trails/trail-${n}`,
    is_compliant: n % 11 !== 0,
    compliance_status: {
      status: n % 11 === 0 ? 'NON-COMPLIANT' : 'COMPLIANT',
      is_compliant: n % 11 !== 0,
      attestations_statuses: ['unit-tests', 'jira', 'snyk'].map(name => ({
        attestation_name: name,
        attestation_type: name === 'unit-tests' ? 'junit' : name,
        status: 'COMPLETE',
        is_compliant: !(n % 11 === 0 && name === 'snyk')
      }))
    }
  }
}

export async function startTrailServer(total: number): Promise<TrailServer> {
  const state = { requests: 0 }
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost')
    const match = /\/trails\/[^/]+\/([^/]+)$/.exec(url.pathname)
    if (request.method !== 'GET' || !match) {
      response.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"not found"}')
      return
    }
    state.requests++
    const flow = decodeURIComponent(match[1] as string)
    const perPage = Number(url.searchParams.get('per_page') ?? 20)
    const page = Number(url.searchParams.get('page') ?? 1)
    const from = (page - 1) * perPage
    const data = Array.from({ length: Math.max(0, Math.min(perPage, total - from)) }, (_, i) =>
      trail(flow, from + i + 1)
    )
    const pageCount = Math.ceil(total / perPage)
    const body = JSON.stringify({
      data,
      pagination: { total, page, per_page: perPage, page_count: pageCount }
    })
    response.writeHead(200, { 'content-type': 'application/json' }).end(body)
  })
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    baseUrl: `http://127.0.0.1:${port}/api/v2`,
    get requests() {
      return state.requests
    },
    set requests(value: number) {
      state.requests = value
    },
    close: () => new Promise(resolve => server.close(() => resolve()))
  }
}
