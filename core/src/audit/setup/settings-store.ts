import {
  PERSON_SETTING_KINDS,
  type TAuditSetting,
  type TAuditSettingInput,
  type TAuditSettingKind,
  type TAuditRatingColour,
  type TAuditTeamRole,
} from '@stratum/contracts';
import { db } from '../../db';
import { AppError } from '../../kernel/errors';
import type { AuditSettingItem } from '../entities/audit-setting';
import { activeEmployee, namesOf } from '../people';

/** Claims keep names unique in a kind: one "IT audit" type, one MR owner record per person. */
export const settingScope = (companyId: string, kind: TAuditSettingKind) =>
  `audit-setting#${kind}#${companyId}`;

export const isPersonKind = (kind: TAuditSettingKind) => PERSON_SETTING_KINDS.includes(kind);

/** A kind's items of the company: one query. */
export const loadKind = async (companyId: string, kind: TAuditSettingKind): Promise<AuditSettingItem[]> =>
  (await db().entities.auditSetting.query.byKind({ companyId, kind }).go({ pages: 'all' })).data;

export const findSetting = async (
  companyId: string,
  kind: TAuditSettingKind,
  settingId: string,
  what: string,
): Promise<AuditSettingItem> => {
  const { data } = await db().entities.auditSetting.get({ companyId, kind, settingId }).go();
  if (!data) throw new AppError('NOT_FOUND', `id: no such ${what} in your company`);
  return data;
};

/**
 * The stored fields of an input: the name and its claim key as the kind defines them (a person's
 * name; a finding rating's level), the person checked to be an Active employee.
 */
export const storedFields = async (companyId: string, kind: TAuditSettingKind, input: TAuditSettingInput) => {
  let name = input.name ?? '';
  let nameKey = name.trim().toLowerCase();
  if (isPersonKind(kind)) {
    const e = await activeEmployee(companyId, input.employeeId!, 'employeeId');
    name = `${e.firstName} ${e.lastName}`;
    nameKey = e.employeeId;
  } else if (kind === 'finding-rating') {
    name = input.level!;
    nameKey = input.level!.toLowerCase();
  }
  return {
    name,
    nameKey,
    description: input.description ?? '',
    colour: input.colour ?? '',
    level: input.level ?? '',
    employeeId: input.employeeId ?? '',
    roles: input.roles ?? [],
    items: input.items ?? [],
    subject: input.subject ?? '',
    body: input.body ?? '',
  };
};

export const duplicateMessage = (kind: TAuditSettingKind, name: string, what: string) =>
  isPersonKind(kind)
    ? `employeeId: ${name} is already on the list of ${what}s.`
    : `${kind === 'finding-rating' ? 'level' : 'name'}: a ${what} “${name}” already exists.`;

export const toSetting = (s: AuditSettingItem, names: Map<string, string>): TAuditSetting => ({
  id: s.settingId,
  kind: s.kind,
  name: s.employeeId ? (names.get(s.employeeId) ?? s.name) : s.name,
  description: s.description || null,
  colour: (s.colour || null) as TAuditRatingColour | null,
  level: (s.level || null) as TAuditSetting['level'],
  employeeId: s.employeeId || null,
  roles: (s.roles ?? []) as TAuditTeamRole[],
  items: s.items ?? [],
  subject: s.subject || null,
  body: s.body || null,
  version: s.version,
  createdAt: s.createdAt,
  updatedAt: s.updatedAt,
});

export const viewSettings = async (
  companyId: string,
  items: AuditSettingItem[],
): Promise<TAuditSetting[]> => {
  const names = await namesOf(
    companyId,
    items.map((s) => s.employeeId),
  );
  return items.map((s) => toSetting(s, names));
};

/** For the trail: what a reader of the change needs, never the stored keys. */
export const audited = (s: Partial<ReturnType<typeof toSetting>> | Record<string, unknown>) => {
  const {
    id: _id,
    kind: _kind,
    version: _v,
    createdAt: _c,
    updatedAt: _u,
    ...rest
  } = s as Record<string, unknown>;
  return rest;
};

/** What a setting's kind is called in messages. */
export const SETTING_WHAT: Record<TAuditSettingKind, string> = {
  'audit-type': 'audit type',
  'audit-standard': 'audit standard',
  'finding-rating': 'finding rating',
  'opinion-rating': 'opinion rating',
  'mr-owner': 'MR owner',
  'checklist-template': 'checklist template',
  'survey-template': 'customer-survey template',
  'letter-template': 'letter template',
  'team-member': 'audit team member',
};

export const colourOf = (colour: string): TAuditRatingColour | null =>
  (colour || null) as TAuditRatingColour | null;
