import type { TCustomerSurveyPage } from '@stratum/contracts';
import { surveySendProblem } from '@stratum/rules';
import { db } from '../../db';
import type { Ctx } from '../../kernel/ctx';
import { ANYONE_ON_IT, FIELDWORKERS, openEngagementAs } from '../engagement/engagement-store';
import { finalVersions, inForce } from '../report/final-report-store';
import { loadKind } from '../setup/settings-store';
import { findSurvey, surveyView } from './survey-store';

/** The audit's known auditee contacts: its questionnaire's contacts and its letters' recipients, once each. */
const knownContacts = async (companyId: string, engagementId: string) => {
  const [questionnaire, letters] = await Promise.all([
    db()
      .entities.auditQuestionnaire.get({ companyId, auditId: engagementId })
      .go({ attributes: ['questionnaireId'] }),
    db()
      .entities.auditNotificationLetter.query.byAudit({ companyId, auditId: engagementId })
      .go({ pages: 'all', attributes: ['recipients'] }),
  ]);
  const contacts = questionnaire.data
    ? (
        await db()
          .entities.auditQuestionnaireContact.query.byQuestionnaire({
            companyId,
            questionnaireId: questionnaire.data.questionnaireId,
          })
          .go({ pages: 'all', attributes: ['name', 'email'] })
      ).data
    : [];
  const byEmail = new Map<string, { name: string; email: string }>();
  for (const c of [...contacts, ...letters.data.flatMap((l) => l.recipients ?? [])])
    if (!byEmail.has(c.email)) byEmail.set(c.email, { name: c.name, email: c.email });
  return [...byEmail.values()];
};

/**
 * spec §2 customer-satisfaction-survey/{id}: the engagement's survey with its contacts, their
 * scores and the averages (null before it is sent), whether the caller may send it and what
 * blocks it, the templates to send from and the audit's known contacts. Its team and
 * administrators read it; another company's engagement is a 404.
 */
export const getCustomerSurvey = async (
  ctx: Ctx,
  input: { engagementId: string },
): Promise<TCustomerSurveyPage> => {
  const { engagement, roles } = await openEngagementAs(ctx, input.engagementId, ANYONE_ON_IT);
  const { companyId, engagementId } = engagement;
  const [survey, versions, templates, known] = await Promise.all([
    findSurvey(companyId, engagementId),
    finalVersions(companyId, engagementId),
    loadKind(companyId, 'survey-template'),
    knownContacts(companyId, engagementId),
  ]);
  return {
    engagementTitle: engagement.title,
    item: survey ? await surveyView(survey) : null,
    canSend: roles.some((r) => FIELDWORKERS.includes(r)),
    blocker: surveySendProblem({ finalReportInForce: inForce(versions) !== null }),
    templates: templates
      .map((t) => ({ id: t.settingId, name: t.name ?? '', questions: (t.items ?? []).length }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    knownContacts: known,
  };
};
