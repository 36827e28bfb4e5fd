import type { ReactNode } from "react";

/** The eyebrow + serif title + lead used by every home section. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  children,
  tone = "light",
  align = "left",
}: {
  /** id of the heading, for aria-labelledby on the section. */
  id: string;
  eyebrow?: string;
  title: string;
  children?: ReactNode;
  tone?: "light" | "dark";
  align?: "left" | "center";
}) {
  const dark = tone === "dark";
  return (
    <div className={align === "center" ? "mx-auto max-w-3xl text-center" : "max-w-3xl"}>
      {eyebrow ? (
        <p className={dark ? "section-eyebrow text-[#f2b84b]" : "section-eyebrow"}>{eyebrow}</p>
      ) : null}
      <h2 id={id} className={dark ? "section-title text-cream" : "section-title"}>
        {title}
      </h2>
      {children ? <div className={dark ? "section-lead text-cream/85" : "section-lead"}>{children}</div> : null}
    </div>
  );
}
