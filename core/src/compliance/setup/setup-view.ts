import type {
  TComplianceCategory,
  TComplianceTeam,
  TComplianceUniverse,
  TRegulation,
} from '@stratum/contracts';
import { compareNames } from '../../kernel/text';
import type { ComplianceCategoryItem } from '../entities/compliance-category';
import type { ComplianceRegulationItem } from '../entities/compliance-regulation';
import type { ComplianceTeamItem } from '../entities/compliance-team';
import type { ComplianceUniverseItem } from '../entities/compliance-universe';
import type { ComplianceSetup } from './setup-store';

const stamps = (x: { version: number; createdAt: string; updatedAt: string }) => ({
  version: x.version,
  createdAt: x.createdAt,
  updatedAt: x.updatedAt,
});

export const byName = (a: { name: string }, b: { name: string }) => compareNames(a.name, b.name);

export const toCategory = (c: ComplianceCategoryItem): TComplianceCategory => ({
  id: c.categoryId,
  name: c.name,
  description: c.description || null,
  ...stamps(c),
});

export const toTeam = (t: ComplianceTeamItem, names: Map<string, string>): TComplianceTeam => ({
  id: t.teamId,
  name: t.name,
  description: t.description || null,
  members: t.memberIds
    .map((employeeId) => ({ employeeId, fullName: names.get(employeeId) ?? '' }))
    .sort((a, b) => compareNames(a.fullName, b.fullName)),
  ...stamps(t),
});

export const toRegulation = (
  r: ComplianceRegulationItem,
  setup: ComplianceSetup,
  names: Map<string, string>,
): TRegulation => ({
  id: r.regulationId,
  name: r.name,
  source: r.source || null,
  reference: r.reference || null,
  requirement: r.requirement || null,
  categoryId: r.categoryId || null,
  categoryName: setup.categories.find((c) => c.categoryId === r.categoryId)?.name ?? null,
  owner: r.ownerId ? { employeeId: r.ownerId, fullName: names.get(r.ownerId) ?? '' } : null,
  applicability: r.applicability || null,
  effectiveDate: r.effectiveDate || null,
  risks: r.riskIds.map((id, i) => ({ id, title: r.riskTitles[i] ?? '' })),
  ...stamps(r),
});

export const toUniverse = (u: ComplianceUniverseItem): TComplianceUniverse => ({
  id: u.universeId,
  name: u.name,
  description: u.description || null,
  regulationIds: u.regulationIds,
  ...stamps(u),
});
