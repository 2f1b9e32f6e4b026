import { useConsoleLabels } from '../../shared/use-console-labels.js';
import { useDownload } from './use-download.js';

/** Downloads a list as XLSX: `url` is its export with the list's filters. */
export function ExportButton({ url, fallbackName }: { url: string; fallbackName: string }) {
  const { l } = useConsoleLabels();
  const { busy, download } = useDownload();
  return (
    <button
      type="button"
      className="console-button"
      disabled={busy}
      aria-busy={busy}
      onClick={() => void download(url, fallbackName)}
    >
      {busy ? l.exporting : l.exportXlsx}
    </button>
  );
}
