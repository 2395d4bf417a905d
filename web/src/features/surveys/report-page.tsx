import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ReportChart, SERIES_COLOURS } from '../../components/chart';
import { useSurveyReport } from './api';
import './surveys.css';

/**
 * The subject's report: bars per rater group per competency, from the groups that may be shown;
 * a group below the anonymity threshold is named with its count and left out, never merged.
 */
export const Component = () => {
  const { t } = useTranslation('surveys');
  const { id = '' } = useParams();
  const report = useSurveyReport(id);
  const r = report.data?.item;
  const shown = useMemo(() => (r ? r.groups.filter((g) => g.shown).map((g) => g.group) : []), [r]);
  const data = useMemo(
    () => ({
      labels: r?.competencies.map((c) => c.name) ?? [],
      datasets: shown.map((group, i) => ({
        label: t(`groups.${group}`),
        backgroundColor: SERIES_COLOURS[i % SERIES_COLOURS.length],
        data: r?.competencies.map((c) => c.scores.find((s) => s.group === group)?.average ?? null) ?? [],
      })),
    }),
    [r, shown, t],
  );
  if (!r) return null;
  const top = Math.max(...r.points.map((p) => p.value));
  return (
    <div className="surveys-page">
      <h1>{t('report.heading', { title: r.title })}</h1>
      <p>
        {r.subjectName} · {t(`status.${r.status}`)}
      </p>
      <section aria-labelledby="report-groups">
        <h2 id="report-groups">{t('report.chart')}</h2>
        {shown.length === 0 ? (
          <p>{t('report.noResults')}</p>
        ) : (
          <ReportChart
            label={t('report.chart')}
            data={data}
            options={{ scales: { y: { min: 0, max: top } } }}
          />
        )}
        <ul aria-label={t('list.answered')}>
          {r.groups.map((g) =>
            g.shown ? (
              <li key={g.group}>
                {t(`groups.${g.group}`)}: {g.answered}
              </li>
            ) : (
              <li key={g.group}>
                {t('report.leftOut', {
                  group: t(`groups.${g.group}`),
                  count: g.answered,
                  threshold: r.threshold,
                })}
              </li>
            ),
          )}
        </ul>
        <table className="surveys-table" aria-label={t('report.chart')}>
          <thead>
            <tr>
              <th>{t('setup.competency')}</th>
              {shown.map((g) => (
                <th key={g}>{t(`groups.${g}`)}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {r.competencies.map((c) => (
              <tr key={c.competencyId}>
                <td>{c.name}</td>
                {shown.map((g) => (
                  <td key={g}>{c.scores.find((s) => s.group === g)?.average ?? '—'}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section aria-labelledby="report-comments">
        <h2 id="report-comments">{t('report.comments')}</h2>
        {r.comments.length === 0 ? (
          <p>{t('report.noComments')}</p>
        ) : (
          <ul>
            {r.comments.map((c, i) => (
              <li key={i}>
                {t(`groups.${c.group}`)}: {c.text}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
};
