import { describe, expect, it } from "vitest";
import { NAV_MENUS, PRIMARY_LINKS, isActivePath, mobileMenuSections } from "./navigation";

describe("isActivePath", () => {
  it("matches the path and ignores query and hash", () => {
    expect(isActivePath("/", "/")).toBe(true);
    expect(isActivePath("/blog", "/blog")).toBe(true);
    expect(isActivePath("/?tab=digital#products", "/")).toBe(true);
    expect(isActivePath("/", "/blog")).toBe(false);
    expect(isActivePath("/blog", "/blog/some-post")).toBe(false);
  });
});

describe("mobileMenuSections", () => {
  const sections = mobileMenuSections();
  const all = sections.flatMap((section) => section.links);

  it("starts with the services, then the pages", () => {
    expect(sections[0]!.label).toBe("Services");
    expect(sections[0]!.links.map((l) => l.to)).toEqual(NAV_MENUS.find((m) => m.label === "Services")!.links.map((l) => l.to));
    expect(sections[1]!.label).toBeUndefined();
    expect(sections[1]!.links[0]).toEqual({ label: "Home", to: "/" });
  });

  it("lists each address once, and every address of the desktop header", () => {
    const addresses = all.map((l) => l.to);
    expect(new Set(addresses).size).toBe(addresses.length);
    const desktop = new Set([...PRIMARY_LINKS, ...NAV_MENUS.flatMap((m) => m.links)].map((l) => l.to));
    expect(new Set(addresses)).toEqual(desktop);
  });
});

describe("the desktop header", () => {
  it("reaches each address once, Pricing and Contact included", () => {
    const addresses = [...PRIMARY_LINKS, ...NAV_MENUS.flatMap((m) => m.links)].map((l) => l.to);
    expect(addresses.filter((to, i) => addresses.indexOf(to) !== i)).toEqual([]);
    expect(addresses).toEqual(expect.arrayContaining(["/pricing", "/contact", "/blog", "/white-papers", "/resources"]));
  });
});
