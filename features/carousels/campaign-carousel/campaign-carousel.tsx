import { getTranslations } from 'next-intl/server';
import type { BlockProps } from '@/lib/cms/blocks';
import { CardSlide } from '../card-slide';
import { carouselLabels } from '../carousel/carousel-labels';
import { campaignEnd, campaignSpan, campaignTimeZones } from '../logic/campaign-window';
import { CampaignRotation } from './campaign-rotation-island.client';
import type { CampaignCarouselProps } from './schema';

/**
 * The `campaign-carousel` block. The server resolves each campaign's window in the market's time
 * zone, renders every campaign that has not ended yet (a cached page must still carry the ones
 * that start later) and drops the ended ones; the browser then shows only those running now.
 * Autoplay every 7 s, held while the mouse is over it.
 */
export async function CampaignCarousel({ props, context }: BlockProps<CampaignCarouselProps>) {
  const timeZone = campaignTimeZones[context.locale];
  // The instant of this render: a cached page keeps it until it is regenerated, and the browser corrects it on arrival.
  const now = new Date().getTime();
  const campaigns = props.items.map((item) => ({ item, span: campaignSpan(item, timeZone) })).filter(({ span }) => now <= span.endsAt);
  if (campaigns.length === 0) return null;
  const [t, labels] = await Promise.all([getTranslations({ locale: context.locale, namespace: 'CampaignCarousel' }), carouselLabels(context.locale, campaigns.length)]);
  return (
    <CampaignRotation
        label={props.label ?? t('label')}
        autoplayMs={props.autoplayMs}
        spans={campaigns.map(({ span }) => span)}
        slides={campaigns.map(({ item }, position) => {
          const end = campaignEnd(item.endDate, context.locale, timeZone);
          // A campaign's banner is wider than the offer beside it (card-slide.module.css).
          return (
            <CardSlide
              key={position}
              campaign
              image={item.imageDesktop}
              sizes="(min-width: 1200px) 690px, (min-width: 900px) 60vw, 100vw"
              overline={<time dateTime={end.dateTime}>{t('endsOn', { date: end.text })}</time>}
              heading={item.title}
              text={item.text}
              button={{ buttonHref: item.link, buttonLabel: item.cta, isExternalLink: item.isExternalLink }}
              locale={context.locale}
            />
          );
        })}
        serverNow={now}
        labels={labels}
      />
  );
}
