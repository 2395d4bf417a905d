import type { TRiskMatrixEntry, TRiskRatingType } from '@stratum/contracts';
import { levelOfScore, riskLevelColour } from '@stratum/rules';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { InputNumber } from 'primereact/inputnumber';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from '../../components/loading';
import { notify } from '../../lib/notify';
import {
  matrixQueryOptions,
  useAddMatrixEntry,
  useDeleteMatrixEntry,
  useMatrix,
  useScale,
  useUpdateMatrixEntry,
} from './api';
import { levelName, textOn } from './level-tag';
import { useFailureReport } from './row-parts';
import { ScrollTable } from '../../components/scroll-table';

const IMPACT_ROWS = [5, 4, 3, 2, 1];
const LIKELIHOOD_COLUMNS = [1, 2, 3, 4, 5];

interface Chosen {
  impact: number;
  likelihood: number;
}

/**
 * A rating type's matrix (spec §3 "risk rating matrix entry"): the 5×5 grid of rating scores, each
 * cell in its level's colour. An administrator picks a cell and gives it another score (the level
 * follows the type's bands, shown as it is typed), rates an empty cell, or removes an entry.
 */
export const MatrixEditor = ({ type, admin }: { type: TRiskRatingType; admin: boolean }) => {
  const { t } = useTranslation('risk');
  const matrix = useMatrix(type.id);
  const impacts = useScale('impact');
  const likelihoods = useScale('likelihood');
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const nameOf = (list: { score: number; name: string }[] | undefined, score: number) =>
    list?.find((p) => p.score === score)?.name ?? String(score);
  const impactName = (s: number) => nameOf(impacts.data?.list, s);
  const likelihoodName = (s: number) => nameOf(likelihoods.data?.list, s);
  const title = t('setup.matrixOf', { name: type.name });
  if (matrix.isPending) return <Loading />;
  const entries = matrix.data?.list ?? [];
  const entryAt = (impact: number, likelihood: number) =>
    entries.find((e) => e.impact === impact && e.likelihood === likelihood);
  const chosenEntry = chosen ? entryAt(chosen.impact, chosen.likelihood) : undefined;
  return (
    <div className="card">
      <h2>{title}</h2>
      <ScrollTable className="risk-grid risk-matrix" aria-label={t('setup.matrixLabel', { name: type.name })}>
        <thead>
          <tr>
            <th scope="col" className="risk-grid-corner">
              {t('heatMap.impactAxis')} \ {t('heatMap.likelihoodAxis')}
            </th>
            {LIKELIHOOD_COLUMNS.map((l) => (
              <th key={l} scope="col">
                {likelihoodName(l)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {IMPACT_ROWS.map((i) => (
            <tr key={i}>
              <th scope="row">{impactName(i)}</th>
              {LIKELIHOOD_COLUMNS.map((l) => {
                const e = entryAt(i, l);
                const words = { impact: impactName(i), likelihood: likelihoodName(l) };
                const label = e
                  ? t('setup.matrixCell', { ...words, score: e.ratingScore, level: levelName(t, e.level) })
                  : t('setup.matrixEmpty', words);
                const active = chosen?.impact === i && chosen.likelihood === l;
                return (
                  <td
                    key={l}
                    className={active ? 'risk-grid-cell active' : 'risk-grid-cell'}
                    data-impact={i}
                    data-likelihood={l}
                    data-level={e?.level ?? ''}
                    style={{ background: e?.colour ?? '#E5E7EB', color: textOn(e?.colour) }}
                  >
                    {admin ? (
                      <button
                        type="button"
                        aria-label={label}
                        aria-pressed={active}
                        title={label}
                        onClick={() => setChosen({ impact: i, likelihood: l })}
                      >
                        {e?.ratingScore ?? '–'}
                      </button>
                    ) : (
                      <span role="img" aria-label={label}>
                        {e?.ratingScore ?? '–'}
                      </span>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </ScrollTable>
      {admin && chosen ? (
        <CellEditor
          key={`${chosen.impact}-${chosen.likelihood}-${chosenEntry?.version ?? 0}`}
          type={type}
          cell={chosen}
          entry={chosenEntry}
          names={{ impact: impactName(chosen.impact), likelihood: likelihoodName(chosen.likelihood) }}
          onDone={() => setChosen(null)}
        />
      ) : null}
    </div>
  );
};

const CellEditor = ({
  type,
  cell,
  entry,
  names,
  onDone,
}: {
  type: TRiskRatingType;
  cell: Chosen;
  entry: TRiskMatrixEntry | undefined;
  names: { impact: string; likelihood: string };
  onDone: () => void;
}) => {
  const { t } = useTranslation('risk');
  const { t: ts } = useTranslation();
  const queryClient = useQueryClient();
  const report = useFailureReport('setup.stale');
  const add = useAddMatrixEntry();
  const update = useUpdateMatrixEntry();
  const remove = useDeleteMatrixEntry();
  const id = useId();
  const [score, setScore] = useState<number | null>(entry?.ratingScore ?? cell.impact * cell.likelihood);
  const valid = score !== null && Number.isInteger(score) && score >= 1 && score <= 25;
  const preview = valid ? levelOfScore(score, type.scheme, type.thresholds) : null;
  const busy = add.isPending || update.isPending || remove.isPending;

  const save = async () => {
    if (!valid) return;
    try {
      const { item } = entry
        ? await update.mutateAsync({
            input: { id: entry.id, version: entry.version, riskRatingTypeId: type.id, ratingScore: score },
          })
        : await add.mutateAsync({
            input: {
              riskRatingTypeId: type.id,
              impact: cell.impact,
              likelihood: cell.likelihood,
              ratingScore: score,
            },
          });
      notify({
        severity: 'success',
        summary: t('setup.cellSaved', { ...names, score: item.ratingScore, level: levelName(t, item.level) }),
      });
    } catch {
      // toasted centrally ("Update Risk Rating Matrix Failed"); a stale entry reads again
      await queryClient.invalidateQueries({ queryKey: matrixQueryOptions(type.id).queryKey });
    }
  };

  const removeEntry = async () => {
    if (!entry) return;
    try {
      await remove.mutateAsync({
        input: { id: entry.id, version: entry.version, riskRatingTypeId: type.id },
      });
      notify({ severity: 'success', summary: t('setup.cellRemoved', names) });
      onDone();
    } catch (e) {
      await report(e);
    }
  };

  return (
    <div className="risk-cell-editor">
      <label htmlFor={id}>{t('setup.editCell', names)}</label>
      <InputNumber
        inputId={id}
        value={score}
        min={1}
        max={25}
        onValueChange={(e) => setScore(e.value ?? null)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') void save();
        }}
      />
      {preview ? (
        <span
          className="risk-level"
          style={{
            background: riskLevelColour(type.scheme, preview),
            color: textOn(riskLevelColour(type.scheme, preview)),
          }}
        >
          {preview}
        </span>
      ) : null}
      <Button
        type="button"
        label={t('setup.saveCell')}
        loading={busy}
        disabled={!valid || busy}
        onClick={() => void save()}
      />
      {entry ? (
        <Button
          type="button"
          label={t('setup.removeCell')}
          severity="secondary"
          text
          disabled={busy}
          onClick={() => void removeEntry()}
        />
      ) : null}
      <Button type="button" label={ts('common.cancel')} text onClick={onDone} />
    </div>
  );
};
