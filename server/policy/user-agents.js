/**
 * What the server tells from a User-Agent: robots, which follow links and
 * fetch pages without anyone reading them, are not counted as visits or clicks.
 * An empty User-Agent is a script, not a browser.
 */
const ROBOT = /bot|crawl|spider|slurp|preview|facebookexternalhit|embedly|curl|wget|python|httpclient|http-client|go-http|okhttp|axios|node-fetch|undici|^node$|java\/|libwww|scrapy|lighthouse|pingdom|uptime|monitor|feedfetcher|feedly|rss/i;

/** @param {string | undefined} userAgent */
export function isRobot(userAgent) {
  return !userAgent || ROBOT.test(userAgent);
}
