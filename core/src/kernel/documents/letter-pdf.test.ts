import { describe, expect, it } from 'vitest';
import { wrapLines, writeLetterPdf } from './letter-pdf';

const chars = (s: string) => s.length;

describe('wrapLines: a paragraph broken to fit the width', () => {
  it.each([
    ['one two three', 7, ['one two', 'three']],
    ['one two three', 100, ['one two three']],
    ['  spaced   out  ', 20, ['spaced out']],
    ['', 10, []],
    ['abcdefghij', 4, ['abcd', 'efgh', 'ij']],
  ])('%j at width %i', (text, width, lines) => {
    expect(wrapLines(text, width, chars)).toEqual(lines);
  });
});

describe('writeLetterPdf', () => {
  it('writes a PDF, onto more pages as the text runs on', async () => {
    const short = await writeLetterPdf({
      sender: 'Acme',
      date: '1 Dec 2026',
      heading: 'Notice',
      body: 'Hello.',
    });
    expect(new TextDecoder().decode(short.slice(0, 5))).toBe('%PDF-');
    const long = await writeLetterPdf({
      sender: 'Acme',
      date: '1 Dec 2026',
      heading: 'Notice',
      body: Array.from({ length: 120 }, (_, i) => `Paragraph ${i} with ű and “quotes”.`).join('\n\n'),
    });
    const { PDFDocument } = await import('pdf-lib');
    expect((await PDFDocument.load(short)).getPageCount()).toBe(1);
    expect((await PDFDocument.load(long)).getPageCount()).toBeGreaterThan(1);
  });
});
