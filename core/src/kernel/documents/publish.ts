import { tenantOf, type Ctx } from '../ctx';
import { downloadUrl, fileKey, putFile } from '../files';
import { newId } from '../ids';
import type { ReportDocument } from './document';
import { PDF_TYPE, writePdf } from './pdf';
import { writeXlsx, XLSX_TYPE } from './xlsx';

/** How long an exported file's link works. */
export const EXPORT_LINK_SECONDS = 15 * 60;

export type DocumentFormat = 'xlsx' | 'pdf';

export interface PublishedDocument {
  url: string;
  filename: string;
  contentType: string;
  size: number;
}

/**
 * Writes a document as an Excel or PDF file, stores it under the company's `reports/` files
 * (`<companyId>/reports/<id>/<name>`, ARCHITECTURE §5) and answers a link to it that works for
 * 15 minutes. The file is named after the document and the day: `<stem>-2024-06-01.xlsx`.
 */
export const publishDocument = async (
  ctx: Ctx,
  doc: ReportDocument,
  format: DocumentFormat,
): Promise<PublishedDocument> => {
  const [bytes, contentType] =
    format === 'xlsx' ? [await writeXlsx(doc), XLSX_TYPE] : [await writePdf(doc), PDF_TYPE];
  const filename = `${doc.stem}-${ctx.now.toISOString().slice(0, 10)}.${format}`;
  const key = fileKey(tenantOf(ctx), 'reports', newId(), filename);
  await putFile(key, bytes, contentType);
  return { url: await downloadUrl(key, EXPORT_LINK_SECONDS), filename, contentType, size: bytes.length };
};
