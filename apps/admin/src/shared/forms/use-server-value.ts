import { useState } from 'react';

/**
 * A field's value that follows `server` (the list refetched under it) until the operator types
 * in it; from then on what they typed stays.
 */
export function useServerValue(server: string): [string, (value: string) => void] {
  const [value, setValue] = useState(server);
  const [shown, setShown] = useState(server);
  if (server !== shown) {
    setShown(server);
    if (value === shown) setValue(server);
  }
  return [value, setValue];
}
