/**
 * Seed content for the Knowledge Center (SPEC §2 "Blog", §3 "blog_posts").
 * 16 posts: 15 published, 1 draft. Every value is deterministic so re-seeding
 * produces identical rows. readingTime = ceil(words / 200), where words are
 * counted on the body text with tags stripped.
 *
 * Bodies are HTML, and stay HTML posts in the editor (body_format "html",
 * docs/decisions/206); they use a small tag allow-list only: h2, h3, p, ul, ol,
 * li, strong, em, blockquote, a (local href), table, thead, tbody, tr, th, td.
 */
import type { blogPosts } from "~/db/schema";

/** A post row as the seed states it: premium, published and reading time always said, not left to defaults. */
export type BlogPostSeed = Omit<typeof blogPosts.$inferInsert, "createdAt" | "source"> &
  Pick<typeof blogPosts.$inferSelect, "isPremium" | "isPublished" | "readingTime">;

const TEAM = {
  niran: { author: "Niran Chaiyaporn", authorTitle: "Culinary Director" },
  claire: { author: "Claire Whitfield", authorTitle: "Revenue Strategist" },
  ploy: { author: "Ploy Suksawat", authorTitle: "Sustainability Lead" },
  marcus: { author: "Marcus Adeyemi", authorTitle: "Hotel Operations Partner" },
} as const;

const IMAGE = {
  whitePaper: "/images/blog/white-paper.svg",
  caseStudy: "/images/blog/case-study.svg",
  article: "/images/blog/article.svg",
  research: "/images/blog/research.svg",
} as const;

export const blogPostSeeds: BlogPostSeed[] = [
  {
    id: "post-prime-cost-weekly-control",
    title: "Prime Cost Under 60%: The Weekly Number That Keeps Restaurants Alive",
    slug: "prime-cost-weekly-control",
    description:
      "Prime cost combines what you spend on ingredients and on people. Here is how to calculate it every week, what a healthy figure looks like, and where the first two points usually hide.",
    content: `<p>Most operators look at food cost monthly and labour cost whenever the payroll lands. By the time either number arrives, the month that produced it is gone. <strong>Prime cost</strong> — cost of goods sold plus total labour cost — is the single figure that tells you, every week, whether the business is on track. Together these two lines absorb roughly two thirds of every baht or dollar a restaurant takes in, so small movements matter more here than anywhere else on the P&amp;L.</p>
<h2>What goes into the number</h2>
<ul>
<li><strong>Cost of goods sold:</strong> opening inventory plus purchases minus closing inventory, for food and beverage. Not purchases alone — a Friday delivery of 60 kg of pork belly is not a Friday cost.</li>
<li><strong>Total labour cost:</strong> wages and salaries for kitchen and floor, overtime, employer social security contributions, staff meals, and any guaranteed service-charge top-ups you fund. Take hours from the time clock, not the rota.</li>
</ul>
<p>For a full-service restaurant we want prime cost at or below 60–62% of net sales. Quick-service and café formats should sit nearer 55%. Fine dining with high labour intensity can run 65% if the average check supports it, but few do.</p>
<h2>A worked week</h2>
<table>
<thead><tr><th>Line</th><th>THB</th><th>% of net sales</th></tr></thead>
<tbody>
<tr><td>Net sales</td><td>1,250,000</td><td>100%</td></tr>
<tr><td>Food and beverage COGS</td><td>387,500</td><td>31.0%</td></tr>
<tr><td>Total labour</td><td>375,000</td><td>30.0%</td></tr>
<tr><td>Prime cost</td><td>762,500</td><td>61.0%</td></tr>
</tbody>
</table>
<p>Sixty-one per cent is acceptable but not comfortable. Taking two points out — to 59% — is worth 25,000 baht a week at this volume, or 1.3 million baht a year, without selling a single extra cover. That is usually the difference between a restaurant that can fund its own refurbishment and one that cannot.</p>
<h2>Where the first two points hide</h2>
<ol>
<li><strong>The first and last hour of each shift.</strong> Compare clock-in times with the first ticket. Staff routinely arrive 30–45 minutes before there is anything for them to do.</li>
<li><strong>Plowhorse dishes.</strong> Popular mains with thin margins carry more cost than anyone suspects. A menu engineering review (see our <a href="/blog/menu-engineering-matrix-field-guide">menu engineering field guide</a>) typically finds one or two points of food cost on its own.</li>
<li><strong>Unrecorded waste.</strong> If nobody writes down what goes in the bin, it shows up as a mysterious variance between theoretical and actual food cost.</li>
<li><strong>Receiving.</strong> Weigh proteins on delivery. Short weights of 3–5% are common and rarely noticed.</li>
</ol>
<h2>Making it a weekly habit</h2>
<p>Count the top 20 inventory items every Sunday night — they normally represent 80% of stock value — and estimate the rest. Pull hours from the time clock on Monday morning. By Monday lunchtime the general manager and head chef should be looking at one sheet with last week's prime cost, the four-week average and the target. If the number moved by more than one point, they agree on one action before the next rota is published. That twenty-minute meeting, held every week, is worth more than any monthly report.</p>`,
    imageUrl: IMAGE.article,
    category: "article",
    isPublished: true,
    isPremium: false,
    publishedAt: new Date("2026-01-05T08:00:00Z"),
    readingTime: 3,
    ...TEAM.claire,
    attachmentUrl: null,
    attachmentName: null,
  },
  {
    id: "post-menu-engineering-matrix",
    title: "The Menu Engineering Matrix: A Field Guide for Chef-Owners",
    slug: "menu-engineering-matrix-field-guide",
    description:
      "How to classify every dish as a star, plowhorse, puzzle or dog using contribution margin and popularity, with a worked eight-dish example from a Bangkok bistro and a downloadable worksheet.",
    content: `<p>Ask a chef-owner which dish makes the most money and the answer is usually the one with the lowest food cost percentage. That answer is often wrong. Food cost percentage tells you how efficiently a dish turns ingredients into revenue; it does not tell you how much money each plate leaves behind to pay rent, wages and profit. Menu engineering, the method Kasavana and Smith published in the early 1980s, fixes that blind spot by reading two numbers together: <strong>contribution margin</strong> and <strong>popularity</strong>.</p>
<h2>The two axes</h2>
<p>Contribution margin is the selling price, net of VAT and service charge, minus the plated food cost. A 320-baht green curry with an 85-baht plate cost contributes 235 baht. Popularity is the dish's share of all items sold in its menu section over a period. Four weeks is the minimum we accept, because a single week is easily distorted by one large booking or a public holiday.</p>
<p>Each dish is then compared against two thresholds:</p>
<ul>
<li><strong>Margin threshold:</strong> the weighted average contribution margin of the section, which is total contribution divided by total items sold.</li>
<li><strong>Popularity threshold:</strong> 70% of the share each dish would have if sales were spread evenly. With eight mains an even share is 12.5%, so the threshold is 8.75%.</li>
</ul>
<p>The 70% rule is deliberate. A strict 100% line would label half the menu unpopular by definition; 70% flags only dishes that genuinely underperform.</p>
<h2>The four classes</h2>
<table>
<thead><tr><th>Class</th><th>Margin</th><th>Popularity</th><th>Default action</th></tr></thead>
<tbody>
<tr><td>Star</td><td>High</td><td>High</td><td>Protect: fix the recipe and portion, give it the best position on the menu</td></tr>
<tr><td>Plowhorse</td><td>Low</td><td>High</td><td>Re-cost: trim portion or garnish, raise the price in small steps, pair with high-margin sides</td></tr>
<tr><td>Puzzle</td><td>High</td><td>Low</td><td>Re-present: rename, reposition, and teach servers to recommend it</td></tr>
<tr><td>Dog</td><td>Low</td><td>Low</td><td>Remove or rebuild, unless it serves a guest group you cannot afford to lose</td></tr>
</tbody>
</table>
<h2>A worked example: eight mains over four weeks</h2>
<p>The figures below come from a 90-seat Thai–Western bistro in Bangkok's Ari district, lightly rounded. Prices are net of 7% VAT and 10% service charge.</p>
<table>
<thead><tr><th>Dish</th><th>Sold</th><th>Mix</th><th>Price</th><th>Plate cost</th><th>Food cost</th><th>Margin</th><th>Class</th></tr></thead>
<tbody>
<tr><td>Massaman lamb shank</td><td>410</td><td>13.7%</td><td>520</td><td>190</td><td>36.5%</td><td>330</td><td>Star</td></tr>
<tr><td>Green curry chicken</td><td>690</td><td>23.0%</td><td>320</td><td>85</td><td>26.6%</td><td>235</td><td>Plowhorse</td></tr>
<tr><td>Wagyu pad kra pao</td><td>520</td><td>17.3%</td><td>450</td><td>210</td><td>46.7%</td><td>240</td><td>Plowhorse</td></tr>
<tr><td>Crispy pork belly</td><td>480</td><td>16.0%</td><td>370</td><td>105</td><td>28.4%</td><td>265</td><td>Star</td></tr>
<tr><td>Grilled seabass</td><td>180</td><td>6.0%</td><td>480</td><td>170</td><td>35.4%</td><td>310</td><td>Puzzle</td></tr>
<tr><td>Tofu larb bowl</td><td>140</td><td>4.7%</td><td>260</td><td>60</td><td>23.1%</td><td>200</td><td>Dog</td></tr>
<tr><td>Bistro beef burger</td><td>380</td><td>12.7%</td><td>390</td><td>150</td><td>38.5%</td><td>240</td><td>Plowhorse</td></tr>
<tr><td>Crab fried rice</td><td>200</td><td>6.7%</td><td>420</td><td>195</td><td>46.4%</td><td>225</td><td>Dog</td></tr>
</tbody>
</table>
<p>Total items sold were 3,000 and total contribution was 769,450 baht, so the margin threshold is 256.5 baht per plate. The popularity threshold of 8.75% works out at about 263 plates. Two results surprise most owners. The tofu larb has the best food cost percentage on the menu, at 23.1%, yet it is a dog. The lamb shank runs at 36.5% food cost and is the strongest star, because every plate leaves 330 baht behind.</p>
<h2>What we changed, and what it was worth</h2>
<h3>Wagyu pad kra pao (plowhorse)</h3>
<p>Guests order it for the chilli and holy basil, not the wagyu grade. Switching to a Thai–Australian crossbred chuck cut the plate cost by 60 baht without a measurable change in sales. Margin rose to 300 baht and the dish became a star. At 520 plates per period that is 31,200 baht every four weeks, or about 405,000 baht a year.</p>
<h3>Green curry chicken (plowhorse)</h3>
<p>We raised the price by 20 baht to 340. Increases under roughly 7% on a familiar dish rarely change demand, and this one did not. If volume holds, that is 13,800 baht more contribution per period.</p>
<h3>Grilled seabass (puzzle)</h3>
<p>It moved to the top of the mains box, was renamed "Andaman seabass, charred lime and nam jim", and servers were briefed to recommend it to guests who ask what is good tonight. Sales rose from 180 to 290 plates. Be honest about cannibalisation here: if most of the extra 110 plates came from green curry, the real gain is the difference in margin, 75 baht, not the full 310. We estimate a net gain of 9,000–12,000 baht per period.</p>
<h3>Tofu larb and crab fried rice (dogs)</h3>
<p>The crab fried rice was removed; crab prices made it impossible to fix without pricing it out of the neighbourhood. The tofu larb was kept but rebuilt, because it is the only plant-based main and tables with one vegetarian guest choose restaurants that look after them. A richer toasted-rice dressing, grilled oyster mushrooms and a 300-baht price lifted its margin from 200 to 230 baht, and sales doubled to 280 plates. It is now a plowhorse we are glad to keep.</p>
<h2>Layout: where the eye lands</h2>
<ul>
<li>Put stars and the puzzles you are promoting first in each section, or inside a lightly framed box. The first and last positions in a list are read most.</li>
<li>Remove currency symbols and the dotted leader lines that run from dish name to price. Both push guests to scan the price column.</li>
<li>Do not list prices in a neat descending column. Place each price at the end of its description.</li>
<li>Keep descriptions to one line of concrete detail: origin, technique, one flavour. Long descriptions slow ordering and table turns.</li>
</ul>
<h2>Running it every period</h2>
<ol>
<li>Export item sales for the section from the POS for the last four weeks.</li>
<li>Update plate costs from current invoices, not last year's recipe cards.</li>
<li>Calculate margin, mix and both thresholds, then classify each dish.</li>
<li>Agree no more than three changes per period, so you can see which one worked.</li>
<li>Re-run the analysis four weeks later and compare total section contribution, not just individual dishes.</li>
</ol>
<p>The attached <strong>Menu Engineering Worksheet</strong> contains the blank matrix, the threshold formulas and the eight-dish example above so you can check your arithmetic against ours. If you would rather have a second pair of eyes on the numbers, our <a href="/revenue-optimization">revenue optimisation team</a> runs this review as a fixed-scope engagement.</p>
<blockquote>The goal is not the lowest food cost percentage. It is the most contribution per seat, per service, with a menu your kitchen can execute on a busy Saturday.</blockquote>`,
    imageUrl: IMAGE.whitePaper,
    category: "white-paper",
    isPublished: true,
    isPremium: true,
    publishedAt: new Date("2026-01-26T08:00:00Z"),
    readingTime: 6,
    ...TEAM.claire,
    attachmentUrl: "/downloads/attachments/menu-engineering-worksheet.pdf",
    attachmentName: "Menu Engineering Worksheet (PDF)",
  },
  {
    id: "post-par-levels-fifo-storeroom",
    title: "Par Levels and FIFO: Building a Storeroom That Counts Itself",
    slug: "par-levels-fifo-storeroom",
    description:
      "A simple par formula, a shelf layout that follows your count sheet, and labelling rules that make first-in, first-out automatic rather than aspirational.",
    content: `<p>Most stock problems we see in kitchens are not purchasing problems. They are storage problems that show up as purchasing problems: a chef who cannot see what is on the shelf orders more of it, the new delivery goes in front of the old one, and two weeks later someone throws away a case of cream. Fixing the storeroom is cheaper than any software, and it makes every other control easier.</p>
<h2>Setting a par level</h2>
<p>A par level is the quantity you want on hand immediately after a delivery. The formula we use is:</p>
<blockquote>Par = average daily usage × days between deliveries + safety stock</blockquote>
<p>Take limes in a Thai kitchen using 6 kg a day, delivered every two days. With one day of safety stock the par is 6 × 2 + 6 = 18 kg. If the count before ordering shows 7 kg, the order is 18 − 7 = 11 kg. Nobody needs to guess, and a junior cook can place the order on a day off for the sous chef.</p>
<p>Two adjustments make the formula honest:</p>
<ul>
<li><strong>Day-of-week usage.</strong> If Friday to Sunday runs at 9 kg a day, set a separate weekend par. A single weekly average under-orders on Friday and over-orders on Tuesday.</li>
<li><strong>Shelf life.</strong> Par can never exceed what you can use before quality drops. Herbs, bean sprouts and fresh seafood often need daily delivery, whatever the supplier's minimum order says.</li>
</ul>
<h2>Make the shelf match the count sheet</h2>
<p>Arrange dry store and walk-in shelves in exactly the order items appear on the count sheet, and print the par level on the shelf label. Counting then becomes a walk along the shelf, not a search. In the kitchens we have reorganised this way, a full weekly count dropped from about 90 minutes to under 40.</p>
<p>Count the top 20 items by value every week; they usually represent around 80% of stock value. Count everything else monthly.</p>
<h2>First in, first out, by design</h2>
<p>FIFO fails when it depends on memory. Build it into the room instead:</p>
<ol>
<li><strong>Label everything that is opened or prepared</strong> with product name, prep date, use-by date and the initials of the person who made it. Coloured day dots help teams who work across languages.</li>
<li><strong>Stock from the back.</strong> New deliveries go behind existing stock. Shelves that can be loaded from one side and picked from the other make this physically unavoidable.</li>
<li><strong>Store by risk, top to bottom.</strong> Ready-to-eat foods on top, then whole cuts of meat and fish, then minced meat, with raw poultry at the bottom.</li>
<li><strong>Keep a "use first" tray</strong> at eye level in each fridge for items within a day of their use-by date, and check it before starting prep.</li>
</ol>
<h2>What to expect</h2>
<p>In a 120-seat restaurant, these changes typically reduce stock on hand by 15–25% in the first month, because the team stops ordering things it already has. Spoilage falls with it. The storeroom does not literally count itself, but it gets close: the numbers are visible, the next item to use is at the front, and the order writes itself from the gap between par and what is on the shelf.</p>
<p>If you are planning a new kitchen or refit, storage flow is one of the first things we design; see our <a href="/kitchen-design-services">kitchen design services</a>.</p>`,
    imageUrl: IMAGE.article,
    category: "article",
    isPublished: true,
    isPremium: false,
    publishedAt: new Date("2026-02-16T08:00:00Z"),
    readingTime: 3,
    ...TEAM.niran,
    attachmentUrl: null,
    attachmentName: null,
  },
  {
    id: "post-bangkok-brasserie-waste-audit",
    title: "Cutting Food Waste 38% in a 220-Seat Bangkok Brasserie",
    slug: "bangkok-brasserie-food-waste-audit",
    description:
      "A fourteen-day waste audit, six targeted changes and twelve weeks of measurement took daily food waste from 46 kg to 28.5 kg at a busy Sukhumvit brasserie. This is what we weighed, what we changed and what it was worth.",
    content: `<p>The client is a 220-seat European brasserie on Sukhumvit serving lunch and dinner seven days a week, averaging 340 covers a day at an average check of 780 baht. The owners came to us with a food cost that had drifted from 31% to 34.2% over eighteen months. Purchasing had already been renegotiated twice. Nobody had weighed the bins.</p>
<h2>Phase 1: the audit (weeks 1–2)</h2>
<p>We set up four colour-coded bins at each station and asked the team to sort every gram of food waste into one of four streams: <strong>spoilage</strong> (stock that expired or deteriorated before use), <strong>prep trim</strong> (peels, bones, offcuts), <strong>plate waste</strong> (returned from the dining room) and <strong>overproduction</strong> (prepared food not sold). A kitchen porter weighed and logged each bin at the end of every service on a simple tablet form. Liquids were measured by volume and converted at 1 kg per litre.</p>
<p>Two rules made the data trustworthy. First, nobody was blamed for what appeared in the bins; we said so at every briefing. Second, we spot-checked the general waste twice a day for the first three days, which found about 4 kg a day of food that had bypassed the audit bins. After that, compliance was consistently high.</p>
<h3>Baseline results</h3>
<table>
<thead><tr><th>Stream</th><th>kg per day</th><th>Share</th><th>Main contributors</th></tr></thead>
<tbody>
<tr><td>Spoilage</td><td>14.3</td><td>31%</td><td>Soft herbs, salad leaves, dairy, opened sauces</td></tr>
<tr><td>Plate waste</td><td>13.3</td><td>29%</td><td>Bread, rice, side salads, fries</td></tr>
<tr><td>Prep trim</td><td>12.4</td><td>27%</td><td>Pineapple, vegetable trim, fish frames, herb stems</td></tr>
<tr><td>Overproduction</td><td>6.0</td><td>13%</td><td>Lunch buffet items, soup, braised dishes</td></tr>
<tr><td><strong>Total</strong></td><td><strong>46.0</strong></td><td>100%</td><td>135 g per cover</td></tr>
</tbody>
</table>
<p>Valued at an average purchase cost of 120 baht per kilogram, the bins held 5,520 baht of food every day, just over two million baht a year. Spoilage was the largest stream, and almost all of it was avoidable. Plate waste, which the team had assumed was the main problem, was second.</p>
<h2>Phase 2: six changes (weeks 3–6)</h2>
<ol>
<li><strong>Bread on request.</strong> Every table received a basket of bread with butter. The audit showed 4.8 kg of bread coming back each day. Bread is now offered, warm, by the server. Returned bread dropped to 1.2 kg a day and guest comments about bread became more positive, not less.</li>
<li><strong>Rice portions.</strong> Steamed jasmine rice was plated at 220 g cooked. We moved to 170 g with free refills. Fewer than one guest in five asks for more.</li>
<li><strong>Prep lists driven by forecast covers.</strong> The sous chef now writes prep quantities from the next day's forecast, by day of week, instead of "the usual". Soups and braises are produced in two smaller batches, the second only if the first sells through by 19:30.</li>
<li><strong>Par levels and labelling.</strong> We set par levels for the 40 most-wasted items, reorganised the walk-in into a strict first-in, first-out layout and introduced day-dot labels on every opened container. The detail is in our article on <a href="/blog/par-levels-fifo-storeroom">par levels and FIFO</a>.</li>
<li><strong>Trim into product.</strong> Pineapple skins and cores became tepache for the staff drink and, later, a 120-baht house soda. Herb stems went into a green oil, vegetable trim into the daily stock and fish frames into a Friday fish soup special. The techniques are covered in our <a href="/fermentation-guidebook">fermentation guidebook</a>.</li>
<li><strong>Composting for what remains.</strong> Unavoidable waste such as eggshells, coffee grounds and bones now goes to a local composting partner instead of general waste collection.</li>
</ol>
<h2>Phase 3: measurement (weeks 7–12)</h2>
<p>The four bins stayed in place. We did not want a before-and-after snapshot; we wanted six weeks of stable data showing the changes had become normal practice.</p>
<table>
<thead><tr><th>Stream</th><th>Before (kg/day)</th><th>After (kg/day)</th><th>Change</th></tr></thead>
<tbody>
<tr><td>Spoilage</td><td>14.3</td><td>7.1</td><td>−50%</td></tr>
<tr><td>Plate waste</td><td>13.3</td><td>8.6</td><td>−35%</td></tr>
<tr><td>Prep trim</td><td>12.4</td><td>8.9</td><td>−28%</td></tr>
<tr><td>Overproduction</td><td>6.0</td><td>3.9</td><td>−35%</td></tr>
<tr><td><strong>Total</strong></td><td><strong>46.0</strong></td><td><strong>28.5</strong></td><td><strong>−38%</strong></td></tr>
</tbody>
</table>
<h2>What it was worth</h2>
<ul>
<li><strong>Waste value:</strong> 17.5 kg a day less at 120 baht per kilogram is 2,100 baht a day, or 766,500 baht a year.</li>
<li><strong>Food cost:</strong> down from 34.2% to 32.8% of sales. The waste reduction explains roughly 0.8 points; the rest came from the bread and rice changes and tighter ordering. At current sales, 1.4 points is worth about 1.35 million baht a year.</li>
<li><strong>Disposal:</strong> with compostables diverted and less food in general waste, collection fees fell by 40%.</li>
<li><strong>New revenue:</strong> the tepache soda sells around 35 glasses a day at a beverage cost below 10%.</li>
</ul>
<p>The total cost of the project, including our fees, scales and bins, was recovered in under four months.</p>
<h2>What made it work</h2>
<blockquote>We had been arguing about waste for a year. Once the bins were weighed every night, the argument stopped and the team started fixing things themselves. — Executive chef, client brasserie</blockquote>
<p>Three lessons apply to almost every kitchen we audit:</p>
<ul>
<li><strong>Measure before you change anything.</strong> The team's instinct was that plate waste was the biggest problem. It was not, and the biggest savings came from spoilage.</li>
<li><strong>Make the data visible daily.</strong> A whiteboard by the pass showing yesterday's kilograms kept attention on the problem far better than a monthly report.</li>
<li><strong>Give waste a second life before you give it away.</strong> Trim that becomes stock, a staff drink or a special is food cost you have already paid for, turned into value.</li>
</ul>
<p>If you want to run the same audit in your own kitchen, our <a href="/sustainable-waste-management">waste management programme</a> provides the bins, the logging form and a consultant on site for the first three days.</p>`,
    imageUrl: IMAGE.caseStudy,
    category: "case-study",
    isPublished: true,
    isPremium: true,
    publishedAt: new Date("2026-03-09T08:00:00Z"),
    readingTime: 5,
    ...TEAM.ploy,
    attachmentUrl: null,
    attachmentName: null,
  },
  {
    id: "post-haccp-plan-small-kitchens",
    title: "HACCP for Small Kitchens: A Plan Your Team Will Actually Use",
    slug: "haccp-plan-small-kitchens",
    description:
      "A practical route through the seven HACCP principles for restaurants with one kitchen and a small team, with the critical limits and daily log we recommend.",
    content: `<p>Many small kitchens own a HACCP plan that was written once, by someone who no longer works there, and now sits in a folder nobody opens. A plan like that protects no one. A useful plan for a 60-seat restaurant fits on a few pages, names the handful of steps where food can genuinely become unsafe, and asks the team to record only what matters.</p>
<h2>The seven principles, in plain terms</h2>
<ol>
<li><strong>Hazard analysis:</strong> for each menu item, list what could make it unsafe — biological, chemical or physical — at each step from receiving to service.</li>
<li><strong>Critical control points (CCPs):</strong> identify the steps where control is essential and where a later step cannot correct a failure.</li>
<li><strong>Critical limits:</strong> set a measurable limit for each CCP, usually a temperature and a time.</li>
<li><strong>Monitoring:</strong> decide who checks, how, and how often.</li>
<li><strong>Corrective action:</strong> write down exactly what happens when a limit is missed.</li>
<li><strong>Verification:</strong> confirm that the system works — probe calibration, log reviews, occasional audits.</li>
<li><strong>Records:</strong> keep the evidence, simply and consistently.</li>
</ol>
<h2>The CCPs most small kitchens need</h2>
<table>
<thead><tr><th>Step</th><th>Critical limit we recommend</th><th>If the limit is missed</th></tr></thead>
<tbody>
<tr><td>Receiving chilled goods</td><td>5°C or below</td><td>Reject, or accept and use immediately if at 8°C or below and the supplier is informed</td></tr>
<tr><td>Receiving frozen goods</td><td>−18°C or below, no signs of thawing</td><td>Reject</td></tr>
<tr><td>Cooking</td><td>Core 75°C, or 70°C held for 2 minutes</td><td>Continue cooking until the limit is reached</td></tr>
<tr><td>Cooling</td><td>From 57°C to 21°C within 2 hours, then to 5°C within a further 4 hours</td><td>Reheat to 75°C once and restart cooling, or discard</td></tr>
<tr><td>Hot holding</td><td>63°C or above</td><td>Reheat to 75°C if held below 63°C for under 2 hours; otherwise discard</td></tr>
<tr><td>Cold holding</td><td>5°C or below</td><td>Move food, check the unit, discard high-risk items held above 8°C for over 4 hours</td></tr>
</tbody>
</table>
<p>Local regulations differ. Some codes allow hot holding at 57°C, for example. Use your local requirement where it is stricter than ours.</p>
<h2>Southeast Asian kitchens: three extra risks</h2>
<ul>
<li><strong>Ice.</strong> Ice is a food. Buy it from a certified supplier or make it in a machine that is cleaned and sanitised on a schedule, and never store bottles or produce in drinking ice.</li>
<li><strong>Ambient prep.</strong> At 32°C, cut fruit, coconut milk and cooked rice move into the danger zone fast. Prepare in small batches and keep a two-hour limit on anything left on a prep bench.</li>
<li><strong>Raw garnishes.</strong> Herbs, bean sprouts and vegetables served raw need washing in potable water, and where possible a validated sanitising step.</li>
</ul>
<h2>One page a day</h2>
<p>Combine monitoring into a single daily sheet per kitchen: fridge and freezer temperatures at opening and closing, cooling logs for each batch, and hot-holding checks every two hours during service. The person on the sheet signs it. The head chef countersigns at the end of the day and writes any corrective action in the same place. Once a week, calibrate probes in iced water (0°C) and, where safe, boiling water (100°C at sea level).</p>
<p>Manual logs can look compliant on paper while the fridge tells a different story. Our <a href="/blog/cold-chain-temperature-logging-study">cold chain logging study</a> found exactly that in several hotel kitchens.</p>
<h2>Verification that takes ten minutes</h2>
<p>Once a month, the owner or general manager should pick one CCP, watch it being monitored, probe a product independently and compare the result with the log. If the numbers agree and the team can explain what they would do when a limit is missed, the plan is working. If not, the fix is usually training, not more paperwork.</p>`,
    imageUrl: IMAGE.whitePaper,
    category: "white-paper",
    isPublished: true,
    isPremium: false,
    publishedAt: new Date("2026-03-30T08:00:00Z"),
    readingTime: 3,
    ...TEAM.niran,
    attachmentUrl: null,
    attachmentName: null,
  },
  {
    id: "post-ai-prompts-for-operators",
    title: "Five AI Prompts That Save Hospitality Operators an Hour a Day",
    slug: "ai-prompts-for-hospitality-operators",
    description:
      "A simple structure for writing prompts that produce usable results, and five tested examples for prep lists, review replies, staff briefings, menu copy and variance checks.",
    content: `<p>AI assistants are now good enough to take routine writing and analysis off a manager's desk. Most operators who try them give up after a few generic answers. The problem is rarely the tool; it is the prompt. A vague request gets a vague reply. A prompt that gives the assistant a role, your context, a clear task, constraints and a format gets something you can use with light editing.</p>
<h2>The five-part structure</h2>
<ul>
<li><strong>Role:</strong> who the assistant should act as — an executive chef, a front office manager, a cost controller.</li>
<li><strong>Context:</strong> the facts about your operation it cannot know: covers, cuisine, team size, tone of voice.</li>
<li><strong>Task:</strong> one clear job.</li>
<li><strong>Constraints:</strong> length, language, what to avoid.</li>
<li><strong>Format:</strong> a table, a checklist, a three-paragraph reply.</li>
</ul>
<h2>Five prompts we use with clients</h2>
<h3>1. A prep list from a forecast</h3>
<blockquote>Act as the sous chef of a 90-seat Thai restaurant. Tomorrow we forecast 140 covers at dinner. Here is our menu mix from the last four Tuesdays and the yield for each prep item [paste]. Produce a prep list by station with quantities rounded to practical batch sizes, and flag any item where we are likely to run out before 21:00.</blockquote>
<h3>2. Replying to a critical review</h3>
<blockquote>Act as the general manager of a boutique hotel in Bangkok. Draft a reply to this two-star review [paste, with the guest's name removed]. Acknowledge the specific issues, apologise once without excuses, explain one concrete change we have made, and invite the guest to contact me directly. Maximum 120 words, warm but not grovelling.</blockquote>
<h3>3. A bilingual staff briefing</h3>
<blockquote>Write a five-minute pre-shift briefing for tonight's floor team in English and Thai, side by side. Topics: the new seabass special and how to describe it, a large group of 24 at 19:30, and a reminder about allergen questions. Use short sentences suitable for reading aloud.</blockquote>
<h3>4. Menu descriptions that sell</h3>
<blockquote>Rewrite these six menu descriptions [paste] so each is one line of no more than 14 words. Mention origin or technique and one flavour. No adjectives like "delicious" or "mouth-watering". Keep dish names unchanged.</blockquote>
<h3>5. A first look at a cost variance</h3>
<blockquote>Act as a cost controller. Our theoretical food cost last week was 29.5% and actual was 33.1%. Here are purchases, opening and closing stock for our top 20 items and item sales from the POS [paste]. List the five items most likely to explain the gap, with your reasoning, and suggest what to check first in the kitchen.</blockquote>
<h2>Three rules before you start</h2>
<ol>
<li><strong>Never paste guest personal data</strong> — names, phone numbers, passport details, room numbers — into a general-purpose assistant.</li>
<li><strong>Check every number.</strong> Assistants are fluent, not infallible. Treat calculations as a draft and verify them against your own spreadsheet.</li>
<li><strong>Save what works.</strong> When a prompt produces a good result, save it with an example of the output so the whole team can reuse it.</li>
</ol>
<p>That last rule is why we built the <a href="/prompt-vault">Prompt Vault</a>: a searchable library of tested prompts for kitchens, front office, bars and cost control, filterable by department, difficulty, language and use case. Start with the beginner prompts, change the context to match your operation, and measure the time you get back in a week. For most managers it is comfortably more than an hour a day.</p>`,
    imageUrl: IMAGE.article,
    category: "article",
    isPublished: true,
    isPremium: false,
    publishedAt: new Date("2026-04-20T08:00:00Z"),
    readingTime: 3,
    ...TEAM.marcus,
    attachmentUrl: null,
    attachmentName: null,
  },
  {
    id: "post-commercial-kitchen-energy-benchmark",
    title: "Where the Kilowatt-Hours Go: Metering Twelve Commercial Kitchens",
    slug: "commercial-kitchen-energy-benchmark",
    description:
      "We sub-metered twelve kitchens in Bangkok, Chiang Mai and Phuket for eight weeks. A third of cooking energy was spent on equipment that was switched on but not cooking, and ventilation ran at full speed for most of the day.",
    content: `<p>Energy is now the third or fourth largest controllable cost in most of the kitchens we work with, after food, labour and sometimes rent. Yet few operators can say where their kitchen energy goes, because the only meter they see is the one on the monthly bill. To give clients a benchmark, we sub-metered twelve kitchens for eight weeks and combined the data with daily LPG readings.</p>
<h2>Method</h2>
<p>The sample comprised five independent restaurants, four hotel kitchens and three commissary kitchens in Bangkok, Chiang Mai and Phuket. We fitted clamp-on meters to every major circuit — cooking equipment, refrigeration, extraction and make-up air, dishwashing, lighting — and logged readings every minute. LPG use was read from cylinder weights or bulk-tank gauges each morning and converted at 12.8 kWh per kilogram. Covers came from each site's POS. For cost examples we used 4.5 baht per kWh, close to the blended commercial rate the sites paid.</p>
<h2>Headline results</h2>
<p>Median energy use was 3.1 kWh per cover, with a wide range of 1.8 to 5.6 kWh. The high end was dominated by hotel kitchens with long opening hours and low covers in the afternoon, not by cuisine.</p>
<table>
<thead><tr><th>End use</th><th>Median share of kitchen energy</th><th>Range across sites</th></tr></thead>
<tbody>
<tr><td>Cooking (electric and LPG)</td><td>41%</td><td>29–55%</td></tr>
<tr><td>Refrigeration</td><td>21%</td><td>14–30%</td></tr>
<tr><td>Ventilation</td><td>16%</td><td>9–24%</td></tr>
<tr><td>Dishwashing and hot water</td><td>13%</td><td>7–19%</td></tr>
<tr><td>Lighting</td><td>4%</td><td>2–7%</td></tr>
<tr><td>Other</td><td>5%</td><td>2–9%</td></tr>
</tbody>
</table>
<h2>Finding 1: a third of cooking energy cooks nothing</h2>
<p>Across all sites, 34% of cooking energy was used while appliances were switched on but idle: preheated before they were needed, left on between services, or running at full heat with nothing in them. The pattern was the same everywhere. Everything was switched on at the start of the morning shift, whatever the first service needed.</p>
<p>A worked example from one hotel: a ten-tray combi oven was on for 15 hours a day but cooking for about 7. Its idle draw was 2.5 kW, so 8 idle hours cost 20 kWh a day. That is 90 baht a day, or roughly 32,400 baht a year, for one appliance. The kitchen had four.</p>
<p>A written start-up schedule — which equipment goes on at what time, and which is switched off after lunch — cut cooking energy by 8–14% at the five sites that adopted it during the study. It cost nothing.</p>
<h2>Finding 2: wok burners are the biggest single loss</h2>
<p>Traditional high-pressure wok burners are loved for good reason: nothing else delivers the same heat and flavour. They are also inefficient. Much of the flame goes around the wok rather than into it, and at several sites burners stayed lit between orders throughout service. One commissary kitchen replaced four of its eight wok burners with induction woks during the study. LPG use on the wok line fell by 38%, and air temperature at the station dropped from 38°C to 31°C, which reduced the load on ventilation and made a visible difference to the cooks. The chefs kept two gas burners for dishes where they wanted the flame. At that site's volumes, payback on the induction units was estimated at about two and a half years.</p>
<h2>Finding 3: ventilation runs flat out all day</h2>
<p>Eleven of the twelve kitchens ran their hoods at full speed from opening to close, typically 16 to 18 hours. Fan power follows the cube of fan speed, so small reductions in speed give large savings: at 70% speed a fan uses about 34% of its full-speed power.</p>
<p>Consider a kitchen with a 7.5 kW extract fan and a 5.5 kW make-up air fan, 13 kW in total. Running both at 70% speed during the eight quieter hours of prep and close-down saves about 68 kWh a day — roughly 300 baht a day, or 110,000 baht a year. Demand-controlled ventilation, which adjusts speed automatically using temperature and smoke sensors, achieves this without relying on anyone remembering to turn a dial.</p>
<h2>Finding 4: refrigeration suffers from simple neglect</h2>
<ul>
<li>Condenser coils on reach-in units near cooking lines were visibly clogged with grease and dust at eight sites. One unit drew 18% more power before cleaning than after.</li>
<li>Walk-in doors were propped open during deliveries for an average of 11 minutes per delivery.</li>
<li>Damaged door gaskets were found on 23% of reach-in units.</li>
</ul>
<h2>Finding 5: dishwashers run half empty</h2>
<p>At the sites where we could count racks, 27% of dishwasher cycles ran with a partly empty rack. Each cycle uses roughly the same water and energy regardless of load. A "full racks only" rule outside peak service, and a second set of smallwares so the team is not forced to wash early, addressed most of this.</p>
<h2>Measures ranked by cost and impact</h2>
<table>
<thead><tr><th>Measure</th><th>Up-front cost</th><th>Typical saving</th></tr></thead>
<tbody>
<tr><td>Written equipment start-up and shut-down schedule</td><td>None</td><td>8–14% of cooking energy</td></tr>
<tr><td>Monthly condenser coil cleaning and gasket checks</td><td>Very low</td><td>5–15% of refrigeration energy</td></tr>
<tr><td>Full racks only outside peak service</td><td>None</td><td>10–20% of dishwashing energy</td></tr>
<tr><td>Demand-controlled ventilation</td><td>Medium</td><td>30–50% of fan energy</td></tr>
<tr><td>Induction woks for part of the wok line</td><td>High</td><td>30–40% of wok-line energy</td></tr>
</tbody>
</table>
<h2>Limits of this study</h2>
<p>Twelve kitchens is a small sample, and eight weeks does not capture seasonal variation in cooling load. We did not meter dining-room air conditioning, which in tropical climates can exceed the kitchen's own consumption. Savings from individual measures were measured at a subset of sites and should be treated as indicative.</p>
<h2>What to do next</h2>
<p>Start with the three no-cost measures; they need only a checklist and a manager who walks the kitchen at 10:00 and 15:00. Then meter before you invest: a month of circuit-level data turns equipment upgrades from guesses into business cases. Our <a href="/sustainable-solutions">sustainability team</a> installs temporary metering and reports back within six weeks, and energy performance is built into every layout from our <a href="/kitchen-design-services">kitchen design service</a>.</p>`,
    imageUrl: IMAGE.research,
    category: "research",
    isPublished: true,
    isPremium: true,
    publishedAt: new Date("2026-05-11T08:00:00Z"),
    readingTime: 5,
    ...TEAM.ploy,
    attachmentUrl: null,
    attachmentName: null,
  },
  {
    id: "post-phuket-resort-revpar",
    title: "Lifting Green-Season RevPAR 14.6% at a 96-Key Phuket Resort Without Discounting",
    slug: "phuket-resort-revpar-case-study",
    description:
      "How a beachfront resort grew room revenue by 6.6 million baht over one green season by fixing rate parity, moving guests to direct booking, selling packages instead of discounts and saying yes to the right group.",
    content: `<p>Every year from May to October, the resort did what most of its neighbours did: it cut rates to fill rooms. Occupancy barely moved, ADR fell, and the owners ended each green season convinced the low months could only be survived, not managed. They asked us to prove otherwise for one season, with one condition: the best available rate would never be published below the previous year's floor.</p>
<h2>Starting point</h2>
<p>The property is a 96-key beachfront resort on Phuket's west coast with two restaurants, a spa and a pool bar. Over the previous green season — 184 nights, 17,664 available room nights — it achieved:</p>
<ul>
<li>Occupancy of 61.0% and an ADR of 4,200 baht, giving <strong>RevPAR of 2,562 baht</strong>.</li>
<li>68% of room nights through online travel agents, 14% direct, 12% wholesale and 6% groups.</li>
<li>Distribution costs, mainly commissions, equal to 14.1% of room revenue.</li>
</ul>
<p>Our first two weeks were spent on diagnosis. Three problems stood out. A wholesale contract was leaking rates to a public booking site 15% below the resort's own price. There was no revenue meeting; rates were changed by the reservations manager when occupancy "looked low". And the resort's website offered guests nothing that an agency did not.</p>
<h2>What we changed</h2>
<h3>1. Rate integrity</h3>
<p>We closed the wholesale leak by moving that contract to packaged rates that cannot be sold room-only. Within three weeks the undercutting disappeared from public sites. Nothing else on this list would have worked while guests could find the same room cheaper elsewhere.</p>
<h3>2. A reason to book direct</h3>
<p>Instead of a lower price, direct bookers received breakfast, late check-out subject to availability and, for stays of three nights or more, a free airport transfer. The marginal cost of that bundle was about 640 baht per stay. An agency commission of 18% on a four-night stay at 4,450 baht is just over 3,200 baht.</p>
<h3>3. Packages instead of discounts</h3>
<p>"Stay four, dine once" included a dinner for two at the beachfront restaurant with a menu value of 2,800 baht and a food cost of roughly 900 baht. Guests saw a generous offer; the published room rate stayed intact. A wellness package with two spa treatments followed the same logic and filled spa therapist hours that were otherwise idle in the afternoon.</p>
<h3>4. Length-of-stay controls</h3>
<p>Saturday nights, the August long weekend and the week of the Phuket Vegetarian Festival carried a two-night minimum. These are nights the resort fills anyway; the control stops a one-night stay from blocking a room that would otherwise sell for three nights around it.</p>
<h3>5. Upselling at every touchpoint</h3>
<p>A pre-arrival email offered pool-access upgrades at a fixed price per night, and the front desk was trained to make one specific offer at check-in. Our approach is described in <a href="/blog/front-desk-upselling-scripts">upselling at the front desk</a>. Around 9% of arriving reservations upgraded, at an average of 1,200 baht per night.</p>
<h3>6. A weekly revenue meeting</h3>
<p>Every Monday the general manager, reservations, sales and the F&amp;B manager reviewed pickup against the same week last year for the next 90 days, and agreed rate changes in the room. Decisions were recorded with a reason, so we could learn from the ones that did not work.</p>
<h2>Saying yes to the right group</h2>
<p>In July a yoga retreat operator asked for 30 rooms for four nights at 3,600 baht, below the forecast transient rate. The old instinct was to refuse. A displacement calculation told a different story:</p>
<table>
<thead><tr><th>Option</th><th>Calculation</th><th>Value (THB)</th></tr></thead>
<tbody>
<tr><td>Group rooms revenue</td><td>30 rooms × 4 nights × 3,600</td><td>432,000</td></tr>
<tr><td>Group F&amp;B contribution</td><td>Daily lunch and dinner package</td><td>96,000</td></tr>
<tr><td>Transient revenue displaced</td><td>18 forecast rooms × 4 nights × 4,600</td><td>331,200</td></tr>
<tr><td><strong>Net gain from accepting</strong></td><td></td><td><strong>196,800</strong></td></tr>
</tbody>
</table>
<p>Twelve of the thirty rooms would have stayed empty anyway. Once commission on the displaced agency bookings is included, the case is stronger still. The group was accepted, and booked again for the following year.</p>
<h2>Results over the season</h2>
<table>
<thead><tr><th>Metric</th><th>Previous season</th><th>This season</th><th>Change</th></tr></thead>
<tbody>
<tr><td>Occupancy</td><td>61.0%</td><td>66.0%</td><td>+5.0 pts</td></tr>
<tr><td>ADR (THB)</td><td>4,200</td><td>4,450</td><td>+6.0%</td></tr>
<tr><td>RevPAR (THB)</td><td>2,562</td><td>2,937</td><td>+14.6%</td></tr>
<tr><td>Direct share of room nights</td><td>14%</td><td>26%</td><td>+12 pts</td></tr>
<tr><td>OTA share of room nights</td><td>68%</td><td>54%</td><td>−14 pts</td></tr>
<tr><td>Distribution cost, % of room revenue</td><td>14.1%</td><td>10.9%</td><td>−3.2 pts</td></tr>
<tr><td>Net RevPAR after distribution (THB)</td><td>2,201</td><td>2,617</td><td>+18.9%</td></tr>
</tbody>
</table>
<p>Across 17,664 available room nights, the RevPAR gain was worth 6.6 million baht in room revenue. Net of distribution costs, the gain was larger than the headline suggests, because more of each baht stayed with the resort.</p>
<h2>Lessons for other resorts</h2>
<ul>
<li><strong>Fix leaks before you fix prices.</strong> A parity breach silently undermines every other revenue decision.</li>
<li><strong>Add value, do not cut rate.</strong> A dinner or a transfer costs the resort far less than the guest values it. A discount costs exactly what it says.</li>
<li><strong>Measure net, not gross.</strong> A booking at 4,450 baht with 18% commission is worth less than a direct booking at 4,200.</li>
<li><strong>Use displacement analysis for every group.</strong> The right group at a lower rate can be worth more than a full house of transient guests.</li>
</ul>
<p>Our <a href="/revenue-optimization">revenue optimisation team</a> runs this diagnostic in two weeks for hotels of 40 to 400 keys.</p>`,
    imageUrl: IMAGE.caseStudy,
    category: "case-study",
    isPublished: true,
    isPremium: true,
    publishedAt: new Date("2026-06-01T08:00:00Z"),
    readingTime: 5,
    ...TEAM.marcus,
    attachmentUrl: null,
    attachmentName: null,
  },
  {
    id: "post-guest-recovery-playbook",
    title: "Guest Recovery: Turning a Bad Night into a Regular",
    slug: "guest-recovery-playbook",
    description:
      "A five-step recovery routine, a clear spending authority for frontline staff, and the follow-up that turns an unhappy guest into one who comes back.",
    content: `<p>Every restaurant and hotel gets things wrong. The mains arrive 50 minutes after the starters, the room is not ready at 15:00, the steak is grey when it should be pink. Guests do not expect perfection. They do expect that when something goes wrong, someone notices, takes ownership and fixes it quickly. Handled well, a service failure can leave a guest more loyal than if nothing had gone wrong at all — but only when the recovery is fast, sincere and specific.</p>
<h2>The five steps</h2>
<ol>
<li><strong>Hear.</strong> Let the guest finish. Do not interrupt to explain. Most guests need 30 to 60 seconds to say what happened.</li>
<li><strong>Acknowledge.</strong> Repeat the problem in your own words: "Your mains took far too long, and the lamb was not cooked the way you asked."</li>
<li><strong>Apologise once.</strong> A clear "I am sorry, that is not the standard we set" is enough. Repeated apologies start to sound like excuses.</li>
<li><strong>Resolve.</strong> Offer a specific fix, or a choice of two. "I will have the kitchen fire a fresh lamb now, about eight minutes, and dessert tonight is with us."</li>
<li><strong>Follow through.</strong> Check back once the fix has arrived, and make sure the manager on duty knows before the guest leaves.</li>
</ol>
<h2>Give the front line authority</h2>
<p>Recovery fails most often because the person in front of the guest has to go and find a manager. Every minute spent waiting makes the problem bigger. Set a clear amount each role can spend without asking. In our client restaurants a server can typically remove one item or offer a dessert or a drink, up to 1,500 baht per table. At a hotel front desk, an agent can apply an upgrade or a food and beverage credit of a similar value. Log every use. You will find the amount is rarely abused, and guests notice the difference immediately.</p>
<h2>A worked example</h2>
<p>A table of four at 20:40 has waited 50 minutes for mains on a busy Friday. The server notices before they complain, goes to the table and says: "I am sorry — your mains have taken far too long tonight. They are on the pass now and will be with you in three minutes. I have taken your drinks off the bill." The manager stops by after the mains arrive, asks about the food and leaves a card. The next morning the manager sends a short email thanking them for their patience and inviting them back. The cost is about 1,200 baht. The guests return twice in the next two months and leave a review mentioning the way the evening was handled.</p>
<h2>Fix the cause, not just the table</h2>
<p>Keep a simple recovery log: date, time, what went wrong, what was offered, and the cost. Review it weekly. If one issue appears three times in a month — slow mains on Fridays, rooms not ready for early arrivals — it is a process problem, not bad luck. The log usually shows that most recoveries come from two or three causes, and fixing those is cheaper than any comped dessert.</p>
<h2>Online complaints</h2>
<p>Reply to negative reviews within 48 hours, using the same principles: acknowledge the specific issue, apologise once, explain a concrete change and invite the guest to contact you directly. Future guests read your reply more carefully than the original complaint.</p>
<p>Recovery is one part of a wider guest experience design. See how we approach the rest on our <a href="/guest-experience">guest experience page</a>.</p>`,
    imageUrl: IMAGE.article,
    category: "article",
    isPublished: true,
    isPremium: false,
    publishedAt: new Date("2026-06-22T08:00:00Z"),
    readingTime: 3,
    ...TEAM.marcus,
    attachmentUrl: null,
    attachmentName: null,
  },
  {
    id: "post-fermentation-program",
    title: "Building a Fermentation Programme in a Commercial Kitchen",
    slug: "fermentation-program-commercial-kitchens",
    description:
      "Fermentation turns trim and seasonal gluts into high-margin sauces, drinks and condiments. This paper covers product choice, salt ratios, temperature control in a tropical kitchen, pH-based safety and the economics of four starter products.",
    content: `<p>Fermentation is one of the oldest tools in Southeast Asian cooking. Fish sauce, shrimp paste, pla ra and som pak are fermented; so is the soy sauce in every wok station. Yet most modern restaurant kitchens treat fermentation as an occasional chef's project rather than a programme with recipes, owners and controls. Done properly, it adds flavour you cannot buy, turns waste into product and creates some of the highest-margin items on the menu.</p>
<h2>Why run a programme rather than a project</h2>
<ul>
<li><strong>Flavour:</strong> lactic acid, gentle funk and depth of umami lift dishes without adding fat or sugar.</li>
<li><strong>Cost:</strong> chilli seconds, pineapple skins, cabbage cores and herb stems become sauces, drinks and condiments.</li>
<li><strong>Consistency:</strong> a written process with salt ratios, temperatures and pH targets produces the same result whoever is on shift.</li>
<li><strong>Safety:</strong> fermentation is safe when it is controlled and logged. Without controls, it is the riskiest thing in the kitchen.</li>
</ul>
<h2>Four products to start with</h2>
<table>
<thead><tr><th>Product</th><th>Main input</th><th>Method</th><th>Time at 20–22°C</th></tr></thead>
<tbody>
<tr><td>Fermented chilli sauce</td><td>Chilli seconds and trim, garlic</td><td>2.5% salt mash, blended and strained after fermenting</td><td>10–21 days</td></tr>
<tr><td>Tepache</td><td>Pineapple skins and cores</td><td>Sugar water with spices, wild fermentation</td><td>2–4 days</td></tr>
<tr><td>Som pak (fermented greens)</td><td>Mustard greens, cabbage, spring onion</td><td>3% brine with a little cooked rice to feed the bacteria</td><td>3–5 days</td></tr>
<tr><td>Kombucha</td><td>Tea, sugar, established culture</td><td>Aerobic fermentation with acidified starter</td><td>7–12 days</td></tr>
</tbody>
</table>
<p>Start with two products, not four. Chilli sauce and tepache are the easiest to control and the quickest to pay back.</p>
<h2>Salt: weigh it, always</h2>
<p>Salt percentage is calculated on the total weight of vegetables plus any water. For a chilli mash of 5 kg trim and 1 kg water at 2.5%, the salt is 6,000 g × 0.025 = 150 g. Too little salt invites spoilage organisms; too much stalls the lactic bacteria. Never scoop salt by eye, and write the weight on the batch label.</p>
<h2>Temperature in a tropical kitchen</h2>
<p>Most fermentation guides assume a cool European cellar. In a Bangkok kitchen, ambient temperatures of 30–34°C speed fermentation dramatically and favour yeasts that give soft textures and off-flavours. A dedicated wine fridge or small temperature-controlled room set to 20–22°C is the single best investment for a fermentation programme. It makes timings predictable and protects the batch when the kitchen is at its hottest.</p>
<h2>Safety: manage it with pH</h2>
<p>The key number is pH. Food with a pH of 4.6 or below does not support the growth of <em>Clostridium botulinum</em>, and most spoilage and pathogenic bacteria struggle well above that threshold. We set a target of <strong>pH 4.2 or lower</strong> before a batch moves to cold storage.</p>
<ol>
<li>Use a digital pH meter, calibrated daily with pH 4.0 and 7.0 buffer solutions. Test strips are not precise enough.</li>
<li>Record the starting pH, a daily reading and the final pH on the batch log.</li>
<li>If a batch has not reached pH 4.6 within the expected time, discard it. Do not extend it hoping it will get there.</li>
<li>Discard any batch with fuzzy, coloured mould. A flat white film of kahm yeast is harmless but should be skimmed and noted.</li>
<li>Do not ferment low-acid foods in oil or under vacuum — such as garlic in oil — without a validated process.</li>
</ol>
<p>Add fermentation as a critical control point in your HACCP plan, with pH as the critical limit. Our guide to <a href="/blog/haccp-plan-small-kitchens">HACCP for small kitchens</a> shows how to add a CCP without adding paperwork.</p>
<h2>The economics</h2>
<h3>House chilli sauce</h3>
<p>Ingredients cost about 85 baht per litre when made from chilli seconds and trim. One client replaced a bought-in sauce at 240 baht per litre. At 12 litres a month, that alone saves 1,860 baht. The larger opportunity is retail: a 150 ml bottle sold at 180 baht costs 13 baht in sauce and 22 baht for bottle and label. At 200 bottles a month, the contribution is 29,000 baht.</p>
<h3>Tepache</h3>
<p>The pineapple skins are already paid for. Sugar, spices and ice bring the cost of a 300 ml glass to about 9 baht. Sold at 120 baht, that is a beverage cost of 7.5%. A restaurant selling 35 glasses a day — as one of our <a href="/blog/bangkok-brasserie-food-waste-audit">case-study clients</a> does — earns nearly 3,900 baht in contribution daily from something it used to throw away.</p>
<h2>People and process</h2>
<p>Give the programme a single owner, usually a senior chef de partie, with three to four hours a week scheduled on the rota. Each product gets a one-page SOP covering ingredients by weight, salt percentage, vessel, temperature, expected timeline, pH targets and storage life. Label every vessel with product, batch number, start date, salt percentage and initials.</p>
<h2>An eight-week rollout</h2>
<ul>
<li><strong>Weeks 1–2:</strong> choose two products, write SOPs, buy the pH meter and set up the controlled-temperature space.</li>
<li><strong>Weeks 3–6:</strong> run test batches, log pH every day and adjust salt and timings until three consecutive batches match.</li>
<li><strong>Weeks 7–8:</strong> train the floor team, launch on the menu and start tracking sales and cost.</li>
</ul>
<h2>Common mistakes</h2>
<ul>
<li>Starting too many products at once, so none are consistent.</li>
<li>Fermenting at kitchen ambient temperature in the tropics.</li>
<li>Relying on taste instead of pH.</li>
<li>Treating it as a chef's hobby without a place on the rota.</li>
</ul>
<p>For 100 tested recipes with salt ratios, timings and pH targets, see the <a href="/fermentation-guidebook">fermentation guidebook</a>. If you would like help designing a programme for your kitchen, our <a href="/sustainable-solutions">sustainable solutions team</a> can set it up with your chefs on site.</p>`,
    imageUrl: IMAGE.whitePaper,
    category: "white-paper",
    isPublished: true,
    isPremium: true,
    publishedAt: new Date("2026-07-13T08:00:00Z"),
    readingTime: 5,
    ...TEAM.niran,
    attachmentUrl: null,
    attachmentName: null,
  },
  {
    id: "post-covers-per-labour-hour-benchmarks",
    title: "Covers per Labour Hour: Benchmarks from 42 Southeast Asian Restaurants",
    slug: "covers-per-labour-hour-benchmarks",
    description:
      "Six months of POS and time-clock data from 42 restaurants in Thailand, Malaysia and Vietnam, with productivity benchmarks by segment, the hours that drag the average down, and the point where productivity starts to hurt guest satisfaction.",
    content: `<p>Labour is the cost operators feel most and measure least precisely. Payroll percentage tells you what labour cost relative to sales, but it moves with prices and wage rates, which makes it hard to compare across cities or over time. <strong>Covers per labour hour</strong> (CPLH) — guests served divided by total hours worked — measures productivity directly. We used it to benchmark 42 restaurants in our client and partner network.</p>
<h2>Data and method</h2>
<p>The sample covers 24 restaurants in Bangkok, 6 in Chiang Mai, 5 in Phuket, 4 in Kuala Lumpur and 3 in Ho Chi Minh City. For each we took 26 weeks of data, July to December 2025: covers from the POS, and hours worked from the time clock for all kitchen and floor staff, including supervisors but excluding general managers. Delivery and takeaway orders were counted as one cover each; at most sites they were under 15% of covers.</p>
<h2>Benchmarks by segment</h2>
<table>
<thead><tr><th>Segment</th><th>Sites</th><th>Median CPLH</th><th>Middle 50% of sites</th><th>Median labour cost, % of sales</th></tr></thead>
<tbody>
<tr><td>Café and bakery</td><td>7</td><td>3.4</td><td>2.9–4.0</td><td>24%</td></tr>
<tr><td>Casual dining</td><td>17</td><td>2.1</td><td>1.7–2.6</td><td>27%</td></tr>
<tr><td>Hotel all-day dining</td><td>8</td><td>1.5</td><td>1.2–1.9</td><td>33%</td></tr>
<tr><td>Fine dining</td><td>10</td><td>0.9</td><td>0.7–1.1</td><td>35%</td></tr>
</tbody>
</table>
<p>For casual dining with a median check of about 550 baht, a CPLH of 2.1 equates to sales per labour hour of roughly 1,150 baht.</p>
<h2>Finding 1: the gap within a segment is bigger than the gap between cities</h2>
<p>Casual restaurants in the top quarter of the sample served 2.6 covers or more per labour hour; those in the bottom quarter served 1.7 or fewer. Menus, average checks and wage levels in the two groups were similar. City made surprisingly little difference once segment was accounted for. The difference was almost entirely in how labour was scheduled.</p>
<h2>Finding 2: the afternoon is where productivity disappears</h2>
<p>We split each day into periods. In casual dining, the 14:30–17:30 shoulder accounted for 31% of labour hours but only 14% of covers, with a median CPLH of 0.8 against 2.9 during dinner peak. Teams were kept on the floor between services for prep, cleaning and "in case" cover, and much of that time was not planned work.</p>
<h2>Finding 3: how the rota is built matters more than how tight it is</h2>
<ul>
<li>Sites that scheduled from a forecast in 15-minute intervals averaged 0.4 CPLH more than sites that used fixed shift templates.</li>
<li>Sites where at least 30% of floor staff were cross-trained across server, runner and bar roles averaged 0.3 CPLH more.</li>
<li>Split shifts improved productivity at lunch-and-dinner restaurants but increased staff turnover at three sites; they work best when staff choose them.</li>
</ul>
<h2>Finding 4: there is a ceiling</h2>
<p>Higher is not always better. Among casual dining sites, those between 2.0 and 2.6 CPLH averaged 4.5 out of 5 across online review platforms. Those above 2.6 averaged 4.1, with complaints concentrated on slow service and unavailable staff. We recommend managing to a target band rather than a maximum: for casual dining, 2.0–2.5.</p>
<h2>A worked example</h2>
<p>A casual dining restaurant serves 1,400 covers a week using 780 labour hours, a CPLH of 1.79. Moving to 2.1, the segment median, means serving the same covers with about 667 hours.</p>
<table>
<thead><tr><th>Line</th><th>Value</th></tr></thead>
<tbody>
<tr><td>Hours today</td><td>780</td></tr>
<tr><td>Hours at 2.1 CPLH (1,400 ÷ 2.1)</td><td>667</td></tr>
<tr><td>Hours saved per week</td><td>113</td></tr>
<tr><td>Loaded cost per hour, including social security and staff meals</td><td>95 baht</td></tr>
<tr><td>Saving per week</td><td>10,735 baht</td></tr>
<tr><td>Saving per year</td><td>558,220 baht</td></tr>
</tbody>
</table>
<p>In practice, the 113 hours came almost entirely from the afternoon shoulder and the first hour of each shift. Nobody's contracted hours were cut: two leavers were not replaced, and prep was moved into quieter morning hours.</p>
<h2>What top-quarter operators do differently</h2>
<ol>
<li><strong>Forecast covers by 15-minute interval</strong> from the last four equivalent weekdays, adjusted for bookings and events.</li>
<li><strong>Schedule to the forecast</strong> using staffing ratios, for example one server per 18 covers an hour and one line cook per 25.</li>
<li><strong>Stagger starts and finishes.</strong> Not everyone needs to arrive at 10:00 or leave at close.</li>
<li><strong>Plan the afternoon.</strong> Assign prep, deep cleaning and training to specific people and specific times, and release the rest.</li>
<li><strong>Review actual against plan weekly</strong>, using time-clock hours, not the published rota.</li>
</ol>
<h2>Limits</h2>
<p>Cover counts depend on servers entering guest numbers correctly, and accuracy varies. Hotel outlets share staff with banqueting and room service, which makes hours harder to allocate. Six months does not capture a full seasonal cycle, and Thai and Malaysian public holidays differ. Treat the figures as a starting point for your own measurement, not a target to impose on a team without context.</p>
<p>Labour scheduling sits alongside menu, pricing and distribution in our <a href="/revenue-optimization">revenue optimisation work</a>. Operators who want to benchmark their own sites can use the cost control prompts in the <a href="/prompt-vault">Prompt Vault</a> to structure a first analysis of their time-clock data.</p>`,
    imageUrl: IMAGE.research,
    category: "research",
    isPublished: true,
    isPremium: true,
    publishedAt: new Date("2026-08-03T08:00:00Z"),
    readingTime: 4,
    ...TEAM.claire,
    attachmentUrl: null,
    attachmentName: null,
  },
  {
    id: "post-front-desk-upselling",
    title: "Upselling at the Front Desk Without Sounding Like a Salesperson",
    slug: "front-desk-upselling-scripts",
    description:
      "Guests say yes to upgrades that solve a problem they already have. How to make one specific offer at check-in, price it as a difference, and reward agents fairly.",
    content: `<p>Most front desk upselling fails for one of two reasons. Either agents do not offer anything, because it feels pushy, or they recite a list of room types like a menu. Both leave money on the table. Guests are not resistant to upgrades; they are resistant to being sold to. An offer that answers something the guest has already told you — a special occasion, a long stay, a late flight — feels like service.</p>
<h2>Listen first, then make one offer</h2>
<p>The reservation and the first minute of conversation usually contain the cue: an anniversary in the booking notes, two children in a standard room, a six-night stay, a question about the pool. Train agents to make <strong>one</strong> specific offer linked to that cue:</p>
<blockquote>"I see you are with us for six nights. For 1,100 baht more per night, I can move you to a pool-access room on the ground floor, so you can step straight out in the morning. Would you like me to do that?"</blockquote>
<p>Compare that with "Would you like to upgrade your room?" The first names the benefit, the price and the reason. The second invites a reflexive no.</p>
<h2>Price the difference, not the rate</h2>
<p>Always quote the extra amount per night, never the full rate of the better room. "1,100 baht more per night" is a small, clear decision. "Our pool-access rooms are 5,300 baht" forces the guest to do arithmetic and compare it with what they already paid.</p>
<h2>Prepare the inventory before the shift</h2>
<p>Each morning, the front office manager should review arrivals against available higher-category rooms and set a short upgrade list with fixed prices for the day. Agents should never have to guess what is available or negotiate. If a room category is forecast to sell out, it does not go on the list.</p>
<h2>The numbers</h2>
<p>For a hotel with 120 arrivals a day, an 8% conversion at an average of 1,100 baht per night over a 2.3-night average stay produces:</p>
<table>
<thead><tr><th>Step</th><th>Value</th></tr></thead>
<tbody>
<tr><td>Upgrades per day (120 × 8%)</td><td>9.6</td></tr>
<tr><td>Revenue per upgrade (1,100 × 2.3 nights)</td><td>2,530 baht</td></tr>
<tr><td>Revenue per day</td><td>24,288 baht</td></tr>
<tr><td>Revenue per year</td><td>about 8.9 million baht</td></tr>
</tbody>
</table>
<p>Almost all of that is profit. The room would otherwise stay empty or be given away as a free upgrade later in the day.</p>
<h2>Reward fairly and track honestly</h2>
<ul>
<li>Pay agents a share of upsell revenue, typically 10%, paid monthly and shared across the shift, so colleagues help rather than compete for guests.</li>
<li>Track offers made, not just upgrades sold. An agent who offers to every suitable guest and converts 6% is doing better than one who offers selectively and converts 20% of a few.</li>
<li>Review conversion by agent and by offer weekly, and role-play the best-performing lines in the next briefing.</li>
</ul>
<h2>Beyond the room</h2>
<p>The same approach works for breakfast, airport transfers, late check-out and spa bookings. One relevant offer at the right moment, priced simply, is worth more than five offers no one remembers. Pre-arrival emails with a one-click upgrade catch guests before they arrive, when they have time to think about their stay.</p>
<p>Upselling is one lever in a wider revenue plan. See how we combine it with pricing, distribution and packaging on our <a href="/revenue-optimization">revenue optimisation page</a>, or read how it contributed to a <a href="/blog/phuket-resort-revpar-case-study">14.6% RevPAR lift in Phuket</a>.</p>`,
    imageUrl: IMAGE.article,
    category: "article",
    isPublished: true,
    isPremium: false,
    publishedAt: new Date("2026-08-24T08:00:00Z"),
    readingTime: 3,
    ...TEAM.marcus,
    attachmentUrl: null,
    attachmentName: null,
  },
  {
    id: "post-banquet-kitchen-redesign",
    title: "Redesigning a Hotel Banquet Kitchen: 400 Plates in 26 Minutes",
    slug: "hotel-banquet-kitchen-redesign",
    description:
      "A Bangkok hotel's banquet kitchen took 38 minutes to plate a 400-guest main course, and the food arrived lukewarm. Two straight plating lines, heated carts and a relocated pass cut that to 26 minutes and raised plate temperature at the table by 9°C.",
    content: `<p>The hotel's ballroom seats 400 for banquets and hosts weddings, gala dinners and corporate events most weekends. Its kitchen had been designed for a smaller function room and extended twice. By the time we were called in, guest surveys were repeating the same complaint: the main course arrived lukewarm, and the tables at the back of the room waited far longer than the tables at the front.</p>
<h2>What we measured</h2>
<p>Over three events we timed every stage from the first plate to the last plate leaving the kitchen, walked the routes with a measuring wheel and probed main-course plates as they reached guest tables.</p>
<ul>
<li>Plating 400 main courses took <strong>38 minutes</strong> on a single U-shaped line staffed by 14 cooks.</li>
<li>The pass was 46 metres from the ballroom service door, through a corridor shared with room service.</li>
<li>Average plate temperature at the table was <strong>54°C</strong>; the first tables served were consistently hotter than the last.</li>
<li>Cooks on the U-line crossed each other's paths at the corners, and the sauce station became a bottleneck on every event.</li>
</ul>
<h2>The redesign</h2>
<ol>
<li><strong>Two straight plating lines</strong> replaced the U. Each line runs in one direction: plates, starch, protein, vegetables, sauce, garnish, check, cart. Two identical lines mean two plates leave the kitchen at once, and no cook has to reach across another.</li>
<li><strong>Heated banquet carts.</strong> Five mobile heated cabinets, each holding 96 covered plates, replaced trays carried by hand. Plates are loaded at the end of each line and wheeled to the ballroom once full.</li>
<li><strong>The pass moved.</strong> We relocated the pass and cart parking to a former storeroom next to the service corridor, cutting the walk to the ballroom door from 46 to 19 metres.</li>
<li><strong>Cook-chill components.</strong> A blast chiller allows sauces, garnishes and vegetables to be prepared the day before, chilled safely and regenerated, so cooks arrive at plating with components ready, not half-finished.</li>
<li><strong>Induction holding</strong> for sauces at each line, at a set temperature, replacing gas-fired bain-maries that ran either too hot or too cool.</li>
</ol>
<h2>The process, not just the equipment</h2>
<p>Equipment alone rarely fixes a banquet kitchen. We wrote a plating SOP for each menu with a reference plate at the head of each line, portion tools for every component and a named checker who wipes and inspects each plate before it goes into a cart. Before every large event, the team plates ten covers as a rehearsal, timed, and adjusts the line before the real service begins.</p>
<h2>Results</h2>
<table>
<thead><tr><th>Measure</th><th>Before</th><th>After</th></tr></thead>
<tbody>
<tr><td>Time to plate 400 mains</td><td>38 minutes</td><td>26 minutes</td></tr>
<tr><td>Plating team</td><td>14 cooks</td><td>12 cooks</td></tr>
<tr><td>Walking distance, pass to ballroom</td><td>46 m</td><td>19 m</td></tr>
<tr><td>Average plate temperature at the table</td><td>54°C</td><td>63°C</td></tr>
<tr><td>Overtime hours on event nights</td><td>Baseline</td><td>−22%</td></tr>
</tbody>
</table>
<p>Plating is 32% faster with two fewer cooks. More importantly for the sales team, complaints about cold food have disappeared from post-event surveys, and the banquet team can now quote a plated menu for 400 with confidence rather than steering large groups towards buffets.</p>
<h2>What other hotels can take from this</h2>
<ul>
<li><strong>Time the whole journey.</strong> The plating line was only part of the problem; the 46-metre walk was costing several minutes and several degrees.</li>
<li><strong>Prefer straight lines.</strong> Corners and U-shapes create crossing points and bottlenecks that add up over 400 plates.</li>
<li><strong>Move heat with the food.</strong> Heated carts are one of the cheapest ways to improve banquet food quality.</li>
<li><strong>Rehearse.</strong> Ten minutes of practice before service saves far more time during it.</li>
</ul>
<p>Every banquet, production and restaurant kitchen we design starts with a flow study like this one. See our <a href="/kitchen-design-services">kitchen design services</a> for how we work.</p>`,
    imageUrl: IMAGE.caseStudy,
    category: "case-study",
    isPublished: true,
    isPremium: false,
    publishedAt: new Date("2026-09-14T08:00:00Z"),
    readingTime: 3,
    ...TEAM.niran,
    attachmentUrl: null,
    attachmentName: null,
  },
  {
    id: "post-breakfast-buffet-cost-model",
    title: "The Hotel Breakfast Buffet: A Cost Model and Eight Ways to Cut Waste",
    slug: "hotel-breakfast-buffet-cost-model",
    description:
      "Breakfast is often a hotel's largest food outlet and its least measured. A simple per-guest cost model, and the eight changes that took one 180-key hotel from 145 to 118 baht per guest without a drop in satisfaction scores.",
    content: `<p>In many hotels, breakfast serves more guests than every other meal combined. Because it is usually included in the room rate, it rarely gets the same scrutiny as the restaurant's à la carte menu. The result is a buffet designed to look abundant at 10:15, which means a lot of food goes in the bin at 10:31.</p>
<h2>Build the cost model first</h2>
<p>Consider a 180-key city hotel in Bangkok running at 78% occupancy with 1.8 guests per occupied room, and 85% of in-house guests eating breakfast:</p>
<ul>
<li>Occupied rooms: 180 × 78% = 140.4</li>
<li>In-house guests: 140.4 × 1.8 ≈ 253</li>
<li>Breakfast guests: 253 × 85% = 215 per day</li>
</ul>
<p>A week of purchase records divided by breakfast guests gave a food cost of 145 baht per guest. Weighing everything returned from the buffet and kitchen for the same week showed that 22% of what was produced was thrown away.</p>
<table>
<thead><tr><th>Buffet section</th><th>Cost per guest (THB)</th></tr></thead>
<tbody>
<tr><td>Hot items</td><td>48</td></tr>
<tr><td>Cold cuts, cheese and smoked fish</td><td>31</td></tr>
<tr><td>Bread and pastries</td><td>22</td></tr>
<tr><td>Fruit</td><td>18</td></tr>
<tr><td>Juices and dairy</td><td>16</td></tr>
<tr><td>Egg station</td><td>10</td></tr>
<tr><td><strong>Total</strong></td><td><strong>145</strong></td></tr>
</tbody>
</table>
<h2>Eight changes</h2>
<ol>
<li><strong>Forecast every night.</strong> Multiply in-house guests by take-up by rate type. Guests on packages with breakfast eat at around 90%; room-only guests at around 35% if breakfast is offered at check-in.</li>
<li><strong>Use the arrival curve.</strong> Guest arrivals follow the same pattern most days: a business peak around 07:30, a leisure peak after 09:00. Cook hot items in batches to that curve, in 15-minute steps.</li>
<li><strong>Smaller vessels, refilled more often.</strong> Half-size dishes look full with half the food. Height, risers and good lighting create abundance better than volume.</li>
<li><strong>Cook to order where it counts.</strong> An egg station and a jok or khao tom station, cooked by a chef, reduce waste on expensive items and are among the most popular parts of the buffet.</li>
<li><strong>Portion the premium items.</strong> Smoked salmon and cured meats served by an attendant, or pre-portioned, cost far less than a self-service platter.</li>
<li><strong>Change the last 45 minutes.</strong> Stop refilling large hot dishes and switch to small batches or à la minute cooking for late guests.</li>
<li><strong>Smaller glasses.</strong> Moving from 250 ml to 180 ml juice glasses cut juice waste by a third. Guests who want more simply return.</li>
<li><strong>Use what was never displayed.</strong> Food that has been on the buffet must be discarded. Food held back of house, correctly chilled and never displayed, can go to the staff canteen or be used the same day in other outlets.</li>
</ol>
<h2>Results after eight weeks</h2>
<table>
<thead><tr><th>Measure</th><th>Before</th><th>After</th></tr></thead>
<tbody>
<tr><td>Food cost per guest</td><td>145 baht</td><td>118 baht</td></tr>
<tr><td>Production wasted</td><td>22%</td><td>12%</td></tr>
<tr><td>Breakfast satisfaction score</td><td>4.4 / 5</td><td>4.5 / 5</td></tr>
</tbody>
</table>
<p>A saving of 27 baht per guest across 215 guests a day is about 5,800 baht a day, or 2.1 million baht a year. Satisfaction rose slightly, mostly because of the cooked-to-order stations.</p>
<h2>Breakfast as revenue</h2>
<p>Once the cost is under control, breakfast becomes something to sell. Offer it at check-in to room-only guests at a fixed price — see our notes on <a href="/blog/front-desk-upselling-scripts">front desk upselling</a> — and consider opening it to non-residents on weekends. A well-run buffet with a 118-baht food cost sold at 450 baht is one of the most profitable meals in the hotel.</p>`,
    imageUrl: IMAGE.whitePaper,
    category: "white-paper",
    isPublished: true,
    isPremium: false,
    publishedAt: new Date("2026-10-05T08:00:00Z"),
    readingTime: 3,
    ...TEAM.marcus,
    attachmentUrl: null,
    attachmentName: null,
  },
  {
    id: "post-cold-chain-logging-study",
    title: "Cold Chain Reality Check: 30 Days of Temperature Data from 18 Hotel Kitchens",
    slug: "cold-chain-temperature-logging-study",
    description:
      "We placed data loggers in 64 refrigeration units across 18 hotel kitchens. Handwritten logs showed 96% compliance; the loggers showed 71% during service. Under-counter fridges beside the hot line were the weakest link.",
    content: `<p>Every hotel kitchen we visit has a fridge temperature log, and almost every log is full of reassuring numbers: 3°C, 4°C, 3°C. We wanted to know how closely those numbers reflect what the food actually experiences. So, with the agreement of 18 hotel kitchens in Bangkok, Pattaya and Hua Hin, we placed data loggers in 64 refrigeration units for 30 days and compared the results with the kitchens' own records.</p>
<h2>Method</h2>
<p>Each logger recorded temperature every five minutes, 8,640 readings per unit over the month. Where possible the probe sat in a small bottle of glycol solution, which behaves more like food than air does and filters out the brief spikes caused by every door opening. We used 5°C as the limit, in line with most HACCP plans, and compared the data with handwritten checks the kitchens took at opening and closing.</p>
<h2>Results by unit type</h2>
<table>
<thead><tr><th>Unit type</th><th>Units</th><th>Median time above 5°C</th><th>Longest continuous excursion</th></tr></thead>
<tbody>
<tr><td>Walk-in chillers</td><td>14</td><td>3%</td><td>48 minutes</td></tr>
<tr><td>Kitchen reach-ins</td><td>22</td><td>7%</td><td>95 minutes</td></tr>
<tr><td>Under-counter units on the hot line</td><td>18</td><td>19%</td><td>160 minutes</td></tr>
<tr><td>Bar and display chillers</td><td>10</td><td>11%</td><td>120 minutes</td></tr>
</tbody>
</table>
<p>Overall, 17 of the 64 units (27%) spent more than a tenth of the month above 5°C.</p>
<h2>Finding 1: the logs and the loggers disagree</h2>
<p>Handwritten checks recorded a compliant temperature 96% of the time. The loggers showed units at or below 5°C for only 71% of service hours. The difference is timing. Manual checks happen at opening, after the unit has recovered overnight, and at closing, after the doors have stopped opening. Nobody checks at 20:00 on a Saturday, which is exactly when the temperature climbs.</p>
<h2>Finding 2: location beats equipment</h2>
<p>Under-counter units beside wok burners, grills and fryers performed worst, regardless of brand or age. Air around the hot line regularly exceeded 40°C, and several units had their condenser vents blocked by stored trays. Identical models elsewhere in the same kitchens performed well.</p>
<h2>Finding 3: deliveries and service peaks drive excursions</h2>
<p>Most excursions happened in two windows: 19:00–21:00, when doors open every few seconds, and mid-afternoon, when deliveries are loaded. Walk-in doors were propped open for up to 25 minutes during large deliveries, and warm product loaded in bulk took hours to come down to temperature.</p>
<h2>What we recommend</h2>
<ol>
<li><strong>Set points of 3°C, not 5°C.</strong> A unit set at the limit will exceed it whenever the door opens. A 2°C margin absorbs normal service.</li>
<li><strong>Check during service.</strong> Add one product temperature check at the busiest hour to the daily log.</li>
<li><strong>Move or protect hot-line units.</strong> Keep condenser vents clear, add heat shields, or replace them with remote-condenser drawers rated for high ambient temperatures.</li>
<li><strong>Schedule deliveries.</strong> Load walk-ins before 11:00 where suppliers allow, use strip curtains and never prop the door.</li>
<li><strong>Consider wireless monitoring.</strong> Loggers with alarms cost less than a single discarded delivery of seafood, and they record what happens when nobody is watching.</li>
</ol>
<p>Temperature control is the backbone of any food safety system. Our guide to <a href="/blog/haccp-plan-small-kitchens">HACCP for small kitchens</a> explains how to set critical limits and corrective actions, and refrigeration placement is part of every layout from our <a href="/kitchen-design-services">kitchen design team</a>.</p>`,
    imageUrl: IMAGE.research,
    category: "research",
    isPublished: true,
    isPremium: false,
    publishedAt: new Date("2026-11-10T08:00:00Z"),
    readingTime: 3,
    ...TEAM.ploy,
    attachmentUrl: null,
    attachmentName: null,
  },
  {
    id: "post-ozone-water-produce-sanitation",
    title: "Ozone Water for Produce Washing: What the Evidence Supports",
    slug: "ozone-water-produce-sanitation-evidence",
    description:
      "A draft review of aqueous ozone as a produce wash in commercial kitchens: what it does well, where its limits are, and the questions to ask before buying a system.",
    content: `<p>Ozone water systems are increasingly offered to restaurants and hotels as a chemical-free way to sanitise produce and surfaces. Clients ask us whether they work. The honest answer is that they can, under the right conditions, and that those conditions are worth understanding before spending money.</p>
<h2>How it works</h2>
<p>Ozone is a strong oxidiser. Dissolved in water, it damages the cell walls of bacteria, moulds and viruses on contact, then breaks down to oxygen within minutes, leaving no chemical residue on food. That is the main attraction compared with chlorine washes, which can affect flavour and require rinsing.</p>
<h2>What the evidence supports</h2>
<ul>
<li><strong>Surface reduction on produce.</strong> Laboratory and industry studies commonly report reductions of one to three log units — 90% to 99.9% — of surface microorganisms on firm fruit and vegetables, at concentrations of around 1–3 mg/L and contact times of one to three minutes.</li>
<li><strong>Less effect in crevices.</strong> Leafy greens, herbs and produce with folds or rough skin show smaller reductions, because ozone does not reach protected areas well.</li>
<li><strong>Strong sensitivity to organic load.</strong> Soil and plant debris consume ozone quickly. Produce must be rinsed clean before the ozone step, or the concentration reaching the food falls sharply.</li>
<li><strong>Shelf life.</strong> Some studies report longer shelf life for berries and cut vegetables; results vary widely by product.</li>
</ul>
<h2>Safety and operation</h2>
<p>Ozone gas is an irritant. A commonly used workplace exposure limit is 0.1 ppm in air averaged over an eight-hour shift. Systems should be installed in ventilated areas, and sinks should not be left running unattended in enclosed spaces. Concentration in water falls quickly, so systems should generate ozone on demand rather than store treated water.</p>
<h2>Questions to ask before buying</h2>
<ol>
<li>What dissolved ozone concentration does the unit deliver at the tap, and how can we measure it on site?</li>
<li>Is there validation data for the produce we actually use?</li>
<li>What maintenance is required, and how do we know when output has dropped?</li>
<li>How does it fit into our HACCP plan, and what is the corrective action if concentration is too low?</li>
</ol>
<p>Ozone washing is a useful step, not a substitute for clean produce, hand hygiene and temperature control. We are completing site trials with two clients before finalising this review. In the meantime, details of the systems we work with are on our <a href="/ozone-water-systems">ozone water systems page</a>.</p>`,
    imageUrl: IMAGE.research,
    category: "research",
    isPublished: false,
    isPremium: false,
    publishedAt: null,
    readingTime: 2,
    ...TEAM.ploy,
    attachmentUrl: null,
    attachmentName: null,
  },
];
