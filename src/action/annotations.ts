/**
 * Prints a command's error annotations (a failing test, pointing at its file and line when the
 * result file says where). The runner shows ten error annotations per step: at most that many
 * are printed, one fewer when the step is also to fail, and a log line counts the rest. Every
 * text is neutralised as any remote or file text is: the message keeps its line breaks
 * (encoded by @actions/core), the title and the file are one line each.
 */
import * as core from '@actions/core'
import type { Annotation, ErrorAnnotations } from './command.js'
import { safeAnnotation, safeLogLine, safeProperty } from './log.js'
import { workspacePath } from './run.js'

/** Error annotations the runner shows for one step; more are dropped without a word. */
export const MAX_ERROR_ANNOTATIONS = 10

/** Where the printed annotations go: @actions/core, or a recorder in tests. */
export interface AnnotationSink {
  error(message: string, properties: core.AnnotationProperties): void
  info(message: string): void
}

type Env = Record<string, string | undefined>

const coreSink: AnnotationSink = {
  error: (message, properties) => core.error(message, properties),
  info: message => core.info(message)
}

function properties(annotation: Annotation, env: Env): core.AnnotationProperties {
  const props: core.AnnotationProperties = { title: safeProperty(annotation.title) }
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
  options: { reserved?: number; sink?: AnnotationSink; env?: Env } = {}
): void {
  const { sink = coreSink, env = process.env } = options
  const room = Math.max(0, MAX_ERROR_ANNOTATIONS - (options.reserved ?? 0))
  const shown = annotations.first.slice(0, room)
  for (const annotation of shown) {
    sink.error(safeAnnotation(annotation.message), properties(annotation, env))
  }
  if (annotations.total > shown.length) {
    sink.info(safeLogLine(annotations.rest(annotations.total - shown.length)))
  }
}
