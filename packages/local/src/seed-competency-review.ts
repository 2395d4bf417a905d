import { db } from '@stratum/core/db';
import type { Ctx } from '@stratum/core/kernel/ctx';
import { employeeEmailScope } from '@stratum/core/organisation/employee/claims';
import { listAnnualPlans } from '@stratum/core/planning/annual-plan/list-annual-plans';
import { listPlans } from '@stratum/core/planning/plan/list-plans';
import {
  addReviewArea,
  addReviewCompetency,
  addReviewQuestion,
  addReviewScale,
  getCompetencyReviewSetup,
  saveCompetencyAnswers,
  setReviewContribution,
} from '@stratum/core/surveys';

const COMPETENCIES = [
  {
    name: 'Customer focus',
    description: 'Understands what clients need and acts on it.',
    questions: [
      ['Behaviours', 'Follows up client requests until they are resolved'],
      ['Outcomes', 'Client feedback on their work is positive'],
    ],
  },
  {
    name: 'Collaboration',
    description: 'Works across teams and shares what they know.',
    questions: [
      ['Behaviours', 'Shares information with colleagues without being asked'],
      ['Behaviours', 'Helps other teams meet their deadlines'],
    ],
  },
  {
    name: 'Accountability',
    description: 'Owns their commitments and their mistakes.',
    questions: [
      ['Outcomes', 'Delivers agreed work on time'],
      ['Behaviours', 'Raises risks to their work early'],
    ],
  },
  {
    name: 'Problem solving',
    description: 'Finds the cause, not just the symptom.',
    questions: [
      ['Outcomes', 'Proposes workable solutions with their trade-offs'],
      ['Behaviours', 'Uses data to check assumptions'],
    ],
  },
] as const;

/** Whose competency review is answered (her quarter's assessment is under way: seed-reviews.ts). */
const REVIEWED_EMAIL = 'lerato.khumalo@acme.test';
const ANSWERS = [4, 5, 3, 4, 4, 4, 3, 4];

/**
 * Acme's 360 competency review of its 2026 annual plan: a five-point proficiency scale, two areas,
 * four competencies with two questions each, a contribution weight of 20%, and Lerato's review
 * answered, so her quarter's assessment shows the competency score and the blended final score.
 * Written once: a plan whose review has competencies is left as it is.
 */
export const seedCompetencyReview = async (base: Ctx): Promise<void> => {
  const ctx = () => ({ ...base, now: new Date() });
  const companyId = base.companyId!;
  let annualPlanId: string | undefined;
  for (const plan of await listPlans(ctx(), 'strategic', {})) {
    annualPlanId = (await listAnnualPlans(ctx(), { strategicPlanId: plan.id })).find(
      (a) => a.startDate === '2026-01-01',
    )?.id;
    if (annualPlanId) break;
  }
  if (!annualPlanId) return;
  if ((await getCompetencyReviewSetup(ctx(), { annualPlanId })).competencies.length > 0) return;
  let setup = await addReviewScale(ctx(), {
    annualPlanId,
    name: 'Proficiency',
    points: ['Rarely shown', 'Developing', 'Proficient', 'Strong', 'Role model'].map((label, i) => ({
      value: i + 1,
      label,
    })),
  });
  const scaleId = setup.scales[0]!.id;
  await addReviewArea(ctx(), { annualPlanId, name: 'Behaviours', description: 'How the work is done' });
  setup = await addReviewArea(ctx(), {
    annualPlanId,
    name: 'Outcomes',
    description: 'What the work achieves',
  });
  const areaId = new Map(setup.areas.map((a) => [a.name, a.id]));
  const questionIds: string[] = [];
  for (const c of COMPETENCIES) {
    setup = await addReviewCompetency(ctx(), { annualPlanId, name: c.name, description: c.description });
    const competencyId = setup.competencies.find((x) => x.name === c.name)!.id;
    for (const [area, text] of c.questions) {
      setup = await addReviewQuestion(ctx(), {
        annualPlanId,
        competencyId,
        areaId: areaId.get(area)!,
        scaleId,
        text,
      });
      questionIds.push(setup.questions.find((q) => q.text === text)!.id);
    }
  }
  await setReviewContribution(ctx(), { annualPlanId, weight: 20, version: 0 });
  const claim = await db()
    .entities.unique.get({ scope: employeeEmailScope(companyId), value: REVIEWED_EMAIL })
    .go();
  if (!claim.data) return;
  await saveCompetencyAnswers(ctx(), {
    annualPlanId,
    employeeId: claim.data.ownerId,
    answers: questionIds.map((questionId, i) => ({ questionId, value: ANSWERS[i] ?? 3 })),
  });
};
