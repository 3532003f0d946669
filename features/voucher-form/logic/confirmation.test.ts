import { confirmationMessage } from './confirmation';

const values = { email: 'maria.souza@example.com.br', voucherId: 'V-7K2M-9QXA-0000-ZZZZ-ABCD-1234' };

describe('confirmationMessage', () => {
  it('puts the e-mail and the voucher id in place of their placeholders', () => {
    expect(confirmationMessage('Enviamos o cupom {voucherId} para {email}.', values)).toBe(
      'Enviamos o cupom V-7K2M-9QXA-0000-ZZZZ-ABCD-1234 para maria.souza@example.com.br.',
    );
  });

  it('replaces every occurrence, and leaves a message without placeholders as it is', () => {
    expect(confirmationMessage('{voucherId} / {voucherId} / {email}', values)).toBe(`${values.voucherId} / ${values.voucherId} / ${values.email}`);
    expect(confirmationMessage('Thank you!', values)).toBe('Thank you!');
  });

  it('leaves other braces alone and never reads a value as a placeholder', () => {
    expect(confirmationMessage('{name}, {EMAIL} {email}', { ...values, email: '{voucherId}@example.com' })).toBe('{name}, {EMAIL} {voucherId}@example.com');
  });
});
