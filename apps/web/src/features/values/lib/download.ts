/** Saves text as a file through a temporary object URL (no inline script, CSP-safe). */
export function downloadText(text: string, fileName: string, type = 'text/csv;charset=utf-8') {
  // the byte-order mark makes spreadsheet apps read accented names as UTF-8
  const blob = new Blob(['\uFEFF', text], { type });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
