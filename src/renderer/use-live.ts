import { useEffect, useState } from 'react';

/**
 * Whether the element's script is running: false in a page the server drew, until React has attached to it
 * (the first effect), true at once after that. A served button whose work is the script's is drawn disabled
 * until then, so a press is never lost in the moment between the page showing and the portal starting (the
 * browser waits, as the visitor sees), and a served form is never sent by the browser itself.
 */
export function useLive(): boolean {
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  return live;
}
