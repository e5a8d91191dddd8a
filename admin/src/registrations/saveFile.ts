/** Offers text to the browser as a download of the given name. */
export function saveFile(fileName: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the object URL; it can go after the click's turn.
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}
