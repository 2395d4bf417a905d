import type { TFinalReportVersion } from '@stratum/contracts';
import { db } from '../../db';
import { AppError } from '../../kernel/errors';
import { readFile, sniffType } from '../../kernel/files';
import { loadPdfLib } from '../../kernel/documents/libs';
import type { AuditFinalReportItem } from '../entities/final-report';
import type { Logo } from './report-pdf';

/** Every version of an engagement's final report, newest first: one query. */
export const finalVersions = async (
  companyId: string,
  engagementId: string,
): Promise<AuditFinalReportItem[]> =>
  (
    await db().entities.auditFinalReport.query.byEngagement({ companyId, engagementId }).go({ pages: 'all' })
  ).data.sort((a, b) => b.reportVersion - a.reportVersion);

/** The version in force: the newest, unless it was recalled. */
export const inForce = (versions: readonly AuditFinalReportItem[]): AuditFinalReportItem | null => {
  const newest = versions[0];
  return newest && !newest.recalledAt ? newest : null;
};

export const findFinalVersion = async (
  companyId: string,
  engagementId: string,
  reportVersion: number,
): Promise<AuditFinalReportItem> => {
  const { data } = await db().entities.auditFinalReport.get({ companyId, engagementId, reportVersion }).go();
  if (!data) throw new AppError('NOT_FOUND', 'reportVersion: no such final report version of this audit');
  return data;
};

export const toFinalVersion = (r: AuditFinalReportItem): TFinalReportVersion => ({
  engagementId: r.engagementId,
  reportVersion: r.reportVersion,
  made: { employeeId: r.madeById, fullName: r.madeByName, at: r.madeAt },
  recalled: r.recalledAt
    ? {
        employeeId: r.recalledById ?? '',
        fullName: r.recalledByName ?? '',
        at: r.recalledAt,
        reason: r.recallReason ?? '',
      }
    : null,
  pdf: { filename: r.pdfName, size: r.pdfSize },
  docx: { filename: r.docxName, size: r.docxSize },
  version: r.version,
});

/**
 * The company's logo for a report, with the size it is printed at (fit in 160×60 points): a PNG or
 * JPEG; none when the company has no logo or it is a WebP (neither pdf-lib nor Word embeds those
 * alike). A logo that cannot be read now fails the report: a version is frozen for good, so it is
 * not made without the logo because the store answered late.
 */
export const companyLogo = async (
  companyId: string,
): Promise<{ logo: Logo; size: { width: number; height: number } } | null> => {
  const { data } = await db()
    .entities.company.get({ companyId })
    .go({ attributes: ['logoKey'] });
  if (!data?.logoKey) return null;
  const bytes = await readFile(data.logoKey);
  const type = sniffType(bytes);
  if (type !== 'image/png' && type !== 'image/jpeg') return null;
  const logo: Logo = { bytes, type: type === 'image/png' ? 'png' : 'jpg' };
  const { PDFDocument } = await loadPdfLib();
  const probe = await PDFDocument.create();
  const image = logo.type === 'png' ? await probe.embedPng(bytes) : await probe.embedJpg(bytes);
  const { width, height } = image.scaleToFit(160, 60);
  return { logo, size: { width: Math.round(width), height: Math.round(height) } };
};
