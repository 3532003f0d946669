import type { SeedQualityResult } from '@/lib/seed-quality/contract';

/**
 * The sandbox's corn seed batches, by the code printed on the bag: a typical batch, one near the
 * germination floor with more plate failures, one of small seeds on another plate, and one whose
 * germination is exactly 100%.
 */
export const sandboxBatches: Readonly<Record<string, SeedQualityResult>> = {
  'TL2280-24-0153': { hybrid: 'TL 2280 VIP3', grade: 'C2M', germinationPower: 96, recommendedPlate: 'Disco 28 furos, 8 mm', doubles: 1.5, failures: 2.25, pureSeed: 99.8, dav: '12/03/2026' },
  'TL3015-25-0042': { hybrid: 'TL 3015 PRO4', grade: 'R1', germinationPower: 85.5, recommendedPlate: 'Disco 28 furos, 9 mm', doubles: 3.1, failures: 6.4, pureSeed: 98.9, dav: '04/02/2026' },
  'AG8700-25-0311': { hybrid: 'AG 8700 PRO3', grade: 'C3P', germinationPower: 93, recommendedPlate: 'Disco 24 furos, 7 mm', doubles: 0.8, failures: 1.2, pureSeed: 99.5, dav: '21/01/2026' },
  'TL2280-25-0007': { hybrid: 'TL 2280 VIP3', grade: 'C1L', germinationPower: 100, recommendedPlate: 'Disco 28 furos, 10 mm', doubles: 0, failures: 0.5, pureSeed: 100, dav: '30/04/2026' },
};
