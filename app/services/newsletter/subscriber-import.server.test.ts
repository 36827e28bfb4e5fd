import { describe, expect, it } from "vitest";
import { csvRecords, parseSubscriberCsv } from "./subscriber-import.server";

describe("csvRecords", () => {
  it("reads RFC 4180: quotes, doubled quotes, commas and line breaks inside quotes, CRLF, a last line without a break", () => {
    expect(csvRecords('a@x.io,"Lee, ""Chef"""\r\n"b@x.io","two\nlines"\nc@x.io')).toEqual([
      { line: 1, cells: ["a@x.io", 'Lee, "Chef"'] },
      { line: 2, cells: ["b@x.io", "two\nlines"] },
      { line: 4, cells: ["c@x.io"] },
    ]);
  });

  it("skips blank lines but keeps counting them", () => {
    expect(csvRecords("\n\na@x.io\n\n   \nb@x.io,\n")).toEqual([
      { line: 3, cells: ["a@x.io"] },
      { line: 6, cells: ["b@x.io", ""] },
    ]);
  });
});

describe("parseSubscriberCsv", () => {
  it("skips a header row and a byte-order mark, trims and lower-cases addresses, flattens names", () => {
    const parsed = parseSubscriberCsv("\uFEFFE-mail,Name\n  Ana@Example.COM , Ana\tLima \n");
    expect(parsed).toEqual({ ok: true, rows: [{ line: 2, email: "ana@example.com", name: "Ana Lima" }], invalid: [] });
  });

  it("refuses nothing to import, and reads only a header as nothing", () => {
    expect(parseSubscriberCsv("")).toMatchObject({ ok: false });
    expect(parseSubscriberCsv("email,name\n")).toMatchObject({ ok: false });
  });

  it("refuses an address that could carry a header or a list", () => {
    const parsed = parseSubscriberCsv('"a@x.io\r\nBcc: b@x.io"\nc@x.io;d@x.io\n"Name <e@x.io>"');
    expect(parsed.ok && parsed.invalid.map((l) => l.line)).toEqual([1, 3, 4]);
    expect(parsed.ok && parsed.rows).toEqual([]);
  });
});
