import { useActionData, useFetcher, useNavigation, type FetcherWithComponents } from "@remix-run/react";
import { Form } from "@remix-run/react";

export type FormResult = {
  formError?: string;
  fieldErrors?: Record<string, string>;
  fields?: Record<string, string | string[]>;
};

/**
 * In a dialog a form submits with a fetcher so its errors stay in the dialog;
 * on its own page it is a plain <Form> and reads the page's action data.
 * Without JavaScript both are ordinary form posts.
 */
export function useFormSubmit(action: string, inDialog: boolean) {
  const fetcher: FetcherWithComponents<FormResult> = useFetcher<FormResult>();
  const navigation = useNavigation();
  const pageData = useActionData<FormResult>();
  if (inDialog) {
    return { FormElement: fetcher.Form, result: fetcher.data, busy: fetcher.state !== "idle" };
  }
  return {
    FormElement: Form,
    result: pageData,
    busy: navigation.state === "submitting" && navigation.formAction === action,
  };
}

export function textValue(result: FormResult | undefined, name: string): string | undefined {
  const value = result?.fields?.[name];
  return typeof value === "string" ? value : undefined;
}
