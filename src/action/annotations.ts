/**
 * Prints a command's error annotations (a failing test, pointing at its file and line when the
 * result file says where). The runner shows ten error annotations per step: at most that many
 * are printed, one fewer when the step is also to fail, and a log line counts the rest. Every
 * text is neutralised as any remote or file text is: the message keeps its line breaks
 * (encoded by @actions/core), the title and the file are one line each.
 */
import type { Annotation, ErrorAnnotations } from './command.js'
import { safeAnnotation, safeLogLine, safeProperty } from './log.js'
import { workspacePath } from './run.js'
import type { AnnotationProperties, Env, Runner } from '../runner/runner.js'

/** Error annotations the runner shows for one step; more are dropped without a word. */
export const MAX_ERROR_ANNOTATIONS = 10

/** Where the printed annotations go: the runner's log. */
export type AnnotationSink = Pick<Runner, 'error' | 'info'>

function properties(annotation: Annotation, env: Env): AnnotationProperties {
  const props: AnnotationProperties = { title: safeProperty(annotation.title) }
  // A file outside the workspace is no place the runner can show: the annotation stays.
  const file = annotation.file === undefined ? undefined : workspacePath(annotation.file, env)
  if (file !== undefined) {
    props.file = safeProperty(file)
    if (annotation.line !== undefined) props.startLine = annotation.line
  }
  return props
}

export function publishAnnotations(
  annotations: ErrorAnnotations,
  options: { sink: AnnotationSink; env: Env; reserved?: number }
): void {
  const { sink, env } = options
  const room = Math.max(0, MAX_ERROR_ANNOTATIONS - (options.reserved ?? 0))
  const shown = annotations.first.slice(0, room)
  for (const annotation of shown) {
    sink.error(safeAnnotation(annotation.message), properties(annotation, env))
  }
  if (annotations.total > shown.length) {
    sink.info(safeLogLine(annotations.rest(annotations.total - shown.length)))
  }
}
