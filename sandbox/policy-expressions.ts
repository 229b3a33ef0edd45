/**
 * The expressions of environment policies, `${{ ... }}`, as the service's policy reference
 * describes them: evaluated against the flow an artifact was reported in and the artifact,
 * in a rule's `if` (the rule applies only when it holds) and in an exception's `if` (the rule
 * does not apply when it holds).
 *
 * - operands: 'text' or "text", numbers, lists `[a, b]`, `flow.name`, `flow.tags.<key>`,
 *   `artifact.name`, `artifact.fingerprint` (anything else, or a tag not set, is null);
 * - functions: `exists(x)` (x is not null), `matches(text, regex)`;
 * - operators, loosest first: `or`, `and`, `not`, then one of `==`, `!=`, `<`, `>`, `<=`,
 *   `>=`, `in`; parentheses group. `<` and friends compare numbers (tags are text, so a tag
 *   that reads as a number compares as one); anything else compared so is false.
 *
 * An expression that does not parse is refused when the policy is put (parseExpression
 * throws ExpressionError), as the service refuses the policy.
 */

/** What an expression can see: the artifact and the flow it was reported in (none: null). */
export interface ExpressionContext {
  flow: { name: string; tags: Readonly<Record<string, string>> } | null
  artifact: { name: string; fingerprint: string }
}

type Value = string | number | boolean | null | Value[]

type Node =
  | { kind: 'literal'; value: Value }
  | { kind: 'list'; items: Node[] }
  | { kind: 'path'; path: string[] }
  | { kind: 'call'; name: 'exists' | 'matches'; args: Node[] }
  | { kind: 'not'; operand: Node }
  | { kind: 'binary'; op: string; left: Node; right: Node }

export class ExpressionError extends Error {}

const TOKEN =
  /\s*(?:(\d+(?:\.\d+)?)|'([^']*)'|"([^"]*)"|(==|!=|<=|>=|<|>|\(|\)|\[|\]|,|\.)|([A-Za-z_][A-Za-z0-9_-]*))/y

type Token = { type: 'number' | 'string' | 'symbol' | 'word'; text: string }

function tokenize(source: string): Token[] {
  const tokens: Token[] = []
  TOKEN.lastIndex = 0
  while (TOKEN.lastIndex < source.length) {
    if (/^\s*$/.test(source.slice(TOKEN.lastIndex))) break
    const at = TOKEN.lastIndex
    const match = TOKEN.exec(source)
    if (!match) throw new ExpressionError(`unexpected ${JSON.stringify(source.slice(at, at + 10))}`)
    const [, number, single, double, symbol, word] = match
    if (number !== undefined) tokens.push({ type: 'number', text: number })
    else if (single !== undefined || double !== undefined)
      tokens.push({ type: 'string', text: single ?? double ?? '' })
    else if (symbol !== undefined) tokens.push({ type: 'symbol', text: symbol })
    else tokens.push({ type: 'word', text: word ?? '' })
  }
  return tokens
}

const COMPARISONS = new Set(['==', '!=', '<', '>', '<=', '>=', 'in'])

/** Parses `${{ expression }}` (or the bare expression); throws ExpressionError. */
export function parseExpression(text: string): Node {
  const inner = /^\s*\$\{\{([\s\S]*)\}\}\s*$/.exec(text)?.[1] ?? text
  const tokens = tokenize(inner)
  let next = 0
  const peek = () => tokens[next]
  const take = (text?: string): Token => {
    const token = tokens[next]
    if (!token || (text !== undefined && token.text !== text)) {
      throw new ExpressionError(`expected ${text ?? 'an operand'} at ${token?.text ?? 'the end'}`)
    }
    next += 1
    return token
  }
  const isWord = (word: string) => peek()?.type === 'word' && peek()?.text === word

  const or = (): Node => {
    let left = and()
    while (isWord('or')) {
      take()
      left = { kind: 'binary', op: 'or', left, right: and() }
    }
    return left
  }
  const and = (): Node => {
    let left = not()
    while (isWord('and')) {
      take()
      left = { kind: 'binary', op: 'and', left, right: not() }
    }
    return left
  }
  const not = (): Node => {
    if (isWord('not')) {
      take()
      return { kind: 'not', operand: not() }
    }
    return comparison()
  }
  const comparison = (): Node => {
    const left = operand()
    const op = peek()
    if (op && COMPARISONS.has(op.text) && (op.type === 'symbol' || op.text === 'in')) {
      take()
      return { kind: 'binary', op: op.text, left, right: operand() }
    }
    return left
  }
  const operand = (): Node => {
    const token = take()
    if (token.type === 'number') return { kind: 'literal', value: Number(token.text) }
    if (token.type === 'string') return { kind: 'literal', value: token.text }
    if (token.text === '(') {
      const inside = or()
      take(')')
      return inside
    }
    if (token.text === '[') {
      const items: Node[] = []
      while (peek()?.text !== ']') {
        items.push(operand())
        if (peek()?.text !== ']') take(',')
      }
      take(']')
      return { kind: 'list', items }
    }
    if (token.type !== 'word') throw new ExpressionError(`unexpected ${token.text}`)
    if (token.text === 'true' || token.text === 'false') {
      return { kind: 'literal', value: token.text === 'true' }
    }
    if (token.text === 'null') return { kind: 'literal', value: null }
    if (peek()?.text === '(') {
      if (token.text !== 'exists' && token.text !== 'matches') {
        throw new ExpressionError(`unknown function ${token.text}`)
      }
      take('(')
      const args: Node[] = []
      while (peek()?.text !== ')') {
        args.push(or())
        if (peek()?.text !== ')') take(',')
      }
      take(')')
      if (args.length !== (token.text === 'exists' ? 1 : 2)) {
        throw new ExpressionError(
          `${token.text} takes ${token.text === 'exists' ? 1 : 2} arguments`
        )
      }
      return { kind: 'call', name: token.text, args }
    }
    const path = [token.text]
    while (peek()?.text === '.') {
      take('.')
      const part = take()
      if (part.type !== 'word' && part.type !== 'number') {
        throw new ExpressionError(`unexpected ${part.text} in ${path.join('.')}`)
      }
      path.push(part.text)
    }
    if (path[0] !== 'flow' && path[0] !== 'artifact') {
      throw new ExpressionError(`unknown context ${path[0]}: use flow or artifact`)
    }
    return { kind: 'path', path }
  }

  if (tokens.length === 0) throw new ExpressionError('the expression is empty')
  const tree = or()
  if (next < tokens.length) throw new ExpressionError(`unexpected ${tokens[next]?.text}`)
  return tree
}

function lookup(path: string[], context: ExpressionContext): Value {
  let value: unknown = context
  for (const key of path) {
    value =
      typeof value === 'object' && value !== null && Object.hasOwn(value, key)
        ? (value as Record<string, unknown>)[key]
        : null
  }
  return typeof value === 'string' || typeof value === 'number' ? value : null
}

const asNumber = (value: Value): number | undefined =>
  typeof value === 'number'
    ? value
    : typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))
      ? Number(value)
      : undefined

function compare(op: string, left: Value, right: Value): boolean {
  switch (op) {
    case '==':
      return equal(left, right)
    case '!=':
      return !equal(left, right)
    case 'in':
      return Array.isArray(right) && right.some(item => equal(left, item))
    default: {
      const a = asNumber(left)
      const b = asNumber(right)
      if (a === undefined || b === undefined) return false
      return op === '<' ? a < b : op === '>' ? a > b : op === '<=' ? a <= b : a >= b
    }
  }
}

function equal(left: Value, right: Value): boolean {
  if (left === right) return true
  const a = asNumber(left)
  const b = asNumber(right)
  return a !== undefined && b !== undefined && a === b
}

function evaluate(node: Node, context: ExpressionContext): Value {
  switch (node.kind) {
    case 'literal':
      return node.value
    case 'list':
      return node.items.map(item => evaluate(item, context))
    case 'path':
      return lookup(node.path, context)
    case 'not':
      return !truthy(evaluate(node.operand, context))
    case 'call': {
      const [first, second] = node.args.map(arg => evaluate(arg, context))
      if (node.name === 'exists') return first !== null && first !== undefined
      if (typeof first !== 'string' || typeof second !== 'string') return false
      try {
        return new RegExp(second).test(first)
      } catch {
        return false
      }
    }
    case 'binary':
      if (node.op === 'and') {
        return truthy(evaluate(node.left, context)) && truthy(evaluate(node.right, context))
      }
      if (node.op === 'or') {
        return truthy(evaluate(node.left, context)) || truthy(evaluate(node.right, context))
      }
      return compare(node.op, evaluate(node.left, context), evaluate(node.right, context))
  }
}

const truthy = (value: Value): boolean =>
  value !== null && value !== false && value !== '' && value !== 0

/** Whether the expression holds for the artifact; an expression that does not parse never does. */
export function holds(text: string, context: ExpressionContext): boolean {
  try {
    return truthy(evaluate(parseExpression(text), context))
  } catch {
    return false
  }
}
