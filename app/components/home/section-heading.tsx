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
        <p className={`text-sm font-semibold tracking-widest uppercase ${dark ? "text-[#f2b84b]" : "text-[#8a5a00]"}`}>{eyebrow}</p>
      ) : null}
      <h2 id={id} className={`mt-3 font-serif text-3xl leading-tight font-bold sm:text-4xl ${dark ? "text-cream" : "text-teal"}`}>
        {title}
      </h2>
      {children ? <div className={`mt-4 text-lg leading-relaxed ${dark ? "text-cream/85" : "text-ink/75"}`}>{children}</div> : null}
    </div>
  );
}
