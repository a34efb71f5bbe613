/** Longest the server's first screen stays up if the page never draws a heading (a failed chunk, say). */
const LONGEST_MS = 10_000;

/**
 * A page the server sent with its first screen drawn (#boot-shell: header and heading, see the server's
 * link-preview module) holds the app hidden (#root[hidden]) while it starts. As soon as the app has drawn a
 * heading of its own (the page's h1, a not-found page's) or an error the two trade places in one frame, so
 * the visitor never sees a blank or a half-built page in between. A first screen that draws more than the heading
 * (a series' first grid pictures) names in data-drawn what the app must have drawn before it takes over.
 */
export function swapBootShellWhenDrawn(doc: Document = document): void {
  const shell = doc.getElementById('boot-shell');
  const root = doc.getElementById('root');
  if (!shell || !root) return;
  const swap = () => {
    observer.disconnect();
    clearTimeout(timer);
    shell.remove();
    root.hidden = false;
  };
  const drawn = `${shell.getAttribute('data-drawn') ?? 'h1'}, .error-panel`;
  const observer = new MutationObserver(() => {
    if (root.querySelector(drawn)) swap();
  });
  // classes too: what the shell waits for may be a class the app sets on a drawn element (a grid now --ready)
  observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['class'] });
  const timer = setTimeout(swap, LONGEST_MS);
}
