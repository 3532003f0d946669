import { useTranslations } from 'next-intl';
import { isExternalHref } from '@/components/cms/cms-href';
import type { RecommendedService } from '@/lib/loyalty/contract';
import { formatPoints } from '../../logic/number-formats';
import { isFreeCost, serviceActionFor, type RedeemingMember } from '../../logic/redeem-label';
import type { ServiceCardText } from './service-card';

/**
 * What each card says for `member` (null: their summary could not be read): 'redeem now' or
 * 'access', and the costs ('free' for 0 or less). The featured `fallback` list is shown as such:
 * every card 'access', no costs. next-intl's hooks work in a server component (page 1) and, inside
 * its provider, in the code 'see more' loads (the next pages).
 */
export function useServiceCardText(member: RedeemingMember | null, fallback = false): (service: RecommendedService) => ServiceCardText {
  const t = useTranslations('LoyaltyServices');
  const links = useTranslations('Links');
  const cost = (points: number) => (isFreeCost(points) ? t('free') : t('points', { points: formatPoints(points) }));
  return (service) => {
    const action = fallback ? 'access' : serviceActionFor(member, service.currentCost);
    const actionLabel = t(action === 'redeem-now' ? 'redeemNow' : 'access');
    const actionName = t('actionOn', { action: actionLabel, name: service.name });
    const { currentCost, previousCost } = service;
    return {
      action,
      actionLabel,
      actionName: isExternalHref(service.link) ? `${actionName} ${links('newTab')}` : actionName,
      cost: fallback
        ? null
        : {
            currentLabel: t('currentCost'),
            current: cost(currentCost),
            free: isFreeCost(currentCost),
            previous: previousCost !== null && previousCost !== currentCost ? { label: t('previousCost'), value: cost(previousCost) } : null,
          },
    };
  };
}
