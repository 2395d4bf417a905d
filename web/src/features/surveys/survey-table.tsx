import type { TMySurvey, TSurveyRow } from '@stratum/contracts';
import { formatDate } from '../../lib/format';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DateText } from '../../components/date-text';
import { EmptyState } from '../../components/empty-state';
import { LoadFailed } from '../../components/load-failed';
import { Loading } from '../../components/loading';
import { csvFileName, toCsv } from '../../lib/csv';
import { downloadText } from '../../lib/files';
import { ScrollTable } from '../../components/scroll-table';

type Row = TMySurvey & Partial<Pick<TSurveyRow, 'subjectName' | 'reviewerCount'>>;

export interface SurveyTableProps<R extends Row> {
  /** the list's query: loading and a failure show as such, never as an empty list */
  query: UseQueryResult<{ list: R[] }, Error>;
  /** names the table */
  label: string;
  /** what an empty list says, and what it invites the person to do */
  empty: string;
  emptyAction?: ReactNode;
  /** where a survey's title leads, and the link's accessible name */
  open: (s: R) => { to: string; label: string };
  /** the survey's subject in its own column (the officer's list; one's own list is about oneself) */
  withSubject?: boolean;
  /** names the CSV file of the rows shown; without it there is no export button */
  exportName?: string;
}

/** A list of 360-degree surveys: title (a link), subject, period, status and answers. */
export const SurveyTable = <R extends Row>({
  query,
  label,
  empty,
  emptyAction,
  open,
  withSubject = false,
  exportName,
}: SurveyTableProps<R>) => {
  const { t } = useTranslation('surveys');
  const { t: ts } = useTranslation();
  if (query.isPending) return <Loading />;
  if (query.isError) return <LoadFailed text={query.error.message} onRetry={() => void query.refetch()} />;
  const list = query.data.list;
  if (list.length === 0) return <EmptyState title={empty} action={emptyAction} />;
  const answers = (s: R) =>
    s.reviewerCount === undefined
      ? String(s.answered)
      : t('list.answeredOf', { answered: s.answered, total: s.reviewerCount });
  const exportCsv = (name: string) => {
    const columns = [
      { header: t('list.title'), value: (s: R) => s.title },
      ...(withSubject ? [{ header: t('list.subject'), value: (s: R) => s.subjectName }] : []),
      { header: t('list.period'), value: (s: R) => `${formatDate(s.startDate)} – ${formatDate(s.endDate)}` },
      { header: t('list.status'), value: (s: R) => t(`status.${s.status}`) },
      { header: t('list.answered'), value: answers },
    ];
    downloadText(csvFileName(name), `\uFEFF${toCsv(columns, list)}`, 'text/csv;charset=utf-8');
  };
  return (
    <>
      {exportName ? (
        <Button
          type="button"
          icon="pi pi-download"
          label={ts('table.exportCsv')}
          severity="secondary"
          outlined
          onClick={() => exportCsv(exportName)}
        />
      ) : null}
      <ScrollTable className="surveys-table" aria-label={label}>
        <thead>
          <tr>
            <th>{t('list.title')}</th>
            {withSubject ? <th>{t('list.subject')}</th> : null}
            <th>{t('list.period')}</th>
            <th>{t('list.status')}</th>
            <th>{t('list.answered')}</th>
          </tr>
        </thead>
        <tbody>
          {list.map((s) => {
            const link = open(s);
            return (
              <tr key={s.id}>
                <td>
                  <Link to={link.to} aria-label={link.label}>
                    {s.title}
                  </Link>
                </td>
                {withSubject ? <td>{s.subjectName}</td> : null}
                <td>
                  <DateText value={s.startDate} /> – <DateText value={s.endDate} />
                </td>
                <td>{t(`status.${s.status}`)}</td>
                <td>{answers(s)}</td>
              </tr>
            );
          })}
        </tbody>
      </ScrollTable>
    </>
  );
};
