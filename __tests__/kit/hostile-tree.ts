/**
 * A workspace whose tree `evidence` is what an attachment must never lend its bytes to: links
 * to /proc/self/environ (a step's INPUT_ tokens), to the checkout's .git/config (its
 * extraheader), to a token file beside the tree, to /etc/passwd and /dev/null, and a FIFO,
 * beside its own files and a link that stays inside it.
 */
import { execFileSync } from 'node:child_process'
import { join } from 'node:path'
import { writeTree } from './temp-tree.js'

export interface HostileSecrets {
  /** What the token file beside the tree holds. */
  token: string
  /** The checkout's AUTHORIZATION extraheader, in its .git/config. */
  extraheader: string
}

/** Writes the workspace under `root` (the token file beside it); returns its paths. */
export function writeHostileWorkspace(
  root: string,
  secrets: HostileSecrets
): { workspace: string; tree: string } {
  const workspace = join(root, 'workspace')
  const tree = join(workspace, 'evidence')
  writeTree(root, { 'token.txt': secrets.token })
  writeTree(workspace, { '.git': { config: `[http]\n\textraheader = ${secrets.extraheader}\n` } })
  writeTree(tree, {
    'report.txt': 'all good\n',
    environ: { symlink: '/proc/self/environ' },
    'git-config': { symlink: '../.git/config' },
    token: { symlink: join(root, 'token.txt') },
    null: { symlink: '/dev/null' },
    logs: {
      passwd: { symlink: '/etc/passwd' },
      'report-link.txt': { symlink: '../report.txt' }
    }
  })
  execFileSync('mkfifo', [join(tree, 'pipe')])
  return { workspace, tree }
}
