import { run } from './main.js'
import { createLogger } from './action/log.js'
import { handleCancellation, routeProcessWarnings } from './action/process-hooks.js'
import { actionsRunner } from './runner/actions-runner.js'

const runner = actionsRunner()
const log = createLogger(runner)
handleCancellation(log)
routeProcessWarnings(log)
await run(runner)
