import { type TEmployeeScorecardDetail, type TRatingPeriod } from '@stratum/contracts';
import { db } from '../../db';
import { type Ctx } from '../../kernel/ctx';
import { fullNameOf } from '../../organisation';
import { readScorecard } from '../../scorecard';
import { allowedOn, EMPLOYEE_KINDS, readableEmployeeScorecard, recordsOf } from './access';

/** One employee scorecard or template, scored (planning's read), with what the caller may do to it. */
export const getEmployeeScorecard = async (
  ctx: Ctx,
  input: { id: string; period?: TRatingPeriod | undefined },
): Promise<TEmployeeScorecardDetail> => {
  const s = await readableEmployeeScorecard(ctx, input.id);
  const [detail, allowed, employee, records] = await Promise.all([
    readScorecard(ctx, EMPLOYEE_KINDS, {
      id: s.scorecardId,
      period: input.period ?? (s.kind === 'employee-periodic' ? s.quarter : undefined),
    }),
    allowedOn(ctx, s),
    s.employeeId
      ? db().entities.employee.get({ companyId: s.companyId, employeeId: s.employeeId }).go()
      : null,
    recordsOf(s),
  ]);
  const own = s.kind === 'employee-periodic' ? (records[0] ?? null) : null;
  return {
    ...detail,
    employeeId: s.employeeId ?? null,
    employeeName: employee?.data ? fullNameOf(employee.data) : null,
    functional: s.functional ?? false,
    templateId: s.templateId ?? null,
    agreementStatus: own?.agreementStatus ?? null,
    editable: allowed.editable,
    deletable: allowed.deletable,
  };
};
