import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AreaDef } from '../../lib/navigation';
import { useAreaHome, useModuleAdmin } from '../../lib/module-access';
import { RequiredActionsBadge } from '../../features/performance/inbox/required-badge';
import { ComplianceRequiredBadge } from '../../features/compliance/required-badge';
import { AuditTasksBadge } from '../../features/audit/engagement/my-task-badge';

/** An area's entry, to the first page of it the person may open. */
const AreaLink = ({ area, current }: { area: AreaDef; current: boolean }) => {
  const { t } = useTranslation();
  return (
    <NavLink
      to={useAreaHome(area)}
      className={current ? 'sidebar-link active' : 'sidebar-link'}
      aria-current={current ? 'page' : undefined}
    >
      <i className={area.icon} aria-hidden="true" />
      <span>{t(area.labelKey)}</span>
      {area.id === 'performance' ? <RequiredActionsBadge /> : null}
    </NavLink>
  );
};

/** The large sidebar: the person's areas (spec §2). */
export const MainSidebar = ({
  areas,
  current,
  open,
}: {
  areas: readonly AreaDef[];
  current: AreaDef | undefined;
  open: boolean;
}) => {
  const { t } = useTranslation();
  return (
    <nav id="main-sidebar" className="sidebar" aria-label={t('nav.main')} hidden={!open}>
      <ul>
        {areas.map((a) => (
          <li key={a.id}>
            <AreaLink area={a} current={a === current} />
          </li>
        ))}
      </ul>
    </nav>
  );
};

/** The secondary sidebar: the current area's context links. */
export const SecondarySidebar = ({ area, open }: { area: AreaDef; open: boolean }) => {
  const { t } = useTranslation();
  // an administrators' page is listed to its module's administrators only
  const admin = useModuleAdmin(area.links.some((l) => l.admin) ? area.module : undefined);
  return (
    <nav id="secondary-sidebar" className="sidebar-secondary" aria-label={t('nav.section')} hidden={!open}>
      <p className="sidebar-secondary-title">{t(area.labelKey)}</p>
      <ul>
        {area.links
          .filter((l) => !l.admin || admin === true)
          .map((l) => (
            <li key={l.to}>
              <NavLink to={l.to} end className="sidebar-link">
                {t(l.labelKey)}
                {l.to === '/app/my-inbox/main' ? <RequiredActionsBadge /> : null}
                {l.to === '/app/compliance-management/required-actions' ? <ComplianceRequiredBadge /> : null}
                {l.to === '/app/audit-management/main' ? <AuditTasksBadge /> : null}
              </NavLink>
            </li>
          ))}
      </ul>
    </nav>
  );
};
