/** A trail's audit package and PDF report: what each file must be, and their downloads. */
import type { ServiceClient } from './client.js'
import type { TrailRef } from './trails.js'
import type { DownloadedFile, FileKind } from '../http/download.js'
import { gzippedTarEndCheck, pdfEndCheck } from '../http/whole-file.js'

/** What the description says the audit package is: application/gzip, a gzipped tarball. */
export const AUDIT_PACKAGE: FileKind = {
  what: 'a gzipped tarball',
  accept: 'application/gzip, application/octet-stream;q=0.5',
  contentTypes: [
    'application/gzip',
    'application/x-gzip',
    'application/x-tgz',
    'application/x-compressed-tar',
    'application/tar+gzip',
    'application/octet-stream',
    'binary/octet-stream'
  ],
  magic: Buffer.from([0x1f, 0x8b]),
  endCheck: gzippedTarEndCheck
}

/** The trail's PDF report: application/pdf. */
export const AUDIT_PDF: FileKind = {
  what: 'a PDF',
  accept: 'application/pdf, application/octet-stream;q=0.5',
  contentTypes: [
    'application/pdf',
    'application/x-pdf',
    'application/octet-stream',
    'binary/octet-stream'
  ],
  magic: Buffer.from('%PDF-', 'latin1'),
  endCheck: pdfEndCheck
}

export function downloadAuditPackage(
  client: ServiceClient,
  ref: TrailRef,
  target: string
): Promise<DownloadedFile> {
  return client.download(
    ['trails', ref.org, ref.flow, ref.trail, 'audit_package'],
    target,
    AUDIT_PACKAGE
  )
}

export function downloadAuditPdf(
  client: ServiceClient,
  ref: TrailRef,
  target: string
): Promise<DownloadedFile> {
  return client.download(['trails', ref.org, ref.flow, ref.trail, 'audit_pdf'], target, AUDIT_PDF)
}
