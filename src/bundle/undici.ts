/**
 * Stands in for the `undici` package inside the bundle: tsconfig.json maps the bare
 * specifier `undici` here (`paths`), and ncc follows that mapping for every importer,
 * dependencies included. jest maps it the same way (jest.config.js), so the tests run what
 * ships; tsx does not apply `paths` to dependencies, so the demo and the bench use undici
 * itself.
 *
 * Why: @actions/http-client (which @actions/core imports for OIDC, and the transport uses)
 * imports undici at its top, yet only its proxy dispatcher for fetch ever uses it, and the
 * action never asks for that dispatcher (its requests go through http-client's own). Bundled
 * as is, its ~900 KB were parsed and run by every step before the first line of the action:
 * about a quarter of a cold start (see bench/RESULTS.md). Here undici is a separate chunk,
 * loaded on first use.
 */
import type * as Undici from 'undici/index.js'

type UndiciModule = typeof Undici

let loaded: UndiciModule | undefined

/** Loads undici; after this, `ProxyAgent` can be constructed. */
export async function loadUndici(): Promise<UndiciModule> {
  if (!loaded) {
    // A CommonJS module: its exports are the namespace's default (Node) or the namespace itself.
    const module = (await import('undici/index.js')) as UndiciModule & { default?: UndiciModule }
    loaded = module.default ?? module
  }
  return loaded
}

/**
 * undici's ProxyAgent. http-client constructs it synchronously, and only for a fetch
 * dispatcher (getAgentDispatcher) when a proxy is configured: whoever asks for one awaits
 * `loadUndici()` first.
 */
export const ProxyAgent = function ProxyAgent(options: Undici.ProxyAgent.Options) {
  if (!loaded) {
    throw new Error('Internal error: undici ProxyAgent was needed before loadUndici() ran.')
  }
  return new loaded.ProxyAgent(options)
} as unknown as typeof Undici.ProxyAgent

export const fetch: typeof Undici.fetch = async (input, init) =>
  (await loadUndici()).fetch(input, init)
