import { z } from 'zod';

const text = z.string().trim().min(1);

/**
 * The `article-banner` block (spec §2, §4): copy for visitors, whose button signs them in and
 * brings them back to the page, and copy for signed-in users, whose button opens the interests
 * (themes) picker. `loginPath` is a path of this site without query or anchor, the locale's
 * sign-in page ('/login') or the sign-in route itself ('/api/auth/login'); both read `redirectUrl`.
 */
export const articleBannerSchema = z.object({
  signedOut: z.object({
    heading: text,
    text,
    ctaLabel: text,
    loginPath: z
      .string()
      .trim()
      .regex(/^\/(?![/\\])[^\s?#]*$/, 'must be a path on this site without query or anchor, e.g. /login')
      .default('/login'),
  }),
  signedIn: z.object({
    heading: text,
    text,
    ctaLabel: text,
  }),
});

export type ArticleBannerProps = z.output<typeof articleBannerSchema>;
