import type { TOutsideFinding } from '@stratum/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { get, post, type Reply } from '../../../tests/support/api';
import { makeAuditTenant } from '../../../tests/support/audit-engagement';
import { pdfText, sheetRows } from '../../../tests/support/exports';
import { ownerSession, type Person, type Tenant } from '../../../tests/support/world';

/*
 * The findings raised outside an engagement, filtered and exported (docs/audit.md "Findings outside
 * an engagement") over HTTP against the embedded AWS: the list's source, rating and text filters
 * run on the server and keep its paging; the Excel file's rows are the list's findings under the
 * same filters, recounted page by page, and both files name the filters. Bad input is a 400, people
 * off the audit team a 403, and another company sees none of them.
 */

type AuditTenant = Tenant & { outsider: Person & { employeeId: string } };
let c: AuditTenant;
let b: AuditTenant;

const ok = <T>(r: Reply<T>): T => {
  expect(r.status, r.body.err_msg).toBe(200);
  return r.body.data;
};
type Link = { url: string; filename: string; size: number };

const finding = (over: Record<string, unknown>) => ({
  source: 'External auditor',
  reference: 'Statutory audit 2026: management letter',
  raisedOn: '2026-10-30',
  title: 'Vendor master changes not reviewed',
  criteria: 'Every change is checked by a second person.',
  condition: '4 of 30 changes had no second check.',
  rootCauses: [{ category: 'Technology', description: 'No segregation' }],
  rating: 'High',
  recommendation: 'Enforce a second approver.',
  risks: [],
  mrOwnerIds: [],
  ...over,
});

/** Every finding of the list under these filters, read a page of 2 at a time. */
const recount = async (
  filters: Record<string, string>,
  token = c.admin.token,
): Promise<TOutsideFinding[]> => {
  const all: TOutsideFinding[] = [];
  let cursor: string | null = null;
  do {
    const page: { list: TOutsideFinding[]; cursor: string | null } = ok(
      await get(
        '/audit-findings/all-outside',
        { ...filters, limit: '2', ...(cursor ? { cursor } : {}) },
        token,
      ),
    );
    all.push(...page.list);
    cursor = page.cursor;
  } while (cursor);
  return all;
};

const exported = async (query: Record<string, string>) => {
  const link = ok(await get<Link>('/audit-findings/export-outside', query, c.admin.token));
  const bytes = new Uint8Array(await (await fetch(link.url)).arrayBuffer());
  expect(bytes.length).toBe(link.size);
  return { link, bytes };
};

beforeAll(async () => {
  const owner = await ownerSession();
  [c, b] = await Promise.all([makeAuditTenant(owner, 'audit-oux'), makeAuditTenant(owner, 'audit-ouxb')]);
  for (const over of [
    {},
    { title: 'Payroll overtime paid twice', rating: 'Medium' },
    { source: 'Regulator', reference: 'Central bank inspection 2026', title: 'Late liquidity returns' },
    {
      source: 'Regulator',
      reference: 'Central bank inspection 2026',
      title: 'Payroll data kept too long',
      rating: 'Low',
    },
    { source: 'Special review', reference: 'Payroll review', title: 'Leavers still paid', rating: 'High' },
  ]) {
    ok(await post('/audit-findings/add-outside', finding(over), c.admin.token));
  }
  ok(await post('/audit-findings/add-outside', finding({ title: 'Their payroll finding' }), b.admin.token));
}, 240_000);

describe('the findings outside audits, filtered', () => {
  it.each<[Record<string, string>, string[]]>([
    [
      {},
      [
        'Leavers still paid',
        'Payroll data kept too long',
        'Late liquidity returns',
        'Payroll overtime paid twice',
        'Vendor master changes not reviewed',
      ],
    ],
    [{ source: 'Regulator' }, ['Payroll data kept too long', 'Late liquidity returns']],
    [
      { rating: 'High' },
      ['Leavers still paid', 'Late liquidity returns', 'Vendor master changes not reviewed'],
    ],
    // the text is looked for in the title and the reference, as typed, lower case or capitalised
    [{ q: 'payroll' }, ['Leavers still paid', 'Payroll data kept too long', 'Payroll overtime paid twice']],
    [{ q: 'payroll', source: 'Regulator', rating: 'Low' }, ['Payroll data kept too long']],
    [{ q: 'nothing like it' }, []],
  ])('filters %j on the server, across pages', async (filters, titles) => {
    expect((await recount(filters)).map((f) => f.title)).toEqual(titles);
  });

  it('refuses bad filters and people off the audit team; another company sees none', async () => {
    for (const bad of [{ source: 'Auditor' }, { rating: 'Severe' }, { q: 'x'.repeat(101) }]) {
      expect((await get('/audit-findings/all-outside', bad, c.admin.token)).status).toBe(400);
    }
    expect((await get('/audit-findings/all-outside', {}, c.outsider.token)).status).toBe(403);
    expect((await recount({ q: 'payroll' }, b.admin.token)).map((f) => f.title)).toEqual([
      'Their payroll finding',
    ]);
  });
});

describe('the export of the findings outside audits', () => {
  it.each<Record<string, string>>([{}, { q: 'payroll' }, { source: 'Regulator', rating: 'Low' }])(
    "holds the list's findings under %j, one row each",
    async (filters) => {
      const { link, bytes } = await exported({ ...filters, format: 'xlsx' });
      expect(link.filename).toMatch(/^outside-findings-\d{4}-\d{2}-\d{2}\.xlsx$/);
      const rows = (await sheetRows(bytes)).map((r) => r.map((v) => (v === null ? '' : String(v))));
      const head = rows.findIndex((r) => r[0] === 'Raised on' && r[3] === 'Title');
      expect(head).toBeGreaterThan(-1);
      const body = rows.slice(head + 1).filter((r) => r.some((v) => v !== ''));
      const expected = await recount(filters);
      expect(body.map((r) => [r[1], r[2], r[3], r[4]])).toEqual(
        expected.map((f) => [f.source, f.reference, f.title, f.rating]),
      );
      const flat = rows.flat().join('|');
      expect(flat).toContain(`Findings|${expected.length}`);
      if (filters.q) expect(flat).toContain(`Text: “${filters.q}”`);
      if (filters.source) expect(flat).toContain(`Source: ${filters.source}, Rating: ${filters.rating}`);
    },
  );

  it('is a PDF naming its filters; a bad format is a 400 and the audit team only', async () => {
    const { bytes } = await exported({ q: 'payroll', format: 'pdf' });
    const text = (await pdfText(bytes)).flat().join('\n');
    expect(text).toMatch(/Filters.*\n?.*Text: .payroll./);
    expect(text).toContain('Payroll overtime paid twice');
    expect(text).not.toContain('Vendor master changes not reviewed');
    expect((await get('/audit-findings/export-outside', { format: 'doc' }, c.admin.token)).status).toBe(400);
    expect((await get('/audit-findings/export-outside', { format: 'pdf' }, c.outsider.token)).status).toBe(
      403,
    );
  });
});
