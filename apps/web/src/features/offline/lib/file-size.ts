const unit = (name: 'kilobyte' | 'megabyte', digits: number) =>
  new Intl.NumberFormat('en-IN', { style: 'unit', unit: name, maximumFractionDigits: digits });

/** A file's size as a student reads it: "340 kB", "2.4 MB". */
export function formatFileSize(bytes: number): string {
  if (bytes < 1_000_000) return unit('kilobyte', 0).format(Math.max(1, Math.round(bytes / 1000)));
  return unit('megabyte', 1).format(bytes / 1_000_000);
}
