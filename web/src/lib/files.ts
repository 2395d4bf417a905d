/** Why a route would refuse a file (its FileRule), checked before the upload and again by the server. */
export const fileProblem = (
  file: { size: number; type: string },
  accept: readonly string[],
  maxBytes: number,
): 'type' | 'size' | null => {
  if (accept.length > 0 && !accept.includes(file.type)) return 'type';
  if (file.size > maxBytes) return 'size';
  return null;
};

/** Saves text as a file through a short-lived blob URL (allowed by the CSP; no server round trip). */
export const downloadText = (fileName: string, text: string, type: string): void =>
  downloadBlob(fileName, new Blob([text], { type }));

/** Saves bytes (an Excel file made in the browser) the same way. */
export const downloadBytes = (fileName: string, bytes: Uint8Array, type: string): void =>
  downloadBlob(fileName, new Blob([bytes as BlobPart], { type }));

const downloadBlob = (fileName: string, blob: Blob): void => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
};
