/**
 * Opens the carriers' labels in a new tab. The tab is opened in the click itself (a tab opened after an await is
 * blocked as a pop-up), then given the label once the API answered it: the call needs the staff token, so a plain
 * link to the API cannot carry it.
 */
import { fetchLabels } from './carriers.queries';

/** How long the label's address stays valid: long enough for the tab to load it, and to print again from it. */
const URL_LIFETIME_MS = 5 * 60_000;

export async function openLabels(orderIds: number[]): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const blob = await fetchLabels(orderIds);
    const url = URL.createObjectURL(blob);
    if (tab) tab.location.href = url;
    else window.location.assign(url);
    setTimeout(() => URL.revokeObjectURL(url), URL_LIFETIME_MS);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
