import { describe, expect, it } from 'vitest';
import type { LinkTokenItem } from './link-token-entity';
import {
  linkTokenRefusal,
  readLinkToken,
  signLinkToken,
  type LinkClaims,
  type LinkRefusal,
} from './link-tokens';

const KEY = 'k'.repeat(48);
const NOW = new Date('2026-11-28T10:00:00Z');
const HOUR = 3600_000;

const claims: LinkClaims = {
  companyId: 'ACME',
  tokenId: '01JTOKEN',
  purpose: 'audit-questionnaire',
  target: 'Q1/C1',
  expiresAt: NOW.getTime() + HOUR,
};

type Rec = Pick<LinkTokenItem, 'purpose' | 'target' | 'expiresAt' | 'usedAt' | 'revokedAt'>;
const record: Rec = { purpose: claims.purpose, target: claims.target, expiresAt: claims.expiresAt };

/** Flips one character of the token's part `i` (0 prefix, 1 payload, 2 signature). */
const tamper = (token: string, i: number): string => {
  const parts = token.split('.');
  const p = parts[i]!;
  parts[i] = `${p.slice(0, 5)}${p[5] === 'A' ? 'B' : 'A'}${p.slice(6)}`;
  return parts.join('.');
};

/** A token whose payload says something else, re-encoded but keeping the old signature. */
const rewritten = (token: string, change: Partial<Record<'c' | 'i' | 'p' | 't' | 'e', unknown>>): string => {
  const [prefix, payload, sig] = token.split('.') as [string, string, string];
  const json = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
  return `${prefix}.${Buffer.from(JSON.stringify({ ...json, ...change })).toString('base64url')}.${sig}`;
};

describe('readLinkToken: only a token signed with the key, in our shape, has claims', () => {
  const token = signLinkToken(claims, KEY);

  it('reads back what was signed', () => {
    expect(readLinkToken(token, KEY)).toEqual(claims);
  });

  it.each<[string, string]>([
    ['another key signed it', signLinkToken(claims, 'x'.repeat(48))],
    ['its payload was tampered with', tamper(token, 1)],
    ['its signature was tampered with', tamper(token, 2)],
    ['its target was rewritten (other questionnaire)', rewritten(token, { t: 'Q2/C1' })],
    ['its company was rewritten (other tenant)', rewritten(token, { c: 'GLOBEX' })],
    ['its expiry was pushed back', rewritten(token, { e: claims.expiresAt + 100 * HOUR })],
    ['its purpose was rewritten', rewritten(token, { p: 'calendar-feed' })],
    ['the signature was dropped', token.split('.').slice(0, 2).join('.') + '.'],
    ['it is a session JWT', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2ln'],
    ['it is empty', ''],
    ['it is nonsense', 'hello'],
    ['it is huge', `l1.${'A'.repeat(5000)}.AAAA`],
  ])('refuses a token when %s', (_why, bad) => {
    expect(readLinkToken(bad, KEY)).toBeNull();
  });
});

describe('linkTokenRefusal: the rules the gate applies to a signed token and its record', () => {
  it.each<[string, LinkClaims | null, Rec | null, Date, LinkRefusal | null]>([
    ['a fresh, unspent token', claims, record, NOW, null],
    ['a forged or damaged token', null, record, NOW, 'unsigned'],
    ['a token of another purpose', { ...claims, purpose: 'calendar-feed' }, record, NOW, 'wrong-purpose'],
    ['a token at its expiry', claims, record, new Date(claims.expiresAt), 'expired'],
    ['a token after its expiry', claims, record, new Date(claims.expiresAt + 1), 'expired'],
    ['a token whose record is gone (never issued here)', claims, null, NOW, 'unknown'],
    ['a token for another target than its record', { ...claims, target: 'Q2/C1' }, record, NOW, 'mismatch'],
    ['a token used already', claims, { ...record, usedAt: NOW.toISOString() }, NOW, 'used'],
    ['a revoked token', claims, { ...record, revokedAt: NOW.toISOString() }, NOW, 'revoked'],
    [
      'a revoked and used token (revocation named first)',
      claims,
      { ...record, usedAt: NOW.toISOString(), revokedAt: NOW.toISOString() },
      NOW,
      'revoked',
    ],
    [
      'an expired and revoked token (expiry needs no read)',
      claims,
      { ...record, revokedAt: 'x' },
      new Date(claims.expiresAt + 1),
      'expired',
    ],
  ])('%s → %s', (_name, c, rec, now, expected) => {
    expect(linkTokenRefusal(c, rec, 'audit-questionnaire', now)).toBe(expected);
  });
});
