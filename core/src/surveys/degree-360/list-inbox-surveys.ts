import type { TInboxSurveys } from '@stratum/contracts';
import { reportReadyForSubject, surveyStatus } from '@stratum/rules';
import { db } from '../../db';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { fullNameOf } from '../../organisation';

/** Direct reports whose surveys are read at most this many at a time. */
const AT_ONCE = 8;

const surveysAbout = async (companyId: string, subjectId: string) =>
  (await db().entities.survey.query.bySubject({ companyId, subjectId }).go({ pages: 'all', order: 'desc' }))
    .data;

/**
 * My inbox's survey views (docs/surveys.md "My inbox's survey views"): only the caller's own.
 * - `mine`: the 360-degree surveys about the caller (the survey's `bySubject` index) with their
 *   status and whether their report can be read (`reportReadyForSubject`, as "My 360 feedback");
 *   no count of answers, which before the threshold would invite guessing who answered.
 * - `team`: those about the caller's Active direct reports (one filtered Query of the company's
 *   people, then `bySubject` per report): completion — reviewers answered of invited — as the
 *   manager sees it on the survey, never answers.
 * - `organisational`: the company's sent organisational surveys open today whose recipient record
 *   for the caller is still `Sent` (one Query of the company's surveys, one BatchGet of the
 *   caller's recipient records): the link is in their mail.
 * Anyone of the company may ask; someone with no employee record gets empty lists.
 */
export const listInboxSurveys = async (ctx: Ctx): Promise<TInboxSurveys> => {
  const companyId = tenantOf(ctx);
  const me = ctx.employeeId;
  if (!me) return { mine: [], team: [], organisational: [] };
  const [mine, reports, orgSurveys] = await Promise.all([
    surveysAbout(companyId, me),
    db()
      .entities.employee.query.byId({ companyId })
      .where((a, op) => `${op.eq(a.supervisorId, me)} AND ${op.eq(a.status, 'Active')}`)
      .go({ pages: 'all' }),
    db().entities.orgSurvey.query.byId({ companyId }).go({ pages: 'all' }),
  ]);
  const team: TInboxSurveys['team'] = [];
  const people = reports.data.filter((e) => e.employeeId !== me);
  for (let i = 0; i < people.length; i += AT_ONCE) {
    const slice = people.slice(i, i + AT_ONCE);
    const found = await Promise.all(slice.map((e) => surveysAbout(companyId, e.employeeId)));
    found.forEach((list, j) => {
      for (const s of list)
        team.push({
          id: s.surveyId,
          title: s.title,
          subjectId: s.subjectId,
          subjectName: s.subjectName || fullNameOf(slice[j]!),
          startDate: s.startDate,
          endDate: s.endDate,
          status: surveyStatus(s.startDate, s.endDate, ctx.now),
          reviewerCount: s.reviewerCount,
          answered: s.answered,
        });
    });
  }
  const open = orgSurveys.data.filter(
    (s) => s.sentAt && surveyStatus(s.startDate, s.endDate, ctx.now) === 'Open',
  );
  const mineOrg = open.length
    ? (
        await db()
          .entities.orgSurveyRecipient.get(
            open.map((s) => ({ companyId, orgSurveyId: s.orgSurveyId, employeeId: me })),
          )
          .go()
      ).data
    : [];
  const waiting = new Map(mineOrg.filter((r) => r.state === 'Sent').map((r) => [r.orgSurveyId, r]));
  return {
    mine: mine.map((s) => {
      const status = surveyStatus(s.startDate, s.endDate, ctx.now);
      return {
        id: s.surveyId,
        title: s.title,
        startDate: s.startDate,
        endDate: s.endDate,
        status,
        reportReady: reportReadyForSubject(status, s.answered),
      };
    }),
    team: team.sort(
      (a, b) => b.startDate.localeCompare(a.startDate) || a.subjectName.localeCompare(b.subjectName),
    ),
    organisational: open
      .filter((s) => waiting.has(s.orgSurveyId))
      .map((s) => ({
        id: s.orgSurveyId,
        title: s.title,
        period: s.period,
        endDate: s.endDate,
        sentAt: waiting.get(s.orgSurveyId)?.createdAt ?? null,
      }))
      .sort((a, b) => a.endDate.localeCompare(b.endDate)),
  };
};
