/**
 * Stands in for the `undici` package inside the bundle: tsconfig.json maps the bare
 * specifier `undici` here (`paths`), and ncc follows that mapping for every importer,
 * dependencies included. Tests and tsx do not apply it to dependencies, so they use undici
 * itself.
 *
 * Why: @actions/http-client (which @actions/core imports for OIDC) and @actions/github import
 * undici at their top, yet only a proxy dispatcher and Octokit's fetch ever use it. Bundled
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
 * undici's ProxyAgent. http-client constructs it synchronously, and only when a proxy is
 * configured, for Octokit's requests: whoever creates Octokit awaits `loadUndici()` first.
 */
export const ProxyAgent = function ProxyAgent(options: Undici.ProxyAgent.Options) {
  if (!loaded) {
    throw new Error('Internal error: undici ProxyAgent was needed before loadUndici() ran.')
  }
  return new loaded.ProxyAgent(options)
} as unknown as typeof Undici.ProxyAgent

export const fetch: typeof Undici.fetch = async (input, init) =>
  (await loadUndici()).fetch(input, init)
