/**
 * Affiliate codes (SPEC §9): the first 4 letters of the name in upper case
 * without spaces, a dash, then 6 random upper-case letters or digits.
 * Our rule for names that are short or not in Latin script
 * (docs/spec-notes.md#affiliate-codes-for-short-and-non-latin-names-spec-9):
 * accents are folded (José → JOSE), other characters are skipped, and a prefix
 * with fewer than 4 letters is padded with X (Al → ALXX, สมชาย → XXXX).
 */
const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";

export function affiliatePrefix(name: string): string {
  const letters = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toUpperCase()
    .replace(/[^A-Z]/g, "");
  return letters.slice(0, 4).padEnd(4, "X");
}

export function affiliateCode(name: string, randomIndex: (max: number) => number): string {
  let suffix = "";
  for (let i = 0; i < 6; i++) suffix += ALPHABET[randomIndex(ALPHABET.length)];
  return `${affiliatePrefix(name)}-${suffix}`;
}

export const AFFILIATE_CODE_PATTERN = /^[A-Z]{4}-[A-Z0-9]{6}$/;
