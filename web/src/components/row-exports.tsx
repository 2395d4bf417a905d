import { Button } from 'primereact/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { csvFileName, toCsv } from '../lib/csv';
import { errorNotice } from '../lib/errors';
import { downloadBytes, downloadText } from '../lib/files';
import { notify } from '../lib/notify';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface ExportColumn<Row> {
  header: string;
  value: (row: Row) => string | number | boolean | null | undefined;
}

export interface RowExportsProps<Row> {
  /** names the files (CSV and Excel) */
  name: string;
  columns: readonly ExportColumn<Row>[];
  /** every row the list shows with its filters (all pages); `onProgress` hears the rows gathered so far */
  rows: (onProgress: (count: number) => void) => Promise<readonly Row[]>;
  /** nothing to export yet */
  disabled?: boolean;
}

/**
 * A list's CSV and Excel buttons: the rows the list shows, with its filters, as files. A long
 * export says how many rows it has gathered so far.
 */
export const RowExports = <Row,>({ name, columns, rows, disabled = false }: RowExportsProps<Row>) => {
  const { t } = useTranslation();
  const [exporting, setExporting] = useState<'csv' | 'xlsx' | null>(null);
  const [gathered, setGathered] = useState(0);

  const exportRows = async (format: 'csv' | 'xlsx') => {
    setExporting(format);
    setGathered(0);
    try {
      const list = await rows(setGathered);
      if (format === 'csv') {
        // The byte-order mark makes spreadsheet programs read the file as UTF-8 (names with accents).
        downloadText(csvFileName(name), `\uFEFF${toCsv([...columns], [...list])}`, 'text/csv;charset=utf-8');
      } else {
        // The writer loads only now: no list page carries it before someone exports.
        const { toXlsx, xlsxFileName } = await import('../lib/xlsx');
        const bytes = toXlsx(
          name,
          columns.map((c) => c.header),
          list.map((row) => columns.map((c) => c.value(row))),
        );
        downloadBytes(xlsxFileName(name), bytes, XLSX_TYPE);
      }
      notify({ severity: 'success', summary: t('table.exported', { count: list.length }) });
    } catch (e) {
      const notice = errorNotice(e, t('errors.requestFailed'));
      if (notice) notify(notice);
    } finally {
      setExporting(null);
    }
  };

  return (
    <div className="list-exports">
      {(['csv', 'xlsx'] as const).map((format) => (
        <Button
          key={format}
          type="button"
          icon={format === 'csv' ? 'pi pi-download' : 'pi pi-file-excel'}
          label={
            exporting === format && gathered > 0
              ? t('table.exportProgress', { count: gathered })
              : t(format === 'csv' ? 'table.exportCsv' : 'table.exportExcel')
          }
          severity="secondary"
          outlined
          loading={exporting === format}
          disabled={exporting !== null || disabled}
          onClick={() => void exportRows(format)}
        />
      ))}
    </div>
  );
};
