import { inflateSync } from 'node:zlib';

/**
 * The text a PDF written by pdf-lib shows, for tests: pdf-lib cannot extract text, so each
 * Flate-compressed stream is inflated and the strings its text operators draw (`<hex> Tj`,
 * `(literal) Tj`) are decoded, one line per operator. Enough for the standard fonts' WinAnsi
 * text pdf-lib writes; not a general PDF reader.
 */
export const pdfText = (bytes: Uint8Array): string => {
  const raw = Buffer.from(bytes);
  const lines: string[] = [];
  let at = 0;
  for (;;) {
    const start = raw.indexOf('stream', at, 'latin1');
    if (start < 0) break;
    const dataStart = start + (raw[start + 6] === 0x0d ? 8 : 7);
    const end = raw.indexOf('endstream', dataStart, 'latin1');
    if (end < 0) break;
    at = end + 9;
    let text: string;
    try {
      text = inflateSync(raw.subarray(dataStart, end)).toString('latin1');
    } catch {
      text = raw.subarray(dataStart, end).toString('latin1');
    }
    for (const m of text.matchAll(/<([0-9A-Fa-f]*)>\s*Tj|\(((?:\\.|[^\\)])*)\)\s*Tj/g)) {
      lines.push(
        m[1] !== undefined ? Buffer.from(m[1], 'hex').toString('latin1') : m[2]!.replace(/\\(.)/g, '$1'),
      );
    }
  }
  return lines.join('\n');
};
