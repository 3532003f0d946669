import type { RewardCategory, RewardCrop, RewardItemType, RewardJourney } from '@/lib/loyalty/points-bands';
import { rewardCrops } from '@/lib/loyalty/points-bands';
import { sandboxAccounts, type SandboxAccount } from '@/lib/sandbox/demo-accounts';
import { seededRandom } from '@/lib/sandbox/seeded-random';
import type {
  BannerAnswer,
  CampaignSuggestionAnswer,
  CategoryWire,
  ContentItemWire,
  ContentsAnswer,
  HistoryItemWire,
  MemberAnswer,
  RedemptionWire,
  ServicesSearchItemWire,
  ServiceWire,
  TransactionDetailAnswer,
} from '../contract';

/**
 * The sandbox programme's data, made for the demo accounts so that every rule of the loyalty spec
 * shows on one of them, relative to today (in America/Sao_Paulo) and the same all day:
 *
 * - Ana leads “Família Ribeiro” (group stars 5), 4 stars, 48,500 points to redeem; her oldest
 *   points expire in 90 days (no alert);
 * - Lucas is in her group without leading it: 2 stars, 3,200 points;
 * - Carlos, 4 stars, no group: two purchases of exactly three years ago expire today;
 * - Paula (eleva), 3 stars: points expire in 12 and 38 days, none today;
 * - anyone else (João) is unknown to the programme.
 *
 * Each member has 72 transactions over three years in every category (purchases, campaigns,
 * redemptions, transfers, expired points, 'Outras transações' of both signs), the newest at 00:05
 * today and one at 23:30 yesterday (São Paulo: 'Ontem', though UTC says today). Earned points expire 3 years
 * after the day they were earned, at the end of that day.
 */

/** Brazil has kept -03:00 all year since 2019, and the data goes back three years only. */
const SAO_PAULO_OFFSET = '-03:00';
const DAY_MS = 86_400_000;

/** One formatter for every call: building one costs far more than formatting with it. */
const saoPauloDayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' });

/** Today's date in São Paulo, `YYYY-MM-DD`. */
export const saoPauloDay = (now: Date) => saoPauloDayFormat.format(now);

/** The instant of a São Paulo wall-clock time. */
const atSaoPaulo = (day: string, time: string) => new Date(`${day}T${time}${SAO_PAULO_OFFSET}`).toISOString();

/** `day` moved by whole days or years (calendar arithmetic on the date alone). */
function shiftDay(day: string, { days = 0, years = 0 }: { days?: number; years?: number }): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year + years, month - 1, date) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Spec section 9: earned points are valid for 3 years, to the end of the day. */
const expiryOf = (earnedDay: string) => atSaoPaulo(shiftDay(earnedDay, { years: 3 }), '23:59:59');

// ---- Categories --------------------------------------------------------------------------------------

export const sandboxCategories = {
  purchase: { id: 1, name: 'Compras', icon: 'shopping-cart' },
  campaign: { id: 2, name: 'Campanhas', icon: 'star' },
  redemption: { id: 3, name: 'Resgates', icon: 'gift' },
  transfer: { id: 4, name: 'Transferência de pontos', icon: 'swap' },
  expired: { id: 5, name: 'Pontos expirados', icon: 'hourglass' },
  other: { id: 6, name: 'Outras transações', icon: 'more' },
} satisfies Record<string, CategoryWire>;

type CategoryKey = keyof typeof sandboxCategories;

/** Twelve in a row, six times over: every category (and both signs of 'other') in every stretch of the three years. */
const CATEGORY_CYCLE: readonly (CategoryKey | 'other-negative')[] = [
  'purchase',
  'campaign',
  'purchase',
  'redemption',
  'purchase',
  'other',
  'transfer',
  'purchase',
  'expired',
  'campaign',
  'other-negative',
  'purchase',
];

/** The categories whose points are earned, and so expire. */
const EARNING = new Set<Planned['category']>(['purchase', 'campaign', 'other']);

// ---- Members -----------------------------------------------------------------------------------------

/** Stars from accumulated points (spec section 9: thresholds 0, 15,000, 50,000, 200,000, 550,000). */
const STAR_THRESHOLDS = [0, 15_000, 50_000, 200_000, 550_000] as const;

function starsOf(points: number) {
  const stars = STAR_THRESHOLDS.filter((threshold) => points >= threshold).length;
  const next = STAR_THRESHOLDS[stars];
  const floor = STAR_THRESHOLDS[stars - 1]!;
  return next === undefined
    ? { stars, impulsePercent: 100, impulseLeft: 0 }
    : { stars, impulsePercent: Math.round(((points - floor) / (next - floor)) * 1000) / 10, impulseLeft: next - points };
}

interface MemberProfile {
  impulsePoints: number;
  orbiaPoints: number;
  group?: { starsGroup: number; leader: boolean };
  region: { location: string; culture: string };
  /** Days from today on which earned lots expire (0: today). */
  expiringInDays: readonly number[];
  interests: ContentsAnswer['interests'];
  suggestion: boolean;
  /** Whom transfers go to and come from. */
  transferPartner: string;
}

const profiles: Record<string, MemberProfile> = {
  'sbx-br-0001': {
    impulsePoints: 320_000,
    orbiaPoints: 48_500,
    group: { starsGroup: 5, leader: true },
    region: { location: 'Rio Verde - GO', culture: 'soja' },
    expiringInDays: [90],
    interests: { cultures: ['soja', 'milho'], regions: ['centro-oeste'], editorials: ['mercado', 'clima'] },
    suggestion: true,
    transferPartner: 'Lucas Ribeiro',
  },
  'sbx-br-0005': {
    impulsePoints: 22_000,
    orbiaPoints: 3_200,
    group: { starsGroup: 5, leader: false },
    region: { location: 'Rio Verde - GO', culture: 'milho' },
    expiringInDays: [],
    interests: { cultures: ['milho'], regions: ['centro-oeste'], editorials: ['tecnologia'] },
    suggestion: false,
    transferPartner: 'Ana Ribeiro',
  },
  'sbx-br-0002': {
    impulsePoints: 212_400,
    orbiaPoints: 9_870,
    region: { location: 'Cascavel - PR', culture: 'milho' },
    expiringInDays: [0, 0, 20],
    interests: [],
    suggestion: true,
    transferPartner: 'Marcos Souza',
  },
  'sbx-br-0004': {
    impulsePoints: 64_000,
    orbiaPoints: 5_400,
    region: { location: 'Luís Eduardo Magalhães - BA', culture: 'algodao' },
    expiringInDays: [12, 38],
    interests: { cultures: ['algodao', 'soja'], regions: ['nordeste'], editorials: ['sustentabilidade'] },
    suggestion: true,
    transferPartner: 'Cooperativa Oeste Baiano',
  },
};

/** The demo accounts the programme knows (a programme account and a profile here). */
export const programmeMembers = (): SandboxAccount[] => sandboxAccounts.filter((account) => account.programme && account.document && profiles[account.sub]);

export const memberByDocument = (document: string) => programmeMembers().find((account) => account.document === document);

export const sandboxMemberId = (document: string) => Buffer.from(document, 'utf8').toString('base64');

const CONTACT_US = { name: 'Central Impulso', phone: '0800 725 1122', email: 'contato@impulso.example', whatsapp: '+55 11 97725-1122' };

export function sandboxMember(account: SandboxAccount, redeemed: number): MemberAnswer {
  const profile = profiles[account.sub]!;
  const group = account.programme?.familyGroup;
  return {
    idMember: sandboxMemberId(account.document!),
    name: account.name,
    document: account.document,
    status: 'ACTIVE',
    onboardingStep: null,
    impulsePoints: profile.impulsePoints,
    ...starsOf(profile.impulsePoints),
    minPoints: 1,
    orbiaPoints: profile.orbiaPoints - redeemed,
    flGroupLeader: Boolean(group?.leader),
    familiarGroup: group && profile.group ? { idGroup: 'GRP-RIBEIRO', nmGroup: group.name, starsGroup: profile.group.starsGroup } : null,
    contactInformation: {
      contactUs: CONTACT_US,
      advisorContact: [
        { nmAdvisor: 'Fernanda Lima', flAdvisor: 'Consultora de relacionamento', phoneAdvisor: '(64) 3621-4400', emailAdvisor: 'fernanda.lima@impulso.example', mobileAdvisor: '(64) 99912-3344' },
        { nmAdvisor: 'Rafael Costa', flAdvisor: 'Agrônomo de campo', phoneAdvisor: '(64) 3621-4410', emailAdvisor: 'rafael.costa@impulso.example', mobileAdvisor: '(64) 99955-6677' },
      ],
    },
  };
}

// ---- History and details -------------------------------------------------------------------------------

const RETAILERS = ['Agro Rio Verde', 'Cerealista Bom Jesus', 'Coopergrãos', 'Casa do Produtor Cascavel', 'Revenda Campo Forte'];
const PRODUCTS = [
  'Herbicida pós-emergente seletivo para soja 20 L',
  'Fungicida sistêmico 5 L',
  'Semente de milho híbrido safrinha 60 mil sementes',
  'Inseticida biológico para lagartas 1 L',
  'Adjuvante agrícola',
  'Tratamento de sementes de soja premium 10 L',
];
const SERVICES_REDEEMED = ['Análise de solo completa', 'Consultoria agronômica (4 visitas)', 'Curso de manejo integrado de pragas', 'Voucher de combustível'];

export interface SandboxTransaction {
  item: HistoryItemWire;
  detail: TransactionDetailAnswer;
}

const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
const between = (random: () => number, low: number, high: number, step = 10) => Math.round((low + random() * (high - low)) / step) * step;

function transactionNumberOf(account: SandboxAccount, index: number) {
  return `${account.sub.replace(/\D/g, '')}${String(index).padStart(5, '0')}`;
}

/** A purchase or a redemption order: its items (points each) and what the whole order came to. */
function order(random: () => number, number: string, kind: 'purchase' | 'redemption', total: number) {
  const count = 1 + Math.floor(random() * 3);
  const shippingFee = kind === 'redemption' ? 150 : 0;
  const subTotal = Math.abs(total) - shippingFee;
  const shares = Array.from({ length: count }, () => 1 + random());
  const sum = shares.reduce((a, b) => a + b, 0);
  const points = shares.map((share) => Math.floor((share / sum) * subTotal));
  points[0]! += subTotal - points.reduce((a, b) => a + b, 0);
  return {
    orderNumber: `PED-${number}`,
    orderItems: points.map((productPoints, index) => ({
      productDescription: kind === 'purchase' ? pick(random, PRODUCTS) : pick(random, SERVICES_REDEEMED),
      productQuantity: kind === 'purchase' ? 1 + Math.floor(random() * 20) : 1,
      productPoints,
      category: kind === 'purchase' ? 'Proteção de cultivos' : 'Serviços',
      transactionNumber: `${number}-${index + 1}`,
    })),
    subTotalOrder: subTotal,
    shippingFee,
    totalPointsOrder: Math.abs(total),
  };
}

interface Planned {
  category: CategoryKey | 'other-negative';
  day: string;
  time: string;
  /** Set for the lots placed to expire on a given day. */
  expiresOn?: string;
}

/** Where each of a member's 72 transactions falls: the anchors (today, yesterday 23:30, the expiring lots), the rest spread over the years. */
function plan(profile: MemberProfile, today: string, random: () => number): Planned[] {
  const anchors: Planned[] = [
    { category: 'purchase', day: today, time: '00:05:00' },
    { category: 'campaign', day: shiftDay(today, { days: -1 }), time: '23:30:00' },
    ...profile.expiringInDays.map((days, index): Planned => {
      const expiresOn = shiftDay(today, { days });
      return { category: 'purchase', day: shiftDay(expiresOn, { years: -3 }), time: `1${index}:00:00`, expiresOn };
    }),
  ];
  // The rest spread over three years and a month. An earned lot among them that would expire within
  // the alert's 45 days (and a margin) is moved 54 days back, to a lot that has already expired.
  const threeYears = Math.round((Date.parse(today) - Date.parse(shiftDay(today, { years: -3 }))) / DAY_MS);
  const alertEnd = shiftDay(today, { days: 50 });
  const spread = 72 - anchors.length;
  const rest = Array.from({ length: spread }, (_, index): Planned => {
    const category = CATEGORY_CYCLE[index % CATEGORY_CYCLE.length]!;
    const daysAgo = 2 + Math.round(((threeYears + 30 - 2) * index) / (spread - 1));
    let day = shiftDay(today, { days: -daysAgo });
    const expiry = shiftDay(day, { years: 3 });
    if (EARNING.has(category) && expiry >= today && expiry <= alertEnd) day = shiftDay(day, { days: -54 });
    const hour = 7 + Math.floor(random() * 12);
    return { category, day, time: `${String(hour).padStart(2, '0')}:${String(Math.floor(random() * 60)).padStart(2, '0')}:00` };
  });
  return [...anchors, ...rest];
}

/** A member's transactions, newest first. */
export function sandboxTransactions(account: SandboxAccount, now: Date): SandboxTransaction[] {
  const profile = profiles[account.sub]!;
  const today = saoPauloDay(now);
  const random = seededRandom(`loyalty:${account.sub}`);
  const planned = plan(profile, today, random).sort((a, b) => `${b.day}${b.time}`.localeCompare(`${a.day}${a.time}`));
  return planned.map(({ category: planCategory, day, time, expiresOn }, index) => {
    const number = transactionNumberOf(account, index + 1);
    const transactionDate = atSaoPaulo(day, time);
    const key: CategoryKey = planCategory === 'other-negative' ? 'other' : planCategory;
    const category = sandboxCategories[key];
    const retailer = pick(random, RETAILERS);
    let pointsAmount: number;
    let description: string;
    let transferPoints: HistoryItemWire['transferPoints'] = null;
    let orderFields: Partial<ReturnType<typeof order>> = {};
    switch (planCategory) {
      case 'purchase':
        pointsAmount = between(random, 400, 6_000);
        description = `Compra de produtos na ${retailer}`;
        orderFields = order(random, number, 'purchase', pointsAmount);
        break;
      case 'campaign':
        pointsAmount = between(random, 200, 2_500);
        description = pick(random, ['Bônus campanha Safra Forte', 'Pontos em dobro: campanha de lançamento', 'Bônus de cadastro']);
        break;
      case 'redemption':
        pointsAmount = -between(random, 1_000, 8_000);
        description = `Resgate de ${pick(random, SERVICES_REDEEMED)}`;
        orderFields = order(random, number, 'redemption', pointsAmount);
        break;
      case 'transfer': {
        const sent = random() < 0.5;
        pointsAmount = (sent ? -1 : 1) * between(random, 300, 3_000);
        description = sent ? `Transferência para ${profile.transferPartner}` : `Transferência de ${profile.transferPartner}`;
        transferPoints = sent
          ? { sender: { nameMember: account.name }, receiver: { nameMember: profile.transferPartner } }
          : { sender: { nameMember: profile.transferPartner }, receiver: { nameMember: account.name } };
        break;
      }
      case 'expired':
        pointsAmount = -between(random, 100, 2_000);
        description = 'Pontos expirados';
        break;
      case 'other':
        pointsAmount = between(random, 50, 900);
        description = 'Ajuste de pontos a favor';
        break;
      case 'other-negative':
        pointsAmount = -between(random, 50, 900);
        description = 'Estorno de pontos de nota fiscal cancelada';
        break;
    }
    const earns = pointsAmount > 0 && key !== 'transfer';
    const expirationDate = expiresOn ? atSaoPaulo(expiresOn, '23:59:59') : earns ? expiryOf(day) : null;
    const purchase = planCategory === 'purchase';
    const item: HistoryItemWire = {
      transactionDate,
      pointsAmount,
      origin: planCategory === 'campaign' || key === 'other' ? 'ARTIFICIAL' : 'LEGITIMATE',
      category,
      transactionDetails: [{ description, transactionNumber: number, expirationDate, pointsAmount }],
      transferPoints,
      member: { name: account.name },
    };
    const detail: TransactionDetailAnswer = {
      idMember: sandboxMemberId(account.document!),
      description,
      pointsAmount,
      invoiceDate: purchase ? transactionDate : null,
      invoiceNumber: purchase ? `NF-${String(100_000 + Math.floor(random() * 900_000))}` : null,
      partnerName: purchase || planCategory === 'redemption' ? retailer : null,
      transactionDate,
      expirationDate,
      orderNumber: orderFields.orderNumber ?? null,
      orderItems: orderFields.orderItems ?? [],
      subTotalOrder: orderFields.subTotalOrder ?? null,
      shippingFee: orderFields.shippingFee ?? null,
      totalPointsOrder: orderFields.totalPointsOrder ?? null,
    };
    return { item, detail };
  });
}

/** The history item and detail of a redemption made through the sandbox, dated when it was asked for. */
export function redemptionTransaction(account: SandboxAccount, redemption: RedemptionWire): SandboxTransaction {
  const description = `Resgate solicitado (${redemption.kind})`;
  const pointsAmount = -redemption.amount;
  return {
    item: {
      transactionDate: redemption.createdAt,
      pointsAmount,
      origin: 'LEGITIMATE',
      category: sandboxCategories.redemption,
      transactionDetails: [{ description, transactionNumber: redemption.requestId, expirationDate: null, pointsAmount }],
      transferPoints: null,
      member: { name: account.name },
    },
    detail: {
      idMember: sandboxMemberId(account.document!),
      description,
      pointsAmount,
      invoiceDate: null,
      invoiceNumber: null,
      partnerName: null,
      transactionDate: redemption.createdAt,
      expirationDate: null,
      orderNumber: redemption.requestId,
      orderItems: [],
      subTotalOrder: redemption.amount,
      shippingFee: 0,
      totalPointsOrder: redemption.amount,
    },
  };
}

/** Earned lots from today on, within a year: what the expiration call reports. */
export function expiringLots(transactions: SandboxTransaction[], now: Date) {
  const from = atSaoPaulo(saoPauloDay(now), '00:00:00');
  const until = new Date(Date.parse(from) + 366 * DAY_MS).toISOString();
  return transactions
    .flatMap(({ item }) => item.transactionDetails)
    .filter((detail) => detail.pointsAmount > 0 && detail.expirationDate !== null && detail.expirationDate >= from && detail.expirationDate < until)
    .map((detail) => ({ expirationDate: detail.expirationDate!, pointsAmount: detail.pointsAmount }));
}

/** The day a São Paulo date filter compares: a transaction's local date. */
export const transactionDay = (instant: string) => saoPauloDay(new Date(instant));

/** Search text compared without accents or case. */
export const plainText = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();

// ---- Earlier redemption requests (every status but Submitted) ------------------------------------------------

export function seededRedemptions(account: SandboxAccount, now: Date): RedemptionWire[] {
  if (account.sub !== 'sbx-br-0001') return [];
  const statuses = ['Processing', 'PaymentIssued', 'PaymentCleared', 'PaymentVoided', 'Canceled'] as const;
  const kinds = ['50-traditional', 'loyalty-rewards', '100-traditional', 'traditional-and-additional-money', 'additional-money'] as const;
  return statuses.map((status, index) => ({
    requestId: `RSG-SEED-${index + 1}`,
    idempotencyKey: `seed-redemption-${index + 1}`,
    kind: kinds[index]!,
    amount: 1_000 * (index + 1),
    recipient: index === 2 ? 'group' : 'self',
    note: index === 0 ? 'Entregar na fazenda Santa Luzia' : null,
    status,
    createdAt: atSaoPaulo(shiftDay(saoPauloDay(now), { days: -30 * (index + 1) }), '10:00:00'),
  }));
}

// ---- Impulso: banner, services, contents, campaign ----------------------------------------------

export function sandboxBanner(account: SandboxAccount, now: Date): BannerAnswer {
  const profile = profiles[account.sub]!;
  const random = seededRandom(`banner:${account.sub}:${saoPauloDay(now)}`);
  const min = between(random, 14, 20, 1);
  return {
    weatherBulletin: {
      location: profile.region.location,
      date: atSaoPaulo(saoPauloDay(now), '06:00:00'),
      description: pick(random, ['Céu claro, sem chuva prevista', 'Pancadas de chuva à tarde', 'Parcialmente nublado']),
      minTemperature: min,
      maxTemperature: min + between(random, 8, 14, 1),
      precipitationChance: between(random, 0, 90, 5),
    },
  };
}

/** A cover: the title's start in white on one of the colours. */
const coverSvg = (label: string, color: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180"><rect width="320" height="180" fill="${color}"/><text x="16" y="96" font-family="sans-serif" font-size="20" fill="#fff">${label}</text></svg>`;

/** 14 services: free ones (cost 0 or less), cheap ones, and some above every member's balance. */
const SERVICE_SEEDS: readonly [name: string, vendor: string, category: string, cost: number, previous: number | null, stars: number][] = [
  ['Análise de solo completa', 'Laboratório Terra Viva', 'Agronomia', 2_500, 3_000, 1],
  ['Consultoria agronômica (4 visitas)', 'AgroConsult', 'Agronomia', 12_000, null, 2],
  ['Webinar de manejo de plantas daninhas', 'Impulso', 'Capacitação', 0, 500, 1],
  ['Curso de manejo integrado de pragas', 'Escola do Campo', 'Capacitação', 4_800, 5_200, 1],
  ['Mapa de produtividade por drone', 'SkyFarm', 'Tecnologia', 18_000, 21_000, 3],
  ['Calibração de pulverizador', 'Máquinas Certas', 'Serviços de campo', 3_600, null, 1],
  ['Diagnóstico de nematoides', 'Laboratório Terra Viva', 'Agronomia', 6_900, 7_500, 2],
  ['Guia digital da safra', 'Impulso', 'Conteúdo', -1, null, 1],
  ['Assinatura de previsão do tempo (12 meses)', 'Clima Agro', 'Tecnologia', 9_500, 9_500, 2],
  ['Viagem técnica ao Show Rural', 'Impulso Experiências', 'Experiências', 60_000, 65_000, 4],
  ['Programa de gestão financeira rural', 'Gestão no Campo', 'Gestão', 15_500, null, 3],
  ['Kit de amostragem de solo', 'Laboratório Terra Viva', 'Agronomia', 1_200, 1_500, 1],
  ['Imersão em agricultura digital', 'Impulso Experiências', 'Experiências', 120_000, null, 5],
  ['Mentoria de sucessão familiar', 'Gestão no Campo', 'Gestão', 25_000, 28_000, 4],
];
const COLORS = ['#2e7d32', '#1565c0', '#6a1b9a', '#ef6c00', '#00838f', '#558b2f'];
const SERVICE_FIRST_ID = 5_000;
const serviceCover = (index: number) => coverSvg(SERVICE_SEEDS[index]![0].slice(0, 24), COLORS[index % COLORS.length]!);
const contentCover = (id: number, title: string) => coverSvg(title.slice(0, 24), COLORS[id % COLORS.length]!);

/**
 * The programme's image server, for the images its answers give as addresses (the member's
 * services with orbiaImgUrl=true, the contents' covers): `/sandbox/loyalty/imagens/{name}.svg` in a
 * browser. An address rather than a data URL lets the browser fetch them lazily, as it would the
 * real ones.
 */
export const SANDBOX_IMAGES_PATH = '/loyalty/imagens';
const sandboxImageLink = (name: string) => `/sandbox${SANDBOX_IMAGES_PATH}/${name}`;

/** The SVG of an image `sandboxImageLink` named (`servico-5003.svg`, `conteudo-101.svg`, `recompensa-8000.svg`), or null for a name it never gives. */
export function sandboxImage(file: string): string | null {
  const [, kind, id] = /^(servico|conteudo|recompensa)-([1-9]\d*)\.svg$/.exec(file) ?? [];
  if (kind === 'servico') {
    const index = Number(id) - SERVICE_FIRST_ID;
    return SERVICE_SEEDS[index] ? serviceCover(index) : null;
  }
  if (kind === 'recompensa') {
    const index = Number(id) - REWARD_FIRST_ID;
    return REWARD_SEEDS[index] ? rewardCover(index) : null;
  }
  const content = CONTENT_SEEDS.find(([contentId]) => String(contentId) === id);
  return kind === 'conteudo' && content ? contentCover(content[0], content[1]) : null;
}

/** The programme's services: `imageAsUrl` as the member endpoint answers them (orbiaImgUrl=true), base64 otherwise. */
export function sandboxServices(imageAsUrl: boolean): ServiceWire[] {
  return SERVICE_SEEDS.map(([name, vendor, category, cost, previous, stars], index) => {
    const id = SERVICE_FIRST_ID + index;
    return {
      imgBase64Html: imageAsUrl ? sandboxImageLink(`servico-${id}.svg`) : Buffer.from(serviceCover(index)).toString('base64'),
      vlPricePoints: Math.max(cost, 0),
      dsLink: `https://loja.impulso.example/servicos/${index + 1}`,
      cdSkuOrbia: `SKU-${String(7_000 + index)}`,
      idOrbia: id,
      tpService: cost <= 0 ? 'free' : 'redeemable',
      nmVendor: vendor,
      nmService: name,
      ctgService: category,
      qtStars: stars,
      recommendationTag: index % 4 === 0 ? 'Recomendado para você' : null,
      currentCost: cost,
      previousCost: previous,
    };
  });
}

// ---- The calculator's rewards catalogue (services search) ----------------------------------------------

const ALL: readonly RewardCrop[] = rewardCrops;

type RewardSeed = readonly [name: string, points: number, crops: readonly RewardCrop[], journeys: readonly RewardJourney[], categories: readonly RewardCategory[]];

/**
 * The services search's catalogue: services and products over every points band (some at a band's
 * very edge: 0, 50,000, 100,000, 150,000, and 49,999 just under one), every crop, journey and
 * category. An item matches a filter when it lists the value; a product with no category (a cap)
 * shows only while no category is chosen.
 */
const SERVICE_REWARDS: readonly RewardSeed[] = [
  // Under 50,000
  ['Webinar: planejamento da safra de soja', 0, ['soy'], ['planning'], ['courses-and-training']],
  ['Curso: agricultura de precisão', 12_000, ALL, ['planning', 'planting'], ['courses-and-training']],
  ['Curso: manejo integrado de pragas', 8_500, ALL, ['in-season'], ['courses-and-training']],
  ['Curso: classificação e degustação de café', 9_800, ['coffee'], ['harvest'], ['courses-and-training']],
  ['Treinamento: regulagem de plantadeiras', 6_400, ['corn', 'soy', 'cotton'], ['pre-planting', 'planting'], ['courses-and-training']],
  ['Software de gestão de talhões (3 meses)', 18_000, ALL, ['planning'], ['agro-software']],
  ['Aplicativo de monitoramento de pragas (6 meses)', 22_500, ALL, ['in-season'], ['agro-software']],
  ['Consultoria agronômica — manejo de pragas do milho', 35_000, ['corn'], ['in-season'], ['agronomic-consulting']],
  ['Análise de solo com recomendação de adubação', 14_900, ALL, ['pre-planting'], ['agronomic-consulting']],
  ['Consultoria personalizada: planejamento de compras de insumos', 27_000, ALL, ['purchase', 'planning'], ['personalized-consulting']],
  ['Diagnóstico de nematoides na soja', 19_500, ['soy'], ['pre-planting'], ['agronomic-consulting']],
  ['Curso: colheita mecanizada de cana', 24_000, ['sugarcane'], ['harvest'], ['courses-and-training']],
  ['Consultoria agronômica — plantio de cana', 49_999, ['sugarcane'], ['planting'], ['agronomic-consulting']],
  ['Software de rastreabilidade do café (6 meses)', 31_000, ['coffee'], ['harvest', 'purchase'], ['agro-software']],
  // 50,000 to 100,000
  ['Consultoria agronômica — fertilidade do solo para soja', 50_000, ['soy'], ['pre-planting'], ['agronomic-consulting']],
  ['Software de gestão de talhões (12 meses)', 58_000, ALL, ['planning'], ['agro-software']],
  ['Curso: gestão financeira da fazenda', 52_500, ALL, ['planning', 'purchase'], ['courses-and-training']],
  ['Consultoria personalizada: comercialização de grãos', 74_000, ['corn', 'soy'], ['harvest', 'purchase'], ['personalized-consulting']],
  ['Consultoria agronômica — manejo de doenças do algodão', 68_000, ['cotton'], ['in-season'], ['agronomic-consulting']],
  ['Plataforma de imagens de satélite (12 meses)', 64_000, ALL, ['in-season'], ['agro-software']],
  ['Curso: produção de café especial', 57_000, ['coffee'], ['in-season', 'harvest'], ['courses-and-training']],
  ['Consultoria agronômica — nutrição do cafezal', 89_000, ['coffee'], ['in-season'], ['agronomic-consulting']],
  ['Treinamento de operadores de colhedora', 61_500, ['cotton', 'corn', 'soy', 'sugarcane'], ['harvest'], ['courses-and-training']],
  ['Consultoria personalizada: sucessão familiar', 95_000, ALL, ['planning'], ['personalized-consulting']],
  ['Análise de sementes para plantio', 53_000, ['corn', 'soy', 'cotton'], ['pre-planting', 'planting'], ['agronomic-consulting']],
  ['Software de controle de estoque de insumos (12 meses)', 77_000, ALL, ['purchase'], ['agro-software']],
  // 100,000 to 150,000
  ['Consultoria agronômica — agricultura de precisão', 100_000, ALL, ['planning', 'planting'], ['agronomic-consulting']],
  ['Curso: manejo e conservação de solos (módulo de especialização)', 120_000, ALL, ['pre-planting'], ['courses-and-training']],
  ['Consultoria personalizada: planejamento tributário rural', 135_000, ALL, ['planning', 'purchase'], ['personalized-consulting']],
  ['Software de telemetria de máquinas (12 meses)', 112_000, ALL, ['planting', 'harvest'], ['agro-software']],
  ['Consultoria agronômica — cigarrinha no milho safrinha', 108_000, ['corn'], ['in-season'], ['agronomic-consulting']],
  ['Consultoria agronômica — colheita e pós-colheita do café', 126_000, ['coffee'], ['harvest'], ['agronomic-consulting']],
  ['Curso: certificação em aplicação aérea', 142_000, ALL, ['in-season'], ['courses-and-training']],
  ['Consultoria personalizada: irrigação da cana', 149_000, ['sugarcane'], ['planning', 'in-season'], ['personalized-consulting']],
  ['Estação meteorológica com software de clima (12 meses)', 118_500, ALL, ['planning', 'in-season'], ['agro-software']],
  ['Consultoria personalizada: gestão de compras da safra', 104_000, ['cotton', 'soy'], ['purchase'], ['personalized-consulting']],
  // 150,000 and over
  ['Consultoria personalizada: projeto de fazenda digital', 150_000, ALL, ['planning'], ['personalized-consulting']],
  ['Imersão em agricultura digital', 180_000, ALL, ['planning'], ['courses-and-training']],
  ['Consultoria agronômica anual — algodão', 240_000, ['cotton'], ['pre-planting', 'planting', 'in-season', 'harvest'], ['agronomic-consulting']],
  ['Software de gestão agrícola completo (24 meses)', 310_000, ALL, ['planning', 'purchase'], ['agro-software']],
  ['MBA em agronegócio (bolsa parcial)', 420_000, ALL, ['planning'], ['courses-and-training']],
  ['Consultoria agronômica anual — cana-de-açúcar', 275_000, ['sugarcane'], ['planting', 'in-season', 'harvest'], ['agronomic-consulting']],
  ['Consultoria personalizada: planejamento da safra de café', 198_000, ['coffee'], ['planning', 'pre-planting'], ['personalized-consulting']],
  ['Viagem técnica: missão agro ao Meio-Oeste dos EUA', 560_000, ['corn', 'soy'], ['planning'], ['courses-and-training']],
  ['Mentoria de gestão para grandes propriedades', 850_000, ALL, ['planning', 'purchase'], ['personalized-consulting']],
];

const PRODUCT_REWARDS: readonly RewardSeed[] = [
  // Under 50,000
  ['Boné Impulso', 3_500, ALL, ['purchase'], []],
  ['Camiseta Impulso', 6_000, ALL, ['purchase'], []],
  ['Caderno de campo Impulso', 1_500, ALL, ['in-season'], []],
  ['Garrafa térmica Impulso', 4_200, ALL, ['in-season'], []],
  ['Kit de amostragem de solo', 9_500, ALL, ['pre-planting'], ['agronomic-consulting']],
  ['Pluviômetro digital com aplicativo', 15_000, ALL, ['in-season', 'planning'], ['agro-software']],
  ['Medidor de umidade de grãos', 38_000, ['corn', 'soy', 'coffee'], ['harvest'], []],
  ['Livro: manual de pragas do algodão', 2_800, ['cotton'], ['in-season'], ['courses-and-training']],
  ['Voucher de visita técnica personalizada', 45_000, ALL, ['planning', 'in-season'], ['personalized-consulting']],
  // 50,000 to 100,000
  ['Jaqueta corta-vento Impulso', 50_000, ALL, ['purchase'], []],
  ['Tablet robusto para o campo', 72_000, ALL, ['in-season'], ['agro-software']],
  ['Drone de mapeamento (kit básico)', 95_000, ALL, ['in-season', 'planning'], ['agro-software']],
  ['Penetrômetro de solo digital', 56_000, ALL, ['pre-planting'], ['agronomic-consulting']],
  ['Refratômetro para cana-de-açúcar', 63_000, ['sugarcane'], ['harvest'], []],
  ['Kit de monitoramento de pragas (armadilhas)', 51_500, ['corn', 'soy', 'cotton'], ['in-season'], ['agronomic-consulting']],
  ['Kit de reposição para plantadeira', 78_000, ['corn', 'soy', 'cotton'], ['planting', 'pre-planting'], []],
  // 100,000 to 150,000
  ['GPS agrícola portátil', 100_000, ALL, ['planting'], ['agro-software']],
  ['Estação meteorológica compacta', 115_000, ALL, ['planning', 'in-season'], ['agro-software']],
  ['Geladeira portátil 12 V', 130_000, ALL, ['purchase'], []],
  ['Secador de café de bancada', 148_000, ['coffee'], ['harvest'], []],
  ['Kit de calibração de pulverizador com treinamento', 104_500, ALL, ['pre-planting', 'in-season'], ['courses-and-training']],
  // 150,000 and over
  ['Piloto automático para trator', 150_000, ['corn', 'soy', 'cotton', 'sugarcane'], ['planting'], ['agro-software']],
  ['Monitor de plantio', 210_000, ['corn', 'soy', 'cotton'], ['planting', 'pre-planting'], ['agro-software']],
  ['Balança de pesagem de carga', 365_000, ALL, ['harvest', 'purchase'], []],
  ['Drone pulverizador (crédito parcial)', 480_000, ALL, ['in-season'], ['agro-software']],
  ['Quadriciclo para vistoria de lavoura', 620_000, ALL, ['in-season', 'harvest'], []],
  ['Pacote de horas de consultoria online', 160_000, ALL, ['planning'], ['personalized-consulting']],
];

const REWARD_SEEDS: readonly (readonly [RewardItemType, RewardSeed])[] = [
  ...SERVICE_REWARDS.map((seed) => ['service', seed] as const),
  ...PRODUCT_REWARDS.map((seed) => ['product', seed] as const),
];
const REWARD_FIRST_ID = 8_000;
const rewardCover = (index: number) => coverSvg(REWARD_SEEDS[index]![1][0].slice(0, 24), COLORS[index % COLORS.length]!);

export interface SandboxReward {
  itemType: RewardItemType;
  crops: readonly RewardCrop[];
  journeys: readonly RewardJourney[];
  categories: readonly RewardCategory[];
  /** As the services search answers it. */
  item: ServicesSearchItemWire;
}

/** The whole catalogue, in the order of the table (the search sorts it). */
export function sandboxRewards(): SandboxReward[] {
  return REWARD_SEEDS.map(([itemType, [name, points, crops, journeys, categories]], index) => ({
    itemType,
    crops,
    journeys,
    categories,
    item: {
      ds_product_url: `https://loja.impulso.example/catalogo/${itemType === 'service' ? 'servicos' : 'produtos'}/${plainText(name).replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}`,
      nm_product: name,
      ds_image_url: sandboxImageLink(`recompensa-${REWARD_FIRST_ID + index}.svg`),
      points,
    },
  }));
}

export const sandboxTagGroups = {
  cultures: [
    { id: 'soja', title: 'Soja' },
    { id: 'milho', title: 'Milho' },
    { id: 'algodao', title: 'Algodão' },
    { id: 'cafe', title: 'Café' },
    { id: 'cana', title: 'Cana-de-açúcar' },
    { id: 'hortifruti', title: 'Hortifrúti' },
  ],
  regions: [
    { id: 'centro-oeste', title: 'Centro-Oeste' },
    { id: 'sul', title: 'Sul' },
    { id: 'sudeste', title: 'Sudeste' },
    { id: 'nordeste', title: 'Nordeste' },
    { id: 'norte', title: 'Norte' },
  ],
  editorials: [
    { id: 'mercado', title: 'Mercado' },
    { id: 'clima', title: 'Clima' },
    { id: 'tecnologia', title: 'Tecnologia' },
    { id: 'sustentabilidade', title: 'Sustentabilidade' },
    { id: 'gestao', title: 'Gestão' },
  ],
};

/**
 * The programme's blog, where a content leads: the sandbox stands in for it with a page per article
 * (./handlers.ts), as it does for the programme partner's pages.
 */
export const SANDBOX_BLOG_PATH = '/loyalty/conteudos';

/** A content's address as the service gives it: the sandbox's page, as a browser reaches it (the sandbox is `/sandbox/...` on the site). */
export const sandboxBlogLink = (slug: string) => `/sandbox${SANDBOX_BLOG_PATH}/${slug}`;

const CONTENT_SEEDS: readonly [id: number, title: string, summary: string, tags: readonly string[], daysAgo: number][] = [
  [101, 'Preço da soja sobe com demanda chinesa', 'O que a alta do grão significa para a comercialização da safra.', ['mercado', 'soja'], 1],
  [102, 'La Niña: o que esperar das chuvas no Centro-Oeste', 'Previsão para o plantio e cuidados com a janela de semeadura.', ['clima', 'centro-oeste'], 3],
  [103, 'Drones na pulverização: custos e ganhos', 'Quando vale a pena contratar aplicação aérea com drones.', ['tecnologia'], 6],
  [104, 'Milho safrinha: manejo de cigarrinha', 'Monitoramento e controle da praga que ameaça o milho.', ['milho', 'manejo'], 9],
  [105, 'Crédito de carbono no campo', 'Como práticas sustentáveis viram receita na fazenda.', ['sustentabilidade'], 12],
  [106, 'Cinco curiosidades sobre o algodão brasileiro', 'Do plantio à exportação, histórias de uma fibra campeã.', ['curiosidades'], 15],
];

/**
 * Articles for the member: tags name a theme (`mercado`, `clima`, `tecnologia`, `soja`…), which the
 * topics block maps to an overline; `curiosidades` is one no map knows (the 'BLOG DO AGRO' fallback).
 */
export function sandboxContents(now: Date): ContentItemWire[] {
  return CONTENT_SEEDS.map(([id, title, summary, tags, daysAgo]) => ({
    id,
    title,
    summary,
    image: sandboxImageLink(`conteudo-${id}.svg`),
    link: sandboxBlogLink(plainText(title).replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')),
    date: new Date(now.getTime() - daysAgo * DAY_MS).toISOString(),
    tags: [...tags],
  }));
}

export const sandboxPreferredThemes = (now: Date, chosen: Set<string>) => sandboxContents(now).filter((item) => item.tags.some((tag) => chosen.has(tag)));

/** The season of a date ('2026/27' from July 2026 to June 2027). */
export function cropSeason(now: Date): string {
  const [year, month] = saoPauloDay(now).split('-').map(Number) as [number, number];
  const start = month >= 7 ? year : year - 1;
  return `${start}/${String((start + 1) % 100).padStart(2, '0')}`;
}

export function sandboxSuggestion(account: SandboxAccount, now: Date): CampaignSuggestionAnswer | null {
  if (!profiles[account.sub]!.suggestion) return null;
  return { crop: cropSeason(now), suggestionLink: `https://simulador.impulso.example/sugestao/${sandboxMemberId(account.document!).slice(0, 8)}` };
}

export const seededInterests = (account: SandboxAccount) => profiles[account.sub]!.interests;
