'use client';
// First: zod builds its parsers when their modules load, and must know by then not to compile them (lib/browser/zod-jitless.ts).
import '@/lib/browser/zod-jitless';
import { NextIntlClientProvider } from 'next-intl';
import { useEffect, useRef } from 'react';
import type { ClientIntl } from '@/lib/i18n/client-intl';
import type { RecommendedService } from '@/lib/loyalty/contract';
import type { RedeemingMember } from '../../logic/redeem-label';
import { ServiceCard } from './service-card';
import { useServiceCardText } from './use-service-card-text';

/** What 'see more' loads on its first press: the next pages' fetch (through our route) and their cards. */
export { fetchRecommendedServices } from '../../api/recommended-services';

export interface MoreServiceCardsProps {
  services: RecommendedService[];
  /** The first card the last 'see more' brought: focus moves to it. */
  focusIndex: number;
  member: RedeemingMember | null;
  intl: ClientIntl;
}

/** The next pages' cards, in the same markup and with the same labels as the server's page 1. */
export function MoreServiceCards({ intl, ...cards }: MoreServiceCardsProps) {
  return (
    <NextIntlClientProvider locale={intl.locale} timeZone={intl.timeZone} messages={intl.messages}>
      <Cards {...cards} />
    </NextIntlClientProvider>
  );
}

function Cards({ services, focusIndex, member }: Omit<MoreServiceCardsProps, 'intl'>) {
  const textOf = useServiceCardText(member);
  const firstNew = useRef<HTMLAnchorElement>(null);
  useEffect(() => firstNew.current?.focus(), [focusIndex]);
  return services.map((service, index) => <ServiceCard key={service.id} service={service} text={textOf(service)} actionRef={index === focusIndex ? firstNew : undefined} />);
}
