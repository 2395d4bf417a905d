import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AuditSignOffEntity } from '../entities/sign-off';
import { canonicalJson, contentHash } from './content-hash';

const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.ts$/.test(name) ? [path] : [];
  });

const root = join(__dirname, '..', '..', '..', '..');

describe('sign-offs cannot be rewritten', () => {
  it('are written with a condition that the key does not exist yet', () => {
    const params = AuditSignOffEntity.create({
      companyId: 'C',
      signOffId: 'S',
      engagementId: 'E',
      kind: 'paper',
      artefactId: 'A',
      artefactTitle: 't',
      artefactVersion: 1,
      decision: 'Approved',
      note: '',
      byEmployeeId: 'P',
      byName: 'n',
      role: 'reviewer',
      at: '2026-11-28T00:00:00.000Z',
      contentHash: 'h',
    }).params({ table: 'stratum' }) as { ConditionExpression?: string };
    expect(params.ConditionExpression).toMatch(/attribute_not_exists\(#pk\) AND attribute_not_exists\(#sk\)/);
  });

  it('have every attribute read-only, so an update could not change one', () => {
    const attributes = (AuditSignOffEntity.schema as { attributes: Record<string, { readOnly?: boolean }> })
      .attributes;
    expect(Object.entries(attributes).filter(([, a]) => !a.readOnly)).toEqual([]);
  });

  it('are only ever created or read: no code updates, patches, upserts or deletes one', () => {
    const offending = ['core/src', 'functions/src', 'packages/local/src'].flatMap((dir) =>
      sources(join(root, dir)).filter((file) =>
        /auditSignOff\s*\.\s*(update|patch|upsert|put|delete|remove)\b/.test(readFileSync(file, 'utf8')),
      ),
    );
    expect(offending).toEqual([]);
  });
});

describe('contentHash', () => {
  it('is the same whatever the order of the keys, and changes with the content', () => {
    const a = contentHash({ title: 'T', files: [{ size: 1, name: 'a' }], id: 'X' });
    const b = contentHash({ id: 'X', files: [{ name: 'a', size: 1 }], title: 'T' });
    expect(a).toBe(b);
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(contentHash({ id: 'X', files: [{ name: 'a', size: 1 }], title: 'T ' })).not.toBe(a);
  });

  it.each([
    [{ b: 1, a: [2, { d: null, c: 'x' }] }, '{"a":[2,{"c":"x","d":null}],"b":1}'],
    [{ skip: undefined, keep: '' }, '{"keep":""}'],
    [[], '[]'],
  ])('canonicalJson(%j) = %s', (value, text) => {
    expect(canonicalJson(value)).toBe(text);
  });
});
