import type { TRiskRating } from '@stratum/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/**
 * The text on a level colour: near-black reads on every spec §9 colour (4.7:1 on red, more on the
 * others), where white does not reach 4.5:1 on red or orange.
 */
export const textOn = (_colour: string | null | undefined): string => '#111827';

/** A level's name in the reader's language ("Extreme" is "Extrem" in German); null is "Unrated". */
export const levelName = (t: TFunction<'risk'>, level: string | null | undefined): string =>
  level ? t(`levels.${level}`, { defaultValue: level }) : t('levels.unrated');

/** A level in its spec §9 colour: "Extreme", "Low"…; "Unrated" where the matrix has no entry. */
export const LevelTag = ({
  level,
  colour,
  score,
  label,
}: {
  level: string | null;
  colour: string | null;
  score?: number | null;
  /** what the tag says to assistive technology, when more than its text ("Residual: High (12)") */
  label?: string;
}) => {
  const { t } = useTranslation('risk');
  return (
    <span
      className="risk-level"
      style={{ background: colour ?? '#E5E7EB', color: textOn(colour) }}
      {...(label ? { 'aria-label': label, role: 'img' } : {})}
    >
      {levelName(t, level)}
      {score !== undefined && score !== null ? <span className="risk-level-score"> {score}</span> : null}
    </span>
  );
};

/** A risk's rating (inherent or residual) as a level tag with its cell's names. */
export const RatingTag = ({ rating, basis }: { rating: TRiskRating; basis: 'inherent' | 'residual' }) => {
  const { t } = useTranslation('risk');
  const name = t(`fields.${basis}`);
  return (
    <LevelTag
      level={rating.level}
      colour={rating.colour}
      score={rating.ratingScore}
      label={t('levelTag', {
        basis: name,
        level: levelName(t, rating.level),
        score: rating.ratingScore ?? '–',
      })}
    />
  );
};
