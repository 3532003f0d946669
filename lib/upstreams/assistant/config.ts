import { z } from 'zod';
import { envSlice, requireVariables, timeoutMs } from '@/lib/env-slice';

/** Where the sandbox's stand-in answers, under the sandbox origin. */
export const sandboxAssistantPath = '/assistant/v1';

/** The key the sandbox's assistant accepts; useless anywhere else. */
export const sandboxAssistantKey = 'sandbox-assistant-key';

/** The sandbox's only model: an extractive summariser (./sandbox/summarise.ts). */
export const sandboxAssistantModel = 'sandbox-extractive-1';

/** Small, cheap and good enough at summaries of one page. */
export const defaultAssistantModel = 'gpt-4o-mini';

export interface AssistantSettings {
  /** An OpenAI-compatible API (…/v1). Null: no assistant (the summary panel is not offered). */
  baseUrl: string | null;
  /** Used on the server only, never in a page. */
  apiKey: string | null;
  model: string;
  timeoutMs: number;
}

export const assistantConfig = envSlice({
  variables: z.object({
    /** An OpenAI-compatible API, e.g. https://api.openai.com/v1. */
    ASSISTANT_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL, e.g. https://api.openai.com/v1' }).optional(),
    /** Its API key: used on the server only, never in a page. */
    ASSISTANT_API_KEY: z.string().min(1).optional(),
    ASSISTANT_MODEL: z.string().min(1).optional(),
    /** Generous: a model writes its answer before sending it. */
    ASSISTANT_TIMEOUT_MS: timeoutMs(20_000),
  }),
  // A real service never takes the sandbox's key.
  problems: ({ present }) => (present.ASSISTANT_URL ? requireVariables(present, ['ASSISTANT_API_KEY'], 'ASSISTANT_URL is set') : []),
  settings: (values, { sandbox, sandboxUrl }): AssistantSettings => {
    const isSandbox = sandbox && !values.ASSISTANT_URL;
    return {
      baseUrl: values.ASSISTANT_URL ?? (isSandbox ? sandboxUrl(sandboxAssistantPath) : null),
      apiKey: values.ASSISTANT_API_KEY ?? (isSandbox ? sandboxAssistantKey : null),
      model: values.ASSISTANT_MODEL ?? (isSandbox ? sandboxAssistantModel : defaultAssistantModel),
      timeoutMs: values.ASSISTANT_TIMEOUT_MS,
    };
  },
});
