import { describe, expect, it } from "vitest";
import { confirmationToken, readConfirmationToken, readUnsubscribeToken, tokenSubscriberId, unsubscribeToken } from "./links.server";

const ana = { id: 7, email: "ana@example.com" };
const now = new Date("2026-11-29T12:00:00Z");
const hours = (h: number) => new Date(now.getTime() + h * 3_600_000);

describe("the confirmation link", () => {
  it("confirms its subscriber for 48 hours, then says it expired", () => {
    const token = confirmationToken(ana, now);
    expect(tokenSubscriberId(token)).toBe(7);
    expect(readConfirmationToken(token, ana, hours(47.9))).toEqual({ ok: true, subscriberId: 7 });
    expect(readConfirmationToken(token, ana, hours(48))).toEqual({ ok: false, reason: "expired" });
  });

  it("is refused for another address, another subscriber, or a changed character", () => {
    const token = confirmationToken(ana, now);
    expect(readConfirmationToken(token, { ...ana, email: "bo@example.com" }, now)).toEqual({ ok: false, reason: "invalid" });
    expect(readConfirmationToken(token, { ...ana, id: 8 }, now)).toEqual({ ok: false, reason: "invalid" });
    const last = token.at(-1) === "A" ? "B" : "A";
    expect(readConfirmationToken(token.slice(0, -1) + last, ana, now)).toEqual({ ok: false, reason: "invalid" });
    // A later expiry with the old signature is not a longer link.
    const [id, expires, signature] = token.split(".");
    expect(readConfirmationToken(`${id}.${Number(expires) + 3600}.${signature}`, ana, now)).toEqual({ ok: false, reason: "invalid" });
  });

  it("is not an unsubscribe link, nor the other way round", () => {
    expect(readUnsubscribeToken(confirmationToken(ana, now), ana).ok).toBe(false);
    expect(readConfirmationToken(unsubscribeToken(ana), ana, now).ok).toBe(false);
  });
});

describe("the unsubscribe link", () => {
  it("names its subscriber for good, and nobody else", () => {
    const token = unsubscribeToken(ana);
    expect(tokenSubscriberId(token)).toBe(7);
    expect(readUnsubscribeToken(token, ana)).toEqual({ ok: true, subscriberId: 7 });
    expect(readUnsubscribeToken(token, { ...ana, email: "other@example.com" }).ok).toBe(false);
    expect(readUnsubscribeToken("7.not-a-signature", ana).ok).toBe(false);
    expect(tokenSubscriberId("x")).toBeNull();
  });
});
