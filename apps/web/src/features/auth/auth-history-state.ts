/** What the register screen hands to the login screen through the history entry (not the address bar). */
declare module '@tanstack/history' {
  interface HistoryState {
    /** Set after a successful registration: the login screen shows a note and fills in the e-mail. */
    registeredEmail?: string;
  }
}

export {};
