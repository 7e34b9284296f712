/** Saves a file the app made or fetched, through the browser's own download. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement("a");
    link.href = url;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Some browsers read the file after click() returns.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
