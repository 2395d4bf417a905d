import type { TEditRcmRowRequest, TRcmRow } from '@stratum/contracts';
import { changes } from '../../kernel/audit';
import { writeChange } from '../../kernel/change';
import type { Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { raced } from '../engagement/engagement-store';
import { namesOf } from '../people';
import { openForEdit } from './artefact-edit';
import { contentOf, findArtefact, toRcmRow } from './artefacts';
import { registerRiskTitle } from './register-risk';

/** Changes a matrix row; moving it to another process moves the two processes' counts. */
export const editRcmRow = async (ctx: Ctx, input: TEditRcmRowRequest): Promise<TRcmRow> => {
  const { engagement, item, review } = await openForEdit(ctx, input, 'risk');
  const { companyId, engagementId } = engagement;
  const process = await findArtefact(companyId, engagementId, 'process', input.processId).catch(() => {
    throw new AppError('UNPROCESSABLE', 'processId: no such process description in this audit');
  });
  const riskTitle =
    (input.registerRiskId ?? '') === item.registerRiskId
      ? item.registerRiskTitle
      : await registerRiskTitle(ctx, input.registerRiskId);
  const set = {
    processId: process.artefactId,
    risk: input.risk,
    riskRating: input.riskRating,
    registerRiskId: input.registerRiskId ?? '',
    registerRiskTitle: riskTitle,
    control: input.control,
    controlType: input.controlType,
    testOfDesign: input.testOfDesign,
    testOfEffectiveness: input.testOfEffectiveness,
    ...review,
    updatedAt: ctx.now.toISOString(),
  };
  const after = { ...item, ...set, version: item.version + 1 };
  const moved = process.artefactId !== item.processId;
  await writeChange(
    ctx,
    {
      companyId,
      entityType: 'audit-risk',
      entityId: item.artefactId,
      action: 'update',
      summary: `Audit “${engagement.title}”: risk-control matrix row of “${process.name}” changed`,
      ...changes(contentOf('risk', item), contentOf('risk', after)),
    },
    (tx) => [
      tx.auditRcmRow
        .patch({ companyId, engagementId, artefactId: item.artefactId })
        .set(set)
        .add({ version: 1 })
        .where((a, op) => op.eq(a.version, input.version))
        .commit(),
      moved && [
        tx.auditProcess
          .patch({ companyId, engagementId, artefactId: item.processId })
          .add({ rcmCount: -1 })
          .commit(),
        tx.auditProcess
          .patch({ companyId, engagementId, artefactId: process.artefactId })
          .add({ rcmCount: 1 })
          .commit(),
      ],
    ],
    raced('risk-control matrix row'),
  );
  return toRcmRow(after, await namesOf(companyId, [item.preparerId]), process.name);
};
