import { addDays, surveyStatus } from '@stratum/rules';
import { db } from '../db';
import { daysFrom, isDueSoon } from '../kernel/reminder-rules';
import type { Reminder, ReminderKind } from '../kernel/reminders';
import { reviewersOf } from './degree-360/survey-store';
import type { SurveyItem } from './entities/survey';
import type { OrgSurveyItem } from './entities/org-survey';
import { ORG_SURVEY_REMINDER_MAIL } from './review/org-survey-mail';
import { SURVEY_REMINDER_MAIL } from './review/survey-mail';

/**
 * Surveys' reminder kind (ARCHITECTURE §10): `surveys-not-answered`, to each reviewer of an open
 * survey who was mailed and has not answered, from the company's lead time before its end date up
 * to it — once per end date (a survey moved to a later end is a new occasion). The mail is
 * rendered when sent, with a fresh link. Employees switch the kind off in their reminder settings;
 * an outside reviewer has none, and stops it from the link instead (`remindersOff`).
 * It reads the surveys ending on each day of the window from the `endsOn` index (one Query per
 * day across companies), never a Scan; a closed survey takes no answers, so nothing looks back.
 */

/** The longest lead time a company may set (contracts: surveys-not-answered's range). */
const MAX_LEAD_DAYS = 14;

const endingIn = async (today: string): Promise<SurveyItem[]> => {
  const days = daysFrom(today, addDays(today, MAX_LEAD_DAYS));
  const found = await Promise.all(
    days.map(
      async (endDate) => (await db().entities.survey.query.endsOn({ endDate }).go({ pages: 'all' })).data,
    ),
  );
  return found.flat();
};

export const surveysNotAnswered: ReminderKind = {
  kind: 'surveys-not-answered',
  find: async (run) => {
    const out: Reminder[] = [];
    for (const s of await endingIn(run.today)) {
      if (surveyStatus(s.startDate, s.endDate, run.now) !== 'Open') continue;
      if (!(await run.moduleOn(s.companyId))) continue;
      if (!isDueSoon(run.today, s.endDate, (await run.leadDays(s.companyId)) ?? 0)) continue;
      for (const r of await reviewersOf(s.companyId, s.surveyId)) {
        if (r.state !== 'Sent' || r.remindersOff) continue;
        out.push({
          companyId: s.companyId,
          itemId: `${s.surveyId}/${r.reviewerId}`,
          occasion: s.endDate,
          // an outside reviewer is nobody's employee: a key no settings opt-out can name
          employeeId: r.employeeId ?? `outside:${r.reviewerId}`,
          to: r.email,
          mail: {
            subject: `Reminder: your feedback on ${s.subjectName} is wanted by ${s.endDate}`,
            paragraphs: [],
          },
          rendered: { kind: SURVEY_REMINDER_MAIL, data: { surveyId: s.surveyId, reviewerId: r.reviewerId } },
        });
      }
    }
    return out;
  },
};

const orgEndingIn = async (today: string): Promise<OrgSurveyItem[]> => {
  const days = daysFrom(today, addDays(today, MAX_LEAD_DAYS));
  const found = await Promise.all(
    days.map(
      async (endDate) => (await db().entities.orgSurvey.query.endsOn({ endDate }).go({ pages: 'all' })).data,
    ),
  );
  return found.flat();
};

/**
 * `org-surveys-not-answered` (docs/surveys.md): to each employee a sent, open organisational
 * survey went to who has not answered — the recipient record says so; the answers name nobody —,
 * from the company's lead time before the end date; once per end date. Read as above, from the
 * organisational surveys' own `endsOn` index.
 */
export const orgSurveysNotAnswered: ReminderKind = {
  kind: 'org-surveys-not-answered',
  find: async (run) => {
    const out: Reminder[] = [];
    for (const s of await orgEndingIn(run.today)) {
      if (!s.sentAt || surveyStatus(s.startDate, s.endDate, run.now) !== 'Open') continue;
      if (!(await run.moduleOn(s.companyId))) continue;
      if (!isDueSoon(run.today, s.endDate, (await run.leadDays(s.companyId)) ?? 0)) continue;
      const { companyId, orgSurveyId } = s;
      const recipients = await db()
        .entities.orgSurveyRecipient.query.bySurvey({ companyId, orgSurveyId })
        .go({ pages: 'all' });
      for (const r of recipients.data) {
        if (r.state !== 'Sent') continue;
        out.push({
          companyId,
          itemId: `${orgSurveyId}/${r.employeeId}`,
          occasion: s.endDate,
          employeeId: r.employeeId,
          to: r.email,
          mail: { subject: `Reminder: ${s.title} closes on ${s.endDate}`, paragraphs: [] },
          rendered: { kind: ORG_SURVEY_REMINDER_MAIL, data: { orgSurveyId, employeeId: r.employeeId } },
        });
      }
    }
    return out;
  },
};

/** Surveys' reminder kinds, registered with the engine (functions/src/reminders.ts). */
export const surveysReminderKinds: readonly ReminderKind[] = [surveysNotAnswered, orgSurveysNotAnswered];
