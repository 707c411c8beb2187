/**
 * Characters that draw nothing: zero-width space, non-joiner and joiner, word joiner, the byte
 * order mark, soft hyphen, Mongolian vowel separator and the invisible operators. "ada\u200b_shop"
 * looks exactly like "ada_shop" to a payer and to staff; as two IDs it would find nobody and let
 * a second member claim the first one's ID (issue 31).
 */
const INVISIBLE = /[\u00ad\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u206a-\u206f\ufeff]/g;

/**
 * A WeChat ID as it is indexed and compared: Unicode compatibility form (NFKC: full-width
 * letters become ASCII), invisible characters removed, trimmed, lower-cased. What is stored and
 * shown is what the member typed; only its index and its claim use this.
 */
export function normaliseWechatId(value: string): string {
  return value.normalize('NFKC').replace(INVISIBLE, '').trim().toLowerCase();
}
