import { formatNumber } from '@stratum/rules';
import type { PDFPage, RGB } from 'pdf-lib';
import type { BarChart, Cell, ColumnKind, ReportDocument } from './document';
import { loadPdfLib } from './libs';
import { hasBengali, typefacesOf, type Typeface } from './typeface';
import { isDark } from './xlsx';

export const PDF_TYPE = 'application/pdf';

/*
 * A report as a PDF, drawn with pdf-lib's standard Helvetica, and Noto Sans Bengali for the
 * Bengali runs of a document that has any (typeface.ts). Other characters Helvetica cannot encode
 * are written as their closest Latin letter (é stays é, ą becomes a) or "?". The Excel file keeps
 * every character.
 */

export { winAnsi } from './typeface';

const PAGE: [number, number] = [841.89, 595.28]; // A4 landscape
const MARGIN = 36;
const ROW = 14;
const SIZE = 8;

const colour = (rgb: (r: number, g: number, b: number) => RGB, hex: string) => {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255);
};

/** The step between a chart's ticks: 1, 2 or 5 times a power of ten, about five ticks to the largest. */
export const niceStep = (max: number): number => {
  const raw = max / 5;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? 10 * power;
  return Math.max(1, step);
};

const textOf = (cell: Cell, kind: ColumnKind): string => {
  const v = cell.value;
  if (v === null || v === '') return '';
  if (typeof v === 'string') return v;
  if (kind === 'percent') return `${formatNumber(v)}%`;
  if (kind === 'score') return v.toFixed(2);
  return formatNumber(v);
};

/** The text cut (with "…") to fit a width. */
const fit = (text: string, font: Typeface, size: number, width: number): string => {
  const safe = font.clean(text);
  if (font.width(safe, size) <= width) return safe;
  let lo = 0;
  let hi = safe.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (font.width(`${safe.slice(0, mid)}…`, size) <= width) lo = mid;
    else hi = mid - 1;
  }
  return `${safe.slice(0, lo)}…`;
};

/**
 * A report as a PDF: A4 landscape; the title and the header lines on the first page, then each
 * table with its title and column headings (repeated on every page it runs onto), numbers right
 * aligned, score cells on their band's colour, totals in bold; "Page n of m" at the foot.
 */
export const writePdf = async (doc: ReportDocument): Promise<Uint8Array> => {
  const { PDFDocument, rgb } = await loadPdfLib();
  const pdf = await PDFDocument.create();
  pdf.setTitle(doc.title);
  pdf.setCreator('Stratum');
  pdf.setProducer('Stratum');
  const { regular, bold } = await typefacesOf(pdf, hasBengali(JSON.stringify(doc)));
  const usable = PAGE[0] - 2 * MARGIN;

  let page: PDFPage = pdf.addPage(PAGE);
  let y = PAGE[1] - MARGIN;
  const newPage = () => {
    page = pdf.addPage(PAGE);
    y = PAGE[1] - MARGIN;
  };
  const write = (
    text: string,
    x: number,
    size: number,
    font: Typeface,
    width: number,
    right = false,
    white = false,
  ) => {
    const t = fit(text, font, size, width);
    const w = font.width(t, size);
    font.draw(page, t, {
      x: right ? x + width - w : x,
      y,
      size,
      color: white ? rgb(1, 1, 1) : rgb(0.07, 0.09, 0.15),
    });
  };

  /**
   * A stacked horizontal bar chart, drawn with rectangles and lines (no image): its title, a
   * legend of the series' colours, then a bar per label on one scale from 0 to the largest total,
   * with the total at the bar's end and the scale's ticks under the last bar; it runs onto further
   * pages as a table does.
   */
  const drawChart = (chart: BarChart) => {
    const labelWidth = 150;
    const x0 = MARGIN + labelWidth + 6;
    const barsWidth = usable - labelWidth - 6 - 40;
    const totals = chart.labels.map((_, i) => chart.series.reduce((s, x) => s + (x.values[i] ?? 0), 0));
    const step = niceStep(Math.max(1, ...totals));
    const top = Math.max(step, Math.ceil(Math.max(1, ...totals) / step) * step);
    const scale = barsWidth / top;
    const axis = (from: number, to: number) => {
      for (let v = 0; v <= top; v += step) {
        const x = x0 + v * scale;
        page.drawLine({
          start: { x, y: from },
          end: { x, y: to },
          thickness: v === 0 ? 0.8 : 0.3,
          color: v === 0 ? rgb(0.3, 0.3, 0.3) : rgb(0.82, 0.83, 0.85),
        });
      }
    };
    const ticks = () => {
      for (let v = 0; v <= top; v += step) {
        const t = formatNumber(v);
        regular.draw(page, t, {
          x: x0 + v * scale - regular.width(t, 7) / 2,
          y: y + 2,
          size: 7,
          color: rgb(0.4, 0.4, 0.4),
        });
      }
      y -= 10;
    };

    y -= 10;
    if (y < MARGIN + 6 * ROW) newPage();
    write(chart.title, MARGIN, 11, bold, usable);
    y -= 16;
    // The legend: a swatch and the series' name, side by side.
    let lx = MARGIN;
    for (const s of chart.series) {
      const name = fit(s.name, regular, SIZE, 140);
      const w = 12 + regular.width(name, SIZE) + 14;
      if (lx + w > MARGIN + usable) {
        lx = MARGIN;
        y -= ROW;
      }
      page.drawRectangle({ x: lx, y: y - 1, width: 9, height: 9, color: colour(rgb, s.colour) });
      regular.draw(page, name, { x: lx + 12, y, size: SIZE, color: rgb(0.07, 0.09, 0.15) });
      lx += w;
    }
    y -= ROW + 4;

    let sectionTop = y + ROW;
    chart.labels.forEach((label, i) => {
      if (y < MARGIN + 2 * ROW) {
        axis(y + ROW - 2, sectionTop);
        ticks();
        newPage();
        sectionTop = y + ROW;
      }
      write(label, MARGIN, SIZE, regular, labelWidth, true);
      let x = x0;
      for (const s of chart.series) {
        const v = s.values[i] ?? 0;
        if (v <= 0) continue;
        page.drawRectangle({ x, y: y - 2, width: v * scale, height: 10, color: colour(rgb, s.colour) });
        x += v * scale;
      }
      bold.draw(page, formatNumber(totals[i]!), { x: x + 4, y, size: SIZE, color: rgb(0.07, 0.09, 0.15) });
      y -= ROW;
    });
    axis(y + ROW - 2, sectionTop);
    ticks();
  };

  write(doc.title, MARGIN, 16, bold, usable);
  y -= 22;
  for (const [label, value] of doc.header) {
    write(label, MARGIN, 9, bold, 90);
    write(value, MARGIN + 95, 9, regular, usable - 95);
    y -= 13;
  }

  if (doc.chart && doc.chart.labels.length > 0) drawChart(doc.chart);

  for (const table of doc.tables) {
    // Widths in proportion to the columns' character widths; a narrow table stays narrow.
    const totalWidth = table.columns.reduce((s, col) => s + col.width, 0);
    const perChar = Math.min(usable / totalWidth, 5.6);
    const widths = table.columns.map((col) => col.width * perChar);
    const tableWidth = totalWidth * perChar;
    const xs = widths.map((_, i) => MARGIN + widths.slice(0, i).reduce((s, w) => s + w, 0));
    const pad = 3;

    const heading = () => {
      page.drawRectangle({
        x: MARGIN,
        y: y - 4,
        width: tableWidth,
        height: ROW,
        color: rgb(0.9, 0.91, 0.92),
      });
      table.columns.forEach((col, i) => {
        write(col.header, xs[i]! + pad, SIZE, bold, widths[i]! - 2 * pad, col.kind !== 'text');
      });
      y -= ROW;
    };
    const row = (cells: Cell[], font: Typeface) => {
      if (y < MARGIN + ROW) {
        newPage();
        heading();
      }
      cells.forEach((cell, i) => {
        const col = table.columns[i];
        if (!col) return;
        if (cell.fill) {
          page.drawRectangle({
            x: xs[i]!,
            y: y - 4,
            width: widths[i]!,
            height: ROW,
            color: colour(rgb, cell.fill),
          });
        }
        write(
          textOf(cell, col.kind),
          xs[i]! + pad,
          SIZE,
          font,
          widths[i]! - 2 * pad,
          col.kind !== 'text',
          cell.fill ? isDark(cell.fill) : false,
        );
      });
      y -= ROW;
    };

    // A table's title, headings and first row stay together.
    y -= 10;
    if (y < MARGIN + 4 * ROW) newPage();
    write(table.title, MARGIN, 11, bold, usable);
    y -= 16;
    heading();
    for (const cells of table.rows) row(cells, regular);
    if (table.totals.length > 0) {
      page.drawLine({
        start: { x: MARGIN, y: y + ROW - 3 },
        end: { x: MARGIN + tableWidth, y: y + ROW - 3 },
        thickness: 0.5,
        color: rgb(0.4, 0.4, 0.4),
      });
    }
    for (const cells of table.totals) row(cells, bold);
  }

  const pages = pdf.getPages();
  pages.forEach((p, i) => {
    const text = doc.pageText ? doc.pageText(i + 1, pages.length) : `Page ${i + 1} of ${pages.length}`;
    regular.draw(p, text, {
      x: PAGE[0] - MARGIN - regular.width(text, 8),
      y: MARGIN / 2,
      size: 8,
      color: rgb(0.4, 0.4, 0.4),
    });
  });
  return pdf.save();
};
