/**
 * Checks that a text is YAML whose document is a mapping, in time linear in its size. The
 * `yaml` package's own duplicate-key check compares each key with every earlier key of its
 * mapping (40,000 keys: 12 s; a 10 MB mapping: over an hour), so it is off and duplicates
 * are found here with one Set per mapping, walking the document without recursion; so is a
 * key that is a list or a mapping, which the package could take hours to convert. Aliases
 * are expanded with the package's alias budget, so a "billion laughs" document is refused.
 * Before any of that, the text's tokens are counted against a budget (see MAX_YAML_TOKENS).
 */
import { isCollection, isMap, isScalar, isSeq, Lexer, parseDocument, type Document } from 'yaml'
import { utf8Text } from '../files/utf8-text.js'

/** The package's default: each alias may stand for at most 100 nodes once expanded. */
const MAX_ALIAS_COUNT = 100

/**
 * The most YAML tokens a file input may hold. The package's parser takes about 4 s and
 * 600 MB per million list items (3 tokens each), so a 10 MB policy of one flow list would
 * take a minute and more memory than a runner has, and end in a crash rather than a
 * sentence. Two million is what the longest list a 1 MiB template can hold needs, and
 * thousands of times what a real template, policy, path spec or kubeconfig holds. Counting
 * needs only the lexer, which stops at the budget (about 0.4 s).
 */
export const MAX_YAML_TOKENS = 2_000_000

/**
 * Undefined when `text` holds at most MAX_YAML_TOKENS tokens; else what is wrong, as a
 * predicate of the file ("<file> holds more YAML than...").
 */
export function yamlOverBudget(text: string): string | undefined {
  const tokens = new Lexer().lex(text)
  for (let count = 1; !tokens.next().done; count++) {
    if (count > MAX_YAML_TOKENS) {
      return `holds more YAML than any such file needs (over ${MAX_YAML_TOKENS.toLocaleString('en-US')} tokens, as in a list of millions of items)`
    }
  }
  return undefined
}

/**
 * Undefined when `source` (a file's bytes, read as UTF-8 by utf8Text, or text) is a YAML
 * mapping whose keys are names, none given twice in one mapping; else what is wrong, as the
 * end of a sentence that starts with the file ("which is not valid YAML (...)").
 */
export function checkYamlMapping(source: Buffer | string): string | undefined {
  const parsed = parseYamlMapping(source)
  return 'problem' in parsed ? parsed.problem : undefined
}

/**
 * The mapping a YAML file's bytes or text hold, read as checkYamlMapping checks them; or
 * what is wrong, in the same words.
 */
export function parseYamlMapping(
  source: Buffer | string
): { value: Record<string, unknown> } | { problem: string } {
  const problem = (found: string) => ({ problem: found })
  const read = typeof source === 'string' ? { text: source } : utf8Text(source)
  if ('problem' in read) return problem(`which ${read.problem}`)
  const { text } = read
  const overBudget = yamlOverBudget(text)
  if (overBudget !== undefined) return problem(`which ${overBudget}`)
  let document: ReturnType<typeof parseDocument>
  try {
    document = parseDocument(text, { uniqueKeys: false })
  } catch (error) {
    return problem(describeFailure(error))
  }
  const error = document.errors[0]
  if (error) return problem(describeFailure(error))
  const contents = document.contents
  if (!isMap(contents)) {
    const what = contents === null ? 'empty' : isSeq(contents) ? 'a list' : 'a single value'
    return problem(`whose YAML is ${what}, not a mapping`)
  }
  const keys = checkKeys(document, text, true)
  if (keys !== undefined) return problem(`which ${keys}`)
  try {
    // What the service will do with it: aliases are expanded, within a budget.
    return { value: document.toJS({ maxAliasCount: MAX_ALIAS_COUNT }) as Record<string, unknown> }
  } catch (error) {
    return problem(describeFailure(error))
  }
}

/**
 * What is wrong with the keys of a parsed document, as a predicate of the file ("uses a list
 * or a mapping as a key (line 3), ..."); undefined when no key is a list or a mapping (and,
 * with `refuseDuplicates`, none is given twice in one mapping). Checked before the document
 * is converted: the package turns a key that is a list or a mapping into a string, in time
 * exponential in how deeply such keys nest (300 nested keys, 600 bytes of text, take 3 s,
 * and each hundred more ten times as long), and no file the action reads has one. The walk
 * keeps its own stack, so a deep document cannot overflow it.
 */
export function checkKeys(
  document: Document,
  text: string,
  refuseDuplicates: boolean
): string | undefined {
  const pending: unknown[] = [document.contents]
  while (pending.length > 0) {
    const node = pending.pop()
    if (isMap(node)) {
      const seen = new Set<unknown>()
      for (const pair of node.items) {
        // An alias key is left to the package: it writes an alias of a list or a mapping as
        // its name ("*base") and counts it against the alias budget. Resolving each one here
        // would search the whole document once per alias.
        if (isCollection(pair.key)) {
          return `uses a list or a mapping as a key (line ${lineOf(text, pair.key.range?.[0])}), where a name is expected`
        }
        if (refuseDuplicates && isScalar(pair.key)) {
          if (seen.has(pair.key.value)) {
            return `is not valid YAML (the key ${JSON.stringify(String(pair.key.value)).slice(0, 80)} appears twice in one mapping)`
          }
          seen.add(pair.key.value)
        }
        pending.push(pair.value)
      }
    } else if (isSeq(node)) {
      // One by one: spreading 500,000 items as arguments would overflow the stack.
      for (const item of node.items) pending.push(item)
    }
  }
  return undefined
}

/** The 1-based line of a character offset of `text`. */
function lineOf(text: string, offset = 0): number {
  let line = 1
  for (let at = text.indexOf('\n'); at >= 0 && at < offset; at = text.indexOf('\n', at + 1)) line++
  return line
}

function describeFailure(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error)
  if (/call stack/i.test(message)) {
    return 'which nests its collections deeper than the YAML parser can follow'
  }
  if (/alias/i.test(message)) {
    return 'which is not valid YAML (its aliases expand to too many nodes, as in a "billion laughs" document)'
  }
  const first = message.split('\n')[0] ?? ''
  return `which is not valid YAML (${first.replace(/[.:]+$/, '')})`
}
