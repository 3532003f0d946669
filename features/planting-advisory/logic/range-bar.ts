import { AMOUNT_MAX, AMOUNT_MIN } from '@/lib/planting-advisory/contract';

/** A segment's level: its label's message key. */
export type RangeLevel = 'veryLow' | 'medium' | 'high' | 'veryHigh';

/** Spec §3: Range segment {start, end, color, label}. */
export interface RangeSegment {
  start: number;
  end: number;
  color: string;
  label: RangeLevel;
}

const colors: Record<RangeLevel, string> = {
  veryLow: '#d32f2f',
  medium: '#f9a825',
  high: '#7cb342',
  veryHigh: '#2e7d32',
};

const segment = (start: number, end: number, label: RangeLevel): RangeSegment => ({ start, end, color: colors[label], label });

/**
 * The yield range bar (spec §5): very low at both ends (red), the best yields in the middle. An
 * expected yield far from the seed's sweet spot either way is a poorer environment for it.
 */
export const rangeSegments: readonly RangeSegment[] = [
  segment(0, 1, 'veryLow'),
  segment(1, 2.5, 'medium'),
  segment(2.5, 5, 'high'),
  segment(5, 10, 'veryHigh'),
  segment(10, 12.5, 'high'),
  segment(12.5, 14, 'medium'),
  segment(14, 15, 'veryLow'),
];

/** Outside values are clamped to 0-15 (spec §5). */
export const clampToRange = (value: number) => Math.min(AMOUNT_MAX, Math.max(AMOUNT_MIN, value));

/**
 * The segment a value falls in: each holds its start and not its end (1 is medium), except the
 * last, which holds 15.
 */
export function segmentOf(value: number): RangeSegment {
  const clamped = clampToRange(value);
  return rangeSegments.find((item) => clamped >= item.start && clamped < item.end) ?? rangeSegments[rangeSegments.length - 1]!;
}

/** Where a value sits along the bar, 0-100 (percent of its width). */
export const positionPercent = (value: number) => ((clampToRange(value) - AMOUNT_MIN) / (AMOUNT_MAX - AMOUNT_MIN)) * 100;

/** A segment's width along the bar, percent. */
export const widthPercent = (item: RangeSegment) => ((item.end - item.start) / (AMOUNT_MAX - AMOUNT_MIN)) * 100;
