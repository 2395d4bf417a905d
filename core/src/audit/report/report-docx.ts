import { RATING_HEX, type ReportBlock } from './report-blocks';
import type { Logo } from './report-pdf';

export const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** docx (with its zip) loads with the first report made, not with every cold start (kernel/documents/libs.ts says why). */
const loadDocx = () => import('docx');

/**
 * The report as a Word file (the `docx` package): the company logo at the top when there is one,
 * headings as Word headings (so the navigation pane lists them), ratings in their colour.
 */
export const writeReportDocx = async (
  title: string,
  blocks: readonly ReportBlock[],
  logo: Logo | null,
  logoSize: { width: number; height: number } | null,
): Promise<Uint8Array> => {
  const { Document, HeadingLevel, ImageRun, Packer, Paragraph, TextRun } = await loadDocx();
  const children = [];
  if (logo && logoSize) {
    children.push(
      new Paragraph({
        children: [new ImageRun({ type: logo.type, data: logo.bytes, transformation: logoSize })],
      }),
    );
  }
  for (const block of blocks) {
    const lines = block.text.split('\n');
    const runs = (opts: { bold?: boolean; size?: number; color?: string }) =>
      lines.map((text, i) => new TextRun({ text, break: i > 0 ? 1 : 0, ...opts }));
    switch (block.kind) {
      case 'title':
        children.push(new Paragraph({ heading: HeadingLevel.TITLE, children: runs({}) }));
        break;
      case 'heading':
        children.push(new Paragraph({ heading: HeadingLevel.HEADING_1, children: runs({}) }));
        break;
      case 'subheading':
        children.push(new Paragraph({ heading: HeadingLevel.HEADING_2, children: runs({}) }));
        break;
      case 'label':
        children.push(new Paragraph({ children: runs({ bold: true }) }));
        break;
      case 'rating':
        children.push(new Paragraph({ children: runs({ bold: true, color: RATING_HEX[block.colour] }) }));
        break;
      case 'small':
        children.push(new Paragraph({ children: runs({ size: 18 }) }));
        break;
      default:
        children.push(new Paragraph({ children: runs({}) }));
    }
  }
  const doc = new Document({ title, sections: [{ children }] });
  return new Uint8Array(await Packer.toBuffer(doc));
};
