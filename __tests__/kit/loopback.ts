import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/** A test server listening on a loopback port of its own, and how to stop it at once. */
export interface LoopbackServer {
  origin: string
  close(): Promise<void>
}

/** Listens on 127.0.0.1 port 0; `close` also drops connections still held open. */
export async function listenOnLoopback(server: Server): Promise<LoopbackServer> {
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>(resolve => {
        server.close(() => resolve())
        server.closeAllConnections()
      })
  }
}
