import { STAGING_ROUTES, STAGING_SOURCES } from '@stratum/contracts';
import type { Fixture } from './fixtures';

/** The mapping of the row withOrg stages (tests/support/org.ts: First name, Last name, Email). */
const mapping = { firstName: 'First name', lastName: 'Last name', email: 'Email' };

/**
 * Security fixtures of the import and Sage/Cow staging routes (see fixtures.ts for what each field
 * means). The file routes take the tenant from the session, with nothing to name; the staged-row
 * routes name the pending row withOrg staged for each tenant.
 */
export const IMPORT_FIXTURES: Record<string, Fixture> = {
  'employee.import-preview': { valid: () => ({}) },
  'employee.add-bulk': { valid: () => ({}) },
  // The world holds no import job; a job of another company read from this one is covered with a
  // real job in functions/src/organisation/employee-import-job.int.test.ts.
  'employee.import-job': {
    valid: (w) => ({ id: w.a.staged.sage }),
    foreign: (w) => ({ id: w.b.staged.sage }),
  },
  ...Object.fromEntries(
    STAGING_SOURCES.flatMap((source) => {
      const r = STAGING_ROUTES[source];
      const fixtures: Array<[string, Fixture]> = [
        [r.list.action, { valid: () => ({ limit: 10, status: 'Pending' }) }],
        [r.upload.action, { valid: () => ({}) }],
        [
          r.add.action,
          {
            valid: (w) => ({ ids: [w.a.staged[source]], mapping }),
            foreign: (w) => ({ ids: [w.b.staged[source]], mapping }),
          },
        ],
        [
          r.remove.action,
          {
            valid: (w) => ({ ids: [w.a.staged[source]] }),
            foreign: (w) => ({ ids: [w.b.staged[source]] }),
          },
        ],
      ];
      return fixtures.map(([action, f]) => [`employee.${action}`, f]);
    }),
  ),
};
