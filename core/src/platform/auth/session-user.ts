import type { TSessionUser } from '@stratum/contracts';
import { decodeJwt } from 'jose';
import { db } from '../../db';
import { PLATFORM_TENANT } from '../../kernel/entity';
import type { Tokens } from '../../kernel/identity';
import type { AccountItem } from '../entities/account';

/** What the web app stores after a sign-in (spec §3: the id is copied into `uid`). */
export const sessionUser = async (account: AccountItem, tokens: Tokens): Promise<TSessionUser> => {
  const company =
    account.tenantId === PLATFORM_TENANT
      ? null
      : (await db().entities.company.get({ companyId: account.tenantId }).go()).data;
  const exp = decodeJwt(tokens.idToken).exp;
  return {
    id: account.userId,
    uid: account.userId,
    apiToken: tokens.idToken,
    refreshToken: tokens.refreshToken ?? '',
    expiresAt: exp ? exp * 1000 : Date.now() + tokens.expiresIn * 1000,
    role: account.role,
    companyRole: account.companyRole ?? null,
    companyId: company?.companyId ?? null,
    companyName: company?.companyName ?? null,
    employeeId: account.employeeId ?? null,
    email: account.email,
    firstName: account.firstName,
    lastName: account.lastName,
    fullName: `${account.firstName} ${account.lastName}`,
  };
};

export const findAccountByEmail = async (email: string): Promise<AccountItem | null> =>
  (await db().entities.account.query.byEmail({ email }).go()).data[0] ?? null;
