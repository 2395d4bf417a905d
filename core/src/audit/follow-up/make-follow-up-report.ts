import type { TFollowUpRef, TFollowUpReportVersion } from '@stratum/contracts';
import { writeChange } from '../../kernel/change';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { fileKey, putFile } from '../../kernel/files';
import { newId } from '../../kernel/ids';
import { PDF_TYPE } from '../../kernel/documents/pdf';
import type { AuditFollowUpReportItem } from '../entities/follow-up-audit';
import { companyLogo } from '../report/final-report-store';
import { DOCX_TYPE, writeReportDocx } from '../report/report-docx';
import { writeReportPdf } from '../report/report-pdf';
import { findFollowUpAudit, FOLLOW_UP_REPORTERS, openFollowUpAs } from './follow-up-store';
import {
  assembleFollowUpReport,
  blockersOfRetests,
  followUpBlocks,
  toFollowUpReportVersion,
} from './follow-up-report';

const AREA = 'audit-follow-ups';

/**
 * Makes the follow-up report (the engagement's lead, the entry's lead, administrators) as version
 * N = last + 1: refused (422, every reason at once, rules `followUpReportBlockers`) unless every
 * retest has a result and is approved. Its content (JSON), PDF and DOCX (the final report's kit,
 * with the company logo) go to `<companyId>/audit-follow-ups/<followUpId>/`, then the version's record is created on
 * N in the same transaction as the follow-up audit's move to N, conditional on the version read:
 * two makers of the same N get one 409, and a failed write leaves unreferenced files, never a
 * record without its files.
 */
export const makeFollowUpReport = async (ctx: Ctx, input: TFollowUpRef): Promise<TFollowUpReportVersion> => {
  const audit = await findFollowUpAudit(tenantOf(ctx), input.followUpId);
  const { engagement } = await openFollowUpAs(ctx, audit, FOLLOW_UP_REPORTERS);
  const { content, retests } = await assembleFollowUpReport(ctx, audit, engagement);
  const blockers = blockersOfRetests(retests);
  if (blockers.length) throw new AppError('UNPROCESSABLE', blockers.join(' '));
  const { companyId, followUpId } = audit;
  const reportVersion = audit.lastReportVersion + 1;
  const title = `Follow-up audit report: ${audit.title} (version ${reportVersion})`;
  const logo = await companyLogo(companyId);
  const blocks = followUpBlocks(content, `Follow-up audit report — version ${reportVersion}`);
  const [pdf, docx] = await Promise.all([
    writeReportPdf(title, blocks, logo?.logo ?? null),
    writeReportDocx(title, blocks, logo?.logo ?? null, logo?.size ?? null),
  ]);
  const id = newId();
  const stem = `${audit.title} follow-up report v${reportVersion}`;
  const keys = {
    content: fileKey(companyId, AREA, followUpId, `report-v${reportVersion}-${id}-content.json`),
    pdf: fileKey(companyId, AREA, followUpId, `report-v${reportVersion}-${id}.pdf`),
    docx: fileKey(companyId, AREA, followUpId, `report-v${reportVersion}-${id}.docx`),
  };
  await Promise.all([
    putFile(keys.content, new TextEncoder().encode(JSON.stringify(content)), 'application/json'),
    putFile(keys.pdf, pdf, PDF_TYPE),
    putFile(keys.docx, docx, DOCX_TYPE),
  ]);
  const now = ctx.now.toISOString();
  const item: AuditFollowUpReportItem = {
    companyId,
    followUpId,
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
      entityType: 'audit-follow-up-report',
      entityId: followUpId,
      action: 'make',
      summary: `Follow-up audit “${audit.title}”: report version ${reportVersion} made`,
      after: { reportVersion, ...content.summary },
    },
    (tx) => [
      tx.auditFollowUpReport.create(item).commit(),
      tx.auditFollowUpAudit
        .patch({ companyId, followUpId })
        .set({ lastReportVersion: reportVersion, updatedAt: now })
        .where((a, op) => op.eq(a.lastReportVersion, audit.lastReportVersion))
        .commit(),
    ],
    new AppError('CONFLICT', 'Someone else made this follow-up report meanwhile. Reload it and try again.'),
  );
  return toFollowUpReportVersion(item);
};
