import { z } from 'zod';
import { locales } from '@/lib/i18n/locales';
import { COMMENT_MAX_CHARS, CONVERSATION_TITLE_MAX_CHARS, MAX_RATING, MIN_RATING, PATH_MAX_CHARS, QUESTION_MAX_CHARS, SUMMARIZE, summarisedName } from './protocol';

/**
 * Our assistant routes as the summary panel calls them (spec §3, §7), for the routes and the
 * browser alike: zod and the locale list only.
 *
 * - `POST /api/assistant/conversations` `CreateConversation` -> 201 `Conversation`
 * - `POST /api/assistant/conversations/{conversationId}/prompts` `PromptRequest` -> 201 `Prompt`
 * - `POST /api/assistant/conversations/{conversationId}/prompts/{promptId}/feedback` `FeedbackRequest` -> 200 `Prompt`
 *
 * Errors are `{ error, message, details? }` with an `AssistantErrorCode` (or the shared codes of
 * lib/http: invalid_request, invalid_json, cross_site_request, unsupported_media_type,
 * too_many_requests, payload_too_large, upstream_error, upstream_timeout).
 */

export {
  SUMMARIZE,
  LIKE_RATING,
  DISLIKE_RATING,
  MIN_RATING,
  MAX_RATING,
  CONVERSATION_TITLE_MAX_CHARS,
  QUESTION_MAX_CHARS,
  PATH_MAX_CHARS,
  COMMENT_MAX_CHARS,
  summaryQuestion,
  summarisedName,
  assistantPaths,
} from './protocol';

export const localeSchema = z.enum(locales);

export const createConversationSchema = z
  .object({
    title: z.string().trim().min(1).max(CONVERSATION_TITLE_MAX_CHARS),
    locale: localeSchema,
    location: z.object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) }).strict(),
  })
  .strict();

export type CreateConversation = z.output<typeof createConversationSchema>;

export const conversationSchema = z.object({
  id: z.string(),
  createdDate: z.iso.datetime(),
  title: z.string(),
});

export type Conversation = z.output<typeof conversationSchema>;

/** A page of ours: '/{locale}' and its path, nothing after it. */
const SITE_PATH = new RegExp(`^/(?:${locales.join('|')})(?:/[^?#\\s]*)?$`);

export const promptRequestSchema = z
  .object({
    questionText: z
      .string()
      .min(1)
      .max(QUESTION_MAX_CHARS)
      .refine((text) => summarisedName(text) !== null, `must be "${SUMMARIZE} " followed by the article or product name`),
    path: z.string().max(PATH_MAX_CHARS).regex(SITE_PATH, "must be the page's path, like /en-US/articles/managing-asian-soybean-rust"),
  })
  .strict();

export type PromptRequest = z.output<typeof promptRequestSchema>;

export const sourceSchema = z.object({ title: z.string(), url: z.string() });

export type Source = z.output<typeof sourceSchema>;

export const feedbackSchema = z.object({
  rating: z.number().int().min(MIN_RATING).max(MAX_RATING),
  comment: z.string().max(COMMENT_MAX_CHARS).optional(),
});

export type Feedback = z.output<typeof feedbackSchema>;

export const feedbackRequestSchema = feedbackSchema.strict();

export type FeedbackRequest = z.output<typeof feedbackRequestSchema>;

export const promptSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  createdDate: z.iso.datetime(),
  questionText: z.string(),
  /** Plain text, paragraphs apart by a blank line: render it as text, never as HTML. */
  responseText: z.string(),
  sources: z.array(sourceSchema),
  feedback: feedbackSchema.nullable(),
});

export type Prompt = z.output<typeof promptSchema>;

/** The error codes of these routes, besides the shared ones. */
export const assistantErrorCodes = [
  'conversation_not_found',
  'prompt_not_found',
  'page_not_found',
  'not_summarisable',
  'question_mismatch',
  'assistant_unavailable',
  'store_unavailable',
] as const;

export type AssistantErrorCode = (typeof assistantErrorCodes)[number];
