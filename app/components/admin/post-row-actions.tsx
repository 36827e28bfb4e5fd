import { Form } from "@remix-run/react";

const BUTTONS = {
  published: [{ intent: "unpublish", label: "Unpublish", name: (title: string) => `Unpublish ${title}` }],
  scheduled: [
    { intent: "publish", label: "Publish now", name: (title: string) => `Publish ${title} now` },
    { intent: "unpublish", label: "Cancel schedule", name: (title: string) => `Cancel the schedule of ${title}` },
  ],
  draft: [{ intent: "publish", label: "Publish", name: (title: string) => `Publish ${title}` }],
} as const;

/**
 * Publish/unpublish (for a scheduled post: publish now or cancel the
 * schedule) and delete for one post: plain POST forms. Delete sits behind a
 * <details> so it takes a second, deliberate click, with or without JS.
 */
export function PostRowActions({
  id,
  title,
  state,
  action = "/admin/posts",
}: {
  id: string;
  title: string;
  state: "published" | "scheduled" | "draft";
  action?: string;
}) {
  return (
    <div className="flex flex-wrap items-start gap-2">
      {BUTTONS[state].map((button) => (
        <Form key={button.intent} method="post" action={action}>
          <input type="hidden" name="id" value={id} />
          <button
            type="submit"
            name="intent"
            value={button.intent}
            aria-label={button.name(title)}
            className="rounded-md border border-teal/30 px-3 py-1.5 text-xs font-semibold text-teal hover:bg-teal/5"
          >
            {button.label}
          </button>
        </Form>
      ))}
      {/* The question opens in the flow, not over the page: a table that scrolls sideways would clip it. */}
      <details>
        <summary className="cursor-pointer list-none rounded-md border border-terracotta/30 px-3 py-1.5 text-xs font-semibold text-terracotta hover:bg-terracotta/5">
          Delete
        </summary>
        <Form method="post" action={action} className="mt-2 w-56 rounded-md bg-white p-3 text-xs shadow-sm ring-1 ring-ink/10">
          <p>Delete "{title}" for good?</p>
          <input type="hidden" name="id" value={id} />
          <button
            type="submit"
            name="intent"
            value="delete"
            aria-label={`Delete ${title} for good`}
            className="mt-2 rounded-md bg-terracotta px-3 py-1.5 font-semibold text-white"
          >
            Yes, delete
          </button>
        </Form>
      </details>
    </div>
  );
}
