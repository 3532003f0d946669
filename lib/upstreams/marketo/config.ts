import { z } from 'zod';
import { commaList, envSlice, requireVariables, timeoutMs } from '@/lib/env-slice';
import { munchkinIdSchema } from '@/lib/forms/definition';

/** Credentials the sandbox's Marketo accepts; useless anywhere else. */
export const sandboxMarketoCredentials = { clientId: 'sandbox-marketo-client', clientSecret: 'sandbox-marketo-secret' } as const;

/** The sandbox's one Marketo instance. */
export const SANDBOX_MUNCHKIN_ID = '284-TRL-731';

/** Marketo's REST host is per instance: `{munchkinId}` in the URL is replaced by the form's instance id. */
export const MUNCHKIN_PLACEHOLDER = '{munchkinId}';

const restUrlTemplate = z
  .string()
  .refine((value) => URL.canParse(value.replace(MUNCHKIN_PLACEHOLDER, '000-AAA-000')), 'must be a URL, optionally with {munchkinId} in it');

export interface MarketoSettings {
  /**
   * Our Marketo instances: the only ones the client calls, so its credentials never go to an
   * instance a caller names (the REST host is built from the munchkin id).
   */
  munchkinIds: readonly string[];
  /** Base URL of the REST API; may hold `{munchkinId}`. */
  restUrl: string;
  formsUrl: string;
  clientId: string;
  clientSecret: string;
  timeoutMs: number;
  /**
   * Per attempt of a form definition (4 attempts: the spec's 3 retries), shorter than the REST
   * calls' so a visitor waits at most about 4 x this + 0.7 s for the fetch-error state.
   */
  formTimeoutMs: number;
  /** Custom objects `/api/marketo-custom-object` may write (API names). */
  customObjects: readonly string[];
}

export const marketoConfig = envSlice({
  variables: z.object({
    /** Our instances, e.g. 123-ABC-456,789-DEF-012; the sandbox's while it is on. */
    MARKETO_MUNCHKIN_IDS: commaList.pipe(z.array(munchkinIdSchema).min(1, 'must name at least one instance')).optional(),
    /** Marketo REST API, e.g. https://{munchkinId}.mktorest.com (the default when the sandbox is off). */
    MARKETO_REST_URL: restUrlTemplate.optional(),
    /** Marketo's forms host (the instance's pod, e.g. https://app-ab12.marketo.com): form definitions. */
    MARKETO_FORMS_URL: z.url().optional(),
    MARKETO_CLIENT_ID: z.string().min(1).optional(),
    MARKETO_CLIENT_SECRET: z.string().min(1).optional(),
    MARKETO_TIMEOUT_MS: timeoutMs(5000),
    MARKETO_FORM_TIMEOUT_MS: timeoutMs(2000),
    /** Custom objects the site may write; none when unset and the sandbox is off. */
    MARKETO_CUSTOM_OBJECTS: commaList.optional(),
  }),
  problems: ({ sandbox, present }) => [
    ...(sandbox ? [] : requireVariables(present, ['MARKETO_MUNCHKIN_IDS', 'MARKETO_FORMS_URL'], 'SANDBOX=off')),
    ...(!sandbox || present.MARKETO_REST_URL
      ? requireVariables(present, ['MARKETO_CLIENT_ID', 'MARKETO_CLIENT_SECRET'], 'the Marketo REST API is not the sandbox')
      : []),
  ],
  /** Every unset URL points at the sandbox while it is on; the problems above make sure the rest exist otherwise. */
  settings: (values, { sandbox, sandboxUrl }): MarketoSettings => {
    const restIsSandbox = sandbox && !values.MARKETO_REST_URL;
    return {
      munchkinIds: values.MARKETO_MUNCHKIN_IDS ?? (sandbox ? [SANDBOX_MUNCHKIN_ID] : []),
      restUrl: values.MARKETO_REST_URL ?? (sandbox ? sandboxUrl(`/marketo/${MUNCHKIN_PLACEHOLDER}`) : `https://${MUNCHKIN_PLACEHOLDER}.mktorest.com`),
      formsUrl: values.MARKETO_FORMS_URL ?? sandboxUrl('/marketo/forms'),
      clientId: values.MARKETO_CLIENT_ID ?? (restIsSandbox ? sandboxMarketoCredentials.clientId : ''),
      clientSecret: values.MARKETO_CLIENT_SECRET ?? (restIsSandbox ? sandboxMarketoCredentials.clientSecret : ''),
      timeoutMs: values.MARKETO_TIMEOUT_MS,
      formTimeoutMs: values.MARKETO_FORM_TIMEOUT_MS,
      customObjects: values.MARKETO_CUSTOM_OBJECTS ?? (sandbox ? ['farmProfile_c', 'voucher_c'] : []),
    };
  },
});
