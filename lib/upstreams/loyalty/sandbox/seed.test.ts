import { maxPointsFor, pointsBands, rewardCategories, rewardCrops, rewardItemTypes, rewardJourneys } from '@/lib/loyalty/points-bands';
import { accountByEmail } from '@/lib/sandbox/demo-accounts';
import { sandboxFetch } from '@/lib/sandbox/fetch';
import { SANDBOX_ORIGIN } from '@/lib/sandbox/origin';
import { categoryKindOf } from '../category-kind';
import { historyItemWireSchema, memberAnswerSchema, servicesSearchItemWireSchema, serviceWireSchema, transactionDetailAnswerSchema } from '../contract';
import {
  cropSeason,
  expiringLots,
  programmeMembers,
  sandboxContents,
  sandboxMember,
  sandboxRewards,
  sandboxServices,
  sandboxSuggestion,
  sandboxTransactions,
  saoPauloDay,
  transactionDay,
} from './seed';

const account = (email: string) => accountByEmail(email)!;
const ana = account('ana.ribeiro@example.com.br');
const lucas = account('lucas.ribeiro@example.com.br');
const carlos = account('carlos.souza@example.com.br');
const paula = account('paula.alves@example.com.br');

const DAY_MS = 86_400_000;
/** Lots expiring on a São Paulo day offset from today (0: today). */
const lotsExpiringIn = (email: string, now: Date, days: (offset: number) => boolean) => {
  const today = Date.parse(saoPauloDay(now));
  return expiringLots(sandboxTransactions(account(email), now), now).filter((lot) => days(Math.round((Date.parse(transactionDay(lot.expirationDate)) - today) / DAY_MS)));
};

// Late at night in São Paulo, when UTC is already on the next day, and around a leap day: the rules hold on any day.
describe.each([['a weekday', new Date('2026-03-10T15:00:00Z')], ['late night in São Paulo', new Date('2026-03-11T02:45:00Z')], ['the day after a leap day', new Date('2028-03-01T12:00:00Z')]])(
  'the sandbox programme on %s',
  (_when, now) => {
    it('knows the four members with a programme account, and not João', () => {
      expect(programmeMembers().map((member) => member.email).sort()).toEqual([ana.email, carlos.email, lucas.email, paula.email].sort());
    });

    it('answers members in the contract: Ana leads “Família Ribeiro” with points to redeem, Lucas is in it, Carlos has 4 stars and no group', () => {
      const anaMember = memberAnswerSchema.parse(sandboxMember(ana, 0));
      expect(anaMember).toMatchObject({ flGroupLeader: true, familiarGroup: { nmGroup: 'Família Ribeiro', starsGroup: 5 }, stars: 4 });
      expect(anaMember.orbiaPoints).toBeGreaterThanOrEqual(10_000);
      expect(sandboxMember(lucas, 0)).toMatchObject({ flGroupLeader: false, familiarGroup: { nmGroup: 'Família Ribeiro' } });
      expect(sandboxMember(carlos, 0)).toMatchObject({ stars: 4, familiarGroup: null, flGroupLeader: false });
      expect(sandboxMember(ana, 1_500).orbiaPoints).toBe(anaMember.orbiaPoints - 1_500);
    });

    it.each([ana, lucas, carlos, paula].map((member) => [member.name, member] as const))('gives %s at least 60 transactions over three years in every category', (_name, member) => {
      const transactions = sandboxTransactions(member, now);
      expect(transactions.length).toBeGreaterThanOrEqual(60);
      for (const { item, detail } of transactions) {
        historyItemWireSchema.parse(item);
        transactionDetailAnswerSchema.parse(detail);
      }
      const items = transactions.map(({ item }) => item);
      const days = items.map((item) => transactionDay(item.transactionDate)).sort();
      expect(days.at(-1)).toBe(saoPauloDay(now));
      expect(Date.parse(days[0]!)).toBeLessThanOrEqual(Date.parse(saoPauloDay(now)) - 3 * 365 * DAY_MS);
      const kinds = items.map((item) => ({ kind: categoryKindOf(item.category.name), points: item.pointsAmount }));
      for (const kind of ['earning', 'redemption', 'transfer', 'expired'] as const) expect(kinds.filter((entry) => entry.kind === kind).length).toBeGreaterThanOrEqual(3);
      expect(kinds.some((entry) => entry.kind === 'other' && entry.points > 0)).toBe(true);
      expect(kinds.some((entry) => entry.kind === 'other' && entry.points < 0)).toBe(true);
      // Newest first, and every transaction number its own.
      expect(items.map((item) => item.transactionDate)).toEqual([...items.map((item) => item.transactionDate)].sort().reverse());
      expect(new Set(items.map((item) => item.transactionDetails[0]!.transactionNumber)).size).toBe(items.length);
    });

    it("has a transaction at 23:30 yesterday in São Paulo, for 'Ontem'", () => {
      const yesterday = saoPauloDay(new Date(Date.parse(`${saoPauloDay(now)}T12:00:00-03:00`) - DAY_MS));
      expect(sandboxTransactions(carlos, now).some(({ item }) => item.transactionDate === new Date(`${yesterday}T23:30:00-03:00`).toISOString())).toBe(true);
    });

    it('gives purchases order items that add up, and redemptions a shipping fee', () => {
      const details = sandboxTransactions(ana, now).map(({ detail }) => detail);
      const purchases = details.filter((detail) => detail.invoiceNumber !== null);
      expect(purchases.length).toBeGreaterThan(10);
      for (const detail of details.filter((entry) => entry.orderNumber !== null)) {
        expect(detail.orderItems.length).toBeGreaterThan(0);
        expect(detail.orderItems.reduce((sum, item) => sum + item.productPoints, 0)).toBe(detail.subTotalOrder);
        expect(detail.subTotalOrder! + detail.shippingFee!).toBe(detail.totalPointsOrder);
        expect(Math.abs(detail.pointsAmount)).toBe(detail.totalPointsOrder);
      }
      expect(details.some((detail) => detail.pointsAmount < 0 && (detail.shippingFee ?? 0) > 0)).toBe(true);
      expect(details.some((detail) => detail.orderItems.some((item) => item.productDescription.length > 30))).toBe(true);
    });

    it('makes earned points expire 3 years after the day they were earned', () => {
      for (const { item } of sandboxTransactions(paula, now)) {
        const { expirationDate } = item.transactionDetails[0]!;
        if (expirationDate === null) continue;
        const [year, month, date] = transactionDay(item.transactionDate).split('-').map(Number) as [number, number, number];
        // A 29 February's points last to 1 March.
        expect(transactionDay(expirationDate)).toBe(new Date(Date.UTC(year + 3, month - 1, date)).toISOString().slice(0, 10));
      }
    });

    it('has points of Carlos expiring today', () => {
      expect(lotsExpiringIn(carlos.email, now, (offset) => offset === 0).length).toBeGreaterThanOrEqual(1);
    });

    it('has points of Paula expiring within 45 days, none today', () => {
      expect(lotsExpiringIn(paula.email, now, (offset) => offset === 0)).toEqual([]);
      expect(lotsExpiringIn(paula.email, now, (offset) => offset > 0 && offset <= 45).length).toBeGreaterThanOrEqual(2);
    });

    it('has no points of Ana or Lucas expiring within 45 days', () => {
      expect(lotsExpiringIn(ana.email, now, (offset) => offset <= 45)).toEqual([]);
      expect(lotsExpiringIn(lucas.email, now, (offset) => offset <= 45)).toEqual([]);
    });

    it('is the same all day', () => {
      const later = new Date(Date.parse(`${saoPauloDay(now)}T23:50:00-03:00`));
      expect(sandboxTransactions(ana, later)).toEqual(sandboxTransactions(ana, now));
    });

    it('suggests a campaign of the season, to everyone but Lucas', () => {
      expect(sandboxSuggestion(ana, now)).toEqual({ crop: cropSeason(now), suggestionLink: expect.stringMatching(/^https:\/\//) });
      expect(sandboxSuggestion(lucas, now)).toBeNull();
    });
  },
);

describe('the sandbox catalogue', () => {
  it('has at least 12 services: free ones, and some above every balance', () => {
    const services = sandboxServices(false).map((service) => serviceWireSchema.parse(service));
    expect(services.length).toBeGreaterThanOrEqual(12);
    expect(services.filter((service) => service.currentCost <= 0).length).toBeGreaterThanOrEqual(2);
    const richest = Math.max(...programmeMembers().map((member) => sandboxMember(member, 0).orbiaPoints));
    expect(services.filter((service) => service.currentCost > richest).length).toBeGreaterThanOrEqual(2);
    expect(services.some((service) => service.currentCost > 0 && service.currentCost <= sandboxMember(ana, 0).orbiaPoints)).toBe(true);
  });

  it('has contents whose tags name themes, and one only the fallback overline covers', () => {
    const tags = sandboxContents(new Date()).flatMap((item) => item.tags);
    expect(tags).toEqual(expect.arrayContaining(['mercado', 'clima', 'tecnologia', 'curiosidades']));
  });

  it('gives every content a page a browser can open (the programme blog stands in under /sandbox), and 404 for another', async () => {
    for (const { link, title } of sandboxContents(new Date())) {
      expect(link).toMatch(/^\/sandbox\/loyalty\/conteudos\/[a-z0-9-]+$/);
      const page = await sandboxFetch(`${SANDBOX_ORIGIN}${link.replace(/^\/sandbox/, '')}`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain(`<h1>${title}</h1>`);
    }
    expect((await sandboxFetch(`${SANDBOX_ORIGIN}/loyalty/conteudos/nao-existe`)).status).toBe(404);
  });

  it('serves every image its answers give as an address (the member services, the contents), and 404 for another', async () => {
    const addresses = [...sandboxServices(true).map((service) => service.imgBase64Html!), ...sandboxContents(new Date()).map((item) => item.image)];
    expect(addresses).toHaveLength(sandboxServices(true).length + sandboxContents(new Date()).length);
    for (const address of addresses) {
      expect(address).toMatch(/^\/sandbox\/loyalty\/imagens\/(servico|conteudo)-\d+\.svg$/);
      const image = await sandboxFetch(`${SANDBOX_ORIGIN}${address.replace(/^\/sandbox/, '')}`);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/svg+xml');
      expect(await image.text()).toMatch(/^<svg [^>]*width="320" height="180"/);
    }
    for (const unknown of ['servico-4999.svg', 'servico-9999.svg', 'conteudo-1.svg', 'servico-05000.svg', 'servico-5000', 'outro-101.svg']) {
      expect((await sandboxFetch(`${SANDBOX_ORIGIN}/loyalty/imagens/${unknown}`)).status).toBe(404);
    }
  });

  it('answers bare base64 images where base64Html is asked for', () => {
    for (const service of sandboxServices(false)) expect(Buffer.from(service.imgBase64Html!, 'base64').toString()).toMatch(/^<svg /);
  });

  it('names the season like 2026/27', () => {
    expect(cropSeason(new Date('2026-08-01T12:00:00Z'))).toBe('2026/27');
    expect(cropSeason(new Date('2027-02-01T12:00:00Z'))).toBe('2026/27');
    expect(cropSeason(new Date('2099-07-01T12:00:00Z'))).toBe('2099/00');
  });
});

describe("the calculator's catalogue (services search)", () => {
  const rewards = sandboxRewards();
  const ofType = (type: string) => rewards.filter((reward) => reward.itemType === type);
  const bandOf = (points: number) => pointsBands.findLast((band) => points >= band)!;

  it('has at least 40 services and 20 products, each in the contract', () => {
    expect(ofType('service').length).toBeGreaterThanOrEqual(40);
    expect(ofType('product').length).toBeGreaterThanOrEqual(20);
    for (const { item } of rewards) servicesSearchItemWireSchema.parse(item);
  });

  it.each(rewardItemTypes)('has %ss in every band, several over 150,000, none past the top band', (type) => {
    const items = ofType(type);
    for (const band of pointsBands) expect(items.filter((reward) => bandOf(reward.item.points) === band).length, `band ${band}`).toBeGreaterThanOrEqual(4);
    expect(items.filter((reward) => reward.item.points > 150_000).length).toBeGreaterThanOrEqual(3);
    expect(items.every((reward) => reward.item.points < maxPointsFor(150_000))).toBe(true);
  });

  it('has an item on every band edge, and one just under an edge', () => {
    const points = new Set(rewards.map((reward) => reward.item.points));
    for (const band of pointsBands) expect(points.has(band), `edge ${band}`).toBe(true);
    expect(points.has(49_999)).toBe(true);
  });

  it('has services of every crop, journey and category, in every band', () => {
    for (const band of pointsBands) {
      const inBand = ofType('service').filter((reward) => bandOf(reward.item.points) === band);
      for (const crop of rewardCrops) expect(inBand.some((reward) => reward.crops.includes(crop)), `${band} ${crop}`).toBe(true);
      for (const journey of rewardJourneys) expect(inBand.some((reward) => reward.journeys.includes(journey)), `${band} ${journey}`).toBe(true);
      for (const category of rewardCategories) expect(inBand.some((reward) => reward.categories.includes(category)), `${band} ${category}`).toBe(true);
    }
  });

  it('has products of every crop, journey and category, and some of no category (shown only while none is chosen)', () => {
    const products = ofType('product');
    for (const crop of rewardCrops) expect(products.some((reward) => reward.crops.includes(crop)), crop).toBe(true);
    for (const journey of rewardJourneys) expect(products.some((reward) => reward.journeys.includes(journey)), journey).toBe(true);
    for (const category of rewardCategories) expect(products.some((reward) => reward.categories.includes(category)), category).toBe(true);
    expect(products.some((reward) => reward.categories.length === 0)).toBe(true);
  });

  it('tags every item with at least one crop and journey, and names each item once', () => {
    for (const reward of rewards) {
      expect(reward.crops.length).toBeGreaterThan(0);
      expect(reward.journeys.length).toBeGreaterThan(0);
    }
    expect(new Set(rewards.map((reward) => reward.item.nm_product)).size).toBe(rewards.length);
    expect(new Set(rewards.map((reward) => reward.item.ds_product_url)).size).toBe(rewards.length);
  });

  it('is the same on every call', () => {
    expect(sandboxRewards()).toEqual(rewards);
  });

  it('gives every item a product page address and a cover the sandbox serves', async () => {
    for (const { item } of rewards) {
      expect(item.ds_product_url).toMatch(/^https:\/\/loja\.impulso\.example\/catalogo\/(servicos|produtos)\/[a-z0-9-]+$/);
      expect(item.ds_image_url).toMatch(/^\/sandbox\/loyalty\/imagens\/recompensa-\d+\.svg$/);
      const image = await sandboxFetch(`${SANDBOX_ORIGIN}${item.ds_image_url!.replace(/^\/sandbox/, '')}`);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/svg+xml');
    }
    expect((await sandboxFetch(`${SANDBOX_ORIGIN}/loyalty/imagens/recompensa-${8_000 + rewards.length}.svg`)).status).toBe(404);
    expect((await sandboxFetch(`${SANDBOX_ORIGIN}/loyalty/imagens/recompensa-7999.svg`)).status).toBe(404);
  });
});
