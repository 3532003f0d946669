import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messagesByLocale } from '@/tests/render';
import { consentKey } from '@/lib/browser/consent';
import { MAP_CONSENT_SERVICE } from './contact-map.client';
import type { ContactFinderProps } from '../schema';
import { ContactFinderRoot } from './contact-finder-root.client';
import { finderProps } from './test-fixture';

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}

function renderFinder({ width = 1280, mapAvailable = true, props = finderProps() }: { width?: number; mapAvailable?: boolean; props?: ContactFinderProps } = {}) {
  setWidth(width);
  const intl = { locale: 'pt-BR' as const, timeZone: 'America/Sao_Paulo', messages: { ContactFinder: messagesByLocale['pt-BR'].ContactFinder } };
  render(
    <ContactFinderRoot
      intl={intl}
      closeLabel="Fechar"
      finderType={props.finderType}
      country={props.country}
      filters={props.filters.map(({ field, label }) => ({ field, label, groups: field === 'estado' ? [{ values: ['BA', 'GO', 'MT', 'PR'] }] : [{ heading: 'Grãos', values: ['Milho', 'Soja'] }, { heading: 'Fibras', values: ['Algodão'] }] }))}
      contacts={props.contacts}
      mapAvailable={mapAvailable}
    />,
  );
  return userEvent.setup();
}

const cardTitles = () => screen.queryAllByRole('article').map((card) => within(card).getByRole('heading').textContent);
const count = () => screen.getByRole('status');
const mapImage = () => screen.queryByRole('img', { name: /^Mapa/ });

beforeEach(() => window.localStorage.clear());

describe('ContactFinder', () => {
  it.each([
    [1280, 9],
    [1024, 8],
    [390, 6],
  ])('at %i px shows a first page of %i contacts and the count', (width, size) => {
    renderFinder({ width });
    expect(cardTitles()).toHaveLength(size);
    expect(count()).toHaveTextContent('14 contatos encontrados');
  });

  it('"load more" appends the next page of the current size and moves focus to the first new card', async () => {
    const user = renderFinder({ width: 390 });
    await user.click(screen.getByRole('button', { name: 'Carregar mais contatos' }));
    expect(cardTitles()).toHaveLength(12);
    await waitFor(() => expect(screen.getAllByRole('article')[6]).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Carregar mais contatos' }));
    expect(cardTitles()).toHaveLength(14);
    expect(screen.queryByRole('button', { name: 'Carregar mais contatos' })).not.toBeInTheDocument();
  });

  it('filters case-insensitively, announces the count, and a new filter starts from the first page', async () => {
    const user = renderFinder({ width: 390 });
    await user.click(screen.getByRole('button', { name: 'Carregar mais contatos' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'GO');
    expect(count()).toHaveTextContent('5 contatos encontrados');
    expect(cardTitles()).toEqual(['Revenda 01 Rio Verde', 'Revenda 04 Rio Verde', 'Revenda 07 Rio Verde', 'Revenda 10 Rio Verde', 'Revenda 13 Rio Verde']);
    // 'soja' and 'Soja' are one value: every contact has it.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), '');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Cultura' }), 'Soja');
    expect(count()).toHaveTextContent('14 contatos encontrados');
    expect(cardTitles()).toHaveLength(6);
  });

  it('combines filters: every chosen value must match', async () => {
    const user = renderFinder();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Cultura' }), 'Algodão');
    expect(count()).toHaveTextContent('7 contatos encontrados');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'MT');
    expect(count()).toHaveTextContent('2 contatos encontrados');
    expect(cardTitles()).toEqual(['Revenda 02 Sorriso', 'Revenda 08 Sorriso']);
  });

  it('says no contact matches and clears the filters', async () => {
    const user = renderFinder();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'BA');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Cultura' }), 'Milho');
    expect(count()).toHaveTextContent('Nenhum contato encontrado');
    expect(screen.getByText('Nenhum contato corresponde a esses filtros. Escolha outras opções para ver mais contatos.')).toBeInTheDocument();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Carregar mais contatos' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    expect(count()).toHaveTextContent('14 contatos encontrados');
    expect(screen.getByRole('combobox', { name: 'Estado' })).toHaveValue('');
  });

  it("'see more' opens the contact's modal with every way to reach them", async () => {
    const user = renderFinder();
    await user.click(screen.getByRole('button', { name: 'Ver mais sobre Revenda 02 Sorriso' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revenda 02 Sorriso' });
    expect(within(dialog).getByText('Av. das Lavouras, 02, Sorriso - MT')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: '+55 64 0000-0102' })).toHaveAttribute('href', 'tel:+556400000102');
    const whatsApp = within(dialog).getByRole('link', { name: '+55 64 90000-0102 (abre em uma nova aba)' });
    expect(whatsApp).toHaveAttribute('href', 'https://wa.me/5564900000102');
    expect(whatsApp).toHaveAttribute('target', '_blank');
    expect(whatsApp).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(dialog).getByRole('link', { name: 'contato-02@contatos.terralis.example' })).toHaveAttribute('href', 'mailto:contato-02@contatos.terralis.example');
    await user.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('asks for consent before any map request, then shows the static map of the country with the markers in view', async () => {
    const user = renderFinder();
    const map = screen.getByRole('region', { name: 'Mapa dos contatos' });
    expect(mapImage()).not.toBeInTheDocument();
    await user.click(within(map).getByRole('button', { name: 'Exibir o mapa' }));
    const image = await screen.findByRole('img', { name: /^Mapa com/ });
    expect(image).toHaveAttribute('src', '/api/static-map?lat=-18.5&lng=-49.5&zoom=7&width=640&height=600');
    expect(window.localStorage.getItem(consentKey(MAP_CONSENT_SERVICE))).toBe('granted');
    // Rio Verde's 5 contacts are in view at zoom 7; Sorriso and Cascavel are beyond it.
    expect(image).toHaveAccessibleName('Mapa com 5 contatos na área visível');
    expect(map.querySelectorAll('[data-marker]')).toHaveLength(5);
    const withdraw = screen.getByRole('button', { name: 'Deixar de exibir o mapa' });
    await waitFor(() => expect(withdraw).toHaveFocus());

    // The markers follow the filters.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Cultura' }), 'Algodão');
    expect(map.querySelectorAll('[data-marker]')).toHaveLength(2);

    await user.click(withdraw);
    expect(mapImage()).not.toBeInTheDocument();
    expect(window.localStorage.getItem(consentKey(MAP_CONSENT_SERVICE))).toBeNull();
    await waitFor(() => expect(within(map).getByRole('button', { name: 'Exibir o mapa' })).toHaveFocus());
  });

  it("'show on map' centres the consented map on the contact at zoom 17; 'show all' goes back to the country", async () => {
    window.localStorage.setItem(consentKey(MAP_CONSENT_SERVICE), 'granted');
    const user = renderFinder();
    await user.click(screen.getByRole('button', { name: 'Ver no mapa Revenda 02 Sorriso no mapa' }));
    const image = screen.getByRole('img', { name: 'Mapa centralizado em Revenda 02 Sorriso' });
    expect(image).toHaveAttribute('src', '/api/static-map?lat=-12.5425&lng=-55.7211&zoom=17&width=640&height=600');
    expect(screen.getByRole('region', { name: 'Mapa dos contatos' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Ver todos os contatos no mapa' }));
    expect(screen.getByRole('img', { name: /^Mapa com/ })).toHaveAttribute('src', expect.stringContaining('zoom=7'));
  });

  it('offers no "show on map" for a contact without a place, nor without a maps key', async () => {
    const user = renderFinder();
    await user.click(screen.getByRole('button', { name: 'Carregar mais contatos' }));
    expect(screen.queryByRole('button', { name: /Revenda 14 Barreiras no mapa/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Revenda 13 Rio Verde no mapa/ })).toBeInTheDocument();
  });

  it('says the map is unavailable without a maps key, and asks no consent', () => {
    renderFinder({ mapAvailable: false });
    expect(screen.getByRole('region', { name: 'Mapa dos contatos' })).toHaveTextContent('O mapa não está disponível no momento.');
    expect(screen.queryByRole('button', { name: 'Exibir o mapa' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /no mapa$/ })).not.toBeInTheDocument();
  });

  it('follows a consent given in another tab', () => {
    renderFinder();
    act(() => {
      window.localStorage.setItem(consentKey(MAP_CONSENT_SERVICE), 'granted');
      window.dispatchEvent(new StorageEvent('storage', { key: consentKey(MAP_CONSENT_SERVICE) }));
    });
    expect(screen.getByRole('img', { name: /^Mapa com/ })).toBeInTheDocument();
  });

  it('adopts a filter chosen in the server markup before its code loaded', async () => {
    // loadWhenWanted puts the visitor's choice into the live selects before their effects run.
    const select = HTMLSelectElement.prototype;
    const original = Object.getOwnPropertyDescriptor(select, 'value')!;
    const chosen = vi.spyOn(select, 'value', 'get').mockImplementation(function (this: HTMLSelectElement) {
      return this.name === 'estado' ? 'MT' : (original.get!.call(this) as string);
    });
    renderFinder();
    chosen.mockRestore();
    await waitFor(() => expect(count()).toHaveTextContent('4 contatos encontrados'));
  });
});

