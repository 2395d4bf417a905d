import type { TExportOutsideFindingsRequest, TOutsideFinding } from '@stratum/contracts';
import type { Ctx } from '../../kernel/ctx';
import { generatedAtText, type Table } from '../../kernel/documents/document';
import { publishDocument, type PublishedDocument } from '../../kernel/documents/publish';
import { listOutsideFindings } from './list-outside-findings';

/**
 * The findings raised outside an engagement (docs/audit.md), every one the list shows under the
 * same filters and refusals (the audit team and administrators), read page by page, as an Excel or
 * PDF file under the company's `reports/` files with the filters in its header, answered as a
 * 15-minute link — the engagement findings register's shape (`export-findings.ts`).
 */
export const exportOutsideFindings = async (
  ctx: Ctx,
  input: TExportOutsideFindingsRequest,
): Promise<PublishedDocument> => {
  const { format, ...filters } = input;
  const findings: TOutsideFinding[] = [];
  let cursor: string | undefined;
  do {
    const page = await listOutsideFindings(ctx, { ...filters, limit: 200, ...(cursor ? { cursor } : {}) });
    findings.push(...page.list);
    cursor = page.cursor ?? undefined;
  } while (cursor);
  const table: Table = {
    title: 'Findings outside audits',
    columns: [
      { header: 'Raised on', kind: 'text', width: 12 },
      { header: 'Source', kind: 'text', width: 16 },
      { header: 'Reference', kind: 'text', width: 28 },
      { header: 'Title', kind: 'text', width: 30 },
      { header: 'Rating', kind: 'text', width: 10 },
      { header: 'Unit', kind: 'text', width: 18 },
      { header: 'Condition', kind: 'text', width: 40 },
      { header: 'Recommendation', kind: 'text', width: 40 },
      { header: 'MR owners', kind: 'text', width: 24 },
    ],
    rows: findings.map((f) => [
      { value: f.raisedOn },
      { value: f.source },
      { value: f.reference },
      { value: f.title },
      { value: f.rating },
      { value: f.unit?.name ?? '' },
      { value: f.condition },
      { value: f.recommendation },
      { value: f.mrOwners.map((p) => p.fullName).join('; ') },
    ]),
    totals: [],
  };
  const shown = [
    filters.source ? `Source: ${filters.source}` : '',
    filters.rating ? `Rating: ${filters.rating}` : '',
    filters.q?.trim() ? `Text: “${filters.q.trim()}”` : '',
  ].filter(Boolean);
  return publishDocument(
    ctx,
    {
      title: 'Findings raised outside audits',
      header: [
        ['Generated', generatedAtText(ctx.now.toISOString())],
        ['Filters', shown.join(', ') || 'None'],
        ['Findings', String(findings.length)],
      ],
      tables: [table],
      stem: 'outside-findings',
    },
    format,
  );
};
