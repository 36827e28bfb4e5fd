/** Keeps one instance across dev rebuilds (https://github.com/remix-run/indie-stack/blob/main/app/singleton.server.ts). */
export function singleton<T>(name: string, create: () => T): T {
  const store = globalThis as unknown as { __singletons?: Map<string, unknown> };
  store.__singletons ??= new Map();
  if (!store.__singletons.has(name)) store.__singletons.set(name, create());
  return store.__singletons.get(name) as T;
}
