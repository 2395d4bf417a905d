import { qualitativeMeasurementOn } from '../../platform';
import type { TCompetencyReviewSetup } from '@stratum/contracts';
import { db } from '../../db';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { loadAnnualPlan } from '../../planning';
import { requireSurveysAdmin } from '../access';
import type {
  CompetencyReviewItem,
  CompetencyReviewSettingsItem,
  ReviewItemKind,
} from '../entities/competency-review';

/** What each kind is called in messages and audit entries. */
export const NOUN: Record<ReviewItemKind, string> = {
  competency: 'competency',
  scale: 'assessment scale',
  area: 'assessment area',
  question: 'assessment question',
};

export interface ReviewSetup {
  companyId: string;
  annualPlanId: string;
  items: CompetencyReviewItem[];
  settings: CompetencyReviewSettingsItem | null;
}

/** A plan's review set-up in one query of its partition (a plan of another company is 404). */
export const loadReviewSetup = async (companyId: string, annualPlanId: string): Promise<ReviewSetup> => {
  const { data } = await db().collections.competencyReview({ companyId, annualPlanId }).go({ pages: 'all' });
  return {
    companyId,
    annualPlanId,
    items: data.competencyReviewItem,
    settings: data.competencyReviewSettings[0] ?? null,
  };
};

/**
 * The Surveys administrator's plan: a plan not in the company is 404 (to anyone: another company's
 * ids say nothing), then anyone but a Surveys administrator 403.
 */
export const adminPlan = async (ctx: Ctx, annualPlanId: string): Promise<string> => {
  await loadAnnualPlan(ctx, annualPlanId);
  await requireSurveysAdmin(ctx);
  return tenantOf(ctx);
};

export const itemsOf = (s: ReviewSetup, kind: ReviewItemKind) => s.items.filter((i) => i.kind === kind);

/** One item of the set-up by kind and id; anything else is 404 naming `field`. */
export const itemOf = (
  s: ReviewSetup,
  kind: ReviewItemKind,
  id: string,
  field = 'id',
): CompetencyReviewItem => {
  const found = s.items.find((i) => i.kind === kind && i.itemId === id);
  if (!found) throw new AppError('NOT_FOUND', `${field}: no such ${NOUN[kind]} in this plan’s review`);
  return found;
};

/** 409 when the item is not at the version the caller read. */
export const checkVersion = (item: { version: number }, version: number, kind: ReviewItemKind): void => {
  if (item.version !== version)
    throw new AppError(
      'CONFLICT',
      `This ${NOUN[kind]} was changed by someone else since you opened it. Reload it and try again.`,
    );
};

export const changed = (kind: ReviewItemKind | 'contribution') =>
  new AppError(
    'CONFLICT',
    `This ${kind === 'contribution' ? 'contribution weight' : NOUN[kind]} was changed since you opened it. Reload it and try again.`,
  );

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** The refusal (422) of a delete that would leave questions without their competency, area or scale. */
export const hasQuestions = (item: CompetencyReviewItem): AppError =>
  new AppError(
    'UNPROCESSABLE',
    `The ${NOUN[item.kind]} “${item.name}” is used by ${plural(item.questionCount, 'question')}: delete or move them first.`,
  );

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
const stamp = (i: CompetencyReviewItem) => ({ version: i.version, updatedAt: i.updatedAt });

export const toSetup = (s: ReviewSetup, measurementEnabled: boolean): TCompetencyReviewSetup => ({
  annualPlanId: s.annualPlanId,
  contributionWeight: s.settings?.contributionWeight ?? 0,
  contributionVersion: s.settings?.version ?? 0,
  measurementEnabled,
  competencies: itemsOf(s, 'competency')
    .map((i) => ({
      id: i.itemId,
      name: i.name,
      description: i.description,
      questionCount: i.questionCount,
      ...stamp(i),
    }))
    .sort(byName),
  scales: itemsOf(s, 'scale')
    .map((i) => ({
      id: i.itemId,
      name: i.name,
      points: [...(i.points ?? [])].sort((a, b) => a.value - b.value),
      questionCount: i.questionCount,
      ...stamp(i),
    }))
    .sort(byName),
  areas: itemsOf(s, 'area')
    .map((i) => ({
      id: i.itemId,
      name: i.name,
      description: i.description,
      questionCount: i.questionCount,
      ...stamp(i),
    }))
    .sort(byName),
  questions: itemsOf(s, 'question')
    .map((i) => ({
      id: i.itemId,
      competencyId: i.competencyId ?? '',
      areaId: i.areaId ?? '',
      scaleId: i.scaleId ?? '',
      text: i.name,
      answerCount: i.answerCount,
      ...stamp(i),
    }))
    .sort((a, b) => a.id.localeCompare(b.id)),
});

/** The set-up as it is now, for the answer of a change. */
export const setupNow = async (companyId: string, annualPlanId: string) => {
  const [setup, enabled] = await Promise.all([
    loadReviewSetup(companyId, annualPlanId),
    qualitativeMeasurementOn(companyId),
  ]);
  return toSetup(setup, enabled);
};
