/** Saves a file the browser holds (a CSV the API wrote): browser only, from an event handler. */
export function saveFile(fileName: string, file: Blob): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // The click has started the download; the object URL may go once the event loop turns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
