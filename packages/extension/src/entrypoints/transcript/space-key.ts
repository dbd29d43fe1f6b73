import { useEffect } from 'preact/hooks';

// Where Space belongs to what has the focus: typing, choosing, pressing a button or a link. (The
// player's position slider is not one of them: Space there plays and pauses, as in players.)
const OWNS_SPACE =
  'input:not([type="range"]), textarea, select, button, a[href], summary, [contenteditable=""], [contenteditable="true"]';

/** Space plays and pauses, except where it types or presses what has the focus. */
export function useSpaceToggle(toggle: () => void, enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== ' ' || event.ctrlKey || event.altKey || event.metaKey) return;
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest(OWNS_SPACE)) return;
      event.preventDefault();
      if (!event.repeat) toggle();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [toggle, enabled]);
}
