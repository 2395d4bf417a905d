import type { TComplianceEvidenceRef } from '@stratum/contracts';
import { db } from '../../db';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { downloadUrl } from '../../kernel/files';
import { isComplianceAdmin } from '../access';
import { findActivity } from '../activities/activity-store';
import { loadSetup } from '../setup/setup-store';
import { memberOf } from './workflow';

/**
 * A presigned link, good for 15 minutes, to an evidence file: the current period's, or a
 * submitted step's. For the activity's complying and compliance teams and the module's
 * administrators; another company's activity is not found.
 */
export const getComplianceEvidenceLink = async (
  ctx: Ctx,
  input: TComplianceEvidenceRef,
): Promise<{ url: string; filename: string }> => {
  const companyId = tenantOf(ctx);
  const [setup, a] = await Promise.all([loadSetup(companyId), findActivity(companyId, input.id)]);
  const onTeam =
    memberOf(setup, a.complyingTeamId, ctx.employeeId) || memberOf(setup, a.complianceTeamId, ctx.employeeId);
  if (!onTeam && !(await isComplianceAdmin(ctx))) {
    throw new AppError(
      'FORBIDDEN',
      'Only the activity’s teams and Compliance Management administrators can read its evidence.',
    );
  }
  let files = a.evidence ?? [];
  if (input.stepId) {
    const { data } = await db()
      .entities.complianceStep.get({ companyId, activityId: a.activityId, stepId: input.stepId })
      .go();
    if (!data) throw new AppError('NOT_FOUND', 'stepId: no such step of this activity');
    files = data.files ?? [];
  }
  const file = files.find((f) => f.fileId === input.fileId);
  if (!file) throw new AppError('NOT_FOUND', 'fileId: no such evidence file');
  return { url: await downloadUrl(file.key, 15 * 60), filename: file.filename };
};
