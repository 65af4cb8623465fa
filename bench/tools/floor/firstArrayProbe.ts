// Notes in window.__floorFirstArray the number of the first array that the page's first Listen
// back channel carries. A WebChannel numbers its arrays from 1; a channel that begins later lost
// the ones before, and with them the ADD of each target, without which the SDK drops every
// answer for that target. Added to a floor page before its scripts: it wraps fetch (the SDK's
// streaming channel) and XMLHttpRequest (its long polling), reading only the first bytes.
import { LISTEN_BACK_CHANNEL_URL } from '../../../e2e/support/listenFrames';

// Page source, not a function: tsx's name helpers must not be carried into the page.
export const FIRST_ARRAY_PROBE = `(() => {
  const backChannel = new RegExp(${JSON.stringify(LISTEN_BACK_CHANNEL_URL.source)});
  const isBackChannel = (url) => backChannel.test(url);
  // A frame: its length, a newline, then [[<array number>, ...
  const note = (text) => {
    const id = /^\\d+\\n\\[\\[(\\d+),/.exec(text);
    if (id && window.__floorFirstArray === undefined) window.__floorFirstArray = Number(id[1]);
    return id !== null || text.length > 64;
  };
  const originalFetch = window.fetch;
  window.fetch = async function (input, init) {
    const response = await originalFetch.call(this, input, init);
    const url = typeof input === 'string' ? input : input instanceof Request ? input.url : String(input);
    if (!isBackChannel(url) || window.__floorFirstArray !== undefined || !response.body) return response;
    const [kept, probed] = response.body.tee();
    (async () => {
      const reader = probed.getReader();
      const decoder = new TextDecoder();
      let text = '';
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        text += decoder.decode(value, { stream: true });
        if (note(text)) break;
      }
      await reader.cancel();
    })().catch(() => undefined);
    return new Response(kept, { status: response.status, statusText: response.statusText, headers: response.headers });
  };
  const open = XMLHttpRequest.prototype.open;
  XMLHttpRequest.prototype.open = function (method, url) {
    if (isBackChannel(String(url))) {
      const request = this;
      request.addEventListener('progress', () => note(request.responseText));
    }
    return open.apply(this, arguments);
  };
})()`;
