import type { ApiError, TSurveyReviewRow } from '@stratum/contracts';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FilterSelect } from '../../components/filter-select';
import {
  currentCursor,
  firstPage,
  goToPage,
  hasNext,
  hasPrevious,
  recordNext,
  type CursorPages,
} from '../../lib/cursor-pages';
import { useExportSurveyReviews, useSurveyReviews } from './api';
import { SurveyExportButtons } from './export-buttons';
import { useActiveUnits } from './org-api';
import './surveys.css';
import { ScrollTable } from '../../components/scroll-table';

const PAGE_SIZE = 25;
type Status = TSurveyReviewRow['status'];
const STATUSES: readonly Status[] = ['Not Open', 'Open', 'Closed'];

/**
 * spec §2 /app/reports "degree-360 reviews" (docs/surveys.md): the company's 360-degree surveys of
 * a period — subject, dates, status (the server's, from the dates), reviewers answered of invited
 * per rater group, and the overall score where a group may be shown — a page at a time, with
 * Excel and PDF of everything the filter keeps.
 */
export const Component = () => {
  const { t } = useTranslation('surveys');
  const units = useActiveUnits();
  const exportFile = useExportSurveyReviews();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [status, setStatus] = useState<Status | undefined>();
  const [unitId, setUnitId] = useState<string | undefined>();
  const [pages, setPages] = useState<CursorPages>(firstPage);
  const filter = {
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
    ...(status ? { status } : {}),
    ...(unitId ? { unitId } : {}),
  };
  const cursor = currentCursor(pages);
  const list = useSurveyReviews({ ...filter, limit: PAGE_SIZE, ...(cursor ? { cursor } : {}) });
  const page = list.data;
  const placeholder = list.isPlaceholderData;
  useEffect(() => {
    if (page && !placeholder) setPages((p) => recordNext(p, p.index, page.cursor));
  }, [page, placeholder]);
  const refilter =
    <V,>(set: (v: V) => void) =>
    (v: V) => {
      set(v);
      setPages(firstPage());
    };
  const groupCell = (row: TSurveyReviewRow) =>
    row.groups
      .map((g) =>
        t('reviews.groupCount', { group: t(`groups.${g.group}`), answered: g.answered, invited: g.invited }),
      )
      .join(' · ');
  return (
    <div className="surveys-page">
      <h1>{t('reviews.heading')}</h1>
      <p>{t('reviews.intro')}</p>
      <div className="surveys-filters">
        <div className="list-filter">
          <label htmlFor="reviews-from">{t('reviews.from')}</label>
          <InputText
            id="reviews-from"
            type="date"
            value={from}
            onChange={(e) => refilter(setFrom)(e.target.value)}
          />
        </div>
        <div className="list-filter">
          <label htmlFor="reviews-to">{t('reviews.to')}</label>
          <InputText
            id="reviews-to"
            type="date"
            value={to}
            onChange={(e) => refilter(setTo)(e.target.value)}
          />
        </div>
        <FilterSelect
          label={t('list.status')}
          value={status}
          allLabel={t('reviews.allStatuses')}
          options={STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
          onChange={refilter(setStatus)}
        />
        <FilterSelect
          label={t('reviews.unit')}
          value={unitId}
          allLabel={t('reviews.allUnits')}
          options={(units.data?.units ?? []).map((u) => ({ value: u.id, label: u.name }))}
          onChange={refilter(setUnitId)}
        />
      </div>
      <SurveyExportButtons run={(format) => exportFile.mutateAsync({ input: { ...filter, format } })} />
      {list.error ? (
        <Message severity="error" text={(list.error as ApiError).message} />
      ) : page && page.list.length === 0 ? (
        <p>{t('reviews.empty')}</p>
      ) : (
        <ScrollTable className="surveys-table" aria-label={t('reviews.heading')}>
          <thead>
            <tr>
              <th scope="col">{t('list.subject')}</th>
              <th scope="col">{t('list.title')}</th>
              <th scope="col">{t('list.period')}</th>
              <th scope="col">{t('list.status')}</th>
              <th scope="col">{t('reviews.reviewers')}</th>
              <th scope="col">{t('list.answered')}</th>
              <th scope="col">{t('reviews.overall')}</th>
            </tr>
          </thead>
          <tbody>
            {(page?.list ?? []).map((row) => (
              <tr key={row.id}>
                <td>{row.subjectName}</td>
                <td>
                  <Link to={`/app/degree-360/report/${row.id}`}>{row.title}</Link>
                </td>
                <td>
                  {row.startDate} – {row.endDate}
                </td>
                <td>{t(`status.${row.status}`)}</td>
                <td>{groupCell(row)}</td>
                <td>{t('list.answeredOf', { answered: row.answered, total: row.invited })}</td>
                <td>{row.overall === null ? t('reviews.notShown') : row.overall.toFixed(2)}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
      {page && (
        <div className="surveys-actions">
          <span>{t('reviews.total', { count: page.total })}</span>{' '}
          <Button
            type="button"
            text
            label={t('reviews.previous')}
            disabled={!hasPrevious(pages)}
            onClick={() => setPages((p) => goToPage(p, p.index - 1))}
          />
          <Button
            type="button"
            text
            label={t('reviews.next')}
            disabled={!hasNext(pages)}
            onClick={() => setPages((p) => goToPage(p, p.index + 1))}
          />
        </div>
      )}
    </div>
  );
};
