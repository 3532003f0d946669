import { getTranslations } from 'next-intl/server';
import type { BlockProps } from '@/lib/cms/blocks';
import { CarouselMessages } from '../carousel/carousel-messages';
import { campaignItemsNotEnded, campaignTimeZones, formatCampaignDay, isoDateIn } from '../logic/campaign-window';
import { CampaignRotation } from './campaign-rotation.client';
import { CampaignSlide } from './campaign-slide';
import type { CampaignCarouselProps } from './schema';

/**
 * The `campaign-carousel` block. The server renders every campaign that has not ended yet (a
 * cached page must still carry the ones that start later) and drops the ended ones; the browser
 * then shows only those running today in the market's time zone. Autoplay every 7 s, held while
 * the mouse is over it.
 */
export async function CampaignCarousel({ props, context }: BlockProps<CampaignCarouselProps>) {
  const timeZone = campaignTimeZones[context.locale];
  const today = isoDateIn(new Date(), timeZone);
  const campaigns = campaignItemsNotEnded(props.items, today);
  if (campaigns.length === 0) return null;
  const t = await getTranslations({ locale: context.locale, namespace: 'CampaignCarousel' });
  return (
    <CarouselMessages locale={context.locale}>
      <CampaignRotation
        label={props.label ?? t('label')}
        autoplayMs={props.autoplayMs}
        windows={campaigns.map(({ startDate, endDate }) => ({ startDate, endDate }))}
        slides={campaigns.map((item, position) => (
          <CampaignSlide key={position} item={item} locale={context.locale} endsOn={t('endsOn', { date: formatCampaignDay(item.endDate, context.locale) })} />
        ))}
        timeZone={timeZone}
        serverDay={today}
      />
    </CarouselMessages>
  );
}
