import { inflateSync } from 'node:zlib';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../../../tests/support/pdf-text';
import { writeLetterPdf } from './letter-pdf';
import { writePdf } from './pdf';
import { hasBengali, runsOf } from './typeface';

/** Every Flate stream of a PDF, inflated (fonts, CMaps and object streams included). */
const streams = (bytes: Uint8Array): string[] => {
  const raw = Buffer.from(bytes);
  const out: string[] = [];
  let at = 0;
  for (;;) {
    const start = raw.indexOf('stream', at, 'latin1');
    if (start < 0) break;
    const dataStart = start + (raw[start + 6] === 0x0d ? 8 : 7);
    const end = raw.indexOf('endstream', dataStart, 'latin1');
    if (end < 0) break;
    at = end + 9;
    try {
      out.push(inflateSync(raw.subarray(dataStart, end)).toString('latin1'));
    } catch {
      // an image or a font program that is not Flate: not read here
    }
  }
  return out;
};

/** A two-part vowel sign (ো) is shaped as its two parts (ে া): letters are compared decomposed. */
const lettersOf = (text: string): number[] => [...text.normalize('NFD')].map((c) => c.codePointAt(0)!);

/** The Unicode code points a PDF's ToUnicode maps name: what a reader's copy and search see. */
const mappedCodePoints = (bytes: Uint8Array): Set<number> => {
  const points = new Set<number>();
  for (const s of streams(bytes).filter((x) => x.includes('begincmap'))) {
    for (const m of s.matchAll(/<[0-9A-Fa-f]+>\s*<([0-9A-Fa-f]+)>/g)) {
      const hex = m[1]!;
      for (let i = 0; i + 4 <= hex.length; i += 4) points.add(Number.parseInt(hex.slice(i, i + 4), 16));
    }
  }
  return points;
};

describe('runs of a line (Bengali in Noto Sans Bengali, the rest in Helvetica)', () => {
  it.each([
    ['Risk register', [['Risk register', false]]],
    ['ঝুঁকি নিবন্ধন', [['ঝুঁকি নিবন্ধন', true]]],
    [
      'Q1 ঝুঁকি, নিবন্ধন — 2026',
      [
        ['Q1 ', false],
        ['ঝুঁকি, নিবন্ধন', true],
        [' — 2026', false],
      ],
    ],
    ['স্ত্রী।', [['স্ত্রী।', true]]],
    [
      'Zażółć\tক',
      [
        ['Zazó?c ', false],
        ['ক', true],
      ],
    ],
  ] as const)('%j', (text, runs) => {
    expect(runsOf(text, true).map((r) => [r.text, r.bengali])).toEqual(runs);
  });

  it('writes every run in Helvetica, Bengali as "?", when the document has no Bengali font', () => {
    expect(runsOf('Q1 ঝুঁকি', false)).toEqual([
      { text: `Q1 ${'?'.repeat([...'ঝুঁকি'].length)}`, bengali: false },
    ]);
    expect(hasBengali('Risk')).toBe(false);
    expect(hasBengali('Risk ঝুঁকি')).toBe(true);
  });
});

describe('Bengali in the PDFs', () => {
  const bengaliDoc = {
    stem: 'risk-register',
    title: 'ঝুঁকি নিবন্ধন',
    header: [['কোম্পানি', 'Acme']] as [string, string][],
    tables: [
      {
        title: 'ঝুঁকিসমূহ',
        columns: [
          { header: 'শিরোনাম', width: 30, kind: 'text' as const },
          { header: 'স্কোর', width: 8, kind: 'number' as const },
        ],
        rows: [[{ value: 'বিক্রয় বৃদ্ধি ক্ষমতা' }, { value: 12 }]],
        totals: [],
      },
    ],
  };

  it('embeds Noto Sans Bengali, maps its glyphs back to the Bengali letters, and writes no "?"', async () => {
    const bytes = await writePdf(bengaliDoc);
    const inflated = streams(bytes).join('\n');
    expect(inflated).toMatch(/NotoSansBengali-Regular/);
    expect(inflated).toMatch(/NotoSansBengali-Bold/);
    const mapped = mappedCodePoints(bytes);
    for (const cp of lettersOf('বিক্রয় বৃদ্ধি ক্ষমতা ঝুঁকি নিবন্ধন শিরোনাম স্কোর').filter((c) => c !== 32))
      expect(mapped, String.fromCodePoint(cp)).toContain(cp);
    expect(pdfText(bytes)).not.toMatch(/\?/);
    expect(pdfText(bytes)).toMatch(/Acme/);
    expect((await PDFDocument.load(bytes)).getTitle()).toBe('ঝুঁকি নিবন্ধন');
  });

  it('keeps a Latin-only report on Helvetica alone', async () => {
    const bytes = await writePdf({ ...bengaliDoc, title: 'Risk register', header: [], tables: [] });
    expect(streams(bytes).join('\n')).not.toMatch(/NotoSansBengali/);
  });

  it('writes a Bengali letter the same way', async () => {
    const bytes = await writeLetterPdf({
      sender: 'Acme',
      date: '২৯ নভেম্বর ২০২৬',
      heading: 'নিরীক্ষা বিজ্ঞপ্তি',
      body: 'প্রিয় সহকর্মী,\n\nআমরা আপনার বিভাগের নিরীক্ষা শুরু করব।',
    });
    expect(streams(bytes).join('\n')).toMatch(/NotoSansBengali-Regular/);
    const mapped = mappedCodePoints(bytes);
    for (const cp of lettersOf('নিরীক্ষা বিজ্ঞপ্তি প্রিয় সহকর্মী').filter((c) => c !== 32))
      expect(mapped, String.fromCodePoint(cp)).toContain(cp);
  });
});
