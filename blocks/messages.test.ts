import { readdirSync } from 'node:fs';
import { featureMessages, messagesFor } from './messages';

describe('messagesFor', () => {
  it("merges the site's messages with every feature's, in each locale", () => {
    const ptBR = messagesFor('pt-BR');
    expect(ptBR.Header.openMenu).toBe('Abrir menu');
    expect(ptBR.LeadForm.loading).toBeTruthy();
    expect(ptBR.Carousel.pause).toBeTruthy();
    expect(messagesFor('es-AR').Login.title).not.toBe(ptBR.Login.title);
  });

  it('lists every feature that has messages, so none of its strings shows as a raw key', () => {
    const withMessages = readdirSync('features', { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && readdirSync(`features/${entry.name}`).includes('messages'))
      .map((entry) => entry.name);
    expect(Object.keys(featureMessages).sort()).toEqual(withMessages.sort());
  });
});
