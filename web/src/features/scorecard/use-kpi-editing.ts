import { ApiError, type TKpi } from '@stratum/contracts';
import { useCallback, useState } from 'react';
import { errorNotice } from '../../lib/errors';
import { serverFieldErrors } from '../../lib/form-errors';
import { notify } from '../../lib/notify';
import { isStale } from '../../lib/write-failure';
import { DRAFT_FIELDS, draftOf, type DraftField, type KpiDraft, type SaveCheck } from './kpi-rows';

/** One row being edited: what is typed, what is wrong with it, and how its save went. */
export interface EditingRow {
  draft: KpiDraft;
  /** the KPA a KPI being added goes under */
  kpaId: string | null;
  errors: Partial<Record<DraftField, string>>;
  saving: boolean;
  /** the save was refused: someone else changed the KPI since it was read */
  stale: boolean;
}

/** The key of a KPI being added (one per KPA, or one for a scorecard without KPAs). */
export const newKey = (kpaId: string | null) => `new:${kpaId ?? ''}`;
export const isNewKey = (key: string) => key.startsWith('new:');

export interface SaveOutcome {
  saved: TKpi;
}

/**
 * The rows of a KPI table being edited in place, by key (a KPI's id, or `newKey(kpaId)`): start,
 * type, cancel, save. A save is checked first (`check`: the route's schema, under the fields);
 * a stale version keeps the row open with a notice to reload it (the screen never retries by
 * itself); other refusals go under their fields and into a toast titled as the route's.
 */
export const useKpiEditing = (texts: {
  staleTitle: string;
  staleText: (name: string) => string;
  fallbackTitle: string;
}) => {
  const [rows, setRows] = useState<Record<string, EditingRow>>({});

  const patch = useCallback(
    (key: string, change: Partial<EditingRow>) =>
      setRows((all) => (all[key] ? { ...all, [key]: { ...all[key], ...change } } : all)),
    [],
  );

  const start = useCallback((key: string, draft: KpiDraft, kpaId: string | null) => {
    setRows((all) => ({ ...all, [key]: { draft, kpaId, errors: {}, saving: false, stale: false } }));
  }, []);

  const stop = useCallback((key: string) => {
    setRows((all) => {
      const { [key]: _gone, ...rest } = all;
      return rest;
    });
  }, []);

  const type = useCallback((key: string, field: DraftField, value: string | null) => {
    setRows((all) => {
      const row = all[key];
      if (!row) return all;
      const { [field]: _fixed, ...errors } = row.errors;
      return { ...all, [key]: { ...row, draft: { ...row.draft, [field]: value } as KpiDraft, errors } };
    });
  }, []);

  /** Puts the latest KPI into a row whose save was stale (what was typed is dropped). */
  const reload = useCallback(
    (key: string, latest: TKpi | undefined) => {
      if (!latest) stop(key);
      else patch(key, { draft: draftOf(latest), errors: {}, stale: false });
    },
    [patch, stop],
  );

  const save = useCallback(
    async <I>(
      key: string,
      name: string,
      check: SaveCheck<I>,
      call: (input: I) => Promise<TKpi>,
      onSaved: (kpi: TKpi) => void,
    ) => {
      if (!check.ok) {
        patch(key, { errors: check.errors });
        return;
      }
      if (!check.changed) {
        stop(key);
        return;
      }
      patch(key, { saving: true, errors: {}, stale: false });
      try {
        const saved = await call(check.input);
        stop(key);
        onSaved(saved);
      } catch (e) {
        if (isStale(e)) {
          patch(key, { saving: false, stale: true });
          notify({ severity: 'warn', summary: texts.staleTitle, detail: texts.staleText(name) });
          return;
        }
        const mapped =
          e instanceof ApiError
            ? serverFieldErrors(e.issues, e.message, DRAFT_FIELDS)
            : { fields: {}, other: [] };
        patch(key, { saving: false, errors: mapped.fields });
        const notice = errorNotice(e, texts.fallbackTitle);
        if (notice) notify(notice);
      }
    },
    [patch, stop, texts],
  );

  return { rows, start, stop, type, save, reload };
};

export type KpiEditing = ReturnType<typeof useKpiEditing>;
