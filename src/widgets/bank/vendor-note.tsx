/**
 * The line under a vendor's link window (bank or income) saying who handles the login, with a lock:
 * the same words' place and look in every window that asks for a password.
 */
export function VendorNote({ text }: { text: string }) {
  return (
    <p className="bank-link__vendor">
      <svg aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 16 16"><path fill="currentColor" d="M8 1a4 4 0 0 0-4 4v2H3v8h10V7h-1V5a4 4 0 0 0-4-4Zm-2 6V5a2 2 0 1 1 4 0v2H6Z" /></svg>
      {text}
    </p>
  );
}
