import js from '@eslint/js'
import tseslint from 'typescript-eslint'

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
  {
    files: [
      'src/http/**/*.ts',
      'src/service/**/*.ts',
      'src/fingerprint/**/*.ts',
      'src/evidence/**/*.ts',
      'src/commands/attest-jira/jira-*.ts'
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@actions/core', message: 'Library modules stay free of the Actions runtime.' }
          ]
        }
      ]
    }
  }
)
