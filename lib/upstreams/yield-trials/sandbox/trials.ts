import { milesBetween, type Coordinates } from '@/lib/geo/distance';
import { seededRandom } from '@/lib/sandbox/seeded-random';
import type { TrialBrand } from '@/lib/yield-trials/contract';
import type { ReportAnswer, TrialWire } from '../contract';

/**
 * The sandbox's trial plots: real Corn Belt towns (coordinates of the town, to about 100 m), two
 * brands, corn and soybeans, seasons 2024-2026. Each plot's results (entries, dates, soil, summary
 * lines) grow from a generator seeded with its report id, so they are the same on every run. Enough
 * plots lie within 200 miles of Des Moines (50309), Ames (50010), Champaign (61820) and Lincoln
 * (68508) for three cards of either brand; none lies near Miami or Seattle.
 */

type State = 'IA' | 'IL' | 'IN' | 'NE' | 'MN' | 'OH' | 'KS' | 'SD' | 'MO' | 'WI';
type Crop = 'Corn' | 'Soybeans';

/** [number, brand, crop, year, town, state, latitude, longitude, cooperator]. */
type Plot = readonly [number: string, brand: TrialBrand, crop: Crop, year: number, town: string, state: State, latitude: number, longitude: number, cooperator: string];

const plots: readonly Plot[] = [
  ['0412', 'terralis', 'Corn', 2026, 'Ames', 'IA', 42.0308, -93.6319, 'Hansen Family Farms'],
  ['0418', 'terralis-pro', 'Soybeans', 2026, 'Boone', 'IA', 42.0597, -93.8802, 'Olson Ridge Farms'],
  ['0127', 'terralis', 'Soybeans', 2025, 'Nevada', 'IA', 42.0228, -93.4522, 'Larsen Brothers Farm'],
  ['0233', 'terralis-pro', 'Corn', 2025, 'Grundy Center', 'IA', 42.3617, -92.7685, 'Meyer Acres'],
  ['0305', 'terralis', 'Corn', 2024, 'Marshalltown', 'IA', 42.0494, -92.908, 'Schroeder Grain Co.'],
  ['0521', 'terralis-pro', 'Corn', 2026, 'Atlantic', 'IA', 41.4036, -95.0139, 'Petersen Land & Cattle'],
  ['0144', 'terralis', 'Soybeans', 2024, 'Carroll', 'IA', 42.0658, -94.8669, 'Wittrock Farms'],
  ['0610', 'terralis', 'Corn', 2025, 'Storm Lake', 'IA', 42.6411, -95.2097, 'Lake View Farms'],
  ['0702', 'terralis-pro', 'Soybeans', 2024, 'Mason City', 'IA', 43.1536, -93.201, 'Kuehl Family Farm'],
  ['0388', 'terralis', 'Corn', 2026, 'Washington', 'IA', 41.2992, -91.6929, 'Conrad Hill Farms'],
  ['0456', 'terralis-pro', 'Corn', 2025, 'Indianola', 'IA', 41.358, -93.5574, 'Whitmore Ag'],
  ['0215', 'terralis', 'Corn', 2026, 'Savoy', 'IL', 40.0545, -88.2517, 'Prairie Rose Farms'],
  ['0331', 'terralis-pro', 'Soybeans', 2026, 'Bloomington', 'IL', 40.4842, -88.9937, 'Kaufman Grain Farms'],
  ['0142', 'terralis', 'Soybeans', 2025, 'Pontiac', 'IL', 40.8809, -88.6298, 'Ehrlich Family Farms'],
  ['0509', 'terralis-pro', 'Corn', 2025, 'Tuscola', 'IL', 39.7992, -88.2831, 'Douglas County Acres'],
  ['0620', 'terralis', 'Corn', 2024, 'DeKalb', 'IL', 41.9295, -88.7504, 'Nelson Seed Farm'],
  ['0711', 'terralis-pro', 'Corn', 2024, 'Monmouth', 'IL', 40.9114, -90.6474, 'Warren Creek Farms'],
  ['0275', 'terralis', 'Corn', 2025, 'Effingham', 'IL', 39.12, -88.5434, 'Heuerman Farms'],
  ['0198', 'terralis-pro', 'Soybeans', 2026, 'Jacksonville', 'IL', 39.7339, -90.229, 'Morgan Prairie Farms'],
  ['0114', 'terralis', 'Corn', 2026, 'West Lafayette', 'IN', 40.4259, -86.9081, 'Wabash Valley Farms'],
  ['0237', 'terralis-pro', 'Corn', 2025, 'Frankfort', 'IN', 40.2795, -86.5108, 'Clinton County Grain'],
  ['0352', 'terralis', 'Soybeans', 2024, 'Rensselaer', 'IN', 40.9367, -87.1508, 'Jasper Ridge Farms'],
  ['0406', 'terralis-pro', 'Soybeans', 2026, 'Greensburg', 'IN', 39.3373, -85.4836, 'Decatur Hills Farm'],
  ['0163', 'terralis', 'Corn', 2026, 'York', 'NE', 40.8681, -97.592, 'Bruning Family Farms'],
  ['0248', 'terralis-pro', 'Corn', 2026, 'Mead', 'NE', 41.2283, -96.4878, 'Saunders Creek Farms'],
  ['0319', 'terralis', 'Soybeans', 2025, 'Columbus', 'NE', 41.4297, -97.3684, 'Loup River Farms'],
  ['0427', 'terralis-pro', 'Soybeans', 2025, 'Hastings', 'NE', 40.5863, -98.3899, 'Adams County Ag'],
  ['0534', 'terralis', 'Corn', 2024, 'Kearney', 'NE', 40.6993, -99.0832, 'Platte Valley Farms'],
  ['0641', 'terralis-pro', 'Corn', 2024, 'Norfolk', 'NE', 42.0283, -97.417, 'Elkhorn Ridge Farms'],
  ['0158', 'terralis', 'Corn', 2026, 'Mankato', 'MN', 44.1636, -93.9994, 'Blue Earth Farms'],
  ['0263', 'terralis-pro', 'Soybeans', 2025, 'Waseca', 'MN', 44.0777, -93.5074, 'Lindgren Farms'],
  ['0377', 'terralis', 'Soybeans', 2024, 'Willmar', 'MN', 45.1219, -95.0433, 'Kandiyohi Acres'],
  ['0482', 'terralis-pro', 'Corn', 2026, 'Worthington', 'MN', 43.62, -95.5964, 'Nobles County Grain'],
  ['0121', 'terralis', 'Corn', 2025, 'Wooster', 'OH', 40.8051, -81.9351, 'Killbuck Creek Farms'],
  ['0226', 'terralis-pro', 'Soybeans', 2026, 'Findlay', 'OH', 41.0442, -83.6499, 'Blanchard River Farms'],
  ['0334', 'terralis', 'Soybeans', 2024, 'Wilmington', 'OH', 39.4453, -83.8285, 'Clinton Hills Farm'],
  ['0145', 'terralis', 'Corn', 2026, 'Manhattan', 'KS', 39.1836, -96.5717, 'Konza Prairie Farms'],
  ['0252', 'terralis-pro', 'Soybeans', 2025, 'Hiawatha', 'KS', 39.8525, -95.5358, 'Brown County Farms'],
  ['0367', 'terralis', 'Corn', 2024, 'Colby', 'KS', 39.3958, -101.0524, 'High Plains Farms'],
  ['0171', 'terralis', 'Soybeans', 2026, 'Brookings', 'SD', 44.3114, -96.7984, 'Sioux Valley Farms'],
  ['0284', 'terralis-pro', 'Corn', 2025, 'Mitchell', 'SD', 43.7094, -98.0298, 'James River Farms'],
  ['0393', 'terralis', 'Corn', 2024, 'Watertown', 'SD', 44.8994, -97.115, 'Lake Kampeska Farms'],
  ['0136', 'terralis-pro', 'Corn', 2026, 'Chillicothe', 'MO', 39.7953, -93.5524, 'Grand River Farms'],
  ['0249', 'terralis', 'Soybeans', 2025, 'Columbia', 'MO', 38.9517, -92.3341, 'Boone County Acres'],
  ['0358', 'terralis', 'Corn', 2024, 'Hannibal', 'MO', 39.7084, -91.3585, 'Mark Twain Farms'],
  ['0119', 'terralis', 'Corn', 2026, 'Arlington', 'WI', 43.3378, -89.3801, 'Badger Prairie Farms'],
  ['0224', 'terralis-pro', 'Soybeans', 2025, 'Platteville', 'WI', 42.7342, -90.4785, 'Driftless Ridge Farms'],
  ['0331', 'terralis', 'Corn', 2024, 'Fond du Lac', 'WI', 43.773, -88.4471, 'Winnebago Shore Farms'],
];

/** Soil series that are common where each state's plots are. */
const soils: Record<State, readonly string[]> = {
  IA: ['Clarion loam', 'Webster clay loam', 'Nicollet loam', 'Tama silty clay loam'],
  IL: ['Drummer silty clay loam', 'Flanagan silt loam', 'Catlin silt loam'],
  IN: ['Chalmers silty clay loam', 'Brookston silty clay loam', 'Crosby silt loam'],
  NE: ['Crete silt loam', 'Holdrege silt loam', 'Hastings silt loam'],
  MN: ['Canisteo clay loam', 'Nicollet clay loam', 'Clarion loam'],
  OH: ['Blount silt loam', 'Hoytville clay', 'Pewamo silty clay loam'],
  KS: ['Smolan silt loam', 'Keith silt loam', 'Wymore silty clay loam'],
  SD: ['Vienna loam', 'Barnes loam', 'Kranzburg silty clay loam'],
  MO: ['Mexico silt loam', 'Grundy silt loam', 'Putnam silt loam'],
  WI: ['Plano silt loam', 'St. Charles silt loam', 'Dodge silt loam'],
};

const tillages = ['No-till', 'Strip-till', 'Conventional', 'Minimum till'] as const;

/** The products a plot compares: the brand's own, then others' (fictional companies). */
const brandLabels: Record<TrialBrand, string> = { terralis: 'Terralis', 'terralis-pro': 'Terralis Pro' };
const ownProducts: Record<TrialBrand, Record<Crop, readonly string[]>> = {
  terralis: { Corn: ['T1057', 'T1092', 'T1118', 'T1184', 'T1213'], Soybeans: ['T25E1', 'T28X4', 'T31E2', 'T34X7'] },
  'terralis-pro': { Corn: ['TP1103', 'TP1148', 'TP1225', 'TP1306'], Soybeans: ['TP27X2', 'TP30X5', 'TP33E8', 'TP36X1'] },
};
const others: Record<Crop, readonly (readonly [brand: string, product: string])[]> = {
  Corn: [
    ['Prairie Gold Genetics', 'PG 5910'],
    ['Prairie Gold Genetics', 'PG 6422'],
    ['Heartland Seed Co.', 'HS 108-44'],
    ['Heartland Seed Co.', 'HS 113-20'],
    ['Northfield Hybrids', 'NF 3619'],
    ['Northfield Hybrids', 'NF 4105'],
  ],
  Soybeans: [
    ['Prairie Gold Genetics', 'PG 29X3'],
    ['Prairie Gold Genetics', 'PG 32E5'],
    ['Heartland Seed Co.', 'HS 2.7E'],
    ['Heartland Seed Co.', 'HS 3.1X'],
    ['Northfield Hybrids', 'NF S30-4'],
    ['Northfield Hybrids', 'NF S33-1'],
  ],
};

/** Yields of a plot: the season's level for the crop, then each product around it (bu/A). */
const cropRanges = {
  Corn: { level: [200, 235], spread: 14, moisture: [15.5, 21.5], testWeight: [54.5, 59] },
  Soybeans: { level: [56, 70], spread: 5, moisture: [10.8, 13.8], testWeight: [55.5, 59.5] },
} as const;

const tenth = (value: number) => Math.round(value * 10) / 10;
const between = (random: () => number, [low, high]: readonly [number, number]) => low + random() * (high - low);
const pick = <T>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

/** `count` distinct items, in a seeded order. */
function pickSome<T>(random: () => number, items: readonly T[], count: number): T[] {
  const pool = [...items];
  const chosen: T[] = [];
  while (chosen.length < count && pool.length > 0) chosen.push(pool.splice(Math.floor(random() * pool.length), 1)[0]!);
  return chosen;
}

/** `YYYY-MM-DD` of a day counted from 1 January. */
const dayOfYear = (year: number, day: number) => new Date(Date.UTC(year, 0, day)).toISOString().slice(0, 10);

/** '+6.3', '−1.2' (a minus sign); what rounds to zero is '+0.0'. */
const signed = (value: number) => {
  const rounded = tenth(value);
  return `${rounded >= 0 ? '+' : '−'}${Math.abs(rounded).toFixed(1)}`;
};

function reportOf([number, brand, crop, year, town, state, latitude, longitude, cooperator]: Plot): ReportAnswer {
  const reportId = `TR-${year}-${state}-${number}`;
  const random = seededRandom(reportId);
  const range = cropRanges[crop];
  const level = between(random, range.level);
  const label = brandLabels[brand];

  const count = 6 + Math.floor(random() * 5);
  const own = pickSome(random, ownProducts[brand][crop], 2 + Math.floor(random() * 2)).map((product) => [label, product] as const);
  const products = [...own, ...pickSome(random, others[crop], count - own.length)];
  const measured = products.map(([productBrand, product]) => ({
    product,
    brand: productBrand,
    // The brand's own products do a little better on average: these are its showcase plots.
    yieldBuPerAcre: tenth(level + (random() - 0.5) * 2 * range.spread + (productBrand === label ? range.spread / 4 : 0)),
    moisturePercent: tenth(between(random, range.moisture)),
    testWeightLbPerBu: tenth(between(random, range.testWeight)),
  }));
  const entries = measured
    .sort((a, b) => b.yieldBuPerAcre - a.yieldBuPerAcre || a.product.localeCompare(b.product))
    .map((entry, index) => ({ ...entry, rank: index + 1 }));

  const top = entries[0]!;
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const bestOwn = Math.max(...entries.filter((entry) => entry.brand === label).map((entry) => entry.yieldBuPerAcre));
  const othersMean = mean(entries.filter((entry) => entry.brand !== label).map((entry) => entry.yieldBuPerAcre));
  const summaryItems = [
    { title: 'Top yield', description: `${top.brand} ${top.product}`, value: `${top.yieldBuPerAcre.toFixed(1)} bu/A` },
    { title: 'Plot average', description: `${entries.length} entries`, value: `${mean(entries.map((entry) => entry.yieldBuPerAcre)).toFixed(1)} bu/A` },
    { title: `${label} advantage`, description: `Best ${label} entry over the average of other brands`, value: `${signed(bestOwn - othersMean)} bu/A` },
  ];
  if (random() < 0.6) {
    summaryItems.push({ title: 'Harvest moisture', description: 'Plot average', value: `${mean(entries.map((entry) => entry.moisturePercent)).toFixed(1)}%` });
  }

  // Corn goes in from late April, soybeans a couple of weeks later; both come out in autumn.
  const planted = (crop === 'Corn' ? 110 : 125) + Math.floor(random() * 25);
  const harvested = (crop === 'Corn' ? 268 : 262) + Math.floor(random() * 35);
  return {
    reportId,
    brand,
    cropGrown: crop,
    locationName: `${town}, ${state}`,
    year,
    cooperator,
    location: { latitude, longitude },
    summaryItems,
    plantingDate: dayOfYear(year, planted),
    harvestDate: dayOfYear(year, harvested),
    soilType: pick(random, soils[state]),
    tillage: pick(random, tillages),
    previousCrop: crop === 'Soybeans' || random() < 0.25 ? 'Corn' : 'Soybeans',
    entries,
  };
}

/** Every seeded trial's full report, in the order of the table. */
export const sandboxReports: readonly ReportAnswer[] = plots.map(reportOf);

export function sandboxReport(reportId: string): ReportAnswer | undefined {
  return sandboxReports.find((report) => report.reportId === reportId);
}

/**
 * The brand's trials within `radiusMiles` of a place (great-circle miles), nearest first, ties by
 * report id, at most `limit`: what the service's search answers. Distances in the answer have one
 * decimal; the rule and the order use the exact ones.
 */
export function trialsNear(place: Coordinates, brand: TrialBrand, radiusMiles: number, limit: number, crop?: string): TrialWire[] {
  return sandboxReports
    .filter((report) => report.brand === brand && (!crop || report.cropGrown === crop))
    .map((report) => ({ report, miles: milesBetween(place, report.location) }))
    .filter(({ miles }) => miles <= radiusMiles)
    .sort((a, b) => a.miles - b.miles || a.report.reportId.localeCompare(b.report.reportId))
    .slice(0, limit)
    .map(({ report, miles }) => ({
      reportId: report.reportId,
      brand: report.brand,
      cropGrown: report.cropGrown,
      locationName: report.locationName,
      year: report.year,
      cooperator: report.cooperator,
      location: report.location,
      distanceMiles: tenth(miles),
      summaryItems: report.summaryItems,
    }));
}

export const sandboxCrops: readonly Crop[] = ['Corn', 'Soybeans'];
