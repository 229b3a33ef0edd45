import {
  askedScope,
  scopeMismatch,
  scopeMismatchNote
} from '../../../src/commands/assert-artifact/scope.js'

describe('the scope asked and the scope judged', () => {
  it('asks policy for policies, environment for an environment, else flow', () => {
    expect(askedScope({ policies: ['strict'] })).toBe('policy')
    expect(askedScope({ environment: 'production', policies: [] })).toBe('environment')
    expect(askedScope({ policies: [] })).toBe('flow')
  })

  it.each([
    [{ policies: [] }, 'flow'],
    [{ environment: 'production', policies: [] }, 'environment'],
    [{ policies: ['strict', 'lenient'] }, 'policy']
  ])('says nothing when %j is answered at %s scope', (question, answered) => {
    expect(scopeMismatch(question, answered)).toBeUndefined()
    expect(scopeMismatchNote(question, answered)).toBeUndefined()
  })

  it('names the policies when they were asked but only the flow was judged', () => {
    expect(scopeMismatch({ policies: ['strict', 'lenient'] }, 'flow')).toBe(
      'Only the flow was judged: asked about policies "strict", "lenient", the service answered ' +
        'at "flow" scope, so policies "strict", "lenient" were not judged; check the policy names.'
    )
  })

  it('names an answer without a scope as such, for an environment asked', () => {
    expect(scopeMismatch({ environment: 'production', policies: [] }, undefined)).toBe(
      'The answer does not say which scope was judged: asked about environment "production", ' +
        'the service answered without a scope, so environment "production" was not judged; ' +
        'attach policies to the environment, or assert against policies.'
    )
  })

  it('escapes names from the question and the answer in the summary note', () => {
    expect(scopeMismatchNote({ environment: 'prod_*x*', policies: [] }, 'flow')).toMatch(
      /^> ⚠️ Only the flow was judged: asked about environment prod\\_\\\*x\\\*/
    )
  })
})
