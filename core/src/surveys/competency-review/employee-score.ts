import type { TEmployeeCompetencyReview } from '@stratum/contracts';
import { competencyScore, contributionWeight } from '@stratum/rules';
import { db } from '../../db';
import { qualitativeMeasurementOn } from '../../platform';
import type { CompetencyAnswerItem } from '../entities/competency-review';
import { itemsOf, loadReviewSetup, toSetup, type ReviewSetup } from './review-store';

/** An employee's answers in a plan's review (one query of their partition). */
export const answersOf = async (
  companyId: string,
  annualPlanId: string,
  employeeId: string,
): Promise<CompetencyAnswerItem[]> =>
  (
    await db()
      .entities.competencyAnswer.query.byEmployee({ companyId, annualPlanId, employeeId })
      .go({ pages: 'all' })
  ).data;

/** The rule `competencyScore` over the answers, each on its question's scale as it is now. */
export const scoreOf = (setup: ReviewSetup, answers: readonly CompetencyAnswerItem[]) => {
  const questions = new Map(itemsOf(setup, 'question').map((q) => [q.itemId, q]));
  const scales = new Map(
    itemsOf(setup, 'scale').map((s) => [s.itemId, (s.points ?? []).map((p) => p.value)]),
  );
  const result = competencyScore(
    answers.flatMap((a) => {
      const q = questions.get(a.questionId);
      return q?.competencyId
        ? [{ competencyId: q.competencyId, value: a.value, scale: scales.get(q.scaleId ?? '') ?? [] }]
        : [];
    }),
  );
  const names = new Map(itemsOf(setup, 'competency').map((c) => [c.itemId, c.name]));
  return {
    score: result.score,
    competencies: result.competencies
      .map((c) => ({ ...c, name: names.get(c.competencyId) ?? '' }))
      .sort((a, b) => a.name.localeCompare(b.name)),
  };
};

export const reviewView = (
  setup: ReviewSetup,
  employee: { employeeId: string; name: string },
  answers: readonly CompetencyAnswerItem[],
  canAnswer: boolean,
  measurementEnabled: boolean,
): TEmployeeCompetencyReview => {
  const { score, competencies } = scoreOf(setup, answers);
  return {
    annualPlanId: setup.annualPlanId,
    employeeId: employee.employeeId,
    employeeName: employee.name,
    contributionWeight: measurementEnabled ? contributionWeight(setup.settings?.contributionWeight) : 0,
    answers: answers
      .map((a) => ({
        questionId: a.questionId,
        value: a.value,
        answeredBy: a.answeredBy,
        updatedAt: a.updatedAt,
      }))
      .sort((a, b) => a.questionId.localeCompare(b.questionId)),
    score,
    competencies,
    canAnswer,
    questionnaire: (({ competencies: c, scales, areas, questions }) => ({
      competencies: c,
      scales,
      areas,
      questions,
    }))(toSetup(setup, measurementEnabled)),
  };
};

/**
 * What the performance assessment takes in (docs/surveys.md "The 360 competency review"): the
 * plan's contribution weight and the employee's competency score in it. The weight counts only
 * while the platform owner has qualitative measurement on for the company (else 0). Reads: the
 * company and the plan's set-up partition at once, then the employee's answers — none when the
 * weight is 0.
 */
export const competencyPartOf = async (
  companyId: string,
  annualPlanId: string,
  employeeId: string,
): Promise<{ weight: number; score: number | null }> => {
  const [setup, enabled] = await Promise.all([
    loadReviewSetup(companyId, annualPlanId),
    qualitativeMeasurementOn(companyId),
  ]);
  const weight = enabled ? contributionWeight(setup.settings?.contributionWeight) : 0;
  if (weight === 0) return { weight, score: null };
  return { weight, score: scoreOf(setup, await answersOf(companyId, annualPlanId, employeeId)).score };
};

/** A plan's contribution weight and each answered employee's competency score in it. */
export interface PlanCompetencyScores {
  weight: number;
  /** by employee id; an employee with no answers is absent */
  scores: ReadonlyMap<string, number | null>;
}

/**
 * What the reports of a plan's assessment scores take in (docs/surveys.md "The 360 competency
 * review"), the same figures `competencyPartOf` gives the review page, for every employee at once:
 * the company's qualitative measurement setting and the plan's set-up partition at once, and — only
 * when the weight counts and is above 0 — one Query of the plan's answers (gsi1 `byPlan`).
 */
export const planCompetencyScores = async (
  companyId: string,
  annualPlanId: string,
): Promise<PlanCompetencyScores> => {
  const [setup, enabled] = await Promise.all([
    loadReviewSetup(companyId, annualPlanId),
    qualitativeMeasurementOn(companyId),
  ]);
  const weight = enabled ? contributionWeight(setup.settings?.contributionWeight) : 0;
  if (weight === 0) return { weight, scores: new Map() };
  const { data } = await db()
    .entities.competencyAnswer.query.byPlan({ companyId, annualPlanId })
    .go({ pages: 'all' });
  const byEmployee = new Map<string, CompetencyAnswerItem[]>();
  for (const a of data) {
    const list = byEmployee.get(a.employeeId);
    if (list) list.push(a);
    else byEmployee.set(a.employeeId, [a]);
  }
  return {
    weight,
    scores: new Map([...byEmployee].map(([id, answers]) => [id, scoreOf(setup, answers).score])),
  };
};
