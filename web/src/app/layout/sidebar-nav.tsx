import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AreaDef } from '../../lib/navigation';
import { RequiredActionsBadge } from '../../features/performance/inbox/required-badge';
import { ComplianceRequiredBadge } from '../../features/compliance/required-badge';
import { AuditTasksBadge } from '../../features/audit/engagement/my-task-badge';

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
            <NavLink
              to={a.home}
              className={a === current ? 'sidebar-link active' : 'sidebar-link'}
              aria-current={a === current ? 'page' : undefined}
            >
              <i className={a.icon} aria-hidden="true" />
              <span>{t(a.labelKey)}</span>
              {a.id === 'performance' ? <RequiredActionsBadge /> : null}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
};

/** The secondary sidebar: the current area's context links. */
export const SecondarySidebar = ({ area, open }: { area: AreaDef; open: boolean }) => {
  const { t } = useTranslation();
  return (
    <nav id="secondary-sidebar" className="sidebar-secondary" aria-label={t('nav.section')} hidden={!open}>
      <p className="sidebar-secondary-title">{t(area.labelKey)}</p>
      <ul>
        {area.links.map((l) => (
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
