import { describe, expect, it } from "vitest";
import { z } from "zod";
import { accountFormsSchema, contactSchema, enquirySchema } from "~/utils/forms.server";
import { formRequest, settle } from "../../../tests/support/requests";
import { parseAction, SEND_ONE_VALUE } from "./parse-action.server";

const post = (fields: Record<string, string | string[]>) => formRequest("/contact", fields);

describe("parseAction", () => {
  it("gives the schema's typed values, with the whole form for fields the schema does not name", async () => {
    const parsed = await parseAction(post({ name: "  Kanya ", email: " Kanya@Hotel.example ", message: "Hello", returnTo: "/contact" }), contactSchema);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.data).toEqual({ name: "Kanya", email: "kanya@hotel.example", company: undefined, message: "Hello" });
    expect(parsed.form.get("returnTo")).toBe("/contact");
  });

  it("names each problem, keeps what was typed and puts the focus on the first field to fix in the form's order", async () => {
    const parsed = await parseAction(post({ message: "", email: "nope", name: "Kanya", company: "Spice & Co" }), contactSchema);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.fieldErrors).toEqual({ email: "Enter a valid email address.", message: "Message is required." });
    expect(parsed.fields).toEqual({ name: "Kanya", email: "nope", company: "Spice & Co", message: "" });
    expect(parsed.focus).toBe("email");
  });

  it("refuses a field sent twice where one value belongs, and keeps a list field's values", async () => {
    const parsed = await parseAction(
      post({ name: ["Ann", "Bob"], email: "ann@example.com", message: "Hi", selectedServices: ["kitchenDesign", "teleportation"] }),
      enquirySchema,
      { arrays: ["selectedServices"] },
    );
    if (parsed.ok) throw new Error("a doubled name was accepted");
    expect(parsed.fieldErrors).toEqual({ name: SEND_ONE_VALUE, selectedServices: "Please choose services from the list." });
    expect(parsed.fields.selectedServices).toEqual(["kitchenDesign", "teleportation"]);
    expect(parsed.focus).toBe("name");
  });

  it("never sends a password back, even when the form is refused", async () => {
    const parsed = await parseAction(post({ intent: "change-email", currentPassword: "secret-typed", newEmail: "not an address" }), accountFormsSchema);
    if (parsed.ok) throw new Error("a bad address was accepted");
    expect(parsed.fieldErrors).toEqual({ newEmail: "Enter a valid email address." });
    expect(JSON.stringify(parsed.fields)).not.toContain("secret-typed");
  });

  it("refuses a body that is not a form as readForm does: 415, a broken multipart body 400, a flood of fields 413", async () => {
    const json = new Request("http://localhost/contact", { method: "POST", body: "{}", headers: { "Content-Type": "application/json" } });
    const unsupported = await settle(() => parseAction(json, contactSchema));
    expect(unsupported.status).toBe(415);
    expect(await unsupported.json()).toEqual({ error: "This address only accepts form submissions." });

    const broken = new Request("http://localhost/contact", { method: "POST", body: "--x\r\nnot a part", headers: { "Content-Type": "multipart/form-data; boundary=x" } });
    expect((await settle(() => parseAction(broken, contactSchema))).status).toBe(400);

    const flood = Array.from({ length: 400 }, (_, i) => `f${i}=x`).join("&");
    const many = new Request("http://localhost/contact", { method: "POST", body: flood, headers: { "Content-Type": "application/x-www-form-urlencoded" } });
    expect((await settle(() => parseAction(many, contactSchema))).status).toBe(413);
  });

  it("reads a form already parsed (a streamed upload) the same way", async () => {
    const form = new FormData();
    form.append("name", "Ann");
    const parsed = await parseAction(form, z.object({ name: z.string() }));
    expect(parsed).toMatchObject({ ok: true, data: { name: "Ann" } });
  });
});

describe("parseAction with an intent union", () => {
  it("applies the option the intent names, typed by it", async () => {
    const parsed = await parseAction(post({ intent: "change-password", currentPassword: "old-one", newPassword: "a-new-one" }), accountFormsSchema);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.fieldErrors));
    expect(parsed.data).toEqual({ intent: "change-password", currentPassword: "old-one", newPassword: "a-new-one" });
  });

  it("says which option a refused post was, with that option's messages only", async () => {
    const parsed = await parseAction(post({ intent: "delete-account", newPassword: "ignored" }), accountFormsSchema);
    if (parsed.ok) throw new Error("a deletion without the password was accepted");
    expect(parsed.intent).toBe("delete-account");
    expect(parsed.fieldErrors).toEqual({ currentPassword: "Enter your current password." });
    expect(parsed.focus).toBe("currentPassword");
  });

  it("refuses an unknown or missing intent with the union's own message", async () => {
    for (const fields of [{ intent: "transfer-funds" }, {}] as Record<string, string>[]) {
      const parsed = await parseAction(post(fields), accountFormsSchema);
      if (parsed.ok) throw new Error(`accepted ${JSON.stringify(fields)}`);
      expect(parsed.intent).toBeUndefined();
      expect(parsed.fieldErrors).toEqual({ intent: "This form could not be understood. Please reload the page and try again." });
      expect(parsed.focus).toBe("intent");
    }
    const doubled = await parseAction(post({ intent: ["change-password", "delete-account"] }), accountFormsSchema);
    expect(doubled).toMatchObject({ ok: false, intent: undefined, fieldErrors: { intent: SEND_ONE_VALUE } });
  });

  it("takes the option whose intent is undefined for a form that sends none", async () => {
    const schema = z.discriminatedUnion("form", [
      z.object({ form: z.literal("release"), release: z.enum(["review", "publish"]) }),
      z.object({ form: z.undefined(), topic: z.string().max(5, "Too long.") }),
    ]);
    expect(await parseAction(post({ topic: "Menus" }), schema)).toMatchObject({ ok: true, data: { topic: "Menus" } });
    expect(await parseAction(post({ topic: "Wine lists" }), schema)).toMatchObject({ ok: false, fieldErrors: { topic: "Too long." } });
    expect(await parseAction(post({ form: "release", release: "publish" }), schema)).toMatchObject({ ok: true, data: { form: "release", release: "publish" } });
  });
});
