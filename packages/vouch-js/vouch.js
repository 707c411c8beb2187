/*
 * Vouch.verify (issue 47): the hosted verification flow of a session in a modal frame on the
 * business's own page. Served by Vouch at /sdk/v1/vouch.js (a classic script: `window.Vouch`) and
 * published as @vouch/vouch-js. No dependencies; nothing is sent anywhere but to Vouch's frame.
 *
 *   const { status } = await Vouch.verify({ sessionId: 'vs_…' });
 *   // 'approved' | 'declined' | 'rejected' | 'closed' — then ask your server, which asks the API:
 *   // the browser's word proves nothing.
 */
(function () {
  'use strict';
  if (typeof window === 'undefined') return;
  var script = document.currentScript;
  var LOADED_FROM = script && script.src ? new URL(script.src).origin : null;
  // In-app browsers (Facebook, Instagram, LINE, TikTok, Snapchat, Android web views) give a frame
  // no camera: there the customer goes to the hosted page itself and comes back by redirect_url.
  var IN_APP = /FBAN|FBAV|Instagram|Line\/|TikTok|musical_ly|Snapchat|; wv\)/i;
  var SESSION_ID = /^vs_[A-Za-z0-9]{1,37}$/;

  /**
   * The modal's own look, which the business's style sheets must not change (a page's global
   * `button { color: #fff; width: 100% }` hid the close button): what pages commonly style is
   * reset, and each property is set inline and important, which outranks any style sheet. The
   * focus ring and text spacing (a reader's own style sheet may widen it) are left alone.
   */
  var RESET = {
    margin: '0',
    padding: '0',
    'box-sizing': 'border-box',
    'min-width': '0',
    'max-width': 'none',
    'min-height': '0',
    'max-height': 'none',
    transform: 'none',
    opacity: '1',
    'text-transform': 'none',
    'box-shadow': 'none',
    float: 'none',
  };
  function css(el, styles) {
    var k;
    for (k in RESET) el.style.setProperty(k, RESET[k], 'important');
    for (k in styles) el.style.setProperty(k, styles[k], 'important');
    return el;
  }

  /**
   * Opens the flow; resolves once the customer finished or closed it, with { status, sessionId }.
   * options.sessionId: the session your server created. options.vouchOrigin: where Vouch runs
   * (defaults to where this script came from). options.redirect: true always redirects, false
   * never (default: only in in-app browsers). options.onEvent: called with each step's message.
   */
  function verify(options) {
    options = options || {};
    var sessionId = options.sessionId;
    if (typeof sessionId !== 'string' || !SESSION_ID.test(sessionId))
      return Promise.reject(new TypeError('Vouch.verify: sessionId must be a session id (vs_…)'));
    var origin = options.vouchOrigin ? new URL(options.vouchOrigin).origin : LOADED_FROM;
    if (!origin)
      return Promise.reject(
        new Error('Vouch.verify: load vouch.js from Vouch or pass vouchOrigin'),
      );
    var page = origin + '/verify/' + encodeURIComponent(sessionId);
    if (
      options.redirect === true ||
      (options.redirect !== false && IN_APP.test(navigator.userAgent))
    ) {
      window.location.assign(page);
      return new Promise(function () {});
    }

    return new Promise(function (resolve) {
      var before = document.activeElement;
      var overflow = document.documentElement.style.overflow;
      var overlay = css(document.createElement('div'), {
        position: 'fixed',
        inset: '0',
        'z-index': '2147483647',
        display: 'flex',
        'align-items': 'center',
        'justify-content': 'center',
        background: 'rgba(15, 23, 42, 0.55)',
      });
      var dialog = css(document.createElement('div'), {
        display: 'block',
        position: 'relative',
        width: 'min(480px, 100vw)',
        height: 'min(780px, 100dvh)',
        background: '#fff',
        'border-radius': '12px',
        overflow: 'hidden',
        'box-shadow': '0 20px 50px rgba(0, 0, 0, 0.3)',
      });
      dialog.setAttribute('role', 'dialog');
      dialog.setAttribute('aria-modal', 'true');
      dialog.setAttribute('aria-label', 'Verify with Vouch');
      var close = css(document.createElement('button'), {
        position: 'absolute',
        top: '8px',
        right: '8px',
        width: '44px',
        height: '44px',
        display: 'flex',
        'align-items': 'center',
        'justify-content': 'center',
        border: '0',
        'border-radius': '22px',
        background: 'rgba(255, 255, 255, 0.9)',
        color: '#1c2430',
        font: '600 24px/1 system-ui, sans-serif',
        cursor: 'pointer',
      });
      close.type = 'button';
      close.setAttribute('aria-label', 'Close');
      close.textContent = '\u00d7';
      var frame = css(document.createElement('iframe'), {
        display: 'block',
        width: '100%',
        height: '100%',
        border: '0',
      });
      frame.title = 'Vouch verification';
      // The camera (selfie, document) and passkeys are delegated to Vouch's frame, nothing else.
      frame.setAttribute(
        'allow',
        'camera ' +
          origin +
          '; publickey-credentials-get ' +
          origin +
          '; publickey-credentials-create ' +
          origin,
      );
      frame.src = page + '?embed=1&origin=' + encodeURIComponent(window.location.origin);
      dialog.appendChild(frame);
      dialog.appendChild(close);
      overlay.appendChild(dialog);
      document.body.appendChild(overlay);
      document.documentElement.style.overflow = 'hidden';

      function finish(status) {
        window.removeEventListener('message', onMessage);
        document.removeEventListener('keydown', onKey, true);
        document.removeEventListener('focusin', onFocus, true);
        overlay.remove();
        document.documentElement.style.overflow = overflow;
        if (before && typeof before.focus === 'function') before.focus();
        resolve({ status: status, sessionId: sessionId });
      }
      function onMessage(e) {
        // Only Vouch's own frame, about this session.
        if (e.origin !== origin || e.source !== frame.contentWindow) return;
        var d = e.data;
        if (!d || typeof d !== 'object' || d.session_id !== sessionId) return;
        if (typeof options.onEvent === 'function') options.onEvent(d);
        if (d.type === 'vouch:done') finish(String(d.status));
      }
      function onKey(e) {
        if (e.key === 'Escape') {
          e.preventDefault();
          finish('closed');
        } else if (e.key === 'Tab' && !e.shiftKey && document.activeElement === close) {
          e.preventDefault();
          frame.focus();
        } else if (e.key === 'Tab' && e.shiftKey && document.activeElement === frame) {
          e.preventDefault();
          close.focus();
        }
      }
      // Focus stays in the dialog: whatever leaves it comes back to the close button.
      function onFocus(e) {
        if (!dialog.contains(e.target)) close.focus();
      }
      close.addEventListener('click', function () {
        finish('closed');
      });
      window.addEventListener('message', onMessage);
      document.addEventListener('keydown', onKey, true);
      document.addEventListener('focusin', onFocus, true);
      frame.focus();
    });
  }

  window.Vouch = Object.freeze({ verify: verify, version: '1.0.0' });
})();
