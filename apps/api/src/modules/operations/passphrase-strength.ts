import { BackupError } from './backup-archive.js';

/** Shorter than this is refused before the estimator is asked. */
export const MIN_PASSPHRASE = 12;
/**
 * zxcvbn's top score: about 10^10 guesses or more. An archive is attacked offline, as long as
 * anyone likes; with --include-keys the passphrase is all that protects every member record.
 */
const STRONG = 4;
/** Words about this very passphrase that an attacker would try first. */
const ABOUT_US = ['vouch', 'backup', 'vbak', 'kyc', 'nigeria', 'lagos'];

type Estimator = (passphrase: string) => {
  score: number;
  feedback: { warning: string | null; suggestions: string[] };
};
let estimator: Promise<Estimator> | undefined;

/**
 * zxcvbn-ts with its common and English dictionaries (issue 46): passwords, names, words,
 * keyboard patterns, repeats, sequences, dates and l33t spellings. Loaded on the first backup
 * only (megabytes of dictionaries the API process never needs).
 */
function estimate(): Promise<Estimator> {
  estimator ??= (async () => {
    const [{ ZxcvbnFactory }, common, en] = await Promise.all([
      import('@zxcvbn-ts/core'),
      import('@zxcvbn-ts/language-common'),
      import('@zxcvbn-ts/language-en'),
    ]);
    const zxcvbn = new ZxcvbnFactory({
      dictionary: { ...common.dictionary, ...en.dictionary },
      graphs: common.adjacencyGraphs,
      translations: en.translations,
    });
    return (passphrase) => zxcvbn.check(passphrase, ABOUT_US);
  })();
  return estimator;
}

/**
 * Refuses a backup passphrase that is short or easy to guess, with the estimator's reason and
 * advice. Only for new archives: an existing one opens with whatever made it.
 */
export async function assertStrongPassphrase(passphrase: string): Promise<void> {
  if (passphrase.length < MIN_PASSPHRASE)
    throw new BackupError(`The passphrase must be at least ${MIN_PASSPHRASE} characters.`);
  const { score, feedback } = (await estimate())(passphrase);
  if (score >= STRONG) return;
  const why = [feedback.warning, ...feedback.suggestions].filter(Boolean).join(' ');
  throw new BackupError(
    `The passphrase is too easy to guess${why ? `: ${why}` : '.'} Choose a longer one, such as four or more unrelated words; nothing was written.`,
  );
}
