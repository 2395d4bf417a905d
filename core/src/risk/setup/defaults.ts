import { DEFAULT_THRESHOLDS, defaultMatrix, IMPACT_SCALE, LIKELIHOOD_SCALE } from '@stratum/rules';
import { auditEntry } from '../../kernel/audit';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { newId } from '../../kernel/ids';
import { writeItems } from '../../kernel/change';
import { NAME_SCOPE, nameKeyOf } from './names';

/** The rating type every company starts with. */
export const DEFAULT_TYPE_NAME = 'Default';

/**
 * Writes a company's default set-up (docs/risk.md): the two five-point scales of spec §9
 * (Insignificant … Catastrophic, Rare … Certain) and the "Default" four-level rating type with
 * the 5×5 matrix (ratingScore = impact × likelihood). One transaction, conditional on the
 * `riskSetup` marker not existing: two first calls at once write it once.
 */
export const provisionDefaults = async (ctx: Ctx): Promise<void> => {
  const companyId = tenantOf(ctx);
  const now = ctx.now.toISOString();
  const stamp = { version: 1, createdAt: now, updatedAt: now };
  const ratingTypeId = newId();
  const typeName = DEFAULT_TYPE_NAME;
  try {
    // provisioning is no change of the caller's: its own marker keeps it to once, so it is unfenced
    await writeItems(
      ({ riskSetup, riskScalePoint, riskRatingType, riskMatrixEntry, unique, auditTrail }) => [
        riskSetup.create({ companyId, createdAt: now }).commit(),
        ...IMPACT_SCALE.map((p) =>
          riskScalePoint
            .create({ companyId, axis: 'impact', score: p.score, pointId: newId(), name: p.name, ...stamp })
            .commit(),
        ),
        ...LIKELIHOOD_SCALE.map((p) =>
          riskScalePoint
            .create({
              companyId,
              axis: 'likelihood',
              score: p.score,
              pointId: newId(),
              name: p.name,
              ...stamp,
            })
            .commit(),
        ),
        riskRatingType
          .create({
            companyId,
            ratingTypeId,
            name: typeName,
            nameKey: nameKeyOf(typeName),
            scheme: 'four-level',
            thresholds: [...DEFAULT_THRESHOLDS['four-level']],
            riskCount: 0,
            ...stamp,
          })
          .commit(),
        ...defaultMatrix().map((e) =>
          riskMatrixEntry.create({ companyId, ratingTypeId, entryId: newId(), ...e, ...stamp }).commit(),
        ),
        unique
          .create({ scope: NAME_SCOPE.type(companyId), value: nameKeyOf(typeName), ownerId: ratingTypeId })
          .commit(),
        auditTrail
          .create(
            auditEntry(ctx, {
              companyId,
              entityType: 'risk-setup',
              entityId: companyId,
              action: 'add',
              summary: 'Risk rating set-up: the impact and likelihood scales and the Default 5×5 matrix',
            }),
          )
          .commit(),
      ],
      { fence: 'none' },
    );
  } catch (e) {
    // Another first call wrote them a moment ago: they are there, which is all this wanted.
    if (e instanceof AppError && e.code === 'CONFLICT') return;
    throw e;
  }
};
