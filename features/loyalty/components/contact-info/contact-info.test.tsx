import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ModalProvider } from '@/components/modal/modal-provider.client';
import type { Locale } from '@/lib/i18n/locales';
import { renderWithProviders } from '@/tests/render';
import { declaredStyle } from '@/tests/declared-style';
import { ContactInfo, type ContactInfoProps } from './contact-info.client';
import type { ContactInformation } from './contact-information';

const contactInformation: ContactInformation = {
  contactUs: { name: 'Central Impulso', phone: '0800 770 1234', email: 'impulso@terralis.com.br', whatsapp: '(11) 99876-5432' },
  advisorContact: [
    { nmAdvisor: 'Marina Souza', flAdvisor: 'Consultora de relacionamento', phoneAdvisor: '(16) 3333-4444', mobileAdvisor: '(16) 99999-1111', emailAdvisor: 'marina@terralis.com.br' },
    { nmAdvisor: 'Rafael Lima', flAdvisor: 'Agrônomo de campo', emailAdvisor: 'rafael@terralis.com.br' },
  ],
};

function renderContactInfo(props: ContactInfoProps, locale: Locale = 'pt-BR') {
  const closeLabel = { 'pt-BR': 'Fechar', 'es-AR': 'Cerrar', 'en-US': 'Close' }[locale];
  return renderWithProviders(
    <ModalProvider closeLabel={closeLabel}>
      <ContactInfo {...props} />
    </ModalProvider>,
    { locale },
  );
}

const section = () => screen.getByRole('region', { name: 'Contatos' });

describe('ContactInfo', () => {
  it('shows the general card and one card per advisor, each with its summary channels as links', () => {
    renderContactInfo({ status: 'ready', contactInformation });
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
    renderContactInfo({ status: 'ready', contactInformation });
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
    renderContactInfo({ status: 'ready', contactInformation });
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
    renderContactInfo({ status: 'ready', contactInformation });
    await user.click(screen.getByRole('button', { name: 'Ver mais sobre Rafael Lima' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rafael Lima' });
    await user.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Ver mais sobre Rafael Lima' })).toHaveFocus();
  });

  it('without advisors shows the general card only', () => {
    renderContactInfo({ status: 'ready', contactInformation: { ...contactInformation, advisorContact: [] } });
    const cards = within(section()).getAllByRole('listitem');
    expect(cards).toHaveLength(1);
    expect(within(cards[0]!).getByRole('heading', { name: 'Central Impulso' })).toBeInTheDocument();
    expect(screen.queryByText('Seu consultor')).not.toBeInTheDocument();
  });

  it('while loading keeps the heading and three placeholder cards of the loaded cards’ size, and says contacts are loading', () => {
    renderContactInfo({ status: 'loading' });
    expect(within(section()).getByRole('status')).toHaveTextContent('Carregando contatos…');
    // Placeholders are shapes, hidden from assistive technology; the same card box as the loaded cards.
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
    const placeholders = section().querySelectorAll('li');
    expect(placeholders).toHaveLength(3);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    const placeholderHeight = declaredStyle(placeholders[0]!, 'min-height');
    expect(placeholderHeight).toBe('15rem');

    renderContactInfo({ status: 'ready', contactInformation });
    const loaded = screen.getAllByRole('listitem')[0]!;
    expect(declaredStyle(loaded, 'min-height')).toBe(placeholderHeight);
    expect(loaded.className).toBe(placeholders[0]!.className);
  });

  it('on error says the contacts could not load and retries from its button', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    renderContactInfo({ status: 'error', onRetry });
    const alert = within(section()).getByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar seus contatos');
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['es-AR', 'Contactos', 'Ver más sobre Marina Souza', 'Lunes a sábado, de 7 a 19 h', 'Reintentar'],
    ['en-US', 'Contacts', 'See more about Marina Souza', 'Monday to Saturday, 7:00 to 19:00', 'Try again'],
  ] as const)('speaks %s', (locale, heading, seeMore, hours, retry) => {
    const { unmount } = renderContactInfo({ status: 'ready', contactInformation }, locale);
    expect(screen.getByRole('region', { name: heading })).toHaveTextContent(hours);
    expect(screen.getByRole('button', { name: seeMore })).toBeInTheDocument();
    unmount();
    renderContactInfo({ status: 'error', onRetry: () => {} }, locale);
    expect(screen.getByRole('button', { name: retry })).toBeInTheDocument();
  });
});
