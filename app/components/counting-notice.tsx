/**
 * The privacy page's fixed account of the site's own counting
 * (docs/decisions/218): shown below the admin's privacy text, never part of
 * it, so it always says what the code does.
 */
export function CountingNotice() {
  return (
    <section aria-labelledby="what-we-count" className="post-body mt-12 border-t border-ink/10 pt-8" data-testid="counting-notice">
      <h2 id="what-we-count">What we count</h2>
      <p>
        To know which pages are read and what sells, this site counts its visits itself, on our own server. No counting script from another company
        runs here, and <strong>no cookie is used for counting</strong>.
      </p>
      <p>For each page shown we keep only:</p>
      <ul>
        <li>the page&rsquo;s address on this site and the day;</li>
        <li>the site you came from, by its name only (such as google.com);</li>
        <li>the campaign tags of the link you followed (utm_source, utm_medium, utm_campaign);</li>
        <li>the kind of device: desktop, mobile or tablet;</li>
        <li>
          a daily visitor key, made from your network address and browser with a secret that is replaced and deleted every day. It lets us count a
          visitor once a day; it cannot be made again or linked to another day, and it does not identify you.
        </li>
      </ul>
      <p>
        <strong>We do not store your IP address or your browser&rsquo;s name.</strong> We also count what is done on the site (unlock clicks, checkouts
        started, purchases, sign-ups, forms sent and downloads), each with the page it came from.
      </p>
      <p>These counts are kept for 13 months; after that, only daily totals are kept.</p>
    </section>
  );
}
