/**
 * The one vocabulary of the summaries: a word and one mark per state, the service's state
 * words translated, rows that need attention first, and their count.
 */
import {
  byAttention,
  complianceState,
  countAttention,
  stateHeading,
  stateMark,
  type State
} from '../../../src/summary/states.js'

describe('the states', () => {
  it('gives each compliance state its own mark beside its word', () => {
    const states = ['compliant', 'non-compliant', 'incomplete', 'missing', 'unknown'] as const
    const marks = states.map(state => stateMark(state))
    expect(marks).toEqual([
      '✅ compliant',
      '❌ non-compliant',
      '⏳ incomplete',
      '⚠️ missing',
      '❔ unknown'
    ])
    expect(new Set(marks.map(mark => mark.split(' ')[0])).size).toBe(states.length)
  })

  it('marks tests failing and passing as non-compliant and compliant', () => {
    expect(stateMark('failing')).toBe('❌ failing')
    expect(stateMark('passing', 'ok')).toBe('✅ ok')
    expect(stateHeading('non-compliant')).toBe('❌ Non-compliant')
  })

  it.each([
    ['COMPLIANT', 'compliant'],
    ['NON-COMPLIANT', 'non-compliant'],
    ['NON_COMPLIANT', 'non-compliant'],
    ['Non compliant', 'non-compliant'],
    ['INCOMPLETE', 'incomplete'],
    ['PENDING', 'incomplete'],
    ['MISSING', 'missing']
  ])('translates the service word %s', (word, state) => {
    expect(complianceState(word)).toBe(state)
  })
})

describe('byAttention', () => {
  it('puts missing, then non-compliant or failing, then incomplete first; keeps order within', () => {
    const rows: [string, State | undefined][] = [
      ['a', 'compliant'],
      ['b', 'non-compliant'],
      ['c', 'incomplete'],
      ['d', 'missing'],
      ['e', 'failing'],
      ['f', undefined],
      ['g', 'non-compliant'],
      ['h', 'passing']
    ]
    expect(byAttention(rows, ([, state]) => state).map(([name]) => name)).toEqual([
      'd',
      'b',
      'e',
      'g',
      'c',
      'f',
      'a',
      'h'
    ])
  })

  it('counts those that need attention in the same order', () => {
    expect(
      countAttention(['compliant', 'non-compliant', 'missing', 'non-compliant', 'unknown'])
    ).toBe('1 missing, 2 non-compliant')
    expect(countAttention(['compliant', 'passing', undefined])).toBeUndefined()
  })
})
