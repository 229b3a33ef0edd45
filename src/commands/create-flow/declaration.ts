/** create-flow: what it reads and sets. */
import type { CommandDeclaration } from '../../declarations/types.js'
import * as input from '../../declarations/shared-inputs.js'
import * as output from '../../declarations/shared-outputs.js'

export const declaration: CommandDeclaration = {
  name: 'create-flow',
  kind: 'write',
  summary: 'Creates or updates a flow and the template its trails are judged against.',
  cli: ['kosli create flow'],
  migration: {
    'kosli create flow': {
      call: 'kosli create flow web-app --description "Web app" --template-file flow.yml',
      with: {},
      args: ['flow'],
      flagsWithout: {
        template: 'write the template to a file and give template-file',
        'use-empty-template': 'leave template-file out'
      }
    }
  },
  inputs: {
    flow: {
      description: 'The flow to create or update (required). When empty, KOSLI_FLOW is read.'
    },
    description: input.description('the flow'),
    'template-file': input.templateFile,
    'use-empty-template': {
      description:
        "true to give the flow an empty template (version: 1), as the vendor CLI's " +
        '--use-empty-template does; not with template-file. With neither, the flow goes to the ' +
        'service\'s deprecated PUT /flows/{org} with the template ["artifact"], as the CLI sends it.',
      default: 'false'
    },
    visibility: {
      description:
        'private or public; when empty, none is sent (as the vendor CLI, whose flag for it is ' +
        'deprecated), and a flow keeps the visibility it has.'
    }
  },
  outputs: {
    'html-url': output.htmlUrl,
    flow: output.writtenFlow,
    result: output.writeResult,
    'result-file': output.resultFile
  }
}
