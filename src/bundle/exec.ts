/**
 * Stands in for the `@actions/exec` package inside the bundle, as ./undici.ts does for undici:
 * tsconfig.json maps the bare specifier here (`paths`), and ncc follows that mapping for
 * every importer. Tests and tsx do not apply it to dependencies, so they use the package.
 *
 * Why: @actions/core imports it at its top for `core.platform`, which runs programs only to
 * describe Windows and macOS runners, and the action never asks. Bundled as is, it made every
 * step load child_process, assert and @actions/io before its first request, about 3 ms of a
 * cold start. Here the package loads on first use; as nothing the action runs uses it, the
 * bundler leaves it out altogether.
 */
import type * as Exec from '../../node_modules/@actions/exec/lib/exec.js'

type ExecModule = typeof Exec

let loading: Promise<ExecModule> | undefined

/**
 * The package itself. Its `exports` map offers only the bare specifier, which the bundle maps
 * here, so its entry is named by path.
 */
export function loadExec(): Promise<ExecModule> {
  loading ??= import('../../node_modules/@actions/exec/lib/exec.js')
  return loading
}

export const exec: ExecModule['exec'] = async (...args) => (await loadExec()).exec(...args)

export const getExecOutput: ExecModule['getExecOutput'] = async (...args) =>
  (await loadExec()).getExecOutput(...args)
