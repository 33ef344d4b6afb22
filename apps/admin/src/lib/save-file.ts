/** Saves a file the API answered (a CSV export) as a download named `name`, as the browser's own download would. */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download by now; the URL only has to outlive this task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
