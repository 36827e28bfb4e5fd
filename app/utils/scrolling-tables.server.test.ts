import { describe, expect, it } from "vitest";
import { scrollingTables } from "./scrolling-tables.server";
import { sanitizeStoredHtml } from "./sanitize.server";

describe("scrollingTables", () => {
  it("puts each table in a focusable, named box of its own and leaves the rest alone", () => {
    const html = sanitizeStoredHtml("<p>Before</p><table><tr><td>1</td></tr></table><p>After</p>");
    expect(scrollingTables(html)).toBe(
      '<p>Before</p><div class="table-scroll" role="region" tabindex="0" aria-label="Table, scrolls sideways"><table><tr><td>1</td></tr></table></div><p>After</p>',
    );
  });

  it("marks cells of running text so they keep a width to read in; short cells stay as they are", () => {
    const advice = "Re-cost: trim portion or garnish, raise the price in small steps";
    const html = scrollingTables(sanitizeStoredHtml(`<table><tr><td>Plowhorse</td><td><strong>${advice}</strong></td></tr></table>`));
    expect(html).toContain("<td>Plowhorse</td>");
    expect(html).toContain(`<td class="prose-cell"><strong>${advice}</strong></td>`);
  });
});
