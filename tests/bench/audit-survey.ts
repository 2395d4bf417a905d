import { BatchGetCommand, GetCommand, QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { getJson } from './http';
import { fmt, measurePair, type Stats } from './stats';

/**
 * The customer satisfaction survey's results (docs/audit.md "Customer satisfaction survey"): one
 * audit's survey sent to BENCH_SURVEY_CONTACTS (20) contacts, three in four answered on five
 * questions, and this year's BENCH_SURVEY_AUDITS (100) surveys with their running sums — written
 * through core's entities in the demo company, among the other tenants' data. Through the API,
 * the audit's survey page (audit-report/customer-satisfaction-survey) and the year's results
 * (audit-report/customer-satisfaction-survey-detail) beside the same reads raw in the rounds a
 * direct implementation needs: for the audit, the engagement (who may see it), then at once the
 * survey, the final report's versions, the survey templates, the questionnaire and the letters
 * (the known contacts), then the survey's contacts, then their mails' states in one batch; for
 * the year, every page of the year's index with the same fields. Both sides are measured in turns.
 */
const CONTACTS = Number(process.env.BENCH_SURVEY_CONTACTS ?? 20);
const AUDITS = Number(process.env.BENCH_SURVEY_AUDITS ?? 100);
const N = Number(process.env.BENCH_AUDIT_N ?? 100);

export interface AuditSurveyFigures {
  contacts: number;
  audits: number;
  perAudit: { ours: Stats; raw: Stats };
  year: { ours: Stats; raw: Stats };
}

export const auditSurveyBench = async (opts: {
  api: string;
  token: string;
  companyId: string;
  /** the caller's employee: the engagement's lead */
  leadId: string;
}): Promise<AuditSurveyFigures> => {
  const { documentClient } = await import('@stratum/core/kernel/clients');
  const { db } = await import('@stratum/core/db');
  const { newId } = await import('@stratum/core/kernel/ids');
  const e = db().entities;
  const { companyId } = opts;
  const QUESTIONS = Array.from({ length: 5 }, () => newId());
  const now = new Date().toISOString();
  const year = new Date().getUTCFullYear();
  const engagementId = newId();
  await e.auditEngagement
    .put({
      companyId,
      engagementId,
      title: 'Bench surveyed engagement',
      auditArea: 'Bench',
      plannedAuditId: '',
      leadId: opts.leadId,
      performerIds: [],
      reviewerIds: [],
      startDate: now.slice(0, 10),
      endDate: now.slice(0, 10),
      status: 'Closed',
      paperCount: 0,
      version: 1,
      createdAt: now,
      updatedAt: now,
    })
    .go();
  // The audit's survey, its contacts and answers; then the year's other surveys (sums only).
  const survey = (engagement: string, title: string, answered: number) => ({
    companyId,
    engagementId: engagement,
    surveyId: newId(),
    engagementTitle: title,
    year,
    templateId: newId(),
    templateName: 'Bench survey template',
    questions: QUESTIONS.map((id, i) => ({ id, text: `How well did the audit team do on point ${i + 1}?` })),
    sentAt: now,
    sentById: opts.leadId,
    sentByName: 'Bench Lead',
    contactCount: CONTACTS,
    answered,
    scoreSum: answered * QUESTIONS.length * 4,
    scoreCount: answered * QUESTIONS.length,
    version: 1,
    createdAt: now,
    updatedAt: now,
  });
  const answered = Math.floor((CONTACTS * 3) / 4);
  const mine = survey(engagementId, 'Bench surveyed engagement', answered);
  const others = Array.from({ length: AUDITS - 1 }, (_, i) =>
    survey(newId(), `Bench surveyed audit ${i}`, (i % CONTACTS) + 1),
  );
  for (const batch of [
    [mine],
    ...Array.from({ length: Math.ceil(others.length / 25) }, (_, i) => others.slice(i * 25, i * 25 + 25)),
  ])
    await e.auditCustomerSurvey.put(batch).go();
  const contacts = Array.from({ length: CONTACTS }, (_, i) => ({
    companyId,
    surveyId: mine.surveyId,
    contactId: newId(),
    engagementId,
    name: `Auditee ${i}`,
    email: `auditee${i}@example.com`,
    state: i < answered ? ('Answered' as const) : ('Sent' as const),
    mailId: newId(),
    mailings: 1,
    invitedAt: now,
    invitedBy: 'Bench Lead',
    ...(i < answered
      ? {
          submittedAt: now,
          answers: QUESTIONS.map((questionId, q) => ({ questionId, score: 1 + ((i + q) % 5) })),
          comment: 'Clear findings, a fair process.',
        }
      : {}),
    version: 1,
    createdAt: now,
    updatedAt: now,
  }));
  await e.auditCustomerSurveyContact.put(contacts).go();

  const api = async <T>(path: string): Promise<T> => {
    const body = await getJson<{ res: string; err_msg: string; data: T }>(`${opts.api}${path}`, {
      token: opts.token,
    });
    if (body.res !== 'SUCCESS') throw new Error(`${path}: ${body.err_msg}`);
    return body.data;
  };
  const send = documentClient();
  const get = (params: object) => send.send(new GetCommand(params as never));
  const allOf = async (input: object) => {
    const items: Record<string, unknown>[] = [];
    let start: Record<string, unknown> | undefined;
    do {
      const out = await send.send(
        new QueryCommand({ ...(input as QueryCommandInput), ...(start ? { ExclusiveStartKey: start } : {}) }),
      );
      items.push(...(out.Items ?? []));
      start = out.LastEvaluatedKey;
    } while (start);
    return items;
  };
  const reads = {
    engagement: e.auditEngagement.get({ companyId, engagementId }).params(),
    survey: e.auditCustomerSurvey.get({ companyId, engagementId }).params(),
    finals: e.auditFinalReport.query.byEngagement({ companyId, engagementId }).params(),
    templates: e.auditSetting.query.byKind({ companyId, kind: 'survey-template' }).params(),
    questionnaire: e.auditQuestionnaire
      .get({ companyId, auditId: engagementId })
      .params({ attributes: ['questionnaireId'] }),
    letters: e.auditNotificationLetter.query
      .byAudit({ companyId, auditId: engagementId })
      .params({ attributes: ['recipients'] }),
    contacts: e.auditCustomerSurveyContact.query.bySurvey({ companyId, surveyId: mine.surveyId }).params(),
    mails: e.outboxMail
      .get(contacts.map((c) => ({ companyId, mailId: c.mailId })))
      .params({ attributes: ['mailId', 'state', 'sentAt'] }) as unknown as object[],
    year: e.auditCustomerSurvey.query.byYear({ companyId, year }).params({
      attributes: [
        'engagementId',
        'engagementTitle',
        'sentAt',
        'contactCount',
        'answered',
        'scoreSum',
        'scoreCount',
      ],
    }),
  };
  const rawPerAudit = async () => {
    if (!(await get(reads.engagement)).Item) throw new Error('raw survey read no engagement');
    const [found] = await Promise.all([
      get(reads.survey),
      allOf(reads.finals),
      allOf(reads.templates),
      get(reads.questionnaire),
      allOf(reads.letters),
    ]);
    if (!found.Item) throw new Error('raw survey read no survey: key format changed?');
    const list = await allOf(reads.contacts);
    if (list.length < CONTACTS) throw new Error(`raw survey read ${list.length} contacts`);
    await Promise.all(reads.mails.map((p) => send.send(new BatchGetCommand(p as never))));
  };
  const rawYear = async () => {
    const list = await allOf(reads.year);
    if (list.length < AUDITS) throw new Error(`raw year read ${list.length} surveys: key format changed?`);
  };
  return {
    contacts: CONTACTS,
    audits: AUDITS,
    perAudit: await measurePair(
      N,
      async () => {
        const data = await api<{ item: { contacts: unknown[] } | null }>(
          `/audit-report/customer-satisfaction-survey?engagementId=${engagementId}`,
        );
        if ((data.item?.contacts.length ?? 0) < CONTACTS) throw new Error('the survey came back short');
      },
      rawPerAudit,
    ),
    year: await measurePair(
      N,
      async () => {
        const data = await api<{ audits: unknown[] }>(
          `/audit-report/customer-satisfaction-survey-detail?year=${year}`,
        );
        if (data.audits.length < AUDITS) throw new Error('the year came back short');
      },
      rawYear,
    ),
  };
};

export const auditSurveyTable = (f: AuditSurveyFigures): string => {
  const row = (name: string, ours: Stats, raw: Stats) =>
    `| ${name} | ${fmt(ours.p50)} / ${fmt(ours.p95)} | ${fmt(raw.p50)} / ${fmt(raw.p95)} | ${(ours.p50 / raw.p50).toFixed(2)}× |`;
  return [
    `Customer satisfaction survey: one audit's ${f.contacts} contacts, ${f.audits} surveys this year.`,
    '',
    '| read (p50 / p95) | ours, through the API | raw DynamoDB Local reads | ratio p50 (aim ≤ 2×) |',
    '| --- | --- | --- | --- |',
    row(`survey results of one audit (${f.contacts} contacts, 5 questions)`, f.perAudit.ours, f.perAudit.raw),
    row(`survey results of the year (${f.audits} audits)`, f.year.ours, f.year.raw),
  ].join('\n');
};
