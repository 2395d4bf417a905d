import { UNIT_LEVELS, type UnitLevel } from '@stratum/contracts';
import { useTranslation } from 'react-i18next';
import { UrlTabs } from '../../../components/url-tabs';
import { unitPaths } from './levels';
import './structure.css';

/** The six levels' lists, one click apart (and the organisation chart beside them). */
export const LevelTabs = ({ current }: { current: UnitLevel }) => {
  const { t } = useTranslation('organisation');
  return (
    <UrlTabs
      label={t('units.levelsLabel')}
      current={current}
      tabs={UNIT_LEVELS.map((level) => ({
        id: level,
        to: unitPaths(level).list,
        label: t(`levels.${level}.many`),
      }))}
    />
  );
};
