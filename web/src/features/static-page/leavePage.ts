/** Leaves the app for another site's page, without leaving this address in the history. */
export const leavePage = {
  to(url: string): void {
    window.location.replace(url);
  },
};
