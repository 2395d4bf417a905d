import type { PDFImage } from 'pdf-lib';
import { wrapLines } from '../../kernel/documents/letter-pdf';
import { loadPdfLib } from '../../kernel/documents/libs';
import { hasBengali, typefacesOf, type Typeface } from '../../kernel/documents/typeface';
import { RATING_HEX, type ReportBlock } from './report-blocks';

const PAGE: [number, number] = [595.28, 841.89]; // A4 portrait
const MARGIN = 56;
const STYLE = {
  title: { size: 18, bold: true, before: 0, after: 6 },
  heading: { size: 14, bold: true, before: 12, after: 4 },
  subheading: { size: 12, bold: true, before: 8, after: 2 },
  label: { size: 10, bold: true, before: 4, after: 1 },
  text: { size: 10, bold: false, before: 0, after: 2 },
  small: { size: 9, bold: false, before: 0, after: 2 },
  rating: { size: 11, bold: true, before: 2, after: 4 },
} as const;

/** The company's logo for the first page: a PNG or JPEG (WebP is left out: pdf-lib cannot embed it). */
export interface Logo {
  bytes: Uint8Array;
  type: 'png' | 'jpg';
}

/**
 * The report as a PDF (A4 portrait, Helvetica; Bengali runs in Noto Sans Bengali, see kernel typeface.ts): the
 * company logo at the top when there is one, then the blocks wrapped to the page, ratings in their
 * colour, "Page n of m" at the foot.
 */
export const writeReportPdf = async (
  title: string,
  blocks: readonly ReportBlock[],
  logo: Logo | null,
): Promise<Uint8Array> => {
  const { PDFDocument, rgb } = await loadPdfLib();
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  const { regular, bold } = await typefacesOf(pdf, hasBengali(title + JSON.stringify(blocks)));
  const width = PAGE[0] - 2 * MARGIN;
  let page = pdf.addPage(PAGE);
  let y = PAGE[1] - MARGIN;
  if (logo) {
    const image: PDFImage =
      logo.type === 'png' ? await pdf.embedPng(logo.bytes) : await pdf.embedJpg(logo.bytes);
    const scaled = image.scaleToFit(160, 60);
    page.drawImage(image, { x: MARGIN, y: y - scaled.height, width: scaled.width, height: scaled.height });
    y -= scaled.height + 16;
  }
  const hex = (h: string) => {
    const n = Number.parseInt(h, 16);
    return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255);
  };
  for (const block of blocks) {
    const style = STYLE[block.kind];
    const font: Typeface = style.bold ? bold : regular;
    const colour = block.kind === 'rating' ? hex(RATING_HEX[block.colour]) : rgb(0.1, 0.1, 0.1);
    y -= style.before;
    for (const raw of block.text.split('\n')) {
      const lines = wrapLines(font.clean(raw), width, (s) => font.width(s, style.size));
      for (const line of lines.length ? lines : ['']) {
        if (y < MARGIN + style.size) {
          page = pdf.addPage(PAGE);
          y = PAGE[1] - MARGIN;
        }
        font.draw(page, line, { x: MARGIN, y: y - style.size, size: style.size, color: colour });
        y -= style.size * 1.35;
      }
    }
    y -= style.after;
  }
  const pages = pdf.getPages();
  pages.forEach((p, i) =>
    regular.draw(p, `Page ${i + 1} of ${pages.length}`, {
      x: PAGE[0] - MARGIN - 60,
      y: MARGIN / 2,
      size: 8,
      color: rgb(0.4, 0.4, 0.4),
    }),
  );
  return pdf.save();
};
