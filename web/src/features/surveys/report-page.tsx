import type { TRaterGroup } from '@stratum/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ReportChart, SERIES_COLOURS } from '../../components/chart';
import { RadarChart } from '../../components/radar-chart';
import { useExportSurveyReport, useSurveyReport } from './api';
import { SurveyExportButtons } from './export-buttons';
import './surveys.css';
import { ScrollTable } from '../../components/scroll-table';

/** A series colour with some transparency, for a radar's filled polygon. */
const translucent = (hex: string) => `${hex}33`;

/**
 * The subject's report (docs/surveys.md): a radar of each shown rater group's average per
 * competency, the same as bars and a table, and the comments grouped by rater group — never by
 * person. A group below the anonymity threshold is named with its count and left out, never
 * merged; the Excel and PDF files are written by the server from the same report.
 */
export const Component = () => {
  const { t } = useTranslation('surveys');
  const { id = '' } = useParams();
  const report = useSurveyReport(id);
  const exportFile = useExportSurveyReport();
  const r = report.data?.item;
  const shown = useMemo(() => (r ? r.groups.filter((g) => g.shown).map((g) => g.group) : []), [r]);
  const series = useMemo(
    () =>
      shown.map((group, i) => ({
        group,
        colour: SERIES_COLOURS[i % SERIES_COLOURS.length]!,
        data: r?.competencies.map((c) => c.scores.find((s) => s.group === group)?.average ?? null) ?? [],
      })),
    [r, shown],
  );
  const labels = useMemo(() => r?.competencies.map((c) => c.name) ?? [], [r]);
  const bars = useMemo(
    () => ({
      labels,
      datasets: series.map((s) => ({
        label: t(`groups.${s.group}`),
        backgroundColor: s.colour,
        data: s.data,
      })),
    }),
    [labels, series, t],
  );
  const radar = useMemo(
    () => ({
      labels,
      datasets: series.map((s) => ({
        label: t(`groups.${s.group}`),
        borderColor: s.colour,
        backgroundColor: translucent(s.colour),
        pointBackgroundColor: s.colour,
        data: s.data,
      })),
    }),
    [labels, series, t],
  );
  const comments = useMemo(() => {
    const by = new Map<TRaterGroup, string[]>();
    for (const c of r?.comments ?? []) by.set(c.group, [...(by.get(c.group) ?? []), c.text]);
    return [...by];
  }, [r]);
  if (!r) return null;
  const values = r.points.map((p) => p.value);
  const [bottom, top] = [Math.min(...values), Math.max(...values)];
  return (
    <div className="surveys-page">
      <h1>{t('report.heading', { title: r.title })}</h1>
      <p>
        {r.subjectName} · {t(`status.${r.status}`)}
      </p>
      <SurveyExportButtons run={(format) => exportFile.mutateAsync({ input: { id: r.id, format } })} />
      <section aria-labelledby="report-radar">
        <h2 id="report-radar">{t('report.radar')}</h2>
        {shown.length === 0 ? (
          <p>{t('report.noResults')}</p>
        ) : (
          <RadarChart label={t('report.radarLabel')} data={radar} min={bottom} max={top} />
        )}
      </section>
      <section aria-labelledby="report-groups">
        <h2 id="report-groups">{t('report.chart')}</h2>
        {shown.length > 0 && (
          <ReportChart
            label={t('report.chart')}
            data={bars}
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
        <ScrollTable className="surveys-table" aria-label={t('report.chart')}>
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
        </ScrollTable>
      </section>
      <section aria-labelledby="report-comments">
        <h2 id="report-comments">{t('report.comments')}</h2>
        <p>{t('report.commentsIntro', { threshold: r.threshold })}</p>
        {comments.length === 0 ? (
          <p>{t('report.noComments')}</p>
        ) : (
          comments.map(([group, texts]) => (
            <section key={group} aria-labelledby={`comments-${group}`}>
              <h3 id={`comments-${group}`}>{t(`groups.${group}`)}</h3>
              <ul aria-labelledby={`comments-${group}`}>
                {texts.map((text, i) => (
                  <li key={i}>{text}</li>
                ))}
              </ul>
            </section>
          ))
        )}
      </section>
    </div>
  );
};
