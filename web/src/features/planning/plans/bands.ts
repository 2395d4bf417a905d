import type { TRatingBand } from '@stratum/contracts';
import { bandsOf, RATING_PALETTE, toNumber, type Band, type RatingPoints } from '@stratum/rules';

/**
 * The rating-scale editor's band strip (spec §5): the plan's saved entries, with the one being
 * edited replaced by what is typed and the one being added put in, turned into bands by the
 * rating engine's `bandsOf` as the person types, so the derived min–max of every band shows live.
 */

/** What the band form holds: the target as typed (text or a number), the colour null for the default. */
export interface BandDraft {
  description: string;
  target: string | number | null | undefined;
  colorValue: string | null | undefined;
}

export type RowState = 'saved' | 'editing' | 'new';

export interface DraftRow {
  /** the entry's id, or NEW_KEY for the one being added */
  key: string;
  description: string;
  target: number | null;
  /** its own colour; null uses the rating's default */
  colorValue: string | null;
  state: RowState;
}

export const NEW_KEY = 'new';

const normalDraft = (key: string, d: BandDraft, state: RowState): DraftRow => {
  const target = toNumber(typeof d.target === 'string' ? d.target.trim() : d.target);
  return {
    key,
    description: d.description.trim(),
    target,
    colorValue: d.colorValue ? d.colorValue : null,
    state,
  };
};

/** The entries the strip is drawn from: saved, the edited one as typed, and the new one. */
export const draftRows = (
  saved: readonly Pick<TRatingBand, 'id' | 'description' | 'target' | 'ownColorValue'>[],
  editing: { id: string; draft: BandDraft } | null,
  adding: BandDraft | null,
): DraftRow[] => [
  ...saved.map((b) =>
    editing && editing.id === b.id
      ? normalDraft(b.id, editing.draft, 'editing')
      : {
          key: b.id,
          description: b.description,
          target: b.target,
          colorValue: b.ownColorValue,
          state: 'saved' as const,
        },
  ),
  ...(adding ? [normalDraft(NEW_KEY, adding, 'new')] : []),
];

export interface StripBand extends Band {
  key: string;
  state: RowState;
  /** min above max: another band has the same target, so nothing can fall in this one */
  empty: boolean;
}

export interface Strip {
  bands: StripBand[];
  /** entries with no target yet (not in the strip) */
  pending: DraftRow[];
  /** entries beyond the fifth lowest target (the engine leaves them out) */
  leftOut: DraftRow[];
  /** targets more than one entry has */
  duplicateTargets: number[];
  /** all the plan's bands (five, or three on a three-point plan): scores can be computed */
  complete: boolean;
  /** how many bands the plan's scale has */
  points: RatingPoints;
}

/**
 * The strip of a set of entries: `bandsOf` gives rating, min, max and colour; each band keeps the
 * key of its entry (the engine sorts by target, keeping equal targets in order, as done here).
 */
export const stripOf = (rows: readonly DraftRow[], points: RatingPoints = 5): Strip => {
  const withTarget = rows.filter((r) => r.target !== null);
  const ordered = [...withTarget].sort((a, b) => (a.target as number) - (b.target as number));
  const bands = bandsOf(
    rows.map((r) => ({
      id: r.key,
      description: r.description,
      target: r.target as number,
      colorValue: r.colorValue,
    })),
    points,
  );
  const counts = new Map<number, number>();
  for (const r of withTarget) counts.set(r.target as number, (counts.get(r.target as number) ?? 0) + 1);
  return {
    bands: bands.map((b, i) => {
      const row = ordered[i] as DraftRow;
      return { ...b, key: row.key, state: row.state, empty: b.min > b.max };
    }),
    pending: rows.filter((r) => r.target === null),
    leftOut: ordered.slice(bands.length),
    duplicateTargets: [...counts].filter(([, n]) => n > 1).map(([target]) => target),
    complete: bands.length === points,
    points,
  };
};

/** The colours a band may take (spec §9 palette), by name, in the default order of ratings 1..5. */
export const PALETTE_CHOICES = (
  Object.entries(RATING_PALETTE) as [keyof typeof RATING_PALETTE, string][]
).map(([name, value]) => ({ name, value }));

const channel = (hex: string, at: number) => {
  const c = parseInt(hex.slice(at, at + 2), 16) / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** WCAG relative luminance of "#RRGGBB" (0 black … 1 white). */
export const luminance = (hex: string): number =>
  /^#[0-9a-f]{6}$/i.test(hex)
    ? 0.2126 * channel(hex, 1) + 0.7152 * channel(hex, 3) + 0.0722 * channel(hex, 5)
    : 1;

/** The text colour that reads best on a band's colour: black or white, whichever contrasts more. */
export const textOn = (background: string): '#000000' | '#FFFFFF' => {
  const l = luminance(background);
  const onBlack = (l + 0.05) / 0.05;
  const onWhite = 1.05 / (l + 0.05);
  return onBlack >= onWhite ? '#000000' : '#FFFFFF';
};
