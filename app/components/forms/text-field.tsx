import { errorProps, Field, inputClass } from "../form-fields";
import { textValue, type FormResult } from "./use-form-submit";

/**
 * One labelled input or textarea of a public form: its id, error message and
 * kept value all come from the field's name and the form's last result.
 */
export function TextField({
  form,
  name,
  label,
  result,
  multiline,
  optional,
  hint,
  initial,
  ...input
}: {
  form: string;
  name: string;
  label: string;
  result: FormResult | undefined;
  multiline?: boolean;
  optional?: boolean;
  hint?: string;
  /** The value before anything is typed, e.g. the signed-in user's name. */
  initial?: string;
  readOnly?: boolean;
  type?: string;
  inputMode?: "text" | "url" | "email" | "tel";
  required?: boolean;
  maxLength: number;
  autoComplete?: string;
  placeholder?: string;
  rows?: number;
}) {
  const id = `${form}-${name}`;
  const error = result?.fieldErrors?.[name];
  const props = { id, name, defaultValue: textValue(result, name) ?? initial, className: inputClass, ...errorProps(id, error), ...input };
  return (
    <Field id={id} label={label} error={error} optional={optional} hint={hint}>
      {multiline ? <textarea {...props} /> : <input {...props} />}
    </Field>
  );
}
