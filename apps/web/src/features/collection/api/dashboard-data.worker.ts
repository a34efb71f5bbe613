/**
 * The dashboard's first two calls, made off the main thread: the locations, then at once the default card list
 * they decide (spec 2 §4). On a fresh load the main thread is busy evaluating the app's code, which held the
 * list call back by ~300 ms when it was started from there; and reading a list of 10,000 entries is half a
 * second of work in Chromium on a small machine. The list comes as a gzip file (a tenth of the bytes to move
 * into the page), is unpacked here, and its bytes are handed over without copying.
 */
import { loadDashboardData, type DashboardDataMessage } from './dashboard-data';

/** The worker's side of postMessage (the DOM lib types `self` as a Window). */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<{ token: string }>) => void) | null;
  postMessage(message: DashboardDataMessage, transfer?: Transferable[]): void;
};

scope.onmessage = ({ data: { token } }) => {
  void loadDashboardData(token, (message, transfer) => scope.postMessage(message, transfer));
};
