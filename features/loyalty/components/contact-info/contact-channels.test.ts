import { advisorChannels, generalChannels, whatsAppLink } from './contact-channels';

describe('whatsAppLink', () => {
  it.each([
    ['(11) 99876-5432', 'https://wa.me/5511998765432'],
    ['11 3456-7890', 'https://wa.me/551134567890'],
    ['011 99876-5432', 'https://wa.me/5511998765432'],
    ['+55 11 99876-5432', 'https://wa.me/5511998765432'],
    ['55 11 99876-5432', 'https://wa.me/5511998765432'],
    ['+54 9 11 4321-0000', 'https://wa.me/5491143210000'],
  ])('%s -> %s', (phone, link) => {
    expect(whatsAppLink(phone)).toBe(link);
  });
});

describe('generalChannels', () => {
  it('shows the support phone and hours on the card, and adds WhatsApp and e-mail in the dialog', () => {
    const channels = generalChannels({ name: 'Central Impulso', phone: '0800 770 1234', email: 'impulso@terralis.com.br', whatsapp: '(11) 99876-5432' });
    expect(channels.summary).toEqual([{ kind: 'supportPhone', value: '0800 770 1234', href: 'tel:08007701234' }, { kind: 'hours' }]);
    expect(channels.all.map((channel) => channel.kind)).toEqual(['supportPhone', 'hours', 'whatsapp', 'email']);
    expect(channels.all).toContainEqual({ kind: 'email', value: 'impulso@terralis.com.br', href: 'mailto:impulso@terralis.com.br' });
  });

  it('falls back to the phone for WhatsApp when none is given, blank or not', () => {
    for (const whatsapp of [undefined, '  ']) {
      const whatsApp = generalChannels({ name: 'Central', phone: '(11) 4002-8922', whatsapp }).all.find((channel) => channel.kind === 'whatsapp');
      expect(whatsApp).toEqual({ kind: 'whatsapp', value: '(11) 4002-8922', href: 'https://wa.me/551140028922' });
    }
  });
});

describe('advisorChannels', () => {
  it('lists phone, mobile, WhatsApp on the mobile and e-mail, the first one on the card', () => {
    const channels = advisorChannels({ nmAdvisor: 'Marina Souza', phoneAdvisor: '(16) 3333-4444', mobileAdvisor: '(16) 99999-1111', emailAdvisor: 'marina@terralis.com.br' });
    expect(channels.all.map((channel) => channel.kind)).toEqual(['phone', 'mobile', 'whatsapp', 'email']);
    expect(channels.summary).toEqual([{ kind: 'phone', value: '(16) 3333-4444', href: 'tel:1633334444' }]);
    expect(channels.all).toContainEqual({ kind: 'whatsapp', value: '(16) 99999-1111', href: 'https://wa.me/5516999991111' });
  });

  it('leaves out what an advisor lacks; with only an e-mail, the card shows the e-mail', () => {
    const channels = advisorChannels({ nmAdvisor: 'Rafael Lima', emailAdvisor: 'rafael@terralis.com.br', phoneAdvisor: '' });
    expect(channels.all.map((channel) => channel.kind)).toEqual(['email']);
    expect(channels.summary).toEqual(channels.all);
  });
});
