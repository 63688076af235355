/**
 * ICU's one-time set-up, started on another thread before the app's first render needs it.
 *
 * The first `Intl` formatter a page makes (a number, a date, a relative time) costs 30–100 ms
 * of ICU's set-up in Chromium on our machines, whatever the language, and the set-up is shared
 * with every thread of the page. This classic script, `async` in index.html, runs as soon as it
 * arrives — while the app's modules still download — and starts a worker that makes one
 * formatter of each kind the first screen uses and says so; the worker is then ended. The first
 * render then makes its formatters at once. Where workers or blobs are refused, nothing happens
 * and the first formatter of the render pays, as it would anyway. A plain file (public/, not
 * bundled): a module script would wait for the whole document and its style sheets.
 */
(() => {
  // The formats of a first screen (packages/common text/relative-date.ts and intl-formats.ts)
  // in Russian, the default language: ICU keeps each language's patterns once made.
  const source = `
    new Intl.NumberFormat('ru').format(1);
    new Intl.PluralRules('ru').select(1);
    new Intl.RelativeTimeFormat('ru', { numeric: 'auto' }).format(-1, 'day');
    new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'numeric', day: 'numeric' })
      .formatToParts(0);
    for (const options of [
      { timeStyle: 'short' },
      { timeZone: 'UTC', timeStyle: 'short' },
      { dateStyle: 'long', timeStyle: 'short' },
      { dateStyle: 'long' },
      { day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' },
    ]) new Intl.DateTimeFormat('ru', options).format(0);
    postMessage('ready');
  `;
  try {
    const url = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
    const worker = new Worker(url);
    const end = () => {
      worker.terminate();
      URL.revokeObjectURL(url);
    };
    worker.onmessage = end;
    worker.onerror = end;
  } catch {
    // no workers or blob URLs here: the first render's first formatter pays the set-up
  }
})();
