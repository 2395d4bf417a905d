import {
  ZReportContentSchema,
  type TEngagementRef,
  type TFinalReportFileRequest,
  type TFinalReports,
} from '@stratum/contracts';
import type { Ctx } from '../../kernel/ctx';
import { downloadUrl, readFile } from '../../kernel/files';
import { ANYONE_ON_IT, openEngagementAs } from '../engagement/engagement-store';
import { findFinalVersion, finalVersions, inForce, toFinalVersion } from './final-report-store';

/** How long a final report file's link works. */
const LINK_SECONDS = 15 * 60;

/**
 * spec §2 final-audit-reports/{id}: the version in force with the content it froze (read from its
 * stored JSON, so its view never changes), and every version made, newest first (its team).
 */
export const getFinalReports = async (ctx: Ctx, input: TEngagementRef): Promise<TFinalReports> => {
  const { engagement, roles } = await openEngagementAs(ctx, input.engagementId, ANYONE_ON_IT);
  const versions = await finalVersions(engagement.companyId, engagement.engagementId);
  const current = inForce(versions);
  const content = current
    ? ZReportContentSchema.parse(JSON.parse(new TextDecoder().decode(await readFile(current.contentKey))))
    : null;
  return {
    engagementTitle: engagement.title,
    current: current && content ? { ...toFinalVersion(current), content } : null,
    history: versions.map(toFinalVersion),
    canMake: roles.includes('lead') || roles.includes('admin'),
  };
};

/** A 15-minute link to one version's PDF or DOCX, recalled ones included (its team). */
export const getFinalReportFile = async (
  ctx: Ctx,
  input: TFinalReportFileRequest,
): Promise<{ url: string; filename: string }> => {
  const { engagement } = await openEngagementAs(ctx, input.engagementId, ANYONE_ON_IT);
  const item = await findFinalVersion(engagement.companyId, engagement.engagementId, input.reportVersion);
  return input.format === 'pdf'
    ? { url: await downloadUrl(item.pdfKey, LINK_SECONDS), filename: item.pdfName }
    : { url: await downloadUrl(item.docxKey, LINK_SECONDS), filename: item.docxName };
};
