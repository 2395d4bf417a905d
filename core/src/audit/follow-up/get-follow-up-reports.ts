import {
  ZFollowUpReportContentSchema,
  type TFollowUpRef,
  type TFollowUpReportFileRequest,
  type TFollowUpReports,
} from '@stratum/contracts';
import { db } from '../../db';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { downloadUrl, readFile } from '../../kernel/files';
import { ANYONE_ON_IT } from '../engagement/engagement-store';
import { findFollowUpAudit, FOLLOW_UP_REPORTERS, openFollowUpAs } from './follow-up-store';
import {
  assembleFollowUpReport,
  blockersOfRetests,
  followUpReportInForce,
  followUpReportVersions,
  toFollowUpReportVersion,
} from './follow-up-report';

/**
 * spec §2 follow-up-audit-reports/{id} (the follow-up entry's id; the engagement's team and the
 * entry's lead): the report as it would be made now with what blocks it, the version in force with
 * the content it froze (read from its stored JSON), and every version made, newest first.
 */
export const getFollowUpReports = async (ctx: Ctx, input: TFollowUpRef): Promise<TFollowUpReports> => {
  const audit = await findFollowUpAudit(tenantOf(ctx), input.followUpId);
  const { engagement, roles } = await openFollowUpAs(ctx, audit, ANYONE_ON_IT);
  const [{ content, retests }, versions] = await Promise.all([
    assembleFollowUpReport(ctx, audit, engagement),
    followUpReportVersions(audit.companyId, audit.followUpId),
  ]);
  const newest = followUpReportInForce(versions);
  const frozen = newest
    ? ZFollowUpReportContentSchema.parse(
        JSON.parse(new TextDecoder().decode(await readFile(newest.contentKey))),
      )
    : null;
  return {
    draft: content,
    blockers: blockersOfRetests(retests),
    current: newest && frozen ? { ...toFollowUpReportVersion(newest), content: frozen } : null,
    history: versions.map(toFollowUpReportVersion),
    canMake: roles.some((r) => FOLLOW_UP_REPORTERS.includes(r)),
  };
};

/** A 15-minute link to one version's PDF or DOCX (the engagement's team, the entry's lead). */
export const getFollowUpReportFile = async (
  ctx: Ctx,
  input: TFollowUpReportFileRequest,
): Promise<{ url: string; filename: string }> => {
  const audit = await findFollowUpAudit(tenantOf(ctx), input.followUpId);
  await openFollowUpAs(ctx, audit, ANYONE_ON_IT);
  const { data } = await db()
    .entities.auditFollowUpReport.get({
      companyId: audit.companyId,
      followUpId: audit.followUpId,
      reportVersion: input.reportVersion,
    })
    .go();
  if (!data) throw new AppError('NOT_FOUND', 'reportVersion: no such version of this follow-up report');
  if (input.format === 'docx') {
    if (!data.docxKey || !data.docxName)
      throw new AppError(
        'NOT_FOUND',
        'format: this version was made before follow-up reports had a Word file',
      );
    return { url: await downloadUrl(data.docxKey, 15 * 60), filename: data.docxName };
  }
  return { url: await downloadUrl(data.pdfKey, 15 * 60), filename: data.pdfName };
};
