/** The white card the admin's dashboards set their sections in (printed without its shadow). */
export const card = "rounded-2xl bg-white p-3 shadow-sm ring-1 ring-ink/10 sm:p-6 print:break-inside-avoid print:shadow-none";
