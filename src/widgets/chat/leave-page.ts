/** Leaving the portal for another site (the chat survey). One object, so tests can watch where the page goes. */
export const leavePage = {
  to(url: string): void {
    window.location.assign(url);
  },
};
