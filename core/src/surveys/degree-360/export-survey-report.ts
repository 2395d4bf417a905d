import {
  ZExportSurveyReportRequestSchema,
  type TExportSurveyReportRequest,
  type TRaterGroup,
} from '@stratum/contracts';
import type { Ctx } from '../../kernel/ctx';
import { generatedAtText, type ReportDocument, type Table } from '../../kernel/documents/document';
import { publishDocument, type PublishedDocument } from '../../kernel/documents/publish';
import { getSurveyReport } from './get-survey-report';

/** The rater groups' names in the files (the screens translate them). */
export const GROUP_NAMES: Record<TRaterGroup, string> = {
  self: 'Self',
  manager: 'Manager',
  peer: 'Peers',
  'direct-report': 'Direct reports',
  outside: 'Outside reviewers',
};

export const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40) || 'survey';

/**
 * The subject's report as an Excel or PDF file (docs/surveys.md). It is written from
 * `getSurveyReport` itself — the same access check and the same report the screen shows —, so a
 * group below the threshold is in the file only as the screen names it (its count, "left out"):
 * no average, no comment.
 */
export const exportSurveyReport = async (
  ctx: Ctx,
  raw: TExportSurveyReportRequest,
): Promise<PublishedDocument> => {
  const { id, format } = ZExportSurveyReportRequestSchema.parse(raw);
  const r = await getSurveyReport(ctx, { id });
  const shown = r.groups.filter((g) => g.shown).map((g) => g.group);
  const tables: Table[] = [
    {
      title: 'Scores by competency',
      columns: [
        { header: 'Competency', kind: 'text', width: 30 },
        ...shown.map((g) => ({ header: GROUP_NAMES[g], kind: 'score' as const, width: 14 })),
      ],
      rows: r.competencies.map((c) => [
        { value: c.name },
        ...shown.map((g) => ({ value: c.scores.find((s) => s.group === g)?.average ?? null })),
      ]),
      totals: [],
    },
    {
      title: 'Rater groups',
      columns: [
        { header: 'Group', kind: 'text', width: 22 },
        { header: 'Answered', kind: 'number', width: 12 },
        { header: 'In the report', kind: 'text', width: 40 },
      ],
      rows: r.groups.map((g) => [
        { value: GROUP_NAMES[g.group] },
        { value: g.answered },
        { value: g.shown ? 'Yes' : `Left out: fewer than ${r.threshold} answered` },
      ]),
      totals: [],
    },
  ];
  if (r.comments.length > 0)
    tables.push({
      title: 'Comments',
      columns: [
        { header: 'Group', kind: 'text', width: 22 },
        { header: 'Comment', kind: 'text', width: 70 },
      ],
      rows: r.comments.map((c) => [{ value: GROUP_NAMES[c.group] }, { value: c.text }]),
      totals: [],
    });
  const doc: ReportDocument = {
    title: `360-degree report: ${r.title}`,
    stem: `survey-360-${slug(r.subjectName)}-${slug(r.title)}`,
    header: [
      ['Generated', generatedAtText(ctx.now.toISOString())],
      ['Subject', r.subjectName],
      ['Status', r.status],
      ['Scale', r.points.map((p) => `${p.value} ${p.label}`).join(', ')],
      ['Anonymity', `a group with fewer than ${r.threshold} answers is left out (self and manager excepted)`],
    ],
    tables,
  };
  return publishDocument(ctx, doc, format);
};
