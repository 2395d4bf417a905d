import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { randomBytes } from 'node:crypto';
import type { RaterGroup } from '@stratum/rules';
import { adminCtx, type AdminIds } from '../support/ctx';
import { getJson } from './http';
import { fmt, measure, type Stats } from './stats';

/**
 * The organisational survey part of the bench (docs/surveys.md): a survey of the demo company with
 * BENCH_ORG_RESPONSES answers (2,000) over 20 units and 2 competencies of 3 questions, among the
 * bench's other tenants, added through core's use case and its answers written in bulk through
 * core's entities, as submits store them. Then the two result reads — the heat map and one unit's
 * report — through the API, each beside a raw DynamoDB Local read of the same items: every
 * response of the survey, page after page. run.ts calls it with the API base, the demo
 * administrator's token and ids.
 */
export const ORG_RESPONSES = Number(process.env.BENCH_ORG_RESPONSES ?? 2_000);
const UNITS = 20;

export interface SurveysFigures {
  responses: number;
  pages: number;
  heatMap: { ours: Stats; raw: Stats };
  unitReport: { ours: Stats; raw: Stats };
  subject: Degree360Figures;
}

/** The 360 part: one subject's survey of BENCH_360_RESPONSES answers among other tenants' 360 answers. */
export const SUBJECT_RESPONSES = Number(process.env.BENCH_360_RESPONSES ?? 60);
const OTHER_TENANTS = 50;
const OTHER_SURVEYS = 4;
const OTHER_RESPONSES = 30;

export interface Degree360Figures {
  responses: number;
  others: number;
  report: { ours: Stats; raw: Stats };
}

export const surveysBench = async (opts: {
  api: string;
  token: string;
  admin: AdminIds;
}): Promise<SurveysFigures> => {
  const { documentClient } = await import('@stratum/core/kernel/clients');
  const { db } = await import('@stratum/core/db');
  const { addOrgSurvey, addSurveyCompetency, addSurveyQuestion, addSurveyScale } =
    await import('@stratum/core/surveys');
  const companyId = opts.admin.companyId!;
  const ctx = () => adminCtx(opts.admin, { requestId: 'bench', actorName: 'Bench', now: new Date() });
  const scale = await addSurveyScale(ctx(), {
    name: `Bench agreement ${Date.now()}`,
    points: [1, 2, 3, 4, 5].map((value) => ({ value, label: `Point ${value}` })),
  });
  const competencyIds: string[] = [];
  for (const name of ['Bench leadership', 'Bench wellbeing']) {
    const c = await addSurveyCompetency(ctx(), { name: `${name} ${Date.now()}` });
    for (const text of ['First', 'Second', 'Third'])
      await addSurveyQuestion(ctx(), { competencyId: c.id, text });
    competencyIds.push(c.id);
  }
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  const survey = await addOrgSurvey(ctx(), {
    title: 'Bench engagement survey',
    period: '2026',
    scaleId: scale.id,
    competencyIds,
    startDate: day(Date.now() - 30 * 86_400_000),
    endDate: day(Date.now() + 30 * 86_400_000),
  });
  const rows = Array.from({ length: UNITS }, (_, i) => ({
    unitId: `bench-unit-${String(i).padStart(2, '0')}`,
    name: `Bench unit ${i}`,
  }));
  const questions = survey.items.flatMap((i) => i.questions);
  const { orgSurveyResponse, orgSurvey } = db().entities;
  for (let from = 0; from < ORG_RESPONSES; from += 25) {
    const items = Array.from({ length: Math.min(25, ORG_RESPONSES - from) }, (_, k) => {
      const i = from + k;
      return {
        companyId,
        orgSurveyId: survey.id,
        responseId: randomBytes(16).toString('hex'),
        unitId: rows[i % UNITS]!.unitId,
        scores: questions.map((q, j) => ({ questionId: q.questionId, value: 1 + ((i * 7 + j) % 5) })),
      };
    });
    await orgSurveyResponse.put(items).go();
  }
  const at = new Date().toISOString();
  await orgSurvey
    .patch({ companyId, orgSurveyId: survey.id })
    .set({ sentAt: at, rows, recipientCount: ORG_RESPONSES, answered: ORG_RESPONSES, updatedAt: at })
    .go();

  const api = async <T>(path: string): Promise<T> =>
    (await getJson<{ data: T }>(`${opts.api}${path}`, { token: opts.token })).data;
  const oursHeat = async () => {
    const { item } = await api<{ item: { cells: Array<{ count: number }> } }>(
      `/organizational/heat-map?id=${survey.id}`,
    );
    const counted = item.cells.reduce((n, c) => n + c.count, 0);
    if (counted !== ORG_RESPONSES * competencyIds.length)
      throw new Error(`heat map counts ${counted} answers`);
  };
  const unitId = rows[3]!.unitId;
  const oursUnit = async () => {
    const { item } = await api<{ item: { rows: Array<{ unit: { count: number } }> } }>(
      `/organizational/unit-report?id=${survey.id}&unitId=${unitId}`,
    );
    if (item.rows[0]?.unit.count !== ORG_RESPONSES / UNITS) throw new Error('the unit report counts wrong');
  };
  const raw = documentClient();
  const params = orgSurveyResponse.query
    .bySurvey({ companyId, orgSurveyId: survey.id })
    .params() as QueryCommandInput;
  let pages = 0;
  const rawRead = async () => {
    let start: QueryCommandInput['ExclusiveStartKey'];
    let items = 0;
    pages = 0;
    do {
      const out = await raw.send(new QueryCommand({ ...params, ExclusiveStartKey: start }));
      items += out.Items?.length ?? 0;
      pages++;
      start = out.LastEvaluatedKey;
    } while (start);
    if (items !== ORG_RESPONSES) throw new Error(`the raw query read ${items} responses`);
  };
  return {
    responses: ORG_RESPONSES,
    heatMap: { ours: await measure(50, oursHeat, 5), raw: await measure(50, rawRead, 5) },
    unitReport: { ours: await measure(50, oursUnit, 5), raw: await measure(50, rawRead, 5) },
    pages,
    subject: await degree360Bench(opts, scale.id, competencyIds),
  };
};

/**
 * The 360 row (docs/surveys.md): a survey of the demo administrator over two competencies of three
 * questions with SUBJECT_RESPONSES answers across every rater group — the direct reports kept
 * below the threshold, so the report drops a group —, among 50 other tenants' 360 answers (4
 * surveys of 30 each, written straight to the table as submits store them). The subject's report
 * through the API beside a raw DynamoDB Local query of that survey's responses.
 */
const degree360Bench = async (
  opts: { api: string; token: string; admin: AdminIds },
  scaleId: string,
  competencyIds: string[],
): Promise<Degree360Figures> => {
  const { documentClient } = await import('@stratum/core/kernel/clients');
  const { db } = await import('@stratum/core/db');
  const { addSurvey } = await import('@stratum/core/surveys');
  const companyId = opts.admin.companyId!;
  const subjectId = opts.admin.employeeId;
  if (!subjectId) throw new Error('the demo administrator has no employee to review');
  const ctx = adminCtx(opts.admin, { requestId: 'bench', actorName: 'Bench', now: new Date() });
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  const survey = await addSurvey(ctx, {
    title: 'Bench 360',
    subjectId,
    scaleId,
    competencyIds,
    startDate: day(Date.now() - 10 * 86_400_000),
    endDate: day(Date.now() + 10 * 86_400_000),
  });
  const questions = survey.items.flatMap((i) => i.questions);
  const { surveyResponse, survey: surveys } = db().entities;
  const groups = ['self', 'manager', 'direct-report', 'direct-report'] as const;
  const groupOf = (i: number): RaterGroup => groups[i] ?? (i % 3 === 0 ? 'outside' : 'peer');
  const response = (company: string, surveyId: string, i: number) => ({
    companyId: company,
    surveyId,
    responseId: randomBytes(16).toString('hex'),
    relationship: groupOf(i),
    scores: questions.map((q, j) => ({ questionId: q.questionId, value: 1 + ((i * 3 + j) % 5) })),
    comment: i % 4 === 0 ? `Bench comment ${i}` : '',
  });
  const write = async (items: ReturnType<typeof response>[]) => {
    for (let from = 0; from < items.length; from += 25)
      await surveyResponse.put(items.slice(from, from + 25)).go();
  };
  const fakeId = () => randomBytes(13).toString('hex').toUpperCase().slice(0, 26);
  for (let t = 0; t < OTHER_TENANTS; t++) {
    const other = fakeId();
    for (let k = 0; k < OTHER_SURVEYS; k++) {
      const id = fakeId();
      await write(Array.from({ length: OTHER_RESPONSES }, (_, i) => response(other, id, i)));
    }
  }
  await write(Array.from({ length: SUBJECT_RESPONSES }, (_, i) => response(companyId, survey.id, i)));
  await surveys.patch({ companyId, surveyId: survey.id }).add({ answered: SUBJECT_RESPONSES }).go();

  const oursReport = async () => {
    const { item } = (
      await getJson<{
        data: { item: { groups: Array<{ group: string; answered: number; shown: boolean }> } };
      }>(`${opts.api}/degree-360/survey-report?id=${survey.id}`, { token: opts.token })
    ).data;
    const counted = item.groups.reduce((n, g) => n + g.answered, 0);
    if (counted !== SUBJECT_RESPONSES) throw new Error(`the report counts ${counted} answers`);
    if (item.groups.find((g) => g.group === 'direct-report')?.shown !== false)
      throw new Error('the direct reports (2 answers) are shown');
  };
  const raw = documentClient();
  const params = surveyResponse.query
    .bySurvey({ companyId, surveyId: survey.id })
    .params() as QueryCommandInput;
  const rawRead = async () => {
    let start: QueryCommandInput['ExclusiveStartKey'];
    let items = 0;
    do {
      const out = await raw.send(new QueryCommand({ ...params, ExclusiveStartKey: start }));
      items += out.Items?.length ?? 0;
      start = out.LastEvaluatedKey;
    } while (start);
    if (items !== SUBJECT_RESPONSES) throw new Error(`the raw query read ${items} responses`);
  };
  return {
    responses: SUBJECT_RESPONSES,
    others: OTHER_TENANTS * OTHER_SURVEYS * OTHER_RESPONSES,
    report: { ours: await measure(50, oursReport, 5), raw: await measure(50, rawRead, 5) },
  };
};

/** The survey figures as docs/surveys.md and docs/benchmarks.md show them. */
export const surveysTable = (f: SurveysFigures): string => {
  const row = (name: string, ours: Stats, raw: Stats) =>
    `| ${name} | ${fmt(ours.p50)} / ${fmt(ours.p95)} | ${fmt(raw.p50)} / ${fmt(raw.p95)} | ${(ours.p50 / raw.p50).toFixed(2)}× |`;
  return [
    `Organisational survey: ${f.responses} responses over ${UNITS} units, 2 competencies of 3 questions; the raw read takes ${f.pages} pages.`,
    '',
    '| read (p50 / p95) | ours, through the API | raw DynamoDB Local query of every response | ratio p50 (aim ≤ 2×) |',
    '| --- | --- | --- | --- |',
    row(`heat map (${UNITS} units × 2 competencies)`, f.heatMap.ours, f.heatMap.raw),
    row('unit report (one unit beside the units shown)', f.unitReport.ours, f.unitReport.raw),
    '',
    `360-degree survey: the subject's report of ${f.subject.responses} answers (2 competencies of 3 questions, every rater group, the direct reports below the threshold) among ${f.subject.others} answers of ${OTHER_TENANTS} other tenants' surveys.`,
    '',
    '| read (p50 / p95) | ours, through the API | raw DynamoDB Local query of the survey’s responses | ratio p50 (aim ≤ 2×) |',
    '| --- | --- | --- | --- |',
    row('subject’s report (groups, averages, comments)', f.subject.report.ours, f.subject.report.raw),
  ].join('\n');
};
