/**
 * Some content is flagged for a named list of users. The CMS flag holds base64-encoded e-mails
 * rather than plain ones so that the addresses are not readable at a glance in authoring tools
 * and page JSON (this is obfuscation, not secrecy).
 */

/**
 * The allow-list form of an e-mail: trimmed, lowercased, Unicode NFC (so a composed and a
 * decomposed `ã` are the same address), UTF-8, then standard base64 with padding.
 */
export function encodeEmailForAllowList(email: string): string {
  const bytes = new TextEncoder().encode(email.trim().toLowerCase().normalize('NFC'));
  // btoa takes one character per byte; built in a loop so no spread hits argument limits.
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Whether the user's e-mail appears, base64-encoded, in the flag's list. No e-mail, no access. */
export function emailOnAllowList(email: string | null | undefined, allowList: readonly string[]): boolean {
  if (typeof email !== 'string' || email.trim() === '') return false;
  const encoded = encodeEmailForAllowList(email);
  // Entries are exact base64 (case matters); only surrounding whitespace from authoring is forgiven.
  return allowList.some((entry) => entry.trim() === encoded);
}
