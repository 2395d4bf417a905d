import type { ComplianceTeamKind } from '@stratum/contracts';
import { db } from '../../db';
import { AppError } from '../../kernel/errors';
import type { ComplianceCategoryItem } from '../entities/compliance-category';
import type { ComplianceRegulationItem } from '../entities/compliance-regulation';
import type { ComplianceTeamItem } from '../entities/compliance-team';
import type { ComplianceUniverseItem } from '../entities/compliance-universe';
import { loadDueSoonLeadDays } from '../lead-time';

/** A company's whole compliance set-up, read in one query (the `complianceSetup` collection). */
export interface ComplianceSetup {
  companyId: string;
  categories: ComplianceCategoryItem[];
  teams: ComplianceTeamItem[];
  regulations: ComplianceRegulationItem[];
  universes: ComplianceUniverseItem[];
  /** the company's due-soon lead time (lead-time.ts): every status judged with this set-up uses it */
  leadDays: number;
}

export const loadSetup = async (companyId: string): Promise<ComplianceSetup> => {
  const [{ data }, leadDays] = await Promise.all([
    db().collections.complianceSetup({ companyId }).go({ pages: 'all' }),
    loadDueSoonLeadDays(companyId),
  ]);
  return {
    companyId,
    categories: data.complianceCategory,
    teams: data.complianceTeam,
    regulations: data.complianceRegulation,
    universes: data.complianceUniverse,
    leadDays,
  };
};

const notFound = (field: string, what: string) =>
  new AppError('NOT_FOUND', `${field}: no such ${what} in your company`);

export const findCategory = (s: ComplianceSetup, id: string, field = 'id') => {
  const c = s.categories.find((x) => x.categoryId === id);
  if (!c) throw notFound(field, 'compliance category');
  return c;
};

export const TEAM_NOUN: Record<ComplianceTeamKind, string> = {
  complying: 'complying team',
  compliance: 'compliance team',
};

export const findTeam = (s: ComplianceSetup, kind: ComplianceTeamKind, id: string, field = 'id') => {
  const t = s.teams.find((x) => x.kind === kind && x.teamId === id);
  if (!t) throw notFound(field, TEAM_NOUN[kind]);
  return t;
};

export const findRegulation = (s: ComplianceSetup, id: string, field = 'id') => {
  const r = s.regulations.find((x) => x.regulationId === id);
  if (!r) throw notFound(field, 'regulation');
  return r;
};

export const findUniverse = (s: ComplianceSetup, id: string, field = 'id') => {
  const u = s.universes.find((x) => x.universeId === id);
  if (!u) throw notFound(field, 'universe');
  return u;
};

/** 409 when the caller's copy is not the latest. */
export const checkVersion = (item: { version: number }, version: number, noun: string) => {
  if (item.version !== version) {
    throw new AppError(
      'CONFLICT',
      `This ${noun} was changed by someone else since you opened it. Reload it and try again.`,
    );
  }
};

/** The lower-cased name a name claim holds. */
export const nameKeyOf = (name: string): string => name.trim().toLowerCase();

/** Claim scopes: each set-up noun's names are unique in the company (any case). */
export const nameScope = (
  noun: 'category' | ComplianceTeamKind | 'regulation' | 'universe',
  companyId: string,
) => `compliance-${noun}#${companyId}`;

/** 409 when another item of the scope holds the name. */
export const checkNameFree = async (scope: string, name: string, ownId: string | null, noun: string) => {
  const { data } = await db()
    .entities.unique.get({ scope, value: nameKeyOf(name) })
    .go();
  if (data && data.ownerId !== ownId) {
    throw new AppError('CONFLICT', `name: there is already a ${noun} named “${name.trim()}”.`);
  }
};
