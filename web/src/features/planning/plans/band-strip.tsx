import { useTranslation } from 'react-i18next';
import { textOn, type Strip } from './bands';

/**
 * The rating scale as a strip of coloured bands, lowest first: each band's rating, its min–max
 * percent and description, on its colour (text black or white, whichever reads better). Bands
 * being edited or added are outlined; what keeps the scale from being used is said under it.
 */
export const BandStrip = ({ strip, label }: { strip: Strip; label: string }) => {
  const { t } = useTranslation('planning');
  return (
    <div className="band-strip-wrap">
      {strip.bands.length > 0 ? (
        <ol className="band-strip" aria-label={label}>
          {strip.bands.map((b) => (
            <li
              key={b.key}
              className={['band', `band-${b.state}`, b.empty ? 'band-empty' : ''].filter(Boolean).join(' ')}
              style={{ background: b.colorValue, color: textOn(b.colorValue) }}
            >
              <span className="band-rating">{t('ratingScales.rating', { rating: String(b.rating) })}</span>
              <span className="band-range">
                {t('ratingScales.range', { min: String(b.min), max: String(b.max) })}
              </span>
              <span className="band-description">{b.description || '—'}</span>
              {b.state === 'saved' ? null : (
                <span className="band-state">
                  ({b.state === 'new' ? t('ratingScales.new') : t('ratingScales.editing')})
                </span>
              )}
              {b.empty ? <span className="band-state">{t('ratingScales.emptyBand')}</span> : null}
            </li>
          ))}
        </ol>
      ) : (
        <p className="muted">{t('ratingScales.emptyStrip')}</p>
      )}
      <ul className="band-notes" aria-live="polite">
        <li>
          {strip.complete
            ? t('ratingScales.complete', { points: String(strip.points) })
            : t('ratingScales.incomplete', { count: strip.bands.length, points: String(strip.points) })}
        </li>
        {strip.complete ? <li>{t('ratingScales.above')}</li> : null}
        {strip.duplicateTargets.length > 0 ? (
          <li className="band-warning">
            {t('ratingScales.duplicate', { targets: strip.duplicateTargets.join('%, ') })}
          </li>
        ) : null}
        {strip.pending.length > 0 ? <li>{t('ratingScales.pending')}</li> : null}
        {strip.leftOut.length > 0 ? (
          <li className="band-warning">{t('ratingScales.leftOut', { points: String(strip.points) })}</li>
        ) : null}
      </ul>
    </div>
  );
};
