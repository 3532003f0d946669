import { getTranslations } from 'next-intl/server';
import type { BlockProps } from '@/lib/cms/blocks';
import { clientIntl } from '@/lib/i18n/client-intl';
import { getPathname } from '@/lib/i18n/navigation';
import { loginPageHref } from '../../logic/sign-in-return';
import { ArticleBanner } from './article-banner-island.client';
import type { ArticleBannerProps } from './article-banner-schema';

/**
 * The `article-banner` block, a server component on cached (public) pages: it cannot know the
 * viewer, so it hands both copies to the island, which decides in the browser. Its HTML is the
 * visitors' copy, with a sign-in link back to the page's path.
 */
export async function ArticleBannerBlock({ props, context }: BlockProps<ArticleBannerProps>) {
  const [t, sheetIntl] = await Promise.all([
    getTranslations({ locale: context.locale, namespace: 'LoyaltyArticleBanner' }),
    clientIntl(context.locale, ['LoyaltyTopics']),
  ]);
  const { loginPath, ...signedOut } = props.signedOut;
  // The sheet's words only: the page carries them for everyone who might open it.
  const topics = sheetIntl.messages.LoyaltyTopics as { sheet: unknown };
  return (
    <ArticleBanner
      signedOut={signedOut}
      signedIn={props.signedIn}
      loginHref={loginPageHref(context.locale, loginPath)}
      pagePath={getPathname({ locale: context.locale, href: context.page.path })}
      savedMessage={t('saved')}
      intl={{ ...sheetIntl, messages: { LoyaltyTopics: { sheet: topics.sheet } } }}
    />
  );
}
