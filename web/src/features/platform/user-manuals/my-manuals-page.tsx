import { MODULE_KEYS, type ModuleKey, type TUserManual } from '@stratum/contracts';
import { formatFileSize } from '@stratum/rules';
import { Button } from 'primereact/button';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DateText } from '../../../components/date-text';
import { EmptyState } from '../../../components/empty-state';
import { Loading } from '../../../components/loading';
import { PageHeader } from '../../../components/page-header';
import { useOpenManual, useUserManuals } from './api';

/** The manuals, grouped by module in the catalogue's order. */
const byModule = (list: readonly TUserManual[]): [ModuleKey, TUserManual[]][] =>
  MODULE_KEYS.map(
    (key) => [key, list.filter((m) => m.moduleKey === key)] as [ModuleKey, TUserManual[]],
  ).filter(([, manuals]) => manuals.length > 0);

/** The employees' user manuals: those of their company's enabled modules (the API decides which). */
export const Component = () => {
  const { t } = useTranslation('platform');
  const { t: ts } = useTranslation();
  const manuals = useUserManuals({});
  const { open, opening } = useOpenManual();
  const groups = useMemo(() => byModule(manuals.data?.list ?? []), [manuals.data]);
  return (
    <section className="my-manuals">
      <PageHeader title={ts('nav.userManuals')}>
        <p className="page-subtitle">{t('manuals.mineIntro')}</p>
      </PageHeader>
      {manuals.isPending ? <Loading /> : null}
      {manuals.isError ? (
        <div className="card">
          <EmptyState
            icon="pi pi-exclamation-circle"
            title={ts('pages.error')}
            text={manuals.error.message}
          />
        </div>
      ) : null}
      {manuals.data && groups.length === 0 ? (
        <div className="card">
          <EmptyState icon="pi pi-book" title={t('manuals.mineEmpty')} text={t('manuals.mineEmptyText')} />
        </div>
      ) : null}
      {groups.map(([key, list]) => (
        <section key={key} className="card manual-group" aria-labelledby={`manuals-${key}`}>
          <h2 id={`manuals-${key}`}>{ts(`modules.${key}.name`)}</h2>
          <ul className="manual-list">
            {list.map((m) => (
              <li key={m.id}>
                <i className="pi pi-file-pdf" aria-hidden="true" />
                <div className="manual-text">
                  <strong>{m.title}</strong>
                  <small>
                    {formatFileSize(m.size)} · {t('manuals.updatedAt')} <DateText value={m.updatedAt} />
                  </small>
                </div>
                <Button
                  type="button"
                  icon="pi pi-external-link"
                  label={t('manuals.open')}
                  aria-label={t('manuals.openNamed', { title: m.title })}
                  outlined
                  loading={opening === m.id}
                  onClick={() => void open(m)}
                />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
};
