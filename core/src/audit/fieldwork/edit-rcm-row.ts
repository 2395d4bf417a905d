import type { TEditRcmRowRequest, TRcmRow } from '@stratum/contracts';
import type { Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { namesOf } from '../people';
import { openForEdit, saveEdit } from './artefact-edit';
import { findArtefact, toRcmRow } from './artefacts';
import { registerRiskTitle } from './register-risk';

/** Changes a matrix row; moving it to another process moves the two processes' counts. */
export const editRcmRow = async (ctx: Ctx, input: TEditRcmRowRequest): Promise<TRcmRow> => {
  const opened = await openForEdit(ctx, input, 'risk');
  const { engagement, item } = opened;
  const { companyId, engagementId } = engagement;
  const process = await findArtefact(companyId, engagementId, 'process', input.processId).catch(() => {
    throw new AppError('UNPROCESSABLE', 'processId: no such process description in this audit');
  });
  const riskTitle =
    (input.registerRiskId ?? '') === item.registerRiskId
      ? item.registerRiskTitle
      : await registerRiskTitle(ctx, input.registerRiskId);
  const moved = process.artefactId !== item.processId;
  const after = await saveEdit(
    ctx,
    'risk',
    opened,
    {
      processId: process.artefactId,
      risk: input.risk,
      riskRating: input.riskRating,
      registerRiskId: input.registerRiskId ?? '',
      registerRiskTitle: riskTitle,
      control: input.control,
      controlType: input.controlType,
      testOfDesign: input.testOfDesign,
      testOfEffectiveness: input.testOfEffectiveness,
    },
    input.version,
    {
      summary: `risk-control matrix row of “${process.name}”`,
      also: (tx) => [
        moved && [
          tx.auditProcessDescription
            .patch({ companyId, engagementId, artefactId: item.processId })
            .add({ rcmCount: -1 })
            .commit(),
          tx.auditProcessDescription
            .patch({ companyId, engagementId, artefactId: process.artefactId })
            .add({ rcmCount: 1 })
            .commit(),
        ],
      ],
    },
  );
  return toRcmRow(after, await namesOf(companyId, [item.preparerId]), process.name);
};
