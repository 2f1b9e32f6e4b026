import { useState } from 'react';

import { useConsoleLabels } from '../../shared/use-console-labels.js';

/**
 * Ten one-time recovery codes, shown once: the operator confirms they saved them before going on.
 */
export function RecoveryCodes({
  codes,
  onContinue,
}: {
  codes: readonly string[];
  onContinue: () => void;
}) {
  const { l } = useConsoleLabels();
  const [saved, setSaved] = useState(false);
  return (
    <section aria-labelledby="recovery-title">
      <h2 id="recovery-title">{l.recoveryTitle}</h2>
      <p>{l.recoveryIntro}</p>
      <ol className="console-recovery" data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <label className="console-check">
        <input
          type="checkbox"
          checked={saved}
          onChange={(event) => setSaved(event.target.checked)}
        />
        {l.recoverySaved}
      </label>
      <button
        type="button"
        className="console-button console-button--primary"
        disabled={!saved}
        onClick={onContinue}
      >
        {l.continue}
      </button>
    </section>
  );
}
