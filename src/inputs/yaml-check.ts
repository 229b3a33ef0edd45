/**
 * Checks that a text is YAML whose document is a mapping, in time linear in its size. The
 * `yaml` package's own duplicate-key check compares each key with every earlier key of its
 * mapping (40,000 keys: 12 s; a 10 MB mapping: over an hour), so it is off and duplicates
 * are found here with one Set per mapping, walking the document without recursion. Aliases
 * are expanded with the package's alias budget, so a "billion laughs" document is refused.
 */
import { isAlias, isMap, isScalar, isSeq, parseDocument, type Node } from 'yaml'

/** The package's default: each alias may stand for at most 100 nodes once expanded. */
const MAX_ALIAS_COUNT = 100

/**
 * Undefined when `text` is a YAML mapping without duplicate keys; else what is wrong, as the
 * end of a sentence that starts with the file ("which is not valid YAML (...)").
 */
export function checkYamlMapping(text: string): string | undefined {
  const parsed = parseYamlMapping(text)
  return 'problem' in parsed ? parsed.problem : undefined
}

/**
 * The mapping a YAML text holds, read as checkYamlMapping checks it; or what is wrong, in
 * the same words.
 */
export function parseYamlMapping(
  text: string
): { value: Record<string, unknown> } | { problem: string } {
  const problem = (found: string) => ({ problem: found })
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
  const duplicate = findDuplicateKey(contents)
  if (duplicate !== undefined) {
    return problem(
      `which is not valid YAML (the key ${JSON.stringify(duplicate).slice(0, 80)} appears twice in one mapping)`
    )
  }
  try {
    // What the service will do with it: aliases are expanded, within a budget.
    return { value: document.toJS({ maxAliasCount: MAX_ALIAS_COUNT }) as Record<string, unknown> }
  } catch (error) {
    return problem(describeFailure(error))
  }
}

/** The first key found twice in one mapping, anywhere in the document. */
function findDuplicateKey(root: Node): string | undefined {
  const pending: unknown[] = [root]
  while (pending.length > 0) {
    const node = pending.pop()
    if (isMap(node)) {
      const seen = new Set<unknown>()
      for (const pair of node.items) {
        if (isScalar(pair.key)) {
          if (seen.has(pair.key.value)) return String(pair.key.value)
          seen.add(pair.key.value)
        } else if (!isAlias(pair.key)) {
          pending.push(pair.key)
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
