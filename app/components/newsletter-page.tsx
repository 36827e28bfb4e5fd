import type { ReactNode } from "react";

/** The newsletter's own pages (subscribe, confirm, unsubscribe): one card, one heading. */
export function NewsletterPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="flex flex-1 items-start justify-center px-4 py-12 sm:py-20">
      <div className="w-full max-w-lg rounded-2xl bg-white p-6 shadow-sm sm:p-8">
        <h1 className="mb-4 text-2xl font-bold text-teal">{title}</h1>
        {children}
      </div>
    </main>
  );
}
