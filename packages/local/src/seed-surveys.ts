import { randomBytes } from 'node:crypto';
import { db } from '@stratum/core/db';
import type { Ctx } from '@stratum/core/kernel/ctx';
import {
  addOrgSurvey,
  addSurvey,
  sendOrgSurvey,
  addSurveyCompetency,
  addSurveyQuestion,
  addSurveyReviewers,
  addSurveyScale,
  listSurveyScales,
} from '@stratum/core/surveys';

const DAY = 24 * 60 * 60 * 1000;
const dayOf = (d: Date) => d.toISOString().slice(0, 10);

const COMPETENCIES = [
  {
    name: 'Communication',
    questions: ['Listens before answering', 'Explains decisions clearly', 'Keeps people informed'],
  },
  { name: 'Teamwork', questions: ['Shares the load when the team is stretched', 'Gives credit to others'] },
  { name: 'Delivery', questions: ['Delivers what was agreed on time', 'Raises problems early'] },
];

/**
 * Acme's 360-degree surveys: a five-point scale, three competencies with their questions, and an
 * open survey of an employee with a manager, three peers and an outside reviewer. The manager and
 * three peers have answered (anonymous answers, stored apart from the reviewer list), so the
 * report shows the manager's and the peers' groups; the outside reviewer's link is still to be
 * mailed from the survey's Share button. Written once: a company that has a scale is left as it is.
 */
export const seedSurveys = async (ctx: Ctx): Promise<void> => {
  if ((await listSurveyScales(ctx)).length > 0) return;
  const companyId = ctx.companyId!;
  const scale = await addSurveyScale(ctx, {
    name: 'Frequency',
    points: ['Never', 'Rarely', 'Sometimes', 'Often', 'Always'].map((label, i) => ({ value: i + 1, label })),
  });
  const competencyIds: string[] = [];
  for (const c of COMPETENCIES) {
    const competency = await addSurveyCompetency(ctx, { name: c.name, description: '' });
    for (const text of c.questions) await addSurveyQuestion(ctx, { competencyId: competency.id, text });
    competencyIds.push(competency.id);
  }
  await seedOrgSurvey(ctx, scale.id, competencyIds.slice(0, 2));
  await seedOrgSurveyEnding(ctx, scale.id, competencyIds.slice(1));
  const { data: people } = await db()
    .entities.employee.query.byName({ companyId })
    .where((a, op) => op.eq(a.status, 'Active'))
    .go({ pages: 'all' });
  const others = people.filter((p) => p.employeeId !== ctx.employeeId);
  const subject = others[0];
  const [manager, ...peers] = others.slice(1, 5);
  if (!subject || !manager || peers.length < 3) return;
  const now = Date.now();
  const survey = await addSurvey(ctx, {
    title: 'Mid-year 360 review',
    subjectId: subject.employeeId,
    scaleId: scale.id,
    competencyIds,
    startDate: dayOf(new Date(now - 7 * DAY)),
    endDate: dayOf(new Date(now + 21 * DAY)),
  });
  const withReviewers = await addSurveyReviewers(ctx, {
    id: survey.id,
    version: survey.version,
    reviewers: [
      { relationship: 'self' },
      { relationship: 'manager', employeeId: manager.employeeId },
      ...peers.slice(0, 3).map((p) => ({ relationship: 'peer' as const, employeeId: p.employeeId })),
      { relationship: 'outside', name: 'Priya Partner', email: 'priya.partner@example.com' },
    ],
  });
  // The answers of the manager and the three peers, as their submits would have stored them.
  const questions = withReviewers.items.flatMap((i) => i.questions);
  const answered = withReviewers.reviewers.filter(
    (r) => r.relationship === 'manager' || r.relationship === 'peer',
  );
  const comments = [
    'Calm under pressure.',
    'Could delegate more.',
    'Always ready to help.',
    'Great at explaining.',
  ];
  const at = new Date().toISOString();
  await db()
    .transaction.write((tx) => [
      ...answered.map((r, i) =>
        tx.surveyResponse
          .create({
            companyId,
            surveyId: survey.id,
            responseId: randomBytes(16).toString('hex'),
            relationship: r.relationship,
            scores: questions.map((q, j) => ({ questionId: q.questionId, value: 2 + ((i + j) % 4) })),
            comment: comments[i] ?? '',
          })
          .commit(),
      ),
      ...answered.map((r) =>
        tx.surveyReviewer
          .patch({ companyId, surveyId: survey.id, reviewerId: r.id })
          .set({ state: 'Answered', sentAt: at, updatedAt: at })
          .commit(),
      ),
      tx.survey.patch({ companyId, surveyId: survey.id }).add({ answered: answered.length }).commit(),
    ])
    .go();
};

/**
 * Acme's organisational survey: a closed one of last quarter, sent to every employee, counted by
 * business unit. Most people answered, but in the smallest unit only three did, so the heat map
 * shows the other units' cells and withholds that unit's (fewer than five answers). The answers
 * are stored as submits store them: the unit and the scores only.
 */
const seedOrgSurvey = async (ctx: Ctx, scaleId: string, competencyIds: string[]): Promise<void> => {
  const companyId = ctx.companyId!;
  const now = Date.now();
  const survey = await addOrgSurvey(ctx, {
    title: 'Staff engagement survey',
    period: String(new Date(now - 40 * DAY).getUTCFullYear()),
    scaleId,
    competencyIds,
    startDate: dayOf(new Date(now - 40 * DAY)),
    endDate: dayOf(new Date(now - 10 * DAY)),
  });
  const [{ data: people }, { data: units }] = await Promise.all([
    db()
      .entities.employee.query.byName({ companyId })
      .where((a, op) => op.eq(a.status, 'Active'))
      .go({ pages: 'all' }),
    db().entities.orgUnit.query.byId({ companyId }).go({ pages: 'all' }),
  ]);
  const byUnit = new Map<string, number>();
  for (const p of people) byUnit.set(p.businessUnitId ?? '-', (byUnit.get(p.businessUnitId ?? '-') ?? 0) + 1);
  const names = new Map(units.map((u) => [u.unitId, u.name]));
  const rows = [...byUnit.keys()]
    .map((unitId) => ({ unitId, name: names.get(unitId) ?? 'No unit' }))
    .sort((a, b) => a.name.localeCompare(b.name));
  const smallest = [...byUnit.entries()].sort((a, b) => a[1] - b[1])[0]?.[0];
  const answers = [...byUnit.entries()].flatMap(([unitId, n]) => {
    const answered = unitId === smallest ? Math.min(3, n) : n <= 6 ? n : n - 1;
    return Array.from({ length: answered }, () => unitId);
  });
  const questions = survey.items.flatMap((i) => i.questions);
  const at = new Date().toISOString();
  await db()
    .transaction.write((tx) => [
      ...answers.map((unitId, i) =>
        tx.orgSurveyResponse
          .create({
            companyId,
            orgSurveyId: survey.id,
            responseId: randomBytes(16).toString('hex'),
            unitId,
            scores: questions.map((q, j) => ({ questionId: q.questionId, value: 2 + ((i * 3 + j) % 4) })),
          })
          .commit(),
      ),
      tx.orgSurvey
        .patch({ companyId, orgSurveyId: survey.id })
        .set({ sentAt: at, recipientCount: people.length, rows, answered: answers.length, updatedAt: at })
        .commit(),
    ])
    .go();
};

/**
 * Acme's open organisational survey, two days from its end date (inside the default three days'
 * lead time of reminders, docs/reminders.md): sent to every employee through the real send job,
 * and about half have answered, so `npm start`'s reminder run queues a reminder to each of the
 * others. Answers are stored as submits store them; each answering recipient becomes Answered.
 */
const seedOrgSurveyEnding = async (ctx: Ctx, scaleId: string, competencyIds: string[]): Promise<void> => {
  const companyId = ctx.companyId!;
  const now = Date.now();
  const added = await addOrgSurvey(ctx, {
    title: 'Hybrid working pulse',
    period: String(new Date(now).getUTCFullYear()),
    scaleId,
    competencyIds,
    startDate: dayOf(new Date(now - 12 * DAY)),
    endDate: dayOf(new Date(now + 2 * DAY)),
  });
  const { item: survey } = await sendOrgSurvey(
    ctx,
    { id: added.id, version: added.version },
    { run: 'here' },
  );
  const { data: recipients } = await db()
    .entities.orgSurveyRecipient.query.bySurvey({ companyId, orgSurveyId: survey.id })
    .go({ pages: 'all' });
  // every other one answered, never the administrator (who then sees a reminder of their own)
  const answering = recipients.filter((r) => r.employeeId !== ctx.employeeId).filter((_, i) => i % 2 === 0);
  const questions = survey.items.flatMap((i) => i.questions);
  const at = new Date().toISOString();
  for (let from = 0; from < answering.length; from += 45) {
    const chunk = answering.slice(from, from + 45);
    await db()
      .transaction.write((tx) => [
        ...chunk.flatMap((r, i) => [
          tx.orgSurveyResponse
            .create({
              companyId,
              orgSurveyId: survey.id,
              responseId: randomBytes(16).toString('hex'),
              unitId: r.unitId,
              scores: questions.map((q, j) => ({
                questionId: q.questionId,
                value: 1 + ((from + i + j) % 5),
              })),
            })
            .commit(),
          tx.orgSurveyRecipient
            .patch({ companyId, orgSurveyId: survey.id, employeeId: r.employeeId })
            .set({ state: 'Answered', updatedAt: at })
            .add({ version: 1 })
            .commit(),
        ]),
        tx.orgSurvey.patch({ companyId, orgSurveyId: survey.id }).add({ answered: chunk.length }).commit(),
      ])
      .go();
  }
};
