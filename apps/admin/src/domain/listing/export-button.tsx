import { useConsoleLabels } from '../../shared/use-console-labels.js';
import { listSearch } from './list-search.js';
import { useDownload } from './use-download.js';

/**
 * Downloads the list `/api/admin/{list}` as XLSX with the page's filters (every page of it):
 * `<list>.xlsx`, or the name the server gives.
 */
export function ExportButton({
  list,
  query,
}: {
  list: string;
  /** The list's query (its filters and sort); the page is left out. */
  query: object;
}) {
  const { l } = useConsoleLabels();
  const { busy, download } = useDownload();
  const filters = { ...query, page: undefined } as Record<string, string | number | undefined>;
  const search = listSearch(filters).toString();
  return (
    <div className="console-actions">
      <button
        type="button"
        className="console-button"
        disabled={busy}
        aria-busy={busy}
        onClick={() => void download(`/api/admin/${list}/export?${search}`, `${list}.xlsx`)}
      >
        {busy ? l.exporting : l.exportXlsx}
      </button>
    </div>
  );
}
