import type { libraryPrompts } from "~/db/schema";

export type LibraryPromptSeed = typeof libraryPrompts.$inferInsert;

/**
 * Prompt Vault sample prompts (SPEC §2 "Prompt Vault", §3 "Library prompt").
 * Ten prompts covering every department, difficulty, language and use case.
 * Placeholders in [square brackets] are filled in by the user before copying.
 */
export const libraryPromptSeeds: LibraryPromptSeed[] = [
  {
    id: "prompt-haccp-cooling-sop",
    title: "HACCP Cooling & Reheating SOP",
    context:
      "Use when you need a written, auditable procedure for a high-risk process such as cooling bulk stocks, sauces or cooked rice. Ideal before a health inspection or when onboarding new line cooks.",
    promptText: `You are an Executive Chef and food safety lead at [property / outlet name]. Write a Standard Operating Procedure for [process, e.g. cooling and reheating bulk stocks, sauces and cooked rice] in our [kitchen type, e.g. hotel banquet kitchen] using this equipment: [equipment list, e.g. blast chiller, walk-in chiller, ice baths, probe thermometers].

Structure the SOP as: purpose, scope, responsibilities by position, equipment, step-by-step method, critical control points with critical limits (e.g. cool from 60°C to 21°C within 2 hours and to 5°C or below within a further 4 hours; reheat to a core of 75°C), monitoring (what, how, how often, who), corrective actions, verification and record-keeping.

Add a one-page temperature log template as a table.

Constraints:
- Align with [local regulation, e.g. Thai FDA / Codex HACCP / local health authority] and use the stricter limit where they differ.
- Numbered steps, each no longer than 20 words.
- Write for line cooks whose first language may not be English.
- Flag any step where our equipment list suggests a gap.`,
    department: "Kitchen Systems",
    difficulty: "Intermediate",
    language: "English",
    useCase: "SOP Generation",
    sortOrder: 1,
  },
  {
    id: "prompt-menu-engineering-analysis",
    title: "Menu Engineering Analysis from POS Data",
    context:
      "Use at the end of each menu cycle or quarter to decide which dishes to keep, reprice, rework or remove based on real sales and margin data.",
    promptText: `You are a menu engineering consultant working with the head chef of [outlet name]. Here is our POS sales mix for [period], with each item's name, units sold, selling price net of VAT and service charge, and plate cost from our recipe cards:
[paste data]

1. Calculate contribution margin (CM) and menu mix % for every item. Classify each item as Star, Plowhorse, Puzzle or Dog using the average CM and the 70% popularity rule.
2. Present a table sorted by category: item, units, menu mix %, CM, food cost %, category.
3. For each Plowhorse, propose a portion or recipe change that lifts CM without hurting perceived value. For each Puzzle, suggest repositioning, renaming or a server recommendation. For each Dog, say keep, rework or remove, with one sentence of reasoning.
4. Propose 3 new dishes for [season] that reuse existing mise en place from [stations] and target a food cost of [target %].

Show your calculations once. Do not invent sales or cost figures that are not in the data; say what is missing instead.`,
    department: "Kitchen Systems",
    difficulty: "Advanced",
    language: "English",
    useCase: "Menu Development",
    sortOrder: 2,
  },
  {
    id: "prompt-food-cost-variance-analysis",
    title: "Food Cost Variance Investigation",
    context:
      "Use at month-end when actual food cost is above theoretical or budget and you need to find the causes and agree corrective actions with the kitchen.",
    promptText: `You are a hotel F&B cost controller. Our actual food cost for [outlet] in [month] was [actual %] against a theoretical food cost of [theoretical %] and a budget of [budget %]. Net food revenue was [amount in currency].

Data:
- Opening stock [value], purchases [value], closing stock [value]
- Staff meals [value], transfers in [value], transfers out [value], entertainment and officer's checks [value]
- Top 15 items by purchase value with theoretical vs actual usage: [paste table]

Analyse the variance:
1. Reconcile the actual cost of goods sold and quantify the gap vs theoretical and budget in currency and percentage points.
2. Rank the likely causes: waste, over-portioning, poor yields, theft, receiving errors, unrecorded transfers, supplier price increases, outdated recipe cards.
3. For the top 5 causes, give the evidence from the data, a check the chef can do this week, and a control to prevent recurrence.

Output: executive summary (max 5 bullets), variance table, action plan with owner and deadline. State clearly where the data is insufficient to draw a conclusion.`,
    department: "F&B Operations",
    difficulty: "Advanced",
    language: "English",
    useCase: "Cost Control",
    sortOrder: 3,
  },
  {
    id: "prompt-multilingual-complaint-reply",
    title: "Multilingual Guest Complaint Reply",
    context:
      "Use when replying to a negative online review or complaint email from an international guest, so the answer reads professionally in English and in the guest's own language.",
    promptText: `You are the Guest Relations Manager of [hotel name], a [star rating] hotel in [city]. A guest has left this complaint on [platform: TripAdvisor / Google / Booking.com / email]:
"[paste complaint]"

Facts from our side: [what actually happened, what has already been done, any compensation already approved].

Write a reply that:
- acknowledges the specific issue without defensive language;
- apologises once, sincerely;
- explains the corrective action in one or two concrete sentences;
- invites the guest to continue the conversation offline with [manager name, direct email].

Constraints: do not admit legal liability, do not name other guests or staff, and do not offer compensation beyond [approved amount or "none"]. Public review replies should be more formal than emails.

Produce the reply in English first, then a natural, localised (not literal) version in the guest's language: [Thai / Simplified Chinese / Japanese / Korean]. Keep each version under 120 words.`,
    department: "Front Office",
    difficulty: "Intermediate",
    language: "Multilingual",
    useCase: "Complaint Response",
    sortOrder: 4,
  },
  {
    id: "prompt-thai-kitchen-onboarding-plan",
    title: "Kitchen Onboarding Plan for New Staff (Thai)",
    context:
      "Use when a new cook joins a Thai-speaking kitchen team and you need a structured first week covering hygiene and HACCP basics. The prompt and output are in Thai for the team.",
    promptText: `คุณเป็นหัวหน้าเชฟ (Executive Chef) ที่มีประสบการณ์ด้านการฝึกอบรมพนักงานครัวในโรงแรมและร้านอาหาร ช่วยจัดทำแผนปฐมนิเทศ 5 วัน สำหรับพนักงานครัวใหม่ตำแหน่ง [ตำแหน่ง เช่น Commis 1] ซึ่งจะประจำอยู่ที่ [ส่วนงาน เช่น ครัวร้อน ครัวเย็น หรือเบเกอรี่] ของ [ชื่อร้านหรือโรงแรม]

ข้อมูลประกอบ:
- เมนูหลักที่พนักงานต้องเตรียม: [ระบุ 3–5 เมนู]
- สารก่อภูมิแพ้ที่ต้องระวังเป็นพิเศษ: [ระบุ]
- เวลาทำงานของกะ: [ระบุเวลา]
- ผู้ฝึกสอนที่มีอยู่: [ชื่อและตำแหน่ง]

รูปแบบผลลัพธ์: ตารางรายวัน ประกอบด้วย หัวข้อที่ต้องเรียนรู้ ผู้สอน วิธีการสอน (สาธิต ลงมือปฏิบัติ หรือทดสอบ) และเกณฑ์การผ่านของแต่ละวัน

เงื่อนไข:
- วันแรกต้องครอบคลุมสุขอนามัยส่วนบุคคล การล้างมือที่ถูกต้อง และหลัก HACCP เบื้องต้น เช่น การควบคุมอุณหภูมิ การเก็บวัตถุดิบแบบเข้าก่อนออกก่อน (FIFO) และการป้องกันการปนเปื้อนข้าม
- ใช้ภาษาที่เรียบง่าย เหมาะกับพนักงานที่ยังไม่มีประสบการณ์
- ปิดท้ายด้วยแบบทดสอบสั้น 10 ข้อ พร้อมเฉลย`,
    department: "Staff Training",
    difficulty: "Beginner",
    language: "Thai",
    useCase: "Staff Training",
    sortOrder: 5,
  },
  {
    id: "prompt-multilingual-launch-campaign",
    title: "Social Media Launch Plan in Three Languages",
    context:
      "Use two to three weeks before launching a new menu, promotion or event to plan posts for local Thai, expat and Chinese-speaking audiences.",
    promptText: `You are the social media manager for [restaurant or hotel outlet name], a [cuisine / concept] in [neighbourhood, city]. We are launching [new menu / promotion / event] on [start date], running until [end date], priced at [price].

Create a two-week launch plan of 6 posts for [Instagram / Facebook / LINE Official Account / Xiaohongshu]. For each post give:
- day and best posting time;
- visual idea (what to photograph, angle, props);
- caption;
- 5–8 hashtags;
- call to action ([booking link / LINE ID / phone number]).

Write every caption in English, Thai and Simplified Chinese. Keep each caption under 60 words per language, and localise rather than translate word for word.

Constraints: avoid claims we cannot prove ("best in Bangkok"), keep prices consistent with [price and conditions], and flag any post that shows or mentions alcohol so we can check it against local advertising rules before publishing.`,
    department: "Marketing",
    difficulty: "Beginner",
    language: "Multilingual",
    useCase: "Marketing",
    sortOrder: 6,
  },
  {
    id: "prompt-food-waste-reduction-plan",
    title: "30-Day Food Waste Reduction Plan",
    context:
      "Use after at least one week of waste logging to turn the data into targets and low-cost actions that cut both waste and food cost.",
    promptText: `You are a sustainability consultant specialising in hotel and restaurant kitchens. Over [number of days] we recorded our food waste by category:
[paste log: date, category, kg, reason – spoilage, prep trim, overproduction, plate waste]

We serve about [covers per day] covers across [outlets, e.g. breakfast buffet, à la carte, banquets], and our average food cost is [cost per kg in currency].

Produce a 30-day food waste reduction plan:
1. Summary of where waste comes from, in kg, % of total and estimated cost.
2. The five highest-impact actions, e.g. smaller buffet replenishment trays, forecast-based prep, FIFO labelling, using trim in staff meals or stocks, tighter ordering.
3. A target for each waste category, expressed as grams per cover.
4. A simple daily tracking sheet the team can fill in within two minutes.

Prioritise actions that need no capital spend. Include one fermentation or preservation idea for a recurring trim. Finish with three KPIs to report to management each week.`,
    department: "Kitchen Systems",
    difficulty: "Intermediate",
    language: "English",
    useCase: "Sustainability",
    sortOrder: 7,
  },
  {
    id: "prompt-thai-bar-opening-closing-sop",
    title: "Bar Opening & Closing Checklist (Thai)",
    context:
      "Use to create a printable opening and closing checklist for a Thai-speaking bar team, covering par levels, cash float, temperature logs and cleaning.",
    promptText: `คุณเป็นผู้จัดการบาร์ที่มีประสบการณ์ในโรงแรมระดับห้าดาว ช่วยเขียนขั้นตอนการปฏิบัติงานมาตรฐาน (SOP) สำหรับการเปิดและปิดบาร์ [ชื่อบาร์] ซึ่งเปิดให้บริการเวลา [เวลาเปิด–ปิด] และมีพนักงานกะละ [จำนวนคน] คน

กรุณาแบ่งเป็นสองส่วน คือ "ก่อนเปิดบาร์" และ "หลังปิดบาร์" โดยเขียนเป็นเช็กลิสต์ที่ทำเครื่องหมายได้ แต่ละข้อให้ระบุผู้รับผิดชอบและเวลาที่ต้องทำให้เสร็จ

เนื้อหาต้องครอบคลุม:
- การตรวจนับสต็อกเทียบกับระดับพาร์ (par level) ของ [รายการสินค้าหลัก]
- การเตรียมน้ำแข็ง ผลไม้ และการ์นิช
- การตรวจและบันทึกอุณหภูมิตู้เย็น
- การนับเงินสำรองทอน (cash float)
- การบันทึกขวดที่เปิดแล้ว ของเสีย และเครื่องดื่มที่ให้ฟรี
- การทำความสะอาดอุปกรณ์และพื้นที่บาร์

เงื่อนไข: ใช้ภาษาไทยที่กระชับ ข้อละไม่เกินหนึ่งบรรทัด เพื่อให้พิมพ์ติดผนังได้ และใส่คำภาษาอังกฤษในวงเล็บสำหรับชื่ออุปกรณ์สำคัญ เช่น จิกเกอร์ (jigger) และเชคเกอร์ (shaker)`,
    department: "F&B Operations",
    difficulty: "Beginner",
    language: "Thai",
    useCase: "SOP Generation",
    sortOrder: 8,
  },
  {
    id: "prompt-front-desk-upsell-training",
    title: "Front Desk Upsell Training Session",
    context:
      "Use when planning a team training session to lift upgrade and add-on revenue at check-in without making guests feel pressured.",
    promptText: `You are a Front Office trainer for [hotel name], a [number]-room [hotel type] hotel. Our upsell options at check-in are: [room categories with rate difference per night], [late check-out price], [breakfast price], [spa / F&B packages]. Current upsell conversion is [x% of arrivals] and the staff incentive scheme is [describe].

Create a 45-minute training session for receptionists including:
1. Learning objectives.
2. A simple upsell flow: observe, suggest, describe the benefit, confirm.
3. Three short scripts for different guest types: [business traveller / family / couple celebrating an anniversary].
4. How to respond to "no" without pressure.
5. Two role-play scenarios with an observer checklist.

Constraints: scripts must sound natural and stay under 40 words each; never upsell before confirming the booked room is ready; always quote prices per night including taxes. Finish with three KPIs to track weekly: upsell conversion rate, upsell revenue per arrival and impact on RevPAR.`,
    department: "Front Office",
    difficulty: "Intermediate",
    language: "English",
    useCase: "Staff Training",
    sortOrder: 9,
  },
  {
    id: "prompt-multilingual-menu-descriptions",
    title: "Multilingual Menu Descriptions with Menu Engineering",
    context:
      "Use when rewriting or translating a menu for international guests and you want the copy to steer orders towards your most profitable dishes.",
    promptText: `You are a menu copywriter and menu engineer working with the chef of [restaurant name], a [concept] serving mainly [guest nationalities]. Here are [number] dishes with key ingredients, cooking method, allergens and price:
[paste dish list]

Our menu engineering category for each dish (Star, Plowhorse, Puzzle, Dog) is: [categories].

Write a menu description for each dish in English (max 20 words), Thai, Simplified Chinese and Japanese. Rules:
- Lead with the hero ingredient and its origin where we have it.
- Use sensory verbs but no more than two adjectives.
- Give Puzzles the most persuasive copy; keep Dogs short and plain.
- If a literal translation of the dish name sounds odd, keep the original name and add a short explanation.
- List allergens using our codes [e.g. G gluten, D dairy, N nuts, SF shellfish].

Output a table: dish | EN | TH | ZH | JA | allergens. Then recommend which two dishes to highlight in a box or in the top-right "sweet spot" of the menu, and explain why in two sentences.`,
    department: "Marketing",
    difficulty: "Advanced",
    language: "Multilingual",
    useCase: "Menu Development",
    sortOrder: 10,
  },
];
