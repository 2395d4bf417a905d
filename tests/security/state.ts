import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { db } from '@stratum/core/db';
import { s3 } from '@stratum/core/kernel/clients';
import { config } from '@stratum/core/kernel/config';
import { PLATFORM_TENANT } from '@stratum/core/kernel/entity';
import { tokenHash } from '@stratum/core/kernel/tokens';
import { expect } from 'vitest';
import { stack } from '../support/api';
import { sentMail, type StoredMail } from '../support/mail';
import { tenantSnapshot } from '../support/snapshot';
import { sdkWrites } from '../support/writes';
import type { Tenant } from '../support/world';
import type { SecurityWorld } from './world';

/**
 * Everything a call could change about one tenant, as one string: its partition (the company,
 * employees, modules, audit trail — `tenantSnapshot`), and what lives outside it but is still
 * theirs: the accounts (keyed by tenantId), each person's one-time code, sign-in throttle and
 * revoked sessions, the tenant's files in S3, and the mail sent to its people. Two equal states
 * mean a call left that tenant untouched.
 */
export const tenantState = async (
  tenant: Tenant,
  mailSent: Promise<StoredMail[]> = sentMail(),
): Promise<string> => {
  stack();
  const { account, authCode, loginThrottle, revokedToken } = db().entities;
  const people = [tenant.admin, tenant.employee];
  const emails = people.map((p) => p.email);
  const tokens = people.flatMap((p) => [p.token, p.refreshToken]);
  const [partition, accounts, codes, throttles, revoked, files, mail] = await Promise.all([
    tenantSnapshot(tenant.companyId),
    account.query.byTenant({ tenantId: tenant.companyId }).go({ pages: 'all' }),
    Promise.all(emails.map((email) => authCode.query.byEmail({ email }).go({ pages: 'all' }))),
    Promise.all(
      emails.map((email) =>
        loginThrottle.query.bySubject({ subject: `email:${email}` }).go({ pages: 'all' }),
      ),
    ),
    Promise.all(tokens.map((t) => revokedToken.get({ tokenHash: tokenHash(t) }).go())),
    (await s3()).send(
      new ListObjectsV2Command({ Bucket: config().BUCKET_NAME, Prefix: `${tenant.companyId}/` }),
    ),
    mailSent,
  ]);
  return JSON.stringify({
    partition,
    accounts: accounts.data,
    codes: codes.map((c) => c.data),
    throttles: throttles.map((t) => t.data),
    revoked: revoked.map((r) => r.data !== null),
    files: (files.Contents ?? []).map((o) => [o.Key, o.ETag, o.Size]),
    mail: mail.filter((m) => m.destination.to.some((to) => emails.includes(to))).map((m) => m.messageId),
  });
};

/** The platform content the world published (its user manuals), with their files. */
const platformState = async (w: SecurityWorld): Promise<string> => {
  const manuals = Object.values(w.manuals);
  const [items, files] = await Promise.all([
    Promise.all(
      manuals.map((m) => db().entities.userManual.get({ tenantId: PLATFORM_TENANT, manualId: m.id }).go()),
    ),
    Promise.all(
      manuals.map(async (m) =>
        (await s3()).send(
          new ListObjectsV2Command({ Bucket: config().BUCKET_NAME, Prefix: `platform/manuals/${m.id}/` }),
        ),
      ),
    ),
  ]);
  return JSON.stringify({
    items: items.map((i) => i.data),
    files: files.map((f) => (f.Contents ?? []).map((o) => [o.Key, o.ETag, o.Size])),
  });
};

export interface WorldState {
  a: string;
  b: string;
  platform: string;
}

/** How many full state reads this process has made (the checker's own test watches it). */
let reads = 0;
export const stateReads = (): number => reads;

/** Reads kept for reuse, by what they read, with the write count they are good for. */
const kept = new Map<unknown, { writes: number; value: unknown }>();

/**
 * A read of `key`, reused while no write has been sent since it was made. Every write a call can
 * make goes out through this process's SDK clients (the handlers run in-process; no timer of the
 * test stack writes; other test files' workers keep to their own tenants), and each is counted
 * as it leaves (tests/support/writes.ts), refused or not. So while the count stands still the
 * stack is as the last read saw it, and a check whose call wrote nothing has its "after" without
 * a read; a call that sent even one write gets a full read and an exact diff. A read during which
 * a write went out (the mail it drains) is not kept: it may have seen half of that write.
 */
export const unlessWritten = async <T>(key: unknown, read: () => Promise<T>): Promise<T> => {
  const writes = sdkWrites();
  const last = kept.get(key);
  if (last && last.writes === writes) return last.value as T;
  reads += 1;
  const value = await read();
  if (sdkWrites() === writes) kept.set(key, { writes, value });
  else kept.delete(key);
  return value;
};

/** Tenants A and B and the world's platform content: a check's "before" and "after". */
export const worldState = (w: SecurityWorld): Promise<WorldState> =>
  unlessWritten(w, async () => {
    // one read of the mail store for both tenants: it holds every mail the run has sent
    const mail = sentMail();
    const [a, b, platform] = await Promise.all([
      tenantState(w.a, mail),
      tenantState(w.b, mail),
      platformState(w),
    ]);
    return { a, b, platform };
  });

/** One tenant's state (`tenantState`), reused while nothing was written, as `worldState` is. */
export const tenantStateNow = (tenant: Tenant): Promise<string> =>
  unlessWritten(tenant, () => tenantState(tenant));

const LABEL: Record<keyof WorldState, string> = {
  a: 'tenant A changed',
  b: 'tenant B changed',
  platform: 'the platform content (user manuals) changed',
};

/** Asserts the named parts of the world are as they were. */
export const expectUnchanged = async (
  w: SecurityWorld,
  before: WorldState,
  parts: readonly (keyof WorldState)[] = ['a', 'b', 'platform'],
): Promise<void> => {
  const after = await worldState(w);
  for (const part of parts) expect(after[part], LABEL[part]).toBe(before[part]);
};
