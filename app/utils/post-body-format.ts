/**
 * The two ways a post's body is written (docs/decisions/206): Markdown for
 * every post written in the editor, HTML for the seeded and generated ones
 * (their stored HTML is their source). Either is sanitised before it is stored.
 */
export const POST_BODY_FORMATS = ["markdown", "html"] as const;
export type PostBodyFormat = (typeof POST_BODY_FORMATS)[number];
