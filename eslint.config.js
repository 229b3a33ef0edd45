import js from '@eslint/js'
import tseslint from 'typescript-eslint'

const ACTIONS_CORE = {
  name: '@actions/core',
  message:
    'Only src/runner/actions-runner.ts uses @actions/core: reach the runner through src/runner/runner.ts.'
}
/** From src/commands/<name>/, "../" followed by anything but ".." is another command's folder. */
const OTHER_COMMAND = {
  regex: '^\\.\\./(?!\\.\\.)',
  message:
    'A command folder imports no other command folder: move what both need to a shared folder (src/action, src/inputs, src/lists, ...).'
}
const SERVICE_OR_COMMAND = {
  regex: '^\\.\\./(service|commands)(/|$)',
  message:
    'src/http/ is the bare HTTP layer: it knows neither the compliance service nor a command.'
}
const COMMAND = {
  regex: '^\\.\\./commands(/|$)',
  message: 'src/service/ serves every command and imports none of them.'
}

/**
 * The floors of src/, from the ground up: a module imports only from its own folder or from
 * a lower floor, never from one above it, so no import runs back up and no folder depends on
 * one that depends on it. Folders on one floor do not import each other either.
 */
const FLOORS = [
  ['declarations', 'version', 'concurrency', 'bundle', 'parsing', 'files', 'images', 'runner'],
  ['http', 'summary'],
  ['docker-engine', 'policy-results'],
  ['service', 'fingerprint'],
  ['inputs'],
  ['github', 'action'],
  ['run-commit', 'writes', 'attachments', 'lists'],
  ['evidence-inputs', 'snapshots'],
  ['attest'],
  ['commands'],
  ['main', 'index']
]

/** The folders (or top-level modules) a module on `floor` must not import. */
function notBelow(floor) {
  const own = FLOORS[floor]
  const barred = FLOORS.slice(floor).flat()
  return barred.map(room => ({
    regex: `^(\\.\\./)+${room}(/|\\.js$)`,
    message: own.includes(room)
      ? `src/${room} is on the same floor: share what both need from a folder below them.`
      : `src/${room} is on a higher floor: move what is needed down, or this module up.`
  }))
}

/** Floor restrictions for files in src/<room>/, merged with what else the room forbids. */
function floorRules(room, extra = { paths: [], patterns: [] }) {
  const floor = FLOORS.findIndex(rooms => rooms.includes(room))
  const patterns = notBelow(floor).filter(pattern => !pattern.regex.includes(`+${room}(`))
  return {
    files: [`src/${room}/**/*.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [ACTIONS_CORE, ...extra.paths], patterns: [...patterns, ...extra.patterns] }
      ]
    }
  }
}

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'coverage/', 'bench/.work/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { process: 'readonly', console: 'readonly', Buffer: 'readonly', URL: 'readonly' }
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-restricted-imports': 'off'
    }
  },
  // For a file matched by several blocks the last one's options apply, so each block below
  // lists every restriction its files have.
  ...[
    'declarations',
    'bundle',
    'parsing',
    'files',
    'images',
    'summary',
    'inputs',
    'github',
    'action',
    'lists'
  ].map(room => floorRules(room)),
  ...[
    'docker-engine',
    'policy-results',
    'fingerprint',
    'run-commit',
    'writes',
    'attachments',
    'evidence-inputs',
    'snapshots',
    'attest'
  ].map(room => floorRules(room)),
  floorRules('http', { paths: [], patterns: [SERVICE_OR_COMMAND] }),
  floorRules('service', { paths: [], patterns: [COMMAND] }),
  floorRules('runner'),
  {
    files: ['src/commands/*/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [ACTIONS_CORE], patterns: [OTHER_COMMAND] }]
    }
  },
  // The one module that wires the runner to @actions/core (src/runner/runner.ts is the seam).
  {
    files: ['src/runner/actions-runner.ts'],
    rules: { 'no-restricted-imports': 'off' }
  }
)
