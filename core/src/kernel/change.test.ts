import { describe, expect, it } from 'vitest';
import { changeItems } from './change';
import type { TxEntities, TxItem } from './transact';

/** Stand-ins for committed items: what matters here is which ones end up in the transaction, in which order. */
const item = (name: string) => ({ Put: { name } }) as unknown as TxItem;
const tx = {
  auditTrail: { create: (entry: unknown) => ({ commit: () => ({ Put: { audit: entry } }) }) },
} as unknown as TxEntities;
const ctx = { userId: 'u-1', actorName: 'Ada Admin', now: new Date('2026-03-01T10:00:00Z') };
const audit = {
  companyId: 'c-1',
  entityType: 'risk',
  entityId: 'r-1',
  action: 'update',
  summary: 'Risk “Fire” updated (name)',
  before: { name: 'Fire' },
  after: { name: 'Flood' },
};

describe('a versioned change and its audit entry', () => {
  it('writes the change’s items in their order, then the audit entry', () => {
    const items = changeItems(tx, ctx, audit, [item('risk'), [item('old claim'), item('new claim')]]);
    expect(items.slice(0, 3)).toEqual([item('risk'), item('old claim'), item('new claim')]);
    expect(items).toHaveLength(4);
    expect(items[3]).toMatchObject({
      Put: {
        audit: {
          companyId: 'c-1',
          actorId: 'u-1',
          actorName: 'Ada Admin',
          doneAt: '2026-03-01T10:00:00.000Z',
          entityType: 'risk',
          entityId: 'r-1',
          action: 'update',
          summary: 'Risk “Fire” updated (name)',
          before: { name: 'Fire' },
          after: { name: 'Flood' },
        },
      },
    });
  });

  it('leaves out the parts that do not apply this time', () => {
    const renamed = false;
    const items = changeItems(tx, ctx, audit, [item('risk'), renamed && [item('claim')], null, undefined]);
    expect(items).toHaveLength(2);
    expect(items[0]).toEqual(item('risk'));
  });
});
