import { describe, expect, it } from 'vitest';
import { pdfFilledShapes, pdfText, sheetDataBars, sheetOf } from '../../../../tests/support/exports';
import type { ReportDocument } from './document';
import { niceStep, writePdf } from './pdf';
import { writeXlsx } from './xlsx';

const RED = '#EF4444';
const GREEN = '#10B981';

const doc = (labels: number): ReportDocument => ({
  title: 'Status',
  header: [['Erstellt', '2026-11-29 02:00 UTC']],
  stem: 'status',
  chart: {
    title: 'Aktivitäten nach Status',
    labels: Array.from({ length: labels }, (_, i) => `Regulation ${i + 1}`),
    series: [
      { name: 'Überfällig', colour: RED, values: Array.from({ length: labels }, (_, i) => i + 1) },
      { name: 'Konform', colour: GREEN, values: Array.from({ length: labels }, () => 2) },
    ],
  },
  pageText: (page, pages) => `Seite ${page} von ${pages}`,
  tables: [
    {
      title: 'Status',
      columns: [
        { header: 'Vorschrift', kind: 'text', width: 20 },
        { header: 'Überfällig', kind: 'number', width: 10, bar: RED },
        { header: 'Konform', kind: 'number', width: 10, bar: GREEN },
        { header: 'Aktivitäten', kind: 'number', width: 10 },
      ],
      rows: Array.from({ length: labels }, (_, i) => [
        { value: `Regulation ${i + 1}` },
        { value: i + 1 },
        { value: 2 },
        { value: i + 3 },
      ]),
      totals: [],
    },
  ],
});

describe('niceStep: the ticks of a chart’s scale', () => {
  it.each([
    [1, 1],
    [4, 1],
    [7, 2],
    [12, 5],
    [40, 10],
    [130, 50],
  ])('to %i: every %i', (max, step) => {
    expect(niceStep(max)).toBe(step);
  });
});

describe('a report’s chart in the files', () => {
  it('draws the PDF’s bars in the series’ colours, longer for larger totals, with its legend and foot', async () => {
    const bytes = await writePdf(doc(3));
    const text = (await pdfText(bytes)).flat();
    expect(text).toEqual(
      expect.arrayContaining([
        'Aktivitäten nach Status',
        'Überfällig',
        'Konform',
        'Regulation 3',
        'Seite 1 von 1',
      ]),
    );
    const red = (await pdfFilledShapes(bytes)).filter((s) => s.colour === RED);
    // The legend's swatch, then a bar per label: 1, 2 and 3 overdue on one scale.
    expect(red).toHaveLength(4);
    const [swatch, ...bars] = red;
    expect(swatch!.width).toBe(9);
    expect(bars[1]!.width).toBeCloseTo(2 * bars[0]!.width, 5);
    expect(bars[2]!.width).toBeCloseTo(3 * bars[0]!.width, 5);
  });

  it('runs a long chart onto the next page', async () => {
    const pages = await pdfText(await writePdf(doc(60)));
    expect(pages.length).toBeGreaterThan(2);
    expect(pages[1]).toContain('Regulation 60');
  });

  it('puts data bars on the Excel columns that ask for them, on one scale', async () => {
    const bytes = await writeXlsx(doc(3));
    expect((await sheetOf(bytes)).getRow(5).values).toEqual([
      undefined,
      'Vorschrift',
      'Überfällig',
      'Konform',
      'Aktivitäten',
    ]);
    expect(await sheetDataBars(bytes)).toEqual([
      { ref: 'B6:B8', colour: 'FFEF4444', scale: [0, 3] },
      { ref: 'C6:C8', colour: 'FF10B981', scale: [0, 3] },
    ]);
  });
});
