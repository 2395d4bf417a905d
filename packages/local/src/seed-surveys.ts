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
  getSurvey,
  listSurveyScales,
  updateSurvey,
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
 * Acme's 360-degree surveys: a five-point scale, three competencies with their questions, and three
 * surveys for the degree-360 reviews report — one open (self, the manager and four peers answered,
 * an outside reviewer still to be mailed from the Share button), one closed (two of three direct
 * reports answered: a group left out), one not open yet. Answers are anonymous, stored apart from
 * the reviewer list. Written once: a company that has a scale is left as it is.
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
  const scaleId = scale.id;
  const { data: people } = await db()
    .entities.employee.query.byName({ companyId })
    .where((a, op) => op.eq(a.status, 'Active'))
    .go({ pages: 'all' });
  const others = people.filter((p) => p.employeeId !== ctx.employeeId);
  if (others.length < 10) return;
  const at = (n: number): Person => others[n]!;
  const [a, b, c, d, e, f, g, h, i, j] = [
    at(0),
    at(1),
    at(2),
    at(3),
    at(4),
    at(5),
    at(6),
    at(7),
    at(8),
    at(9),
  ];
  const now = Date.now();
  // Open: the manager, four of five peers and the subject answered — the peers' group is shown
  // with more than the threshold's three —; the outside reviewer not yet mailed.
  await seed360(ctx, {
    title: 'Mid-year 360 review',
    subject: a,
    manager: b,
    peers: [c, d, e, h, i],
    directReports: [],
    outside: true,
    answeredBy: ['self', 'manager', 'peer', 'peer', 'peer', 'peer'],
    startDate: dayOf(new Date(now - 7 * DAY)),
    endDate: dayOf(new Date(now + 21 * DAY)),
    scaleId,
    competencyIds,
  });
  // Closed: three peers, but only two of the three direct reports answered — the direct reports
  // are left out of the report, the reviews report's overall score and the files.
  await seed360(ctx, {
    title: 'Annual 360 review',
    subject: f,
    manager: g,
    peers: [h, i, j],
    directReports: [c, d, e],
    outside: false,
    answeredBy: ['self', 'manager', 'peer', 'peer', 'peer', 'direct-report', 'direct-report'],
    startDate: dayOf(new Date(now - 70 * DAY)),
    endDate: dayOf(new Date(now - 40 * DAY)),
    scaleId,
    competencyIds,
  });
  // Not open yet: reviewers named, nobody mailed.
  await seed360(ctx, {
    title: 'New manager 360',
    subject: b,
    manager: g,
    peers: [a, f, h],
    directReports: [],
    outside: false,
    answeredBy: [],
    startDate: dayOf(new Date(now + 10 * DAY)),
    endDate: dayOf(new Date(now + 30 * DAY)),
    scaleId,
    competencyIds,
  });
};

type Person = { employeeId: string };

const COMMENTS: Record<string, string[]> = {
  self: ['I want to hand over more of the routine work.'],
  manager: ['Calm under pressure; should delegate more.'],
  peer: [
    'Always ready to help.',
    'Great at explaining.',
    'Could share plans earlier.',
    'Brings the team together.',
  ],
  'direct-report': ['Gives clear goals.', 'Available when it matters.'],
};

/**
 * One 360-degree survey, its reviewers and the answers of `answeredBy` (one per entry, in the
 * reviewers' order), as their submits would have stored them: apart from the reviewer list, with a
 * random id. A survey whose period has ended is added as open, answered, then moved to its dates.
 */
const seed360 = async (
  ctx: Ctx,
  o: {
    title: string;
    subject: Person;
    manager: Person;
    peers: Person[];
    directReports: Person[];
    outside: boolean;
    answeredBy: ('self' | 'manager' | 'peer' | 'direct-report')[];
    startDate: string;
    endDate: string;
    scaleId: string;
    competencyIds: string[];
  },
): Promise<void> => {
  const companyId = ctx.companyId!;
  const now = Date.now();
  const closed = o.endDate < dayOf(new Date(now));
  const survey = await addSurvey(ctx, {
    title: o.title,
    subjectId: o.subject.employeeId,
    scaleId: o.scaleId,
    competencyIds: o.competencyIds,
    startDate: closed ? dayOf(new Date(now - DAY)) : o.startDate,
    endDate: closed ? dayOf(new Date(now + DAY)) : o.endDate,
  });
  const withReviewers = await addSurveyReviewers(ctx, {
    id: survey.id,
    version: survey.version,
    reviewers: [
      { relationship: 'self' },
      { relationship: 'manager', employeeId: o.manager.employeeId },
      ...o.peers.map((p) => ({ relationship: 'peer' as const, employeeId: p.employeeId })),
      ...o.directReports.map((p) => ({ relationship: 'direct-report' as const, employeeId: p.employeeId })),
      ...(o.outside
        ? [{ relationship: 'outside' as const, name: 'Priya Partner', email: 'priya.partner@example.com' }]
        : []),
    ],
  });
  // each question with its competency's lean: the first strongest, the last weakest
  const questions = withReviewers.items.flatMap((x, c) => x.questions.map((q) => ({ ...q, lean: 1 - c })));
  const pool = [...withReviewers.reviewers];
  const answered = o.answeredBy.map((group) => {
    const at = pool.findIndex((r) => r.relationship === group);
    return pool.splice(at, 1)[0]!;
  });
  const seen = new Map<string, number>();
  const at = new Date().toISOString();
  if (answered.length > 0)
    await db()
      .transaction.write((tx) => [
        ...answered.map((r, i) => {
          const n = seen.get(r.relationship) ?? 0;
          seen.set(r.relationship, n + 1);
          // self a little kinder than the others; each competency its own shape, each answer its own
          const lift = r.relationship === 'self' ? 1 : 0;
          return tx.surveyResponse
            .create({
              companyId,
              surveyId: survey.id,
              responseId: randomBytes(16).toString('hex'),
              relationship: r.relationship,
              scores: questions.map((q, k) => ({
                questionId: q.questionId,
                value: Math.max(1, Math.min(5, 3 + q.lean + ((i + k) % 2) - (k % 3 === 2 ? 1 : 0) + lift)),
              })),
              comment: COMMENTS[r.relationship]?.[n] ?? '',
            })
            .commit();
        }),
        ...answered.map((r) =>
          tx.surveyReviewer
            .patch({ companyId, surveyId: survey.id, reviewerId: r.id })
            .set({ state: 'Answered', sentAt: at, updatedAt: at })
            .commit(),
        ),
        tx.survey.patch({ companyId, surveyId: survey.id }).add({ answered: answered.length }).commit(),
      ])
      .go();
  if (closed) {
    const { version } = await getSurvey(ctx, { id: survey.id });
    await updateSurvey(ctx, {
      id: survey.id,
      version,
      title: o.title,
      startDate: o.startDate,
      endDate: o.endDate,
    });
  }
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
