/**
 * zod for every schema the action parses answers with: its functional build (`zod/mini`),
 * whose schemas do not carry a method for every kind of schema (the full build attaches
 * dozens to each schema it builds), with zod's English messages, which that build leaves out
 * and which tell a user which field was wrong and how.
 *
 * The full build took a cold step about 15 ms to load and to build and run its answer's
 * schema; this build does the same work in a fraction.
 *
 * Import it as a namespace (`import * as z`). Re-exporting zod's own namespace object instead
 * would mark everything it exports as used, every locale included.
 */
import { config } from 'zod/mini'
import { en } from 'zod/locales'

config(en())

export * from 'zod/mini'
