import { ZExportOrgSurveyRequestSchema, type TExportOrgSurveyRequest } from '@stratum/contracts';
import type { Ctx } from '../../kernel/ctx';
import { generatedAtText, type Cell, type ReportDocument } from '../../kernel/documents/document';
import { publishDocument, type PublishedDocument } from '../../kernel/documents/publish';
import { getOrgHeatMap } from './get-org-heat-map';
import { getOrgUnitReport } from './get-org-unit-report';

const withheld = (count: number) => `Withheld (${count} answered)`;
const figure = (f: { count: number; average: number | null; withheld: boolean }): Cell => ({
  value: f.withheld || f.average === null ? withheld(f.count) : f.average,
});
const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40) || 'survey';

/**
 * The heat map, or one unit's report, as an Excel or PDF file (docs/surveys.md), read exactly as
 * their own calls read them: a withheld cell is written as "Withheld (n answered)", with no
 * average, in the file as on the screen.
 */
export const exportOrgSurvey = async (ctx: Ctx, raw: TExportOrgSurveyRequest): Promise<PublishedDocument> => {
  const { id, format, unitId } = ZExportOrgSurveyRequestSchema.parse(raw);
  const generated: [string, string] = ['Generated', generatedAtText(ctx.now.toISOString())];
  if (unitId) {
    const r = await getOrgUnitReport(ctx, { id, unitId });
    const doc: ReportDocument = {
      title: `${r.title}: ${r.unit.name}`,
      stem: `survey-${slug(r.title)}-${slug(r.unit.name)}`,
      header: [
        generated,
        ['Unit', r.unit.name],
        ['Withheld', `fewer than ${r.threshold} answers; the company is the units shown`],
      ],
      tables: [
        {
          title: r.unit.name,
          columns: [
            { header: 'Competency', kind: 'text', width: 28 },
            { header: r.unit.name, kind: 'score', width: 20 },
            { header: 'Company', kind: 'score', width: 20 },
          ],
          rows: r.rows.map((x) => [{ value: x.name }, figure(x.unit), figure(x.company)]),
          totals: [],
        },
      ],
    };
    return publishDocument(ctx, doc, format);
  }
  const map = await getOrgHeatMap(ctx, { id });
  const doc: ReportDocument = {
    title: `Heat map: ${map.title}`,
    stem: `survey-heat-map-${slug(map.title)}`,
    header: [
      generated,
      ['Answered', String(map.answered)],
      ['Withheld', `a cell with fewer than ${map.threshold} answers`],
    ],
    tables: [
      {
        title: map.title,
        columns: [
          { header: 'Unit', kind: 'text', width: 24 },
          ...map.competencies.map((c) => ({ header: c.name, kind: 'score' as const, width: 18 })),
        ],
        rows: map.units.map((u) => [
          { value: u.name },
          ...map.competencies.map((c) =>
            figure(map.cells.find((x) => x.unitId === u.id && x.competencyId === c.id)!),
          ),
        ]),
        totals: [],
      },
    ],
  };
  return publishDocument(ctx, doc, format);
};
