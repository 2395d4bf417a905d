import type { ApiError } from '@stratum/contracts';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useExportOrgSurvey, useOrgHeatMap, useOrgUnitReport } from './org-api';
import './surveys.css';
import { ScrollTable } from '../../components/scroll-table';

/** The shade of a shown cell: its average as a share of the way from 1 to 5. */
const shade = (average: number) =>
  `hsl(${Math.round(Math.min(Math.max((average - 1) / 4, 0), 1) * 120)} 60% 85%)`;

/** Excel and PDF of the heat map, or of one unit's report: the file opens from its short-lived link. */
const ExportButtons = ({ id, unitId }: { id: string; unitId?: string }) => {
  const { t } = useTranslation('surveys');
  const exportFile = useExportOrgSurvey();
  return (
    <div className="surveys-actions">
      {(['xlsx', 'pdf'] as const).map((format) => (
        <Button
          key={format}
          type="button"
          outlined
          icon={format === 'xlsx' ? 'pi pi-file-excel' : 'pi pi-file-pdf'}
          label={t(`heat.${format}`)}
          loading={exportFile.isPending && exportFile.variables?.input.format === format}
          onClick={() =>
            void exportFile
              .mutateAsync({ input: { id, format, ...(unitId ? { unitId } : {}) } })
              .then((file) => window.open(file.url, '_blank', 'noopener'))
              .catch(() => undefined)
          }
        />
      ))}
    </div>
  );
};

/** One unit beside the company (docs/surveys.md): a figure under the threshold is withheld. */
const UnitReport = ({ id, unitId }: { id: string; unitId: string }) => {
  const { t } = useTranslation('surveys');
  const report = useOrgUnitReport(id, unitId);
  const r = report.data?.item;
  if (!r) return null;
  const figure = (f: { count: number; average: number | null; withheld: boolean }) =>
    f.withheld || f.average === null
      ? t('heat.withheld', { count: f.count })
      : t('heat.cell', { average: f.average.toFixed(2), count: f.count });
  const name = r.unit.id === '-' ? t('heat.noUnit') : r.unit.name;
  return (
    <section aria-labelledby="unit-report">
      <h2 id="unit-report">{t('heat.unitReport', { unit: name })}</h2>
      <p>{t('heat.unitIntro', { threshold: r.threshold })}</p>
      <ScrollTable className="surveys-table" aria-label={t('heat.unitReport', { unit: name })}>
        <thead>
          <tr>
            <th scope="col">{t('heat.competency')}</th>
            <th scope="col">{name}</th>
            <th scope="col">{t('heat.company')}</th>
          </tr>
        </thead>
        <tbody>
          {r.rows.map((row) => (
            <tr key={row.competencyId}>
              <th scope="row">{row.name}</th>
              <td>{figure(row.unit)}</td>
              <td>{figure(row.company)}</td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
      <ExportButtons id={id} unitId={unitId} />
    </section>
  );
};

/**
 * The organisational heat map (docs/surveys.md): units down, competencies across. A withheld cell
 * says so and how many answered — never an average, and never folded into another row.
 */
export const Component = () => {
  const { t } = useTranslation('surveys');
  const { id = '' } = useParams();
  const map = useOrgHeatMap(id);
  const [unitId, setUnitId] = useState<string | null>(null);
  if (map.error) return <Message severity="error" text={(map.error as ApiError).message} />;
  const m = map.data?.item;
  if (!m) return null;
  const cellOf = (unitId: string, competencyId: string) =>
    m.cells.find((c) => c.unitId === unitId && c.competencyId === competencyId);
  return (
    <div className="surveys-page">
      <h1>{t('heat.heading', { title: m.title })}</h1>
      <p>{t('heat.intro', { threshold: m.threshold })}</p>
      <ScrollTable className="surveys-table" aria-label={t('heat.heading', { title: m.title })}>
        <thead>
          <tr>
            <th scope="col">{t('heat.unit')}</th>
            {m.competencies.map((c) => (
              <th key={c.id} scope="col">
                {c.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {m.units.map((u) => (
            <tr key={u.id}>
              <th scope="row">
                <Button
                  type="button"
                  link
                  label={u.id === '-' ? t('heat.noUnit') : u.name}
                  aria-label={t('heat.openUnit', { unit: u.id === '-' ? t('heat.noUnit') : u.name })}
                  onClick={() => setUnitId(u.id)}
                />
              </th>
              {m.competencies.map((c) => {
                const cell = cellOf(u.id, c.id);
                if (!cell || cell.withheld || cell.average === null)
                  return <td key={c.id}>{t('heat.withheld', { count: cell?.count ?? 0 })}</td>;
                return (
                  <td key={c.id} style={{ background: shade(cell.average) }}>
                    {t('heat.cell', { average: cell.average.toFixed(2), count: cell.count })}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </ScrollTable>
      <ExportButtons id={id} />
      {unitId ? <UnitReport id={id} unitId={unitId} /> : null}
    </div>
  );
};
