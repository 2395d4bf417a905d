import { AppError } from '../kernel/errors';
import { notActiveAmong } from '../organisation';

export { namesOfEmployees as namesOf } from '../organisation';

/** Refuses (404) ids that are not Active employees of the company: members and owners must be there. */
export const checkActiveEmployees = async (companyId: string, ids: readonly string[], field: string) => {
  const missing = await notActiveAmong(companyId, ids);
  if (missing.length > 0) {
    throw new AppError(
      'NOT_FOUND',
      `${field}: ${missing.length === 1 ? 'one person is' : `${missing.length} people are`} not an active employee of your company`,
    );
  }
};
