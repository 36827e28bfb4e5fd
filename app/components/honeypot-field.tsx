/**
 * A field people never see or fill; bots that fill every input give themselves
 * away (https://github.com/epicweb-dev/epic-stack/blob/main/docs/decisions/033-honeypot.md). The name must match
 * HONEYPOT_FIELD in services/requests/security.server.ts.
 */
export function HoneypotField() {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        Leave this field empty
        <input type="text" name="fax_number" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
