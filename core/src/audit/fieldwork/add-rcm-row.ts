import type { TAddRcmRowRequest, TRcmRow } from '@stratum/contracts';
import { writeChange } from '../../kernel/change';
import type { Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { newId } from '../../kernel/ids';
import type { AuditRcmRowItem } from '../entities/rcm-row';
import { namesOf } from '../people';
import { openForFieldwork } from './artefact-edit';
import { findArtefact, toRcmRow } from './artefacts';
import { registerRiskTitle } from './register-risk';

/**
 * Adds a risk and its control to the matrix, under one process of the engagement, with the
 * planned test of design and of operating effectiveness; it may stand for a risk of the risk
 * register. The process's row count moves in the same transaction (and the process must still
 * be there: the condition fails otherwise).
 */
export const addRcmRow = async (ctx: Ctx, input: TAddRcmRowRequest): Promise<TRcmRow> => {
  const engagement = await openForFieldwork(ctx, input.engagementId);
  const { companyId, engagementId } = engagement;
  const process = await findArtefact(companyId, engagementId, 'process', input.processId).catch(() => {
    throw new AppError('UNPROCESSABLE', 'processId: no such process description in this audit');
  });
  const riskTitle = await registerRiskTitle(ctx, input.registerRiskId);
  const now = ctx.now.toISOString();
  const item = {
    companyId,
    engagementId,
    artefactId: newId(),
    status: 'Draft' as const,
    changedAfterApproval: false,
    reviewNote: '',
    preparerId: ctx.employeeId ?? '',
    processId: process.artefactId,
    risk: input.risk,
    riskRating: input.riskRating,
    registerRiskId: input.registerRiskId ?? '',
    registerRiskTitle: riskTitle,
    control: input.control,
    controlType: input.controlType,
    testOfDesign: input.testOfDesign,
    testOfEffectiveness: input.testOfEffectiveness,
    version: 1,
    createdAt: now,
    updatedAt: now,
  } satisfies AuditRcmRowItem;
  await writeChange(
    ctx,
    {
      companyId,
      entityType: 'audit-risk',
      entityId: item.artefactId,
      action: 'add',
      summary: `Audit “${engagement.title}”: risk-control matrix row added to “${process.name}”`,
      after: { risk: item.risk, control: item.control },
    },
    (tx) => [
      tx.auditRcmRow.create(item).commit(),
      tx.auditProcess
        .patch({ companyId, engagementId, artefactId: process.artefactId })
        .add({ rcmCount: 1 })
        .commit(),
    ],
  );
  return toRcmRow(item, await namesOf(companyId, [item.preparerId]), process.name);
};
