/**
 * RFC 4180 CSV. Cells that a spreadsheet would run as a formula (=, +, -, @)
 * get a leading apostrophe: visitors write these cells (CSV injection).
 * An amount of money we computed is a cell of its own kind, written as a plain
 * number ("-12.34"), so a spreadsheet adds it up.
 */
export type CsvCell = string | { minorUnits: number };

export function toCsv(rows: CsvCell[][]): string {
  return rows.map((row) => row.map(cell).join(",")).join("\r\n") + "\r\n";
}

function cell(value: CsvCell): string {
  if (typeof value !== "string") return (Math.round(value.minorUnits) / 100).toFixed(2);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
