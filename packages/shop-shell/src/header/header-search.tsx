import { useId, useState } from 'react';

import { useShopShell } from '../config/shop-shell-provider.js';
import { Icon } from '../shared/icon.js';
import { searchKeyword } from '../shared/search-keyword.js';
import { useShellNavigate } from '../shared/use-shell-navigate.js';

/**
 * Props of {@link HeaderSearch}.
 *
 * @example
 * const props: HeaderSearchProps = { onSearch: (keyword) => console.warn(keyword) };
 */
export interface HeaderSearchProps {
  /** Called with a non-empty keyword; default: go to `links.productSearch(keyword)`. */
  onSearch?: (keyword: string) => void;
  className?: string;
}

/**
 * The desktop header's search box (spec §2): searches on Enter or the icon, ignores empty
 * input, and clears itself after a search.
 *
 * @example
 * <HeaderSearch />
 */
export function HeaderSearch({ onSearch, className }: HeaderSearchProps) {
  const { labels, links } = useShopShell();
  const go = useShellNavigate();
  const [value, setValue] = useState('');
  const id = useId();
  return (
    <form
      role="search"
      aria-label={labels.searchLabel}
      className={className ? `atelier-shell-search ${className}` : 'atelier-shell-search'}
      onSubmit={(event) => {
        event.preventDefault();
        const keyword = searchKeyword(value);
        if (keyword === null) return;
        if (onSearch) onSearch(keyword);
        else go(links.productSearch(keyword));
        setValue('');
      }}
    >
      <label htmlFor={id} className="atelier-visually-hidden">
        {labels.searchLabel}
      </label>
      <input
        id={id}
        type="search"
        className="atelier-shell-search__input"
        placeholder={labels.searchPlaceholder}
        value={value}
        enterKeyHint="search"
        onChange={(event) => setValue(event.target.value)}
      />
      <button type="submit" className="atelier-shell-icon-button" aria-label={labels.search}>
        <Icon name="search" size={20} />
      </button>
    </form>
  );
}
