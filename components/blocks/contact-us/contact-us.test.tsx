import { screen, within } from '@testing-library/react';
import { makeContext } from '@/tests/fixtures/cms';
import { renderWithProviders } from '@/tests/render';
import { ContactUs } from './contact-us';
import { contactUsSchema } from './schema';

vi.mock('next-intl/server', () => import('@/tests/server-translations'));

const full = {
  brandLabel: 'Terralis Atende',
  faqLinkLabel: 'Dúvidas frequentes',
  faqLink: '/campanhas',
  phones: [{ number: '+55 11 4000-0000', label: 'Capitais e regiões metropolitanas' }, '0800 770 0000'],
  emails: ['atendimento@terralis.example', 'impulso@terralis.example'],
  whatsapp: '+55 11 99999-0000',
  whatsappLabel: 'Fale no WhatsApp',
  workHours: 'Segunda a sábado, das 7h às 19h',
};

describe('ContactUs', () => {
  it('is a section named by the brand label, with the channels in an address', async () => {
    const { container } = renderWithProviders(await ContactUs({ props: contactUsSchema.parse(full), context: makeContext() }));
    const section = screen.getByRole('region', { name: 'Terralis Atende' });
    expect(within(section).getByRole('heading', { level: 2, name: 'Terralis Atende' })).toBeInTheDocument();
    const address = container.querySelector('address');
    expect(address).not.toBeNull();
    const terms = within(address!).getAllByRole('term').map((term) => term.textContent);
    expect(terms).toEqual(['Telefones', 'WhatsApp', 'E-mails', 'Horário de atendimento']);
    expect(within(address!).getByText('Segunda a sábado, das 7h às 19h')).toBeInTheDocument();
    expect(within(address!).getByText('Capitais e regiões metropolitanas')).toBeInTheDocument();
    // Icons are decoration: nothing in the box is an image to assistive technology.
    expect(within(section).queryByRole('img')).not.toBeInTheDocument();
  });

  it('dials phones by their digits, writes e-mails with mailto and opens WhatsApp in a new tab', async () => {
    renderWithProviders(await ContactUs({ props: contactUsSchema.parse(full), context: makeContext() }));
    expect(screen.getByRole('link', { name: '+55 11 4000-0000' })).toHaveAttribute('href', 'tel:+551140000000');
    expect(screen.getByRole('link', { name: '0800 770 0000' })).toHaveAttribute('href', 'tel:08007700000');
    expect(screen.getByRole('link', { name: 'atendimento@terralis.example' })).toHaveAttribute('href', 'mailto:atendimento@terralis.example');
    expect(screen.getByRole('link', { name: 'impulso@terralis.example' })).toHaveAttribute('href', 'mailto:impulso@terralis.example');
    const whatsapp = screen.getByRole('link', { name: 'Fale no WhatsApp (abre em uma nova aba)' });
    expect(whatsapp).toHaveAttribute('href', 'https://wa.me/5511999990000');
    expect(whatsapp).toHaveAttribute('target', '_blank');
    expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Dúvidas frequentes' })).toHaveAttribute('href', '/pt-BR/campanhas');
  });

  it('uses the locale labels when the editor leaves them out, and singular channel names for one entry', async () => {
    const props = contactUsSchema.parse({
      brandLabel: 'Terralis Argentina',
      headingLevel: 3,
      phones: ['0800 333 8376'],
      emails: ['atencion@terralis.example'],
      whatsapp: '+54 9 11 5555-0100',
      faqLink: 'https://ayuda.terralis.example/preguntas',
    });
    renderWithProviders(await ContactUs({ props, context: makeContext({ locale: 'es-AR' }) }), { locale: 'es-AR' });
    expect(screen.getByRole('heading', { level: 3, name: 'Terralis Argentina' })).toBeInTheDocument();
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['Teléfono', 'WhatsApp', 'Correo electrónico']);
    expect(screen.getByRole('link', { name: 'Escribinos por WhatsApp (se abre en una pestaña nueva)' })).toHaveAttribute('href', 'https://wa.me/5491155550100');
    const faq = screen.getByRole('link', { name: 'Preguntas frecuentes (se abre en una pestaña nueva)' });
    expect(faq).toHaveAttribute('href', 'https://ayuda.terralis.example/preguntas');
    expect(faq).toHaveAttribute('target', '_blank');
  });

  it('shows only the channels it has: no WhatsApp, e-mail, hours or FAQ link when absent', async () => {
    renderWithProviders(await ContactUs({ props: contactUsSchema.parse({ brandLabel: 'Terralis', phones: ['+1 800 555 0100'] }), context: makeContext({ locale: 'en-US' }) }), {
      locale: 'en-US',
    });
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['Phone']);
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('link', { name: '+1 800 555 0100' })).toHaveAttribute('href', 'tel:+18005550100');
    expect(screen.queryByText('Business hours')).not.toBeInTheDocument();
  });

  it('refuses a box without any channel, bad numbers or e-mails, and labels without their target', () => {
    expect(contactUsSchema.safeParse({ brandLabel: 'Terralis' }).success).toBe(false);
    expect(contactUsSchema.safeParse({ brandLabel: '  ', phones: ['0800 770 0000'] }).success).toBe(false);
    expect(contactUsSchema.safeParse({ brandLabel: 'T', phones: ['4000'] }).success).toBe(false);
    expect(contactUsSchema.safeParse({ brandLabel: 'T', phones: ['0800-TERRALIS'] }).success).toBe(false);
    expect(contactUsSchema.safeParse({ brandLabel: 'T', emails: ['atendimento@'] }).success).toBe(false);
    // wa.me needs the country code.
    expect(contactUsSchema.safeParse({ brandLabel: 'T', whatsapp: '11 99999-0000' }).success).toBe(false);
    expect(contactUsSchema.safeParse({ brandLabel: 'T', phones: ['0800 770 0000'], whatsappLabel: 'WhatsApp' }).success).toBe(false);
    expect(contactUsSchema.safeParse({ brandLabel: 'T', phones: ['0800 770 0000'], faqLinkLabel: 'FAQ' }).success).toBe(false);
    expect(contactUsSchema.safeParse({ brandLabel: 'T', phones: ['0800 770 0000'], faqLink: 'javascript:alert(1)' }).success).toBe(false);
    expect(contactUsSchema.safeParse({ brandLabel: 'T', phones: ['0800 770 0000'], headingLevel: 1 }).success).toBe(false);
  });
});
