import type { TRiskHeatMap } from '@stratum/contracts';
import { useTranslation } from 'react-i18next';
import { levelName, textOn } from './level-tag';
import { ScrollTable } from '../../components/scroll-table';

type Cell = TRiskHeatMap['inherent'][number];

/** Impact from the top (Catastrophic) down, likelihood from the left (Rare) across: spec §9. */
const IMPACT_ROWS = [5, 4, 3, 2, 1];
const LIKELIHOOD_COLUMNS = [1, 2, 3, 4, 5];

export interface HeatMapGridProps {
  heatMap: TRiskHeatMap;
  basis: 'inherent' | 'residual';
  /** a cell was chosen (the register opens at its level) */
  onCell?: (cell: Cell) => void;
}

/**
 * The 5×5 heat map as a table: impact rows (Catastrophic … Insignificant), likelihood columns
 * (Rare … Certain), each cell in its level's colour with the number of risks in it. Headers name
 * rows and columns for screen readers; each cell's button says its cell, count and level.
 */
export const HeatMapGrid = ({ heatMap, basis, onCell }: HeatMapGridProps) => {
  const { t } = useTranslation('risk');
  const cells = heatMap[basis];
  const name = (list: TRiskHeatMap['impacts'], score: number) =>
    list.find((p) => p.score === score)?.name ?? String(score);
  const cellOf = (impact: number, likelihood: number) =>
    cells.find((c) => c.impact === impact && c.likelihood === likelihood);
  return (
    <ScrollTable
      className="risk-grid"
      aria-label={t('heatMap.label', {
        basis: t(`fields.${basis}`),
        type: heatMap.ratingType?.name ?? '',
      })}
    >
      <thead>
        <tr>
          <th scope="col" className="risk-grid-corner">
            {t('heatMap.impactAxis')} \ {t('heatMap.likelihoodAxis')}
          </th>
          {LIKELIHOOD_COLUMNS.map((l) => (
            <th key={l} scope="col">
              {name(heatMap.likelihoods, l)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {IMPACT_ROWS.map((i) => (
          <tr key={i}>
            <th scope="row">{name(heatMap.impacts, i)}</th>
            {LIKELIHOOD_COLUMNS.map((l) => {
              const cell = cellOf(i, l);
              const count = cell?.count ?? 0;
              const words = {
                impact: name(heatMap.impacts, i),
                likelihood: name(heatMap.likelihoods, l),
                count,
                level: levelName(t, cell?.level),
              };
              const label = cell?.level ? t('heatMap.cell', words) : t('heatMap.cellUnrated', words);
              return (
                <td
                  key={l}
                  className="risk-grid-cell"
                  data-impact={i}
                  data-likelihood={l}
                  data-level={cell?.level ?? ''}
                  style={{ background: cell?.colour ?? '#E5E7EB', color: textOn(cell?.colour) }}
                >
                  {onCell && cell?.level ? (
                    <button type="button" aria-label={label} title={label} onClick={() => onCell(cell)}>
                      {count}
                    </button>
                  ) : (
                    <span aria-label={label} role="img">
                      {count}
                    </span>
                  )}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
};
