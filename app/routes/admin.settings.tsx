import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { errorProps, Field, inputClass } from "~/components/form-fields";
import { SITE_SETTING_FIELDS } from "~/content/site-setting-fields";
import { placeholdersIn, SITE_SETTING_DEFAULTS } from "~/content/site-setting-defaults";
import { PLACEHOLDER_NOTE } from "~/components/admin/placeholder-links";
import { readSiteSettingValues, saveSiteSettingValues } from "~/models/site-settings.server";
import { requireAdmin } from "~/services/auth/auth.server";
import { parseAction } from "~/services/requests/parse-action.server";
import { siteSettingsSchema, typedSettings } from "~/services/content/site-settings-form.server";
import { redirectWithSuccess } from "~/services/requests/toast.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const values = readSiteSettingValues();
  return { values, placeholders: placeholdersIn(values) };
}

export async function action({ request }: ActionFunctionArgs) {
  await requireAdmin(request);
  const parsed = await parseAction(request, siteSettingsSchema);
  if (!parsed.ok) return data({ fieldErrors: parsed.fieldErrors, fields: typedSettings(parsed.fields) }, { status: 400 });
  const changed = saveSiteSettingValues(parsed.data);
  return redirectWithSuccess("/admin/settings", changed.length > 0 ? "Settings saved" : "Nothing changed");
}

const GROUPS = [...new Set(SITE_SETTING_FIELDS.map((f) => f.group))];

export default function AdminSettings() {
  const { values, placeholders } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const location = useLocation();
  const busy = useNavigation().state === "submitting";
  const shown: Record<string, string> = result?.fields ?? values;
  const errors: Record<string, string> = result?.fieldErrors ?? {};
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold text-teal">Site settings</h1>
      <p className="max-w-2xl text-ink/80">
        Contact details, partner details, links and videos shown across the site. A change shows to visitors at once.
      </p>
      {Object.keys(errors).length > 0 ? (
        <p role="alert" className="rounded-md bg-terracotta/10 px-3 py-2 text-sm text-terracotta">
          Nothing was saved. Please correct the fields marked below.
        </p>
      ) : null}
      <Form method="post" className="space-y-8" key={location.key} noValidate>
        {GROUPS.map((group) => (
          <fieldset key={group} className="space-y-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-ink/10">
            <legend className="px-1 text-lg font-semibold">{group}</legend>
            {SITE_SETTING_FIELDS.filter((f) => f.group === group).map((f) => {
              const id = `setting-${f.name}`;
              const props = {
                id,
                name: f.name,
                defaultValue: shown[f.name] ?? "",
                className: inputClass,
                ...errorProps(id, errors[f.name]),
              };
              return (
                <div key={f.name}>
                  <Field id={id} label={f.label} error={errors[f.name]} hint={`${f.hint} Default: ${SITE_SETTING_DEFAULTS[f.name].replace(/\n/g, " / ")}`}>
                    {f.kind === "lines" ? <textarea rows={4} {...props} /> : <input type={f.kind === "email" ? "email" : "text"} {...props} />}
                  </Field>
                  {placeholders.includes(f.name) ? (
                    <p className="mt-2 rounded-md bg-amber/10 px-3 py-2 text-sm" data-placeholder={f.name}>
                      <strong>Placeholder.</strong> {PLACEHOLDER_NOTE}
                    </p>
                  ) : null}
                </div>
              );
            })}
          </fieldset>
        ))}
        <button type="submit" disabled={busy} className="rounded-md bg-teal px-5 py-2.5 font-semibold text-white hover:bg-teal-dark disabled:opacity-60">
          {busy ? "Saving…" : "Save settings"}
        </button>
      </Form>
    </div>
  );
}

export const meta: MetaFunction = () => [{ title: "Site settings · Admin" }, { name: "robots", content: "noindex" }];
