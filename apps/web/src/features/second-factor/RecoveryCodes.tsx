import { Download } from 'lucide-react';
import { Button, buttonClass } from '../../components/Button';
import { CopyButton } from '../../components/CopyButton';

interface RecoveryCodesProps {
  codes: string[];
  onDone: () => void;
  /** What one code does: "opens the back office once", "stands in for your phone once". */
  use?: string;
}

/** Shown once, right after enrolment: each code stands in for the phone once. */
export function RecoveryCodes({
  codes,
  onDone,
  use = 'opens the back office once',
}: RecoveryCodesProps) {
  const text = `Vouch recovery codes (each works once)\n\n${codes.join('\n')}\n`;
  const download = `data:text/plain;charset=utf-8,${encodeURIComponent(text)}`;
  return (
    <div>
      <p className="text-ink-700">
        If you lose your phone, each of these codes {use}. They are shown only now: keep them in
        your password manager or print them.
      </p>
      <ul
        aria-label="Recovery codes"
        className="mt-4 grid grid-cols-2 gap-2 rounded-lg bg-ink-50 p-4 font-mono text-sm text-ink-900"
      >
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
      <div className="mt-4 flex flex-wrap gap-3">
        <CopyButton value={codes.join('\n')} label="Copy codes" />
        <a
          href={download}
          download="vouch-recovery-codes.txt"
          className={buttonClass('secondary', 'sm')}
        >
          <Download className="size-4" aria-hidden="true" />
          Download
        </a>
      </div>
      <Button className="mt-6" fullWidth onClick={onDone}>
        I have saved my codes
      </Button>
    </div>
  );
}
