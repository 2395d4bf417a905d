import type { TExportIssueStatusRequest } from '@stratum/contracts';
import type { Ctx } from '../../kernel/ctx';
import { generatedAtText, type Cell, type Column, type Table } from '../../kernel/documents/document';
import { publishDocument, type PublishedDocument } from '../../kernel/documents/publish';
import { getIssueStatus } from './get-issue-status';

type Counts = { open: number; overdue: number; implemented: number; closed: number };

const COUNT_COLUMNS: Column[] = [
  { header: 'Open', kind: 'number', width: 10 },
  { header: 'Overdue', kind: 'number', width: 10 },
  { header: 'Implemented (waiting validation)', kind: 'number', width: 16 },
  { header: 'Closed', kind: 'number', width: 10 },
  { header: 'Total', kind: 'number', width: 10 },
];
const counts = (c: Counts): Cell[] => [
  { value: c.open },
  { value: c.overdue },
  { value: c.implemented },
  { value: c.closed },
  { value: c.open + c.overdue + c.implemented + c.closed },
];

/**
 * The issue status (docs/audit.md), read exactly as its own call reads it (the same filters,
 * the same refusals), as an Excel or PDF file: a table per audit and a table per rating, each with
 * the totals row, under the company's `reports/` files, answered as a 15-minute link.
 */
export const exportIssueStatus = async (
  ctx: Ctx,
  input: TExportIssueStatusRequest,
): Promise<PublishedDocument> => {
  const { format, ...filters } = input;
  const status = await getIssueStatus(ctx, filters);
  const total = [{ value: 'Total' }, ...counts(status.total)];
  const tables: Table[] = [
    {
      title: 'Per audit',
      columns: [{ header: 'Audit', kind: 'text', width: 36 }, ...COUNT_COLUMNS],
      rows: status.byAudit.map((a) => [
        { value: a.engagementTitle || 'Outside an engagement' },
        ...counts(a),
      ]),
      totals: [total],
    },
    {
      title: 'Per rating',
      columns: [{ header: 'Rating', kind: 'text', width: 36 }, ...COUNT_COLUMNS],
      rows: status.byRating.map((r) => [{ value: r.rating }, ...counts(r)]),
      totals: [total],
    },
    {
      title: 'Open actions by age (days since planned)',
      columns: [
        { header: 'Age (days)', kind: 'text', width: 36 },
        { header: 'On time', kind: 'number', width: 10 },
        { header: 'Overdue', kind: 'number', width: 10 },
      ],
      rows: status.openByAge.map((b) => [{ value: b.band }, { value: b.open }, { value: b.overdue }]),
      totals: [[{ value: 'Total' }, { value: status.total.open }, { value: status.total.overdue }]],
    },
  ];
  return publishDocument(
    ctx,
    {
      title: 'Issue status',
      header: [
        ['Generated', generatedAtText(ctx.now.toISOString())],
        ['Actions', String(counts(status.total)[4]!.value)],
      ],
      tables,
      stem: 'issue-status',
    },
    format,
  );
};
