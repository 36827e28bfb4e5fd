import { Form, useActionData, useFetcher, useLocation, useNavigation, type FetcherWithComponents } from "@remix-run/react";
import { useRef } from "react";

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
export function useFormSubmit<T = FormResult>(action: string, inDialog: boolean) {
  const fetcher: FetcherWithComponents<T> = useFetcher<T>();
  const navigation = useNavigation();
  const pageData = useActionData<T>() as T | undefined;
  const location = useLocation();
  // A fetcher keeps its last data after a successful post redirects; errors from
  // before that navigation must not linger, so data counts only on the page it came back to.
  const seen = useRef<{ data: T | undefined; key: string }>();
  if (fetcher.data !== seen.current?.data) seen.current = { data: fetcher.data, key: location.key };
  if (inDialog) {
    const result = seen.current?.key === location.key ? fetcher.data : undefined;
    return { FormElement: fetcher.Form, result, busy: fetcher.state !== "idle" };
  }
  return {
    FormElement: Form,
    result: pageData,
    // Busy until the next page is there: after the action comes the redirect's load (a sign-in's takes a while).
    busy: navigation.state !== "idle" && navigation.formAction === action,
  };
}

/**
 * Where a successful post should land. In a dialog that is the page under it;
 * on the page a refused post redraws (e.g. /enquiry without JS) it is the page
 * the form was first sent from, which the action hands back in `fields`.
 */
export function useReturnTo(inDialog: boolean, result: FormResult | undefined): string {
  const location = useLocation();
  if (inDialog) return `${location.pathname}${location.search}`;
  return textValue(result, "returnTo") ?? "/";
}

export function textValue(result: FormResult | undefined, name: string): string | undefined {
  const value = result?.fields?.[name];
  return typeof value === "string" ? value : undefined;
}
