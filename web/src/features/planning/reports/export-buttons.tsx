import { ExportFileButtons } from '../../scorecard';
import { useExportReport, type ExportInput } from './api';

/** The planning reports' export buttons (`report/export`). */
export const ExportButtons = ({
  input,
  disabled,
}: {
  input: Omit<ExportInput, 'format'> | null;
  disabled?: boolean;
}) => <ExportFileButtons exporter={useExportReport()} input={input} disabled={disabled} />;
