/** Length limits of the public forms, shared by the inputs (maxLength) and the zod schemas. Kept zod-free for the browser bundle. */
export const LIMITS = { name: 100, email: 254, company: 120, message: 5000, about: 2000, website: 300, phone: 40, taxId: 40 } as const;
