import type { TMembership, TSessionUser } from '@stratum/contracts';
import { decodeJwt } from 'jose';
import { db } from '../../db';
import { AppError } from '../../kernel/errors';
import type { Tokens } from '../../kernel/identity';
import type { AccountItem } from '../entities/account';
import type { CompanyItem } from '../entities/company';

/** Why a person who proved who they are still may not sign in: every account off, or no company left. */
export const accountDisabled = () =>
  new AppError('FORBIDDEN', 'Your account has been disabled. Please contact your administrator.');
export const companyGone = () => new AppError('FORBIDDEN', 'Your company is no longer on Stratum.');

/** A membership a person may act in now: an active account of an active company. */
export interface Usable {
  account: AccountItem;
  company: CompanyItem;
}

/** The person's memberships they may act in now, by company name. */
export const usableMemberships = async (accounts: readonly AccountItem[]): Promise<Usable[]> => {
  const members = accounts.filter((a) => a.role === 'employee' && a.status === 'Active');
  const companies = await Promise.all(
    members.map((a) => db().entities.company.get({ companyId: a.tenantId }).go()),
  );
  return members
    .flatMap((account, i) => {
      const company = companies[i]?.data;
      return company?.status === 'Active' ? [{ account, company }] : [];
    })
    .sort((a, b) => a.company.companyName.localeCompare(b.company.companyName));
};

const membershipOf = ({ account, company }: Usable): TMembership => ({
  companyId: company.companyId,
  companyName: company.companyName,
  companyRole: account.companyRole ?? 'employee',
  employeeId: account.employeeId ?? null,
});

/**
 * What the web app stores after a sign-in (spec §3: the id is copied into `uid`): the account it
 * acts as now (a holder's, or one membership), and every company the person may switch to.
 */
export const sessionUser = (
  account: AccountItem,
  tokens: Tokens,
  memberships: readonly Usable[] = [],
): TSessionUser => {
  const current = memberships.find((m) => m.account.tenantId === account.tenantId);
  const exp = decodeJwt(tokens.idToken).exp;
  return {
    id: account.userId,
    uid: account.userId,
    apiToken: tokens.idToken,
    refreshToken: tokens.refreshToken ?? '',
    expiresAt: exp ? exp * 1000 : Date.now() + tokens.expiresIn * 1000,
    role: account.role,
    companyRole: account.companyRole ?? null,
    companyId: current?.company.companyId ?? null,
    companyName: current?.company.companyName ?? null,
    employeeId: account.employeeId ?? null,
    email: account.email,
    firstName: account.firstName,
    lastName: account.lastName,
    fullName: `${account.firstName} ${account.lastName}`,
    companies: memberships.map(membershipOf),
  };
};

export const findAccountByEmail = async (email: string): Promise<AccountItem | null> =>
  (await db().entities.account.query.byEmail({ email }).go()).data[0] ?? null;
