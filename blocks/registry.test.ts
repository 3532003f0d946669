import { blockRegistry, messagesFor } from './registry';

vi.mock('next-intl/server', () => import('@/tests/server-translations'));

describe('the block registry', () => {
  it('loads a component for every block type the CMS can place', async () => {
    const types = Object.keys(blockRegistry);
    expect(types.length).toBeGreaterThanOrEqual(36);
    for (const type of types) expect(typeof (await blockRegistry[type]!.load()), type).toBe('function');
  });
});

describe('messagesFor', () => {
  it("merges the site's messages with every feature's, in each locale", () => {
    const ptBR = messagesFor('pt-BR');
    expect(ptBR.Header.openMenu).toBe('Abrir menu');
    expect(ptBR.LeadForm.loading).toBeTruthy();
    expect(ptBR.Carousel.pause).toBeTruthy();
    expect(messagesFor('es-AR').Login.title).not.toBe(ptBR.Login.title);
  });
});
