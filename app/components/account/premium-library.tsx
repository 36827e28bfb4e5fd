import { Link } from "@remix-run/react";

export type PremiumFile = { title: string; href: string };

const INCLUDED = [
  { label: "Premium articles in the Knowledge Center", to: "/blog" },
  { label: "Premium white papers", to: "/white-papers" },
  { label: "The Daily AI Course", to: "/course" },
  { label: "The Resources Hub", to: "/resources" },
];

/**
 * What premium access gives, on the account page itself: its PDFs to
 * download and the places it opens (the model: a store's "library").
 */
export function PremiumLibrary({ hasAccess, files }: { hasAccess: boolean; files: PremiumFile[] }) {
  if (!hasAccess) {
    return (
      <p className="mt-3 text-sm text-ink/70">
        Premium access unlocks full premium articles, the premium PDF library, white papers and the Daily AI Course for a
        one-time $49.99.{" "}
        <Link to="/resources" className="font-semibold text-teal underline">
          See what's included
        </Link>
      </p>
    );
  }
  return (
    <div className="mt-3 grid gap-6 text-sm sm:grid-cols-2">
      <div>
        <h3 className="font-semibold">Premium PDFs</h3>
        <ul className="mt-2 space-y-2">
          {files.map((file) => (
            <li key={file.href}>
              <a href={file.href} download className="inline-flex min-h-11 items-center font-semibold text-teal underline sm:min-h-0">
                Download {file.title} (PDF)
              </a>
            </li>
          ))}
        </ul>
      </div>
      <div>
        <h3 className="font-semibold">Open to you</h3>
        <ul className="mt-2 space-y-2">
          {INCLUDED.map((item) => (
            <li key={item.to}>
              <Link to={item.to} className="inline-flex min-h-11 items-center font-semibold text-teal underline sm:min-h-0">
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
