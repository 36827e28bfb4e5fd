/**
 * RFC 4180 CSV. Cells that a spreadsheet would run as a formula (=, +, -, @)
 * get a leading apostrophe: visitors write these cells (CSV injection).
 */
export function toCsv(rows: string[][]): string {
  return rows.map((row) => row.map(cell).join(",")).join("\r\n") + "\r\n";
}

function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
