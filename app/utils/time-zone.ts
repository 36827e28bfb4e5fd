/** True for a zone name the runtime knows (IANA, e.g. Asia/Bangkok). */
export function isTimeZone(zone: string) {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
