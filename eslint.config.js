import js from '@eslint/js'
import tseslint from 'typescript-eslint'

const ACTIONS_CORE = {
  name: '@actions/core',
  message: 'Library modules stay free of the Actions runtime.'
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
  {
    files: ['src/fingerprint/**/*.ts', 'src/evidence/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [ACTIONS_CORE] }] }
  },
  {
    files: ['src/http/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [ACTIONS_CORE], patterns: [SERVICE_OR_COMMAND] }]
    }
  },
  {
    files: ['src/service/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [ACTIONS_CORE], patterns: [COMMAND] }] }
  },
  {
    files: ['src/commands/*/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [OTHER_COMMAND] }] }
  },
  {
    files: ['src/commands/attest-jira/jira-*.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [ACTIONS_CORE], patterns: [OTHER_COMMAND] }]
    }
  }
)
