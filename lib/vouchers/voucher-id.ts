import 'server-only';
import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { env } from '@/lib/env';

/**
 * Voucher identifiers: 'V' + 10 random bytes + the first 5 bytes of an HMAC-SHA256 over both,
 * written in Crockford base32 in groups of four (`V-7K2M-9QXA-…`, 31 characters). Only this server
 * can make one that verifies, and 80 random bits leave nothing to guess. The MAC key is derived
 * from the session secret with HKDF, so it is never the session's own key.
 */

const PREFIX = 'V';
const RANDOM_BYTES = 10;
const TAG_BYTES = 5;
/** 15 bytes are 24 base32 characters exactly: no padding bits to check. */
const BODY_CHARS = ((RANDOM_BYTES + TAG_BYTES) * 8) / 5;
/** Anything longer is not an id, however many dashes: it is refused before any work. */
const MAX_INPUT_LENGTH = 64;

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** Crockford's reading rules: O is 0, I and L are 1 (what people misread when they copy an id by hand). */
const ALIASES: Record<string, string> = { O: '0', I: '1', L: '1' };

interface Keys {
  mac: Buffer;
  seed: Buffer;
}

// One secret per process in practice: derived once, not on every request.
let derived: { secret: string; keys: Keys } | undefined;
function keysOf(secret: string): Keys {
  if (derived?.secret !== secret) {
    const derive = (info: string) => Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), info, 32));
    derived = { secret, keys: { mac: derive('voucher-id'), seed: derive('voucher-id-seed') } };
  }
  return derived.keys;
}

function encode(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
    value &= (1 << bits) - 1;
  }
  return out;
}

/** Null for a character outside the alphabet. */
function decode(text: string): Buffer | null {
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of text) {
    const digit = ALPHABET.indexOf(ALIASES[char] ?? char);
    if (digit < 0) return null;
    value = (value << 5) | digit;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
    value &= (1 << bits) - 1;
  }
  return Buffer.from(bytes);
}

const tagOf = (random: Buffer, secret: string) => createHmac('sha256', keysOf(secret).mac).update(PREFIX).update(random).digest().subarray(0, TAG_BYTES);

function format(random: Buffer, secret: string): string {
  const body = encode(Buffer.concat([random, tagOf(random, secret)]));
  return [PREFIX, ...(body.match(/.{4}/g) ?? [])].join('-');
}

/** A new voucher id, from fresh random bytes. */
export function issueVoucherId(secret: string): string {
  return format(randomBytes(RANDOM_BYTES), secret);
}

/**
 * The voucher id of one submission, always the same for the same key: its 10 bytes are an HMAC
 * of the key (its own HKDF key), so only this server can tell which id a key gets. The voucher
 * route's idempotency rests on it (the shared store cannot hold a value: see the route).
 */
export function voucherIdForKey(idempotencyKey: string, secret: string): string {
  return format(createHmac('sha256', keysOf(secret).seed).update(idempotencyKey).digest().subarray(0, RANDOM_BYTES), secret);
}

/** Whether `id` was made here: any case, dashes anywhere or none; false for anything else. */
export function voucherIdIsGenuine(id: unknown, secret: string): boolean {
  if (typeof id !== 'string' || id.length > MAX_INPUT_LENGTH) return false;
  const compact = id.replaceAll('-', '').toUpperCase();
  if (compact.length !== PREFIX.length + BODY_CHARS || !compact.startsWith(PREFIX)) return false;
  const bytes = decode(compact.slice(PREFIX.length));
  if (!bytes || bytes.length !== RANDOM_BYTES + TAG_BYTES) return false;
  return timingSafeEqual(bytes.subarray(RANDOM_BYTES), tagOf(bytes.subarray(0, RANDOM_BYTES), secret));
}

function siteSecret(): string {
  const { secret } = env.session;
  // parseEnv refuses a missing SESSION_SECRET whenever the sandbox cannot stand in.
  if (!secret) throw new Error('SESSION_SECRET is not configured');
  return secret;
}

/** The same, under this site's SESSION_SECRET. */
export const voucherIds = {
  issue: (): string => issueVoucherId(siteSecret()),
  forKey: (idempotencyKey: string): string => voucherIdForKey(idempotencyKey, siteSecret()),
  isGenuine: (id: unknown): boolean => voucherIdIsGenuine(id, siteSecret()),
};
