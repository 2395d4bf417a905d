import type { TCompany, TUpdateCompanyRequest } from '@stratum/contracts';
import { db } from '../../db';
import type { Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { COMPANY_NAME_SCOPE, nameKey, toCompany } from '../company-view';
import { changeCompany } from './change-company';

/**
 * Changes the name, contact and status. The contact email is the company's; the administrator's
 * sign-in email is their own account's and does not move with it.
 */
export const updateCompany = async (
  ctx: Ctx,
  input: TUpdateCompanyRequest,
): Promise<{ company: TCompany }> => {
  const key = nameKey(input.companyName);
  const claim = (await db().entities.unique.get({ scope: COMPANY_NAME_SCOPE, value: key }).go()).data;
  if (claim && claim.ownerId !== input.id) {
    throw new AppError('CONFLICT', `companyName: a company named “${input.companyName}” already exists.`);
  }
  const item = await changeCompany(
    ctx,
    {
      companyId: input.id,
      version: input.version,
      action: 'update',
      set: {
        companyName: input.companyName,
        nameKey: key,
        eFirstName: input.eFirstName,
        eLastName: input.eLastName,
        email: input.email,
        status: input.status,
      },
    },
    (tx, before) =>
      before.nameKey === key
        ? []
        : [
            tx.unique.delete({ scope: COMPANY_NAME_SCOPE, value: before.nameKey }).commit(),
            tx.unique.create({ scope: COMPANY_NAME_SCOPE, value: key, ownerId: input.id }).commit(),
          ],
  );
  return { company: await toCompany(item) };
};
