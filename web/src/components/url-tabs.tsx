import { Link } from 'react-router';
import './url-tabs.css';

export interface UrlTab {
  id: string;
  /** where the tab leads: another screen, or this one with `?tab=` */
  to: string;
  label: string;
}

/**
 * A row of tabs that are links, so the tab shown lives in the URL (a path, or `?tab=`): a reload,
 * Back and a shared link open the same tab. `current` is the tab the screen shows.
 */
export const UrlTabs = ({
  label,
  tabs,
  current,
}: {
  label: string;
  tabs: readonly UrlTab[];
  current: string;
}) => (
  <nav className="url-tabs" aria-label={label}>
    <ul>
      {tabs.map((tab) => (
        <li key={tab.id}>
          <Link
            to={tab.to}
            className={tab.id === current ? 'url-tab active' : 'url-tab'}
            aria-current={tab.id === current ? 'page' : undefined}
          >
            {tab.label}
          </Link>
        </li>
      ))}
    </ul>
  </nav>
);
