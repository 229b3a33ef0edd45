/**
 * Records dist/ as the bundle of the current sources (tools/dist-stamp.ts), so the next
 * `npm test` does not bundle again. scripts/check-dist.sh runs it once it has shown dist/
 * equals a fresh bundle.
 */
import { recordBuild } from '../tools/dist-stamp.js'
import { PROJECT_ROOT } from '../tools/run-action.js'

await recordBuild(PROJECT_ROOT)
