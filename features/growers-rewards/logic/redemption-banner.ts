import type { ProgrammeConfig } from '@/lib/growers-rewards/contract';
import { endOfCentralDay, nextCalendarDay, readProgrammeDate, startOfCentralDay } from './central-calendar';

/**
 * What the snapshot's redemption banner says: redeem `share` percent of the rewards, and the
 * calendar day (`YYYY-MM-DD`) it names (when the next period starts, or the day after the programme).
 */
export interface RedemptionBanner {
  /** The programme's period now: what the banner says depends on it. */
  period: 1 | 2 | 3;
  share: 50 | 100;
  date: string;
}

const isValidInstant = (date: Date) => !Number.isNaN(date.getTime());

/**
 * The banner at `now`: none outside the programme (from 00:00 Central of its first day to the end
 * of its last), nor when a date of the configuration is not a real day (it cannot say which period
 * it is). In period one, 50% and the day period two starts; in period two, 100% and the day period
 * three starts; afterwards, 100% and the day after the programme ends.
 */
export function redemptionBanner(config: ProgrammeConfig, now: Date): RedemptionBanner | null {
  // Every date read once, all of them, so each bad one is logged once and none hides behind the period.
  const programmeStart = startOfCentralDay(config.programStartDate);
  const periodOneEnd = endOfCentralDay(config.periodOneEndDate);
  const periodTwoEnd = endOfCentralDay(config.periodTwoEndDate);
  const programmeEnd = endOfCentralDay(config.programEndDate);
  const shownDaysValid = [config.periodTwoStartDate, config.periodThreeStartDate].map(readProgrammeDate).every(Boolean);
  if (![programmeStart, periodOneEnd, periodTwoEnd, programmeEnd, now].every(isValidInstant) || !shownDaysValid) return null;

  const at = now.getTime();
  if (at < programmeStart.getTime() || at > programmeEnd.getTime()) return null;
  if (at <= periodOneEnd.getTime()) return { period: 1, share: 50, date: config.periodTwoStartDate };
  if (at <= periodTwoEnd.getTime()) return { period: 2, share: 100, date: config.periodThreeStartDate };
  // programEndDate was read above: it is a real day, so it has a next one.
  return { period: 3, share: 100, date: nextCalendarDay(config.programEndDate)! };
}
