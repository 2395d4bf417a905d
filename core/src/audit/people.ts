import { db } from '../db';
import { AppError } from '../kernel/errors';
import { namesOfEmployees, notActiveAmong } from '../organisation';

export { activeEmployee, namesOfEmployees as namesOf } from '../organisation';

export const personOf = (names: Map<string, string>, id: string | undefined | null) =>
  id ? { employeeId: id, fullName: names.get(id) ?? '—' } : null;

/** Business units of the company by id, with their names (the organisation's unit records). */
export const businessUnitsOf = async (companyId: string): Promise<Map<string, string>> => {
  const { data } = await db()
    .entities.orgUnit.query.byLevel({ companyId, level: 'business-unit' })
    .go({ pages: 'all', attributes: ['unitId', 'name'] });
  return new Map(data.map((u) => [u.unitId, u.name]));
};

/** A business unit of the company (404 naming the field otherwise). */
export const businessUnit = async (companyId: string, unitId: string, field: string) => {
  const { data } = await db().entities.orgUnit.get({ companyId, unitId }).go();
  if (!data || data.level !== 'business-unit')
    throw new AppError('NOT_FOUND', `${field}: no such business unit in your company`);
  return data;
};

/**
 * Refuses (422) any of `ids` that is not an Active employee of the company: a team is made of
 * people who can still sign in. One batch get for all of them.
 */
export const requireActiveEmployees = async (
  companyId: string,
  ids: ReadonlyArray<string>,
  field: string,
): Promise<void> => {
  const [missing] = await notActiveAmong(companyId, ids);
  if (missing) throw new AppError('UNPROCESSABLE', `${field}: no active employee ${missing} in your company`);
};

/**
 * `known` names plus any of `ids` it lacks, read in one batch get only when some are missing: a
 * list reads its engagement team's names beside its page, so usually nothing is left to read.
 */
export const withNamesOf = async (
  companyId: string,
  known: Map<string, string>,
  ids: ReadonlyArray<string | undefined | null>,
): Promise<Map<string, string>> => {
  const missing = ids.filter((id): id is string => Boolean(id) && !known.has(id as string));
  if (missing.length === 0) return known;
  return new Map([...known, ...(await namesOfEmployees(companyId, missing))]);
};

/** The names of an engagement's team, by id. */
export const teamNamesOf = (e: {
  companyId: string;
  leadId: string;
  performerIds: string[];
  reviewerIds: string[];
}) => namesOfEmployees(e.companyId, [e.leadId, ...e.performerIds, ...e.reviewerIds]);
