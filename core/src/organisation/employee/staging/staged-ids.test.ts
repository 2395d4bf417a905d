import { ZId } from '@stratum/contracts';
import { describe, expect, it } from 'vitest';
import { stagedIds } from './staged-ids';

describe('stagedIds', () => {
  it('are valid ids that sort newest upload first and keep the file order within an upload', () => {
    const earlier = stagedIds(new Date('2026-01-01T10:00:00Z'), 3);
    const later = stagedIds(new Date('2026-01-01T10:00:01Z'), 40);
    for (const id of [...earlier, ...later]) expect(ZId.safeParse(id).success, id).toBe(true);
    const sorted = [...earlier, ...later].sort();
    expect(sorted).toEqual([...later, ...earlier]);
    expect(new Set([...earlier, ...later]).size).toBe(43);
  });
});
