/**
 * Where the employee scorecard screens live (spec §2): the employee's and their supervisor's under
 * /app/my-inbox, the Performance administrators' at /app/annual/employee-scorecards. The annual
 * plan a list shows is kept in `?annualPlanId=` (the scorecard feature's ANNUAL_PLAN_PARAM); the person an
 * administrator or supervisor builds a scorecard for in `?employeeId=`.
 */
const ANNUAL = '/app/my-inbox/annual-employee-scorecards';

export const EMPLOYEE_SCREENS = {
  mine: `${ANNUAL}/scorecards`,
  supervisor: `${ANNUAL}/supervisor-scorecards`,
  library: `${ANNUAL}/scorecards-library`,
  add: `${ANNUAL}/add-scorecard`,
  addFunctional: `${ANNUAL}/add-functional-scorecard`,
  edit: (id: string) => `${ANNUAL}/edit-scorecard/${id}`,
  periodic: '/app/my-inbox/periodic-employee-scorecards',
  subordinateAnnual: '/app/my-inbox/subordinate-annual-employee-scorecards',
  subordinatePeriodic: '/app/my-inbox/subordinate-periodic-scorecards',
  admin: '/app/annual/employee-scorecards',
  ratingScales: '/app/strategic/rating-scales',
} as const;

export const EMPLOYEE_PARAM = 'employeeId';

/** A path with query parameters (those given a value). */
export const withQuery = (path: string, params: Record<string, string | null | undefined>) => {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v) q.set(k, v);
  const s = q.toString();
  return s ? `${path}?${s}` : path;
};
