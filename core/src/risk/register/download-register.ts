import {
  RISK_REGISTER_FAMILY,
  RISK_REGISTER_NAME,
  type RiskRegister,
  type TRisk,
  type TRiskDownload,
  type TRiskDownloadRequest,
} from '@stratum/contracts';
import { formatDateDMY, SCALE_SCORES } from '@stratum/rules';
import type ExcelJS from 'exceljs';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { downloadUrl, fileKey, putFile } from '../../kernel/files';
import { newId } from '../../kernel/ids';
import type { Cell, Column, Table } from '../../kernel/documents/document';
import { loadExcel, loadPdfLib } from '../../kernel/documents/libs';
import { PDF_TYPE, winAnsi, writePdf } from '../../kernel/documents/pdf';
import { pointName, rate, setupOf, type RiskSetup } from '../setup/setup-store';
import { cellsAtLevel, checkFilter, namesIds, registerQuery } from './list-risks';
import { risksOf } from './risk-view';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** How long the answer's link works. */
export const DOWNLOAD_LINK_SECONDS = 15 * 60;

/** The register sheet's columns, in order: the header and how a risk fills it. */
export const REGISTER_COLUMNS: ReadonlyArray<{
  header: string;
  width: number;
  value: (r: TRisk) => string | number | null;
  fill?: (r: TRisk) => string | null;
}> = [
  { header: 'Title', width: 40, value: (r) => r.title },
  { header: 'Status', width: 10, value: (r) => r.status },
  { header: 'Category', width: 20, value: (r) => r.category.name },
  { header: 'Team', width: 20, value: (r) => r.team?.name ?? '' },
  { header: 'Owner', width: 24, value: (r) => r.owner.fullName },
  { header: 'Rating type', width: 16, value: (r) => r.ratingType.name },
  { header: 'Inherent impact', width: 16, value: (r) => r.inherent.impactName ?? r.inherent.impact },
  {
    header: 'Inherent likelihood',
    width: 18,
    value: (r) => r.inherent.likelihoodName ?? r.inherent.likelihood,
  },
  { header: 'Inherent score', width: 14, value: (r) => r.inherent.ratingScore },
  {
    header: 'Inherent level',
    width: 14,
    value: (r) => r.inherent.level ?? '',
    fill: (r) => r.inherent.colour,
  },
  { header: 'Controls', width: 10, value: (r) => r.controlCount },
  { header: 'Residual impact', width: 16, value: (r) => r.residual.impactName ?? r.residual.impact },
  {
    header: 'Residual likelihood',
    width: 18,
    value: (r) => r.residual.likelihoodName ?? r.residual.likelihood,
  },
  { header: 'Residual score', width: 14, value: (r) => r.residual.ratingScore },
  {
    header: 'Residual level',
    width: 14,
    value: (r) => r.residual.level ?? '',
    fill: (r) => r.residual.colour,
  },
  { header: 'Mitigations', width: 12, value: (r) => r.mitigationCount },
  { header: 'Mitigations complete', width: 20, value: (r) => r.mitigationsComplete },
  { header: 'Description', width: 50, value: (r) => r.description },
  { header: 'Causes', width: 40, value: (r) => r.causes },
  { header: 'Consequences', width: 40, value: (r) => r.consequences },
  { header: 'Identified', width: 12, value: (r) => formatDateDMY(r.createdAt) },
];

const argb = (hex: string) => `FF${hex.replace('#', '').toUpperCase()}`;
const HEADER_FILL = 'FFE5E7EB';

const heading = (row: ExcelJS.Row) =>
  row.eachCell((cell) => {
    cell.font = { bold: true };
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: HEADER_FILL } };
  });

/**
 * The workbook: sheet "Register" (a header row, then one row per risk with its level cells in the
 * level's colour) and sheet "Heat map" (the same risks counted per cell, inherent and residual,
 * likelihood down from Certain, impact across from Insignificant).
 */
export const registerWorkbook = async (
  title: string,
  setup: RiskSetup,
  risks: readonly TRisk[],
): Promise<Uint8Array> => {
  const { Workbook } = await loadExcel();
  const wb = new Workbook();
  wb.creator = 'Stratum';
  const ws = wb.addWorksheet('Register', { views: [{ state: 'frozen', ySplit: 1 }] });
  heading(ws.addRow(REGISTER_COLUMNS.map((c) => c.header)));
  for (const risk of risks) {
    const row = ws.addRow(REGISTER_COLUMNS.map((c) => c.value(risk)));
    REGISTER_COLUMNS.forEach((c, i) => {
      const colour = c.fill?.(risk);
      if (colour)
        row.getCell(i + 1).fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: argb(colour) } };
    });
  }
  REGISTER_COLUMNS.forEach((c, i) => {
    ws.getColumn(i + 1).width = c.width;
  });

  const map = wb.addWorksheet('Heat map');
  map.addRow([title]).font = { bold: true, size: 14 };
  for (const kind of ['inherent', 'residual'] as const) {
    map.addRow([]);
    map.addRow([`${kind === 'inherent' ? 'Inherent' : 'Residual'} (likelihood ↓, impact →)`]).font = {
      bold: true,
    };
    heading(map.addRow(['', ...SCALE_SCORES.map((s) => pointName(setup, 'impact', s) ?? String(s))]));
    for (const likelihood of [...SCALE_SCORES].reverse()) {
      const counts = SCALE_SCORES.map(
        (impact) =>
          risks.filter((r) => r[kind].impact === impact && r[kind].likelihood === likelihood).length,
      );
      const row = map.addRow([pointName(setup, 'likelihood', likelihood) ?? String(likelihood), ...counts]);
      row.getCell(1).font = { bold: true };
    }
  }
  map.getColumn(1).width = 30;
  return new Uint8Array(await wb.xlsx.writeBuffer());
};

/** The PDF register's columns: the sheet's, condensed to fit a landscape page. */
export const PDF_COLUMNS: ReadonlyArray<Column & { cell: (r: TRisk) => Cell }> = [
  { header: 'Title', kind: 'text', width: 40, cell: (r) => ({ value: r.title }) },
  { header: 'Status', kind: 'text', width: 8, cell: (r) => ({ value: r.status }) },
  { header: 'Category', kind: 'text', width: 18, cell: (r) => ({ value: r.category.name }) },
  { header: 'Owner', kind: 'text', width: 20, cell: (r) => ({ value: r.owner.fullName }) },
  { header: 'Inherent', kind: 'number', width: 8, cell: (r) => ({ value: r.inherent.ratingScore }) },
  {
    header: 'Inherent level',
    kind: 'text',
    width: 12,
    cell: (r) => ({ value: r.inherent.level ?? '', fill: r.inherent.colour }),
  },
  { header: 'Residual', kind: 'number', width: 8, cell: (r) => ({ value: r.residual.ratingScore }) },
  {
    header: 'Residual level',
    kind: 'text',
    width: 12,
    cell: (r) => ({ value: r.residual.level ?? '', fill: r.residual.colour }),
  },
  {
    header: 'Mitigations',
    kind: 'text',
    width: 11,
    cell: (r) => ({ value: `${r.mitigationsComplete}/${r.mitigationCount}` }),
  },
];

/** A heat map as a table: likelihood down from Certain, impact across, cells in the matrix's colours. */
const heatTable = (
  title: string,
  setup: RiskSetup,
  risks: readonly TRisk[],
  kind: 'inherent' | 'residual',
): Table => {
  const type = setup.types[0];
  return {
    title: `${title}: ${kind} rating (likelihood down, impact across)${type ? `, coloured by “${type.name}”` : ''}`,
    columns: [
      { header: 'Likelihood', kind: 'text', width: 20 },
      ...SCALE_SCORES.map((s) => ({
        header: pointName(setup, 'impact', s) ?? String(s),
        kind: 'number' as const,
        width: 14,
      })),
    ],
    rows: [...SCALE_SCORES].reverse().map((likelihood) => [
      { value: pointName(setup, 'likelihood', likelihood) ?? String(likelihood) },
      ...SCALE_SCORES.map((impact) => ({
        value: risks.filter((r) => r[kind].impact === impact && r[kind].likelihood === likelihood).length,
        fill: type ? (rate(setup, type, { impact, likelihood })?.colour ?? null) : null,
      })),
    ]),
    totals: [],
  };
};

/**
 * The register as a PDF (A4 landscape, planning's report drawing): the register table with its
 * level cells in the level's colour, then the heat maps on a page of their own.
 */
export const registerPdf = async (
  title: string,
  setup: RiskSetup,
  risks: readonly TRisk[],
  now: Date,
): Promise<Uint8Array> => {
  const generated = `${now.toISOString().slice(0, 10)} ${now.toISOString().slice(11, 16)} UTC`;
  const header: [string, string][] = [
    ['Generated', generated],
    ['Risks', String(risks.length)],
  ];
  const [table, heat] = await Promise.all([
    writePdf({
      title,
      header,
      stem: 'register',
      tables: [
        {
          title: 'Register',
          columns: PDF_COLUMNS.map(({ header: h, kind, width }) => ({ header: h, kind, width })),
          rows: risks.map((r) => PDF_COLUMNS.map((c) => c.cell(r))),
          totals: [],
        },
      ],
    }),
    writePdf({
      title: `${title}: heat map`,
      header: [['Generated', generated]],
      stem: 'heat-map',
      tables: [
        heatTable('Heat map', setup, risks, 'inherent'),
        heatTable('Heat map', setup, risks, 'residual'),
      ],
    }),
  ]);
  const { PDFDocument } = await loadPdfLib();
  const out = await PDFDocument.create();
  out.setTitle(winAnsi(title));
  out.setSubject(`${risks.length} risks`);
  out.setCreator('Stratum');
  out.setProducer('Stratum');
  for (const bytes of [table, heat]) {
    const part = await PDFDocument.load(bytes);
    for (const page of await out.copyPages(part, part.getPageIndices())) out.addPage(page);
  }
  return out.save();
};

/**
 * The register — every risk a page of it with the same filters would list, newest first — as an
 * Excel file stored under the company's files (`<companyId>/risk-registers/<id>/<name>`), answered
 * as a link that works for 15 minutes.
 */
export const downloadRegister = async (
  ctx: Ctx,
  register: RiskRegister,
  input: TRiskDownloadRequest,
): Promise<TRiskDownload> => {
  const companyId = tenantOf(ctx);
  const setup = await setupOf(ctx, { provision: !namesIds(input) });
  await checkFilter(setup, input);
  const cells = input.level ? cellsAtLevel(setup, input.level) : null;
  const items =
    cells && cells.length === 0
      ? []
      : (await registerQuery(companyId, register, input, cells).go({ pages: 'all', order: 'desc' })).data;
  const risks = await risksOf(setup, companyId, items);
  const title = `${RISK_REGISTER_NAME[register]} register`;
  const pdf = input.format === 'pdf';
  const bytes = pdf
    ? await registerPdf(title, setup, risks, ctx.now)
    : await registerWorkbook(title, setup, risks);
  const contentType = pdf ? PDF_TYPE : XLSX_TYPE;
  const filename = `${RISK_REGISTER_FAMILY[register]}-register-${ctx.now.toISOString().slice(0, 10)}.${pdf ? 'pdf' : 'xlsx'}`;
  const key = fileKey(companyId, 'risk-registers', newId(), filename);
  await putFile(key, bytes, contentType);
  return {
    url: await downloadUrl(key, DOWNLOAD_LINK_SECONDS),
    filename,
    contentType,
    size: bytes.length,
    rows: risks.length,
  };
};
