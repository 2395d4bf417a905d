import type { ApiError } from '@stratum/contracts';
import { Message } from 'primereact/message';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useOrgHeatMap } from './org-api';
import './surveys.css';

/** The shade of a shown cell: its average as a share of the way from 1 to 5. */
const shade = (average: number) =>
  `hsl(${Math.round(Math.min(Math.max((average - 1) / 4, 0), 1) * 120)} 60% 85%)`;

/**
 * The organisational heat map (docs/surveys.md): units down, competencies across. A withheld cell
 * says so and how many answered — never an average, and never folded into another row.
 */
export const Component = () => {
  const { t } = useTranslation('surveys');
  const { id = '' } = useParams();
  const map = useOrgHeatMap(id);
  if (map.error) return <Message severity="error" text={(map.error as ApiError).message} />;
  const m = map.data?.item;
  if (!m) return null;
  const cellOf = (unitId: string, competencyId: string) =>
    m.cells.find((c) => c.unitId === unitId && c.competencyId === competencyId);
  return (
    <div className="surveys-page">
      <h1>{t('heat.heading', { title: m.title })}</h1>
      <p>{t('heat.intro', { threshold: m.threshold })}</p>
      <table className="surveys-table" aria-label={t('heat.heading', { title: m.title })}>
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
              <th scope="row">{u.id === '-' ? t('heat.noUnit') : u.name}</th>
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
      </table>
    </div>
  );
};
