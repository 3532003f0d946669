import { z } from 'zod';

/**
 * Adobe Experience Manager's page model JSON (the Sling Model Exporter: `{page}.model.json`), as
 * far as the site walks it. Components and pages are nodes; `:items` holds a node's components in
 * `:itemsOrder`, `:children` the child pages of a page listing. Every other field is the
 * component's or page's own (its props, its page properties).
 */
export interface AemNode {
  [field: string]: unknown;
  ':type'?: string;
  ':path'?: string;
  ':items'?: Record<string, AemNode>;
  ':itemsOrder'?: string[];
  ':children'?: Record<string, AemNode>;
}

export const aemNodeSchema: z.ZodType<AemNode> = z.lazy(() =>
  z.looseObject({
    ':type': z.string().optional(),
    ':path': z.string().optional(),
    ':items': z.record(z.string(), aemNodeSchema).optional(),
    ':itemsOrder': z.array(z.string()).optional(),
    ':children': z.record(z.string(), aemNodeSchema).optional(),
  }),
);

/** The repository path of a page's model: '/content/{site}/pt-br/campanhas.model.json'. */
export const modelPath = (languageRoot: string, pagePath: string) => `${languageRoot}${pagePath === '/' ? '' : pagePath}.model.json`;
