/**
 * Text of every PDF the seed writes (premium resources, white papers, blog
 * attachments), keyed by file name. seed/pdf/ turns each spec into a file.
 *
 * Standard PDF fonts only: keep to Latin-1 (straight quotes, "-" for dashes).
 * In paragraphs "## " starts a sub-heading and "> " a shaded box (used for
 * prompts); "**bold**" works anywhere. `figures` adds procedurally drawn
 * illustrations and, with them, the file sizes the catalogue states.
 */
import type { PdfDocumentSpec } from "../pdf";

const FIRM = "Kitchen & Key Consulting";

const promptRulebook: PdfDocumentSpec = {
  title: "The Hospitality AI Prompt Rulebook",
  subtitle:
    "Twelve rules for writing prompts that give usable answers in restaurants and hotels, with before-and-after examples from real operations.",
  author: FIRM,
  seed: 1101,
  figures: 4,
  sections: [
    {
      heading: "Why prompts fail in hospitality",
      paragraphs: [
        `Most operators try an AI assistant once or twice, get a reply that sounds like a brochure for a hotel that does not exist, and go back to writing everything themselves. The tool was rarely the problem. A prompt such as "write a reply to this review" gives the model nothing to work with: it does not know your property, your guest, your policies, your tone of voice or where the text will be pasted. It fills every gap with the most average answer it has seen, and average is exactly what a good restaurant or hotel is trying not to be.`,
        `This rulebook is the method we teach in our AI workshops for general managers, head chefs, front office managers and marketing leads. It is built around twelve rules. The first eight make answers better; the last four keep you out of trouble with guest data, numbers, allergens and brand consistency. Every rule comes with a before-and-after example taken, lightly anonymised, from client work.`,
        `The rules apply to any general-purpose assistant your business has approved, and to the AI features now appearing inside property management, point of sale and review platforms. They do not depend on a particular vendor, because the principle is the same everywhere: the model can only use what you give it.`,
        "## The anatomy of a good prompt",
        `A prompt that works in an operation has five parts. You will not need all five for a two-line task, but the longer and more important the output, the more of them you should write down. Think of it as briefing a capable new assistant manager on their first day: they are quick and articulate, but they have never been inside your building.`,
        `Writing a complete prompt takes two to four minutes the first time. Saved in a shared library (Rule 12), it takes ten seconds to reuse, and the answers stop varying with whoever happened to type the request that day.`,
      ],
      table: {
        head: ["Part", "What it answers", "Restaurant example", "Hotel example"],
        rows: [
          ["Role", "Who is writing, and to what standard?", "You are the head chef of a 90-seat Thai bistro.", "You are the front office manager of a 140-room business hotel."],
          ["Context", "What facts does the writer need?", "Current menu, prices, allergen list, supplier lead times.", "Room types, rates, check-out policy, today's occupancy."],
          ["Task", "What exactly should be produced?", "Write prep lists for Friday dinner for 180 covers.", "Reply to this guest asking for a 4 pm late check-out."],
          ["Constraints", "What are the limits?", "Use only items on the attached list; no new suppliers.", "Free until 1 pm only; never promise an upgrade."],
          ["Format", "Where will it be pasted?", "A table: station, item, quantity, unit, start time.", "Plain e-mail, under 120 words, signed by the duty manager."],
        ],
      },
    },
    {
      heading: "Rules 1 to 3: role, facts and task",
      paragraphs: [
        "## Rule 1. Start with the role and the reader",
        `Tell the model who is writing and who will read the result. "You are the executive housekeeper writing for room attendants, many of whom speak English as a second language" produces short sentences, concrete verbs and one instruction per line. "You are a revenue manager writing for the owner" produces a summary with the numbers first. The role sets vocabulary, level of detail and tone far more reliably than adjectives such as "professional" or "friendly".`,
        `**Before:** Write housekeeping instructions for cleaning a bathroom.`,
        `**After:**`,
        `> You are the executive housekeeper of a 4-star city hotel. Write bathroom cleaning steps for new room attendants, many of whom read English as a second language. Use one action per line, start each line with a verb, and group the steps under: Prepare, Clean, Check, Restock. Maximum 25 lines.`,
        `**Why it works:** the role and the reader fix the language level; the grouping matches the way attendants are trained on the floor.`,
        "## Rule 2. Paste the facts: the model knows nothing about your property",
        `The model has never seen your menu, your rate sheet, your cancellation policy or your supplier list. If a fact matters, paste it. If you do not paste it, the model will invent something plausible: a dish you do not serve, a spa you do not have, a check-out time that is two hours wrong. This is the single most common cause of embarrassing output, and the easiest to fix.`,
        `Keep a short fact sheet for each outlet in a shared document: opening hours, address and parking, room types or menu sections, key policies, signature dishes, the three things guests praise most, and the words you never use. Paste the relevant part of it under a heading such as FACTS at the top of the prompt. Four hundred words of facts will improve almost any answer.`,
        `**Before:** Write a welcome e-mail for guests arriving this weekend.`,
        `**After:**`,
        `> You are the guest relations manager. Write a pre-arrival e-mail for guests arriving this weekend.
FACTS: Check-in from 3 pm, check-out 12 noon. Breakfast 6.30-10.30 in The Courtyard, included in all rates. Rooftop pool 7 am-9 pm. Parking THB 300 per night, book at the desk. Airport transfer THB 1,200 per car, book 24 hours ahead by replying to this e-mail. No spa on site.
Write 150 words maximum, warm but not gushing, and end with one question that invites a reply about the purpose of the stay.`,
        "## Rule 3. State the task as a verb and a deliverable",
        `Vague tasks ("help me with the menu") produce vague answers. Start the task with an action verb and name the thing you want back: write, rewrite, shorten, translate, compare, classify, summarise, list, calculate, draft. Then name the deliverable: six menu descriptions, a 10-line SOP, a table of variances, three subject lines to test.`,
        `If you need several things, number them. Models follow numbered lists well and it becomes obvious when one item is missing from the answer.`,
      ],
      bullets: [
        "**Weak:** Help me with our wine list. **Strong:** Write a one-line tasting note of no more than 12 words for each of the 14 wines below, for servers to read aloud.",
        "**Weak:** Look at these reviews. **Strong:** Classify each of the 40 reviews below by topic (room, food, staff, noise, value, cleanliness) and sentiment, then list the three most frequent complaints with a count.",
        "**Weak:** Make our banquet menu better. **Strong:** Suggest two changes to each of the three set menus below that lower plate cost by at least 8% without removing the signature dish.",
      ],
    },
    {
      heading: "Rules 4 and 5: constraints and format",
      paragraphs: [
        "## Rule 4. Set hard constraints",
        `Constraints are where your operating knowledge goes into the prompt: length, tone, reading level, words to avoid, what may and may not be promised. In hospitality the most valuable constraints are commercial and legal ones. A review reply must not admit liability for an injury. A complaint reply may offer a drink or a dessert but not a refund above a set amount without a manager. A menu description may not call a dish gluten-free unless the kitchen has a controlled process for it.`,
        `Write constraints as short, plain lines under a heading. Models respect "Never" and "Only" better than polite suggestions buried in a paragraph.`,
        `> CONSTRAINTS:
- Maximum 90 words.
- Never offer a refund or discount; the duty manager decides compensation.
- Do not mention other guests or staff by name.
- Never use the words "unfortunately", "inconvenience" or "valued guest".
- Sign as: Anna Perez, Guest Experience Manager.`,
        "## Rule 5. Specify the format you will paste into",
        `Every output ends up somewhere: a POS button with a 30-character limit, an SMS of 160 characters, a spreadsheet, an SOP binder, a booking engine field, a WhatsApp message. Say where, and describe the shape. Ask for tables when you will paste into a spreadsheet, with the column names spelled out. Ask for plain text without formatting when you will paste into a property management system that does not understand bullet symbols.`,
        `A useful habit is to end every prompt with one line that begins "Format:". It forces you to decide what you actually need, and it makes the answer easy to check.`,
      ],
      table: {
        head: ["Destination", "Format line to add to the prompt"],
        rows: [
          ["POS button or kitchen display", "Format: item names of 24 characters or fewer, capitals, no punctuation."],
          ["SMS to guests", "Format: one message under 160 characters including the link placeholder [LINK]."],
          ["Spreadsheet", "Format: a table with columns Item, Unit, Par, On hand, Order. No text before or after the table."],
          ["SOP binder", "Format: numbered steps, one action each, with a Why line after any step that is often skipped."],
          ["Booking engine room description", "Format: 3 sentences, 60 to 80 words, no superlatives, mention size in square metres and the view."],
          ["Instagram", "Format: caption under 150 words, first line under 10 words, no more than 4 hashtags at the end."],
        ],
      },
    },
    {
      heading: "Rule 6: show one example of what good looks like",
      paragraphs: [
        `If your brand has a voice, show it. One short example of a reply, a menu description or an e-mail you are proud of teaches the model more than a paragraph of adjectives. This is called few-shot prompting. One example is usually enough; three is the most you need. Label it clearly and tell the model to match the style, not copy the content.`,
        `Keep a small set of "gold standard" texts in your prompt library: the best review reply your team ever wrote, two menu descriptions the chef likes, the pre-arrival e-mail with the highest reply rate. Reusing them keeps the voice consistent across shifts and across outlets.`,
        `**Before:** Write menu descriptions for our new dishes. Make them sound delicious.`,
        `**After:**`,
        `> You are the chef-owner of a neighbourhood bistro. Write menu descriptions for the 5 new dishes below.
STYLE EXAMPLE (match the style, not the content): "Charred cabbage, brown butter, anchovy crumb, lemon."
RULES: list 3 to 5 components in order of importance, no adjectives except for cooking methods, no more than 9 words, never "delicious", "mouth-watering" or "perfectly".
DISHES: [paste dish names and key components]`,
        `The example does two jobs: it shows the length and it shows what the restaurant does not do (no flowery adjectives). The result is a menu that reads as if the chef wrote it, which is the point.`,
        "## Combining rules 1 to 6: a full restaurant prompt",
        `Here is a complete prompt that uses all six rules for a task most restaurants face weekly: turning a supplier price increase into a decision. It takes about three minutes to write the first time and thirty seconds to reuse.`,
        `> ROLE: You are the head chef and cost controller of an 80-seat Italian restaurant with a target food cost of 29%.
FACTS: Our supplier has raised prices from next Monday: burrata +18%, San Marzano tomatoes +9%, 00 flour +6%. Weekly usage and current plate costs are in the table below. [paste table]
TASK: 1. Calculate the new plate cost and food cost % for each affected dish. 2. For any dish above 32% food cost, suggest two options: a recipe change or a price change, with the new food cost for each.
CONSTRAINTS: Do not change the burrata starter recipe; it is our signature dish. Menu prices end in .00 or .50.
FORMAT: one table with columns Dish, Old plate cost, New plate cost, Price, New food cost %, Option A, Option B. Then a 3-line summary for the owner. Show your arithmetic for the first dish.`,
      ],
    },
    {
      heading: "Rules 7 and 8: questions first, then work in steps",
      paragraphs: [
        "## Rule 7. Ask for questions and assumptions before the answer",
        `For anything that matters (an SOP, a policy, a proposal for a wedding, a training plan) add one line: "Before you answer, list any questions or assumptions you need to make." The model will often point out exactly the fact you forgot to give it: the number of covers, whether the function room has a separate bar, which languages the team speaks. Answer the questions in your next message and the result improves markedly.`,
        `This rule also protects you from confident nonsense. A model that has been asked to state assumptions will write "I have assumed the banquet kitchen has two combi ovens" instead of silently building a plan around equipment you do not own.`,
        `> You are an events manager at a resort hotel. I need a run-of-show for a 180-guest wedding reception in the Garden Pavilion on Saturday 6 pm to midnight.
Before writing anything, list up to 8 questions you need answered to make the run-of-show accurate, and state any assumptions you would otherwise make. Do not write the run-of-show yet.`,
        "## Rule 8. Break big jobs into steps",
        `Long, complex requests produce long, shallow answers. Split the work into stages and check each one: first an outline, then a draft of each part, then a review. Each step is a separate message in the same conversation, so the model keeps the context. This is how you get a usable 40-page training manual or a complete opening plan for a new outlet, rather than a generic table of contents.`,
        `A three-step pattern works for most documents:`,
      ],
      bullets: [
        "**Step 1, outline:** Propose the structure of a training manual for new bartenders at [VENUE], as a list of chapters with one line each on what it covers. Ask me anything you need to know first.",
        "**Step 2, draft:** Write chapter 3 (Speed of service) in full, 600 to 800 words, using the standards below. [paste standards]",
        "**Step 3, review:** Act as an experienced bar manager reviewing chapter 3 for new staff. List anything unclear, missing or unsafe, then rewrite it with the fixes.",
        "**Step 4, summarise:** Turn chapter 3 into a one-page checklist that can be laminated and kept behind the bar.",
      ],
      table: {
        head: ["Big task", "Step 1", "Step 2", "Step 3"],
        rows: [
          ["Outlet opening plan", "List workstreams and owners", "Draft a week-by-week plan per workstream", "Check against the opening date; list risks"],
          ["Menu change", "Classify current dishes by margin and sales", "Propose changes for the weakest 20%", "Write new descriptions and prep notes"],
          ["Guest survey analysis", "Group comments into themes with counts", "Pick three themes; draft fixes", "Write a one-page memo for the GM"],
          ["Annual budget narrative", "List key drivers and assumptions", "Draft the narrative per department", "Shorten to one page for the owner"],
        ],
      },
    },
    {
      heading: "Rules 9 to 11: privacy, numbers and high-risk topics",
      paragraphs: [
        "## Rule 9. Never paste guest personal data or payment details",
        `Guest names, e-mail addresses, phone numbers, passport details, room numbers linked to names, loyalty numbers, health information and, above all, card details do not go into a general-purpose AI tool unless your company has an approved business agreement that covers it, and even then only when the task needs them. Data protection laws such as Thailand's PDPA and Europe's GDPR apply to what you paste, and many consumer AI tools keep conversations to improve their models.`,
        `Anonymise before you paste. Replace names with roles ("the guest", "the bride's mother"), room numbers with "[ROOM]", and dates of birth with nothing at all. A review reply does not need the guest's surname to be excellent. If a task genuinely needs personal data (for example, personalising 300 pre-arrival e-mails), use the AI feature inside your property management or CRM system, which is covered by your existing data agreements, not a copy-and-paste into a chat window.`,
        `**Before:** Reply to Mr Somchai Rattanakul (room 1412, platinum member 88301922) who complained about noise.`,
        `**After:**`,
        `> Reply to a guest complaint about noise from a wedding party on the floor above, on a Saturday night. The guest is a platinum loyalty member on a business trip. [paste the review text with names removed]`,
        "## Rule 10. Give the numbers, make it show the working, then check",
        `Language models are good at explaining numbers and weak at producing them. They can misplace a decimal, invent a total, or round in ways you did not ask for. For any figure that will drive a decision (food cost, labour cost, forecast, price) paste the raw numbers, ask the model to show each calculation, and check the result in a spreadsheet or with a calculator. If your assistant can run calculations with a built-in code or data tool, ask it to use that tool and to show the formula.`,
        `The most useful AI work with numbers is interpretation: "here are last month's P&L and budget; write the variance commentary the owner will read". The numbers come from your system; the model writes the words. That division of labour is both safer and faster.`,
        "## Rule 11. Allergens, food safety, legal and HR: AI drafts, a named person approves",
        `Some outputs can hurt people or create liability: allergen information, food safety procedures, temperatures and times, contracts, employment letters, disciplinary notes, health and safety instructions, anything said to a guest after an accident. AI is useful for drafting these, because it is thorough and well organised, but every such text must be checked and signed off by a named, qualified person before use. Write the approver into the prompt library entry so nobody has to guess.`,
      ],
      table: {
        head: ["Topic", "AI may", "A person must"],
        rows: [
          ["Allergen matrix", "Draft the layout and list declared allergens from recipes you paste", "Check every recipe, sub-recipe and supplier specification; sign off"],
          ["HACCP / food safety", "Turn your existing plan into checklists and training cards", "Confirm temperatures, times and corrective actions against your approved plan"],
          ["Employment letters", "Draft from your approved template", "HR or the GM approves; local law applies"],
          ["Incident response", "Draft a holding statement", "The GM or owner decides what is said; insurer and lawyer as needed"],
          ["Prices and promotions", "Draft wording and conditions", "Revenue or F&B manager confirms prices and dates"],
        ],
      },
    },
    {
      heading: "Rule 12: save what works in a prompt library",
      paragraphs: [
        `The value of a good prompt grows every time it is reused. A prompt library turns individual skill into an operating standard: the night auditor gets the same quality of handover summary as the front office manager, and a new sous chef can produce a prep list in the house format on day one.`,
        `A library does not need special software. A shared document or spreadsheet with one row per prompt is enough for most properties. What matters is that each prompt has an owner, a version and a test case, so it can be improved rather than copied and slowly corrupted.`,
        `Review the library every quarter. Delete prompts nobody uses, merge duplicates, and update facts such as prices and opening hours. Stale facts in a saved prompt are worse than no prompt, because people trust them.`,
      ],
      bullets: [
        "**Name:** what it does, starting with a verb (\"Write pre-arrival e-mail, leisure guests\").",
        "**Department and owner:** the person who keeps it accurate.",
        "**Prompt text:** with [BRACKETS] for everything the user must fill in.",
        "**Inputs needed:** what to paste, and where to find it (\"POS item sales export, last 28 days\").",
        "**Test case:** one example input and the output that was judged good.",
        "**Risk level and approver:** green (use freely), amber (check before sending), red (named approver).",
        "**Version and date:** so a change can be traced and undone.",
      ],
      table: {
        head: ["Name", "Dept", "Owner", "Risk", "Version"],
        rows: [
          ["Write pre-arrival e-mail, leisure", "Front office", "FO manager", "Amber", "v3, Oct"],
          ["Summarise night audit handover", "Front office", "Night manager", "Green", "v2, Sep"],
          ["Build prep list from forecast covers", "Kitchen", "Sous chef", "Green", "v4, Oct"],
          ["Draft allergen matrix from recipes", "Kitchen", "Head chef", "Red", "v1, Aug"],
          ["Reply to negative review", "Guest relations", "GM", "Amber", "v5, Oct"],
          ["Write P&L variance commentary", "Finance", "Financial controller", "Amber", "v2, Sep"],
        ],
      },
    },
    {
      heading: "Worked examples: restaurants",
      paragraphs: [
        `The following prompts have been used in client restaurants, from a 40-seat cafe to a 300-cover hotel brasserie. Fill the brackets, paste the facts, and check the output against the notes.`,
        "## Review reply (Rules 1, 2, 4, 6)",
        `> You are the owner of [RESTAURANT], a [CUISINE] restaurant. Reply to the review below.
FACTS: [what actually happened, from the manager's log]
CONSTRAINTS: 60-100 words. Thank the guest for one specific thing they mentioned. Acknowledge the problem in one sentence without excuses. Say what has changed, only if it is true. Invite them back by name of the dish or occasion, not with a discount. Never argue with facts in the review.
STYLE EXAMPLE: [paste your best past reply]
REVIEW: [paste review, names removed]`,
        `**Check:** is every claim in the reply true? Did it promise anything the manager has not approved?`,
        "## Prep list from forecast covers (Rules 2, 5, 10)",
        `> You are the sous chef. Build tomorrow's prep list for dinner.
FACTS: forecast 165 covers. Menu mix from the last 4 Fridays is in table A (dish, % of covers). Portion specs and prep yields are in table B. Current stock on hand is in table C.
TASK: for each prep item, calculate quantity needed = covers x mix x portion / yield, subtract stock on hand, round up to the prep unit.
FORMAT: table with columns Station, Prep item, Needed, On hand, To prep, Unit, Start by. Show the calculation for the first two lines. Flag any item where stock on hand is more than 2 days old.`,
        `**Check:** spot-check two lines by hand. The forecast is yours, not the model's.`,
        "## Supplier e-mail about a short delivery (Rules 1, 3, 4)",
        `> You are the head chef. Write an e-mail to our fish supplier about this morning's delivery: ordered 12 kg sea bass fillet, received 8 kg; invoice shows 12 kg. Ask for a credit note for 4 kg at the invoiced price and confirm whether the balance can come on tomorrow's 7 am delivery. Firm but friendly; we have worked with them for 6 years. Under 120 words.`,
        "## Staff message about a rota change (Rules 1, 4, 5)",
        `> You are the restaurant manager. Write a WhatsApp message to the floor team: the Saturday 14 December brunch shift now starts at 9.30 instead of 10.00 because of a 40-person booking. Three people on the rota are affected: [roles only]. Ask them to reply "OK" by Thursday 6 pm, or to tell me if they cannot make it. Under 70 words, plain and friendly, no emojis.`,
        "## Menu descriptions in two languages (Rules 5, 6)",
        `> Write menu descriptions for the dishes below in English and Thai. Match the style example. English: maximum 9 words, components only. Thai: natural menu Thai as used in Bangkok restaurants, not a literal translation; keep dish names that guests know in English in English. Format: table with columns Dish, English, Thai.
STYLE EXAMPLE: "Grilled pork neck, jaew, sticky rice, herbs."
DISHES: [paste]`,
        `**Check:** a native Thai speaker on the team reads the Thai column before print.`,
      ],
    },
    {
      heading: "Worked examples: hotels",
      paragraphs: [
        "## Late check-out request (Rules 2, 4)",
        `> You are the front office duty manager of a 140-room city hotel. Reply to a guest who asks for a 4 pm check-out tomorrow.
FACTS: tomorrow's occupancy is 96%; standard check-out is 12 noon; late check-out until 2 pm is free for loyalty members and THB 800 otherwise; after 2 pm it is half the room rate. The guest is not a loyalty member. Bags can be stored and the gym showers used after check-out.
CONSTRAINTS: offer what we can, clearly, with the price. Do not promise 4 pm. Under 90 words, warm and direct.`,
        "## Housekeeping task allocation (Rules 2, 5, 10)",
        `> You are the executive housekeeper. Allocate rooms to attendants for tomorrow.
FACTS: 118 departures and stayovers listed in the table below with room type and status. Credits: departure 1.0, stayover 0.5, suite departure 1.5. Each attendant covers 14 credits per 8-hour shift. 9 attendants are on the rota.
TASK: group rooms by floor so no attendant works more than two floors, balance credits within 1.0 of each other, and list any rooms left over.
FORMAT: one table per attendant: Room, Type, Status, Credits, then a total. Show the total credits overall first.`,
        `**Check:** the total credits must match your own count before the list goes to the floor.`,
        "## Group sales proposal (Rules 7, 8)",
        `> You are the sales manager of a resort hotel. I will write a proposal for a 3-night pharmaceutical incentive group of 60 people in March. Step 1 only: list the sections the proposal should have and the facts you need from me for each. Do not write the proposal yet.`,
        "## OTA listing rewrite (Rules 2, 4, 5)",
        `> Rewrite the room description below for an online travel agency listing. FACTS: Deluxe King, 32 sq m, 10th-20th floor, city view, rain shower, no bathtub, desk, 55-inch TV, Nespresso machine, blackout curtains. FORMAT: 3 sentences, 60-80 words, facts first, no superlatives, no claims about the view that are not in the facts. [paste current description]`,
        "## Complaint recovery plan (Rules 1, 7, 11)",
        `> You are the hotel manager. A guest's anniversary dinner was served 50 minutes late and the cake ordered in advance was forgotten. Before drafting anything, ask me up to 5 questions. Then draft: (1) a reply to the guest, (2) a 5-line note for the F&B manager on what must change, (3) a suggested gesture within a USD 150 limit that I will approve.`,
      ],
    },
    {
      heading: "Reviewing the output: the 60-second check",
      paragraphs: [
        `Every AI output used with guests or staff is read by a person before it leaves the building. The check takes a minute when you know what to look for. Train every user on the same list, and put it next to the computer at the front desk and in the kitchen office.`,
        `When an output fails the check, fix the prompt, not just the text. If a reply invented a spa, add "no spa on site" to the fact sheet. If it was too long, tighten the constraint. Every fix to a saved prompt helps the next person.`,
      ],
      bullets: [
        "**Facts:** is every name, time, price, policy and dish real and current?",
        "**Promises:** does it commit us to anything (refund, upgrade, time, availability) nobody approved?",
        "**Tone:** would our best manager say this, in these words, to this guest?",
        "**Length and format:** does it fit where it will be pasted?",
        "**Numbers:** did I check the arithmetic myself?",
        "**Safety:** does it touch allergens, food safety, health, legal or HR? If so, has the named approver seen it?",
        "**Privacy:** did I paste anything I should not have?",
      ],
      table: {
        head: ["Failure", "Symptom", "Fix in the prompt"],
        rows: [
          ["Invented facts", "Mentions a service or policy we do not have", "Paste a fact sheet; add \"use only the facts above\""],
          ["Generic voice", "Sounds like any hotel anywhere", "Add a style example (Rule 6) and banned words"],
          ["Too long", "Three paragraphs for a two-line answer", "State a word limit and the destination"],
          ["Wrong numbers", "Totals do not add up", "Ask for working; check in a spreadsheet (Rule 10)"],
          ["Over-promising", "Offers discounts or upgrades", "Add \"never offer compensation\" constraint"],
          ["Missed the point", "Answers a different question", "Start with a verb and a deliverable (Rule 3)"],
        ],
      },
    },
    {
      heading: "Multilingual teams and guests",
      paragraphs: [
        `Hospitality teams are multilingual, and so are guests. AI assistants translate well between major languages, but translation prompts need the same care as any other. Say who the reader is, keep a glossary of terms that must not be translated (outlet names, dish names, room type names), and have a native speaker check anything printed or sent to many people.`,
        `For training material, ask for the English and the translated version side by side, line by line. Supervisors who do not read the second language can still see that every step is present. For guest messages, ask for the translation and a back-translation into English, so the duty manager can confirm the meaning before sending.`,
        `> Translate the housekeeping checklist below into Burmese and Thai for room attendants. Keep product names (Oasis, Ecolab), room type names and the hotel name in English. Use simple spoken language, one action per line. FORMAT: a table with columns English, Thai, Burmese, one row per line of the original. [paste checklist]`,
        `A glossary saved at the top of your prompt library prevents the most common errors: "Executive Lounge" translated literally into something that sounds like an office, "wagyu" rendered differently on every menu, "early check-in" confused with "check-in time".`,
      ],
      table: {
        head: ["Term", "Rule", "Note"],
        rows: [
          ["Outlet names", "Never translate", "The Courtyard stays The Courtyard"],
          ["Room types", "Never translate", "Match the booking engine exactly"],
          ["Dish names guests know", "Keep original", "Pad kra pao, carbonara, wagyu"],
          ["Allergen names", "Translate with care", "Use the legal terms on your allergen matrix"],
          ["Prices and times", "Keep numerals", "24-hour clock for staff, local style for guests"],
        ],
      },
    },
    {
      heading: "Quick reference: the twelve rules on one page",
      paragraphs: [
        `Print this page and keep it next to every shared computer. New users should be able to write a usable prompt from this page alone; experienced users will find themselves checking it when an answer comes back wrong.`,
      ],
      table: {
        head: ["#", "Rule", "Do", "Avoid"],
        rows: [
          ["1", "Role and reader", "\"You are the sous chef writing for new commis\"", "\"Be professional\""],
          ["2", "Paste the facts", "Fact sheet under FACTS", "Assuming it knows your hotel"],
          ["3", "Verb and deliverable", "\"Write 6 descriptions\"", "\"Help me with\""],
          ["4", "Hard constraints", "Limits, banned words, what not to promise", "Constraints hidden in prose"],
          ["5", "Destination format", "\"Format: table with columns...\"", "Reformatting by hand afterwards"],
          ["6", "One good example", "A gold-standard text to match", "Lists of adjectives"],
          ["7", "Questions first", "\"List questions before answering\"", "Letting it guess silently"],
          ["8", "Steps", "Outline, draft, review", "One huge request"],
          ["9", "Privacy", "Anonymise; use approved systems", "Names, rooms, cards in chat"],
          ["10", "Numbers", "Show working; check in a spreadsheet", "Trusting totals"],
          ["11", "High-risk topics", "Named approver signs off", "Allergen or HR text sent unchecked"],
          ["12", "Library", "Owner, version, test case", "Prompts lost in chat history"],
        ],
      },
    },
  ],
};

const departmentPromptPack: PdfDocumentSpec = {
  title: "Department Prompt Pack",
  subtitle:
    "Ready-to-use prompts for the kitchen, F&B service, front office, housekeeping, marketing and finance, each with the inputs it needs and the check to make before using the answer.",
  author: FIRM,
  seed: 2203,
  figures: 6,
  sections: [
    {
      heading: "How to use this pack",
      paragraphs: [
        `This pack contains 36 prompts that our consultants use with client teams in restaurants, hotels and central kitchens. Each one has been written to the standard of The Hospitality AI Prompt Rulebook: a role, the facts the model needs, a clear task, constraints and an output format. You do not need to have read the rulebook to use them, but it explains why they are built the way they are.`,
        `Every prompt has three parts. **Use it when** tells you the situation. The shaded box is the prompt itself: copy it, replace everything in [SQUARE BRACKETS] with your own information, and paste in the data listed under **Inputs**. **Check** tells you what a person must verify before the output is used. Never skip the check; it is where the accountability sits.`,
        `Paste facts, not personal data. None of these prompts needs a guest's name, contact details or payment information. Where a prompt works with reviews, messages or complaints, remove names and room numbers first. If your property has an approved AI feature inside the PMS, POS or CRM, use that for anything involving guest records.`,
        `Save the prompts you adopt in your own prompt library with an owner and a version number, and adapt the wording to your brand. A prompt that has been tuned to your menu, your policies and your voice is worth far more than one copied from any pack, including this one.`,
      ],
      table: {
        head: ["Department", "Prompts", "Typical time saved per week", "Main users"],
        rows: [
          ["Kitchen", "7", "4-6 hours", "Head chef, sous chef, cost controller"],
          ["F&B service", "6", "3-4 hours", "Restaurant and bar managers"],
          ["Front office", "7", "5-8 hours", "FO manager, duty managers, reservations"],
          ["Housekeeping", "5", "3-5 hours", "Executive housekeeper, supervisors"],
          ["Marketing", "6", "4-6 hours", "Marketing lead, owner"],
          ["Finance", "5", "3-4 hours", "Financial controller, GM"],
        ],
      },
    },
    {
      heading: "Kitchen",
      paragraphs: [
        `Kitchen prompts save the most time on writing that chefs dislike: costing cards, prep lists, SOPs, supplier e-mails and training material. They should never be used to decide food safety limits or allergen status; those come from your approved HACCP plan and your recipe specifications.`,
        "## K1. Recipe costing card",
        `**Use it when** a new dish is ready for the menu, or supplier prices have changed. **Inputs:** recipe with gross quantities, current ingredient prices per purchase unit, yield percentages, selling price net of tax.`,
        `> You are the cost controller of [RESTAURANT]. Build a costing card for the recipe below.
For each ingredient: gross quantity, purchase unit price, yield %, net cost = quantity x unit price / yield. Then: total plate cost, food cost % = plate cost / net selling price, and contribution margin = net selling price - plate cost.
Show the formula once, then the table. Columns: Ingredient, Qty, Unit, Unit price, Yield %, Cost. Flag any ingredient that is more than 25% of plate cost.
RECIPE: [paste]  PRICES: [paste]  NET SELLING PRICE: [amount]`,
        `**Check:** recalculate the total in your spreadsheet; confirm yields against your own trimming tests.`,
        "## K2. Prep list from forecast covers",
        `**Use it when** writing tomorrow's prep. **Inputs:** forecast covers, menu mix from the same day over the last four weeks, portion specifications, stock on hand.`,
        `> You are the sous chef of [RESTAURANT]. Forecast for [DAY, SERVICE]: [N] covers. Using the menu mix, portion specs and stock on hand below, calculate for each prep item: required = covers x mix % x portion, minus stock on hand, rounded up to the prep unit. Add 10% buffer on items marked "signature".
FORMAT: table with columns Station, Item, Required, On hand, To prep, Unit, Start by. Order by station, then start time. [paste data]`,
        `**Check:** two lines by hand; the forecast and buffer are management decisions, not the model's.`,
        "## K3. Station SOP",
        `**Use it when** a station has no written standard, or a new cook is starting. **Inputs:** how the station works today, written as rough notes or dictated by the chef.`,
        `> You are the head chef. Turn my notes below into a standard operating procedure for the [STATION] station, for new cooks in their first week. Sections: Set-up (mise en place with quantities), During service, Close-down, Common mistakes. Numbered steps, one action each, with the reason after any step that is often skipped. Keep all temperatures and times exactly as in my notes; do not add new ones. [paste notes]`,
        `**Check:** the head chef reads every step; temperatures and times must match the HACCP plan.`,
        "## K4. Allergen matrix draft",
        `**Use it when** the menu changes. **Inputs:** full recipes including sub-recipes and the allergen declarations on supplier specifications.`,
        `> Using only the recipes and supplier allergen declarations below, draft an allergen matrix for the 14 legally declarable allergens [or your local list]. Rows: dishes. Columns: allergens. Mark Y where an ingredient declares it, M where a supplier states "may contain", and leave blank otherwise. List every ingredient you could not match to a declaration under UNVERIFIED. Do not infer allergens from dish names. [paste recipes and declarations]`,
        `**Check:** red risk. The head chef verifies every row against recipes and supplier sheets and signs the matrix. The UNVERIFIED list must be empty before the matrix is used.`,
        "## K5. Waste log analysis",
        `**Use it when** reviewing the week. **Inputs:** the waste log (date, item, weight, reason, station).`,
        `> You are a kitchen sustainability analyst. Analyse the waste log below. 1. Total weight and estimated cost by reason (overproduction, spoilage, trim, plate waste, error). 2. The ten items with the highest cost. 3. For the top three, one specific change to prep, ordering or portioning that would reduce it, with the expected weekly saving. FORMAT: three short tables and a 5-line summary for the head chef. [paste log]`,
        "## K6. Supplier price comparison",
        `> Compare the three supplier quotes below for the same 20 items. Convert every price to price per kilogram or per litre. Build a table with the cheapest supplier per item highlighted, and calculate the weekly cost at our usage [paste usage] if we buy each item from the cheapest supplier versus from our current supplier alone. Note any item where the specification differs (size, grade, origin), because it is not a like-for-like comparison. [paste quotes]`,
        `**Check:** confirm delivery minimums and payment terms, which change the real cost.`,
        "## K7. Training card for a new dish",
        `> Write a one-page training card for the dish below, for cooks and servers. Sections: What it is (2 lines), Components and where they are prepped, Plating (numbered steps), Quality points (what good looks like), What to say to guests (2 lines), Allergens: [paste from the approved matrix only]. [paste recipe and plating notes]`,
      ],
    },
    {
      heading: "F&B service",
      paragraphs: [
        `Service prompts help managers write briefings, scripts and training material quickly, and turn event paperwork into something the team will read. Keep the guest-facing wording in your own voice by adding a style example.`,
        "## F1. Pre-shift briefing",
        `**Use it when** preparing the 10-minute line-up before service. **Inputs:** covers and bookings, VIPs and occasions (no names), 86'd items, specials, one service focus.`,
        `> You are the restaurant manager. Write a pre-shift briefing for tonight that can be read aloud in under 3 minutes. Sections: Numbers (covers, large tables, timing peaks), Menu (specials with one line to sell each, 86'd items and what to offer instead), Guests (occasions and special requests by table number), Focus of the night (one behaviour, with an example of what to say). FACTS: [paste]`,
        "## F2. Upselling scripts that do not sound like upselling",
        `> Write short lines servers can use to suggest [ITEM: e.g. a bottle instead of glasses, a shared starter, dessert wine]. Give 5 options, each under 20 words, each offering a genuine benefit to the guest (value, sharing, pairing), never pressure. Also write 2 lines for when the guest says no, so the server moves on gracefully. Voice: relaxed, knowledgeable, like our best server. STYLE EXAMPLE: [paste]`,
        "## F3. Wine and drink notes for servers",
        `> For each wine below, write a note servers can remember: one line on taste (no more than 12 words), one dish from our menu it pairs with and why (one line), and one word that describes it to a guest who knows nothing about wine. Use only the tasting notes and menu provided. [paste list and menu]`,
        "## F4. Complaint recovery scripts",
        `> You are the F&B training manager. Write recovery scripts for the 6 most common complaints in our restaurant: slow food, wrong order, cold food, noisy table nearby, billing error, dish not as expected. For each: what to say first (acknowledge), what to do (the action within the server's authority: [paste authority limits, e.g. replace dish, offer a drink up to USD 12]), and when to call the manager. Short spoken sentences, no scripts that sound rehearsed.`,
        `**Check:** the authority limits in the scripts must match your policy.`,
        "## F5. Event order summary",
        `**Use it when** a banquet event order (BEO) is long and the team needs the essentials. **Inputs:** the BEO.`,
        `> Summarise the banquet event order below for the service team. One page maximum. Sections: Timeline (times and what happens), Numbers (guests, tables, dietary counts), Menu and drinks (with service style), Set-up, Special notes. Then list anything that looks inconsistent, for example guest numbers that differ between sections or a dietary count with no matching menu item. [paste BEO]`,
        `**Check:** the inconsistency list goes back to the events coordinator before the event.`,
        "## F6. Service training quiz",
        `> Write a 15-question quiz for servers on our menu and service standards, based only on the documents below. Mix: 8 multiple choice (4 options), 4 true/false, 3 short answer. Include 4 questions on allergens taken from the approved matrix. Provide the answer key separately. [paste menu, standards, allergen matrix]`,
      ],
    },
    {
      heading: "Front office",
      paragraphs: [
        `Front office teams write more than any other department: confirmations, replies, handovers, upsell offers, complaint responses. These prompts cover the most frequent. Keep a property fact sheet (check-in and check-out times, parking, breakfast, transfers, facilities, policies) and paste it into any prompt that writes to guests.`,
        "## O1. Pre-arrival e-mail",
        `> You are the guest relations manager of [HOTEL]. Write a pre-arrival e-mail for [SEGMENT: leisure couples / business travellers / families]. FACTS: [paste fact sheet]. Include one relevant paid offer ([paste offer and price]) in one sentence, not a sales pitch. End with a question that invites a reply about the purpose of the stay. 120-160 words. Plain text, no bullet symbols.`,
        "## O2. Reply to a guest request",
        `> You are the front office duty manager. Reply to the guest request below. FACTS: [paste relevant policy, availability and price]. Offer what we can, state any price clearly, and do not promise anything not in the facts. Under 100 words. REQUEST: [paste, names removed]`,
        "## O3. Review reply (positive or negative)",
        `> You are the general manager of [HOTEL]. Reply to this [PLATFORM] review. For a positive review: thank the guest for two specific things they mentioned, add one detail they may not know (for example a seasonal menu or a new facility from the fact sheet), 50-80 words. For a negative review: acknowledge the specific issue, do not make excuses, state what has changed only if it is true (FACTS: [paste]), invite direct contact at [E-MAIL]. 70-110 words. Never admit liability for injury or illness. STYLE EXAMPLE: [paste]. REVIEW: [paste]`,
        `**Check:** amber risk. The GM or guest relations manager approves negative review replies.`,
        "## O4. Shift handover summary",
        `> Summarise the front office log below into a handover for the next shift. Sections: Open issues (with owner and next action), Arrivals needing attention, Maintenance and housekeeping requests not closed, Cash and billing notes, Anything the manager must know. Bullet points, no repetition, no guest names (use room numbers only inside our system). [paste log]`,
        "## O5. Upsell offer at check-in",
        `> Write 3 short upsell lines the receptionist can say at check-in for [OFFER: room upgrade / breakfast / late check-out], each under 25 words, each naming a concrete benefit and the price: [paste prices]. Tone: helpful, not pushy. Add one line for when the guest declines.`,
        "## O6. Group rooming list check",
        `> Check the rooming list below against the group contract. List: total rooms and nights by date versus the contracted block, room types that exceed the contract, guests sharing with mismatched dates, missing arrival times, and any names appearing twice. Do not correct the list; only report. [paste rooming list and contract block]`,
        `**Check:** the reservations manager confirms every discrepancy with the group organiser.`,
        "## O7. FAQ for the website and messaging channel",
        `> Using only the fact sheet below, write 20 frequently asked questions and answers for our website and messaging channel. Answers under 40 words. If the fact sheet does not answer a common question (for example pets, smoking, cots, accessibility), list the question under MISSING FACTS instead of answering it. [paste fact sheet]`,
      ],
    },
    {
      heading: "Housekeeping",
      paragraphs: [
        `Housekeeping prompts focus on allocation, standards and training across languages. Attendant checklists written by AI tend to be clearer than the ones they replace, but they must match your brand standards and chemical safety instructions exactly.`,
        "## H1. Room allocation by credits",
        `> You are the executive housekeeper. Allocate the rooms below to [N] attendants. Credits: departure [1.0], stayover [0.5], suite departure [1.5], deep clean [2.0]. Target per attendant: [14] credits. Keep each attendant on no more than two adjacent floors, balance credits within 1.0, and put VIP arrivals first in the order. FORMAT: one table per attendant with Room, Type, Status, Credits, then the total. Finish with rooms not allocated. [paste room status report]`,
        `**Check:** totals match the room status report; supervisor confirms VIP order.`,
        "## H2. Attendant checklist",
        `> Rewrite our [ROOM TYPE] cleaning standard below as a checklist for room attendants. Order it in the sequence an attendant moves through the room (entry, bed, surfaces, bathroom, amenities, final check). One action per line, start with a verb, maximum 35 lines. Keep all chemical names and dilution instructions exactly as written. [paste standard]`,
        "## H3. Linen par calculation",
        `> Calculate linen par levels for [HOTEL, N ROOMS]. FACTS: bed configuration by room type [paste], average occupancy [x%], laundry turnaround [24/48 hours], annual loss and damage rate [x%]. Use a par of [3 to 5] sets per bed and explain the choice. Show the calculation and a table: Item, Per room, Rooms, Par, Quantity to hold, Quantity to order if current stock is [paste].`,
        `**Check:** the calculation is checked in a spreadsheet before any purchase order.`,
        "## H4. Lost and found message",
        `> Write a message to a guest who left an item behind. FACTS: item description [paste], found in room on [date], we hold items for [90] days, shipping costs [paste] paid in advance by the guest, or collection at reception with ID. Under 90 words, helpful, no personal data beyond what the guest already gave us.`,
        "## H5. Deep-clean programme",
        `> Build a 12-month deep-clean programme for [N] rooms. Tasks and frequencies: [paste, e.g. mattress rotation quarterly, curtain cleaning twice yearly, carpet shampoo yearly]. Spread work evenly across months, avoid [PEAK MONTHS], and keep no more than [x] rooms out of order on any day. FORMAT: table by month with rooms and tasks, then a summary of hours required per month at [minutes per task].`,
      ],
    },
    {
      heading: "Marketing",
      paragraphs: [
        `Marketing prompts are where brand voice matters most. Always include a style example, a list of words you never use, and the facts of the offer. Ask for several options and choose; the first answer is rarely the best.`,
        "## M1. Monthly content calendar",
        `> You are the marketing lead for [VENUE], a [CONCEPT] in [AREA]. Plan next month's social content: 12 posts across Instagram and Facebook. FACTS: events and offers [paste], seasonal produce [paste], our audiences [paste]. Mix: 40% food and drink, 20% team and behind the scenes, 20% offers and events, 20% local area. FORMAT: table with Date, Channel, Theme, Idea (one line), Photo needed, Call to action.`,
        "## M2. Captions in our voice",
        `> Write 3 caption options for the post below. STYLE EXAMPLE: [paste your best caption]. Each under 120 words, first line under 10 words, no more than 4 hashtags at the end, no words from this list: [banned words]. POST: [describe photo and message]`,
        "## M3. Google Business Profile posts",
        `> Write 4 Google Business Profile posts for the month, one per week, each 80-120 words with one clear call to action (Book, Call, Learn more). Topics: [paste]. Include the neighbourhood name naturally once per post. No hashtags, no emojis.`,
        "## M4. E-mail newsletter",
        `> Write our monthly newsletter to past guests. Sections: a short personal opening from the [GM/chef] (60 words), two stories (new menu, event), one offer with terms, a closing line. FACTS: [paste]. Also write 5 subject lines under 45 characters for A/B testing.`,
        "## M5. Event landing page",
        `> Write a landing page for [EVENT]. Sections: headline (under 8 words), 2-sentence summary, what is included (bullet list from the facts only), price and booking terms, FAQ (5 questions), call to action. FACTS: [paste]. No claims that are not in the facts.`,
        "## M6. Press release",
        `> Write a press release announcing [NEWS]. Standard structure: headline, dateline, first paragraph with who/what/when/where, a quote from [NAME, ROLE] that I will approve, two paragraphs of detail, boilerplate about [VENUE], media contact [ROLE, E-MAIL]. 350-450 words. FACTS: [paste]`,
        `**Check:** the quoted person approves their quote; every fact is verified.`,
      ],
    },
    {
      heading: "Finance",
      paragraphs: [
        `Finance prompts use AI for what it is good at: turning numbers you already have into clear explanations, questions and memos. The numbers come from your accounting system. The model does not produce figures you have not given it, and every figure it repeats is checked.`,
        "## X1. P&L variance commentary",
        `> You are the financial controller of [PROPERTY]. Write the monthly variance commentary for the owner. DATA: actual, budget and last year by line [paste]. For each line with a variance above [5% and USD 2,000]: state the variance, the likely drivers from the notes provided [paste notes], and whether it is timing or permanent. Do not invent causes; if the notes do not explain a variance, write "explanation needed from [department]". One page. Numbers exactly as given.`,
        "## X2. Labour cost analysis",
        `> Analyse the labour data below by department: hours, cost, revenue, labour cost %, and covers or occupied rooms per labour hour. Compare with the targets [paste]. Identify the 3 days with the largest gap between scheduled hours and what the volume required, and suggest rota changes. Show formulas. [paste rota and volume data]`,
        `**Check:** recalculate key ratios; rota changes respect contracts and local labour law.`,
        "## X3. Supplier invoice query",
        `> Write an e-mail to [SUPPLIER] accounts about the invoices below. Issues: [price differs from agreed price list / quantity differs from delivery note / duplicate invoice]. Ask for a credit note with the amounts calculated from the documents provided. Polite, specific, under 150 words. [paste details]`,
        "## X4. Cash flow questions for the month ahead",
        `> Based on the cash position, committed payments and forecast revenue below, list the 10 questions the GM should answer before the month starts, for example which payments can move, which deposits are due, which events carry risk. Then draft a one-paragraph summary for the owner. [paste]`,
        "## X5. Price increase memo",
        `> Write an internal memo proposing menu price changes from [DATE]. DATA: current prices, plate costs and sales mix for the affected dishes [paste], supplier increases [paste]. For each dish: current and new price, new food cost %, and expected effect on weekly contribution at current volume. Recommend increases under 7% per dish unless a dish is below target margin by more than 5 points. Show the calculation for the first dish.`,
        `**Check:** the F&B manager and controller confirm prices before the menu is printed.`,
      ],
      table: {
        head: ["Prompt", "Risk level", "Approver"],
        rows: [
          ["X1 Variance commentary", "Amber", "Financial controller"],
          ["X2 Labour analysis", "Amber", "GM and HR for rota changes"],
          ["X3 Invoice query", "Green", "Sender checks amounts"],
          ["X4 Cash flow questions", "Green", "GM"],
          ["X5 Price increase memo", "Amber", "F&B manager and controller"],
        ],
      },
    },
    {
      heading: "Prompts for every department",
      paragraphs: [
        `Some tasks come up everywhere: meetings, job descriptions, policies, interviews and training plans. These prompts work for any manager.`,
        "## A1. Meeting notes to actions",
        `> Turn the meeting notes below into: decisions made, actions (owner, due date), open questions. Remove discussion that led nowhere. Under 250 words. [paste notes]`,
        "## A2. Job description",
        `> Write a job description for [ROLE] at [VENUE]. Sections: purpose of the role (2 lines), key responsibilities (8 bullets), what success looks like after 90 days, requirements (must-have versus nice-to-have), working pattern, what we offer [paste]. Avoid clichés such as "rockstar" and "fast-paced environment". Inclusive language.`,
        `**Check:** HR confirms pay, contract terms and legal requirements.`,
        "## A3. Structured interview questions",
        `> Write 8 interview questions for [ROLE], each linked to one competency from this list [paste], with what a strong answer includes and a warning sign. Include 2 practical questions (for example a short role play or a tasting).`,
        "## A4. Policy rewrite in plain language",
        `> Rewrite the policy below so a new team member can understand it in one reading. Keep every rule and number; remove nothing. Sections: Why we have this policy, What you must do, What you must never do, Who to ask. Under 400 words. [paste policy]`,
        "## A5. 30-day onboarding plan",
        `> Build a 30-day onboarding plan for a new [ROLE]. Week by week: what they learn, who trains them, what they should be able to do by the end of the week, and a short check. FACTS: our standards and systems [paste].`,
      ],
    },
    {
      heading: "Rolling out the pack",
      paragraphs: [
        `A prompt pack changes nothing until people use it on real work. The properties that get the most from it follow a simple rollout: start with three prompts per department, chosen by the department head, and use them every day for two weeks before adding more.`,
        `Measure before and after. Ask each user to note how long the task took the last three times they did it by hand, then log the time with the prompt, including the check. Most teams see a 40-60% time saving on writing tasks once the prompts are tuned, and a visible improvement in consistency between shifts.`,
        `Appoint one champion per department. Their job is to keep the department's prompts accurate, collect improvements from the team, and retire prompts nobody uses. Ten minutes a week is enough.`,
      ],
      bullets: [
        "Week 1: department heads choose three prompts each; champions adapt wording and facts.",
        "Week 2: daily use on live work; every output checked; time logged.",
        "Week 3: review what worked; fix prompts that produced errors; add two more per department.",
        "Week 4: share results at the management meeting; agree the next set and the quarterly review date.",
      ],
      table: {
        head: ["Measure", "How to record it", "Typical result after 4 weeks"],
        rows: [
          ["Minutes per task", "User log, before and after", "40-60% lower for writing tasks"],
          ["Rework", "Outputs rejected at the check", "Below 10% once prompts are tuned"],
          ["Consistency", "Manager spot check of 10 outputs", "Same format and voice across shifts"],
          ["Adoption", "Share of eligible tasks using a prompt", "60-80% in pilot departments"],
        ],
      },
    },
  ],
};

const aiHospitalityStarter: PdfDocumentSpec = {
  title: "AI Hospitality Starter Kit",
  subtitle:
    "A 30-day plan to bring AI into a restaurant or hotel: choosing tools, training the team, setting data rules and measuring the return.",
  author: FIRM,
  seed: 3307,
  figures: 8,
  sections: [
    {
      heading: "Before you start: what AI will and will not do",
      paragraphs: [
        `AI assistants are now good enough to save a hospitality business real time, and cheap enough that the cost is rarely the obstacle. What holds most operators back is not the technology but the lack of a plan: a few enthusiastic managers try it, results vary, nobody measures anything, and six months later the subscription is quietly cancelled. This kit is the plan we use with clients to avoid that outcome.`,
        `Be clear about what you are buying. Today's AI tools are excellent at language work: drafting, rewriting, summarising, translating, classifying and explaining. They are useful at analysis when you give them clean data. They are not reliable at arithmetic without checking, they do not know your operation unless you tell them, and they should never make decisions about food safety, allergens, employment or money on their own.`,
        `In a typical 80-seat restaurant or 120-room hotel, managers spend 8 to 15 hours a week each on writing and administrative work: e-mails, review replies, rotas, briefings, reports, SOPs, menus, social media. That is where the first return comes from. A realistic target for the first 30 days is to cut the time spent on three chosen tasks by 40% or more, with no fall in quality, and to have the rules in place to expand safely.`,
        "## Readiness checklist",
        `Tick each item before day 1. If more than two are missing, spend a week fixing them first; the plan assumes them.`,
      ],
      bullets: [
        "An owner or GM who will sponsor the project and attend two 30-minute reviews.",
        "One person (the project lead) with 3 to 4 hours a week for 30 days.",
        "Two or three champions from different departments who are curious, respected and not necessarily senior.",
        "A budget of USD 20-40 per user per month for a business-grade AI tool for 5 to 10 users.",
        "Written fact sheets, or the willingness to write them: opening hours, policies, menus, room types, prices.",
        "Agreement that no guest personal data goes into AI tools until the data rules in this kit are adopted.",
      ],
    },
    {
      heading: "The 30-day plan at a glance",
      paragraphs: [
        `The plan has four weeks with a clear output each. It is deliberately small: three use cases, a handful of users, one tool. Businesses that try to introduce AI in every department at once usually end up with nothing measurable. Businesses that prove value in three places in a month find it easy to expand.`,
        `Two meetings frame the month. On day 1 the sponsor, the project lead and the champions agree the goal and the use cases (60 minutes). On day 30 they review the measurements and decide what to scale (45 minutes). Everything else happens in the flow of normal work.`,
      ],
      table: {
        head: ["Week", "Focus", "Outputs by the end of the week", "Owner"],
        rows: [
          ["1 (days 1-7)", "Baseline and choice", "Time audit; three use cases scored and chosen; baseline measures", "Project lead"],
          ["2 (days 8-14)", "Tools and rules", "Tool chosen and set up; data rules adopted; fact sheets written; first prompts saved", "Project lead, GM"],
          ["3 (days 15-21)", "Pilot", "Champions and users trained; daily use on live work; issues log", "Champions"],
          ["4 (days 22-30)", "Measure and decide", "Results against baseline; ROI; decision to scale, change or stop; 90-day roadmap", "Sponsor, project lead"],
        ],
      },
    },
    {
      heading: "Week 1: baseline and choosing use cases",
      paragraphs: [
        `**Days 1-3: time audit.** Ask every manager and supervisor in scope to list, for three working days, every writing or administrative task that takes more than 10 minutes, with the time spent. Keep it simple: a shared sheet with Date, Task, Minutes, Frequency. In a 120-room hotel this usually surfaces 40 to 60 distinct tasks.`,
        `**Days 4-5: score the candidates.** For each task that appears often, score it from 1 to 5 on four criteria: hours per week across the team, how well AI suits it (language-heavy tasks score high), risk if the output is wrong (score low risk high), and how easy it is to measure. Multiply hours by the average of the other three to rank them.`,
        `**Days 6-7: choose three and set the baseline.** Pick the top three that are low or medium risk, ideally in different departments so several teams see results. For each, record the baseline: average minutes per task, number of tasks per week, and a simple quality measure (for example rework rate, or a manager's 1-5 rating of ten samples).`,
        `Good first use cases share three traits: they happen every week, they are mostly writing, and a mistake is caught before it reaches a guest. Review replies, handover summaries, pre-shift briefings, supplier e-mails and SOP drafts are common choices. Allergen matrices, employment letters and pricing decisions are poor first choices, not because AI cannot help but because they need a mature review process.`,
      ],
      table: {
        head: ["Candidate task", "Hours/week", "AI fit", "Low risk", "Measurable", "Score"],
        rows: [
          ["Review replies (all platforms)", "6.0", "5", "3", "5", "26.0"],
          ["Shift handover summaries", "3.5", "5", "4", "4", "15.2"],
          ["Pre-shift briefings", "2.5", "4", "5", "4", "10.8"],
          ["Supplier e-mails and queries", "3.0", "4", "4", "3", "11.0"],
          ["SOP writing (backlog)", "4.0", "4", "3", "3", "13.3"],
          ["Allergen matrix updates", "1.5", "3", "1", "3", "3.5"],
          ["Monthly P&L commentary", "2.0", "4", "3", "4", "7.3"],
        ],
      },
    },
    {
      heading: "Week 2: tools and set-up",
      paragraphs: [
        `Choose the smallest set of tools that covers your three use cases. For most properties that means one general-purpose AI assistant on a business plan, plus any AI features already included in systems you pay for (property management, point of sale, review management, rota software). Check what you already own before buying anything new: many vendors have added AI drafting to existing products.`,
        `Insist on a business or team plan, not personal accounts. Business plans typically state that your data is not used to train the vendor's models, offer administrator controls and shared workspaces, and can be closed centrally when someone leaves. Personal free accounts usually do none of these.`,
        "## Selection criteria",
        `Score each option against the criteria below. Ask vendors to answer the data questions in writing. A tool that cannot tell you where your data is stored and for how long is not suitable for a business that handles guest information.`,
      ],
      bullets: [
        "**Data terms:** is our content used for training? Where is it stored, for how long, and can we delete it?",
        "**Administration:** can we add and remove users centrally, and see usage?",
        "**Shared prompts:** can we save and share prompt templates or workspaces by department?",
        "**Languages:** does it handle the languages of our team and guests well?",
        "**Integration:** does it connect to e-mail, documents or systems we use, or will we copy and paste?",
        "**Cost:** price per user per month, minimum seats, annual commitment.",
      ],
      table: {
        head: ["Tool type", "Typical cost", "Good for", "Watch out for"],
        rows: [
          ["General AI assistant, business plan", "USD 20-30 per user per month", "Drafting, summarising, analysis of pasted data", "Copy-paste of personal data; check data terms"],
          ["AI features in PMS / CRM", "Often included or USD 1-3 per room per month", "Guest messaging, personalised e-mails", "Quality varies; test with real cases"],
          ["Review management with AI replies", "USD 50-300 per property per month", "Volume review replies across platforms", "Generic voice unless tuned"],
          ["AI rota and labour tools", "USD 3-6 per employee per month", "Forecast-based scheduling", "Needs clean sales and hours data"],
          ["Guest messaging chatbot", "USD 100-500 per property per month", "FAQ answers, booking questions", "Hand-over to staff must be seamless"],
        ],
      },
    },
    {
      heading: "Week 2 continued: data rules and fact sheets",
      paragraphs: [
        `Adopt the data rules before anyone uses the tool on live work. They fit on one page. Every user reads and signs it in the first training session. The rules classify information into three colours, which is easier to remember than a list of prohibitions.`,
        `**Green: use freely.** Menus, public prices, opening hours, policies, SOPs, recipes without supplier prices, anonymised reviews, marketing copy, job descriptions.`,
        `**Amber: use only in the approved business tool, and remove names.** Internal financials, supplier prices and contracts, rota data without personal details, anonymised complaints, sales data.`,
        `**Red: never in a general AI tool.** Guest names with contact details, passport or ID data, card or bank details, health information, employee personal files, disciplinary and medical records, security information such as door codes and safe procedures.`,
        "## Fact sheets",
        `Most poor AI output comes from missing facts. Before the pilot, write one fact sheet per outlet: 300 to 600 words covering what a new assistant manager would need to answer guest questions. Store them in a shared folder. Users paste the relevant fact sheet into prompts that write to guests.`,
      ],
      table: {
        head: ["Fact sheet section", "Restaurant example", "Hotel example"],
        rows: [
          ["Basics", "Address, hours, seats, parking, accessibility", "Address, check-in/out, parking, transfers, accessibility"],
          ["Offer", "Menu sections, signatures, set menus, prices", "Room types, sizes, views, rates policy, packages"],
          ["Policies", "Deposits, cancellations, corkage, children, dress code", "Cancellation, deposits, pets, smoking, extra beds"],
          ["Voice", "How we talk; words we never use; one example", "How we talk; words we never use; one example"],
          ["Not offered", "No delivery, no private room", "No spa, no airport shuttle"],
        ],
      },
    },
    {
      heading: "Week 3: the pilot",
      paragraphs: [
        `**Day 15: train the champions (90 minutes).** Cover the 12 prompt rules, the data rules, the three chosen use cases with their saved prompts, and the 60-second output check. Champions then practise on last week's real tasks, compare outputs and improve the prompts together. The session ends with each champion having saved a working prompt for their use case.`,
        `**Days 16-17: champions train their users (45 minutes each).** Short sessions on the actual task, on the actual computer at the actual desk. Show the prompt, the facts to paste, the check, and where to log time. Avoid general demonstrations of everything AI can do; they impress but do not change habits.`,
        `**Days 16-21: daily use.** Every instance of the chosen tasks goes through the new process. Users log minutes and any output that had to be rejected or heavily edited, with one line on why. Champions read the log every evening and adjust the prompt the next morning. Expect the prompts to change three or four times in the first week; that is the system working.`,
        `**Day 21: pilot check-in (30 minutes).** The project lead and champions review the log: time per task so far, rejected outputs and their causes, anything that felt risky. Fix prompts and fact sheets, and agree any changes to the process for the final week.`,
      ],
      bullets: [
        "Keep a single issues log: date, task, what went wrong, fix applied. It becomes your training material.",
        "Rejected outputs are data, not failure. Most are fixed by adding a missing fact or a constraint.",
        "If a user stops using the process, ask why within 24 hours. Usually it is one practical obstacle: login, a missing fact sheet, or a prompt that is too long.",
        "Celebrate small wins publicly at line-ups: the review reply that a guest thanked you for, the SOP written in 20 minutes instead of two hours.",
      ],
    },
    {
      heading: "Week 4: measure, decide, scale",
      paragraphs: [
        `**Days 22-27: steady use and measurement.** Continue daily use. In the last three days, repeat the baseline measurement exactly as in week 1: minutes per task, tasks per week, and the same quality measure on ten samples rated by the same manager, without telling them which were produced with AI.`,
        `**Day 28: calculate results.** For each use case, calculate hours saved per week, the value of those hours, and any quality change. Add tool costs and the time spent on set-up and training. The ROI section of this kit sets out the method and a worked example.`,
        `**Day 30: decision meeting (45 minutes).** For each use case, decide: scale (roll out to all users of that task), change (fix and run another month), or stop. Then choose the next three use cases from the week 1 list and set the date of the 90-day review.`,
        `Be willing to stop a use case. In about one pilot in five, one of the three chosen tasks turns out to save little time once the check is included, often because the source information is messy. Stopping it and moving on builds credibility for the ones that work.`,
      ],
      table: {
        head: ["Result after 30 days", "Decision", "Next step"],
        rows: [
          ["Time saved 40% or more, quality same or better", "Scale", "Roll out to all users; add to onboarding"],
          ["Time saved 20-40%, or quality mixed", "Change", "Fix prompts and facts; run another 30 days"],
          ["Time saved under 20% including the check", "Stop or redesign", "Record why; choose another task"],
          ["Any serious error reached a guest", "Pause", "Review the check step before continuing"],
        ],
      },
    },
    {
      heading: "Governance that fits a hospitality business",
      paragraphs: [
        `Governance sounds like something for large corporations, but a small property needs a version of it too, because it handles guest data and makes promises to guests every day. Keep it to one page and three roles.`,
        `**The sponsor** (owner or GM) approves the data rules, the budget and any use case involving red-risk topics. **The project lead** keeps the prompt library, the tool administration and the issues log. **Approvers** are named per risk area: the head chef for allergens and food safety, the GM for guest compensation and public statements, HR for anything about employees, the controller for financial figures.`,
        `Review the rules every quarter and whenever you add a tool, a new type of data, or an AI feature that acts without a person (for example a chatbot that answers guests directly). Automated replies need extra care: a defined list of topics they may answer, an immediate hand-over to staff for anything else, and a weekly review of a sample of conversations.`,
      ],
      bullets: [
        "One-page AI policy signed by every user: purpose, approved tools, data colours, the output check, who to ask.",
        "Approved tool list: any other AI tool needs the project lead's approval before use with business data.",
        "Named approvers for red-risk outputs, written into each prompt in the library.",
        "Incident process: if AI output causes a complaint, a data exposure or a safety concern, tell the GM the same day; log the cause and the fix.",
        "Vendor file: data terms, storage location, retention period and contract for each tool.",
        "Quarterly review of prompts, users, costs and incidents.",
      ],
    },
    {
      heading: "Training the team",
      paragraphs: [
        `Training works when it is short, practical and about the person's own job. The first session for any user should take under an hour and end with them completing a real task. General "introduction to AI" talks are useful for managers once, but they do not change daily habits on their own.`,
        `Use three levels. **All users** learn the data rules, the check, and how to use the saved prompts for their tasks. **Champions** learn to write and improve prompts, run training, and read the issues log. **Managers** learn to judge where AI fits, how to measure it, and how to talk to the team about it honestly, including the question every team asks: is this going to replace us?`,
        `Answer that question directly. In hospitality the realistic effect of today's AI tools is to take writing and admin time away from managers and supervisors so they can spend it with guests and their teams. Say what the saved time will be used for: more time on the floor during service, faster onboarding of new staff, better follow-up with guests. Then make it true.`,
      ],
      table: {
        head: ["Session", "Who", "Length", "Content", "Ends with"],
        rows: [
          ["Essentials", "All users", "45 min", "Data rules, saved prompts, the check", "One live task completed"],
          ["Prompt craft", "Champions", "90 min", "The 12 rules, editing prompts, testing", "A saved, tested prompt"],
          ["Leading with AI", "Managers", "60 min", "Use-case choice, measurement, team questions", "Next three use cases listed"],
          ["Refresher", "All users", "20 min", "New prompts, common errors from the log", "Updated prompt list"],
        ],
      },
    },
    {
      heading: "Measuring the return",
      paragraphs: [
        `Measure in hours first and money second. Hours are what users notice and what they can verify; money is what owners need for a decision. The method is the same for a restaurant or a hotel.`,
        `**Hours saved per week** = (baseline minutes per task - new minutes per task, including the check) x tasks per week / 60.`,
        `**Value of time saved per month** = hours saved per week x 4.33 x fully loaded hourly cost of the people doing the task. Use the real cost including employer charges and benefits, not the base wage.`,
        `**Net monthly return** = value of time saved + measurable revenue effects - tool costs - ongoing time for champions. Count set-up and training time once, as an investment, and calculate the payback period.`,
        `Revenue effects are real but harder to prove, so count them only with evidence: a higher reply rate to pre-arrival e-mails with a measured increase in paid upgrades, faster replies to group enquiries with a measured increase in conversion, or better review scores over a full quarter. Report them separately from time savings.`,
        "## Worked example: 120-room hotel",
        `A 120-room city hotel chose review replies, front office handovers and SOP writing. Fully loaded cost of the managers involved averaged USD 18 per hour. Five users on a business AI plan at USD 25 per user per month. Champions spent 2 hours a week maintaining prompts at the same hourly cost.`,
      ],
      table: {
        head: ["Use case", "Before (min)", "After (min)", "Tasks/week", "Hours saved/week"],
        rows: [
          ["Review replies", "14", "5", "45", "6.75"],
          ["Shift handover summaries", "20", "8", "21", "4.20"],
          ["SOP drafts (backlog)", "150", "55", "3", "4.75"],
          ["Total", "", "", "", "15.70"],
        ],
      },
    },
    {
      heading: "The return, calculated",
      paragraphs: [
        `For the hotel above: 15.7 hours per week x 4.33 weeks x USD 18 = USD 1,224 of time per month. Tool cost: 5 users x USD 25 = USD 125. Champion time: 2 hours x 4.33 x USD 18 = USD 156. Net monthly return on time alone: USD 943. Set-up and training took 38 hours (USD 684), so payback was under one month.`,
        `Revenue effects were reported separately. After tuning the pre-arrival e-mail in month two, the hotel measured a rise in paid airport transfers from 6% to 9% of arrivals, worth about USD 1,100 per month at its volumes. The review reply rate rose from 35% to 100% of reviews within 48 hours; the hotel's average review score moved from 8.4 to 8.6 over the following quarter, which management attributed partly to faster, more specific replies and partly to operational fixes identified in the same review analysis.`,
        "## Worked example: 80-seat restaurant",
        `An 80-seat restaurant chose prep lists, supplier e-mails and social captions. The chef-owner and sous chef used one shared business account at USD 25 per month plus the AI writing feature included in the restaurant's booking system. Time saved was 6.5 hours per week at a loaded cost of USD 16 per hour: USD 450 per month. Net of tools: USD 425 per month. The larger effect came from the prep list: overproduction waste fell from 4.1% to 2.9% of food purchases over eight weeks, worth about USD 620 per month on USD 52,000 of monthly food purchases.`,
        `Neither example is unusual. Both are modest: they count only three use cases and a handful of users. The return grows with each use case added, but so does the need for the governance and the prompt library described in this kit.`,
      ],
      table: {
        head: ["Line", "120-room hotel", "80-seat restaurant"],
        rows: [
          ["Hours saved per week", "15.7", "6.5"],
          ["Value of time per month", "USD 1,224", "USD 450"],
          ["Tool cost per month", "USD 125", "USD 25"],
          ["Champion time per month", "USD 156", "-"],
          ["Net return on time per month", "USD 943", "USD 425"],
          ["Evidenced revenue or cost effect", "USD 1,100 (transfers)", "USD 620 (waste)"],
          ["Payback on set-up", "Under 1 month", "Under 1 month"],
        ],
      },
    },
    {
      heading: "Use-case catalogue",
      paragraphs: [
        `Use this catalogue when choosing the next use cases after day 30. Effort is the set-up work; impact is the typical time or money effect in a mid-size property. Start with high-impact, low-effort items that sit in departments where a champion is already active.`,
      ],
      table: {
        head: ["Department", "Use case", "Effort", "Impact", "Risk"],
        rows: [
          ["Kitchen", "Prep lists from forecast covers", "Medium", "High", "Low"],
          ["Kitchen", "Recipe costing cards", "Medium", "Medium", "Medium"],
          ["Kitchen", "SOPs and training cards", "Low", "Medium", "Medium"],
          ["Kitchen", "Waste log analysis", "Low", "High", "Low"],
          ["F&B service", "Pre-shift briefings", "Low", "Medium", "Low"],
          ["F&B service", "Event order summaries", "Low", "Medium", "Low"],
          ["Front office", "Review replies", "Low", "High", "Medium"],
          ["Front office", "Pre-arrival e-mails", "Medium", "High", "Medium"],
          ["Front office", "Handover summaries", "Low", "Medium", "Low"],
          ["Housekeeping", "Room allocation by credits", "Medium", "Medium", "Low"],
          ["Housekeeping", "Multilingual checklists", "Low", "Medium", "Medium"],
          ["Sales", "Group and event proposals", "Medium", "High", "Medium"],
          ["Marketing", "Content calendar and captions", "Low", "Medium", "Low"],
          ["Finance", "Variance commentary", "Low", "Medium", "Medium"],
          ["HR", "Job descriptions and onboarding plans", "Low", "Medium", "Medium"],
        ],
      },
    },
    {
      heading: "Risks and how to handle them",
      paragraphs: [
        `Most risks are ordinary operational risks in a new form: wrong information reaching a guest, data handled carelessly, a process that depends on one person. They are managed the same way, with clear rules, a check, and someone accountable.`,
      ],
      table: {
        head: ["Risk", "Example", "Control"],
        rows: [
          ["Invented facts", "Reply mentions a spa the hotel does not have", "Fact sheets; \"use only the facts above\"; the 60-second check"],
          ["Data exposure", "Guest passport details pasted into a chat", "Data colours; business plan; training; incident process"],
          ["Unsafe content", "Allergen information wrong on a menu", "Red-risk approver; AI never has final say on allergens"],
          ["Over-promising", "Reply offers a refund without authority", "Constraints in prompts; authority limits in the check"],
          ["Loss of voice", "All replies sound the same and generic", "Style examples; banned words; manager spot checks"],
          ["Dependence on one person", "Champion leaves; prompts are lost", "Shared prompt library with owners and versions"],
          ["Cost creep", "Tools added by individual managers", "Approved tool list; quarterly cost review"],
          ["Team resistance", "Staff fear for their jobs", "Honest communication; saved time visibly reinvested"],
        ],
      },
    },
    {
      heading: "Day-by-day checklist",
      paragraphs: [
        `Tick each line as it is done. The project lead keeps this page and brings it to the day 30 meeting.`,
      ],
      table: {
        head: ["Day", "Task", "Who", "Done"],
        rows: [
          ["1", "Kick-off: goal, scope, champions, dates", "Sponsor, lead", ""],
          ["1-3", "Time audit by managers and supervisors", "All in scope", ""],
          ["4-5", "Score candidate tasks", "Lead, champions", ""],
          ["6-7", "Choose three use cases; record baseline", "Lead", ""],
          ["8-9", "Compare tools; collect data terms in writing", "Lead", ""],
          ["10", "Choose tool; set up business accounts", "Lead, GM", ""],
          ["11", "Adopt data rules and one-page policy", "GM", ""],
          ["12-13", "Write fact sheets per outlet", "Champions", ""],
          ["14", "Draft and save first prompts", "Champions", ""],
          ["15", "Champion training (90 min)", "Lead", ""],
          ["16-17", "User training (45 min each)", "Champions", ""],
          ["16-21", "Daily use; time and issues log", "Users", ""],
          ["21", "Pilot check-in; fix prompts", "Lead, champions", ""],
          ["22-27", "Steady use; repeat measurement", "Users, lead", ""],
          ["28", "Calculate results and ROI", "Lead", ""],
          ["29", "Prepare decision summary", "Lead", ""],
          ["30", "Decision meeting; next three use cases; 90-day date", "Sponsor, lead", ""],
        ],
      },
    },
    {
      heading: "After day 30: the 90-day roadmap",
      paragraphs: [
        `The first month proves the method. The next three months build it into how the business runs. Add three use cases per month, keep the prompt library tidy, and move AI training into onboarding so every new manager learns it in their first week.`,
        `By day 120 a well-run property typically has 10 to 15 active use cases, a library of 30 to 60 tested prompts, every manager trained, and a monthly report of hours saved and evidenced revenue effects. At that point it is worth looking at deeper integrations: AI features inside the PMS and POS that work directly on your data, automated guest messaging with proper hand-over, and forecasting tools for labour and purchasing.`,
        `Keep the discipline that made the first month work. Every new use case has a baseline, an owner, a risk level and a review date. Every automated process has a person who reads a sample of its output each week. The technology will keep changing quickly; a business with these habits can adopt each improvement safely and keep the benefit.`,
      ],
      table: {
        head: ["Month", "Focus", "Target by end of month"],
        rows: [
          ["2", "Scale the first three; add three", "6 live use cases; all managers trained"],
          ["3", "Second department wave; onboarding", "9-12 use cases; AI in new-manager onboarding"],
          ["4", "Integration review", "Decision on PMS/POS AI features and guest messaging"],
        ],
      },
    },
  ],
};

const wpFutureOfHospitalityAi: PdfDocumentSpec = {
  title: "The Future of AI in Hospitality",
  subtitle:
    "Where AI already pays its way in restaurants and hotels, where it does not yet, and how to start without a data team.",
  author: "Marcus Adeyemi, Hotel Operations Partner, and Claire Whitfield, Revenue Strategist",
  seed: 4411,
  figures: 2,
  sections: [
    {
      heading: "Executive summary",
      paragraphs: [
        `Artificial intelligence arrived in hospitality in two waves. The first, over the last decade, was invisible to most operators: revenue management systems, channel managers and review platforms quietly added forecasting and classification models. The second wave, since general-purpose AI assistants became widely available, put language tools in the hands of every manager. This paper is about what both waves mean for an independent restaurant or hotel over the next three years.`,
        `Our view, based on AI projects with more than 60 restaurant and hotel clients, is straightforward. AI already pays its way in language-heavy work (guest communication, reviews, SOPs, training, marketing) and in forecasting where clean data exists (room demand, covers, labour). It does not yet pay its way in most physical tasks, in fully autonomous guest service, or anywhere the cost of an error is high and the check is weak. The operators who benefit most are not the ones with the biggest budgets, but the ones who pick narrow use cases, measure them and build simple rules around them.`,
        `You do not need a data team to start. You need one accountable person, a few clear use cases, fact sheets about your own business, and the discipline to check what the tools produce.`,
      ],
      bullets: [
        "Language work is the proven starting point: 40-60% time savings on writing tasks are typical once prompts are tuned.",
        "Forecasting pays where data is clean: rooms, covers and labour; it disappoints where records are patchy.",
        "AI embedded in the systems you already own (PMS, POS, CRM) will matter more than stand-alone tools by 2028.",
        "The main risks are invented facts, careless handling of guest data and unchecked automation, all manageable with simple rules.",
      ],
    },
    {
      heading: "Where AI already pays its way",
      paragraphs: [
        `The clearest returns come where three conditions meet: the task is frequent, it is mostly language or pattern recognition, and a person can check the result quickly before it matters. In our client work the following areas meet all three conditions today.`,
        `**Guest communication.** Pre-arrival e-mails, replies to requests, confirmations and follow-ups. AI drafts in seconds; staff check and personalise. Hotels that use tuned prompts typically reply to e-mail enquiries in under two hours instead of the next day, and report more paid add-ons when offers are phrased around the guest's stated purpose of stay.`,
        `**Reviews.** Replying to every review within 48 hours used to be unrealistic for a small team. With AI drafting and a manager approving, 100% reply rates are normal among our clients. More valuable still is analysis: classifying hundreds of reviews by theme shows which operational problems cost the most goodwill.`,
        `**Standards and training.** SOPs, training cards, quizzes and multilingual checklists. A sous chef's rough notes become a clear station SOP in twenty minutes. A housekeeping checklist becomes a side-by-side English, Thai and Burmese version for the team in one step, checked by a native speaker.`,
        `**Forecasting.** Room demand, restaurant covers and labour requirements. Modern revenue and scheduling tools use machine learning that outperforms spreadsheet averages when at least 18 to 24 months of clean history exist. For restaurants, even simple forecasts by day of week and weather reduce overproduction measurably.`,
      ],
      table: {
        head: ["Area", "What AI does", "Typical effect in our client work", "Maturity"],
        rows: [
          ["Guest messaging", "Drafts replies and pre-arrival e-mails", "Reply time from next day to under 2 hours", "Proven"],
          ["Reviews", "Drafts replies; classifies themes", "100% reply rate; clear top-3 issues", "Proven"],
          ["SOPs and training", "Turns notes into standards and quizzes", "SOP backlog cleared in weeks, not months", "Proven"],
          ["Room demand and pricing", "Forecasts pick-up; recommends rates", "RevPAR gains of 3-8% vs manual pricing", "Proven with clean data"],
          ["Labour scheduling", "Forecast-based rotas", "Labour cost 1-3 points lower", "Proven with clean data"],
          ["Kitchen production", "Prep quantities from forecast covers", "Overproduction waste down 20-30%", "Emerging"],
        ],
      },
    },
    {
      heading: "Where it does not pay its way yet",
      paragraphs: [
        `Enthusiasm for AI has produced a long list of pilots that did not survive contact with a busy Saturday. It is as important to know where to wait as where to start.`,
        `**Robotic cooking and service.** Robot fryers, burger assembly lines and delivery robots work in high-volume, narrow-menu settings. For a full-service restaurant with a changing menu, the capital cost, maintenance and inflexibility rarely pay back against the labour they replace. We expect that to change slowly, starting with dishwashing and repetitive prep in central kitchens.`,
        `**Fully autonomous guest service.** Chatbots that answer FAQs well are useful. Chatbots that try to handle complaints, special requests and exceptions without a fast hand-over to a person damage guest relationships. The technology is improving quickly, but the cost of one badly handled anniversary or allergy conversation is higher than the saving on a hundred routine answers.`,
        `**Decisions without data.** Many properties buy forecasting or pricing tools without the history they need: incomplete POS exports, rooms sold outside the PMS, no record of weather or local events. The models then produce confident nonsense. Fixing data capture first is less exciting than buying a tool, but it is the only route to a return.`,
        `**High-risk content without a checker.** Allergen statements, food safety instructions, employment decisions and legal texts can be drafted with AI, but only where a qualified person checks every line. Where that person is not available, the time saved is not worth the risk.`,
      ],
    },
    {
      heading: "What changes in the next three years",
      paragraphs: [
        `Predictions about AI age quickly, so we limit ourselves to changes that are already visible in products and pilots, and that we expect to reach independent operators by 2028.`,
        `**AI inside the systems you already use.** Property management, point of sale, booking, review and rota systems are adding AI features directly, working on your own data under existing contracts. This matters because it removes the copy-and-paste step and the data protection questions that come with it. Operators should ask every system vendor what AI features are on their roadmap, how they are priced, and how data is handled.`,
        `**Booking by AI agents.** Travellers are starting to ask AI assistants to find and book hotels and restaurants for them. Those agents read structured information: room types, rates, policies, menus, availability. Properties with complete, accurate, consistent data across their website and channels will be easier for agents to recommend. Fact sheets written for staff today become the foundation for this.`,
        `**Voice and multilingual support for teams.** Kitchen and housekeeping teams will use voice assistants for recipes, procedures and translation on the floor. The practical benefit is faster onboarding of staff who do not share a language with their supervisors.`,
        `**Predictive maintenance and energy.** Sensors on refrigeration, HVAC and kitchen equipment, combined with simple models, flag failures before they happen and schedule equipment to cut energy use. Costs are falling fast; payback for a walk-in cooler monitoring system is already under a year in many kitchens.`,
      ],
      table: {
        head: ["Change", "Likely timing", "What to do now"],
        rows: [
          ["AI features inside PMS, POS, CRM", "Now to 2027", "Ask vendors for roadmaps, pricing and data terms"],
          ["Bookings via AI agents", "2026-2028", "Make facts, rates and policies complete and consistent everywhere"],
          ["Voice assistants for teams", "2026-2028", "Digitise recipes and SOPs; build multilingual versions"],
          ["Predictive maintenance and energy", "Now", "Pilot sensors on cold rooms and key equipment"],
        ],
      },
    },
    {
      heading: "Starting without a data team",
      paragraphs: [
        `Large hotel groups have data scientists. Independent operators have a general manager, a head chef and a spreadsheet. That is enough to start, if the first steps are chosen well. We recommend five steps, in this order.`,
        `**1. Appoint one accountable person.** Not an IT specialist: a respected manager with three to four hours a week, who will keep the prompt library, the tool accounts and the results.`,
        `**2. Write fact sheets.** One page per outlet with everything a new assistant manager would need to answer guest questions. These make every AI output better and are the foundation for booking agents later.`,
        `**3. Choose three language tasks.** Frequent, mostly writing, checked before they reach a guest. Review replies, handover summaries and SOP drafts are reliable first choices. Measure the time each takes before you start.`,
        `**4. Adopt simple data rules.** Green (use freely), amber (business tool only, no names), red (never). Sign them with every user. Choose a business-grade tool whose vendor states in writing that your data is not used for training.`,
        `**5. Measure after 30 days and decide.** Compare time per task and quality with the baseline. Scale what works, fix what is close, stop what is not. Then choose the next three tasks.`,
        `Forecasting and automation come after this foundation, once the business has clean data and a habit of checking outputs. Our AI Hospitality Starter Kit sets out the full 30-day plan with templates.`,
      ],
    },
    {
      heading: "Recommendations by type of business",
      paragraphs: [
        `The right first move depends on size and structure. The table below summarises our recommendations; in every case the principle is the same: narrow use cases, measured, with clear rules.`,
      ],
      table: {
        head: ["Business", "Start with", "Then", "Avoid for now"],
        rows: [
          ["Independent restaurant, 40-120 seats", "Review replies, prep lists, supplier e-mails", "Cover forecasting; social content", "Robotics; autonomous chatbots"],
          ["Boutique hotel, 20-80 rooms", "Guest messaging, reviews, SOPs", "Revenue management tool with AI pricing", "Chatbots handling complaints"],
          ["Mid-size hotel, 80-300 rooms", "All of the above plus handovers and group proposals", "AI in PMS/CRM; labour forecasting", "Tools without data agreements"],
          ["Multi-outlet group", "Shared prompt library and governance", "Central forecasting; energy monitoring", "Outlet-by-outlet tool sprawl"],
          ["Central production kitchen", "Production planning from orders", "Predictive maintenance; waste analytics", "Full automation of variable tasks"],
        ],
      },
    },
  ],
};

const wpSustainableKitchenOperations: PdfDocumentSpec = {
  title: "Sustainable Kitchen Operations",
  subtitle:
    "A practical framework for cutting food waste, water and energy in commercial kitchens, with the numbers from three client audits.",
  author: "Ploy Suksawat, Sustainability Lead",
  seed: 5519,
  figures: 2,
  sections: [
    {
      heading: "Executive summary",
      paragraphs: [
        `A commercial kitchen is one of the most resource-intensive spaces in any building. It buys food that is partly thrown away, runs equipment that is often switched on long before it is needed, and uses water as if it were free. The good news is that most of the waste is operational, not structural: it can be reduced without new equipment, through measurement, better planning and a few disciplined habits.`,
        `This paper sets out the framework we use in kitchen sustainability audits, and the results from three recent clients: an independent restaurant, a hotel with banquet and all-day dining kitchens, and a central production kitchen. Across the three, food waste fell by 31-39%, kitchen energy by 14-22% and water by 18-27% within 12 weeks. Two-thirds of the savings came from changes that cost nothing.`,
        `The framework has three rules. Measure before acting, because the biggest source of waste is rarely the one the team expects. Fix planning before buying equipment, because overproduction and always-on equipment are the largest and cheapest problems to solve. Make the numbers visible every week, because a team that sees its waste falls into the habit of reducing it.`,
      ],
    },
    {
      heading: "Measure first",
      paragraphs: [
        `You cannot manage what you do not weigh. For two weeks before changing anything, separate food waste into four streams and weigh each one daily: **spoilage** (stock that went off before use), **preparation waste** (trim and peelings), **overproduction** (cooked food never served) and **plate waste** (returned from guests). Use four labelled bins and a simple floor scale; record weights on a sheet by the scale or a tablet.`,
        `For energy, read the main meter daily at the same time, and if possible add clamp-on sub-meters to the three largest loads (usually the extraction hood, the dishwasher and the combi ovens or ranges). For water, read the kitchen sub-meter or the building meter before opening and after closing. Two weeks of readings give a reliable baseline; four are better if business is seasonal.`,
        `Normalise every figure by activity, or the numbers will move with trade and mean nothing. Per 100 covers is the most useful unit in restaurants; per guest in banquets; per kilogram produced in a central kitchen.`,
      ],
      table: {
        head: ["Measure", "Unit", "How to collect", "Typical baseline in our audits"],
        rows: [
          ["Food waste, total", "kg per 100 covers", "Four bins, daily weighing", "11-16 kg"],
          ["Overproduction share", "% of food waste", "Separate bin", "30-45%"],
          ["Kitchen energy", "kWh per 100 covers", "Daily meter reading; sub-meters", "55-90 kWh"],
          ["Water", "litres per cover", "Kitchen sub-meter", "25-40 litres"],
          ["Food cost", "% of food sales", "Monthly stock and purchases", "28-36%"],
        ],
      },
    },
    {
      heading: "Food waste: planning beats recycling",
      paragraphs: [
        `Composting and anaerobic digestion are better than landfill, but they deal with waste after the money has been spent. Every kilogram of food waste avoided saves its purchase cost, the labour to prepare it, the energy to cook and chill it, and the disposal fee. In our audits the purchase value of food waste alone averaged 6-9% of food purchases.`,
        `**Overproduction** is usually the largest stream and the easiest to cut. Prep lists based on forecast covers and the menu mix of the same day in recent weeks, rather than habit, reduce it quickly. Cook in smaller batches later in service for high-volume items, and agree a clear rule for what happens to unsold food: staff meal, chilled and reused safely the next day where the HACCP plan allows, or donated.`,
        `**Spoilage** falls with tighter ordering (par levels set from usage, not from fear of running out), strict first-in-first-out rotation, and a weekly check of slow-moving stock. **Preparation waste** falls with better specifications from suppliers (for example ready-trimmed where the yield makes it cheaper) and with menu items that use trim: stocks, sauces, staff meals, ferments. **Plate waste** points to portion sizes and garnishes that guests do not eat; the plate waste bin tells the chef what to change.`,
      ],
      bullets: [
        "Weigh all four streams daily and review them in the weekly kitchen meeting.",
        "Set prep quantities from forecast covers x menu mix x portion, not from habit.",
        "Batch-cook high-volume items in smaller quantities later in service.",
        "Set par levels from four weeks of usage; review slow movers every week.",
        "Check plate waste by dish monthly; cut portions or garnishes that come back.",
        "Use trim in stocks, sauces, ferments and staff meals; write it into recipes.",
      ],
    },
    {
      heading: "Energy and water: switch off, maintain, then replace",
      paragraphs: [
        `Kitchen equipment is often switched on at the start of the morning shift and left on until close, whatever the service pattern. A written **switch-on schedule** (which equipment is turned on when, for which service, by whom) typically cuts kitchen energy by 10-15% at no cost. Ovens, fryers and grills on modern equipment reach temperature in 15-30 minutes; there is no reason to run them for three hours before lunch.`,
        `**Extraction hoods** are frequently the largest single load, running at full speed whenever the kitchen is open. Demand-controlled ventilation, with variable-speed fans responding to heat and smoke sensors, reduces hood energy by 30-50% and usually pays back in two to four years. Even without it, switching hoods to low speed outside service hours helps.`,
        `**Refrigeration** runs all day, every day. Clean condenser coils monthly, replace torn door seals, keep doors closed (strip curtains on walk-ins), and do not overload cold rooms. These four habits cut refrigeration energy by 10-20% and extend equipment life.`,
        `**Water** is mostly used in dishwashing, thawing and cleaning. The single largest waste we find is thawing frozen food under running water, which can use over a cubic metre a day in a busy kitchen; thaw in the refrigerator with planning instead. Low-flow pre-rinse spray valves, full racks in the dishwasher, and prompt repair of leaking taps and ice machine drains make up most of the rest.`,
        `Replace equipment last, and then choose on lifetime cost. Induction hobs, connected combi ovens and high-efficiency dishwashers save energy, but only after the habits above are in place. Otherwise an efficient appliance is simply left on for longer.`,
      ],
    },
    {
      heading: "Three client audits",
      paragraphs: [
        `**Audit A: independent restaurant.** 120 seats, about 2,400 covers a week, open lunch and dinner. The team believed plate waste was the main problem; weighing showed overproduction at 44% of food waste, mostly rice, sauces and bread. Forecast-based prep lists, smaller batches of rice and bread baked in three rounds per service cut food waste by 37%. A switch-on schedule and monthly condenser cleaning cut energy by 16%; stopping running-water thawing cut water by 24%.`,
        `**Audit B: hotel kitchens.** 280 rooms, an all-day dining restaurant and banquets for up to 400 guests. The breakfast buffet produced 180 g of waste per guest. Smaller platters refilled more often, cooked-to-order eggs instead of trays, and a smaller hot line after 10.00 cut it to 110 g. In banquets, final numbers confirmed 72 hours ahead, with a 5% over-production cap, did most of the rest. Demand-controlled ventilation on the main hood, installed as part of a planned refurbishment, cut hood energy by 41%.`,
        `**Audit C: central production kitchen.** Supplying six outlets with cook-chill products, about 1.6 tonnes a day. Waste was dominated by trim and by overproduction against outlet orders that changed late. Order cut-off moved to 14.00 the day before; trim from vegetables went into a new soup and stock line sold to the outlets. Thawing in a dedicated cold room saved 1.4 cubic metres of water a day.`,
      ],
      table: {
        head: ["Measure (after 12 weeks)", "Audit A restaurant", "Audit B hotel", "Audit C central kitchen"],
        rows: [
          ["Food waste", "14.2 to 8.9 kg/100 covers (-37%)", "-34% overall; breakfast 180 to 110 g/guest", "-31% per kg produced"],
          ["Kitchen energy", "-16%", "-22% (incl. hood -41%)", "-14%"],
          ["Water", "38 to 29 L/cover (-24%)", "-18%", "-27% (1.4 m3/day)"],
          ["Food cost", "33.1% to 30.4%", "-1.8 points banquets", "-2.2% cost per kg"],
          ["Capital spent", "USD 600 (scales, bins)", "Hood controls in planned refit", "USD 1,900 (cold room shelving)"],
        ],
      },
    },
    {
      heading: "A 12-week programme",
      paragraphs: [
        `The programme below is the one used in the three audits. It needs one owner in the kitchen (usually the sous chef), 30 minutes a week in the kitchen meeting, and the support of the head chef. The numbers go on a board in the kitchen every Monday; teams that see their results improve faster than teams that receive a monthly report.`,
      ],
      table: {
        head: ["Weeks", "Focus", "Actions", "Measure"],
        rows: [
          ["1-2", "Baseline", "Four waste bins; daily weighing; meter readings", "Baseline per 100 covers"],
          ["3-4", "Overproduction", "Forecast-based prep lists; smaller batches", "Overproduction kg"],
          ["5-6", "Energy habits", "Switch-on schedule; hood low speed off-service", "kWh per 100 covers"],
          ["7-8", "Spoilage and ordering", "Par levels from usage; FIFO checks", "Spoilage kg"],
          ["9-10", "Water and maintenance", "Fridge thawing; coils; seals; spray valves", "Litres per cover"],
          ["11-12", "Menu and plate waste", "Portion review; trim recipes", "Plate waste; food cost %"],
        ],
      },
    },
  ],
};

const wpRevenueManagementPlaybook: PdfDocumentSpec = {
  title: "The Revenue Management Playbook",
  subtitle:
    "Pricing, forecasting and channel strategy for independent hotels and restaurants, with worked examples and a 90-day plan.",
  author: "Claire Whitfield, Revenue Strategist",
  seed: 6623,
  figures: 2,
  sections: [
    {
      heading: "Executive summary",
      paragraphs: [
        `Revenue management is selling the right room or table to the right guest at the right price through the right channel. Large chains employ teams to do it. Independent hotels and restaurants usually leave it to whoever has time, which means prices change rarely, discounts are given when they are not needed, and expensive channels take a growing share of bookings.`,
        `This playbook is the method we implement with independent properties. It rests on four disciplines: measure the few numbers that matter, forecast demand with a simple pick-up method, price with rules rather than instinct, and manage channels by their net contribution rather than their volume. Each is explained with a worked example. The final section is a 90-day plan that a general manager and one revenue lead can run without specialist software, although a revenue management system makes it faster once the habits exist.`,
        `In our client portfolio, independent hotels that adopt these disciplines typically improve RevPAR by 5-10% in the first year, mostly through better pricing on high-demand dates and a shift from intermediaries to direct bookings. Restaurants applying the same logic to seats and time see RevPASH gains of 8-12%.`,
      ],
    },
    {
      heading: "The numbers that matter",
      paragraphs: [
        `Occupancy alone flatters hotels that fill rooms cheaply; average rate alone flatters hotels that sell few rooms expensively. RevPAR combines them, and GOPPAR goes further by including costs. For restaurants, the equivalent of RevPAR is revenue per available seat hour (RevPASH), because a restaurant sells time at a table, not just food.`,
        `The example below is a 120-room hotel over a 30-day month, and an 80-seat restaurant on a Friday evening from 18.00 to 23.00.`,
      ],
      table: {
        head: ["Measure", "Formula", "Example", "Result"],
        rows: [
          ["Occupancy", "Rooms sold / rooms available", "2,772 / 3,600", "77.0%"],
          ["ADR", "Rooms revenue / rooms sold", "263,340 / 2,772", "USD 95.00"],
          ["RevPAR", "Rooms revenue / rooms available", "263,340 / 3,600", "USD 73.15"],
          ["TRevPAR", "Total revenue / rooms available", "398,000 / 3,600", "USD 110.56"],
          ["GOPPAR", "Gross operating profit / rooms available", "118,800 / 3,600", "USD 33.00"],
          ["Seat hours", "Seats x opening hours", "80 x 5", "400"],
          ["Average check", "Revenue / covers", "7,200 / 150", "USD 48.00"],
          ["Seat occupancy", "Covers x hours per cover / seat hours", "150 x 1.75 / 400", "65.6%"],
          ["RevPASH", "Revenue / seat hours", "7,200 / 400", "USD 18.00"],
        ],
      },
    },
    {
      heading: "Forecasting with pick-up",
      paragraphs: [
        `A forecast does not need to be sophisticated to be useful; it needs to be made every week and compared with what happened. The pick-up method is the simplest reliable approach: for a future date, take the rooms already on the books and add the number of rooms that typically book between now and that date.`,
        `**Worked example.** It is 14 days before a Friday. The hotel has 62 rooms on the books. Over the last eight Fridays, the rooms booked in the final 14 days were as shown below, an average of 38. The forecast is 62 + 38 = 100 rooms, or 83% occupancy. The same calculation at 30, 21, 7 and 3 days out shows whether demand is running ahead of or behind the usual pattern.`,
        `Adjust for what history cannot know: a concert or conference in the city, a public holiday, a competitor closed for refurbishment. Write the adjustment and its reason next to the forecast, so you can learn whether your judgement improves on the numbers. After three months, the error of the forecast at 14 days out should be within 5 rooms on most nights for a hotel of this size.`,
      ],
      table: {
        head: ["Friday", "On the books 14 days out", "Final rooms sold", "Pick-up"],
        rows: [
          ["Week 1", "58", "97", "39"],
          ["Week 2", "64", "101", "37"],
          ["Week 3", "55", "96", "41"],
          ["Week 4", "61", "96", "35"],
          ["Week 5", "60", "99", "39"],
          ["Week 6", "66", "104", "38"],
          ["Week 7", "57", "94", "37"],
          ["Week 8", "63", "101", "38"],
          ["Average", "", "", "38.0"],
        ],
      },
    },
    {
      heading: "Pricing with rules, not instinct",
      paragraphs: [
        `Set a best available rate (BAR) ladder of 6 to 10 price points for each room type, and move along it according to forecast occupancy. Write the rules down so anyone on duty applies them the same way, and review them monthly. Discounts should be fenced: available only to guests who accept a condition that has value to the hotel, such as paying in advance without refund, staying a minimum number of nights, or booking a package that includes breakfast.`,
        `**Worked example: raising the rate.** The Friday above is forecast at 100 rooms at a BAR of USD 95, giving USD 9,500. The rule for 75-90% forecast occupancy says move BAR up one step, to USD 105. Experience suggests about 4 fewer bookings at the higher rate. Revenue becomes 96 x 105 = USD 10,080: USD 580 or 6.1% more, from fewer rooms to clean.`,
        `**Worked example: a group request.** A group asks for 30 rooms on that Friday at USD 78. With the group, only 90 rooms remain for transient guests, so 6 of the 96 transient rooms forecast at USD 105 are displaced. With a variable cost of USD 18 per occupied room, the group contributes 30 x (78 - 18) = USD 1,800 and the displaced rooms would have contributed 6 x (105 - 18) = USD 522. Accepting adds USD 1,278. On a night forecast at 118 rooms, the same group would displace 28 transient rooms worth 28 x 87 = USD 2,436, more than it brings. The minimum acceptable group rate that night is 2,436 / 30 + 18 = USD 99.20, so quote USD 100 or offer another date.`,
      ],
      table: {
        head: ["Forecast occupancy", "BAR action", "Discounts and restrictions"],
        rows: [
          ["Below 60%", "Hold or lower BAR one step", "Open advance purchase (-12%) and packages; promote direct offers"],
          ["60-75%", "Hold BAR", "Advance purchase open; packages open"],
          ["75-90%", "Raise BAR one step", "Close deepest discount; packages at BAR"],
          ["Above 90%", "Raise BAR two steps", "Close discounts; consider 2-night minimum if shoulder nights are weak"],
        ],
      },
    },
    {
      heading: "Channels: manage the net, not the volume",
      paragraphs: [
        `Every booking channel has a cost: commission, fees, marketing or staff time. A booking is worth its rate minus that cost, and channels should be judged on the net. Online travel agencies bring guests a hotel would not otherwise reach, and are worth paying for on low-demand dates. The problem is dependence: when 50-60% of bookings come through intermediaries, a hotel pays commission on guests who would have booked direct.`,
        `**Worked example: shifting 10% of bookings to direct.** The 120-room hotel sells 2,772 room nights a month at an ADR of USD 95, 55% through online agencies at about 18% total cost. Moving 10% of all room nights (277) from agencies to the hotel's own website, at about 10% total cost, saves 8% of USD 95, or USD 7.60 per room night. That is USD 2,105 a month, about USD 25,300 a year, before any rate difference.`,
        `The levers are well known and cheap: rate parity that does not undercut your own website, a visible direct-booking benefit (breakfast, flexible cancellation, late check-out), a fast mobile booking engine, paid search on your own brand name, and staff who invite repeat guests to book direct next time.`,
      ],
      table: {
        head: ["Channel", "Typical total cost", "Net from a USD 100 room", "Best use"],
        rows: [
          ["Direct: phone and e-mail", "3-5% (staff time)", "USD 95-97", "Repeat guests, groups"],
          ["Direct: website", "8-12% (engine, payments, search)", "USD 88-92", "All dates; grow every year"],
          ["Online travel agencies", "15-22%", "USD 78-85", "Reach; low-demand dates"],
          ["Corporate via GDS / agencies", "12-16%", "USD 84-88", "Weekday business demand"],
          ["Wholesale and bedbanks", "20-30%", "USD 70-80", "Base occupancy in low season only"],
        ],
      },
    },
    {
      heading: "Restaurants: selling seats and time",
      paragraphs: [
        `A restaurant's inventory is a seat for a period of time. On busy evenings, revenue depends on how many times each seat turns and on the average check; on quiet ones, on filling seats at all. Revenue management for restaurants therefore has three tools: **table mix** (the number of two-, four- and six-seat tables matched to the size of booking parties), **duration** (how long each party uses the table) and **price by time** (set menus, early-evening offers and deposits on peak nights).`,
        `**Worked example.** The 80-seat restaurant served 150 covers on a Friday at USD 48, a RevPASH of USD 18.00. Three changes were made: the table plan was adjusted so that two-tops were not seated at four-seat tables at peak times, booking slots were staggered every 15 minutes to smooth the kitchen, and a deposit was introduced for parties of six or more on Fridays and Saturdays. No-shows fell from 8% to 2%, and covers rose to 168 at the same check. Revenue rose to USD 8,064 and RevPASH to USD 20.16, a 12% gain without a price change.`,
        `Price by time works in both directions. A set menu between 17.30 and 18.45 fills seats that would otherwise be empty, at a lower check but a positive contribution. On peak nights, a tasting menu or a minimum spend for large tables protects the most valuable seats. Whatever you choose, track RevPASH by day part every week; it shows where the empty seats are.`,
      ],
    },
    {
      heading: "The 90-day plan",
      paragraphs: [
        `The plan assumes a general manager as sponsor and one revenue lead (often the front office manager or the restaurant manager) with four to six hours a week. The weekly revenue meeting of 30 minutes is the heart of it: forecast, pace against last year, rate decisions for the next 90 days, channel mix and actions.`,
      ],
      table: {
        head: ["Days", "Focus", "Actions", "Output"],
        rows: [
          ["1-15", "Data", "Clean segment and channel codes; build the monthly measures table", "Baseline RevPAR, channel mix, RevPASH"],
          ["16-30", "Forecast", "Pick-up forecast for the next 90 days, updated weekly", "Forecast versus actual log"],
          ["31-45", "Pricing", "BAR ladder; occupancy rules; fenced discounts", "Written pricing rules"],
          ["46-60", "Groups", "Displacement check for every group request", "Group decision sheet"],
          ["61-75", "Channels", "Direct-booking benefit; parity check; brand search", "Direct share target and monthly report"],
          ["76-90", "Restaurant and review", "Table mix, booking slots, deposits; review results", "RevPASH by day part; 12-month plan"],
        ],
      },
    },
  ],
};

const wpKitchenDesignEfficiency: PdfDocumentSpec = {
  title: "Kitchen Design for Efficiency",
  subtitle:
    "The layout, equipment and workflow decisions that cut labour, energy and ticket times, from 40 kitchen projects.",
  author: "Niran Chaiyaporn, Culinary Director",
  seed: 7727,
  figures: 2,
  sections: [
    {
      heading: "Executive summary",
      paragraphs: [
        `A kitchen is designed once and worked in for ten to fifteen years. Every extra step between the walk-in and the station, every aisle too narrow for two cooks to pass, every oven chosen from a catalogue rather than from the menu, is paid for on every service for the life of the kitchen. This paper distils what we have learned from 40 kitchen projects: independent restaurants, hotel kitchens with banquets and room service, and central production kitchens.`,
        `Projects that followed the principles below achieved, on average, ticket times 18-25% shorter, kitchen labour hours 8-12% lower for the same covers, and kitchen energy 15-25% lower than the kitchens they replaced. None of these gains came from exotic equipment. They came from a brief grounded in the menu and the volume, a one-way flow, workstations sized for how cooks actually move, and equipment chosen for versatility and control.`,
        `The most expensive mistakes are made before any drawing exists: designing for a menu that has not been written, underestimating peak volume, or treating storage and dishwashing as space left over. The second most expensive are made late: value-engineering out the items that save labour every day, such as a second hand sink or a pass that holds enough plates.`,
      ],
    },
    {
      heading: "Start with the menu and the volume",
      paragraphs: [
        `A kitchen brief starts with numbers, not equipment. Analyse the menu by cooking method and station: how many items are grilled, fried, roasted, steamed, assembled cold. Then estimate peak covers per 15 minutes, not per day, because stations are sized for the peak. A restaurant that serves 300 covers a day across two long services needs a very different line from one that serves 300 covers between 19.00 and 21.00.`,
        `Add every stream of work the kitchen serves: delivery and takeaway (which need their own packing area away from the pass), room service, banquets, staff meals, and any production for other outlets. In hotel projects, breakfast is often the true peak and the most overlooked.`,
      ],
      table: {
        head: ["Brief item", "Why it matters", "Example"],
        rows: [
          ["Menu by cooking method", "Sizes each station and chooses equipment", "40% of mains grilled: grill is the bottleneck"],
          ["Peak covers per 15 min", "Sizes the line and the pass", "60 covers in the 19.30-19.45 peak"],
          ["Delivery share", "Needs a separate packing and hand-off area", "25% of dinner orders via delivery apps"],
          ["Banquet capacity", "Needs plating space and holding cabinets", "300 plated covers in 20 minutes"],
          ["Storage days", "Sizes dry, chilled and frozen storage", "3 days chilled, 7 days dry"],
          ["Opening hours and shifts", "Affects ventilation, lighting and staff areas", "06.00-23.00, three shifts"],
        ],
      },
    },
    {
      heading: "Flow and zoning",
      paragraphs: [
        `Goods should move one way: from delivery through storage, preparation and cooking to the pass, with dirty returns and waste leaving by a separate route. Crossing flows create congestion, food safety risk and wasted steps. In the plans we review, the most common failure is the dish return crossing the pass, so that servers carrying dirty plates queue behind servers collecting food.`,
        `Zone the kitchen by temperature and cleanliness as well as by task. Raw protein preparation is separated from ready-to-eat preparation; hot cooking is grouped under one ventilation canopy; cold preparation sits away from heat sources. Place refrigeration at the point of use: under-counter drawers on the line save cooks walking to the walk-in dozens of times a service.`,
        `As a guide, full-service restaurant kitchens in our projects, including storage and dishwashing, range from 0.45 to 0.65 square metres per dining seat. Hotel kitchens supporting banquets and room service need more, typically 0.8 to 1.2 square metres per banquet seat for the banquet kitchen alone. Below these ranges, the kitchen usually works only with very simple menus.`,
      ],
      table: {
        head: ["Zone", "Typical share of kitchen area", "Design notes"],
        rows: [
          ["Receiving and storage (dry, chilled, frozen)", "20-25%", "Next to the delivery door; scales at receiving"],
          ["Preparation (raw and ready-to-eat)", "20-25%", "Separate sinks and boards; close to storage"],
          ["Cooking line", "20-25%", "Under one canopy; refrigeration in the line"],
          ["Pass and service", "5-10%", "Heated shelves; enough length for a full table"],
          ["Dishwashing and pot wash", "10-15%", "Dirty returns never cross the pass"],
          ["Waste, staff and office", "10-15%", "Waste room by the exit; hand sinks in every zone"],
        ],
      },
    },
    {
      heading: "Workstations and the way cooks move",
      paragraphs: [
        `Design workstations by watching cooks, not by filling wall lengths with equipment. Each station should hold everything a cook needs for the items it produces within one or two steps: refrigerated drawers below, a board and rail at working height, heat in front, plates and pans within reach. In time-and-motion studies on our projects, the best stations required fewer than 10 steps per ticket at peak; the worst required over 30.`,
        `Aisle widths decide whether a kitchen flows or jams. Where one person works with their back to a wall, 1.0 to 1.2 metres is enough. Where two cooks work back to back, or where people pass behind a working cook, 1.5 metres is the minimum. Trolley routes need 1.5 to 1.8 metres. Narrower aisles save floor area but cost time on every service.`,
        `Heights matter more than they seem. Work surfaces of 85 to 95 centimetres suit most cooks; pastry and heavy prep benefit from adjustable or lower surfaces. Place the heaviest and most used items between knee and shoulder height. Cooks who bend and stretch less work faster and have fewer injuries.`,
      ],
      table: {
        head: ["Dimension", "Recommended", "Why"],
        rows: [
          ["Single working aisle", "1.0-1.2 m", "One cook, no passing traffic"],
          ["Back-to-back or passing aisle", "1.5 m minimum", "Two cooks or passing staff"],
          ["Trolley route", "1.5-1.8 m", "Carts and banquet trolleys"],
          ["Work surface height", "85-95 cm", "Neutral posture for most cooks"],
          ["Primary reach zone", "Within 50-60 cm", "Most-used items without stepping"],
          ["Hand sink distance", "Within a few steps of every station", "Hand washing actually happens"],
        ],
      },
    },
    {
      heading: "Choosing equipment",
      paragraphs: [
        `Choose equipment from the menu analysis. For each station, list the items, their methods and their peak volumes, then select the fewest pieces that produce them reliably. Versatile, programmable equipment usually wins: a combination oven can roast, steam, bake and regenerate, replacing a convection oven, a steamer and part of the range, and its programmes let a less experienced cook deliver consistent results.`,
        `Induction hobs are faster, easier to clean and far cooler to work beside than gas, and they use energy only when a pan is on the zone. Blast chillers are essential wherever food is cooked ahead; they improve food safety and allow production to move away from peak times. Dishwashers should be sized for the peak flow of plates, glasses and pots, with heat recovery where volumes justify it.`,
        `Ventilation is often the largest energy load. Specify demand-controlled extraction that follows the heat and smoke from the line, and group heat-producing equipment under as few canopies as possible. Plan utilities early: the position of drains, gas, power and water fixes the layout more than any other decision.`,
      ],
      table: {
        head: ["Equipment", "Replaces or enables", "Effect in our projects"],
        rows: [
          ["Combination oven", "Convection oven, steamer, part of the range", "Fewer pieces; consistent results; 20-30% less energy"],
          ["Induction hobs", "Gas ranges", "Cooler kitchen; faster boils; energy only in use"],
          ["Blast chiller", "Cooling on the bench", "Safe cook-ahead; prep moved out of peak"],
          ["Refrigerated drawers in the line", "Walks to the walk-in", "Fewer steps per ticket; shorter ticket times"],
          ["Demand-controlled ventilation", "Hoods at full speed all day", "30-50% less extraction energy"],
          ["Heat-recovery dishwasher", "Standard hood-type dishwasher", "Lower energy and steam in the dish area"],
        ],
      },
    },
    {
      heading: "Ticket times: balancing the line",
      paragraphs: [
        `Long ticket times are usually a balancing problem, not a speed problem. When one station carries a disproportionate share of the items at peak, every table waits for it. Analyse the POS sales at the busiest hour by station and look at the share of the load. A well-balanced line spreads the peak so that no station carries more than about a third of the items.`,
        `**Worked example.** A 110-seat grill restaurant averaged 19 minutes from order to pass at the Friday peak. The grill produced 46% of items in the busiest hour, including three sides that were finished on the grill out of habit. Those sides moved to the combi oven, with a programme that held them at service temperature, and two starters moved from the grill to the cold section. The grill's share fell to 31% and the average ticket time to 14 minutes. Nothing was bought except a second set of oven trays.`,
        `The pass decides the last minutes of every ticket. It should be long enough to hold the plates for the largest regular table, have heat above and below, and be run by one person who calls and checks. Kitchen display systems help when they show cooks only their own items, with timing that tells each station when to start so that a table's dishes finish together.`,
      ],
      table: {
        head: ["Station", "Share of items before", "Share of items after", "Change made"],
        rows: [
          ["Grill", "46%", "31%", "Three sides to combi; two starters to cold"],
          ["Fry", "18%", "18%", "-"],
          ["Combi oven", "12%", "24%", "Holding programme for sides"],
          ["Cold and pastry", "24%", "27%", "Two starters from the grill"],
        ],
      },
    },
    {
      heading: "Lessons from 40 projects",
      paragraphs: [
        `The same mistakes appear again and again, in small restaurants and large hotels alike. Each one is cheap to avoid on paper and expensive to fix once the walls are tiled.`,
      ],
      bullets: [
        "Designing before the menu is written. The kitchen ends up with equipment for dishes that never appear and no space for the ones that do.",
        "Sizing for daily covers instead of the 15-minute peak.",
        "Treating storage and dishwashing as leftover space; both then overflow into aisles.",
        "Dirty returns crossing the pass.",
        "Aisles under 1.5 metres where cooks work back to back.",
        "Too few hand sinks, placed where nobody passes.",
        "No refrigeration in the line, so cooks walk to the walk-in during service.",
        "Ventilation designed for the worst case all day, with no demand control.",
        "Forgetting delivery packing, which then takes over the pass.",
        "Value-engineering out the items that save labour every day to save a one-off cost.",
      ],
      table: {
        head: ["Design check before tender", "Yes / No"],
        rows: [
          ["Menu analysed by method and station", ""],
          ["Peak covers per 15 minutes agreed", ""],
          ["One-way flow; dirty returns separate from the pass", ""],
          ["Aisles meet the minimum widths above", ""],
          ["Refrigeration at point of use on the line", ""],
          ["Hand sinks within a few steps of every station", ""],
          ["Ventilation with demand control specified", ""],
          ["Delivery and banquet flows planned", ""],
          ["Utilities fixed before equipment layout", ""],
        ],
      },
    },
  ],
};

const wpMonthlyOperatorBriefing: PdfDocumentSpec = {
  title: "The Monthly Operator Briefing",
  subtitle:
    "November 2026 issue: costs, guests, teams and technology, distilled into actions for the next 30 days.",
  author: `${FIRM}, editorial team`,
  seed: 8831,
  figures: 2,
  sections: [
    {
      heading: "This month in one page",
      paragraphs: [
        `Each issue of the briefing draws on the monthly figures of our client panel (42 restaurants and 18 hotels that share anonymised data with us), on what our consultants saw in client work during the month, and on supplier and market conversations. The figures below are panel medians for October 2026; they describe our panel, not the whole market, but they move in the same direction as the wider trade more often than not.`,
        `The headline for November: demand is healthy and booking windows for the festive season are longer than last year, but margins are being squeezed from two sides. Protein and dairy costs are still rising faster than menu prices, and hourly labour costs are up as properties compete for seasonal staff. The operators who come through December with their margins intact will be those who cost their festive menus now, take deposits, and roster to forecast rather than to habit.`,
      ],
      table: {
        head: ["Indicator (panel median)", "October 2026", "vs September", "vs October 2025"],
        rows: [
          ["Restaurant covers per seat per week", "5.9", "+4%", "+3%"],
          ["Restaurant average check", "USD 41.80", "+1%", "+5%"],
          ["Food cost % of food sales", "31.4%", "+0.6 pts", "+1.2 pts"],
          ["Labour cost % of revenue", "30.8%", "+0.4 pts", "+0.9 pts"],
          ["Hotel occupancy", "74%", "+5 pts", "+2 pts"],
          ["Hotel ADR", "USD 112", "+3%", "+6%"],
          ["Direct share of room bookings", "38%", "+1 pt", "+4 pts"],
          ["Average review score (out of 10)", "8.6", "0.0", "+0.2"],
        ],
      },
    },
    {
      heading: "Costs: protein, dairy and the festive menu",
      paragraphs: [
        `Food cost crept up again in October, by 0.6 points across the panel. The movement is concentrated: beef and lamb, butter and cream, and imported cheese account for most of it, while vegetables and rice were stable. Restaurants whose menus lean on these items saw food cost rise by 1.5 to 2 points; those with flexible specials held steady.`,
        `Two responses work better than across-the-board price increases. First, re-cost the ten highest-selling dishes with current invoice prices, not the prices on last year's recipe cards; in October, panel members who did this found an average gap of 2.3 points between their recipe cards and reality. Second, move the festive menu away from the most inflated items where the guest will not notice: a braised cut instead of a prime roast, a butter sauce built on stock rather than cream.`,
        `Energy costs were flat month on month. Properties that introduced switch-on schedules in the summer are holding 10-15% lower kitchen energy use; those that have not should do it before the longer festive opening hours begin.`,
        `**Actions for the next 30 days.**`,
      ],
      bullets: [
        "Re-cost the ten best-selling dishes and every festive menu item with this month's invoices.",
        "Set festive menu prices for a food cost at least one point below your normal target, to absorb late price rises.",
        "Ask your two main suppliers for their January price lists now, and confirm festive volumes in writing.",
        "Write or refresh the kitchen switch-on schedule for extended festive hours.",
      ],
    },
    {
      heading: "Guests: longer booking windows and party season",
      paragraphs: [
        `Festive bookings are arriving earlier. Across panel restaurants, bookings for December made by the end of October were 18% ahead of the same point last year, and the average party size of those bookings was larger (7.4 against 6.6). Hotels report a similar pattern for end-of-year stays, with the booking window for late December stays lengthening by about a week.`,
        `Early, large bookings are good news only if they turn up. No-show rates for parties of eight or more were 9% last December among panel restaurants without deposits, against 2% among those with them. A modest deposit, clearly explained and refundable with reasonable notice, is accepted by almost all corporate and private party organisers.`,
        `Review themes in October were steady. Praise centred on staff by name and on food quality; complaints centred on waiting times at peak and on noise, both of which rise in December. Brief teams now on how to manage waits (acknowledge within two minutes, give an honest time, offer something small) and use the table plan to separate large parties from couples where possible.`,
      ],
      bullets: [
        "Introduce or confirm deposits for parties of eight or more and for all December Fridays and Saturdays.",
        "Release festive set menus to past guests by e-mail before wider marketing.",
        "Plan the table layout for party nights, keeping quieter areas for small tables.",
        "Reply to every review within 48 hours throughout December; reviews written in the festive season are read all year.",
      ],
    },
    {
      heading: "Teams: seasonal staff and the December plan",
      paragraphs: [
        `Hourly rates offered for seasonal staff rose again across the panel, and several properties report losing experienced casual staff to competitors offering a small premium for full availability in December. Properties that have kept a bench of trusted casual staff, with a short retainer or guaranteed shifts, are filling rosters most easily.`,
        `Roster to forecast. The December labour overruns we saw last year came less from rates than from hours: rosters built on last year's pattern rather than this year's bookings. With bookings known earlier, build the December roster from the forecast by day and by service, and review it weekly as bookings change. Protect days off over the festive period; fatigue in the third week of December shows up in service errors and sickness.`,
        `Train for the December menu in November. A 20-minute session per shift on festive dishes, allergens and the party service sequence saves many times that in December. Our prompt packs include a training card prompt that turns recipes into a one-page card in minutes.`,
      ],
      table: {
        head: ["December staffing check", "Target", "Your figure"],
        rows: [
          ["Covers per labour hour at peak (restaurant)", "3.0-3.5", ""],
          ["Occupied rooms per housekeeping hour", "1.8-2.2", ""],
          ["Casual staff confirmed for December", "100% of forecast need", ""],
          ["Festive menu training completed", "All service and kitchen staff", ""],
          ["Days off scheduled in the 20-31 December period", "At least 2 per person", ""],
        ],
      },
    },
    {
      heading: "Technology: what changed this month",
      paragraphs: [
        `AI features inside the systems operators already use continue to spread. Several property management and point-of-sale vendors used by panel members added AI drafting of guest messages and review replies during the autumn, usually at no extra cost for the basic tier. Before turning them on, check three things: where the data is processed, whether it is used to train the vendor's models, and whether replies are sent automatically or held for a person to approve. We recommend approval by a person for anything guest-facing.`,
        `Payment fraud attempts around the festive season rise every year. Confirm with your payment provider that deposit links expire, that card-not-present payments above your normal party size are checked, and that front office and reservations teams know never to process refunds to a different card from the one charged.`,
        `**Tool worth a look this month:** temperature monitoring sensors for walk-in coolers and freezers. Prices have fallen to the point where a small kitchen can monitor all its cold storage for the cost of a single spoiled delivery, and an alert at 3 a.m. is cheaper than a discovery at 7 a.m.`,
      ],
    },
    {
      heading: "Your 30-day action list",
      paragraphs: [
        `Tick each item as it is done and bring the list to your next management meeting. Next month's issue looks at January: the post-festive dip, budget finalisation and menu changes for the new year.`,
      ],
      table: {
        head: ["#", "Action", "Owner", "By", "Done"],
        rows: [
          ["1", "Re-cost top ten dishes and festive menus at current invoice prices", "Head chef", "10 Nov", ""],
          ["2", "Confirm festive volumes and January prices with main suppliers", "Purchasing", "14 Nov", ""],
          ["3", "Deposits live for large parties and December weekends", "Restaurant manager", "7 Nov", ""],
          ["4", "Festive set menus sent to past guests", "Marketing", "12 Nov", ""],
          ["5", "December roster built from forecast; weekly review set", "GM", "20 Nov", ""],
          ["6", "Festive menu and allergen training, all shifts", "Head chef, F&B manager", "28 Nov", ""],
          ["7", "AI messaging features reviewed: data terms and approval settings", "GM", "21 Nov", ""],
          ["8", "Payment and refund procedures re-briefed", "Front office manager", "14 Nov", ""],
          ["9", "Switch-on schedule updated for festive hours", "Sous chef", "25 Nov", ""],
          ["10", "Review reply rota for December agreed", "GM", "30 Nov", ""],
        ],
      },
    },
  ],
};

const blankRows = (rows: number, cols: number): string[][] => Array.from({ length: rows }, () => Array.from({ length: cols }, () => ""));

const menuEngineeringWorksheet: PdfDocumentSpec = {
  title: "Menu Engineering Worksheet",
  subtitle:
    "Classify every dish as a star, plowhorse, puzzle or dog: the formulas, a worked eight-dish example and blank worksheets for your own menu.",
  author: "Claire Whitfield, Revenue Strategist",
  seed: 9907,
  figures: 1,
  sections: [
    {
      heading: "How to use this worksheet",
      paragraphs: [
        `This worksheet accompanies our field guide to the menu engineering matrix. It takes one menu section (for example mains, or starters) through one analysis period of at least four weeks. Analyse each section separately: a dessert competes with other desserts, not with a steak.`,
        `You need three things before you start: item sales for the section from your POS for the period, the current plate cost of every dish calculated from this month's invoices (not last year's recipe cards), and selling prices net of VAT and service charge. Work in one currency throughout; the example uses Thai baht.`,
        `Fill in the item analysis (section 5) first, then the thresholds (section 6), then classify each dish and agree actions on the action plan (section 7). Allow about an hour for a section of eight to twelve dishes the first time, and twenty minutes once the spreadsheet or this sheet is set up.`,
      ],
      bullets: [
        "Step 1: export sales by item for the section for the last four weeks or more.",
        "Step 2: update plate costs from current invoices and yields.",
        "Step 3: calculate margin, total margin and menu mix for each dish.",
        "Step 4: calculate the two thresholds for the section.",
        "Step 5: classify each dish and choose no more than three changes for the period.",
        "Step 6: re-run the analysis after the next period and compare total contribution for the section.",
      ],
    },
    {
      heading: "The formulas",
      paragraphs: [
        `Menu engineering reads two numbers for every dish together: how much money each plate leaves behind (contribution margin) and how often it is chosen (popularity). Food cost percentage is shown for reference, but it does not decide the class: a dish with a high food cost percentage can still be the most profitable on the menu.`,
        `> Net price = menu price excluding VAT and service charge
Contribution margin (CM) = net price - plate cost
Food cost % = plate cost / net price x 100
Total CM for a dish = CM x number sold
Menu mix % = number sold / total items sold in the section x 100`,
        `> Margin threshold = total CM of the section / total items sold in the section (the weighted average CM)
Popularity threshold = (100% / number of dishes in the section) x 0.70
Popularity threshold in plates = popularity threshold x total items sold`,
        `The popularity line is set at 70% of an even share on purpose. With eight dishes an even share is 12.5%, so the line is 8.75%. A strict 100% line would label half the menu unpopular by definition; the 70% rule flags only dishes that genuinely underperform.`,
      ],
      table: {
        head: ["Class", "Contribution margin", "Popularity"],
        rows: [
          ["Star", "At or above the margin threshold", "At or above the popularity threshold"],
          ["Plowhorse", "Below the margin threshold", "At or above the popularity threshold"],
          ["Puzzle", "At or above the margin threshold", "Below the popularity threshold"],
          ["Dog", "Below the margin threshold", "Below the popularity threshold"],
        ],
      },
    },
    {
      heading: "Worked example: eight mains over four weeks",
      paragraphs: [
        `The figures come from a 90-seat Thai-Western bistro in Bangkok, lightly rounded. Prices are in baht, net of 7% VAT and 10% service charge. Check your arithmetic against these lines before working on your own menu.`,
        `**Thresholds.** Total items sold: 3,000. Total contribution: 769,450 baht. Margin threshold: 769,450 / 3,000 = 256.5 baht. Popularity threshold: (100% / 8) x 0.70 = 8.75%, or 0.0875 x 3,000 = about 263 plates.`,
        `**Reading the result.** The tofu larb bowl has the lowest food cost percentage on the menu (23.1%) and is still a dog: it is chosen rarely and each plate leaves only 200 baht. The lamb shank runs at 36.5% food cost and is the strongest star, because every plate leaves 330 baht and it sells well. That is why food cost percentage alone misleads menu decisions.`,
      ],
      table: {
        head: ["Dish", "Sold", "Mix", "Price", "Plate cost", "Food cost", "CM", "Total CM", "Class"],
        rows: [
          ["Massaman lamb shank", "410", "13.7%", "520", "190", "36.5%", "330", "135,300", "Star"],
          ["Green curry chicken", "690", "23.0%", "320", "85", "26.6%", "235", "162,150", "Plowhorse"],
          ["Wagyu pad kra pao", "520", "17.3%", "450", "210", "46.7%", "240", "124,800", "Plowhorse"],
          ["Crispy pork belly", "480", "16.0%", "370", "105", "28.4%", "265", "127,200", "Star"],
          ["Grilled seabass", "180", "6.0%", "480", "170", "35.4%", "310", "55,800", "Puzzle"],
          ["Tofu larb bowl", "140", "4.7%", "260", "60", "23.1%", "200", "28,000", "Dog"],
          ["Bistro beef burger", "380", "12.7%", "390", "150", "38.5%", "240", "91,200", "Plowhorse"],
          ["Crab fried rice", "200", "6.7%", "420", "195", "46.4%", "225", "45,000", "Dog"],
          ["Total", "3,000", "100%", "", "", "", "", "769,450", ""],
        ],
      },
    },
    {
      heading: "What to do with each class",
      paragraphs: [
        `The class suggests a default action; the chef and the manager decide. Choose no more than three changes in a period, so that you can tell which one worked, and always measure the result in total contribution for the section, not in the numbers of a single dish.`,
        `In the example, the bistro re-specified the wagyu (plate cost down 60 baht, sales unchanged, now a star: 31,200 baht more per period), raised the green curry by 20 baht to 340 (13,800 baht more per period if volume holds), and renamed and repositioned the seabass. When a puzzle is promoted, count cannibalisation honestly: if the extra plates came from the green curry, the real gain is the difference in margin (75 baht), not the full 310.`,
      ],
      table: {
        head: ["Class", "Default action", "Typical changes"],
        rows: [
          ["Star", "Protect", "Fix recipe and portion; best position on the menu; never discount"],
          ["Plowhorse", "Re-cost", "Trim portion or garnish; raise price in small steps (under about 7%); pair with high-margin sides"],
          ["Puzzle", "Re-present", "Rename; move to the top of the section or a framed box; brief servers to recommend it"],
          ["Dog", "Remove or rebuild", "Remove, unless it serves guests you cannot afford to lose; if kept, rebuild recipe and price"],
        ],
      },
    },
    {
      heading: "Worksheet A: item analysis",
      paragraphs: [
        `Section: ______________________   Period: from ____________ to ____________   Number of dishes (N): ______`,
        `Enter one dish per row. Use net prices and current plate costs. Leave the Class column until Worksheet B is complete.`,
      ],
      table: {
        head: ["Dish", "Sold", "Mix %", "Net price", "Plate cost", "Food cost %", "CM", "Total CM", "Class"],
        rows: [...blankRows(14, 9), ["Total", "", "100%", "", "", "", "", "", ""]],
      },
    },
    {
      heading: "Worksheet B: thresholds",
      paragraphs: [
        `Complete the lines in order. Lines C and F are the two thresholds; copy them onto the matrix and into the Class column of Worksheet A.`,
      ],
      table: {
        head: ["Line", "Item", "Formula", "Your value"],
        rows: [
          ["A", "Total items sold", "Sum of the Sold column", ""],
          ["B", "Total contribution", "Sum of the Total CM column", ""],
          ["C", "Margin threshold", "B / A", ""],
          ["D", "Number of dishes", "N", ""],
          ["E", "Even share", "100% / D", ""],
          ["F", "Popularity threshold", "E x 0.70", ""],
          ["G", "Popularity threshold in plates", "F x A", ""],
        ],
      },
    },
    {
      heading: "Worksheet C: action plan and review",
      paragraphs: [
        `Agree no more than three changes. Write down the expected effect before making the change, so the review compares the result with a prediction rather than with a memory.`,
      ],
      table: {
        head: ["Dish", "Class", "Change", "Expected effect", "Owner", "Start", "Review", "Result"],
        rows: blankRows(6, 8),
      },
    },
    {
      heading: "Before the next period",
      paragraphs: [
        `Re-run Worksheets A and B with the new period's sales and costs. Compare total contribution for the section with the previous period, adjusted for the number of covers, and note which of the changes explain the difference. Keep every completed worksheet: a year of them shows how each dish has moved and which kinds of change work on your menu.`,
      ],
      bullets: [
        "Plate costs updated from this period's invoices, not copied forward.",
        "Sales exported for the same section and the same length of period.",
        "Promotions, holidays and large bookings noted, since they distort popularity.",
        "Menu layout checked: stars and promoted puzzles first in each section or framed.",
        "Servers briefed on any dish they are asked to recommend.",
        "Total section contribution compared with the last period, per cover.",
      ],
    },
  ],
};

export const documentSpecs: Record<string, PdfDocumentSpec> = {
  "prompt-rulebook.pdf": promptRulebook,
  "department-prompt-pack.pdf": departmentPromptPack,
  "ai-hospitality-starter.pdf": aiHospitalityStarter,
  "wp-future-of-hospitality-ai.pdf": wpFutureOfHospitalityAi,
  "wp-sustainable-kitchen-operations.pdf": wpSustainableKitchenOperations,
  "wp-revenue-management-playbook.pdf": wpRevenueManagementPlaybook,
  "wp-kitchen-design-efficiency.pdf": wpKitchenDesignEfficiency,
  "wp-monthly-operator-briefing.pdf": wpMonthlyOperatorBriefing,
  "menu-engineering-worksheet.pdf": menuEngineeringWorksheet,
};
