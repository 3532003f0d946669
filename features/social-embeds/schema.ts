import { z } from 'zod';
import { parsePostUrl, socialNetworks } from './logic/embed-urls';

/**
 * One post: its network, a link to that single post (checked against the network's hosts, https
 * only) and a title, which names the embed for screen readers. Parsed into the post it names.
 */
const socialPostSchema = z
  .object({
    network: z.enum(socialNetworks),
    url: z.string().trim(),
    title: z.string().trim().min(1),
  })
  .transform((post, context) => {
    const ref = parsePostUrl(post.network, post.url);
    if (!ref) {
      context.addIssue({ code: 'custom', path: ['url'], message: `must be an https link to one ${post.network} post` });
      return z.NEVER;
    }
    return { title: post.title, post: ref };
  });

/** Props of the `social-embeds` block: an optional heading and the posts (no cap in the spec, so none here). */
export const socialEmbedsSchema = z.object({
  heading: z.string().trim().min(1).optional(),
  posts: z.array(socialPostSchema).min(1),
});

export type SocialEmbedsProps = z.output<typeof socialEmbedsSchema>;
