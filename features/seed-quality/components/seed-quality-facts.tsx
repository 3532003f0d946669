import facts from '@/components/theme/facts.module.css';
import type { SeedQualityResult } from '@/lib/seed-quality/contract';
import { formatPercent } from '../logic/format-percent';
import type { SeedQualityLabels } from './seed-quality-search.client';

/** The spec's percentages (§3), and the fields shown as the vendor words them. */
const percentages = new Set<keyof SeedQualityResult>(['germinationPower', 'doubles', 'failures', 'pureSeed']);
const order: readonly (keyof SeedQualityResult)[] = ['hybrid', 'grade', 'germinationPower', 'recommendedPlate', 'doubles', 'failures', 'pureSeed', 'dav'];

/** A batch's quality report (spec §3), as a list of facts in the side sheet. */
export function SeedQualityFacts({ code, result, locale, labels }: { code: string; result: SeedQualityResult; locale: string; labels: SeedQualityLabels }) {
  return (
    <dl className={facts.facts}>
      <div>
        <dt>{labels.batch}</dt>
        <dd>{code}</dd>
      </div>
      {order.map((field) => {
        const value = result[field];
        return (
          <div key={field}>
            <dt>{labels.fields[field]}</dt>
            <dd>{typeof value === 'number' && percentages.has(field) ? formatPercent(locale, value) : value}</dd>
          </div>
        );
      })}
    </dl>
  );
}
