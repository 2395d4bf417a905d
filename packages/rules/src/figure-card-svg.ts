/**
 * A card of figures as a standalone SVG image, for a company's intranet page (docs/dashboard.md,
 * embedded figures): a title, a subtitle, up to six figures in a row — each a number over its
 * label — and a footer line. Pure text: no script, no external reference, every string escaped,
 * so the image shows only what it is given.
 */

export interface FigureCardFigure {
  label: string;
  value: number;
  /** `alert` draws the number in the warning colour */
  tone?: 'normal' | 'alert';
}

export interface FigureCardImage {
  title: string;
  subtitle: string;
  figures: readonly FigureCardFigure[];
  footer: string;
}

export const FIGURE_CARD_MAX_FIGURES = 6;
const FIGURE_WIDTH = 180;
const PADDING = 24;
const HEIGHT = 200;

/** XML text escaping (the five predefined entities); control characters are dropped. */
export const xmlText = (value: string): string =>
  value
    // eslint-disable-next-line no-control-regex -- control characters are not allowed in XML 1.0
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/** A text longer than its room is cut with an ellipsis (SVG text does not wrap). */
const fit = (text: string, max: number): string => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** Characters of a label's line under a figure. */
export const FIGURE_LABEL_LINE = 22;

/**
 * A figure's label in at most two lines under the number, broken between words (a word longer
 * than a line is cut), the second cut with an ellipsis if it is still too long.
 */
export const labelLines = (label: string, max = FIGURE_LABEL_LINE): string[] => {
  const words = label.trim().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const next = line ? `${line} ${word}` : word;
    if (next.length <= max || !line) line = next;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= 2) return lines.map((l) => fit(l, max));
  return [fit(lines[0]!, max), fit(lines.slice(1).join(' '), max).replace(/ …$/, '…')];
};

export const figureCardSvg = (card: FigureCardImage): string => {
  const figures = card.figures.slice(0, FIGURE_CARD_MAX_FIGURES);
  const width = Math.max(360, PADDING * 2 + Math.max(1, figures.length) * FIGURE_WIDTH);
  const cells = figures
    .map((f, i) => {
      const x = PADDING + i * FIGURE_WIDTH;
      const colour = f.tone === 'alert' ? '#b42318' : '#1f2937';
      return [
        `<text x="${x}" y="118" font-size="40" font-weight="700" fill="${colour}">${f.value}</text>`,
        labelLines(f.label)
          .map(
            (line, n) =>
              `<text x="${x}" y="${144 + n * 17}" font-size="13" fill="#374151">${xmlText(line)}</text>`,
          )
          .join(''),
      ].join('');
    })
    .join('');
  const title = xmlText(fit(card.title, 60));
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${HEIGHT}" viewBox="0 0 ${width} ${HEIGHT}" role="img" aria-label="${title}">`,
    `<title>${title}</title>`,
    `<rect x="0.5" y="0.5" width="${width - 1}" height="${HEIGHT - 1}" rx="8" fill="#ffffff" stroke="#d1d5db"/>`,
    `<g font-family="system-ui, -apple-system, 'Segoe UI', 'Noto Sans', 'Noto Sans Bengali', sans-serif">`,
    `<text x="${PADDING}" y="40" font-size="18" font-weight="600" fill="#111827">${title}</text>`,
    `<text x="${PADDING}" y="62" font-size="13" fill="#4b5563">${xmlText(fit(card.subtitle, 80))}</text>`,
    cells,
    `<text x="${PADDING}" y="${HEIGHT - 18}" font-size="11" fill="#4b5563">${xmlText(fit(card.footer, 90))}</text>`,
    '</g>',
    '</svg>',
  ].join('');
};
