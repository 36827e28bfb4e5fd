import type { ReactNode } from "react";

export function FormPage({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <main className="flex flex-1 items-start justify-center px-4 py-12 sm:py-16">
      <div className="w-full max-w-xl rounded-2xl bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-teal">{title}</h1>
        <p className="mt-2 mb-6 text-sm text-ink/70">{intro}</p>
        {children}
      </div>
    </main>
  );
}
