import {
  askedScope,
  scopeMismatch,
  scopeMismatchNote,
  scopeRefusal
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

  it.each([
    [{ policies: [] }, 'flow'],
    [{ policies: [] }, undefined],
    [{ environment: 'production', policies: [] }, 'environment'],
    [{ environment: 'production', policies: [] }, 'flow'],
    [{ policies: ['strict', 'lenient'] }, 'policy']
  ])('lets %j answered at %s scope stand', (question, answered) => {
    expect(scopeRefusal(question, answered)).toBeUndefined()
  })

  it('warns, and lets the answer stand, when an environment without policies was judged at flow scope', () => {
    expect(scopeMismatch({ environment: 'production', policies: [] }, 'flow')).toBe(
      'Only the flow was judged: asked about environment "production", the service answered ' +
        'at "flow" scope, as it does for an environment that uses no policies, so environment ' +
        '"production" was not judged; attach policies to the environment, or assert against policies.'
    )
  })

  it('refuses the answer when policies were asked but only the flow was judged', () => {
    const question = { policies: ['strict', 'lenient'] }
    expect(scopeMismatch(question, 'flow')).toBeUndefined()
    expect(scopeRefusal(question, 'flow')).toBe(
      'Only the flow was judged: asked about policies "strict", "lenient", the service answered ' +
        'at "flow" scope, so policies "strict", "lenient" were not judged, and a gate passes ' +
        'only on the verdict it asked for; check the policy names, and check that no proxy ' +
        'between the runner and the service rewrites the request.'
    )
  })

  it('refuses an answer without a scope when an environment was asked', () => {
    expect(scopeRefusal({ environment: 'production', policies: [] }, undefined)).toMatch(
      /^The answer does not say which scope was judged: asked about environment "production", the service answered without a scope, so environment "production" was not judged, and a gate passes only on the verdict it asked for;/
    )
  })

  it.each([
    [{ policies: [] }, 'environment', /^Scope "environment" was judged: asked about the flow,/],
    [
      { policies: ['strict'] },
      'environment',
      /asked about policy "strict", the service answered at "environment" scope/
    ],
    [
      { environment: 'production', policies: [] },
      'policy',
      /asked about environment "production", the service answered at "policy" scope/
    ]
  ])('refuses %j answered at %s scope, naming both', (question, answered, message) => {
    expect(scopeRefusal(question, answered)).toMatch(message)
  })

  it('escapes names from the question and the answer in the summary note', () => {
    expect(scopeMismatchNote({ environment: 'prod_*x*', policies: [] }, 'flow')).toMatch(
      /^> ⚠️ Only the flow was judged: asked about environment prod\\_\\\*x\\\*/
    )
  })
})
