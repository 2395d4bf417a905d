import { ZOrgSurveyRefSchema, type TOrgSurvey } from '@stratum/contracts';
import { surveyStatus } from '@stratum/rules';
import { db } from '../../db';
import { writeChange, writeItems } from '../../kernel/change';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { newId } from '../../kernel/ids';
import { queueMail } from '../../kernel/outbox';
import { fullNameOf } from '../../organisation';
import { requireSurveysAdmin } from '../access';
import type { OrgSurveyItem } from '../entities/org-survey';
import { ORG_SURVEY_MAIL } from '../review/org-survey-mail';
import { findOrgSurvey, NO_UNIT, orgSurveyChanged, toOrgSurvey } from './org-survey-store';

/** Recipients (each with their mail) written per transaction. */
const CHUNK = 40;

interface Recipient {
  employeeId: string;
  name: string;
  email: string;
  unitId: string;
}

/**
 * Who a survey goes to, and the unit each one's answer counts in: with units named, the active
 * employees placed in one of them or below (their answer counts in the deepest named unit above
 * them); with none, every active employee, counted in their business unit.
 */
const recipientsOf = async (
  s: OrgSurveyItem,
): Promise<{ people: Recipient[]; rows: { unitId: string; name: string }[] }> => {
  const { companyId } = s;
  const [employees, units] = await Promise.all([
    db().entities.employee.query.byId({ companyId }).go({ pages: 'all' }),
    db().entities.orgUnit.query.byId({ companyId }).go({ pages: 'all' }),
  ]);
  const named = s.units.map((u) => u.unitId);
  const people: Recipient[] = [];
  for (const e of employees.data) {
    if (e.status !== 'Active' || !e.email) continue;
    const path = e.placementPath.split('/').filter(Boolean);
    const unitId = named.length
      ? [...path].reverse().find((id) => named.includes(id))
      : (e.businessUnitId ?? NO_UNIT);
    if (unitId) people.push({ employeeId: e.employeeId, name: fullNameOf(e), email: e.email, unitId });
  }
  const names = new Map(units.data.map((u) => [u.unitId, u.name]));
  const rows = named.length
    ? s.units.map((u) => ({ unitId: u.unitId, name: u.name }))
    : [...new Set(people.map((p) => p.unitId))]
        .map((unitId) => ({ unitId, name: names.get(unitId) ?? 'No unit' }))
        .sort((a, b) => a.name.localeCompare(b.name));
  return { people, rows };
};

/**
 * Sends an organisational survey (spec §2 share-survey): each employee in scope gets a mail,
 * queued with their recipient record (ARCHITECTURE §11) in batches; the mail carries their own
 * single-use link, issued when it is sent. The survey is marked sent last, conditional on the
 * version read, so a send cut short is finished by sending again (those already written are kept,
 * never mailed twice). A survey is sent once; a closed one is not sent.
 */
export const sendOrgSurvey = async (ctx: Ctx, raw: { id: string; version: number }): Promise<TOrgSurvey> => {
  const input = ZOrgSurveyRefSchema.parse(raw);
  const companyId = tenantOf(ctx);
  const survey = await findOrgSurvey(companyId, input.id);
  await requireSurveysAdmin(ctx);
  if (survey.version !== input.version) throw orgSurveyChanged();
  if (survey.sentAt) throw new AppError('UNPROCESSABLE', 'This survey has been sent already.');
  if (surveyStatus(survey.startDate, survey.endDate, ctx.now) === 'Closed')
    throw new AppError('UNPROCESSABLE', 'This survey is closed: it cannot be sent.');
  const { people, rows } = await recipientsOf(survey);
  if (people.length === 0)
    throw new AppError('UNPROCESSABLE', 'Nobody to send it to: the units chosen have no active employees.');
  const { orgSurveyId } = survey;
  const written = new Set(
    (
      await db().entities.orgSurveyRecipient.query.bySurvey({ companyId, orgSurveyId }).go({ pages: 'all' })
    ).data.map((r) => r.employeeId),
  );
  const now = ctx.now.toISOString();
  const todo = people.filter((p) => !written.has(p.employeeId));
  for (let i = 0; i < todo.length; i += CHUNK) {
    const chunk = todo.slice(i, i + CHUNK).map((p) => ({ p, mailId: newId() }));
    await writeItems(
      (tx) =>
        chunk.flatMap(({ p, mailId }) => [
          tx.orgSurveyRecipient
            .create({
              companyId,
              orgSurveyId,
              ...p,
              state: 'Sent',
              mailId,
              version: 1,
              createdAt: now,
              updatedAt: now,
            })
            .commit(),
          queueMail(tx, ctx, {
            companyId,
            kind: ORG_SURVEY_MAIL,
            to: p.email,
            subject: `Your views, please: ${survey.title}`,
            mailId,
            data: { orgSurveyId, employeeId: p.employeeId },
          }),
        ]),
      { fence: 'guard', onConflict: orgSurveyChanged() },
    );
  }
  await writeChange(
    ctx,
    {
      companyId,
      entityType: 'orgSurvey',
      entityId: orgSurveyId,
      action: 'share',
      summary: `Organisational survey “${survey.title}” sent to ${people.length} employee${people.length === 1 ? '' : 's'}`,
      after: { recipients: people.length, units: rows.map((r) => r.name) },
    },
    (tx) => [
      tx.orgSurvey
        .patch({ companyId, orgSurveyId })
        .set({ sentAt: now, recipientCount: people.length, rows, updatedAt: now })
        .add({ version: 1 })
        .where((a, op) => `${op.eq(a.version, input.version)} AND ${op.notExists(a.sentAt)}`)
        .commit(),
    ],
    orgSurveyChanged(),
  );
  return toOrgSurvey(await findOrgSurvey(companyId, orgSurveyId), ctx.now);
};
