import type { promptBundles } from "~/db/schema";

export type PromptBundleSeed = typeof promptBundles.$inferInsert;

/**
 * Prompt Vault "Browse by Role" bundles (SPEC §2 "Prompt Vault", §3 "Prompt bundle").
 * Six bundles across the five roles: Chef (2), GM, BarManager, Receptionist, CostController.
 * sortOrder is the position within the role.
 */
export const promptBundleSeeds: PromptBundleSeed[] = [
  // ─── Chef ────────────────────────────────────────────────────────────────
  {
    id: "bundle-chef-kitchen-systems",
    role: "Chef",
    title: "Kitchen Systems & Food Safety",
    description:
      "Prompts that turn everyday kitchen knowledge into HACCP plans, allergen matrices and prep lists your brigade can actually follow.",
    prompts: [
      {
        title: "HACCP Plan for a New Dish",
        text: `You are a food safety manager trained in Codex HACCP. Create a HACCP plan for the dish [dish name], prepared in [outlet] as follows: [recipe steps from receiving to service]. Key ingredients: [ingredients, including high-risk items such as raw poultry, seafood, eggs or cooked rice].

Output:
1. A process flow as numbered steps.
2. A hazard table: step | hazard (biological, chemical, physical, allergen) | control measure | CCP yes/no.
3. For each CCP: critical limit, monitoring method and frequency, corrective action, and the record used.

Keep critical limits specific (°C, minutes, pH) and apply [local regulation] where it is stricter than Codex. Do not mark more than 3 CCPs unless clearly justified.`,
        sampleOutput: `Dish: Khao Man Gai (batch of 40 portions)
Process flow: 1 Receive chilled chicken → 2 Store at 5°C or below → 3 Poach → 4 Cool stock and chicken → 5 Hold for service → 6 Slice and plate.

CCP 1 – Receiving: chicken core 5°C or below, probe every delivery; reject if above. Record: Goods Receiving Log.
CCP 2 – Poaching: core 75°C or above at the thickest part, checked on 3 pieces per batch; continue cooking if below. Record: Cooking Log.
CCP 3 – Cooling: 60°C to 21°C within 2 h, then to 5°C within 4 h in the blast chiller; if missed, reheat to 75°C once or discard. Record: Cooling Log.

Allergens: soya (dipping sauce), sesame (garnish) – add to the allergen matrix.
Rice: hot hold at 63°C or above, maximum 4 h, then discard.`,
      },
      {
        title: "Allergen Matrix Builder",
        text: `You are a chef responsible for allergen compliance. Build an allergen matrix for our [menu name] using the 14 major allergens (celery, cereals containing gluten, crustaceans, eggs, fish, lupin, milk, molluscs, mustard, tree nuts, peanuts, sesame, soya, sulphites) plus [any local additions]. Here are the dishes with every component, including sauces, garnishes and frying oil: [paste recipes or ingredient lists].

Output a table with dishes as rows and allergens as columns, using "C" for contains and "M" for may contain (shared fryer or equipment). Below the table, list: components whose supplier specification I must check, dishes that can become allergen-free with a simple swap, and cross-contact risks in our [kitchen layout / shared equipment]. Do not guess: if an ingredient's composition is unknown, mark it "?".`,
        sampleOutput: `Dish | Gluten | Crustaceans | Eggs | Fish | Peanuts | Sesame | Soya
Pad Thai Goong | C | C | C | C | C | – | C
Green Curry Chicken | – | M | – | C | – | – | ?
Mango Sticky Rice | – | – | – | – | – | C | –
Tempura Vegetables | C | M | C | – | – | – | C

Check supplier spec: green curry paste (shrimp paste? soya?), tempura flour blend, oyster sauce.
Easy swaps: Pad Thai peanut-free by serving peanuts on the side; Mango Sticky Rice sesame-free by leaving off the toasted sesame.
Cross-contact: tempura shares the fryer with prawn crackers – keep crustaceans as "M" until a dedicated fryer is in place.
Fish is marked on Pad Thai and Green Curry because of fish sauce.`,
      },
      {
        title: "Prep List and Par Levels from Forecast",
        text: `You are a sous chef planning mise en place. Our forecast for [day/date] is [number] covers for [lunch/dinner], with this expected sales mix from the last [4] comparable days: [item – average portions sold]. Stock on hand: [item – quantity]. Recipe yield and shelf life: [item – batch yield – shelf life].

Create a prep list by station ([stations]) showing: item, par level, on hand, quantity to prep, batch size, who preps it and the time it must be finished before service. Set par levels at forecast usage plus a [10–15]% safety buffer, but never above what can be used within shelf life. Flag items that should be prepped in two smaller batches and items at risk of over-production. Keep it to one printable page.`,
        sampleOutput: `Forecast: Saturday dinner, 180 covers

Garde Manger (Nok, finish 16:30)
– Som tam dressing | par 3.0 L | on hand 1.0 L | prep 2.0 L | 1 batch
– Herb salad mix | par 4.5 kg | on hand 0.5 kg | prep 4.0 kg | 2 batches (16:00 and 19:00, wilts after 4 h)

Hot Line (Tan, finish 17:00)
– Massaman curry | par 36 portions | on hand 10 | prep 26 | shelf life 3 days
– Jasmine rice | cook 4 rolling batches of 5 kg from 17:30

Flags
– Braised short rib: forecast 22, par 25, on hand 30 – do not prep; push as chef's recommendation.
– Fish of the day: order 18 portions only; 6 were wasted last Saturday.`,
      },
    ],
    tips: [
      "Paste real recipe cards and supplier specifications into the prompt; AI can structure food safety documents but it cannot know what is in your curry paste.",
      "Have the head chef or food safety lead verify every critical limit before an AI-drafted HACCP document goes on the wall.",
      "Save your kitchen layout, equipment list and outlet names as a reusable context block so every prompt starts from the same facts.",
      "Re-run the prep list prompt with last week's actual sales every Monday so par levels follow real demand instead of habit.",
    ],
    sortOrder: 1,
  },
  {
    id: "bundle-chef-menu-costing",
    role: "Chef",
    title: "Menu Development & Costing",
    description:
      "Prompts that help chefs create seasonal dishes, cost them accurately and turn surplus stock into profitable specials.",
    prompts: [
      {
        title: "Recipe Costing Card",
        text: `You are an executive chef with strong cost-control skills. Build a standard recipe costing card for [dish name], [number] portions. Ingredients with purchase unit, purchase price and quantity used: [list]. Yields from our own tests: [ingredient – yield %]. Menu price: [price] including [VAT and service charge %]; target food cost [target %].

Output a table with ingredient, as-purchased quantity, yield %, edible-portion quantity and cost per portion; then total plate cost, food cost % on the net selling price, gross profit per portion, and the menu price needed to hit the target. If food cost is above target, suggest up to three changes (portion, substitution, garnish) and show the new cost for each. Use [currency], round to two decimals and show each formula once.`,
        sampleOutput: `Grilled Seabass, Green Curry Beurre Blanc – 1 portion (THB)
Seabass fillet | 400 g AP | 45% | 180 g EP | 128.00
Butter | 30 g | 100% | 30 g | 12.00
Green curry paste | 15 g | 100% | 15 g | 3.00
Jasmine rice (dry) | 80 g | 100% | 80 g | 4.80
Vegetables and garnish | – | – | – | 18.00

Plate cost: 165.80
Net selling price: 690 ÷ 1.177 (10% service, 7% VAT) = 586.24
Food cost: 28.28% | Gross profit: 420.44
Price for 25%: 663.20 net = THB 780 on the menu

Options
1. Fillet 160 g: plate cost 151.58, food cost 25.86%
2. Farmed seabass, 50% yield at THB 300/kg: plate cost 145.80, food cost 24.87%`,
      },
      {
        title: "Seasonal Menu Ideation",
        text: `You are a creative chef developing a [season] menu for [restaurant name], a [concept, e.g. modern Thai bistro] with [covers per day] covers and an average spend of [amount]. Seasonal produce available from our current suppliers: [list]. Kitchen constraints: [equipment, stations, team size and skill level]. Signature dishes we must keep: [list].

Propose 6 new dishes (2 starters, 3 mains, 1 dessert). For each give: name, one-line description, main components, key technique, which existing mise en place it reuses, estimated food cost % against our [target %], allergens, and preparation complexity (low / medium / high) at peak service. Avoid ingredients that need a new supplier. End with a short note on which two dishes you would test first and why.`,
        sampleOutput: `1. Crab & Charred Corn Miang (starter) – betel leaf, blue crab, lime-chilli caramel. Reuses nam jim base. FC ~27%. Crustaceans, fish. Low.
2. Banana Blossom & Grilled Squid Salad (starter) – roasted chilli jam dressing. Reuses chilli jam. FC ~22%. Molluscs, fish, peanuts. Medium.
3. Pumpkin Massaman, Braised Beef Cheek (main) – cheek braised a day ahead. Reuses massaman base. FC ~24%. Peanuts. Low.
4. Grilled Seabass, Green Curry Beurre Blanc (main). FC ~28%. Fish, milk. Medium.
5. Wild Mushroom Khao Soi (vegan main) – coconut curry, crispy wheat noodles. FC ~20%. Gluten, soya. Low.
6. Mango & Coconut Sago Parfait (dessert) – reuses sticky rice syrup. FC ~18%. No major allergens. Low.

Test first: the Massaman (the braise fits the quiet Tuesday prep and carries the highest gross profit) and the Khao Soi (fills the vegan gap on the current menu).`,
      },
      {
        title: "Specials from Surplus Stock",
        text: `You are a head chef who hates waste. These items are surplus or close to their use-by date: [item – quantity – use-by date]. Our menu style is [concept], our stations are [stations] and tonight's forecast is [covers] covers.

Suggest 3 daily specials that use as much of the surplus as possible. For each give: dish name, menu description (max 15 words), recipe outline with quantities for [number] portions, estimated plate cost, a price that meets our [target %] food cost, and a one-sentence line servers can use at the table. Only use staples a professional kitchen normally holds (oils, aromatics, basic dairy, dry goods). Do not suggest anything that breaks our allergen-free promise for [dish or product line].`,
        sampleOutput: `Surplus: pork neck 3.2 kg (use by tomorrow), cherry tomatoes 2 kg, coconut cream 1.5 L.

Special 1 – Grilled Pork Neck, Tomato Jaew
Menu: Charcoal pork neck, smoky tomato jaew, sticky rice.
Outline (16 portions): 200 g pork neck each, marinated in garlic, coriander root and fish sauce; jaew from 1 kg charred cherry tomatoes, roasted chilli and lime.
Plate cost THB 62 | Price THB 220 (28% FC)
Server line: "Chef's charcoal pork neck is only on tonight while it lasts – it's great with a cold lager."

Special 2 – Coconut Tomato Soup with Crab Oil (8 portions): 1 kg tomatoes, 800 ml coconut cream. Plate cost 38, price 140.
Special 3 – Coconut Panna Cotta, Palm Sugar Caramel (10 portions): 700 ml coconut cream. Plate cost 21, price 80.`,
      },
    ],
    tips: [
      "Give the AI your real yields and supplier prices; costing built on generic numbers is worse than no costing at all.",
      "Ask for food cost on the net selling price after VAT and service charge, otherwise every percentage will look better than it is.",
      "Treat AI dish ideas as a brainstorm: cook, taste and cost every dish in a test session before it reaches the menu.",
      "Update recipe cards in your costing system as soon as a supplier price changes, then re-run the costing prompt for the affected dishes.",
    ],
    sortOrder: 2,
  },

  // ─── GM ──────────────────────────────────────────────────────────────────
  {
    id: "bundle-gm-operations-revenue",
    role: "GM",
    title: "Operations & Revenue Leadership",
    description:
      "Prompts for general managers to turn reports, reviews and forecasts into clear decisions on revenue, labour and guest satisfaction.",
    prompts: [
      {
        title: "Weekly Performance Briefing",
        text: `You are an experienced hotel general manager preparing the Monday briefing for department heads. Last week's figures vs budget and last year: occupancy [x%], ADR [amount], RevPAR [amount], F&B revenue [amount], covers [number], average check [amount], labour cost [x% of revenue], guest satisfaction score [score] and top review themes [list].

Write a one-page briefing: 3 headline numbers with variance vs budget (amount and %), what drove each, 3 wins to recognise by name or team, 3 issues each with one owner and a deadline, and the focus for this week given the forecast [occupancy / events]. Be direct and factual with no filler, and flag any figure that looks inconsistent, for example RevPAR not matching occupancy × ADR.`,
        sampleOutput: `Week 32 – Department Heads Briefing

Headlines
1. RevPAR THB 2,856 vs budget 3,000 (–144, –4.8%): occupancy 84% on target, ADR 3,400 vs 3,570 – too many discounted OTA nights.
2. F&B revenue THB 1.42m vs budget 1.35m (+5.2%): Sunday brunch covers +18%.
3. Labour cost 31.5% vs 29% budget: housekeeping overtime during the conference block.

Wins: Brunch team (record 212 covers); Front Office (4.7/5 check-in rating); Engineering (chiller repaired in 6 hours).

Issues
– ADR leakage: Revenue Manager to close deep OTA discounts for weekends – Wednesday.
– Overtime: Executive Housekeeper to add 2 part-timers for the next conference – Friday.
– "Slow room service" in 9 reviews: F&B Manager to review in-room dining staffing 19:00–22:00 – Thursday.

Focus: 91% forecast with a Saturday wedding – protect rate, no selling below BAR.`,
      },
      {
        title: "Guest Review Sentiment Analysis",
        text: `You are a guest experience analyst for [property name]. Below are [number] guest reviews from [sources] for [period]: [paste reviews with names and personal details removed].

Produce:
1. Overall sentiment split (positive / neutral / negative) with counts.
2. The top 5 recurring themes, each with number of mentions, sentiment, one short representative quote and the responsible department.
3. Staff members praised by name.
4. Three operational actions ranked by impact on guest satisfaction and by effort.

Only count a theme when it is explicitly mentioned; do not infer. Keep the whole output under 300 words so it fits into a management meeting pack.`,
        sampleOutput: `Reviews analysed: 64 (Google 28, Booking.com 22, TripAdvisor 14)
Sentiment: positive 41 | neutral 9 | negative 14

Top themes
1. Breakfast variety – 19 mentions, positive – "best breakfast spread in Sukhumvit" – F&B
2. Staff friendliness – 17, positive – "Ploy at reception went above and beyond" – Front Office
3. In-room Wi-Fi – 11, negative – "kept dropping in the evening" – IT / Engineering
4. Check-in waiting time – 8, negative – "30 minutes at 3 pm" – Front Office
5. Pool cleanliness – 6, mixed – Engineering / Housekeeping

Staff praised: Ploy (5), Chef Somchai (3), Arthur (2)

Actions
1. Pre-assign rooms for arrivals after 14:00 and add a second agent 14:00–17:00 (high impact, low effort)
2. Upgrade Wi-Fi access points on floors 6–9 (high impact, medium effort)
3. Add a pool check to the 10:00 and 15:00 rounds (medium impact, low effort)`,
      },
      {
        title: "Labour Scheduling to Forecast",
        text: `You are a hotel operations manager focused on labour productivity. For [outlet / department], here is next week's forecast by day and shift: [covers or occupied rooms]. Staffing standards: [e.g. 1 server per 16 covers, 1 room attendant per 14 rooms]; minimum staffing per shift: [roles]; current team: [roles, contracted hours, day-off requests]. Labour cost target: [x% of revenue]; average hourly cost [amount]; forecast revenue [amount].

Produce a weekly roster summary (day × shift × role × headcount), total hours, estimated labour cost and labour cost %, and list where we are over or under standard. Suggest how to cover gaps with part-timers or cross-training rather than overtime, and respect [local labour law: maximum weekly hours, rest days].`,
        sampleOutput: `Outlet: All-day dining | Forecast revenue THB 612,000 | Target labour 28%
Standard: 1 server per 16 covers

Mon–Thu: breakfast 120 covers → 8 servers; dinner 80 → 5
Fri–Sat: breakfast 150 → 10; dinner 140 → 9
Sun: brunch 210 → 13 (2 cross-trained from banquets)

Total hours: 1,430 | Average cost THB 120/h | Labour cost THB 171,600 = 28.0%

Over standard: Tuesday dinner has 6 rostered vs 5 needed – move Mint to Friday dinner.
Under standard: Saturday dinner needs 9, only 7 available – book 2 casual part-timers for 6 h each, cheaper than 12 h of overtime at 1.5×.
Compliance: Arun would reach 52 hours; swap his Sunday shift to stay within the 48-hour limit.`,
      },
    ],
    tips: [
      "Paste exported reports rather than retyping numbers, and ask the AI to flag inconsistencies before you trust its conclusions.",
      "Never paste guest names, passport details or card data into a public AI tool; anonymise reviews and reports first.",
      "Use the same prompt every week so department heads receive a briefing in a format they recognise and can compare.",
      "Always ask for actions with an owner and a deadline; analysis without accountability will not change next week's numbers.",
    ],
    sortOrder: 1,
  },

  // ─── BarManager ──────────────────────────────────────────────────────────
  {
    id: "bundle-bar-manager-beverage-profit",
    role: "BarManager",
    title: "Bar Profit & Beverage Programme",
    description:
      "Prompts for bar managers to cost cocktails, build seasonal drinks lists and track pour cost and inventory variance.",
    prompts: [
      {
        title: "Cocktail Costing & Pour Cost",
        text: `You are a bar manager and beverage cost specialist. Cost these cocktails for [bar name]: [cocktail – ingredients with pour size in ml – menu price]. Bottle costs: [product – bottle size – cost]. Garnish and ice cost per drink: [amount]. Menu prices include [VAT and service charge %]; our target pour cost is [target %].

Output a table per cocktail: ingredient, pour (ml), cost per ml, cost; then total drink cost, pour cost % on the net price and gross profit per drink. Highlight drinks above target and for each suggest one fix: an adjusted spec, an alternative spirit of similar quality, or a new price rounded to our price endings [e.g. 0 or 5]. Add a [wastage allowance, e.g. 5%] on spirits for spillage.`,
        sampleOutput: `Negroni – menu THB 420 (net 356.84 after 10% service + 7% VAT)
Gin | 30 ml | 1.20 | 36.00
Campari | 30 ml | 1.00 | 30.00
Sweet vermouth | 30 ml | 0.60 | 18.00
Spirits + 5% wastage: 88.20 | Ice and orange peel: 6.00
Drink cost: 94.20 | Pour cost: 26.40% | GP: 262.64
Above the 24% target. Fixes:
– Switch to house gin (0.80/ml): cost 81.60, pour cost 22.87%
– Or reprice to THB 465: pour cost 23.84%

Margarita – menu THB 450 (net 382.33)
Drink cost: 86.13 | Pour cost: 22.53% | GP: 296.20 – within target, no change.`,
      },
      {
        title: "Seasonal Cocktail List",
        text: `You are a head bartender designing a [season] list of [number] cocktails for [bar name], a [concept, e.g. rooftop bar with a Thai botanical theme]. Guests are mostly [guest profile] and the average drink price is [price]. Back bar and house-made ingredients available: [list]. Local seasonal produce: [list]. Equipment limits: [e.g. one shaker station, no centrifuge, batching allowed].

For each drink give: name, style (stirred, shaken, highball, low-ABV), spec in ml, method, glass, garnish, menu description (max 15 words), estimated pour cost against our [target %], and whether it can be pre-batched for speed. Include at least one low-ABV and one zero-proof option, and make sure the list covers a range of base spirits and flavour profiles.`,
        sampleOutput: `1. Lemongrass Collins (highball) – 45 ml gin, 20 ml lemongrass cordial, 15 ml lime, top soda. Highball, lemongrass stalk. "Bright, citrusy, fresh-cut lemongrass." ~18%. Batch the cordial.
2. Tamarind Old Fashioned (stirred) – 50 ml bourbon, 10 ml tamarind-palm sugar syrup, 2 dashes bitters. Rocks glass, orange twist. "Rich, tangy, gently smoky." ~22%. Fully pre-batch.
3. Mango Sticky Rice Sour (shaken) – 45 ml rum, 25 ml mango purée, 20 ml pandan-coconut syrup, 20 ml lime, egg white. Coupe. "Tropical and silky, dessert in a glass." ~21%. Batch syrup only.
4. Thai Basil Spritz (low-ABV) – 60 ml dry vermouth, 15 ml Thai basil syrup, 90 ml soda. Wine glass. ~16%. Pre-batch base.
5. Butterfly Pea Cooler (zero-proof) – 30 ml butterfly pea tea, 20 ml honey-lime, 100 ml tonic; turns purple at the table. ~12%.`,
      },
      {
        title: "Bar Inventory Variance Check",
        text: `You are a beverage controller. Here is our stock data for [outlet] for [period]: [product – opening stock – purchases and transfers in – closing stock – POS units sold – standard pour in ml]. Bottle sizes and costs: [product – ml – cost].

For each product calculate actual usage in ml, theoretical usage (POS sales × standard pour), variance in ml, in standard pours and in [currency], and variance as % of theoretical. Rank the 10 largest cost variances. For each, list the most likely causes (over-pouring, unrung sales, unrecorded comps, breakage, wrong recipe in the POS, counting error) and one specific check for next week, such as a jigger spot audit, CCTV review or POS recipe check. Flag any product with variance above [x%] as a priority.`,
        sampleOutput: `Period: 1–31 July | Main Bar

1. House vodka (1,000 ml, THB 0.65/ml): actual 18,600 ml vs theoretical 16,200 ml (540 × 30 ml). Variance –2,400 ml = 80 pours = THB 1,560 (–14.8%). PRIORITY.
Likely cause: free-pouring highballs during happy hour. Check: jigger audit on 3 shifts; compare Friday vs Tuesday usage.

2. Aperol (700 ml, THB 1.10/ml): variance –1,080 ml = 18 spritzes at 60 ml = THB 1,188 (–9.3%). PRIORITY.
Likely cause: comps at the influencer night not entered. Check: comp log vs event sheet.

3. Tequila blanco: variance –300 ml = THB 435 (–3.1%). Within tolerance, monitor.

Overall: actual pour cost 21.8% vs theoretical 19.9% – 1.9 points, about THB 9,800 lost this month.`,
      },
    ],
    tips: [
      "Give the AI exact bottle sizes, costs and standard pours; pour cost errors of one or two points usually come from wrong specs, not bad maths.",
      "Run the variance prompt straight after each monthly stock count, while discrepancies can still be traced to shifts and events.",
      "Ask for specs in millilitres rather than vague terms like 'a splash', so the recipe card, the POS and the jigger all agree.",
      "Test every AI-generated cocktail at least three times with different bartenders before it goes on the menu.",
    ],
    sortOrder: 1,
  },

  // ─── Receptionist ────────────────────────────────────────────────────────
  {
    id: "bundle-receptionist-guest-communication",
    role: "Receptionist",
    title: "Front Desk Guest Communication",
    description:
      "Prompts that help receptionists write warm pre-arrival messages, upsell naturally at check-in and recover guests after a complaint.",
    prompts: [
      {
        title: "Personalised Pre-Arrival Email",
        text: `You are a front office agent at [hotel name] in [city]. Write a pre-arrival email for [guest first name], arriving [date] for [number] nights in a [room type], booked via [channel]. Known preferences or occasion: [e.g. anniversary, repeat guest, travelling with children, early flight arrival time].

Include: a warm welcome, check-in and check-out times, one relevant upgrade or add-on offer ([offer and price]), the airport transfer option ([price]), and a question inviting the guest to share special requests. Tone: [brand tone, e.g. warm and understated]. Maximum 150 words, short paragraphs, a clear subject line, and sign off with [name, title]. Do not promise anything the hotel has not confirmed, such as early check-in.`,
        sampleOutput: `Subject: Your anniversary stay at Riverside Bangkok, 14 March

Dear Emma,

We are delighted to welcome you and James back for your anniversary, arriving Friday 14 March for three nights in a Deluxe River View room.

Check-in is from 15:00 and check-out until 12:00. As your flight lands at 09:30, we will do our best to have your room ready early, and we are happy to store your luggage on arrival.

To make the occasion special, you may like to upgrade to a Junior Suite with balcony for THB 2,200 per night, including a chilled bottle of sparkling wine. Our private airport transfer is THB 1,400 per car, one way.

Is there anything else we can prepare, such as a dinner reservation or a pillow preference?

Warm regards,
Nattaya Srisuk
Guest Relations Officer`,
      },
      {
        title: "Check-In Upsell Script",
        text: `You are a front office trainer. Write check-in upsell scripts for receptionists at [hotel name]. Upsell options: [room upgrades with price difference per night], [late check-out price], [breakfast package], [spa or dining offers]. Guest types to cover: [e.g. business traveller, family with children, couple on a short break, guest arriving late and tired].

For each guest type give: the best offer to lead with and why, an opening line, how to describe the benefit (what the guest will see or feel, not a features list), how to state the price per night including taxes, and a graceful reply if the guest says no. Keep each script under 50 words in natural spoken English that non-native speakers can deliver confidently. Add three body-language tips and one rule about when not to upsell.`,
        sampleOutput: `Business traveller – lead with the Executive Floor (lounge, quiet, fast Wi-Fi)
"Mr Tanaka, as you're with us for work, I can move you to our Executive Floor for THB 1,200 more per night, including taxes. You'd have lounge breakfast, evening drinks and a quiet desk away from the lifts."
If no: "Of course. Your room is ready, and the business centre is on level 3."

Family – lead with connecting rooms
"You'd have the children right next door and two bathrooms, which makes mornings much easier. It's THB 1,800 more per night, including taxes."
If no: "No problem – I've put you on a quiet floor close to the pool."

Body language: smile before you speak, turn the screen to show the room photo, pause after saying the price.
When not to upsell: never to a guest who has just complained or is clearly exhausted after a late arrival.`,
      },
      {
        title: "Guest Recovery at the Desk",
        text: `You are a guest relations manager coaching a receptionist. A guest has just complained at the front desk: [describe the complaint, e.g. room not cleaned by 16:00, renovation noise, wrong rate charged]. Guest profile: [loyalty status, length of stay, mood]. Authority the receptionist has: [e.g. credit up to THB 1,500, complimentary breakfast, late check-out, room move].

Using the LEARN model (Listen, Empathise, Apologise, Resolve, Notify), write: what to say in the first 30 seconds, three questions to clarify the problem, two resolution options within the receptionist's authority and the wording to offer them, and the follow-up steps (who to inform, what to log in the PMS, when to call the guest back). Keep spoken lines short and calm, avoid blaming other departments, and never promise anything that needs manager approval.`,
        sampleOutput: `Situation: room not serviced at 16:30, Gold member, 4-night stay, frustrated.

First 30 seconds: "Mrs Lee, I'm really sorry you've come back to a room that isn't ready – that's not the standard we want for you. Let me sort this out right now."

Clarify
1. Did you request service through the door sign or the app?
2. Would you prefer to wait somewhere comfortable or go up once it's ready?
3. Is there anything you need urgently from the room?

Options
A. "Housekeeping will finish within 20 minutes; meanwhile, please enjoy a drink at the lobby bar with our compliments."
B. "I can move you now to a ready room on the same floor, and our team will bring your luggage."

Follow-up: inform the Executive Housekeeper, log "service recovery" in the PMS guest profile, call the room at 17:15 to check everything is in order.`,
      },
    ],
    tips: [
      "Keep a short brand-voice note (tone, words to use and avoid, sign-off) and paste it into every guest communication prompt.",
      "Read each AI-drafted message aloud before sending; if it sounds like a template, add one personal detail from the booking.",
      "Never paste passport numbers, card details or full guest profiles into an AI tool; first names and stay details are enough.",
      "Practise AI-written upsell scripts in role-play until they sound like your own words rather than memorised lines.",
    ],
    sortOrder: 1,
  },

  // ─── CostController ──────────────────────────────────────────────────────
  {
    id: "bundle-cost-controller-variance",
    role: "CostController",
    title: "Cost Control & Variance Analysis",
    description:
      "Prompts for cost controllers to reconcile F&B costs, compare supplier prices and prove yields with real data.",
    prompts: [
      {
        title: "Monthly F&B Cost Reconciliation",
        text: `You are a hotel cost controller closing the month. For [outlet / hotel] in [month]: opening inventory [food and beverage values], purchases [values], transfers in and out between outlets [values], staff meals [value], entertainment and officer's checks [value], closing inventory [values] and net revenue [food and beverage values].

Calculate cost of sales and cost % for food and beverage separately, showing every adjustment line. Compare with budget [food % / beverage %] and last month [%], explain the three biggest drivers of change, and flag any abnormal line, for example purchases above 120% of the monthly average or closing stock above [x] days of usage. Output a report table followed by no more than five bullet-point findings for the financial controller.`,
        sampleOutput: `Food – March (THB)
Opening inventory 412,000
+ Purchases 1,186,000
+ Transfers in 18,000 – Transfers out 42,000
– Closing inventory 438,000
= Gross cost 1,136,000
– Staff meals 96,000 – Entertainment 22,000
= Net cost of food 1,018,000
Net food revenue 3,480,000 → food cost 29.3% (budget 28.0%, February 28.4%)

Findings
– 1.3 points over budget: THB 43,600 above budgeted cost.
– Seafood purchases 31% above the 3-month average while seafood sales are flat – check receiving weights and the new supplier's prices.
– Closing stock equals 13 days of usage vs a 10-day target; dry store over-ordered before Songkran.
– Transfers out to banquets (42,000) vs banquet requisitions (35,500) – reconcile THB 6,500.`,
      },
      {
        title: "Supplier Price Comparison",
        text: `You are a purchasing and cost control manager. Compare these supplier quotations for [category, e.g. fresh seafood, dry goods, dairy]: [supplier – item – pack size – price – delivery days – payment terms – minimum order]. Our monthly usage per item: [item – quantity]. Quality notes from the chef: [notes].

Normalise all prices to cost per kg or per litre, calculate the monthly cost per supplier for our usage, and show savings versus our current supplier [name]. Recommend a supplier per item (split ordering allowed), weighing price, quality, delivery frequency and payment terms. List the risks of switching, such as single sourcing or lead times, and three points to negotiate with the current supplier first. Output a comparison table and a short recommendation.`,
        sampleOutput: `Item (THB/kg) | Ocean Fresh (current) | Supplier B | Supplier C
Tiger prawns 16/20 | 420 | 395 | 380 (frozen block)
Seabass fillet | 360 | 335 | 350
Squid, cleaned | 180 | 190 | 165

Monthly usage: prawns 120 kg, seabass 90 kg, squid 60 kg
Monthly cost: Ocean Fresh 93,600 | B 88,950 | C 87,000

Recommendation: prawns and seabass from B (fresh, 6 deliveries a week, chef rates quality equal), squid from C (frozen is fine for fried dishes). Split cost 87,450 – saving THB 6,150 a month (6.6%).

Risks: B needs 48 hours' notice for orders above 30 kg; C requires cash on delivery for the first 3 months.

Negotiate with Ocean Fresh first: match B's seabass price, 45-day credit, free delivery for orders under 10 kg.`,
      },
      {
        title: "Yield Test Analysis",
        text: `You are a cost controller running a yield test with the chef on [product, e.g. whole salmon or beef tenderloin]. Test data: as-purchased weight [kg], price per kg [price], and weights after each stage: [trim, bones, skin, usable trim for staff meals or stock, cooking loss if any, final portions and portion size].

Calculate yield % at each stage, true cost per usable kg after crediting by-products at [value per kg], and cost per portion. Compare with the yield used in our recipe costing [x%] and show how the difference changes plate cost and food cost % for [dish] at [menu price]. Recommend whether to keep buying whole or switch to pre-cut at [price per kg], including butchery labour of [minutes] at [hourly cost]. Present it as a yield test card.`,
        sampleOutput: `Yield Test Card – Whole Norwegian salmon
AP weight 6.00 kg × THB 380 = 2,280.00
Head, bones, fins 1.50 kg (25.0%) – stock value 30.00
Skin and pin-bone trim 0.60 kg (10.0%) – waste
Belly and trim 0.45 kg (7.5%) – staff meal value 90.00
Usable fillet 3.45 kg – yield 57.5%

Net cost 2,280 – 120 = 2,160.00 → THB 626.09 per usable kg
Portion 160 g: THB 100.17
Recipe card assumes 65% yield (THB 93.54 per portion): understated by 6.63, adding 1.2 food cost points to the Salmon Teriyaki at THB 650.
Labour: 25 min × THB 150/h = 62.50 per fish ≈ 2.98 per portion → true cost 103.15
Pre-cut fillet at THB 590/kg: 94.40 per portion.

Recommendation: switch to pre-cut fillets (about THB 8.75 saved per portion) and update the recipe card yield to 57.5% until then.`,
      },
    ],
    tips: [
      "Paste exports from your inventory or POS system instead of retyping figures, and ask the AI to show every formula so you can audit it.",
      "Check the AI's arithmetic on two or three lines with a calculator before sharing a report; language models still make calculation errors.",
      "Use the same outlet names, period dates and category definitions every month so comparisons stay like-for-like.",
      "Turn recurring findings into controls, because a weekly spot check changes behaviour faster than a longer monthly report.",
    ],
    sortOrder: 1,
  },
];
