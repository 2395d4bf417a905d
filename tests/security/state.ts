import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { db } from '@stratum/core/db';
import { s3 } from '@stratum/core/kernel/clients';
import { config } from '@stratum/core/kernel/config';
import { PLATFORM_TENANT } from '@stratum/core/kernel/entity';
import { tokenHash } from '@stratum/core/kernel/tokens';
import { expect } from 'vitest';
import { callCount, stack } from '../support/api';
import { sentMail, type StoredMail } from '../support/mail';
import { tenantSnapshot } from '../support/snapshot';
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
    s3().send(new ListObjectsV2Command({ Bucket: config().BUCKET_NAME, Prefix: `${tenant.companyId}/` })),
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
      manuals.map((m) =>
        s3().send(
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

/** The last state read of a world, and how many calls had been made when it was read. */
let lastRead: { world: SecurityWorld; calls: number; state: WorldState } | undefined;

/**
 * Tenants A and B and the world's platform content. Only calls change the stack in the security
 * suites (the worlds are seeded before their first check), so while no call has been made since
 * the last read of this world, that read is the state: a check's "before" is then the previous
 * check's "after", read once instead of twice. Any call makes the next read a fresh one.
 */
export const worldState = async (w: SecurityWorld): Promise<WorldState> => {
  const calls = callCount();
  if (lastRead?.world === w && lastRead.calls === calls) return lastRead.state;
  // one read of the mail store for both tenants: it holds every mail the run has sent
  const mail = sentMail();
  const [a, b, platform] = await Promise.all([
    tenantState(w.a, mail),
    tenantState(w.b, mail),
    platformState(w),
  ]);
  const state = { a, b, platform };
  lastRead = { world: w, calls, state };
  return state;
};

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
