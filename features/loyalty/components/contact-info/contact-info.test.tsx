import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import type { Locale } from '@/lib/i18n/locales';
import { renderWithProviders } from '@/tests/render';
import { ContactInfo, type ContactInfoProps } from './contact-info';
import { ContactCards } from './contact-cards.client';
import type { ContactInformation } from './contact-information';

const refresh = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));

const contactInformation: ContactInformation = {
  contactUs: { name: 'Central Impulso', phone: '0800 770 1234', email: 'impulso@terralis.com.br', whatsapp: '(11) 99876-5432' },
  advisorContact: [
    { nmAdvisor: 'Marina Souza', flAdvisor: 'Consultora de relacionamento', phoneAdvisor: '(16) 3333-4444', mobileAdvisor: '(16) 99999-1111', emailAdvisor: 'marina@terralis.com.br' },
    { nmAdvisor: 'Rafael Lima', flAdvisor: 'Agrônomo de campo', emailAdvisor: 'rafael@terralis.com.br' },
  ],
};

/** The widget as the server renders it (its modal provider and 'see more' buttons included). */
const renderContactInfo = (props: ContactInfoProps, locale: Locale = 'pt-BR') => renderWithProviders(<ContactInfo {...props} />, { locale });

const section = () => screen.getByRole('region', { name: 'Contatos' });

describe('ContactInfo', () => {
  it('shows the general card and one card per advisor, each with its summary channels as links', () => {
    renderContactInfo({ contactInformation });
    const cards = within(section()).getAllByRole('listitem');
    expect(cards).toHaveLength(3);

    const [general, marina, rafael] = cards as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(general).getByRole('heading', { level: 3, name: 'Central Impulso' })).toBeInTheDocument();
    expect(general).toHaveTextContent('Fale conosco');
    expect(within(general).getByRole('link', { name: '0800 770 1234' })).toHaveAttribute('href', 'tel:08007701234');
    expect(general).toHaveTextContent('Telefone de suporte');
    expect(general).toHaveTextContent('Segunda a sábado, das 7h às 19h');

    expect(within(marina).getByRole('heading', { level: 3, name: 'Marina Souza' })).toBeInTheDocument();
    expect(marina).toHaveTextContent('Seu consultor');
    expect(within(marina).getByRole('link', { name: '(16) 3333-4444' })).toHaveAttribute('href', 'tel:1633334444');
    // The card holds a summary: the mobile and e-mail wait for 'see more'.
    expect(within(marina).queryByText('marina@terralis.com.br')).not.toBeInTheDocument();

    expect(within(rafael).getByRole('link', { name: 'rafael@terralis.com.br' })).toHaveAttribute('href', 'mailto:rafael@terralis.com.br');
    for (const [card, name] of [
      [general, 'Central Impulso'],
      [marina, 'Marina Souza'],
      [rafael, 'Rafael Lima'],
    ] as const) {
      expect(within(card).getByRole('button', { name: `Ver mais sobre ${name}` })).toHaveTextContent('Ver mais');
    }
  });

  it('opens every channel of the general contact in the modal: phone, hours, WhatsApp in a new tab, e-mail', async () => {
    const user = userEvent.setup();
    renderContactInfo({ contactInformation });
    await user.click(screen.getByRole('button', { name: 'Ver mais sobre Central Impulso' }));
    const dialog = await screen.findByRole('dialog', { name: 'Central Impulso' });
    expect(within(dialog).getByRole('link', { name: '0800 770 1234' })).toHaveAttribute('href', 'tel:08007701234');
    expect(dialog).toHaveTextContent('Segunda a sábado, das 7h às 19h');
    const whatsApp = within(dialog).getByRole('link', { name: '(11) 99876-5432 (abre em uma nova aba)' });
    expect(whatsApp).toHaveAttribute('href', 'https://wa.me/5511998765432');
    expect(whatsApp).toHaveAttribute('target', '_blank');
    expect(whatsApp).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(dialog).getByRole('link', { name: 'impulso@terralis.com.br' })).toHaveAttribute('href', 'mailto:impulso@terralis.com.br');
  });

  it('opens an advisor by keyboard: Enter opens the modal with every channel, Escape closes it and focus returns to the button', async () => {
    const user = userEvent.setup();
    renderContactInfo({ contactInformation });
    const seeMore = screen.getByRole('button', { name: 'Ver mais sobre Marina Souza' });
    await user.tab();
    while (document.activeElement !== seeMore) await user.tab();
    await user.keyboard('{Enter}');

    const dialog = await screen.findByRole('dialog', { name: 'Marina Souza' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    expect(within(dialog).getByText('Telefone').nextElementSibling).toHaveTextContent('(16) 3333-4444');
    expect(within(dialog).getByText('Celular').nextElementSibling).toHaveTextContent('(16) 99999-1111');
    expect(within(dialog).getByRole('link', { name: '(16) 99999-1111 (abre em uma nova aba)' })).toHaveAttribute('href', 'https://wa.me/5516999991111');
    expect(within(dialog).getByRole('link', { name: 'marina@terralis.com.br' })).toHaveAttribute('href', 'mailto:marina@terralis.com.br');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(seeMore).toHaveFocus();
  });

  it('closes from the modal’s close button too', async () => {
    const user = userEvent.setup();
    renderContactInfo({ contactInformation });
    await user.click(screen.getByRole('button', { name: 'Ver mais sobre Rafael Lima' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rafael Lima' });
    await user.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Ver mais sobre Rafael Lima' })).toHaveFocus();
  });

  it('without advisors shows the general card only', () => {
    renderContactInfo({ contactInformation: { ...contactInformation, advisorContact: [] } });
    const cards = within(section()).getAllByRole('listitem');
    expect(cards).toHaveLength(1);
    expect(within(cards[0]!).getByRole('heading', { name: 'Central Impulso' })).toBeInTheDocument();
    expect(screen.queryByText('Seu consultor')).not.toBeInTheDocument();
  });

  it('its "see more" buttons are disabled in the server’s HTML: a click before hydration would open nothing', () => {
    const html = renderToString(
      <ContactCards
        cards={[{ name: 'Marina Souza', summary: <h3>Marina Souza</h3>, seeMoreName: 'Ver mais sobre Marina Souza', details: <p>Telefone</p> }]}
        seeMoreLabel="Ver mais"
        closeLabel="Fechar"
        classes={{}}
      />,
    );
    expect(html).toMatch(/<button[^>]*aria-label="Ver mais sobre Marina Souza"[^>]*disabled/);
  });

  it('on error says the contacts could not load, and its retry asks the server for the page again', async () => {
    const user = userEvent.setup();
    refresh.mockReset();
    renderContactInfo({ contactInformation: null });
    const alert = within(section()).getByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar seus contatos');
    expect(alert).toHaveTextContent('Tente novamente em instantes.');
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['es-AR', 'Contactos', 'Ver más sobre Marina Souza', 'Lunes a sábado, de 7 a 19 h', 'Reintentar'],
    ['en-US', 'Contacts', 'See more about Marina Souza', 'Monday to Saturday, 7:00 to 19:00', 'Try again'],
  ] as const)('speaks %s', (locale, heading, seeMore, hours, retry) => {
    const { unmount } = renderContactInfo({ contactInformation }, locale);
    expect(screen.getByRole('region', { name: heading })).toHaveTextContent(hours);
    expect(screen.getByRole('button', { name: seeMore })).toBeInTheDocument();
    unmount();
    renderContactInfo({ contactInformation: null }, locale);
    expect(screen.getByRole('button', { name: retry })).toBeInTheDocument();
  });
});
