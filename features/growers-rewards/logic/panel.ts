import type { GrowersRewardsAnswer } from '@/lib/growers-rewards/contract';
import { requirementsMet } from './requirements';

export type GrowersRewardsPanel = 'not-enrolled' | 'requirements' | 'snapshot';

/**
 * Which panel a grower's answer shows (spec section 4): not enrolled; the requirements for an
 * enrolled head grower who has not met them; the snapshot for everyone else. (Loading and a failed
 * read are the widget's own states.)
 */
export function growersRewardsPanel(answer: GrowersRewardsAnswer): GrowersRewardsPanel {
  if (!answer.enrolled) return 'not-enrolled';
  if (answer.headGrower && answer.requirements && !requirementsMet(answer.requirements)) return 'requirements';
  return 'snapshot';
}
