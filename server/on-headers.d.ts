declare module "on-headers" {
  /** Calls `listener` just before the response's headers are written (jshttp/on-headers). */
  export default function onHeaders(res: import("node:http").ServerResponse, listener: (this: import("node:http").ServerResponse) => void): void;
}
