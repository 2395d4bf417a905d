import type { TEngagementRef, TFinalReportVersion } from '@stratum/contracts';
import { writeChange } from '../../kernel/change';
import type { Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { fileKey, putFile } from '../../kernel/files';
import { newId } from '../../kernel/ids';
import { PDF_TYPE } from '../../kernel/documents/pdf';
import { openEngagementAs } from '../engagement/engagement-store';
import type { AuditFinalReportItem } from '../entities/final-report';
import { assembleReport, blockersOf } from './assemble-report';
import { companyLogo, finalVersions, inForce, toFinalVersion } from './final-report-store';
import { reportBlocks } from './report-blocks';
import { DOCX_TYPE, writeReportDocx } from './report-docx';
import { writeReportPdf } from './report-pdf';

/** Who makes and recalls the final report: the engagement's lead and administrators. */
export const REPORTERS = ['lead', 'admin'] as const;

const AREA = 'audit-reports';

/**
 * Makes the final report (spec §4): assembles the draft, refuses (422, every reason at once,
 * packages/rules `finalReportBlockers`) unless the overall opinion and every finding are approved
 * and no version is in force, then freezes it as the next version N: its content as JSON, a PDF
 * and a DOCX (with the company logo when there is one) stored under
 * `<companyId>/audit-reports/<engagementId>/`, and the version's record created on N (a second
 * maker of the same N gets a 409). The files are written before the record: a failed write leaves
 * unreferenced files, never a record without its files.
 */
export const makeFinalReport = async (ctx: Ctx, input: TEngagementRef): Promise<TFinalReportVersion> => {
  const { engagement } = await openEngagementAs(ctx, input.engagementId, REPORTERS);
  const { companyId, engagementId } = engagement;
  const versions = await finalVersions(companyId, engagementId);
  const content = await assembleReport(ctx, engagement);
  const blockers = blockersOf(content, inForce(versions)?.reportVersion ?? null);
  if (blockers.length) throw new AppError('UNPROCESSABLE', blockers.join(' '));
  const reportVersion = (versions[0]?.reportVersion ?? 0) + 1;
  const title = `Internal audit report: ${engagement.title} (version ${reportVersion})`;
  const blocks = reportBlocks(content, `Internal audit report — version ${reportVersion}`);
  const logo = await companyLogo(companyId);
  const [pdf, docx] = await Promise.all([
    writeReportPdf(title, blocks, logo?.logo ?? null),
    writeReportDocx(title, blocks, logo?.logo ?? null, logo?.size ?? null),
  ]);
  const stem = `${engagement.title} audit report v${reportVersion}`;
  const id = newId();
  const keys = {
    content: fileKey(companyId, AREA, engagementId, `v${reportVersion}-${id}-content.json`),
    pdf: fileKey(companyId, AREA, engagementId, `v${reportVersion}-${id}.pdf`),
    docx: fileKey(companyId, AREA, engagementId, `v${reportVersion}-${id}.docx`),
  };
  await Promise.all([
    putFile(keys.content, new TextEncoder().encode(JSON.stringify(content)), 'application/json'),
    putFile(keys.pdf, pdf, PDF_TYPE),
    putFile(keys.docx, docx, DOCX_TYPE),
  ]);
  const now = ctx.now.toISOString();
  const item: AuditFinalReportItem = {
    companyId,
    engagementId,
    reportVersion,
    contentKey: keys.content,
    pdfKey: keys.pdf,
    pdfName: `${stem}.pdf`,
    pdfSize: pdf.length,
    docxKey: keys.docx,
    docxName: `${stem}.docx`,
    docxSize: docx.length,
    madeById: ctx.employeeId ?? '',
    madeByName: ctx.actorName,
    madeAt: now,
    version: 1,
    createdAt: now,
    updatedAt: now,
  };
  await writeChange(
    ctx,
    {
      companyId,
      entityType: 'audit-final-report',
      entityId: engagementId,
      action: 'make',
      summary: `Audit “${engagement.title}”: final report version ${reportVersion} made`,
      after: { reportVersion, findings: content.findings.length, opinion: content.opinion?.ratingName ?? '' },
    },
    (tx) => [tx.auditFinalReport.create(item).commit()],
    new AppError('CONFLICT', 'Someone else made a final report meanwhile. Reload it and try again.'),
  );
  return toFinalVersion(item);
};
