import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
import { buttonClasses } from '@/components/theme/button-classes';
import { cx } from '@/components/theme/class-names';
import typography from '@/components/theme/typography.module.css';
import { getPathname } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/locales';
import type { CampaignSuggestion } from '@/lib/loyalty/contract';
import { seasonYears, suggestionTarget } from '../../logic/campaign-suggestion';
import { SuggestionFrame } from './campaign-suggestion-frame';
import styles from './campaign-suggestion.module.css';

/** What editors may write on the banner; the locale's wording stands in for what they leave out. */
export interface CampaignSuggestionTexts {
  heading?: string;
  text?: string;
  buttonLabel?: string;
}

/** Loading is the block's skeleton; `none` when the member has no suggestion or its call failed. */
export type CampaignSuggestionState = { status: 'none' } | { status: 'ready'; suggestion: CampaignSuggestion };

/**
 * The campaign suggestion banner (discovery spec): the season as 'SAFRA yy/yy', leading to the
 * campaign centre with the programme's simulator link (`/campanhas?utm_source=sugestao&simulator=…`).
 * It renders nothing when there is no suggestion, its call failed, or its season cannot be read.
 * Needs the `LoyaltyDashboard` messages.
 */
export function CampaignSuggestionBanner({ heading, text, buttonLabel, state }: CampaignSuggestionTexts & { state: CampaignSuggestionState }) {
  const t = useTranslations('LoyaltyDashboard.suggestion');
  const locale = useLocale() as Locale;
  const headingId = useId();
  const years = state.status === 'ready' ? seasonYears(state.suggestion.crop) : null;
  if (state.status !== 'ready' || !years) return null;
  return (
    <SuggestionFrame labelledBy={headingId}>
      <div className={styles.banner}>
        <div className={styles.body}>
          <p className={cx(typography.overline, styles.overline)}>{t('overline', { years })}</p>
          <h2 id={headingId} className={cx(typography.h4, styles.heading)}>
            {heading ?? t('heading')}
          </h2>
          <p className={typography.body1}>{text ?? t('text')}</p>
        </div>
        <a href={getPathname({ locale, href: suggestionTarget(state.suggestion.suggestionLink) })} className={cx(buttonClasses({ variant: 'contained', color: 'secondary' }), styles.button)}>
          {buttonLabel ?? t('button')}
        </a>
      </div>
    </SuggestionFrame>
  );
}
