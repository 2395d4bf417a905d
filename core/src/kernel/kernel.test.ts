import { describe, expect, it } from 'vitest';
import { changes } from './audit';
import { AppError, orNullIfMissing } from './errors';
import { fileKey, sniffType } from './files';
import { createTableInput, GLOBAL_INDEXES } from './table';

describe('audit changes', () => {
  it('keeps only the fields that changed, without bookkeeping fields', () => {
    const before = { status: 'Active', companyName: 'Acme', version: 1, updatedAt: 'a' };
    const after = { status: 'Inactive', companyName: 'Acme', version: 2, updatedAt: 'b' };
    expect(changes(before, after)).toEqual({ before: { status: 'Active' }, after: { status: 'Inactive' } });
  });

  it('records a new field as changed from null', () => {
    expect(changes({}, { logoKey: 'k' })).toEqual({ before: { logoKey: null }, after: { logoKey: 'k' } });
  });
});

describe('file keys and types', () => {
  it.each([
    ['logo.png', 'c1/logo/i1/logo.png'],
    ['../../etc/passwd', 'c1/logo/i1/etc_passwd'],
    ['my logo (final).PNG', 'c1/logo/i1/my_logo_final_.PNG'],
    ['...', 'c1/logo/i1/file'],
  ])('keeps %j inside its folder as %j', (name, key) => {
    expect(fileKey('c1', 'logo', 'i1', name)).toBe(key);
  });

  it.each([
    [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'image/png'],
    [[0xff, 0xd8, 0xff, 0xe0], 'image/jpeg'],
    [[0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50], 'image/webp'],
    [[0x25, 0x50, 0x44, 0x46, 0x2d], 'application/pdf'],
    [[...Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')], null],
    [[], null],
  ])('reads the type from the bytes %#', (bytes, type) => {
    expect(sniffType(new Uint8Array(bytes))).toBe(type);
  });
});

describe('table definition', () => {
  it('creates every index it declares, keyed on string attributes', () => {
    const input = createTableInput('t');
    expect(input.GlobalSecondaryIndexes?.map((i) => i.IndexName)).toEqual(Object.keys(GLOBAL_INDEXES));
    expect(input.AttributeDefinitions?.every((a) => a.AttributeType === 'S')).toBe(true);
  });
});

describe('orNullIfMissing', () => {
  it('answers the lookup when it finds the thing', async () => {
    await expect(orNullIfMissing(Promise.resolve({ id: 'a' }))).resolves.toEqual({ id: 'a' });
  });

  it('answers null when the lookup says it is not there', async () => {
    await expect(orNullIfMissing(Promise.reject(new AppError('NOT_FOUND', 'gone')))).resolves.toBeNull();
  });

  it('lets every other failure through', async () => {
    const conflict = new AppError('CONFLICT', 'taken');
    await expect(orNullIfMissing(Promise.reject(conflict))).rejects.toBe(conflict);
    await expect(orNullIfMissing(Promise.reject(new Error('DynamoDB is down')))).rejects.toThrow(
      'DynamoDB is down',
    );
  });
});
