import { LOGO_RULE, MANUAL_RULE } from '@stratum/contracts';
import { describe, expect, it } from 'vitest';
import { fileProblem } from './files';

describe('fileProblem', () => {
  it.each([
    [{ size: 1000, type: 'image/png' }, LOGO_RULE, null],
    [{ size: LOGO_RULE.maxBytes, type: 'image/webp' }, LOGO_RULE, null],
    [{ size: LOGO_RULE.maxBytes + 1, type: 'image/png' }, LOGO_RULE, 'size'],
    [{ size: 10, type: 'image/svg+xml' }, LOGO_RULE, 'type'],
    [{ size: 10, type: 'application/pdf' }, MANUAL_RULE, null],
    [{ size: 10, type: 'image/png' }, MANUAL_RULE, 'type'],
  ] as const)('%j under %j → %s', (file, rule, expected) => {
    expect(fileProblem(file, rule.types, rule.maxBytes)).toBe(expected);
  });
});
