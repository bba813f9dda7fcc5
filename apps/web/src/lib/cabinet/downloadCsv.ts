/** Saves a CSV document as a file (browser only: call it from an event handler). */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // The click has started the download; the object URL may go once the event loop turns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
