/** Where a command writes its lines (the console, or a test's list). */
export type Print = (text: string) => void;

/** Rows as columns padded to their widest cell. */
export function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows.map((row) => row.map((cell, column) => cell.padEnd(widths[column]!)).join('  ').trimEnd()).join('\n');
}
