/**
 * What one view keeps (docs/decisions/218): the page's path (with only its
 * `category` and `page` parameters), another site's host it came from, the
 * UTM parameters, the device class and the day's visitor key. Not the address,
 * not the browser's name, not the rest of the query.
 */
import type { DeviceClass } from "./user-agent.server";
import { deviceClass } from "./user-agent.server";
import { visitorKey } from "./visitor.server";

/** What the server in front passes (server/page-views.js). */
export type SeenView = { target: string; referer: string; userAgent: string; clientAddress: string; teaserOf: string | null };

export type PageViewRow = {
  at: Date;
  day: string;
  path: string;
  referrerHost: string;
  utmSource: string;
  utmMedium: string;
  utmCampaign: string;
  device: DeviceClass;
  visitor: string;
  teaserOf: string | null;
};

const KEPT_PARAMS = ["category", "page"];
const MAX_PATH = 200;
const MAX_VALUE = 100;

export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

export function pageViewRow(view: SeenView, ownHost: string, at: Date): PageViewRow {
  const url = new URL(view.target, "http://site");
  const day = utcDay(at);
  return {
    at,
    day,
    path: keptPath(url),
    referrerHost: externalHost(view.referer, ownHost),
    utmSource: param(url, "utm_source"),
    utmMedium: param(url, "utm_medium"),
    utmCampaign: param(url, "utm_campaign"),
    device: deviceClass(view.userAgent),
    visitor: visitorKey(day, view.clientAddress, view.userAgent),
    teaserOf: view.teaserOf?.slice(0, MAX_VALUE) ?? null,
  };
}

function keptPath(url: URL): string {
  const kept = new URLSearchParams();
  for (const name of KEPT_PARAMS) {
    const value = url.searchParams.get(name);
    if (value) kept.set(name, value.slice(0, MAX_VALUE));
  }
  const query = kept.toString();
  let path = url.pathname;
  try {
    path = decodeURIComponent(path);
  } catch {
    // Kept as sent.
  }
  if (path.length > 1) path = path.replace(/\/+$/, "");
  return (query ? `${path}?${query}` : path).slice(0, MAX_PATH);
}

function param(url: URL, name: string): string {
  return (url.searchParams.get(name) ?? "").trim().toLowerCase().slice(0, MAX_VALUE);
}

/** The referring site's host, lower case; "" for none, our own site, or no web address. */
function externalHost(referer: string, ownHost: string): string {
  if (!referer) return "";
  try {
    const url = new URL(referer);
    if (url.protocol !== "http:" && url.protocol !== "https:") return "";
    const host = url.hostname.toLowerCase().replace(/^www\./, "");
    return host === ownHost.replace(/^www\./, "") ? "" : host.slice(0, MAX_VALUE);
  } catch {
    return "";
  }
}
