import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { generationRuns, orders, products, users } from "~/db/schema";
import { loader as overviewLoader } from "~/routes/admin._index";
import { action as signupAction } from "~/routes/signup";
import { getEnv } from "~/utils/env.server";
import { isoWeekKey } from "~/utils/iso-week";
import { cookiesFrom, formRequest, getRequest, settle } from "../support/requests";

const args = (request: Request) => ({ request, params: {}, context: {} });
let admin = "";
let buyerId = "";

type Overview = {
  orders: { customerName: string; productName: string; amountCents: number; status: string; createdAt: string }[];
  schedule: { nextRun: string | null; configured: boolean; thisWeek: { status: string; error: string | null } | null };
};

beforeAll(async () => {
  const response = await settle(() =>
    signupAction(args(formRequest("/signup", { fullName: "Overview Admin", email: "overview-admin@example.com", password: "pass-the-salt-77" }))),
  );
  admin = cookiesFrom(response).split("; ").find((c) => c.startsWith("__session=")) ?? "";
  db.update(users).set({ role: "admin" }).where(eq(users.email, "overview-admin@example.com")).run();
  buyerId = db.select({ id: users.id }).from(users).where(eq(users.email, "overview-admin@example.com")).get()!.id;
  db.insert(products).values({ id: "p_test", name: "Food Cost Calculator", kind: "digital", priceCents: 7999, description: "d" }).run();
});

const overview = async () => (await overviewLoader(args(getRequest("/admin", { cookie: admin })))) as unknown as Overview;

describe("/admin overview", () => {
  it("lists the newest 20 orders with customer, product, amount and status", async () => {
    for (let i = 0; i < 22; i++) {
      db.insert(orders)
        .values({ id: randomUUID(), userId: buyerId, productId: "p_test", amountCents: 100 + i, currency: "usd", status: i % 2 ? "paid" : "pending", mode: "test", createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)) })
        .run();
    }
    const { orders: listed } = await overview();
    expect(listed).toHaveLength(20);
    expect(listed[0]).toMatchObject({ customerName: "Overview Admin", productName: "Food Cost Calculator", amountCents: 121, status: "paid" });
    expect(listed.at(-1)?.amountCents).toBe(102);
  });

  it("shows the next Monday 02:00 run and a failed week's reason", async () => {
    const { schedule } = await overview();
    const next = new Date(schedule.nextRun!);
    const local = new Intl.DateTimeFormat("en-US", { timeZone: getEnv().WHITE_PAPER_TIME_ZONE, weekday: "short", hour: "numeric", minute: "2-digit", hourCycle: "h23" }).format(next);
    expect(local).toBe("Mon 02:00");
    expect(next.getTime()).toBeGreaterThan(Date.now());
    expect(schedule.configured).toBe(false);

    db.insert(generationRuns).values({ weekKey: isoWeekKey(new Date(), getEnv().WHITE_PAPER_TIME_ZONE), status: "failed", error: "The AI service did not answer in time." }).run();
    expect((await overview()).schedule.thisWeek).toEqual({ status: "failed", error: "The AI service did not answer in time." });
  });
});
