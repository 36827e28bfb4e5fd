import { describe, expect, it } from "vitest";
import { toCsv } from "./csv";

describe("toCsv", () => {
  it("quotes commas, quotes and line breaks", () => {
    expect(toCsv([["a", "b,c"], ['say "hi"', "two\nlines"]])).toBe('a,"b,c"\r\n"say ""hi""","two\nlines"\r\n');
  });

  it("defuses spreadsheet formulas written by visitors", () => {
    expect(toCsv([["=HYPERLINK(\"x\")", "+1", "-2", "@SUM(A1)", "plain"]])).toBe(
      `"'=HYPERLINK(""x"")",'+1,'-2,'@SUM(A1),plain\r\n`,
    );
  });

  it("writes an amount of money as a plain number in units, a minus sign kept", () => {
    expect(toCsv([[{ minorUnits: 1234 }, { minorUnits: -500 }, { minorUnits: 7 }, { minorUnits: 0 }]])).toBe("12.34,-5.00,0.07,0.00\r\n");
  });
});
