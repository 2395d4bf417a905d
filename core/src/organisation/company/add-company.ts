import type { TAddCompanyRequest, TCompany } from '@stratum/contracts';
import { db } from '../../db';
import { writeChange } from '../../kernel/change';
import type { Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { newId } from '../../kernel/ids';
import { COMPANY_NAME_SCOPE, companyNameKey, accountsOf, toCompany, withIdentity } from '../../platform';
import { employeeEmailScope } from '../employee/claims';
import { invitationItem } from '../employee/access';
import { newEmployeeFields } from '../employee/derive';

/**
 * Adds a company with its administrator: the company, the administrator's employee record and
 * account, the uniqueness claims, the invitation mail (the outbox sends it) and the audit entry are
 * one transaction. It lives with the employees, not with the companies (platform), because its
 * administrator is the company's first employee and organisation builds on platform, never the
 * other way round.
 */
export const addCompany = async (ctx: Ctx, input: TAddCompanyRequest): Promise<{ company: TCompany }> => {
  const key = companyNameKey(input.companyName);
  const [taken, accounts] = await Promise.all([
    db().entities.unique.get({ scope: COMPANY_NAME_SCOPE, value: key }).go(),
    accountsOf(input.email),
  ]);
  if (taken.data)
    throw new AppError('CONFLICT', `companyName: a company named “${input.companyName}” already exists.`);
  // A person may administer several companies; the platform owner's address stays theirs alone.
  if (accounts.some((a) => a.role === 'holder')) {
    throw new AppError('CONFLICT', 'email: this is the platform owner’s address. Use another one.');
  }

  const companyId = newId();
  const employeeId = newId();
  const now = ctx.now.toISOString();
  const company = {
    companyId,
    companyName: input.companyName,
    nameKey: key,
    eFirstName: input.eFirstName,
    eLastName: input.eLastName,
    email: input.email,
    status: input.status,
    createdAt: now,
    updatedAt: now,
  };

  await withIdentity({ email: input.email, group: 'employee', companyId, employeeId }, (userId) =>
    writeChange(
      ctx,
      {
        companyId,
        entityType: 'company',
        entityId: companyId,
        action: 'add',
        summary: `Company “${input.companyName}” added with administrator ${input.email}`,
        after: {
          companyName: input.companyName,
          eFirstName: input.eFirstName,
          eLastName: input.eLastName,
          email: input.email,
          status: input.status,
        },
      },
      (tx) => [
        tx.unique.create({ scope: COMPANY_NAME_SCOPE, value: key, ownerId: companyId }).commit(),
        tx.company.create(company).commit(),
        tx.employee
          .create({
            companyId,
            employeeId,
            firstName: input.eFirstName,
            lastName: input.eLastName,
            email: input.email,
            userId,
            access: 'Invited',
            companyRole: 'administrator',
            ...newEmployeeFields({
              firstName: input.eFirstName,
              lastName: input.eLastName,
              email: input.email,
            }),
            createdAt: now,
            updatedAt: now,
          })
          .commit(),
        tx.orgStats.create({ companyId, employees: 1, activeEmployees: 1 }).commit(),
        tx.unique
          .create({ scope: employeeEmailScope(companyId), value: input.email, ownerId: employeeId })
          .commit(),
        tx.account
          .create({
            tenantId: companyId,
            userId,
            email: input.email,
            role: 'employee',
            companyRole: 'administrator',
            employeeId,
            firstName: input.eFirstName,
            lastName: input.eLastName,
            status: 'Invited',
            createdAt: now,
            updatedAt: now,
          })
          .commit(),
        invitationItem(
          tx,
          ctx,
          { companyId, email: input.email, firstName: input.eFirstName },
          input.companyName,
        ),
      ],
      new AppError('CONFLICT', 'companyName: a company of this name was added a moment ago. Try another.'),
    ),
  );

  const stored = (await db().entities.company.get({ companyId }).go()).data;
  if (!stored) throw new Error('company vanished after it was written');
  return { company: await toCompany(stored) };
};
