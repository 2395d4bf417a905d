import { getPlatformFigures } from '@stratum/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state';
import { PageHeader } from '../../components/page-header';
import { routeQueryOptions } from '../../lib/query';
import { FigureCard, FigureSection } from './figures';

/**
 * The platform owner's dashboard (docs/dashboard.md): companies and how many are active, active
 * people across them, and how many companies use each module — each linking to where it is managed.
 */
export const PlatformDashboard = ({ name }: { name: string }) => {
  const { t } = useTranslation();
  const figures = useQuery(routeQueryOptions(getPlatformFigures, {}));
  const data = figures.data;
  return (
    <section className="dashboard">
      <PageHeader title={t('dashboard.welcome', { name })}>
        <p className="page-subtitle">{t('dashboard.platformSubtitle')}</p>
      </PageHeader>
      {figures.isError ? (
        <EmptyState icon="pi pi-exclamation-circle" title={t('pages.error')} text={figures.error.message} />
      ) : null}
      <FigureSection id="platform-figures" title={t('dashboard.platformTitle')}>
        <FigureCard
          id="platform-companies"
          figure={data?.companies.total}
          label={t('dashboard.platformCompanies')}
          to="/app/companies/list"
        >
          {data ? <p>{t('dashboard.platformActiveCompanies', { count: data.companies.active })}</p> : null}
        </FigureCard>
        <FigureCard
          id="platform-people"
          figure={data?.activePeople}
          label={t('dashboard.platformPeople')}
          to="/app/companies/list"
        />
      </FigureSection>
      <FigureSection id="platform-modules" title={t('dashboard.platformModulesTitle')}>
        {(data?.modules ?? []).map((m) => (
          <FigureCard
            key={m.moduleKey}
            id={`platform-module-${m.moduleKey}`}
            figure={m.companies}
            label={t(`modules.${m.moduleKey}.name`)}
            to={`/app/modules/enable-companies?module=${m.moduleKey}`}
          />
        ))}
      </FigureSection>
    </section>
  );
};
