import type { TExportFindingsRequest, TFinding } from '@stratum/contracts';
import type { Ctx } from '../../kernel/ctx';
import { generatedAtText, type Table } from '../../kernel/documents/document';
import { publishDocument, type PublishedDocument } from '../../kernel/documents/publish';
import { ANYONE_ON_IT, openEngagementAs } from '../engagement/engagement-store';
import { listFindings } from './list-findings';

/**
 * The engagement's findings register (docs/audit.md): every finding the list shows under the same
 * filters and refusals (its team; another company's engagement is a 404), read page by page, as an
 * Excel or PDF file under the company's `reports/` files, answered as a 15-minute link.
 */
export const exportFindings = async (ctx: Ctx, input: TExportFindingsRequest): Promise<PublishedDocument> => {
  const { format, ...filters } = input;
  const { engagement } = await openEngagementAs(ctx, filters.engagementId, ANYONE_ON_IT);
  const findings: TFinding[] = [];
  let cursor: string | undefined;
  do {
    const page = await listFindings(ctx, { ...filters, limit: 200, ...(cursor ? { cursor } : {}) });
    findings.push(...page.list);
    cursor = page.cursor ?? undefined;
  } while (cursor);
  const table: Table = {
    title: 'Findings',
    columns: [
      { header: 'Title', kind: 'text', width: 30 },
      { header: 'Rating', kind: 'text', width: 10 },
      { header: 'Status', kind: 'text', width: 14 },
      { header: 'Condition', kind: 'text', width: 40 },
      { header: 'Root causes', kind: 'text', width: 30 },
      { header: 'Recommendation', kind: 'text', width: 40 },
      { header: 'Risks', kind: 'text', width: 24 },
      { header: 'MR owners', kind: 'text', width: 24 },
    ],
    rows: findings.map((f) => [
      { value: f.title },
      { value: f.rating },
      { value: f.status },
      { value: f.condition },
      { value: f.rootCauses.map((r) => `${r.category}: ${r.description}`).join('; ') },
      { value: f.recommendation },
      { value: f.risks.map((r) => r.title).join('; ') },
      { value: f.mrOwners.map((p) => p.fullName).join('; ') },
    ]),
    totals: [],
  };
  return publishDocument(
    ctx,
    {
      title: `Findings register: ${engagement.title}`,
      header: [
        ['Generated', generatedAtText(ctx.now.toISOString())],
        ['Filters', [filters.rating, filters.status].filter(Boolean).join(', ') || 'None'],
        ['Findings', String(findings.length)],
      ],
      tables: [table],
      stem: 'findings-register',
    },
    format,
  );
};
