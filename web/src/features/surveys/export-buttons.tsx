import { Button } from 'primereact/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type Format = 'xlsx' | 'pdf';

/**
 * Excel and PDF of a survey report: the server writes the file and answers a short-lived link.
 * The workbook downloads in place; the PDF opens in a new tab.
 */
export const SurveyExportButtons = ({
  run,
}: {
  run: (format: Format) => Promise<{ url: string; filename: string }>;
}) => {
  const { t } = useTranslation('surveys');
  const [busy, setBusy] = useState<Format | null>(null);
  const go = (format: Format) => {
    setBusy(format);
    void run(format)
      .then((file) => {
        if (format === 'xlsx') window.location.assign(file.url);
        else window.open(file.url, '_blank', 'noopener');
      })
      .catch(() => undefined)
      .finally(() => setBusy(null));
  };
  return (
    <div className="surveys-actions">
      {(['xlsx', 'pdf'] as const).map((format) => (
        <Button
          key={format}
          type="button"
          outlined
          icon={format === 'xlsx' ? 'pi pi-file-excel' : 'pi pi-file-pdf'}
          label={t(`exports.${format}`)}
          loading={busy === format}
          disabled={busy !== null && busy !== format}
          onClick={() => go(format)}
        />
      ))}
    </div>
  );
};
