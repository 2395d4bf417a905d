import { UNIT_LEVELS, type UnitLevel } from '@stratum/contracts';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { unitPaths } from './levels';
import './structure.css';

/** The six levels' lists, one click apart (and the organisation chart beside them). */
export const LevelTabs = ({ current }: { current: UnitLevel }) => {
  const { t } = useTranslation('organisation');
  return (
    <nav className="level-tabs" aria-label={t('units.levelsLabel')}>
      <ul>
        {UNIT_LEVELS.map((level) => (
          <li key={level}>
            <NavLink
              to={unitPaths(level).list}
              end
              className={level === current ? 'level-tab active' : 'level-tab'}
              aria-current={level === current ? 'page' : undefined}
            >
              {t(`levels.${level}.many`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
};
