import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { PDFDocument, PDFFont, PDFPage, RGB } from 'pdf-lib';
import { loadPdfLib } from './libs';

/*
 * The fonts the PDF writers draw with. Latin text uses pdf-lib's standard Helvetica (metrics built
 * in, no file), which encodes WinAnsi only. A document holding Bengali letters also embeds Noto Sans
 * Bengali (SIL Open Font License, core/assets/fonts/), subset to the glyphs used, and each line is
 * drawn as runs: Bengali runs in Noto, the rest in Helvetica. @pdf-lib/fontkit shapes the Bengali
 * runs (conjuncts, reph, vowel signs placed before their consonant), so the PDF reads as it is typed.
 *
 * Where the font files are: beside the Lambda's code (stacks/lambda-build.ts PDF_FONTS copies
 * core/assets/fonts to `fonts/` of each function), else in the repository (local runs and tests).
 * fontkit itself (about 1 MB minified, most of it Unicode and shaping tables) is not bundled into
 * the families: a Lambda loads the copy PDF_FONTS puts beside its code, and only when a document
 * has Bengali text, so no family's cold start pays for it.
 */

/** Noto Sans Bengali covers the Bengali block, the dandas and the joiners Bengali spelling uses. */
const BENGALI = /[\u0980-\u09FF\u0964\u0965\u200C\u200D]/u;
const BENGALI_RUN =
  /[\u0980-\u09FF\u0964\u0965\u200C\u200D]+(?:[ ,.:;()-]+[\u0980-\u09FF\u0964\u0965\u200C\u200D]+)*/gu;

export const hasBengali = (text: string): boolean => BENGALI.test(text);

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

/** One run of a line: its text and whether it is Bengali. */
export interface Run {
  text: string;
  bengali: boolean;
}

/**
 * A line cut into runs of Bengali and of other text (spaces and punctuation between two Bengali
 * words stay in the Bengali run, so a Bengali sentence is one run). The other runs are made
 * WinAnsi-safe here; with no Bengali font, the whole line is.
 */
export const runsOf = (text: string, bengali: boolean): Run[] => {
  const flat = text.replace(/\s/g, ' ');
  if (!bengali || !hasBengali(flat)) return flat === '' ? [] : [{ text: winAnsi(flat), bengali: false }];
  const runs: Run[] = [];
  let at = 0;
  for (const m of flat.matchAll(BENGALI_RUN)) {
    const start = m.index;
    if (start > at) runs.push({ text: winAnsi(flat.slice(at, start)), bengali: false });
    runs.push({ text: m[0], bengali: true });
    at = start + m[0].length;
  }
  if (at < flat.length) runs.push({ text: winAnsi(flat.slice(at)), bengali: false });
  return runs;
};

/** A font as the writers use it: Helvetica, with Noto Sans Bengali for Bengali runs when the document has any. */
export interface Typeface {
  /** the text as it will be written (other scripts made WinAnsi-safe) */
  clean(text: string): string;
  width(text: string, size: number): number;
  draw(page: PDFPage, text: string, at: { x: number; y: number; size: number; color: RGB }): void;
}

const typeface = (latin: PDFFont, bengali: PDFFont | null): Typeface => {
  const runs = (text: string) => runsOf(text, bengali !== null);
  const fontOf = (r: Run) => (r.bengali && bengali ? bengali : latin);
  return {
    clean: (text) =>
      runs(text)
        .map((r) => r.text)
        .join(''),
    width: (text, size) => runs(text).reduce((w, r) => w + fontOf(r).widthOfTextAtSize(r.text, size), 0),
    draw: (page, text, { x, y, size, color }) => {
      let left = x;
      for (const r of runs(text)) {
        const font = fontOf(r);
        page.drawText(r.text, { x: left, y, size, font, color });
        left += font.widthOfTextAtSize(r.text, size);
      }
    },
  };
};

const FONT_FILES = { regular: 'NotoSansBengali-Regular.ttf', bold: 'NotoSansBengali-Bold.ttf' } as const;

const fontDirectory = (): string =>
  process.env.LAMBDA_TASK_ROOT
    ? join(process.env.LAMBDA_TASK_ROOT, 'fonts')
    : fileURLToPath(new URL('../../../assets/fonts/', import.meta.url));

const fontBytes = new Map<string, Promise<Buffer>>();
const bytesOf = (file: string): Promise<Buffer> => {
  let bytes = fontBytes.get(file);
  if (!bytes) {
    bytes = readFile(join(fontDirectory(), file));
    // a failed read is not kept: the next document tries the file again
    bytes.catch(() => fontBytes.delete(file));
    fontBytes.set(file, bytes);
  }
  return bytes;
};

/** A package, or in a Lambda its copy beside the code (CommonJS, hence `.cjs`): never bundled. */
const unbundled = async (name: string, copy: string): Promise<unknown> => {
  const spec = process.env.LAMBDA_TASK_ROOT
    ? pathToFileURL(join(process.env.LAMBDA_TASK_ROOT, copy)).href
    : name;
  const mod: unknown = await import(/* @vite-ignore */ spec);
  return (mod as { default?: unknown }).default ?? mod;
};

/**
 * fontkit's Indic shaper was built with Babel's generator transform and looks up a global
 * `regeneratorRuntime`; the runtime package provides it, set once before the first Bengali layout.
 */
const loadFontkit = async () => {
  const g = globalThis as { regeneratorRuntime?: unknown };
  g.regeneratorRuntime ??= await unbundled('regenerator-runtime', 'pdf-regenerator-runtime.cjs');
  return (await unbundled('@pdf-lib/fontkit', 'pdf-fontkit.cjs')) as Parameters<
    PDFDocument['registerFontkit']
  >[0];
};

/**
 * The regular and bold typefaces of a PDF. `withBengali` (the document has Bengali text anywhere)
 * embeds the Bengali fonts; otherwise only Helvetica, as before.
 */
export const typefacesOf = async (
  pdf: PDFDocument,
  withBengali: boolean,
): Promise<{ regular: Typeface; bold: Typeface }> => {
  const { StandardFonts } = await loadPdfLib();
  const [regular, bold] = await Promise.all([
    pdf.embedFont(StandardFonts.Helvetica),
    pdf.embedFont(StandardFonts.HelveticaBold),
  ]);
  if (!withBengali) return { regular: typeface(regular, null), bold: typeface(bold, null) };
  pdf.registerFontkit(await loadFontkit());
  const [bnRegular, bnBold] = await Promise.all([
    bytesOf(FONT_FILES.regular).then((b) => pdf.embedFont(b, { subset: true })),
    bytesOf(FONT_FILES.bold).then((b) => pdf.embedFont(b, { subset: true })),
  ]);
  return { regular: typeface(regular, bnRegular), bold: typeface(bold, bnBold) };
};
