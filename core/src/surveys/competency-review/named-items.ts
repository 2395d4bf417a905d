import type { TCompetencyReviewSetup } from '@stratum/contracts';
import { writeChange } from '../../kernel/change';
import type { Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { newId } from '../../kernel/ids';
import type { ReviewItemKind } from '../entities/competency-review';
import {
  adminPlan,
  changed,
  checkVersion,
  hasQuestions,
  itemOf,
  loadReviewSetup,
  NOUN,
  setupNow,
} from './review-store';

/**
 * Add, edit and delete of the named items of a plan's review — competencies, areas and scales —
 * which differ only in their fields (a scale has points, the others a description). Questions have
 * their own use cases: they move the counts on the items they name.
 */
type Fields = { name: string; description?: string; points?: { value: number; label: string }[] };

const entityType = (kind: ReviewItemKind) => `competency-review-${kind}`;
const shown = (f: Fields) =>
  f.points ? { name: f.name, points: f.points } : { name: f.name, description: f.description ?? '' };

export const addNamedItem = async (
  ctx: Ctx,
  kind: Exclude<ReviewItemKind, 'question'>,
  annualPlanId: string,
  fields: Fields,
): Promise<TCompetencyReviewSetup> => {
  const companyId = await adminPlan(ctx, annualPlanId);
  const itemId = newId();
  const now = ctx.now.toISOString();
  await writeChange(
    ctx,
    {
      companyId,
      entityType: entityType(kind),
      entityId: itemId,
      action: 'add',
      summary: `Competency review ${NOUN[kind]} “${fields.name}” added`,
      after: shown(fields),
    },
    (tx) => [
      tx.competencyReviewItem
        .create({
          companyId,
          annualPlanId,
          kind,
          itemId,
          name: fields.name,
          description: fields.description ?? '',
          ...(fields.points ? { points: fields.points } : {}),
          questionCount: 0,
          answerCount: 0,
          version: 1,
          createdAt: now,
          updatedAt: now,
        })
        .commit(),
    ],
  );
  return setupNow(companyId, annualPlanId);
};

/**
 * A versioned edit (stale: 409). A scale's points change only while none of its questions is
 * answered (422): the answers are points of it; the condition on `answerCount` holds that against
 * an answer saved meanwhile.
 */
export const updateNamedItem = async (
  ctx: Ctx,
  kind: Exclude<ReviewItemKind, 'question'>,
  ref: { annualPlanId: string; id: string; version: number },
  fields: Fields,
): Promise<TCompetencyReviewSetup> => {
  const companyId = await adminPlan(ctx, ref.annualPlanId);
  const setup = await loadReviewSetup(companyId, ref.annualPlanId);
  const before = itemOf(setup, kind, ref.id);
  checkVersion(before, ref.version, kind);
  const pointsChange =
    fields.points !== undefined &&
    JSON.stringify([...fields.points].sort((a, b) => a.value - b.value).map((p) => p.value)) !==
      JSON.stringify([...(before.points ?? [])].sort((a, b) => a.value - b.value).map((p) => p.value));
  if (pointsChange && before.answerCount > 0) throw answeredScale(before.name, before.answerCount);
  await writeChange(
    ctx,
    {
      companyId,
      entityType: entityType(kind),
      entityId: ref.id,
      action: 'update',
      summary: `Competency review ${NOUN[kind]} “${before.name}” updated`,
      before: shown({ name: before.name, description: before.description, points: before.points }),
      after: shown(fields),
    },
    (tx) => [
      tx.competencyReviewItem
        .patch({ companyId, annualPlanId: ref.annualPlanId, kind, itemId: ref.id })
        .set({
          name: fields.name,
          ...(fields.points ? { points: fields.points } : { description: fields.description ?? '' }),
          updatedAt: ctx.now.toISOString(),
        })
        .add({ version: 1 })
        .where((a, op) =>
          pointsChange
            ? `${op.eq(a.version, ref.version)} AND ${op.eq(a.answerCount, 0)}`
            : op.eq(a.version, ref.version),
        )
        .commit(),
    ],
    changed(kind),
  );
  return setupNow(companyId, ref.annualPlanId);
};

const answeredScale = (name: string, n: number) =>
  new AppError(
    'UNPROCESSABLE',
    `The assessment scale “${name}” holds ${n} answer${n === 1 ? '' : 's'}: its points cannot change (its name can).`,
  );

/** Deletes an item no question names (422 otherwise), conditional on the version and on none. */
export const deleteNamedItem = async (
  ctx: Ctx,
  kind: Exclude<ReviewItemKind, 'question'>,
  ref: { annualPlanId: string; id: string; version: number },
): Promise<TCompetencyReviewSetup> => {
  const companyId = await adminPlan(ctx, ref.annualPlanId);
  const setup = await loadReviewSetup(companyId, ref.annualPlanId);
  const before = itemOf(setup, kind, ref.id);
  checkVersion(before, ref.version, kind);
  if (before.questionCount > 0) throw hasQuestions(before);
  await writeChange(
    ctx,
    {
      companyId,
      entityType: entityType(kind),
      entityId: ref.id,
      action: 'delete',
      summary: `Competency review ${NOUN[kind]} “${before.name}” deleted`,
      before: shown({ name: before.name, description: before.description, points: before.points }),
    },
    (tx) => [
      tx.competencyReviewItem
        .delete({ companyId, annualPlanId: ref.annualPlanId, kind, itemId: ref.id })
        .where((a, op) => `${op.eq(a.version, ref.version)} AND ${op.eq(a.questionCount, 0)}`)
        .commit(),
    ],
    changed(kind),
  );
  return setupNow(companyId, ref.annualPlanId);
};
