import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Loading } from '../../../components/loading';
import { PageHeader } from '../../../components/page-header';
import { useModuleAdmin } from '../../../lib/module-access';
import { useEnabledModules } from '../../../lib/company-modules';
import { useMyCompany } from '../../../lib/my-company';
import { areasFor, type NavLinkDef } from '../../../lib/navigation';
import { useSignedInUser } from '../../../lib/session/use-session';
import './employee/employee-reports.css';

const REPORTS = '/app/reports/';
const MAIN = '/app/reports/main';

type Group = 'planning' | 'monthly' | 'performance' | 'employees' | 'committee';
const GROUPS: readonly Group[] = ['planning', 'monthly', 'performance', 'employees', 'committee'];

/** Which group of the index a report link falls in, by its area and path. */
const groupOf = (areaId: string, to: string): Group =>
  areaId === 'planning'
    ? 'planning'
    : to.includes('/committee-')
      ? 'committee'
      : to.includes('/employee-')
        ? 'employees'
        : to.includes('monthly-progress')
          ? 'monthly'
          : 'performance';

/**
 * spec §2 /app/reports/main: every report the company's modules give, as cards grouped by area —
 * the `/app/reports/…` links of the signed-in person's areas (so a report added to the navigation
 * shows here too); the committee's reports only when the company has a performance committee.
 */
export const Component = () => {
  const { t } = useTranslation('employeeReports');
  const { t: ts } = useTranslation();
  const user = useSignedInUser();
  const enabled = useEnabledModules();
  const company = useMyCompany();
  // the administrators' reports are listed to their module's administrators only
  const performanceAdmin = useModuleAdmin(enabled?.has('performance') ? 'performance' : undefined);
  const surveysAdmin = useModuleAdmin(enabled?.has('surveys') ? 'surveys' : undefined);
  const administers = (module: string | undefined) =>
    (module === 'performance' && performanceAdmin === true) ||
    (module === 'surveys' && surveysAdmin === true);
  if (!enabled) return <Loading />;
  const committeeOn = company.data?.company.performanceCommitteeFunction === 'Yes';
  const seen = new Set<string>();
  const byGroup = new Map<Group, NavLinkDef[]>();
  for (const area of areasFor(user, enabled)) {
    for (const link of area.links) {
      if (!link.to.startsWith(REPORTS) || link.to === MAIN || seen.has(link.to)) continue;
      if (link.admin && !administers(area.module)) continue;
      seen.add(link.to);
      const group = groupOf(area.id, link.to);
      byGroup.set(group, [...(byGroup.get(group) ?? []), link]);
    }
  }
  return (
    <section className="report-groups">
      <PageHeader title={ts('nav.reports')}>
        <p className="muted">{t('main.intro')}</p>
      </PageHeader>
      {GROUPS.filter((g) => byGroup.has(g)).map((g) => (
        <section key={g} aria-labelledby={`reports-${g}`}>
          <h2 id={`reports-${g}`}>{t(`main.${g}`)}</h2>
          {g === 'committee' && !committeeOn ? (
            <p className="muted">{t('main.committeeOff')}</p>
          ) : (
            <ul className="card-grid">
              {byGroup.get(g)!.map((l) => (
                <li key={l.to} className="module-card card">
                  <h3>
                    <Link to={l.to}>{ts(l.labelKey)}</Link>
                  </h3>
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </section>
  );
};
