/**
 * Generates one white paper with Anthropic and stores it as a blog post
 * (SPEC §2 "Admin white papers", §7.9): a draft for the admin's review unless
 * the admin chose to publish papers at once. The model answers through a tool
 * whose input schema is the paper's shape; zod checks that answer, the HTML is
 * sanitised, and the post is stored in one transaction. Any failure stores nothing.
 */
import { z } from "zod";
import { pickWhitePaperTopic } from "~/content/white-paper-topics";
import { createPost } from "~/models/admin-posts.server";
import { getSetting, setSetting, SETTING_KEYS } from "~/models/site-state.server";
import { aiModel, anthropicClient, describeAiError, isAiConfigured } from "./anthropic.server";

export const AI_AUTHOR = "AI Research Team";
export const AI_AUTHOR_TITLE = "Kitchen & Key Research";
export const MAX_TOPIC_LENGTH = 200;

/** SPEC §5: the topic is optional; blank means a random one from the curated list. */
export const topicSchema = z
  .string()
  .trim()
  .max(MAX_TOPIC_LENGTH, `The topic must be at most ${MAX_TOPIC_LENGTH} characters.`)
  .optional()
  .transform((v) => v || null);

/** /admin/white-papers: the release switch (`form=release`, judged by the route), or a topic to write on. */
export const whitePaperFormsSchema = z.object({ form: z.string().optional(), release: z.string().optional(), topic: topicSchema });

const TOOL_NAME = "publish_white_paper";

/** What the model must hand back; also sent to it as the tool's JSON schema. */
const paperSchema = z.object({
  title: z.string().trim().min(5).max(160),
  description: z.string().trim().min(20).max(400),
  sections: z
    .array(z.object({ heading: z.string().trim().min(2).max(160), html: z.string().trim().min(20).max(20_000) }))
    .min(2)
    .max(12),
  readingTime: z.number().int().min(1).max(90),
});

export type GeneratedPaper = z.infer<typeof paperSchema>;

const TOOL = {
  name: TOOL_NAME,
  description: "Publish the finished white paper on the Kitchen & Key Knowledge Center.",
  input_schema: {
    type: "object" as const,
    properties: {
      title: { type: "string", description: "The paper's title, at most 160 characters." },
      description: { type: "string", description: "A one- or two-sentence summary for the post card (20-400 characters)." },
      sections: {
        type: "array",
        minItems: 2,
        maxItems: 12,
        description: "The body, in order. Each section's html uses only <p>, <ul>, <ol>, <li>, <strong>, <em>, <h3>, <blockquote>, <table> and <a>.",
        items: {
          type: "object",
          properties: { heading: { type: "string" }, html: { type: "string" } },
          required: ["heading", "html"],
        },
      },
      readingTime: { type: "integer", minimum: 1, maximum: 90, description: "Estimated reading time in minutes." },
    },
    required: ["title", "description", "sections", "readingTime"],
  },
};

const SYSTEM = [
  "You write practical white papers for Kitchen & Key Consulting, a hospitality consultancy.",
  "Readers are owners and managers of restaurants, hotels and commercial kitchens.",
  "Write in plain, professional English with concrete numbers, steps and examples an operator can act on.",
  "Do not invent named clients or quotes. Answer only by calling the publish_white_paper tool.",
].join(" ");

/** A generation that failed for a reason the admin should read (SPEC §8 'Generation Failed'). */
export class GenerationFailed extends Error {}

export type GenerationResult = { id: string; slug: string; title: string; topic: string; published: boolean };

export const PAPER_RELEASES = ["review", "publish"] as const;
export type PaperRelease = (typeof PAPER_RELEASES)[number];

/** What becomes of a new paper: held as a draft for review unless the admin chose to publish at once. */
export function paperRelease(): PaperRelease {
  return getSetting(SETTING_KEYS.aiPaperRelease) === "publish" ? "publish" : "review";
}

export function setPaperRelease(release: PaperRelease) {
  setSetting(SETTING_KEYS.aiPaperRelease, release);
}

/**
 * Asks the model for a paper on `topic` (blank: a random one from the list)
 * and stores it, published or as a draft (paperRelease). `afterInsert` runs in the post's transaction.
 */
export async function generateWhitePaper({
  topic,
  premium = false,
  afterInsert,
}: {
  topic?: string | null;
  premium?: boolean;
  afterInsert?: (post: { id: string }) => void;
}): Promise<GenerationResult> {
  if (!isAiConfigured()) throw new GenerationFailed("White-paper generation is not configured (ANTHROPIC_API_KEY is not set).");
  const chosen = topic?.trim() || pickWhitePaperTopic();
  const paper = await askForPaper(chosen);
  const published = paperRelease() === "publish";
  const post = createPost(
    {
      title: paper.title,
      description: paper.description,
      category: "white-paper",
      isPremium: premium,
      author: AI_AUTHOR,
      authorTitle: AI_AUTHOR_TITLE,
      contentHtml: paperHtml(paper),
      readingTime: paper.readingTime,
    },
    { source: "ai", publish: published, afterInsert },
  );
  return { ...post, topic: chosen, published };
}

async function askForPaper(topic: string): Promise<GeneratedPaper> {
  let message;
  try {
    message = await (await anthropicClient()).messages.create({
      model: aiModel(),
      max_tokens: 8000,
      system: SYSTEM,
      tools: [TOOL],
      tool_choice: { type: "tool", name: TOOL_NAME },
      messages: [{ role: "user", content: `Write a white paper on this topic: ${topic}` }],
    });
  } catch (error) {
    console.error("white paper: the AI call failed", error);
    throw new GenerationFailed(describeAiError(error));
  }
  const call = message.content.find((block) => block.type === "tool_use" && block.name === TOOL_NAME);
  const parsed = paperSchema.safeParse(call && "input" in call ? call.input : undefined);
  if (!parsed.success) {
    console.error("white paper: the model's answer did not match the schema", parsed.error?.issues ?? "no tool call");
    throw new GenerationFailed("The AI service returned a white paper in an unexpected shape. Nothing was saved; please try again.");
  }
  return parsed.data;
}

/** Sections as `<h2>` + body; sanitising happens where the post is stored. */
function paperHtml(paper: GeneratedPaper): string {
  return paper.sections.map((s) => `<h2>${escapeText(s.heading)}</h2>\n${s.html}`).join("\n");
}

function escapeText(text: string) {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
