import { ZAddReviewersRequestSchema, type TAddReviewersRequest, type TSurvey } from '@stratum/contracts';
import { surveyStatus } from '@stratum/rules';
import { writeChange } from '../../kernel/change';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { newId } from '../../kernel/ids';
import { activeEmployee, fullNameOf } from '../../organisation';
import { requireSurveysAdmin } from '../access';
import { checkSurveyVersion, findSurvey, reviewersOf, surveyChanged, surveyView } from './survey-store';
import { requireNotSharing } from './share-job';

/**
 * Adds reviewers by their relationship to the subject: the subject themself (self), their
 * manager, peers and direct reports (employees of the company), and people outside it by email.
 * Each address reviews a survey once; the subject is only ever the self reviewer. A closed
 * survey takes no reviewers. Conditional on the survey's version, so two adds cannot both pass
 * the duplicate check.
 */
export const addSurveyReviewers = async (ctx: Ctx, raw: TAddReviewersRequest): Promise<TSurvey> => {
  const input = ZAddReviewersRequestSchema.parse(raw);
  const companyId = tenantOf(ctx);
  const survey = await findSurvey(companyId, input.id);
  const people = await Promise.all(
    input.reviewers.map(async (r, i) => {
      if (r.relationship === 'outside') return { ...r, employeeId: undefined };
      const employeeId = r.relationship === 'self' ? survey.subjectId : r.employeeId;
      const e = await activeEmployee(companyId, employeeId, `reviewers.${i}.employeeId`);
      return { relationship: r.relationship, name: fullNameOf(e), email: e.email.toLowerCase(), employeeId };
    }),
  );
  await requireSurveysAdmin(ctx);
  checkSurveyVersion(survey, input.version);
  await requireNotSharing(survey.companyId, survey.surveyId);
  if (surveyStatus(survey.startDate, survey.endDate, ctx.now) === 'Closed')
    throw new AppError('UNPROCESSABLE', 'This survey is closed: it takes no more reviewers.');
  const existing = await reviewersOf(companyId, survey.surveyId);
  const seen = new Set(existing.map((r) => r.email));
  for (const [i, p] of people.entries()) {
    if (p.employeeId === survey.subjectId && p.relationship !== 'self')
      throw new AppError('UNPROCESSABLE', `reviewers.${i}: ${p.name} is the subject: add them as self`);
    if (seen.has(p.email))
      throw new AppError('UNPROCESSABLE', `reviewers.${i}: ${p.email} is a reviewer of this survey already`);
    seen.add(p.email);
  }
  const now = ctx.now.toISOString();
  const added = people.map((p) => ({ ...p, reviewerId: newId() }));
  await writeChange(
    ctx,
    {
      companyId,
      entityType: 'survey',
      entityId: survey.surveyId,
      action: 'add-reviewers',
      summary: `Reviewers added to the 360-degree survey “${survey.title}”: ${added.map((p) => `${p.name} (${p.relationship})`).join(', ')}`,
      after: { reviewers: added.map((p) => ({ relationship: p.relationship, email: p.email })) },
    },
    (tx) => [
      tx.survey
        .patch({ companyId, surveyId: survey.surveyId })
        .set({ updatedAt: now })
        .add({ version: 1, reviewerCount: added.length })
        .where((a, op) => op.eq(a.version, input.version))
        .commit(),
      ...added.map((p) =>
        tx.surveyReviewer
          .create({
            companyId,
            surveyId: survey.surveyId,
            reviewerId: p.reviewerId,
            relationship: p.relationship,
            name: p.name,
            email: p.email,
            ...(p.employeeId ? { employeeId: p.employeeId } : {}),
            state: 'Added',
            version: 1,
            createdAt: now,
            updatedAt: now,
          })
          .commit(),
      ),
    ],
    surveyChanged(),
  );
  return surveyView(await findSurvey(companyId, survey.surveyId), ctx.now);
};
