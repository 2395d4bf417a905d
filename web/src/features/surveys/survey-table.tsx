import type { TMySurvey, TSurveyRow } from '@stratum/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DateText } from '../../components/date-text';
import { EmptyState } from '../../components/empty-state';
import { LoadFailed } from '../../components/load-failed';
import { Loading } from '../../components/loading';

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
}

/** A list of 360-degree surveys: title (a link), subject, period, status and answers. */
export const SurveyTable = <R extends Row>({
  query,
  label,
  empty,
  emptyAction,
  open,
  withSubject = false,
}: SurveyTableProps<R>) => {
  const { t } = useTranslation('surveys');
  if (query.isPending) return <Loading />;
  if (query.isError) return <LoadFailed text={query.error.message} onRetry={() => void query.refetch()} />;
  const list = query.data.list;
  if (list.length === 0) return <EmptyState title={empty} action={emptyAction} />;
  return (
    <table className="surveys-table" aria-label={label}>
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
              <td>
                {s.reviewerCount === undefined
                  ? s.answered
                  : t('list.answeredOf', { answered: s.answered, total: s.reviewerCount })}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
};
