/** Hands a file made in the page (or fetched with the token) to the browser as a download. */
export function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers start reading the URL only after click() has returned.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
