import { loadPdfLib } from './libs';
import { hasBengali, typefacesOf, type Typeface } from './typeface';

/** A letter: a heading, then its text as paragraphs (a blank line between them). */
export interface LetterDocument {
  /** who sends it (the company), written above the heading */
  sender: string;
  /** the date line, as it should read */
  date: string;
  heading: string;
  body: string;
}

const PAGE: [number, number] = [595.28, 841.89]; // A4 portrait
const MARGIN = 64;
const SIZE = 11;
const LEADING = 15;

/** A paragraph's lines, broken between words to fit the width (a word longer than a line is cut). */
export const wrapLines = (text: string, width: number, measure: (s: string) => number): string[] => {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (measure(next) <= width || !line) {
      line = next;
      while (measure(line) > width && line.length > 1) {
        let cut = line.length - 1;
        while (cut > 1 && measure(line.slice(0, cut)) > width) cut -= 1;
        lines.push(line.slice(0, cut));
        line = line.slice(cut);
      }
    } else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
};

/**
 * A letter as a PDF (A4 portrait, Helvetica; Bengali runs in Noto Sans Bengali): the sender and date, the heading in bold, and the
 * body's paragraphs wrapped to the page, running onto as many pages as it needs.
 */
export const writeLetterPdf = async (doc: LetterDocument): Promise<Uint8Array> => {
  const { PDFDocument, rgb } = await loadPdfLib();
  const pdf = await PDFDocument.create();
  pdf.setTitle(doc.heading);
  const { regular, bold } = await typefacesOf(pdf, hasBengali(JSON.stringify(doc)));
  const width = PAGE[0] - 2 * MARGIN;
  let page = pdf.addPage(PAGE);
  let y = PAGE[1] - MARGIN;
  const write = (text: string, font: Typeface, size = SIZE) => {
    if (y < MARGIN) {
      page = pdf.addPage(PAGE);
      y = PAGE[1] - MARGIN;
    }
    font.draw(page, text, { x: MARGIN, y, size, color: rgb(0.1, 0.1, 0.1) });
    y -= size === SIZE ? LEADING : size + 8;
  };
  const measure = (font: Typeface, size: number) => (s: string) => font.width(s, size);
  for (const line of wrapLines(bold.clean(doc.sender), width, measure(bold, SIZE))) write(line, bold);
  write(regular.clean(doc.date), regular);
  y -= LEADING;
  for (const line of wrapLines(bold.clean(doc.heading), width, measure(bold, 14))) write(line, bold, 14);
  y -= 4;
  for (const paragraph of doc.body.split(/\n\s*\n/)) {
    for (const raw of paragraph.split('\n')) {
      const lines = wrapLines(regular.clean(raw), width, measure(regular, SIZE));
      for (const line of lines.length ? lines : ['']) write(line, regular);
    }
    y -= LEADING / 2;
  }
  return pdf.save();
};
