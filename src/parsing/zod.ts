/**
 * zod for every schema the action parses answers with: its tree-shakable build, so a step
 * loads only the parts its schemas use, with zod's English messages (the tree-shakable build
 * has none of its own, and a message is what tells a user which field was wrong).
 *
 * zod's full build, with a method per schema kind on every schema, took a cold step about
 * 15 ms to load and build its answer's schema; this build does the same work in a fraction.
 *
 * Import it as a namespace (`import * as z`): the bundler then keeps only what is used.
 */
import { config } from 'zod/mini'
import { en } from 'zod/locales'

config(en())

export * from 'zod/mini'
