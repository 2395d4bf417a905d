import {
  RISK_LEVELS,
  RISK_STATUSES,
  ZRiskBasis,
  ZRiskDownloadRequestSchema,
  ZRiskLevel,
  ZRiskStatus,
  type TRisk,
} from '@stratum/contracts';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FilterSelect } from '../../components/filter-select';
import { ListTable, type ListColumn } from '../../components/list-page';
import { StatusTag } from '../../components/status-tag';
import { useServerTable } from '../../components/use-server-table';
import { notify } from '../../lib/notify';
import { routesOf, useActiveEmployees, useCategories, useDownload, useTeams } from './api';
import { levelName, RatingTag } from './level-tag';
import { TAB_PARAM, type RiskScreens } from './paths';

/** The register's filters, kept in the URL so a heat-map cell can open the register filtered. */
export const FILTER_PARAMS = ['status', 'categoryId', 'teamId', 'ownerId', 'level', 'basis'] as const;

/** The download's input: the register's filters and the file's format. */
type TRiskDownloadInput = z.input<typeof ZRiskDownloadRequestSchema>;

/** Whether the API builds the register as PDF too (the download's `format` takes 'pdf'). */
const PDF_DOWNLOAD = ZRiskDownloadRequestSchema.safeParse({ format: 'pdf' }).success;

const useFilters = () => {
  const [query, setQuery] = useSearchParams();
  const filters = {
    status: ZRiskStatus.safeParse(query.get('status')).data,
    categoryId: query.get('categoryId') ?? undefined,
    teamId: query.get('teamId') ?? undefined,
    ownerId: query.get('ownerId') ?? undefined,
    level: ZRiskLevel.safeParse(query.get('level')).data,
    basis: ZRiskBasis.safeParse(query.get('basis')).data ?? 'residual',
  };
  const set = (name: (typeof FILTER_PARAMS)[number], value: string | undefined) =>
    setQuery(
      (q) => {
        if (value) q.set(name, value);
        else q.delete(name);
        q.set(TAB_PARAM, 'register');
        return q;
      },
      { replace: true },
    );
  const clear = () =>
    setQuery(
      (q) => {
        for (const p of FILTER_PARAMS) q.delete(p);
        return q;
      },
      { replace: true },
    );
  return { filters, set, clear, any: FILTER_PARAMS.some((p) => query.has(p)) };
};

/** The register: a server-paged table with its filters and the Excel (and PDF) download. */
export const RegisterTab = ({ screens }: { screens: RiskScreens }) => {
  const { t } = useTranslation('risk');
  const { filters, set, clear, any } = useFilters();
  const categories = useCategories();
  const teams = useTeams();
  const employees = useActiveEmployees();
  // useServerTable compares its params by value: a new object with the same filters is the same query.
  const params = Object.fromEntries(
    Object.entries(filters).filter(([, v]) => v !== undefined),
  ) as typeof filters;
  const table = useServerTable({ route: routesOf(screens.register).all, params, searchable: true });
  const label = t('register.label', { register: t(`registers.${screens.register}`) });

  const columns: ListColumn<TRisk>[] = [
    {
      field: 'title',
      header: t('fields.title'),
      body: (r) => <Link to={screens.risk(r.id)}>{r.title}</Link>,
    },
    { field: 'category.name', header: t('fields.category') },
    { field: 'team.name', header: t('fields.team'), body: (r) => r.team?.name ?? '' },
    { field: 'owner.fullName', header: t('fields.owner') },
    {
      field: 'inherent',
      header: t('fields.inherent'),
      body: (r) => <RatingTag rating={r.inherent} basis="inherent" />,
    },
    {
      field: 'residual',
      header: t('fields.residual'),
      body: (r) => <RatingTag rating={r.residual} basis="residual" />,
    },
    {
      field: 'status',
      header: t('fields.status'),
      body: (r) => <StatusTag value={r.status} severity={r.status === 'Closed' ? 'success' : 'secondary'} />,
    },
    { field: 'controlCount', header: t('fields.controls') },
    {
      field: 'mitigationCount',
      header: t('fields.mitigations'),
      body: (r) => t('register.mitigationsOf', { done: r.mitigationsComplete, count: r.mitigationCount }),
    },
  ];

  const filterBar = (
    <>
      <FilterSelect
        label={t('fields.status')}
        value={filters.status}
        options={RISK_STATUSES.map((s) => ({ value: s, label: s }))}
        allLabel={t('register.allStatuses')}
        onChange={(v) => set('status', v)}
      />
      <FilterSelect
        label={t('fields.category')}
        value={filters.categoryId}
        options={(categories.data?.list ?? []).map((c) => ({ value: c.id, label: c.name }))}
        allLabel={t('register.allCategories')}
        onChange={(v) => set('categoryId', v)}
      />
      <FilterSelect
        label={t('fields.team')}
        value={filters.teamId}
        options={(teams.data?.list ?? []).map((c) => ({ value: c.id, label: c.name }))}
        allLabel={t('register.allTeams')}
        onChange={(v) => set('teamId', v)}
      />
      <FilterSelect
        label={t('fields.owner')}
        value={filters.ownerId}
        options={(employees.data?.list ?? []).map((e) => ({ value: e.id, label: e.fullName }))}
        allLabel={t('register.allOwners')}
        onChange={(v) => set('ownerId', v)}
      />
      <FilterSelect
        label={t('fields.level')}
        value={filters.level}
        options={RISK_LEVELS.map((l) => ({ value: l, label: levelName(t, l) }))}
        allLabel={t('register.allLevels')}
        onChange={(v) => set('level', v)}
      />
      <FilterSelect
        label={t('fields.basis')}
        value={filters.basis}
        options={[
          { value: 'residual', label: t('fields.residual') },
          { value: 'inherent', label: t('fields.inherent') },
        ]}
        allLabel={t('fields.residual')}
        onChange={(v) => set('basis', v)}
      />
      {any ? <Button type="button" label={t('register.clear')} text onClick={clear} /> : null}
    </>
  );

  return (
    <>
      <DownloadButtons
        screens={screens}
        input={{ ...params, ...(table.appliedSearch ? { search: table.appliedSearch } : {}) }}
      />
      <ListTable<TRisk>
        table={table}
        columns={columns}
        label={label}
        filters={filterBar}
        emptyTitle={t('register.empty')}
      />
    </>
  );
};

/**
 * "Download Excel" (and "Download PDF" once the API builds it): the server writes the file with
 * the register's current filters and answers a 15-minute link, which the browser then fetches.
 */
const DownloadButtons = ({
  screens,
  input,
}: {
  screens: RiskScreens;
  input: Omit<TRiskDownloadInput, 'format'>;
}) => {
  const { t } = useTranslation('risk');
  const download = useDownload(screens.register);
  const [last, setLast] = useState<{ url: string; filename: string } | null>(null);
  const run = async (format: 'xlsx' | 'pdf') => {
    setLast(null);
    const file = await download.mutateAsync({ input: { ...input, format } });
    setLast({ url: file.url, filename: file.filename });
    notify({
      severity: 'success',
      summary: t('register.downloaded', { filename: file.filename, count: file.rows }),
    });
    if (format === 'xlsx') window.location.assign(file.url);
    else window.open(file.url, '_blank', 'noopener');
  };
  const busy = download.isPending ? download.variables?.input.format : undefined;
  return (
    <div className="risk-download">
      <Button
        type="button"
        icon="pi pi-file-excel"
        label={t('register.download')}
        severity="secondary"
        outlined
        loading={busy === 'xlsx'}
        disabled={download.isPending}
        onClick={() => void run('xlsx').catch(() => undefined)}
      />
      {PDF_DOWNLOAD ? (
        <Button
          type="button"
          icon="pi pi-file-pdf"
          label={t('register.downloadPdf')}
          severity="secondary"
          outlined
          loading={busy === 'pdf'}
          disabled={download.isPending}
          onClick={() => void run('pdf').catch(() => undefined)}
        />
      ) : null}
      {last ? (
        <a className="risk-download-link" href={last.url} target="_blank" rel="noopener noreferrer">
          {t('register.open', { filename: last.filename })}
        </a>
      ) : null}
    </div>
  );
};
