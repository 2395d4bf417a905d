import { formatNumber } from '@stratum/rules';
import type { PDFFont, PDFPage, RGB } from 'pdf-lib';
import type { Cell, ColumnKind, ReportDocument } from './document';
import { loadPdfLib } from './libs';
import { isDark } from './xlsx';

export const PDF_TYPE = 'application/pdf';

/*
 * A report as a PDF, drawn with pdf-lib's standard fonts (Helvetica): pure JavaScript with the
 * fonts' metrics built in, so the Lambda bundle needs no font files. Those fonts encode WinAnsi
 * (Latin-1 and a few typographic signs): other characters are written as their closest Latin
 * letter (é stays é, ą becomes a) or "?". The Excel file keeps every character.
 */

/** WinAnsi's characters outside Latin-1: € ‚ ƒ „ … † ‡ ˆ ‰ Š ‹ Œ Ž ‘ ’ “ ” • – — ˜ ™ š › œ ž Ÿ */
const WIN_ANSI_EXTRA = new Set(
  [
    0x20ac, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0x017d,
    0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a, 0x0153, 0x017e,
    0x0178,
  ].map((cp) => String.fromCodePoint(cp)),
);

const encodable = (ch: string): boolean => {
  const cp = ch.codePointAt(0) ?? 0;
  return (cp >= 0x20 && cp <= 0x7e) || (cp >= 0xa0 && cp <= 0xff) || WIN_ANSI_EXTRA.has(ch);
};

/** Text the standard fonts can write: whitespace as spaces, accents kept where Latin-1 has them, else "?". */
export const winAnsi = (text: string): string => {
  let out = '';
  for (const ch of text.replace(/\s/g, ' ')) {
    if (encodable(ch)) out += ch;
    else {
      const base = ch.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
      out += base !== '' && [...base].every(encodable) ? base : '?';
    }
  }
  return out;
};

const PAGE: [number, number] = [841.89, 595.28]; // A4 landscape
const MARGIN = 36;
const ROW = 14;
const SIZE = 8;

const colour = (rgb: (r: number, g: number, b: number) => RGB, hex: string) => {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255);
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
const fit = (text: string, font: PDFFont, size: number, width: number): string => {
  const safe = winAnsi(text);
  if (font.widthOfTextAtSize(safe, size) <= width) return safe;
  let lo = 0;
  let hi = safe.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (font.widthOfTextAtSize(`${safe.slice(0, mid)}…`, size) <= width) lo = mid;
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
  const { PDFDocument, rgb, StandardFonts } = await loadPdfLib();
  const pdf = await PDFDocument.create();
  pdf.setTitle(winAnsi(doc.title));
  pdf.setCreator('Stratum');
  pdf.setProducer('Stratum');
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
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
    font: PDFFont,
    width: number,
    right = false,
    white = false,
  ) => {
    const t = fit(text, font, size, width);
    const w = font.widthOfTextAtSize(t, size);
    page.drawText(t, {
      x: right ? x + width - w : x,
      y,
      size,
      font,
      color: white ? rgb(1, 1, 1) : rgb(0.07, 0.09, 0.15),
    });
  };

  write(doc.title, MARGIN, 16, bold, usable);
  y -= 22;
  for (const [label, value] of doc.header) {
    write(label, MARGIN, 9, bold, 90);
    write(value, MARGIN + 95, 9, regular, usable - 95);
    y -= 13;
  }

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
    const row = (cells: Cell[], font: PDFFont) => {
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
    const text = `Page ${i + 1} of ${pages.length}`;
    p.drawText(text, {
      x: PAGE[0] - MARGIN - regular.widthOfTextAtSize(text, 8),
      y: MARGIN / 2,
      size: 8,
      font: regular,
      color: rgb(0.4, 0.4, 0.4),
    });
  });
  return pdf.save();
};
