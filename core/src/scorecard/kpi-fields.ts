import { KPI_FIGURES } from '@stratum/contracts';

/** The KPI fields that may be none (stored absent, shown null): the figures and the texts. */
export const NULLABLE_KPI_FIELDS = [...KPI_FIGURES, 'manualBaseline', 'manualTarget', 'targetDate'] as const;
export type NullableKpiField = (typeof NULLABLE_KPI_FIELDS)[number];

type Given = Partial<Record<NullableKpiField, number | string | null | undefined>>;

/** An add's values: only what was given and is not none (ElectroDB stores no nulls). */
export const presentValues = (input: Given, fields: readonly NullableKpiField[] = NULLABLE_KPI_FIELDS) => {
  const out: Partial<Record<NullableKpiField, number | string>> = {};
  for (const f of fields) {
    const v = input[f];
    if (v !== undefined && v !== null) out[f] = v;
  }
  return out;
};

/**
 * An update's change: fields left out stay as they were; a value sets the field; null clears it
 * (removes it). `before` lets the audit trail say only what changed.
 */
export const changesOf = (
  input: Given,
  before: Partial<Record<NullableKpiField, unknown>>,
  fields: readonly NullableKpiField[] = NULLABLE_KPI_FIELDS,
) => {
  const set: Partial<Record<NullableKpiField, number | string>> = {};
  const remove: NullableKpiField[] = [];
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const f of fields) {
    const v = input[f];
    if (v === undefined) continue;
    const old = before[f] ?? null;
    if (v === null) {
      if (old !== null) remove.push(f);
    } else if (old !== v) set[f] = v;
    if (old !== v) {
      was[f] = old;
      now[f] = v;
    }
  }
  return { set, remove, was, now };
};
