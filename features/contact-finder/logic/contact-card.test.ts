import { describe, expect, it } from 'vitest';
import { toContactCard } from './contact-card';

const labels = { phone: 'Telefone', whatsapp: 'WhatsApp', email: 'E-mail' };

describe('toContactCard', () => {
  it('maps the conventional fields to the spec card, each contact detail with its link', () => {
    const card = toContactCard(
      {
        id: 'agro-cerrado',
        fields: {
          title: ' Agro Cerrado Insumos ',
          description: 'Sementes e defensivos.',
          badge: 'Distribuidor',
          logo: '/images/logo-terralis.svg',
          icon: '/images/column-cards-icon-agronomist.svg',
          address: 'Av. das Lavouras, 137, Rio Verde - GO',
          phone: '+55 64 0000-0101',
          whatsapp: '+55 64 90000-0101',
          email: 'agro@contatos.terralis.example',
          location: '-17.7923 -50.9192',
          estado: 'GO',
        },
      },
      labels,
    );
    expect(card).toEqual({
      id: 'agro-cerrado',
      title: 'Agro Cerrado Insumos',
      description: 'Sementes e defensivos.',
      badge: 'Distribuidor',
      logo: '/images/logo-terralis.svg',
      icon: '/images/column-cards-icon-agronomist.svg',
      address: 'Av. das Lavouras, 137, Rio Verde - GO',
      contactDetails: [
        { kind: 'phone', label: 'Telefone', value: '+55 64 0000-0101', href: 'tel:+556400000101', isWhatsApp: false, isEmail: false },
        { kind: 'whatsapp', label: 'WhatsApp', value: '+55 64 90000-0101', href: 'https://wa.me/5564900000101', isWhatsApp: true, isEmail: false },
        { kind: 'email', label: 'E-mail', value: 'agro@contatos.terralis.example', href: 'mailto:agro@contatos.terralis.example', isWhatsApp: false, isEmail: true },
      ],
      location: { lat: -17.7923, lng: -50.9192 },
    });
  });

  it('leaves out blank fields and has no place for a location that is not "lat lng"', () => {
    const card = toContactCard({ id: 'x', fields: { title: 'X', description: '  ', phone: '', email: 'x@terralis.example', location: 'Rio Verde' } }, labels);
    expect(card.description).toBeUndefined();
    expect(card.contactDetails.map(({ kind }) => kind)).toEqual(['email']);
    expect(card.location).toBeNull();
  });
});
