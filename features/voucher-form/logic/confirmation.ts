/**
 * The confirmation's main message with the e-mail and the voucher id in place of `{email}` and
 * `{voucherId}`. Editors' text, not an ICU message: nothing else in it is read as a placeholder,
 * and a value is never read as one either.
 */
export function confirmationMessage(template: string, values: { email: string; voucherId: string }): string {
  return template.replace(/\{(email|voucherId)\}/g, (_, name: 'email' | 'voucherId') => values[name]);
}
